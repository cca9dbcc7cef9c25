"""Retention (``yxs server --keep-days N``): the files of games that finished more than N
days ago are removed from the data folder, when the server starts and then once an hour.

What the data folder holds (:mod:`.store`): ``server.lock``, ``rooms/<room id>.json`` (one
per game under way, and, marked ``over``, one per game that ended, kept for the players
who come back after a restart) and ``replays/*.yxsr`` (every game's recording). Of those,
a sweep removes only:

* a recording the server wrote (named ``YYYYmmdd-HHMMSS-<mode>-<seed>[-N].yxsr``, as
  :func:`.recording.replay_path` names them) that holds a whole game: closed properly and
  ending with its result line (:attr:`Replay.complete`), and that no room file of a game
  under way names;
* a room file marked ``over`` (its game ended).

"Finished when" is the file's modification time: the result line is the last thing
written to a recording (the file is closed then and never written again), and a room's
file is rewritten, marked ``over``, when its game ends. A game under way, or resumable
after a restart, never has a recording with a result line that no room file of a game
under way names, so it is never removed, whatever its age; nor is a recording that did
not end (no result line), a room file that cannot be read, the lock, a scratch file, or
any file of another name. A file copied without its times looks newer, so it is kept
longer, never removed sooner.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import stat as file_mode
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.reader import parse_replay
from yxs_desktop.server.store import ROOM_SUFFIX, SavedRoom, ServerData

log = logging.getLogger(__name__)

#: Seconds between two sweeps of a running server.
SWEEP_EVERY: Final = 3600.0
#: Seconds in a day.
DAY: Final = 86400.0
#: The names of the recordings the server writes (:func:`.recording.replay_path`).
RECORDING_NAME: Final = re.compile(r"[0-9]{8}-[0-9]{6}-[A-Za-z0-9_-]+-[0-9]+(?:-[0-9]+)?\.yxsr")


@dataclass(frozen=True, slots=True)
class Swept:
    """What one sweep removed: how many files and how many bytes."""

    files: int = 0
    bytes: int = 0


class Retention:
    """Removes from ``data`` the files of games finished more than ``keep_days`` days ago
    (see the module's docstring); ``clock`` is the wall clock (seconds since the epoch,
    compared with the files' modification times; tests pass another)."""

    def __init__(
        self, data: ServerData, keep_days: float, clock: Callable[[], float] = time.time
    ) -> None:
        if keep_days <= 0:
            raise ValueError(f"keep_days must be more than 0, not {keep_days}")
        self.data = data
        self.keep_days = keep_days
        self.clock = clock
        # recordings found old but not whole: (modification time, size), not read again
        # until they change
        self._unfinished: dict[Path, tuple[int, int]] = {}

    def sweep(self, stopping: threading.Event | None = None) -> Swept:
        """Remove what is to go now (:class:`Swept` says how much); stops between two files
        once ``stopping`` is set. A file that cannot be read or removed is left, with a
        warning in the log."""
        cutoff = self.clock() - self.keep_days * DAY
        files = size = 0
        protected: set[str] = set()
        over: list[Path] = []
        for room in self.data.saved_rooms():
            if not isinstance(room, SavedRoom):
                continue  # unreadable: left for a person to look at
            if room.over:
                over.append(self.data.rooms / f"{room.id}{ROOM_SUFFIX}")
            else:
                protected.add(Path(room.replay).name)
        candidates = over + self._old_recordings(cutoff, protected)
        for path in candidates:
            if stopping is not None and stopping.is_set():
                break
            removed = self._remove_if_finished(path, cutoff, recording=path.suffix == ".yxsr")
            if removed is not None:
                files += 1
                size += removed
        return Swept(files, size)

    def _old_recordings(self, cutoff: float, protected: set[str]) -> list[Path]:
        """The recordings the server wrote, last written before ``cutoff``, that no game
        under way names."""
        try:
            paths = list(self.data.replays.iterdir())
        except FileNotFoundError:
            return []
        except OSError as error:
            log.warning("retention: %s cannot be read: %s", self.data.replays, error.strerror)
            return []
        return sorted(
            path
            for path in paths
            if RECORDING_NAME.fullmatch(path.name) is not None and path.name not in protected
        )

    def _remove_if_finished(self, path: Path, cutoff: float, *, recording: bool) -> int | None:
        """Remove ``path`` if it is a regular file last written before ``cutoff`` (and, a
        ``recording``, one of a whole game): its size, or None when it stays."""
        try:
            found = path.stat(follow_symlinks=False)
        except OSError:
            return None
        if not file_mode.S_ISREG(found.st_mode) or found.st_mtime >= cutoff:
            return None
        if recording:
            seen = (found.st_mtime_ns, found.st_size)
            if self._unfinished.get(path) == seen or not _whole_game(path):
                self._unfinished[path] = seen
                return None
            self._unfinished.pop(path, None)
        try:
            path.unlink()
        except FileNotFoundError:
            return None
        except OSError as error:
            log.warning("retention: %s cannot be removed: %s", path.name, error.strerror)
            return None
        return found.st_size


def _whole_game(path: Path) -> bool:
    """Whether the recording at ``path`` holds a whole game (closed, with its result)."""
    try:
        return parse_replay(path.read_bytes(), upgrade=False).complete
    except (OSError, ReplayError):
        return False


class Sweeper:
    """Runs ``retention``'s sweep now and then every ``every`` seconds (each in a worker
    thread, so that a large folder does not hold up the games), logging what each
    removed, until :meth:`stop`."""

    def __init__(self, retention: Retention, every: float = SWEEP_EVERY) -> None:
        self.retention = retention
        self.every = every
        #: How many sweeps are done (for tests).
        self.sweeps = 0
        self._stopping = threading.Event()
        self._task: asyncio.Task[None] | None = None
        self._current: asyncio.Task[Swept] | None = None

    def start(self) -> None:
        """Begin: the first sweep now (in the running event loop)."""
        self._task = asyncio.create_task(self._run(), name="retention")

    async def stop(self) -> None:
        """Stop sweeping; a sweep under way stops after the file it is at, and is waited
        for (nothing is removed once this has returned)."""
        self._stopping.set()
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        current, self._current = self._current, None
        if current is not None:
            with contextlib.suppress(Exception):
                await current

    async def _run(self) -> None:
        keep = self.retention.keep_days
        while not self._stopping.is_set():
            self._current = asyncio.ensure_future(
                asyncio.to_thread(self.retention.sweep, self._stopping)
            )
            try:
                swept = await asyncio.shield(self._current)
            except Exception:
                log.exception("retention: the sweep failed")
                swept = Swept()
            self._current = None
            self.sweeps += 1
            if swept.files or self.sweeps == 1:
                log.info(
                    "retention: removed %d file%s (%d bytes) of games finished more than "
                    "%g day%s ago",
                    swept.files,
                    "" if swept.files == 1 else "s",
                    swept.bytes,
                    keep,
                    "" if keep == 1 else "s",
                )
            await asyncio.sleep(self.every)
