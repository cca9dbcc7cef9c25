"""The local session: a person's seat is asked through the Session interface, the
computer players answer the rest, and the game reaches its result."""

from __future__ import annotations

import queue

from yxs_desktop.ai.random_agent import random_answer
from yxs_desktop.client.local import LocalSession
from yxs_desktop.client.session import (
    ErrorUpdate,
    EventsUpdate,
    FinishedUpdate,
    RequestUpdate,
    Update,
)
from yxs_desktop.engine.events import CardsMoved, RoleDealt
from yxs_desktop.engine.requests import Choice, ChooseHero
from yxs_desktop.engine.rng import GameRng


def drive(session: LocalSession, updates: queue.Queue[Update], answer) -> list[Update]:
    """Answer every request with ``answer(request)`` until the game finishes."""
    seen: list[Update] = []
    session.start()
    while True:
        update = updates.get(timeout=30)
        seen.append(update)
        if isinstance(update, RequestUpdate):
            session.submit(answer(update.request))
        if isinstance(update, FinishedUpdate):
            return seen
        assert not (isinstance(update, ErrorUpdate) and update.code == "engine_failed"), update


def test_a_person_plays_a_whole_game_through_the_session():
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5", 7, 2, updates.put, timeouts=False)
    rng = GameRng(1)
    seen = drive(session, updates, lambda request: random_answer(rng, 2, request))
    finished = seen[-1]
    assert isinstance(finished, FinishedUpdate)
    assert finished.result in {"lord", "rebel", "renegade", "draw"}
    assert set(finished.scores) == {0, 1, 2, 3, 4}
    assert any(isinstance(u, RequestUpdate) for u in seen)
    session.close()


def test_the_person_sees_only_its_own_hidden_cards_and_role():
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5-simple", 3, 1, updates.put, timeouts=False)
    rng = GameRng(2)
    seen = drive(session, updates, lambda request: random_answer(rng, 1, request))
    for update in seen:
        if not isinstance(update, EventsUpdate):
            continue
        for event in update.events:
            if isinstance(event, RoleDealt):
                assert event.seat == 1
            if isinstance(event, CardsMoved) and event.cards and event.visible_to is not None:
                assert 1 in event.visible_to
        assert update.view.seat == 1
    session.close()


def test_an_illegal_answer_is_refused_and_asked_again():
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5-simple", 5, 0, updates.put, timeouts=False)
    session.start()
    first = updates.get(timeout=30)
    while not isinstance(first, RequestUpdate):
        first = updates.get(timeout=30)
    assert isinstance(first.request, ChooseHero)
    session.submit(Choice(42))
    refusal = updates.get(timeout=30)
    assert isinstance(refusal, ErrorUpdate) and refusal.code == "not_an_option"
    session.submit(Choice(0))
    later = updates.get(timeout=30)
    assert not isinstance(later, ErrorUpdate)
    session.close()


def test_a_timeout_sends_the_default_answer():
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5-simple", 5, 0, updates.put)
    session._timeout_for = lambda request: 0.05  # type: ignore[method-assign]
    session.start()
    asked = 0
    while asked < 3:
        update = updates.get(timeout=30)
        if isinstance(update, RequestUpdate):
            asked += 1  # never answered: the session answers for us
    assert session.game.players[0].hero is not None
    session.close()


def test_watching_a_computer_game_shows_the_spectator_view():
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity8", 2, None, updates.put)
    seen = drive(session, updates, lambda request: None)
    assert isinstance(seen[-1], FinishedUpdate)
    assert not any(isinstance(u, RequestUpdate) for u in seen)
    for update in seen:
        if isinstance(update, EventsUpdate):
            assert not any(isinstance(e, RoleDealt) for e in update.events)
