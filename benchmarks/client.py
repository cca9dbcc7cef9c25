"""Desktop client speed: start-up time, frame time at a busy 8-player table, and the peak
memory of a watched demo game, each a median over several runs, next to its goal.

    python benchmarks/client.py [--runs N] [--frames F] [--seed S] [--lang zh|en]
                                [--only startup|frame|memory ...]

Qt runs offscreen unless ``QT_QPA_PLATFORM`` is already set (``xcb`` with ``DISPLAY`` for a
real X server). The settings store (``QSettings``, found through ``XDG_CONFIG_HOME``) is a
temporary folder for the whole run, so the demo game's speed is never written into the
player's own settings.

1. **Start-up**: launch → first paint event of the main window, in a fresh ``python -c``
   that does what ``yxs gui`` does (``make_app``, ``MainWindow``, ``show``, the qasync loop)
   and exits at the first paint; the program itself has no "exit after the first paint"
   hook. Printed with its parts: interpreter start (``python -c pass``, and launch → the
   child's first statement), imports, application, window, show → paint.
2. **Frame time**: the table of an identity8 game about 60% through its events, seen from
   one seat (``seat_view`` → ``TableScene.sync``) in the program's ``TableView`` at
   1280×800, with 30 ``CardItem``\\ s in flight, moved by ``QPropertyAnimation``\\ s on their
   ``position`` property like ``TableScene.animations_for`` does. One frame = advance the
   animations + ``viewport().repaint()`` (the whole viewport, the worst case). Also shown:
   the first, cold frame (pixmap caches empty) and the app's own path (only the moved
   cards' regions repainted, through the event loop).
3. **Peak memory**: ``python -m yxs_desktop demo --mode identity8 --seed 3 --speed 20
   --quit``; its peak RSS comes from ``os.wait4`` (the child's own ``ru_maxrss``, KiB on
   Linux; ``getrusage(RUSAGE_CHILDREN)`` would give the maximum over *all* children so far).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from yxs_desktop.engine.views import SeatView

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
CHILD_TIMEOUT = 120.0  # seconds for one start-up child
DEMO_TIMEOUT = 600.0  # seconds for one demo game

GOAL_STARTUP_MS = 1000.0
GOAL_FRAME_MS = 8.0
GOAL_MEMORY_MB = 250.0  # 250 × 10^6 bytes

FRAME_MS = 1000.0 / 60.0  # animation time between two frames
FLYING_CARDS = 30
WARMUP_FRAMES = 20
GAME_FRACTION = 0.6  # how far into the game the table is taken
MODE = "identity8"
DEMO_ARGS = ("demo", "--mode", "identity8", "--seed", "3", "--speed", "20", "--quit")


class BenchError(RuntimeError):
    """Something needed for a measurement failed; the message says what and why."""


# ----------------------------------------------------------------------------- helpers
def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def p95(values: Sequence[float]) -> float:
    """95th percentile (linear interpolation between the closest ranks)."""
    if len(values) < 2:
        return values[0]
    return statistics.quantiles(values, n=20, method="inclusive")[18]


def verdict(value: float, goal: float) -> str:
    return "OK" if value < goal else "MISSED"


def spread(values: Sequence[float], fmt: str = "{:.0f}") -> str:
    """'min–max over the runs', to show how noisy the figure was."""
    return f"{fmt.format(min(values))}–{fmt.format(max(values))}"


def exit_text(code: int) -> str:
    """'exit code 1' or 'killed by SIGABRT' (Qt aborts when its platform cannot start)."""
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit code {code}"


def tail(text: str, lines: int = 15) -> str:
    return "\n".join("    " + line for line in text.strip().splitlines()[-lines:])


def machine_line() -> str:
    """CPU count and model, load, Python, PySide6/Qt versions and the Qt platform."""
    import PySide6
    from PySide6.QtCore import qVersion

    model = ""
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        for line in cpuinfo.read_text(errors="replace").splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    cpus = os.cpu_count() or 0
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else cpus
    load = " ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    return (
        f"machine: {cpus} CPUs ({usable} usable{', ' + model if model else ''}), "
        f"load {load}; {platform.system()} {platform.release()}; "
        f"Python {platform.python_version()}; PySide6 {PySide6.__version__} "
        f"(Qt {qVersion()}); QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM')}"
    )


def check_platform() -> str:
    """Start a QApplication in a child process: Qt aborts the whole process when its
    platform plugin cannot start, so this must not be tried in the benchmark itself."""
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(sys.argv[:1])\n"
        "print(app.platformName())\n"
    )
    try:
        out = subprocess.run(
            [PYTHON, "-c", code],
            capture_output=True,
            text=True,
            timeout=CHILD_TIMEOUT,
            cwd=ROOT,
        )
    except subprocess.TimeoutExpired as exc:
        raise BenchError(f"starting a QApplication took more than {exc.timeout:.0f} s") from None
    if out.returncode != 0 or not out.stdout.strip():
        platform_name = os.environ.get("QT_QPA_PLATFORM")
        raise BenchError(
            f"the Qt platform {platform_name!r} could not start ("
            f"{exit_text(out.returncode)}). Qt said:\n{tail(out.stderr)}\n"
            "  Try QT_QPA_PLATFORM=offscreen (the default here), or for xcb set DISPLAY and "
            "install the xcb libraries (libxcb-icccm4, libxcb-keysyms1, libxcb-cursor0, ...; "
            "QT_DEBUG_PLUGINS=1 shows which one is missing)."
        )
    return out.stdout.strip().splitlines()[-1]


# ----------------------------------------------------------------------------- start-up
# The child: its first statement takes the time; then it does what `yxs gui` (run_gui)
# does and stops at the main window's first paint event. All times are CLOCK_MONOTONIC
# (time.monotonic), which is the same clock in every process on Linux.
STARTUP_CHILD = r"""
import time
T0 = time.monotonic()
import asyncio
import json
import logging
import os
import sys

