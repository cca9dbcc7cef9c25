"""Card faces, backs, hero portraits and role badges drawn by :mod:`yxs_desktop.ui.painting`."""

from __future__ import annotations

import os
import subprocess
import sys
import threading

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetrics, QImage, QPainter, QPixmap

from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.enums import Color, Faction, Kind
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.ui import painting

LANGS = ("zh", "en")


@pytest.fixture(autouse=True)
def _fresh_cache(qapp):
    """Every test starts with an empty cache (and a QApplication, from pytest-qt)."""
    painting.clear_cache()
    yield
    painting.clear_cache()


def _is_red(c: QColor) -> bool:
    return c.alpha() > 200 and c.red() > 140 and c.red() > 2 * c.green() and c.red() > 2 * c.blue()


def _is_dark(c: QColor) -> bool:
    return c.alpha() > 200 and max(c.red(), c.green(), c.blue()) < 80


def _pixels(image: QImage, rect: QRectF) -> list[QColor]:
    """The colours of the physical pixels inside ``rect`` (logical coordinates)."""
    dpr = image.devicePixelRatio()
    x0, y0 = round(rect.left() * dpr), round(rect.top() * dpr)
    x1, y1 = round(rect.right() * dpr), round(rect.bottom() * dpr)
    return [image.pixelColor(x, y) for y in range(y0, y1) for x in range(x0, x1)]


def _mean(colors: list[QColor]) -> tuple[float, float, float]:
    n = len(colors)
    return (
        sum(c.red() for c in colors) / n,
        sum(c.green() for c in colors) / n,
        sum(c.blue() for c in colors) / n,
    )


# --------------------------------------------------------------------------- card faces


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_face_renders_at_the_requested_size(lang: str) -> None:
    for card in STANDARD_DECK:
        pixmap = painting.card_face(card.id, lang)
        assert not pixmap.isNull()
        assert (pixmap.width(), pixmap.height()) == (70, 98), card
        assert pixmap.devicePixelRatio() == 1.0


@pytest.mark.parametrize(
    ("width", "height", "dpr"), [(70, 98, 2.0), (105, 147, 1.0), (50, 70, 1.5)]
)
def test_card_face_sizes_and_device_pixel_ratio(width: int, height: int, dpr: float) -> None:
    for card_id in (0, 33, 105):
        pixmap = painting.card_face(card_id, "en", width, height, dpr)
        assert (pixmap.width(), pixmap.height()) == (round(width * dpr), round(height * dpr))
        assert pixmap.devicePixelRatio() == dpr
        size = pixmap.deviceIndependentSize()
        assert (size.width(), size.height()) == pytest.approx((width, height))


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_corner_is_red_for_hearts_and_diamonds_and_black_for_spades_and_clubs(dpr: float) -> None:
    rect = painting.corner_glyph_rect()
    for card in STANDARD_DECK:
        pixels = _pixels(painting.card_face(card.id, "zh", dpr=dpr).toImage(), rect)
        red = sum(map(_is_red, pixels))
        dark = sum(map(_is_dark, pixels))
        minimum = 20 * dpr * dpr
        if card.suit.color == Color.RED:
            assert red >= minimum and dark == 0, (str(card), red, dark)
        else:
            assert dark >= minimum and red == 0, (str(card), red, dark)


def test_different_cards_give_different_images() -> None:
    first_of_kind = {}
    for card in STANDARD_DECK:
        first_of_kind.setdefault(card.kind, card.id)
    for lang in LANGS:
        images = [painting.card_face(cid, lang).toImage() for cid in first_of_kind.values()]
        for i, a in enumerate(images):
            for b in images[i + 1 :]:
                assert a != b
    # Same kind, other suit or rank: still different.
    strikes = [card.id for card in STANDARD_DECK if card.kind == Kind.STRIKE]
    assert (
        painting.card_face(strikes[0], "zh").toImage()
        != painting.card_face(strikes[1], "zh").toImage()
    )
    assert painting.card_face(0, "zh").toImage() != painting.card_face(0, "en").toImage()


