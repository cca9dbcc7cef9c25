"""A room's replay, written on the server as the game goes; a failing disk never stops it.

The file goes into the room's replay folder as ``<YYYYmmdd-HHMMSS>-<mode>-<seed>.yxsr``
(``-2``, ``-3``… when taken). A write that fails stops the recording with a warning in the
log; the file keeps what was written, which reads as a game that did not end.
"""

from __future__ import annotations

import contextlib
import datetime
import logging
from collections.abc import Callable
from pathlib import Path

from yxs_desktop.engine import Game
from yxs_desktop.replay.format import Header
from yxs_desktop.replay.writer import ReplayWriter

log = logging.getLogger(__name__)


def replay_path(folder: Path, mode: str, seed: int, now: datetime.datetime) -> Path:
    """A new file's path in ``folder`` for a game of ``mode`` and ``seed`` begun ``now``."""
    stem = f"{now:%Y%m%d-%H%M%S}-{mode}-{seed}"
    path = folder / f"{stem}.yxsr"
    number = 2
    while path.exists():
        path = folder / f"{stem}-{number}.yxsr"
        number += 1
    return path


class RoomRecorder:
    """Writes one game's replay: :meth:`attach` before the game starts, :meth:`update`
    after each answer, :meth:`close` at the end (or when the room closes)."""

    def __init__(self, folder: Path, header: Header) -> None:
        self.path: Path | None = None
        self._writer: ReplayWriter | None = None
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = replay_path(folder, header.mode, header.seed, datetime.datetime.now())
            self._writer = ReplayWriter(path, header)
            self.path = path
        except OSError as error:
            log.warning("this game is not recorded (%s): %s", folder, error)

    @property
    def recording(self) -> bool:
        return self._writer is not None

    def attach(self, game: Game) -> None:
        if self._writer is not None:
            game.after_event = self._on_event

    def update(self, game: Game) -> None:
        if self._writer is not None:
            self._guard(lambda writer: writer.update(game))

    def close(self, game: Game | None) -> None:
        if self._writer is not None:
            self._guard(lambda writer: writer.close(game))
            self._writer = None

    def _on_event(self, game: Game) -> None:
        if self._writer is not None:
            self._guard(lambda writer: writer.on_event(game))

    def _guard(self, write: Callable[[ReplayWriter], None]) -> None:
        writer = self._writer
        assert writer is not None
        try:
            write(writer)
        except OSError as error:
            log.warning("the replay %s could not be written (%s): it stops", self.path, error)
            self._writer = None
            with contextlib.suppress(OSError):
                writer.close()
