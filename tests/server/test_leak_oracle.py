"""Nothing a seat or a spectator may not know leaves the server: games played through the
hub (in-process, and over real websockets) with every message checked by the leak oracle
as it is sent; and the oracle itself catches leaks planted in a message."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import msgspec
import pytest

from tests.server.hub_games import BIG_SEED, MODES, GameSpec, HubGame, play_through_hub, specs
from tests.server.oracle import Leak, OracleHub
from tests.server.wsclient import MACHINE_SPEED, WAIT, Client
from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.engine import events_for, make_mode, seat_view
from yxs_desktop.engine.events import TurnStarted
from yxs_desktop.protocol import encode
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.app import Server

pytestmark = [pytest.mark.asyncio]


def check_run(games: list[GameSpec], finished: list[wire.Finished], checked: int) -> None:
    assert len(finished) == len(games)
    assert {spec.mode for spec in games} == set(MODES) or len(games) < len(MODES)
    assert {spec.delay for spec in games} == {0, 1, 2}
    assert checked > 100 * len(games)  # every message was seen by the oracle


@pytest.mark.timeout(300)
async def test_twenty_games_through_the_hub_in_every_mode_send_nobody_what_it_may_not_know() -> (
    None
):
    games = specs(20)
    played = await play_through_hub(games)
    check_run(games, played.finished, played.hub.oracle.checked)


@pytest.mark.slow
@pytest.mark.timeout(3600)
async def test_five_hundred_games_through_the_hub_send_nobody_what_it_may_not_know() -> None:
    games = specs(500, start=1000)
    played = await play_through_hub(games)
    check_run(games, played.finished, played.hub.oracle.checked)


# ---------------------------------------------------------------------------- websockets
async def websocket_game(server: Server, spec: GameSpec, number: int) -> wire.Finished:
    """One game of ``spec`` over real connections: its persons play it with the baseline
    player from what they received, a spectator watches it to the end."""
    players = make_mode(spec.mode).players
    clients = [await Client.hello(server.port, f"P{number}-{seat}") for seat in spec.persons]
    host = clients[0]
    await host.send("create_room", mode=spec.mode, seconds=60, spectator_delay=spec.delay)
    room = await host.expect(wire.Room)
    for guest in clients[1:]:
        await guest.send("join_room", room=room.id)
        await guest.expect(wire.Room)
    for seat, client in zip(spec.persons, clients, strict=True):
        await client.send("take_seat", seat=seat)
        await client.expect(wire.Seated)
        await client.send("ready", ready=True)
        client.player = BaselineAgent(seat, players, spec.seed + seat)
    for seat in range(players):
        if seat not in spec.persons:
            await host.send("add_computer", seat=seat)
    async with asyncio.timeout(WAIT):
        while True:
            state = await host.expect(wire.Room)
            if all(s.kind != "empty" and s.ready for s in state.seats):
                break
    watcher = await Client.hello(server.port, f"W{number}")
    await watcher.send("spectate", room=room.id)
    await watcher.expect(wire.Room)
    server.hub.lobby.rooms[room.id].room.seed = spec.seed
    await host.send("start")
    ends = await asyncio.gather(watcher.expect(Finished), *(c.play() for c in clients))
    assert all(end == ends[0] for end in ends)
    for client in [watcher, *clients]:
        await client.socket.close()
    return ends[0]


Finished = wire.Finished


@pytest.mark.timeout(300)
async def test_ten_games_over_real_websockets_send_nobody_what_it_may_not_know() -> None:
    server = Server("127.0.0.1", 0, data_dir=None, min_window=0.0, limits=MACHINE_SPEED)
    hub = server.hub = OracleHub(100, 1000, None, min_window=0.0)
    games = specs(10, start=500)
    async with server:
        finished = []
        for first in range(0, len(games), 5):
            some = games[first : first + 5]
            finished += await asyncio.gather(
                *(websocket_game(server, spec, first + i) for i, spec in enumerate(some))
            )
    check_run(games, finished, hub.oracle.checked)


# ---------------------------------------------------------------------------- planted leaks
async def under_way(spec: GameSpec, until: Callable[[HubGame], bool], steps: int = 5000) -> HubGame:
    """A game of ``spec`` through an oracle's hub, played on until ``until`` holds."""
    hub = OracleHub(10, 100, None, min_window=0.0)
    game = HubGame(hub, spec, 0)
    for step in range(steps):
        if until(game):
            return game
        assert game.playing, "the game ended first"
        game.step(step)
    raise AssertionError("the condition never held")


def round_at_least(number: int) -> Callable[[HubGame], bool]:
    def reached(game: HubGame) -> bool:
        played = game.entry.room.game
        return played is not None and played.round >= number and played.pending is not None

    return reached


