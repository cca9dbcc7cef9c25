"""Random client messages thrown at a live room through the hub, from the room's seated
players, a spectator and a client in the lobby: random messages of every protocol type
with random field values, random JSON and random bytes, between good answers. Nothing
raises out of the hub, a refused message (an ``error`` to its sender) changes nothing
and reaches nobody else, every message sent passes the leak oracle, and the game still
ends when the persons still seated play it out. (tests/server/test_room_property.py does
the same for the room's calls alone.)"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.server.hub_games import BIG_SEED, GameSpec, HubGame
from tests.server.oracle import OracleHub, RecordingConnection
from tests.server.wsclient import MACHINE_SPEED
from yxs_desktop.protocol import encode
from yxs_desktop.protocol import messages as wire

MODES = ("identity5", "3v3-casual", "identity5-simple")
CARD = st.integers(-1, 110)
SEAT = st.one_of(st.integers(-2, 9), st.sampled_from(["1", None, 1.5, True]))
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**65), 2**65) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)
RESPONSES = st.one_of(
    st.just({"type": "Pass"}),
    st.builds(
        lambda cards, kind, targets: {
            "type": "Use",
            "cards": cards,
            "kind": kind,
            "skill": None,
            "targets": targets,
        },
        st.lists(CARD, max_size=3),
        st.sampled_from(["strike", "dodge", "peach", "duel", "wine", "nothing"]),
        st.lists(st.integers(-1, 8), max_size=2),
    ),
    st.builds(lambda index: {"type": "Choice", "index": index}, st.integers(-2, 10)),
    st.builds(lambda ids: {"type": "Cards", "ids": ids}, st.lists(CARD, max_size=3)),
    st.builds(
        lambda seats: {"type": "Seats", "seats": seats}, st.lists(st.integers(-1, 8), max_size=3)
    ),
    st.builds(lambda yes: {"type": "Answer", "yes": yes}, st.booleans()),
    JSON,
)


def messages(room: str, pending: int) -> st.SearchStrategy[dict[str, Any]]:
    """Messages of every client type, their fields drawn at random (most of the wrong
    value for the moment, some of the wrong type, some with a field too many)."""
    now = st.just(pending)
    near = st.integers(max(1, pending - 3), pending + 3)
    ids = st.one_of(now, now, now, near, st.sampled_from([0, -1, "3", 2**63]))
    rooms = st.sampled_from([room, "r99", "", "x" * 40, 7])
    kinds: dict[str, dict[str, st.SearchStrategy[Any]]] = {
        "hello": {
            "versions": st.sampled_from([[2, 2], [1, 1], [3, 4], [1], "1"]),
            "name": st.text(max_size=5),
        },
        "list_rooms": {},
        "create_room": {"mode": st.sampled_from(["identity5", "3v3-casual", "chess"])},
        "join_room": {"room": rooms},
        "spectate": {"room": rooms},
        "leave_room": {},
        "take_seat": {"seat": SEAT},
        "add_computer": {"seat": SEAT},
        "remove_computer": {"seat": SEAT},
        "ready": {"ready": st.one_of(st.booleans(), st.just(1))},
        "start": {},
        "answer": {"id": ids, "response": RESPONSES},
        "takeover": {"on": st.one_of(st.booleans(), st.just("on"))},
        "chat": {
            "channel": st.sampled_from(["room", "lobby", "team"]),
            "text": st.text(max_size=12),
        },
        "ping": {"nonce": st.one_of(st.integers(-1, 100), st.just(2**64))},
    }

    def one(kind: str) -> st.SearchStrategy[dict[str, Any]]:
        fields = st.fixed_dictionaries({"type": st.just(kind), **kinds[kind]})
        extra = st.dictionaries(st.sampled_from(["seat", "token", "zzz"]), JSON, max_size=1)
        none: st.SearchStrategy[dict[str, Any]] = st.just({})
        return st.builds(lambda a, b: a | b, fields, st.one_of(none, none, none, extra))

    # answers are what a room decides most about: drawn as often as the others together
    return st.sampled_from([*sorted(kinds), *["answer"] * len(kinds)]).flatmap(one)


def state(hub: OracleHub) -> object:
    """The lobby and its rooms as far as a refused message must leave them as they were."""
    lobby = hub.lobby
    rooms = []
    for entry in lobby.rooms.values():
        room, game = entry.room, entry.room.game
        played = None
        if game is not None:
            pending = encode(game.pending) if game.pending is not None else None
            played = (len(game.events), len(game.responses), pending, game.waiting_for())
        rooms.append(
            (
                entry.id,
                room.state(),
                dict(entry.players),
                dict(entry.spectators),
                entry.host,
                played,
            )
        )
    return rooms, dict(lobby.where), len(hub.connections)


async def scenario(data: st.DataObject) -> None:
    mode = data.draw(st.sampled_from(MODES), label="mode")
    number = data.draw(st.integers(0, 50), label="game")
    hub = OracleHub(10, 100, None, min_window=0.0)
    game = HubGame(hub, GameSpec(mode, BIG_SEED + number, (0, 2), 1), number)
    room = game.entry.room
    outsider = RecordingConnection(hub, MACHINE_SPEED)
    assert hub.admit(outsider)
    outsider.say("hello", versions=[2, 2], name="路人")
    senders = [p.connection for p in game.persons] + [game.watcher, outsider]
    everyone = [*senders]
    for _ in range(data.draw(st.integers(1, 40), label="messages")):
        if not room.playing:
            break
        pending = room.game.pending.id if room.game and room.game.pending else 1
        if data.draw(st.booleans(), label="a good answer first"):
            for person in game.persons:
                person.act()
        sender = data.draw(st.sampled_from(senders), label="sender")
        shaped = messages(game.room_id, pending).map(lambda m: json.dumps(m).encode())
        frame = data.draw(
            st.one_of(
                shaped,
                shaped,
                shaped,
                shaped,
                JSON.map(lambda value: json.dumps(value).encode()),
                st.binary(max_size=40),
            ),
            label="frame",
        )
        before, counts = state(hub), [c.messages for c in everyone]
        mine = sender.messages
        sender.frame(frame)  # nothing may raise out of the hub
        got = sender.inbox[len(sender.inbox) - (sender.messages - mine) :]
        if any(isinstance(m, wire.Error) for m in got):
            assert len(got) == 1, got
            assert [c.messages for c in everyone] == [
                n + (c is sender) for n, c in zip(counts, everyone, strict=True)
            ], f"a refused {frame[:80]!r} reached others"
            assert state(hub) == before, f"a refused {frame[:80]!r} changed something"
        for person in game.persons:
            person.read()
    # the persons still seated play it out (the others' seats are the computer's)
    for _ in range(20_000):
        if not room.playing:
            break
        if not any([person.act() for person in game.persons]):
            hub.dispatch(hub.lobby.tick(game.room_id))
            await asyncio.sleep(0)
    assert room.finished is not None, "the game did not end"
    assert room.game is not None and room.game.fault is None


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_messages_at_a_live_room_never_raise_a_refusal_changes_nothing_and_it_ends(
    data: st.DataObject,
) -> None:
    asyncio.run(scenario(data))
