"""Games recorded as they are played read back whole and verify by re-running them; `yxs
sim --replays` saves them and `yxs replay verify / info` report on them."""

from __future__ import annotations

from pathlib import Path

import pytest

from yxs_desktop import cli
from yxs_desktop.engine import MODES, Game, encode, make_mode, text
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.format import DIGEST_EVERY, decode_event
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.verify import verify_file

from .helpers import record

GAMES_PER_MODE = 20


@pytest.mark.parametrize("mode", sorted(MODES))
def test_a_recorded_game_reads_back_as_played_and_verifies(tmp_path: Path, mode: str) -> None:
    for seed in range(GAMES_PER_MODE):
        path = tmp_path / f"{mode}-{seed}.yxsr"
        game = play_and_record(path, mode, seed, "random" if seed % 4 == 3 else "baseline")
        replay = read_replay(path)
        assert replay.complete and not replay.notes
        assert replay.events == [encode(event) for event in game.events]
        assert [(r.id, r.seat, bytes(r.response)) for r in replay.responses] == [
            (a.request, a.seat, encode(a.response)) for a in game.responses
        ]
        assert [d.events for d in replay.digests] == list(
            range(DIGEST_EVERY, len(game.events) + 1, DIGEST_EVERY)
        )
        assert replay.heroes is not None
        assert replay.heroes.heroes == [p.hero.id for p in game.players if p.hero]
        assert replay.result is not None and game.outcome is not None
        assert replay.result.winners == list(game.outcome.winners)
        verdict = verify_file(path)
        assert verdict.ok, verdict.text("en")


def test_recorded_events_decode_to_the_engines_events(tmp_path: Path) -> None:
    path = tmp_path / "game.yxsr"
    game = play_and_record(path, "3v3-casual", 5)
    assert [decode_event(e) for e in read_replay(path).events] == game.events


def test_each_answer_is_placed_after_the_events_made_before_it(tmp_path: Path) -> None:
    """What lets a viewer seek to an answer and play on from it."""
    path = tmp_path / "game.yxsr"
    game = play_and_record(path, "identity5", 7)
    again = Game(make_mode("identity5"), 7)
    again.start()
    counts = []
    for answered in game.responses:
        counts.append(len(again.events))
        again.submit(answered.seat, answered.request, answered.response)
    assert read_replay(path).events_before == counts


def test_sim_saves_each_game_as_mode_and_seed_and_verify_accepts_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "replays"
    status = cli.main(
        ["sim", "--mode", "identity8", "--games", "3", "--seed", "4", "--replays", str(folder)]
    )
    assert status == 0
    files = sorted(folder.iterdir())
    assert [f.name for f in files] == ["identity8-4.yxsr", "identity8-5.yxsr", "identity8-6.yxsr"]
    capsys.readouterr()
    assert cli.main(["replay", "verify", "--lang", "en", *map(str, files)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 3 and all("verified" in line for line in out)


def test_replay_info_names_mode_seed_heroes_and_result_in_either_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = record(tmp_path, "identity5", 3)
    replay = read_replay(path)
    assert replay.result is not None and replay.heroes is not None
    assert cli.main(["replay", "info", str(path), "--lang", "en"]) == 0
    english = capsys.readouterr().out
    assert "Identity mode (5 players), seed 3" in english
    assert "Result: " in english and "score " in english
    # seats are numbered as at the table: from 0, "Seat 0" first
    assert "  0: Seat 0, " in english and "  4: Seat 4, " in english
    assert cli.main(["replay", "info", str(path), "--lang", "zh"]) == 0
    chinese = capsys.readouterr().out
    assert "身份模式（五人），种子 3" in chinese and "结果：" in chinese
    for hero in replay.heroes.heroes:
        assert hero is not None
        assert text(f"hero.{hero}.name", "en") in english
        assert text(f"hero.{hero}.name", "zh") in chinese
    assert text(f"title.{replay.result.title}", "zh") in chinese


@pytest.mark.slow
@pytest.mark.parametrize("mode", sorted(MODES))
def test_a_thousand_simulated_games_of_each_mode_verify(
    tmp_path: Path, mode: str, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / mode
    assert cli.main(["sim", "--mode", mode, "--games", "1000", "--replays", str(folder)]) == 0
    capsys.readouterr()
    bad = [p.name for p in sorted(folder.iterdir()) if not verify_file(p).ok]
    assert bad == []
