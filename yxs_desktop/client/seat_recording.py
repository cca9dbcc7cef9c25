"""A player's own recording of an online game: the events its seat received, kept in the
replay folder as the game goes, so that a game the server loses (its data gone, a game
cut short for good) is still in the person's replays, as an unfinished game seen from
their seat, and a game that ends is there as a finished one whether or not the server
sends its replay.

The server's recording is the game's true replay (every answer, the seed, every hidden
card); the seat's one holds only what the seat was shown, so it cannot be re-run or
verified, and it opens only from that seat or as a spectator sees it (its header's
``view``, docs/replay-format.md). When the game ends and the server's replay is saved,
the seat's recording has served and is deleted (:meth:`SeatRecording.discard`); until
then (or for good, from a server that keeps no data and sends no replay) it holds the
game's result as the server told it, and reads as a finished game.

Its events are the seat's stream exactly, in order and without a gap: an update that
does not follow the last event recorded (a snapshot after a long drop, a program started
again) ends the recording where it is; what it holds stays playable.
"""

from __future__ import annotations

import contextlib
import datetime
import logging
from collections.abc import Sequence
from pathlib import Path

from yxs_desktop.client.replay_store import ReplayStore, ReplayStoreError
from yxs_desktop.engine import Event, SeatView
from yxs_desktop.protocol import messages as wire
from yxs_desktop.replay.format import Seat
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.reader import parse_replay, read_replay, whole_lines
from yxs_desktop.replay.writer import GameResult, ReplayWriter, make_header

log = logging.getLogger(__name__)


class SeatRecording:
    """The recording of ``seat``'s events into ``path`` (see the module's docstring).
    ``events`` counts the events written: the seat's event number of the last one."""

    def __init__(self, writer: ReplayWriter, path: Path, seat: int) -> None:
        self.path = path
        self.seat = seat
        self.events = 0
        self._writer: ReplayWriter | None = writer

    @classmethod
    def open(
        cls,
        store: ReplayStore,
        mode: str,
        room: str,
        seat: int,
        seats: Sequence[Seat],
        *,
        extra_choice: bool = False,
    ) -> SeatRecording | None:
        """A new recording for ``seat`` of room ``room``'s game of ``mode`` (``seats``: the
        table as the room shows it), in a new file of ``store``; None when the folder
        cannot be written (the game is then not kept on this side, with a warning in the
        log)."""
        header = make_header(mode, 0, list(seats), extra_choice=extra_choice, own=seat, view=seat)
        try:
            path = store.new_path(mode, 0, datetime.datetime.now(), tag=f"{room}-seat{seat + 1}")
            store.prune(keep=path)
            return cls(ReplayWriter(path, header), path, seat)
        except (ReplayStoreError, OSError, ValueError) as error:
            log.warning("this seat's view of the game is not kept: %s", error)
            return None

    @property
    def recording(self) -> bool:
        """Whether events are still written (not closed, not cut off)."""
        return self._writer is not None

    def add(self, events: Sequence[Event], last: int, view: SeatView | None = None) -> None:
        """Write ``events``, the seat's events up to its event number ``last``, and every
        seat's hero once ``view`` shows them all. Events that do not follow the last one
        written end the recording (:meth:`close`)."""
        writer = self._writer
        if writer is None:
            return
        if last - len(events) != self.events:
            log.info(
                "the seat's recording stops at event %d: the next update begins at %d",
                self.events,
                last - len(events) + 1,
            )
            self.close()
            return
        try:
            writer.add_events(events)
            if view is not None and all(p.hero for p in view.players):
                writer.add_heroes([p.hero for p in view.players])  # written once
            writer.flush()
        except OSError as error:
            log.warning("the seat's recording stops: %s", error)
            self.close()
            return
        self.events = last

    def close(self) -> None:
        """Close the file, which keeps what it holds (a game that did not end). Calling it
        again does nothing."""
        writer, self._writer = self._writer, None
        if writer is not None:
            with contextlib.suppress(OSError):
                writer.close()

    def finish(self, told: GameResult) -> None:
        """Write the game's result as the server ``told`` it and close the file: the game
        reads as finished (a server that keeps no data sends no replay, and this
        recording is then the person's only one of the game). Nothing when the recording
        is closed or cut off: a recording with a gap never gets a result."""
        writer, self._writer = self._writer, None
        if writer is None:
            return
        try:
            writer.close_with_result(told)
        except OSError as error:
            log.warning("the seat's recording %s gets no result: %s", self.path, error)

    def discard(self) -> None:
        """Close and delete the file (the server's replay of the game is saved)."""
        self.close()
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:
            log.warning("the seat's recording %s is not deleted: %s", self.path, error)


def recorded_events(path: str | Path) -> int | None:
    """How many events the seat's recording at ``path`` holds (the seat's last event
    number, which a program started again names to go on from there); None when there
    is no such file or it is not a seat's recording."""
    try:
        replay = read_replay(path)
    except ReplayError:
        return None
    return len(replay.events) if replay.header.view is not None else None


def carry_on(store: ReplayStore, path: str | Path) -> SeatRecording | None:
    """The seat's recording at ``path`` (the program that made it stopped mid-game), going
    on in a new file of ``store`` that begins with everything it holds; the old file is
    deleted. None when it cannot be read or written (the old file then stays as it is)."""
    old = Path(path)
    try:
        data = old.read_bytes()
        replay = parse_replay(data)
    except (OSError, ReplayError) as error:
        log.warning("the seat's recording %s does not go on: %s", old, error)
        return None
    header = replay.header
    if header.view is None:
        return None
    tag = old.stem.split(f"-{header.mode}-", 1)[-1]  # the room and the seat
    try:
        new = store.new_path(header.mode, 0, datetime.datetime.now(), tag=tag)
        writer = ReplayWriter.carry_on(new, replay, whole_lines(data))
    except (ReplayStoreError, OSError) as error:
        log.warning("the seat's recording %s does not go on: %s", old, error)
        return None
    recording = SeatRecording(writer, new, header.view)
    recording.events = len(replay.events)
    with contextlib.suppress(OSError):
        old.unlink()
    return recording


def table_of(room: wire.Room) -> list[Seat]:
    """The header's seats of room ``room``'s game: each person's name, each computer
    player's level (the room's when the seat has none of its own)."""
    seats = []
    for info in room.seats:
        if info.kind == "computer":
            player = f"computer:{info.level or room.settings.level}"
        else:
            player = "person"
        seats.append(Seat(info.seat, name=(info.name or "").strip(), player=player))
    return seats
