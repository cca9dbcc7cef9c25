"""A damaged, cut-off, reordered or changed replay is never accepted: `yxs replay verify`
exits 1 naming the file and what is wrong, and never shows a traceback."""

from __future__ import annotations

import gzip
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from yxs_desktop import cli
from yxs_desktop.replay.format import FORMAT_VERSION
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.reader import parse_replay, read_replay
from yxs_desktop.replay.verify import DAMAGED, DIVERGED, INCOMPLETE, REFUSED, verify_file

from .helpers import content, line_index, lines, record, rewrite, rewrite_events


def verify_fails(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """Run `yxs replay verify` on ``path``: it must exit 1; returns what it printed."""
    capsys.readouterr()
    assert cli.main(["replay", "verify", "--lang", "en", str(path)]) == 1
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err + captured.out
    assert captured.err.startswith(f"{path}: ")
    return captured.err


def test_a_flipped_byte_is_reported_as_damage(tmp_path, capsys):
    path = record(tmp_path)
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x40
    path.write_bytes(bytes(data))
    assert "damaged" in verify_fails(path, capsys)


def test_a_file_cut_in_the_middle_is_incomplete_not_verified(tmp_path, capsys):
    path = record(tmp_path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    message = verify_fails(path, capsys)
    assert "incomplete: the file is cut off" in message
    assert "was not closed" in message


def test_a_file_cut_at_a_line_boundary_says_the_game_did_not_end(tmp_path, capsys):
    path = record(tmp_path)
    all_lines = lines(path)
    rewrite(path, all_lines[: len(all_lines) // 2])
    assert "incomplete: the game did not end" in verify_fails(path, capsys)
    assert verify_file(path).status == INCOMPLETE


def test_a_file_missing_only_its_last_bytes_is_not_verified(tmp_path, capsys):
    path = record(tmp_path)
    path.write_bytes(path.read_bytes()[:-1])  # the gzip trailer is cut: the result is there
    assert "incomplete: the file is cut off" in verify_fails(path, capsys)


def test_two_event_lines_swapped_are_reported_as_damage(tmp_path, capsys):
    path = record(tmp_path)
    all_lines = lines(path)
    first, second = line_index(all_lines, "event", 10), line_index(all_lines, "event", 11)
    all_lines[first], all_lines[second] = all_lines[second], all_lines[first]
    rewrite(path, all_lines)
    message = verify_fails(path, capsys)
    assert "do not match its digest" in message


def test_an_answer_swapped_with_an_event_is_misplaced(tmp_path, capsys):
    path = record(tmp_path)
    all_lines = lines(path)
    answer = line_index(all_lines, "response", 5)
    all_lines[answer], all_lines[answer + 1] = all_lines[answer + 1], all_lines[answer]
    rewrite(path, all_lines)
    assert f"line {answer + 2}:" in verify_fails(path, capsys)
    assert verify_file(path).status == REFUSED


def test_a_changed_answer_is_refused_or_diverges(tmp_path, capsys):
    path = record(tmp_path)
    all_lines = lines(path)
    replay = read_replay(path)
    # the first answer that was not a pass becomes a pass
    nth = next(i for i, r in enumerate(replay.responses) if bytes(r.response) != b'{"type":"Pass"}')
    index = line_index(all_lines, "response", nth)
    before, _, _ = all_lines[index].partition(b',"response":')
    all_lines[index] = before + b',"response":{"type":"Pass"}}'
    rewrite(path, all_lines)
    verdict = verify_file(path)
    assert verdict.status in {REFUSED, DIVERGED}
    message = verify_fails(path, capsys)
    assert "refuses" in message or "differs from the re-run from event" in message


def test_a_changed_event_names_the_first_diverging_event(tmp_path):
    """A recorded event changed along with the digests (as an engine that plays differently
    would write it): the first event that differs is named, with its log line."""
    path = record(tmp_path)
    events = list(read_replay(path).events)
    events[70] = b'{"type":"TurnStarted","seat":0,"round":99}'
    rewrite_events(path, events)
    verdict = verify_file(path)
    assert verdict.status == DIVERGED and verdict.index == 70
    assert "from event 70 on" in verdict.text("en")
    assert "Round 99:" in verdict.text("en") and "第99轮" in verdict.text("zh")


def test_files_that_are_not_replays_get_a_clear_message(tmp_path, capsys):
    text_file = tmp_path / "notes.yxsr"
    text_file.write_text("hello\n")
    assert "not gzip-compressed" in verify_fails(text_file, capsys)
    other_gzip = tmp_path / "other.yxsr"
    other_gzip.write_bytes(gzip.compress(b'{"name": "a list"}\n'))
    assert "line 1 is not a replay header" in verify_fails(other_gzip, capsys)
    empty = tmp_path / "empty.yxsr"
    empty.write_bytes(b"")
    assert "ends before the end of line 1" in verify_fails(empty, capsys)
    assert "cannot read" in verify_fails(tmp_path / "missing.yxsr", capsys)


def test_a_newer_format_is_refused_saying_so(tmp_path, capsys):
    path = record(tmp_path)
    all_lines = lines(path)
    all_lines[0] = all_lines[0].replace(
        f'"format":{FORMAT_VERSION}'.encode(), f'"format":{FORMAT_VERSION + 1}'.encode()
    )
    rewrite(path, all_lines)
    assert "written by a newer program" in verify_fails(path, capsys)


def test_a_half_written_last_line_is_ignored_with_a_note(tmp_path):
    path = record(tmp_path)
    all_lines = lines(path)
    keep = line_index(all_lines, "response", 20)
    deflate = zlib.compressobj(6, zlib.DEFLATED, 31)
    cut = b"".join(line + b"\n" for line in all_lines[:keep]) + all_lines[keep][:9]
    path.write_bytes(deflate.compress(cut) + deflate.flush(zlib.Z_SYNC_FLUSH))
    replay = read_replay(path)
    assert len(replay.responses) == 20
    assert [note.key for note in replay.notes] == ["unterminated", "cut_line", "no_result"]
    assert f"line {keep + 1}" in replay.notes[1].text("en")


_ORIGINAL: dict[str, tuple[bytes, bytes]] = {}


def _original(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, bytes]:
    if not _ORIGINAL:
        path = record(tmp_path_factory.mktemp("original"), "identity5-simple", 1)
        _ORIGINAL["file"] = (path.read_bytes(), content(path))
    return _ORIGINAL["file"]


damage = st.one_of(
    st.tuples(st.just("flip"), st.integers(0, 10**6), st.integers(1, 255)),
    st.tuples(st.just("cut"), st.integers(0, 10**6), st.just(0)),
    st.tuples(st.just("delete"), st.integers(0, 10**6), st.integers(1, 64)),
    st.tuples(st.just("insert"), st.integers(0, 10**6), st.integers(0, 255)),
)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(damages=st.lists(damage, min_size=1, max_size=3))
def test_random_damage_is_never_accepted_and_never_a_traceback(tmp_path_factory, damages):
    data, original = _original(tmp_path_factory)
    damaged = bytearray(data)
    for kind, where, value in damages:
        at = where % (len(damaged) + 1)
        if kind == "flip" and at < len(damaged):
            damaged[at] ^= value
        elif kind == "cut":
            del damaged[at:]
        elif kind == "delete":
            del damaged[at : at + value]
        elif kind == "insert":
            damaged[at:at] = bytes([value])
    path = tmp_path_factory.mktemp("damaged") / "game.yxsr"
    path.write_bytes(bytes(damaged))
    verdict = verify_file(path)  # never raises
    assert verdict.status in {"verified", DAMAGED, INCOMPLETE, DIVERGED, REFUSED}
    assert verdict.text("en") and verdict.text("zh")
    if verdict.ok:
        # only damage that leaves the content as it was, bit for bit, can pass (a flipped
        # gzip header field such as its time, or a padding bit of the compressed data)
        assert zlib.decompress(bytes(damaged), 31) == original
    else:
        try:
            parse_replay(bytes(damaged))
        except ReplayError as exc:
            assert exc.text("en") and exc.text("zh")
