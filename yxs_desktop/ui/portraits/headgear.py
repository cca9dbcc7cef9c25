"""Crowns, caps, helmets, hats and coiffures.

Each kind has a drawer for the part in front of the head (:data:`FRONT`, drawn after the
face and the hair on the skull); some also have one for a part behind the head
(:data:`BACK`: hat wings, hanging tails, drawn before the body). Grid geometry as in :mod:`.face`.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPainterPath

from yxs_desktop.ui.portraits.face import half_width
from yxs_desktop.ui.portraits.kit import (
    Part,
    Point,
    Spot,
    bead,
    both_sides,
    curve,
    fill,
    flat,
    flower,
    glow,
    line,
    paint_part,
    poly,
    segment,
    shade,
)
from yxs_desktop.ui.portraits.looks import GOLD, Look

_RED = "#cc2a2a"
_JADE = "#7fd1b9"
_PEARL = "#f6f1e4"


def paint_headgear_back(p: QPainter, look: Look, at: Spot) -> None:
    """The part of the headgear behind the head, if any."""
    paint_part(BACK, look.headgear, p, look, at)


def paint_headgear(p: QPainter, look: Look, at: Spot) -> None:
    """The headgear in front (nothing for an unknown kind: the bare hair shows)."""
    paint_part(FRONT, look.headgear, p, look, at)


# --------------------------------------------------------------------------- helpers


def _beside(
    a: tuple[float, float], b: tuple[float, float], t: float, side: float
) -> tuple[float, float]:
    """The point at fraction ``t`` from ``a`` to ``b``, ``side`` units off the line."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    return (a[0] + dx * t + dy / n * side, a[1] + dy * t - dx / n * side)


def _skull_cap(cx: float, w: float, top: float, brow: float) -> QPainterPath:
    """A cap fitting the skull from the forehead line ``brow`` up to ``top``."""
    cap = QPainterPath(QPointF(cx - w, brow + 2.0))
    cap.cubicTo(cx - w - 0.6, top + 6.0, cx - w * 0.6, top, cx, top)
    cap.cubicTo(cx + w * 0.6, top, cx + w + 0.6, top + 6.0, cx + w, brow + 2.0)
    cap.quadTo(cx, brow - 3.0, cx - w, brow + 2.0)
    cap.closeSubpath()
    return cap


def _band(cx: float, w: float, y: float, h: float) -> QPainterPath:
    """A band round the head at ``y``, ``h`` high, curving with the brow."""
    band = QPainterPath(QPointF(cx - w, y + 2.2))
    band.quadTo(cx, y - 3.2, cx + w, y + 2.2)
    band.lineTo(cx + w, y + 2.2 + h)
    band.quadTo(cx, y - 3.2 + h, cx - w, y + 2.2 + h)
    band.closeSubpath()
    return band


def _bun(p: QPainter, look: Look, c: tuple[float, float], rx: float, ry: float) -> None:
    bun = QPainterPath()
    bun.addEllipse(QPointF(*c), rx, ry)
    fill(p, bun, look.hair, light=150)
    line(
        p,
        curve(
            (c[0] - rx * 0.6, c[1] - ry * 0.2),
            (c[0], c[1] - ry * 0.9),
            (c[0] + rx * 0.6, c[1] - ry * 0.3),
        ),
        shade(look.hair, 200),
        0.5,
        alpha=110,
    )


def _tassel(p: QPainter, c: tuple[float, float], r: float, color: str) -> None:
    """A bushy tassel of horsehair hanging from ``c``."""
    tuft = QPainterPath(QPointF(c[0], c[1]))
    tuft.cubicTo(c[0] - r * 1.2, c[1] + r * 0.5, c[0] - r, c[1] + r * 2.0, c[0], c[1] + r * 2.2)
    tuft.cubicTo(c[0] + r, c[1] + r * 2.0, c[0] + r * 1.2, c[1] + r * 0.5, c[0], c[1])
    fill(p, tuft, color, light=140)
    for dx in (-0.4, 0.0, 0.4):
        line(
            p,
            segment((c[0] + dx * r, c[1] + r * 0.6), (c[0] + dx * r * 1.4, c[1] + r * 2.0)),
            shade(color, 55),
            0.3,
        )


def _flowers(p: QPainter, x: float, y: float, petal: str) -> None:
    """A spray of three small flowers, a lady's hair ornament."""
    flower(p, (x, y), 2.4, petal)
    flower(p, (x + 2.8, y + 2.4), 1.8, petal)
    flower(p, (x - 1.6, y + 3.0), 1.5, "#f48fb1")


def _helmet_dome(cx: float, w: float, top: float, brim: float) -> QPainterPath:
    dome = QPainterPath(QPointF(cx - w, brim + 1.5))
    dome.cubicTo(cx - w - 0.8, top + 7.0, cx - w * 0.55, top, cx, top)
    dome.cubicTo(cx + w * 0.55, top, cx + w + 0.8, top + 7.0, cx + w, brim + 1.5)
    dome.quadTo(cx, brim - 3.5, cx - w, brim + 1.5)
    dome.closeSubpath()
    return dome


def _cheek_guards(
    p: QPainter, look: Look, cx: float, w: float, color: str, bottom: float = 67.0
) -> None:
    guard = poly(
        (cx - w - 2.6, 48.0),
        (cx - w + 1.6, 49.0),
        (cx - w + 1.4, bottom - 2.0),
        (cx - w - 3.0, bottom),
    )
    fill(p, both_sides(guard, cx), color, light=140, dark=65)
    for side in (-1, 1):
        for k in range(3):
            y = 52.0 + k * 4.5
            line(
                p,
                segment((cx + side * (w - 1.2), y), (cx + side * (w + 2.6), y + 0.6)),
                shade(color, 50),
                0.35,
            )


# --------------------------------------------------------------------------- rulers


def _mianliu(p: QPainter, look: Look, at: Spot) -> None:
    """冕旒: a cap, a flat board across the top and strings of jade beads at its front, with
    yellow ear plugs (充耳) on cords by the ears."""
    cx, w = at.cx, half_width(look)
    fill(p, _skull_cap(cx, w + 0.5, 35.0, 48.0), look.hat, light=150)
    line(p, curve((cx - w, 49.8), (cx, 44.6), (cx + w, 49.8)), look.hat_trim, 1.0)
    pin = segment((cx - 15.5, 41.0), (cx + 15.5, 41.0))
    line(p, pin, shade(GOLD, 50), 1.4)
    line(p, pin, GOLD, 0.9)
    for side in (-1, 1):
        line(
            p,
            curve((cx + side * 15.5, 41.0), (cx + side * 16.0, 50.0), (cx + side * 14.2, 56.5)),
            look.hat_trim,
            0.45,
        )
        bead(p, (cx + side * 14.2, 57.8), 1.5, "#f0c84a")
    board = poly((cx - 21.0, 32.0), (cx + 21.0, 32.0), (cx + 20.0, 36.0), (cx - 20.0, 36.0))
    fill(p, board, look.hat, light=160)
    line(p, segment((cx - 20.0, 36.2), (cx + 20.0, 36.2)), look.hat_trim, 1.1, flat_cap=True)
    colors = (_JADE, "#c8303a", _PEARL, _JADE, GOLD)
    for i in range(9):
        x = cx - 18.0 + i * 4.5
        length = 4 if abs(x - cx) < 11 else 6
        line(p, segment((x, 36.8), (x, 37.5 + length * 2.6)), "#2a2020", 0.3)
        for j in range(length):
            bead(p, (x, 38.6 + j * 2.6), 0.95, colors[(i + j) % len(colors)])


