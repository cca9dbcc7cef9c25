"""Resuming a room's game after a restart of the server: its recording re-run in the
engine, answer by answer (each event checked against the recorded one), and a room that
goes on from there.

The game goes on in a new recording that begins with the old one's whole lines (copied,
not written anew: a server resumes hundreds of games before it listens) and has what
the re-run made beyond them, so that it is the game's whole replay; the old file, which
may end in the middle of a line, is removed by the lobby once the room's file names the
new one.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from pathlib import Path

from yxs_desktop.engine import EngineFault
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.reader import parse_replay, whole_lines
from yxs_desktop.replay.recorder import GameRecorder
from yxs_desktop.replay.rerun import Diverged, rerun
from yxs_desktop.replay.writer import ReplayWriter
from yxs_desktop.server.recording import replay_path
from yxs_desktop.server.store import SavedRoom, ServerData
from yxs_desktop.table.outbox import RoomError
from yxs_desktop.table.room import Room
from yxs_desktop.table.settings import RoomSettings

log = logging.getLogger(__name__)

#: What :func:`resume_room` answers for a game that ended as the server stopped.
OVER = "over"


def resume_room(
    saved: SavedRoom,
    data: ServerData,
    settings: RoomSettings,
    clock: Callable[[], float],
    mirror: Callable[[bytes], None] | None = None,
) -> Room | str:
    """The room of ``saved`` with its game re-run to its last accepted answer and held
    (:meth:`Room.restore`), or why it cannot go on (:data:`OVER`: the game had ended; its
    recording has its result, written now if the server stopped before it could);
    ``mirror`` is handed the new recording's lines as they are written (a cluster's)."""
    old = data.replay_of(saved)
    try:
        content = old.read_bytes()
        replay = parse_replay(content)
    except OSError as error:
        return f"its recording {old.name} cannot be read: {error}"
    except ReplayError as error:
        return f"its recording {old.name}: {error.message}"
    header = replay.header
    if (header.mode, header.seed) != (saved.create.mode, saved.seed):
        return f"its recording {old.name} is of another game"
    if len(header.seats) != len(saved.seats):
        return f"its recording {old.name} has other seats"
    try:
        game = rerun(replay, len(replay.responses))
    except Diverged as diverged:
        return f"its recording does not re-run: the events differ from event {diverged.index}"
    except ReplayError as error:
        return f"its recording does not re-run: {error.message}"
    except EngineFault as fault:
        return f"its recording does not re-run: {fault}"
    if game.pending is None and replay.result is not None:
        return OVER  # it ended and its recording says so: nothing to go on with
    try:
        data.replays.mkdir(parents=True, exist_ok=True)
        path = replay_path(data.replays, header.mode, header.seed, datetime.datetime.now())
        writer = ReplayWriter.carry_on(path, replay, whole_lines(content))
    except OSError as error:
        return f"a new recording cannot be written: {error}"
    recorder = GameRecorder(writer, path)
    if mirror is not None:
        recorder.mirror(mirror)
    recorder.attach(game)
    recorder.update(game)  # what the re-run made beyond the old file's lines
    if game.pending is None:  # it ended as the server stopped: its result is written now
        recorder.close(game)
        remove_replaced(old, saved.id)
        return OVER
    room = Room(header.mode, header.seed, settings, clock, record=lambda _header: recorder)
    result = room.restore(game, [(seat.player, seat.name, seat.level) for seat in saved.seats])
    if isinstance(result, RoomError):
        recorder.discard()
        return result.message
    return room


def remove_replaced(path: Path, room: str) -> None:
    """Remove a recording a new one replaced (a failure only leaves it there). The log
    names ``room``, not the file, whose name holds the live game's seed."""
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        log.warning(
            "room %s: its replaced recording could not be removed: %s", room, error.strerror
        )
