"""How long the Replays page takes to open on a folder of many replays: the first time
(no index: every file is read) and the second (the index in the folder is used), from
making the page to its rows being listed, and the same for the index alone.

    python benchmarks/replays_page.py [--games N] [--folder DIR] [--repeat R]

Without ``--folder`` the games (identity5, baseline players, seeds 0 to N-1) are recorded
into a temporary folder first (about a minute for 1,000); with it, the folder's replays are
used as they are (recorded ones are added until it has N). Qt runs offscreen. Times are wall
clock (``time.perf_counter``): what a person waits for; the second open is the median of
``R`` opens.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from yxs_desktop.client.replay_index import CACHE_NAME, ReplayIndex
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.replays.page import ReplaysPage


def fill(folder: Path, games: int) -> None:
    """Record identity5 games into ``folder`` until it holds ``games`` replays."""
    have = len(list(folder.glob("*.yxsr")))
    for seed in range(have, games):
        play_and_record(folder / f"identity5-{seed}.yxsr", "identity5", seed)


def open_page(folder: Path) -> tuple[float, int]:
    """Milliseconds from making the page on ``folder`` to its rows, and the rows."""
    start = time.perf_counter()
    page = ReplaysPage(folder)
    QApplication.processEvents()
    elapsed = (time.perf_counter() - start) * 1e3
    rows = page.proxy.rowCount()
    page.deleteLater()
    return elapsed, rows


def index_only(folder: Path) -> tuple[float, int]:
    start = time.perf_counter()
    index = ReplayIndex(folder)
    index.refresh()
    return (time.perf_counter() - start) * 1e3, index.read


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--folder", type=Path)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    app = QApplication([])
    set_language("en")
    with tempfile.TemporaryDirectory(prefix="yxs-replays-bench-") as temporary:
        folder = args.folder or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        start = time.perf_counter()
        fill(folder, args.games)
        print(f"{folder}: {args.games} replays ready in {time.perf_counter() - start:.1f} s")
        (folder / CACHE_NAME).unlink(missing_ok=True)
        first, rows = open_page(folder)
        second = statistics.median(open_page(folder)[0] for _ in range(args.repeat))
        print(f"page, first open (no index):   {first:8.1f} ms, {rows} rows")
        print(f"page, second open (index):     {second:8.1f} ms")
        (folder / CACHE_NAME).unlink()
        cold, read = index_only(folder)
        warm = statistics.median(index_only(folder)[0] for _ in range(args.repeat))
        again = index_only(folder)[1]
        print(f"index alone, no index file:    {cold:8.1f} ms ({read} files read)")
        print(f"index alone, with its file:    {warm:8.1f} ms ({again} files read)")
        size = (folder / CACHE_NAME).stat().st_size
        print(f"index file: {size / 1024:.0f} KB")
    app.quit()


if __name__ == "__main__":
    main()