def _han_crown(p: QPainter, look: Look, at: Spot) -> None:
    """长冠 (刘氏冠): a tall narrow lacquered board over the topknot, tied with red cords."""
    cx = at.cx
    w = half_width(look)
    board = QPainterPath(QPointF(cx - 4.6, 39.5))
    board.lineTo(cx - 3.6, 19.0)
    board.quadTo(cx + 0.5, 14.5, cx + 6.0, 16.5)
    board.lineTo(cx + 4.6, 39.5)
    board.closeSubpath()
    fill(p, board, look.hat, light=170)
    line(p, segment((cx + 4.0, 38.0), (cx + 5.4, 18.0)), look.hat_trim, 0.9)
    cap = QPainterPath()
    cap.addRoundedRect(QRectF(cx - 6.0, 36.5, 12.0, 8.5), 3.0, 3.0)
    fill(p, cap, look.hat, light=160)
    line(p, segment((cx - 6.0, 43.0), (cx + 6.0, 43.0)), GOLD, 0.7)
    for side in (-1, 1):
        cord = QPainterPath(QPointF(cx + side * 5.5, 43.5))
        cord.cubicTo(
            cx + side * (w + 1.0), 47.0, cx + side * (w + 0.4), 60.0, cx + side * (w - 3.0), 70.0
        )
        line(p, cord, look.hat_trim, 0.45)
        line(
            p,
            segment((cx + side * (w - 3.0), 70.0), (cx + side * (w - 2.5), 77.0)),
            look.hat_trim,
            1.2,
        )


def _headband(p: QPainter, look: Look, at: Spot) -> None:
    """A rough cloth band over unruly hair, its knotted ends flying."""
    cx, w = at.cx, half_width(look)
    tufts = QPainterPath()
    for x, h in ((-7.0, 3.5), (-2.5, 4.5), (2.5, 4.0), (7.0, 3.0)):
        tufts.addPath(poly((cx + x - 2.4, 43.0), (cx + x + 0.6, 38.5 - h), (cx + x + 2.4, 42.5)))
    fill(p, tufts, look.hair, light=150)
    fill(p, _band(cx, w + 0.9, 46.0, 3.8), look.hat, light=125)
    for dy, tip in ((0.0, (w + 7.5, 52.5)), (1.6, (w + 6.0, 58.0))):
        tail = QPainterPath(QPointF(cx + w + 0.5, 48.0 + dy))
        tail.quadTo(cx + w + 5.0, 48.5 + dy, cx + tip[0], tip[1])
        tail.lineTo(cx + tip[0] - 1.6, tip[1] + 1.2)
        tail.quadTo(cx + w + 4.0, 51.0 + dy, cx + w + 0.5, 50.5 + dy)
        tail.closeSubpath()
        fill(p, tail, look.hat)
    knot = QPainterPath()
    knot.addEllipse(QPointF(cx + w + 0.6, 49.2), 1.6, 1.4)
    fill(p, knot, look.hat)


def _jinxian(p: QPainter, look: Look, at: Spot) -> None:
    """进贤冠: a dark cap with a raised slanting front plate ribbed in gold and a jewel."""
    cx, w = at.cx, half_width(look)
    plate = QPainterPath(QPointF(cx - 8.5, 43.0))
    plate.lineTo(cx - 10.0, 31.0)
    plate.quadTo(cx, 26.5, cx + 10.0, 29.5)
    plate.lineTo(cx + 8.5, 43.0)
    plate.closeSubpath()
    fill(p, plate, look.hat, light=170)
    for x in (-5.0, 0.0, 5.0):
        line(p, segment((cx + x * 0.9, 42.0), (cx + x * 1.05, 29.5 + x * 0.18)), GOLD, 0.55)
    line(p, curve((cx - 10.0, 31.0), (cx, 26.5), (cx + 10.0, 29.5)), GOLD, 0.7)
    fill(p, _skull_cap(cx, w + 0.6, 37.0, 48.0), look.hat, light=150)
    line(p, curve((cx - w, 49.6), (cx, 44.6), (cx + w, 49.6)), GOLD, 0.8)
    bead(p, (cx, 45.3), 1.4, "#c8303a")


def _yue_crown(p: QPainter, look: Look, at: Spot) -> None:
    """A plain bronze circlet with three low points over a topknot."""
    cx, w = at.cx, half_width(look)
    _bun(p, look, (cx, 38.5), 5.0, 4.0)
    crown = QPainterPath(QPointF(cx - w - 0.5, 50.0))
    crown.lineTo(cx - w, 45.0)
    for x, y in ((-7.5, 40.5), (-4.0, 44.0), (0.0, 38.0), (4.0, 44.0), (7.5, 40.5)):
        crown.lineTo(cx + x, y)
    crown.lineTo(cx + w, 45.0)
    crown.lineTo(cx + w + 0.5, 50.0)
    crown.quadTo(cx, 45.0, cx - w - 0.5, 50.0)
    crown.closeSubpath()
    fill(p, crown, look.hat, light=140)
    bead(p, (cx, 45.2), 1.4, look.hat_trim)
    for x in (-7.5, 7.5):
        bead(p, (cx + x, 41.2), 0.7, look.hat_trim)


def _plume_helmet(p: QPainter, look: Look, at: Spot) -> None:
    """A heavy iron helmet: gold brim and beast mask, cheek guards, a spike and a great red
    plume."""
    cx, w = at.cx, half_width(look)
    plume = QPainterPath(QPointF(cx - 1.0, 29.0))
    plume.cubicTo(cx - 5.0, 20.0, cx - 1.0, 11.0, cx + 9.0, 7.0)
    plume.cubicTo(cx + 6.0, 12.0, cx + 10.0, 18.0, cx + 14.0, 20.5)
    plume.cubicTo(cx + 8.0, 21.0, cx + 4.0, 25.0, cx + 2.0, 29.0)
    plume.closeSubpath()
    fill(p, plume, look.hat_trim, light=140)
    for k in range(4):
        line(
            p,
            curve((cx + 0.5, 28.0), (cx + 1.0 + k, 17.0), (cx + 5.0 + k * 2.2, 11.0 + k * 2.5)),
            shade(look.hat_trim, 55),
            0.35,
        )
    line(p, segment((cx, 34.0), (cx, 26.0)), GOLD, 1.3)
    bead(p, (cx, 28.5), 1.3, GOLD)
    _cheek_guards(p, look, cx, w, look.hat, 68.0)
    fill(p, _helmet_dome(cx, w + 2.6, 31.5, 48.5), look.hat, light=170)
    line(p, curve((cx - w - 2.0, 37.0 + 12.0), (cx, 43.0), (cx + w + 2.0, 49.0)), GOLD, 1.6)
    mask = poly((cx - 4.0, 47.5), (cx, 38.0), (cx + 4.0, 47.5), (cx, 45.8))
    fill(p, mask, GOLD)
    for side in (-1, 1):
        bead(p, (cx + side * 7.5, 40.0), 0.8, GOLD)


