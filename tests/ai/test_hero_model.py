"""The learned hero choice (ai/hero_model.py, ai/hero_features.py): what a seat knows when it
chooses (its role, the lord's hero, its distance from the lord; in 3v3 its teammates'
heroes and the other team's it has seen, never a hidden pick), the hero the model judges
best is chosen, a file of another kind or other features is refused, and the learned
player, given a hero model, chooses by it."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from benchmarks.train_value import npz_bytes
from yxs_desktop.ai.drive import steps
from yxs_desktop.ai.hero_features import (
    HERO_IDS,
    ChoiceContext,
    choice_context,
    hero_feature_names,
    hero_features,
)
from yxs_desktop.ai.hero_model import learned_hero, load_hero_model
from yxs_desktop.ai.learned import LearnedAgent
from yxs_desktop.ai.value_model import ModelError, ValueModel
from yxs_desktop.engine.events import HeroPicked
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import ChooseHero, PickHero
from yxs_desktop.selfplay import make_agents

DATA = Path(__file__).parent / "data"


def _liking(hero: str, mode: str = "identity5") -> ValueModel:
    """A hero model of ``mode`` that likes ``hero`` (log-odds +1) and no other (-1)."""
    names = hero_feature_names(mode)
    split = names.index(f"hero={hero}")
    return ValueModel(
        mode, names, (0,), [split], [0.5], [~0], [~1], [-1.0, 1.0], {"kind": "hero"},
    )  # fmt: skip


def test_a_choice_is_read_as_the_mode_the_role_the_hero_and_the_lords_hero() -> None:
    names = hero_feature_names("identity8")
    context = ChoiceContext("rebel", HERO_IDS[7], 2)
    row = dict(zip(names, hero_features("identity8", context, HERO_IDS[3], 8), strict=True))
    assert len(names) == len(set(names))
    assert row["mode=identity8"] == row["role=rebel"] == row[f"hero={HERO_IDS[3]}"] == 1.0
    assert row[f"lord_hero={HERO_IDS[7]}"] == row["lord_chosen"] == 1.0
    assert row["distance"] == 2.0 and row["players"] == 8.0
    assert sum(row[f"hero={h}"] for h in HERO_IDS) == 1.0
    lord = dict(zip(names, hero_features("identity5", ChoiceContext("lord"), HERO_IDS[0], 5),
                    strict=True))  # fmt: skip
    assert lord["lord_chosen"] == 0.0 and sum(lord[f"lord_hero={h}"] for h in HERO_IDS) == 0.0


def _choices(seed: int, mode: str = "identity5") -> list:
    """Every seat's hero choice of a game: (view, request) as each seat was asked."""
    game = Game(make_mode(mode), seed)
    found = []
    for step in steps(game, make_agents("strong", game)):
        if type(step.request) in (ChooseHero, PickHero):
            found.append((step.view, step.request))
        elif found and len(found) == len(game.players):
            break
    return found


def test_a_seat_knows_its_role_and_after_the_lord_the_lords_hero_and_its_distance() -> None:
    choices = _choices(3)
    lord_view = choices[0][0]
    assert choice_context(lord_view) == ChoiceContext(lord_view.role.value)
    lords_hero = choices[1][0].players[lord_view.seat].hero  # shown once the lord chose
    assert lords_hero is not None
    distances = set()
    for view, _ in choices[1:]:
        context = choice_context(view)
        assert context.lord_hero == lords_hero
        assert context.role in ("loyalist", "rebel", "renegade")
        assert context.mates == context.foes == ()
        distances.add(context.distance)
    assert distances == {1, 2, 3, 4}


def test_a_team_pick_reads_its_teammates_picks_and_never_the_other_teams() -> None:
    game = Game(make_mode("3v3-casual"), 3)
    asked = 0
    for step in steps(game, make_agents("strong", game)):
        if type(step.request) is not PickHero:
            if asked:
                break
            continue
        asked += 1
        me = step.view.players[step.seat]
        picked = [e for e in game.events if type(e) is HeroPicked]  # in the order picked
        mates = {e.hero for e in picked if me.team == step.view.players[e.seat].team}
        context = choice_context(step.view, step.request)
        assert set(context.mates) == mates and context.foes == ()
        assert context.role == f"{me.team}:{step.view.role.value}" and context.lord_hero is None
    assert asked >= 6


def test_a_draft_pick_reads_every_hero_drafted_before_it() -> None:
    for number, (view, request) in enumerate(_choices(3, "3v3-competitive")):
        context = choice_context(view, request)
        assert len(context.mates) + len(context.foes) == number
        assert len(request.offers[view.seat]) == 12 - number


def test_the_hero_the_model_likes_is_chosen_wherever_it_is_offered() -> None:
    for mode in ("identity5", "3v3-casual", "3v3-competitive"):
        for view, request in _choices(4, mode):
            for index in request.free(view.seat):
                hero = request.offers[view.seat][index]
                assert learned_hero(_liking(hero, mode), view, request) == index


def test_the_learned_player_chooses_its_hero_by_its_hero_model() -> None:
    view, request = _choices(5)[2]
    offers = request.offers[view.seat]
    for index, hero in enumerate(offers):
        agent = LearnedAgent(view.seat, 5, 1, heroes=_liking(hero))
        assert agent.decide(view, request).index == index  # type: ignore[attr-defined]


def test_a_hero_model_is_refused_by_a_mode_whose_features_it_does_not_read(
    tmp_path: Path,
) -> None:
    arrays = dict(np.load(DATA / "heroes-identity5-small.npz"))
    meta = json.loads(arrays["meta"].tobytes())
    meta["mode"] = "3v3-casual"  # identity features, read as a team pick's
    arrays["meta"] = np.frombuffer(json.dumps(meta).encode(), np.uint8)
    wrong = tmp_path / "heroes-3v3-casual.npz"
    wrong.write_bytes(npz_bytes(arrays))
    with pytest.raises(ModelError, match="its features are not the ones"):
        load_hero_model(wrong)
    assert load_hero_model(DATA / "heroes-identity5-small.npz").mode == "identity5"


def test_a_file_that_is_not_a_hero_model_is_refused() -> None:
    with pytest.raises(ModelError, match="not a hero model"):
        load_hero_model(DATA / "value-identity5-small.npz")
