"""What ``yxs server admin`` and a server's admin socket say to each other: one JSON object
a line each way, a request (``command``: ``stats``, ``kick``, ``ban``, ``unban``,
``close-room``, ``say``) answered by one :class:`Reply`. docs/server.md, "The admin
command", shows them."""

from __future__ import annotations

from typing import Annotated, Any, Final

import msgspec

#: The longest request line the server reads (bytes); a longer one ends the connection.
MAX_REQUEST: Final = 16 * 1024
#: The longest text an operator sends players (``say``, and the reason of ``kick``,
#: ``ban`` and ``close-room``), in characters.
MAX_TEXT: Final = 300

#: One line of text a player is sent: no line breaks or other control characters.
_LINE = r"^[^\x00-\x1f\x7f]*$"
Text = Annotated[str, msgspec.Meta(max_length=MAX_TEXT, pattern=_LINE)]
Said = Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_TEXT, pattern=_LINE)]
Who = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]


class _Request(
    msgspec.Struct, frozen=True, tag_field="command", forbid_unknown_fields=True, omit_defaults=True
):
    """A request of the admin command."""


class Stats(_Request, frozen=True, tag="stats"):
    """The server's figures, its rooms and who is connected."""


class Kick(_Request, frozen=True, tag="kick"):
    """Send away every connection ``who`` names: a session id, a player's name, or an IP
    address or network; ``message`` is what they are told."""

    who: Who
    message: Text = ""


class Ban(_Request, frozen=True, tag="ban"):
    """Ban an IP address or network, or the addresses of the players named ``who``
    connected now, and send away every connection from them."""

    who: Who
    message: Text = ""


class Unban(_Request, frozen=True, tag="unban"):
    """Take an IP address or network off the ban list."""

    network: Who


class CloseRoom(_Request, frozen=True, tag="close-room"):
    """Close the room ``room``: everyone there is back in the lobby, told ``message``."""

    room: Who
    message: Text = ""


class Say(_Request, frozen=True, tag="say"):
    """Tell everyone connected ``text`` (the chat channel ``server``)."""

    text: Said


Request = Stats | Kick | Ban | Unban | CloseRoom | Say


class Reply(msgspec.Struct, frozen=True, omit_defaults=True):
    """The answer to one request: whether it was done, what was done in words, and for
    ``stats`` the figures."""

    ok: bool
    text: str
    stats: dict[str, Any] | None = None


_decoder: Final = msgspec.json.Decoder(Request)
_reply_decoder: Final = msgspec.json.Decoder(Reply)
_encoder: Final = msgspec.json.Encoder()


class AdminWireError(ValueError):
    """A line that is not a request (or a reply): the message says why, in one line."""


def encode(message: Request | Reply) -> bytes:
    """One line: the JSON of ``message`` and a newline."""
    return _encoder.encode(message) + b"\n"


def decode_request(line: bytes) -> Request:
    """The request of ``line`` (an :class:`AdminWireError` when it is not one)."""
    try:
        return _decoder.decode(line)
    except msgspec.DecodeError as error:
        raise AdminWireError(f"not a request: {error}") from None


def decode_reply(line: bytes) -> Reply:
    """The reply of ``line`` (an :class:`AdminWireError` when it is not one)."""
    try:
        return _reply_decoder.decode(line)
    except msgspec.DecodeError as error:
        raise AdminWireError(f"not a reply: {error}") from None
