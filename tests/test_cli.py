"""`yxs sim` and `yxs play`: the lines they write, determinism, and bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage

from yxs_desktop import cli, selfplay
from yxs_desktop.engine.heroes import HEROES

PLAYER_FIELDS = {
    "seat",
    "role",
    "team",
    "hero_id",
    "hero_zh",
    "max_hp",
    "hp",
    "alive",
    "won",
    "kills",
    "killed_by",
    "score",
    "skill_uses",
    "cards_used",
}


def run_sim(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], str]:
    status = cli.main(["sim", *args])
    captured = capsys.readouterr()
    return status, captured.out.splitlines(), captured.err


def test_sim_writes_one_complete_line_per_game(capsys):
    status, lines, _ = run_sim(capsys, "--mode", "identity5", "--games", "3", "--seed", "5")
    assert status == 0
    assert len(lines) == 3
    for i, line in enumerate(lines):
        record = json.loads(line)
        assert record["seed"] == 5 + i
        assert record["mode"] == "identity5"
        assert record["result"] in {"lord", "rebel", "renegade", "draw"}
        assert record["title"] in {"平定天下", "群雄并起", "奸臣当道", "平局"}
        assert record["rounds"] >= 1 and record["turns"] >= record["rounds"]
        assert [p["seat"] for p in record["players"]] == [0, 1, 2, 3, 4]
        for p in record["players"]:
            assert set(p) == PLAYER_FIELDS
            assert p["role"] in {"lord", "loyalist", "rebel", "renegade"}
            assert p["hero_zh"] == HEROES[p["hero_id"]].zh
            assert p["hp"] <= p["max_hp"] or not p["alive"]
            assert all(isinstance(n, int) for n in p["cards_used"].values())
        roles = sorted(p["role"] for p in record["players"])
        assert roles == ["lord", "loyalist", "rebel", "rebel", "renegade"]


@pytest.mark.parametrize(
    ("mode", "roles"),
    [("3v3-casual", {"loyalist", "rebel"}), ("3v3-competitive", {"leader", "vanguard"})],
)
def test_sim_3v3_lines_have_teams_and_the_winning_team(capsys, mode, roles):
    status, lines, _ = run_sim(capsys, "--mode", mode, "--games", "2", "--seed", "3")
    assert status == 0 and len(lines) == 2
    for line in lines:
        record = json.loads(line)
        assert record["result"] in {"A", "B", "draw"}
        assert record["title"] in {"A队获胜", "B队获胜", "平局"}
        assert {p["role"] for p in record["players"]} == roles
        assert sorted(p["team"] for p in record["players"]) == ["A"] * 3 + ["B"] * 3
        assert all(set(p) == PLAYER_FIELDS for p in record["players"])


def test_sim_same_seed_gives_same_line_byte_for_byte(capsys):
    _, first, _ = run_sim(capsys, "--mode", "identity8", "--games", "2", "--seed", "9")
    _, again, _ = run_sim(
        capsys, "--mode", "identity8", "--games", "2", "--seed", "9", "--workers", "2"
    )
    assert first == again


def test_sim_writes_to_a_file(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    status, lines, _ = run_sim(
        capsys, "--mode", "identity5-simple", "--games", "2", "--out", str(out)
    )
    assert status == 0 and lines == []
    assert len(out.read_text(encoding="utf-8").splitlines()) == 2


def test_sim_reports_a_failing_game_with_its_seed_and_fails(capsys, monkeypatch):
    real = selfplay.play_game

    def broken(mode, seed, ai="baseline", **kw):
        if seed == 4:
            raise RuntimeError("boom")
        return real(mode, seed, ai, **kw)

    monkeypatch.setattr(selfplay, "play_game", broken)
    status, lines, err = run_sim(capsys, "--mode", "identity5", "--games", "3", "--seed", "3")
    assert status == 1
    assert len(lines) == 2
    assert "seed 4" in err and "boom" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--mode", "identity6"], "invalid choice"),
        (["--mode", "identity5", "--games", "0"], "must be at least 1"),
        (["--mode", "identity5", "--seed", "x"], "not a whole number"),
        (["--mode", "identity5", "--ai", "genius"], "invalid choice"),
    ],
)
def test_sim_rejects_bad_flags_with_a_clear_message(capsys, args, message):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["sim", *args])
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--port", "x"], "not a whole number"),
        (["--port", "70000"], "must be at most 65535"),
        (["--max-rooms", "0"], "must be at least 1"),
        (["--listen"], "unrecognized arguments"),
        (["--data", "d", "--no-data"], "not allowed with argument"),
        (["--drain", "-1"], "must be at least 0"),
        (["--cert", "c.pem"], "needs --key too"),
        (["--key", "k.pem"], "needs --cert too"),
        (["--path", "yxs"], "must begin with /"),
        (["--path", "/yxs?x=1"], "not a plain path"),
        (["--path", "/a/../b"], ". or .. segment"),
        (["--allow-origin", "https://game.example/page"], "not an origin"),
        (["--allow-origin", "game.example"], "not an origin"),
        (["--trusted-proxy", "proxy.lan"], "not an IP address"),
        (["--max-per-address", "0"], "must be at least 1"),
        (["--metrics-port", "70000"], "must be at most 65535"),
        (["--log-format", "xml"], "invalid choice: 'xml'"),
    ],
)
def test_server_rejects_bad_flags_with_a_clear_message(capsys, args, message):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(["server", *args])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_server_reads_its_transport_flags_as_the_server_matches_them():
    flags = [
        *("--path", "/yxs", "--allow-origin", "HTTPS://Game.Example/"),
        *("--allow-origin", "http://localhost:8080", "--trusted-proxy", "10.0.0.1"),
        *("--trusted-proxy", "::ffff:10.0.0.2", "--trusted-proxy", "2001:db8::1"),
    ]
    args = cli.build_parser().parse_args(["server", *flags])
    assert cli.server_settings(args, {}) is None
    assert args.path == "/yxs/"
    assert args.allow_origin == ["https://game.example", "http://localhost:8080"]
    assert [str(a) for a in args.trusted_proxy] == ["10.0.0.1", "10.0.0.2", "2001:db8::1"]
    plain = cli.build_parser().parse_args(["server"])
    assert cli.server_settings(plain, {}) is None
    assert (plain.path, plain.allow_origin, plain.trusted_proxy) == ("/", [], [])
    assert (plain.cert, plain.key) == (None, None)


@pytest.fixture(scope="module")
def pem_files(tmp_path_factory):
    """Two self-signed certificates with their keys, and an encrypted copy of the first
    key (openssl's command line)."""
    folder = tmp_path_factory.mktemp("pem")
    for name in ("one", "two"):
        key, crt = str(folder / f"{name}.key"), str(folder / f"{name}.crt")
        subprocess.run(
            [
                *("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"),
                *("-keyout", key, "-out", crt, "-subj", "/CN=localhost"),
            ],
            check=True,
            capture_output=True,
            timeout=60,
        )
    subprocess.run(
        [
            *("openssl", "rsa", "-in", str(folder / "one.key"), "-aes256"),
            *("-passout", "pass:x", "-out", str(folder / "locked.key")),
        ],
        check=True,
        capture_output=True,
        timeout=60,
    )
    return folder


@pytest.mark.parametrize(
    ("cert", "key", "message"),
    [
        ("missing.crt", "one.key", "the certificate file {d}/missing.crt cannot be read"),
        ("one.crt", "missing.key", "the key file {d}/missing.key cannot be read"),
        ("one.crt", "two.key", "the key in {d}/two.key does not match the certificate"),
        ("one.crt", "locked.key", "is encrypted: give one without a passphrase"),
        ("one.key", "one.key", "not a PEM certificate and its PEM key"),
    ],
)
def test_server_refuses_a_certificate_it_cannot_use_in_one_line(
    capsys, pem_files, cert, key, message
):
    folder = pem_files
    args = ["--cert", str(folder / cert), "--key", str(folder / key), "--no-data"]
    assert cli.main(["server", *args, "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("yxs server: ") and err.count("\n") == 1, err
    assert message.format(d=folder) in err and "Traceback" not in err


def test_sim_cannot_write_the_output_file(capsys, tmp_path):
    status, _, err = run_sim(
        capsys, "--mode", "identity5", "--out", str(tmp_path / "no" / "such" / "dir.jsonl")
    )
    assert status == 2 and "cannot write" in err


def test_play_prints_a_spectator_log_in_either_language(capsys):
    assert cli.main(["play", "--mode", "identity5-simple", "--seed", "2", "--lang", "en"]) == 0
    english = capsys.readouterr().out
    assert "Round 1" in english and "turn begins" in english
    assert cli.main(["play", "--mode", "identity5-simple", "--seed", "2"]) == 0
    assert "第1轮" in capsys.readouterr().out


def test_python_dash_m_runs_like_yxs():
    done = subprocess.run(
        [sys.executable, "-m", "yxs_desktop", "sim", "--mode", "identity5", "--games", "1"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["mode"] == "identity5"


def test_sim_lines_do_not_depend_on_the_hash_seed():
    def run(hash_seed: str) -> str:
        done = subprocess.run(
            [sys.executable, "-m", "yxs_desktop", "sim", "--mode", "identity8", "--seed", "5"],
            capture_output=True,
            text=True,
            timeout=120,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    assert run("1") == run("4242")


def test_the_language_may_come_before_the_command_as_the_readme_writes_it(capsys):
    assert cli.main(["--lang", "en", "play", "--seed", "1"]) == 0
    english = capsys.readouterr().out
    assert cli.main(["play", "--seed", "1", "--lang", "en"]) == 0
    assert capsys.readouterr().out == english
    assert "Lord" in english


def test_play_never_prints_a_negative_hp(capsys):
    for seed in range(1, 9):
        assert cli.main(["play", "--seed", str(seed), "--lang", "en"]) == 0
        out = capsys.readouterr().out
        assert "HP -" not in out, out


def test_demo_plays_a_new_game_number_unless_one_is_given():
    parser = cli.build_parser()
    assert parser.parse_args(["demo"]).seed is None  # run_demo draws one, and prints it
    assert parser.parse_args(["demo", "--seed", "7"]).seed == 7


def test_demo_size_is_a_window_size_and_a_bad_one_is_a_clear_error(capsys):
    parser = cli.build_parser()
    assert parser.parse_args(["demo", "--size", "1024x700"]).size == (1024, 700)
    assert parser.parse_args(["demo"]).size is None
    for bad, why in (
        ("big", "is not a size WIDTHxHEIGHT"),
        ("1024x", "is not a size WIDTHxHEIGHT"),
        ("-5x700", "is not a size WIDTHxHEIGHT"),
        ("100x100", "too small"),
        ("99999x700", "too large"),
    ):
        with pytest.raises(SystemExit) as exit:
            parser.parse_args(["demo", f"--size={bad}"])
        assert exit.value.code == 2
        err = capsys.readouterr().err
        assert "--size" in err and why in err and "Traceback" not in err


def test_demo_screenshots_show_the_start_page_the_encyclopedia_the_game_and_its_result(
    tmp_path,
):
    """`yxs demo --screenshots` saves what a bug report or a review needs to look at: the
    start page, both encyclopedia tabs, the table during the game and, last, the result
    over the final table, at the window size asked for."""
    shots = tmp_path / "shots"
    argv = ["demo", "--mode", "identity5", "--seed", "7", "--speed", "50", "--quit"]
    argv += ["--screenshots", str(shots), "--size", "1024x700", "--lang", "en"]
    done = subprocess.run(
        [sys.executable, "-m", "yxs_desktop", *argv],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr
    assert "identity5 seed 7:" in done.stdout
    table = sorted(shots.glob("identity5-7-*.png"))
    assert len(table) >= 3  # the start page, the game, the result
    for path in table:
        image = QImage(str(path))
        assert (image.width(), image.height()) == (1024, 700), path.name
    for tab in ("heroes", "cards"):
        assert not QImage(str(shots / f"encyclopedia-{tab}.png")).isNull()


def test_the_version_says_which_engine_this_copy_runs(capsys: pytest.CaptureFixture[str]) -> None:
    # an installed wheel runs the engine compiled with mypyc, the sources the interpreted one
    with pytest.raises(SystemExit) as done:
        cli.main(["--version"])
    assert done.value.code == 0
    compiled = os.environ.get("YXS_COMPILED") == "1"  # make test-compiled
    engine = "engine compiled with mypyc" if compiled else "engine interpreted"
    assert capsys.readouterr().out.strip() == f"yxs {cli.__version__} ({engine})"
