"""Computer players driving a game: one step of the loop of self-play and of the expert's
rollouts alike (:func:`answer_pending`), and the same loop with each decision shown to
the caller first (:func:`steps`: tests and benchmarks that look at every decision)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Final

from yxs_desktop.engine.events import Event
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.requests import Pass, Request, Response
from yxs_desktop.engine.validation import only_pass
from yxs_desktop.engine.view_types import SeatView
from yxs_desktop.engine.views import events_for, request_for, seat_view

_PASS: Final = Pass()


@dataclass(slots=True)
class Step:
    """A seat asked to decide: its events since it was last asked (its agent has had
    them), its view and its request. ``answer``, when the caller sets it, is submitted
    instead of the agent's own."""

    seat: int
    events: list[Event]
    view: SeatView
    request: Request
    answer: Response | None = None


def _passed(game: Game, request: Request, seat: int) -> bool:
    """Pass for ``seat`` when it is asked though it has nothing to answer with."""
    if only_pass(request, seat):
        game.submit(seat, request.id, _PASS)
        return True
    return False


def _new_events(
    game: Game, agents: Sequence[Any], cursors: list[int], seat: int, always: bool = False
) -> list[Event]:
    """``seat``'s events since it was last asked, given to its agent if it observes (read
    only for such an agent, unless ``always``)."""
    observe = getattr(agents[seat], "observe", None)
    if observe is None and not always:
        return []
    events = events_for(game, seat, cursors[seat])
    cursors[seat] = len(game.events)
    if observe is not None:
        observe(events)
    return events


def answer_pending(game: Game, agents: Sequence[Any], cursors: list[int]) -> bool:
    """Answer ``game``'s pending request for the first seat it waits for: a pass when the
    seat has nothing to answer with (False), else its agent's answer (True), the agent
    first given the seat's events since ``cursors[seat]`` (``observe``, if it has one) and
    then only its view and its request. ``cursors`` is updated. (No :class:`Step` is
    made: this is the loop of every self-played game and every rollout.)"""
    request = game.pending
    assert request is not None
    seat = game.waiting_for()[0]
    if _passed(game, request, seat):
        return False
    _new_events(game, agents, cursors, seat)
    answer = agents[seat].decide(seat_view(game, seat), request_for(request, seat))
    game.submit(seat, request.id, answer)
    return True


def steps(game: Game, agents: Sequence[Any]) -> Iterator[Step]:
    """Start ``game`` and play it to its end as :func:`answer_pending` does, yielding each
    decision before the agent makes it (a pass for a seat with nothing to answer with is
    not yielded); the caller may decide instead by setting :attr:`Step.answer`."""
    cursors = [0] * len(game.players)
    game.start()
    while game.pending is not None:
        request = game.pending
        seat = game.waiting_for()[0]
        if _passed(game, request, seat):
            continue
        events = _new_events(game, agents, cursors, seat, always=True)
        step = Step(seat, events, seat_view(game, seat), request_for(request, seat))
        yield step
        answer = step.answer
        if answer is None:
            answer = agents[step.seat].decide(step.view, step.request)
        game.submit(step.seat, step.request.id, answer)
