"""Parts a seat paints: HP as jade magatama (勾玉) and equipment as small cards (the
dashboard's) or labelled slots (a compact seat's). Each takes a painter and a rectangle in
the seat's coordinates and draws from data alone."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from yxs_desktop.engine.cards import RANK_NAMES, SPECS, STANDARD_DECK
from yxs_desktop.engine.content.gamelog import card_name
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Slot
from yxs_desktop.ui import painting

#: The jade of HP left: (light, body, rim), green while more than 2 are left, amber at 2,
#: red at 1; lost HP shows as a hollow grey stone.
_JADE_HEALTHY = ("#e6fff0", "#48c47f", "#0c4a2a")
_JADE_WOUNDED = ("#fff5d6", "#e0a52a", "#5a3a06")
_JADE_CRITICAL = ("#ffe0dc", "#e0483c", "#5c0d08")
_LOST = ("#8a8a8a", "#4a4a4a", "#262626")
_SLOT_EDGE = QColor("#7a6a50")
_PARCHMENT = QColor("#f4e6c8")
_RED_INK = QColor("#c8102e")
_BLACK_INK = QColor("#1b1b1f")


def fitted_name(name: str, width: float, font: QFont, smallest: int = 9) -> tuple[QFont, str]:
    """``name`` as a strip ``width`` wide shows it (a seat's name, a skill's button, an
    equipment card): in ``font``, smaller (down to ``smallest`` px) when the name is long,
    then cut with "…"; never wider than the strip."""
    small = QFont(font)
    px = font.pixelSize()
    while px > smallest and QFontMetricsF(small).horizontalAdvance(name) > width:
        px -= 1
        small.setPixelSize(px)
    return small, QFontMetricsF(small).elidedText(name, Qt.TextElideMode.ElideRight, width)


def jade_for(hp: int) -> tuple[str, str, str]:
    """The colours of the HP still held at ``hp``."""
    if hp <= 1:
        return _JADE_CRITICAL
    if hp == 2:
        return _JADE_WOUNDED
    return _JADE_HEALTHY


def magatama_path(box: QRectF) -> QPainterPath:
    """A magatama filling ``box``: a round head at the top with the tail curling down to
    the lower left, and the hole through the head."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.OddEvenFill)
    x, y, w, h = box.x(), box.y(), box.width(), box.height()

    def at(u: float, v: float) -> QPointF:
        return QPointF(x + u * w, y + v * h)

    head = QRectF(x + 0.16 * w, y + 0.04 * h, 0.68 * w, 0.62 * h)
    path.moveTo(at(0.84, 0.35))
    path.arcTo(head, 0.0, 270.0)  # over the top and round the left, to the head's foot
    path.quadTo(at(0.38, 0.8), at(0.2, 0.97))
    path.cubicTo(at(0.62, 0.98), at(0.86, 0.7), at(0.84, 0.35))
    path.closeSubpath()
    path.addEllipse(at(0.5, 0.33), 0.09 * w, 0.09 * h)
    return path


def paint_hp(p: QPainter, bar: QRectF, hp: int, max_hp: int) -> None:
    """``max_hp`` magatama along ``bar``'s longer side (a row or a column), the first
    ``hp`` of them jade, the rest hollow. Each is as large as the bar allows."""
    n = max(max_hp, 1)
    row = bar.width() >= bar.height()
    long_side, short_side = (bar.width(), bar.height()) if row else (bar.height(), bar.width())
    step = long_side / n
    size = min(step * 0.92, short_side)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    held = jade_for(hp)
    for i in range(n):
        middle = step * (i + 0.5)
        cx = bar.x() + middle if row else bar.center().x()
        cy = bar.center().y() if row else bar.y() + middle
        box = QRectF(cx - size / 2, cy - size / 2, size, size)
        light, body, rim = held if i < hp else _LOST
        glow = QRadialGradient(QPointF(cx - size * 0.15, cy - size * 0.22), size * 0.6)
        glow.setColorAt(0.0, QColor(light))
        glow.setColorAt(0.45, QColor(body))
        glow.setColorAt(1.0, QColor(rim))
        p.setPen(QPen(QColor(rim).darker(130), max(0.8, size * 0.06)))
        p.setBrush(QBrush(glow) if i < hp else QBrush(QColor(body)))
        p.drawPath(magatama_path(box))
    p.restore()


