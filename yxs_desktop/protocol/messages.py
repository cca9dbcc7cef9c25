"""Every message of the protocol as a frozen msgspec struct, tagged by its ``type`` field.

Client messages (``ClientMessage``) forbid unknown fields and constrain every field (string
lengths, integer ranges, list lengths), so that decoding one validates it. Server messages
(``ServerMessage``) carry the engine's own structs (events, views, requests) as the
viewer may see them; a client must ignore fields it does not know. docs/protocol.md
describes each message with an example.
"""

from __future__ import annotations

import functools
import operator
from typing import TYPE_CHECKING, Annotated, Any, Final, Literal, TypeAlias

import msgspec

from yxs_desktop.engine import Event, Reach, Request, Response, SeatView, decode_response
from yxs_desktop.engine.enums import Role
from yxs_desktop.engine.subclasses import subclasses
from yxs_desktop.protocol.limits import (
    CHAT_LENGTH,
    DELAY_DEFAULT,
    DELAY_MAX,
    INT64_MAX,
    NAME_LENGTH,
    PASSWORD_LENGTH,
    SECONDS_DEFAULT,
    SECONDS_MAX,
    SECONDS_MIN,
)

# --------------------------------------------------------------------------- field types

Version = Annotated[int, msgspec.Meta(ge=1, le=1000)]
#: One line of text with something in it: no control characters, not only spaces.
_LINE: Final = r"^(?=.*\S)[^\x00-\x1f\x7f]*$"
Name = Annotated[str, msgspec.Meta(min_length=1, max_length=NAME_LENGTH, pattern=_LINE)]
#: A reconnection token: URL-safe base64 of 32 random bytes (43 characters) or longer.
Token = Annotated[str, msgspec.Meta(min_length=16, max_length=128, pattern="^[A-Za-z0-9_-]+$")]
RoomId = Annotated[str, msgspec.Meta(min_length=1, max_length=32, pattern="^[A-Za-z0-9_-]+$")]
Password = Annotated[str, msgspec.Meta(min_length=1, max_length=PASSWORD_LENGTH)]
Seat = Annotated[int, msgspec.Meta(ge=0, le=7)]
#: A sequence number of a viewer's stream (0: nothing received yet).
Seq = Annotated[int, msgspec.Meta(ge=0, le=INT64_MAX)]
RequestId = Annotated[int, msgspec.Meta(ge=1, le=INT64_MAX)]
Nonce = Annotated[int, msgspec.Meta(ge=0, le=INT64_MAX)]
Mode = Literal["identity5", "identity8", "identity5-simple", "3v3-casual", "3v3-competitive"]
Level = Literal["easy", "baseline", "strong", "expert", "random"]
Channel = Literal["room", "lobby"]
ChatText = Annotated[str, msgspec.Meta(min_length=1, max_length=CHAT_LENGTH, pattern=_LINE)]
Seconds = Annotated[int, msgspec.Meta(ge=SECONDS_MIN, le=SECONDS_MAX)]
Delay = Annotated[int, msgspec.Meta(ge=0, le=DELAY_MAX)]


def _concrete(base: type) -> tuple[type, ...]:
    """``base``'s public subclasses of this program's own modules, at any depth (the
    engine's events and requests are known only at run time: the content may add some;
    one defined elsewhere, as a test's, never joins the wire whatever is imported first),
    sorted by name."""
    found = [
        cls
        for cls in subclasses(base)
        if not cls.__name__.startswith("_") and cls.__module__.startswith("yxs_desktop.")
    ]
    return tuple(sorted(found, key=lambda cls: cls.__name__))


# Fields typed with these decode any event or request of the engine; for the type checker
# they are the base classes.
if TYPE_CHECKING:
    AnyEvent: TypeAlias = Event
    AnyRequest: TypeAlias = Request
else:
    AnyEvent = functools.reduce(operator.or_, _concrete(Event))
    AnyRequest = functools.reduce(operator.or_, _concrete(Request))


class Message(msgspec.Struct, frozen=True, tag_field="type", gc=False):
    """Base of every message: a JSON object whose ``type`` names it."""