def _futou_wings_up(p: QPainter, look: Look, at: Spot) -> None:
    cx, w = at.cx, half_width(look)
    reach = min(at.room - 1.5, w + 9.0)
    for side in (-1, 1):
        wing = QPainterPath(QPointF(cx + side * (w - 4.0), 46.0))
        wing.lineTo(cx + side * (w + 2.0), 46.0)
        wing.quadTo(cx + side * (reach - 0.5), 46.0, cx + side * (reach - 0.5), 37.5)
        line(p, wing, shade(look.hat, 40), 3.2)
        line(p, wing, look.hat, 2.4)
        line(p, wing, shade(look.hat, 260), 0.5, alpha=120)


def _futou_up(p: QPainter, look: Look, at: Spot) -> None:
    """Tang 幞头 with a tall two-lobed crown (its stiff wings are behind)."""
    cx, w = at.cx, half_width(look)
    crown = QPainterPath(QPointF(cx - 7.5, 42.0))
    crown.cubicTo(cx - 8.5, 30.0, cx - 2.5, 29.0, cx, 32.5)
    crown.cubicTo(cx + 2.5, 29.0, cx + 8.5, 30.0, cx + 7.5, 42.0)
    crown.closeSubpath()
    fill(p, crown, look.hat, light=175)
    fill(p, _skull_cap(cx, w + 0.6, 38.5, 48.0), look.hat, light=160)
    line(
        p, curve((cx - w + 1.0, 48.5), (cx, 44.2), (cx + w - 1.0, 48.5)), shade(look.hat, 220), 0.5
    )


def _phoenix_crown(p: QPainter, look: Look, at: Spot) -> None:
    """凤冠: a high bun under a fan of golden phoenix plumes tipped with jewels, dangling
    pearl strings at the sides."""
    cx = at.cx
    _bun(p, look, (cx, 37.5), 10.5, 7.5)
    for i in range(7):
        a = math.radians(-90 + (i - 3) * 24)
        o = (cx, 40.0)
        tip = (o[0] + 15.0 * math.cos(a), o[1] + 15.0 * math.sin(a) + abs(i - 3) * 1.2)
        feather = poly(
            (o[0] + 4.0 * math.cos(a - 0.35), o[1] + 4.0 * math.sin(a - 0.35)),
            tip,
            (o[0] + 4.0 * math.cos(a + 0.35), o[1] + 4.0 * math.sin(a + 0.35)),
        )
        fill(p, feather, look.hat, width=0.4)
        bead(p, tip, 1.3 if i % 2 else 1.0, look.hat_trim if i % 2 else _PEARL)
    band = _band(cx, 11.5, 41.5, 3.0)
    fill(p, band, look.hat)
    bead(p, (cx, 40.5), 2.1, look.hat_trim)
    for side in (-1, 1):
        bead(p, (cx + side * 6.0, 42.4), 1.0, _JADE)
        x = cx + side * 13.2
        fill(p, poly((x - 1.6, 41.5), (x + 1.6, 41.5), (x, 45.5)), look.hat)
        line(p, segment((x, 45.0), (x, 55.0)), GOLD, 0.3)
        for j in range(4):
            bead(p, (x, 46.0 + j * 2.5), 0.8, _PEARL if j % 2 else look.hat_trim)


def _futou_long_wings(p: QPainter, look: Look, at: Spot) -> None:
    cx = at.cx
    reach = min(at.room, 31.0)
    rod_path = QPainterPath()
    rod_path.addRoundedRect(QRectF(cx - reach + 2.0, 44.6, 2 * reach - 4.0, 1.8), 0.9, 0.9)
    for side in (-1, 1):
        rod_path.addRoundedRect(QRectF(cx + side * (reach - 2.5) - 2.5, 44.0, 5.0, 3.0), 1.2, 1.2)
    fill(p, rod_path.simplified(), look.hat, light=170)


def _futou_long(p: QPainter, look: Look, at: Spot) -> None:
    """展脚幞头: a square black cap (its long straight wings are behind)."""
    cx, w = at.cx, half_width(look)
    crown = QPainterPath()
    crown.addRoundedRect(QRectF(cx - 9.0, 32.0, 18.0, 12.0), 3.0, 3.0)
    fill(p, crown, look.hat, light=170)
    fill(p, _skull_cap(cx, w + 0.6, 38.5, 48.0), look.hat, light=160)
    line(
        p, curve((cx - w + 1.0, 48.5), (cx, 44.2), (cx + w - 1.0, 48.5)), shade(look.hat, 220), 0.5
    )


def _fur_hat(p: QPainter, look: Look, at: Spot) -> None:
    """A Mongol hat: a domed crown with a red tassel, a thick fur brim and fur ear flaps."""
    cx, w = at.cx, half_width(look)
    for side in (-1, 1):
        flap = QPainterPath()
        flap.addRoundedRect(QRectF(cx + side * (w + 0.5) - 3.2, 45.0, 6.4, 17.5), 3.0, 3.0)
        fill(p, flap, look.hat_trim, light=140)
    crown = QPainterPath(QPointF(cx - 10.5, 43.0))
    crown.cubicTo(cx - 11.0, 31.0, cx - 5.0, 27.0, cx, 27.0)
    crown.cubicTo(cx + 5.0, 27.0, cx + 11.0, 31.0, cx + 10.5, 43.0)
    crown.closeSubpath()
    fill(p, crown, look.hat, light=150)
    line(p, segment((cx, 28.0), (cx, 42.0)), GOLD, 0.5)
    _tassel(p, (cx, 26.0), 2.2, "#d42a2a")
    bead(p, (cx, 26.4), 1.2, GOLD)
    brim = QPainterPath(QPointF(cx - w - 3.0, 47.5))
    n = 10
    for i in range(n + 1):
        t = i / n
        x = cx - w - 3.0 + (2 * w + 6.0) * t
        brim.lineTo(x, 40.5 - 2.5 * math.sin(math.pi * t) + (0.9 if i % 2 else 0.0))
    for i in range(n, -1, -1):
        t = i / n
        x = cx - w - 3.0 + (2 * w + 6.0) * t
        brim.lineTo(x, 49.5 - 2.5 * math.sin(math.pi * t) + (0.9 if i % 2 else 0.0))
    brim.closeSubpath()
    fill(p, brim, look.hat_trim, light=150)


