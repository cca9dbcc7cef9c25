"""The Replays page's model, without Qt: each file's summary says what the file says (date,
mode, the person's hero and role, result, length, or why it cannot be read); the index in
the folder spares reading unchanged files and never gets in the way when it is corrupt;
rename, delete with undo, export and import refuse clearly, change nothing when they
refuse, and never lose a file.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import msgspec
import pytest

from tests.replay.helpers import line_index, lines, rewrite
from yxs_desktop.client.replay_files import TRASH_NAME, ReplayFileError, ReplayFiles
from yxs_desktop.client.replay_index import CACHE_NAME, ReplayIndex, Summary
from yxs_desktop.client.replay_store import ReplayStore
from yxs_desktop.engine.events import TurnStarted
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.format import ENCODER, Header, Seat, decode_event
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.writer import with_own

MODE = "identity5"
SEEDS = (1, 2, 3)


@pytest.fixture(scope="module")
def recorded(tmp_path_factory) -> dict[int, Path]:
    """Computer games of SEEDS, recorded once for the module."""
    folder = tmp_path_factory.mktemp("recorded")
    paths = {}
    for seed in SEEDS:
        paths[seed] = folder / f"{MODE}-{seed}.yxsr"
        play_and_record(paths[seed], MODE, seed)
    return paths


def copy(recorded: dict[int, Path], folder: Path, seed: int, name: str | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    return Path(shutil.copy(recorded[seed], folder / (name or recorded[seed].name)))


def as_persons(path: Path, seat: int, date: str | None = None) -> Path:
    """Make ``seat`` of the replay at ``path`` a person's, as a local game records it."""
    all_lines = lines(path)
    header = msgspec.json.decode(all_lines[0], type=Header)
    seats = [
        Seat(s.seat, name="Me", player="person") if s.seat == seat else s for s in header.seats
    ]
    changed = msgspec.structs.replace(header, seats=seats, date=date or header.date, own=seat)
    rewrite(path, [ENCODER.encode(changed), *all_lines[1:]])
    return path


def without_result(path: Path) -> Path:
    """The replay at ``path`` as a game that did not end: its result line gone."""
    all_lines = lines(path)
    del all_lines[line_index(all_lines, "result")]
    rewrite(path, all_lines)
    return path


def only(index: ReplayIndex) -> Summary:
    (summary,) = index.refresh()
    return summary


def test_a_persons_game_shows_their_hero_role_result_and_length_as_the_file_says(
    recorded, tmp_path
):
    path = as_persons(copy(recorded, tmp_path, 1), seat=2)
    replay = read_replay(path)
    assert replay.result is not None and replay.heroes is not None
    turns = [decode_event(e) for e in replay.events if b'"TurnStarted"' in e[:24]]
    summary = only(ReplayIndex(tmp_path))
    assert summary.name == path.name
    assert summary.size == path.stat().st_size
    assert summary.date == replay.header.date and summary.played is not None
    assert summary.mode == MODE
    assert summary.seat == 2
    assert summary.hero == replay.heroes.heroes[2]
    assert summary.role == replay.result.roles[2]
    assert summary.outcome == ("won" if 2 in replay.result.winners else "lost")
    assert summary.title == replay.result.title
    assert summary.turns == len(turns) > 0
    assert summary.rounds == max(t.round for t in turns if isinstance(t, TurnStarted))
    assert summary.events == len(replay.events)
    assert not summary.damaged


def test_the_person_wins_in_one_seat_and_loses_in_another_of_the_same_game(recorded, tmp_path):
    replay = read_replay(recorded[1])
    assert replay.result is not None
    winner = replay.result.winners[0]
    loser = next(s for s in range(len(replay.header.seats)) if s not in replay.result.winners)
    as_persons(copy(recorded, tmp_path / "w", 1), winner)
    as_persons(copy(recorded, tmp_path / "l", 1), loser)
    assert only(ReplayIndex(tmp_path / "w")).outcome == "won"
    assert only(ReplayIndex(tmp_path / "l")).outcome == "lost"


def two_persons_download(recorded, folder: Path, own: int | None) -> Path:
    """Game 1 as a server records an online game of persons at seats 1 and 3 (no ``own``),
    saved with ``own`` as a player's program saves its download."""
    path = as_persons(as_persons(copy(recorded, folder, 1), seat=1), seat=3)
    path.write_bytes(with_own(path.read_bytes(), own))
    return path


