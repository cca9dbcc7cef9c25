"""Replay playback speed and file sizes: over 100 identity8 games between baseline players,
recorded into a temporary folder, the size of a file (median and max), and on the longest
game the time to open it (``Playback``: read and one whole re-run, every event compared),
to seek from the first event to the last and from the last back to the first, and to seek
to the middle and build every seat's and the spectator's view; then the same game shown
from its recorded events (its header given another seed, so that the re-run diverges at
once): the views of every seat, the spectator and all cards open rebuilt from the first
event to the last, and from the last back to the middle. Goal: each seek under 100 ms,
median and p99.

    python benchmarks/replay.py [--games N] [--seed S] [--repeat R] [--compiled]

``--compiled`` runs the same under the mypyc-compiled engine of ``build/compiled`` (``make
compiled`` builds it; ``make bench`` does the same for benchmarks/engine.py). Times are wall
clock (``time.perf_counter``): seeking is what a person waits for.
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import msgspec

from yxs_desktop.engine import game as game_module
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.playback import Playback
from yxs_desktop.replay.reader import Replay, read_replay

COMPILED = Path(__file__).resolve().parent.parent / "build" / "compiled"


def record_games(folder: Path, games: int, seed: int) -> list[Path]:
    """``games`` identity8 games from ``seed`` on, recorded in ``folder``."""
    paths = []
    for i in range(games):
        path = folder / f"identity8-{seed + i}.yxsr"
        play_and_record(path, "identity8", seed + i)
        paths.append(path)
    return paths


def timed(action: Callable[[], object], repeat: int, before: Callable[[], object]) -> list[float]:
    """Milliseconds of ``action`` over ``repeat`` runs, each after ``before`` (not timed)."""
    times = []
    for _ in range(repeat):
        before()
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1e3)
    return times


def figures(times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return f"median {statistics.median(ordered):6.1f} ms, p99 {p99:6.1f} ms"


def all_views(playback: Playback) -> None:
    for seat in [*range(playback.seats), None]:
        playback.view(seat)


def report(replay: Replay, path: Path, repeat: int) -> None:
    playback = Playback(replay)
    last = playback.length
    middle = last // 2
    print(
        f"longest game: {path.name}, {last} events, {len(replay.responses)} answers, "
        f"{len(playback.turns)} turns, {len(playback.deaths)} deaths, "
        f"re-run {'exact' if playback.rerun_ok else 'diverges'}"
    )
    opened = timed(lambda: Playback(read_replay(path)), max(3, repeat // 5), lambda: None)
    print(f"open (read, re-run, compare)  {figures(opened)}")
    to_last = timed(lambda: playback.seek(last), repeat, lambda: playback.seek(0))
    print(f"seek first → last event       {figures(to_last)}")
    to_first = timed(lambda: playback.seek(0), repeat, lambda: playback.seek(last))
    print(f"seek last → first event       {figures(to_first)}")

    def to_middle() -> None:
        playback.seek(middle)
        all_views(playback)

    middle_views = timed(to_middle, repeat, lambda: playback.seek(last))
    print(f"seek last → middle, 9 views   {figures(middle_views)}")


def all_viewpoints(playback: Playback) -> None:
    all_views(playback)
    playback.open_view()


def report_recorded(replay: Replay, repeat: int) -> None:
    """The views rebuilt from the recorded events (``Playback.rerun_ok`` False)."""
    header = msgspec.structs.replace(replay.header, seed=replay.header.seed + 1)
    playback = Playback(dataclasses.replace(replay, header=header))
    assert not playback.rerun_ok
    last = playback.length

    def at(k: int) -> Callable[[], None]:
        def seek_and_view() -> None:
            playback.seek(k)
            all_viewpoints(playback)

        return seek_and_view

    print("shown from its recorded events (views rebuilt from them):")
    to_last = timed(at(last), repeat, at(0))
    print(f"seek first → last, 10 views    {figures(to_last)}")
    to_middle = timed(at(last // 2), repeat, at(last))
    print(f"seek last → middle, 10 views   {figures(to_middle)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=100, help="timings of each seek")
    parser.add_argument(
        "--compiled", action="store_true", help="run under build/compiled (make compiled)"
    )
    args = parser.parse_args()
    if args.compiled:
        if not (COMPILED / ".built").exists():
            sys.exit(f"no compiled build in {COMPILED}: run `make compiled` first")
        argv = [a for a in sys.argv[1:] if a != "--compiled"]
        # as a module from the compiled tree, whose folder then comes first on the path
        # (PYTHONPATH would not: the editable install's finder gives the interpreted engine)
        command = [sys.executable, "-m", "benchmarks.replay", *argv]
        sys.exit(subprocess.call(command, cwd=COMPILED))
    compiled = not (game_module.__file__ or ".py").endswith(".py")
    print(f"engine: {'compiled with mypyc' if compiled else 'interpreted'}")
    with tempfile.TemporaryDirectory() as folder:
        paths = record_games(Path(folder), args.games, args.seed)
        sizes = [path.stat().st_size for path in paths]
        replays = [(read_replay(path), path) for path in paths]
        print(
            f"{len(paths)} identity8 games: file size median {statistics.median(sizes) / 1e3:.1f}"
            f" KB, max {max(sizes) / 1e3:.1f} KB"
        )
        replay, path = max(replays, key=lambda pair: len(pair[0].events))
        report(replay, path, args.repeat)
        report_recorded(replay, args.repeat)


if __name__ == "__main__":
    main()
