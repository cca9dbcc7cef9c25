"""Hostile input at a live server, over real websockets, while a game is under way: each
message is refused with its code and changes nothing — the game's events and pending
request stay as they were and the other clients receive nothing (their next message is
the answer to their own ping) — and the room goes on to the end of the game.

The codec's own refusals are tested in tests/protocol/test_hostile_input.py, a flood in
test_websocket_limits.py; here is what only the server decides (whose turn, which
request, what the rules allow, what the room allows once the game is on), with a few of
the codec's refusals aimed at the game (inside answers)."""

from __future__ import annotations

import asyncio
import itertools
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import msgspec
import pytest
import pytest_asyncio

from tests.server.wsclient import WAIT, Client, running
from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.engine import Game
from yxs_desktop.engine.requests import ChooseHero, PlayPhase
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.limits import MAX_CLIENT_MESSAGE, MAX_DEPTH
from yxs_desktop.server.app import MAX_FRAME, Server

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(120)]

#: The simple table of docs/protocol.md: seed 5 makes seat 0 the lord, whose first play
#: phase (request 3) holds two 杀 (cards 40 and 8) with seats 1 and 4 in range.
MODE, SEED = "identity5-simple", 5
_nonces = itertools.count(1)


@dataclass
class Live:
    """A game under way: the lord's person (``lord``, seat 0), a person at seat 1 playing
    in the background (``other``), a live spectator, a client in the lobby."""

    server: Server
    lord: Client
    other: Client
    watcher: Client
    lobby: Client
    playing: asyncio.Task[wire.ServerMessage]

    @property
    def game(self) -> Game:
        (entry,) = self.server.hub.lobby.rooms.values()
        assert entry.room.game is not None
        return entry.room.game

    def state(self) -> tuple[int, int | None]:
        game = self.game
        return len(game.events), game.pending.id if game.pending is not None else None

    async def quiet(self) -> None:
        """Each other client's next message is the pong to its own ping: nothing reached it
        in between."""
        for client in (self.watcher, self.lobby):
            nonce = next(_nonces)
            await client.send("ping", nonce=nonce)
            assert await client.recv() == wire.Pong(nonce)
        # the other player reads in its own task: what it got since is the pong alone
        start = len(self.other.received)
        nonce = next(_nonces)
        await self.other.send("ping", nonce=nonce)
        async with asyncio.timeout(WAIT):
            while wire.Pong(nonce) not in self.other.received[start:]:
                await asyncio.sleep(0.005)
        assert self.other.received[start:] == [wire.Pong(nonce)]


async def open_game(server: Server) -> Live:
    lord = await Client.hello(server.port, "宋江")
    await lord.send("create_room", mode=MODE, seconds=60, spectator_delay=0)
    room = await lord.expect(wire.Room)
    other = await Client.hello(server.port, "吴用")
    await other.send("join_room", room=room.id)
    for seat, client in enumerate((lord, other)):
        await client.send("take_seat", seat=seat)
        await client.expect(wire.Seated)
        await client.send("ready", ready=True)
        client.player = BaselineAgent(seat, 5, 7 + seat)
    for seat in (2, 3, 4):
        await lord.send("add_computer", seat=seat)
    async with asyncio.timeout(WAIT):
        while not all(s.kind != "empty" and s.ready for s in (await lord.expect(wire.Room)).seats):
            pass
    watcher = await Client.hello(server.port, "观众")
    await watcher.send("spectate", room=room.id)
    await watcher.expect(wire.Room)
    lobby = await Client.hello(server.port, "路人")
    server.hub.lobby.rooms[room.id].room.seed = SEED
    await lord.send("start")
    playing = asyncio.create_task(other.play())
    # the lobby's list says the game began (sent a moment after the change, coalesced):
    # from here on nothing the hostile messages do may reach the lobby
    async with asyncio.timeout(WAIT):
        while not any(r.state == "playing" for r in (await lobby.expect(wire.Rooms)).rooms):
            pass
    return Live(server, lord, other, watcher, lobby, playing)


