"""Every local game is recorded as it is played: the file verifies when the game ends, a
game left half-way reads up to its last answer, and a folder or a disk that fails never
costs the person the game."""

from __future__ import annotations

import logging
import queue
from pathlib import Path

import pytest

from tests.client.test_local_session import drive
from yxs_desktop.ai.random_agent import random_answer
from yxs_desktop.client import recording
from yxs_desktop.client.local import LocalSession
from yxs_desktop.client.recording import open_recorder
from yxs_desktop.client.replay_store import ReplayStore
from yxs_desktop.client.session import FinishedUpdate, RequestUpdate, Update
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.verify import INCOMPLETE, verify_file


def test_a_persons_local_game_is_recorded_and_its_replay_verifies(tmp_path: Path) -> None:
    store = ReplayStore(tmp_path / "replays")
    recorder = open_recorder(store, "identity5", 7, 2, "小明")
    assert recorder is not None
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5", 7, 2, updates.put, timeouts=False, recorder=recorder)
    rng = GameRng(1)
    seen = drive(session, updates, lambda request: random_answer(rng, 2, request))
    assert isinstance(seen[-1], FinishedUpdate)
    session.close()
    session.join(5)
    (path,) = [entry.path for entry in store.entries()]
    assert path == recorder.path and path.name.endswith("-identity5-7.yxsr")
    verdict = verify_file(path)
    assert verdict.ok, verdict.text("en")
    replay = read_replay(path)
    assert [(s.seat, s.name, s.player) for s in replay.header.seats][1:3] == [
        (1, "", "computer:baseline"),
        (2, "小明", "person"),
    ]
    assert replay.header.own == 2
    assert replay.result is not None and replay.result.result == seen[-1].result
    assert len(replay.responses) == len(session.game.responses)


@pytest.mark.parametrize("person", [0, 3, None])
def test_a_local_games_file_names_the_persons_seat_as_its_own(
    tmp_path: Path, person: int | None
) -> None:
    recorder = open_recorder(ReplayStore(tmp_path), "identity5", 5, person, "Ann")
    assert recorder is not None
    recorder.close(None)  # no game played: the header only
    header = read_replay(recorder.path).header
    assert header.own == person  # None: computer players only, nobody's file
    assert [s.seat for s in header.seats if s.player == "person"] == (
        [] if person is None else [person]
    )


def test_a_persons_seat_the_table_lacks_is_refused_before_a_file_is_made(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="own seat 5 is not one of the table's seats"):
        open_recorder(ReplayStore(tmp_path), "identity5", 5, 5, "Ann")
    assert list(tmp_path.iterdir()) == []


def test_the_header_names_the_level_of_each_computer_seat(tmp_path: Path) -> None:
    levels = ["baseline", "random", "baseline", "random", "random"]
    recorder = open_recorder(ReplayStore(tmp_path), "identity5", 4, 0, "Ann", ai=levels)
    assert recorder is not None
    recorder.close(None)  # no game played: the header only
    seats = read_replay(recorder.path).header.seats
    assert [seat.player for seat in seats] == [
        "person",
        "computer:random",
        "computer:baseline",
        "computer:random",
        "computer:random",
    ]
    with pytest.raises(ValueError, match="3 levels for 5 seats"):
        recording.seats_of(5, 0, "Ann", levels[:3])


def test_a_game_left_half_way_reads_up_to_its_last_answer(tmp_path: Path) -> None:
    store = ReplayStore(tmp_path)
    recorder = open_recorder(store, "identity8", 3, 0)
    assert recorder is not None
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity8", 3, 0, updates.put, timeouts=False, recorder=recorder)
    session.start()
    rng = GameRng(2)
    answered = 0
    while answered < 5:  # the person answers five questions, then leaves the game
        update = updates.get(timeout=30)
        if isinstance(update, RequestUpdate):
            session.submit(update.request.id, random_answer(rng, 0, update.request))
            answered += 1
    session.close()
    session.join(5)
    played = len(session.game.responses)
    replay = read_replay(recorder.path)
    assert not replay.complete and replay.result is None
    assert len(replay.responses) == played  # nothing answered is lost
    verdict = verify_file(recorder.path)
    assert verdict.status == INCOMPLETE, verdict.text("en")


def test_a_folder_that_cannot_be_written_leaves_the_game_unrecorded(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    with caplog.at_level(logging.WARNING):
        assert open_recorder(ReplayStore(blocker / "replays"), "identity5", 1, 0) is None
    assert "not recorded" in caplog.text and "a file" in caplog.text


def test_a_failing_disk_stops_the_recording_not_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    recorder = open_recorder(ReplayStore(tmp_path), "identity5", 9, None)
    assert recorder is not None
    writer = recorder._writer
    assert writer is not None
    calls = {"n": 0}
    update = writer.update

    def fill_the_disk(game) -> None:  # type: ignore[no-untyped-def]
        calls["n"] += 1
        if calls["n"] > 20:
            raise OSError(28, "No space left on device")
        update(game)

    monkeypatch.setattr(writer, "update", fill_the_disk)
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5", 9, None, updates.put, recorder=recorder)
    with caplog.at_level(logging.WARNING, logger=recording.__name__):
        seen = drive(session, updates, lambda request: None)
        session.join(5)
    assert isinstance(seen[-1], FinishedUpdate)  # the game went on to its end
    assert recorder.failed and not recorder.recording and "No space left" in caplog.text
    replay = read_replay(recorder.path)  # what was written before the failure still reads
    assert 0 < len(replay.responses) < len(session.game.responses)
