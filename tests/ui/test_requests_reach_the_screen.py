"""Every request the person is owed reaches the screen, in order, and an answer is always
to the request on screen: a new request takes an old one off the screen even while the
old one's countdown still runs (the session answered it by default), waits for the
animations before it, and then shows; its time counts from when it is on screen."""

from __future__ import annotations

import queue
import time
from dataclasses import replace

from yxs_desktop.ai.random_agent import random_answer
from yxs_desktop.client.local import LocalSession
from yxs_desktop.client.session import (
    ErrorUpdate,
    EventsUpdate,
    FinishedUpdate,
    RequestUpdate,
    Update,
    WaitingUpdate,
)
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import Pass, PlayPhase, Request, Respond, Response
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.engine.validation import only_pass
from yxs_desktop.engine.views import events_for, request_for, seat_view
from yxs_desktop.selfplay import make_agents
from yxs_desktop.ui.table.page import TablePage

PERSON = 0


class ScreenSession:
    """A session stand-in that records what the page says it put on screen and answers."""

    seat = PERSON

    def __init__(self) -> None:
        self.shown_ids: list[int] = []
        self.answers: list[tuple[int, Response]] = []

    def start(self) -> None:
        pass

    def submit(self, request_id: int, response: Response) -> None:
        self.answers.append((request_id, response))

    def shown(self, request_id: int) -> None:
        self.shown_ids.append(request_id)

    def close(self) -> None:
        pass


def two_requests_with_events_between() -> list[tuple[EventsUpdate, Request]]:
    """From a real game: the updates before two of the person's requests (the first
    answered by default, as when its time ran out), with events to animate between."""
    game = Game(make_mode("identity5-simple"), 0)
    agents = make_agents("baseline", game)
    game.start()
    found: list[tuple[EventsUpdate, Request]] = []
    seen = 0
    while game.pending is not None and len(found) < 2:
        request = game.pending
        seat = game.waiting_for()[0]
        if (
            seat == PERSON
            and type(request) in (PlayPhase, Respond)
            and not only_pass(request, seat)
        ):
            events = tuple(events_for(game, PERSON, seen))
            if len(events) >= 3:
                found.append((EventsUpdate(events, seat_view(game, PERSON)), request))
                seen = len(game.events)
            game.submit(seat, request.id, request.default(seat))
            continue
        if only_pass(request, seat):
            game.submit(seat, request.id, Pass())
            continue
        answer = agents[seat].decide(seat_view(game, seat), request_for(request, seat))
        game.submit(seat, request.id, answer)
    assert len(found) == 2
    return found


def test_a_request_arriving_while_an_expired_one_is_shown_reaches_the_screen(qtbot) -> None:
    (before_a, a), (before_b, b) = two_requests_with_events_between()
    page = TablePage(5, PERSON)
    qtbot.addWidget(page)
    page.scene.speed = 5.0  # the animations below still run when B arrives
    session = ScreenSession()
    page.attach(session)  # type: ignore[arg-type]
    page.on_update(before_a)
    page.on_update(RequestUpdate(request_for(a, PERSON), 15.0))
    qtbot.waitUntil(lambda: page.request is not None and page.request.id == a.id, timeout=10_000)
    assert session.shown_ids == [a.id] and page.selection is not None

    # the session's time for A ran out (its default went) while A's countdown still runs
    # on screen; B comes with the animations of what happened meanwhile
    page.on_update(before_b)
    page.on_update(RequestUpdate(request_for(b, PERSON), 15.0))
    assert page.scene.queue.busy()
    assert page.selection is None and page.dialog is None  # A is off the screen at once
    assert session.shown_ids == [a.id]  # B waits for the animations before it
    qtbot.waitUntil(lambda: session.shown_ids == [a.id, b.id], timeout=20_000)
    assert page.request is not None and page.request.id == b.id
    assert page.deadline is not None and page.timeout == 15.0  # the full time, from now

    page.press_end() if isinstance(b, PlayPhase) else page.press_cancel()  # the person: pass
    assert session.answers == [(b.id, Pass())]  # the answer names the request on screen


def test_a_requests_time_counts_from_when_it_is_on_screen() -> None:
    """LocalSession waits (up to show_wait) for the UI to say a request is on screen."""
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5-simple", 5, PERSON, updates.put, show_wait=5.0)
    # the hero choice's 30 s made 0.3 s
    session.room.settings = replace(session.room.settings, seconds_scale=0.01)
    session.start()
    first = updates.get(timeout=30)
    while not isinstance(first, RequestUpdate):
        first = updates.get(timeout=30)
    # not shown yet: well past its 0.3 s, the request is still pending (only who is
    # asked, the person itself, is said meanwhile, as online)
    try:
        while isinstance(late := updates.get(timeout=1.0), WaitingUpdate):
            pass
    except queue.Empty:
        late = None
    assert late is None
    assert session.game.pending is not None and session.game.pending.id == first.request.id
    session.shown(first.request.id)  # now on screen: 0.3 s later the default goes
    nxt = updates.get(timeout=10)
    assert not isinstance(nxt, ErrorUpdate)
    assert session.game.pending is None or session.game.pending.id != first.request.id
    session.close()


def test_answers_at_random_moments_only_ever_answer_the_request_they_were_given() -> None:
    """A whole game in which the person answers every request with a random legal answer
    after a random delay, often after its time ran out: every request shown was pending or
    already past (never a later one), and every answer the engine took for the person is
    the one given for that very request or, its time out, the request's default."""
    updates: queue.Queue[Update] = queue.Queue()
    session = LocalSession("identity5-simple", 9, PERSON, updates.put)
    # 0.06 s per answer (0.12 s a play phase); 托管 never, so that no computer answers
    session.room.settings = replace(
        session.room.settings, seconds_scale=0.004, takeover_after=1_000_000
    )
    delays = GameRng(4)
    choices = GameRng(5)
    sent: dict[int, Response] = {}
    defaults: dict[int, Response] = {}
    shown: list[int] = []
    refused = 0
    session.start()
    while True:
        update = updates.get(timeout=60)
        if isinstance(update, FinishedUpdate):
            break
        if isinstance(update, ErrorUpdate):
            assert update.code in ("already_answered", "not_pending"), update
            refused += 1
        if not isinstance(update, RequestUpdate):
            continue
        request = update.request
        assert not shown or request.id >= shown[-1]  # in order
        shown.append(request.id)
        pending = session.game.pending
        assert pending is None or pending.id >= request.id  # never a later one
        time.sleep((0.0, 0.0, 0.0, 0.01, 0.08)[delays.below(5)])  # 0.08: past its time
        answer = random_answer(choices, PERSON, request)
        sent.setdefault(request.id, answer)
        defaults[request.id] = request.default(PERSON)
        session.submit(request.id, answer)
    session.join(10)
    assert session.error is None
    for answered in session.game.responses:
        if answered.seat == PERSON and answered.request in defaults:
            given = (sent[answered.request], defaults[answered.request])
            assert answered.response in given
    assert refused > 0 and len(set(shown)) > 10


def test_a_click_that_came_too_late_is_explained_in_the_persons_language(qtbot, english) -> None:
    page = TablePage(5, PERSON)
    qtbot.addWidget(page)
    page.on_update(ErrorUpdate("already_answered", "seat 0 has already answered request 7"))
    assert page.prompt.text() == "⚠ Too late: the time for that question had run out."
