"""The seats this program holds on servers, kept on disk: a program that crashed or was
closed mid-game comes back to its seat when it connects to that server again.

One file, ``seats.json`` in the program's data folder, maps each server's address to the
seat the program last took there: the room, the seat, its token (which opens the seat to
whoever holds it, so the file is the person's alone: mode 0600) and the player's name.
A seat is kept from the moment it is taken until its game ends or the person leaves it.
A missing or damaged file holds no seats (never an error: the worst is a seat played by
the computer to the end); it is rewritten whole, through a temporary file.
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
from pathlib import Path
from typing import Final

import msgspec
from platformdirs import user_data_dir

log = logging.getLogger(__name__)

FILE_NAME: Final = "seats.json"
#: Seats older than this are forgotten (a server keeps no game that long).
MAX_AGE: Final = 7 * 24 * 3600.0
#: Servers remembered at most (the oldest seats go first).
MAX_SERVERS: Final = 32


class HeldSeat(msgspec.Struct, frozen=True):
    """A seat taken on a server: its room, its number, the token that opens it, the name
    the player had there, when it was taken (seconds since the epoch), and the seat's own
    recording of its game (client/seat_recording.py; "": none yet)."""

    room: str
    seat: int
    token: str
    name: str
    taken: float
    recording: str = ""


def default_seats_file() -> Path:
    """``seats.json`` in the program's data folder."""
    return Path(user_data_dir("yxs_desktop", appauthor=False)) / FILE_NAME


class SeatTokens:
    """The held seats of file ``path`` (:func:`default_seats_file` by default)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else default_seats_file()

    def get(self, server: str) -> HeldSeat | None:
        """The seat held on ``server`` (its URL), if any."""
        return self._read().get(server)

    def all(self) -> dict[str, HeldSeat]:
        """Every seat held, by server, newest first."""
        seats = self._read()
        return dict(sorted(seats.items(), key=lambda item: -item[1].taken))

    def keep(self, server: str, room: str, seat: int, token: str, name: str) -> None:
        """Remember the seat just taken on ``server`` (it replaces the one held there; the
        same seat given back keeps its recording)."""
        seats = self._read()
        held = seats.get(server)
        same = held is not None and (held.room, held.seat) == (room, seat)
        recording = held.recording if held is not None and same else ""
        seats[server] = HeldSeat(room, seat, token, name, time.time(), recording)
        self._write(seats)

    def note_recording(self, server: str, room: str, path: str) -> None:
        """The seat held on ``server`` in ``room`` keeps its game in ``path``."""
        seats = self._read()
        held = seats.get(server)
        if held is not None and held.room == room and held.recording != path:
            seats[server] = msgspec.structs.replace(held, recording=path)
            self._write(seats)

    def forget(self, server: str, room: str | None = None) -> None:
        """Let go of the seat held on ``server`` (only if it is in ``room``, when given)."""
        seats = self._read()
        held = seats.get(server)
        if held is None or (room is not None and held.room != room):
            return
        del seats[server]
        self._write(seats)

    def _read(self) -> dict[str, HeldSeat]:
        try:
            data = self.path.read_bytes()
        except OSError:
            return {}
        try:
            seats = msgspec.json.decode(data, type=dict[str, HeldSeat])
        except msgspec.DecodeError as error:
            log.warning("%s is damaged and holds no seats: %s", self.path, error)
            return {}
        now = time.time()
        return {server: held for server, held in seats.items() if now - held.taken < MAX_AGE}

    def _write(self, seats: dict[str, HeldSeat]) -> None:
        newest = sorted(seats.items(), key=lambda item: -item[1].taken)[:MAX_SERVERS]
        scratch = self.path.with_suffix(".tmp")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            descriptor = os.open(scratch, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(descriptor, "wb") as file:
                file.write(msgspec.json.encode(dict(newest)))
            os.replace(scratch, self.path)
        except OSError as error:  # the seat is then only held in memory, as before
            log.warning("the seats could not be kept in %s: %s", self.path, error)
            with contextlib.suppress(OSError):
                scratch.unlink()
