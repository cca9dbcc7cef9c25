"""The body of a bust: cloak, robe, collar, armour, the robe's pattern and necklaces."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath

from yxs_desktop.ui.portraits.kit import (
    EDGE,
    bead,
    both_sides,
    curl_path,
    curve,
    fill,
    flat,
    flower,
    glow,
    line,
    mirrored,
    poly,
    qc,
    segment,
    shade,
)
from yxs_desktop.ui.portraits.looks import GOLD, Look

#: Build → (half width at the neck, y of the neck line, half width at the shoulder's
#: widest, y there, half width at the bottom).
_BUILDS: dict[str, tuple[float, float, float, float, float]] = {
    "broad": (13.0, 82.5, 40.5, 100.0, 43.0),
    "slender": (11.0, 83.5, 34.5, 102.0, 37.0),
    "muscular": (15.0, 82.0, 42.0, 99.0, 44.0),
    "small": (12.0, 84.0, 36.5, 102.0, 39.0),
}


def robe_path(look: Look, cx: float) -> QPainterPath:
    """The outline of the shoulders and chest, down past the bottom edge."""
    nw, ny, sw, sy, bw = _BUILDS.get(look.build, _BUILDS["broad"])
    path = QPainterPath(QPointF(cx - bw, 122.0))
    path.cubicTo(cx - bw + 0.5, sy, cx - sw + 8.0, ny + 3.5, cx - nw, ny)
    path.lineTo(cx + nw, ny)
    path.cubicTo(cx + sw - 8.0, ny + 3.5, cx + bw - 0.5, sy, cx + bw, 122.0)
    path.closeSubpath()
    return path


def paint_cape(p: QPainter, look: Look, cx: float) -> None:
    """A cloak flaring out behind the shoulders."""
    if not look.cape:
        return
    _nw, ny, sw, _sy, bw = _BUILDS.get(look.build, _BUILDS["broad"])
    cape = QPainterPath(QPointF(cx - 14.0, ny - 1.0))
    cape.cubicTo(cx - sw - 2.0, ny + 1.0, cx - bw - 4.0, 100.0, cx - bw - 6.0, 122.0)
    cape.lineTo(cx + bw + 6.0, 122.0)
    cape.cubicTo(cx + bw + 4.0, 100.0, cx + sw + 2.0, ny + 1.0, cx + 14.0, ny - 1.0)
    cape.closeSubpath()
    fill(p, cape, look.cape, light=130, dark=60)


def paint_robe(p: QPainter, look: Look, cx: float) -> None:
    """The robe with its folds, pattern and collar; armour over it."""
    robe = robe_path(look, cx)
    if look.build == "muscular" and look.collar == "open":
        _bare_arms(p, look, cx, robe)
    else:
        fill(p, robe, look.robe, light=130, dark=62)
        _folds(p, look, cx)
    _pattern(p, look, cx, robe)
    collar = _COLLARS.get(look.collar, _cross_collar)
    collar(p, look, cx)
    if look.armour:
        _armour(p, look, cx)


def paint_necklace(p: QPainter, look: Look, cx: float) -> None:
    """Prayer beads or a layered necklace over the chest."""
    if look.necklace == "prayer_beads":
        n = 15
        for i in range(n):
            a = math.radians(12 + 156 * i / (n - 1))
            bead(p, (cx + 15.5 * math.cos(a), 83.0 + 17.0 * math.sin(a)), 1.85, "#5a3220")
        bead(p, (cx, 101.5), 2.4, "#7a4224")
        tassel = poly((cx - 1.4, 103.0), (cx + 1.4, 103.0), (cx + 2.0, 110.0), (cx - 2.0, 110.0))
        fill(p, tassel, "#c0392b")
    elif look.necklace == "layered":
        colors = ("#e8c265", "#d2452f", "#2fa5a0", "#e8c265")
        for k, color in enumerate(colors):
            rx, ry = 9.5 + k * 2.6, 6.5 + k * 3.2
            n = 9 + k * 2
            for i in range(n):
                a = math.radians(15 + 150 * i / (n - 1))
                bead(p, (cx + rx * math.cos(a), 82.0 + ry * math.sin(a)), 0.95 + 0.12 * k, color)
        bead(p, (cx, 82.0 + 6.5 + 3 * 3.2 + 2.4), 1.8, "#2fa5a0")


def _bare_arms(p: QPainter, look: Look, cx: float, robe: QPainterPath) -> None:
    """Strong bare shoulders and arms under a sleeveless jacket."""
    fill(p, robe, look.skin, light=112, dark=72)
    muscle = shade(look.skin, 58)
    for side in (-1, 1):
        arm = QPainterPath(QPointF(cx + side * 18.0, 84.0))
        arm.cubicTo(cx + side * 36.0, 82.5, cx + side * 44.5, 94.0, cx + side * 44.0, 122.0)
        arm.lineTo(cx + side * 29.0, 122.0)
        arm.cubicTo(cx + side * 29.5, 108.0, cx + side * 28.0, 96.0, cx + side * 21.0, 88.0)
        arm.closeSubpath()
        fill(p, arm, look.skin, light=118, dark=72)
        glow(p, (cx + side * 33.0, 91.0), 6.0, "#ffffff", 55, 4.0)
        delt = curve((cx + side * 25.0, 89.0), (cx + side * 36.0, 90.0), (cx + side * 38.5, 106.0))
        line(p, delt, muscle, 0.7, alpha=170)
        line(
            p,
            curve((cx + side * 31.0, 108.0), (cx + side * 35.0, 112.0), (cx + side * 40.0, 110.0)),
            muscle,
            0.5,
            alpha=140,
        )
    vest = QPainterPath(QPointF(cx - 7.0, 82.5))
    vest.lineTo(cx - 19.0, 83.2)
    vest.cubicTo(cx - 26.0, 85.0, cx - 29.5, 92.0, cx - 30.0, 122.0)
    vest.lineTo(cx - 3.5, 122.0)
    vest.lineTo(cx - 1.5, 104.0)
    vest.closeSubpath()
    vests = both_sides(vest, cx)
    fill(p, vests, look.robe, light=135, dark=65)
    for side in (-1, 1):
        edge = segment((cx + side * 7.0, 82.5), (cx + side * 1.5, 104.0))
        line(p, edge, look.trim, 1.6)
        line(
            p,
            curve((cx + side * 3.0, 92.0), (cx + side * 9.0, 95.0), (cx + side * 15.0, 91.0)),
            muscle,
            0.5,
            alpha=150,
        )


def _folds(p: QPainter, look: Look, cx: float) -> None:
    dark = shade(look.robe, 55)
    for side in (-1, 1):
        line(
            p,
            curve((cx + side * 24.0, 92.0), (cx + side * 28.0, 104.0), (cx + side * 26.0, 120.0)),
            dark,
            0.7,
            alpha=120,
        )
        line(
            p,
            curve((cx + side * 15.0, 104.0), (cx + side * 17.0, 112.0), (cx + side * 16.0, 121.0)),
            dark,
            0.6,
            alpha=90,
        )


def _band(
    p: QPainter, a: tuple[float, float], b: tuple[float, float], color: str, width: float
) -> None:
    """A strip of trim from ``a`` to ``b`` with a darker edge."""
    path = segment(a, b)
    line(p, path, shade(color, 45), width + 2 * EDGE * 0.8, flat_cap=True)
    line(p, path, color, width, flat_cap=True)


def _cross_collar(p: QPainter, look: Look, cx: float) -> None:
    """交领 fastened to the right: the left panel's lapel runs from the neck (the viewer's
    right) down across the chest to the viewer's left."""
    ny = _BUILDS.get(look.build, _BUILDS["broad"])[1]
    inner = poly((cx - 7.6, ny), (cx + 7.6, ny), (cx - 0.6, ny + 11.0))
    fill(p, inner, look.inner, light=110, dark=85)
    _band(p, (cx - 7.0, ny), (cx - 0.2, ny + 11.0), look.trim, 2.8)
    _band(p, (cx + 7.6, ny - 0.2), (cx - 13.0, ny + 31.0), look.trim, 3.2)


