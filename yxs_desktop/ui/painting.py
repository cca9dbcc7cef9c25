"""Card faces, card backs, hero portraits and role badges, all drawn by code with QPainter.

No downloaded art: every image is painted here from the game data (:mod:`yxs_desktop.engine`)
and the display texts (:func:`yxs_desktop.engine.content.texts.text`).

Every public function returns a :class:`QPixmap` and keeps it in a cache keyed by all of its
inputs, so a face is rendered once and later calls return the very same object. Hand the
pixmaps to ``QGraphicsPixmapItem`` (much faster to animate than painting in ``paint()``).
:func:`clear_cache` empties the cache (for example after the device pixel ratio changes).

A :class:`QGuiApplication` (or ``QApplication``) must exist before any function here is called,
and they must be called from the GUI thread (pixmaps are GUI-thread objects); otherwise a
:class:`RuntimeError` is raised.

Sizes are in device-independent pixels. With ``dpr`` (device pixel ratio) > 1 the pixmap has
``round(width * dpr) x round(height * dpr)`` physical pixels and reports ``dpr`` as its
``devicePixelRatio()``, so it is drawn at ``width x height`` logical pixels, sharp on HiDPI.

Chinese text uses a font family with CJK glyphs (:func:`cjk_family`): "WenQuanYi Micro Hei",
then "Noto Sans CJK SC" and a few others, else the application default.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Callable, Sequence
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt, QThread
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from yxs_desktop.engine.cards import RANK_NAMES, SPECS, STANDARD_DECK, Card
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import CardType, Color, Faction, Kind, Sex, Slot, Suit
from yxs_desktop.engine.heroes import HEROES, HeroSpec
from yxs_desktop.ui.card_emblems import emblem_path
from yxs_desktop.ui.portraits.kit import curl_path
from yxs_desktop.ui.portraits.looks import LOOKS, plain_look

__all__ = [
    "CARD_SIZE",
    "PORTRAIT_SIZE",
    "ROLE_GLYPHS",
    "TEAM_COLORS",
    "TYPE_COLORS",
    "calligraphy_family",
    "card_back",
    "card_face",
    "cjk_family",
    "clear_cache",
    "corner_glyph_rect",
    "hero_portrait",
    "role_badge",
    "team_badge",
    "team_panel_color",
    "unknown_portrait",
]

#: Default card face size (logical pixels), the 5:7 ratio of a real card.
CARD_SIZE = (70, 98)
#: Default hero portrait size (logical pixels).
PORTRAIT_SIZE = (96, 120)

#: Preferred families for Chinese text, best first.
_CJK_FAMILIES = (
    "WenQuanYi Micro Hei",
    "Noto Sans CJK SC",
    "Source Han Sans SC",
    "Microsoft YaHei",
    "PingFang SC",
    "Noto Sans SC",
    "SimHei",
    "WenQuanYi Zen Hei",
    "Droid Sans Fallback",
)
#: Brush-like families for hero names, used when installed (else :func:`cjk_family`).
_CALLIGRAPHY_FAMILIES = (
    "LXGW WenKai",
    "AR PL UKai CN",
    "AR PL UKai TW",
    "KaiTi",
    "STKaiti",
    "Kaiti SC",
    "Noto Serif CJK SC",
    "Source Han Serif SC",
)
#: Families for Latin card and hero names (English); a classic serif reads like a card title.
_LATIN_FAMILIES = ("DejaVu Serif", "Noto Serif", "Liberation Serif", "Times New Roman")

#: Border / label colour of each card type.
TYPE_COLORS: dict[CardType, str] = {
    CardType.BASIC: "#9a6a2f",  # bronze
    CardType.TRICK: "#2d7a68",  # jade teal
    CardType.DELAYED: "#6b4190",  # violet
    CardType.EQUIP: "#38598c",  # steel blue
}
_INK_RED = QColor("#c8102e")
_INK_BLACK = QColor("#1b1b1f")
_INK = QColor("#2a1c10")

#: Role → (Chinese glyph, English abbreviation, background, text colour). English
#: badges draw the role's icon (:func:`_role_icon`) instead of the abbreviation, which two
#: letters on a 16-pixel disc made unreadable; the abbreviation remains the role's short
#: name in plain text.
ROLE_GLYPHS: dict[str, tuple[str, str, str, str]] = {
    "lord": ("主", "LO", "#e3b23c", "#6e0f0f"),
    "loyalist": ("忠", "LY", "#c62828", "#fff4e0"),
    "rebel": ("反", "RE", "#2e7d32", "#fff4e0"),
    "renegade": ("内", "RN", "#5e35b1", "#fff4e0"),
    "leader": ("将", "LE", "#d9822b", "#fff4e0"),
    "vanguard": ("锋", "VA", "#1e63a8", "#fff4e0"),
}
_UNKNOWN_ROLE = ("?", "?", "#6b6b6b", "#f2f2f2")
#: 3v3 team → (badge colour, dark panel tint). Azure and vermilion: they differ in hue and
#: in lightness, so the teams stay apart for colour-blind eyes too.
TEAM_COLORS: dict[str, tuple[str, str]] = {
    "A": ("#2b7bd6", "#1a3054"),
    "B": ("#d9502e", "#571f17"),
}
_ROLE_ALIASES = {zh: role for role, (zh, *_rest) in ROLE_GLYPHS.items()}

#: Faction → (light, mid, dark) background colours and accent for the faction seal.
_FACTION_COLORS: dict[Faction, tuple[str, str, str, str]] = {
    Faction.RULER: ("#f3cf6b", "#c2562a", "#5c0f12", "#b8860b"),
    Faction.MINISTER: ("#a9cdf0", "#3a6fb0", "#12294f", "#1f4e8c"),
    Faction.COMMONER: ("#b9e2a0", "#4f9a58", "#123d22", "#2e7d32"),
}

_CACHE: dict[tuple[object, ...], QPixmap] = {}


# --------------------------------------------------------------------------- public API


def clear_cache() -> None:
    """Forget every cached pixmap and font choice; the next calls render afresh."""
    _CACHE.clear()
    cjk_family.cache_clear()
    calligraphy_family.cache_clear()
    _latin_family.cache_clear()


@cache
def cjk_family() -> str:
    """The font family used for Chinese text: the first installed of the preferred CJK
    families, else any family with Simplified Chinese glyphs, else the default family."""
    _require_app()
    families = QFontDatabase.families()
    for name in _CJK_FAMILIES:
        if name in families:
            return name
    chinese = QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)
    if chinese:
        return chinese[0]
    return QGuiApplication.font().family()


@cache
def calligraphy_family() -> str:
    """The font family for hero names: a Kai (brush) family if installed, else
    :func:`cjk_family`."""
    _require_app()
    families = QFontDatabase.families()
    for name in _CALLIGRAPHY_FAMILIES:
        if name in families:
            return name
    return cjk_family()


def corner_glyph_rect(width: int = CARD_SIZE[0], height: int = CARD_SIZE[1]) -> QRectF:
    """The area (logical pixels) of a card face where the rank and the suit symbol are drawn."""
    s = _card_scale(width, height)
    inset = 5.0 * s
    return QRectF(inset, inset, 16.0 * s, 29.0 * s)


def card_face(
    card_id: int, lang: str, width: int = CARD_SIZE[0], height: int = CARD_SIZE[1], dpr: float = 1.0
) -> QPixmap:
    """The face of physical card ``card_id`` (0..105 in ``STANDARD_DECK``).

    A parchment card with a border in the colour of its type (:data:`TYPE_COLORS`), rank and
    suit in the top-left corner (red for ♥♦, black for ♠♣), the name in the middle in
    ``lang`` ("zh" or "en"; English names wrap and shrink to fit), a type label at the
    bottom and, for weapons, the range ("距离3" / "range 3"; horses show −1 / +1).
    """
    if not 0 <= card_id < len(STANDARD_DECK):
        raise ValueError(f"no card with id {card_id}")
    lang = _norm_lang(lang)
    key = ("face", card_id, lang, width, height, float(dpr))
    return _cached(
        key,
        width,
        height,
        dpr,
        lambda p: _paint_face(p, STANDARD_DECK[card_id], lang, width, height),
    )


def card_back(width: int = CARD_SIZE[0], height: int = CARD_SIZE[1], dpr: float = 1.0) -> QPixmap:
    """The back of every card: a crimson lattice with a golden frame and a central seal."""
    key = ("back", width, height, float(dpr))
    return _cached(key, width, height, dpr, lambda p: _paint_back(p, width, height))


def hero_portrait(
    hero_id: str,
    lang: str,
    width: int = PORTRAIT_SIZE[0],
    height: int = PORTRAIT_SIZE[1],
    dpr: float = 1.0,
    pips: bool = True,
) -> QPixmap:
    """A portrait of hero ``hero_id`` (a key of ``HEROES``).

    A background gradient by faction (君 gold/red, 臣 blue, 民 green) with ink-wash hills and
    cloud curls, the hero's full-colour bust painted from
    :data:`yxs_desktop.ui.portraits.looks.LOOKS` (face, hair, beard, headgear, dress and
    the weapon or attribute that fits the history; a hero without a look gets a plain one
    by faction and sex), the name in large outlined text (Chinese vertically on a ribbon
    at the right, English horizontally at the bottom), the faction in a small seal at the
    top left (君/臣/民, or R/M/C in English) and the hero's HP as jade pips below it (not
    with ``pips`` False: a seat shows the HP of the moment beside the portrait).
    """
    hero = HEROES.get(hero_id)
    if hero is None:
        raise ValueError(f"no hero {hero_id!r}")
    lang = _norm_lang(lang)
    key = ("hero", hero_id, lang, width, height, float(dpr), pips)
    return _cached(
        key, width, height, dpr, lambda p: _paint_portrait(p, hero, lang, width, height, pips)
    )


def unknown_portrait(
    width: int = PORTRAIT_SIZE[0], height: int = PORTRAIT_SIZE[1], dpr: float = 1.0
) -> QPixmap:
    """The portrait of a seat whose hero is not chosen yet: a grey veiled bust and a "?"."""
    key = ("unknown", width, height, float(dpr))
    return _cached(key, width, height, dpr, lambda p: _paint_unknown(p, width, height))


def role_badge(role: str | None, lang: str, size: int = 28, dpr: float = 1.0) -> QPixmap:
    """A round badge for ``role`` ("lord", "loyalist", "rebel", "renegade", "leader",
    "vanguard", or the Chinese glyph); ``None``/"?"/"unknown" give a grey "?" badge.

    Chinese shows 主/忠/反/内/将/锋 (:data:`ROLE_GLYPHS`), English an icon that reads at
    any size: a crown (lord), a shield (loyalist), crossed swords (rebel), a mask
    (renegade), a star (3v3 leader), a spearhead (vanguard). Colours: lord gold, loyalist
    red, rebel green, renegade purple.
    """
    lang = _norm_lang(lang)
    name = _norm_role(role)
    key = ("role", name, lang, size, float(dpr))
    return _cached(key, size, size, dpr, lambda p: _paint_role(p, name, lang, size))


def team_badge(team: str, size: int = 20, dpr: float = 1.0, leader: bool = False) -> QPixmap:
    """A square shield for 3v3 ``team`` ("A" or "B") in the team's colour
    (:data:`TEAM_COLORS`) with the team letter, the same in both languages (the game calls
    the teams A队 and B队); a ``leader``'s shield (3v3 competitive) has a gold frame and a
    gold star under the letter."""
    if team not in TEAM_COLORS:
        raise ValueError(f"unknown team {team!r}")
    key = ("team", team, size, float(dpr), leader)
    return _cached(key, size, size, dpr, lambda p: _paint_team(p, team, size, leader))


def team_panel_color(team: str | None) -> QColor:
    """The background of a seat panel: tinted by the seat's 3v3 team, so that teammates
    are recognisable at a glance; the plain dark wood of other modes otherwise."""
    if team in TEAM_COLORS:
        color = QColor(TEAM_COLORS[team][1])
        color.setAlpha(230)
        return color
    return QColor(40, 30, 24, 220)


# --------------------------------------------------------------------------- plumbing


def _require_app() -> None:
    app = QGuiApplication.instance()
    if app is None:
        raise RuntimeError("yxs_desktop.ui.painting needs a QGuiApplication or QApplication")
    if not QThread.isMainThread():
        raise RuntimeError("yxs_desktop.ui.painting must be used from the GUI thread")


def _norm_lang(lang: str) -> str:
    return "en" if lang.lower().startswith("en") else "zh"


def _norm_role(role: str | None) -> str:
    if role is None or role in ("", "?", "unknown", "hidden"):
        return "?"
    role = _ROLE_ALIASES.get(role, str(role))
    if role not in ROLE_GLYPHS:
        raise ValueError(f"unknown role {role!r}")
    return role


def _cached(
    key: tuple[object, ...],
    width: int,
    height: int,
    dpr: float,
    paint: Callable[[QPainter], None],
) -> QPixmap:
    _require_app()
    pixmap = _CACHE.get(key)
    if pixmap is not None:
        return pixmap
    if width <= 0 or height <= 0 or dpr <= 0:
        raise ValueError(f"bad size {width}x{height} @ {dpr}")
    image = QImage(
        max(1, round(width * dpr)),
        max(1, round(height * dpr)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        paint(painter)
    finally:
        painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    _CACHE[key] = pixmap
    return pixmap


@cache
def _latin_family() -> str:
    families = QFontDatabase.families()
    for name in _LATIN_FAMILIES:
        if name in families:
            return name
    return cjk_family()


def _font(family: str, px: float, bold: bool = False, stretch: int = 100) -> QFont:
    font = QFont(family)
    font.setPixelSize(max(1, round(px)))
    font.setBold(bold)
    if stretch != 100:
        font.setStretch(stretch)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def _text_path(s: str, font: QFont) -> QPainterPath:
    path = QPainterPath()
    path.addText(0.0, 0.0, font, s)
    return path


def _centered(path: QPainterPath, center: QPointF) -> QPainterPath:
    box = path.boundingRect()
    return path.translated(center - box.center())


def _draw_outlined(
    p: QPainter, path: QPainterPath, fill: QColor, outline: QColor, width: float
) -> None:
    """Fill ``path`` with an outline ``width`` wide around it (stroke first, then fill)."""
    if width > 0:
        pen = QPen(outline, width * 2)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.strokePath(path, pen)
    p.fillPath(path, fill)


def _fit_px(texts: Sequence[str], family: str, max_w: float, max_px: float, bold: bool) -> float:
    """The largest pixel size (≤ ``max_px``) at which every string of ``texts`` is ≤ ``max_w``."""
    px = max_px
    while px > 5:
        fm = QFontMetricsF(_font(family, px, bold))
        if all(fm.horizontalAdvance(t) <= max_w for t in texts):
            return px
        px -= 0.5
    return 5.0


def _wrap(words: list[str], fm: QFontMetricsF, max_w: float) -> list[str] | None:
    """Greedy word wrap; ``None`` if a single word is wider than ``max_w``."""
    lines: list[str] = []
    line = ""
    for word in words:
        trial = f"{line} {word}" if line else word
        if fm.horizontalAdvance(trial) <= max_w:
            line = trial
            continue
        if fm.horizontalAdvance(word) > max_w:
            return None
        lines.append(line)
        line = word
    if line:
        lines.append(line)
    return lines


def _wrapped_latin(
    s: str, family: str, max_w: float, max_h: float, max_px: float, bold: bool = True
) -> tuple[QFont, list[str]]:
    """The largest font (≤ ``max_px``; at each size the normal width first, then condensed)
    and the lines at which ``s`` fits ``max_w`` x ``max_h``. Words may also break after a
    hyphen."""
    words = s.replace("-", "- ").split()
    px = max_px
    while px > 5.5:
        for stretch in (100, 75):
            font = _font(family, px, bold, stretch)
            fm = QFontMetricsF(font)
            lines = _wrap(words, fm, max_w)
            if lines is not None and len(lines) * fm.height() * 0.92 <= max_h:
                return font, [line.replace("- ", "-") for line in lines]
        px -= 0.5
    font = _font(family, px, bold, 75)
    return font, _wrap(words, QFontMetricsF(font), max_w) or [s]


# --------------------------------------------------------------------------- suit symbols


def suit_path(suit: Suit, rect: QRectF) -> QPainterPath:
    """The suit symbol, drawn as a path filling ``rect`` (independent of fonts)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if suit == Suit.HEART:
        path.moveTo(0.5, 0.97)
        path.cubicTo(0.38, 0.84, 0.0, 0.6, 0.0, 0.3)
        path.cubicTo(0.0, 0.06, 0.32, -0.04, 0.5, 0.2)
        path.cubicTo(0.68, -0.04, 1.0, 0.06, 1.0, 0.3)
        path.cubicTo(1.0, 0.6, 0.62, 0.84, 0.5, 0.97)
    elif suit == Suit.DIAMOND:
        path.moveTo(0.5, 0.0)
        path.quadTo(0.68, 0.3, 0.9, 0.5)
        path.quadTo(0.68, 0.7, 0.5, 1.0)
        path.quadTo(0.32, 0.7, 0.1, 0.5)
        path.quadTo(0.32, 0.3, 0.5, 0.0)
    elif suit == Suit.SPADE:
        path.moveTo(0.5, 0.0)
        path.cubicTo(0.62, 0.16, 1.0, 0.36, 1.0, 0.6)
        path.cubicTo(1.0, 0.82, 0.7, 0.88, 0.52, 0.7)
        path.cubicTo(0.54, 0.84, 0.6, 0.94, 0.7, 1.0)
        path.lineTo(0.3, 1.0)
        path.cubicTo(0.4, 0.94, 0.46, 0.84, 0.48, 0.7)
        path.cubicTo(0.3, 0.88, 0.0, 0.82, 0.0, 0.6)
        path.cubicTo(0.0, 0.36, 0.38, 0.16, 0.5, 0.0)
    else:  # club
        r = 0.215
        path.addEllipse(QPointF(0.5, 0.25), r, r)
        path.addEllipse(QPointF(0.25, 0.58), r, r)
        path.addEllipse(QPointF(0.75, 0.58), r, r)
        path.addEllipse(QPointF(0.5, 0.5), 0.14, 0.14)
        stem = QPainterPath()
        stem.moveTo(0.47, 0.55)
        stem.cubicTo(0.46, 0.8, 0.4, 0.92, 0.3, 1.0)
        stem.lineTo(0.7, 1.0)
        stem.cubicTo(0.6, 0.92, 0.54, 0.8, 0.53, 0.55)
        stem.closeSubpath()
        path = path.united(stem)
    transform = QTransform()
    transform.translate(rect.x(), rect.y())
    transform.scale(rect.width(), rect.height())
    return transform.map(path)


