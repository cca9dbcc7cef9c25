"""A player's own recording of an online game (``client.seat_recording``): the events the
seat received, in the replay folder as the game goes, so that a game its server loses is
still in the person's replays as an unfinished game, and a game that ends is there as a
finished one without the server's replay; it plays back exactly what the seat
(or a spectator) saw, never another seat's view nor every card open, and is deleted once
the server's replay is saved."""

from __future__ import annotations

from pathlib import Path

import pytest

from yxs_desktop.client.remote_session import RemoteSession
from yxs_desktop.client.replay_index import summary_of
from yxs_desktop.client.replay_store import ReplayStore
from yxs_desktop.client.seat_recording import SeatRecording, carry_on, recorded_events
from yxs_desktop.engine import Game, encode, events_for, seat_view
from yxs_desktop.protocol import messages as wire
from yxs_desktop.replay.format import Seat
from yxs_desktop.replay.playback import Playback
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.sealed import sealed_seats
from yxs_desktop.replay.verify import REFUSED, verify_file
from yxs_desktop.replay.writer import ReplayWriter, computer_seats, make_header
from yxs_desktop.selfplay import play_game

SEAT = 2


@pytest.fixture(scope="module")
def game() -> Game:
    return play_game("identity5", 8)


def table(players: int) -> list[Seat]:
    return [
        Seat(s, name="宋江", player="person") if s == SEAT else Seat(s, player="computer:strong")
        for s in range(players)
    ]


def recorded(tmp_path: Path, game: Game, upto: int | None = None) -> SeatRecording:
    """The seat's recording of ``game`` fed as a server streams it: a few events an update,
    with the view after each, up to the seat's ``upto``-th event."""
    recording = SeatRecording.open(
        ReplayStore(tmp_path), "identity5", "r3", SEAT, table(len(game.players))
    )
    assert recording is not None
    events = events_for(game, SEAT)[:upto]
    for start in range(0, len(events), 5):
        chunk = events[start : start + 5]
        recording.add(chunk, start + len(chunk), seat_view(game, SEAT))
    return recording


def test_the_seats_recording_plays_back_what_the_seat_and_a_spectator_saw(
    tmp_path: Path, game: Game
) -> None:
    recording = recorded(tmp_path, game)
    recording.close()
    replay = read_replay(recording.path)
    assert replay.header.view == SEAT and replay.header.own == SEAT
    assert replay.responses == [] and replay.result is None
    playback = Playback(replay)
    assert not playback.rerun_ok and playback.notice is not None
    assert playback.notice.key == "seat_recording"
    assert playback.length == len(events_for(game, SEAT))
    assert encode(playback.view(SEAT)) == encode(seat_view(game, SEAT))
    assert encode(playback.view(None)) == encode(seat_view(game, None))


def test_it_opens_only_from_its_own_seat_or_as_a_spectator(tmp_path: Path, game: Game) -> None:
    recording = recorded(tmp_path, game)
    recording.close()
    assert sealed_seats(read_replay(recording.path)) == frozenset({SEAT})


def test_the_replays_list_shows_it_as_the_persons_unfinished_game(
    tmp_path: Path, game: Game
) -> None:
    recording = recorded(tmp_path, game)
    recording.close()
    assert recording.path.name.endswith("-identity5-r3-seat3.yxsr")
    summary = summary_of(read_replay(recording.path), recording.path.name)
    assert summary.outcome == "unfinished"
    assert summary.hero == game.players[SEAT].hero.id


def test_what_was_written_survives_a_program_killed_mid_game(tmp_path: Path, game: Game) -> None:
    recording = recorded(tmp_path, game, upto=40)  # never closed: the program died
    replay = read_replay(recording.path)
    assert not replay.terminated
    assert replay.events == [encode(e) for e in events_for(game, SEAT)[:40]]


def test_an_update_that_skips_events_ends_the_recording_where_it_is(
    tmp_path: Path, game: Game
) -> None:
    recording = recorded(tmp_path, game, upto=20)
    later = events_for(game, SEAT)[30:35]
    recording.add(later, 35, seat_view(game, SEAT))  # 21 to 30 never came: a snapshot
    assert not recording.recording and recording.events == 20
    assert len(read_replay(recording.path).events) == 20


def test_it_is_deleted_once_the_servers_replay_is_saved(tmp_path: Path, game: Game) -> None:
    recording = recorded(tmp_path, game, upto=10)
    recording.discard()
    assert not recording.path.exists()
    assert list(tmp_path.iterdir()) == []


