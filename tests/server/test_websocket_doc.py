"""docs/protocol.md and the server agree: every client example on the page is sent to a
live server, in the state the page's "A whole session" puts it in (room ids and tokens
the server's own), and the server answers as the page says — the session's next server
example (its type; the game data taken from the page's real game, exactly) and, for the
examples outside the session, the message the page says answers them."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import msgspec
import pytest

from tests.protocol.real_game import PAGE, PERSON_SEED, SEED
from tests.server.wsclient import WAIT, Client, running
from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.protocol import decode_server
from yxs_desktop.protocol import messages as wire

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(120)]

TEXT = PAGE.read_text(encoding="utf-8")
BLOCK = re.compile(r"^```json ([a-z]+)([^\n]*)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
SESSION = TEXT.index("## A whole session")


def page_blocks(start: int = 0, stop: int | None = None) -> list[tuple[str, str, str]]:
    """(side, info, JSON text) of the page's json blocks between two offsets."""
    text = TEXT[start:stop]
    return [(m.group(1), m.group(2).strip(), m.group(3)) for m in BLOCK.finditer(text)]


CLIENT_EXAMPLES = [json.loads(body) for side, _, body in page_blocks() if side == "client"]
REAL = {
    info[5:]: decode_server(body) for _, info, body in page_blocks() if info.startswith("real=")
}


def session_steps() -> list[tuple[dict[str, Any], list[tuple[str, str]]]]:
    """The session's client examples in order, each with the server examples after it
    (before the next client example): (info, JSON text)."""
    steps: list[tuple[dict[str, Any], list[tuple[str, str]]]] = []
    for side, info, body in page_blocks(SESSION):
        if side == "client":
            steps.append((json.loads(body), []))
        else:
            steps[-1][1].append((info, body))
    return steps


