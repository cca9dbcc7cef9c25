"""A small emblem for every card kind, printed in the middle of the card's face behind its
name: a sword for 杀, a gourd for 药, a flame for 烽火狼烟, a bow for 霸王弓… so that a card
is known by its picture as well as by its name, in either language.

Each emblem is a filled :class:`QPainterPath` drawn in a unit square and mapped onto the
rectangle asked for; lines are widened into outlines (:class:`QPainterPathStroker`), so
that one fill paints the whole emblem at any size.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker, QPolygonF, QTransform

from yxs_desktop.engine.enums import Kind

_Drawing = Callable[[], QPainterPath]


def _line(*points: tuple[float, float], width: float = 0.07) -> QPainterPath:
    """A polyline through ``points`` widened to ``width``, with round ends."""
    path = QPainterPath(QPointF(*points[0]))
    for point in points[1:]:
        path.lineTo(QPointF(*point))
    return _widened(path, width)


def _widened(path: QPainterPath, width: float) -> QPainterPath:
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(path).simplified()


def _polygon(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _ellipse(cx: float, cy: float, rx: float, ry: float | None = None) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, rx if ry is None else ry)
    return path


def _union(*paths: QPainterPath) -> QPainterPath:
    whole = QPainterPath()
    whole.setFillRule(Qt.FillRule.WindingFill)
    for path in paths:
        whole = whole.united(path)
    return whole


def _rotated(path: QPainterPath, degrees: float, cx: float = 0.5, cy: float = 0.5) -> QPainterPath:
    turn = QTransform()
    turn.translate(cx, cy)
    turn.rotate(degrees)
    turn.translate(-cx, -cy)
    return turn.map(path)


def _mirrored(path: QPainterPath) -> QPainterPath:
    flip = QTransform(-1, 0, 0, 1, 1, 0)  # x -> 1 - x
    return flip.map(path)


# ------------------------------------------------------------------ blades and hafts
def _sword(length: float = 0.86, blade: float = 0.1) -> QPainterPath:
    """An upright sword: the blade, the guard, the grip and the pommel."""
    top = 0.5 - length / 2
    hilt = top + length * 0.72
    return _union(
        _polygon(
            (0.5, top),
            (0.5 + blade / 2, top + blade),
            (0.5 + blade / 2, hilt),
            (0.5 - blade / 2, hilt),
            (0.5 - blade / 2, top + blade),
        ),
        _line((0.5 - 0.17, hilt + 0.02), (0.5 + 0.17, hilt + 0.02), width=0.06),
        _line((0.5, hilt + 0.03), (0.5, top + length - 0.05), width=0.06),
        _ellipse(0.5, top + length - 0.03, 0.045),
    )


def _strike() -> QPainterPath:
    return _rotated(_sword(), 35)


def _duel() -> QPainterPath:
    return _union(_rotated(_sword(0.8, 0.08), 40), _rotated(_sword(0.8, 0.08), -40))


def _knife() -> QPainterPath:
    """A knife offered handle first: a short curved blade lying across."""
    blade = QPainterPath(QPointF(0.12, 0.52))
    blade.cubicTo(QPointF(0.3, 0.34), QPointF(0.5, 0.34), QPointF(0.62, 0.44))
    blade.lineTo(QPointF(0.62, 0.56))
    blade.cubicTo(QPointF(0.45, 0.56), QPointF(0.28, 0.58), QPointF(0.12, 0.52))
    blade.closeSubpath()
    return _union(
        blade,
        _line((0.64, 0.4), (0.64, 0.6), width=0.06),
        _line((0.66, 0.5), (0.88, 0.5), width=0.09),
    )


def _fish_gut() -> QPainterPath:
    """鱼肠剑: the dagger hidden in a fish, its grip a fish's body and tail."""
    fish = _union(
        _ellipse(0.5, 0.72, 0.1, 0.16),
        _polygon((0.5, 0.84), (0.36, 0.97), (0.64, 0.97)),
    )
    return _rotated(_union(_sword(0.62, 0.12), fish), -40)


