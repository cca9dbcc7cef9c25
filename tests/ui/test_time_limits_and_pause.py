"""Time limits a person can live with, pause, and every new game a new game: no limit by
default in a game against the computer (the game waits), 15/30/60 s when chosen (then
the request's default answers the request whose time ran out, that one only), pause with Space or
the button (and while Help or Settings is open), a random game number unless one is
typed, shown in the log and in the result."""

from __future__ import annotations

import queue
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from yxs_desktop.client.local import LocalSession
from yxs_desktop.client.session import FinishedUpdate, RequestUpdate, TimedOutUpdate, Update
from yxs_desktop.ui.bridge import SessionBridge
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.pages import RANDOM_SEED, StartPage
from yxs_desktop.ui.table.page import TablePage
from yxs_desktop.ui.table.result_panel import ResultPanel

PERSON = 0


def first_request(updates: queue.Queue[Update]) -> RequestUpdate:
    while True:
        update = updates.get(timeout=30)
        if isinstance(update, RequestUpdate):
            return update


# ------------------------------------------------------------------ the session
def test_without_a_time_limit_the_game_waits_for_the_person() -> None:
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5", 3, PERSON, updates.put, timeouts=False)
    session.start()
    asked = first_request(updates)
    assert asked.timeout is None
    time.sleep(0.5)
    pending = session.game.pending
    assert pending is not None and pending.id == asked.request.id
    session.close()


def test_when_the_time_runs_out_the_default_answers_that_request_only_and_it_is_said() -> None:
    """As online: the request's default (the first hero here), not the computer's choice,
    and the table is told; the person is asked the next request as ever."""
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5", 3, PERSON, updates.put, time_limit=0.05)
    session.start()
    first = first_request(updates)
    assert first.timeout == pytest.approx(0.1)  # a hero choice: twice the time per answer
    seen: list[Update] = []
    while not isinstance(update := updates.get(timeout=30), RequestUpdate):
        seen.append(update)
    assert TimedOutUpdate(PERSON, first.request.reason) in seen
    assert update.request.id > first.request.id  # the person is asked the next one
    answered = [a for a in session.game.responses if a.request == first.request.id]
    assert [(a.seat, a.response) for a in answered] == [(PERSON, first.request.default(PERSON))]
    session.close()


def test_a_paused_game_waits_until_it_is_resumed() -> None:
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5-simple", 2, None, updates.put, pace=0.01)
    session.start()
    while len(session.game.events) < 20:
        time.sleep(0.01)
    session.pause()
    time.sleep(0.2)  # the move under way ends
    frozen = len(session.game.events)
    time.sleep(0.4)
    assert session.paused and len(session.game.events) == frozen
    session.resume()
    deadline = time.monotonic() + 10
    while len(session.game.events) == frozen and time.monotonic() < deadline:
        time.sleep(0.01)
    assert len(session.game.events) > frozen
    session.close()


# ------------------------------------------------------------------ the start page
def test_every_new_game_is_a_new_game_unless_a_number_is_typed(qtbot, english) -> None:
    page = StartPage()
    qtbot.addWidget(page)
    assert page.seed.value() == RANDOM_SEED and page.seed.text() == "Random"
    assert page.time_limit.currentText() == "No limit"
    started: list[tuple[int, int]] = []
    page.start_requested.connect(lambda m, e, s, seed, limit: started.append((seed, limit)))
    for _ in range(2):
        qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert started[0][0] != started[1][0] and all(seed >= 0 for seed, _ in started)
    assert [limit for _, limit in started] == [0, 0]
    page.seed.setValue(1234)
    page.time_limit.setCurrentIndex(page.time_limit.findData(30))
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert started[-1] == (1234, 30)
    assert [page.time_limit.itemText(i) for i in range(4)] == ["No limit", "15 s", "30 s", "60 s"]


def test_the_game_number_is_in_the_log_and_in_the_result(qtbot, settings, english) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    page = window.start_game("identity5", False, 25.0, 777)
    assert page.log.item(0).text() == "Game number 777"
    record = {"seed": 777, "players": []}
    result = ResultPanel(page.view, FinishedUpdate("lord", "lord", (0,), {}, record), 0)
    assert result.seed_line.text().startswith("Game number 777")
    window.stop_game()


