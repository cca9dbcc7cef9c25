"""The replay viewer shows the recorded game as the engine had it: after a seek, a step
back, a jump to the next death, a change of viewpoint and while playing, the table holds
the same view as a fresh re-run of the file at that point; the log follows the position,
the keys do what the buttons do, and a damaged file says why and changes nothing."""

from __future__ import annotations

import gzip
from pathlib import Path

import msgspec
import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent, QFileOpenEvent
from PySide6.QtWidgets import QApplication

from yxs_desktop import cli
from yxs_desktop.engine import encode
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.playback import ALL, Playback
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.ui import app
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.main_window import MainWindow, dropped_replay
from yxs_desktop.ui.replays.viewer import ReplayViewer

MODE = "identity5"
SEED = 3  # a game with two deaths, the first in its middle


@pytest.fixture
def replay_path(tmp_path: Path) -> Path:
    path = tmp_path / "game.yxsr"
    play_and_record(path, MODE, SEED)
    return path


def open_viewer(qtbot, settings, path: Path) -> tuple[MainWindow, ReplayViewer]:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    viewer = window.open_replay(str(path))
    assert viewer is not None and window.stack.currentWidget() is viewer
    return window, viewer


def engine_view(path: Path, position: int, seat: int | None) -> bytes:
    """The view of ``seat`` after ``position`` events, from the file re-run afresh."""
    playback = Playback(read_replay(path))
    assert playback.seek(position) == position
    view = playback.view(seat)
    assert view is not None
    return encode(view)


def shown(viewer: ReplayViewer) -> bytes:
    view = viewer.table.scene.view_state
    assert view is not None
    return encode(view)


def settle(qtbot, viewer: ReplayViewer) -> None:
    qtbot.waitUntil(lambda: not viewer.table.scene.queue.busy(), timeout=10000)


def test_seeking_to_the_middle_shows_the_engine_state_there_and_the_log_up_to_it(
    qtbot, settings, english, replay_path: Path
) -> None:
    _window, viewer = open_viewer(qtbot, settings, replay_path)
    middle = viewer.playback.length // 2
    viewer.seek(middle)
    position = viewer.session.position
    assert position == viewer.playback.lands_on(middle) >= middle
    assert shown(viewer) == engine_view(replay_path, position, None)
    assert viewer.slider.value() == position
    halfway = viewer.table.log.lines()
    viewer.seek(viewer.playback.length)
    whole = viewer.table.log.lines()
    assert 0 < len(halfway) < len(whole)
    assert whole[: len(halfway)] == halfway


