"""The levels' published strength (``yxs_desktop/ai/strength.json``): read once; a missing
or damaged file means nothing measured, never an error; the file shipped is valid, each
measure's command is the arena of its fields and the models it names are the ones shipped;
and it ships in the wheel and the bundle."""

from __future__ import annotations

import hashlib
import tomllib
from pathlib import Path

import pytest

from yxs_desktop.ai import strength
from yxs_desktop.ai.levels import LEVELS, model_hashes
from yxs_desktop.engine.modes import MODES

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("content", [None, b"", b"[1, 2]", b'{"measures": [{"level": "x"}]}'])
def test_a_missing_or_damaged_file_means_nothing_measured(tmp_path, content):
    path = tmp_path / "strength.json"
    if content is not None:
        path.write_bytes(content)
    read = strength.read(path)
    assert read.measures == () and read.against_reference("random", "identity5") is None


def test_the_shipped_file_is_valid_and_each_command_measures_its_fields():
    data = strength.packaged_path().read_bytes()
    shipped = strength.decode(data)
    assert shipped.measures, "nothing published"
    assert strength.encode(shipped) == data  # as the publish tool writes it
    for measure in shipped.measures:
        assert measure.level in LEVELS and measure.vs in LEVELS and measure.mode in MODES
        assert measure.command.startswith(
            f"yxs arena --mode {measure.mode} --games {measure.deals} --seed {measure.seed} "
            f"--ai {measure.level} --vs {measure.vs}"
        )
        low, value, high = measure.difference.low, measure.difference.value, measure.difference.high
        assert low <= value <= high
        assert value == pytest.approx(measure.tested - measure.reference)
    assert strength.published() == shipped


def test_every_published_measure_names_the_models_the_program_ships_now():
    """A model trained again without its strength measured again fails here."""
    measures = strength.published().measures
    assert any(m.models for m in measures), "no published measure names its models"
    for measure in measures:
        assert measure.models == model_hashes(measure.level, measure.mode), measure.key


def test_the_learned_level_reads_the_value_and_hero_models_and_others_none():
    models = ROOT / "yxs_desktop" / "ai" / "models"
    for mode in MODES:
        found = model_hashes("expert", mode)
        assert {"value-" + mode + ".npz", "heroes-" + mode + ".npz"} <= set(found)
        for name, digest in found.items():
            assert hashlib.sha256((models / name).read_bytes()).hexdigest() == digest
    assert model_hashes("strong", "identity5") == model_hashes("no-such-level", "x") == {}


def test_the_file_ships_in_the_wheel_and_the_bundle():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    assert "strength.json" in project["tool"]["setuptools"]["package-data"]["yxs_desktop.ai"]
    spec = (ROOT / "packaging" / "yxs.spec").read_text("utf-8")
    assert '"yxs_desktop", "ai", "strength.json"), os.path.join("yxs_desktop", "ai")' in spec