# --------------------------------------------------------------------------- card face


def _card_scale(width: float, height: float) -> float:
    return min(width / CARD_SIZE[0], height / CARD_SIZE[1])


def card_title(card: Card, lang: str) -> tuple[str, str]:
    """The name to print and the badge for the top-right corner (weapon range, horse ±1)."""
    spec = SPECS[card.kind]
    name = text(f"card.{card.kind.value}.name", lang)
    badge = ""
    if spec.slot == Slot.WEAPON:
        badge = f"range {spec.weapon_range}" if lang == "en" else f"距离{spec.weapon_range}"
    elif card.kind == Kind.ATTACK_HORSE:
        badge = "−1"
    elif card.kind == Kind.DEFENCE_HORSE:
        badge = "+1"
    if "(" in name:  # "Attack Horse (−1)": the ±1 goes into the corner badge
        name = name[: name.index("(")].strip()
    return name, badge


def _paint_face(p: QPainter, card: Card, lang: str, width: int, height: int) -> None:
    s = _card_scale(width, height)
    spec = SPECS[card.kind]
    accent = QColor(TYPE_COLORS[spec.type])
    outer = QRectF(0.5, 0.5, width - 1.0, height - 1.0)
    radius = 6.0 * s

    # Frame in the type colour, then the parchment inside it.
    frame = QLinearGradient(outer.topLeft(), outer.bottomRight())
    frame.setColorAt(0.0, accent.lighter(135))
    frame.setColorAt(0.5, accent)
    frame.setColorAt(1.0, accent.darker(140))
    p.setPen(QPen(accent.darker(180), 1.0))
    p.setBrush(QBrush(frame))
    p.drawRoundedRect(outer, radius, radius)

    band = 3.0 * s
    inner = outer.adjusted(band, band, -band, -band)
    paper = QLinearGradient(inner.topLeft(), inner.bottomRight())
    paper.setColorAt(0.0, QColor("#fffaf0"))
    paper.setColorAt(0.55, QColor("#f7ecd2"))
    paper.setColorAt(1.0, QColor("#ead9b2"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(paper))
    p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    # A thin inner rule, like a printed card.
    rule = inner.adjusted(1.6 * s, 1.6 * s, -1.6 * s, -1.6 * s)
    faint = QColor(accent)
    faint.setAlpha(110)
    p.setPen(QPen(faint, max(0.6, 0.7 * s)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rule, radius * 0.4, radius * 0.4)

    # Type strip at the bottom.
    strip_h = 13.0 * s
    strip = QRectF(inner.left(), inner.bottom() - strip_h, inner.width(), strip_h)
    strip_path = QPainterPath()
    strip_path.addRoundedRect(strip, radius * 0.6, radius * 0.6)
    top_cut = QPainterPath()
    top_cut.addRect(strip.adjusted(0, 0, 0, -strip_h / 2))
    strip_path = strip_path.united(top_cut)
    p.fillPath(strip_path, accent)
    label = text(f"cardtype.{spec.type.value}", lang)
    family = cjk_family()
    px = _fit_px([label], family, strip.width() - 6 * s, 9.0 * s, lang == "zh")
    p.setFont(_font(family, px, lang == "zh"))
    p.setPen(QColor("#fff8e8"))
    p.drawText(strip, Qt.AlignmentFlag.AlignCenter, label)

    # Centre medallion: a faint ring and the emblem of the card kind.
    name, badge = card_title(card, lang)
    ink = _INK_RED if card.suit.color == Color.RED else _INK_BLACK
    body = QRectF(
        inner.left(),
        corner_glyph_rect(width, height).bottom(),
        inner.width(),
        strip.top() - corner_glyph_rect(width, height).bottom(),
    )
    centre = QPointF(inner.center().x(), body.center().y() - 1.0 * s)
    ring_r = min(inner.width() * 0.42, body.height() * 0.62)
    halo = QRadialGradient(centre, ring_r)
    tint = QColor(accent)
    tint.setAlpha(60)
    clear = QColor(accent)
    clear.setAlpha(0)
    halo.setColorAt(0.0, tint)
    halo.setColorAt(1.0, clear)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(halo))
    p.drawEllipse(centre, ring_r, ring_r)
    ring = QColor(accent)
    ring.setAlpha(90)
    p.setPen(QPen(ring, 0.8 * s))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(centre, ring_r * 0.92, ring_r * 0.92)
    # the kind's emblem (card_emblems), printed faintly behind the name
    mark = QColor(accent)
    mark.setAlpha(120)
    wm = ring_r * 1.7
    p.fillPath(
        emblem_path(card.kind, QRectF(centre.x() - wm / 2, centre.y() - wm / 2, wm, wm)), mark
    )

    # Name.
    halo_color = QColor("#fffaf0")
    halo_color.setAlpha(230)
    if lang == "zh":
        _draw_zh_name(p, name, centre, inner.width() - 6 * s, body.height(), s, halo_color)
    else:
        _draw_en_name(p, name, centre, inner.width() - 5 * s, body.height() - 7 * s, s, halo_color)

    # Rank and suit in the corner.
    corner = corner_glyph_rect(width, height)
    rank = RANK_NAMES[card.rank]
    rank_px = 15.0 * s if len(rank) == 1 else 12.5 * s
    rank_font = _font(_latin_family(), rank_px, True, 85 if len(rank) > 1 else 100)
    rank_path = _text_path(rank, rank_font)
    rank_box = rank_path.boundingRect()
    rank_path.translate(
        corner.center().x() - rank_box.center().x(), corner.top() + 1.0 * s - rank_box.top()
    )
    _draw_outlined(p, rank_path, ink, halo_color, 1.0 * s)
    suit_size = 11.0 * s
    suit_rect = QRectF(
        corner.center().x() - suit_size / 2, corner.top() + 16.0 * s, suit_size, suit_size
    )
    _draw_outlined(p, suit_path(card.suit, suit_rect), ink, halo_color, 0.8 * s)

    # Weapon range / horse modifier in the top-right corner.
    if badge:
        bfont = _font(family, 9.0 * s if lang == "zh" else 8.0 * s, True)
        fm = QFontMetricsF(bfont)
        bw = fm.horizontalAdvance(badge) + 6.0 * s
        bh = fm.height() + 1.0 * s
        brect = QRectF(inner.right() - 2.5 * s - bw, inner.top() + 3.0 * s, bw, bh)
        p.setPen(QPen(accent.darker(130), 0.8 * s))
        p.setBrush(QColor("#fff7e0"))
        p.drawRoundedRect(brect, bh / 2, bh / 2)
        p.setFont(bfont)
        p.setPen(accent.darker(150))
        p.drawText(brect, Qt.AlignmentFlag.AlignCenter, badge)


def _draw_zh_name(
    p: QPainter, name: str, centre: QPointF, max_w: float, max_h: float, s: float, halo: QColor
) -> None:
    family = cjk_family()
    lines = [name[:2], name[2:]] if len(name) == 4 else [name]
    longest = max(len(line) for line in lines)
    px = {1: 30.0, 2: 22.0, 3: 17.0}.get(longest, 14.0) * s
    px = min(px, _fit_px(lines, family, max_w, px, True), max_h / len(lines) * 0.8)
    font = _font(family, px, True)
    step = px * 1.12
    top = centre.y() - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        path = _centered(_text_path(line, font), QPointF(centre.x(), top + i * step))
        _draw_outlined(p, path, _INK, halo, 1.4 * s)


def _draw_en_name(
    p: QPainter, name: str, centre: QPointF, max_w: float, max_h: float, s: float, halo: QColor
) -> None:
    font, lines = _wrapped_latin(name, _latin_family(), max_w, max_h, 12.0 * s)
    fm = QFontMetricsF(font)
    step = fm.height() * 0.92
    top = centre.y() - step * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        path = _text_path(line, font)
        box = path.boundingRect()
        # Centre on the cap height so lines with and without descenders align.
        path.translate(centre.x() - box.center().x(), top + i * step + fm.capHeight() / 2)
        _draw_outlined(p, path, _INK, halo, 1.2 * s)


# --------------------------------------------------------------------------- card back


def _paint_back(p: QPainter, width: int, height: int) -> None:
    s = _card_scale(width, height)
    outer = QRectF(0.5, 0.5, width - 1.0, height - 1.0)
    radius = 6.0 * s
    gold = QColor("#d9b45a")
    p.setPen(QPen(QColor("#3a0a0a"), 1.0))
    p.setBrush(QColor("#5a1010"))
    p.drawRoundedRect(outer, radius, radius)

    inner = outer.adjusted(3.5 * s, 3.5 * s, -3.5 * s, -3.5 * s)
    field = QRadialGradient(inner.center(), max(inner.width(), inner.height()) * 0.7)
    field.setColorAt(0.0, QColor("#b3262a"))
    field.setColorAt(1.0, QColor("#6e1216"))
    clip = QPainterPath()
    clip.addRoundedRect(inner, radius * 0.6, radius * 0.6)
    p.save()
    p.setClipPath(clip)
    p.fillPath(clip, QBrush(field))
    # Diamond lattice with small knots where the lines cross.
    line = QColor(gold)
    line.setAlpha(95)
    p.setPen(QPen(line, 0.8 * s))
    step = 9.0 * s
    span = inner.width() + inner.height()
    k = -span
    while k < span:
        x0 = inner.left() + k
        p.drawLine(QPointF(x0, inner.top()), QPointF(x0 + inner.height(), inner.bottom()))
        p.drawLine(QPointF(x0, inner.bottom()), QPointF(x0 + inner.height(), inner.top()))
        k += step
    knot = QColor(gold)
    knot.setAlpha(150)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(knot)
    row = 0
    y = inner.top()
    while y <= inner.bottom() + step:
        x = inner.left() + (step / 2 if row % 2 else 0.0)
        while x <= inner.right() + step:
            p.drawEllipse(QPointF(x, y), 0.9 * s, 0.9 * s)
            x += step
        y += step / 2
        row += 1
    p.restore()

    # Golden frame and corner ornaments.
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(gold, 1.2 * s))
    p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    p.setPen(QPen(gold, 0.6 * s))
    p.drawRoundedRect(
        inner.adjusted(2.2 * s, 2.2 * s, -2.2 * s, -2.2 * s), radius * 0.4, radius * 0.4
    )

    # Central seal: a gold-rimmed disc with 英雄 / 杀.
    c = inner.center()
    r = min(inner.width(), inner.height()) * 0.36
    disc = QRadialGradient(c, r)
    disc.setColorAt(0.0, QColor("#8e1418"))
    disc.setColorAt(1.0, QColor("#4a0a0c"))
    p.setBrush(QBrush(disc))
    p.setPen(QPen(gold, 1.6 * s))
    p.drawEllipse(c, r, r)
    p.setPen(QPen(gold, 0.6 * s))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, r * 0.84, r * 0.84)
    # Eight rays of a compass rose between the rings.
    p.setBrush(gold)
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(8):
        a = math.pi / 4 * i
        tip = QPointF(c.x() + math.cos(a) * r * 1.28, c.y() + math.sin(a) * r * 1.28)
        left = QPointF(c.x() + math.cos(a + 0.18) * r, c.y() + math.sin(a + 0.18) * r)
        right = QPointF(c.x() + math.cos(a - 0.18) * r, c.y() + math.sin(a - 0.18) * r)
        ray = QPainterPath(tip)
        ray.lineTo(left)
        ray.lineTo(right)
        ray.closeSubpath()
        p.drawPath(ray)
    font = _font(calligraphy_family(), r * 0.95, True)
    glyph = _centered(_text_path("杀", font), c)
    _draw_outlined(p, glyph, QColor("#f6dc8c"), QColor("#3a0707"), 0.9 * s)