def _steppe_crown(p: QPainter, look: Look, at: Spot) -> None:
    """A Xianbei noblewoman's tall hat: fur brim, gold 步摇 branches with dangling leaves and
    two pheasant tail feathers."""
    cx, w = at.cx, half_width(look)
    for sign, tip in ((-1, (cx - 17.0, 7.0)), (1, (cx + 14.0, 6.0))):
        base = (cx + sign * 5.0, 32.0)
        feather = curve(base, (base[0] + sign * 2.0, 16.0), tip)
        line(p, feather, shade("#b5651d", 45), 2.6)
        line(p, feather, "#c8782a", 1.8)
        for k in range(1, 6):
            t = k / 6
            x = (1 - t) ** 2 * base[0] + 2 * (1 - t) * t * (base[0] + sign * 2.0) + t * t * tip[0]
            y = (1 - t) ** 2 * base[1] + 2 * (1 - t) * t * 16.0 + t * t * tip[1]
            line(p, segment((x - 1.0, y + 0.4), (x + 1.0, y - 0.4)), "#3a2414", 0.55)
    hat = QPainterPath(QPointF(cx - w - 0.5, 46.0))
    hat.cubicTo(cx - w + 1.0, 34.0, cx - 6.5, 24.0, cx, 23.5)
    hat.cubicTo(cx + 6.5, 24.0, cx + w - 1.0, 34.0, cx + w + 0.5, 46.0)
    hat.closeSubpath()
    fill(p, hat, look.hat, light=150)
    stem = QPainterPath(QPointF(cx, 24.0))
    stem.lineTo(cx, 15.0)
    for y, dx in ((21.0, 5.0), (18.0, -5.0), (15.5, 4.0)):
        stem.moveTo(cx, y + 1.5)
        stem.lineTo(cx + dx, y - 1.5)
    line(p, stem, GOLD, 0.7)
    for x, y in ((0.0, 14.0), (5.0, 19.5), (-5.0, 16.5), (4.0, 14.0), (-2.0, 12.5), (2.0, 17.0)):
        bead(p, (cx + x, y), 1.0, GOLD)
    for side in (-1, 1):
        bead(p, (cx + side * 4.5, 34.0), 1.2, "#2fa5a0")
    bead(p, (cx, 33.0), 1.5, "#d2452f")
    brim = QPainterPath(QPointF(cx - w - 1.5, 48.5))
    n = 10
    for i in range(n + 1):
        t = i / n
        brim.lineTo(
            cx - w - 1.5 + (2 * w + 3.0) * t,
            41.5 - 2.0 * math.sin(math.pi * t) + (0.8 if i % 2 else 0.0),
        )
    brim.lineTo(cx + w + 1.5, 48.5)
    brim.quadTo(cx, 44.0, cx - w - 1.5, 48.5)
    brim.closeSubpath()
    fill(p, brim, look.trim, light=115, dark=70)


# --------------------------------------------------------------------------- ministers


def _xiezhi_cap(p: QPainter, look: Look, at: Spot) -> None:
    """獬豸冠, the law officer's cap: a small cap with the single horn of the beast that
    knows the guilty, tied with red cords."""
    cx, w = at.cx, half_width(look)
    horn = QPainterPath(QPointF(cx - 2.5, 38.0))
    horn.cubicTo(cx - 3.0, 30.0, cx + 1.0, 23.0, cx + 6.5, 21.0)
    horn.cubicTo(cx + 3.0, 25.0, cx + 2.0, 31.0, cx + 3.0, 38.0)
    horn.closeSubpath()
    fill(p, horn, look.hat, light=180)
    line(p, curve((cx - 1.5, 35.0), (cx - 0.5, 27.0), (cx + 5.0, 22.0)), GOLD, 0.5)
    cap = QPainterPath()
    cap.addRoundedRect(QRectF(cx - 6.5, 35.5, 13.0, 9.0), 2.5, 2.5)
    fill(p, cap, look.hat, light=160)
    line(p, segment((cx - 6.5, 43.0), (cx + 6.5, 43.0)), GOLD, 0.6)
    for side in (-1, 1):
        cord = QPainterPath(QPointF(cx + side * 6.0, 43.5))
        cord.cubicTo(
            cx + side * (w + 0.8), 47.0, cx + side * (w + 0.4), 60.0, cx + side * (w - 3.5), 70.5
        )
        line(p, cord, look.hat_trim, 0.45)


def _high_bun(p: QPainter, look: Look, at: Spot) -> None:
    """A tall looped bun with golden hairpins, a red flower and dangling beads (步摇)."""
    cx = at.cx
    loop = QPainterPath(QPointF(cx - 6.5, 42.0))
    loop.cubicTo(cx - 9.5, 32.0, cx - 6.0, 21.0, cx + 1.0, 21.5)
    loop.cubicTo(cx + 7.0, 22.0, cx + 8.0, 32.0, cx + 6.5, 42.0)
    loop.closeSubpath()
    fill(p, loop, look.hair, light=150)
    line(
        p,
        curve((cx - 3.0, 39.0), (cx - 4.5, 26.0), (cx + 2.5, 25.5)),
        shade(look.hair, 220),
        0.6,
        alpha=120,
    )
    for a, b in (
        ((cx - 3.0, 36.0), (cx - 15.0, 29.0)),
        ((cx + 2.0, 33.0), (cx + 15.0, 27.0)),
        ((cx + 1.0, 38.0), (cx + 14.0, 38.5)),
    ):
        line(p, segment(a, b), shade(GOLD, 50), 1.0)
        line(p, segment(a, b), look.hat_trim, 0.6)
        bead(p, b, 1.1, _PEARL if b[1] > 35 else "#d42a2a")
    for j in range(3):
        bead(p, (cx + 15.0, 29.5 + j * 2.4), 0.75, _PEARL if j % 2 else GOLD)
    flower(p, (cx - 6.0, 42.0), 2.4, "#d8283a")


def _flying_bun(p: QPainter, look: Look, at: Spot) -> None:
    """飞仙髻: two rings of hair rising and leaning apart like wings, tied with pink
    ribbons."""
    cx = at.cx
    for side in (-1, 1):
        p.save()
        p.translate(cx + side * 7.5, 31.5)
        p.rotate(side * 32.0)
        ring = QPainterPath()
        ring.addEllipse(QPointF(0.0, 0.0), 4.0, 7.0)
        line(p, ring, shade(look.hair, 45), 3.4)
        line(p, ring, look.hair, 2.5)
        line(
            p, curve((-2.5, -4.0), (0.0, -7.5), (2.5, -4.0)), shade(look.hair, 230), 0.6, alpha=120
        )
        p.restore()
    _bun(p, look, (cx, 39.5), 6.5, 3.8)
    for side in (-1, 1):
        ribbon = QPainterPath(QPointF(cx + side * 3.0, 39.0))
        ribbon.cubicTo(cx + side * 9.0, 37.0, cx + side * 10.0, 44.0, cx + side * 16.0, 43.0)
        line(p, ribbon, shade(look.hat_trim, 60), 1.7)
        line(p, ribbon, look.hat_trim, 1.1)
    bead(p, (cx, 38.5), 1.4, GOLD)
    flower(p, (cx + 5.0, 41.0), 1.8, "#fbd3e0")


def _silver_helmet(p: QPainter, look: Look, at: Spot) -> None:
    """A bright Song helmet with a ridge, a flared gold-edged brim, scaled cheek guards and
    a red tassel."""
    cx, w = at.cx, half_width(look)
    _cheek_guards(p, look, cx, w, look.hat)
    line(p, segment((cx, 33.0), (cx, 25.0)), GOLD, 1.0)
    _tassel(p, (cx, 21.0), 3.2, look.hat_trim)
    fill(p, _helmet_dome(cx, w + 2.0, 30.0, 48.0), look.hat, light=135, dark=70)
    line(p, segment((cx, 30.5), (cx, 45.0)), shade(look.hat, 55), 0.8)
    brim = QPainterPath(QPointF(cx - w - 3.5, 47.5))
    brim.quadTo(cx, 41.0, cx + w + 3.5, 47.5)
    brim.lineTo(cx + w + 2.0, 50.5)
    brim.quadTo(cx, 45.5, cx - w - 2.0, 50.5)
    brim.closeSubpath()
    fill(p, brim, look.hat, edge=GOLD, width=0.7)
    glow(p, (cx - 4.5, 35.5), 3.5, "#ffffff", 160, 2.0)