import qasync
from PySide6.QtCore import QEvent, QObject, QTimer

from yxs_desktop.ui.app import make_app
from yxs_desktop.ui.main_window import MainWindow

T_IMPORTS = time.monotonic()
logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
app, settings = make_app(os.environ.get("YXS_BENCH_LANG") or None)
T_APP = time.monotonic()
window = MainWindow(settings)
T_WINDOW = time.monotonic()
marks = {}
finish = []


def frame_done():
    marks["frame"] = time.monotonic()
    for callback in finish:
        callback()


class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and "paint" not in marks:
            marks["paint"] = time.monotonic()
            QTimer.singleShot(0, frame_done)  # runs once the whole first frame is painted
        return False


first_paint = FirstPaint()
window.installEventFilter(first_paint)
window.show()
T_SHOWN = time.monotonic()


async def main():
    if "frame" in marks:
        return
    done = asyncio.get_running_loop().create_future()
    finish.append(lambda: done.done() or done.set_result(None))
    await done


qasync.run(main())
launch = float(os.environ["YXS_BENCH_LAUNCH"])
ms = lambda t: round((t - launch) * 1000, 2)
print("YXS_BENCH " + json.dumps({
    "first_statement": ms(T0), "imports": ms(T_IMPORTS), "app": ms(T_APP),
    "window": ms(T_WINDOW), "shown": ms(T_SHOWN), "paint": ms(marks["paint"]),
    "frame": ms(marks["frame"]), "platform": app.platformName(),
}))
sys.stdout.flush()
os._exit(0)  # the exit is not part of start-up; skip the teardown
"""


@dataclass
class StartupRun:
    """Milliseconds from the launch (just before the child was spawned) to each mark."""

    first_statement: float
    imports: float
    app: float
    window: float
    shown: float
    paint: float
    frame: float


def startup_once(lang: str) -> StartupRun:
    env = dict(os.environ, YXS_BENCH_LANG=lang)
    env["YXS_BENCH_LAUNCH"] = repr(time.monotonic())
    try:
        out = subprocess.run(
            [PYTHON, "-c", STARTUP_CHILD],
            env=env,
            capture_output=True,
            text=True,
            timeout=CHILD_TIMEOUT,
            cwd=ROOT,
        )
    except subprocess.TimeoutExpired:
        raise BenchError(
            f"the start-up child showed no painted window within {CHILD_TIMEOUT:.0f} s"
        ) from None
    lines = [line for line in out.stdout.splitlines() if line.startswith("YXS_BENCH ")]
    if out.returncode != 0 or not lines:
        raise BenchError(
            f"the start-up child failed ({exit_text(out.returncode)}):\n{tail(out.stderr)}"
        )
    data: dict[str, Any] = json.loads(lines[-1].removeprefix("YXS_BENCH "))
    data.pop("platform", None)
    return StartupRun(**data)


def interpreter_start_ms() -> float:
    """Launch → exit of ``python -c pass`` (the interpreter's own start and stop)."""
    start = time.monotonic()
    subprocess.run([PYTHON, "-c", "pass"], check=True, timeout=CHILD_TIMEOUT)
    return (time.monotonic() - start) * 1000


def bench_startup(runs: int, lang: str) -> None:
    """Figure 1: launch → first paint of the main window, with its parts."""
    startup_once(lang)  # warm the OS file cache: measure a warm start, as people mostly see
    bare = [interpreter_start_ms() for _ in range(runs)]
    results = [startup_once(lang) for _ in range(runs)]

    def col(name: str) -> list[float]:
        return [getattr(r, name) for r in results]

    paint = col("paint")
    value = median(paint)
    in_script = [r.paint - r.first_statement for r in results]
    print(
        f"1. start-up, launch → first paint of the main window: {value:.0f} ms "
        f"(median of {runs}, runs {spread(paint)})   goal < {GOAL_STARTUP_MS:.0f} ms  "
        f"{verdict(value, GOAL_STARTUP_MS)}"
    )
    parts = [
        ("interpreter start (launch → first statement)", col("first_statement")),
        (
            "imports (PySide6, qasync, yxs_desktop.ui)",
            [r.imports - r.first_statement for r in results],
        ),
        ("make_app (QApplication, settings, translators)", [r.app - r.imports for r in results]),
        ("MainWindow()", [r.window - r.app for r in results]),
        ("show()", [r.shown - r.window for r in results]),
        ("show() → first paint event (event loop start)", [r.paint - r.shown for r in results]),
    ]
    for label, values in parts:
        print(f"     {label:<48} {median(values):7.1f} ms")
    print(
        f"     first statement → first paint {median(in_script):.0f} ms; whole first frame "
        f"painted at {median(col('frame')):.0f} ms; `python -c pass` launch → exit "
        f"{median(bare):.0f} ms (runs {spread(bare)})",
        flush=True,
    )


# ----------------------------------------------------------------------------- frame time
def table_mid_game(seed: int, fraction: float) -> tuple[Any, int, int]:
    """(game, its events so far, the whole game's events) for an identity8 game stopped
    at the first answer after ``fraction`` of its events; ``play_game`` is deterministic
    for a seed, so a second play stops at the same point of the same game."""
    from yxs_desktop.selfplay import play_game

    total = len(play_game(MODE, seed).events)
    target = int(total * fraction)
    reached: list[Any] = []

    class Reached(Exception):
        pass

    def stop(game: Any) -> None:
        if len(game.events) >= target:
            reached.append(game)
            raise Reached

    with contextlib.suppress(Reached):
        play_game(MODE, seed, after_step=stop)
    if not reached:
        raise BenchError(f"{MODE} seed {seed} ended before {target} of its {total} events")
    return reached[0], len(reached[0].events), total


@dataclass
class FrameRun:
    frames: list[float]  # ms: animation step + full repaint
    repaint: list[float]  # ms: the repaint alone
    first: float  # ms: the first frame of this run (cold caches in the first run)
    partial: list[float]  # ms: animation step + the app's own dirty-region repaint
    partial_paints: int  # viewport paint events during the partial frames


def frame_once(app: QApplication, view_state: SeatView, seat: int, frames: int) -> FrameRun:
    """One run: a fresh table for ``view_state``, 30 cards in flight, ``frames`` timed frames
    with a full repaint each, then as many through the app's own dirty-region updates."""
    from PySide6.QtCore import (
        QEasingCurve,
        QEvent,
        QObject,
        QParallelAnimationGroup,
        QPointF,
        QPropertyAnimation,
    )
    from PySide6.QtWidgets import QFrame

    from yxs_desktop.engine.cards import STANDARD_DECK
    from yxs_desktop.engine.enums import Area
    from yxs_desktop.ui.table.items import CardItem
    from yxs_desktop.ui.table.page import TableView
    from yxs_desktop.ui.table.scene import BASE_MS, TableScene

    scene = TableScene(len(view_state.players), seat, 1280, 800)
    view = TableView(scene)
    view.setFrameShape(QFrame.Shape.NoFrame)  # the viewport is then the whole 1280×800
    view.resize(1280, 800)
    scene.sync(view_state)
    view.show()
    app.processEvents()
    size = view.viewport().size()
    if (size.width(), size.height()) != (1280, 800):
        raise BenchError(f"the table view is {size.width()}×{size.height()}, not 1280×800")

    # 30 cards in flight, as TableScene.animations_for makes them: faces and backs, from
    # the seats to the middle of the table and from the deck to the seats
    w, h = scene.card_size()
    players = len(view_state.players)
    group = QParallelAnimationGroup()
    for i in range(FLYING_CARDS):
        card_id = None if i % 3 == 2 else STANDARD_DECK[(i * 7) % len(STANDARD_DECK)].id
        if i % 4 == 3:
            start, end = scene.point_of(Area.DECK, None), scene.point_of(Area.HAND, i % players)
        else:
            start, end = scene.point_of(Area.HAND, i % players), scene.point_of(Area.TABLE, None)
        item = CardItem(card_id, w, h)
        item.setZValue(20 + i)
        item.setPos(start)
        scene.addItem(item)
        flight = QPropertyAnimation(item, b"position", group)
        flight.setDuration(BASE_MS)
        flight.setStartValue(start)
        flight.setEndValue(end + QPointF((i % 8) * w * 0.3, 0))
        flight.setEasingCurve(QEasingCurve.Type.OutCubic)
        group.addAnimation(flight)
    group.start()
    group.pause()  # time is then set by hand, frame by frame (a paused animation still writes)
    viewport = view.viewport()

    def step(frame: int) -> None:
        group.setCurrentTime(int(frame * FRAME_MS) % BASE_MS)  # the flights start over

    clock = time.perf_counter
    t0 = clock()
    step(0)
    viewport.repaint()
    first = (clock() - t0) * 1000
    for k in range(1, WARMUP_FRAMES):
        step(k)
        viewport.repaint()
    total: list[float] = []
    repaint: list[float] = []
    for k in range(WARMUP_FRAMES, WARMUP_FRAMES + frames):
        t0 = clock()
        step(k)
        t1 = clock()
        viewport.repaint()
        t2 = clock()
        total.append((t2 - t0) * 1000)
        repaint.append((t2 - t1) * 1000)

    class PaintCounter(QObject):
        count = 0

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    # the app's own path: the scene reports the moved items, the view repaints their
    # regions when the event loop runs (no timer here: one processEvents per frame)
    counter = PaintCounter()
    viewport.installEventFilter(counter)
    app.processEvents()
    counter.count = 0
    partial: list[float] = []
    start_frame = WARMUP_FRAMES + frames
    for k in range(start_frame, start_frame + frames):
        t0 = clock()
        step(k)
        app.processEvents()
        partial.append((clock() - t0) * 1000)
    viewport.removeEventFilter(counter)
    group.stop()
    view.close()
    view.deleteLater()
    scene.deleteLater()
    app.processEvents()
    return FrameRun(total, repaint, first, partial, counter.count)


def bench_frame(runs: int, frames: int, seed: int, lang: str, seat_arg: int | None) -> None:
    """Figure 2: frame time at the 8-player table (in this process)."""
    from yxs_desktop.engine.views import seat_view
    from yxs_desktop.ui.app import make_app

    game, events, total = table_mid_game(seed, GAME_FRACTION)
    alive = [p.seat for p in game.players if p.alive]
    seat = seat_arg if seat_arg is not None else alive[0]
    view_state = seat_view(game, seat)
    app, _settings = make_app(lang)
    results = [frame_once(app, view_state, seat, frames) for _ in range(runs)]
    medians = [median(r.frames) for r in results]
    p95s = [p95(r.frames) for r in results]
    value = median(medians)
    hand = len(view_state.hand)
    print(
        f"2. frame time, 8-player table, {FLYING_CARDS} cards in flight, 1280×800, "
        f"full repaint: median {value:.2f} ms (runs {spread(medians, '{:.2f}')}), "
        f"p95 {median(p95s):.2f} ms (runs {spread(p95s, '{:.2f}')})   "
        f"goal < {GOAL_FRAME_MS:.0f} ms (median and p95)  "
        f"{verdict(max(value, median(p95s)), GOAL_FRAME_MS)}"
    )
    partial_paints = sum(r.partial_paints for r in results) / (runs * frames)
    print(
        f"     {MODE} seed {seed}, event {events} of {total}, round {view_state.round}, "
        f"seat {seat} ({hand} cards in hand, {len(alive)} alive); "
        f"{runs} runs × {frames} frames after {WARMUP_FRAMES} warm-up frames\n"
        f"     repaint alone median {median([median(r.repaint) for r in results]):.2f} ms; "
        f"first frame (cold pixmap caches) {results[0].first:.1f} ms; "
        f"max frame {max(max(r.frames) for r in results):.2f} ms\n"
        f"     app's own dirty-region path (step + processEvents): median "
        f"{median([median(r.partial) for r in results]):.2f} ms, p95 "
        f"{median([p95(r.partial) for r in results]):.2f} ms "
        f"({partial_paints:.2f} viewport paints per frame)",
        flush=True,
    )


# ----------------------------------------------------------------------------- memory
@dataclass
class DemoRun:
    peak_kib: int
    seconds: float
    result: str


def demo_once() -> DemoRun:
    """One demo game; the peak RSS of exactly this child, from ``os.wait4``."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        start = time.monotonic()
        proc = subprocess.Popen(
            [PYTHON, "-m", "yxs_desktop", *DEMO_ARGS], stdout=out, stderr=err, cwd=ROOT
        )
        deadline = start + DEMO_TIMEOUT
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid == proc.pid:
                break
            if time.monotonic() > deadline:
                proc.kill()
                os.wait4(proc.pid, 0)
                proc.returncode = -9
                raise BenchError(f"the demo game took more than {DEMO_TIMEOUT:.0f} s")
            time.sleep(0.05)
        seconds = time.monotonic() - start
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    if proc.returncode != 0:
        raise BenchError(f"the demo game failed ({exit_text(proc.returncode)}):\n{tail(stderr)}")
    result = stdout.strip().splitlines()[-1] if stdout.strip() else "(no result line)"
    return DemoRun(usage.ru_maxrss, seconds, result)


def bench_memory(runs: int) -> None:
    """Figure 3: peak RSS of a watched identity8 demo game."""
    results = [demo_once() for _ in range(runs)]
    peaks = [r.peak_kib / 1024 for r in results]  # MiB
    value = median(peaks)
    value_mb = value * 1024 * 1024 / 1e6
    print(
        f"3. peak memory (RSS) of `yxs {' '.join(DEMO_ARGS)}`: {value:.1f} MiB = "
        f"{value_mb:.1f} MB (median of {runs}, runs {spread(peaks, '{:.1f}')} MiB)   "
        f"goal < {GOAL_MEMORY_MB:.0f} MB  {verdict(value_mb, GOAL_MEMORY_MB)}\n"
        f"     one game takes {median([r.seconds for r in results]):.1f} s; "
        f"it ended: {results[-1].result}",
        flush=True,
    )


# ----------------------------------------------------------------------------- main
BENCHES = ("startup", "frame", "memory")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the chosen figures; 0 when measured (goals met or not), 2 when one failed."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (default 5)")
    parser.add_argument(
        "--frames", type=int, default=200, help="frames timed per run (default 200)"
    )
    parser.add_argument(
        "--seed", type=int, default=3, help="seed of the identity8 game for the frame time"
    )
    parser.add_argument("--seat", type=int, default=None, help="seat the table is seen from")
    parser.add_argument("--lang", choices=("zh", "en"), default="zh")
    parser.add_argument("--only", choices=BENCHES, action="append", help="run only these")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.frames < 2:
        parser.error("--runs must be at least 1 and --frames at least 2")
    chosen = args.only or list(BENCHES)
    jobs: dict[str, Callable[[], None]] = {
        "startup": lambda: bench_startup(args.runs, args.lang),
        "frame": lambda: bench_frame(args.runs, args.frames, args.seed, args.lang, args.seat),
        "memory": lambda: bench_memory(args.runs),
    }
    with tempfile.TemporaryDirectory(prefix="yxs-bench-config-") as config:
        os.environ["XDG_CONFIG_HOME"] = config  # QSettings: never the player's own file
        try:
            print(machine_line(), flush=True)
            print(
                f"Qt platform plugin started: {check_platform()}; language {args.lang}", flush=True
            )
            for name in BENCHES:
                if name in chosen:
                    jobs[name]()
        except BenchError as exc:
            print(f"benchmarks/client.py: {exc}", file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
