"""Forked-game decisions for learning the advantage of an action (issue 36, stage 3): the
learned player's candidates at sampled play-phase decisions, each played on to the end in
forks of one reshuffle, labelled with how the game ended for the seat; shards read back
whole, a bad one is refused with the reason, and only training seeds are used."""

from __future__ import annotations

import gzip
import json
import os
from pathlib import Path

import pytest

from yxs_desktop.ai.evaluation import DRAW_VALUE
from yxs_desktop.ai.features import action_feature_names, feature_names
from yxs_desktop.arena.advantage_data import (
    FIRST_SEEDS,
    Decision,
    game_decisions,
    main,
    read_shard,
    write_shard,
)

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the forks need os.fork")

SEED = FIRST_SEEDS["identity5"] + 3


@pytest.fixture(scope="module")
def decisions() -> list[Decision]:
    """The decisions of the first game from :data:`SEED` that records some (six at most)."""
    found: list[Decision] = []
    seed = SEED
    while not found:
        found = game_decisions("identity5", seed, 6)
        seed += 1
    return found


def test_each_recorded_decision_has_candidates_and_a_result_for_each(
    decisions: list[Decision],
) -> None:
    width, action_width = len(feature_names(5)), len(action_feature_names())
    for d in decisions:
        assert len(d.actions) >= 2 and len(d.results) == len(d.actions)
        assert len(d.features) == width and {len(a) for a in d.actions} == {action_width}
        assert all(r in (None, 0.0, 1.0, DRAW_VALUE) for r in d.results)
        assert len(d.values) == len(d.actions)
        assert all((v is None) == (r is None) for v, r in zip(d.values, d.results, strict=True))
        assert all(v is None or 0.0 <= v <= 1.0 for v in d.values)
        assert 0 <= d.choice < len(d.actions)
        assert len(d.means) in (0, len(d.actions))
    assert len(decisions) <= 6


def test_the_same_seed_records_the_same_decisions_and_results() -> None:
    assert game_decisions("identity5", SEED, 4) == game_decisions("identity5", SEED, 4)


def test_strong_first_is_first_and_pass_if_weighed_last_among_the_candidates(
    decisions: list[Decision],
) -> None:
    """Pass is weighed last, and not at all against the seat's one enemy left
    (ai/learned.py), so a decision may lack it but never holds it elsewhere."""
    pass_index = action_feature_names().index("pass")
    rank = action_feature_names().index("rank")
    for d in decisions:
        assert d.actions[0][pass_index] == 0.0 and d.actions[0][rank] == 0.0
        assert all(a[pass_index] == 0.0 for a in d.actions[:-1])
    assert any(d.actions[-1][pass_index] == 1.0 for d in decisions)


def test_results_are_averaged_over_the_reshuffles() -> None:
    sums = {
        won + DRAW_VALUE * drawn for won in range(5) for drawn in range(5 - won)
    }  # four games: some won, some drawn, the rest lost
    results = [r for d in game_decisions("identity5", SEED, 3, salts=4) for r in d.results]
    assert results and all(r is None or r * 4 in sums for r in results)


def test_a_shard_reads_back_what_was_written(tmp_path: Path, decisions: list[Decision]) -> None:
    path = tmp_path / "shard.jsonl.gz"
    assert write_shard(path, "identity5", decisions) == len(decisions)
    header, back = read_shard(path)
    assert header["actions"] == list(action_feature_names())
    assert back == decisions


def test_a_bad_shard_is_refused_with_the_reason(tmp_path: Path, decisions: list[Decision]) -> None:
    plain = tmp_path / "plain.jsonl.gz"
    plain.write_text("not gzip", encoding="utf-8")
    with pytest.raises(ValueError, match="not a readable shard"):
        read_shard(plain)
    good = tmp_path / "good.jsonl.gz"
    write_shard(good, "identity5", decisions)
    with gzip.open(good, "rt", encoding="utf-8") as lines:
        header, first, *_rest = lines.read().splitlines()
    row = json.loads(first)
    row["values"] = row["values"][:-1]
    short = tmp_path / "short.jsonl.gz"
    with gzip.open(short, "wt", encoding="utf-8") as out:
        out.write(header + "\n" + json.dumps(row) + "\n")
    with pytest.raises(ValueError, match="line 2: not one result per action"):
        read_shard(short)


def test_the_maker_uses_training_seeds_only(tmp_path: Path, capsys) -> None:
    out = tmp_path / "shards"
    first = FIRST_SEEDS["identity5"] + 500
    args = ["--games", "2", "--shard-games", "1", "--per-game", "2", "--salts", "1"]
    assert main([*args, "--first-seed", str(first), "--out", str(out)]) == 0
    names = sorted(p.name for p in out.iterdir())
    assert names == [f"identity5-{first}-1.jsonl.gz", f"identity5-{first + 1}-1.jsonl.gz"]
    with pytest.raises(SystemExit) as refused:
        main([*args, "--first-seed", "1", "--out", str(out)])
    assert refused.value.code == 2
    assert "leave the training seeds" in capsys.readouterr().err
