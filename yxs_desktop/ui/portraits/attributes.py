"""What a hero holds or shows beside the shoulder: weapons, banners, a fan, a lute...

Long things stand in the lane left of the head (x ≈ cx-30 … cx-12, clear of the faction
seal and the HP beads further left) and are drawn behind the body (:data:`BACK`); things
held before the chest are drawn last (:data:`FRONT`), low on the right where the Chinese
name ribbon has ended.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath

from yxs_desktop.ui.portraits.kit import (
    Part,
    Point,
    Spot,
    along,
    bead,
    curve,
    fill,
    flat,
    flower,
    glow,
    line,
    paint_part,
    poly,
    rod,
    segment,
    shade,
)
from yxs_desktop.ui.portraits.looks import GOLD, Look

_STEEL = "#dde3ea"
_WOOD = "#6b4226"
_RED = "#cc2a2a"


def paint_attribute_back(p: QPainter, look: Look, at: Spot) -> None:
    """The part of the attribute behind the figure, if any."""
    paint_part(BACK, look.attribute, p, look, at)


def paint_attribute_front(p: QPainter, look: Look, at: Spot) -> None:
    """The part of the attribute in front of the figure, if any."""
    paint_part(FRONT, look.attribute, p, look, at)


def _color(look: Look, default: str) -> str:
    return look.attribute_color or default


# --------------------------------------------------------------------------- pieces


def _tassel(p: QPainter, top: Point, length: float, color: str, sway: float = 0.0) -> None:
    """A hanging tassel of cords."""
    x, y = top
    knot = QPainterPath()
    knot.addEllipse(QPointF(x, y + 0.8), 1.0, 1.0)
    fill(p, knot, color)
    for dx in (-0.8, 0.0, 0.8):
        line(
            p,
            curve(
                (x + dx * 0.5, y + 1.5),
                (x + dx + sway * 0.5, y + length * 0.6),
                (x + dx * 1.5 + sway, y + length),
            ),
            color,
            0.6,
        )


def _horsehair(p: QPainter, c: Point, r: float, color: str) -> None:
    """The bushy red horsehair tuft under a spearhead."""
    tuft = QPainterPath(QPointF(c[0], c[1]))
    tuft.cubicTo(
        c[0] - r * 1.5,
        c[1] + r * 0.6,
        c[0] - r * 1.1,
        c[1] + r * 2.2,
        c[0] - r * 0.3,
        c[1] + r * 2.6,
    )
    tuft.lineTo(c[0] + r * 0.3, c[1] + r * 2.4)
    tuft.cubicTo(c[0] + r * 1.1, c[1] + r * 2.2, c[0] + r * 1.5, c[1] + r * 0.6, c[0], c[1])
    fill(p, tuft, color, light=140)
    for dx in (-0.5, 0.0, 0.5):
        line(
            p,
            segment((c[0] + dx * r, c[1] + r * 0.8), (c[0] + dx * r * 1.5, c[1] + r * 2.3)),
            shade(color, 55),
            0.3,
        )


def _spearhead(p: QPainter, base: Point, tip: Point, half: float, color: str = _STEEL) -> None:
    """A leaf-shaped blade from ``base`` to ``tip``."""
    mid_l = along(base, tip, 0.35, half)
    mid_r = along(base, tip, 0.35, -half)
    blade = QPainterPath(QPointF(*base))
    blade.quadTo(QPointF(*mid_l), QPointF(*tip))
    blade.quadTo(QPointF(*mid_r), QPointF(*base))
    blade.closeSubpath()
    fill(p, blade, color, light=125, across=True)
    line(p, segment(along(base, tip, 0.1), along(base, tip, 0.85)), shade(color, 60), 0.35)


def _blade(p: QPainter, base: Point, tip: Point, half: float, color: str = _STEEL) -> None:
    """A straight double-edged sword blade with a ridge."""
    a_l, a_r = along(base, tip, 0.0, half), along(base, tip, 0.0, -half)
    b_l, b_r = along(base, tip, 0.93, half * 0.8), along(base, tip, 0.93, -half * 0.8)
    blade = poly(a_l, b_l, tip, b_r, a_r)
    fill(p, blade, color, light=130, across=True)
    line(p, segment(base, along(base, tip, 0.95)), shade(color, 65), 0.35)


def _guard(p: QPainter, c: Point, half: float, color: str = GOLD) -> None:
    guard = QPainterPath()
    guard.addRoundedRect(QRectF(c[0] - half, c[1] - 0.9, 2 * half, 1.8), 0.8, 0.8)
    fill(p, guard, color)


# --------------------------------------------------------------------------- weapons


def _sword(p: QPainter, look: Look, at: Spot) -> None:
    """A drawn straight sword held up behind the left shoulder, a tassel at the hilt."""
    x = at.cx - 21.0
    _blade(p, (x, 80.0), (x - 1.5, 13.0), 1.5, _color(look, _STEEL))
    _guard(p, (x, 80.5), 3.6)
    _tassel(p, (x + 0.5, 81.0), 8.0, _RED, -2.0)


def _sheathed_sword(p: QPainter, look: Look, at: Spot) -> None:
    """A sword in its dark scabbard standing behind the left shoulder, hilt up."""
    x = at.cx - 21.5
    rod(p, (x + 0.8, 110.0), (x, 42.0), _color(look, "#2a2420"), 3.0)
    for y in (50.0, 70.0):
        band = QPainterPath()
        band.addRect(QRectF(x - 1.9, y, 3.8, 1.5))
        fill(p, band, GOLD, width=0.3)
    _guard(p, (x, 40.5), 3.2)
    rod(p, (x, 39.5), (x - 0.3, 31.5), "#3a2a1a", 1.8)
    ring = QPainterPath()
    ring.addEllipse(QPointF(x - 0.3, 30.0), 1.5, 1.5)
    line(p, ring, GOLD, 0.7)
    _tassel(p, (x - 0.3, 31.0), 7.0, _RED, -2.0)


def _back_sword(p: QPainter, look: Look, at: Spot) -> None:
    """A sword slung across the back, its hilt over the left shoulder."""
    cx = at.cx
    guard_c = (cx - 16.5, 79.5)
    rod(p, (cx + 16.0, 112.0), guard_c, _color(look, "#2a2430"), 3.0)
    a, b = along(guard_c, (cx - 26.0, 66.0), 0.0, 3.4), along(guard_c, (cx - 26.0, 66.0), 0.0, -3.4)
    line(p, segment(a, b), shade(GOLD, 50), 2.0)
    line(p, segment(a, b), GOLD, 1.3)
    rod(p, along(guard_c, (cx - 26.0, 66.0), 0.12), (cx - 24.5, 68.0), "#3a2a1a", 1.8)
    bead(p, (cx - 25.2, 66.8), 1.4, GOLD)
    _tassel(p, (cx - 25.6, 67.5), 7.5, _RED, -2.0)


def _yue_sword(p: QPainter, look: Look, at: Spot) -> None:
    """越王勾践剑: a bronze blade with black diamond patterns and a turquoise-inlaid guard;
    above hangs the gall he tasted every day."""
    cx = at.cx
    x = cx - 21.0
    base, tip = (x, 80.0), (x - 1.2, 14.0)
    _blade(p, base, tip, 1.8, "#d8b25a")
    for k in range(8):
        c = along(base, tip, 0.12 + k * 0.1)
        diamond = poly(
            (c[0] - 1.1, c[1]), (c[0], c[1] - 2.8), (c[0] + 1.1, c[1]), (c[0], c[1] + 2.8)
        )
        line(p, diamond, "#2a2018", 0.35)
    _guard(p, (x, 80.5), 3.2, "#2fa58c")
    line(p, segment((cx - 8.0, 0.0), (cx - 8.0, 17.0)), "#5a3a20", 0.5)
    gall = QPainterPath(QPointF(cx - 8.0, 16.5))
    gall.cubicTo(cx - 12.0, 19.0, cx - 11.5, 27.0, cx - 8.0, 27.5)
    gall.cubicTo(cx - 4.5, 27.0, cx - 4.0, 19.0, cx - 8.0, 16.5)
    fill(p, gall, "#4e8a3a", light=140)


def _bamboo_banner(p: QPainter, look: Look, at: Spot) -> None:
    """揭竿而起: a bamboo pole raised with a ragged cloth flag tied to it."""
    cx = at.cx
    bottom, top = (cx - 25.0, 122.0), (cx - 20.0, 8.0)
    rod(p, bottom, top, "#9aa84a", 2.2)
    for k in range(1, 9):
        n = along(bottom, top, k / 9)
        line(p, segment((n[0] - 1.3, n[1]), (n[0] + 1.3, n[1])), "#4e5a20", 0.5)
    flag = QPainterPath(QPointF(cx - 20.0, 9.0))
    flag.cubicTo(cx - 12.0, 6.0, cx - 8.0, 12.0, cx - 1.0, 9.0)
    for x, y in ((-3.0, 13.0), (0.0, 16.0), (-4.0, 19.0), (-1.5, 23.0)):
        flag.lineTo(cx + x, y)
    flag.cubicTo(cx - 8.0, 26.0, cx - 13.0, 21.0, cx - 20.5, 25.0)
    flag.closeSubpath()
    fill(p, flag, _color(look, _RED), light=130)
    line(
        p,
        curve((cx - 18.0, 15.0), (cx - 11.0, 13.0), (cx - 6.0, 16.0)),
        shade(_color(look, _RED), 60),
        0.5,
    )


def _halberd(p: QPainter, look: Look, at: Spot) -> None:
    """霸王戟: a heavy black halberd: spear point, crescent blade and red horsehair."""
    cx = at.cx
    bottom, top = (cx - 25.0, 122.0), (cx - 21.0, 19.0)
    rod(p, bottom, top, _color(look, "#2a2226"), 2.4)
    _spearhead(p, (cx - 21.0, 19.5), (cx - 20.6, 5.5), 2.3)
    crescent = QPainterPath(QPointF(cx - 20.0, 17.0))
    crescent.cubicTo(cx - 12.0, 14.0, cx - 10.0, 24.0, cx - 14.0, 30.0)
    crescent.cubicTo(cx - 14.5, 25.0, cx - 16.0, 21.5, cx - 20.0, 22.0)
    crescent.closeSubpath()
    fill(p, crescent, _STEEL, light=125)
    _guard(p, (cx - 21.0, 19.8), 2.6)
    _horsehair(p, (cx - 21.2, 21.0), 2.6, _RED)


def _staff(p: QPainter, look: Look, at: Spot) -> None:
    """蟠龙棍: a long wooden staff bound with gold at the end, a red tassel."""
    cx = at.cx
    bottom, top = (cx - 31.0, 122.0), (cx - 18.0, 14.0)
    rod(p, bottom, top, _color(look, "#8a4a22"), 2.6)
    for t in (0.0, 0.04, 0.26):
        band = segment(along(top, bottom, t), along(top, bottom, t + 0.025))
        line(p, band, shade(GOLD, 50), 3.6, flat_cap=True)
        line(p, band, GOLD, 3.0, flat_cap=True)
    _tassel(p, along(top, bottom, 0.27), 8.0, _RED, -1.0)


def _bow(p: QPainter, look: Look, at: Spot) -> None:
    """A composite bow with recurved horn tips, strung, and a quiver of arrows."""
    cx = at.cx
    x = cx - 24.0
    limb = QPainterPath(QPointF(x - 1.5, 20.0))
    limb.quadTo(x + 1.5, 22.0, x + 1.0, 27.0)
    limb.cubicTo(x + 10.0, 42.0, x + 10.0, 80.0, x + 1.0, 96.0)
    limb.quadTo(x + 1.5, 102.0, x - 1.5, 104.0)
    line(p, segment((x + 0.6, 26.0), (x + 0.6, 97.0)), "#e8e2d0", 0.4)
    line(p, limb, "#2a1a10", 3.4)
    line(p, limb, _color(look, "#8a5a2a"), 2.6)
    for y in (20.5, 103.5):
        bead(p, (x - 1.5, y), 0.9, "#e8dcc0")
    grip = segment((x + 7.4, 57.0), (x + 7.4, 65.0))
    line(p, grip, _RED, 3.2, flat_cap=True)
    _quiver(p, cx)


def _sulde(p: QPainter, look: Look, at: Spot) -> None:
    """苏鲁锭: the Mongol spirit banner, a trident-headed spear above a great ring of black
    horsehair."""
    cx = at.cx
    bottom, top = (cx - 24.0, 122.0), (cx - 19.0, 16.0)
    rod(p, bottom, top, _color(look, "#5a3a22"), 2.0)
    _spearhead(p, (cx - 19.0, 16.5), (cx - 18.8, 4.5), 1.8)
    for sign in (-1, 1):
        prong = QPainterPath(QPointF(cx - 19.0, 17.0))
        prong.quadTo(cx - 19.0 + sign * 3.8, 17.0, cx - 19.0 + sign * 3.4, 10.0)
        line(p, prong, shade(_STEEL, 45), 1.3)
        line(p, prong, _STEEL, 0.8)
    _guard(p, (cx - 19.0, 17.2), 3.0)
    hair = QPainterPath(QPointF(cx - 19.0, 18.5))
    n = 16
    for i in range(n + 1):
        a = math.pi * (i / n)
        r = 6.0 if i % 2 else 4.6
        hair.lineTo(cx - 19.0 - r * math.cos(a) * 1.05, 19.0 + r * 1.6 * math.sin(a))
    hair.closeSubpath()
    fill(p, hair, "#1e1a1c", light=180)


def _sun_moon(p: QPainter, look: Look, at: Spot) -> None:
    """日月当空 (曌, the name she made for herself): a red sun behind her crown and a pale
    crescent moon at the left."""
    cx = at.cx
    glow(p, (cx, 31.0), 24.0, "#ffd27a", 150)
    sun = QPainterPath()
    sun.addEllipse(QPointF(cx, 31.0), 18.0, 18.0)
    fill(p, sun, _color(look, "#c8302a"), edge="#f3c04a", width=0.9, light=125, dark=80)
    moon = QPainterPath()
    moon.addEllipse(QPointF(cx - 23.0, 25.0), 5.5, 5.5)
    bite = QPainterPath()
    bite.addEllipse(QPointF(cx - 20.6, 23.2), 4.8, 4.8)
    glow(p, (cx - 23.0, 25.0), 9.0, "#ffffff", 110)
    fill(p, moon - bite, "#f4f1e6", edge="#b8b0a0", width=0.5, light=105, dark=90)


def _dance_sword(p: QPainter, look: Look, at: Spot) -> None:
    """剑舞: a slender sword raised behind the shoulder, its long red silk streamer
    swirling."""
    cx = at.cx
    base, tip = (cx - 15.0, 88.0), (cx - 22.0, 13.0)
    _blade(p, base, tip, 1.3, _color(look, _STEEL))
    _guard(p, (cx - 15.4, 85.0), 2.6)
    ribbon = QPainterPath(QPointF(cx - 16.0, 86.0))
    ribbon.cubicTo(cx - 32.0, 80.0, cx - 14.0, 60.0, cx - 25.0, 48.0)
    ribbon.cubicTo(cx - 28.0, 40.0, cx - 25.5, 28.0, cx - 20.5, 24.0)
    line(p, ribbon, shade(_RED, 50), 3.2)
    line(p, ribbon, "#e0404a", 2.4)
    line(p, ribbon, "#ff9a9a", 0.5, alpha=160)


def _falcon(p: QPainter, look: Look, at: Spot) -> None:
    """A hunting falcon perched on the left shoulder, turned towards its mistress."""
    cx = at.cx
    x, top = cx - 25.0, 65.0
    tail = poly(
        (x - 2.5, top + 17.0), (x - 5.5, top + 27.5), (x - 1.0, top + 27.0), (x + 1.0, top + 18.0)
    )
    fill(p, tail, "#4a3c30")
    body = QPainterPath()
    body.addEllipse(QPointF(x, top + 12.0), 4.6, 8.0)
    fill(p, body, "#e8dcc8", light=110)
    for k in range(6):
        dot = QPainterPath()
        dot.addEllipse(QPointF(x + 1.0 + (k % 2) * 1.6, top + 9.0 + k * 1.6), 0.45, 0.35)
        flat(p, dot, "#6b5a48")
    wing = QPainterPath(QPointF(x - 1.0, top + 5.0))
    wing.cubicTo(x - 7.5, top + 7.0, x - 7.0, top + 18.0, x - 3.5, top + 24.0)
    wing.cubicTo(x - 1.5, top + 19.0, x + 0.5, top + 12.0, x - 1.0, top + 5.0)
    fill(p, wing, "#6b5a48", light=140)
    for k in range(3):
        line(
            p,
            curve(
                (x - 5.5, top + 11.0 + k * 3.5),
                (x - 3.5, top + 12.0 + k * 3.5),
                (x - 1.5, top + 10.0 + k * 3.5),
            ),
            "#3a2e24",
            0.4,
        )
    head = QPainterPath()
    head.addEllipse(QPointF(x + 0.5, top + 3.0), 3.3, 3.0)
    fill(p, head, "#6b5a48", light=140)
    cheek = QPainterPath()
    cheek.addEllipse(QPointF(x + 1.6, top + 4.2), 1.6, 1.3)
    flat(p, cheek, "#e8dcc8")
    beak = QPainterPath(QPointF(x + 3.2, top + 2.0))
    beak.quadTo(x + 6.0, top + 2.2, x + 5.2, top + 5.0)
    beak.lineTo(x + 3.4, top + 3.8)
    beak.closeSubpath()
    fill(p, beak, "#3a3236")
    bead(p, (x + 1.8, top + 2.3), 0.75, "#e0a020")
    for dx in (-1.2, 1.2):
        line(p, segment((x + dx, top + 19.5), (x + dx, top + 22.5)), "#e0a020", 0.8)


def _quiver(p: QPainter, cx: float) -> None:
    """A quiver of feathered arrows behind the left shoulder."""
    for dx in (-2.5, 0.0, 2.5):
        shaft = segment((cx - 17.0 + dx * 0.4, 80.0), (cx - 19.5 + dx, 58.0))
        line(p, shaft, "#6b4226", 0.6)
        fletch = poly(
            (cx - 19.5 + dx, 58.0),
            (cx - 20.8 + dx, 61.5),
            (cx - 19.2 + dx, 63.5),
            (cx - 18.0 + dx, 60.5),
        )
        fill(p, fletch, "#f4f0e6", width=0.3)
    rod(p, (cx - 16.0, 92.0), (cx - 18.0, 68.0), "#7a3a22", 4.0)
    for t in (0.15, 0.85):
        a = along((cx - 16.0, 92.0), (cx - 18.0, 68.0), t, 2.2)
        b = along((cx - 16.0, 92.0), (cx - 18.0, 68.0), t, -2.2)
        line(p, segment(a, b), GOLD, 0.9)


def _ribbons_back(p: QPainter, look: Look, at: Spot) -> None:
    """A dancer's long silk shawl (披帛) floating in loops behind her."""
    cx = at.cx
    silk = _color(look, "#fbe4ee")
    left = QPainterPath(QPointF(cx - 14.0, 84.0))
    left.cubicTo(cx - 31.0, 78.0, cx - 30.0, 56.0, cx - 21.0, 51.0)
    left.cubicTo(cx - 14.0, 46.0, cx - 20.0, 62.0, cx - 30.0, 70.0)
    left.cubicTo(cx - 40.0, 80.0, cx - 36.0, 100.0, cx - 40.0, 122.0)
    right = QPainterPath(QPointF(cx + 14.0, 84.0))
    right.cubicTo(cx + 30.0, 82.0, cx + 38.0, 90.0, cx + 36.0, 100.0)
    right.cubicTo(cx + 34.0, 108.0, cx + 42.0, 114.0, cx + 44.0, 122.0)
    for path in (left, right):
        line(p, path, shade(silk, 70), 3.6, alpha=220)
        line(p, path, silk, 2.8, alpha=235)
        line(p, path, "#ffffff", 0.7, alpha=160)


