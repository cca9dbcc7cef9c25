"""Reconnecting over real websockets on loopback: a client that drops while a request of
each kind is pending for it is played by the computer meanwhile, comes back with its token
and gets what it missed (the missed events, or a snapshot when they are no longer kept),
exactly its seat's view and the request again, and finishes the game; five seats dropping
and coming back at once each get their own seat back."""

from __future__ import annotations

import asyncio
import collections
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from tests.server.kinds import KINDS, game_with, kind_of
from tests.server.wsclient import WAIT, Client, running, seeded, table
from yxs_desktop.engine import (
    Game,
    encode,
    events_for,
    make_mode,
    only_pass,
    reach,
    request_for,
    seat_view,
)
from yxs_desktop.protocol import messages as wire
from yxs_desktop.replay.verify import verify_file
from yxs_desktop.selfplay import make_agents
from yxs_desktop.server.lobby import Lobby
from yxs_desktop.table.room import Room

pytestmark = pytest.mark.timeout(300)

#: While a seat is away its computer player answers at this pace (seconds per request),
#: so that the game goes on where the test can watch it instead of running to its end.
PACE = 0.02
#: A minimum window no test outlasts: nothing the computer answers reaches the game, so
#: the game stands still while the test compares the returning client with it.
FROZEN = 3600.0
#: Events the spectator must see go by while the seat is away.
GOES_ON = 3
#: Events of its own stream the seat misses (several updates' worth) before it comes back.
MISSED = 15

#: The kinds every ``make test`` run drops a client at: the common ones and the 3v3 ones.
FAST = [
    ("identity5", "ChooseHero"),
    ("identity5", "PlayPhase"),
    ("identity5", "Respond"),
    ("identity5", "Discard"),
    ("3v3-casual", "PickHero"),
    ("3v3-competitive", "ChooseOption:action_order"),
]
EVERY = [(mode, kind) for mode, kinds in KINDS.items() for kind in kinds]


def set_window(room: Room, seconds: float) -> None:
    room.settings = replace(room.settings, min_window=seconds)


async def until(condition: Callable[[], bool], timeout: float = WAIT) -> None:
    """Wait (polling the server in-process) until ``condition()`` holds."""
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.005)


def answered(game: Game, seat: int, request_id: int) -> bool:
    """Whether the game has moved past ``seat``'s request ``request_id``."""
    pending = game.pending
    return pending is None or pending.id != request_id or seat not in game.waiting_for()


def stream_of(game: Game, seat: int) -> list[bytes]:
    """Every event of ``seat``'s stream so far, encoded."""
    return [encode(event) for event in events_for(game, seat, 0)]


def received_events(client: Client) -> list[bytes]:
    return [
        encode(n.event) for m in client.received if isinstance(m, wire.Update) for n in m.events
    ]


async def catch_up(client: Client) -> wire.Update | wire.Snapshot:
    """What the returning client is sent before anything else of the game: after ``seated``
    and ``room``, the missed events or a snapshot (nothing else may come between)."""
    async with asyncio.timeout(WAIT):
        while True:
            message = await client.recv()
            if isinstance(message, wire.Update | wire.Snapshot):
                return message
            assert isinstance(message, wire.Seated | wire.Room), message


