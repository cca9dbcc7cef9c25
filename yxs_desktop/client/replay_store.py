"""Where replays are kept: the replay folder, a new file's name, and the limit on how many.

This module manages files and folders only; it never reads or writes a replay's contents
(that is ``yxs_desktop/replay``). When a local game starts, the program asks the store for
a new path, hands it to the replay writer, and prunes the oldest files beyond the limit,
keeping the game being recorded::

    try:
        path = store.new_path(mode, seed, started)
        store.prune(keep=path)
    except ReplayStoreError as error:
        log.warning("%s; this game is not recorded", error)  # and play on

A folder that cannot be created, listed or written raises :class:`ReplayStoreError`, one
clear error naming the folder and the system's reason: the caller catches it and goes on
playing without recording, never stops the game for it.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from platformdirs import user_data_dir

SUFFIX = ".yxsr"
DEFAULT_LIMIT = 1000


def default_replay_folder() -> Path:
    """The user's replay folder when none is chosen: ``replays`` in the program's data
    folder, where each system keeps it (``~/.local/share/yxs_desktop`` on Linux,
    ``%LOCALAPPDATA%\\yxs_desktop`` on Windows, ``~/Library/Application Support`` on macOS)."""
    return Path(user_data_dir("yxs_desktop", appauthor=False)) / "replays"


class ReplayStoreError(Exception):
    """The replay folder cannot be used (created, listed or written); the message names
    the folder and the system's reason. Playing goes on without recording."""

    def __init__(self, folder: Path, doing: str, error: OSError) -> None:
        reason = error.strerror or str(error)
        super().__init__(f"the replay folder {folder} cannot be {doing}: {reason}")
        self.folder = folder
        self.reason = reason


@dataclass(frozen=True, slots=True)
class ReplayEntry:
    """One replay file of the folder."""

    path: Path
    size: int  # bytes
    modified: float  # seconds since the epoch, as ``time.time()``
    modified_ns: int  # the same in nanoseconds, which orders files written in one second


class ReplayStore:
    """The replay files (``*.yxsr``) directly in ``folder``, at most ``limit`` of them kept.

    ``limit`` 0 means keep no replays: recording is off (``recording`` is False) and
    :meth:`prune` deletes every replay but the one it is told to keep. Only ``*.yxsr``
    files directly in the folder are ever listed or deleted; anything else there (other
    files, sub-folders and what they hold) is left alone.
    """

    def __init__(self, folder: Path | str, limit: int = DEFAULT_LIMIT) -> None:
        if limit < 0:
            raise ValueError(f"the number of replays kept cannot be negative: {limit}")
        self.folder = Path(folder)
        self.limit = limit

    @property
    def recording(self) -> bool:
        """Whether games are to be recorded (a limit above 0)."""
        return self.limit > 0

    def new_path(self, mode: str, seed: int, started: datetime, *, tag: str | None = None) -> Path:
        """A new file for a game of ``mode`` and ``seed`` started at ``started``:
        ``<folder>/<YYYYmmdd-HHMMSS>-<mode>-<seed>.yxsr`` (``tag`` in place of the seed when
        given), or with ``-2``, ``-3``… before the suffix when that name is taken. The folder
        is created if needed, and the file is created empty, so that two games started in
        the same second (two windows, self-play workers) never get the same file; the replay
        writer then opens it for writing."""
        self._make_folder()
        stem = f"{started:%Y%m%d-%H%M%S}-{_safe(mode)}-{_safe(tag) if tag else seed}"
        number = 1
        while True:
            path = self.folder / f"{stem}{'' if number == 1 else f'-{number}'}{SUFFIX}"
            try:
                with path.open("xb"):
                    return path
            except FileExistsError:
                number += 1
            except OSError as error:
                raise ReplayStoreError(self.folder, "written", error) from error

    def entries(self) -> list[ReplayEntry]:
        """The replay files, newest first (ties: by name, the last first). A folder that
        does not exist yet holds none."""
        found = self._scan()
        found.sort(key=_age, reverse=True)
        return found

    def prune(self, keep: Path | str | None = None) -> list[Path]:
        """Delete the oldest replays beyond the limit (oldest by modification time, ties by
        name) and return the paths deleted, oldest first. ``keep`` (the game being recorded)
        counts towards the limit but is never deleted. A file already gone is skipped."""
        found = sorted(self._scan(), key=_age)
        excess = len(found) - self.limit
        if excess <= 0:
            return []
        kept = Path(keep).resolve() if keep is not None else None
        deleted: list[Path] = []
        for entry in found:
            if len(deleted) == excess:
                break
            if entry.path.resolve() == kept:
                continue
            try:
                entry.path.unlink()
            except FileNotFoundError:
                continue  # deleted meanwhile (another window pruning): no longer counts
            except OSError as error:
                raise ReplayStoreError(self.folder, "written", error) from error
            deleted.append(entry.path)
        return deleted

    def _make_folder(self) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise ReplayStoreError(self.folder, "created", error) from error

    def _scan(self) -> list[ReplayEntry]:
        try:
            with os.scandir(self.folder) as listing:
                items = [item for item in listing if item.name.endswith(SUFFIX)]
        except FileNotFoundError:
            return []
        except OSError as error:
            raise ReplayStoreError(self.folder, "read", error) from error
        found = []
        for item in items:
            try:
                if not item.is_file():
                    continue
                stat = item.stat()
            except FileNotFoundError:
                continue  # deleted since the listing
            except OSError as error:
                raise ReplayStoreError(self.folder, "read", error) from error
            found.append(
                ReplayEntry(Path(item.path), stat.st_size, stat.st_mtime, stat.st_mtime_ns)
            )
        return found


def _age(entry: ReplayEntry) -> tuple[int, str]:
    return entry.modified_ns, entry.path.name


def _safe(mode: str) -> str:
    """``mode`` as part of a file name on every system (mode ids already are)."""
    return re.sub(r"[^A-Za-z0-9_.-]", "_", mode) or "game"