def _ribbons_front(p: QPainter, look: Look, at: Spot) -> None:
    cx = at.cx
    silk = _color(look, "#fbe4ee")
    drape = curve((cx - 31.0, 106.0), (cx, 122.0), (cx + 31.0, 104.0))
    line(p, drape, shade(silk, 70), 3.4, alpha=220)
    line(p, drape, silk, 2.6, alpha=235)


def _spear(p: QPainter, look: Look, at: Spot) -> None:
    """A spear with a red horsehair tuft below its head."""
    cx = at.cx
    bottom, top = (cx - 27.0, 122.0), (cx - 20.0, 18.0)
    rod(p, bottom, top, _color(look, _WOOD), 1.8)
    _spearhead(p, (cx - 20.0, 18.5), (cx - 19.3, 6.5), 2.0)
    _guard(p, (cx - 20.0, 19.0), 1.6)
    _horsehair(p, (cx - 20.1, 20.0), 2.2, _RED)


def _pennant_spear(p: QPainter, look: Look, at: Spot) -> None:
    """A general's spear with a red swallow-tailed pennant edged in gold."""
    _spear(p, look, at)
    cx = at.cx
    pennant = QPainterPath(QPointF(cx - 20.6, 26.0))
    pennant.cubicTo(cx - 15.0, 24.0, cx - 12.0, 27.0, cx - 7.5, 25.5)
    pennant.lineTo(cx - 11.0, 30.0)
    pennant.lineTo(cx - 7.5, 34.0)
    pennant.cubicTo(cx - 12.0, 35.0, cx - 16.0, 33.0, cx - 21.0, 36.0)
    pennant.closeSubpath()
    fill(p, pennant, _RED, edge=GOLD, width=0.6)


