"""The replay viewer's "Play on from here": the person takes a living seat at the point
shown, and the game goes on live from exactly that state (the table and log as the engine
has them there), plays on through the table like any game, and is recorded with its
origin; a point that cannot be played on keeps the button off and says why."""

from __future__ import annotations

import hashlib
from bisect import bisect_left
from pathlib import Path

import msgspec
import pytest
from PySide6.QtCore import Qt

from tests.replay.helpers import rewrite_events
from tests.ui.test_play_through_ui import act_on_table, answer_dialog
from tests.ui.test_small_screen import SCREEN, fits, inside, small_screen  # noqa: F401
from tests.ui.test_small_screen import shown as screen_shown
from yxs_desktop.engine import encode, seat_view
from yxs_desktop.engine.events import Died, TurnStarted
from yxs_desktop.engine.requests import PlayPhase, Respond
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.format import Origin, decode_event
from yxs_desktop.replay.playback import Playback
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.ui import fit
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.replays.viewer import ReplayViewer
from yxs_desktop.ui.table.page import TablePage

MODE = "identity5"
SEED = 3  # a game with two deaths, the first in its middle


@pytest.fixture
def replay_path(tmp_path: Path) -> Path:
    path = tmp_path / "game.yxsr"
    play_and_record(path, MODE, SEED)
    return path


def open_viewer(qtbot, settings, path: Path) -> tuple[MainWindow, ReplayViewer]:
    settings.set("animation_speed", 20.0)
    settings.set("replay_folder", str(path.parent / "recorded"))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    viewer = window.open_replay(str(path))
    assert viewer is not None
    return window, viewer


def chooser_seats(viewer: ReplayViewer) -> list[int]:
    box = viewer.play_on_seat
    return [box.itemData(i) for i in range(box.count())]


def shown(page: TablePage) -> bytes:
    view = page.scene.view_state
    assert view is not None
    return encode(view)


def asked_or_over(page: TablePage) -> bool:
    """The person is asked (the game waits for them, its state still) or the game is over,
    and the table has played every animation."""
    asked = page.dialog is not None or page.selection is not None
    return (asked or page.result is not None) and not page.scene.queue.busy()


def play_quietly(qtbot, page: TablePage) -> None:
    """Answer the request on screen like a cautious person: end the play phase, decline
    what may be declined, discard or choose as asked (the game goes on to other turns)."""
    request = page.selection.request if page.selection is not None else None
    if page.dialog is not None:
        answer_dialog(qtbot, page.dialog)
    elif isinstance(request, PlayPhase):
        qtbot.mouseClick(page.end, Qt.MouseButton.LeftButton)
    elif isinstance(request, Respond):
        qtbot.mouseClick(page.cancel, Qt.MouseButton.LeftButton)
    else:
        act_on_table(qtbot, page)