def _round_collar(p: QPainter, look: Look, cx: float) -> None:
    """圆领: a round neckline with a thin inner collar and a knot at the shoulder."""
    ny = _BUILDS.get(look.build, _BUILDS["broad"])[1]
    ring = curve((cx - 9.0, ny - 0.5), (cx, ny + 9.0), (cx + 9.0, ny - 0.5))
    line(p, ring, look.inner, 3.6)
    line(p, ring, shade(look.robe, 55), 0.5)
    lap = curve((cx + 6.0, ny + 3.0), (cx + 13.0, ny + 8.0), (cx + 16.0, ny + 18.0))
    line(p, lap, shade(look.robe, 60), 0.8)
    knot = QPainterPath()
    knot.addEllipse(QPointF(cx + 8.8, ny + 1.3), 1.1, 1.1)
    fill(p, knot, look.trim)
    belt = QPainterPath()
    belt.addRect(QRectF(cx - 30.0, 112.0, 60.0, 3.2))
    fill(p, belt, "#2a2220", light=140)
    for i in range(-3, 4):
        plaque = QPainterPath()
        plaque.addRoundedRect(QRectF(cx + i * 7.0 - 1.8, 112.3, 3.6, 2.6), 0.6, 0.6)
        fill(p, plaque, GOLD, width=0.3)


