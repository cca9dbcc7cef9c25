"""One step of a game played by computer players: the loop of self-play and of the
expert's rollouts alike."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from yxs_desktop.engine.game import Game
from yxs_desktop.engine.requests import Pass
from yxs_desktop.engine.validation import only_pass
from yxs_desktop.engine.views import events_for, request_for, seat_view

_PASS: Final = Pass()


def answer_pending(game: Game, agents: Sequence[Any], cursors: list[int]) -> bool:
    """Answer ``game``'s pending request for the first seat it waits for: a pass when the
    seat has nothing to answer with (False), else its agent's answer (True), the agent
    first given the seat's events since ``cursors[seat]`` (``observe``, if it has one) and
    then only its view and its request. ``cursors`` is updated."""
    request = game.pending
    assert request is not None
    seat = game.waiting_for()[0]
    if only_pass(request, seat):  # asked though it has nothing to answer with
        game.submit(seat, request.id, _PASS)
        return False
    agent = agents[seat]
    observe = getattr(agent, "observe", None)
    if observe is not None:
        observe(events_for(game, seat, cursors[seat]))
        cursors[seat] = len(game.events)
    game.submit(seat, request.id, agent.decide(seat_view(game, seat), request_for(request, seat)))
    return True
