"""The lobby: the server's rooms by id, who is in which, and the seats' reconnection
tokens; sans I/O like the room itself, but for its data folder (:mod:`.store`).

Every call names the connection it comes from and returns what is to be sent, a list of
``(connection, protocol message)``; a refused call returns one ``error`` to the sender and
changes nothing. A room holds its players (seated or not) and its spectators; its host is
the player who opened it, then the longest present. A room is dropped once nobody is in
it and no game is under way (a game whose persons all left is played by the computer to
the end first, and saved).

With a data folder, each game under way has its room's file there from its start to its
end, and :meth:`Lobby.restore` brings those games back after a restart: each re-run from
its recording into a room held until its persons are back with their tokens (at most
:data:`RESUME_WAIT` seconds; the computer plays for those still away). The lobby keeps
only a digest of each token and password.
"""

from __future__ import annotations

import datetime
import gzip
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable, Container, Iterable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Final, Protocol

import msgspec

from yxs_desktop.ai.levels import LEVELS
from yxs_desktop.protocol import messages as wire
from yxs_desktop.replay.format import Header
from yxs_desktop.replay.recorder import GameRecorder
from yxs_desktop.server.download import replay_message
from yxs_desktop.server.recording import open_room_recorder, replay_path
from yxs_desktop.server.resume import OVER, remove_replaced, resume_room
from yxs_desktop.server.store import (
    OVER_KEPT,
    SavedRoom,
    SavedSeat,
    ServerData,
    digest,
    same_digest,
)
from yxs_desktop.server.tally import Tally
from yxs_desktop.server.wire import error_of, protocol_message, seat_info
from yxs_desktop.table import outbox
from yxs_desktop.table.room import EMPTY, PERSON, Room
from yxs_desktop.table.settings import RoomSettings

log = logging.getLogger(__name__)

#: A message to send: the connection's id and the protocol message.
Send = tuple[str, wire.Message]

#: The engine's seeds are drawn below this.
_SEEDS: Final = 2**31
#: Rooms with a searching computer player at once, by default (``--max-search-rooms``).
MAX_SEARCH_ROOMS: Final = 4
#: Seconds a game resumed after a restart waits for its persons before it goes on
#: without those still away (their clients try again after at most 15 s).
RESUME_WAIT: Final = 20.0
#: Tokens of games that ended or were lost, kept to say so to a client coming back late.
MAX_GONE: Final = 10_000


class Keeper(Protocol):
    """Where a server of several processes keeps its games under way besides its data
    folder (:class:`~yxs_desktop.server.room_log.RoomLog`): a game's room file when it
    begins, its recording's lines as they are written, and its end."""

    def begin(self, room: str, saved: bytes) -> None: ...

    def lines(self, room: str, data: bytes) -> None: ...

    def end(self, room: str) -> None: ...


@dataclass(eq=False)
class LobbyRoom:
    """One room of the lobby: the engine room and who is in it (connection → name)."""

    id: str
    room: Room
    create: wire.CreateRoom
    host: str
    host_name: str
    players: dict[str, str] = field(default_factory=dict)
    spectators: dict[str, str] = field(default_factory=dict)
    tokens: dict[int, str] = field(default_factory=dict)  # seat → its token's digest
    password: str | None = None  # the password's digest (``create`` holds none)
    #: what the room's file in the data folder holds while its game is under way (None:
    #: no file, or its game is over)
    saved_as: SavedRoom | None = None
    #: a game resumed after a restart: until when it waits for its persons (None: it
    #: does not wait)
    resume_until: float | None = None
    resumed: bool = False  # the game was resumed after a restart
    #: the names the host removed (:meth:`Lobby.kick`): they may not come back
    kicked: set[str] = field(default_factory=set)
    #: its game's result was counted (:attr:`Tally.games_finished`)
    counted_end: bool = False

    @property
    def saved(self) -> bool:
        """Whether the game goes on after a restart (its room's file is on disk)."""
        return self.saved_as is not None

    def password_ok(self, given: str | None) -> bool:
        """Whether ``given`` opens the room (any does when it has no password)."""
        return self.password is None or (given is not None and same_digest(given, self.password))

    def seat_of(self, connection: str) -> int | None:
        """The seat ``connection`` sits at (None: not seated)."""
        for index, seat in enumerate(self.room.seats):
            if seat.connection == connection:
                return index
        return None

    @property
    def state(self) -> str:
        room = self.room
        if room.game is None:
            return "waiting"
        return "playing" if room.playing else "finished"

    def info(self) -> wire.RoomInfo:
        """The room as the lobby lists it."""
        seats = self.room.seats
        taken = sum(seat.player != EMPTY for seat in seats)
        return wire.RoomInfo(
            self.id,
            self.room.mode,
            taken,
            len(seats),
            self.state,  # type: ignore[arg-type]
            self.create.spectators,
            self.password is not None,
        )

    def message_for(self, connection: str) -> wire.Room:
        """The ``room`` message as ``connection`` receives it."""
        create = self.create
        settings = wire.Settings(
            create.mode,
            create.seconds,
            create.extra_choice,
            create.level,
            create.spectators,
            create.spectator_delay,
            self.password is not None,
        )
        seats = tuple(seat_info(seat) for seat in self.room.state().seats)
        if connection in self.spectators and create.spectator_delay > 0:
            # 托管 news would tell of the turn under way, which they see only later
            seats = tuple(msgspec.structs.replace(seat, takeover=False) for seat in seats)
        return wire.Room(
            self.id,
            self.host_name,
            connection == self.host,
            settings,
            seats,
            len(self.spectators),
            self.state,  # type: ignore[arg-type]
        )

    def everyone(self) -> list[str]:
        return [*self.players, *self.spectators]

    def broadcast(self) -> list[Send]:
        """The room as it is now, to everyone in it."""
        return [(connection, self.message_for(connection)) for connection in self.everyone()]

    @property
    def empty(self) -> bool:
        return not self.players and not self.spectators