# --------------------------------------------------------------------------- portraits

_GOLD = "#e8c265"


def _portrait_frame(
    p: QPainter, width: int, height: int, light: str, mid: str, dark: str
) -> QPainterPath:
    """Fill the rounded background gradient and return its outline (the clip path)."""
    s = min(width / PORTRAIT_SIZE[0], height / PORTRAIT_SIZE[1])
    rect = QRectF(0.0, 0.0, width, height)
    clip = QPainterPath()
    clip.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 6.0 * s, 6.0 * s)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, QColor(light))
    gradient.setColorAt(0.55, QColor(mid))
    gradient.setColorAt(1.0, QColor(dark))
    p.fillPath(clip, QBrush(gradient))
    return clip


def _paint_backdrop(
    p: QPainter, width: int, height: int, light: str, dark: str, seed: int, head_x: float
) -> None:
    """Halo behind the head, distant ink-wash hills and auspicious cloud curls (placed by
    ``seed`` so that heroes of one faction do not look all alike)."""
    sx, sy = width / PORTRAIT_SIZE[0], height / PORTRAIT_SIZE[1]
    s = min(sx, sy)
    halo_c = QPointF(head_x * sx, 54 * sy)
    halo = QRadialGradient(halo_c, 38 * s)
    glow = QColor("#fffbe8")
    glow.setAlpha(140)
    none = QColor("#fffbe8")
    none.setAlpha(0)
    halo.setColorAt(0.0, glow)
    halo.setColorAt(1.0, none)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(halo))
    p.drawEllipse(halo_c, 38 * s, 38 * s)

    phase = (seed % 628) / 100.0
    hills = QColor(dark)
    for alpha, base, amp, shift in ((60, 84, 11, 0.0), (105, 96, 8, 1.7)):
        hills.setAlpha(alpha)
        path = QPainterPath(QPointF(0, height))
        for i in range(25):
            x = width * i / 24
            wave = math.sin(i * 0.7 + phase + shift) * math.sin(i * 0.23 + phase * 0.5 + shift)
            path.lineTo(x, (base + amp * wave) * sy)
        path.lineTo(width, height)
        path.closeSubpath()
        p.fillPath(path, hills)

    cloud = QColor(light)
    cloud.setAlpha(130)
    pen = QPen(cloud, 1.2 * s)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    spots = ((70, 22), (82, 34), (22, 74), (76, 62), (28, 28))
    for k in range(3):
        x, y = spots[(seed + 2 * k) % len(spots)]
        _cloud_curl(
            p,
            QPointF(x * sx, y * sy),
            (4.0 + (seed >> (k + 3)) % 3) * s,
            mirror=bool((seed >> k) & 1),
        )


