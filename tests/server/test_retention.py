"""``yxs server --keep-days N``: on a real data folder (games played by a lobby), the
files of games that finished more than N days ago are removed, the recent ones kept, a
game under way (or resumable) kept whatever its age, and files the server did not write
left alone; the sweep runs when the server starts and again every interval (a fake
clock and a short interval here); N below 1 is refused in one line."""

from __future__ import annotations

import asyncio
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path

import msgspec
import pytest

from tests.server.table import FakeClock
from tests.server.test_restart import lobby_on, started
from yxs_desktop import cli
from yxs_desktop.server.app import Server
from yxs_desktop.server.retention import DAY, Retention, Swept
from yxs_desktop.server.store import LOCK_NAME, SavedRoom, ServerData


@dataclass(frozen=True)
class Game:
    """A game's files as the server left them: its room's file and its recording."""

    room: bytes
    replay_name: str
    replay: bytes


@dataclass(frozen=True)
class Games:
    finished: Game  # played to its end: room file marked over, recording with its result
    playing: Game  # under way: room file not over, recording without a result


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> Games:
    made: list[Game] = []
    for finish in (True, False):
        folder = tmp_path_factory.mktemp("played")
        lobby = lobby_on(folder, FakeClock())
        _, seat = started(lobby)
        if finish:
            seat.play_to_the_end(lobby)
        else:
            seat.answer(lobby, 5)
        (replay,) = (folder / "replays").iterdir()
        made.append(
            Game((folder / "rooms" / "r1.json").read_bytes(), replay.name, replay.read_bytes())
        )
        lobby.close_all("test")
    finished, playing = made
    assert msgspec.json.decode(finished.room, type=SavedRoom).over
    assert not msgspec.json.decode(playing.room, type=SavedRoom).over
    return Games(finished, playing)


def put(folder: Path, game: Game, room_id: str, stamp: str, age_days: float) -> list[Path]:
    """``game``'s files in ``folder`` as room ``room_id``, its recording named with
    ``stamp`` (YYYYmmdd-HHMMSS), both last written ``age_days`` ago: their paths."""
    name = stamp + game.replay_name[len(stamp) :]
    saved = msgspec.json.decode(game.room, type=SavedRoom)
    saved = msgspec.structs.replace(saved, id=room_id, replay=name)
    room = folder / "rooms" / f"{room_id}.json"
    replay = folder / "replays" / name
    room.parent.mkdir(parents=True, exist_ok=True)
    replay.parent.mkdir(parents=True, exist_ok=True)
    room.write_bytes(msgspec.json.encode(saved))
    replay.write_bytes(game.replay)
    for path in (room, replay):
        age(path, age_days)
    return [room, replay]


def age(path: Path, days: float) -> None:
    when = time.time() - days * DAY
    os.utime(path, (when, when))


def others(folder: Path, games: Games) -> list[Path]:
    """Files the server did not write, or that are no finished game's, all old."""
    replays, rooms = folder / "replays", folder / "rooms"
    paths = {
        folder / LOCK_NAME: b"",
        folder / "notes.txt": b"the operator's",
        replays / "my-best-game.yxsr": games.finished.replay,  # not a name the server gives
        replays / "README": b"x",
        rooms / "r8.tmp": b"{",  # a room file being written
        rooms / "r7.json": b"not json",  # a damaged room file: left for a person
        rooms / "notes.json": b"{}",
    }
    for path, content in paths.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
        age(path, 400)
    # an old recording that never ended (no result line) and no room file names
    lost = replays / ("20200101-000000" + games.playing.replay_name[15:])
    lost.write_bytes(games.playing.replay)
    age(lost, 400)
    return [*paths, lost]


def test_old_finished_games_go_recent_ones_and_games_under_way_stay(
    tmp_path: Path, games: Games
) -> None:
    old = put(tmp_path, games.finished, "r1", "20240101-101010", 40)
    older = put(tmp_path, games.finished, "r2", "20230101-101010", 400)
    recent = put(tmp_path, games.finished, "r3", "20250101-101010", 3)
    playing = put(tmp_path, games.playing, "r4", "20200101-101010", 900)  # resumable
    kept = others(tmp_path, games)
    gone = old + older
    size = sum(path.stat().st_size for path in gone)
    swept = Retention(ServerData(tmp_path), keep_days=30).sweep()
    assert swept == Swept(4, size)
    assert not any(path.exists() for path in gone)
    assert all(path.exists() for path in recent + playing + kept)
    # nothing more to do: a second sweep removes nothing
    assert Retention(ServerData(tmp_path), keep_days=30).sweep() == Swept()


def test_a_game_under_way_is_kept_even_when_its_recording_is_whole(
    tmp_path: Path, games: Games
) -> None:
    """A game that ended as its server was killed: its room's file is not marked over yet
    (the next start does that), so its recording, whole and old, stays until then."""
    room, replay = put(tmp_path, games.finished, "r1", "20240101-101010", 100)
    saved = msgspec.json.decode(room.read_bytes(), type=SavedRoom)
    room.write_bytes(msgspec.json.encode(msgspec.structs.replace(saved, over=False)))
    age(room, 100)
    assert Retention(ServerData(tmp_path), keep_days=1).sweep() == Swept()
    assert room.exists() and replay.exists()


