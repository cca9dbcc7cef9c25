"""Running an arena's schedule, in this process or in worker processes; the results come
back in schedule order whatever the number of workers."""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import TextIO

from yxs_desktop.arena.results import GameResult, play_job
from yxs_desktop.arena.schedule import Job, schedule
from yxs_desktop.arena.seating import Seating
from yxs_desktop.selfplay import without_automatic_gc

_Task = tuple[str, Job, str, str]


def _play(task: _Task) -> GameResult:
    return play_job(*task)


def run_arena(
    mode: str,
    deals: int,
    seed: int,
    tested: str,
    reference: str,
    *,
    seating: Seating = "seat",
    workers: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> list[GameResult]:
    """Play the duplicate schedule of ``deals`` deals from ``seed`` (``tested`` in each
    group of ``seating`` in turn, ``reference`` elsewhere and in every seat of the
    reference game) with ``workers`` processes; ``progress(done, total)`` after each game."""
    jobs = schedule(deals, seed, mode, seating)
    tasks: list[_Task] = [(mode, job, tested, reference) for job in jobs]
    results: list[GameResult] = []
    if workers == 1:
        with without_automatic_gc():
            for task in tasks:
                results.append(_play(task))
                if progress is not None:
                    progress(len(results), len(tasks))
        return results
    chunk = max(1, min(16, len(tasks) // (workers * 4)))
    with ProcessPoolExecutor(max_workers=workers, initializer=gc.disable) as pool:
        for result in pool.map(_play, tasks, chunksize=chunk):
            results.append(result)
            if progress is not None:
                progress(len(results), len(tasks))
    return results


class Progress:
    """A progress line (``\\r`` updates) on ``stream``, drawn only when ``enabled``."""

    def __init__(self, enabled: bool, stream: TextIO | None = None) -> None:
        self.enabled = enabled
        self.stream = stream or sys.stderr
        self.start = time.monotonic()
        self.drawn = False

    def __call__(self, done: int, total: int) -> None:
        if not self.enabled or not (done == total or done % 10 == 0):
            return
        width = 30
        filled = width * done // total
        rate = done / max(time.monotonic() - self.start, 1e-9)
        self.stream.write(
            f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}  {rate:.1f} games/s"
        )
        self.stream.flush()
        self.drawn = True

    def done(self) -> None:
        if self.drawn:
            self.stream.write("\n")
