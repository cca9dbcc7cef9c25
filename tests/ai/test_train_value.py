"""Training the learned value (benchmarks/train_value.py, `make train-ai`): the same seeds make
the same model, to the byte; the figures it reports are the usual ones.

The small model beside this file was made by the commands `make train-ai` runs, on 12
games::

    python -m yxs_desktop.arena.value_data --mode identity5 --games 12 --shard-games 12 --out S
    python -m benchmarks.train_value S --rounds 20 --holdout 3 \\
        --out tests/ai/data/value-identity5-small.npz
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from benchmarks import train_value
from benchmarks.train_value import auc, log_loss
from yxs_desktop.ai.value_model import load_model
from yxs_desktop.arena.value_data import main as make_shards

SMALL = Path(__file__).parent / "data" / "value-identity5-small.npz"


@pytest.fixture(scope="module")
def small_shards(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("shards")
    assert make_shards(["--mode", "identity5", "--games", "12", "--shard-games", "12",
                        "--out", str(folder)]) == 0  # fmt: skip
    return folder


def test_training_on_the_same_seeds_makes_the_committed_model_again(
    small_shards: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "again.npz"
    assert train_value.main([str(small_shards), "--rounds", "20", "--holdout", "3",
                             "--out", str(out)]) == 0  # fmt: skip
    assert out.read_bytes() == SMALL.read_bytes()
    assert train_value.main([str(small_shards), "--rounds", "20", "--holdout", "3",
                             "--out", str(SMALL), "--check"]) == 0  # fmt: skip
    assert "the same trees as fitted now (20 trees)" in capsys.readouterr().out
    model = load_model(out)
    assert model.meta["training"]["seeds"] == [50_000_000, 50_000_011]
    assert model.meta["training"]["games"] == 8  # 4 of 12 held out (seeds divisible by 3)


def test_the_check_fails_when_the_committed_trees_differ(
    small_shards: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert train_value.main([str(small_shards), "--rounds", "19", "--holdout", "3",
                             "--out", str(SMALL), "--check"]) == 1  # fmt: skip
    assert "differ from the ones fitted now" in capsys.readouterr().err


def test_training_refuses_a_folder_without_shards_or_with_two_modes(
    small_shards: Path, tmp_path: Path
) -> None:
    with pytest.raises(SystemExit, match="no shard in"):
        train_value.main([str(tmp_path), "--out", str(tmp_path / "m.npz")])
    mixed = tmp_path / "mixed"
    mixed.mkdir()
    for shard in small_shards.glob("*.jsonl.gz"):
        (mixed / shard.name).write_bytes(shard.read_bytes())
    assert make_shards(["--mode", "identity8", "--games", "1", "--out", str(mixed)]) == 0
    with pytest.raises(SystemExit, match="a shard of identity8, the first was identity5's"):
        train_value.read_positions(mixed)


def test_auc_is_the_share_of_win_loss_pairs_ranked_right_ties_half() -> None:
    assert auc([1, 0, 1, 0], [0.9, 0.1, 0.8, 0.2]) == 1.0
    assert auc([1, 0, 1, 0], [0.1, 0.9, 0.2, 0.8]) == 0.0
    assert auc([1, 0], [0.5, 0.5]) == 0.5
    assert auc([1, 0, 0], [0.6, 0.6, 0.2]) == 0.75
    assert math.isnan(auc([1, 1], [0.2, 0.3]))


def test_log_loss_is_the_mean_surprise_of_the_results() -> None:
    assert log_loss([1, 0], [0.5, 0.5]) == pytest.approx(math.log(2))
    assert log_loss([1], [1.0]) == pytest.approx(0.0, abs=1e-12)
    assert 30 < log_loss([0], [1.0]) < 40  # a certain wrong answer costs much, not infinity