def test_a_folder_that_cannot_be_written_keeps_no_recording_and_says_why(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    store = ReplayStore(blocked / "replays")
    assert SeatRecording.open(store, "identity5", "r3", SEAT, table(5)) is None
    assert "not kept" in caplog.text


def test_a_program_started_again_goes_on_with_it_from_its_last_event(
    tmp_path: Path, game: Game
) -> None:
    died = recorded(tmp_path, game, upto=40)  # never closed: the program was killed
    assert recorded_events(died.path) == 40
    going_on = carry_on(ReplayStore(tmp_path), died.path)
    assert going_on is not None and going_on.events == 40 and not died.path.exists()
    events = events_for(game, SEAT)
    going_on.add(events[40:], len(events), seat_view(game, SEAT))
    going_on.close()
    replay = read_replay(going_on.path)
    assert replay.events == [encode(e) for e in events] and replay.heroes is not None
    assert encode(Playback(replay).view(SEAT)) == encode(seat_view(game, SEAT))


def test_a_whole_games_replay_is_not_a_seats_recording(tmp_path: Path, game: Game) -> None:
    path = tmp_path / "whole.yxsr"
    writer = ReplayWriter(path, make_header("identity5", 8, computer_seats(5, "baseline")))
    writer.update(game)
    writer.close(game)
    assert recorded_events(path) is None and carry_on(ReplayStore(tmp_path), path) is None
    assert recorded_events(tmp_path / "missing.yxsr") is None


class Sent:
    def send(self, message: object) -> None:
        pass


def numbered(game: Game, start: int, stop: int) -> wire.Update:
    events = events_for(game, SEAT)
    return wire.Update(
        tuple(wire.Numbered(n + 1, events[n]) for n in range(start, stop)),
        seat_view(game, SEAT),
        None,
    )


def test_the_session_opens_the_recording_at_the_games_first_events(
    tmp_path: Path, game: Game
) -> None:
    session = RemoteSession(Sent(), "r3", SEAT)
    opened: list[SeatRecording] = []

    def opener() -> SeatRecording | None:
        recording = SeatRecording.open(ReplayStore(tmp_path), "identity5", "r3", SEAT, table(5))
        assert recording is not None
        opened.append(recording)
        return recording

    session.record(opener)
    session.feed(numbered(game, 0, 7))
    session.feed(numbered(game, 5, 12))  # two sent again after a drop: each kept once
    assert len(opened) == 1 and opened[0].events == 12 == session.seq
    session.feed(wire.Snapshot(30, seat_view(game, SEAT), None))  # 13 to 30 never came
    assert not opened[0].recording
    assert len(read_replay(opened[0].path).events) == 12


def test_the_session_opens_none_from_the_middle_of_a_game(tmp_path: Path, game: Game) -> None:
    session = RemoteSession(Sent(), "r3", SEAT)
    session.record(lambda: pytest.fail("a recording opened mid-game"))
    session.feed(wire.Snapshot(30, seat_view(game, SEAT), None))
    session.feed(numbered(game, 30, 35))
    assert session.recording is None and list(tmp_path.iterdir()) == []


def finished(game: Game, *, replay: bool) -> wire.Finished:
    """The server's end of ``game``: its result and every role (scores of 1 to 5)."""
    outcome = game.outcome
    assert outcome is not None
    return wire.Finished(
        outcome.result,
        outcome.title,
        tuple(outcome.winners),
        tuple(range(1, len(game.players) + 1)),
        replay,
        tuple(p.role for p in game.players),
    )


def test_a_game_that_ends_reads_as_the_persons_finished_game_without_the_servers_replay(
    tmp_path: Path, game: Game
) -> None:
    # a server that keeps no data sends no replay: the seat's recording is the only one
    session = RemoteSession(Sent(), "r3", SEAT)
    recording = SeatRecording.open(ReplayStore(tmp_path), "identity5", "r3", SEAT, table(5))
    session.record(lambda: recording)
    events = len(events_for(game, SEAT))
    for start in range(0, events, 9):
        session.feed(numbered(game, start, min(events, start + 9)))
    session.feed(finished(game, replay=False))
    assert recording is not None and not recording.recording
    replay = read_replay(recording.path)
    assert replay.complete and replay.result is not None
    assert replay.result.roles == [p.role.value for p in game.players]
    assert replay.result.scores == [1, 2, 3, 4, 5] and replay.result.events == events
    won = SEAT in game.outcome.winners  # type: ignore[union-attr]
    assert summary_of(replay, recording.path.name).outcome == ("won" if won else "lost")


def test_a_recording_with_a_gap_gets_no_result(tmp_path: Path, game: Game) -> None:
    session = RemoteSession(Sent(), "r3", SEAT)
    recording = SeatRecording.open(ReplayStore(tmp_path), "identity5", "r3", SEAT, table(5))
    session.record(lambda: recording)
    session.feed(numbered(game, 0, 20))
    session.feed(wire.Snapshot(30, seat_view(game, SEAT), None))  # 21 to 30 never came
    session.feed(finished(game, replay=False))
    assert recording is not None
    assert read_replay(recording.path).result is None


def test_verifying_a_seats_recording_is_refused_with_the_reason(tmp_path: Path, game: Game) -> None:
    recording = recorded(tmp_path, game)
    recording.close()
    verdict = verify_file(recording.path)
    assert verdict.status == REFUSED
    assert verdict.problem.key == "seat_recording"
    assert "seat 3's own recording" in verdict.text("en")
