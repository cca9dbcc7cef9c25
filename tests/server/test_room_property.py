"""Random calls thrown at a live room: whatever arrives (answers with random seats, ids and
bytes, time passing, drops and returns, 托管 switched, spectators coming and going), no
call raises, a refusal changes nothing, and the game still plays to its end."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.server.table import Table, connection
from yxs_desktop.engine import CODES, Choice, Pass, encode
from yxs_desktop.table.outbox import ROOM_CODES, RoomError, Snapshot, Update
from yxs_desktop.table.room import Result
from yxs_desktop.table.settings import RoomSettings

PERSONS = (0, 2, 3)
SEATS: list[Any] = [-1, 0, 1, 2, 3, 4, 5, True, "2", None, 1.0]
ODD_IDS: list[Any] = [None, "1", 2.5, 10**20, -(10**20), True]
ANSWERS = [
    encode(Pass()),
    encode(Choice(0)),
    encode(Choice(99)),
    b'{"type":"Use","cards":[1,2,3],"kind":"strike","targets":[4]}',
    b'{"type":"Cards","cards":[0]}',
    b'{"type":"Pass","extra":' + b"[" * 200 + b"]" * 200 + b"}",
    b"\x00\xff",
    b"",
]

ACTIONS = [
    "answer",
    "good",
    "tick",
    "drop",
    "back",
    "back_claiming",
    "takeover",
    "spectate",
    "leave",
]


def seen(table: Table, seat: int) -> int:
    """The last sequence number the seat's client stands at (what it reconnects with)."""
    at = 0
    for message in table.received[connection(seat)]:
        if isinstance(message, Snapshot):
            at = message.seq
        elif isinstance(message, Update):
            at = max(at, message.last)
    return at


def outcome(table: Table, call: Callable[..., Result], *args: Any) -> None:
    """Make ``call(*args)``, a call of the room: a refusal names a known code and changes
    nothing; anything else is received."""
    before = table.game_state()
    result = call(*args)
    if isinstance(result, RoomError):
        assert result.code in ROOM_CODES or result.code in CODES, result
        assert table.game_state() == before, result
    else:
        table.take(result)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_calls_never_raise_out_of_the_room_and_never_break_the_game(
    data: st.DataObject,
) -> None:
    seed = data.draw(st.integers(0, 40), label="seed")
    mode = data.draw(st.sampled_from(["identity5", "3v3-casual"]), label="mode")
    table = Table(
        mode,
        seed=seed,
        persons=PERSONS,
        settings=RoomSettings(min_window=1.0, keep_updates=8, spectator_delay=1),
    ).start()
    room = table.room
    for _ in range(data.draw(st.integers(1, 60), label="calls")):
        if not room.playing:
            break
        action = data.draw(st.sampled_from(ACTIONS))
        seat = data.draw(st.sampled_from(PERSONS))
        pending = table.game.pending.id
        if action == "answer":
            who = data.draw(st.sampled_from(SEATS))
            request_id = data.draw(
                st.one_of(st.integers(pending - 3, pending + 3), st.sampled_from(ODD_IDS))
            )
            answer = data.draw(st.one_of(st.sampled_from(ANSWERS), st.binary(max_size=40)))
            outcome(table, room.answer, who, request_id, answer)
        elif action == "good":
            ask = table.open_ask(seat)
            if ask is not None:
                try:
                    chosen = encode(table.decide(seat, ask))
                except Exception:  # the scripted player on a view it no longer gets
                    chosen = encode(Pass())
                outcome(table, room.answer, seat, ask.request_id, chosen)
        elif action == "tick":
            table.clock.now += data.draw(st.floats(0, 20, allow_nan=False))
            outcome(table, room.tick)
        elif action == "drop":
            outcome(table, room.disconnect, seat)
        elif action == "back":  # with the last number it saw
            outcome(table, room.reconnect, seat, connection(seat), seen(table, seat))
        elif action == "back_claiming":  # with less than it saw, or a number never given
            at = seen(table, seat)
            claimed = data.draw(st.one_of(st.integers(-3, at), st.integers(10**6, 10**7)))
            outcome(table, room.reconnect, seat, connection(seat), claimed)
        elif action == "takeover":
            on = data.draw(st.booleans())
            outcome(table, room.set_takeover, seat, on)
        elif action == "spectate":
            outcome(table, room.add_spectator, f"spectator-{seat}")
        else:
            outcome(table, room.remove_spectator, f"spectator-{seat}")
    # the game is not broken: with every person's seat given to the computer, it ends
    for seat in PERSONS:
        if room.playing:
            outcome(table, room.set_takeover, seat, True)
    while room.playing:
        deadline = room.next_deadline()
        assert deadline is not None, "the room waits for nothing but is not over"
        table.clock.now = max(table.clock.now, deadline)
        table.take(room.tick())
    assert room.finished is not None and table.game.fault is None
    for seat in PERSONS:  # no update leaves a gap after what the client stands at
        at = 0
        for message in table.received[connection(seat)]:
            if isinstance(message, Snapshot):
                at = message.seq
            elif isinstance(message, Update):
                assert message.first <= at + 1, f"seat {seat} misses {at + 1}"
                at = max(at, message.last)