async def drop_at_and_come_back(tmp_path: Path, mode: str, kind: str, resend: bool) -> None:
    """The whole case: a game of ``mode`` whose person is dropped when a request of
    ``kind`` is pending for it; it comes back with the missed events (``resend``) or,
    with no updates kept at all, a snapshot."""
    seed, seat = game_with(mode, kind)
    async with running(tmp_path, keep_updates=256 if resend else 0) as server:
        (client,) = await table(
            server.port,
            mode=mode,
            seats=[seat],
            settings={"spectator_delay": 0},
            before_start=seeded(server, seed),
        )
        (entry,) = server.hub.lobby.rooms.values()
        room = entry.room
        watcher = await Client.hello(server.port, "观众")
        await watcher.send("spectate", room=entry.id)
        await watcher.expect(wire.Room)

        asked = await client.play(
            until=lambda m: (
                isinstance(m, wire.Finished)
                or (isinstance(m, wire.Asked) and kind_of(m.request) == kind)
            )
        )
        assert isinstance(asked, wire.Asked), f"seed {seed} seat {seat}: no {kind} came"
        game = room.game
        assert game is not None and game.pending is not None and game.pending.id == asked.id
        token, seen = client.token, client.seq
        assert token is not None

        # it drops with the request pending: the computer plays the seat, the game goes on
        set_window(room, PACE)
        await client.socket.close()
        await until(lambda: answered(game, seat, asked.id))
        before = len(received_events(watcher))
        async with asyncio.timeout(WAIT):
            while len(received_events(watcher)) < before + GOES_ON:
                if isinstance(await watcher.recv(), wire.Finished):
                    break
        if len(asked.request.seats) == 1:  # (a race may have been won by another seat)
            assert any(r.request == asked.id and r.seat == seat for r in game.responses)
        await until(lambda: len(stream_of(game, seat)) >= seen + MISSED or not room.playing)

        # the game stands still while the returning client is compared with it
        set_window(room, FROZEN)
        back = await Client.hello(server.port, "宋江", token=token, last_seq=seen)
        back.player = client.player
        got = await catch_up(back)
        assert back.seat == seat
        stream = stream_of(game, seat)
        assert len(stream) > seen  # it did miss something
        if resend:
            assert isinstance(got, wire.Update)
            assert [n.seq for n in got.events] == list(range(seen + 1, len(stream) + 1))
            assert received_events(client) + received_events(back) == stream
        else:
            assert isinstance(got, wire.Snapshot) and got.seq == len(stream)
        # its view is the seat's view in the game, as a client that never dropped has it
        assert encode(got.view) == encode(seat_view(game, seat))
        assert encode(got.reach) == encode(reach(game, seat))
        pending = game.pending
        again: wire.Asked | None = None
        if pending is not None and seat in game.waiting_for() and not only_pass(pending, seat):
            again = await back.expect(wire.Asked)
            assert again.id == pending.id
            assert encode(again.request) == encode(request_for(pending, seat))
            limit = room.settings.seconds_for(pending)
            assert limit is not None and again.ms_left is not None
            assert 0 < again.ms_left <= limit * 1000

        # and it plays the game to its end, its numbers going on from where they stood
        set_window(room, 0.0)
        await back.send("ping")  # the room's task wakes to the new window
        end, watched = await asyncio.gather(back.play(pending=again), finished(watcher))
        assert isinstance(end, wire.Finished)
        assert (end.result, end.winners, end.scores) == (
            watched.result,
            watched.winners,
            watched.scores,
        )
        after = [n.seq for m in back.received if isinstance(m, wire.Update) for n in m.events]
        start = seen if resend else len(stream)
        assert after == list(range(start + 1, start + 1 + len(after)))
        if resend:
            assert received_events(client) + received_events(back) == stream_of(game, seat)
    (replay,) = (tmp_path / "replays").glob("*.yxsr")
    assert verify_file(replay).ok


async def finished(client: Client) -> wire.Finished:
    """The ``finished`` the client got, or gets."""
    for message in client.received:
        if isinstance(message, wire.Finished):
            return message
    return await client.expect(wire.Finished)


@pytest.mark.asyncio
@pytest.mark.parametrize("resend", [True, False], ids=["missed-events", "snapshot"])
@pytest.mark.parametrize(("mode", "kind"), FAST, ids=[f"{m}-{k}" for m, k in FAST])
async def test_a_client_dropped_at_a_request_comes_back_to_its_seats_view_and_finishes(
    tmp_path: Path, mode: str, kind: str, resend: bool
) -> None:
    await drop_at_and_come_back(tmp_path, mode, kind, resend)


@pytest.mark.slow
@pytest.mark.asyncio
@pytest.mark.parametrize("resend", [True, False], ids=["missed-events", "snapshot"])
@pytest.mark.parametrize(("mode", "kind"), EVERY, ids=[f"{m}-{k}" for m, k in EVERY])
async def test_a_client_dropped_at_any_kind_of_request_in_any_mode_comes_back_and_finishes(
    tmp_path: Path, mode: str, kind: str, resend: bool
) -> None:
    await drop_at_and_come_back(tmp_path, mode, kind, resend)


