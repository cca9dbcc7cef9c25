"""A replay downloaded from a server is saved in the replay folder only when it is a good
replay, under a plain name of the folder, and never where the server's name points. A
player's download names their seat as the file's ``own`` (line 1 rewritten, every other
line kept byte for byte): it still verifies, each player's file is a file of its own, and a
header that cannot take the seat is refused clearly."""

from __future__ import annotations

import base64
import hashlib
import zlib
from pathlib import Path

import msgspec
import pytest

from tests.replay.helpers import as_older_program, lines, record, record_online_game
from yxs_desktop.client.play_on import origin_of
from yxs_desktop.client.replay_download import MAX_BYTES, safe_stem, save_download
from yxs_desktop.client.replay_files import ReplayFileError
from yxs_desktop.protocol import messages as wire
from yxs_desktop.replay.reader import parse_replay, read_replay
from yxs_desktop.replay.verify import VERIFIED, verify_file

#: The persons' seats of the online game the server recorded.
PERSONS = (0, 2)


def download(data: bytes, name: str = "20261201-153000-identity5-2.yxsr") -> wire.ReplayFile:
    return wire.ReplayFile(name, base64.b64encode(data).decode())


@pytest.mark.parametrize(
    ("name", "stem"),
    [
        ("20261201-153000-identity5-2.yxsr", "20261201-153000-identity5-2"),
        ("../../../home/me/.bashrc", "bashrc"),
        ("..\\..\\evil.yxsr", "evil"),
        ("/etc/passwd", "passwd"),
        (".hidden.yxsr", "hidden"),
        ("a b:c*?.yxsr", "a_b_c"),
        ("", "online"),
        ("....", "online"),
        ("宋江的对局.yxsr", "宋江的对局"),
        ("x" * 500, "x" * 80),
    ],
)
def test_the_servers_file_name_becomes_a_plain_name_of_the_folder(name: str, stem: str) -> None:
    assert safe_stem(name) == stem


def test_a_good_replay_is_saved_in_the_folder_and_reads_as_the_servers(tmp_path: Path) -> None:
    source = record(tmp_path)
    folder = tmp_path / "replays"
    saved = save_download(download(source.read_bytes()), folder)
    assert saved.parent == folder and saved.name == "20261201-153000-identity5-2.yxsr"
    assert saved.read_bytes() == source.read_bytes()
    assert read_replay(saved).header == read_replay(source).header


def test_a_name_pointing_out_of_the_folder_is_saved_inside_it(tmp_path: Path) -> None:
    source = record(tmp_path)
    folder = tmp_path / "deep" / "replays"
    saved = save_download(download(source.read_bytes(), "../../escaped.yxsr"), folder)
    assert saved == folder / "escaped.yxsr"
    assert not (tmp_path / "escaped.yxsr").exists()


@pytest.mark.parametrize(
    "message",
    [
        wire.ReplayFile("game.yxsr", "not base64 at all!"),
        download(b"\x1f\x8b this is no gzip"),
        download(b""),
        download(b'{"not": "a replay"}\n'),
    ],
    ids=["not-base64", "not-gzip", "empty", "not-a-replay"],
)
def test_data_that_are_no_replay_are_refused_and_nothing_is_written(
    tmp_path: Path, message: wire.ReplayFile
) -> None:
    folder = tmp_path / "replays"
    with pytest.raises(ReplayFileError) as refused:
        save_download(message, folder)
    assert refused.value.text("en") and refused.value.text("zh") != refused.value.text("en")
    assert not folder.exists() or not any(folder.iterdir())


def test_a_replay_the_folder_holds_already_is_not_saved_twice(tmp_path: Path) -> None:
    data = record(tmp_path).read_bytes()
    folder = tmp_path / "replays"
    save_download(download(data), folder)
    with pytest.raises(ReplayFileError, match="holds this replay already"):
        save_download(download(data, "another-name.yxsr"), folder)
    assert len(list(folder.iterdir())) == 1


def test_data_over_the_limit_are_refused_before_they_are_decoded(tmp_path: Path) -> None:
    huge = wire.ReplayFile("huge.yxsr", "A" * (MAX_BYTES * 2))
    with pytest.raises(ReplayFileError, match="over"):
        save_download(huge, tmp_path / "replays")
    assert not (tmp_path / "replays").exists()


@pytest.fixture(scope="module")
def server_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A server's recording of an online game of two persons (seats 0 and 2), ``own`` null."""
    path = tmp_path_factory.mktemp("server") / "20261201-153000-identity5-6.yxsr"
    record_online_game(path, "identity5", 6, PERSONS)
    return path