def test_the_number_of_days_must_be_more_than_zero(tmp_path: Path) -> None:
    for days in (0, -1):
        with pytest.raises(ValueError, match="keep_days must be more than 0"):
            Retention(ServerData(tmp_path), keep_days=days)


# ---------------------------------------------------------------------------- the server
@pytest.mark.asyncio
@pytest.mark.timeout(60)
async def test_the_server_sweeps_when_it_starts_and_then_every_interval(
    tmp_path: Path, games: Games, caplog: pytest.LogCaptureFixture
) -> None:
    now = [time.time()]
    first = put(tmp_path, games.finished, "r1", "20240101-101010", 10)
    second = put(tmp_path, games.finished, "r2", "20240202-101010", 0.5)
    put(tmp_path, games.playing, "r3", "20240303-101010", 10)
    caplog.set_level(logging.INFO, logger="yxs_desktop.server.retention")
    server = Server(
        port=0, data_dir=tmp_path, keep_days=1, sweep_every=0.05, wall_clock=lambda: now[0]
    )
    async with server:
        sweeper = server.sweeper
        assert sweeper is not None
        async with asyncio.timeout(20):
            while sweeper.sweeps < 1:
                await asyncio.sleep(0.01)
        # (the lobby's restore forgot the room files of games over for more than an
        # hour: the recordings are retention's)
        assert not any(path.exists() for path in first)
        assert second[1].exists()
        done = sweeper.sweeps
        now[0] += DAY  # a day later: the second game finished a day and a half ago
        async with asyncio.timeout(20):
            while sweeper.sweeps < done + 2:
                await asyncio.sleep(0.01)
        assert not any(path.exists() for path in second)
        # the resumed game's room file now names its new recording; the game is kept
        assert (tmp_path / "rooms" / "r3.json").exists()
        assert len(list((tmp_path / "replays").iterdir())) == 1
    assert sweeper._task is None and sweeper._current is None
    messages = [r.getMessage() for r in caplog.records if "retention" in r.getMessage()]
    size = len(games.finished.replay)
    assert messages[0] == (
        f"retention: removed 1 file ({size} bytes) of games finished more than 1 day ago"
    )
    assert messages[1:] == [messages[0]]  # the sweeps that removed nothing say nothing


@pytest.mark.asyncio
async def test_without_keep_days_nothing_is_swept(tmp_path: Path, games: Games) -> None:
    old = put(tmp_path, games.finished, "r1", "20240101-101010", 4000)
    async with Server(port=0, data_dir=tmp_path) as server:
        assert server.sweeper is None
    assert all(path.exists() for path in old[1:])  # (the lobby forgets the old room file)


# ---------------------------------------------------------------------------- the settings
def _settings(*flags: str, environ: dict[str, str] | None = None) -> tuple[object, str | None]:
    args = cli.build_parser().parse_args(["server", *flags])
    problem = cli.server_settings(args, environ or {})
    return getattr(args, "keep_days", None), problem


def test_keep_days_comes_from_the_command_line_the_environment_or_the_config_file(
    tmp_path: Path,
) -> None:
    config = tmp_path / "server.toml"
    config.write_text("keep_days = 30\n", encoding="utf-8")
    assert _settings() == (None, None)  # default: for ever
    assert _settings("--config", str(config)) == (30, None)
    assert _settings("--config", str(config), environ={"YXS_KEEP_DAYS": "7"}) == (7, None)
    assert _settings("--config", str(config), "--keep-days", "2") == (2, None)


@pytest.mark.parametrize("days", ["0", "-1"])
def test_keep_days_below_one_is_refused_in_one_line_with_status_2(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    days: str,
) -> None:
    monkeypatch.setenv("YXS_KEEP_DAYS", days)
    assert cli.main(["server", "--no-data", "--port", "0"]) == 2
    err = capsys.readouterr().err
    assert err == f"yxs server: the environment variable YXS_KEEP_DAYS: {days} must be at least 1\n"
    monkeypatch.delenv("YXS_KEEP_DAYS")
    config = tmp_path / "server.toml"
    config.write_text(f"keep_days = {days}\n", encoding="utf-8")
    assert cli.main(["server", "--config", str(config)]) == 2
    err = capsys.readouterr().err
    assert err == f"yxs server: the config file {config}: keep_days: {days} must be at least 1\n"
    # on the command line, argparse's refusal: its usage, then the one line of the error
    with pytest.raises(SystemExit) as stopped:
        cli.main(["server", f"--keep-days={days}"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.splitlines()[-1] == (
        f"yxs server: error: argument --keep-days: {days} must be at least 1"
    )
    assert "Traceback" not in err