def _general_flag(p: QPainter, look: Look, at: Spot) -> None:
    """帅旗: the commander's great flag with a serrated border and a white disc."""
    cx = at.cx
    rod(p, (cx - 26.0, 122.0), (cx - 21.5, 8.5), _WOOD, 1.7)
    bead(p, (cx - 21.5, 7.5), 1.3, GOLD)
    flag = QPainterPath(QPointF(cx - 21.2, 10.0))
    flag.cubicTo(cx - 17.0, 8.0, cx - 13.0, 12.0, cx - 8.5, 10.0)
    flag.lineTo(cx - 9.0, 34.0)
    flag.cubicTo(cx - 13.0, 36.0, cx - 17.0, 32.0, cx - 22.0, 34.0)
    flag.closeSubpath()
    color = _color(look, _RED)
    fill(p, flag, color, light=130)
    for k in range(9):
        y = 11.0 + k * 2.6
        tooth = poly((cx - 8.8, y), (cx - 6.6, y + 1.3), (cx - 8.8, y + 2.6))
        fill(p, tooth, "#1e1a1a", width=0.2)
    disc = QPainterPath()
    disc.addEllipse(QPointF(cx - 15.0, 22.0), 4.2, 4.2)
    fill(p, disc, "#f4eedf", light=105, dark=90)
    ring = QPainterPath()
    ring.addEllipse(QPointF(cx - 15.0, 22.0), 2.4, 2.4)
    line(p, ring, "#1e1a1a", 0.9)