def test_a_download_lists_the_seat_it_names_as_its_own_not_the_first_persons(recorded, tmp_path):
    path = two_persons_download(recorded, tmp_path, own=3)
    replay = read_replay(path)
    assert replay.result is not None and replay.heroes is not None
    summary = only(ReplayIndex(tmp_path))
    assert summary.seat == 3
    assert summary.hero == replay.heroes.heroes[3]
    assert summary.role == replay.result.roles[3]
    assert summary.outcome == ("won" if 3 in replay.result.winners else "lost")


def test_a_file_naming_no_own_seat_lists_its_first_persons_seat_as_before(recorded, tmp_path):
    two_persons_download(recorded, tmp_path, own=None)
    assert only(ReplayIndex(tmp_path)).seat == 1


def test_an_index_written_before_own_seats_is_rebuilt(recorded, tmp_path):
    path = two_persons_download(recorded, tmp_path, own=3)
    stat = path.stat()
    stale = Summary(path.name, stat.st_size, stat.st_mtime_ns, mode=MODE, seat=1)
    (tmp_path / CACHE_NAME).write_bytes(msgspec.json.encode({"version": 1, "summaries": [stale]}))
    index = ReplayIndex(tmp_path)
    assert only(index).seat == 3 and index.read == 1


def test_a_game_of_computer_players_is_watched_and_says_which_side_won(recorded, tmp_path):
    replay = read_replay(copy(recorded, tmp_path, 2))
    assert replay.result is not None
    summary = only(ReplayIndex(tmp_path))
    assert summary.seat is None and summary.hero is None and summary.role is None
    assert summary.outcome == "watched"
    assert summary.title == replay.result.title
    assert summary.winners == replay.result.winners


def test_a_game_that_did_not_end_is_unfinished_with_the_role_dealt_to_the_person(
    recorded, tmp_path
):
    whole = read_replay(recorded[3])
    assert whole.result is not None and whole.heroes is not None
    path = without_result(as_persons(copy(recorded, tmp_path, 3), seat=1))
    summary = only(ReplayIndex(tmp_path))
    assert read_replay(path).result is None
    assert summary.outcome == "unfinished" and summary.title is None
    assert summary.role == whole.result.roles[1]  # from its RoleDealt event
    assert summary.hero == whole.heroes.heroes[1]


def test_a_damaged_file_is_listed_with_what_the_reader_says_in_both_languages(tmp_path):
    (tmp_path / "broken.yxsr").write_bytes(b"not a replay at all")
    with pytest.raises(ReplayError) as caught:
        read_replay(tmp_path / "broken.yxsr")
    summary = only(ReplayIndex(tmp_path))
    assert summary.damage is not None
    assert summary.damage.text("en") == caught.value.text("en")
    assert summary.damage.text("zh") == caught.value.text("zh") != caught.value.text("en")
    again = only(ReplayIndex(tmp_path))  # and the same from the index file
    assert again.damage == summary.damage


def test_an_unchanged_folder_is_listed_from_the_index_without_reading_a_file(recorded, tmp_path):
    for seed in SEEDS:
        copy(recorded, tmp_path, seed)
    first = ReplayIndex(tmp_path)
    listed = first.refresh()
    assert first.read == len(SEEDS)
    assert (tmp_path / CACHE_NAME).is_file()
    second = ReplayIndex(tmp_path)  # a new page: only the index file is read
    assert second.refresh() == listed
    assert second.read == 0
    assert [entry.path.name for entry in ReplayStore(tmp_path).entries()] == [
        s.name for s in listed
    ]  # the index file is never listed as a replay


def test_a_changed_file_is_read_again_and_a_deleted_one_drops_out(recorded, tmp_path):
    for seed in SEEDS:
        copy(recorded, tmp_path, seed)
    ReplayIndex(tmp_path).refresh()
    changed = tmp_path / recorded[1].name
    as_persons(changed, seat=0)  # another size and time
    (tmp_path / recorded[2].name).unlink()
    index = ReplayIndex(tmp_path)
    summaries = {s.name: s for s in index.refresh()}
    assert index.read == 1
    assert set(summaries) == {recorded[1].name, recorded[3].name}
    assert summaries[changed.name].seat == 0
    later = ReplayIndex(tmp_path)
    assert {s.name for s in later.refresh()} == set(summaries) and later.read == 0