def _topknot(p: QPainter, look: Look, at: Spot) -> None:
    """A swordsman's topknot tied with a long ribbon streaming in the wind, and loose
    strands at the temples."""
    cx, w = at.cx, half_width(look)
    for k, (mid, end) in enumerate(
        (((-12.0, 31.0), (-24.0, 24.0)), ((-14.0, 40.0), (-26.0, 33.0)))
    ):
        tail = QPainterPath(QPointF(cx - 3.0, 38.5 + k))
        tail.cubicTo(cx - 7.0, 34.0 + k * 4, cx + mid[0] + 3.0, mid[1] + 4.0, cx + mid[0], mid[1])
        tail.quadTo(cx + mid[0] - 4.0, mid[1] - 3.5, cx + end[0], end[1])
        line(p, tail, shade(look.hat_trim, 55), 2.8)
        line(p, tail, look.hat_trim, 2.0)
        line(p, tail, shade(look.hat_trim, 160), 0.5, alpha=150)
    _bun(p, look, (cx, 37.5), 4.6, 4.0)
    band = QPainterPath()
    band.addRect(QRectF(cx - 4.2, 39.2, 8.4, 1.8))
    fill(p, band, look.hat_trim)
    for side in (-1, 1):
        strand = curve(
            (cx + side * 5.0, 47.5), (cx + side * (w - 1.0), 52.0), (cx + side * (w - 0.5), 61.0)
        )
        line(p, strand, look.hair, 0.9)


def _phoenix_helmet(p: QPainter, look: Look, at: Spot) -> None:
    """凤翅盔: a dark steel helmet with golden phoenix wings at the temples and a red
    tassel."""
    cx, w = at.cx, half_width(look)
    _cheek_guards(p, look, cx, w, look.hat)
    # The lowest feather reaches furthest sideways: shorten the wings to stay in ``room``.
    k = min(1.0, (at.room - w - 2.5) / 9.3)
    for side in (-1, 1):
        base = (cx + side * (w + 0.8), 47.5)
        for angle, length in ((28.0, 10.5 * k), (50.0, 12.5 * k), (72.0, 11.0)):
            a = math.radians(angle)
            tip = (base[0] + side * length * math.cos(a), base[1] - length * math.sin(a))
            feather = QPainterPath(QPointF(*base))
            feather.quadTo(QPointF(*_beside(base, tip, 0.55, 2.0)), QPointF(*tip))
            feather.quadTo(QPointF(*_beside(base, tip, 0.55, -2.0)), QPointF(*base))
            fill(p, feather, look.hat_trim, light=150, width=0.45)
            line(p, segment(base, _beside(base, tip, 0.85, 0.0)), shade(look.hat_trim, 60), 0.35)
    line(p, segment((cx, 33.0), (cx, 26.0)), GOLD, 1.0)
    _tassel(p, (cx, 22.0), 3.0, _RED)
    fill(p, _helmet_dome(cx, w + 1.8, 31.0, 48.0), look.hat, light=170)
    line(p, curve((cx - w - 1.2, 49.0), (cx, 43.5), (cx + w + 1.2, 49.0)), look.hat_trim, 1.4)
    front = poly((cx - 2.8, 46.0), (cx, 35.0), (cx + 2.8, 46.0))
    fill(p, front, look.hat_trim)
    bead(p, (cx, 44.0), 1.1, _RED)


def _scarf_tails(
    p: QPainter, look: Look, at: Spot, points: tuple[Point, Point, Point, Point], width: float
) -> None:
    """A scarf's two tails hanging behind the head: ``points`` are the start, the two
    bends and the end of the right one, x measured out from the side of the head (the
    left one mirrors it), drawn ``width`` wide with a darker edge."""
    cx, w = at.cx, half_width(look)
    for side in (-1, 1):
        (x0, y0), (x1, y1), (x2, y2), (x3, y3) = points
        tail = QPainterPath(QPointF(cx + side * (w + x0), y0))
        tail.cubicTo(cx + side * (w + x1), y1, cx + side * (w + x2), y2, cx + side * (w + x3), y3)
        line(p, tail, shade(look.hat, 50), width + 0.8)
        line(p, tail, look.hat, width)


def _lun_scarf_tails(p: QPainter, look: Look, at: Spot) -> None:
    _scarf_tails(p, look, at, ((-2.0, 46.0), (3.0, 55.0), (2.0, 68.0), (5.0, 80.0)), 2.2)


def _lun_scarf(p: QPainter, look: Look, at: Spot) -> None:
    """纶巾: a strategist's tall silk scarf-cap, ribbed, its ribbons hanging behind."""
    cx, w = at.cx, half_width(look)
    cap = QPainterPath(QPointF(cx - w - 0.6, 50.0))
    cap.lineTo(cx - w + 0.5, 33.0)
    cap.quadTo(cx, 30.0, cx + w - 0.5, 31.0)
    cap.lineTo(cx + w + 0.6, 50.0)
    cap.quadTo(cx, 44.5, cx - w - 0.6, 50.0)
    cap.closeSubpath()
    fill(p, cap, look.hat, light=140)
    for i in range(1, 6):
        x = cx - w + i * (2 * w) / 6
        line(
            p,
            segment((x, 32.0), (x + (x - cx) * 0.05, 47.0)),
            shade(look.hat, 150),
            0.45,
            alpha=170,
        )
    line(p, curve((cx - w - 0.6, 48.6), (cx, 43.2), (cx + w + 0.6, 48.6)), shade(look.hat, 45), 1.4)


def _pheasant_helmet(p: QPainter, look: Look, at: Spot) -> None:
    """鹖冠 on a bronze helmet: two barred pheasant tail feathers rising from its sides."""
    cx, w = at.cx, half_width(look)
    for side in (-1, 1):
        base = (cx + side * 4.5, 37.0)
        tip = (cx + side * 6.5, 10.0)
        feather = QPainterPath(QPointF(base[0] - 1.4, base[1]))
        feather.quadTo(cx + side * 2.5 - 1.6, 22.0, *tip)
        feather.quadTo(cx + side * 2.5 + 1.6, 22.0, base[0] + 1.4, base[1])
        feather.closeSubpath()
        fill(p, feather, look.hat_trim, light=140, width=0.45)
        p.save()
        p.setClipPath(feather)
        for k in range(1, 8):
            y = 37.0 - k * 3.6
            line(
                p, segment((cx + side * 1.0, y + 1.0), (cx + side * 12.0, y - 1.0)), "#3a2414", 0.7
            )
        p.restore()
    _cheek_guards(p, look, cx, w, look.hat, 65.0)
    fill(p, _helmet_dome(cx, w + 1.6, 33.0, 48.0), look.hat, light=160)
    line(p, curve((cx - w - 1.2, 49.0), (cx, 43.5), (cx + w + 1.2, 49.0)), "#2a1a10", 1.3)
    bead(p, (cx, 37.0), 1.3, GOLD)