def _beacon(p: QPainter, look: Look, at: Spot) -> None:
    """烽火戏诸侯: a beacon tower blazing behind her, a column of dark wolf-dung smoke rising
    (the false alarm lit to make her smile)."""
    cx = at.cx
    puffs = ((-21.0, 33.0, 4.6), (-17.5, 25.0, 5.0), (-13.5, 18.0, 5.4), (-8.5, 11.0, 5.8))
    for k, (x, y, r) in enumerate(puffs):
        glow(p, (cx + x, y), r * 1.25, "#3a3236", 210 - k * 30)
    tower = poly((cx - 30.0, 100.0), (cx - 27.0, 62.0), (cx - 13.0, 62.0), (cx - 10.0, 100.0))
    fill(p, tower, "#8a7a66", light=130)
    for y in (68.0, 75.0, 82.0, 89.0):
        line(p, segment((cx - 29.0, y), (cx - 11.0, y)), "#5a4a3a", 0.4)
    for i in range(5):
        merlon = QPainterPath()
        merlon.addRect(QRectF(cx - 27.5 + i * 3.2, 59.0, 2.0, 3.0))
        fill(p, merlon, "#8a7a66", width=0.4)
    glow(p, (cx - 19.0, 52.0), 9.5, "#ffb040", 150)
    flame = QPainterPath(QPointF(cx - 27.0, 60.0))
    flame.cubicTo(cx - 30.0, 50.0, cx - 23.0, 47.0, cx - 24.0, 38.0)
    flame.cubicTo(cx - 19.0, 43.0, cx - 20.0, 48.0, cx - 18.0, 46.0)
    flame.cubicTo(cx - 17.0, 41.0, cx - 18.0, 39.0, cx - 15.5, 36.0)
    flame.cubicTo(cx - 10.5, 46.0, cx - 11.5, 54.0, cx - 13.0, 60.0)
    flame.closeSubpath()
    fill(p, flame, "#f08020", edge="#a83010", light=150)
    inner = QPainterPath(QPointF(cx - 23.5, 60.0))
    inner.cubicTo(cx - 25.0, 54.0, cx - 20.0, 51.0, cx - 20.0, 45.0)
    inner.cubicTo(cx - 15.0, 51.0, cx - 15.0, 55.0, cx - 16.5, 60.0)
    inner.closeSubpath()
    flat(p, inner, "#ffe070")


