"""Training the learned advantage (benchmarks/train_advantage.py, `make train-advantage`): the same
decisions make the same model, to the byte, which the program reads as an advantage model;
the report measures the choices on held-out decisions.

The small model beside this file was made by the commands `make train-advantage` runs, on 6
games (the decisions' search features come from the shipped identity5 value: remake it when
that changes)::

    python -m yxs_desktop.arena.advantage_data --games 6 --shard-games 6 --per-game 8 \\
        --salts 1 --out S
    python -m benchmarks.train_advantage S --label value --rounds 20 --holdout 3 \\
        --min-leaf 5 --out tests/ai/data/advantage-identity5-small.npz
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from benchmarks import train_advantage
from yxs_desktop.ai.advantage import advantage_feature_names
from yxs_desktop.ai.features import action_feature_names, feature_names
from yxs_desktop.ai.value_model import load_model
from yxs_desktop.arena.advantage_data import main as make_shards

SMALL = Path(__file__).parent / "data" / "advantage-identity5-small.npz"
FIT = ["--label", "value", "--rounds", "20", "--holdout", "3", "--min-leaf", "5"]

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the forks need os.fork")


@pytest.fixture(scope="module")
def small_shards(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("decisions")
    assert make_shards(["--games", "6", "--shard-games", "6", "--per-game", "8",
                        "--salts", "1", "--out", str(folder)]) == 0  # fmt: skip
    return folder


def test_training_on_the_same_decisions_makes_the_committed_model_again(
    small_shards: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "again.npz"
    assert train_advantage.main([str(small_shards), *FIT, "--out", str(out)]) == 0
    assert out.read_bytes() == SMALL.read_bytes()
    assert train_advantage.main([str(small_shards), *FIT, "--out", str(SMALL), "--check"]) == 0
    report = capsys.readouterr().out
    assert "the same trees as fitted now (20 trees)" in report
    assert "the learned search's choice: " in report and "the advantage's best above 0.0" in report
    model = load_model(out)
    assert model.meta["kind"] == "advantage" and model.meta["mode"] == "identity5"
    assert list(model.names) == advantage_feature_names(feature_names(5), action_feature_names())
    assert model.meta["training"]["seeds"][0] == 55_000_000


def test_the_check_fails_when_the_committed_trees_differ(
    small_shards: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = [str(small_shards), *FIT, "--rounds", "19", "--out", str(SMALL), "--check"]
    assert train_advantage.main(args) == 1
    assert "differ from the ones fitted now" in capsys.readouterr().err


def test_training_refuses_a_folder_without_decisions(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="no shards of decisions"):
        train_advantage.main([str(tmp_path)])
