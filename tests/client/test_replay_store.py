"""The replay folder: each game gets a file of its own, the oldest replays beyond the limit
are deleted (never the game being recorded, never anything but replays), and a folder that
cannot be used gives one clear error naming it, so that a game can go on unrecorded."""

from __future__ import annotations

import os
import stat
from datetime import datetime
from pathlib import Path

import pytest

from yxs_desktop.client.replay_store import (
    ReplayStore,
    ReplayStoreError,
    default_replay_folder,
)

STARTED = datetime(2026, 3, 14, 9, 26, 53)


def _replay(folder: Path, name: str, age: int) -> Path:
    """A replay file ``name`` last written ``age`` seconds before a fixed time."""
    path = folder / name
    path.write_bytes(b"replay " + name.encode())
    when = 1_800_000_000 - age
    os.utime(path, (when, when))
    return path


def test_the_default_folder_is_replays_in_the_programs_data_folder():
    folder = default_replay_folder()
    assert folder.name == "replays"
    assert folder.parent.name == "yxs_desktop"


def test_a_new_path_names_the_start_mode_and_seed_and_creates_the_folder(tmp_path):
    store = ReplayStore(tmp_path / "a" / "replays")
    path = store.new_path("identity5", 123, STARTED)
    assert path == tmp_path / "a" / "replays" / "20260314-092653-identity5-123.yxsr"
    assert path.is_file()


def test_games_started_in_the_same_second_never_share_a_file(tmp_path):
    store = ReplayStore(tmp_path)
    first = store.new_path("3v3-casual", 7, STARTED)
    first.write_bytes(b"the first game")
    paths = [first] + [store.new_path("3v3-casual", 7, STARTED) for _ in range(3)]
    assert [p.name for p in paths] == [
        "20260314-092653-3v3-casual-7.yxsr",
        "20260314-092653-3v3-casual-7-2.yxsr",
        "20260314-092653-3v3-casual-7-3.yxsr",
        "20260314-092653-3v3-casual-7-4.yxsr",
    ]
    assert first.read_bytes() == b"the first game"  # never overwritten


def test_a_mode_name_cannot_reach_outside_the_folder(tmp_path):
    path = ReplayStore(tmp_path / "replays").new_path("../evil/mode", 1, STARTED)
    assert path.parent == tmp_path / "replays"


def test_entries_are_the_replays_newest_first_with_size_and_time(tmp_path):
    old = _replay(tmp_path, "old.yxsr", 300)
    new = _replay(tmp_path, "new.yxsr", 10)
    (tmp_path / "notes.txt").write_text("not a replay")
    (tmp_path / "sub.yxsr").mkdir()  # a folder, whatever its name
    entries = ReplayStore(tmp_path).entries()
    assert [e.path for e in entries] == [new, old]
    assert entries[0].size == len(b"replay new.yxsr")
    assert entries[0].modified == 1_800_000_000 - 10


def test_a_folder_not_created_yet_holds_no_replays(tmp_path):
    store = ReplayStore(tmp_path / "none yet")
    assert store.entries() == []
    assert store.prune() == []


def test_pruning_deletes_the_oldest_beyond_the_limit(tmp_path):
    paths = [_replay(tmp_path, f"game{n}.yxsr", age=100 - n) for n in range(6)]
    deleted = ReplayStore(tmp_path, limit=4).prune()
    assert deleted == paths[:2]  # the two oldest, oldest first
    assert sorted(tmp_path.iterdir()) == paths[2:]


def test_pruning_orders_files_of_the_same_time_by_name(tmp_path):
    b = _replay(tmp_path, "b.yxsr", 50)
    a = _replay(tmp_path, "a.yxsr", 50)
    c = _replay(tmp_path, "c.yxsr", 50)
    assert ReplayStore(tmp_path, limit=1).prune() == [a, b]
    assert c.exists()


def test_pruning_never_deletes_the_game_being_recorded(tmp_path):
    recording = _replay(tmp_path, "recording.yxsr", 1000)  # the oldest by its time
    others = [_replay(tmp_path, f"game{n}.yxsr", age=100 - n) for n in range(3)]
    deleted = ReplayStore(tmp_path, limit=2).prune(keep=recording)
    assert deleted == others[:2]
    assert recording.exists() and others[2].exists()


def test_pruning_leaves_everything_but_replays_alone(tmp_path):
    keepsakes = [tmp_path / "notes.txt", tmp_path / "game.yxsr.bak", tmp_path / "GAME.YXSR"]
    for path in keepsakes:
        path.write_text("mine")
        os.utime(path, (1, 1))  # older than any replay
    (tmp_path / "saved").mkdir()
    nested = _replay(tmp_path / "saved", "nested.yxsr", 5000)
    replays = [_replay(tmp_path, f"game{n}.yxsr", age=100 - n) for n in range(3)]
    assert ReplayStore(tmp_path, limit=1).prune() == replays[:2]
    assert all(path.exists() for path in [*keepsakes, nested, replays[2]])


def test_a_limit_of_zero_keeps_no_replays_and_records_nothing(tmp_path):
    recording = _replay(tmp_path, "recording.yxsr", 0)
    others = [_replay(tmp_path, f"game{n}.yxsr", age=100 - n) for n in range(3)]
    store = ReplayStore(tmp_path, limit=0)
    assert not store.recording
    assert ReplayStore(tmp_path).recording
    assert store.prune(keep=recording) == others
    assert [e.path for e in store.entries()] == [recording]
    assert store.prune() == [recording]


def test_a_negative_limit_is_refused(tmp_path):
    with pytest.raises(ValueError, match="negative"):
        ReplayStore(tmp_path, limit=-1)


def test_a_folder_under_a_regular_file_gives_a_replay_store_error_naming_it(tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    folder = blocker / "replays"
    with pytest.raises(ReplayStoreError) as caught:
        ReplayStore(folder).new_path("identity5", 1, STARTED)
    assert str(folder) in str(caught.value)
    assert caught.value.folder == folder
    assert caught.value.reason  # the system's words, e.g. "Not a directory"
    assert caught.value.reason in str(caught.value)


def test_a_regular_file_as_the_folder_gives_a_replay_store_error(tmp_path):
    blocker = tmp_path / "replays"
    blocker.write_text("not a folder")
    store = ReplayStore(blocker)
    for call in (store.entries, store.prune, lambda: store.new_path("identity8", 2, STARTED)):
        with pytest.raises(ReplayStoreError, match="replays"):
            call()


@pytest.mark.skipif(
    getattr(os, "geteuid", lambda: 1)() == 0, reason="root writes into read-only folders"
)
def test_a_read_only_folder_gives_a_replay_store_error_naming_it(tmp_path):
    folder = tmp_path / "replays"
    folder.mkdir()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        with pytest.raises(ReplayStoreError) as caught:
            ReplayStore(folder).new_path("identity5", 1, STARTED)
        assert str(folder) in str(caught.value) and "ermission" in str(caught.value)
    finally:
        folder.chmod(stat.S_IRWXU)
