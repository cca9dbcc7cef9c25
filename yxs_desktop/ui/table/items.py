"""Graphics items of the table: cards and seats. They draw themselves from data; the
scene moves them and sets their state."""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from yxs_desktop.client.seat_names import hero_seat, seat_number, unnamed_seat
from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.content.gamelog import card_name
from yxs_desktop.engine.enums import Kind, Slot
from yxs_desktop.engine.views import PlayerView, Reach
from yxs_desktop.ui import painting
from yxs_desktop.ui.i18n import content, current_language
from yxs_desktop.ui.layout import Rect, SeatBox
from yxs_desktop.ui.table import seat_parts
from yxs_desktop.ui.table.people import SeatPerson
from yxs_desktop.ui.table.seat_parts import fitted_name
from yxs_desktop.ui.table.seat_tips import role_tip, seat_tip

_HIGHLIGHT = QColor("#ffd54a")
_ARROW_SIZE = 16.0  # the length of a target line's arrowhead
_SELECTED = QColor("#4ad0ff")
_SLOTS = (Slot.WEAPON, Slot.ARMOUR, Slot.DEFENCE_HORSE, Slot.ATTACK_HORSE)
# The bands across a portrait: acted this round, its person dropped, the computer plays for
# its person (托管); and the colours of the name on the seat (a person's, a computer's).
_Colors = tuple[QColor, QColor, bool]  # background, text, bold
_ACTED: _Colors = (QColor(0, 0, 0, 170), QColor("#d8d8d8"), False)
_DROPPED: _Colors = (QColor(150, 28, 28, 225), QColor("#ffffff"), True)
_AUTOPLAY: _Colors = (QColor(40, 90, 160, 225), QColor("#ffffff"), True)
_PERSON_NAME = QColor("#ffe9a8")
_COMPUTER_NAME = QColor("#b8d8ff")
# The thinking bar of an asked seat: plenty of time, hurry, nearly out; no limit.
_CLOCK_CALM = QColor("#5fd068")
_CLOCK_HURRY = QColor("#f0c040")
_CLOCK_LATE = QColor("#ff5a4a")
_THINKING = QColor(120, 170, 230, 200)


class CardItem(QGraphicsObject):
    """One card: its face (``card_id``) or its back (``None``). ``selectable`` frames it
    (a click on any card is signalled); ``selected`` lifts it; ``dimmed`` greys it. A
    double click emits ``double_clicked`` (instead of a second ``clicked``)."""

    clicked = Signal(object)
    double_clicked = Signal(object)

    def __init__(self, card_id: int | None, w: float, h: float) -> None:
        super().__init__()
        self.card_id = card_id
        self.w, self.h = w, h
        self.selectable = False
        self.selected = False
        self.dimmed = False
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        if card_id is not None:
            card = STANDARD_DECK[card_id]
            self.setToolTip(
                f"{content(f'card.{card.kind.value}.name')}\n"
                f"{content(f'card.{card.kind.value}.text')}"
            )

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self.w + 4, self.h + 4)

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        lang = current_language()
        pix = (
            painting.card_face(self.card_id, lang, int(self.w), int(self.h))
            if self.card_id is not None
            else painting.card_back(int(self.w), int(self.h))
        )
        p.drawPixmap(QRectF(0, 0, self.w, self.h), pix, QRectF(pix.rect()))
        if self.dimmed:
            p.fillRect(QRectF(0, 0, self.w, self.h), QColor(0, 0, 0, 110))
        if self.selected or self.selectable:
            p.setPen(QPen(_SELECTED if self.selected else _HIGHLIGHT, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(0, 0, self.w, self.h), 6, 6)

    def set_state(self, selectable: bool, selected: bool, dimmed: bool) -> None:
        self.selectable, self.selected, self.dimmed = selectable, selected, dimmed
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # a card that cannot be chosen is clicked too: the page says why not
        self.clicked.emit(self)
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # the first press of the double click has already emitted ``clicked``
        self.double_clicked.emit(self)
        event.accept()

    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, value: QPointF) -> None:
        self.setPos(value)

    position = Property(QPointF, _get_pos, _set_pos)


