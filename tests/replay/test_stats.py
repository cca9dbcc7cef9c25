"""`yxs stats`: the figures of a folder of replays. Games, wins and scores per mode, role,
hero and period equal those of the files' own result lines, for the person's seat, a given
seat or every seat; damaged and unfinished files are left out and counted; the tables are
printed in both languages; a folder that is empty or is not one gives a clear message."""

from __future__ import annotations

import datetime
import json
import zlib
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from yxs_desktop import cli
from yxs_desktop.client import replay_store
from yxs_desktop.engine import text
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.stats import ALL_SEATS, PERSON, Per, Whose, folder_stats, read_folder
from yxs_desktop.replay.writer import with_own

from .helpers import as_older_program, lines, record_online_game, record_person_game, rewrite

UTC = datetime.UTC
#: The person's games: (mode, seed, the person's seat, the date recorded in the header).
PERSON_GAMES = (
    ("identity5", 3, 0, "2025-03-03T09:00:00+00:00"),  # a Monday
    ("identity5", 4, 2, "2025-03-05T23:30:00+00:00"),  # the same week
    ("3v3-casual", 5, 1, "2025-03-05T08:00:00+00:00"),  # the same day
    ("3v3-casual", 6, 4, "2025-03-10T12:00:00+00:00"),  # the next week
)


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Computer games of two modes (as `yxs sim --replays` saves them) and a person's."""
    out = tmp_path_factory.mktemp("replays")
    for mode in ("identity5", "3v3-casual"):
        for seed in (0, 1):
            play_and_record(out / f"{mode}-{seed}.yxsr", mode, seed)
    for mode, seed, person, date in PERSON_GAMES:
        record_person_game(out / f"me-{mode}-{seed}.yxsr", mode, seed, person, date)
    return out


def raw_lines(path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """A replay's header and result lines, read straight from its JSON."""
    decoded = [json.loads(line) for line in zlib.decompress(path.read_bytes(), 31).splitlines()]
    heroes = next(line["heroes"] for line in decoded if line["t"] == "heroes")
    header = decoded[0] | {"heroes": heroes}
    return header, decoded[-1]


def expected(folder: Path, whose: Whose, per: Per) -> dict[str, dict[Any, tuple[int, int, int]]]:
    """(games, wins, sum of scores) per mode, role, hero and period, from the result lines."""
    figures: dict[str, dict[Any, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0, 0]))
    for path in sorted(folder.glob("*.yxsr")):
        header, result = raw_lines(path)
        for i, seat in enumerate(header["seats"]):
            if whose == PERSON and seat["player"] != "person":
                continue
            if whose not in (PERSON, ALL_SEATS) and seat["seat"] != whose:
                continue
            day = datetime.datetime.fromisoformat(header["date"]).astimezone(UTC).date()
            if per == "week":
                day -= datetime.timedelta(days=day.weekday())
            won = seat["seat"] in result["winners"]
            for table, key in (
                ("mode", header["mode"]),
                ("role", result["roles"][i]),
                ("hero", header["heroes"][i]),
                ("period", day),
            ):
                row = figures[table][key]
                row[0] += 1
                row[1] += won
                row[2] += result["scores"][i]
    return {
        table: {k: (g, w, s) for k, (g, w, s) in rows.items()} for table, rows in figures.items()
    }


def computed(folder: Path, whose: Whose, per: Per) -> dict[str, dict[Any, tuple[int, int, int]]]:
    stats = folder_stats(folder, whose, per, tz=UTC)
    return {
        "mode": {k: (f.games, f.wins, f.score) for k, f in stats.by_mode.items()},
        "role": {k: (f.games, f.wins, f.score) for k, f in stats.by_role.items()},
        "hero": {k: (f.games, f.wins, f.score) for k, f in stats.by_hero.items()},
        "period": {
            p.start: (p.figures.games, p.figures.wins, p.figures.score) for p in stats.over_time
        },
    }


@pytest.mark.parametrize("per", ["day", "week"])
def test_the_persons_figures_are_those_of_the_result_lines(folder: Path, per: Per) -> None:
    found = computed(folder, PERSON, per)
    assert found == expected(folder, PERSON, per)
    assert sum(games for games, _, _ in found["mode"].values()) == len(PERSON_GAMES)
    assert set(found["mode"]) == {"identity5", "3v3-casual"}
    periods = {"day": 3, "week": 2}[per]  # the dates above: three days in two weeks
    assert len(found["period"]) == periods