def _dragon_scale() -> QPainterPath:
    """龙鳞刀: a broad curved sabre."""
    blade = QPainterPath(QPointF(0.3, 0.7))
    blade.cubicTo(QPointF(0.3, 0.42), QPointF(0.5, 0.2), QPointF(0.78, 0.1))
    blade.cubicTo(QPointF(0.66, 0.3), QPointF(0.52, 0.5), QPointF(0.44, 0.72))
    blade.closeSubpath()
    return _union(
        blade,
        _line((0.22, 0.7), (0.52, 0.74), width=0.06),
        _line((0.36, 0.74), (0.3, 0.92), width=0.07),
    )


def _coiled_dragon() -> QPainterPath:
    """盘龙棍: a long staff with a dragon coiled round it."""
    coil = QPainterPath(QPointF(0.38, 0.28))
    for i in range(4):
        y = 0.28 + i * 0.13
        coil.cubicTo(QPointF(0.7, y), QPointF(0.7, y + 0.07), QPointF(0.38, y + 0.13))
    return _union(_line((0.5, 0.08), (0.5, 0.92), width=0.08), _widened(coil, 0.045))


def _reed_spear() -> QPainterPath:
    """芦叶枪: a spear with a reed-leaf head and a tassel."""
    head = QPainterPath(QPointF(0.5, 0.04))
    head.cubicTo(QPointF(0.66, 0.14), QPointF(0.66, 0.28), QPointF(0.5, 0.38))
    head.cubicTo(QPointF(0.34, 0.28), QPointF(0.34, 0.14), QPointF(0.5, 0.04))
    head.closeSubpath()
    tassel = _polygon((0.5, 0.36), (0.32, 0.54), (0.5, 0.46), (0.68, 0.54))
    return _rotated(_union(head, tassel, _line((0.5, 0.36), (0.5, 0.95), width=0.08)), 20)


def _bolang_hammer() -> QPainterPath:
    """博浪锤: a great round hammer head on a haft."""
    return _union(_ellipse(0.5, 0.3, 0.2), _line((0.5, 0.45), (0.5, 0.92), width=0.07))


def _wolf_fang() -> QPainterPath:
    """狼牙棒: a mace whose head bristles with fangs."""
    spikes = [
        _polygon(
            (0.5 + 0.16 * math.cos(a - 0.25), 0.32 + 0.16 * math.sin(a - 0.25)),
            (0.5 + 0.27 * math.cos(a), 0.32 + 0.27 * math.sin(a)),
            (0.5 + 0.16 * math.cos(a + 0.25), 0.32 + 0.16 * math.sin(a + 0.25)),
        )
        for a in (i * math.tau / 10 for i in range(10))
    ]
    head = _ellipse(0.5, 0.32, 0.12, 0.17)
    return _union(head, *spikes, _line((0.5, 0.48), (0.5, 0.94), width=0.07))


def _overlord_bow() -> QPainterPath:
    """霸王弓: a drawn bow with its string and an arrow."""
    bow = QPainterPath(QPointF(0.35, 0.08))
    bow.cubicTo(QPointF(0.8, 0.25), QPointF(0.8, 0.75), QPointF(0.35, 0.92))
    return _union(
        _widened(bow, 0.07),
        _line((0.35, 0.08), (0.35, 0.92), width=0.025),
        _line((0.2, 0.5), (0.82, 0.5), width=0.035),
        _polygon((0.9, 0.5), (0.8, 0.44), (0.8, 0.56)),
    )


def _jade_ruyi() -> QPainterPath:
    """玉如意: the sceptre with its cloud-shaped head and curved handle."""
    head = _union(_ellipse(0.32, 0.24, 0.13), _ellipse(0.2, 0.36, 0.08), _ellipse(0.44, 0.36, 0.08))
    handle = QPainterPath(QPointF(0.36, 0.36))
    handle.cubicTo(QPointF(0.55, 0.5), QPointF(0.55, 0.7), QPointF(0.8, 0.88))
    return _union(head, _widened(handle, 0.08), _ellipse(0.6, 0.62, 0.06))