def test_a_file_rewritten_with_the_same_size_is_read_again_by_its_time(recorded, tmp_path):
    path = copy(recorded, tmp_path, 1)
    ReplayIndex(tmp_path).refresh()
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    index = ReplayIndex(tmp_path)
    index.refresh()
    assert index.read == 1


@pytest.mark.parametrize(
    "cache",
    [
        b"\x00\xff garbage",
        b'{"something": "else"}',
        b'{"version": 999, "summaries": []}',
        b'{"version": 1, "summaries": [{"name": 3}]}',
        b"",
    ],
    ids=["garbage", "foreign", "other-version", "wrong-fields", "empty"],
)
def test_a_corrupt_or_foreign_index_file_is_ignored_and_written_anew(
    recorded, tmp_path, cache: bytes
):
    copy(recorded, tmp_path, 1)
    (tmp_path / CACHE_NAME).write_bytes(cache)
    index = ReplayIndex(tmp_path)
    (summary,) = index.refresh()
    assert index.read == 1 and summary.mode == MODE
    again = ReplayIndex(tmp_path)
    assert again.refresh() == [summary] and again.read == 0


def test_a_folder_that_does_not_exist_lists_nothing_and_creates_nothing(tmp_path):
    assert ReplayIndex(tmp_path / "none").refresh() == []
    assert not (tmp_path / "none").exists()