def test_cache_returns_the_same_object_for_the_same_inputs() -> None:
    face = painting.card_face(7, "zh")
    assert painting.card_face(7, "zh") is face
    assert painting.card_face(7, "en") is not face
    assert painting.card_face(7, "zh", 70, 98, 2.0) is not face
    portrait = painting.hero_portrait("guan_yu", "en")
    assert painting.hero_portrait("guan_yu", "en") is portrait
    assert painting.card_back() is painting.card_back()
    assert painting.unknown_portrait(96, 120, 1.0) is painting.unknown_portrait(96, 120, 1.0)
    assert painting.role_badge("rebel", "zh") is painting.role_badge("rebel", "zh")
    painting.clear_cache()
    assert painting.card_face(7, "zh") is not face
    assert painting.card_face(7, "zh").toImage() == face.toImage()


def test_bad_inputs_are_rejected() -> None:
    with pytest.raises(ValueError):
        painting.card_face(len(STANDARD_DECK), "zh")
    with pytest.raises(ValueError):
        painting.card_face(-1, "zh")
    with pytest.raises(ValueError):
        painting.hero_portrait("nobody", "zh")
    with pytest.raises(ValueError):
        painting.role_badge("king", "zh")


def test_card_back() -> None:
    back = painting.card_back()
    assert (back.width(), back.height()) == (70, 98)
    big = painting.card_back(105, 147, 2.0)
    assert (big.width(), big.height()) == (210, 294)
    # Crimson, not a face.
    r, g, b = _mean(_pixels(back.toImage(), QRectF(8, 8, 10, 10)))
    assert r > 2 * g and r > 2 * b
    assert back.toImage() != painting.card_face(0, "zh").toImage()


# --------------------------------------------------------------------------- portraits


@pytest.mark.parametrize("lang", LANGS)
def test_every_hero_portrait_renders(lang: str) -> None:
    assert len(HEROES) == 35
    images = []
    for hero_id in HEROES:
        pixmap = painting.hero_portrait(hero_id, lang)
        assert not pixmap.isNull()
        assert (pixmap.width(), pixmap.height()) == (96, 120)
        images.append(pixmap.toImage())
    assert len({image.cacheKey() for image in images}) == 35
    for i, a in enumerate(images):  # every portrait shows its own name
        for b in images[i + 1 :]:
            assert a != b
    big = painting.hero_portrait("wu_zetian", lang, 144, 180, 2.0)
    assert (big.width(), big.height()) == (288, 360)


def test_portraits_of_different_factions_have_different_backgrounds() -> None:
    first = {}
    for hero in HEROES.values():
        first.setdefault(hero.faction, hero.id)
    band = QRectF(30, 2, 30, 3)  # top edge, above every head
    means = {
        faction: _mean(_pixels(painting.hero_portrait(hero_id, "zh").toImage(), band))
        for faction, hero_id in first.items()
    }
    ruler, minister, commoner = (means[f] for f in Faction)
    assert ruler[0] > ruler[2] + 60  # gold: red and green over blue
    assert minister[2] > minister[0] + 40  # blue
    assert commoner[1] > commoner[0] + 20 and commoner[1] > commoner[2] + 20  # green
    for a, b in ((ruler, minister), (ruler, commoner), (minister, commoner)):
        assert sum(abs(x - y) for x, y in zip(a, b, strict=True)) > 60


def test_portraits_differ_between_languages_and_from_unknown() -> None:
    unknown = painting.unknown_portrait(96, 120, 1.0)
    assert (unknown.width(), unknown.height()) == (96, 120)
    zh = painting.hero_portrait("xiang_yu", "zh").toImage()
    assert zh != painting.hero_portrait("xiang_yu", "en").toImage()
    assert zh != unknown.toImage()


# --------------------------------------------------------------------------- role badges


_ROLE_HUES = {
    "lord": (30, 60),  # gold
    "loyalist": (-15, 15),  # red
    "rebel": (90, 150),  # green
    "renegade": (220, 300),  # blue / purple
}


@pytest.mark.parametrize("lang", LANGS)
def test_role_badges(lang: str) -> None:
    roles = [*painting.ROLE_GLYPHS, None]
    images = []
    for role in roles:
        badge = painting.role_badge(role, lang)
        assert (badge.width(), badge.height()) == (28, 28)
        images.append(badge.toImage())
    assert len({bytes(image.constBits()) for image in images}) == len(roles)
    assert painting.role_badge("主", lang) is painting.role_badge("lord", lang)
    assert painting.role_badge("?", lang) is painting.role_badge(None, lang)
    assert painting.role_badge("rebel", lang, 40).width() == 40