class _ClientMessage(Message, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """Base of the messages a client sends."""


# ----------------------------------------------------------------- client -> server


class Hello(_ClientMessage, frozen=True, tag="hello"):
    """The first message: the protocol versions the client speaks (oldest, newest) and
    the player's name; ``token`` and ``last_seq`` to come back to a seat after a drop."""

    versions: tuple[Version, Version]
    name: Name
    token: Token | None = None
    last_seq: Seq | None = None

    def __post_init__(self) -> None:
        if self.versions[0] > self.versions[1]:
            raise ValueError("versions must be [oldest, newest]")


class ListRooms(_ClientMessage, frozen=True, tag="list_rooms"):
    """Ask for the lobby's list of rooms (answered by ``rooms``)."""


class CreateRoom(_ClientMessage, frozen=True, tag="create_room"):
    """Open a room (the sender is its host and joins it)."""

    mode: Mode
    seconds: Seconds = SECONDS_DEFAULT
    extra_choice: bool = False
    level: Level = "baseline"
    spectators: bool = True
    spectator_delay: Delay = DELAY_DEFAULT
    password: Password | None = None


class JoinRoom(_ClientMessage, frozen=True, tag="join_room"):
    """Enter a room as a player (then ``take_seat``)."""

    room: RoomId
    password: Password | None = None


class Spectate(_ClientMessage, frozen=True, tag="spectate"):
    """Watch a room that allows spectators."""

    room: RoomId
    password: Password | None = None


class LeaveRoom(_ClientMessage, frozen=True, tag="leave_room"):
    """Leave the room (a seat in a running game is played by the computer)."""


class TakeSeat(_ClientMessage, frozen=True, tag="take_seat"):
    """Sit on an empty seat of the room (before the game starts)."""

    seat: Seat


class Kick(_ClientMessage, frozen=True, tag="kick"):
    """The host removes the person at ``seat`` from the room (before the game starts):
    they are sent ``kicked`` and may not come back into the room."""

    seat: Seat


class AddComputer(_ClientMessage, frozen=True, tag="add_computer"):
    """Put a computer player on an empty seat (the host only), of ``level`` (None: the
    room's level, its settings' ``level``)."""

    seat: Seat
    level: Level | None = None


class RemoveComputer(_ClientMessage, frozen=True, tag="remove_computer"):
    """Take a computer player off its seat (the host only)."""

    seat: Seat


class Ready(_ClientMessage, frozen=True, tag="ready"):
    """Say the seated player is ready (or not any more)."""

    ready: bool


class Start(_ClientMessage, frozen=True, tag="start"):
    """Start the game (the host only; every seat taken and ready)."""


class GameAnswer(_ClientMessage, frozen=True, tag="answer"):
    """Answer the request ``id`` with the engine ``response`` (raw JSON, decoded and checked
    by the engine's own decoder: :meth:`decoded`)."""

    id: RequestId
    response: msgspec.Raw

    def decoded(self) -> Response:
        """The engine response (``MalformedResponse`` if it is not one)."""
        return decode_response(memoryview(self.response))


class SetTakeover(_ClientMessage, frozen=True, tag="takeover"):
    """Let the computer play the sender's seat (托管) or take it back."""

    on: bool


class Chat(_ClientMessage, frozen=True, tag="chat"):
    """Say something in the room or the lobby."""

    channel: Channel
    text: ChatText


class GetReplay(_ClientMessage, frozen=True, tag="get_replay"):
    """Ask for the replay of the game the sender played in (the room it is in, else the
    one it last left after playing there), once that game has ended (answered by
    ``replay``)."""


class Ping(_ClientMessage, frozen=True, tag="ping"):
    """Ask for a ``pong`` (carrying the same ``nonce``)."""

    nonce: Nonce = 0


ClientMessage = (
    Hello
    | ListRooms
    | CreateRoom
    | JoinRoom
    | Spectate
    | LeaveRoom
    | TakeSeat
    | Kick
    | AddComputer
    | RemoveComputer
    | Ready
    | Start
    | GameAnswer
    | SetTakeover
    | Chat
    | GetReplay
    | Ping
)

# ----------------------------------------------------------------- server -> client


class Welcome(Message, frozen=True, tag="welcome"):
    """The handshake accepted: the version chosen, the connection's session id, and the
    seat's token again when the hello came back to a seat; ``resumed``: that seat's game
    was under way when the server stopped, and goes on since it started again."""

    version: int
    session: str
    token: str | None = None
    resumed: bool = False


class Refused(Message, frozen=True, tag="refused"):
    """The handshake refused (the connection closes): why, and the versions the server
    speaks (oldest, newest)."""

    code: str
    message: str
    versions: tuple[int, int]


class Error(Message, frozen=True, tag="error"):
    """A message was refused and changed nothing: ``answers`` is its type (when it was read
    that far), ``request`` the request id of a refused answer, ``engine_code`` the
    engine's own code for a refused answer when it says more than ``code`` (an illegal
    answer's reason, ``no_such_request``, ``not_asked``, ``malformed``...)."""

    code: str
    message: str
    answers: str | None = None
    request: int | None = None
    engine_code: str | None = None


class RoomInfo(msgspec.Struct, frozen=True, gc=False):
    """A room as the lobby lists it."""

    id: str
    mode: str
    taken: int
    seats: int
    state: Literal["waiting", "playing", "finished"]
    spectators: bool
    password: bool


class Rooms(Message, frozen=True, tag="rooms"):
    """The lobby's rooms."""

    rooms: tuple[RoomInfo, ...]


class Settings(msgspec.Struct, frozen=True, gc=False):
    """A room's settings (``password``: whether it has one)."""

    mode: str
    seconds: int
    extra_choice: bool
    level: str
    spectators: bool
    spectator_delay: int
    password: bool


class SeatInfo(msgspec.Struct, frozen=True, gc=False):
    """One seat of a room: who sits there and how it stands."""

    seat: int
    kind: Literal["person", "computer", "empty"]
    name: str | None = None
    ready: bool = False
    connected: bool = False
    takeover: bool = False
    level: str | None = None  # a computer player's level


class Room(Message, frozen=True, tag="room"):
    """The room the client is in, whenever anything of it changes."""

    id: str
    host: str  # the host's name
    you_host: bool  # whether the client receiving this is the host
    settings: Settings
    seats: tuple[SeatInfo, ...]
    spectators: int
    state: Literal["waiting", "playing", "finished"]


class Seated(Message, frozen=True, tag="seated"):
    """The client sits on ``seat``; ``token`` brings it back there after a drop."""

    seat: int
    token: str


class Numbered(msgspec.Struct, frozen=True, gc=False):
    """One event of a viewer's stream with its sequence number there."""

    seq: int
    event: AnyEvent


class Update(Message, frozen=True, tag="update"):
    """New events as this viewer may see them (numbered in its stream), then its view after
    them and, for a seat, its distances and attack range (``reach``)."""

    events: tuple[Numbered, ...]
    view: SeatView
    reach: Reach | None = None


class Snapshot(Message, frozen=True, tag="snapshot"):
    """The viewer's whole view now, standing at ``seq`` of its stream (after a reconnect
    when the events it missed are gone)."""

    seq: int
    view: SeatView
    reach: Reach | None = None


class Asked(Message, frozen=True, tag="request"):
    """The seat is asked ``request`` (as it may see it; its ``id`` is what the answer
    names); ``ms_left`` is the time left before its default answer, in milliseconds."""

    id: int
    request: AnyRequest
    ms_left: int | None


class Waiting(Message, frozen=True, tag="waiting"):
    """Others are asked: which seats this viewer may see asked, and why; ``ms_left`` and
    ``ms_limit`` are the request's clock as everyone sees it, in milliseconds (what is
    left of its time limit, and the whole limit; None: no limit)."""

    seats: tuple[int, ...]
    reason: str
    ms_left: int | None = None
    ms_limit: int | None = None


class TakeoverChanged(Message, frozen=True, tag="takeover"):
    """The computer plays ``seat`` now (``on``) or no longer."""

    seat: int
    on: bool


class TimedOut(Message, frozen=True, tag="timed_out"):
    """``seat``'s player ran out of time on a request asked for ``reason``: the request's
    default answered for it."""

    seat: int
    reason: str


class Finished(Message, frozen=True, tag="finished"):
    """The game is over: the result, its title key, the winners, every seat's score,
    whether this client may download the replay, and every seat's role (each is shown
    once the game is over; null: a mode without roles)."""

    result: str
    title: str
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    replay: bool
    roles: tuple[Role | None, ...] = ()


class ReplayFile(Message, frozen=True, tag="replay"):
    """The game's replay file (docs/replay-format.md: gzip-compressed JSON lines): its
    ``name`` and its bytes, base64-encoded (``data``): the whole game, every seat's cards
    (it is sent only once the game is over); a client may name its seat in the header's
    ``own`` before it keeps the file."""

    name: str
    data: str


class ChatLine(Message, frozen=True, tag="chat"):
    """Someone said something (``seat`` None: not seated, or in the lobby); on the channel
    ``server`` the server's operator speaks to everyone (``name`` empty)."""

    channel: str
    name: str
    text: str
    seat: int | None = None


class Pong(Message, frozen=True, tag="pong"):
    """The answer to ``ping``."""

    nonce: int = 0


class Bye(Message, frozen=True, tag="bye"):
    """The server closes the connection, and why."""

    reason: Literal["shutdown", "restart", "replaced", "limits", "kicked"]
    message: str


class Kicked(Message, frozen=True, tag="kicked"):
    """This client is out of ``room`` and in the lobby: the room's host removed it (``by``
    ``host``: it may not come back into that room), or the server's operator closed the
    room (``by`` ``server``: ``message`` says why; a game under way there ended without a
    result)."""

    room: str
    by: Literal["host", "server"] = "host"
    message: str = ""


class Redirect(Message, frozen=True, tag="redirect"):
    """Another process of this server holds what the client asked for (version 3): it
    connects to ``url`` and asks again there, saying ``hello`` (with the seat's token, if
    that was the ask) and then, for ``room``, ``join_room`` or ``spectate`` as it did.
    The server closes this connection."""

    url: str
    room: str | None = None


ServerMessage = (
    Welcome
    | Refused
    | Error
    | Rooms
    | Room
    | Seated
    | Update
    | Snapshot
    | Asked
    | Waiting
    | TakeoverChanged
    | TimedOut
    | Finished
    | ReplayFile
    | ChatLine
    | Pong
    | Bye
    | Kicked
    | Redirect
)


def _tags(union: Any) -> tuple[str, ...]:
    return tuple(cls.__struct_config__.tag for cls in union.__args__)


#: The type tags of the client's and of the server's messages.
CLIENT_TYPES: Final = _tags(ClientMessage)
SERVER_TYPES: Final = _tags(ServerMessage)