def _glaive(p: QPainter, look: Look, at: Spot) -> None:
    """青龙偃月刀: a long-hafted crescent blade with a dragon's mouth at its root."""
    cx = at.cx
    bottom, top = (cx - 26.0, 122.0), (cx - 21.5, 32.0)
    rod(p, bottom, top, _color(look, "#24382a"), 2.4)
    blade = QPainterPath(QPointF(cx - 22.8, 33.0))
    blade.lineTo(cx - 23.0, 13.0)
    blade.cubicTo(cx - 23.5, 8.0, cx - 22.0, 5.0, cx - 18.5, 5.0)
    blade.cubicTo(cx - 16.0, 9.0, cx - 11.0, 16.0, cx - 12.0, 24.0)
    blade.cubicTo(cx - 13.0, 29.0, cx - 17.0, 32.0, cx - 19.5, 34.0)
    blade.closeSubpath()
    fill(p, blade, _STEEL, light=125, across=True)
    line(
        p, curve((cx - 17.5, 7.5), (cx - 13.0, 15.0), (cx - 14.5, 26.0)), "#ffffff", 0.5, alpha=200
    )
    notch = QPainterPath()
    notch.addEllipse(QPointF(cx - 23.4, 16.0), 1.1, 1.1)
    flat(p, notch, shade(_STEEL, 40))
    dragon = QPainterPath(QPointF(cx - 24.5, 36.5))
    dragon.cubicTo(cx - 26.0, 32.0, cx - 22.0, 30.0, cx - 18.5, 33.0)
    dragon.lineTo(cx - 19.0, 37.5)
    dragon.closeSubpath()
    fill(p, dragon, GOLD)
    bead(p, (cx - 22.5, 33.2), 0.6, _RED)
    _tassel(p, (cx - 21.8, 38.0), 7.0, _RED, 1.5)


def _saber(p: QPainter, look: Look, at: Spot) -> None:
    """戒刀: a broad curved saber with a ring pommel, raised behind the shoulder."""
    cx = at.cx
    blade = QPainterPath(QPointF(cx - 20.0, 86.0))
    blade.cubicTo(cx - 20.5, 60.0, cx - 21.0, 35.0, cx - 24.0, 16.0)
    blade.lineTo(cx - 22.5, 18.5)
    blade.cubicTo(cx - 18.0, 30.0, cx - 15.5, 55.0, cx - 16.0, 86.0)
    blade.closeSubpath()
    fill(p, blade, _color(look, _STEEL), light=125, across=True)
    line(p, curve((cx - 19.0, 84.0), (cx - 19.2, 50.0), (cx - 22.5, 21.0)), shade(_STEEL, 60), 0.4)
    guard = QPainterPath()
    guard.addEllipse(QPointF(cx - 18.0, 86.5), 3.2, 1.2)
    fill(p, guard, GOLD)


def _apricot_flag(p: QPainter, look: Look, at: Spot) -> None:
    """替天行道: the apricot-yellow banner of Liangshan hanging from its crossbar."""
    cx = at.cx
    rod(p, (cx - 21.0, 122.0), (cx - 19.0, 11.0), _WOOD, 1.7)
    line(p, segment((cx - 23.3, 13.5), (cx - 13.5, 13.5)), _WOOD, 1.2)
    bead(p, (cx - 19.0, 10.5), 1.2, GOLD)
    banner = QPainterPath(QPointF(cx - 23.5, 14.0))
    banner.lineTo(cx - 14.0, 14.0)
    banner.lineTo(cx - 14.0, 52.0)
    banner.lineTo(cx - 16.4, 48.5)
    banner.lineTo(cx - 18.8, 52.0)
    banner.lineTo(cx - 21.2, 48.5)
    banner.lineTo(cx - 23.5, 52.0)
    banner.closeSubpath()
    fill(p, banner, _color(look, "#f0b030"), edge="#5a3a10", light=120, across=True)
    for k in range(4):
        y = 19.0 + k * 7.5
        glyph = QPainterPath(QPointF(cx - 21.2, y))
        glyph.lineTo(cx - 16.4, y)
        glyph.moveTo(cx - 18.8, y - 2.0)
        glyph.lineTo(cx - 18.8, y + 3.0)
        glyph.moveTo(cx - 20.8, y + 2.5)
        glyph.lineTo(cx - 16.8, y + 2.0)
        line(p, glyph, "#2a1a10", 0.8)


