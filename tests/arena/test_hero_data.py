"""Hero choices with randomised picks (issue 36, stage 2): every seat's choice with what it
knew (in identity games its role, the lord's hero, its distance from the lord; in 3v3 its
teammates' heroes and the other team's it had seen), picked at random from the heroes it
was free to choose and labelled with the game's result for it; shards read back whole, a
bad one is refused with the reason, only training seeds are used."""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, replace
from pathlib import Path

import pytest

from yxs_desktop.arena.hero_data import (
    FIRST_SEEDS,
    FORMAT,
    VERSION,
    game_choices,
    main,
    read_shard,
    table_levels,
    write_shard,
)
from yxs_desktop.arena.shards import write_lines

SEED = FIRST_SEEDS["identity5"] + 9


def test_every_seat_chooses_once_knowing_the_lords_hero_and_its_distance() -> None:
    choices = game_choices("identity5", SEED)
    assert sorted(c.seat for c in choices) == list(range(5))
    (lord,) = [c for c in choices if c.role == "lord"]
    assert lord.lord_hero is None and lord.distance == 0
    lords_hero = lord.offers[lord.picked]
    others = [c for c in choices if c is not lord]
    assert all(c.lord_hero == lords_hero for c in others)
    assert sorted(c.distance for c in others) == [1, 2, 3, 4]
    assert Counter(c.role for c in others) == {"loyalist": 1, "rebel": 2, "renegade": 1}
    assert all(c.result in (0.0, 1.0, 0.25) for c in choices)


def test_the_picks_are_spread_evenly_over_the_offer() -> None:
    picks = Counter(
        (len(c.offers), c.picked)
        for seed in range(SEED, SEED + 60)
        for c in game_choices("identity5", seed)
    )
    for (size, _), count in picks.items():
        expected = sum(n for (s, _), n in picks.items() if s == size) / size
        assert abs(count - expected) < 4 * expected**0.5, picks


def test_the_same_seed_records_the_same_choices() -> None:
    assert game_choices("identity8", FIRST_SEEDS["identity8"]) == game_choices(
        "identity8", FIRST_SEEDS["identity8"]
    )


def test_a_shard_reads_back_and_a_bad_one_is_refused(tmp_path: Path) -> None:
    choices = game_choices("identity5", SEED)
    path = tmp_path / "shard.jsonl.gz"
    assert write_shard(path, "identity5", choices) == 5
    assert read_shard(path)[1] == choices
    bad = tmp_path / "bad.jsonl.gz"
    write_shard(bad, "identity5", [replace(choices[0], picked=len(choices[0].offers))])
    with pytest.raises(ValueError, match=r"line 2: pick \d+ is not in the offer"):
        read_shard(bad)


def test_a_casual_team_pick_knows_its_teammates_picks_and_nothing_of_the_other_team() -> None:
    choices = game_choices("3v3-casual", FIRST_SEEDS["3v3-casual"] + 3)
    assert sorted(c.seat for c in choices) == list(range(6))
    for team in ("A", "B"):
        mine = [c for c in choices if c.role.startswith(team)]
        taken: list[str] = []
        for choice in mine:  # in the order the team picked
            assert choice.foes == () and sorted(choice.mates) == sorted(taken)
            assert len(choice.offers) == 9 - len(taken)
            assert not set(choice.offers) & set(taken)
            taken.append(choice.offers[choice.picked])
        assert len({c.result for c in mine}) == 1  # a team wins or loses together


def test_a_competitive_draft_pick_sees_every_hero_drafted_before_it() -> None:
    choices = game_choices("3v3-competitive", FIRST_SEEDS["3v3-competitive"] + 3)
    drafted: list[tuple[str, str]] = []  # (team, hero) in draft order
    for choice in choices:
        team = choice.role[0]
        assert sorted(choice.mates) == sorted(h for t, h in drafted if t == team)
        assert sorted(choice.foes) == sorted(h for t, h in drafted if t != team)
        assert len(choice.offers) == 12 - len(drafted)
        drafted.append((team, choice.offers[choice.picked]))
    assert [c.role.split(":")[1] for c in choices[:3]] == ["leader", "vanguard", "leader"]


def test_a_mixed_table_draws_each_seats_level_and_the_same_seed_the_same_table() -> None:
    seed = FIRST_SEEDS["3v3-casual"] + 11
    levels = ("strong", "baseline")
    mixed = game_choices("3v3-casual", seed, levels)
    assert mixed == game_choices("3v3-casual", seed, levels)
    assert len(mixed) == 6
    tables = {tuple(table_levels(s, 6, levels)) for s in range(seed, seed + 20)}
    assert len(tables) > 1 and {lv for table in tables for lv in table} == set(levels)
    strong_only = game_choices("3v3-casual", seed)
    assert [c.offers for c in strong_only] == [c.offers for c in game_choices(
        "3v3-casual", seed, ("strong",))]  # fmt: skip
    # the drawn levels play: a table with baseline players ends otherwise somewhere
    seeds = range(seed, seed + 10)
    assert any(
        [c.result for c in game_choices("3v3-casual", s, levels)]
        != [c.result for c in game_choices("3v3-casual", s)]
        for s in seeds
        if "baseline" in table_levels(s, 6, levels)
    )
    with pytest.raises(ValueError, match="levels grandmaster: choose among"):
        game_choices("3v3-casual", seed, ("strong", "grandmaster"))


def test_a_line_of_an_older_shard_without_the_3v3_context_still_reads(tmp_path: Path) -> None:
    choice = game_choices("identity5", SEED)[0]
    fields = {k: v for k, v in asdict(choice).items() if k not in ("mates", "foes")}
    path = tmp_path / "old.jsonl.gz"
    write_lines(path, {"format": FORMAT, "version": VERSION, "mode": "identity5"}, [fields])
    assert read_shard(path)[1] == [choice]


def test_the_maker_uses_training_seeds_only_and_modes_with_hero_choices(
    tmp_path: Path, capsys
) -> None:
    out = tmp_path / "shards"
    first = FIRST_SEEDS["identity5"] + 700
    args = ["--games", "2", "--shard-games", "1", "--first-seed", str(first), "--out", str(out)]
    assert main(args) == 0
    assert len(list(out.iterdir())) == 2
    with pytest.raises(SystemExit):
        main(["--games", "2", "--first-seed", "5", "--out", str(out)])
    assert "leave the training seeds" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--games", "2", "--levels", "strong,grandmaster", "--out", str(out)])
    assert "choose among" in capsys.readouterr().err
    with pytest.raises(ValueError, match="hero choices are recorded in"):
        game_choices("the-moon", FIRST_SEEDS["identity5"])
