"""A replay the engine no longer re-runs (recorded before a card's rank changed) opens in
the viewer with its notice and a table: after a seek to the middle, a step back, a jump to
the next death and a change of viewpoint, and at the end of playing, the table shows the
view rebuilt from the recorded events, which at an answer boundary is the view the engine
gave when the game was played."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.replay.helpers import diverges_at, diverging_card, with_rank_changed
from yxs_desktop.engine import SeatView, cards, encode
from yxs_desktop.engine.events import Died
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.format import decode_event
from yxs_desktop.replay.playback import Playback
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.view_builder import ViewBuilder
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.replays.viewer import ReplayViewer

MODE = "identity8"
SEED = 24  # a game of some 1,100 events


def changed_card(path: Path) -> int:
    """A card whose rank, changed, makes the game diverge with room and a death after."""
    deaths = [
        i for i, line in enumerate(read_replay(path).events) if isinstance(decode_event(line), Died)
    ]
    return diverging_card(path, lambda index: any(d > index + 150 for d in deaths))


@pytest.fixture
def replay_path(tmp_path: Path) -> Path:
    path = tmp_path / "game.yxsr"
    play_and_record(path, MODE, SEED)
    return path


def built(path: Path, position: int, seat: int | None) -> bytes:
    """The view of ``seat`` after ``position`` recorded events, folded from the file."""
    playback = Playback(read_replay(path))
    builder = ViewBuilder(MODE, seat)
    events = playback.events(seat, 0, position)
    builder.apply(events)
    return encode(builder.view())


def shown(viewer: ReplayViewer) -> bytes:
    view = viewer.table.scene.view_state
    assert isinstance(view, SeatView)
    return encode(view)


def settle(qtbot, viewer: ReplayViewer) -> None:
    qtbot.waitUntil(lambda: not viewer.table.scene.queue.busy(), timeout=10000)


@pytest.mark.interpreted  # the compiled deck_for keeps its own reference to the deck
def test_a_replay_from_before_a_rank_change_shows_the_table_the_game_had(
    qtbot, settings, english, replay_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = Playback(read_replay(replay_path))  # this engine: re-runs exactly

    def engine_view(position: int, seat: int | None) -> bytes:
        assert original.seek(position) == position  # an answer boundary
        view = original.view(seat)
        assert view is not None
        return encode(view)

    changed = changed_card(replay_path)
    with monkeypatch.context() as patched:
        patched.setattr(cards, "STANDARD_DECK", with_rank_changed(changed))
        diverges = diverges_at(replay_path)
    boundaries = read_replay(replay_path).events_before
    middle = next(b for b in boundaries if b > diverges + 100)  # where the re-run differs
    expected_middle = engine_view(middle, None)
    monkeypatch.setattr(cards, "STANDARD_DECK", with_rank_changed(changed))

    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    viewer = window.open_replay(str(replay_path))
    assert viewer is not None and not viewer.playback.rerun_ok
    notice = viewer.playback.notice
    assert notice is not None and notice.fields["index"] == diverges
    assert viewer.notice.isVisible() and viewer.notice.text() == notice.text("en")

    viewer.seek(middle)
    assert viewer.session.position == middle
    assert shown(viewer) == built(replay_path, middle, None) == expected_middle

    viewer.step_back()
    back = viewer.session.position
    assert back < middle and back in boundaries
    assert shown(viewer) == built(replay_path, back, None) == engine_view(back, None)

    viewer.next_death()
    death = next(d for d in viewer.playback.deaths if d >= back)
    assert viewer.session.position == death + 1  # recorded events: exactly there
    died = decode_event(read_replay(replay_path).events[death])
    assert isinstance(died, Died)
    view = viewer.table.scene.view_state
    assert view is not None and not view.players[died.seat].alive
    assert shown(viewer) == built(replay_path, death + 1, None)

    seat = 2
    viewer.set_viewpoint(seat)
    assert viewer.table.me == seat and viewer.session.position == death + 1
    assert shown(viewer) == built(replay_path, death + 1, seat)
    view = viewer.table.scene.view_state
    assert view is not None and view.hand
    assert [item.card_id for item in viewer.table.scene.hand_items] == list(view.hand)
    viewer.step_back()
    at = viewer.session.position
    assert shown(viewer) == built(replay_path, at, seat) == engine_view(at, seat)


@pytest.mark.interpreted  # the compiled deck_for keeps its own reference to the deck
def test_playing_a_replay_from_its_recorded_events_animates_and_ends_at_the_end_state(
    qtbot, settings, english, replay_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = Playback(read_replay(replay_path))
    end = original.view(None)
    assert end is not None
    monkeypatch.setattr(cards, "STANDARD_DECK", with_rank_changed(changed_card(replay_path)))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    viewer = window.open_replay(str(replay_path))
    assert viewer is not None and not viewer.playback.rerun_ok
    viewer.speed_box.setCurrentIndex(viewer.speed_box.findData(16.0))
    viewer.seek(viewer.session.stops[-6])
    lines = len(viewer.table.log.lines())
    viewer.toggle_play()
    assert viewer.playing
    qtbot.waitUntil(lambda: not viewer.playing, timeout=20000)
    settle(qtbot, viewer)
    length = viewer.playback.length
    assert viewer.session.position == length
    assert shown(viewer) == built(replay_path, length, None) == encode(end)
    assert len(viewer.table.log.lines()) > lines
    assert viewer.table.scene.queue.played >= 5  # one animated update per answer