def _axe(p: QPainter, bottom: Point, top: Point, facing: float) -> None:
    rod(p, bottom, top, "#4a2a18", 2.0)
    x, y = top
    f = facing
    head = QPainterPath(QPointF(x - f * 0.6, y - 1.0))
    head.lineTo(x + f * 4.0, y - 2.5)
    head.cubicTo(x + f * 9.0, y - 5.0, x + f * 10.5, y + 7.0, x + f * 8.5, y + 13.0)
    head.cubicTo(x + f * 7.0, y + 10.0, x + f * 5.0, y + 9.0, x + f * 3.5, y + 9.5)
    head.lineTo(x - f * 0.6, y + 8.0)
    head.closeSubpath()
    fill(p, head, "#c9d0d8", light=125, across=True)
    line(
        p,
        curve((x + f * 8.0, y - 2.5), (x + f * 10.5, y + 4.0), (x + f * 8.3, y + 11.5)),
        "#ffffff",
        0.5,
        alpha=200,
    )


def _twin_axes(p: QPainter, look: Look, at: Spot) -> None:
    """李逵's two broad axes, one raised at each shoulder."""
    cx = at.cx
    _axe(p, (cx - 19.0, 100.0), (cx - 23.0, 19.0), 1.0)
    _axe(p, (cx + 20.0, 112.0), (cx + 25.5, 60.0), -1.0)


def _monk_spade(p: QPainter, look: Look, at: Spot) -> None:
    """方便铲: a monk's iron spade-staff with rings at its neck."""
    cx = at.cx
    rod(p, (cx - 25.0, 122.0), (cx - 19.0, 19.0), _color(look, "#4a4448"), 2.2)
    spade = poly((cx - 24.0, 7.0), (cx - 13.5, 7.5), (cx - 17.2, 19.5), (cx - 20.8, 19.5))
    fill(p, spade, "#c9d0d8", light=130, across=True)
    line(p, curve((cx - 23.0, 8.0), (cx - 18.8, 6.0), (cx - 14.5, 8.5)), "#ffffff", 0.5, alpha=200)
    for dx in (-3.0, 3.0):
        ring = QPainterPath()
        ring.addEllipse(QPointF(cx - 19.0 + dx, 22.5), 1.6, 1.6)
        line(p, ring, GOLD, 0.7)


# --------------------------------------------------------------------------- held in front


def _slips(p: QPainter, look: Look, at: Spot) -> None:
    """Bamboo slips of his new laws, unrolled across the chest."""
    cx = at.cx
    bamboo = _color(look, "#d8b86a")
    p.save()
    p.translate(cx + 4.0, 95.0)
    p.rotate(-12.0)
    sheet = QPainterPath()
    sheet.addRect(QRectF(-17.0, -7.5, 30.0, 15.0))
    fill(p, sheet, bamboo, light=120)
    for i in range(1, 15):
        x = -17.0 + i * 2.0
        line(p, segment((x, -7.5), (x, 7.5)), "#8a6a2a", 0.35)
    for y in (-4.5, 4.5):
        line(p, segment((-17.0, y), (13.0, y)), "#5a3a1a", 0.5)
    for i in range(9):
        x = -15.9 + i * 2.0
        line(p, segment((x, -2.8), (x, 2.2 - (i % 3) * 0.8)), "#2a1a10", 0.5)
    for x in (-19.5, 12.5):
        roll = QPainterPath()
        roll.addRoundedRect(QRectF(x, -8.3, 4.6, 16.6), 2.3, 2.3)
        fill(p, roll, bamboo, light=130, across=True)
    p.restore()


def _feather_fan(p: QPainter, look: Look, at: Spot) -> None:
    """羽扇: a white goose-feather fan held up before the chest."""
    cx = at.cx
    x, y = cx + 13.0, 84.0
    line(p, segment((x, y + 8.0), (x - 0.5, y + 20.0)), "#5a3a20", 1.2)
    fan = QPainterPath(QPointF(x, y + 9.0))
    fan.cubicTo(x - 9.5, y + 2.0, x - 8.0, y - 9.0, x, y - 9.5)
    fan.cubicTo(x + 8.0, y - 9.0, x + 9.5, y + 2.0, x, y + 9.0)
    fan.closeSubpath()
    fill(p, fan, "#f8f6f0", edge="#8a8478", light=105, dark=88)
    for k in range(-3, 4):
        line(p, curve((x, y + 8.0), (x + k * 1.5, y), (x + k * 2.4, y - 7.5)), "#b8b2a6", 0.35)
    band = QPainterPath()
    band.addRoundedRect(QRectF(x - 2.0, y + 7.5, 4.0, 2.4), 0.8, 0.8)
    fill(p, band, "#2d3d5a")
    _raised_hand(p, look, (x - 0.5, y + 17.0), 9.0)


