"""Playing a running game on in a forked copy (benchmarks/flips.py, the advantage data):
the copy's result comes back, the game here is left as it was, one salt plays alike twice,
and an answer the game refuses is reported as refused."""

from __future__ import annotations

import os

import pytest

from yxs_desktop.ai.drive import steps
from yxs_desktop.ai.evaluation import DRAW_VALUE
from yxs_desktop.arena.forks import fork_and_finish
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import PlayPhase, Use
from yxs_desktop.selfplay import make_agents

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the forks need os.fork")


def test_a_fork_plays_to_the_end_alike_for_one_salt_and_leaves_the_game_here() -> None:
    game = Game(make_mode("identity5"), 11)
    decisions = steps(game, make_agents("strong", game))
    checked = 0
    for number, step in enumerate(decisions):
        if type(step.request) is not PlayPhase or number % 7:
            continue

        def play_on() -> float:
            for _ in decisions:
                pass
            return float(len(game.events))  # a reading: how long the copy's game went

        events, pending = len(game.events), game.pending
        forks = {fork_and_finish(game, play_on, step.seat, salt) for salt in (5, 5, 5)}
        assert len(forks) == 1  # one salt: the same game, the same result and reading
        (forked,) = forks
        assert forked is not None and forked.result in (0.0, 1.0, DRAW_VALUE)
        assert forked.reading is not None and forked.reading > events
        assert len(game.events) == events and game.pending is pending and game.outcome is None
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_an_answer_the_forked_game_refuses_is_reported_as_refused() -> None:
    game = Game(make_mode("identity5"), 11)
    decisions = steps(game, make_agents("strong", game))
    step = next(s for s in decisions if type(s.request) is PlayPhase)

    def play_on() -> None:
        step.answer = Use((999,), None, None, ())  # no such card in the seat's hand
        for _ in decisions:
            pass

    assert fork_and_finish(game, play_on, step.seat, 1) is None
