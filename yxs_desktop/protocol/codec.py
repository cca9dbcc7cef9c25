"""Bytes and text to messages and back: :func:`decode_client` checks a client message
against every limit (docs/protocol.md, Limits) before and while it is parsed, and refuses
it with one :class:`ProtocolError`; :func:`encode` writes any message."""

from __future__ import annotations

import re
from typing import Final

import msgspec

from yxs_desktop.engine import MalformedResponse
from yxs_desktop.protocol.errors import ProtocolError
from yxs_desktop.protocol.limits import MAX_CLIENT_MESSAGE
from yxs_desktop.protocol.messages import (
    CLIENT_TYPES,
    ClientMessage,
    Error,
    GameAnswer,
    Message,
    ServerMessage,
)
from yxs_desktop.protocol.scan import scan

_CLIENT: Final = msgspec.json.Decoder(ClientMessage)
_SERVER: Final = msgspec.json.Decoder(ServerMessage)
_ENCODER: Final = msgspec.json.Encoder()


class _Probe(msgspec.Struct, gc=False):
    """What an error reply names of a message refused for its fields."""

    type: object = None
    id: object = None


_PROBE: Final = msgspec.json.Decoder(_Probe)


def decode_client(data: bytes | str, *, binary: bool = False) -> ClientMessage:
    """The client message ``data`` holds: a text frame (``str``, or its UTF-8 ``bytes``);
    ``binary`` says the frame was a binary one, which is refused. Anything wrong raises
    :class:`ProtocolError`, never another exception."""
    if binary:
        raise ProtocolError("binary_frame", "binary frames are not accepted: send text frames")
    raw = _utf8(data)
    text = raw.decode("utf-8") if isinstance(data, bytes) else data
    scan(text)
    try:
        message = _CLIENT.decode(raw)
    except msgspec.ValidationError as exc:
        raise _refusal(raw, exc) from None
    except msgspec.DecodeError as exc:
        raise ProtocolError("malformed_json", str(exc)) from None
    except RecursionError:  # scan() keeps this from happening; a last guard
        raise ProtocolError("too_deep", "the message is nested too deeply") from None
    if isinstance(message, GameAnswer):
        try:
            message.decoded()
        except MalformedResponse as exc:
            raise ProtocolError(
                "bad_response",
                exc.message,
                answers="answer",
                request=message.id,
                engine_code=exc.code,
            ) from None
    return message


def _utf8(data: bytes | str) -> bytes:
    """``data`` as UTF-8 bytes, its size and encoding checked."""
    if isinstance(data, str):
        if len(data) > MAX_CLIENT_MESSAGE:  # each character is at least a byte
            raise _too_large()
        try:
            raw = data.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise ProtocolError(
                "bad_utf8", f"character {exc.start} is a lone surrogate, not text"
            ) from None
    elif isinstance(data, bytes):
        raw = data
    else:
        raise ProtocolError("malformed_json", f"a message is text, not {type(data).__name__}")
    if len(raw) > MAX_CLIENT_MESSAGE:
        raise _too_large()
    if isinstance(data, bytes):
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ProtocolError("bad_utf8", f"byte {exc.start} is not valid UTF-8") from None
    return raw


def _too_large() -> ProtocolError:
    return ProtocolError("too_large", f"a message is at most {MAX_CLIENT_MESSAGE} bytes")


def _refusal(raw: bytes, exc: msgspec.ValidationError) -> ProtocolError:
    """The error for a message of valid JSON whose fields are wrong: an unknown or missing
    ``type`` (or no object at all) is ``unknown_type``, anything else ``bad_field``."""
    reason = _QUOTED.sub(_cut, str(exc))
    try:
        probe = _PROBE.decode(raw)
    except msgspec.DecodeError:  # not an object
        return ProtocolError("unknown_type", "a message is a JSON object with a type")
    kind = probe.type if isinstance(probe.type, str) and probe.type in CLIENT_TYPES else None
    if kind is None:
        return ProtocolError(
            "unknown_type", "the type is missing or unknown: " + ", ".join(CLIENT_TYPES)
        )
    return ProtocolError(
        "bad_field",
        f"{kind}: {reason}",
        answers=kind,
        request=probe.id if kind == "answer" and type(probe.id) is int else None,
    )


#: A value msgspec quotes in its message ('...'), which may be most of the input.
_QUOTED: Final = re.compile(r"'[^']{40,}'")


def _cut(match: re.Match[str]) -> str:
    return match.group()[:38] + "…'"


def decode_server(data: bytes | str) -> ServerMessage:
    """The server message ``data`` holds (for clients; a refusal raises ProtocolError)."""
    try:
        return _SERVER.decode(data)
    except msgspec.ValidationError as exc:
        raise ProtocolError("bad_field", str(exc)) from None
    except msgspec.DecodeError as exc:
        raise ProtocolError("malformed_json", str(exc)) from None
    except RecursionError:
        raise ProtocolError("too_deep", "the message is nested too deeply") from None
    except UnicodeEncodeError:
        raise ProtocolError("bad_utf8", "the text holds a lone surrogate") from None


def error_for(error: ProtocolError) -> Error:
    """The ``error`` message that tells a client of ``error``."""
    return Error(error.code, error.message, error.answers, error.request, error.engine_code)


def encode(message: Message) -> bytes:
    """The JSON of ``message`` (one text frame's UTF-8)."""
    return _ENCODER.encode(message)
