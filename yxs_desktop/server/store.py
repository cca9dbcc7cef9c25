"""The server's data folder: its games' replays and, for every game under way, the room's
file, so that a server stopped or killed and started again on the same folder goes on with
its games.

The folder holds ``replays/`` (every game's recording, written as it is played: each
accepted answer is on disk before anything that follows it is sent) and ``rooms/`` (one
``<room id>.json`` per game under way: the room's settings without its password, the
seed, the seats as they were when the game started, a SHA-256 of each seat's token and
of the password, and the name of its recording). A room's file is written whole when its
game starts (a temporary file renamed over it, so a kill never leaves half a file); when
the game ends it is marked ``over`` and kept a while (:data:`OVER_KEPT`), so that a
player whose connection went with the server, just as the game ended, is told after the
restart that the game is over rather than that it is unknown; the answers are in the
recording. The tokens themselves are
never written: the file opens no seat to whoever reads the disk.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import logging
import os
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Final

import msgspec
from platformdirs import user_data_dir

from yxs_desktop.protocol import messages as wire

log = logging.getLogger(__name__)

#: The room file's format (a newer one is left alone, with a warning).
ROOM_FILE_VERSION: Final = 1
ROOM_SUFFIX: Final = ".json"
#: The file a server holds (an advisory lock) while it uses the folder.
LOCK_NAME: Final = "server.lock"
#: Seconds a room's file stays after its game ended (older ones go at the next start).
OVER_KEPT: Final = 3600.0
#: A room id as the lobby makes them: ``r`` and a number.
_ROOM_ID: Final = re.compile(r"r[1-9][0-9]{0,9}")


class SavedSeat(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A seat as the game started: ``player`` is ``person`` or ``computer``; ``token`` the
    SHA-256 (hex) of a person's token (empty: none)."""

    player: str
    name: str = ""
    level: str = ""
    token: str = ""


class SavedRoom(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What a room's file holds (see the module's docstring)."""

    version: int
    id: str
    create: wire.CreateRoom  # its password left out: ``password`` holds its digest
    seed: int
    host_name: str
    seats: tuple[SavedSeat, ...]
    replay: str  # the recording's file name in ``replays/``
    password: str = ""
    over: bool = False  # the game ended: only its tokens are of use any more


class DataFolderError(OSError):
    """The data folder cannot be created or written; the message says which and why."""


def default_data_folder() -> Path:
    """Where ``yxs server`` keeps its games unless told otherwise: ``server`` in the
    program's data folder (the in-app server's too)."""
    return Path(user_data_dir("yxs_desktop", appauthor=False)) / "server"


def digest(secret: str) -> str:
    """The SHA-256 (hex) of a token or password: what the server keeps of it."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def same_digest(secret: str, kept: str) -> bool:
    """Whether ``secret``'s digest is ``kept`` (compared in constant time)."""
    return hmac.compare_digest(digest(secret), kept)


@dataclass(frozen=True)
class Unreadable:
    """A room file that cannot be used, and why (the server logs it and leaves it)."""

    path: Path
    reason: str


class ServerData:
    """The data folder ``folder`` (created when first written)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.replays = folder / "replays"
        self.rooms = folder / "rooms"
        self._lock: BinaryIO | None = None

    def prepare(self) -> None:
        """Create the folder's parts and hold the folder for this server alone (two
        servers on one folder would both resume its games): :class:`DataFolderError`
        when it cannot be written or another server holds it. Held until the process
        ends (:meth:`release` lets go before)."""
        try:
            self.replays.mkdir(parents=True, exist_ok=True)
            self.rooms.mkdir(parents=True, exist_ok=True)
            lock = (self.folder / LOCK_NAME).open("ab")
        except OSError as error:
            raise DataFolderError(f"cannot use the data folder {self.folder}: {error}") from None
        if not _hold(lock):
            lock.close()
            raise DataFolderError(
                f"the data folder {self.folder} is in use by another server; "
                "give this one its own with --data DIR"
            )
        self._lock = lock

    def release(self) -> None:
        """Let go of the folder (the server stopped)."""
        if self._lock is not None:
            self._lock.close()
            self._lock = None

    def save_room(self, room: SavedRoom) -> bool:
        """Write ``room``'s file (whole, or not at all); False, with a warning in the log,
        when the disk refuses: the game then goes on without surviving a restart."""
        path = self._room_path(room.id)
        scratch = path.with_suffix(".tmp")
        try:
            self.rooms.mkdir(parents=True, exist_ok=True)
            with scratch.open("wb") as file:
                file.write(msgspec.json.encode(room))
                file.flush()
                os.fsync(file.fileno())
            os.replace(scratch, path)
        except OSError as error:
            log.warning("room %s: its file could not be written (%s): %s", room.id, path, error)
            with contextlib.suppress(OSError):
                scratch.unlink()
            return False
        return True

    def drop_room(self, room_id: str) -> None:
        """Remove the file of ``room_id`` (its game ended, or cannot go on)."""
        try:
            self._room_path(room_id).unlink(missing_ok=True)
        except OSError as error:
            log.warning("room %s: its file could not be removed: %s", room_id, error)

    def saved_rooms(self) -> list[SavedRoom | Unreadable]:
        """Every room file of the folder, in the order of the rooms' numbers."""
        try:
            paths = [p for p in self.rooms.iterdir() if p.suffix == ROOM_SUFFIX]
        except FileNotFoundError:
            return []
        except OSError as error:
            return [Unreadable(self.rooms, str(error))]
        found: list[SavedRoom | Unreadable] = []
        for path in sorted(paths, key=_room_number):
            found.append(_read_room(path))
        return found

    def age(self, room_id: str) -> float:
        """Seconds since the file of ``room_id`` was last written (0 when unknown)."""
        try:
            return max(0.0, time.time() - self._room_path(room_id).stat().st_mtime)
        except OSError:
            return 0.0

    def replay_of(self, room: SavedRoom) -> Path:
        """The path of ``room``'s recording (only ever inside ``replays/``)."""
        return self.replays / Path(room.replay).name

    def _room_path(self, room_id: str) -> Path:
        if _ROOM_ID.fullmatch(room_id) is None:
            raise ValueError(f"{room_id!r} is not a room id")
        return self.rooms / f"{room_id}{ROOM_SUFFIX}"


def _hold(file: BinaryIO) -> bool:
    """Lock ``file`` for this process without waiting (False: another holds it): flock
    on POSIX, a lock on its first byte on Windows."""
    try:
        if sys.platform == "win32":
            import msvcrt

            file.seek(0)
            msvcrt.locking(file.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _room_number(path: Path) -> int:
    stem = path.stem
    return int(stem[1:]) if _ROOM_ID.fullmatch(stem) else 0


def _read_room(path: Path) -> SavedRoom | Unreadable:
    try:
        data = path.read_bytes()
    except OSError as error:
        return Unreadable(path, str(error))
    try:
        room = msgspec.json.decode(data, type=SavedRoom)
    except msgspec.DecodeError as error:
        return Unreadable(path, f"not a room file: {error}")
    if room.version != ROOM_FILE_VERSION:
        return Unreadable(path, f"room file version {room.version}, this server reads 1")
    if path.stem != room.id or _ROOM_ID.fullmatch(room.id) is None:
        return Unreadable(path, f"the file names room {room.id!r}")
    return room
