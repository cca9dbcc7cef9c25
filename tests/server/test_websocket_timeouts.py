"""Time over real websockets on loopback: a request left unanswered gets its default
answer at its deadline, two in a row turn 托管 on (the room shows it, but not to spectators
a turn behind), and the player's next answer turns it off; the 3v3 casual team pick runs
out of its own time. The server's test-only ``seconds_scale`` makes the room's 15 s (and
the pick's 40 s) a fraction of a second."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tests.server.wsclient import Client, running, seeded, table
from yxs_desktop.engine.events import HeroChosen, HeroPicked
from yxs_desktop.protocol import messages as wire

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(120)]

#: 15 s per decision become 0.6 s.
SCALE = 0.04
#: Computer players answer no sooner than this: long enough for a client on a busy
#: machine to answer a request sent under 托管 before its window closes.
WINDOW = 0.3


async def next_asked(client: Client) -> tuple[wire.Asked, float]:
    """The next request the client has not answered, and when it came (the loop's clock)."""
    while True:
        asked = await client.expect(wire.Asked)
        if asked.id not in client.answered:
            return asked, asyncio.get_running_loop().time()


async def events_until(client: Client, found: type, seat: int) -> tuple[object, float]:
    """The first event of type ``found`` about ``seat`` the client is sent, and when."""
    while True:
        update = await client.expect(wire.Update)
        for numbered in update.events:
            event = numbered.event
            if isinstance(event, found) and getattr(event, "seat", None) == seat:
                return event, asyncio.get_running_loop().time()


async def test_an_unanswered_request_gets_its_default_and_two_in_a_row_turn_takeover_on(
    tmp_path: Path,
) -> None:
    async with running(tmp_path, seconds_scale=SCALE, min_window=WINDOW) as server:
        # seed 5: seat 0 is the lord, whose play phase comes right after the heroes
        (client,) = await table(server.port, persons=1, before_start=seeded(server, 5))
        seat = client.seat
        assert seat is not None
        (entry,) = server.hub.lobby.rooms.values()
        watcher = await Client.hello(server.port, "观众")  # one turn behind (the default)
        await watcher.send("spectate", room=entry.id)
        await watcher.expect(wire.Room)
        # 1: the hero choice (twice the 15 s per answer) runs out; the default, the first
        # hero offered, is taken, and the table is told
        choice, asked_at = await next_asked(client)
        assert choice.ms_left is not None and 0 < choice.ms_left <= 30_000 * SCALE
        assert type(choice.request).__name__ == "ChooseHero"
        offers = choice.request.offers  # type: ignore[attr-defined]
        chosen, at = await events_until(client, HeroChosen, seat)
        assert chosen.hero == offers[seat][0]  # type: ignore[attr-defined]
        assert at - asked_at >= choice.ms_left / 1000 - 0.05  # not before its deadline
        assert [m for m in client.received if isinstance(m, wire.TimedOut)] == [
            wire.TimedOut(seat, choice.request.reason)
        ]
        assert not any(isinstance(m, wire.TakeoverChanged) for m in client.received)
        # 2: the next request runs out too: its default is taken and 托管 goes on
        second, _ = await next_asked(client)
        takeover = await client.expect(wire.TakeoverChanged)
        assert (takeover.seat, takeover.on) == (seat, True)
        game = entry.room.game
        assert game is not None
        (answer,) = [r for r in game.responses if r.request == second.id and r.seat == seat]
        assert answer.response == second.request.default(seat)
        # and the room, whose seats show it, is sent again
        shown = [m for m in client.received if isinstance(m, wire.Room)]
        assert shown[-1].seats[seat].takeover
        # but not to a spectator a turn behind, whom it would tell of the turn under way
        await watcher.send("ping")
        await watcher.expect(wire.Pong)
        watched = [m for m in watcher.received if isinstance(m, wire.Room)]
        assert len(watched) > 1 and not any(s.takeover for m in watched for s in m.seats)
        assert not any(isinstance(m, wire.TakeoverChanged) for m in watcher.received)
        # under 托管 the request still comes, with the window's time: answering takes it back
        async with asyncio.timeout(30):
            while True:
                message = await client.play(
                    until=lambda m: (
                        isinstance(m, wire.TakeoverChanged | wire.Finished)
                        or (isinstance(m, wire.Asked) and m.id not in client.answered)
                    )
                )
                if isinstance(message, wire.Asked):
                    assert message.ms_left is not None and message.ms_left <= WINDOW * 1000
                    await client.answer(message)
                    continue
                break
        assert isinstance(message, wire.TakeoverChanged) and (message.seat, message.on) == (
            seat,
            False,
        )
        assert not entry.room.seats[seat].takeover
        shown = [m for m in client.received if isinstance(m, wire.Room)]
        assert not shown[-1].seats[seat].takeover
        await client.socket.close()


async def test_the_team_pick_left_unanswered_takes_the_seats_random_free_hero(
    tmp_path: Path,
) -> None:
    async with running(tmp_path, seconds_scale=SCALE) as server:
        (client,) = await table(
            server.port, persons=1, mode="3v3-casual", before_start=seeded(server, 1)
        )
        seat = client.seat
        assert seat is not None
        pick, asked_at = await next_asked(client)
        request = pick.request
        assert type(request).__name__ == "PickHero"
        assert pick.ms_left is not None and pick.ms_left <= 40_000 * SCALE
        fallback = request.fallback[seat]  # type: ignore[attr-defined]
        offer = request.offers[seat]  # type: ignore[attr-defined]
        picked, at = await events_until(client, HeroPicked, seat)
        assert picked.hero == offer[fallback]  # type: ignore[attr-defined]
        assert offer[fallback] not in request.taken.get(seat, ())  # type: ignore[attr-defined]
        assert at - asked_at >= pick.ms_left / 1000 - 0.05
        await client.socket.close()


async def test_an_answer_between_two_time_outs_keeps_takeover_off(tmp_path: Path) -> None:
    """Only time-outs *in a row* turn 托管 on: an answer in between starts the count again."""
    async with running(tmp_path, seconds_scale=SCALE, min_window=0.05) as server:
        (client,) = await table(server.port, persons=1, before_start=seeded(server, 5))
        seat = client.seat
        assert seat is not None
        (entry,) = server.hub.lobby.rooms.values()
        await next_asked(client)  # the hero choice: left to run out
        second, _ = await next_asked(client)
        third = await client.play(
            pending=second,
            until=lambda m: isinstance(m, wire.Asked) and m.id not in client.answered,
        )
        assert isinstance(third, wire.Asked)
        game = entry.room.game
        assert game is not None
        async with asyncio.timeout(20):  # left to run out too
            while not any(r.request == third.id and r.seat == seat for r in game.responses):
                await asyncio.sleep(0.01)
        (timed_out,) = [r for r in game.responses if r.request == third.id and r.seat == seat]
        assert timed_out.response == third.request.default(seat)
        await client.send("ping")
        await client.expect(wire.Pong)
        assert not any(isinstance(m, wire.TakeoverChanged) for m in client.received)
        assert not entry.room.seats[seat].takeover
        await client.socket.close()