def _cloud_curl(p: QPainter, c: QPointF, r: float, mirror: bool = False) -> None:
    """A 祥云 curl: a spiral with a trailing tail."""
    p.drawPath(curl_path(c.x(), c.y(), r, mirror, steps=28))


def _poly(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for pt in points[1:]:
        path.lineTo(QPointF(*pt))
    path.closeSubpath()
    return path


def _paint_veiled(p: QPainter, width: int, height: int, cx: float, rim: QColor) -> None:
    """A grey robe and a hooded silhouette: a seat whose hero nobody knows yet."""
    sx, sy = width / PORTRAIT_SIZE[0], height / PORTRAIT_SIZE[1]
    grid = QTransform.fromScale(sx, sy)
    rim_pen = QPen(rim, 1.5 * min(sx, sy))
    rim_pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    robe = QPainterPath(QPointF(cx - 41, 121))
    robe.cubicTo(cx - 39, 100, cx - 31, 89, cx - 13, 85)
    robe.lineTo(cx + 13, 85)
    robe.cubicTo(cx + 31, 89, cx + 39, 100, cx + 41, 121)
    robe.closeSubpath()
    robe = grid.map(robe)
    cloth = QLinearGradient(QPointF(0, 85 * sy), QPointF(0, height))
    cloth.setColorAt(0.0, QColor("#4a4a50"))
    cloth.setColorAt(1.0, QColor("#17171a"))
    p.strokePath(robe, rim_pen)
    p.fillPath(robe, QBrush(cloth))
    trim = QColor("#9a9aa0")
    collar = QPainterPath(QPointF(cx - 11, 86))
    collar.lineTo(cx + 7, 108)
    collar.moveTo(cx + 11, 86)
    collar.lineTo(cx - 1, 100)
    collar_pen = QPen(trim, 2.4 * min(sx, sy))
    collar_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.strokePath(grid.map(collar), collar_pen)
    sash = QPainterPath(QPointF(cx - 37, 113))
    sash.quadTo(cx, 118, cx + 37, 113)
    trim.setAlpha(150)
    p.strokePath(grid.map(sash), QPen(trim, 1.6 * min(sx, sy)))
    hood = QPainterPath(QPointF(cx - 18, 90))
    hood.cubicTo(cx - 23, 60, cx - 16, 39, cx, 39)
    hood.cubicTo(cx + 16, 39, cx + 23, 60, cx + 18, 90)
    hood.closeSubpath()
    hood = grid.map(hood)
    p.strokePath(hood, rim_pen)
    p.fillPath(hood, QColor("#120d0c"))


def _hp_pips(p: QPainter, x: float, y: float, hp: int, r: float, step: float) -> None:
    """``hp`` jade beads in a column from (x, y) down."""
    for i in range(hp):
        c = QPointF(x, y + i * step)
        jade = QRadialGradient(QPointF(c.x() - r * 0.35, c.y() - r * 0.35), r * 1.4)
        jade.setColorAt(0.0, QColor("#e6fff0"))
        jade.setColorAt(0.35, QColor("#5fd394"))
        jade.setColorAt(1.0, QColor("#116b3d"))
        p.setPen(QPen(QColor("#0b2a18"), max(0.8, r * 0.22)))
        p.setBrush(QBrush(jade))
        p.drawEllipse(c, r, r)


def _paint_portrait(
    p: QPainter, hero: HeroSpec, lang: str, width: int, height: int, pips: bool = True
) -> None:
    s = min(width / PORTRAIT_SIZE[0], height / PORTRAIT_SIZE[1])
    sx, sy = width / PORTRAIT_SIZE[0], height / PORTRAIT_SIZE[1]
    light, mid, dark, accent = _FACTION_COLORS[hero.faction]
    clip = _portrait_frame(p, width, height, light, mid, dark)
    cx = 45.0 if lang == "zh" else 50.0
    p.save()
    p.setClipPath(clip)
    _paint_backdrop(p, width, height, light, dark, zlib.crc32(hero.id.encode()), cx)
    look = LOOKS.get(hero.id) or plain_look(hero.faction, hero.sex == Sex.FEMALE)
    # In Chinese the name ribbon starts about 22 grid units right of the centre line.
    # imported on the first portrait: the painters' modules take a tenth of the start-up's
    # imports, and the start page shows no portrait
    from yxs_desktop.ui.portraits.bust import paint_bust

    paint_bust(p, look, width, height, cx, room=21.5 if lang == "zh" else 34.0)

    name = text(f"hero.{hero.id}.name", lang)
    if lang == "zh":
        _vertical_name(p, name, QRectF(width - 27 * sx, 4 * sy, 24 * sx, height - 8 * sy), s)
    else:
        _banner_name(p, name, width, height, s)
    p.restore()

    # Faction seal and HP.
    seal_c = QPointF(11.5 * sx, 11.5 * sy)
    seal_r = 8.5 * s
    p.setPen(QPen(QColor("#f3d27a"), 1.4 * s))
    p.setBrush(QColor(accent))
    p.drawEllipse(seal_c, seal_r, seal_r)
    faction_name = text(f"faction.{hero.faction.value}", lang)
    glyph = faction_name if lang == "zh" else faction_name[0]
    family = cjk_family() if lang == "zh" else _latin_family()
    path = _centered(_text_path(glyph, _font(family, seal_r * 1.25, True)), seal_c)
    p.fillPath(path, QColor("#fff4d6"))
    if pips:
        _hp_pips(p, seal_c.x(), 28 * sy, hero.hp, 3.8 * s, 10.0 * sy)

    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(dark).darker(150), 1.0))
    p.drawPath(clip)