def test_playing_on_from_the_middle_shows_the_engine_state_there_then_plays_a_turn(
    qtbot, settings, english, replay_path: Path
) -> None:
    window, viewer = open_viewer(qtbot, settings, replay_path)
    viewer.seek(viewer.playback.length // 2)
    position = viewer.session.position
    seat = chooser_seats(viewer)[-1]
    viewer.set_viewpoint(seat)
    assert viewer.play_on_seat.currentData() == seat  # the viewpoint's seat is proposed
    log_there = viewer.table.log.lines()
    assert log_there
    qtbot.mouseClick(viewer.play_on_button, Qt.MouseButton.LeftButton)

    page = window.table_page
    session = window.session
    assert page is not None and session is not None and window.replay_viewer is None
    assert window.stack.currentWidget() is page and page.me == seat
    fresh = Playback(read_replay(replay_path))
    assert fresh.seek(position) == position
    assert shown(page) == encode(fresh.view(seat))  # at once, before any answer
    assert page.log.lines()[: len(log_there)] == log_there

    game = session.game
    answered_at: int | None = None  # the events when the person first answered
    for _ in range(300):
        qtbot.waitUntil(lambda: asked_or_over(page), timeout=60_000)
        assert shown(page) == encode(seat_view(game, seat))
        if page.result is not None:  # the game ended as it went on
            assert answered_at is not None, "the game ended before the person answered"
            break
        if answered_at is not None:
            turns = [e.seat for e in game.events[answered_at:] if isinstance(e, TurnStarted)]
            if any(turn != seat for turn in turns):
                break  # the person played on, and another seat's turn has come and gone
        else:
            answered_at = len(game.events)
        play_quietly(qtbot, page)
    else:
        pytest.fail("the person's turn never came and went")


def test_the_played_on_game_is_recorded_with_its_origin_and_the_persons_seat(
    qtbot, settings, english, replay_path: Path
) -> None:
    settings.set("player_name", "Ann")
    window, viewer = open_viewer(qtbot, settings, replay_path)
    viewer.seek(viewer.playback.length // 3)
    answers = bisect_left(viewer.playback.replay.events_before, viewer.session.position)
    seat = chooser_seats(viewer)[0]
    viewer.play_on_seat.setCurrentIndex(0)
    viewer.play_on()

    session = window.session
    assert session is not None and session.recorder is not None
    qtbot.waitUntil(lambda: asked_or_over(window.table_page), timeout=60_000)
    new = read_replay(session.recorder.path)  # each answer is on disk before the next
    digest = hashlib.sha256(replay_path.read_bytes()).hexdigest()
    assert new.header.origin == Origin(sha256=digest, responses=answers)
    assert new.header.seats[seat].name == "Ann" and new.header.seats[seat].player == "person"
    assert new.responses[:answers] == read_replay(replay_path).responses[:answers]


def test_the_chooser_offers_only_the_seats_living_at_the_point(
    qtbot, settings, english, replay_path: Path
) -> None:
    _window, viewer = open_viewer(qtbot, settings, replay_path)
    assert chooser_seats(viewer) == list(range(5))
    assert viewer.play_on_seat.currentData() == 0  # a spectator: the first living seat
    playback = viewer.playback
    # a death the game goes on after (the lord's ends it)
    death = next(d for d in playback.deaths if playback.lands_on(d + 1) < playback.length)
    dead = decode_event(playback.replay.events[death])
    assert isinstance(dead, Died)
    viewer.set_viewpoint(dead.seat)
    viewer.seek(death + 1)
    assert dead.seat not in chooser_seats(viewer)
    assert chooser_seats(viewer) == [s for s in range(5) if s != dead.seat]
    assert viewer.play_on_button.isEnabled()
    assert viewer.play_on_button.text() == "Play on from here"


def test_play_on_is_off_where_the_game_is_over_and_says_why(
    qtbot, settings, english, replay_path: Path
) -> None:
    _window, viewer = open_viewer(qtbot, settings, replay_path)
    viewer.to_end()
    assert not viewer.play_on_button.isEnabled() and chooser_seats(viewer) == []
    assert "The game is over here" in viewer.play_on_button.toolTip()
    viewer.seek(0)
    assert viewer.play_on_button.isEnabled()
    assert "play on from here against computer players" in viewer.play_on_button.toolTip()


def test_a_replay_shown_from_its_recorded_events_cannot_be_played_on(
    qtbot, settings, english, replay_path: Path
) -> None:
    replay = read_replay(replay_path)
    events = list(replay.events)
    # an event in the second half that has a reason (a draw, a discard...)
    edited = next(
        i
        for i in range(len(events) // 2, len(events))
        if "reason" in msgspec.structs.asdict(decode_event(events[i]))
    )
    event = decode_event(events[edited])
    events[edited] = encode(msgspec.structs.replace(event, reason="edited"))
    rewrite_events(replay_path, events)
    window, viewer = open_viewer(qtbot, settings, replay_path)
    assert not viewer.playback.rerun_ok
    assert not viewer.play_on_button.isEnabled()
    assert "shown from its recorded events" in viewer.play_on_button.toolTip()
    assert "cannot be played on" in viewer.play_on_button.toolTip()
    viewer.play_on()  # the key or a click that got through does nothing
    assert window.replay_viewer is viewer and window.session is None


@pytest.mark.usefixtures("small_screen")
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_play_on_button_and_chooser_fit_a_1024_by_700_screen(
    qtbot, settings, tmp_path: Path, lang: str
) -> None:
    path = tmp_path / "game.yxsr"
    play_and_record(path, "identity8", 5)  # eight seats: the longest names
    set_language(lang)
    try:
        window = screen_shown(qtbot, MainWindow(settings))
        viewer = window.open_replay(str(path))
        assert viewer is not None
        viewer.seek(viewer.playback.length // 2)
        assert fits(window)
        window.resize(SCREEN.size() - fit.FRAME)
        qtbot.waitUntil(lambda: viewer.slider.width() > 400)  # room to seek with still
        assert inside(viewer.play_on_button, window) and inside(viewer.play_on_seat, window)
    finally:
        set_language("en")


def test_a_point_that_cannot_be_played_on_says_why_and_keeps_the_replay(
    qtbot, settings, english, replay_path: Path
) -> None:
    window, viewer = open_viewer(qtbot, settings, replay_path)
    replay = viewer.playback.replay
    assert window.play_on(replay, len(replay.responses), 0) is None  # the game is over
    box = window.replay_error
    assert box is not None and box.windowTitle() == "Cannot play on"
    assert "the game is over at this point" in box.text()
    assert window.replay_viewer is viewer and window.stack.currentWidget() is viewer
    assert window.session is None
    assert not list((replay_path.parent / "recorded").glob("*.yxsr"))  # no file left