def _horseshoe(gap_up: bool) -> QPainterPath:
    """A horseshoe with nail holes (open end up or down)."""
    shoe = QPainterPath(QPointF(0.26, 0.2))
    shoe.cubicTo(QPointF(0.16, 0.7), QPointF(0.36, 0.86), QPointF(0.5, 0.86))
    shoe.cubicTo(QPointF(0.64, 0.86), QPointF(0.84, 0.7), QPointF(0.74, 0.2))
    outline = _widened(shoe, 0.13)
    holes = QPainterPath()
    for x, y in ((0.27, 0.45), (0.34, 0.7), (0.66, 0.7), (0.73, 0.45)):
        holes.addEllipse(QPointF(x, y), 0.025, 0.025)
    whole = outline.subtracted(holes)
    return whole if gap_up else QTransform(1, 0, 0, -1, 0, 1).map(whole)


def _attack_horse() -> QPainterPath:
    """−1 马: a horseshoe with an arrow forward."""
    return _union(
        QTransform().translate(0.0, -0.06).map(_horseshoe(True)),
        _line((0.2, 0.92), (0.72, 0.92), width=0.05),
        _polygon((0.86, 0.92), (0.72, 0.85), (0.72, 0.99)),
    )


def _defence_horse() -> QPainterPath:
    """+1 马: a horseshoe turned down over a wall."""
    return _union(
        QTransform().translate(0.0, -0.08).map(_horseshoe(False)),
        _line((0.16, 0.93), (0.84, 0.93), width=0.07),
    )


# ------------------------------------------------------------------ basics and tricks
def _dodge() -> QPainterPath:
    """闪: a figure's swerve, three curved strokes of motion."""
    strokes = []
    for i, dx in enumerate((0.0, 0.16, 0.32)):
        arc = QPainterPath(QPointF(0.22 + dx, 0.2 + i * 0.05))
        arc.cubicTo(
            QPointF(0.5 + dx, 0.3), QPointF(0.1 + dx, 0.6), QPointF(0.36 + dx, 0.8 - i * 0.05)
        )
        strokes.append(_widened(arc, 0.07 - i * 0.012))
    return _union(*strokes)


def _medicine() -> QPainterPath:
    """药: a medicine gourd, narrow at the waist, with its stopper and a tassel."""
    return _union(
        _ellipse(0.46, 0.7, 0.2, 0.2),
        _ellipse(0.46, 0.36, 0.11, 0.12),
        _polygon((0.41, 0.14), (0.51, 0.14), (0.5, 0.25), (0.42, 0.25)),
        _line((0.46, 0.5), (0.72, 0.52), (0.8, 0.7), width=0.04),
        _polygon((0.8, 0.66), (0.74, 0.86), (0.86, 0.86)),
    )


def _firewood() -> QPainterPath:
    """釜底抽薪: a cauldron with a stick drawn out from under it."""
    bowl = QPainterPath(QPointF(0.18, 0.3))
    bowl.cubicTo(QPointF(0.2, 0.66), QPointF(0.8, 0.66), QPointF(0.82, 0.3))
    bowl.closeSubpath()
    return _union(
        bowl,
        _line((0.14, 0.3), (0.86, 0.3), width=0.05),
        _line((0.3, 0.55), (0.24, 0.7), width=0.05),
        _line((0.7, 0.55), (0.76, 0.7), width=0.05),
        _line((0.2, 0.82), (0.9, 0.76), width=0.07),
    )


def _pouch() -> QPainterPath:
    """探囊取物: a tied pouch."""
    bag = QPainterPath(QPointF(0.38, 0.34))
    bag.cubicTo(QPointF(0.08, 0.5), QPointF(0.14, 0.9), QPointF(0.5, 0.9))
    bag.cubicTo(QPointF(0.86, 0.9), QPointF(0.92, 0.5), QPointF(0.62, 0.34))
    bag.closeSubpath()
    top = _polygon((0.36, 0.14), (0.5, 0.26), (0.64, 0.14), (0.6, 0.3), (0.4, 0.3))
    return _union(bag, top, _line((0.34, 0.31), (0.66, 0.31), width=0.05))


