"""The local session: a person's seat is asked through the Session interface, the
computer players answer the rest, and the game reaches its result."""

from __future__ import annotations

import queue
from dataclasses import replace

import pytest

from yxs_desktop.ai.random_agent import random_answer
from yxs_desktop.client.local import LocalSession
from yxs_desktop.client.session import (
    ErrorUpdate,
    EventsUpdate,
    FinishedUpdate,
    RequestUpdate,
    TakeoverUpdate,
    TimedOutUpdate,
    Update,
    WaitingUpdate,
)
from yxs_desktop.engine.events import CardsMoved, HeroChosen, HeroPicked, RoleDealt
from yxs_desktop.engine.requests import Choice, ChooseHero, Pass, PickHero, Respond
from yxs_desktop.engine.rng import GameRng


def drive(session: LocalSession, updates: queue.Queue[Update], answer) -> list[Update]:
    """Answer every request with ``answer(request)`` until the game finishes."""
    seen: list[Update] = []
    session.start()
    while True:
        update = updates.get(timeout=30)
        seen.append(update)
        if isinstance(update, RequestUpdate):
            session.submit(update.request.id, answer(update.request))
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


def test_the_person_is_never_shown_a_request_for_a_card_it_has_no_way_to_give():
    """The engine asks every seat (being asked must not tell what one holds); the session
    passes for the person at once when it has nothing to answer with."""
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5", 11, 3, updates.put, timeouts=False)
    rng = GameRng(3)
    seen = drive(session, updates, lambda request: random_answer(rng, 3, request))
    shown = [u.request for u in seen if isinstance(u, RequestUpdate)]
    responds = [r for r in shown if isinstance(r, Respond)]
    assert responds and all(r.options_for(3) for r in responds)
    passed_for = [
        a for a in session.game.responses if a.seat == 3 and a.request not in {r.id for r in shown}
    ]
    assert passed_for and all(isinstance(a.response, Pass) for a in passed_for)
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
    session.submit(first.request.id, Choice(42))
    refusal = _next_not_waiting(updates)
    assert isinstance(refusal, ErrorUpdate) and refusal.code == "not_an_option"
    again = _next_not_waiting(updates)
    assert isinstance(again, RequestUpdate) and again.request.id == first.request.id
    session.submit(first.request.id, Choice(0))
    later = _next_not_waiting(updates)
    assert not isinstance(later, ErrorUpdate)
    session.close()


def _next_not_waiting(updates: queue.Queue[Update]) -> Update:
    """The next update that is not a ``waiting`` (the person is among the seats waited
    for while it is asked, as online)."""
    while isinstance(update := updates.get(timeout=30), WaitingUpdate):
        pass
    return update


def test_a_timeout_sends_the_request_default_answer_and_says_so():
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5-simple", 5, 0, updates.put, time_limit=0.05)
    session.start()
    first = _next_request(updates, [])
    assert isinstance(first.request, ChooseHero)
    assert first.timeout == pytest.approx(0.1)  # twice the time per answer: a hero
    timed_out = updates.get(timeout=30)
    while not isinstance(timed_out, TimedOutUpdate):
        timed_out = updates.get(timeout=30)
    assert timed_out == TimedOutUpdate(0, first.request.reason)
    _next_request(updates, [])
    chosen = [a for a in session.game.responses if a.request == first.request.id]
    assert [(a.seat, a.response) for a in chosen] == [(0, first.request.default(0))]
    session.close()


def test_two_time_outs_in_a_row_hand_the_seat_to_the_computer_until_taken_back():
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5-simple", 5, 0, updates.put, time_limit=0.05, pace=0.02)
    session.start()
    seen: list[Update] = []
    while TakeoverUpdate(0, True) not in seen:
        seen.append(updates.get(timeout=30))
    assert sum(isinstance(u, TimedOutUpdate) for u in seen) == 2
    session.takeover(False)
    while TakeoverUpdate(0, False) not in seen:
        seen.append(updates.get(timeout=30))
    asked = _next_request(updates, seen)  # the person is asked again
    assert asked.timeout is not None
    session.close()


def test_an_answer_after_its_time_ran_out_is_refused_and_never_answers_a_later_request():
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5-simple", 5, 0, updates.put)
    session.room.settings = replace(
        session.room.settings, time_limit=60.0, kind_seconds=(("ChooseHero", 0.05),)
    )
    session.start()
    asked: list[RequestUpdate] = []
    while not asked or isinstance(asked[-1].request, ChooseHero):
        update = updates.get(timeout=30)
        if isinstance(update, RequestUpdate):
            asked.append(update)  # the hero choice is left to time out
    late, current = asked[0].request, asked[-1].request
    answered_before = len(session.game.responses)
    session.submit(late.id, Choice(1))  # the person's click, too late
    refusal = updates.get(timeout=30)
    while not isinstance(refusal, ErrorUpdate):
        refusal = updates.get(timeout=30)
    assert refusal.code == "already_answered"  # by the default, when the time ran out
    again = updates.get(timeout=30)
    assert isinstance(again, RequestUpdate) and again.request.id == current.id
    assert session.game.pending is not None and session.game.pending.id == current.id
    assert len(session.game.responses) == answered_before  # the later request is untouched
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