@pytest_asyncio.fixture
async def live(tmp_path: Path) -> AsyncIterator[Live]:
    async with running(tmp_path) as server:
        game = await open_game(server)
        yield game
        game.playing.cancel()
        for client in (game.lord, game.other, game.watcher, game.lobby):
            await client.socket.close()  # one that read nothing would hold the shutdown


async def settle(live: Live) -> None:
    """Read what the spectator and the lobby client were sent so far (up to the pong to a
    ping of their own)."""
    for client in (live.watcher, live.lobby):
        nonce = next(_nonces)
        await client.send("ping", nonce=nonce)
        await client.expect(wire.Pong)


async def refused(live: Live, sender: Client, frame: str | bytes, code: str) -> wire.Error:
    """``sender`` sends ``frame``: it gets an ``error`` of ``code`` and nothing changes."""
    before = live.state()
    errors = len(sender.errors)
    await sender.raw(frame)
    if sender is live.other:  # it reads in its own task
        async with asyncio.timeout(WAIT):
            while len(sender.errors) == errors:
                await asyncio.sleep(0.005)
        error = sender.errors[errors]
    else:
        error = await sender.expect(wire.Error)
    assert error.code == code, (error, frame[:200])
    await live.quiet()
    assert live.state() == before, frame[:200]
    return error


def answer(request: int | str, response: object, **extra: object) -> str:
    return json.dumps({"type": "answer", "id": request, "response": response, **extra})


def use(cards: list[int], targets: list[int], kind: str = "strike") -> dict[str, object]:
    return {"type": "Use", "cards": cards, "kind": kind, "skill": None, "targets": targets}


def nested(depth: int) -> object:
    value: object = []
    for _ in range(depth - 1):
        value = [value]
    return value


#: At the lord's hero choice (request 1): a hero not offered, or not a hero at all.
HERO_CASES = {
    "a hero not offered": (answer(1, {"type": "Choice", "index": 5}), "illegal"),
    "a hero index below the offer": (answer(1, {"type": "Choice", "index": -1}), "illegal"),
    "cards for a hero choice": (answer(1, {"type": "Cards", "ids": [40]}), "illegal"),
    "a pass for a hero choice": (answer(1, {"type": "Pass"}), "illegal"),
    "the next request, not made yet": (answer(2, {"type": "Choice", "index": 0}), "stale_request"),
}

