"""What a room sends: plain typed messages, each addressed to one connection.

A :class:`~yxs_desktop.table.room.Room` does no I/O: its methods return a list of
:class:`Deliver` (or a :class:`RoomError` when a call is refused), and the websocket layer
turns each message into the protocol's message of the same ``kind`` (``update``,
``snapshot``, ``request``, ``waiting``, ``takeover``, ``timed_out``, ``finished``,
``error``, ``room``, ``closed``), one to one; a local game's shell turns them into the
table's updates. A message sent to several connections is one object, so that it can
be encoded once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Final

import msgspec

from yxs_desktop.engine import Event, Reach, Request, SeatView

#: The refusal codes of the room itself, with what they mean; a refusal of the engine keeps
#: the engine's code (:data:`yxs_desktop.engine.CODES`: ``malformed``, ``not_an_option``...).
ROOM_CODES: Final[dict[str, str]] = {
    "not_started": "the game has not started yet",
    "game_over": "the game is over (or the room was closed): nothing is asked any more",
    "no_such_seat": "the seat is not a seat of this room's table",
    "not_a_person": "the seat is not played by a person (empty or a computer player)",
    "seat_taken": "the seat is taken",
    "seat_empty": "the seat is empty",
    "not_a_computer": "the seat is not played by a computer player",
    "not_ready": "a seat is empty or a person is not ready",
    "started": "the game has started: seats and computer players can no longer change",
    "unknown_level": "there is no computer player of that level",
    "no_such_request": "the request id names no request this room asked",
    "stale_request": "the request was asked earlier and is no longer pending",
    "already_answered": "this seat has already answered that request",
    "not_asked": "the pending request does not ask this seat",
    "engine_failed": "the game stopped on an internal error",
}


# Numbered and Update are kept by every viewer's stream for reconnects (hundreds per
# seat), so they are structs the cyclic garbage collector does not track (``gc=False``:
# they hold only immutable data): dataclasses there made the server's full collections
# scan and pause on them (docs/architecture.md, Server speed).
class Numbered(msgspec.Struct, frozen=True, gc=False):
    """One event as a viewer receives it, with the viewer's sequence number (1-based: each
    seat's stream and the spectators' count their own events only)."""

    seq: int
    event: Event


class Update(msgspec.Struct, frozen=True, gc=False):
    """A viewer's new events, then its view after them and (for a seat) its reach."""

    kind: ClassVar[str] = "update"
    events: tuple[Numbered, ...]
    view: SeatView
    reach: Reach | None

    @property
    def first(self) -> int:
        """The sequence number of the first event."""
        return self.events[0].seq

    @property
    def last(self) -> int:
        """The sequence number of the last event."""
        return self.events[-1].seq


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A viewer's whole view now, standing at sequence number ``seq`` (its next event is
    ``seq + 1``): sent instead of the events missed when the room no longer holds them."""

    kind: ClassVar[str] = "snapshot"
    seq: int
    view: SeatView
    reach: Reach | None


@dataclass(frozen=True, slots=True)
class Ask:
    """Request ``request_id`` to the seat, as the seat may see it (``request_for``), with
    its deadline on the room's clock (``math.inf``: no limit, a local game's) and the
    seconds left when it was sent (None: no limit)."""

    kind: ClassVar[str] = "request"
    request_id: int
    request: Request
    deadline: float
    seconds: float | None
    #: False: the seat's time has not begun yet, it waits for the screen to show the
    #: request (a local table's ``show_wait``); ``seconds`` is then the whole time.
    running: bool = True


@dataclass(frozen=True, slots=True)
class Waiting:
    """Who the game waits for, as the viewer may see it (``waiting_for(game, viewer)``),
    and the request's clock as everyone may see it: ``seconds`` its whole time (None: no
    limit), ``seconds_left`` what is left of it when this was sent. The clock is the
    request's limit from when it opened, whoever plays the seat (a computer player's
    pace, or a person's own later start, is not shown)."""

    kind: ClassVar[str] = "waiting"
    seats: tuple[int, ...]
    reason: str
    seconds_left: float | None = None
    seconds: float | None = None


@dataclass(frozen=True, slots=True)
class Takeover:
    """The computer plays ``seat`` for its person (托管) from now on, or no longer."""

    kind: ClassVar[str] = "takeover"
    seat: int
    on: bool


@dataclass(frozen=True, slots=True)
class TimedOut:
    """``seat``'s person ran out of time on a request asked for ``reason``: the request's
    default answered for it (a pass, the first choice, the fewest cards)."""

    kind: ClassVar[str] = "timed_out"
    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class Finished:
    """The game is over: result, title, winners, every seat's score and every seat's role
    (all are shown once the game is over; None: a mode without roles)."""

    kind: ClassVar[str] = "finished"
    result: str
    title: str
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    roles: tuple[str | None, ...] = ()


@dataclass(frozen=True, slots=True)
class RoomError:
    """A refusal: ``code`` (one of :data:`ROOM_CODES` or the engine's ``CODES``) and a
    message; the call changed nothing."""

    kind: ClassVar[str] = "error"
    code: str
    message: str


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """One seat as the room shows it to everyone: ``player`` is ``empty``, ``person`` or
    ``computer``; ``level`` the computer player's level."""

    seat: int
    player: str
    name: str
    level: str
    ready: bool
    connected: bool
    takeover: bool


@dataclass(frozen=True, slots=True)
class RoomState:
    """The room's seats and whether the game is under way (sent on every change)."""

    kind: ClassVar[str] = "room"
    mode: str
    seats: tuple[SeatInfo, ...]
    playing: bool


@dataclass(frozen=True, slots=True)
class Closed:
    """The room is closed (the server shuts down): why, in a word."""

    kind: ClassVar[str] = "closed"
    reason: str


Message = (
    Update
    | Snapshot
    | Ask
    | Waiting
    | Takeover
    | TimedOut
    | Finished
    | RoomError
    | RoomState
    | Closed
)


@dataclass(frozen=True, slots=True)
class Deliver:
    """Send ``message`` to the connection ``to``."""

    to: str
    message: Message
