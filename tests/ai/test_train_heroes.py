"""Training the learned hero choice (benchmarks/train_heroes.py, `make train-ai`): the same
choices make the same model, to the byte, which the program reads as a hero model; the
report compares the policies' chances on held-out games.

The small model beside this file was made by the commands `make train-ai` runs, on 60
games::

    python -m yxs_desktop.arena.hero_data --games 60 --shard-games 60 --out S
    python -m benchmarks.train_heroes S --rounds 20 --holdout 3 --min-leaf 5 \\
        --out tests/ai/data/heroes-identity5-small.npz
"""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import train_heroes
from yxs_desktop.ai.hero_features import hero_feature_names
from yxs_desktop.ai.hero_model import load_hero_model
from yxs_desktop.arena.hero_data import main as make_shards

SMALL = Path(__file__).parent / "data" / "heroes-identity5-small.npz"
FIT = ["--rounds", "20", "--holdout", "3", "--min-leaf", "5"]


@pytest.fixture(scope="module")
def small_shards(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("choices")
    assert make_shards(["--games", "60", "--shard-games", "60", "--out", str(folder)]) == 0
    return folder


def test_training_on_the_same_choices_makes_the_committed_model_again(
    small_shards: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "again.npz"
    assert train_heroes.main([str(small_shards), *FIT, "--out", str(out)]) == 0
    assert out.read_bytes() == SMALL.read_bytes()
    assert train_heroes.main([str(small_shards), *FIT, "--out", str(SMALL), "--check"]) == 0
    report = capsys.readouterr().out
    assert "the same trees as fitted now (20 trees)" in report
    assert "at random: " in report and "the table's best: " in report
    model = load_hero_model(out)
    assert model.meta["mode"] == "identity5" and model.names == hero_feature_names("identity5")
    assert model.meta["training"]["seeds"] == [50_500_000, 50_500_059]


def test_the_check_fails_when_the_committed_trees_differ(
    small_shards: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = [str(small_shards), *FIT, "--rounds", "19", "--out", str(SMALL), "--check"]
    assert train_heroes.main(args) == 1
    assert "differ from the ones fitted now" in capsys.readouterr().err


def test_training_refuses_a_folder_without_choices(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="no shards of hero choices"):
        train_heroes.main([str(tmp_path)])
