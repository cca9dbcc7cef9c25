"""The face of a bust: outline, ears, neck, eyes, brows, nose, mouth and face markings.

Grid geometry (see :mod:`.kit`): the skull's top at y≈42, the eyes on y = :data:`EYE_Y`,
the chin at y≈73.5, the face about 24 units wide around the centre line ``cx``.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient

from yxs_desktop.ui.portraits.kit import (
    EDGE,
    INK,
    bead,
    both_sides,
    curve,
    fill,
    flat,
    glow,
    line,
    mirrored,
    poly,
    qc,
    shade,
)
from yxs_desktop.ui.portraits.looks import Look

TOP = 42.0
EYE_Y = 57.5
BROW_Y = 53.6
MOUTH_Y = 66.8

#: Face outline → (half width at the temples, half width at the jaw corner, the jaw
#: corner's y, the chin's y).
_SHAPES: dict[str, tuple[float, float, float, float]] = {
    "oval": (12.0, 7.4, 68.5, 73.8),
    "round": (12.7, 9.6, 67.8, 73.2),
    "square": (12.4, 10.4, 67.5, 74.0),
    "long": (11.5, 7.2, 70.0, 75.8),
    "lean": (11.5, 6.0, 69.0, 74.8),
    "soft": (11.2, 6.4, 67.8, 72.6),
    "broad": (13.3, 11.0, 68.0, 74.6),
}


def half_width(look: Look) -> float:
    """Half the width of the face at the temples."""
    return _SHAPES.get(look.face, _SHAPES["oval"])[0]


def chin_y(look: Look) -> float:
    """The y of the chin."""
    return _SHAPES.get(look.face, _SHAPES["oval"])[3]


def face_path(look: Look, cx: float) -> QPainterPath:
    """The outline of the face and skull."""
    w, jw, jy, chin = _SHAPES.get(look.face, _SHAPES["oval"])
    path = QPainterPath(QPointF(cx, TOP))
    path.cubicTo(cx + w * 0.62, TOP, cx + w, TOP + 5.0, cx + w, 55.5)
    if look.face in ("square", "broad"):
        path.cubicTo(cx + w, 61.0, cx + jw + 0.6, jy - 3.0, cx + jw, jy)
        path.cubicTo(cx + jw - 1.5, chin - 0.8, cx + 3.5, chin, cx, chin)
    else:
        path.cubicTo(cx + w, 62.0, cx + jw + (w - jw) * 0.45, jy - 3.0, cx + jw, jy)
        path.cubicTo(cx + jw * 0.55, chin - 0.6, cx + 2.2, chin, cx, chin)
    half = QPainterPath(path)
    path.connectPath(mirrored(half, cx).toReversed())
    path.closeSubpath()
    return path


def paint_neck(p: QPainter, look: Look, cx: float) -> None:
    """The neck, shaded under the chin."""
    nw = 4.4 if look.female else 5.4
    if look.build == "muscular":
        nw = 6.6
    neck = QPainterPath(QPointF(cx - nw, 66.0))
    neck.lineTo(cx - nw - 0.8, 86.0)
    neck.quadTo(cx, 90.0, cx + nw + 0.8, 86.0)
    neck.lineTo(cx + nw, 66.0)
    neck.closeSubpath()
    fill(p, neck, shade(look.skin, 88), light=80, dark=105)


def paint_face(p: QPainter, look: Look, cx: float) -> None:
    """Ears, the face with its features, in that order (beards and hair come after)."""
    skin = QColor(look.skin)
    w = half_width(look)
    for side in (-1, 1):
        ear = QPainterPath()
        ear.addEllipse(QPointF(cx + side * (w - 0.2), 58.8), 2.0, 3.4)
        fill(p, ear, shade(skin, 95))
        line(
            p,
            curve(
                (cx + side * (w + 0.6), 57.0), (cx + side * w, 59.5), (cx + side * (w + 0.4), 61.2)
            ),
            shade(skin, 60),
            0.45,
        )
    face = face_path(look, cx)
    g = QRadialGradient(QPointF(cx - 2.5, 54.0), 21.0)
    g.setColorAt(0.0, shade(skin, 112))
    g.setColorAt(0.55, skin)
    g.setColorAt(1.0, shade(skin, 76))
    p.setBrush(QBrush(g))
    p.setPen(QPen(shade(skin, 45), EDGE))
    p.drawPath(face)
    if look.female or look.marking == "blush":
        for side in (-1, 1):
            glow(p, (cx + side * 6.8, 63.0), 3.4, "#ff6f7d", 70 if look.female else 40, 2.2)
    _marking(p, look, cx)
    _eyes(p, look, cx)
    _brows(p, look, cx)
    _nose(p, look, cx)


def paint_mouth(p: QPainter, look: Look, cx: float) -> None:
    """The mouth (after the beard, which frames it)."""
    y = MOUTH_Y - (0.5 if look.female else 0.0)
    dark = shade(look.skin, 42)
    lip = shade(look.skin, 70)
    kind = look.mouth
    if kind == "lips" or kind == "cold":
        red = "#c8344a" if kind == "lips" else "#b2505c"
        upper = QPainterPath(QPointF(cx - 2.3, y))
        upper.quadTo(cx - 1.2, y - 1.3, cx, y - 0.6)
        upper.quadTo(cx + 1.2, y - 1.3, cx + 2.3, y)
        upper.closeSubpath()
        lower = QPainterPath(QPointF(cx - 2.3, y))
        lower.quadTo(cx, y + (1.9 if kind == "lips" else 1.4), cx + 2.3, y)
        lower.closeSubpath()
        flat(p, upper, shade(red, 85))
        flat(p, lower, red)
        bend = 0.35 if kind == "lips" else -0.25
        line(
            p,
            curve((cx - 2.4, y - bend), (cx, y + 0.3), (cx + 2.4, y - bend)),
            shade(red, 50),
            0.35,
        )
        return
    if kind in ("open", "roar", "laugh"):
        wide = {"open": 2.6, "roar": 3.6, "laugh": 3.4}[kind]
        deep = {"open": 2.8, "roar": 3.2, "laugh": 2.6}[kind]
        top = y - (0.6 if kind == "laugh" else 1.0)
        hole = QPainterPath(QPointF(cx - wide, top))
        if kind == "laugh":
            hole.quadTo(cx, top + 0.6, cx + wide, top)
            hole.quadTo(cx, top + deep * 2.0, cx - wide, top)
        else:
            hole.quadTo(cx, top - 0.9, cx + wide, top)
            hole.quadTo(cx + wide * 0.8, top + deep, cx, top + deep)
            hole.quadTo(cx - wide * 0.8, top + deep, cx - wide, top)
        hole.closeSubpath()
        fill(p, hole, "#4a1414", edge=dark, light=100, dark=100)
        p.save()
        p.setClipPath(hole)
        tongue = QPainterPath()
        tongue.addEllipse(QPointF(cx, top + deep * 1.1), wide * 0.6, deep * 0.45)
        flat(p, tongue, "#c8505a")
        if kind in ("roar", "laugh"):
            teeth = QPainterPath()
            teeth.addRect(cx - wide, top - 1.0, 2 * wide, 1.7)
            flat(p, teeth, "#f6f0e2")
            if kind == "roar":
                low = QPainterPath()
                low.addRect(cx - wide, top + deep - 0.9, 2 * wide, 1.2)
                flat(p, low, "#f6f0e2")
        p.restore()
        return
    bends = {
        "neutral": (0.0, 0.5),
        "smile": (-0.9, 1.2),
        "frown": (0.9, -0.3),
        "stern": (0.25, -0.1),
        "smirk": (0.0, 0.5),
    }
    corner, mid = bends.get(kind, bends["neutral"])
    half = 2.9 if kind != "stern" else 3.1
    path = QPainterPath(QPointF(cx - half, y + corner))
    right_corner = y + corner - (1.1 if kind == "smirk" else 0.0)
    path.quadTo(cx, y + mid, cx + half, right_corner)
    line(p, path, dark, 0.65)
    # The lower lip's shadow.
    line(p, curve((cx - 1.3, y + 1.9), (cx, y + 2.4), (cx + 1.3, y + 1.9)), lip, 0.5, alpha=170)


def _marking(p: QPainter, look: Look, cx: float) -> None:
    kind = look.marking
    if kind == "huadian":
        mark = QPainterPath()
        for i in range(3):
            a = -math.pi / 2 + (i - 1) * 0.75
            mark.addEllipse(QPointF(cx + 1.2 * math.cos(a), 50.6 + 1.2 * math.sin(a)), 0.6, 0.9)
        mark.addEllipse(QPointF(cx, 51.8), 0.45, 0.45)
        flat(p, mark, "#d8233c")
    elif kind == "pearls":
        for side in (-1, 1):
            for i in range(3):
                bead(p, (cx + side * (8.6 + 0.2 * i), 54.0 + i * 1.6), 0.5, "#fffaf0")
        bead(p, (cx, 50.8), 0.6, "#fffaf0")
    elif kind == "wrinkles":
        wrinkle = shade(look.skin, 62)
        for dy in (0.0, 1.4):
            line(
                p,
                curve((cx - 4.5, 49.6 + dy), (cx, 48.8 + dy), (cx + 4.5, 49.6 + dy)),
                wrinkle,
                0.35,
                alpha=160,
            )
        for side in (-1, 1):
            line(
                p,
                curve((cx + side * 3.5, 62.0), (cx + side * 5.2, 65.0), (cx + side * 4.6, 67.6)),
                wrinkle,
                0.4,
                alpha=170,
            )


#: Eye kind → (half width, height, tilt of the outer corner, pupil radius, glance).
_EYES: dict[str, tuple[float, float, float, float, float]] = {
    "almond": (2.55, 1.25, 0.5, 1.1, 0.0),
    "narrow": (2.7, 0.8, 0.6, 0.9, 0.0),
    "phoenix": (2.8, 0.85, 1.6, 0.95, 0.0),
    "round": (2.3, 1.9, 0.0, 0.72, 0.0),
    "fierce": (2.6, 1.1, 1.1, 1.0, 0.0),
    "double": (2.6, 1.15, 1.1, 0.72, 0.0),
    "sly": (2.6, 0.8, 0.9, 0.9, 0.9),
    "gentle": (2.5, 1.2, -0.1, 1.15, 0.0),
    "downcast": (2.5, 0.8, -0.2, 1.05, 0.0),
    "tired": (2.5, 1.0, 0.1, 1.0, 0.0),
}


def _eyes(p: QPainter, look: Look, cx: float) -> None:
    lid = qc(INK)
    if look.eyes == "closed":
        for side in (-1, 1):
            x = cx + side * 4.7
            line(
                p, curve((x - 2.5, EYE_Y - 0.2), (x, EYE_Y + 1.6), (x + 2.5, EYE_Y - 0.2)), lid, 0.6
            )
        return
    ew, eh, tilt, r, glance = _EYES.get(look.eyes, _EYES["almond"])
    for side in (-1, 1):
        x, y = cx + side * 4.7, EYE_Y
        outer = QPointF(x + side * ew, y - tilt * 0.55)
        inner = QPointF(x - side * ew, y + tilt * 0.15)
        up = QPointF(x + side * 0.3, y - eh * 2.0 - tilt * 0.2)
        down = QPointF(x, y + eh * (1.7 if look.eyes == "round" else 1.3))
        eye = QPainterPath(inner)
        eye.quadTo(up, outer)
        eye.quadTo(down, inner)
        eye.closeSubpath()
        flat(p, eye, "#fbf4e6")
        p.save()
        p.setClipPath(eye)
        pupil_y = y - eh * 0.35 + (0.25 if look.eyes == "downcast" else 0.0)
        if look.eyes == "double":
            for dx in (-0.75, 0.75):
                flat(p, _disc(x + dx, pupil_y, r), INK)
        else:
            iris = "#3b2415" if look.female or look.eyes == "gentle" else INK
            flat(p, _disc(x + glance, pupil_y, r), iris)
            flat(p, _disc(x + glance, pupil_y, r * 0.5), INK)
        flat(p, _disc(x + glance - r * 0.35, pupil_y - r * 0.4, r * 0.3), "#ffffff")
        p.restore()
        upper = QPainterPath(inner)
        upper.quadTo(up, outer)
        if look.female:
            upper.lineTo(outer.x() + side * 0.9, outer.y() - 0.7)
        heavy = 0.95 if look.eyes in ("downcast", "fierce", "double", "narrow") else 0.7
        line(p, upper, lid, heavy)
        if look.eyes == "round":
            line(p, eye, lid, 0.4)
        if look.eyes == "tired":
            line(
                p,
                curve((x - side * 1.8, y + 2.2), (x, y + 3.0), (x + side * 2.2, y + 2.0)),
                shade(look.skin, 60),
                0.35,
            )


def _disc(x: float, y: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), r, r)
    return path


#: Brow kind → (y at the nose, y at the outer end, arch, thickness at the nose, thickness at
#: the end, length).
_BROWS: dict[str, tuple[float, float, float, float, float, float]] = {
    "straight": (53.8, 53.4, -0.5, 1.4, 0.7, 7.0),
    "stern": (54.7, 52.5, -0.2, 1.6, 0.8, 7.0),
    "sharp": (54.4, 51.5, 0.1, 1.5, 0.4, 7.8),
    "arched": (54.1, 53.9, -1.6, 1.2, 0.45, 7.3),
    "willow": (54.0, 53.7, -1.2, 0.8, 0.25, 7.3),
    "knit": (52.8, 54.1, -0.3, 0.95, 0.35, 6.6),
    "kind": (53.1, 54.5, -0.9, 1.3, 0.7, 7.0),
    "thick": (54.1, 53.1, -0.6, 2.1, 1.3, 7.5),
    "bushy": (54.8, 52.0, -0.4, 2.6, 1.6, 8.2),
    "lying": (54.9, 52.4, -1.8, 2.1, 0.9, 8.3),
    "long_white": (53.0, 56.8, -1.0, 1.6, 0.9, 10.5),
    "fierce": (55.4, 51.4, 0.2, 2.0, 1.0, 7.8),
}


def _brows(p: QPainter, look: Look, cx: float) -> None:
    y_in, y_out, arch, t_in, t_out, length = _BROWS.get(look.brows, _BROWS["straight"])
    x_in, x_out = cx + 1.7, cx + 1.7 + length
    mid_x, mid_y = (x_in + x_out) / 2, (y_in + y_out) / 2 + arch
    t_mid = (t_in + t_out) / 2
    brow = QPainterPath(QPointF(x_in, y_in - t_in / 2))
    brow.quadTo(mid_x, mid_y - t_mid / 2, x_out, y_out)
    brow.quadTo(mid_x, mid_y + t_mid / 2 + 0.2, x_in, y_in + t_in / 2)
    brow.closeSubpath()
    if look.brows == "bushy":
        for i in range(4):
            x = x_in + 1.0 + i * 1.7
            y = y_in + (y_out - y_in) * (x - x_in) / length + arch * 0.6
            brow.addPath(poly((x - 0.7, y), (x + 0.4, y - 2.3), (x + 0.7, y)))
    color = look.beard_color or look.hair
    fill(p, both_sides(brow, cx).simplified(), color, edge=shade(color, 55), width=0.3)


def _nose(p: QPainter, look: Look, cx: float) -> None:
    dark = shade(look.skin, 58)
    wide = 1.8 if look.face == "broad" else 1.2
    nose = QPainterPath(QPointF(cx + 0.4, 58.4))
    nose.quadTo(cx - wide * 1.1, 61.8, cx - wide * 0.6, 62.9)
    nose.quadTo(cx, 63.5, cx + wide, 62.8)
    line(p, nose, dark, 0.45 if look.female else 0.55)
    if not look.female:
        glow(p, (cx + 1.6, 61.0), 1.6, shade(look.skin, 70), 70)


def paint_hair_cap(p: QPainter, look: Look, cx: float) -> None:
    """Hair on the skull down to the temples, with the hairline across the forehead."""
    if look.hair_style == "bald":
        return
    w = half_width(look)
    side_y = 63.0 if look.female else 59.0
    hair = QPainterPath(QPointF(cx - w - 0.6, side_y))
    hair.cubicTo(cx - w - 1.4, 45.0, cx - 8.0, 39.8, cx, 39.8)
    hair.cubicTo(cx + 8.0, 39.8, cx + w + 1.4, 45.0, cx + w + 0.6, side_y)
    if look.female:
        # Parted in the middle and drawn back over the ears.
        hair.lineTo(cx + w - 1.0, side_y)
        hair.cubicTo(cx + w - 1.2, 52.0, cx + 4.0, 47.0, cx, 46.6)
        hair.cubicTo(cx - 4.0, 47.0, cx - w + 1.2, 52.0, cx - w + 1.0, side_y)
    else:
        hair.lineTo(cx + w - 0.7, side_y)
        hair.lineTo(cx + w - 1.2, 51.8)
        hair.quadTo(cx + 5.0, 46.6, cx, 47.6)
        hair.quadTo(cx - 5.0, 46.6, cx - w + 1.2, 51.8)
        hair.lineTo(cx - w + 0.7, side_y)
    hair.closeSubpath()
    fill(p, hair, look.hair, light=135)
    sheen = curve((cx - 6.0, 43.5), (cx - 2.0, 41.2), (cx + 3.0, 41.8))
    line(p, sheen, shade(look.hair, 190), 0.7, alpha=110)


__all__ = [
    "EYE_Y",
    "MOUTH_Y",
    "TOP",
    "chin_y",
    "face_path",
    "half_width",
    "paint_face",
    "paint_hair_cap",
    "paint_mouth",
    "paint_neck",
]
