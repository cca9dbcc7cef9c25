"""Self-play positions for learning a value (issue 36): every seat's play-phase actions and
every living seat at each turn's start, with the game's result for it, in shards that read
back whole, made only from the training seeds, a bad shard refused with the reason."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from yxs_desktop.ai.features import feature_names
from yxs_desktop.arena.shards import TRAINING_SEEDS
from yxs_desktop.arena.value_data import game_positions, main, read_shard, write_shard

SEED = TRAINING_SEEDS.start + 17


def test_a_games_positions_are_every_seats_play_phases_labelled_with_its_result() -> None:
    positions = game_positions("identity5", SEED)
    assert {p.seat for p in positions} == set(range(5))
    width = len(feature_names(5))
    by_seat = {p.seat: p.result for p in positions}
    assert sorted(set(by_seat.values())) in ([0.0, 1.0], [0.25])  # a side won, or a draw
    assert all(p.result == by_seat[p.seat] for p in positions)  # one result per seat
    assert all(len(p.features) == width for p in positions)
    assert all(0.0 <= p.reference <= 1.0 for p in positions)
    rounds = [p.round for p in positions if p.seat == 0]
    assert rounds == sorted(rounds) and all(p.rounds_left >= 0 for p in positions)
    lord = [p for p in positions if p.role == "lord"]
    assert lord and all(p.features[feature_names(5).index("my_role=lord")] == 1.0 for p in lord)


def test_every_living_seat_is_read_at_each_turns_start_as_well() -> None:
    positions = game_positions("3v3-casual", SEED)
    names = feature_names(6)
    mine, alive = names.index("my_turn"), names.index("seat0.alive")
    turns = [p for p in positions if p.at == "turn"]
    plays = [p for p in positions if p.at == "play"]
    assert plays and all(p.features[mine] == 1.0 for p in plays)  # its own play phase
    assert {p.seat for p in turns} == set(range(6))
    assert any(p.features[mine] == 0.0 for p in turns)  # others' turns, from its seat
    assert all(p.features[alive] == 1.0 for p in turns)  # the living only
    # each turn reads every living seat once, in seat order: as many as are alive
    living = names.index("alive")
    groups: list[list[float]] = []
    for previous, p in zip([None, *turns], turns, strict=False):
        if previous is None or p.seat <= previous.seat:
            groups.append([])
        groups[-1].append(p.features[living])
    assert len(groups) > 10
    assert all(len(group) == group[0] and len(set(group)) == 1 for group in groups)


def test_a_shard_reads_back_what_was_written(tmp_path: Path) -> None:
    positions = game_positions("3v3-casual", SEED)
    path = tmp_path / "shard.jsonl.gz"
    assert write_shard(path, "3v3-casual", positions) == len(positions)
    header, back = read_shard(path)
    assert header["mode"] == "3v3-casual" and header["features"] == list(feature_names(6))
    assert back == positions


def test_a_bad_shard_is_refused_with_the_reason(tmp_path: Path) -> None:
    plain = tmp_path / "plain.jsonl.gz"
    plain.write_text("not gzip", encoding="utf-8")
    with pytest.raises(ValueError, match="not a readable shard"):
        read_shard(plain)
    other = tmp_path / "other.jsonl.gz"
    with gzip.open(other, "wt", encoding="utf-8") as out:
        out.write(json.dumps({"format": "something else"}) + "\n")
    with pytest.raises(ValueError, match="not a yxs-value-positions shard"):
        read_shard(other)
    good = tmp_path / "good.jsonl.gz"
    write_shard(good, "identity5", game_positions("identity5", SEED)[:3])
    with gzip.open(good, "rt", encoding="utf-8") as lines:
        header, first, *_rest = lines.read().splitlines()
    row = json.loads(first)
    row["features"] = row["features"][:-1]
    short = tmp_path / "short.jsonl.gz"
    with gzip.open(short, "wt", encoding="utf-8") as out:
        out.write(header + "\n" + json.dumps(row) + "\n")
    with pytest.raises(ValueError, match="line 2: 194 features, not 195"):
        read_shard(short)


def test_the_maker_writes_shards_of_training_seeds_only(tmp_path: Path, capsys) -> None:
    out = tmp_path / "shards"
    first = TRAINING_SEEDS.start + 1000
    args = ["--mode", "identity5", "--games", "3", "--shard-games", "2"]
    assert main([*args, "--first-seed", str(first), "--out", str(out)]) == 0
    names = sorted(p.name for p in out.iterdir())
    assert names == [f"identity5-{first}-2.jsonl.gz", f"identity5-{first + 2}-1.jsonl.gz"]
    _header, positions = read_shard(out / names[1])
    assert {p.seed for p in positions} == {first + 2}
    with pytest.raises(SystemExit) as refused:
        main([*args, "--first-seed", "1", "--out", str(out)])
    assert refused.value.code == 2
    assert "leave the training seeds" in capsys.readouterr().err
