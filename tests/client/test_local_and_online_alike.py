"""A local game and a server's game are one table: the same seed, the same person
answers and the same time-outs make the same game, event for event."""

from __future__ import annotations

import queue
from dataclasses import replace

import pytest

from tests.server.table import Table, connection
from yxs_desktop.ai.random_agent import random_answer
from yxs_desktop.client.local import LocalSession
from yxs_desktop.client.session import (
    ErrorUpdate,
    FinishedUpdate,
    RequestUpdate,
    TimedOutUpdate,
    Update,
)
from yxs_desktop.engine import Request, Response, encode
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.table.settings import RoomSettings

PERSON = 2


def scripted(request: Request) -> Response | None:
    """The person's answer to ``request``, the same wherever it is asked: a random legal
    answer drawn from the request's id, or None (left to run out of time) for every
    fifth request."""
    if request.id % 5 == 0:
        return None
    return random_answer(GameRng(request.id), PERSON, request)


def local_events(mode: str, seed: int) -> list[bytes]:
    updates: queue.Queue[Update] = queue.Queue()
    # a request's time starts when it is shown: only those left to run out are shown, so
    # a slow machine can never turn a scripted answer into a time-out
    session = LocalSession(mode, seed, PERSON, updates.put, time_limit=0.1, show_wait=60.0)
    # time-outs only, never 托管: the person's answers stay the script's
    session.room.settings = replace(session.room.settings, takeover_after=1_000_000)
    session.start()
    timed_out = 0
    try:
        while not isinstance(update := updates.get(timeout=60), FinishedUpdate):
            assert not isinstance(update, ErrorUpdate), update
            timed_out += isinstance(update, TimedOutUpdate)
            if isinstance(update, RequestUpdate):
                answer = scripted(update.request)
                if answer is None:
                    session.shown(update.request.id)
                else:
                    session.submit(update.request.id, answer)
    finally:
        session.close()
    assert timed_out > 0
    return [encode(event) for event in session.game.events]


def online_events(mode: str, seed: int) -> list[bytes]:
    """The same game in a room as the server's lobby sets one up (a side-channel window,
    a spectator a turn behind), on a clock the test moves."""
    settings = RoomSettings(min_window=1.0, takeover_after=1_000_000)
    table = Table(mode, seed, persons=(PERSON,), settings=settings).start()
    room = table.room
    while room.playing:
        ask = table.open_ask(PERSON)
        answer = scripted(ask.request) if ask is not None else None
        if ask is not None and answer is not None:
            table.asks.pop(PERSON)
            table.take(room.answer(PERSON, ask.request_id, encode(answer)))
            continue
        deadline = room.next_deadline()  # a held answer, or the person's time-out
        assert deadline is not None
        table.clock.now = max(table.clock.now, deadline)
        table.take(room.tick())
    assert table.room.finished is not None
    assert any(m.kind == "timed_out" for m in table.received[connection(PERSON)])
    return [encode(event) for event in table.game.events]


@pytest.mark.parametrize(("mode", "seed"), [("identity5", 7), ("3v3-competitive", 3)])
def test_a_local_game_and_an_online_game_with_the_same_answers_are_the_same(mode, seed):
    local = local_events(mode, seed)
    assert local == online_events(mode, seed)
