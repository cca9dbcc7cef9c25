"""Recording a game as it is played, locally or in a server's room: a replay writer that
never stops the game.

A full disk or a folder taken away mid-game must not cost anyone the game being played, so
every write goes through :class:`GameRecorder`, which logs the first failure and stops
recording (the file keeps what was written: it reads as a game that did not end).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from yxs_desktop.replay.writer import ReplayWriter

if TYPE_CHECKING:
    from yxs_desktop.engine import Game

log = logging.getLogger(__name__)


class GameRecorder:
    """Writes one game's replay (``path``) from where the game runs: :meth:`attach`
    before the game starts, :meth:`update` after each answer, :meth:`close` at the end."""

    def __init__(self, writer: ReplayWriter, path: Path) -> None:
        self.path = path
        self._writer: ReplayWriter | None = writer
        #: A write failed: the file holds only the game's beginning.
        self.failed = False

    @property
    def recording(self) -> bool:
        """Whether the game is still being recorded (False once closed or failed)."""
        return self._writer is not None

    def mirror(self, on_flush: Callable[[bytes], None]) -> None:
        """Hand ``on_flush`` the lines written since the last flush at every flush and at
        the close (see :class:`ReplayWriter`)."""
        if self._writer is not None:
            self._writer.on_flush = on_flush

    def attach(self, game: Game) -> None:
        game.after_event = self._on_event  # the writer's own hook, guarded

    def update(self, game: Game) -> None:
        if self._writer is not None:
            self._guard(lambda writer: writer.update(game))

    def close(self, game: Game | None) -> None:
        if self._writer is not None:
            self._guard(lambda writer: writer.close(game))
            self._writer = None

    def discard(self) -> None:
        """Stop recording and delete the file: a game that was never played (playing on
        from a replay was refused after the re-run began)."""
        self.close(None)
        with contextlib.suppress(OSError):
            self.path.unlink()

    def _on_event(self, game: Game) -> None:
        if self._writer is not None:
            self._guard(lambda writer: writer.on_event(game))

    def _guard(self, write: Callable[[ReplayWriter], None]) -> None:
        writer = self._writer
        assert writer is not None
        try:
            write(writer)
        except OSError as error:
            # the folder, not the file: a server's file name holds the live game's seed
            log.warning(
                "a replay in %s could not be written (%s): recording stops",
                self.path.parent,
                error.strerror or type(error).__name__,
            )
            self._writer = None
            self.failed = True
            with contextlib.suppress(OSError):  # the file keeps what was written
                writer.close()
