"""The learned hero choice (ai/hero_model.py, ai/hero_features.py): what a seat knows when it
chooses (its role, the lord's hero, its distance from the lord), the hero the model judges
best is chosen, a file of another kind or other features is refused, and the learned
player, given a hero model, chooses by it."""

from __future__ import annotations

from pathlib import Path

import pytest

from yxs_desktop.ai.drive import steps
from yxs_desktop.ai.hero_features import (
    HERO_IDS,
    choice_context,
    hero_feature_names,
    hero_features,
)
from yxs_desktop.ai.hero_model import learned_hero, load_hero_model
from yxs_desktop.ai.learned import LearnedAgent
from yxs_desktop.ai.value_model import ModelError, ValueModel
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import ChooseHero
from yxs_desktop.selfplay import make_agents

DATA = Path(__file__).parent / "data"


def _liking(hero: str) -> ValueModel:
    """A hero model that likes ``hero`` (log-odds +1) and no other (-1)."""
    split = hero_feature_names().index(f"hero={hero}")
    return ValueModel(
        "identity5", hero_feature_names(), (0,), [split], [0.5], [~0], [~1], [-1.0, 1.0],
        {"kind": "hero"},
    )  # fmt: skip


def test_a_choice_is_read_as_the_mode_the_role_the_hero_and_the_lords_hero() -> None:
    names = hero_feature_names()
    row = dict(zip(names, hero_features("identity8", "rebel", HERO_IDS[3], HERO_IDS[7], 2, 8),
                   strict=True))  # fmt: skip
    assert len(names) == len(set(names))
    assert row["mode=identity8"] == row["role=rebel"] == row[f"hero={HERO_IDS[3]}"] == 1.0
    assert row[f"lord_hero={HERO_IDS[7]}"] == row["lord_chosen"] == 1.0
    assert row["distance"] == 2.0 and row["players"] == 8.0
    assert sum(row[f"hero={h}"] for h in HERO_IDS) == 1.0
    lord = dict(zip(names, hero_features("identity5", "lord", HERO_IDS[0], None, 0, 5),
                    strict=True))  # fmt: skip
    assert lord["lord_chosen"] == 0.0 and sum(lord[f"lord_hero={h}"] for h in HERO_IDS) == 0.0


def _choices(seed: int) -> list:
    """Every seat's hero choice of a game: (view, request) as each seat was asked."""
    game = Game(make_mode("identity5"), seed)
    found = []
    for step in steps(game, make_agents("strong", game)):
        if type(step.request) is ChooseHero:
            found.append((step.view, step.request))
        elif found and len(found) == 5:
            break
    return found


def test_a_seat_knows_its_role_and_after_the_lord_the_lords_hero_and_its_distance() -> None:
    choices = _choices(3)
    lord_view = choices[0][0]
    assert choice_context(lord_view)[1:] == (None, 0)
    lords_hero = choices[1][0].players[lord_view.seat].hero  # shown once the lord chose
    assert lords_hero is not None
    distances = set()
    for view, _ in choices[1:]:
        role, lord_hero, distance = choice_context(view)
        assert lord_hero == lords_hero and role in ("loyalist", "rebel", "renegade")
        distances.add(distance)
    assert distances == {1, 2, 3, 4}


def test_the_hero_the_model_likes_is_chosen_wherever_it_is_offered() -> None:
    for view, request in _choices(4):
        offers = request.offers[view.seat]
        for index, hero in enumerate(offers):
            assert learned_hero(_liking(hero), view, offers, request.free(view.seat)) == index


def test_the_learned_player_chooses_its_hero_by_its_hero_model() -> None:
    view, request = _choices(5)[2]
    offers = request.offers[view.seat]
    for index, hero in enumerate(offers):
        agent = LearnedAgent(view.seat, 5, 1, heroes=_liking(hero))
        assert agent.decide(view, request).index == index  # type: ignore[attr-defined]


def test_a_file_that_is_not_a_hero_model_is_refused() -> None:
    with pytest.raises(ModelError, match="not a hero model"):
        load_hero_model(DATA / "value-identity5-small.npz")
