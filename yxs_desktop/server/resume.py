"""Resuming a room's game after a restart of the server: its recording re-run in the
engine, answer by answer, into a new recording, and a room that goes on from there.

The new file is written as the re-run goes (the same header, every answer taken over),
so that it is the game's whole replay; the old one is removed by the lobby once the
room's file names the new one.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

from yxs_desktop.engine import EngineFault
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.recorder import GameRecorder
from yxs_desktop.replay.rerun import Diverged, rerun
from yxs_desktop.replay.writer import ReplayWriter
from yxs_desktop.server.recording import replay_path
from yxs_desktop.server.store import SavedRoom, ServerData
from yxs_desktop.table.outbox import RoomError
from yxs_desktop.table.room import Room
from yxs_desktop.table.settings import RoomSettings

#: What :func:`resume_room` answers for a game that ended as the server stopped.
OVER = "over"


def resume_room(
    saved: SavedRoom,
    data: ServerData,
    settings: RoomSettings,
    clock: Callable[[], float],
) -> Room | str:
    """The room of ``saved`` with its game re-run to its last accepted answer and held
    (:meth:`Room.restore`), or why it cannot go on (:data:`OVER`: the game had ended; its
    new recording then has its result)."""
    old = data.replay_of(saved)
    try:
        replay = read_replay(old)
    except ReplayError as error:
        return f"its recording {old.name}: {error.message}"
    header = replay.header
    if (header.mode, header.seed) != (saved.create.mode, saved.seed):
        return f"its recording {old.name} is of another game"
    if len(header.seats) != len(saved.seats):
        return f"its recording {old.name} has other seats"
    try:
        data.replays.mkdir(parents=True, exist_ok=True)
        path = replay_path(data.replays, header.mode, header.seed, datetime.datetime.now())
        recorder = GameRecorder(ReplayWriter(path, header), path)
    except OSError as error:
        return f"a new recording cannot be written: {error}"
    try:
        game = rerun(replay, len(replay.responses), recorder)
    except Diverged as diverged:
        recorder.discard()
        return f"its recording does not re-run: the events differ from event {diverged.index}"
    except ReplayError as error:
        recorder.discard()
        return f"its recording does not re-run: {error.message}"
    except EngineFault as fault:
        recorder.discard()
        return f"its recording does not re-run: {fault}"
    if game.pending is None:
        recorder.close(game)
        return OVER
    room = Room(header.mode, header.seed, settings, clock, record=lambda _header: recorder)
    result = room.restore(game, [(seat.player, seat.name, seat.level) for seat in saved.seats])
    if isinstance(result, RoomError):
        recorder.discard()
        return result.message
    return room