def _lofty_bun(p: QPainter, look: Look, at: Spot) -> None:
    """A Zhou queen's lofty round chignon pierced by a long jade-tipped pin."""
    cx = at.cx
    for side in (-1, 1):
        _bun(p, look, (cx + side * 7.0, 38.0), 4.5, 4.0)
    _bun(p, look, (cx, 30.5), 9.5, 8.5)
    line(p, curve((cx - 6.0, 33.0), (cx, 26.0), (cx + 6.0, 33.0)), shade(look.hair, 45), 0.5)
    pin = segment((cx - 16.0, 31.5), (cx + 16.0, 29.5))
    line(p, pin, shade(GOLD, 50), 1.3)
    line(p, pin, GOLD, 0.8)
    bead(p, (cx - 16.0, 31.5), 1.6, look.hat_trim)
    bead(p, (cx + 16.0, 29.5), 1.6, look.hat_trim)
    bead(p, (cx, 40.5), 1.2, look.hat_trim)


def _mulan_helmet(p: QPainter, look: Look, at: Spot) -> None:
    """A light round helmet with a red-ribboned tuft and a flower tucked at the side."""
    cx, w = at.cx, half_width(look)
    _cheek_guards(p, look, cx, w - 0.3, look.hat, 63.0)
    line(p, segment((cx, 32.0), (cx, 27.5)), GOLD, 0.9)
    _tassel(p, (cx, 25.0), 2.3, "#d42a2a")
    fill(p, _helmet_dome(cx, w + 1.4, 31.0, 46.5), look.hat, light=150)
    line(p, curve((cx - w - 1.0, 47.3), (cx, 42.0), (cx + w + 1.0, 47.3)), "#b8323a", 1.6)
    _flowers(p, cx - w + 0.5, 42.0, look.hat_trim)


def _green_scarf_tails(p: QPainter, look: Look, at: Spot) -> None:
    _scarf_tails(p, look, at, ((-1.0, 45.0), (4.0, 52.0), (3.0, 64.0), (6.0, 76.0)), 2.4)


def _green_scarf(p: QPainter, look: Look, at: Spot) -> None:
    """关羽's green head-scarf: a soft cap knotted on top, a gold plaque at the brow."""
    cx, w = at.cx, half_width(look)
    fill(p, _skull_cap(cx, w + 1.2, 33.5, 48.5), look.hat, light=150)
    for x in (-5.0, 0.0, 5.0):
        line(
            p,
            curve((cx + x * 1.5, 47.0), (cx + x * 1.2, 40.0), (cx + x * 0.6, 34.5)),
            shade(look.hat, 60),
            0.5,
            alpha=170,
        )
    knot = QPainterPath()
    knot.addEllipse(QPointF(cx, 32.5), 3.6, 3.0)
    fill(p, knot, look.hat, light=150)
    plaque = QPainterPath()
    plaque.addEllipse(QPointF(cx, 45.0), 2.6, 2.0)
    fill(p, plaque, look.hat_trim)
    bead(p, (cx, 45.0), 0.9, "#d42a2a")


def _gold_helmet(p: QPainter, look: Look, at: Spot) -> None:
    """A golden helmet with a tall spike, a red tassel ring and an upturned visor."""
    cx, w = at.cx, half_width(look)
    _cheek_guards(p, look, cx, w, look.hat)
    spike = poly((cx - 1.6, 32.0), (cx, 17.0), (cx + 1.6, 32.0))
    fill(p, spike, look.hat, light=150)
    _tassel(p, (cx, 26.5), 2.6, look.hat_trim)
    fill(p, _helmet_dome(cx, w + 2.0, 30.5, 48.0), look.hat, light=150, dark=65)
    visor = QPainterPath(QPointF(cx - w - 2.0, 48.5))
    visor.quadTo(cx, 38.5, cx + w + 2.0, 48.5)
    visor.quadTo(cx, 44.0, cx - w - 2.0, 48.5)
    visor.closeSubpath()
    fill(p, visor, shade(look.hat, 120))
    sun = QPainterPath()
    sun.addEllipse(QPointF(cx, 37.5), 3.0, 3.0)
    fill(p, sun, "#f6dc7a", edge="#8a5a1a", width=0.5)
    bead(p, (cx, 37.5), 1.3, "#d42a2a")


def _futou_soft_tails(p: QPainter, look: Look, at: Spot) -> None:
    cx, w = at.cx, half_width(look)
    for side in (-1, 1):
        tail = QPainterPath(QPointF(cx + side * (w - 2.0), 45.0))
        tail.cubicTo(
            cx + side * (w + 4.0), 45.0, cx + side * (w + 6.5), 49.0, cx + side * (w + 6.0), 56.0
        )
        tail.quadTo(cx + side * (w + 5.5), 63.0, cx + side * (w + 7.5), 69.0)
        line(p, tail, shade(look.hat, 50), 2.6)
        line(p, tail, look.hat, 1.9)


def _futou_soft(p: QPainter, look: Look, at: Spot) -> None:
    """Tang 幞头 with soft tails hanging behind: a high rounded crown over a black cap."""
    cx, w = at.cx, half_width(look)
    crown = QPainterPath(QPointF(cx - 8.0, 42.0))
    crown.cubicTo(cx - 9.0, 33.0, cx - 5.0, 30.5, cx, 30.5)
    crown.cubicTo(cx + 5.0, 30.5, cx + 9.0, 33.0, cx + 8.0, 42.0)
    crown.closeSubpath()
    fill(p, crown, look.hat, light=175)
    line(
        p,
        curve((cx - 6.0, 36.0), (cx, 33.0), (cx + 6.0, 36.0)),
        shade(look.hat, 250),
        0.5,
        alpha=150,
    )
    fill(p, _skull_cap(cx, w + 0.6, 38.5, 48.0), look.hat, light=160)
    line(
        p, curve((cx - w - 0.3, 49.3), (cx, 44.0), (cx + w + 0.3, 49.3)), shade(look.hat, 250), 0.9
    )


def _iron_hoop(p: QPainter, look: Look, at: Spot) -> None:
    """A wandering monk's iron hoop (戒箍) over long untied hair."""
    cx, w = at.cx, half_width(look)
    line(
        p,
        curve((cx - 1.0, 40.5), (cx - 0.5, 44.0), (cx - 2.5, 47.0)),
        shade(look.hair, 200),
        0.5,
        alpha=140,
    )
    fill(p, _band(cx, w + 0.6, 45.0, 2.0), look.hat, light=160)
    bead(p, (cx, 44.3), 1.2, look.hat)


def _scholar_scarf_tails(p: QPainter, look: Look, at: Spot) -> None:
    cx, w = at.cx, half_width(look)
    tail = QPainterPath(QPointF(cx + w - 2.0, 44.0))
    tail.cubicTo(cx + w + 4.0, 46.0, cx + w + 6.0, 52.0, cx + w + 7.0, 60.0)
    line(p, tail, shade(look.hat, 60), 3.0)
    line(p, tail, look.hat, 2.2)