def _vertical_name(p: QPainter, name: str, rect: QRectF, s: float) -> None:
    """Draw ``name`` one character under another on a dark ribbon centred in ``rect``."""
    family = calligraphy_family()
    n = max(1, len(name))
    px = min(rect.width() * 0.9, rect.height() / (n * 1.08), 22.0 * s)
    font = _font(family, px, True)
    step = px * 1.06
    centre_x = rect.center().x()
    top = rect.top() + px * 0.72
    ribbon = QRectF(centre_x - px * 0.66, top - px * 0.66, px * 1.32, step * (n - 1) + px * 1.32)
    shade = QColor("#1a0d05")
    shade.setAlpha(120)
    edge = QColor(_GOLD)
    edge.setAlpha(160)
    p.setPen(QPen(edge, 0.8 * s))
    p.setBrush(shade)
    p.drawRoundedRect(ribbon, px * 0.25, px * 0.25)
    for i, ch in enumerate(name):
        path = _centered(_text_path(ch, font), QPointF(centre_x, top + i * step))
        _draw_outlined(p, path, QColor("#fff4d6"), QColor("#1a0d05"), 1.5 * s)


def _banner_name(p: QPainter, name: str, width: int, height: int, s: float) -> None:
    """Draw ``name`` horizontally on a dark band at the bottom."""
    sy = height / PORTRAIT_SIZE[1]
    band = QRectF(0, height - 24 * sy, width, 24 * sy)
    ink = QColor("#1a0d05")
    shade = QLinearGradient(band.topLeft(), band.bottomLeft())
    clear = QColor(ink)
    clear.setAlpha(0)
    solid = QColor(ink)
    solid.setAlpha(205)
    shade.setColorAt(0.0, clear)
    shade.setColorAt(0.4, solid)
    shade.setColorAt(1.0, solid)
    p.fillRect(band, QBrush(shade))
    family = _latin_family()
    max_w = width - 8 * s
    px = 14.0 * s
    font = _font(family, px, True)
    while px > 6 and QFontMetricsF(font).horizontalAdvance(name) > max_w:
        px -= 0.5
        font = _font(family, px, True, 75 if px < 13 * s else 100)
    path = _text_path(name, font)
    # Centre on the cap height, so that names with and without descenders share a baseline.
    path.translate(
        width / 2 - path.boundingRect().center().x(),
        height - 9.0 * sy + QFontMetricsF(font).capHeight() / 2,
    )
    _draw_outlined(p, path, QColor("#fff4d6"), ink, 1.4 * s)


