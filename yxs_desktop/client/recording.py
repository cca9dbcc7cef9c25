"""Recording a local game as it is played: a replay writer that never stops the game.

A full disk or a folder taken away mid-game must not cost the person the game they are
playing, so every write goes through :class:`GameRecorder`, which logs the first failure
and stops recording (the file keeps what was written: it reads as a game that did not end).
"""

from __future__ import annotations

import contextlib
import datetime
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from yxs_desktop.client.replay_store import ReplayStore, ReplayStoreError
from yxs_desktop.engine import make_mode
from yxs_desktop.replay.format import Origin, Seat
from yxs_desktop.replay.writer import ReplayWriter, make_header

if TYPE_CHECKING:
    from yxs_desktop.engine import Game

log = logging.getLogger(__name__)


class GameRecorder:
    """Writes one game's replay (``path``) from the engine's worker thread: :meth:`attach`
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
            log.warning(
                "the replay %s could not be written (%s): recording stops", self.path, error
            )
            self._writer = None
            self.failed = True
            with contextlib.suppress(OSError):  # the file keeps what was written
                writer.close()


def seats_of(players: int, person: int | None, name: str, ai: str) -> list[Seat]:
    """The header's seats: the person's (with their name) and the computer players'."""
    return [
        Seat(seat, name=name, player="person")
        if seat == person
        else Seat(seat, player=f"computer:{ai}")
        for seat in range(players)
    ]


def open_recorder(
    store: ReplayStore,
    mode: str,
    seed: int,
    person: int | None,
    name: str = "",
    *,
    ai: str = "baseline",
    extra_choice: bool = False,
    origin: Origin | None = None,
) -> GameRecorder | None:
    """A recorder for a local game about to start, in a new file of ``store`` (the oldest
    replays beyond its limit deleted), or None when the folder cannot be written: the game
    is then played unrecorded, with a warning in the log. ``origin``: the replay and point
    a game played on from a replay began at."""
    players = make_mode(mode, extra_choice=extra_choice).players
    seats = seats_of(players, person, name, ai)
    header = make_header(mode, seed, seats, extra_choice=extra_choice, origin=origin)
    try:
        path = store.new_path(mode, seed, datetime.datetime.now())
        store.prune(keep=path)
        return GameRecorder(ReplayWriter(path, header), path)
    except (ReplayStoreError, OSError) as error:
        log.warning("this game is not recorded: %s", error)
        return None