def test_the_win_rate_and_mean_score_follow_the_counts(folder: Path) -> None:
    stats = folder_stats(folder, PERSON, tz=UTC)
    overall = stats.overall
    results = [raw_lines(folder / f"me-{m}-{s}.yxsr") for m, s, _, _ in PERSON_GAMES]
    wins = sum(
        person in result["winners"]
        for (_, _, person, _), (_, result) in zip(PERSON_GAMES, results, strict=True)
    )
    scores = [
        result["scores"][person]
        for (_, _, person, _), (_, result) in zip(PERSON_GAMES, results, strict=True)
    ]
    assert (overall.games, overall.wins) == (len(PERSON_GAMES), wins)
    assert overall.win_rate == pytest.approx(wins / len(PERSON_GAMES))
    assert overall.mean_score == pytest.approx(sum(scores) / len(scores))


def test_computer_games_count_only_with_a_seat_or_every_seat(folder: Path) -> None:
    stats = folder_stats(folder, PERSON, tz=UTC)
    assert sorted(p.name for p in stats.uncounted) == sorted(
        f"{mode}-{seed}.yxsr" for mode in ("identity5", "3v3-casual") for seed in (0, 1)
    )
    for whose in (2, ALL_SEATS):
        assert computed(folder, whose, "week") == expected(folder, whose, "week")
    every = folder_stats(folder, ALL_SEATS, tz=UTC)
    assert every.overall.games == 4 * 5 + 4 * 6  # a game counts once per seat: 5 or 6
    assert every.uncounted == []


def test_a_seat_the_table_lacks_leaves_the_file_uncounted(folder: Path) -> None:
    stats = folder_stats(folder, 5, tz=UTC)  # identity5 has seats 0 to 4, 3v3 0 to 5
    assert {p.name.removeprefix("me-").split("-")[0] for p in stats.uncounted} == {"identity5"}
    assert stats.by_mode.keys() == {"3v3-casual"}


def damaged_folder(folder: Path, tmp_path: Path) -> Path:
    """A copy of ``folder`` with two damaged files and one of a game that did not end."""
    out = tmp_path / "mixed"
    out.mkdir()
    for path in folder.glob("*.yxsr"):
        (out / path.name).write_bytes(path.read_bytes())
    (out / "notes.yxsr").write_text("not a replay", encoding="utf-8")
    reordered = lines(out / "identity5-0.yxsr")
    reordered[1], reordered[0] = reordered[0], reordered[1]
    rewrite(out / "swapped.yxsr", reordered)
    rewrite(out / "unfinished.yxsr", lines(out / "identity5-1.yxsr")[:40])
    (out / "readme.txt").write_text("not counted: not a .yxsr", encoding="utf-8")
    return out