def _twin_maces(p: QPainter, look: Look, at: Spot) -> None:
    """秦琼's two square-ridged brass maces (锏), crossed before the chest."""
    cx = at.cx
    metal = _color(look, "#c9a040")
    for sign in (-1, 1):
        grip_end = (cx + sign * 21.0, 118.0)
        tip = (cx - sign * 13.0, 79.0)
        handle = along(grip_end, tip, 0.18)
        rod(p, grip_end, handle, "#4a2a18", 2.0)
        rod(p, handle, tip, metal, 2.4)
        for k in range(1, 7):
            a = along(handle, tip, k / 7.0, 1.5)
            b = along(handle, tip, k / 7.0, -1.5)
            line(p, segment(a, b), shade(metal, 50), 0.6)
        disc = QPainterPath()
        disc.addEllipse(QPointF(*handle), 2.2, 2.2)
        fill(p, disc, GOLD)
        bead(p, tip, 1.4, metal)


def _tablet(p: QPainter, look: Look, at: Spot) -> None:
    """笏: an official's ivory tablet held upright before the chest."""
    cx = at.cx
    p.save()
    p.translate(cx + 12.0, 94.0)
    p.rotate(6.0)
    board = QPainterPath()
    board.addRoundedRect(QRectF(-2.8, -17.0, 5.6, 25.0), 2.0, 2.0)
    fill(p, board, "#efe6cc", light=108, dark=88, across=True)
    p.restore()
    _raised_hand(p, look, (cx + 11.2, 100.0), 9.0)


def _rope(p: QPainter, look: Look, at: Spot) -> None:
    """A coil of rope over the shoulder, a grappling hook at its end."""
    cx = at.cx
    rope = _color(look, "#b08850")
    line(p, segment((cx - 15.0, 85.0), (cx + 24.0, 120.0)), shade(rope, 55), 2.0)
    line(p, segment((cx - 15.0, 85.0), (cx + 24.0, 120.0)), rope, 1.4)
    for k in range(4):
        loop = QPainterPath()
        loop.addEllipse(QPointF(cx - 24.0 + k * 0.8, 97.0 + k * 0.6), 6.2 - k * 0.3, 8.5 - k * 0.2)
        line(p, loop, shade(rope, 55), 1.9)
        line(p, loop, rope, 1.3)
    hook = QPainterPath(QPointF(cx - 19.0, 104.0))
    hook.lineTo(cx - 19.0, 111.0)
    for sign in (-1, 1):
        hook.moveTo(cx - 19.0, 111.0)
        hook.quadTo(cx - 19.0 + sign * 3.5, 111.5, cx - 19.0 + sign * 3.2, 108.0)
    line(p, hook, "#2a2a30", 1.4)
    line(p, hook, "#8a8f99", 0.8)


def _jade_bi(p: QPainter, look: Look, at: Spot) -> None:
    """The priceless jade 璧 he carried across the Yellow River, hanging from a red cord."""
    cx = at.cx
    c = (cx + 14.0, 97.0)
    line(p, curve((cx + 6.0, 84.0), (c[0] - 1.0, 86.0), (c[0], c[1] - 6.0)), _RED, 0.8)
    disc = QPainterPath()
    disc.addEllipse(QPointF(*c), 6.2, 6.2)
    hole = QPainterPath()
    hole.addEllipse(QPointF(*c), 2.0, 2.0)
    fill(p, disc - hole, "#6fbf9a", edge="#2f6a4a", width=0.6, light=140, dark=75)
    for k in range(8):
        a = k * math.pi / 4
        bead(p, (c[0] + 4.1 * math.cos(a), c[1] + 4.1 * math.sin(a)), 0.45, "#a8e0c4")
    _tassel(p, (c[0], c[1] + 6.0), 6.0, _RED)


def _silk(p: QPainter, look: Look, at: Spot) -> None:
    """浣纱: a length of silk she has just washed, lifted high on the left and floating down
    and across her like the stream."""
    cx = at.cx
    silk = _color(look, "#dff3f4")
    path = QPainterPath(QPointF(cx - 19.0, 30.0))
    path.cubicTo(cx - 28.0, 40.0, cx - 18.0, 58.0, cx - 28.0, 74.0)
    path.cubicTo(cx - 38.0, 88.0, cx - 30.0, 104.0, cx - 12.0, 104.0)
    path.cubicTo(cx + 6.0, 104.0, cx + 20.0, 110.0, cx + 42.0, 98.0)
    line(p, path, "#6aaab4", 6.2, alpha=210)
    line(p, path, silk, 5.0, alpha=240)
    line(p, path.translated(0.8, -0.8), "#ffffff", 0.9, alpha=200)
    for k in range(3):
        ripple = curve(
            (cx - 40.0 + k * 5.0, 116.0 + k),
            (cx - 30.0 + k * 5.0, 113.0 + k),
            (cx - 20.0 + k * 5.0, 116.0 + k),
        )
        line(p, ripple, "#e8f8fa", 0.6, alpha=170)


def _gourd_staff(p: QPainter, look: Look, at: Spot) -> None:
    """悬壶: a wandering physician's staff with his medicine gourd hanging from it."""
    cx = at.cx
    top = (cx - 20.0, 22.0)
    rod(p, (cx - 26.0, 122.0), top, "#7a5a34", 1.8)
    knob = QPainterPath()
    knob.addEllipse(QPointF(top[0], top[1] - 1.0), 2.0, 1.6)
    fill(p, knob, "#7a5a34")
    x = cx - 15.5
    line(p, curve((top[0], top[1] + 0.5), (x - 1.0, top[1] + 1.0), (x, 27.0)), _RED, 0.7)
    body = QPainterPath()
    body.addEllipse(QPointF(x, 31.0), 3.0, 3.3)
    body.addEllipse(QPointF(x, 39.0), 5.2, 5.6)
    fill(p, body.simplified(), _color(look, "#d9a441"), light=135)
    line(p, segment((x - 2.8, 34.0), (x + 2.8, 34.0)), _RED, 1.2)
    stem = QPainterPath()
    stem.addRect(QRectF(x - 0.7, 26.4, 1.4, 1.8))
    fill(p, stem, "#5a3a1a")
    glow(p, (x - 1.8, 37.0), 1.9, "#ffffff", 120)


