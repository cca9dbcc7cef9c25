"""``python -m yxs_desktop.arena.publish``: an arena's result becomes a published measure
(the average over roles, its interval and the command that measured it); a later measure of
the same level, reference and mode replaces the earlier one, others stay; a file that is
not an arena's result, or a damaged strength file, is refused in either language and
nothing is written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from yxs_desktop import cli
from yxs_desktop.ai import strength
from yxs_desktop.arena import publish

ARENA = ["arena", "--mode", "identity5-simple", "--games", "2", "--seed", "3"]


@pytest.fixture(scope="module")
def arena_result(tmp_path_factory) -> Path:
    """A real `yxs arena --out` file (2 deals, 12 games)."""
    path = tmp_path_factory.mktemp("arena") / "random.json"
    args = [*ARENA, "--ai", "random", "--vs", "baseline", "--resamples", "50"]
    assert cli.main([*args, "--out", str(path)]) == 0
    return path


def variant(tmp_path: Path, source: Path, name: str, **changes: object) -> Path:
    """``source`` with some fields changed, as another arena would have written it."""
    data = json.loads(source.read_text(encoding="utf-8")) | changes
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_an_arena_result_is_published_with_its_average_and_command(arena_result, tmp_path, capsys):
    target = tmp_path / "strength.json"
    assert publish.main([str(arena_result), "--to", str(target), "--lang", "en"]) == 0
    assert "random vs baseline, identity5-simple, 2 deals" in capsys.readouterr().out
    (measure,) = strength.read(target).measures
    data = json.loads(arena_result.read_text(encoding="utf-8"))
    average = next(role for role in data["roles"] if role["role"] == "average")
    assert (measure.level, measure.vs, measure.mode) == ("random", "baseline", "identity5-simple")
    assert (measure.deals, measure.seed, measure.games) == (2, 3, 12)
    assert measure.tested == average["tested"]["value"]
    assert measure.reference == average["reference"]["value"]
    difference = average["difference"]
    assert measure.difference == strength.Interval(
        difference["value"], difference["low"], difference["high"]
    )
    assert measure.command == (
        "yxs arena --mode identity5-simple --games 2 --seed 3 --ai random --vs baseline"
        " --resamples 50"
    )


def test_a_measure_names_the_models_its_tested_level_read(arena_result, tmp_path):
    assert json.loads(arena_result.read_text(encoding="utf-8"))["models"] == {
        "random": {},
        "baseline": {},
    }
    models = {"expert": {"value-identity5-simple.npz": "ab" * 32}, "baseline": {}}
    learned = variant(tmp_path, arena_result, "expert.json", tested="expert", models=models)
    target = tmp_path / "strength.json"
    assert publish.main([str(learned), "--to", str(target)]) == 0
    (measure,) = strength.read(target).measures
    assert measure.models == models["expert"]
    assert publish.main([str(arena_result), "--to", str(target)]) == 0
    (plain,) = [m for m in strength.read(target).measures if m.level == "random"]
    assert plain.models == {} and b"models" not in strength.encode(strength.Strength((plain,)))


def test_a_later_measure_replaces_the_same_levels_and_mode_and_keeps_the_others(
    arena_result, tmp_path
):
    target = tmp_path / "strength.json"
    assert publish.main([str(arena_result), "--to", str(target)]) == 0
    again = variant(tmp_path, arena_result, "again.json", seed=40, deals=9)
    other_mode = variant(tmp_path, arena_result, "mode.json", mode="identity8")
    other_vs = variant(tmp_path, arena_result, "vs.json", tested="baseline", reference="random")
    assert publish.main([str(again), str(other_mode), str(other_vs), "--to", str(target)]) == 0
    measures = strength.read(target).measures
    assert [(m.level, m.mode, m.vs) for m in measures] == [
        ("baseline", "identity5-simple", "random"),
        ("random", "identity5-simple", "baseline"),
        ("random", "identity8", "baseline"),
    ]
    replaced = measures[1]
    assert (replaced.seed, replaced.deals) == (40, 9)
    assert replaced.command.startswith("yxs arena --mode identity5-simple --games 9 --seed 40 ")


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"not json at all", ("not a result of yxs arena --out", "不是 yxs arena --out 的结果")),
        (
            b'{"mode": "identity5"}',
            ("not a result of yxs arena --out", "不是 yxs arena --out 的结果"),
        ),
        (None, ("unknown mode 'chess'", "未知模式 'chess'")),
        (
            {"seating": "side"},
            ("measured with --seating side; published strength is one seat's", "只量一个座位"),
        ),
        (b"", ("not a result of yxs arena --out", "不是 yxs arena --out 的结果")),
    ],
)
def test_a_file_that_is_not_an_arena_result_is_refused_and_nothing_is_written(
    arena_result, tmp_path, capsys, content, words
):
    target = tmp_path / "strength.json"
    assert publish.main([str(arena_result), "--to", str(target)]) == 0
    before = target.read_bytes()
    if content is None:
        bad = variant(tmp_path, arena_result, "bad.json", mode="chess")
    elif isinstance(content, dict):
        bad = variant(tmp_path, arena_result, "bad.json", **content)
    else:
        bad = tmp_path / "bad.json"
        bad.write_bytes(content)
    for lang, expected in zip(("en", "zh"), words, strict=True):
        assert publish.main([str(arena_result), str(bad), "--to", str(target), "--lang", lang]) == 2
        err = capsys.readouterr().err
        assert str(bad) in err and expected in err and "Traceback" not in err
        assert ("Nothing was written." if lang == "en" else "未写入任何内容。") in err
    assert target.read_bytes() == before


def test_a_damaged_strength_file_is_not_overwritten(arena_result, tmp_path, capsys):
    target = tmp_path / "strength.json"
    target.write_bytes(b"{damaged")
    assert publish.main([str(arena_result), "--to", str(target), "--lang", "en"]) == 2
    assert "damaged" in capsys.readouterr().err
    assert target.read_bytes() == b"{damaged"


def test_a_missing_result_file_is_named(tmp_path, capsys):
    missing = tmp_path / "nowhere.json"
    assert publish.main([str(missing), "--to", str(tmp_path / "s.json"), "--lang", "en"]) == 2
    assert f"{missing}: cannot be read" in capsys.readouterr().err
    assert not (tmp_path / "s.json").exists()
