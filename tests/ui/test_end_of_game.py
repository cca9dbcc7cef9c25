"""The end of a game: the result shows over the final table (the log beside it stays
readable), with who won, the title and every seat's hero, role and state; Play again
starts the same kind of game (a new game number unless one was typed), Start page goes
back, the panel can be hidden to look at the table, and leaving a finished game asks
nothing."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QWidget

from tests.ui.test_play_through_ui import play_through
from yxs_desktop.engine.content.texts import text
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.pages import RANDOM_SEED
from yxs_desktop.ui.table.page import TablePage
from yxs_desktop.ui.table.result_panel import ResultPanel

SIDES = {
    "lord": "The Lord and the Loyalists win",
    "rebel": "The Rebels win",
    "renegade": "The Renegade wins",
    "draw": "A draw: nobody wins",
}


def watch_to_the_end(
    qtbot, window: MainWindow, seed: int, *, time_limit: int = 0
) -> tuple[TablePage, ResultPanel]:
    """A watched identity5 game at full speed, until its result shows."""
    page = window.start_game("identity5", False, 50.0, seed, time_limit, seat=None)
    qtbot.waitUntil(lambda: page.result_panel is not None, timeout=120_000)
    assert page.result_panel is not None
    return page, page.result_panel


def window_rect(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def new_window(qtbot, settings) -> MainWindow:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    return window


def test_the_result_shows_over_the_final_table_with_every_seats_role_beside_the_log(
    qtbot, settings, english
):
    window = new_window(qtbot, settings)
    page, panel = watch_to_the_end(qtbot, window, 4)
    assert window.stack.currentWidget() is page  # the table stays
    assert panel.isVisible() and panel.parentWidget() is page.view
    assert panel.geometry() == page.view.rect()
    assert not window_rect(panel, window).intersects(window_rect(page.log, window))
    record = panel.result.record
    players = record["players"]
    # the table keeps its final state under the panel: the dead are dead
    assert page.scene.view_state is not None
    assert [p.alive for p in page.scene.view_state.players] == [p["alive"] for p in players]
    assert panel.headline.text() == SIDES[panel.result.result]  # watched: which side won
    assert panel.title.text() == text(f"title.{panel.result.title}", "en")
    assert panel.table.rowCount() == 5
    for row, player in enumerate(players):
        assert panel.table.item(row, 1).text() == text(f"hero.{player['hero_id']}.name", "en")
        assert panel.table.item(row, 2).text() == text(f"role.{player['role']}", "en")
        assert panel.table.item(row, 3).text() == ("Alive" if player["alive"] else "Dead")
    assert panel.seed_line.text().startswith("Game number 4")
    assert not page.pause_button.isVisible()  # a finished game has nothing to pause
    assert page.prompt.text() == "The game is over"  # not "Waiting for" a seat
    window.stop_game()


def test_looking_at_the_table_hides_the_result_and_a_button_shows_it_again(
    qtbot, settings, english
):
    window = new_window(qtbot, settings)
    page, panel = watch_to_the_end(qtbot, window, 6)
    qtbot.mouseClick(panel.hide_button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible()
    assert panel.show_button.isVisible() and panel.show_button.text() == "Show the result"
    assert window.stack.currentWidget() is page
    qtbot.mouseClick(panel.show_button, Qt.MouseButton.LeftButton)
    assert panel.isVisible() and not panel.show_button.isVisible()
    window.stop_game()


def test_play_again_repeats_the_settings_with_a_new_random_game_number(qtbot, settings, english):
    window = new_window(qtbot, settings)
    page, panel = watch_to_the_end(qtbot, window, 99, time_limit=15)
    qtbot.mouseClick(panel.play_again, Qt.MouseButton.LeftButton)
    again = window.table_page
    assert again is not None and again is not page and again.result_panel is None
    assert window.stack.currentWidget() is again
    assert again.me is None and len(again.scene.seats) == 5  # watched identity5 again
    assert again.scene.speed == 50.0
    assert not again.pause_button.isVisible()  # the 15 s limit: no pause, as before
    assert window.last_game is not None and window.last_game.time_limit == 15
    assert again.log.item(0).text().startswith("Game number ")
    assert again.log.item(0).text() != "Game number 99"
    window.stop_game()


def test_a_typed_game_number_is_for_that_game_only(qtbot, settings, english):
    window = new_window(qtbot, settings)
    start = window.start_page
    start.seed.setValue(1234)
    qtbot.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
    first = window.table_page
    assert first is not None and first.log.item(0).text() == "Game number 1234"
    assert start.seed.value() == RANDOM_SEED  # the start page offers a new game again
    window.stop_game()
    again = window.play_again()
    assert again is not None and again.log.item(0).text() != "Game number 1234"
    window.stop_game()


def test_start_page_leaves_the_finished_game(qtbot, settings, english):
    window = new_window(qtbot, settings)
    _page, panel = watch_to_the_end(qtbot, window, 8)
    qtbot.mouseClick(panel.start_page_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.start_page
    assert window.table_page is None and window.session is None


def test_a_game_played_to_the_end_shows_the_persons_result_and_leaving_asks_nothing(
    qtbot, settings, english
):
    window = new_window(qtbot, settings)
    start = window.start_page
    qtbot.mouseClick(start.mode_buttons["identity5-simple"], Qt.MouseButton.LeftButton)
    start.speed.setValue(25.0)
    start.seed.setValue(21)
    qtbot.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
    play_through(qtbot, window)
    page = window.table_page
    assert page is not None and page.result_panel is not None
    panel = page.result_panel
    mine = panel.result.record["players"][page.me]
    if panel.result.result != "draw":
        assert panel.headline.text() == ("Victory" if mine["won"] else "Defeat")
        assert panel.subtitle.text() == SIDES[panel.result.result]
    assert panel.table.item(page.me, 0).text() == f"{page.me + 1} ★"  # seats from 1
    roles = [panel.table.item(row, 2).text() for row in range(5)]
    assert sorted(roles) == sorted(["Lord", "Loyalist", "Rebel", "Rebel", "Renegade"])
    assert not window.game_in_progress()
    left: list[bool] = []
    assert window.confirm_leave(lambda: left.append(True)) is None and left == [True]
    window.close()  # closing asks nothing either
    assert not window.isVisible() and window.session is None


def test_watch_the_replay_opens_the_finished_game_in_the_viewer(qtbot, settings, tmp_path):
    settings.set("replay_folder", str(tmp_path))
    window = new_window(qtbot, settings)
    _, panel = watch_to_the_end(qtbot, window, 4)
    assert panel.watch_replay.isVisible()
    game_events = len(window.session.game.events) if window.session is not None else 0
    qtbot.mouseClick(panel.watch_replay, Qt.MouseButton.LeftButton)
    viewer = window.replay_viewer
    assert viewer is not None and window.stack.currentWidget() is viewer
    assert viewer.playback.rerun_ok and viewer.playback.length == game_events
    assert viewer.playback.replay.complete  # closed, with its result line
    window.stop_game()


def test_a_game_not_recorded_offers_no_replay(qtbot, settings, tmp_path):
    settings.set("replay_limit", 0)
    window = new_window(qtbot, settings)
    _, panel = watch_to_the_end(qtbot, window, 4)
    assert not panel.watch_replay.isVisible()
    window.stop_game()