def test_damaged_and_unfinished_files_are_skipped_and_counted(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mixed = damaged_folder(folder, tmp_path)
    stats = folder_stats(mixed, ALL_SEATS, tz=UTC)
    assert sorted(p.name for p, _ in stats.skipped.damaged) == ["notes.yxsr", "swapped.yxsr"]
    assert [p.name for p in stats.skipped.unfinished] == ["unfinished.yxsr"]
    assert stats.files == 8 + 3
    assert computed(mixed, ALL_SEATS, "day") == computed(folder, ALL_SEATS, "day")

    assert cli.main(["stats", str(mixed), "--all-seats", "--lang", "en"]) == 0
    out, err = capsys.readouterr()
    assert "3 files skipped: 2 damaged, 1 unfinished" in out
    assert "notes.yxsr: not a replay file" in err
    assert "Traceback" not in out + err
    assert cli.main(["stats", str(mixed), "--all-seats", "--lang", "zh"]) == 0
    assert "跳过 3 个文件：2 个已损坏，1 个对局未结束" in capsys.readouterr().out


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_tables_name_modes_roles_and_heroes_in_the_chosen_language(
    folder: Path, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["stats", str(folder), "--lang", lang]) == 0
    out = capsys.readouterr().out
    stats = folder_stats(folder, PERSON)
    for mode in stats.by_mode:
        assert text(f"mode.{mode}", lang) in out
    for role in stats.by_role:
        assert text(f"role.{role}", lang) in out
    for hero in stats.by_hero:
        assert text(f"hero.{hero}.name", lang) in out
    headings = {
        "zh": ("按模式", "按身份", "按武将", "按周"),
        "en": ("By mode", "By role", "By hero", "Per week"),
    }
    for heading in headings[lang]:
        assert heading in out
    overall = stats.overall
    rate = f"{overall.win_rate * 100:.1f}%"
    if lang == "en":
        assert f"games: {overall.games}, wins: {overall.wins} (win rate {rate})" in out
        assert "files with no person's seat (computer games): 4;" in out
    else:
        assert f"共 {overall.games} 局，胜 {overall.wins} 局（胜率 {rate}）" in out
        assert "4 个文件中没有玩家的座位" in out


def test_a_missing_folder_or_a_file_gives_a_clear_message_and_exit_1(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "nowhere"
    assert cli.main(["stats", str(missing), "--lang", "en"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip() == f"{missing} is not a folder: no such folder"
    a_file = folder / "identity5-0.yxsr"
    assert cli.main(["stats", str(a_file), "--lang", "zh"]) == 1
    assert capsys.readouterr().err.strip() == f"{a_file} 不是文件夹：这是一个文件"


def test_an_empty_folder_says_it_holds_no_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["stats", str(tmp_path), "--lang", "en"]) == 0
    assert capsys.readouterr().out.strip() == f"no replays (.yxsr files) in {tmp_path}"


def test_without_a_folder_the_replay_folder_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    record_person_game(tmp_path / "mine.yxsr", "identity5", 7, 1, "2025-01-01T10:00:00+00:00")
    monkeypatch.setattr(replay_store, "default_replay_folder", lambda: tmp_path)
    assert cli.main(["stats", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"replay files in {tmp_path}: 1")
    assert "games: 1, " in out


#: Online games of two persons, Ann at seat 0 and Bob at seat 2 (seeds of identity5).
ONLINE_SEEDS = (8, 9)
ANN, BOB = 0, 2


@pytest.fixture(scope="module")
def online(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The server's recordings of ONLINE_SEEDS (``server-<seed>.yxsr``, ``own`` null), and
    each person's download of each, saved with their seat (``ann-<seed>``, ``bob-<seed>``)."""
    out = tmp_path_factory.mktemp("online")
    for seed in ONLINE_SEEDS:
        server = out / f"server-{seed}.yxsr"
        record_online_game(server, "identity5", seed, (ANN, BOB))
        data = server.read_bytes()
        (out / f"ann-{seed}.yxsr").write_bytes(with_own(data, ANN))
        (out / f"bob-{seed}.yxsr").write_bytes(with_own(data, BOB))
    return out


def folder_of(online: Path, tmp_path: Path, *prefixes: str) -> Path:
    """A folder holding copies of the ``online`` files whose names begin with ``prefixes``."""
    out = tmp_path / "-".join(prefixes)
    out.mkdir()
    for prefix in prefixes:
        for path in online.glob(f"{prefix}-*.yxsr"):
            (out / path.name).write_bytes(path.read_bytes())
    return out


def counted(folder: Path) -> set[tuple[str, int]]:
    """The (file, seat) pairs counted as the person's games of ``folder``."""
    return {(g.path.name, g.seat) for g in folder_stats(folder, PERSON, tz=UTC).games}


def test_each_persons_download_counts_only_their_own_seat_as_their_game(
    online: Path, tmp_path: Path
) -> None:
    for person, seat in (("ann", ANN), ("bob", BOB)):
        mine = folder_of(online, tmp_path, person)
        assert counted(mine) == {(f"{person}-{seed}.yxsr", seat) for seed in ONLINE_SEEDS}
        stats = folder_stats(mine, PERSON, tz=UTC)
        results = [read_replay(online / f"server-{seed}.yxsr").result for seed in ONLINE_SEEDS]
        assert stats.overall.games == len(ONLINE_SEEDS)
        assert stats.overall.wins == sum(r is not None and seat in r.winners for r in results)
        assert stats.overall.score == sum(r.scores[seat] for r in results if r is not None)
        assert stats.uncounted == []


def test_a_folder_with_two_persons_downloads_counts_each_file_for_its_own_person(
    online: Path, tmp_path: Path
) -> None:
    both = folder_of(online, tmp_path, "ann", "bob")
    assert counted(both) == {
        *((f"ann-{seed}.yxsr", ANN) for seed in ONLINE_SEEDS),
        *((f"bob-{seed}.yxsr", BOB) for seed in ONLINE_SEEDS),
    }
    # the statistics page reads the folder once and regroups: the same rule
    page = read_folder(both, UTC).stats(PERSON)
    assert {(g.path.name, g.seat) for g in page.games} == counted(both)
    # a seat number or every seat still counts every file's seats, whoever's file it is
    assert folder_stats(both, BOB, tz=UTC).overall.games == 2 * len(ONLINE_SEEDS)
    assert folder_stats(both, ALL_SEATS, tz=UTC).overall.games == 4 * 5


def test_a_file_without_own_counts_every_person_seat_as_before(
    online: Path, tmp_path: Path
) -> None:
    older = folder_of(online, tmp_path, "server")
    for seed in ONLINE_SEEDS:  # one as an older program wrote it, one as a server does now
        path = older / f"server-{seed}.yxsr"
        if seed == ONLINE_SEEDS[0]:
            as_older_program(path)
            assert b'"own"' not in lines(path)[0]
        assert read_replay(path).header.own is None
    assert counted(older) == {
        (f"server-{seed}.yxsr", seat) for seed in ONLINE_SEEDS for seat in (ANN, BOB)
    }


def test_yxs_stats_counts_the_persons_own_seat_only(
    online: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    both = folder_of(online, tmp_path, "ann", "bob")
    stats = folder_stats(both, PERSON)
    assert cli.main(["stats", str(both), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert f"games: {2 * len(ONLINE_SEEDS)}, wins: {stats.overall.wins} " in out
