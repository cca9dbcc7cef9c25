"""Paint a hero's full-colour bust from a :class:`~yxs_desktop.ui.portraits.looks.Look`."""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtGui import QPainter

from yxs_desktop.ui.portraits.attributes import paint_attribute_back, paint_attribute_front
from yxs_desktop.ui.portraits.body import paint_cape, paint_necklace, paint_robe
from yxs_desktop.ui.portraits.face import paint_face, paint_hair_cap, paint_mouth, paint_neck
from yxs_desktop.ui.portraits.hair import paint_beard, paint_hair_back, paint_hair_front
from yxs_desktop.ui.portraits.headgear import paint_headgear, paint_headgear_back
from yxs_desktop.ui.portraits.kit import Spot
from yxs_desktop.ui.portraits.looks import Look

__all__ = ["GRID", "paint_bust"]

#: The design grid: every part is drawn in these units and scaled to the pixmap.
GRID = (96, 120)
#: A tilted head turns about this height on the centre line (the base of the neck).
_NECK_Y = 80.0


@contextmanager
def _tilted(p: QPainter, look: Look, cx: float) -> Iterator[None]:
    """Paint the head turned by ``look.tilt`` degrees about the base of the neck."""
    p.save()
    if look.tilt:
        p.translate(cx, _NECK_Y)
        p.rotate(look.tilt)
        p.translate(-cx, -_NECK_Y)
    try:
        yield
    finally:
        p.restore()


def paint_bust(
    p: QPainter, look: Look, width: int, height: int, cx: float, room: float = 30.0
) -> None:
    """Paint the bust of ``look`` onto ``p`` over a ``width`` x ``height`` portrait.

    The figure is drawn in the 96x120 :data:`GRID` scaled to the portrait: ``cx`` is its
    centre line in grid units and ``room`` how far (grid units) wide things such as hat
    wings may reach either side of it (less when a name ribbon is close). The head sits in
    the upper half (skull top y≈42, chin y≈74), the shoulders fill the bottom; long weapons
    stand left of the head, between x≈cx-31 and cx-12.

    Layers, back to front: the attribute's back part, the headgear's back part (wings,
    tails), long hair, cloak, robe with collar, armour and pattern, neck, face, beard,
    mouth, hair on the skull, headgear, braids, necklace, things held before the chest.
    The painter's state is restored afterwards.
    """
    # A tilted head swings its hat brims and wings sideways: keep them within ``room``.
    at = Spot(cx, room - 42.0 * abs(math.sin(math.radians(look.tilt))))
    p.save()
    try:
        p.scale(width / GRID[0], height / GRID[1])
        paint_attribute_back(p, look, at)
        with _tilted(p, look, cx):
            paint_headgear_back(p, look, at)
            paint_hair_back(p, look, cx)
        paint_cape(p, look, cx)
        paint_robe(p, look, cx)
        paint_neck(p, look, cx)
        with _tilted(p, look, cx):
            paint_face(p, look, cx)
            paint_beard(p, look, cx)
            paint_mouth(p, look, cx)
            paint_hair_cap(p, look, cx)
            paint_headgear(p, look, at)
            paint_hair_front(p, look, cx)
        paint_necklace(p, look, cx)
        paint_attribute_front(p, look, at)
    finally:
        p.restore()