def test_stepping_back_goes_one_answer_back_to_the_engine_state_there(
    qtbot, settings, english, replay_path: Path
) -> None:
    _window, viewer = open_viewer(qtbot, settings, replay_path)
    viewer.seek(viewer.playback.length // 2)
    before = viewer.session.position
    viewer.step_back()
    stops = viewer.session.stops
    position = viewer.session.position
    assert position == stops[stops.index(before) - 1]
    assert shown(viewer) == engine_view(replay_path, position, None)


def test_next_death_shows_the_table_just_after_the_death(
    qtbot, settings, english, replay_path: Path
) -> None:
    _window, viewer = open_viewer(qtbot, settings, replay_path)
    death = viewer.playback.deaths[0]
    viewer.next_death()
    position = viewer.session.position
    assert position == viewer.playback.lands_on(death + 1)
    assert shown(viewer) == engine_view(replay_path, position, None)
    view = viewer.table.scene.view_state
    assert view is not None and sum(not p.alive for p in view.players) == 1
    viewer.next_death()
    assert viewer.session.position == viewer.playback.lands_on(viewer.playback.deaths[1] + 1)
    viewer.previous_death()
    assert viewer.session.position == position


def test_a_new_viewpoint_shows_that_seats_view_and_hand_at_the_same_position(
    qtbot, settings, english, replay_path: Path
) -> None:
    _window, viewer = open_viewer(qtbot, settings, replay_path)
    viewer.seek(viewer.playback.length // 2)
    position = viewer.session.position
    fresh = Playback(read_replay(replay_path))
    fresh.seek(position)
    seat = next(s for s in range(fresh.seats) if fresh.view(s).hand)  # type: ignore[union-attr]
    viewer.viewpoint_box.setCurrentIndex(viewer.viewpoint_box.findData(seat))
    assert viewer.table.me == seat and viewer.session.position == position
    assert shown(viewer) == engine_view(replay_path, position, seat)
    view = viewer.table.scene.view_state
    assert view is not None and view.hand
    assert [item.card_id for item in viewer.table.scene.hand_items] == list(view.hand)
    viewer.set_viewpoint(None)
    assert shown(viewer) == engine_view(replay_path, position, None)
    assert viewer.table.scene.hand_items == []


def test_the_viewpoint_menu_names_each_seat_by_its_hero(
    qtbot, settings, english, replay_path: Path
) -> None:
    _window, viewer = open_viewer(qtbot, settings, replay_path)
    box = viewer.viewpoint_box
    assert box.itemText(0) == "Spectator"
    assert box.itemData(1) is ALL and box.itemText(1) == "All cards open"
    game = Playback(read_replay(replay_path)).view(None)
    assert game is not None
    for player in game.players:
        assert player.hero is not None
        assert box.itemText(player.seat + 2) == viewer.seat_text(player.seat)
        assert box.itemText(player.seat + 2).endswith(f"[{player.seat + 1}]")  # from 1
    set_language("zh")
    qtbot.waitUntil(lambda: box.itemText(0) == "旁观者", timeout=5000)
    assert box.itemText(1) == "所有牌公开"


def test_playing_animates_each_answer_and_ends_at_the_engine_state_of_the_end(
    qtbot, settings, english, replay_path: Path
) -> None:
    _window, viewer = open_viewer(qtbot, settings, replay_path)
    viewer.speed_box.setCurrentIndex(viewer.speed_box.findData(16.0))
    assert viewer.table.scene.speed == 16.0
    stops = viewer.session.stops
    viewer.seek(stops[-6])
    lines = len(viewer.table.log.lines())
    viewer.toggle_play()
    assert viewer.playing
    qtbot.waitUntil(lambda: not viewer.playing, timeout=20000)
    settle(qtbot, viewer)
    length = viewer.playback.length
    assert viewer.session.position == length
    assert shown(viewer) == engine_view(replay_path, length, None)
    assert len(viewer.table.log.lines()) > lines
    assert viewer.table.scene.queue.played >= 5  # one animated update per answer


def test_playing_goes_on_after_a_jump_and_a_new_viewpoint(
    qtbot, settings, english, replay_path: Path
) -> None:
    _window, viewer = open_viewer(qtbot, settings, replay_path)
    viewer.set_speed(0.25)  # slow: the jumps come while an answer is being animated
    viewer.seek(viewer.playback.turns[1])
    viewer.toggle_play()
    qtbot.waitUntil(lambda: viewer.table.scene.queue.running is not None, timeout=10000)
    viewer.set_speed(16.0)
    viewer.seek(viewer.session.stops[-8])
    viewer.set_viewpoint(1)
    qtbot.waitUntil(lambda: not viewer.playing, timeout=20000)
    settle(qtbot, viewer)
    length = viewer.playback.length
    assert viewer.session.position == length
    assert shown(viewer) == engine_view(replay_path, length, 1)


def test_the_keys_play_step_and_jump(qtbot, settings, english, replay_path: Path) -> None:
    window, viewer = open_viewer(qtbot, settings, replay_path)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    stops = viewer.session.stops
    assert viewer.session.position == stops[0]
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert viewer.session.position == stops[1]
    settle(qtbot, viewer)
    assert shown(viewer) == engine_view(replay_path, stops[1], None)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert viewer.session.position == stops[0]
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    first_turn = viewer.playback.lands_on(viewer.playback.turns[0] + 1)
    assert viewer.session.position == first_turn
    qtbot.keyClick(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    second_turn = viewer.playback.lands_on(viewer.playback.turns[1] + 1)
    assert viewer.session.position == second_turn > first_turn
    qtbot.keyClick(window, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert viewer.session.position == first_turn
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert viewer.session.position == viewer.playback.length
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert viewer.session.position == stops[0]
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert viewer.playing
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert not viewer.playing


@pytest.mark.parametrize(
    "damage",
    [
        pytest.param(lambda data: b"not a replay at all", id="not-gzip"),
        pytest.param(
            lambda data: data[:30] + bytes(b ^ 0x5A for b in data[30:60]) + data[60:],
            id="bytes-changed",
        ),
        pytest.param(lambda data: gzip.compress(b'{"t": "nonsense"}\n'), id="no-header"),
    ],
)
def test_a_damaged_file_says_why_and_changes_nothing(
    qtbot, settings, english, replay_path: Path, tmp_path: Path, damage
) -> None:
    bad = tmp_path / "bad.yxsr"
    bad.write_bytes(damage(replay_path.read_bytes()))
    with pytest.raises(ReplayError) as raised:
        Playback(read_replay(bad))
    window, viewer = open_viewer(qtbot, settings, replay_path)
    viewer.seek(viewer.playback.length // 2)
    position, view = viewer.session.position, shown(viewer)
    assert window.open_replay(str(bad)) is None
    box = window.replay_error
    assert box is not None and box.isVisible()
    assert box.text() == raised.value.text("en")
    assert window.stack.currentWidget() is viewer and window.replay_viewer is viewer
    assert viewer.session.position == position and shown(viewer) == view


def test_a_replay_shown_from_its_recorded_events_says_so_in_each_language(
    qtbot, english, replay_path: Path
) -> None:
    replay = read_replay(replay_path)
    # another seed deals other cards: the re-run differs, as under another engine version
    replay.header = msgspec.structs.replace(replay.header, seed=SEED + 1)
    playback = Playback(replay)
    assert not playback.rerun_ok and playback.notice is not None
    viewer = ReplayViewer(playback)
    qtbot.addWidget(viewer)
    viewer.show()
    assert viewer.notice.isVisible()
    assert viewer.notice.text() == playback.notice.text("en")
    set_language("zh")
    notice = playback.notice
    qtbot.waitUntil(lambda: viewer.notice.text() == notice.text("zh"), timeout=5000)
    viewer.seek(playback.length // 2)
    assert viewer.session.position == playback.length // 2


def test_esc_leaves_a_replay_opened_from_the_menu_for_the_start_page(
    qtbot, settings, english, replay_path: Path
) -> None:
    window, viewer = open_viewer(qtbot, settings, replay_path)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    viewer.toggle_play()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not viewer.playing
    assert window.replay_viewer is None and window.stack.currentWidget() is window.start_page


def test_the_game_menu_opens_a_replay_with_ctrl_o(qtbot, settings, english) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    action = window.open_replay_action
    assert action in window.game_menu.actions()
    assert action.shortcut().toString() == "Ctrl+O"
    assert action.text() == "&Open replay…"


def test_yxs_with_a_replay_file_opens_the_viewer_on_it(monkeypatch) -> None:
    opened: list[tuple[str | None, str | None]] = []

    def run_gui(lang: str | None = None, replay: str | None = None) -> int:
        opened.append((lang, replay))
        return 0

    monkeypatch.setattr(app, "run_gui", run_gui)
    assert cli.main(["some game.yxsr"]) == 0
    assert opened == [(None, "some game.yxsr")]


def test_a_replay_the_system_hands_the_running_program_opens_in_the_viewer(
    qtbot, settings, english, replay_path: Path
) -> None:
    """macOS gives a file opened in the Finder to the running app as a QFileOpenEvent."""
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    opener = app.FileOpener(window)
    QApplication.instance().installEventFilter(opener)
    try:
        QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(replay_path)))
        assert window.replay_viewer is not None
        assert window.stack.currentWidget() is window.replay_viewer
    finally:
        QApplication.instance().removeEventFilter(opener)
        window.stop_game()


def _urls(*paths: Path) -> QMimeData:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    return data


def _drop(window: MainWindow, data: QMimeData) -> None:
    """Drop ``data`` on the window (``data`` must outlive the event: the caller keeps it)."""
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(event)


def test_a_replay_file_dropped_on_the_window_opens_in_the_viewer(
    qtbot, settings, english, replay_path: Path, tmp_path: Path
) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    other = tmp_path / "notes.txt"
    other.write_text("not a replay")
    for ignored in (_urls(other), _urls(replay_path, replay_path), QMimeData()):
        assert dropped_replay(ignored) is None  # not a replay; two files; no file
        _drop(window, ignored)
        assert window.replay_viewer is None
    data = _urls(replay_path)
    assert dropped_replay(data) == str(replay_path)
    _drop(window, data)
    assert window.replay_viewer is not None
    assert window.stack.currentWidget() is window.replay_viewer
    window.stop_game()


def test_a_recording_of_a_game_that_may_still_be_running_opens_only_as_a_spectator(
    qtbot, settings, tmp_path: Path
) -> None:
    from tests.replay.helpers import record_online_game
    from tests.replay.test_sealed import cut_in_the_middle

    path = tmp_path / "server.yxsr"
    record_online_game(path, MODE, SEED, persons=(0, 2))
    cut_in_the_middle(path)
    _, viewer = open_viewer(qtbot, settings, path)
    offered = [viewer.viewpoint_box.itemData(i) for i in range(viewer.viewpoint_box.count())]
    assert offered == [None]  # no seat's view, no card open
    for refused in (ALL, 0, 2):
        viewer.set_viewpoint(refused)
        assert viewer.session.seat is None
    viewer.seek(viewer.session.length // 2)
    settle(qtbot, viewer)
    assert shown(viewer) == engine_view(path, viewer.session.position, None)
    assert viewer.living_seats() == ()  # nobody plays on from another's seat
    assert viewer.notice.isVisibleTo(viewer) and "may still be played" in viewer.notice.text()