class Lobby:
    """The rooms of one server: at most ``max_rooms``, and at most ``max_search_rooms`` of
    them with a computer player that searches (a level of :mod:`yxs_desktop.ai.levels`
    marked ``slow``: the expert searches its actions in sampled worlds, tens of
    milliseconds of the server's CPU each, so a client could otherwise fill every room with
    them and stall the others); each room's game uses
    ``min_window``, ``keep_updates`` and ``seconds_scale`` (:class:`RoomSettings`; the
    last for tests only) and records its replay into ``replays``. ``tally`` counts the
    games started, resumed and finished."""

    def __init__(
        self,
        max_rooms: int,
        *,
        max_search_rooms: int = MAX_SEARCH_ROOMS,
        data: ServerData | None = None,
        min_window: float = 1.0,
        keep_updates: int = 256,
        seconds_scale: float = 1.0,
        clock: Callable[[], float] = time.monotonic,
        tally: Tally | None = None,
    ) -> None:
        self.tally = Tally() if tally is None else tally
        self.max_rooms = max_rooms
        self.max_search_rooms = max_search_rooms
        self.rooms: dict[str, LobbyRoom] = {}
        self.where: dict[str, str] = {}  # connection → the id of the room it is in
        self._tokens: dict[str, tuple[str, int]] = {}  # token's digest → room id and seat
        #: connection → the room it last left after playing there, and that game's replay
        self._played: dict[str, tuple[str, Path | None]] = {}
        self._data = data
        #: the lobby is closing: rooms closed now are to be resumed, their files kept
        self._closing = False
        self._min_window = min_window
        self._keep_updates = keep_updates
        self._seconds_scale = seconds_scale
        self._clock = clock
        self._next_id = 1
        #: where room ids come from (a cluster's shared counter: None when it has none to
        #: give now); None: this lobby's own count
        self.room_ids: Callable[[], str | None] | None = None
        #: the rooms the other processes of a cluster hold, as the lobby lists them
        self.elsewhere: Callable[[], Iterable[wire.RoomInfo]] = tuple
        #: where a cluster keeps the games under way besides the data folder (None: alone)
        self.keeper: Keeper | None = None
        #: a token's digest → why its game is gone (``game_over``, ``game_lost``,
        #: ``room_closed``)
        self._gone: OrderedDict[str, str] = OrderedDict()

    # ------------------------------------------------------------------ the lobby
    def _search_rooms(self) -> int:
        """How many rooms have a computer player that searches."""
        return sum(1 for entry in self.rooms.values() if _room_searches(entry))

    def _search_text(self) -> str:
        return f"this server runs at most {self.max_search_rooms} rooms with searching players"

    def list_rooms(self) -> wire.Rooms:
        """The lobby's rooms: this server's, then those of the cluster's other processes,
        in the order of their numbers."""
        here = [entry.info() for entry in self.rooms.values()]
        there = list(self.elsewhere())
        if not there:
            return wire.Rooms(tuple(here))
        return wire.Rooms(tuple(sorted([*here, *there], key=_room_number)))

    def create(self, connection: str, name: str, message: wire.CreateRoom) -> list[Send]:
        """Open a room of ``message``'s settings; the sender is its host and in it."""
        if connection in self.where:
            return [_error(connection, "already_in_room", "leave your room first", message)]
        if len(self.rooms) >= self.max_rooms:
            text = f"this server holds at most {self.max_rooms} rooms"
            return [_error(connection, "too_many_rooms", text, message)]
        if _searches(message.level) and self._search_rooms() >= self.max_search_rooms:
            return [_error(connection, "search_busy", self._search_text(), message)]
        if self.room_ids is None:
            room_id = f"r{self._next_id}"
            self._next_id += 1
        else:
            shared = self.room_ids()
            if shared is None:
                text = "the shared lobby gives no room now; try again in a moment"
                return [_error(connection, "too_many_rooms", text, message)]
            room_id = shared
        settings = self._settings(message)
        seed = secrets.randbelow(_SEEDS)
        room = Room(message.mode, seed, settings, self._clock, record=self._recorder(room_id))
        password = None if message.password is None else digest(message.password)
        create = msgspec.structs.replace(message, password=None)
        entry = LobbyRoom(
            room_id, room, create, connection, name, {connection: name}, password=password
        )
        self.rooms[room_id] = entry
        self.where[connection] = room_id
        # never the seed: it is the deck's order, and the game is live
        log.info("room %s: opened by %s (%s)", room_id, connection, room.mode)
        return entry.broadcast()

    def join(self, connection: str, name: str, message: wire.JoinRoom) -> list[Send]:
        entry = self.rooms.get(message.room)
        refused = self._may_enter(connection, entry, message.password, message)
        if refused is not None:
            return [refused]
        assert entry is not None
        if entry.room.game is not None:
            return [_error(connection, "game_started", "the game has started", message)]
        if name in entry.kicked:
            text = "the host has removed you from this room"
            return [_error(connection, "kicked", text, message)]
        entry.players[connection] = name
        self.where[connection] = entry.id
        log.info("room %s: %s joined", entry.id, connection)
        return entry.broadcast()

    def spectate(self, connection: str, name: str, message: wire.Spectate) -> list[Send]:
        entry = self.rooms.get(message.room)
        refused = self._may_enter(connection, entry, message.password, message)
        if refused is not None:
            return [refused]
        assert entry is not None
        if not entry.create.spectators:
            return [_error(connection, "spectators_off", "this room allows no spectators", message)]
        result = entry.room.add_spectator(connection)
        if isinstance(result, outbox.RoomError):
            return [(connection, error_of(result, "spectate"))]
        entry.spectators[connection] = name
        self.where[connection] = entry.id
        log.info("room %s: %s watches", entry.id, connection)
        return self._sends(entry, result)

    def leave(self, connection: str, message: wire.Message | None = None) -> list[Send]:
        """``connection`` leaves its room (``message`` None: the connection is gone), and
        is answered with the lobby's rooms. A seat in a game under way is played by the
        computer; the token of a seat left on purpose opens nothing any more."""
        entry = self._entry(connection)
        if entry is None:
            if message is None:
                return []
            return [_error(connection, "not_in_room", "you are in no room", message)]
        room = entry.room
        out: list[Send] = []
        if connection in entry.spectators:
            del entry.spectators[connection]
            room.remove_spectator(connection)
        else:
            seat = entry.seat_of(connection)
            entry.players.pop(connection, None)
            if seat is not None:
                if room.game is not None:  # its replay can still be downloaded
                    self._played[connection] = (entry.id, room.replay_path)
                result = room.disconnect(seat)
                if room.game is None or message is not None:
                    self._revoke(entry, seat)
                if not isinstance(result, outbox.RoomError):
                    out += self._sends(entry, result, skip=connection)
                log.info("room %s: seat %d %s", entry.id, seat, "left" if message else "dropped")
        del self.where[connection]
        if entry.host == connection and entry.players:
            entry.host, entry.host_name = next(iter(entry.players.items()))
        out += entry.broadcast()
        self.forget_if_done(entry.id)
        if message is not None:  # the answer: the lobby it is back in
            out.append((connection, self.list_rooms()))
        return out

    # ------------------------------------------------------------------ the room's seats
    def take_seat(self, connection: str, message: wire.TakeSeat) -> list[Send]:
        entry, refused = self._player(connection, message)
        if entry is None:
            return refused
        old = entry.seat_of(connection)
        result = entry.room.take_seat(message.seat, connection, entry.players[connection])
        if isinstance(result, outbox.RoomError):
            return [(connection, error_of(result, message_type(message)))]
        if old is not None:
            self._revoke(entry, old)
        token = secrets.token_urlsafe(32)
        kept = entry.tokens[message.seat] = digest(token)
        self._tokens[kept] = (entry.id, message.seat)
        log.info("room %s: seat %d taken by %s", entry.id, message.seat, connection)
        seated: list[Send] = [(connection, wire.Seated(message.seat, token))]
        return seated + self._sends(entry, result)

    def kick(self, connection: str, message: wire.Kick) -> list[Send]:
        """The host removes the person at a seat from the room, before the game: they are
        told ``kicked``, put in the lobby, and may not join the room again."""
        entry, refused = self._host(connection, message)
        if entry is None:
            return refused
        room = entry.room
        if room.game is not None:
            return [_error(connection, "game_started", "the game has started", message)]
        seat = room.seats[message.seat] if message.seat < len(room.seats) else None
        if seat is None:
            text = f"{message.seat} is not a seat of this table"
            return [_error(connection, "no_such_seat", text, message)]
        gone = seat.connection
        if gone is None or gone not in entry.players:
            text = f"no person sits at seat {message.seat}"
            return [_error(connection, "seat_empty", text, message)]
        if gone == connection:
            return [_error(connection, "not_host", "the host cannot remove itself", message)]
        entry.kicked.add(entry.players[gone])
        log.info("room %s: seat %d removed by the host", entry.id, message.seat)
        return [(gone, wire.Kicked(entry.id)), *self.leave(gone, message)]

    def add_computer(self, connection: str, message: wire.AddComputer) -> list[Send]:
        entry, refused = self._host(connection, message)
        if entry is None:
            return refused
        level = message.level or entry.create.level
        if (
            _searches(level)
            and not _room_searches(entry)
            and self._search_rooms() >= self.max_search_rooms
        ):
            return [_error(connection, "search_busy", self._search_text(), message)]
        result = entry.room.add_computer(message.seat, level)
        return self._answer(entry, connection, message, result)

    def remove_computer(self, connection: str, message: wire.RemoveComputer) -> list[Send]:
        entry, refused = self._host(connection, message)
        if entry is None:
            return refused
        return self._answer(entry, connection, message, entry.room.remove_computer(message.seat))

    def ready(self, connection: str, message: wire.Ready) -> list[Send]:
        entry, seat, refused = self._seated(connection, message)
        if entry is None or seat is None:
            return refused
        return self._answer(entry, connection, message, entry.room.set_ready(seat, message.ready))

    def start(self, connection: str, message: wire.Start) -> list[Send]:
        entry, refused = self._host(connection, message)
        if entry is None:
            return refused
        result = entry.room.start()
        if not isinstance(result, outbox.RoomError):
            log.info("room %s: the game starts", entry.id)
            self.tally.games_started += 1
            self._save(entry)
        return self._answer(entry, connection, message, result)

    # ------------------------------------------------------------------ the game
    def answer(self, connection: str, message: wire.GameAnswer) -> list[Send]:
        entry, seat, refused = self._seated(connection, message, request=message.id)
        if entry is None or seat is None:
            return refused
        result = entry.room.answer(seat, message.id, bytes(message.response))
        return self._answer(entry, connection, message, result, request=message.id)

    def takeover(self, connection: str, message: wire.SetTakeover) -> list[Send]:
        entry, seat, refused = self._seated(connection, message)
        if entry is None or seat is None:
            return refused
        result = entry.room.set_takeover(seat, message.on)
        return self._answer(entry, connection, message, result)

    def tick(self, room_id: str) -> list[Send]:
        """Let the room's time pass to now (see :meth:`Room.tick`); a resumed game that
        waited long enough for its persons goes on."""
        entry = self.rooms.get(room_id)
        if entry is None:
            return []
        if entry.resume_until is not None and self._clock() >= entry.resume_until:
            return self._go_on(entry)
        result = entry.room.tick()
        out = [] if isinstance(result, outbox.RoomError) else self._sends(entry, result)
        self.forget_if_done(room_id)
        return out

    def deadline(self, room_id: str) -> float | None:
        """When the room's :meth:`tick` has something to do (None: nothing waits on time)."""
        entry = self.rooms.get(room_id)
        if entry is None:
            return None
        if entry.resume_until is not None:
            return entry.resume_until
        return entry.room.next_deadline()

    def reattach(
        self, connection: str, name: str, token: str, last_seq: int | None
    ) -> tuple[list[Send], str | None, bool] | None:
        """``connection`` comes back to the seat of ``token`` having seen its stream up to
        ``last_seq``: what to send, the connection it replaces (None: none) and whether
        the game is one resumed after a restart of the server; None when the token opens
        no seat."""
        found = self._tokens.get(digest(token))
        entry = self.rooms.get(found[0]) if found is not None else None
        if found is None or entry is None or entry.room.game is None:
            return None
        seat = found[1]
        replaced = entry.room.seats[seat].connection
        if replaced is not None:
            entry.players.pop(replaced, None)
            self.where.pop(replaced, None)
        result = entry.room.reconnect(seat, connection, 0 if last_seq is None else last_seq)
        if isinstance(result, outbox.RoomError):
            return None
        entry.players[connection] = name
        self.where[connection] = entry.id
        log.info("room %s: seat %d back on %s", entry.id, seat, connection)
        # seated, then the room (with everyone else: the seat is connected again), then
        # what the seat missed, then the request
        out = [(connection, wire.Seated(seat, token)), *self._sends(entry, result)]
        if entry.resume_until is not None and all(
            s.connection is not None for s in entry.room.seats if s.player == PERSON
        ):
            out += self._go_on(entry)
        return out, replaced, entry.resumed

    def get_replay(self, connection: str, message: wire.GetReplay) -> list[Send]:
        """The replay of the game ``connection`` plays in (its seat's, once the game has
        started), else of the one it last left after playing there, once that game has
        ended; only for the game's players."""
        entry = self._entry(connection)
        seated = entry is not None and entry.seat_of(connection) is not None
        played = self._played.get(connection)
        if entry is not None and seated and entry.room.game is not None:
            ended, path = not entry.room.playing, entry.room.replay_path
        elif played is not None:
            left = self.rooms.get(played[0])  # a room that is gone has no game under way
            ended, path = left is None or not left.room.playing, played[1]
        elif seated:
            ended, path = False, None
        elif entry is not None:
            text = "only the game's players may download its replay"
            return [_error(connection, "not_a_player", text, message)]
        else:
            text = "you are in no room and played in no game here"
            return [_error(connection, "not_in_room", text, message)]
        if not ended:
            return [_error(connection, "game_not_over", "the game has not ended", message)]
        if path is None:
            return [_error(connection, "no_replay", "this game was not recorded", message)]
        answer = replay_message(path)
        if isinstance(answer, str):
            return [_error(connection, "no_replay", answer, message)]
        return [(connection, answer)]

    def _played_in(self, connection: str, room_id: str) -> bool:
        played = self._played.get(connection)
        return played is not None and played[0] == room_id

    def forget(self, connection: str) -> None:
        """``connection`` is gone for good (after :meth:`leave`): nothing is kept for it."""
        self._played.pop(connection, None)

    def close_all(self, reason: str) -> None:
        """Close every room (its replay is saved; an unfinished game reads as one that did
        not end, and with a data folder goes on when the server is started again on it).
        Telling the connections is the caller's."""
        self._closing = True
        for entry in self.rooms.values():
            entry.room.close(reason)
            log.info("room %s: closed (%s)", entry.id, reason)

    def close_room(self, room_id: str, message: str) -> list[Send] | None:
        """The server's operator closes the room ``room_id`` (None: no such room): everyone
        in it is told ``kicked`` (by the server, ``message``) and is in the lobby; a game
        under way ends without a result (its replay kept as a game that did not end, its
        players may still download it), is not resumed after a restart, and its seats'
        tokens tell a client coming back ``room_closed``."""
        entry = self.rooms.get(room_id)
        if entry is None:
            return None
        room = entry.room
        people = entry.everyone()
        for connection in people:
            if room.game is not None and connection in entry.players:
                self._played[connection] = (entry.id, room.replay_path)
            del self.where[connection]
        entry.players.clear()
        entry.spectators.clear()
        room.close("closed by the server's operator")
        del self.rooms[room_id]
        for token in entry.tokens.values():
            self._tokens.pop(token, None)
        data, saved = self._data, entry.saved_as
        if self.keeper is not None and saved is not None:
            self.keeper.end(entry.id)
        if saved is not None and data is not None:  # over: a restart does not resume it
            if not data.save_room(msgspec.structs.replace(saved, over=True)):
                data.drop_room(entry.id)
            entry.saved_as = None
        if room.game is not None:
            self._mark_gone(entry.tokens.values(), "room_closed")
        log.info("room %s: closed by the server's operator", room_id)
        kicked = wire.Kicked(room_id, "server", message)
        rooms = self.list_rooms()
        return [
            sent for connection in people for sent in ((connection, kicked), (connection, rooms))
        ]

    def room_of(self, connection: str) -> LobbyRoom | None:
        """The room ``connection`` is in (None: the lobby)."""
        return self._entry(connection)

    def forget_if_done(self, room_id: str) -> None:
        """Drop the room when nobody is in it and no game is under way."""
        entry = self.rooms.get(room_id)
        if entry is None or not entry.empty or entry.room.playing:
            return
        entry.room.close("empty")
        del self.rooms[room_id]
        for token in entry.tokens.values():
            self._tokens.pop(token, None)
        self._unsave(entry)
        if entry.room.game is not None:
            self._mark_gone(entry.tokens.values(), "game_over")
        log.info("room %s: gone", room_id)

    def gone_reason(self, token: str) -> str | None:
        """Why the seat of a token that opens nothing had its game end: ``game_over``,
        ``game_lost`` (not resumed after a restart) or ``room_closed`` (by the server's
        operator); None: the token is not known."""
        return self._gone.get(digest(token))

    def _mark_gone(self, tokens: Iterable[str], reason: str) -> None:
        for token in tokens:
            if token:
                self._gone[token] = reason
        while len(self._gone) > MAX_GONE:
            self._gone.popitem(last=False)

    def resumable(self, connection: str) -> bool:
        """Whether ``connection`` is in a game that goes on when the server is started
        again on its data folder (the server stops now)."""
        entry = self._entry(connection)
        return entry is not None and entry.saved

    # ------------------------------------------------------------------ the data folder
    def restore(self, elsewhere: Container[str] = ()) -> list[str]:
        """Bring back the games under way the data folder holds (before anyone connects):
        the ids of the rooms resumed. A game that cannot be resumed (its recording lost
        or not re-running) is logged, and its file left for a person to look at; one of
        ``elsewhere`` goes on in another process of the cluster (its file goes)."""
        data = self._data
        if data is None:
            return []
        resumed: list[str] = []
        for saved in data.saved_rooms():
            if not isinstance(saved, SavedRoom):
                log.warning("%s: not resumed: %s", saved.path, saved.reason)
                continue
            self._next_id = max(self._next_id, int(saved.id[1:]) + 1)
            if saved.id in elsewhere and not saved.over:
                log.info("room %s: its game goes on in another process", saved.id)
                data.drop_room(saved.id)
                continue
            if self._resume(saved):
                resumed.append(saved.id)
        return resumed

    def adopt(self, saved_file: bytes, content: bytes) -> str | None:
        """Go on with the game of another process of the cluster, which is gone: its
        room's file and its recording's lines, as Redis kept them, are written to the data
        folder and the game re-run as after a restart. The room's id, or None when it
        cannot go on (logged)."""
        data = self._data
        if data is None:
            return None
        try:
            saved = msgspec.json.decode(saved_file, type=SavedRoom)
        except msgspec.DecodeError as error:
            log.warning("a room taken over cannot be read: %s", error)
            return None
        if saved.id in self.rooms:
            return None
        try:
            data.replays.mkdir(parents=True, exist_ok=True)
            path = data.replays / Path(saved.replay).name
            if path.exists():
                path = replay_path(data.replays, saved.create.mode, saved.seed, _now())
            path.write_bytes(gzip.compress(content, compresslevel=1))
        except OSError as error:
            log.warning("room %s: cannot be taken over: %s", saved.id, error.strerror or error)
            return None
        saved = msgspec.structs.replace(saved, replay=path.name)
        if not data.save_room(saved):
            return None
        return saved.id if self._resume(saved) else None

    def let_go(self, room_id: str) -> list[str]:
        """Another process of the cluster goes on with the game of ``room_id`` now: the
        room goes from here without a word to its file or its tokens (which open its
        seats there). The connections that were in it (the caller closes them)."""
        entry = self.rooms.pop(room_id, None)
        if entry is None:
            return []
        people = entry.everyone()
        for connection in people:
            self.where.pop(connection, None)
        for token in entry.tokens.values():
            self._tokens.pop(token, None)
        closing, self._closing = self._closing, True  # its file: as for a restart
        try:
            entry.room.close("moved")
        finally:
            self._closing = closing
        if self._data is not None:
            self._data.drop_room(room_id)
        log.info("room %s: goes on in another process", room_id)
        return people

    def _resume(self, saved: SavedRoom) -> bool:
        """Resume the game of ``saved`` (a room's file of the data folder): whether it
        goes on (its room then in the lobby)."""
        data = self._data
        assert data is not None
        tokens = [seat.token for seat in saved.seats]
        if saved.over:  # ended: its players may still come back to be told so
            if data.age(saved.id) > OVER_KEPT:
                data.drop_room(saved.id)
            else:
                self._mark_gone(tokens, "game_over")
            return False
        keeper = self.keeper
        mirror = None if keeper is None else partial(keeper.lines, saved.id)
        settings = self._settings(saved.create)
        room = resume_room(saved, data, settings, self._clock, mirror)
        if room == OVER:  # it ended as the server stopped: its recording has the result
            log.info("room %s: its game had ended", saved.id)
            data.save_room(msgspec.structs.replace(saved, over=True))
            self._mark_gone(tokens, "game_over")
            return False
        if isinstance(room, str):
            log.warning("room %s: not resumed: %s", saved.id, room)
            self._mark_gone(tokens, "game_lost")
            return False
        entry = LobbyRoom(
            saved.id,
            room,
            saved.create,
            "",
            saved.host_name,
            password=saved.password or None,
            resume_until=self._clock() + RESUME_WAIT,
            resumed=True,
        )
        for seat, kept in enumerate(saved.seats):
            if kept.token:
                entry.tokens[seat] = kept.token
                self._tokens[kept.token] = (saved.id, seat)
        self.rooms[saved.id] = entry
        self._save(entry)  # names the recording made now, for the next restart
        if entry.saved:
            remove_replaced(data.replay_of(saved), saved.id)
        self.tally.games_resumed += 1
        log.info("room %s: resumed (%s)", saved.id, room.mode)
        return True

    def _go_on(self, entry: LobbyRoom) -> list[Send]:
        """A resumed game stops waiting for its persons: those still away are played by
        the computer until they are back."""
        entry.resume_until = None
        result = entry.room.resume()
        log.info("room %s: goes on", entry.id)
        return [] if isinstance(result, outbox.RoomError) else self._sends(entry, result)

    def _settings(self, create: wire.CreateRoom) -> RoomSettings:
        return RoomSettings(
            time_limit=float(create.seconds),
            min_window=self._min_window,
            keep_updates=self._keep_updates,
            seconds_scale=self._seconds_scale,
            spectator_delay=create.spectator_delay,
            ai=create.level,
            extra_choice=create.extra_choice,
        )

    def _recorder(self, room_id: str) -> Callable[[Header], GameRecorder | None] | None:
        data = self._data
        if data is None:
            return None
        keeper = self.keeper
        if keeper is None:
            return partial(open_room_recorder, data.replays)
        folder = data.replays

        def mirrored(header: Header) -> GameRecorder | None:
            recorder = open_room_recorder(folder, header)
            if recorder is not None:
                recorder.mirror(partial(keeper.lines, room_id))
            return recorder

        return mirrored

    def _save(self, entry: LobbyRoom) -> None:
        """Write the room's file: its game can then be resumed after a restart."""
        data, room = self._data, entry.room
        path = room.replay_path
        if data is None or path is None or not room.playing:
            return
        seats = tuple(
            SavedSeat(seat.player, seat.name, seat.level, entry.tokens.get(i, ""))
            for i, seat in enumerate(room.seats)
        )
        saved = SavedRoom(
            1,
            entry.id,
            entry.create,
            room.seed,
            entry.host_name,
            seats,
            path.name,
            entry.password or "",
        )
        entry.saved_as = saved if data.save_room(saved) else None
        if self.keeper is not None and entry.saved_as is not None:
            self.keeper.begin(entry.id, msgspec.json.encode(saved))

    def _unsave(self, entry: LobbyRoom) -> None:
        """The game is over (or gone): its room's file says so (its tokens then tell a
        player coming back after a restart that the game is over), unless the server is
        closing (then the game goes on after the restart)."""
        data, saved = self._data, entry.saved_as
        if saved is not None and not self._closing and data is not None:
            log.info("room %s: its game is over", entry.id)
            if self.keeper is not None:
                self.keeper.end(entry.id)
            if not data.save_room(msgspec.structs.replace(saved, over=True)):
                data.drop_room(entry.id)
            entry.saved_as = None

    # ------------------------------------------------------------------ helpers
    def _entry(self, connection: str) -> LobbyRoom | None:
        room_id = self.where.get(connection)
        return self.rooms.get(room_id) if room_id is not None else None

    def _may_enter(
        self,
        connection: str,
        entry: LobbyRoom | None,
        password: str | None,
        message: wire.Message,
    ) -> Send | None:
        if connection in self.where:
            return _error(connection, "already_in_room", "leave your room first", message)
        if entry is None:
            return _error(connection, "no_such_room", "there is no such room", message)
        if not entry.password_ok(password):
            return _error(connection, "wrong_password", "the password is wrong", message)
        return None

    def _player(
        self, connection: str, message: wire.Message
    ) -> tuple[LobbyRoom | None, list[Send]]:
        entry = self._entry(connection)
        if entry is None:
            return None, [_error(connection, "not_in_room", "you are in no room", message)]
        if connection in entry.spectators:
            return None, [_error(connection, "spectator", "spectators cannot do that", message)]
        return entry, []

    def _host(self, connection: str, message: wire.Message) -> tuple[LobbyRoom | None, list[Send]]:
        entry, refused = self._player(connection, message)
        if entry is not None and entry.host != connection:
            return None, [_error(connection, "not_host", "only the host may do that", message)]
        return entry, refused

    def _seated(
        self, connection: str, message: wire.Message, request: int | None = None
    ) -> tuple[LobbyRoom | None, int | None, list[Send]]:
        entry = self._entry(connection)
        if entry is None:
            refused = _error(connection, "not_in_room", "you are in no room", message, request)
            return None, None, [refused]
        if connection in entry.spectators:
            refused = _error(connection, "spectator", "spectators cannot play", message, request)
            return None, None, [refused]
        seat = entry.seat_of(connection)
        if seat is None:
            return None, None, [_error(connection, "not_seated", "take a seat first", message)]
        return entry, seat, []

    def _answer(
        self,
        entry: LobbyRoom,
        connection: str,
        message: wire.Message,
        result: list[outbox.Deliver] | outbox.RoomError,
        request: int | None = None,
    ) -> list[Send]:
        if isinstance(result, outbox.RoomError):
            return [(connection, error_of(result, message_type(message), request))]
        return self._sends(entry, result)

    def _sends(
        self, entry: LobbyRoom, result: list[outbox.Deliver], skip: str | None = None
    ) -> list[Send]:
        """The room's deliveries as protocol messages (each converted once); a changed
        ``room`` goes to everyone in the room, players not yet seated too."""
        out: list[Send] = []
        converted: dict[tuple[int, bool], wire.Message] = {}
        room_changed = False
        recorded = entry.room.replay_path is not None
        for deliver in result:
            message = deliver.message
            if isinstance(message, outbox.RoomState):
                room_changed = True
                continue
            if deliver.to == skip:
                continue
            # ``finished`` says whether this receiver may download the replay: players only
            replay = recorded and (
                deliver.to not in entry.spectators or self._played_in(deliver.to, entry.id)
            )
            key = (id(message), replay)
            if key not in converted:
                converted[key] = protocol_message(message, replay=replay)
            out.append((deliver.to, converted[key]))
        if room_changed:
            out = [*entry.broadcast(), *out]
        if not entry.counted_end and entry.room.finished is not None:
            entry.counted_end = True
            self.tally.games_finished += 1
        if entry.saved and not entry.room.playing:
            self._unsave(entry)
        return out

    def _revoke(self, entry: LobbyRoom, seat: int) -> None:
        token = entry.tokens.pop(seat, None)
        if token is not None:
            self._tokens.pop(token, None)


def _now() -> datetime.datetime:
    return datetime.datetime.now()


def _room_number(info: wire.RoomInfo) -> int:
    """The number of a room's id (``r12``: 12), for the lobby's order."""
    digits = info.id[1:]
    return int(digits) if digits.isdigit() else 0


def message_type(message: wire.Message) -> str:
    """The ``type`` of a protocol message."""
    return str(type(message).__struct_config__.tag)


def _error(
    connection: str,
    code: str,
    text: str,
    message: wire.Message,
    request: int | None = None,
) -> Send:
    return (connection, wire.Error(code, text, message_type(message), request))


def _searches(level: str) -> bool:
    """Whether computer players of ``level`` search (a slow level)."""
    found = LEVELS.get(level)
    return found is not None and found.slow


def _room_searches(entry: LobbyRoom) -> bool:
    """Whether a room has, or would give a person's seat on 托管, a searching player."""
    room = entry.room
    return _searches(room.settings.ai) or any(_searches(seat.level) for seat in room.seats)