def _paint_unknown(p: QPainter, width: int, height: int) -> None:
    s = min(width / PORTRAIT_SIZE[0], height / PORTRAIT_SIZE[1])
    clip = _portrait_frame(p, width, height, "#a4a4a8", "#5a5a5e", "#222226")
    p.save()
    p.setClipPath(clip)
    _paint_backdrop(p, width, height, "#d0d0d4", "#111114", 7, 48.0)
    rim = QColor("#d8d8dc")
    rim.setAlpha(150)
    _paint_veiled(p, width, height, 48.0, rim)
    font = _font(_latin_family(), 30.0 * s, True)
    path = _centered(_text_path("?", font), QPointF(width / 2, 63 * height / PORTRAIT_SIZE[1]))
    _draw_outlined(p, path, QColor("#e8e8e8"), QColor("#101012"), 1.4 * s)
    p.restore()
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#111114"), 1.0))
    p.drawPath(clip)


# --------------------------------------------------------------------------- role badge


def _paint_role(p: QPainter, role: str, lang: str, size: int) -> None:
    zh, en, bg, fg = ROLE_GLYPHS.get(role, _UNKNOWN_ROLE)
    glyph = en if lang == "en" else zh
    c = QPointF(size / 2, size / 2)
    r = size / 2 - 1.0
    base = QColor(bg)
    fill = QRadialGradient(QPointF(c.x() - r * 0.35, c.y() - r * 0.4), r * 1.5)
    fill.setColorAt(0.0, base.lighter(150))
    fill.setColorAt(0.6, base)
    fill.setColorAt(1.0, base.darker(160))
    p.setPen(QPen(QColor("#f3d27a") if role != "?" else QColor("#bdbdbd"), max(1.0, size / 18)))
    p.setBrush(QBrush(fill))
    p.drawEllipse(c, r, r)
    icon = _role_icon(role, size) if lang == "en" else None
    if icon is not None:
        path = icon
    else:
        family = _latin_family() if glyph.isascii() else cjk_family()
        px = size * (0.6 if len(glyph) == 1 else 0.42)
        path = _centered(_text_path(glyph, _font(family, px, True)), c)
    outline = QColor(base.darker(200))
    _draw_outlined(p, path, QColor(fg), outline, max(0.5, size / 40))


