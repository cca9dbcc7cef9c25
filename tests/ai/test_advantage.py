"""The learned advantage (ai/advantage.py) as the learned player uses it: the candidate it
judges best is played when above the margin, else strong's first; the features it reads
are the position's, the action's and the search's; a file that is not an advantage model
of this program's features is refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from yxs_desktop.ai.advantage import (
    advantage_feature_names,
    advantage_row,
    best_candidate,
    load_advantage,
    shipped_advantage,
)
from yxs_desktop.ai.drive import steps
from yxs_desktop.ai.features import action_feature_names, feature_names
from yxs_desktop.ai.learned import LearnedAgent
from yxs_desktop.ai.value_model import ModelError, ValueModel
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import Pass, PlayPhase
from yxs_desktop.selfplay import make_agents

NAMES = tuple(advantage_feature_names(feature_names(5), action_feature_names()))


def _constant(value: float) -> ValueModel:
    """An advantage model that judges every action alike."""
    return ValueModel("identity5", NAMES, (~0,), [], [], [], [], [value], {"kind": "advantage"})


def _passing() -> ValueModel:
    """An advantage model that prefers ending the play phase (+0.1) to anything else (-0.1)."""
    split = NAMES.index("action.pass")
    return ValueModel(
        "identity5", NAMES, (0,), [split], [0.5], [~0], [~1], [-0.1, 0.1], {"kind": "advantage"}
    )


def test_the_best_candidate_above_the_margin_is_chosen_else_strongs_first() -> None:
    rows = [[0.0] * len(action_feature_names())] * 3
    position = [0.0] * len(feature_names(5))
    assert best_candidate(_constant(0.03), position, rows, [0.5, 0.6, 0.4], 0.02) == 1
    assert best_candidate(_constant(0.01), position, rows, [0.5, 0.6, 0.4], 0.02) == 0
    assert best_candidate(_constant(-0.2), position, rows, [], 0.0) == 0


def test_a_row_is_the_position_the_action_and_the_search_gain_over_strongs_first() -> None:
    assert advantage_row([1.0], [2.0], [0.25, 0.5], 1) == [1.0, 2.0, 0.25, 0.25]
    assert advantage_row([1.0], [2.0], [], 1) == [1.0, 2.0, 0.0, 0.5]  # no world played
    assert advantage_row([1.0], [2.0], None, 1) == [1.0, 2.0]


@pytest.mark.parametrize(("model", "passes"), [(_passing(), True), (_constant(-0.1), False)])
def test_the_learned_seat_plays_what_its_advantage_model_prefers(
    model: ValueModel, passes: bool
) -> None:
    game = Game(make_mode("identity5"), 5)
    agents = make_agents("strong", game)
    learned = agents[0] = LearnedAgent(0, 5, 5, advantage=model, worlds=2)
    shadow = LearnedAgent(0, 5, 5, advantage=False, worlds=2)  # its candidates, beside it
    met = 0
    for step in steps(game, agents):
        if step.seat != 0:
            continue
        shadow.observe(step.events)
        if type(step.request) is not PlayPhase:
            continue
        candidates = shadow.play_candidates(step.view, step.request)
        answer = step.answer = learned.decide(step.view, step.request)
        if len(candidates) >= 2:
            met += 1
            # against its one enemy left Pass is no candidate: nothing else is preferred
            can_pass = Pass() in [c.response for c in candidates]
            assert answer == (Pass() if passes and can_pass else candidates[0].response)
    assert met > 0


def test_a_file_that_is_not_an_advantage_model_of_these_features_is_refused() -> None:
    data = Path(__file__).parent / "data"
    model = load_advantage(data / "advantage-identity5-small.npz", 5)
    assert model.meta["kind"] == "advantage" and list(model.names) == list(NAMES)
    with pytest.raises(ModelError, match="not the ones this program computes"):
        load_advantage(data / "advantage-identity5-small.npz", 8)
    with pytest.raises(ModelError, match="not an advantage model"):
        load_advantage(data / "value-identity5-small.npz", 5)
    assert shipped_advantage("no-such-mode", 5) is None
