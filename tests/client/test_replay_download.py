"""A replay downloaded from a server is saved in the replay folder only when it is a good
replay, under a plain name of the folder, and never where the server's name points."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest

from tests.replay.helpers import record
from yxs_desktop.client.replay_download import MAX_BYTES, safe_stem, save_download
from yxs_desktop.client.replay_files import ReplayFileError
from yxs_desktop.protocol import messages as wire
from yxs_desktop.replay.reader import read_replay


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