class Session:
    """The clients of the session and what was sent."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    async def send(self, client: Client, example: dict[str, Any], **changes: Any) -> None:
        """Send ``example`` (with the server's own room id, token... in ``changes``)."""
        self.sent.append(example)
        await client.raw(json.dumps(example | changes, ensure_ascii=False))


async def room_where(client: Client, condition: Callable[[wire.Room], bool]) -> wire.Room:
    """The first ``room`` message (from now) for which ``condition`` holds."""
    async with asyncio.timeout(WAIT):
        while not condition(room := await client.expect(wire.Room)):
            pass
    return room


def same_as_page(got: wire.Message, example: wire.Message) -> bool:
    """Whether ``got`` is the page's real-game ``example``: exactly, but for the time a
    request has left, which a real server's clock runs down from the whole limit."""
    if isinstance(got, wire.Waiting) and isinstance(example, wire.Waiting):
        if got.ms_left is not None and got.ms_limit is not None:
            assert 0 <= got.ms_left <= got.ms_limit
        return msgspec.structs.replace(got, ms_left=example.ms_left) == example
    return got == example


async def answered_as_shown(client: Client, shown: list[tuple[str, str]]) -> None:
    """The server examples ``shown`` come, in order (other messages between them): of the
    same type; an example of the real game exactly (others of its type may come first);
    an error with the same code."""
    for info, body in shown:
        example = decode_server(body)
        got = await client.expect(type(example))
        if info.startswith("real=") and info != "real=finished":
            async with asyncio.timeout(WAIT):  # the real game's message comes, exactly
                while not same_as_page(got, example):
                    got = await client.expect(type(example))
        if isinstance(example, wire.Error):
            assert isinstance(got, wire.Error) and got.code == example.code, got


async def test_every_client_example_of_the_page_gets_the_answer_the_page_gives(
    tmp_path: Path,
) -> None:
    steps = session_steps()
    by_type = {example["type"]: (example, shown) for example, shown in steps}
    assert [example["type"] for example, _ in steps] == [
        "hello", "create_room", "take_seat", "add_computer", "ready", "start",
        "answer", "answer", "answer", "get_replay", "leave_room",
    ]  # fmt: skip
    session = Session()
    others = {json.dumps(e, sort_keys=True): e for e in CLIENT_EXAMPLES}

    def other(kind: str, **match: Any) -> dict[str, Any]:
        """The page's client example of ``kind`` (the one with the fields of ``match``)."""
        return next(
            e
            for e in others.values()
            if e["type"] == kind and all(e.get(k) == v for k, v in match.items())
        )

    # a window long enough that the person always answers before a computer's held answer
    async with running(tmp_path, min_window=0.05) as server:
        host = await Client.open(server.port)
        host.player = BaselineAgent(0, 5, PERSON_SEED)  # plays the seat as real_game's person
        for example, shown in steps[:2]:  # hello, welcome; create_room, room
            await session.send(host, example)
            await answered_as_shown(host, shown)
        (entry,) = server.hub.lobby.rooms.values()
        entry.room.seed = SEED  # the page's real game

        lobby = await Client.hello(server.port, "吴用")
        await session.send(lobby, other("list_rooms"))
        assert [r.id for r in (await lobby.expect(wire.Rooms)).rooms] == [entry.id]
        await session.send(lobby, other("create_room", mode="identity8"))
        assert (await lobby.expect(wire.Room)).settings.password
        await session.send(lobby, other("leave_room"))
        assert [r.id for r in (await lobby.expect(wire.Rooms)).rooms] == [entry.id]
        await session.send(lobby, other("list_rooms"))
        assert [r.id for r in (await lobby.expect(wire.Rooms)).rooms] == [entry.id]
        await session.send(lobby, other("join_room"), room=entry.id)
        assert (await lobby.expect(wire.Room)).id == entry.id
        watcher = await Client.hello(server.port, "观众")
        await session.send(watcher, other("spectate"), room=entry.id)
        assert (await watcher.expect(wire.Room)).spectators == 1
        watching = asyncio.create_task(watcher.expect(wire.Finished))

        example, shown = by_type["take_seat"]
        await session.send(host, example)
        await answered_as_shown(host, shown)
        await session.send(host, other("add_computer", seat=3))
        await room_where(host, lambda room: room.seats[3].kind == "computer")
        await session.send(host, other("remove_computer"))
        await room_where(host, lambda room: room.seats[3].kind == "empty")
        await session.send(host, other("add_computer", level="random"))  # seat 4, random
        await room_where(host, lambda room: room.seats[4].level == "random")
        await session.send(host, other("remove_computer"), seat=4)
        await room_where(host, lambda room: room.seats[4].kind == "empty")
        # a guest sits at seat 1, and the host sends it out of the room
        guest = await Client.hello(server.port, "时迁")
        await guest.send("join_room", room=entry.id)
        await guest.send("take_seat", seat=1)
        await room_where(host, lambda room: room.seats[1].kind == "person")
        await session.send(host, other("kick"))
        assert await guest.expect(wire.Kicked) == wire.Kicked(entry.id)
        await room_where(host, lambda room: room.seats[1].kind == "empty")
        await guest.send("join_room", room=entry.id)
        assert (await guest.expect(wire.Error)).code == "kicked"
        await guest.socket.close()
        example, _ = by_type["add_computer"]
        for seat in range(1, 5):  # "seats 1 to 4, one message each; each answered by room"
            await session.send(host, example, seat=seat)
            await room_where(host, lambda room, seat=seat: room.seats[seat].kind == "computer")
        for example, shown in steps[4:6]:  # ready, start
            await session.send(host, example)
            await answered_as_shown(host, shown)
        assert host.received[-2] == REAL["first_update"]  # the update example above

        first, third, late = steps[6:9]
        await session.send(host, first[0])
        await answered_as_shown(host, first[1])
        asked = await host.expect(wire.Asked)
        assert asked == REAL["play_phase"]
        await session.send(host, other("answer", id=9))  # never asked
        assert (await host.expect(wire.Error)).code == "stale_request"
        await session.send(host, third[0])
        host.answered.add(third[0]["id"])
        await session.send(host, late[0])
        refusal, finished = late[1]  # the error, then "... until the game ends"
        await answered_as_shown(host, [refusal])
        assert [e.code for e in host.errors] == ["stale_request", "already_answered"]

        await session.send(lobby, other("chat"))
        line = await lobby.expect(wire.ChatLine)
        assert (line.name, line.text) == ("吴用", other("chat")["text"])
        await session.send(host, other("ping"))
        assert await host.expect(wire.Pong) == wire.Pong(other("ping")["nonce"])
        # the rest of the game at test speed, the computer playing the seat at first
        entry.room.settings = replace(entry.room.settings, min_window=0.0)
        await session.send(host, other("takeover"))
        assert await host.expect(wire.TakeoverChanged) == wire.TakeoverChanged(0, True)
        end = await host.play()
        assert isinstance(end, type(decode_server(finished[1]))) and end.replay
        watched = await watching  # the same result, but a spectator may not download it
        assert not watched.replay and msgspec.structs.replace(watched, replay=True) == end
        example, shown = steps[9]  # get_replay: the file
        await session.send(host, example)
        await answered_as_shown(host, shown)

        # back to the seat with its token: welcome, seated, room, the missed events
        back = await Client.open(server.port)
        coming_back = other("hello", versions=[2, 3])
        await session.send(back, coming_back, token=host.token, last_seq=host.seq - 2)
        assert (await back.expect(wire.Welcome)).token == host.token
        assert (await back.expect(wire.Seated)).seat == 0
        missed = await back.expect(wire.Update)
        assert missed.events[-1].seq == host.seq
        assert (await host.expect(wire.Bye)).reason == "replaced"
        example, shown = steps[10]  # leave_room
        await session.send(back, example)
        assert [json.loads(body)["type"] for _, body in shown] == ["rooms"]
        assert entry.id in [r.id for r in (await back.expect(wire.Rooms)).rooms]  # others in it
        for client in (lobby, watcher):
            await session.send(client, other("leave_room"))
            await client.expect(wire.Rooms)  # the answer to leaving
        await session.send(lobby, other("list_rooms"))
        assert (await lobby.expect(wire.Rooms)).rooms == ()  # nobody in it: gone
        for client in (host, lobby, watcher, back):
            await client.socket.close()

    assert {json.dumps(e, sort_keys=True) for e in session.sent} == set(others)
