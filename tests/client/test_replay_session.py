"""A replay session gives a table what it needs: played answer by answer, every event a seat
saw comes once and in order, each with the engine's view after it; a jump gives every event
up to the landing point and the view there; a new viewpoint keeps the position. A replay
the engine no longer re-runs plays the same way, with the views the game had."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from yxs_desktop.client.replay_session import ReplaySession
from yxs_desktop.engine import NoSuchSeat, encode
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.playback import ALL, Playback
from yxs_desktop.replay.reader import read_replay


@pytest.fixture(scope="module")
def replay_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("replay") / "game.yxsr"
    play_and_record(path, "identity5", 3)
    return path


def fresh(path: Path, position: int, seat: int | None) -> tuple[list[bytes], bytes]:
    """The events ``seat`` saw up to ``position`` and its view there, re-run afresh."""
    playback = Playback(read_replay(path))
    assert playback.seek(position) == position
    view = playback.view(seat)
    assert view is not None
    return [encode(e) for e in playback.events(seat, 0)], encode(view)


@pytest.mark.parametrize("seat", [None, 1])
def test_playing_answer_by_answer_gives_each_event_once_with_the_view_after_it(
    replay_path: Path, seat: int | None
) -> None:
    session = ReplaySession(Playback(read_replay(replay_path)), seat)
    start = session.seek(0)
    assert start is not None
    seen = [encode(e) for e in start.events]
    checked = 0
    while (update := session.advance()) is not None:
        seen += [encode(e) for e in update.events]
        assert session.position in session.stops
        if checked < 5 or session.at_end():  # a few, and the end: each a fresh re-run
            events, view = fresh(replay_path, session.position, seat)
            assert encode(update.view) == view and seen == events
            checked += 1
    assert session.at_end() and session.advance() is None


def test_a_replay_shown_from_its_recorded_events_plays_with_the_views_the_game_had(
    replay_path: Path,
) -> None:
    replay = read_replay(replay_path)
    # another seed deals other cards: the re-run differs, as under another engine version
    replay.header = msgspec.structs.replace(replay.header, seed=replay.header.seed + 1)
    session = ReplaySession(Playback(replay), 1)
    assert not session.playback.rerun_ok
    start = session.seek(0)
    assert start is not None and start.reach is None  # distances need a game
    seen = [encode(e) for e in start.events]
    checked = 0
    while (update := session.advance()) is not None:
        seen += [encode(e) for e in update.events]
        assert update.reach is None
        if checked < 5 or session.at_end():
            events, view = fresh(replay_path, session.position, 1)
            assert encode(update.view) == view and seen == events
            checked += 1
    assert session.at_end() and checked == 6
    back = session.step_back()
    assert back is not None and session.position == session.stops[-2]
    assert encode(back.view) == fresh(replay_path, session.position, 1)[1]


def test_a_jump_gives_every_event_so_far_and_the_view_at_the_landing_point(
    replay_path: Path,
) -> None:
    session = ReplaySession(Playback(read_replay(replay_path)), 0)
    middle = session.length // 2
    update = session.seek(middle)
    assert update is not None
    position = session.position
    assert position in session.stops and position >= middle
    events, view = fresh(replay_path, position, 0)
    assert [encode(e) for e in update.events] == events and encode(update.view) == view
    assert update.reach is not None  # a seat's distances come with its view


def test_a_new_viewpoint_keeps_the_position_and_shows_that_seats_view(
    replay_path: Path,
) -> None:
    session = ReplaySession(Playback(read_replay(replay_path)), None)
    session.seek(session.length // 3)
    position = session.position
    update = session.set_seat(3)
    assert update is not None and session.position == position
    assert encode(update.view) == fresh(replay_path, position, 3)[1]
    with pytest.raises(NoSuchSeat):
        session.set_seat(5)


def test_turn_and_death_jumps_land_just_after_the_turn_or_death(replay_path: Path) -> None:
    playback = Playback(read_replay(replay_path))
    session = ReplaySession(playback, None)
    session.seek(0)
    lands = playback.lands_on
    for turn in playback.turns[:3]:
        session.next_turn()
        assert session.position == lands(turn + 1)
    session.previous_turn()
    assert session.position == lands(playback.turns[1] + 1)
    session.next_death()
    assert session.position == lands(playback.deaths[0] + 1)
    session.previous_death()
    assert session.position == session.stops[0]  # no death before the first


def test_all_cards_open_gives_every_role_and_hand_and_every_event_whole(
    replay_path: Path,
) -> None:
    """Watched with every card open, an update holds each seat's own hand and role as that
    seat's view has them, and the events unredacted, as recorded; a seat's viewpoint then
    gives no hands."""
    replay = read_replay(replay_path)
    session = ReplaySession(Playback(replay), ALL)
    update = session.seek(session.length // 2)
    assert update is not None and update.hands is not None and update.reach is None
    position = session.position
    own = Playback(read_replay(replay_path))  # each seat's own view, afresh
    own.seek(position)
    for seat in range(own.seats):
        view = own.view(seat)
        assert view is not None
        assert update.hands[seat] == view.hand
        assert update.view.players[seat].role == view.role
    assert any(update.hands)
    assert [encode(e) for e in update.events] == list(replay.events[:position])
    played = session.advance()
    assert played is not None and played.hands is not None
    assert [encode(e) for e in played.events] == list(replay.events[position : session.position])
    by_seat = session.set_seat(2)
    assert by_seat is not None and by_seat.hands is None