@pytest.mark.parametrize("role", sorted(_ROLE_HUES))
def test_role_badge_colours(role: str) -> None:
    base = QColor(painting.ROLE_GLYPHS[role][2])
    image = painting.role_badge(role, "zh").toImage()
    near = [
        c
        for c in _pixels(image, QRectF(0, 0, 28, 28))
        if c.alpha() == 255
        and abs(c.red() - base.red()) + abs(c.green() - base.green()) + abs(c.blue() - base.blue())
        < 60
    ]
    assert len(near) > 60  # the disc really is painted in the role's colour
    r, g, b = _mean(near)
    hue = QColor.fromRgbF(r / 255, g / 255, b / 255).hue()
    low, high = _ROLE_HUES[role]
    assert low <= hue <= high or low <= hue - 360 <= high, (role, hue)


# --------------------------------------------------------------------------- Chinese glyphs


def _render(s: str, font: QFont) -> QImage:
    image = QImage(48, 48, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    p = QPainter(image)
    p.setFont(font)
    p.setPen(Qt.GlobalColor.black)
    p.drawText(QRectF(0, 0, 48, 48), Qt.AlignmentFlag.AlignCenter, s)
    p.end()
    return image


def test_chinese_text_renders_glyphs_not_tofu() -> None:
    if not QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese):
        pytest.skip("no CJK font installed (install fonts-wqy-microhei or fonts-noto-cjk)")
    family = painting.cjk_family()
    font = QFont(family)
    font.setPixelSize(32)
    metrics = QFontMetrics(font)
    for ch in "杀闪药决斗君臣民主忠反内将锋距离":
        assert metrics.inFontUcs4(ord(ch)), (family, ch)
    # Tofu boxes would all look alike; real glyphs differ from each other and from the box
    # drawn for a code point that no font has.
    sha, shan = _render("杀", font), _render("闪", font)
    missing = _render(chr(0x10FFFD), font)
    assert sha != shan
    assert sha != missing and shan != missing
    assert painting.calligraphy_family() in QFontDatabase.families()


def test_chinese_name_is_drawn_on_the_portrait() -> None:
    if not QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese):
        pytest.skip("no CJK font installed (install fonts-wqy-microhei or fonts-noto-cjk)")
    # Two heroes of the same look (faction, sex, headwear, HP) differ only by their names.
    a = painting.hero_portrait("ying_zheng", "zh").toImage()
    b = painting.hero_portrait("gou_jian", "zh").toImage()
    name_column = QRectF(70, 8, 24, 60)
    assert _pixels(a, name_column) != _pixels(b, name_column)


def test_pixmap_paints_onto_another_device() -> None:
    """The cached pixmaps are ordinary QPixmaps, drawable at their logical size."""
    target = QPixmap(200, 120)
    target.fill(Qt.GlobalColor.darkGreen)
    p = QPainter(target)
    p.drawPixmap(QPointF(0, 0), painting.card_face(0, "zh", dpr=2.0))
    p.drawPixmap(QPointF(80, 0), painting.hero_portrait("yu_ji", "zh"))
    p.end()
    image = target.toImage()
    assert image.pixelColor(150, 119) != QColor(Qt.GlobalColor.darkGreen)
    assert image.pixelColor(75, 50) == QColor(Qt.GlobalColor.darkGreen)  # logical width 70


def test_only_the_gui_thread_may_paint() -> None:
    errors: list[BaseException] = []

    def work() -> None:
        try:
            painting.card_face(0, "zh")
        except RuntimeError as exc:
            errors.append(exc)

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    assert len(errors) == 1 and "GUI thread" in str(errors[0])


def test_without_an_application_painting_raises() -> None:
    code = (
        "from yxs_desktop.ui import painting\n"
        "try:\n"
        "    painting.card_face(0, 'zh')\n"
        "except RuntimeError as exc:\n"
        "    print('RuntimeError', exc)\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env
    )
    assert result.returncode == 0, result.stderr
    assert "RuntimeError" in result.stdout and "QGuiApplication" in result.stdout