def _role_icon(role: str, size: int) -> QPainterPath | None:
    """The English badge's icon of ``role``, filling the middle of a ``size`` disc
    (None: no icon, the unknown role keeps its "?")."""
    u = size / 20.0  # drawn on a 20-unit grid
    if role == "lord":  # a crown: a band with three points
        path = _poly((4, 14), (4, 6.5), (7, 10), (10, 4.5), (13, 10), (16, 6.5), (16, 14))
    elif role == "loyalist":  # a shield
        path = QPainterPath(QPointF(4.5, 4.5))
        path.lineTo(15.5, 4.5)
        path.lineTo(15.5, 10)
        path.quadTo(15.5, 14.5, 10, 16.5)
        path.quadTo(4.5, 14.5, 4.5, 10)
        path.closeSubpath()
    elif role == "rebel":  # two crossed swords, each a blade and a guard
        path = QPainterPath()
        for sign in (1, -1):
            blade = _poly((-0.9, -6.5), (0, -8), (0.9, -6.5), (0.9, 4.5), (-0.9, 4.5))
            blade.addRect(QRectF(-2.8, 4.5, 5.6, 1.3))
            blade.addRect(QRectF(-0.7, 5.8, 1.4, 2.2))
            turn = QTransform().translate(10, 10).rotate(40 * sign)
            path = path.united(turn.map(blade))
    elif role == "renegade":  # a domino mask with two eye holes
        path = QPainterPath(QPointF(3, 8))
        path.quadTo(10, 5, 17, 8)
        path.quadTo(17.5, 13.5, 13, 13.5)
        path.quadTo(10, 13.5, 10, 11.5)
        path.quadTo(10, 13.5, 7, 13.5)
        path.quadTo(2.5, 13.5, 3, 8)
        path.closeSubpath()
        eyes = QPainterPath()
        eyes.addEllipse(QPointF(6.8, 9.8), 1.7, 1.3)
        eyes.addEllipse(QPointF(13.2, 9.8), 1.7, 1.3)
        path = path.subtracted(eyes)
    elif role == "leader":  # a five-pointed star
        points = []
        for i in range(10):
            r = 6.5 if i % 2 == 0 else 2.7
            a = math.pi * (i / 5 - 0.5)
            points.append((10 + r * math.cos(a), 10.5 + r * math.sin(a)))
        path = _poly(*points)
    elif role == "vanguard":  # a spearhead on a short shaft
        path = _poly((10, 3.5), (14, 10), (11, 10), (11, 16.5), (9, 16.5), (9, 10), (6, 10))
    else:
        return None
    return QTransform().scale(u, u).map(path)


