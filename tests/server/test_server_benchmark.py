"""benchmarks/server.py runs: a few rooms for a few seconds give figures that make sense."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.server.redis_helpers import needs_redis

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.timeout(90)


def test_the_server_benchmark_reports_rooms_held_times_and_every_game_accounted_for() -> None:
    command = [sys.executable, "benchmarks/server.py", "--rooms", "3", "--seconds", "3"]
    command += ["--ramp", "0.3", "--think", "0.05", "0.2", "--reconnects", "2", "--json"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=80)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert 0 < figures["rooms_held_min"] <= figures["rooms_held_max"] == 3
    # (not the server's CPU: it is read in clock ticks of 10 ms, and the compiled server may
    # use less than one in a three-second window of three rooms)
    assert figures["messages_per_second"] > 0
    # (three rooms are too few for the server's memory to grow reliably past its idle RSS)
    assert figures["server_rss_mib"] > 0 and figures["server_rss_idle_mib"] > 0
    for name, count in (("answer_to_next_ms", 1), ("reconnect_to_view_ms", 2)):
        times = figures[name]
        assert times["count"] >= count
        assert 0 <= times["p50"] <= times["p95"] <= times["p99"] <= times["max"]
    # every game started either ended or was still being played when the run stopped
    assert figures["games_started"] == figures["games_finished"] + figures["games_running"]
    # the persons' answers were legal (one may come after the request closed: a race)
    assert set(figures["errors"]) <= {"stale_request", "already_answered"}


@needs_redis
def test_with_two_processes_one_killed_its_games_are_taken_over_and_its_persons_come_back() -> None:
    command = [sys.executable, "benchmarks/server.py", "--rooms", "6", "--seconds", "6"]
    command += ["--ramp", "0.3", "--think", "0.1", "0.3", "--reconnects", "0", "--json"]
    command += ["--processes", "2", "--kill-at", "1.5", "--backoff", "jitter"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=80)
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["processes"] == 2 and figures["rooms_held_max"] == 6
    restart = figures["restart"]
    # the killed process held every other person's room
    assert restart["games_in_redis"] >= restart["games_under_way"] >= 1
    assert 0 < restart["failover_s"] < 5.0
    assert restart["kill_to_back_ms"]["count"] == 3  # each of its persons came back
    assert figures["games_started"] == figures["games_finished"] + figures["games_running"]
