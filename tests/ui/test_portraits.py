"""The painted hero portraits: a look for every hero (:mod:`yxs_desktop.ui.portraits.looks`)
and busts that tell the heroes apart (:mod:`yxs_desktop.ui.portraits.bust`)."""

from __future__ import annotations

import dataclasses
import itertools
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Faction
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.ui import painting
from yxs_desktop.ui.portraits import attributes, headgear
from yxs_desktop.ui.portraits.bust import paint_bust
from yxs_desktop.ui.portraits.looks import LOOKS, Look, plain_look

LANGS = ("zh", "en")
#: Where painting.py puts the figure's centre line, and how far wide things may reach.
_CX_ROOM = {"zh": (45.0, 21.5), "en": (50.0, 34.0)}


@pytest.fixture(autouse=True)
def _fresh_cache(qapp):
    painting.clear_cache()
    yield
    painting.clear_cache()


def test_every_hero_has_a_look_and_every_look_a_hero() -> None:
    assert not set(HEROES) - set(LOOKS), "heroes without a look"
    assert not set(LOOKS) - set(HEROES), "looks for heroes that do not exist"


def test_every_look_names_parts_the_painter_knows() -> None:
    """A typo in a look would silently draw nothing (no hat, no weapon)."""
    for hero_id, look in LOOKS.items():
        assert look.headgear in headgear.FRONT, (hero_id, look.headgear)
        if look.attribute:
            assert look.attribute in attributes.BACK | attributes.FRONT, (hero_id, look.attribute)
        for field in dataclasses.fields(Look):
            value = getattr(look, field.name)
            if isinstance(value, str) and value.startswith("#"):
                assert len(value) == 7, (hero_id, field.name, value)
                int(value[1:], 16)


#: The difference hash's grid: 16 x 16 bits of the portrait at 64 x 64.
_HASH = 16
#: Two portraits differing in fewer bits than this would look alike at a glance (about
#: one bit in ten; the pairs measured differ in 35 or more, most in about 75).
_ALIKE = 24


def _dhash(image: QImage) -> int:
    """A 256-bit difference hash: the image at 64x64 in grey, then 17x16, one bit per
    pixel brighter than its right neighbour."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    how = (Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
    small = grey.scaled(64, 64, *how).scaled(_HASH + 1, _HASH, *how)
    bits = 0
    for y in range(_HASH):
        for x in range(_HASH):
            brighter = small.pixelColor(x, y).value() > small.pixelColor(x + 1, y).value()
            bits = bits << 1 | int(brighter)
    return bits


def _without_the_name(image: QImage, lang: str) -> QImage:
    """The portrait short of its name (the ribbon on the right in Chinese, the banner at
    the bottom in English): the hash compares the heroes, not the fonts of a machine."""
    if lang == "zh":
        return image.copy(0, 0, round(image.width() * 67 / 96), image.height())
    return image.copy(0, 0, image.width(), round(image.height() * 100 / 120))


@pytest.mark.parametrize("lang", LANGS)
def test_every_hero_has_a_portrait_unlike_any_other(lang: str) -> None:
    hashes = {
        hero_id: _dhash(_without_the_name(painting.hero_portrait(hero_id, lang).toImage(), lang))
        for hero_id in HEROES
    }
    distance, a, b = min(
        ((hashes[a] ^ hashes[b]).bit_count(), a, b) for a, b in itertools.combinations(HEROES, 2)
    )
    assert distance >= _ALIKE, f"{a} and {b} look alike: their hashes differ in {distance} bits"


def _bust_image(look: Look, lang: str, scale: int = 2) -> QImage:
    """The bust alone on a transparent portrait-sized image, ``scale`` pixels a grid unit."""
    image = QImage(96 * scale, 120 * scale, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    cx, room = _CX_ROOM[lang]
    paint_bust(p, look, image.width(), image.height(), cx, room=room)
    p.end()
    return image


def _painted(image: QImage, x0: float, y0: float, x1: float, y1: float, scale: int = 2) -> bool:
    """Whether anything (nearly) opaque is painted in the grid rectangle x0..x1, y0..y1."""
    bits = bytes(image.constBits())
    stride = image.bytesPerLine()
    left, right = max(0, round(x0 * scale)), min(image.width(), round(x1 * scale))
    top, bottom = max(0, round(y0 * scale)), min(image.height(), round(y1 * scale))
    alpha = 3 if sys.byteorder == "little" else 0
    for y in range(top, bottom):
        row = bits[y * stride + 4 * left + alpha : y * stride + 4 * right : 4]
        if max(row, default=0) > 60:
            return True
    return False


@pytest.mark.parametrize("lang", LANGS)
def test_busts_leave_the_seal_the_hp_beads_and_the_name_ribbon_clear(lang: str) -> None:
    for hero_id, hero in HEROES.items():
        image = _bust_image(LOOKS[hero_id], lang)
        # The faction seal (a disc at 11.5, 11.5, radius 8.5, here its bounding square
        # cut short of the corners the seal does not cover) and the column of HP beads.
        assert not _painted(image, 3.0, 3.0, 18.0, 18.0), (hero_id, "seal")
        last_bead = 28.0 + 10.0 * (hero.hp - 1)
        assert not _painted(image, 7.0, 23.5, 16.0, last_bead + 4.5), (hero_id, "beads")
        if lang == "zh":
            # The vertical ribbon: 29 grid units right of the centre line, as long as the
            # name (about 23 units a character).
            chars = len(text(f"hero.{hero_id}.name", "zh"))
            bottom = 5.3 + 22.9 * (chars - 1) + 28.5
            assert not _painted(image, 67.5, 5.0, 96.0, bottom), (hero_id, "ribbon")


def test_a_hero_without_a_look_gets_a_plain_one(monkeypatch: pytest.MonkeyPatch) -> None:
    painted = painting.hero_portrait("guan_yu", "zh").toImage()
    monkeypatch.delitem(LOOKS, "guan_yu")
    monkeypatch.delitem(LOOKS, "yu_ji")
    painting.clear_cache()
    plain = painting.hero_portrait("guan_yu", "zh")
    assert (plain.width(), plain.height()) == (96, 120)
    assert plain.toImage() != painted
    assert not painting.hero_portrait("yu_ji", "en").isNull()
    for faction in Faction:
        assert plain_look(faction, female=True).female
        assert not plain_look(faction, female=False).female


def test_looks_need_no_qt() -> None:
    """The looks are plain data: importing them with PySide6 unavailable works."""
    code = (
        "import sys; sys.modules['PySide6'] = None\n"
        "from yxs_desktop.ui.portraits.looks import LOOKS\n"
        "assert LOOKS and 'PySide6' not in [m.split('.')[0] for m in sys.modules if sys.modules[m]]"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)