class HoverTip(QGraphicsItem):
    """A transparent region of a seat panel with its own tooltip (the role badge's): the
    scene shows the tooltip of the topmost item under the pointer that has one. It paints
    nothing and takes no clicks, which go to the panel beneath."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pass


def equipment_label(card_id: int, lang: str) -> str:
    """An equipment slot's label: the card's suit, rank and name ("♣2诸葛连弩")."""
    return card_name(card_id, lang)


class EquipSlotItem(QGraphicsRectItem):
    """The hover area of one equipment slot of a seat: its tooltip is the card's name
    and text. It paints nothing (the seat paints the slot) and lets clicks through."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.card_id: int | None = None
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setBrush(Qt.BrushStyle.NoBrush)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def show_card(self, card_id: int | None) -> None:
        self.card_id = card_id
        if card_id is None:
            self.setToolTip("")
            return
        kind = STANDARD_DECK[card_id].kind.value
        lang = current_language()
        self.setToolTip(f"{equipment_label(card_id, lang)}\n{content(f'card.{kind}.text')}")


class SeatItem(QGraphicsObject):
    """One seat's panel: portrait, name, role, HP pips, hand count, equipment and
    judgement area; the current turn, dying and dead states; selectable as a target."""

    clicked = Signal(int)

    def __init__(self, box: SeatBox) -> None:
        super().__init__()
        self.box = box
        self.player: PlayerView | None = None
        self.own_role: str | None = None
        self.current = False
        self.acted = False  # 3v3 competitive: has taken its turn this round
        self.selectable = False
        self.selected = False
        self.dimmed = False
        self.flash = 0.0
        self.flash_color = QColor(255, 40, 40)  # red for damage, green for healing, ...
        self.person_name = ""  # the person's name ("player_name"), on its own seat only
        # who sits here at an online table (its name and marks), None elsewhere
        self.person: SeatPerson | None = None
        # the seat is being asked (its player thinks), and the part of the request's time
        # left (None: no limit)
        self.asked = False
        self.clock: float | None = None
        self._tip = ""  # the tooltip of the player (hero, skills, distance)
        self.role_tip = HoverTip(self)
        self.setPos(box.panel.x, box.panel.y)
        self.role_tip.set_rect(self._local(box.role))
        # seats only move by translation: paint once, repaint only when their state changes
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.equip_slots = {slot: EquipSlotItem(self) for slot in _SLOTS}
        self._place_slots()

    def _place_slots(self) -> None:
        for slot, rect in zip(_SLOTS, self.box.equip, strict=True):
            self.equip_slots[slot].setRect(self._local(rect))

    def _show_equipment(self, player: PlayerView) -> None:
        by_slot = {STANDARD_DECK[c].spec.slot: c for c in player.equip}
        for slot, item in self.equip_slots.items():
            item.show_card(by_slot.get(slot))

    def set_box(self, box: SeatBox) -> None:
        """Move the panel to ``box`` (a new view size, or a new place after 迁都)."""
        self.prepareGeometryChange()
        self.box = box
        self.setPos(box.panel.x, box.panel.y)
        self.role_tip.set_rect(self._local(box.role))
        self._place_slots()

    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, value: QPointF) -> None:
        self.setPos(value)

    position = Property(QPointF, _get_pos, _set_pos)
    """The panel's position, for the slide of a seat swap."""

    def _local(self, r: Rect) -> QRectF:
        return QRectF(r.x - self.box.panel.x, r.y - self.box.panel.y, r.w, r.h)

    def boundingRect(self) -> QRectF:
        panel, judge = self.box.panel, self.box.judge
        x0, y0 = min(panel.x, judge.x), min(panel.y, judge.y)
        x1, y1 = max(panel.right, judge.right), max(panel.bottom, judge.bottom)
        return QRectF(x0 - panel.x - 4, y0 - panel.y - 4, x1 - x0 + 8, y1 - y0 + 8)

    def set_player(
        self,
        player: PlayerView,
        role: str | None,
        current: bool,
        acted: bool = False,
        *,
        mode: str = "",
        viewer: int | None = None,
        reach: Reach | None = None,
        person_name: str = "",
    ) -> None:
        """Show ``player`` (``role``: the viewer's own, when this is its seat); ``acted``
        marks a character that has taken its turn this round (where the leaders choose
        who acts). The tooltip tells the distance from the ``viewer``'s seat by its
        ``reach``, and the role badge's meaning in ``mode``; ``person_name`` is shown on
        the person's own seat."""
        self.player, self.own_role, self.current = player, role, current
        self.acted = acted and player.alive
        self.person_name = person_name
        self._show_equipment(player)
        shown = self.shown_role()
        self._tip = seat_tip(player, shown, mode, viewer, reach)
        self._show_tip()
        self.role_tip.setToolTip(role_tip(shown, mode))
        self.update()

    def set_person(self, person: SeatPerson | None) -> None:
        """Show who sits here (an online table's seat: the name, and the dropped and
        托管 marks); None shows nobody (the ``person_name`` of a local game's own seat
        still shows)."""
        if person == self.person:
            return
        self.person = person
        self._show_tip()
        self.update()

    def set_clock(self, asked: bool, left: float | None = None) -> None:
        """Show that the seat is being asked (``asked``) and the part of the request's time
        left (``left``, 0 to 1; None: no limit): a bar along the panel's foot."""
        clock = None if left is None else round(min(1.0, max(0.0, left)), 3)
        if (asked, clock) == (self.asked, self.clock):
            return
        self.asked, self.clock = asked, clock
        self.update()

    def _paint_clock(self, p: QPainter, panel: QRectF) -> None:
        """The thinking bar: its length the time left, green to red as it runs out; a
        request without a limit shows it whole and calm."""
        # under the equipment, over the panel's foot (the bounding rect's margin holds it)
        top = max(self._local(slot).bottom() for slot in self.box.equip) + 1
        height = max(5.0, panel.bottom() + 3 - top)
        track = QRectF(panel.x() + 2, top, panel.width() - 4, height)
        left = self.clock
        if left is None:
            color = _THINKING
        else:
            color = _CLOCK_CALM if left > 0.5 else (_CLOCK_HURRY if left > 0.2 else _CLOCK_LATE)
        glow = QColor(color)
        glow.setAlpha(170)
        p.setPen(QPen(glow, 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(panel.adjusted(-2, -2, 2, 2), 7, 7)
        p.fillRect(track, QColor(0, 0, 0, 150))
        shown = 1.0 if left is None else left
        p.fillRect(QRectF(track.x(), track.y(), track.width() * shown, height), color)

    def shown_name(self) -> str:
        """The person's name on the panel: the room's for its seat, else the local
        person's own (on its seat only); "" for none."""
        if self.person is not None:
            return self.person.shown_name()
        return self.person_name

    def marks_shown(self) -> list[str]:
        """The seat's online marks as the panel says them, in the current language:
        "Dropped" when its person's connection is gone, "Autoplay" when the computer plays
        for them (托管); none elsewhere."""
        return [label for label, _colors in self._mark_bands()]

    def _mark_bands(self) -> list[tuple[str, _Colors]]:
        """The marks' bands: their labels and colours."""
        person = self.person
        if person is None:
            return []
        bands = []
        if person.dropped:
            bands.append((self.tr("Dropped"), _DROPPED))
        if person.autoplay:
            bands.append((self.tr("Autoplay"), _AUTOPLAY))
        return bands

    def _person_tip(self) -> str:
        """The tooltip's line about who sits here ("" at a local table)."""
        person = self.person
        if person is None or not (person.name or person.level):
            return ""
        if person.computer:
            line = self.tr("Computer player: %1").replace("%1", person.shown_name())
        else:
            line = self.tr("Player: %1").replace("%1", person.name)
        if person.dropped:
            line += "\n" + self.tr("Dropped: the computer plays until they come back")
        elif person.autoplay:
            line += "\n" + self.tr("Autoplay: the computer plays for them")
        return line

    def _show_tip(self) -> None:
        self.setToolTip("\n".join(t for t in (self._person_tip(), self._tip) if t))

    def retranslate(self) -> None:
        """The texts of the current language (the tooltip; the panel paints them)."""
        self._show_tip()
        self.update()

    @staticmethod
    def _draw_name(p: QPainter, name: str, rect: QRectF, font: QFont) -> None:
        """The seat's name in its strip (see :func:`fitted_name`); ``p`` keeps ``font``."""
        small, shown = fitted_name(name, rect.width(), font)
        p.setFont(small)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, shown)
        p.setFont(font)

    def shown_role(self) -> str | None:
        """The role the seat's badge shows: public (3v3 roles, a lord, the dead) or the
        viewer's own; None while hidden."""
        if self.player is None:
            return None
        role = self.player.role or self.own_role
        return role.value if hasattr(role, "value") else role  # type: ignore[union-attr]

    def markers(self) -> list[tuple[str, str | None]]:
        """What the panel marks, as ("role", role or None for a hidden "?") and, in the
        3v3 modes, ("team", "A"/"B"); a leader (3v3 competitive) shows its role badge and
        a gold-starred team shield. The panel is tinted and framed in the team's colour, so
        that teammates stand out."""
        if self.player is None:
            return []
        marks: list[tuple[str, str | None]] = [("role", self.shown_role())]
        if self.player.team is not None:
            marks.append(("team", self.player.team))
        return marks

    def set_state(self, selectable: bool, selected: bool, dimmed: bool) -> None:
        self.selectable, self.selected, self.dimmed = selectable, selected, dimmed
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.player is not None:  # also when not selectable: the page says why not
            self.clicked.emit(self.player.seat)
        event.accept()

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        box, player = self.box, self.player
        lang = current_language()
        panel = self._local(box.panel)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        team = player.team if player is not None else None
        idle = QColor(painting.TEAM_COLORS[team][0]) if team in painting.TEAM_COLORS else None
        border = QColor("#e0b050") if self.current else (idle or QColor("#5a4a3a"))
        if self.selected:
            border = _SELECTED
        elif self.selectable:
            border = _HIGHLIGHT
        strong = self.current or self.selectable or self.selected
        p.setPen(QPen(border, 3 if strong else (2 if idle is not None else 1.5)))
        ground = painting.team_panel_color(team)
        if box.dashboard:  # the viewer's own: lit from above, framed in gold
            wood = QLinearGradient(panel.topLeft(), panel.bottomLeft())
            wood.setColorAt(0.0, ground.lighter(150))
            wood.setColorAt(1.0, ground)
            p.setBrush(QBrush(wood))
            if not strong and idle is None:
                p.setPen(QPen(QColor("#b08a3e"), 2))
        else:
            p.setBrush(QBrush(ground))
        p.drawRoundedRect(panel, 6, 6)
        if player is None:
            return
        marks = dict(self.markers())
        portrait = self._local(box.portrait)
        pix = (
            painting.hero_portrait(
                player.hero, lang, int(portrait.width()), int(portrait.height()), pips=False
            )
            if player.hero
            else painting.unknown_portrait(int(portrait.width()), int(portrait.height()))
        )
        p.drawPixmap(portrait, pix, QRectF(pix.rect()))
        if player.hero:
            name = hero_seat(player.hero, player.seat, lang, " ")
        elif player.team is not None and marks["role"]:
            role_name = content(f"role.{marks['role']}")
            # 3v3 before the heroes: "主将 [1]"
            name = f"{role_name} [{seat_number(player.seat)}]"
        else:
            name = unnamed_seat(player.seat, lang)  # before the heroes
        p.setPen(QColor("#f4e6c8"))
        font = self._font()
        self._draw_name(p, name, self._local(box.name), font)
        badge = painting.role_badge(marks["role"], lang, int(box.role.h))
        p.drawPixmap(self._local(box.role), badge, QRectF(badge.rect()))
        if team is not None:
            leader = marks["role"] == "leader"
            shield = painting.team_badge(team, int(box.team.h), leader=leader)
            p.drawPixmap(self._local(box.team), shield, QRectF(shield.rect()))
        self._paint_hp(p, player)
        count = self._local(box.hand_count)
        p.setPen(QColor("#ffffff"))
        p.drawText(count, Qt.AlignmentFlag.AlignCenter, str(player.hand_count))
        self._paint_equipment(p, player, font)
        self._paint_judge(p, player, font)
        bands = [(self.tr("Acted"), _ACTED)] if self.acted else []
        for index, (label, colors) in enumerate(bands + self._mark_bands()):
            self._paint_band(p, portrait, index, label, colors, font)
        if self.shown_name():
            self._paint_person_name(p)
        if self.asked and player.alive:
            self._paint_clock(p, panel)
        if not player.alive:
            p.fillRect(panel, QColor(0, 0, 0, 150))
            p.setPen(QColor("#ff6b6b"))
            big = QFont(font)
            big.setPixelSize(int(panel.height() / 4))
            p.setFont(big)
            p.drawText(panel, Qt.AlignmentFlag.AlignCenter, self.tr("Dead"))
        elif player.dying:
            p.setPen(QPen(QColor("#ff3030"), 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(panel, 6, 6)
        if self.flash > 0:
            color = QColor(self.flash_color)
            color.setAlpha(int(160 * self.flash))
            p.fillRect(panel, color)
        if self.dimmed:
            p.fillRect(panel, QColor(0, 0, 0, 90))

    def _paint_band(
        self,
        p: QPainter,
        portrait: QRectF,
        index: int,
        label: str,
        colors: _Colors,
        font: QFont,
    ) -> None:
        """A band across the portrait, the ``index``-th from its foot, saying ``label``:
        "Acted" (this character has acted this round), "Dropped", "Autoplay"."""
        height = portrait.height() / 4
        band = QRectF(
            portrait.x(), portrait.bottom() - (index + 1) * height, portrait.width(), height
        )
        background, color, bold = colors
        p.fillRect(band, background)
        p.setPen(color)
        small = QFont(font)
        small.setPixelSize(max(9, int(band.height() * 0.6)))
        small.setBold(bold)
        p.setFont(small)
        shown = QFontMetricsF(small).elidedText(
            label, Qt.TextElideMode.ElideRight, band.width() - 4
        )
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, shown)

    def _font(self) -> QFont:
        """The panel's font, its size the name strip's."""
        font = QFont(painting.cjk_family())
        font.setPixelSize(max(10, int(self.box.name.h * 0.8)))
        return font

    def name_band(self) -> tuple[QRectF, QFont, str]:
        """Where the person's name goes (a band across the top of the portrait, in the
        panel's coordinates), its font, and the name as it shows there: cut with "…" when
        it is wider than the band."""
        portrait = self._local(self.box.portrait)
        band = QRectF(portrait.x(), portrait.y(), portrait.width(), portrait.height() / 5)
        small = self._font()
        small.setPixelSize(max(9, int(band.height() * 0.7)))
        shown = QFontMetricsF(small).elidedText(
            self.shown_name(), Qt.TextElideMode.ElideRight, band.width() - 4
        )
        return band, small, shown

    def _paint_person_name(self, p: QPainter) -> None:
        """The band across the top of the portrait with the person's name (a computer
        player's level in another colour)."""
        band, font, shown = self.name_band()
        p.fillRect(band, QColor(0, 0, 0, 150))
        computer = self.person is not None and self.person.computer
        p.setPen(_COMPUTER_NAME if computer else _PERSON_NAME)
        p.setFont(font)
        p.drawText(band, Qt.AlignmentFlag.AlignCenter, shown)

    def _paint_hp(self, p: QPainter, player: PlayerView) -> None:
        seat_parts.paint_hp(p, self._local(self.box.hp_bar), player.hp, player.max_hp)

    def _paint_equipment(self, p: QPainter, player: PlayerView, font: QFont) -> None:
        by_slot = {STANDARD_DECK[c].spec.slot: c for c in player.equip}
        lang = current_language()
        small = QFont(font)
        small.setPixelSize(max(8, int(self.box.equip[0].h * 0.8)))
        for slot, rect in zip(_SLOTS, self.box.equip, strict=True):
            r, card_id = self._local(rect), by_slot.get(slot)
            if self.box.dashboard:
                seat_parts.paint_equip_card(p, r, slot, card_id, font.family(), lang)
            else:
                seat_parts.paint_equip_slot(p, r, card_id, small, lang)

    def _paint_judge(self, p: QPainter, player: PlayerView, font: QFont) -> None:
        judge = self._local(self.box.judge)
        if not player.judge:
            return
        tile = min(judge.width(), judge.height())
        for i, (_, kind) in enumerate(player.judge):
            if judge.width() >= judge.height():
                r = QRectF(judge.x() + i * (tile + 2), judge.y(), tile, tile)
            else:
                r = QRectF(judge.x(), judge.y() + i * (tile + 2), tile, tile)
            p.setPen(QPen(QColor("#c04040"), 1))
            p.setBrush(QColor("#f4e6c8"))
            p.drawEllipse(r)
            _paint_delayed_emblem(p, r, kind)

    def _get_flash(self) -> float:
        return self.flash

    def _set_flash(self, value: float) -> None:
        self.flash = value
        self.update()

    flash_level = Property(float, _get_flash, _set_flash)


def _paint_delayed_emblem(p: QPainter, r: QRectF, kind: Kind) -> None:
    """A delayed trick's emblem in its judgement-area token, the same in both languages:
    a lightning bolt for 手捧雷, prison bars for 画地为牢 (the seat's tooltip names it)."""
    p.save()
    dark = QColor("#800000")
    w, h = r.width(), r.height()
    if kind is Kind.THUNDER:
        bolt = [(0.58, 0.12), (0.3, 0.55), (0.48, 0.55), (0.4, 0.88), (0.72, 0.42), (0.53, 0.42)]
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#d08a00"))
        p.drawPolygon(QPolygonF([QPointF(r.x() + x * w, r.y() + y * h) for x, y in bolt]))
    else:
        p.setPen(QPen(dark, max(1.0, w * 0.09)))
        for x in (0.33, 0.5, 0.67):
            p.drawLine(
                QPointF(r.x() + x * w, r.y() + 0.22 * h), QPointF(r.x() + x * w, r.y() + 0.78 * h)
            )
        p.drawLine(
            QPointF(r.x() + 0.25 * w, r.y() + 0.35 * h), QPointF(r.x() + 0.75 * w, r.y() + 0.35 * h)
        )
    p.restore()


class LineItem(QGraphicsObject):
    """A line with an arrowhead from a card's user to its target; its ``opacity`` fades
    it out."""

    def __init__(self, a: QPointF, b: QPointF) -> None:
        super().__init__()
        self.a, self.b = a, b

    def boundingRect(self) -> QRectF:
        reach = _ARROW_SIZE  # the arrowhead's wings and the shadow stand out of the line
        return QRectF(self.a, self.b).normalized().adjusted(-reach, -reach, reach, reach)

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        dx, dy = self.b.x() - self.a.x(), self.b.y() - self.a.y()
        length = math.hypot(dx, dy)
        if length < 1:
            return
        ux, uy = dx / length, dy / length
        size = _ARROW_SIZE
        back = QPointF(self.b.x() - ux * size, self.b.y() - uy * size)
        side = QPointF(-uy * size * 0.55, ux * size * 0.55)
        head = QPolygonF([self.b, back + side, back - side])
        # a dark shadow under the gold, so that the arrow reads on portraits and cards too
        shadow = QColor(20, 10, 0, 150)
        p.setPen(QPen(shadow, 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(self.a, back)
        p.setPen(QPen(shadow, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.setBrush(shadow)
        p.drawPolygon(head)
        gold = QLinearGradient(self.a, self.b)
        gold.setColorAt(0.0, QColor(255, 207, 64, 120))
        gold.setColorAt(1.0, QColor("#ffd84a"))
        p.setPen(QPen(QBrush(gold), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(self.a, back)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ffd84a"))
        p.drawPolygon(head)


class CaptionItem(QGraphicsObject):
    """The name of the card or skill a seat just used, in a plaque over its panel
    (centred on ``centre``); its ``opacity`` fades it out."""

    def __init__(self, text: str, centre: QPointF, pixel_size: int) -> None:
        super().__init__()
        self.text = ""
        self.font_ = QFont(painting.cjk_family())
        self.rect = QRectF()
        self.set_text(text, centre, pixel_size)

    def set_text(self, text: str, centre: QPointF, pixel_size: int) -> None:
        """Say ``text`` instead, centred on ``centre``."""
        self.prepareGeometryChange()
        self.text = text
        self.font_.setPixelSize(pixel_size)
        self.font_.setBold(True)
        width = QFontMetricsF(self.font_).horizontalAdvance(text)
        pad = pixel_size * 0.5
        self.rect = QRectF(0, 0, width + 2 * pad, pixel_size * 1.7)
        self.setPos(centre - self.rect.center())
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#ffcf40"), 2))
        p.setBrush(QColor(60, 16, 12, 230))
        radius = self.rect.height() / 3
        p.drawRoundedRect(self.rect, radius, radius)
        p.setFont(self.font_)
        p.setPen(QColor("#fff1c4"))
        p.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)
