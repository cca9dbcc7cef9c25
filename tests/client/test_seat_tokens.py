"""The seats a program holds on servers, kept on disk so that a program started again
comes back to its seat: kept per server, let go when the game ends or is left, private to
the person, and a damaged file is no error."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from yxs_desktop.client import seat_tokens
from yxs_desktop.client.seat_tokens import SeatTokens

URL = "ws://127.0.0.1:9527/"


def test_a_seat_taken_is_found_again_by_a_new_program(tmp_path: Path) -> None:
    SeatTokens(tmp_path / "seats.json").keep(URL, "r3", 2, "t" * 43, "宋江")
    held = SeatTokens(tmp_path / "seats.json").get(URL)
    assert held is not None and (held.room, held.seat, held.token) == ("r3", 2, "t" * 43)
    assert SeatTokens(tmp_path / "seats.json").get("ws://elsewhere:9527/") is None


def test_the_file_is_readable_by_its_person_only(tmp_path: Path) -> None:
    seats = SeatTokens(tmp_path / "seats.json")
    seats.keep(URL, "r3", 2, "t" * 43, "宋江")
    mode = stat.S_IMODE(os.stat(seats.path).st_mode)
    assert mode & (stat.S_IRWXG | stat.S_IRWXO) == 0


def test_forgetting_another_rooms_seat_keeps_this_one(tmp_path: Path) -> None:
    seats = SeatTokens(tmp_path / "seats.json")
    seats.keep(URL, "r3", 2, "t" * 43, "宋江")
    seats.forget(URL, "r1")
    assert seats.get(URL) is not None
    seats.forget(URL, "r3")
    assert seats.get(URL) is None


def test_a_damaged_file_holds_no_seats_and_is_rewritten(tmp_path: Path) -> None:
    path = tmp_path / "seats.json"
    path.write_text("{ not json")
    seats = SeatTokens(path)
    assert seats.get(URL) is None
    seats.keep(URL, "r1", 0, "t" * 43, "宋江")
    assert seats.get(URL) is not None


def test_old_seats_are_forgotten(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seats = SeatTokens(tmp_path / "seats.json")
    seats.keep(URL, "r1", 0, "t" * 43, "宋江")
    later = seat_tokens.time.time() + seat_tokens.MAX_AGE + 1
    monkeypatch.setattr(seat_tokens.time, "time", lambda: later)
    assert seats.get(URL) is None


def test_a_folder_that_cannot_be_written_only_keeps_nothing(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("")
    seats = SeatTokens(blocked / "seats.json")  # its folder is a file
    seats.keep(URL, "r1", 0, "t" * 43, "宋江")
    assert seats.get(URL) is None