# ------------------------------------------------------------------ pause at the table
def space_shortcut(page: QWidget) -> QAction:
    """The page's Space key (the dialogs of a game take the key focus offscreen)."""
    (space,) = [a for a in page.actions() if a.shortcut() == QKeySequence(Qt.Key.Key_Space)]
    return space


def test_space_pauses_a_game_without_a_time_limit_and_help_pauses_it_too(
    qtbot, settings, english
) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    page = window.start_game("identity5", False, 25.0, 5)
    session = window.session
    assert session is not None and page.pause_button.isVisible()
    space = space_shortcut(page)
    space.trigger()
    assert page.paused and session.paused and page.pause_button.text() == "Resume"
    space.trigger()
    assert not page.paused and not session.paused
    dialog = window.show_settings()
    assert session.paused  # Settings open: the game waits
    dialog.reject()
    assert not session.paused
    window.stop_game()


def test_a_game_with_a_time_limit_cannot_be_paused(qtbot, settings, english) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    page = window.start_game("identity5", False, 25.0, 5, time_limit=15)
    assert not page.pause_button.isVisible()
    space_shortcut(page).trigger()
    assert window.session is not None and not window.session.paused
    window.stop_game()


def test_leaving_a_game_under_way_asks_first(qtbot, settings, english) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    page = window.start_game("identity5", False, 25.0, 5)
    left: list[bool] = []
    box = window.confirm_leave(lambda: left.append(True))
    assert box is not None and box.text().startswith("The game is not over")
    box.button(box.StandardButton.No).click()
    assert left == [] and window.table_page is page  # still playing
    window.close()  # closing the window asks too
    assert window.isVisible()
    question = window.findChildren(type(box))[-1]
    question.button(question.StandardButton.Yes).click()
    assert not window.isVisible() and window.session is None


def test_leaving_the_start_page_asks_nothing(qtbot, settings, english) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    left: list[bool] = []
    assert window.confirm_leave(lambda: left.append(True)) is None and left == [True]


def test_closing_a_help_window_again_does_not_undo_the_persons_own_pause(
    qtbot, settings, english
) -> None:
    """Help pauses the game and closing it resumes, once: after the person paused the game
    by hand, opening and closing the same help window leaves the game paused."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    page = window.start_game("identity5", False, 25.0, 5)
    rulings = window.show_rulings()
    assert page.paused
    rulings.close()
    assert not page.paused
    space_shortcut(page).trigger()  # the person pauses
    window.show_rulings().close()
    assert page.paused
    window.stop_game()


# ------------------------------------------------------------------ 托管 at the table
def test_time_outs_are_said_on_the_table_and_in_the_log_and_two_turn_autoplay_on_until_off(
    qtbot, english
) -> None:
    page = TablePage(5, PERSON)
    qtbot.addWidget(page)
    page.scene.speed = 50.0
    page.show()
    bridge = SessionBridge(page)
    bridge.updated.connect(page.on_update)
    session = LocalSession("identity5", 3, PERSON, bridge.deliver, time_limit=0.05, pace=0.02)
    page.attach(session)
    assert page.takeover_button.isVisible() and not page.takeover_button.isChecked()
    session.start()
    try:
        qtbot.waitUntil(page.takeover_button.isChecked, timeout=10_000)
        lines = page.log.lines()
        said = [line for line in lines if line.startswith("Your time ran out")]
        assert len(said) == 2
        assert "Autoplay: the computer plays your seat until you answer." in lines
        # the last notice stands in the middle of the table too, over the play area
        notice = page.scene.notice
        assert notice is not None and notice.text.startswith("Autoplay")
        area = page.scene.layout_.play_area
        assert notice.sceneBoundingRect().center().y() == pytest.approx(area.y + area.h / 2, abs=2)
        assert session.room.seats[PERSON].takeover
        page.takeover_button.click()  # the person takes the seat back
        qtbot.waitUntil(lambda: "You play your seat again." in page.log.lines(), timeout=10_000)
        assert not page.takeover_button.isChecked()
        assert (
            page.scene.notice is not None and page.scene.notice.text == "You play your seat again."
        )
    finally:
        session.close()


def test_a_replay_table_offers_no_autoplay(qtbot, english) -> None:
    page = TablePage(5, PERSON)
    qtbot.addWidget(page)
    page.show()
    page.set_read_only()
    assert not page.takeover_button.isVisible()
