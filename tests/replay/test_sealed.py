"""A replay of a game that may still be under way (it did not end: a server's recording,
a player's copy) opens only as its own seat or a spectator sees it; a finished game, and
this program's own one-person game cut off, open in full."""

from __future__ import annotations

from pathlib import Path

import msgspec

from tests.replay.helpers import lines, record_online_game, record_person_game, rewrite
from yxs_desktop.client.replay_index import summary_of
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.sealed import sealed_seats


def cut_in_the_middle(path: Path, own: int | None = None) -> Path:
    """The file as a running game's recording reads: its first half, no result (and the
    header naming ``own``, as a player's copy would)."""
    kept = lines(path)
    kept = kept[: len(kept) // 2]
    header = msgspec.json.decode(kept[0])
    header["own"] = own
    rewrite(path, [msgspec.json.encode(header), *kept[1:]])
    return path


def test_a_running_servers_recording_opens_only_for_spectators(tmp_path: Path) -> None:
    path = tmp_path / "server.yxsr"
    record_online_game(path, "identity5", 3, persons=(0, 2))
    replay = read_replay(cut_in_the_middle(path))
    assert replay.result is None
    assert sealed_seats(replay) == frozenset()
    assert summary_of(replay, path.name).role is None  # no seat's hidden role in the list


def test_a_players_copy_of_a_running_game_opens_as_their_own_seat(tmp_path: Path) -> None:
    path = tmp_path / "mine.yxsr"
    record_online_game(path, "identity5", 3, persons=(0, 2))
    replay = read_replay(cut_in_the_middle(path, own=2))
    assert sealed_seats(replay) == frozenset({2})
    assert summary_of(replay, path.name).seat == 2


def test_a_finished_game_and_a_one_person_game_cut_off_open_in_full(tmp_path: Path) -> None:
    finished = tmp_path / "finished.yxsr"
    record_online_game(finished, "identity5", 3, persons=(0, 2))
    assert sealed_seats(read_replay(finished)) is None
    local = tmp_path / "local.yxsr"
    record_person_game(local, "identity5", 3, 0, "2026-12-05T10:00:00+00:00")
    assert sealed_seats(read_replay(cut_in_the_middle(local, own=0))) is None


def test_a_servers_recording_of_its_hosts_game_with_computers_is_sealed_too(
    tmp_path: Path,
) -> None:
    path = tmp_path / "hosted.yxsr"
    record_online_game(path, "identity5", 3, persons=(0,))  # the host and four computers
    assert sealed_seats(read_replay(cut_in_the_middle(path))) == frozenset()