def test_a_players_download_names_their_seat_and_keeps_every_other_line(
    server_file: Path, tmp_path: Path
) -> None:
    server = read_replay(server_file)
    assert server.header.own is None and server.complete
    saved = save_download(download(server_file.read_bytes()), tmp_path, seat=2)
    mine = read_replay(saved)
    assert mine.header == msgspec.structs.replace(server.header, own=2)
    assert lines(saved)[1:] == lines(server_file)[1:]  # events, digests, result: the server's
    assert mine.result == server.result and mine.complete and mine.notes == []
    assert verify_file(saved).status == VERIFIED


def test_two_players_downloads_of_one_game_are_two_files_and_a_second_save_is_refused(
    server_file: Path, tmp_path: Path
) -> None:
    data = server_file.read_bytes()
    first = save_download(download(data), tmp_path, seat=PERSONS[0])
    second = save_download(download(data), tmp_path, seat=PERSONS[1])
    assert first != second
    assert [read_replay(p).header.own for p in (first, second)] == list(PERSONS)
    digests = {hashlib.sha256(p.read_bytes()).hexdigest() for p in (first, second, server_file)}
    assert len(digests) == 3  # each file's bytes are its own
    with pytest.raises(ReplayFileError, match="holds this replay already"):
        save_download(download(data, "again.yxsr"), tmp_path, seat=PERSONS[0])
    assert sorted(tmp_path.iterdir()) == sorted([first, second])


def test_a_game_played_on_from_a_download_names_the_saved_files_sha256(
    server_file: Path, tmp_path: Path
) -> None:
    saved = save_download(download(server_file.read_bytes()), tmp_path, seat=0)
    replay = read_replay(saved)
    origin = origin_of(replay, 10)
    assert origin.sha256 == replay.sha256 == hashlib.sha256(saved.read_bytes()).hexdigest()
    assert origin.sha256 != read_replay(server_file).sha256


def test_a_watched_games_download_is_saved_as_the_server_sent_it(
    server_file: Path, tmp_path: Path
) -> None:
    saved = save_download(download(server_file.read_bytes()), tmp_path, seat=None)
    assert saved.read_bytes() == server_file.read_bytes()
    assert read_replay(saved).header.own is None


def test_an_older_programs_header_gets_own_at_its_end_and_keeps_fields_it_does_not_know(
    server_file: Path, tmp_path: Path
) -> None:
    older = tmp_path / server_file.name
    older.write_bytes(server_file.read_bytes())
    header = lines(as_older_program(older))[0]
    assert b'"own"' not in header
    newer = header[:-1] + b',"future":{"x":[1,"y"]}}'  # a field a newer program added
    body = b"".join(line + b"\n" for line in [newer, *lines(older)[1:]])
    older.write_bytes(zlib.compress(body, wbits=31))
    saved = save_download(download(older.read_bytes()), tmp_path / "replays", seat=0)
    assert lines(saved)[0] == newer[:-1] + b',"own":0}'
    assert lines(saved)[1:] == lines(older)[1:]
    assert verify_file(saved).status == VERIFIED


def test_a_seat_the_table_lacks_is_refused_in_both_languages_and_nothing_is_written(
    server_file: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "replays"
    with pytest.raises(ReplayFileError) as refused:
        save_download(download(server_file.read_bytes()), folder, seat=7)
    en, zh = refused.value.text("en"), refused.value.text("zh")
    assert "your seat cannot be written in it: seat 7 is not at this replay's table" in en
    assert "无法在其中记下你的座位：座位 7 不在此录像的牌桌上" in zh
    assert not folder.exists()


def test_a_cut_off_download_cannot_take_the_seat_and_is_refused(
    server_file: Path, tmp_path: Path
) -> None:
    cut = server_file.read_bytes()[:-8]  # the gzip trailer gone: the stream does not end
    assert [note.key for note in parse_replay(cut).notes] == ["unterminated"]
    folder = tmp_path / "replays"
    with pytest.raises(ReplayFileError) as refused:
        save_download(download(cut), folder, seat=0)
    assert "cut off" in refused.value.text("en")
    assert "截断" in refused.value.text("zh")
    assert not folder.exists()


def test_a_damaged_download_with_a_seat_is_refused_with_the_readers_message(
    tmp_path: Path,
) -> None:
    with pytest.raises(ReplayFileError) as refused:
        save_download(download(b"\x1f\x8b this is no gzip"), tmp_path / "replays", seat=0)
    assert refused.value.message.key == "files.not_importable"
    assert "damaged" in refused.value.text("en")
