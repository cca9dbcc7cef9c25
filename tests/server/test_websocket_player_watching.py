"""A player of a room who also opens a spectator connection to it gets nothing more than its
seat's view: the spectator's stream holds only events the seat received too, in the same
order, and its views show no card or role the seat's views did not."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from tests.server.wsclient import WAIT, Client, running, table
from yxs_desktop.engine import SeatView, event_for
from yxs_desktop.protocol import messages as wire

pytestmark = pytest.mark.asyncio


def shown_to(view: SeatView) -> set[tuple[str, int | None, object]]:
    """What ``view`` tells that could be hidden: the roles it shows (by seat), and the
    viewer's own role and hand cards."""
    told: set[tuple[str, int | None, object]] = {
        ("role", player.seat, player.role) for player in view.players if player.role is not None
    }
    if view.role is not None:
        told.add(("role", view.seat, view.role))
    told |= {("hand", view.seat, card) for card in view.hand}
    return told


async def watch_to_the_end(watcher: Client) -> list[wire.Update]:
    updates: list[wire.Update] = []
    async with asyncio.timeout(WAIT * 6):
        while True:
            message = await watcher.recv()
            if isinstance(message, wire.Update):
                updates.append(message)
            if isinstance(message, wire.Finished):
                return updates


async def test_a_player_who_also_watches_its_room_learns_nothing_more_than_its_seat(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server:
        rooms: list[str] = []
        (player,) = await table(
            server.port,
            persons=1,
            mode="identity5",
            settings={"spectator_delay": 0},
            before_start=rooms.append,
        )
        watcher = await Client.hello(server.port, "宋江")  # the same person, a second window
        await watcher.send("spectate", room=rooms[0])
        watching = asyncio.create_task(watch_to_the_end(watcher))
        await player.play()
        updates = await watching
    seat_updates = [m for m in player.received if isinstance(m, wire.Update)]
    # the seat's events as a spectator would get them: what the seat saw, less its own
    seat_events = [event_for(n.event, None) for update in seat_updates for n in update.events]
    watched = [numbered.event for update in updates for numbered in update.events]
    assert watched, "the spectator saw nothing"
    # every event the spectator got, the seat got too, in the same order
    rest = iter(seat_events)
    assert all(any(event == mine for mine in rest) for event in watched)
    # and no view of the spectator tells of a role or a card the seat's views never showed
    seat_told = set().union(
        *(shown_to(m.view) for m in player.received if isinstance(m, wire.Update))
    )
    for update in updates:
        assert shown_to(update.view) <= seat_told
        assert update.view.hand == () and update.view.role is None