#: At the lord's first play phase (request 3), sent by the lord.
PLAY_CASES = {
    "a 杀 of a card not in hand": (answer(3, use([0], [1])), "illegal"),
    "a 杀 of a card in another's hand": (answer(3, use([25], [1])), "illegal"),
    "a 杀 on a seat out of range": (answer(3, use([40], [2])), "illegal"),
    "a 杀 on oneself": (answer(3, use([40], [0])), "illegal"),
    "a 杀 on a seat that does not exist": (answer(3, use([40], [9])), "illegal"),
    "two cards for one 杀": (answer(3, use([40, 8], [1])), "illegal"),
    "a 杀 card used as something else": (answer(3, use([40], [1], "duel")), "illegal"),
    "a skill the hero does not have": (
        answer(3, {"type": "Use", "cards": [], "kind": None, "skill": "gongxin", "targets": [1]}),
        "illegal",
    ),
    "an answer of the wrong kind": (answer(3, {"type": "Answer", "yes": True}), "illegal"),
    "a request answered before": (answer(1, {"type": "Choice", "index": 4}), "already_answered"),
    "a request of another seat": (answer(2, {"type": "Choice", "index": 0}), "stale_request"),
    "a request id far ahead": (answer(10**6, {"type": "Pass"}), "stale_request"),
    "a request id of 0": (answer(0, {"type": "Pass"}), "bad_field"),
    "a request id as text": (answer("3", {"type": "Pass"}), "bad_field"),
    "a request id too large for 64 bits": (
        '{"type": "answer", "id": 99999999999999999999, "response": {"type": "Pass"}}',
        "number_out_of_range",
    ),
    "a card id too large for 64 bits": (
        answer(3, use([40], [1])).replace("[40]", "[-99999999999999999999]"),
        "number_out_of_range",
    ),
    "a card id as text": (answer(3, use(["40"], [1])), "bad_response"),  # type: ignore[list-item]
    "a response that is no engine response": (answer(3, {"type": "Nuke"}), "bad_response"),
    "a response that is not an object": (answer(3, [1, 2]), "bad_response"),
    "a response nested too deep": (answer(3, nested(MAX_DEPTH)), "too_deep"),
    "an answer over the size limit": (
        answer(3, use([40], [1]), pad="x" * MAX_CLIENT_MESSAGE),
        "too_large",
    ),
    "an answer cut short": (answer(3, use([40], [1]))[:-5], "malformed_json"),
    "an answer with NaN": (answer(3, use([40], [1])).replace("[1]", "[NaN]"), "malformed_json"),
    "an answer naming its id twice": (
        '{"type": "answer", "id": 3, "id": 4, "response": {"type": "Pass"}}',
        "duplicate_key",
    ),
    "an answer carrying a token": (answer(3, {"type": "Pass"}, token="x" * 43), "bad_field"),
    "an answer carrying a seat": (answer(3, {"type": "Pass"}, seat=1), "bad_field"),
    "an answer with a lone surrogate": (
        answer(3, use([40], [1])).replace('"strike"', '"\\ud800"'),
        "bad_utf8",
    ),
    "taking a seat once the game is on": ('{"type": "take_seat", "seat": 2}', "game_started"),
    "adding a computer once the game is on": (
        '{"type": "add_computer", "seat": 2}',
        "game_started",
    ),
    "removing a computer once the game is on": (
        '{"type": "remove_computer", "seat": 2}',
        "game_started",
    ),
    "starting the game again": ('{"type": "start"}', "game_started"),
    "readiness once the game is on": ('{"type": "ready", "ready": false}', "game_started"),
    "opening a room from a room": (
        '{"type": "create_room", "mode": "identity5"}',
        "already_in_room",
    ),
    "lobby chat from a room": (
        '{"type": "chat", "channel": "lobby", "text": "hi"}',
        "already_in_room",
    ),
    "takeover with a word for a bool": ('{"type": "takeover", "on": "yes"}', "bad_field"),
    "a second hello": ('{"type": "hello", "versions": [2, 2], "name": "宋江"}', "already_hello"),
}

#: At the same moment, sent by the others.
OTHERS_CASES = {
    "the other player answers the lord's request": (
        "other",
        answer(3, use([40], [1])),
        "not_your_turn",
    ),
    "the other player passes for the lord": ("other", answer(3, {"type": "Pass"}), "not_your_turn"),
    "the spectator answers": ("watcher", answer(3, {"type": "Pass"}), "spectator"),
    "the spectator takes a seat": ("watcher", '{"type": "take_seat", "seat": 0}', "spectator"),
    "the spectator turns 托管 on": ("watcher", '{"type": "takeover", "on": true}', "spectator"),
    "the lobby client answers": ("lobby", answer(3, {"type": "Pass"}), "not_in_room"),
    "the lobby client joins the game under way": (
        "lobby",
        '{"type": "join_room", "room": "{room}"}',
        "game_started",
    ),
    "the lobby client joins no room": (
        "lobby",
        '{"type": "join_room", "room": "r99"}',
        "no_such_room",
    ),
}


async def until_asked(client: Client, kind: type) -> wire.Asked:
    async with asyncio.timeout(WAIT):
        while True:
            asked = await client.expect(wire.Asked)
            if isinstance(asked.request, kind):
                return asked