def _star(
    points: int, outer: float, inner: float, cx: float = 0.5, cy: float = 0.5
) -> QPainterPath:
    corners = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        corners.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return _polygon(*corners)


def _from_nothing() -> QPainterPath:
    """无中生有: a sparkle out of the empty air."""
    return _union(_star(4, 0.4, 0.09), _star(4, 0.14, 0.035, 0.8, 0.22))


def _impeccable() -> QPainterPath:
    """无懈可击: a shield without a flaw."""
    shield = QPainterPath(QPointF(0.5, 0.1))
    shield.cubicTo(QPointF(0.62, 0.18), QPointF(0.76, 0.2), QPointF(0.84, 0.2))
    shield.cubicTo(QPointF(0.84, 0.6), QPointF(0.7, 0.8), QPointF(0.5, 0.92))
    shield.cubicTo(QPointF(0.3, 0.8), QPointF(0.16, 0.6), QPointF(0.16, 0.2))
    shield.cubicTo(QPointF(0.24, 0.2), QPointF(0.38, 0.18), QPointF(0.5, 0.1))
    shield.closeSubpath()
    return shield.subtracted(_star(4, 0.16, 0.05, 0.5, 0.48))


def _flame(cx: float, bottom: float, w: float, h: float) -> QPainterPath:
    flame = QPainterPath(QPointF(cx, bottom - h))
    flame.cubicTo(
        QPointF(cx + w * 0.6, bottom - h * 0.55),
        QPointF(cx + w * 0.55, bottom),
        QPointF(cx, bottom),
    )
    flame.cubicTo(
        QPointF(cx - w * 0.55, bottom),
        QPointF(cx - w * 0.6, bottom - h * 0.55),
        QPointF(cx, bottom - h),
    )
    flame.closeSubpath()
    return flame


def _beacon() -> QPainterPath:
    """烽火狼烟: a beacon tower with its fire."""
    tower = _polygon((0.3, 0.92), (0.36, 0.6), (0.64, 0.6), (0.7, 0.92))
    return _union(tower, _flame(0.5, 0.56, 0.4, 0.48), _flame(0.3, 0.5, 0.14, 0.2))


def _arrows() -> QPainterPath:
    """万箭齐发: a volley, three arrows in flight."""
    volley = []
    for dx in (-0.22, 0.0, 0.22):
        shaft = _line((0.5 + dx, 0.9), (0.5 + dx, 0.24), width=0.035)
        head = _polygon((0.5 + dx, 0.1), (0.44 + dx, 0.26), (0.56 + dx, 0.26))
        fletch = _line((0.5 + dx, 0.8), (0.44 + dx, 0.9), width=0.03).united(
            _line((0.5 + dx, 0.8), (0.56 + dx, 0.9), width=0.03)
        )
        volley.append(_union(shaft, head, fletch))
    return _rotated(_union(*volley), 20)


def _leaf(angle: float) -> QPainterPath:
    leaf = QPainterPath(QPointF(0.5, 0.62))
    leaf.cubicTo(QPointF(0.5, 0.4), QPointF(0.7, 0.22), QPointF(0.86, 0.2))
    leaf.cubicTo(QPointF(0.84, 0.4), QPointF(0.7, 0.6), QPointF(0.5, 0.62))
    leaf.closeSubpath()
    return _rotated(leaf, angle, 0.5, 0.62)


def _recover() -> QPainterPath:
    """休养生息: a sprout, two leaves on a stem."""
    return _union(
        _leaf(0.0),
        _mirrored(_leaf(0.0)),
        _line((0.5, 0.6), (0.5, 0.9), width=0.06),
        _line((0.3, 0.9), (0.7, 0.9), width=0.05),
    )