def _scholar_scarf(p: QPainter, look: Look, at: Spot) -> None:
    """东坡巾: a tall square scarf-cap with an outer fold across the front."""
    cx, w = at.cx, half_width(look)
    cap = QPainterPath()
    cap.addRoundedRect(QRectF(cx - w + 0.3, 31.5, 2 * w - 0.6, 16.5), 2.5, 2.5)
    fill(p, cap, look.hat, light=170)
    fold = poly(
        (cx - w - 0.6, 50.0),
        (cx - w - 0.2, 38.0),
        (cx, 45.0),
        (cx + w + 0.2, 38.0),
        (cx + w + 0.6, 50.0),
        (cx, 44.5),
    )
    fill(p, fold, shade(look.hat, 130), light=160)
    line(
        p, curve((cx - w - 0.6, 49.4), (cx, 44.0), (cx + w + 0.6, 49.4)), look.trim, 0.7, alpha=200
    )


def _wild_hair_back(p: QPainter, look: Look, at: Spot) -> None:
    cx = at.cx
    spikes = QPainterPath(QPointF(cx - 15.0, 58.0))
    n = 13
    for i in range(n + 1):
        a = math.radians(195 + 150 * i / n)
        r = 18.5 if i % 2 else 14.0
        spikes.lineTo(cx + r * math.cos(a), 50.0 + r * math.sin(a) * 0.95)
    spikes.lineTo(cx + 15.0, 58.0)
    spikes.closeSubpath()
    fill(p, spikes, look.hair, light=170)


def _wild_hair(p: QPainter, look: Look, at: Spot) -> None:
    """李逵's bristling hair, with a red cloth tied round it."""
    cx, w = at.cx, half_width(look)
    fringe = QPainterPath(QPointF(cx - w - 0.8, 53.0))
    n = 9
    for i in range(n + 1):
        t = i / n
        x = cx - w - 0.8 + (2 * w + 1.6) * t
        base = 49.0 - 3.5 * math.sin(math.pi * t)
        fringe.lineTo(x, base + (3.0 if i % 2 else 0.0))
    fringe.lineTo(cx + w + 0.8, 53.0)
    fringe.lineTo(cx + w, 40.0)
    fringe.quadTo(cx, 33.0, cx - w, 40.0)
    fringe.closeSubpath()
    fill(p, fringe, look.hair, light=160)
    fill(p, _band(cx, w + 1.2, 42.0, 2.4), look.trim, light=130)


def _night_hood(p: QPainter, look: Look, at: Spot) -> None:
    """A thief's black hood wrapped round head and jaw, knotted on top, ends flying."""
    cx, w = at.cx, half_width(look)
    reach = min(18.0, at.room - 2.0)
    for end in ((cx + reach - 1.0, 32.0), (cx + reach, 39.0)):
        tail = curve((cx + 5.0, 39.0), ((cx + 5.0 + end[0]) / 2, end[1] - 3.0), end)
        line(p, tail, shade(look.hat, 45), 2.4)
        line(p, tail, look.hat_trim, 1.6)
    hood = QPainterPath(QPointF(cx - w - 2.2, 74.0))
    hood.cubicTo(cx - w - 3.5, 58.0, cx - w - 3.0, 38.0, cx, 37.5)
    hood.cubicTo(cx + w + 3.0, 38.0, cx + w + 3.5, 58.0, cx + w + 2.2, 74.0)
    hood.lineTo(cx + w - 3.5, 70.5)
    hood.cubicTo(cx + w - 0.5, 62.0, cx + w - 0.2, 53.0, cx + w - 2.0, 50.0)
    hood.quadTo(cx, 46.5, cx - w + 2.0, 50.0)
    hood.cubicTo(cx - w + 0.2, 53.0, cx - w + 0.5, 62.0, cx - w + 3.5, 70.5)
    hood.closeSubpath()
    fill(p, hood, look.hat, light=190)
    knot = QPainterPath()
    knot.addEllipse(QPointF(cx + 4.5, 39.0), 2.3, 1.9)
    fill(p, knot, look.hat_trim, light=160)


def _flower_bun(p: QPainter, look: Look, at: Spot) -> None:
    """A simple bun with a jade pin and a spray of white flowers."""
    cx = at.cx
    _bun(p, look, (cx + 1.0, 37.0), 7.5, 5.2)
    pin = segment((cx - 9.0, 39.5), (cx + 8.0, 33.0))
    line(p, pin, "#3d8a6a", 1.0)
    bead(p, (cx - 9.0, 39.5), 1.1, _JADE)
    _flowers(p, cx + 9.0, 39.0, look.hat_trim)


def _cloth_scarf_tails(p: QPainter, look: Look, at: Spot) -> None:
    cx, w = at.cx, half_width(look)
    for dx in (0.0, 2.5):
        tail = QPainterPath(QPointF(cx + w - 3.0, 42.0))
        tail.cubicTo(cx + w + 3.0 + dx, 45.0, cx + w + 3.0 + dx, 54.0, cx + w + 5.0 + dx, 62.0)
        line(p, tail, shade(look.hat, 55), 2.4)
        line(p, tail, look.hat, 1.7)


def _cloth_scarf(p: QPainter, look: Look, at: Spot) -> None:
    """A physician's plain cloth scarf tied round the head."""
    cx, w = at.cx, half_width(look)
    fill(p, _skull_cap(cx, w + 0.9, 36.0, 48.5), look.hat, light=140)
    for x in (-6.0, -1.0, 4.0):
        line(
            p,
            curve((cx + x, 47.0), (cx + x + 2.0, 41.0), (cx + x + 5.0, 37.5)),
            shade(look.hat, 60),
            0.5,
            alpha=170,
        )
    knot = QPainterPath()
    knot.addEllipse(QPointF(cx + 6.0, 38.0), 2.6, 2.0)
    fill(p, knot, look.hat)


def _pearl_coiffure(p: QPainter, look: Look, at: Spot) -> None:
    """A Ming beauty's great rounded coiffure strung with pearls, a gold phoenix pin and
    a red peony."""
    cx, w = at.cx, half_width(look)
    hair = QPainterPath(QPointF(cx - w - 2.5, 52.0))
    hair.cubicTo(cx - w - 5.0, 36.0, cx - 10.0, 24.0, cx, 24.5)
    hair.cubicTo(cx + 10.0, 24.0, cx + w + 5.0, 36.0, cx + w + 2.5, 52.0)
    hair.quadTo(cx, 41.0, cx - w - 2.5, 52.0)
    hair.closeSubpath()
    fill(p, hair, look.hair, light=160)
    for k, (ry, y0) in enumerate(((8.0, 31.0), (10.5, 35.5), (12.5, 40.0))):
        n = 7 + 2 * k
        for i in range(n):
            a = math.radians(200 + 140 * i / (n - 1))
            bead(
                p,
                (cx + ry * 1.05 * math.cos(a), y0 + 4.0 + ry * 0.55 * math.sin(a)),
                0.75,
                look.hat_trim,
            )
    x = cx + min(0.0, at.room - 20.5)
    line(p, segment((cx + 6.0, 36.0), (x + 15.0, 29.0)), GOLD, 1.0)
    wing = poly(
        (x + 13.0, 28.0), (x + 18.0, 24.5), (x + 16.0, 30.0), (x + 19.0, 31.0), (x + 14.5, 32.0)
    )
    fill(p, wing, GOLD)
    bead(p, (x + 14.5, 29.8), 0.9, "#d42a2a")
    flower(p, (cx - 11.0, 41.0), 3.0, "#d8283a")


