"""The room's outbox objects as the protocol's messages, one to one by ``kind``.

A room says what happened in plain objects (:mod:`yxs_desktop.table.outbox`); the
websocket layer sends the protocol's structs (:mod:`yxs_desktop.protocol.messages`).
``room`` is built per receiver by the lobby (it names the host and whether the receiver
is it), and the room's ``closed`` is the protocol's ``bye``.
"""

from __future__ import annotations

from typing import Final

from yxs_desktop.engine.enums import Role
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.errors import CODES
from yxs_desktop.table import outbox

#: The protocol's code for each refusal code of the room or the engine that is not one of
#: the protocol's own (an engine's rule code not listed here is ``illegal``).
_CODES: Final[dict[str, str]] = {
    "not_started": "not_your_turn",  # nothing is asked before the game starts
    "started": "game_started",
    "not_a_person": "not_seated",
    "not_a_computer": "seat_taken",
    "unknown_level": "bad_field",
    "no_such_request": "stale_request",
    "not_asked": "not_your_turn",
    "engine_failed": "game_over",
    "not_pending": "stale_request",
    "no_request": "game_over",
    "bad_seat": "not_your_turn",
    "malformed": "bad_response",
}


def error_of(
    error: outbox.RoomError, answers: str | None = None, request: int | None = None
) -> wire.Error:
    """The protocol's ``error`` for a room's refusal of a client's ``answers`` message
    (the room's or engine's own code kept in ``engine_code`` when it is not the protocol's)."""
    code = error.code
    protocol_code = code if code in CODES else _CODES.get(code, "illegal")
    engine_code = None if protocol_code == code else code
    return wire.Error(protocol_code, error.message[:300], answers, request, engine_code)


def _ms(seconds: float | None) -> int | None:
    return None if seconds is None else round(seconds * 1000)


def protocol_message(message: outbox.Message, *, replay: bool) -> wire.Message:
    """The protocol's message for ``message`` (not ``room``: see :func:`room_message`).
    ``replay`` says whether the server keeps the game's replay (told with ``finished``)."""
    if isinstance(message, outbox.Update):
        events = tuple(wire.Numbered(n.seq, n.event) for n in message.events)
        return wire.Update(events, message.view, message.reach)
    if isinstance(message, outbox.Snapshot):
        return wire.Snapshot(message.seq, message.view, message.reach)
    if isinstance(message, outbox.Ask):
        return wire.Asked(message.request_id, message.request, _ms(message.seconds))
    if isinstance(message, outbox.Waiting):
        return wire.Waiting(
            message.seats, message.reason, _ms(message.seconds_left), _ms(message.seconds)
        )
    if isinstance(message, outbox.Takeover):
        return wire.TakeoverChanged(message.seat, message.on)
    if isinstance(message, outbox.TimedOut):
        return wire.TimedOut(message.seat, message.reason)
    if isinstance(message, outbox.Finished):
        roles = tuple(None if role is None else Role(role) for role in message.roles)
        return wire.Finished(
            message.result, message.title, message.winners, message.scores, replay, roles
        )
    if isinstance(message, outbox.RoomError):
        return error_of(message)
    if isinstance(message, outbox.Closed):
        return wire.Bye("shutdown", f"the room is closed: {message.reason}")
    raise TypeError(f"no protocol message for {message.kind}: the lobby builds it")


def seat_info(seat: outbox.SeatInfo) -> wire.SeatInfo:
    """One seat as the protocol's ``room`` shows it (a computer player is always ready)."""
    if seat.player == "computer":
        return wire.SeatInfo(seat.seat, "computer", None, True, True, False, seat.level)
    if seat.player == "person":
        return wire.SeatInfo(
            seat.seat, "person", seat.name, seat.ready, seat.connected, seat.takeover
        )
    return wire.SeatInfo(seat.seat, "empty")
