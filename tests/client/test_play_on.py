"""Playing on from a point of a replay: the game goes on from exactly the replay's state
there (its events, the request pending), is recorded with its origin and the new seats in
a file that verifies on its own, and a point or seat that cannot be played on is refused
with a message saying why."""

from __future__ import annotations

import dataclasses
import hashlib
import threading
from bisect import bisect_left, bisect_right
from pathlib import Path

import msgspec
import pytest

from tests.replay.helpers import record, record_person_game, rewrite_events
from yxs_desktop.client.play_on import PlayOnRefused, origin_of, play_on
from yxs_desktop.client.recording import GameRecorder, open_recorder
from yxs_desktop.client.replay_store import ReplayStore
from yxs_desktop.client.session import FinishedUpdate, Update
from yxs_desktop.engine import encode
from yxs_desktop.engine.events import Died
from yxs_desktop.replay.format import Origin, decode_event
from yxs_desktop.replay.playback import Playback
from yxs_desktop.replay.reader import Replay, read_replay
from yxs_desktop.replay.stats import PERSON, folder_stats
from yxs_desktop.replay.verify import verify_file

MODE = "identity5"
SEED = 3  # a game with two deaths, the first in its middle


@pytest.fixture
def original(tmp_path: Path) -> Path:
    return record(tmp_path, MODE, SEED)


def living_seat(replay: Replay, answers: int) -> int:
    playback = Playback(replay)
    playback.seek(replay.events_before[answers])
    game = playback.game
    assert game is not None
    return next(p.seat for p in game.players if p.alive)


def recorder_for(tmp_path: Path, replay: Replay, answers: int, seat: int) -> GameRecorder:
    store = ReplayStore(tmp_path / "played-on", 10)
    recorder = open_recorder(store, MODE, SEED, seat, "Ann", origin=origin_of(replay, answers))
    assert recorder is not None
    return recorder


def ignore(update: Update) -> None:
    pass


def test_the_game_played_on_holds_exactly_the_replays_events_up_to_that_point(
    original: Path,
) -> None:
    replay = read_replay(original)
    answers = len(replay.responses) // 2
    seat = living_seat(replay, answers)
    session = play_on(replay, answers, seat, ignore, timeouts=False)
    game = session.game

    assert [encode(e) for e in game.events] == replay.events[: replay.events_before[answers]]
    assert game.pending is not None and game.pending.id == replay.responses[answers].id
    # the table starts from the view a fresh playback of the replay shows there
    fresh = Playback(read_replay(original))
    fresh.seek(replay.events_before[answers])
    assert session.opening is not None
    assert encode(session.opening.view) == encode(fresh.view(seat))
    assert [encode(e) for e in session.opening.events] == [encode(e) for e in fresh.events(seat)]


def test_a_played_on_game_is_recorded_with_its_origin_and_new_seats_and_verifies(
    tmp_path: Path, original: Path
) -> None:
    replay = read_replay(original)
    answers = len(replay.responses) // 2
    seat = living_seat(replay, answers)
    recorder = recorder_for(tmp_path, replay, answers, seat)
    finished = threading.Event()

    def listener(update: Update) -> None:
        if isinstance(update, FinishedUpdate):
            finished.set()

    # the person's time runs out at once: their seat's computer player answers for them
    session = play_on(replay, answers, seat, listener, recorder=recorder, time_limit=0.001)
    session.start()
    session.join(120)
    assert session.error is None and finished.is_set()

    assert verify_file(recorder.path).ok, verify_file(recorder.path).text("en")
    new = read_replay(recorder.path)
    assert new.header.origin == Origin(
        sha256=hashlib.sha256(original.read_bytes()).hexdigest(), responses=answers
    )
    assert (new.header.mode, new.header.seed) == (MODE, SEED)
    assert new.header.options == replay.header.options
    players = [(s.seat, s.name, s.player) for s in new.header.seats]
    assert players == [
        (s, "Ann", "person") if s == seat else (s, "", "computer:baseline") for s in range(5)
    ]
    assert new.header.own == seat
    taken = [msgspec.json.encode(line) for line in new.responses[:answers]]
    assert taken == [msgspec.json.encode(line) for line in replay.responses[:answers]]
    assert (
        new.events[: replay.events_before[answers]]
        == replay.events[: replay.events_before[answers]]
    )


def test_a_seat_dead_at_the_point_cannot_play_on_and_leaves_no_file(
    tmp_path: Path, original: Path
) -> None:
    replay = read_replay(original)
    playback = Playback(replay)
    death = playback.deaths[0]
    dead = decode_event(replay.events[death])
    assert isinstance(dead, Died)
    answers = bisect_left(replay.events_before, death + 1)
    recorder = recorder_for(tmp_path, replay, answers, dead.seat)

    with pytest.raises(PlayOnRefused) as refused:
        play_on(replay, answers, dead.seat, ignore, recorder=recorder)
    assert refused.value.message.key == "play_on.dead"
    assert f"seat {dead.seat} is dead at this point" in refused.value.text("en")
    assert "已阵亡" in refused.value.text("zh")
    assert not recorder.path.exists()


