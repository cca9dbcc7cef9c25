"""Drawing helpers shared by the portrait parts.

Everything is drawn in the 96x120 design grid of a portrait (the painter is scaled to the
pixmap by :func:`yxs_desktop.ui.portraits.bust.paint_bust`), so sizes and pen widths here are
grid units. The style: flat shapes with a soft light-to-dark gradient and a thin outline
in a darker shade of the fill.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

from yxs_desktop.ui.portraits.looks import Look

#: Width of the outline around every shape.
EDGE = 0.55
#: Colour of eyes, pupils and ink lines.
INK = "#21160f"

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Spot:
    """Where the figure stands in the grid: ``cx`` its centre line, ``room`` how far wide
    things (hat wings, a straw hat's brim) may reach either side of it."""

    cx: float
    room: float


def qc(color: str | QColor, alpha: int = 255) -> QColor:
    """``color`` as a QColor with ``alpha``."""
    c = QColor(color)
    if alpha != 255:
        c.setAlpha(alpha)
    return c


def poly(*points: Point) -> QPainterPath:
    """A closed polygon through ``points``."""
    path = QPainterPath(QPointF(*points[0]))
    for pt in points[1:]:
        path.lineTo(QPointF(*pt))
    path.closeSubpath()
    return path


def mirrored(path: QPainterPath, cx: float) -> QPainterPath:
    """``path`` reflected about the vertical line x = ``cx``."""
    return QTransform(-1.0, 0.0, 0.0, 1.0, 2.0 * cx, 0.0).map(path)


def both_sides(path: QPainterPath, cx: float) -> QPainterPath:
    """``path`` together with its mirror image about x = ``cx``."""
    out = QPainterPath(path)
    out.addPath(mirrored(path, cx))
    return out


def shade(color: str | QColor, factor: int) -> QColor:
    """``color`` lighter (``factor`` > 100) or darker (< 100) by ``factor`` percent."""
    c = QColor(color)
    if factor >= 100:
        return c.lighter(factor)
    return c.darker(round(10000 / max(1, factor)))


def fill(
    p: QPainter,
    path: QPainterPath,
    color: str | QColor,
    *,
    edge: str | QColor | None = None,
    width: float = EDGE,
    light: int = 118,
    dark: int = 78,
    outline: bool = True,
    across: bool = False,
) -> None:
    """Fill ``path`` with ``color`` in a soft gradient (``light`` at the top, ``dark`` at the
    bottom, or left to right with ``across``) and outline it in a darker shade (or
    ``edge``)."""
    base = QColor(color)
    box = path.boundingRect()
    end = box.topRight() if across else box.bottomLeft()
    gradient = QLinearGradient(box.topLeft(), end)
    gradient.setColorAt(0.0, shade(base, light))
    gradient.setColorAt(0.5, base)
    gradient.setColorAt(1.0, shade(base, dark))
    p.setBrush(QBrush(gradient))
    if outline:
        pen = QPen(QColor(edge) if edge is not None else shade(base, 42), width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
    else:
        p.setPen(Qt.PenStyle.NoPen)
    p.drawPath(path)


def flat(p: QPainter, path: QPainterPath, color: str | QColor, alpha: int = 255) -> None:
    """Fill ``path`` in one colour, no outline."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(qc(color, alpha))
    p.drawPath(path)


def glow(
    p: QPainter, c: Point, r: float, color: str | QColor, alpha: int = 255, r2: float = 0.0
) -> None:
    """A soft round spot: ``color`` at the centre fading out at radius ``r`` (an ellipse of
    half-height ``r2`` when given)."""
    g = QRadialGradient(QPointF(*c), r)
    g.setColorAt(0.0, qc(color, alpha))
    g.setColorAt(1.0, qc(color, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(g))
    p.drawEllipse(QPointF(*c), r, r2 or r)


def line(
    p: QPainter,
    path: QPainterPath,
    color: str | QColor,
    width: float,
    alpha: int = 255,
    flat_cap: bool = False,
) -> None:
    """Stroke ``path`` (round caps and joins unless ``flat_cap``)."""
    pen = QPen(qc(color, alpha), width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap if flat_cap else Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)


def segment(a: Point, b: Point) -> QPainterPath:
    """The straight path from ``a`` to ``b``."""
    path = QPainterPath(QPointF(*a))
    path.lineTo(QPointF(*b))
    return path


def curve(a: Point, ctrl: Point, b: Point) -> QPainterPath:
    """A quadratic curve from ``a`` to ``b`` bent towards ``ctrl``."""
    path = QPainterPath(QPointF(*a))
    path.quadTo(QPointF(*ctrl), QPointF(*b))
    return path


def rod(p: QPainter, a: Point, b: Point, color: str | QColor, width: float) -> None:
    """A shaft from ``a`` to ``b``: a dark edge, the colour, and a light streak along it."""
    path = segment(a, b)
    base = QColor(color)
    line(p, path, shade(base, 40), width + 2 * EDGE)
    line(p, path, base, width)
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    off = (-dy / n * width * 0.22, dx / n * width * 0.22)
    streak = segment((a[0] - off[0], a[1] - off[1]), (b[0] - off[0], b[1] - off[1]))
    line(p, streak, shade(base, 150), width * 0.3, alpha=150)


def along(a: Point, b: Point, t: float, side: float = 0.0) -> Point:
    """The point at fraction ``t`` from ``a`` to ``b``, moved ``side`` units to its left
    (seen walking from ``a`` to ``b``)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    return (a[0] + dx * t + dy / n * side, a[1] + dy * t - dx / n * side)


def bead(p: QPainter, c: Point, r: float, color: str | QColor) -> None:
    """A round shiny bead (pearl, jade, jewel)."""
    base = QColor(color)
    g = QRadialGradient(QPointF(c[0] - r * 0.35, c[1] - r * 0.4), r * 1.5)
    g.setColorAt(0.0, shade(base, 170))
    g.setColorAt(0.45, base)
    g.setColorAt(1.0, shade(base, 55))
    p.setPen(QPen(shade(base, 40), min(EDGE, r * 0.35)))
    p.setBrush(QBrush(g))
    p.drawEllipse(QPointF(*c), r, r)


def flower(p: QPainter, c: Point, r: float, petal: str, heart: str = "#f2c440") -> None:
    """A five-petalled flower of radius ``r``."""
    petals = QPainterPath()
    petals.setFillRule(Qt.FillRule.WindingFill)
    for i in range(5):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        petals.addEllipse(
            QPointF(c[0] + r * 0.55 * math.cos(a), c[1] + r * 0.55 * math.sin(a)),
            r * 0.5,
            r * 0.5,
        )
    fill(p, petals.simplified(), petal, width=EDGE * 0.7)
    bead(p, c, r * 0.28, heart)


def curl_path(x: float, y: float, r: float, mirror: bool = False, steps: int = 18) -> QPainterPath:
    """A 祥云 cloud curl about (x, y): a spiral of radius ``r`` with a trailing tail (to the
    left when ``mirror``)."""
    sign = -1.0 if mirror else 1.0
    path = QPainterPath()
    for i in range(steps + 1):
        t = i / steps
        a = t * 1.6 * 2 * math.pi
        rr = r * (0.2 + 0.8 * t)
        pt = QPointF(x + sign * rr * math.cos(a), y + rr * math.sin(a))
        if i == 0:
            path.moveTo(pt)
        else:
            path.lineTo(pt)
    path.quadTo(x + sign * r * 1.8, y + r * 1.2, x + sign * r * 3.0, y + r * 0.4)
    return path


#: One drawable part (a hat, a weapon): painted for a look at a spot.
Part = Callable[[QPainter, Look, Spot], None]


def paint_part(parts: Mapping[str, Part], kind: str, p: QPainter, look: Look, at: Spot) -> None:
    """Paint the part of ``parts`` named ``kind``; nothing for a kind without one."""
    part = parts.get(kind)
    if part is not None:
        part(p, look, at)
