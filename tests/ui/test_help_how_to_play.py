"""Help → How to play opens a scrollable page of the phases, the roles and their goals, the
modes, the keys of the table and of the replay viewer and how to open a replay, in Chinese
and in English, which fits a 1024×700 screen."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction, QKeySequence

from tests.ui.screen_checks import assert_fits_the_screen
from yxs_desktop.engine.content.texts import text
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.ui.help.how_to_play import SECTIONS, HowToPlayPage
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.replays.keys import REPLAY_KEYS, ReplayKeyTexts, replay_key_text
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


def test_the_replay_viewers_keys_are_listed_and_each_bound_once(
    qtbot, settings, english, tmp_path: Path
):
    """The page lists every key of the replay viewer (REPLAY_KEYS) with what it does and
    the ways to open a replay; the viewer binds each of those keys once, and no other."""
    window, page = _open(qtbot, settings)
    texts = ReplayKeyTexts(page)
    shown = page.text.toPlainText()
    for key in REPLAY_KEYS:
        assert f"{replay_key_text(key)}: {texts.describe(key.name)}" in shown, key.name
    for line in ("Space: Play or pause", "←: One answer back", "Shift+→: Next turn"):
        assert line in shown
    for way in ("Game → Open replay… (Ctrl+O)", "Dragging a .yxsr file", "yxs FILE.yxsr"):
        assert way in shown
    path = tmp_path / "game.yxsr"
    play_and_record(path, "identity5", 3)
    viewer = window.open_replay(str(path))
    assert viewer is not None
    active = [a for a in window.findChildren(QAction) if a.isEnabled()]
    in_window = [sequence for action in active for sequence in action.shortcuts()]
    for key in REPLAY_KEYS:
        for sequence in key.keys:
            assert in_window.count(QKeySequence(sequence)) == 1, sequence
    of_viewer = [sequence for action in viewer.actions() for sequence in action.shortcuts()]
    assert sorted(s.toString() for s in of_viewer) == sorted(
        QKeySequence(sequence).toString() for key in REPLAY_KEYS for sequence in key.keys
    )
    set_language("zh")
    qtbot.waitUntil(lambda: page.windowTitle() == "玩法说明")
    shown = page.text.toPlainText()
    for key in REPLAY_KEYS:
        assert f"{replay_key_text(key)}: {texts.describe(key.name)}" in shown, key.name
    assert "Shift+←: 上一回合" in shown and ": 播放或暂停" in shown
    assert "游戏 → 打开录像…（Ctrl+O）" in shown and "yxs 文件.yxsr" in shown
    page.close()
    window.stop_game()


def test_the_page_says_how_to_play_online_in_both_languages(qtbot, settings, english):
    """How to connect, start a server, get a game going, the time and 托管, reconnecting
    and watching live: the menu items and keys named are the program's."""
    window, page = _open(qtbot, settings)
    shown = page.text.toPlainText()
    assert "Playing online" in shown
    assert window.online_action.text().replace("&", "") in shown
    assert window.online_action.shortcut().toString() in shown
    assert window.local_server_action.text() in shown
    for point in ("托管", "reconnects by itself", "End goes back to live"):
        assert point in shown
    set_language("zh")
    qtbot.waitUntil(lambda: page.windowTitle() == "玩法说明")
    shown = page.text.toPlainText()
    assert "在线游戏" in shown and "自动重新连接" in shown and "End 回到直播" in shown
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