# ------------------------------------------------------------------ the live team pick
def _team_pick(
    pick_pace: float = 0.005, limit: float | None = None
) -> tuple[LocalSession, queue.Queue[Update]]:
    """The 3v3 casual team pick, the person at seat 0; at ``pick_pace`` 0.005 each
    computer teammate thinks 10 to 40 ms."""
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("3v3-casual", 4, 0, updates.put, pick_pace=pick_pace)
    if limit is not None:  # the team pick keeps its rule's 40 s: scaled down to ``limit``
        settings = session.room.settings
        session.room.settings = replace(settings, seconds_scale=limit / 40.0)
    session.start()
    return session, updates


def _next_request(updates: queue.Queue[Update], seen: list[Update]) -> RequestUpdate:
    while True:
        update = updates.get(timeout=30)
        seen.append(update)
        assert not isinstance(update, ErrorUpdate), update
        if isinstance(update, RequestUpdate):
            return update


def test_a_live_team_pick_asks_the_person_at_once_and_again_after_each_teammate_pick():
    session, updates = _team_pick()
    seen: list[Update] = []
    first = _next_request(updates, seen)
    assert isinstance(first.request, PickHero) and first.timeout == 40.0
    picked = [e for u in seen if isinstance(u, EventsUpdate) for e in u.events]
    assert not any(isinstance(e, HeroPicked) for e in picked)  # asked before anyone picked
    mates = [p.seat for p in session.game.players if p.team == session.game.players[0].team]
    asked = [first]
    while len(asked) < 3:  # the two computer teammates' picks, one by one
        asked.append(_next_request(updates, seen))
    shown = [e for u in seen if isinstance(u, EventsUpdate) for e in u.events]
    picks = [(e.seat, e.hero) for e in shown if isinstance(e, HeroPicked)]
    assert sorted(seat for seat, _ in picks) == sorted(s for s in mates if s != 0)
    for n, update in enumerate(asked):
        assert isinstance(update.request, PickHero)
        assert len(update.request.taken.get(0, ())) == n  # one more teammate pick each time
    timeouts = [update.timeout for update in asked]
    assert timeouts == sorted(timeouts, reverse=True) and timeouts[-1] < 40.0  # time goes on
    request = asked[-1].request
    session.submit(request.id, Choice(request.free(0)[0]))
    while not any(isinstance(e, HeroChosen) for e in shown):
        update = updates.get(timeout=30)
        assert not isinstance(update, ErrorUpdate), update
        if isinstance(update, EventsUpdate):
            shown += update.events
    assert session.game.players[0].hero is not None and session.error is None
    session.close()


def test_a_hero_a_teammate_just_took_is_refused_and_the_person_asked_again_in_time():
    session, updates = _team_pick()
    seen: list[Update] = []
    first = _next_request(updates, seen)
    reask = _next_request(updates, seen)  # a teammate took a hero meanwhile
    taken = reask.request.taken[0][0]
    session.submit(first.request.id, Choice(first.request.offers[0].index(taken)))  # a race
    while True:
        update = updates.get(timeout=30)
        if isinstance(update, ErrorUpdate):
            break
    assert update.code == "taken"
    again = updates.get(timeout=30)
    while not isinstance(again, RequestUpdate) or again.timeout > reask.timeout:
        again = updates.get(timeout=30)  # (the other teammate's pick may come first)
    assert again.timeout is not None and again.timeout <= reask.timeout
    assert taken in again.request.taken[0]
    session.submit(again.request.id, Choice(again.request.free(0)[0]))
    hero = None
    while hero is None:
        update = updates.get(timeout=30)
        assert not isinstance(update, ErrorUpdate), update
        if isinstance(update, EventsUpdate):
            hero = next(
                (e.hero for e in update.events if isinstance(e, HeroPicked) and e.seat == 0), None
            )
    assert hero != taken and session.error is None
    session.close()


def test_a_live_pick_left_unanswered_gets_the_default_when_the_whole_time_is_up():
    session, updates = _team_pick(pick_pace=0.02, limit=0.5)
    asked: list[RequestUpdate] = []
    chosen = None
    while chosen is None:
        update = updates.get(timeout=30)
        assert not isinstance(update, ErrorUpdate), update
        if isinstance(update, RequestUpdate):
            asked.append(update)
        if isinstance(update, EventsUpdate):
            chosen = next((e for e in update.events if isinstance(e, HeroChosen)), None)
    assert session.game.players[0].hero is not None
    assert all(isinstance(u.request, PickHero) for u in asked)
    assert [u.timeout for u in asked][1:] == sorted((u.timeout for u in asked[1:]), reverse=True)
    assert all(u.timeout is not None and u.timeout <= 0.5 for u in asked)
    session.close()
