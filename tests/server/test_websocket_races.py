"""Races over real websockets on loopback: two clients sending ``take_seat`` for the same
seat at once (one gets it, the other ``seat_taken``, and the room shows one person
there), and two connections coming back with the same token at once (one keeps the seat,
the other is replaced)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tests.server.wsclient import Client, running, table
from yxs_desktop.protocol import messages as wire

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(120)]

ROUNDS = 50


async def seat_answer(client: Client) -> wire.Seated | wire.Error:
    """The answer to the client's ``take_seat``: ``seated`` or an ``error``."""
    async with asyncio.timeout(20):
        while True:
            message = await client.recv()
            if isinstance(message, wire.Seated | wire.Error):
                return message


async def shows_one_person(client: Client, seat: int, name: str) -> wire.Room:
    """The ``room`` the client is sent once the seat is taken (it may have come before
    the client's own answer), which must show the race's winner there and nobody else."""
    room = [m for m in client.received if isinstance(m, wire.Room)][-1]
    while room.seats[seat].kind == "empty":
        room = await client.expect(wire.Room)
    assert [s.seat for s in room.seats if s.kind == "person"] == [seat]
    assert room.seats[seat].name == name
    return room


async def race_once(port: int, round_: int) -> str:
    """One room, two clients sending ``take_seat`` for seat 0 at once; the winner's name."""
    host = await Client.hello(port, f"甲{round_}")
    await host.send("create_room", mode="identity5")
    room = await host.expect(wire.Room)
    guest = await Client.hello(port, f"乙{round_}")
    await guest.send("join_room", room=room.id)
    await guest.expect(wire.Room)
    await host.expect(wire.Room)  # the guest came in
    await asyncio.gather(host.send("take_seat", seat=0), guest.send("take_seat", seat=0))
    answers = await asyncio.gather(seat_answer(host), seat_answer(guest))
    seated = [
        (c, a) for c, a in zip((host, guest), answers, strict=True) if isinstance(a, wire.Seated)
    ]
    refused = [a for a in answers if isinstance(a, wire.Error)]
    assert len(seated) == 1 and len(refused) == 1, answers
    assert refused[0].code == "seat_taken" and refused[0].answers == "take_seat"
    winner, won = seated[0]
    assert won.seat == 0 and len(won.token) == 43
    name = f"甲{round_}" if winner is host else f"乙{round_}"
    await asyncio.gather(shows_one_person(host, 0, name), shows_one_person(guest, 0, name))
    for client in (host, guest):
        await client.socket.close()
    return name


async def test_of_two_clients_taking_one_seat_at_once_exactly_one_sits_there(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server:
        winners = await asyncio.gather(*(race_once(server.port, i) for i in range(ROUNDS)))
        # every room holds exactly the one person who won its race
        for entry in server.hub.lobby.rooms.values():
            assert sum(s.player == "person" for s in entry.room.seats) <= 1
    assert len(winners) == ROUNDS


async def test_two_connections_back_with_one_token_at_once_leave_one_at_the_seat(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server:
        first, second = await table(server.port)
        other = asyncio.create_task(second.play())
        await first.expect(wire.Asked)
        token, seat = first.token, first.seat
        assert token is not None and seat is not None
        await first.socket.close()
        backs = await asyncio.gather(
            *(Client.hello(server.port, "宋江", token=token, last_seq=first.seq) for _ in range(2))
        )
        # the one that came second holds the seat; the first was replaced
        (entry,) = server.hub.lobby.rooms.values()
        holder = entry.room.seats[seat].connection
        sessions = [
            next(m.session for m in b.received if isinstance(m, wire.Welcome)) for b in backs
        ]
        assert holder in sessions
        stayed = [b for b, session in zip(backs, sessions, strict=True) if session == holder]
        gone = [b for b, session in zip(backs, sessions, strict=True) if session != holder]
        assert len(stayed) == 1 and len(gone) == 1
        assert await gone[0].closed() == 4000
        assert any(isinstance(m, wire.Bye) and m.reason == "replaced" for m in gone[0].received)
        assert sum(s.connection is not None for s in entry.room.seats) == 2
        survivor = stayed[0]
        assert (await survivor.expect(wire.Seated)).seat == seat
        assert isinstance(await survivor.play(), wire.Finished)
        assert isinstance(await other, wire.Finished)
