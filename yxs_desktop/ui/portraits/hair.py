"""Hair that falls behind or beside the bust (long hair, loose hair, braids) and beards."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter, QPainterPath

from yxs_desktop.ui.portraits.face import MOUTH_Y, chin_y, half_width
from yxs_desktop.ui.portraits.kit import both_sides, curve, fill, flat, line, mirrored, shade
from yxs_desktop.ui.portraits.looks import Look


def paint_hair_back(p: QPainter, look: Look, cx: float) -> None:
    """Hair behind the head and shoulders (drawn before the robe)."""
    w = half_width(look)
    if look.hair_style == "long":
        hair = QPainterPath(QPointF(cx - w - 1.5, 50.0))
        hair.cubicTo(cx - w - 5.0, 62.0, cx - w - 3.0, 78.0, cx - w - 7.5, 94.0)
        hair.lineTo(cx + w + 7.5, 94.0)
        hair.cubicTo(cx + w + 3.0, 78.0, cx + w + 5.0, 62.0, cx + w + 1.5, 50.0)
        hair.cubicTo(cx + w, 38.0, cx - w, 38.0, cx - w - 1.5, 50.0)
        fill(p, hair, shade(look.hair, 85), light=140)
    elif look.hair_style == "loose":
        hair = QPainterPath(QPointF(cx - w - 1.0, 48.0))
        hair.cubicTo(cx - w - 4.0, 58.0, cx - w - 3.0, 70.0, cx - w - 6.0, 82.0)
        for i in range(7):
            x = cx - w - 6.0 + (2 * w + 12.0) * (i + 0.5) / 7
            hair.lineTo(x, 86.0 if i % 2 else 80.5)
        hair.lineTo(cx + w + 6.0, 82.0)
        hair.cubicTo(cx + w + 3.0, 70.0, cx + w + 4.0, 58.0, cx + w + 1.0, 48.0)
        hair.cubicTo(cx + w, 37.0, cx - w, 37.0, cx - w - 1.0, 48.0)
        fill(p, hair, look.hair, light=140)


def paint_hair_front(p: QPainter, look: Look, cx: float) -> None:
    """Braids and locks that hang in front of the shoulders (drawn after the robe)."""
    w = half_width(look)
    if look.hair_style == "braids":
        for side in (-1, 1):
            for i in range(6):
                x = cx + side * (w + 0.6 + i * 0.45)
                y = 62.0 + i * 4.4
                knot = QPainterPath()
                knot.addEllipse(QPointF(x, y), 1.7, 2.6)
                fill(p, knot, look.hair, light=150)
            tie = QPainterPath()
            tie.addRect(cx + side * (w + 3.3) - 1.3, 86.5, 2.6, 1.4)
            flat(p, tie, look.hat_trim)
    elif look.hair_style == "loose":
        for side in (-1, 1):
            lock = QPainterPath(QPointF(cx + side * (w - 0.5), 50.0))
            lock.cubicTo(
                cx + side * (w + 2.0),
                60.0,
                cx + side * (w + 1.0),
                70.0,
                cx + side * (w + 4.0),
                80.0,
            )
            lock.lineTo(cx + side * (w + 1.4), 79.0)
            lock.cubicTo(
                cx + side * (w - 1.0),
                70.0,
                cx + side * (w - 0.6),
                60.0,
                cx + side * (w - 2.2),
                52.0,
            )
            lock.closeSubpath()
            fill(p, lock, look.hair, light=150)


def paint_beard(p: QPainter, look: Look, cx: float) -> None:
    """The beard (before the mouth, which it frames)."""
    kind = look.beard
    if not kind:
        return
    color = look.beard_color or look.hair
    w = half_width(look)
    chin = chin_y(look)
    y = MOUTH_Y
    if kind == "stubble":
        flat(p, _jaw(cx, w, chin + 0.5, y - 2.0, 64.0), color, 60)
        return
    parts = QPainterPath()
    if kind in ("short", "full", "wild", "long", "flowing"):
        bottom = {"short": chin + 4.5, "full": chin + 8.0, "wild": chin + 8.5}.get(kind, chin + 3.0)
        cheek = {"full": 61.5, "wild": 60.5}.get(kind, 63.5)
        parts.addPath(_jaw(cx, w, bottom, y, cheek, spiky=kind == "wild"))
    if kind == "long":
        parts.addPath(_tail(cx, 4.6, chin + 2.0, 98.0, 0.0))
        for side in (-1, 1):
            parts.addPath(_tail(cx + side * 5.8, 2.0, chin - 1.0, 88.0, side * 1.5))
    elif kind == "flowing":
        parts.addPath(_tail(cx, 8.5, chin - 1.0, 113.0, -1.5))
    elif kind == "goatee":
        parts.addPath(_tail(cx, 1.9, y + 2.3, chin + 3.5, 0.0))
    elif kind == "pointed":
        parts.addPath(_tail(cx, 1.6, y + 2.5, chin + 9.5, 0.6))
    elif kind == "thin":
        for side in (-1, 1):
            whisker = curve(
                (cx + side * 2.8, y - 1.2), (cx + side * 7.5, y + 1.0), (cx + side * 7.0, y + 7.0)
            )
            line(p, whisker, color, 0.55)
        parts.addPath(_tail(cx, 0.9, y + 2.6, chin + 2.5, 0.0))
    parts.addPath(_moustache(cx, y, kind))
    fill(p, parts.simplified(), color, light=150, width=0.4)
    if kind in ("long", "flowing", "full", "wild"):
        strand = shade(color, 170 if shade(color, 100).lightness() < 128 else 80)
        length = {"long": 96.0, "flowing": 110.0}.get(kind, chin + 6.0)
        for dx in (-2.5, 0.0, 2.5):
            line(
                p,
                curve(
                    (cx + dx, chin),
                    (cx + dx * 1.6, (chin + length) / 2),
                    (cx + dx * 0.6, length - 2.0),
                ),
                strand,
                0.3,
                alpha=140,
            )


def _moustache(cx: float, y: float, kind: str) -> QPainterPath:
    if kind in ("stubble",):
        return QPainterPath()
    half = QPainterPath(QPointF(cx - 0.3, y - 2.3))
    if kind == "curled":
        half.quadTo(cx - 3.0, y - 2.9, cx - 5.0, y - 1.2)
        half.quadTo(cx - 6.8, y - 2.4, cx - 6.0, y - 4.2)
        half.quadTo(cx - 6.2, y - 1.8, cx - 4.6, y - 0.6)
    elif kind == "drooping":
        half.quadTo(cx - 3.5, y - 2.8, cx - 4.6, y + 1.0)
        half.lineTo(cx - 4.3, y + 6.0)
        half.lineTo(cx - 3.4, y + 1.0)
    elif kind in ("pointed", "thin"):
        half.quadTo(cx - 3.0, y - 2.6, cx - 4.6, y - 0.6)
    else:
        half.quadTo(cx - 3.2, y - 3.0, cx - 5.0, y - 0.2)
    half.quadTo(cx - 2.4, y - 1.3, cx - 0.3, y - 1.4)
    half.closeSubpath()
    return both_sides(half, cx)


def _jaw(
    cx: float, w: float, bottom: float, y: float, cheek: float, spiky: bool = False
) -> QPainterPath:
    """Beard along the jaw: from the sideburns down to ``bottom``, leaving the cheeks above
    ``cheek`` and the mouth bare."""
    half = QPainterPath(QPointF(cx, bottom))
    if spiky:
        steps = 6
        for i in range(1, steps + 1):
            t = i / steps
            x = cx + (w + 0.8) * t
            yy = bottom - (bottom - 57.0) * t * t
            half.lineTo(x + (1.6 if i % 2 else 0.0), yy + (1.8 if i % 2 else 0.0))
    else:
        half.cubicTo(cx + w * 0.75, bottom, cx + w + 0.8, 66.0, cx + w + 0.2, 57.0)
    half.lineTo(cx + w - 1.8, 57.0)
    half.cubicTo(cx + w - 2.0, cheek, cx + 6.0, cheek + 1.5, cx + 4.4, y + 0.8)
    half.quadTo(cx + 2.0, y + 3.0, cx, y + 3.0)
    half.closeSubpath()
    full = QPainterPath(half)
    full.addPath(mirrored(half, cx))
    return full.simplified()


def _tail(cx: float, half_w: float, top: float, bottom: float, sway: float) -> QPainterPath:
    """A lock of beard hanging from ``top`` to a point at ``bottom``."""
    path = QPainterPath(QPointF(cx - half_w, top))
    mid = (top + bottom) / 2
    path.cubicTo(
        cx - half_w * 1.1, mid, cx - half_w * 0.4 + sway, bottom - 4.0, cx + sway * 1.5, bottom
    )
    path.cubicTo(cx + half_w * 0.4 + sway, bottom - 4.0, cx + half_w * 1.1, mid, cx + half_w, top)
    path.closeSubpath()
    return path
