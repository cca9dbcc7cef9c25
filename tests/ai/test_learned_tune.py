"""The tuning bench's variants (benchmarks/learned_tune.py): each setting reaches the learned
player it builds, and a setting it does not know stops it with the list of those it does."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.learned_tune import _variant
from yxs_desktop.ai.learned import LearnedAgent
from yxs_desktop.ai.value_model import load_model, shipped_model

DATA = Path(__file__).parent / "data"


def test_a_variant_judges_by_the_value_file_it_names() -> None:
    small = DATA / "value-identity5-small.npz"
    name, build = _variant(f"v=worlds:4,value:{small}")
    agent = build(0, 5, 1)
    assert name == "learned-v"
    assert isinstance(agent, LearnedAgent)
    assert agent.worlds == 4
    assert agent.model == load_model(small)
    assert agent.model != shipped_model("identity5")


def test_a_variant_without_a_value_file_leaves_the_shipped_one_to_the_player() -> None:
    agent = _variant("plain=worlds:0,heroes:0")[1](0, 5, 1)
    assert isinstance(agent, LearnedAgent)
    assert agent.model is None  # found at the first decision: the mode's shipped model


def test_an_unknown_setting_is_refused_with_the_known_ones() -> None:
    with pytest.raises(SystemExit, match=r"a setting is one of .*value"):
        _variant("bad=depth:3")