def _open_collar(p: QPainter, look: Look, cx: float) -> None:
    """Open to the chest."""
    if look.build == "muscular":
        return  # the jacket of :func:`_bare_arms` is open already
    ny = _BUILDS.get(look.build, _BUILDS["broad"])[1]
    chest = poly((cx - 8.0, ny), (cx + 8.0, ny), (cx + 1.0, ny + 18.0))
    fill(p, chest, look.skin)
    for side in (-1, 1):
        _band(p, (cx + side * 8.0, ny), (cx + side * 0.5, ny + 18.0), look.trim, 2.2)


def _kasaya(p: QPainter, look: Look, cx: float) -> None:
    """A monk's robe: a plain undergarment and a patched kasaya over the figure's left
    shoulder (the viewer's right)."""
    ny = _BUILDS.get(look.build, _BUILDS["broad"])[1]
    chest = poly((cx - 8.0, ny), (cx + 6.0, ny), (cx - 2.0, ny + 12.0))
    fill(p, chest, look.skin)
    sash = QPainterPath(QPointF(cx + 6.0, ny - 0.5))
    sash.cubicTo(cx + 30.0, ny + 1.0, cx + 44.0, 96.0, cx + 47.0, 122.0)
    sash.lineTo(cx - 40.0, 122.0)
    sash.lineTo(cx - 34.0, 116.0)
    sash.closeSubpath()
    fill(p, sash, look.trim, light=125, dark=70)
    p.save()
    p.setClipPath(sash)
    seam = shade(look.trim, 55)
    for i in range(-4, 6):
        line(p, segment((cx + i * 9.0, 70.0), (cx + i * 9.0 - 26.0, 124.0)), seam, 0.5, alpha=170)
    for y in (100.0, 112.0):
        line(p, segment((cx - 50.0, y + 8.0), (cx + 50.0, y - 8.0)), seam, 0.5, alpha=170)
    p.restore()
    ring = QPainterPath()
    ring.addEllipse(QPointF(cx + 3.0, 98.0), 2.3, 2.3)
    line(p, ring, GOLD, 0.9)


def _fur_collar(p: QPainter, look: Look, cx: float) -> None:
    """A thick fur collar round the neck and a riding coat closed at the side."""
    ny = _BUILDS.get(look.build, _BUILDS["broad"])[1]
    lap = curve((cx + 3.0, ny + 4.0), (cx + 8.0, ny + 14.0), (cx + 20.0, ny + 18.0))
    line(p, lap, GOLD, 1.6)
    fur = QPainterPath(QPointF(cx - 17.0, ny + 0.5))
    n = 12
    for i in range(n + 1):
        t = i / n
        a = math.pi * t
        x = cx - 17.0 * math.cos(a)
        y = ny + 0.5 + 7.5 * math.sin(a) + (1.4 if i % 2 else 0.0)
        fur.lineTo(x, y)
    fur.quadTo(cx, ny - 3.0, cx - 17.0, ny + 0.5)
    fur.closeSubpath()
    fill(p, fur, look.trim, light=135, dark=70)


def _high_collar(p: QPainter, look: Look, cx: float) -> None:
    """立领: a Ming standing collar with gold buttons, the robe closing at the side."""
    ny = _BUILDS.get(look.build, _BUILDS["broad"])[1]
    lap = QPainterPath(QPointF(cx + 3.5, ny + 0.5))
    lap.cubicTo(cx + 5.0, ny + 8.0, cx + 12.0, ny + 12.0, cx + 19.0, ny + 14.0)
    line(p, lap, look.trim, 2.4)
    stand = QPainterPath()
    stand.addRoundedRect(QRectF(cx - 5.6, ny - 6.0, 11.2, 6.6), 1.2, 1.2)
    fill(p, stand, look.inner, light=105, dark=85)
    for y in (ny - 3.6, ny - 1.0):
        bead(p, (cx + 3.2, y), 0.75, GOLD)
    for y in (ny + 6.0, ny + 10.0):
        bead(p, (cx + 6.6 + (y - ny) * 0.6, y), 0.8, GOLD)