def _comb_crown(p: QPainter, look: Look, at: Spot) -> None:
    """冠梳: the great arched comb-crown of Song ladies (so wide that it was once forbidden),
    over a bun pinned with long gold pins."""
    cx = at.cx
    half = min(at.room - 1.0, 20.0)
    comb = QPainterPath(QPointF(cx - half, 44.0))
    comb.cubicTo(cx - half, 28.0, cx - half * 0.55, 19.0, cx, 19.0)
    comb.cubicTo(cx + half * 0.55, 19.0, cx + half, 28.0, cx + half, 44.0)
    comb.quadTo(cx, 38.0, cx - half, 44.0)
    comb.closeSubpath()
    fill(p, comb, look.hat, edge=shade(look.hat, 45), width=0.7, light=125, dark=80)
    p.save()
    p.setClipPath(comb)
    for i in range(13):
        a = math.radians(180 + 180 * (i + 0.5) / 13)
        rib = segment((cx, 46.0), (cx + 26.0 * math.cos(a), 46.0 + 30.0 * math.sin(a)))
        line(p, rib, shade(look.hat, 62), 0.45)
    p.restore()
    rim = QPainterPath(QPointF(cx - half, 44.0))
    rim.cubicTo(cx - half, 28.0, cx - half * 0.55, 19.0, cx, 19.0)
    rim.cubicTo(cx + half * 0.55, 19.0, cx + half, 28.0, cx + half, 44.0)
    line(p, rim, look.hat_trim, 1.0)
    for k in range(5):
        bead(p, (cx + (k - 2) * half * 0.38, 22.5 + abs(k - 2) ** 1.6 * 2.6), 0.9, _PEARL)
    _bun(p, look, (cx, 39.5), 7.0, 4.8)
    for side in (-1, 1):
        pin = segment((cx + side * 4.0, 42.0), (cx + side * (half - 2.0), 42.0))
        line(p, pin, look.hat_trim, 0.9)
        bead(p, (cx + side * (half - 2.0), 42.0), 1.0, _PEARL)
    flower(p, (cx, 36.5), 1.8, "#f3a6c0")


def _bald(p: QPainter, look: Look, at: Spot) -> None:
    """A monk's shaven head with the nine ordination dots and a shine."""
    cx = at.cx
    glow(p, (cx - 3.5, 45.0), 4.0, "#ffffff", 110, 2.4)
    dot = shade(look.skin, 52)
    for y in (43.2, 45.4, 47.6):
        for i in range(3):
            d = QPainterPath()
            d.addEllipse(QPointF(cx + (i - 1) * 2.6, y), 0.55, 0.5)
            flat(p, d, dot)


def _bamboo_hat(p: QPainter, look: Look, at: Spot) -> None:
    """斗笠: a wide conical bamboo hat that shades the eyes, its cord under the chin."""
    cx = at.cx
    reach = min(at.room, 25.0)
    shadow = QPainterPath()
    shadow.addRect(QRectF(cx - 13.0, 47.0, 26.0, 7.0))
    flat(p, shadow, "#000000", 50)
    for side in (-1, 1):
        line(
            p,
            curve((cx + side * 9.0, 49.0), (cx + side * 11.5, 62.0), (cx + side * 4.0, 74.0)),
            "#3a2a18",
            0.45,
        )
    hat = QPainterPath(QPointF(cx - reach, 49.0))
    hat.quadTo(cx - reach * 0.45, 40.0, cx, 28.5)
    hat.quadTo(cx + reach * 0.45, 40.0, cx + reach, 49.0)
    hat.quadTo(cx, 46.5, cx - reach, 49.0)
    hat.closeSubpath()
    fill(p, hat, look.hat, light=135)
    p.save()
    p.setClipPath(hat)
    weave = shade(look.hat, 62)
    for i in range(-6, 7):
        line(p, segment((cx, 28.5), (cx + i * reach / 6.0, 50.0)), weave, 0.35, alpha=170)
    for y in (37.0, 43.0):
        line(
            p,
            curve((cx - reach, y + 4.0), (cx, y - 2.0), (cx + reach, y + 4.0)),
            weave,
            0.4,
            alpha=170,
        )
    p.restore()
    line(p, curve((cx - reach, 49.0), (cx, 46.5), (cx + reach, 49.0)), look.hat_trim, 0.8)
    bead(p, (cx, 29.0), 1.1, look.hat_trim)


def _daoist_crown(p: QPainter, look: Look, at: Spot) -> None:
    """A Daoist master's topknot in a small lotus crown, pierced by a wooden hairpin."""
    cx = at.cx
    _bun(p, look, (cx, 37.0), 5.5, 4.6)
    crown = QPainterPath(QPointF(cx - 5.5, 41.0))
    crown.lineTo(cx - 6.0, 36.5)
    crown.quadTo(cx - 4.0, 35.0, cx - 3.0, 32.5)
    crown.quadTo(cx - 1.5, 35.0, cx, 31.0)
    crown.quadTo(cx + 1.5, 35.0, cx + 3.0, 32.5)
    crown.quadTo(cx + 4.0, 35.0, cx + 6.0, 36.5)
    crown.lineTo(cx + 5.5, 41.0)
    crown.closeSubpath()
    fill(p, crown, look.hat, light=150)
    pin = segment((cx - 10.0, 37.5), (cx + 10.0, 35.5))
    line(p, pin, shade(look.hat, 50), 1.4)
    line(p, pin, shade(look.hat, 130), 0.9)
    bead(p, (cx - 10.0, 37.5), 0.9, _JADE)


BACK: dict[str, Part] = {
    "futou_up": _futou_wings_up,
    "futou_long": _futou_long_wings,
    "lun_scarf": _lun_scarf_tails,
    "green_scarf": _green_scarf_tails,
    "futou_soft": _futou_soft_tails,
    "scholar_scarf": _scholar_scarf_tails,
    "wild_hair": _wild_hair_back,
    "cloth_scarf": _cloth_scarf_tails,
}

FRONT: dict[str, Part] = {
    "mianliu": _mianliu,
    "han_crown": _han_crown,
    "headband": _headband,
    "jinxian": _jinxian,
    "yue_crown": _yue_crown,
    "plume_helmet": _plume_helmet,
    "futou_up": _futou_up,
    "phoenix_crown": _phoenix_crown,
    "futou_long": _futou_long,
    "fur_hat": _fur_hat,
    "steppe_crown": _steppe_crown,
    "xiezhi_cap": _xiezhi_cap,
    "high_bun": _high_bun,
    "flying_bun": _flying_bun,
    "silver_helmet": _silver_helmet,
    "topknot": _topknot,
    "phoenix_helmet": _phoenix_helmet,
    "lun_scarf": _lun_scarf,
    "pheasant_helmet": _pheasant_helmet,
    "lofty_bun": _lofty_bun,
    "mulan_helmet": _mulan_helmet,
    "green_scarf": _green_scarf,
    "gold_helmet": _gold_helmet,
    "futou_soft": _futou_soft,
    "iron_hoop": _iron_hoop,
    "scholar_scarf": _scholar_scarf,
    "wild_hair": _wild_hair,
    "night_hood": _night_hood,
    "flower_bun": _flower_bun,
    "cloth_scarf": _cloth_scarf,
    "pearl_coiffure": _pearl_coiffure,
    "comb_crown": _comb_crown,
    "bald": _bald,
    "bamboo_hat": _bamboo_hat,
    "daoist_crown": _daoist_crown,
}
