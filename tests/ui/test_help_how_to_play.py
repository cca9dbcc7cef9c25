"""Help → How to play opens a scrollable page of the phases, the roles and their goals, the
modes and the keys of the table, in Chinese and in English, which fits a 1024×700 screen."""

from __future__ import annotations

from tests.ui.screen_checks import assert_fits_the_screen
from yxs_desktop.engine.content.texts import text
from yxs_desktop.ui.help.how_to_play import SECTIONS, HowToPlayPage
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.table.keys import HAND_KEYS, TABLE_KEYS, KeyTexts, key_text


def _open(qtbot, settings) -> tuple[MainWindow, HowToPlayPage]:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.how_to_play_action in window.help_menu.actions()
    window.how_to_play_action.trigger()
    (page,) = window.findChildren(HowToPlayPage)
    qtbot.waitExposed(page)
    return window, page


def _check_text(page: HowToPlayPage, lang: str) -> None:
    shown = page.text.toPlainText()
    for section in SECTIONS:
        assert text(f"howto.{section}.title", lang) in shown
        assert text(f"howto.{section}.body", lang) in shown
    assert text("howto.keys.title", lang) in shown


def test_the_keys_listed_are_the_keys_of_the_table(qtbot, settings, english):
    """The page lists every key of the table (TABLE_KEYS, which the table binds and its
    menu shows) with what it does, in the current language."""
    _window, page = _open(qtbot, settings)
    shown = page.text.toPlainText()
    texts = KeyTexts(page)
    for key in TABLE_KEYS:
        if not key.name.startswith("card_"):
            assert f"{key_text(key)}: {texts.describe(key.name)}" in shown, key.name
    assert f"1–{HAND_KEYS}: {texts.describe('card_1')}" in shown
    set_language("zh")
    qtbot.waitUntil(lambda: page.windowTitle() == "玩法说明")
    assert "记牌器" in texts.describe("tracker")
    assert f"T: {texts.describe('tracker')}" in page.text.toPlainText()
    page.close()


def test_how_to_play_opens_from_the_help_menu_in_english(qtbot, settings, english):
    window, page = _open(qtbot, settings)
    assert window.how_to_play_action.text() == "How to play"
    assert page.isVisible() and not page.isModal()
    assert page.windowTitle() == "How to play"
    _check_text(page, "en")
    shown = page.text.toPlainText()
    for key in ("Enter", "Esc", "E:", "Space", "1–9", "T:"):
        assert key in shown
    for mode in ("5 players", "8 players", "simple table", "3v3 casual", "3v3 competitive"):
        assert mode in shown
    window.how_to_play_action.trigger()  # asked again: the same window
    assert window.findChildren(HowToPlayPage) == [page]
    page.close()


def test_how_to_play_opens_in_chinese_and_follows_a_language_change(qtbot, settings, english):
    set_language("zh")
    window, page = _open(qtbot, settings)
    assert window.how_to_play_action.text() == "玩法说明"
    assert page.windowTitle() == "玩法说明"
    _check_text(page, "zh")
    assert "记牌器" in page.text.toPlainText()
    set_language("en")
    qtbot.waitUntil(lambda: page.windowTitle() == "How to play")
    _check_text(page, "en")
    page.close()


def test_how_to_play_fits_a_1024_by_700_screen_and_scrolls(qtbot, settings, english):
    _window, page = _open(qtbot, settings)
    assert_fits_the_screen(page)
    page.resize(page.width(), 300)  # a short window scrolls to the last section
    bar = page.text.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    page.close()