SPEC = GameSpec("identity5", BIG_SEED + 1, (0, 2), 2)


async def test_the_oracle_catches_another_seats_hand_in_a_view() -> None:
    game = await under_way(SPEC, round_at_least(2))
    engine = game.entry.room.game
    assert engine is not None
    person = game.persons[0]
    held = game.hub.oracle.facts(engine).owned[person.seat]
    other = next(p for p in engine.players if p.hand and not {c.id for c in p.hand} <= held)
    view = msgspec.structs.replace(
        seat_view(engine, person.seat), hand=tuple(c.id for c in other.hand)
    )
    person.read()
    planted = wire.Snapshot(person.seq, view, None)
    with pytest.raises(Leak, match="never held"):
        game.hub.oracle.check(person.connection.id, encode(planted))


def first_turn_of_a_round(number: int) -> Callable[[HubGame], bool]:
    """The game is at the first turn of round ``number`` or a later one."""

    def reached(game: HubGame) -> bool:
        played = game.entry.room.game
        if played is None or played.pending is None or played.round < number:
            return False
        turns = [e for e in played.events if type(e) is TurnStarted]
        return len(turns) >= 2 and turns[-1].round > turns[-2].round

    return reached


def watched(game: HubGame) -> tuple[int, wire.Update | wire.Snapshot]:
    """The spectator's last sequence number and the last update or snapshot it got."""
    got = [m for m in game.watcher.inbox if isinstance(m, wire.Update | wire.Snapshot)]
    updates = [m for m in got if isinstance(m, wire.Update)]
    return (updates[-1].events[-1].seq if updates else 0), got[-1]


async def test_the_oracle_catches_a_spectator_event_from_beyond_its_delay() -> None:
    game = await under_way(SPEC, first_turn_of_a_round(3))
    engine = game.entry.room.game
    assert engine is not None
    at, last = watched(game)
    ahead = events_for(engine, None)[at:]
    assert ahead, "the spectator two turns behind has events still to come"
    events = tuple(wire.Numbered(at + 1 + i, event) for i, event in enumerate(ahead))
    planted = wire.Update(events, last.view, None)
    with pytest.raises(Leak, match="its delay allows"):
        game.hub.oracle.check(game.watcher.id, encode(planted))


async def test_the_oracle_catches_a_spectator_view_from_a_turn_its_delay_hides() -> None:
    game = await under_way(SPEC, first_turn_of_a_round(3))
    engine = game.entry.room.game
    assert engine is not None
    at, _ = watched(game)
    planted = wire.Snapshot(at, seat_view(engine, None), None)  # the table now
    with pytest.raises(Leak, match="its delay hides"):
        game.hub.oracle.check(game.watcher.id, encode(planted))


async def test_the_oracle_catches_the_seed_the_deck_order_and_a_hidden_role_in_bytes() -> None:
    game = await under_way(SPEC, round_at_least(2))
    engine = game.entry.room.game
    assert engine is not None
    oracle, person = game.hub.oracle, game.persons[0]
    to = game.hub.lobby.rooms[game.room_id].players
    assert person.connection.id in to
    seed = wire.ChatLine("room", "吴用", f"种子 {engine.seed}", None)
    with pytest.raises(Leak, match="seed"):
        oracle.check(person.connection.id, encode(seed))
    known = oracle.facts(engine).known_deck(person.seat)
    top = next(
        tuple(c.id for c in engine.deck[i : i + 4])
        for i in range(len(engine.deck) - 3)
        if not {c.id for c in engine.deck[i : i + 4]} <= known
    )
    with pytest.raises(Leak, match="deck order"):
        oracle.check(person.connection.id, encode(wire.Waiting(top, "play")))
    me = engine.players[person.seat]
    hidden = next(
        p.role
        for p in engine.players
        if p.role is not None and not p.role_public and p.role != me.role
    )
    with pytest.raises(Leak, match="hidden role"):
        oracle.check(person.connection.id, encode(wire.Waiting((), hidden.value)))
    # and the same messages without the secrets pass
    oracle.check(person.connection.id, encode(wire.ChatLine("room", "吴用", "好牌", None)))


async def test_the_oracle_catches_a_clock_started_again_with_no_event_between() -> None:
    game = await under_way(SPEC, round_at_least(2))
    oracle, to = game.hub.oracle, game.persons[0].connection.id
    first = wire.Waiting((), "discard", 10_000, 20_000)  # other seats than it was told
    oracle.check(to, encode(first))
    again = msgspec.structs.replace(first, ms_left=20_000)  # its clock started again
    with pytest.raises(Leak, match="no event between"):
        oracle.check(to, encode(again))