async def test_hostile_messages_during_a_game_are_refused_with_their_codes_and_change_nothing(
    live: Live,
) -> None:
    lord = live.lord
    chosen = await until_asked(lord, ChooseHero)
    assert chosen.id == 1
    await settle(live)
    for name, (frame, code) in HERO_CASES.items():
        error = await refused(live, lord, frame, code)
        assert error.answers == "answer", name
    await lord.send("answer", id=1, response={"type": "Choice", "index": 4})
    asked = await until_asked(lord, PlayPhase)
    assert asked.id == 3 and asked.request.seats == (0,)
    strikes = next(o for o in asked.request.options[0] if o.kind == "strike")
    assert strikes.cards == (40, 8) and strikes.targets == (1, 4)
    assert 25 in {card.id for card in live.game.players[1].hand}
    await settle(live)
    for name, (frame, code) in PLAY_CASES.items():
        error = await refused(live, lord, frame, code)
        if code == "illegal":
            assert error.request == 3 and error.engine_code, name
    senders = {"other": live.other, "watcher": live.watcher, "lobby": live.lobby}
    for name, (who, frame, code) in OTHERS_CASES.items():
        room = next(iter(live.server.hub.lobby.rooms))
        await refused(live, senders[who], frame.replace("{room}", room), code)
        assert name

    # a 杀, then the same answer again, then a second 杀 over the turn's limit
    await lord.send("answer", id=3, response=use([40], [1]))
    again = await until_asked(lord, PlayPhase)
    assert all(o.kind != "strike" for o in again.request.options[0])
    await settle(live)
    for frame, code in (
        (answer(3, use([40], [1])), "already_answered"),
        (answer(again.id, use([8], [1])), "illegal"),
        (answer(again.id, use([8], [4])), "illegal"),
    ):
        error = await refused(live, lord, frame, code)
    assert error.engine_code == "not_an_option"

    # the room goes on: the game is played to its end, and then nothing is asked
    assert isinstance(await lord.play(pending=again), wire.Finished)
    assert isinstance(await live.playing, wire.Finished)
    await live.watcher.expect(wire.Finished)
    for frame, code in (
        (answer(again.id + 1, {"type": "Pass"}), "game_over"),
        ('{"type": "takeover", "on": true}', "game_over"),
    ):
        await lord.raw(frame)
        assert (await lord.expect(wire.Error)).code == code


async def test_a_text_frame_that_is_not_utf8_closes_that_connection_and_the_game_goes_on(
    live: Live,
) -> None:
    asked = await live.lord.expect(wire.Asked)
    not_utf8 = b'{"type": "chat", "channel": "room", "text": "\xff"}'
    await live.watcher.socket.send(not_utf8, text=True)
    assert await live.watcher.closed() == 1007  # the WebSocket protocol's: invalid data
    assert isinstance(await live.lord.play(pending=asked), wire.Finished)
    assert isinstance(await live.playing, wire.Finished)


async def test_a_frame_above_the_largest_read_closes_that_connection_and_the_game_goes_on(
    live: Live,
) -> None:
    asked = await live.lord.expect(wire.Asked)
    await live.watcher.raw(json.dumps({"type": "ping", "pad": "x" * MAX_FRAME}))
    assert await live.watcher.closed() == 1009  # docs/protocol.md, Transport
    assert isinstance(await live.lord.play(pending=asked), wire.Finished)
    assert isinstance(await live.playing, wire.Finished)


async def test_a_made_up_token_and_the_token_of_a_seat_left_open_nothing(live: Live) -> None:
    assert live.other.token is not None
    forged = live.other.token[:-2] + ("AA" if not live.other.token.endswith("AA") else "BB")
    await live.other.send("leave_room")  # on purpose: its token opens nothing any more
    for token in (forged, live.other.token):
        client = await Client.open(live.server.port)
        await client.send("hello", versions=[2, 2], name="吴用", token=token, last_seq=0)
        assert (await client.expect(wire.Refused)).code == "bad_token"
        assert await client.closed() == 1008
    end, seen = await asyncio.gather(live.lord.play(), live.watcher.expect(wire.Finished))
    assert end.replay and not seen.replay  # a spectator may not download it
    assert msgspec.structs.replace(seen, replay=True) == end
