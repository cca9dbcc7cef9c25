"""`yxs arena` and `yxs sim --ai` with a level per seat: what they print and write, and bad
flags refused in one line with exit 2."""

from __future__ import annotations

import json

import pytest

from yxs_desktop import cli


def test_arena_prints_each_role_the_average_times_and_blunders_in_either_language(capsys):
    args = ["arena", "--mode", "identity5-simple", "--games", "2", "--ai", "baseline"]
    assert cli.main([*args, "--vs", "random", "--lang", "en", "--resamples", "50"]) == 0
    out = capsys.readouterr().out
    for words in ("Lord", "Rebel", "Renegade", "average over roles", "p99 (ms)", "blunders"):
        assert words in out
    assert cli.main([*args, "--vs", "random", "--resamples", "50"]) == 0
    out = capsys.readouterr().out
    for words in ("主公", "反贼", "内奸", "各身份平均", "失误次数", "忠臣攻击主公"):
        assert words in out


def test_arena_out_writes_every_figure_as_json(tmp_path, capsys):
    path = tmp_path / "arena.json"
    args = ["arena", "--mode", "identity5-simple", "--games", "2", "--seed", "3"]
    status = cli.main([*args, "--ai", "random", "--vs", "baseline", "--out", str(path)])
    assert status == 0
    data = json.loads(path.read_text(encoding="utf-8"))
    assert (data["tested"], data["reference"], data["games"]) == ("random", "baseline", 12)
    assert [r["role"] for r in data["roles"]] == [
        "lord",
        "loyalist",
        "rebel",
        "renegade",
        "average",
    ]
    lord = data["roles"][0]
    assert lord["games"] == 2
    assert lord["tested"]["low"] <= lord["tested"]["value"] <= lord["tested"]["high"]
    assert set(data["decision_times_ms"]) == set(data["blunders"]) == {"random", "baseline"}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--mode", "identity5", "--ai", "genius", "--vs", "random"], "invalid choice"),
        (["--mode", "identity5", "--ai", "baseline"], "required: --vs"),
        (
            ["--mode", "identity5", "--ai", "baseline", "--vs", "random", "--games", "0"],
            "at least 1",
        ),
        (["--mode", "id5", "--ai", "baseline", "--vs", "random"], "invalid choice"),
    ],
)
def test_arena_rejects_bad_flags_in_one_line(capsys, args, message):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["arena", *args])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_arena_cannot_write_the_output_file(capsys, tmp_path):
    args = ["arena", "--mode", "identity5-simple", "--ai", "baseline", "--vs", "random"]
    status = cli.main([*args, "--out", str(tmp_path / "no" / "such.json")])
    assert status == 2 and "cannot write" in capsys.readouterr().err


def _sim(capsys, ai: str) -> list[str]:
    assert cli.main(["sim", "--mode", "identity5-simple", "--games", "2", "--ai", ai]) == 0
    return capsys.readouterr().out.splitlines()


def test_sim_with_one_level_per_seat_plays_each_seat_at_its_level(capsys):
    same = _sim(capsys, "baseline")
    assert _sim(capsys, ",".join(["baseline"] * 5)) == same
    mixed = _sim(capsys, "baseline,random,baseline,baseline,baseline")
    assert mixed != same and len(mixed) == 2


@pytest.mark.parametrize(
    ("ai", "message"),
    [
        ("baseline,random", "2 levels for the 5 seats"),
        ("baseline,random,baseline,baseline,baseline,random", "6 levels for the 5 seats"),
        ("baseline,genius,baseline,baseline,baseline", "invalid choice: 'genius'"),
    ],
)
def test_sim_rejects_a_level_list_of_the_wrong_length_or_an_unknown_level(capsys, ai, message):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["sim", "--mode", "identity5-simple", "--ai", ai])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_sim_replays_name_each_seats_level(tmp_path, capsys):
    from yxs_desktop.replay.reader import read_replay

    ai = "baseline,random,baseline,baseline,random"
    args = ["sim", "--mode", "identity5-simple", "--seed", "4", "--ai", ai]
    assert cli.main([*args, "--replays", str(tmp_path)]) == 0
    (path,) = tmp_path.iterdir()
    seats = read_replay(path).header.seats
    assert [seat.player for seat in seats] == [f"computer:{level}" for level in ai.split(",")]


def test_arena_shows_its_progress_only_when_asked_or_on_a_terminal(capsys):
    args = ["arena", "--mode", "identity5-simple", "--games", "2", "--ai", "random"]
    assert cli.main([*args, "--vs", "random", "--resamples", "10"]) == 0
    assert capsys.readouterr().err == ""
    assert cli.main([*args, "--vs", "random", "--resamples", "10", "--progress"]) == 0
    err = capsys.readouterr().err
    assert "\r[" in err and "12/12" in err and err.endswith("\n")