def _dress_collar(p: QPainter, look: Look, cx: float) -> None:
    """A Tang lady's dress: an open collar over a high chest wrap tied with a sash."""
    ny = _BUILDS.get(look.build, _BUILDS["broad"])[1]
    skin = QPainterPath(QPointF(cx - 8.5, ny))
    skin.lineTo(cx + 8.5, ny)
    skin.quadTo(cx + 12.0, ny + 5.0, cx + 13.0, ny + 8.0)
    skin.lineTo(cx - 13.0, ny + 8.0)
    skin.quadTo(cx - 12.0, ny + 5.0, cx - 8.5, ny)
    fill(p, skin, look.skin, light=105, dark=92)
    wrap = QPainterPath()
    wrap.addRect(QRectF(cx - 14.5, ny + 7.5, 29.0, 7.0))
    fill(p, wrap, look.inner, light=110, dark=85)
    for i in range(4):
        flower(p, (cx - 10.5 + i * 7.0, ny + 11.0), 1.5, look.trim)
    for side in (-1, 1):
        _band(p, (cx + side * 8.5, ny), (cx + side * 16.0, ny + 22.0), look.trim, 2.4)
    knot = QPainterPath()
    knot.addEllipse(QPointF(cx, ny + 15.3), 1.8, 1.3)
    fill(p, knot, look.trim)
    for side in (-1, 1):
        line(
            p,
            curve((cx, ny + 15.5), (cx + side * 2.5, ny + 22.0), (cx + side * 1.5, ny + 30.0)),
            look.trim,
            1.1,
        )


_COLLARS = {
    "cross": _cross_collar,
    "round": _round_collar,
    "open": _open_collar,
    "kasaya": _kasaya,
    "fur": _fur_collar,
    "high": _high_collar,
    "dress": _dress_collar,
}


def _armour(p: QPainter, look: Look, cx: float) -> None:
    """Scale armour: a breastplate with two round mirrors (护心镜) and shoulder guards."""
    metal = look.armour
    plate = QPainterPath(QPointF(cx - 19.0, 92.0))
    plate.quadTo(cx, 86.0, cx + 19.0, 92.0)
    plate.lineTo(cx + 22.0, 122.0)
    plate.lineTo(cx - 22.0, 122.0)
    plate.closeSubpath()
    fill(p, plate, metal, light=130, dark=65)
    p.save()
    p.setClipPath(plate)
    scale = shade(metal, 55)
    for row in range(9):
        y = 90.0 + row * 3.4
        for i in range(-7, 8):
            x = cx + i * 3.4 + (1.7 if row % 2 else 0.0)
            line(p, curve((x - 1.7, y), (x, y + 2.6), (x + 1.7, y)), scale, 0.4, alpha=200)
    p.restore()
    line(
        p,
        curve((cx - 19.0, 92.0), (cx, 86.0), (cx + 19.0, 92.0)),
        look.hat_trim if look.hat_trim != look.armour else GOLD,
        1.2,
    )
    for side in (-1, 1):
        mirror = QPainterPath()
        mirror.addEllipse(QPointF(cx + side * 8.0, 97.5), 4.0, 4.0)
        fill(p, mirror, shade(metal, 150), edge=GOLD, width=0.8)
        line(
            p,
            curve(
                (cx + side * 8.0 - 2.0, 96.0),
                (cx + side * 8.0 - 1.0, 94.6),
                (cx + side * 8.0 + 0.6, 94.6),
            ),
            "#ffffff",
            0.5,
            alpha=180,
        )
    guard = QPainterPath(QPointF(cx - 13.0, 83.5))
    guard.cubicTo(cx - 24.0, 82.5, cx - 36.0, 88.0, cx - 41.5, 101.0)
    guard.cubicTo(cx - 37.0, 106.0, cx - 30.0, 106.0, cx - 25.0, 102.0)
    guard.cubicTo(cx - 24.0, 94.0, cx - 19.0, 89.0, cx - 13.0, 87.0)
    guard.closeSubpath()
    for g in (guard, mirrored(guard, cx)):
        fill(p, g, metal, light=145, dark=70)
    for side in (-1, 1):
        for k in range(3):
            y = 91.0 + k * 4.0
            line(
                p,
                curve(
                    (cx + side * (22.0 + k * 3.5), y - 3.0),
                    (cx + side * (30.0 + k * 2.5), y + 1.0),
                    (cx + side * (37.0 + k * 1.2), y + 4.0 + k),
                ),
                shade(metal, 50),
                0.5,
                alpha=180,
            )
        stud = QPainterPath()
        stud.addEllipse(QPointF(cx + side * 21.0, 88.5), 1.2, 1.2)
        fill(p, stud, GOLD, width=0.3)