# --------------------------------------------------------------------------- team badge


def _paint_team(p: QPainter, team: str, size: int, leader: bool) -> None:
    base = QColor(TEAM_COLORS[team][0])
    gold = QColor("#ffd54a")
    w = float(size)
    shield = QPainterPath()
    shield.moveTo(w * 0.08, w * 0.06)
    shield.lineTo(w * 0.92, w * 0.06)
    shield.lineTo(w * 0.92, w * 0.55)
    shield.quadTo(w * 0.92, w * 0.82, w * 0.5, w * 0.96)
    shield.quadTo(w * 0.08, w * 0.82, w * 0.08, w * 0.55)
    shield.closeSubpath()
    fill = QLinearGradient(0, 0, 0, w)
    fill.setColorAt(0.0, base.lighter(135))
    fill.setColorAt(1.0, base.darker(150))
    frame = gold if leader else QColor("#f3d27a")
    p.setPen(QPen(frame, max(1.0, w / (9 if leader else 16))))
    p.setBrush(QBrush(fill))
    p.drawPath(shield)
    letter_y, letter_px = (0.36, 0.5) if leader else (0.48, 0.62)
    font = _font(_latin_family(), w * letter_px, True)
    path = _centered(_text_path(team, font), QPointF(w / 2, w * letter_y))
    _draw_outlined(p, path, QColor("#ffffff"), base.darker(220), max(0.5, w / 30))
    if leader:
        star = QPainterPath()
        cx, cy, outer = w / 2, w * 0.7, w * 0.17
        for i in range(10):
            r = outer if i % 2 == 0 else outer * 0.45
            angle = math.pi / 2 + i * math.pi / 5
            point = QPointF(cx + r * math.cos(angle), cy - r * math.sin(angle))
            if i == 0:
                star.moveTo(point)
            else:
                star.lineTo(point)
        star.closeSubpath()
        _draw_outlined(p, star, gold, base.darker(220), max(0.4, w / 40))