def test_the_kinds_listed_are_every_kind_a_seat_is_asked_in_seeded_games_of_each_mode() -> None:
    """A census of a few seeded games of every mode: the kinds of the requests a seat could
    answer (not only a pass) are those ``KINDS`` lists, so that the slow test drops a
    client at each."""
    for mode, listed in KINDS.items():
        seen: collections.Counter[str] = collections.Counter()
        for seed in range(1, 6):
            game = Game(make_mode(mode), seed)
            agents = make_agents("baseline", game)
            observed = [0] * len(game.players)
            game.start()
            while game.pending is not None:
                request = game.pending
                seen.update(kind_of(request) for s in request.seats if not only_pass(request, s))
                seat = game.waiting_for()[0]
                agent = agents[seat]
                agent.observe(events_for(game, seat, observed[seat]))
                observed[seat] = len(game.events)
                answer = agent.decide(seat_view(game, seat), request_for(request, seat))
                game.submit(seat, request.id, answer)
            game.close()
        assert set(seen) <= set(listed), (mode, set(seen) - set(listed))
        assert {"PlayPhase", "Respond", "Discard"} <= set(seen)


@pytest.mark.asyncio
async def test_five_seats_that_drop_at_once_come_back_at_once_each_to_its_own_seat(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server:
        lobby: Lobby = server.hub.lobby
        clients = await table(  # seed 4: a game that lasts into its second round
            server.port, persons=5, mode="identity5", before_start=seeded(server, 4)
        )
        (entry,) = lobby.rooms.values()
        room = entry.room
        await until(lambda: room.game is not None)
        game = room.game
        assert game is not None
        # everyone plays a while, then every connection drops at once
        ends = await asyncio.gather(
            *(
                c.play(
                    until=lambda m: (
                        isinstance(m, wire.Finished)
                        or (isinstance(m, wire.Update) and m.view.round >= 2)
                    )
                )
                for c in clients
            )
        )
        assert not any(isinstance(end, wire.Finished) for end in ends)
        set_window(room, PACE)
        tokens = [(c.seat, c.token, c.seq) for c in clients]
        await asyncio.gather(*(c.socket.close() for c in clients))
        await until(lambda: all(s.connection is None for s in room.seats))
        # each seat's stream goes on without it
        await until(
            lambda: all(len(stream_of(game, s)) > n for s, _, n in tokens) or not room.playing
        )
        assert room.playing, "the computer played the whole game out before they came back"
        # all five come back at once; the game stands still while they are compared
        set_window(room, FROZEN)
        backs = await asyncio.gather(
            *(
                Client.hello(server.port, f"P{seat}", token=token, last_seq=seq)
                for seat, token, seq in tokens
            )
        )
        caught = await asyncio.gather(*(catch_up(back) for back in backs))
        for (seat, _, seq), back, got, old in zip(tokens, backs, caught, clients, strict=True):
            assert back.seat == seat
            assert isinstance(got, wire.Update) and got.events[0].seq == seq + 1
            assert received_events(old) + received_events(back) == stream_of(game, seat)
            assert encode(got.view) == encode(seat_view(game, seat))
            back.player = old.player
        assert all(s.connection is not None for s in room.seats)
        set_window(room, 0.0)
        await backs[0].send("ping")  # the room's task wakes to the new window
        ends = await asyncio.gather(*(back.play() for back in backs))
    assert all(isinstance(end, wire.Finished) for end in ends)
    (replay,) = (tmp_path / "replays").glob("*.yxsr")
    assert verify_file(replay).ok


@pytest.mark.asyncio
@pytest.mark.parametrize("last_seq", [None, 10**6], ids=["none", "beyond-the-stream"])
async def test_a_last_seq_the_stream_never_reached_gets_a_snapshot_of_the_seat(
    tmp_path: Path, last_seq: int | None
) -> None:
    """Coming back with no ``last_seq`` means from the start (every event again); one the
    stream never reached is answered with a snapshot, never a gap or a repeat."""
    async with running(tmp_path) as server:
        first, second = await table(server.port)
        other = asyncio.create_task(second.play())
        asked = await first.expect(wire.Asked)
        (entry,) = server.hub.lobby.rooms.values()
        game = entry.room.game
        assert game is not None and first.token is not None and first.seat is not None
        back = await Client.hello(server.port, "宋江", token=first.token, last_seq=last_seq)
        got = await catch_up(back)
        stream = stream_of(game, first.seat)
        if last_seq is None:
            assert isinstance(got, wire.Update) and received_events(back) == stream
        else:
            assert isinstance(got, wire.Snapshot) and got.seq == len(stream)
        assert encode(got.view) == encode(seat_view(game, first.seat))
        again = await back.expect(wire.Asked)
        assert again.id == asked.id
        assert isinstance(await back.play(pending=again), wire.Finished)
        assert isinstance(await other, wire.Finished)