# ---------------------------------------------------------------------- file operations
def folder_state(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (the index file aside) with its bytes."""
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name != CACHE_NAME
    }


def test_rename_keeps_the_suffix_and_the_game(recorded, tmp_path):
    path = copy(recorded, tmp_path, 1)
    before = ReplayIndex(tmp_path).refresh()[0]
    files = ReplayFiles(tmp_path)
    renamed = files.rename(path, "  my best game  ")
    assert renamed == tmp_path / "my best game.yxsr" and not path.exists()
    assert files.rename(renamed, "again.yxsr") == tmp_path / "again.yxsr"  # not .yxsr.yxsr
    (after,) = ReplayIndex(tmp_path).refresh()
    assert after.name == "again.yxsr"
    assert msgspec.structs.replace(after, name=before.name) == before


@pytest.mark.parametrize(
    ("stem", "key"),
    [
        ("", "files.empty_name"),
        ("   ", "files.empty_name"),
        (".yxsr", "files.empty_name"),
        ("a/b", "files.bad_name"),
        ("a\\b", "files.bad_name"),
        ("what?", "files.bad_name"),
        (".hidden", "files.hidden_name"),
        ("taken", "files.name_taken"),
    ],
)
def test_rename_refuses_a_bad_or_taken_name_clearly_and_changes_nothing(
    recorded, tmp_path, stem: str, key: str
):
    path = copy(recorded, tmp_path, 1)
    copy(recorded, tmp_path, 2, "taken.yxsr")
    before = folder_state(tmp_path)
    with pytest.raises(ReplayFileError) as caught:
        ReplayFiles(tmp_path).rename(path, stem)
    assert caught.value.message.key == key
    assert caught.value.text("zh") and caught.value.text("en")
    assert caught.value.text("zh") != caught.value.text("en")
    assert folder_state(tmp_path) == before


def test_delete_moves_the_files_aside_and_undo_brings_them_back_unchanged(recorded, tmp_path):
    paths = [copy(recorded, tmp_path, seed) for seed in SEEDS]
    before = folder_state(tmp_path)
    files = ReplayFiles(tmp_path)
    deleted = files.delete(paths[:2])
    assert len(deleted) == 2
    assert [s.name for s in ReplayIndex(tmp_path).refresh()] == [paths[2].name]
    assert not any(p.exists() for p in paths[:2])
    assert sorted(files.undo(deleted)) == sorted(paths[:2])
    assert folder_state(tmp_path) == before | {}  # the trash is empty again
    assert not any((tmp_path / TRASH_NAME).iterdir())


def test_deleting_a_name_twice_keeps_both_files_for_undo(recorded, tmp_path):
    files = ReplayFiles(tmp_path)
    first = files.delete([copy(recorded, tmp_path, 1, "game.yxsr")])
    second = files.delete([copy(recorded, tmp_path, 2, "game.yxsr")])
    assert files.undo(second) == [tmp_path / "game.yxsr"]
    assert (tmp_path / "game.yxsr").read_bytes() == recorded[2].read_bytes()
    # the first one's name is taken now: it comes back beside it
    assert files.undo(first) == [tmp_path / "game-2.yxsr"]
    assert (tmp_path / "game-2.yxsr").read_bytes() == recorded[1].read_bytes()


def test_a_delete_that_fails_midway_deletes_nothing(recorded, tmp_path):
    path = copy(recorded, tmp_path, 1)
    before = folder_state(tmp_path)
    with pytest.raises(ReplayFileError) as caught:
        ReplayFiles(tmp_path).delete([path, tmp_path / "gone.yxsr"])
    assert caught.value.message.key == "files.cannot_delete"
    assert folder_state(tmp_path) == before


def test_emptying_the_trash_deletes_the_deleted_replays_and_nothing_else(recorded, tmp_path):
    kept = copy(recorded, tmp_path, 1)
    files = ReplayFiles(tmp_path)
    files.delete([copy(recorded, tmp_path, 2)])
    stranger = tmp_path / TRASH_NAME / "notes.txt"
    stranger.write_text("mine")
    (tmp_path / "other.txt").write_text("mine too")
    assert files.empty_trash() == 1
    assert stranger.read_text() == "mine" and (tmp_path / "other.txt").is_file()
    assert kept.read_bytes() == recorded[1].read_bytes()
    stranger.unlink()
    assert files.empty_trash() == 0
    assert not (tmp_path / TRASH_NAME).exists()  # an empty trash goes too


def test_export_copies_the_file_and_several_go_into_a_folder_without_replacing(recorded, tmp_path):
    folder = tmp_path / "replays"
    paths = [copy(recorded, folder, seed) for seed in SEEDS[:2]]
    files = ReplayFiles(folder)
    target = tmp_path / "out" / "shared.yxsr"
    target.parent.mkdir()
    assert files.export(paths[0], target) == target
    assert target.read_bytes() == paths[0].read_bytes()
    there = tmp_path / "out"
    (there / paths[1].name).write_bytes(b"someone else's file")
    copies = files.export_to(paths, there)
    assert copies[0] == there / paths[0].name
    assert copies[1] == there / f"{paths[1].stem}-2.yxsr"
    assert (there / paths[1].name).read_bytes() == b"someone else's file"
    assert copies[1].read_bytes() == paths[1].read_bytes()


def test_export_refuses_to_copy_a_file_onto_itself(recorded, tmp_path):
    path = copy(recorded, tmp_path, 1)
    with pytest.raises(ReplayFileError) as caught:
        ReplayFiles(tmp_path).export(path, path)
    assert caught.value.message.key == "files.export_onto_itself"
    assert path.read_bytes() == recorded[1].read_bytes()


def test_import_copies_a_good_replay_into_the_folder_under_a_free_name(recorded, tmp_path):
    folder = tmp_path / "replays"
    copy(recorded, folder, 1, "game.yxsr")
    source = copy(recorded, tmp_path / "elsewhere", 2, "game.yxsr")
    imported = ReplayFiles(folder).import_file(source)
    assert imported == folder / "game-2.yxsr"
    assert imported.read_bytes() == source.read_bytes() and source.is_file()
    assert {s.name for s in ReplayIndex(folder).refresh()} == {"game.yxsr", "game-2.yxsr"}


def test_import_refuses_a_damaged_or_foreign_file_with_the_readers_message(tmp_path):
    folder = tmp_path / "replays"
    folder.mkdir()
    source = tmp_path / "notes.yxsr"
    source.write_text("hello")
    with pytest.raises(ReplayFileError) as caught:
        ReplayFiles(folder).import_file(source)
    reason = read_error(source)
    assert caught.value.message.key == "files.not_importable"
    assert reason.text("en") in caught.value.text("en")
    assert reason.text("zh") in caught.value.text("zh")
    assert list(folder.iterdir()) == []


def read_error(path: Path) -> ReplayError:
    with pytest.raises(ReplayError) as caught:
        read_replay(path)
    return caught.value


def test_import_refuses_a_replay_the_folder_holds_already_under_any_name(recorded, tmp_path):
    folder = tmp_path / "replays"
    inside = copy(recorded, folder, 1)
    elsewhere = copy(recorded, tmp_path / "elsewhere", 1, "renamed copy.yxsr")
    before = folder_state(folder)
    for source in (inside, elsewhere):
        with pytest.raises(ReplayFileError) as caught:
            ReplayFiles(folder).import_file(source)
        assert caught.value.message.key == "files.already_there"
        assert inside.name in caught.value.text("en")
    assert folder_state(folder) == before
