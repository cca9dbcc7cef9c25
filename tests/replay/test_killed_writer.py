"""A game whose process is killed (SIGKILL) in the middle leaves a replay that loads up to
the last answer written: the writer flushes at every answer."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.verify import INCOMPLETE, verify_file
from yxs_desktop.selfplay import play_game

CHILD = """
import os, signal, sys
from yxs_desktop.replay.writer import ReplayWriter, computer_seats, make_header
from yxs_desktop.selfplay import play_game

path, stop = sys.argv[1], int(sys.argv[2])
writer = ReplayWriter(path, make_header("identity5", 4, computer_seats(5, "baseline")))

def after_step(game):
    writer.update(game)
    if len(game.responses) >= stop:
        print(len(game.responses), len(game.events), flush=True)
        os.kill(os.getpid(), signal.SIGKILL)

play_game("identity5", 4, after_event=writer.on_event, after_step=after_step)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_killed_game_loads_up_to_the_last_answer_written(tmp_path: Path) -> None:
    path = tmp_path / "killed.yxsr"
    child = subprocess.run(
        [sys.executable, "-c", CHILD, str(path), "150"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert child.returncode == -signal.SIGKILL, child.stderr
    responses, events = map(int, child.stdout.split())
    replay = read_replay(path)
    assert not replay.terminated and replay.result is None
    assert [note.key for note in replay.notes] == ["unterminated", "no_result"]
    assert len(replay.responses) == responses and len(replay.events) == events
    played = play_game("identity5", 4)
    assert [(r.id, r.seat) for r in replay.responses] == [
        (a.request, a.seat) for a in played.responses[:responses]
    ]
    verdict = verify_file(path)
    assert verdict.status == INCOMPLETE
    assert "the file is cut off" in verdict.text("en")
