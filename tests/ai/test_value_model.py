"""The learned value's evaluator (ai/value_model.py): the shipped models answer what the
training library answered, a model file is read whole or refused with a reason."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from benchmarks.train_value import npz_bytes
from yxs_desktop.ai.advantage import shipped_advantage
from yxs_desktop.ai.features import MODES, feature_names
from yxs_desktop.ai.hero_model import shipped_hero_model
from yxs_desktop.ai.value_model import FORMAT, VERSION, ModelError, load_model, shipped_model
from yxs_desktop.engine.modes import make_mode

MODELS = sorted((Path(__file__).parents[2] / "yxs_desktop" / "ai" / "models").glob("*.npz"))


def _write(path: Path, **arrays: object) -> Path:
    meta = {"format": FORMAT, "version": VERSION, "mode": "identity5", "features": ["a", "b"]}
    full: dict[str, object] = {
        "roots": np.array([0, ~2], np.int32),
        "feature": np.array([0, 1], np.int32),
        "threshold": np.array([0.5, 2.0]),
        "left": np.array([~0, ~1], np.int32),
        "right": np.array([1, ~0], np.int32),
        "leaf": np.array([1.0, -2.0, 0.25]),
        "meta": np.frombuffer(json.dumps(meta).encode(), np.uint8),
    }
    full.update(arrays)
    path.write_bytes(npz_bytes({k: v for k, v in full.items() if v is not None}))
    return path


def test_every_shipped_model_answers_what_lightgbm_answered_to_the_bit() -> None:
    assert MODELS, "the program ships a value model"
    for path in MODELS:
        model = load_model(path)
        assert len(model.check_raw) >= 16, path
        for features, expected in zip(model.check_features, model.check_raw, strict=True):
            assert model.raw(features) == expected, path


def test_a_shipped_model_reads_the_features_the_program_computes_for_its_mode() -> None:
    for path in MODELS:
        model = load_model(path)
        if model.meta.get("kind") == "advantage":
            assert path.name == f"advantage-{model.mode}.npz"
            assert shipped_advantage(model.mode, make_mode(model.mode).players) is not None
            continue
        if model.meta.get("kind") == "hero":
            assert path.name == f"heroes-{model.mode}.npz"
            assert shipped_hero_model(model.mode) is not None
            continue
        assert path.name == f"value-{model.mode}.npz"
        assert model.mode in MODES
        assert model.names == feature_names(make_mode(model.mode).players)
        assert shipped_model(model.mode) is not None
        # the honest value foresees results better (log-loss, the proper scoring rule)
        # than the material count given the true roles, in every mode
        figures = {row["role"]: row for row in model.meta["held_out"]}
        assert figures["all"]["log_loss"] < figures["all"]["log_loss_reference"], path


def test_a_small_model_sums_its_trees_leaves_as_written(tmp_path: Path) -> None:
    # tree 0: a <= 0.5 → leaf 0 (1.0); else b <= 2 → leaf 1 (-2.0), else leaf 0; tree 1: leaf 2
    model = load_model(_write(tmp_path / "m.npz"))
    assert model.raw([0.5, 9.0]) == 1.25
    assert model.raw([0.6, 2.0]) == -1.75
    assert model.raw([0.6, 2.5]) == 1.25
    assert model.chance([0.5, 9.0]) == pytest.approx(1 / (1 + np.exp(-1.25)))
    with pytest.raises(ValueError, match="3 features, the model reads 2"):
        model.raw([0.0, 0.0, 0.0])


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"leaf": None}, "no leaf"),
        ({"left": np.array([~0, ~7], np.int32)}, "names leaf 7"),
        ({"right": np.array([0, ~0], np.int32)}, "reached twice"),  # a loop
        ({"feature": np.array([0, 5], np.int32)}, "splits on feature 5"),
        ({"threshold": np.array([0.5, np.nan])}, "not a finite number"),
        ({"threshold": np.array([0.5])}, "1 threshold for 2 nodes"),
        ({"meta": np.frombuffer(b"{", np.uint8)}, "unreadable metadata"),
        ({"meta": np.frombuffer(b'{"format": "x"}', np.uint8)}, "not a yxs-value-model"),
        ({"roots": np.array([0.0, 1.0])}, "roots is not a row of int32"),
        ({"leaf": np.array([[1.0, -2.0, 0.25]])}, "leaf is not a row of float64"),
        ({"leaf": np.array([1, 2, 3], np.int8)}, "leaf.npy: elements '|i1'"),
    ],
)
def test_a_broken_model_file_is_refused_saying_what_is_wrong(
    tmp_path: Path, change: dict[str, object], message: str
) -> None:
    with pytest.raises(ModelError, match=message):
        load_model(_write(tmp_path / "bad.npz", **change))


def test_a_file_that_is_no_model_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "text.npz"
    path.write_text("not a zip", encoding="utf-8")
    with pytest.raises(ModelError, match=r"not a readable \.npz file"):
        load_model(path)
    good = _write(tmp_path / "cut.npz").read_bytes()
    (tmp_path / "cut.npz").write_bytes(good[: len(good) // 2])
    with pytest.raises(ModelError):
        load_model(tmp_path / "cut.npz")


def test_the_program_reads_its_models_without_numpy_or_lightgbm() -> None:
    code = (
        "import sys; from yxs_desktop.ai.levels import build_agent; "
        "from yxs_desktop.ai.value_model import shipped_model; "
        "[shipped_model(m) for m in ('identity5', 'identity8', '3v3-casual')]; "
        "build_agent('expert', 0, 5, 1); "
        "print(sorted(m for m in ('numpy', 'lightgbm', 'scipy') if m in sys.modules))"
    )
    found = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert found.strip() == "[]"
