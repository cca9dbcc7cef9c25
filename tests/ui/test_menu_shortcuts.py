"""The menus show their shortcuts and the keys do what the menus say: the program's items
(Ctrl+N, Ctrl+,, Ctrl+Q, F1–F3), and the table's keys in the Table menu, which is on only
while a game is on screen; every key is bound once, so none is ambiguous."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

from yxs_desktop.client.session import EventsUpdate, RequestUpdate
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import Pass, PlayPhase, Request, Response
from yxs_desktop.engine.views import events_for, request_for, seat_view
from yxs_desktop.ui.help.encyclopedia import Encyclopedia
from yxs_desktop.ui.help.how_to_play import HowToPlayPage
from yxs_desktop.ui.help.rulings_page import RulingsPage
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.settings_dialog import SettingsDialog
from yxs_desktop.ui.table.keys import TABLE_KEYS, KeyTexts, key_text
from yxs_desktop.ui.table.page import TablePage

PERSON = 0


def shortcut_text(action: QAction) -> str:
    return action.shortcut().toString(QKeySequence.SequenceFormat.PortableText)


def activate(qtbot, window) -> None:
    """Make ``window`` the active window, which the keys go to."""
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("new_action", "Ctrl+N"),
        ("settings_action", "Ctrl+,"),
        ("quit_action", "Ctrl+Q"),
        ("how_to_play_action", "F1"),
        ("encyclopedia_action", "F2"),
        ("rulings_action", "F3"),
    ],
)
def test_each_menu_item_shows_its_shortcut(qtbot, settings, english, name: str, key: str):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    action: QAction = getattr(window, name)
    assert shortcut_text(action) == key
    menus = (window.game_menu, window.help_menu)
    assert any(action in menu.actions() for menu in menus)


def test_the_help_keys_open_the_help_windows_and_ctrl_comma_the_settings(
    qtbot, settings, english
) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    for key, kind in ((Qt.Key.Key_F1, HowToPlayPage), (Qt.Key.Key_F2, Encyclopedia)):
        activate(qtbot, window)
        qtbot.keyClick(window, key)
        (opened,) = window.findChildren(kind)
        assert opened.isVisible()
        opened.close()
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F3)
    (rulings,) = window.findChildren(RulingsPage)
    assert rulings.isVisible()
    rulings.close()
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    (dialog,) = window.findChildren(SettingsDialog)
    assert dialog.isVisible()
    dialog.reject()


def test_ctrl_n_goes_back_to_the_start_and_ctrl_q_closes_the_window(
    qtbot, settings, english
) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.start_game("identity5", False, 25.0, 5, seat=None)  # watched: nothing to lose
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is window.start_page and window.session is None
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not window.isVisible()


def test_the_table_menu_lists_the_table_keys_only_during_a_game(qtbot, settings, english):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert not window.table_menu.isEnabled() and window.table_menu.actions() == []
    page = window.start_game("identity5", False, 25.0, 5)
    assert window.table_menu.isEnabled()
    shown = [a for a in window.table_menu.actions() if not a.isSeparator() and not a.menu()]
    shown += window.hand_menu.actions()
    assert shown and set(shown) == set(page.key_actions.values())
    texts = KeyTexts(page)
    for key in TABLE_KEYS:
        action = page.key_actions[key.name]
        assert action.text() == texts.label(key.name)
        assert action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) == key_text(key)
    assert shortcut_text(page.key_actions["ok"]) == "Enter"
    assert page.key_actions["ok"].shortcuts()[1] == QKeySequence(Qt.Key.Key_Return)
    window.stop_game()
    assert not window.table_menu.isEnabled() and window.table_menu.actions() == []


def test_every_key_of_the_window_is_bound_once(qtbot, settings, english) -> None:
    """A key bound twice in one window (a QShortcut and an action) is ambiguous: neither
    would fire. (The card tracker, a window of its own, has its own T.)"""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    window.start_game("identity5", False, 25.0, 5)
    bound = [
        seq.toString()
        for action in window.findChildren(QAction)
        for seq in action.shortcuts()
        if not seq.isEmpty()
    ]
    bound += [
        s.key().toString()
        for s in window.findChildren(QShortcut)
        if isinstance(s.parent(), QWidget) and s.parent().window() is window
    ]
    assert len(bound) == len(set(bound)), sorted(bound)
    assert len(bound) >= 6 + sum(len(key.keys) for key in TABLE_KEYS)
    window.stop_game()


def test_the_buttons_tooltips_name_their_keys(qtbot, english) -> None:
    page = TablePage(5, PERSON)
    qtbot.addWidget(page)
    for button, key in (
        (page.ok, "Enter"),
        (page.cancel, "Esc"),
        (page.end, "E"),
        (page.pause_button, "Space"),
        (page.tracker_button, "T"),
    ):
        assert f"({key})" in button.toolTip(), button.objectName()


# ------------------------------------------------------------------ the table's keys
class KeySession:
    """A session stand-in that records the answers the keys give."""

    seat = PERSON

    def __init__(self) -> None:
        self.answers: list[tuple[int, Response]] = []
        self.paused = False

    def submit(self, request_id: int, response: Response) -> None:
        self.answers.append((request_id, response))

    def shown(self, request_id: int) -> None:
        pass

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        self.paused = False


def play_phase_of_the_person() -> tuple[EventsUpdate, Request]:
    """A real game up to the person's first play phase, with a hand card to play."""
    game = Game(make_mode("identity5-simple"), 2)
    game.start()
    while game.pending is not None:
        request = game.pending
        seat = game.waiting_for()[0]
        if seat == PERSON and isinstance(request, PlayPhase) and game.players[PERSON].hand:
            events = tuple(events_for(game, PERSON, 0))
            return EventsUpdate(events, seat_view(game, PERSON)), request
        game.submit(seat, request.id, request.default(seat))
    raise AssertionError("the person never played")


def test_the_table_keys_pick_cards_clear_pause_track_and_end_the_turn(qtbot, english) -> None:
    before, request = play_phase_of_the_person()
    page = TablePage(5, PERSON)
    qtbot.addWidget(page)
    page.scene.speed = 50.0
    session = KeySession()
    page.attach(session)  # type: ignore[arg-type]
    page.set_pausable(True)
    page.on_update(before)
    page.on_update(RequestUpdate(request_for(request, PERSON), None))
    qtbot.waitUntil(lambda: page.selection is not None, timeout=20_000)
    activate(qtbot, page)
    selection = page.selection
    assert selection is not None
    hand = [item.card_id for item in page.scene.hand_items]
    n = next(i for i, card in enumerate(hand[:9]) if selection.card_selectable(card))
    qtbot.keyClick(page, str(n + 1))  # the n-th hand card
    assert selection.cards == [hand[n]]
    qtbot.keyClick(page, Qt.Key.Key_Escape)  # the choice taken back, nothing answered
    assert selection.cards == [] and session.answers == []
    qtbot.keyClick(page, Qt.Key.Key_Space)
    assert page.paused and session.paused
    qtbot.keyClick(page, Qt.Key.Key_Space)
    assert not page.paused and not session.paused
    qtbot.keyClick(page, Qt.Key.Key_T)
    assert page.tracker.isVisible()
    page.tracker.close()
    activate(qtbot, page)
    qtbot.keyClick(page, Qt.Key.Key_E)  # the play phase ends
    assert session.answers == [(request.id, Pass())]