def paint_equip_slot(
    p: QPainter, rect: QRectF, card_id: int | None, font: QFont, lang: str
) -> None:
    """A compact seat's equipment slot: a dim strip with the card's suit, rank and name."""
    p.setPen(QPen(_SLOT_EDGE, 1))
    p.setBrush(QColor(255, 255, 255, 30 if card_id is None else 70))
    p.drawRect(rect)
    if card_id is None:
        return
    red = STANDARD_DECK[card_id].suit.color.value == "red"
    p.setFont(font)
    p.setPen(QColor("#ff8080") if red else QColor("#ffffff"))
    p.drawText(rect.adjusted(2, 0, -2, 0), Qt.AlignmentFlag.AlignVCenter, card_name(card_id, lang))


def _slot_mark(slot: Slot, lang: str) -> str:
    """What an empty slot of the dashboard says: which equipment goes there."""
    return text(f"slot.short.{slot.value}", lang)


def paint_equip_card(
    p: QPainter, rect: QRectF, slot: Slot, card_id: int | None, family: str, lang: str
) -> None:
    """One of the dashboard's equipment slots: the card as a small card (a band of its
    type's colour, its rank and suit, its name, a weapon's range or a horse's ±1), or,
    empty, a faint outline naming the slot."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = min(rect.height(), rect.width()) * 0.14
    font = QFont(family)
    if card_id is None:
        p.setPen(QPen(QColor(232, 194, 101, 70), 1, Qt.PenStyle.DashLine))
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(rect, radius, radius)
        font.setPixelSize(max(8, int(rect.height() * 0.36)))
        p.setFont(font)
        p.setPen(QColor(244, 230, 200, 90))
        label = QFontMetricsF(font).elidedText(
            _slot_mark(slot, lang), Qt.TextElideMode.ElideRight, rect.width() - 4
        )
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        p.restore()
        return
    card = STANDARD_DECK[card_id]
    spec = SPECS[card.kind]
    face = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    face.setColorAt(0.0, _PARCHMENT.lighter(104))
    face.setColorAt(1.0, _PARCHMENT.darker(108))
    p.setPen(QPen(QColor(painting.TYPE_COLORS[spec.type]), max(1.0, rect.height() * 0.06)))
    p.setBrush(QBrush(face))
    p.drawRoundedRect(rect, radius, radius)
    ink = _RED_INK if card.suit.color.value == "red" else _BLACK_INK
    corner_w = rect.height() * 0.62
    corner = QRectF(rect.x() + 1, rect.y() + 1, corner_w, rect.height() - 2)
    font.setPixelSize(max(8, int(rect.height() * 0.4)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(ink)
    rank = QRectF(corner.x(), corner.y(), corner.width(), corner.height() * 0.52)
    p.drawText(rank, Qt.AlignmentFlag.AlignCenter, RANK_NAMES[card.rank])
    suit_size = min(corner.width(), corner.height() * 0.42) * 0.8
    suit_box = QRectF(corner.center().x() - suit_size / 2, rank.bottom(), suit_size, suit_size)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPath(painting.suit_path(card.suit, suit_box))
    name, badge = painting.card_title(card, lang)
    body = QRectF(
        corner.right(), rect.y() + 1, rect.right() - corner.right() - 2, rect.height() - 2
    )
    font.setBold(False)
    font.setPixelSize(max(8, int(rect.height() * 0.42)))
    font, shown = fitted_name(name, body.width(), font, smallest=8)
    p.setFont(font)
    p.setPen(QColor("#2a1c10"))
    top = body.adjusted(0, 0, 0, -body.height() * 0.38) if badge else body
    p.drawText(top, Qt.AlignmentFlag.AlignCenter, shown)
    if badge:
        font.setPixelSize(max(7, int(rect.height() * 0.3)))
        p.setFont(font)
        p.setPen(QColor(painting.TYPE_COLORS[spec.type]))
        p.drawText(
            body.adjusted(0, body.height() * 0.58, 0, 0), Qt.AlignmentFlag.AlignCenter, badge
        )
    p.restore()