def test_the_end_of_a_finished_game_cannot_be_played_on(original: Path) -> None:
    replay = read_replay(original)
    with pytest.raises(PlayOnRefused) as refused:
        play_on(replay, len(replay.responses), 0, ignore)
    assert refused.value.message.key == "play_on.over"
    assert "the game is over at this point" in refused.value.text("en")


def test_a_seat_or_point_the_replay_does_not_have_is_refused(original: Path) -> None:
    replay = read_replay(original)
    with pytest.raises(PlayOnRefused) as no_seat:
        play_on(replay, 3, 5, ignore)
    assert "seat 5 is not at this replay's table (the seats are 0 to 4)" in no_seat.value.text("en")
    with pytest.raises(PlayOnRefused) as no_point:
        play_on(replay, len(replay.responses) + 1, 0, ignore)
    assert no_point.value.message.key == "play_on.no_point"


def test_a_replay_the_engine_makes_differently_cannot_be_played_on(original: Path) -> None:
    replay = read_replay(original)
    edited = replay.events_before[len(replay.responses) // 3] - 1
    events = list(replay.events)
    event = decode_event(events[edited])
    events[edited] = encode(msgspec.structs.replace(event, reason="edited"))
    rewrite_events(original, events)
    changed = read_replay(original)
    answers = len(changed.responses) // 2

    with pytest.raises(PlayOnRefused) as refused:
        play_on(changed, answers, 0, ignore)
    assert refused.value.message.key == "play_on.diverged"
    assert refused.value.message.fields["index"] == edited
    assert f"the re-run differs from the replay from event {edited} on" in refused.value.text("en")
    # before the changed event, the replay plays on as ever
    before = bisect_right(changed.events_before, edited) - 1
    assert play_on(changed, before, 0, ignore, timeouts=False).game.pending is not None


def test_played_on_each_computer_seat_keeps_the_level_it_had_in_the_replay(
    original: Path,
) -> None:
    from yxs_desktop.ai.easy import EasyAgent
    from yxs_desktop.ai.strong import StrongAgent
    from yxs_desktop.client.play_on import levels_of
    from yxs_desktop.replay.format import Seat

    replay = read_replay(original)
    kinds = [
        "computer:strong",
        "computer:easy",
        "person",
        "computer:grandmaster",
        "computer:baseline",
    ]
    seats = tuple(Seat(i, player=kind) for i, kind in enumerate(kinds))
    header = msgspec.structs.replace(replay.header, seats=seats)
    replay = dataclasses.replace(replay, header=header)
    assert levels_of(replay) == ("strong", "easy", "baseline", "baseline", "baseline")
    answers = len(replay.responses) // 2
    seat = living_seat(replay, answers)
    session = play_on(replay, answers, seat, ignore, timeouts=False)
    session.room.start(session.game)  # the table's computer players, as the session's
    agents = session.room._agents
    assert isinstance(agents[0], StrongAgent) and isinstance(agents[1], EasyAgent)
    assert type(agents[3]).__name__ == "BaselineAgent"  # an unknown level: the baseline


def test_a_game_played_on_at_another_seat_is_the_persons_game_at_the_new_seat(
    tmp_path: Path,
) -> None:
    source = tmp_path / "mine.yxsr"
    record_person_game(source, MODE, SEED, 0, "2025-03-03T09:00:00+00:00")
    replay = read_replay(source)
    assert replay.header.own == 0
    answers = len(replay.responses) // 3
    seat = next(s for s in living_seats(replay, answers) if s != 0)
    recorder = recorder_for(tmp_path, replay, answers, seat)  # as the window opens it
    finished = threading.Event()

    def listener(update: Update) -> None:
        if isinstance(update, FinishedUpdate):
            finished.set()

    session = play_on(replay, answers, seat, listener, recorder=recorder, time_limit=0.001)
    session.start()
    session.join(120)
    assert session.error is None and finished.is_set()
    new = read_replay(recorder.path)
    assert new.header.own == seat
    assert [s.seat for s in new.header.seats if s.player == "person"] == [seat]
    assert new.header.origin == origin_of(replay, answers)
    # in one folder, each file counts as the person's game at its own seat
    (tmp_path / "played-on" / source.name).write_bytes(source.read_bytes())
    stats = folder_stats(tmp_path / "played-on", PERSON)
    assert sorted((g.path.name, g.seat) for g in stats.games) == sorted(
        [(source.name, 0), (recorder.path.name, seat)]
    )


def living_seats(replay: Replay, answers: int) -> list[int]:
    playback = Playback(replay)
    playback.seek(replay.events_before[answers])
    game = playback.game
    assert game is not None
    return [p.seat for p in game.players if p.alive]