def _harvest() -> QPainterPath:
    """五谷丰登: an ear of grain."""
    grains = []
    for i in range(5):
        y = 0.2 + i * 0.11
        for side in (-1, 1):
            grain = _ellipse(0.5 + side * 0.08, y, 0.06, 0.09)
            grains.append(_rotated(grain, side * 25, 0.5 + side * 0.08, y))
    return _union(
        _ellipse(0.5, 0.1, 0.05, 0.08), *grains, _line((0.5, 0.7), (0.44, 0.95), width=0.05)
    )


def _prison() -> QPainterPath:
    """画地为牢: a drawn square with bars."""
    frame = _widened(_polygon((0.18, 0.18), (0.82, 0.18), (0.82, 0.82), (0.18, 0.82)), 0.06)
    bars = [_line((x, 0.18), (x, 0.82), width=0.05) for x in (0.39, 0.61)]
    return _union(frame, *bars)


def _thunder() -> QPainterPath:
    """手捧雷: a lightning bolt."""
    return _polygon(
        (0.58, 0.06), (0.24, 0.54), (0.46, 0.54), (0.36, 0.94), (0.76, 0.4), (0.54, 0.4)
    )


def _tiger_tally() -> QPainterPath:
    """虎符: the bronze tiger tally, split down its length to be matched."""
    body = QPainterPath(QPointF(0.12, 0.62))
    body.cubicTo(QPointF(0.14, 0.38), QPointF(0.36, 0.34), QPointF(0.56, 0.36))
    body.cubicTo(QPointF(0.7, 0.26), QPointF(0.86, 0.3), QPointF(0.88, 0.44))
    body.lineTo(QPointF(0.88, 0.62))
    body.closeSubpath()
    legs = [_line((x, 0.6), (x, 0.74), width=0.06) for x in (0.2, 0.36, 0.64, 0.8)]
    tail = QPainterPath(QPointF(0.14, 0.48))
    tail.cubicTo(QPointF(0.02, 0.4), QPointF(0.06, 0.24), QPointF(0.14, 0.22))
    whole = _union(body, *legs, _widened(tail, 0.04))
    seam = _line((0.1, 0.5), (0.92, 0.5), width=0.025)
    return whole.subtracted(seam)


_DRAWINGS: dict[Kind, _Drawing] = {
    Kind.STRIKE: _strike,
    Kind.DODGE: _dodge,
    Kind.MEDICINE: _medicine,
    Kind.DUEL: _duel,
    Kind.FIREWOOD: _firewood,
    Kind.POUCH: _pouch,
    Kind.FROM_NOTHING: _from_nothing,
    Kind.KNIFE: _knife,
    Kind.IMPECCABLE: _impeccable,
    Kind.BEACON: _beacon,
    Kind.ARROWS: _arrows,
    Kind.RECOVER: _recover,
    Kind.HARVEST: _harvest,
    Kind.PRISON: _prison,
    Kind.THUNDER: _thunder,
    Kind.TIGER_TALLY: _tiger_tally,
    Kind.FISH_GUT: _fish_gut,
    Kind.DRAGON_SCALE: _dragon_scale,
    Kind.COILED_DRAGON: _coiled_dragon,
    Kind.REED_SPEAR: _reed_spear,
    Kind.BOLANG_HAMMER: _bolang_hammer,
    Kind.WOLF_FANG: _wolf_fang,
    Kind.OVERLORD_BOW: _overlord_bow,
    Kind.JADE_RUYI: _jade_ruyi,
    Kind.ATTACK_HORSE: _attack_horse,
    Kind.DEFENCE_HORSE: _defence_horse,
}


@cache
def _unit_emblem(kind: Kind) -> QPainterPath:
    drawing = _DRAWINGS.get(kind)
    if drawing is None:
        raise ValueError(f"no emblem for the card kind {kind!r}")
    return drawing()


def emblem_path(kind: Kind, rect: QRectF) -> QPainterPath:
    """The emblem of ``kind`` filling the square ``rect`` (a path to fill). Raises
    :class:`ValueError` for a kind without one."""
    place = QTransform()
    place.translate(rect.x(), rect.y())
    place.scale(rect.width(), rect.height())
    return place.map(_unit_emblem(kind))