def _pattern(p: QPainter, look: Look, cx: float, robe: QPainterPath) -> None:
    kind = look.pattern
    if not kind:
        return
    p.save()
    p.setClipPath(robe)
    gold = qc(look.trim, 210)
    if kind == "clouds":
        for x, y, r in (
            (-27.0, 101.0, 3.2),
            (25.0, 99.0, 3.2),
            (-17.0, 114.0, 2.6),
            (30.0, 113.0, 2.6),
        ):
            line(p, curl_path(cx + x, y, r, mirror=x > 0), gold, 0.8)
    elif kind == "dragon":
        ink = GOLD if QColor(look.robe).lightness() < 110 else look.trim
        for side in (-1, 1):
            _dragon_roundel(p, cx + side * 25.0, 101.0, ink, side)
    elif kind == "flowers":
        for x, y in ((-26.0, 100.0), (24.0, 98.0), (-18.0, 112.0), (30.0, 111.0), (-32.0, 116.0)):
            flower(p, (cx + x, y), 2.2, look.trim)
    elif kind == "patches":
        for x, y, w, h, a in ((-30.0, 96.0, 9.0, 7.0, 115), (22.0, 104.0, 8.0, 8.0, 80)):
            patch = QPainterPath()
            patch.addRect(QRectF(cx + x, y, w, h))
            fill(p, patch, shade(look.robe, a), width=0.4)
            stitch = QPainterPath()
            stitch.addRect(QRectF(cx + x + 0.9, y + 0.9, w - 1.8, h - 1.8))
            line(p, stitch, shade(look.robe, 150), 0.3, alpha=200)
    elif kind == "taiji":
        _taiji(p, cx + 14.0, 97.0, 6.0)
    p.restore()


def _dragon_roundel(p: QPainter, x: float, y: float, color: str, side: int) -> None:
    """团龙: a coiled dragon in a ring."""
    ring = QPainterPath()
    ring.addEllipse(QPointF(x, y), 5.6, 5.6)
    line(p, ring, color, 0.8)
    body = QPainterPath(QPointF(x - side * 3.4, y + 3.2))
    body.cubicTo(x - side * 5.0, y - 3.5, x + side * 1.0, y - 4.8, x + side * 0.8, y - 0.4)
    body.cubicTo(x + side * 0.6, y + 3.0, x + side * 4.2, y + 2.4, x + side * 3.4, y - 2.6)
    line(p, body, color, 1.1)
    for t in (0.3, 0.55, 0.8):
        pt = body.pointAtPercent(t)
        line(p, segment((pt.x(), pt.y()), (pt.x() + side * 1.2, pt.y() + 1.3)), color, 0.5)
    bead(p, (x + side * 3.4, y - 3.0), 0.9, color)
    bead(p, (x - side * 0.2, y + 3.6), 0.7, "#f6f1e4")


def _taiji(p: QPainter, x: float, y: float, r: float) -> None:
    """The yin-yang symbol."""
    disc = QPainterPath()
    disc.addEllipse(QPointF(x, y), r, r)
    fill(p, disc, "#f6f3ea", edge="#1c1c20", width=0.6, light=100, dark=92)
    yin = QPainterPath(QPointF(x, y - r))
    yin.arcTo(QRectF(x - r, y - r, 2 * r, 2 * r), 90.0, 180.0)
    yin.arcTo(QRectF(x - r / 2, y, r, r), 270.0, -180.0)
    yin.arcTo(QRectF(x - r / 2, y - r, r, r), 270.0, 180.0)
    yin.closeSubpath()
    flat(p, yin, "#1c1c20")
    dot = QPainterPath()
    dot.addEllipse(QPointF(x, y - r / 2), r * 0.16, r * 0.16)
    flat(p, dot, "#1c1c20")
    dot2 = QPainterPath()
    dot2.addEllipse(QPointF(x, y + r / 2), r * 0.16, r * 0.16)
    flat(p, dot2, "#f6f3ea")