def _pipa(p: QPainter, look: Look, at: Spot) -> None:
    """琵琶: a pear-shaped lute held across the body, its neck over the left shoulder."""
    p.save()
    p.translate(at.cx - 9.0, 100.0)
    p.rotate(36.0)
    neck = QPainterPath()
    neck.addRect(QRectF(-1.3, -28.0, 2.6, 15.0))
    fill(p, neck, "#7a4a22")
    head = poly((-1.6, -28.0), (1.6, -28.0), (1.0, -32.5), (-2.2, -32.0))
    fill(p, head, "#5a3216")
    for y in (-30.5, -29.0):
        line(p, segment((-3.4, y), (2.8, y)), "#e8dcc0", 0.6)
    body = QPainterPath(QPointF(0.0, -15.0))
    body.cubicTo(7.5, -11.0, 10.0, 3.0, 0.0, 11.0)
    body.cubicTo(-10.0, 3.0, -7.5, -11.0, 0.0, -15.0)
    fill(p, body, _color(look, "#e2b878"), edge="#5a3216", light=120, across=True)
    for k in range(4):
        line(p, segment((-1.2, -24.0 + k * 2.6), (1.2, -24.0 + k * 2.6)), "#e8dcc0", 0.4)
    for dx in (-0.9, -0.3, 0.3, 0.9):
        line(p, segment((dx, -27.0), (dx * 1.5, 6.0)), "#f4eee0", 0.18)
    bridge = QPainterPath()
    bridge.addRect(QRectF(-2.5, 5.0, 5.0, 1.0))
    fill(p, bridge, "#5a3216")
    p.restore()


def _raised_hand(p: QPainter, look: Look, wrist: Point, reach: float = 10.0) -> None:
    """A wide sleeve rising from the bottom edge to ``wrist``, and the hand there."""
    x, y = wrist
    sleeve = QPainterPath(QPointF(x - reach, 122.0))
    sleeve.quadTo(x - 4.0, y + 10.0, x - 3.5, y + 1.5)
    sleeve.lineTo(x + 3.5, y + 2.0)
    sleeve.quadTo(x + 6.0, y + 12.0, x + reach, 122.0)
    sleeve.closeSubpath()
    fill(p, sleeve, shade(look.robe, 112), light=125)
    line(p, curve((x - 3.5, y + 2.5), (x, y + 3.8), (x + 3.5, y + 3.0)), look.trim, 0.9)
    hand = QPainterPath()
    hand.addEllipse(QPointF(x, y), 2.3, 2.0)
    fill(p, hand, look.skin, light=110)


def _round_fan(p: QPainter, look: Look, at: Spot) -> None:
    """团扇: a round silk fan painted with a blossoming branch, raised beside her cheek."""
    cx = at.cx
    c = (cx + 13.0, 74.0)
    line(p, segment((c[0], c[1] + 7.0), (c[0] - 0.2, c[1] + 20.0)), "#7a2a2a", 1.0)
    _tassel(p, (c[0] + 0.5, c[1] + 20.0), 6.0, _RED, 1.0)
    _raised_hand(p, look, (c[0] - 0.2, c[1] + 19.0))
    fan = QPainterPath()
    fan.addEllipse(QPointF(*c), 7.2, 7.2)
    fill(p, fan, "#f8f2e4", edge="#a0783a", width=0.9, light=104, dark=92)
    branch = curve((c[0] - 5.0, c[1] + 4.0), (c[0] - 1.0, c[1] - 1.0), (c[0] + 4.5, c[1] - 3.5))
    line(p, branch, "#5a3a2a", 0.5)
    for dx, dy in ((-2.0, 0.5), (1.5, -2.0), (4.0, -3.2)):
        flower(p, (c[0] + dx, c[1] + dy), 1.3, "#f08aa8")


def _whisk(p: QPainter, look: Look, at: Spot) -> None:
    """拂尘: a Daoist's horsetail whisk resting on the shoulder."""
    cx = at.cx
    top = (cx - 25.0, 66.0)
    rod(p, (cx - 14.0, 98.0), top, _color(look, "#6b4226"), 1.5)
    bead(p, top, 1.2, GOLD)
    for k in range(7):
        dx = (k - 3) * 0.9
        strand = QPainterPath(QPointF(*top))
        strand.cubicTo(
            top[0] - 6.0 + dx,
            top[1] + 2.0,
            top[0] - 9.0 + dx,
            top[1] + 14.0,
            top[0] - 6.0 + dx * 1.8,
            top[1] + 34.0,
        )
        line(p, strand, "#b8b6ae", 1.1)
        line(p, strand, "#f8f6ee", 0.7)


BACK: dict[str, Part] = {
    "sword": _sword,
    "sheathed_sword": _sheathed_sword,
    "back_sword": _back_sword,
    "back_sword_bi": _back_sword,
    "yue_sword": _yue_sword,
    "bamboo_banner": _bamboo_banner,
    "halberd": _halberd,
    "staff": _staff,
    "bow": _bow,
    "dance_sword": _dance_sword,
    "ribbons": _ribbons_back,
    "spear": _spear,
    "pennant_spear": _pennant_spear,
    "general_flag": _general_flag,
    "beacon": _beacon,
    "glaive": _glaive,
    "saber": _saber,
    "apricot_flag": _apricot_flag,
    "twin_axes": _twin_axes,
    "monk_spade": _monk_spade,
    "sulde": _sulde,
    "sun_moon": _sun_moon,
    "falcon": _falcon,
    "gourd": _gourd_staff,
    "silk": _silk,
}

FRONT: dict[str, Part] = {
    "back_sword_bi": _jade_bi,
    "slips": _slips,
    "feather_fan": _feather_fan,
    "ribbons": _ribbons_front,
    "twin_maces": _twin_maces,
    "tablet": _tablet,
    "rope": _rope,
    "pipa": _pipa,
    "round_fan": _round_fan,
    "whisk": _whisk,
}
