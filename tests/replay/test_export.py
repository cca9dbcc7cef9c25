"""`yxs replay export`: a replay's events as one viewer saw them. A seat's export holds
nothing hidden from that seat and a spectator's nothing hidden at all (the checker of the
engine's view tests), `--all` is the recorded stream, and a bad seat or a bad file gives a
clear message and an exit status, never a traceback or a different game."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from tests.properties.invariants import check_events_hide
from yxs_desktop import cli
from yxs_desktop.engine import MODES, Event, Game, encode, events_for
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.export import ALL, BadSeat, export_events
from yxs_desktop.replay.format import decode_event
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.reader import read_replay

from .helpers import lines, record, rewrite, rewrite_events

SEEDS = (0, 1)


def exported(path: Path, *viewer: str, capsys: pytest.CaptureFixture[str]) -> list[Event]:
    """Run `yxs replay export` on ``path`` for ``viewer`` (its options): the events it
    printed, decoded."""
    capsys.readouterr()
    assert cli.main(["replay", "export", str(path), *viewer]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    return [decode_event(line.encode()) for line in captured.out.splitlines()]


def recorded_games(tmp_path: Path, mode: str) -> list[tuple[Path, Game]]:
    out = []
    for seed in SEEDS:
        path = tmp_path / f"{mode}-{seed}.yxsr"
        ai = "random" if seed % 2 else "baseline"
        out.append((path, play_and_record(path, mode, seed, ai)))
    return out


@pytest.mark.parametrize("mode", sorted(MODES))
def test_a_seats_export_holds_nothing_hidden_from_that_seat(
    tmp_path: Path, mode: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for path, game in recorded_games(tmp_path, mode):
        for seat in range(len(game.players)):
            events = exported(path, "--seat", str(seat), capsys=capsys)
            check_events_hide(game, seat, events)
            assert events == events_for(game, seat)


@pytest.mark.parametrize("mode", sorted(MODES))
def test_the_spectators_export_holds_nothing_hidden_at_all(
    tmp_path: Path, mode: str, capsys: pytest.CaptureFixture[str]
) -> None:
    for path, game in recorded_games(tmp_path, mode):
        events = exported(path, "--spectator", capsys=capsys)
        check_events_hide(game, None, events)
        assert events == events_for(game, None)


def test_the_checker_finds_the_hidden_events_of_the_whole_stream(tmp_path: Path) -> None:
    """The checker the exports pass is not blind: the unredacted stream fails it for every
    seat and for a spectator."""
    path = tmp_path / "game.yxsr"
    game = play_and_record(path, "identity5", 4)
    whole = export_events(read_replay(path), ALL)
    for seat in [*range(len(game.players)), None]:
        with pytest.raises(AssertionError):
            check_events_hide(game, seat, whole)


@pytest.mark.parametrize("mode", sorted(MODES))
def test_the_export_of_all_is_the_recorded_event_stream(
    tmp_path: Path, mode: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = record(tmp_path, mode, 3)
    capsys.readouterr()
    assert cli.main(["replay", "export", str(path), "--all"]) == 0
    out = capsys.readouterr().out.encode()
    assert out.split(b"\n")[:-1] == read_replay(path).events


def test_the_export_goes_to_the_file_out_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.yxsr"
    game = play_and_record(path, "3v3-casual", 2)
    out = tmp_path / "seat1.jsonl"
    assert cli.main(["replay", "export", str(path), "--seat", "1", "--out", str(out)]) == 0
    assert capsys.readouterr().out == ""
    assert out.read_bytes() == b"".join(encode(e) + b"\n" for e in events_for(game, 1))


def test_a_file_cut_off_mid_game_exports_the_events_it_holds_with_a_note(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = record(tmp_path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    held = read_replay(path).events
    capsys.readouterr()
    assert cli.main(["replay", "export", str(path), "--all", "--lang", "en"]) == 0
    captured = capsys.readouterr()
    assert captured.out.encode().split(b"\n")[:-1] == held
    assert f"{path}: the file was not closed" in captured.err


# ---------------------------------------------------------------- bad arguments and files
def fails(argv: list[str], status: int, capsys: pytest.CaptureFixture[str]) -> str:
    """Run `yxs` with ``argv``: it must exit with ``status``, print nothing on stdout and
    no traceback; returns what it printed on stderr."""
    capsys.readouterr()
    try:
        code = cli.main(argv)
    except SystemExit as exc:  # argparse refuses the arguments
        code = exc.code
    assert code == status
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "Traceback" not in captured.err
    return captured.err


def test_a_seat_not_at_the_table_is_a_bad_argument_in_both_languages(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = record(tmp_path)  # identity5: seats 0 to 4
    en = fails(["replay", "export", str(path), "--seat", "5", "--lang", "en"], 2, capsys)
    assert en == f"{path}: seat 5 is not at this replay's table (the seats are 0 to 4)\n"
    zh = fails(["replay", "export", str(path), "--seat", "5", "--lang", "zh"], 2, capsys)
    assert zh == f"{path}: 座位 5 不在此录像的牌桌上（座位为 0 到 4）\n"
    with pytest.raises(BadSeat):
        export_events(read_replay(path), 5)


@pytest.mark.parametrize(
    ("viewer", "says"),
    [
        (["--seat", "two"], "'two' is not a whole number"),
        (["--seat", "-1"], "-1 must be at least 0"),
        ([], "one of the arguments --seat --spectator --all is required"),
        (["--seat", "1", "--spectator"], "not allowed with argument --seat"),
    ],
)
def test_a_viewer_that_is_not_one_is_refused_as_argparse_does(
    tmp_path: Path, viewer: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = record(tmp_path)
    assert says in fails(["replay", "export", str(path), *viewer], 2, capsys)


def test_a_damaged_file_is_not_exported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = record(tmp_path)
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x40
    path.write_bytes(bytes(data))
    out = tmp_path / "out.jsonl"
    argv = ["replay", "export", str(path), "--all", "--out", str(out), "--lang", "en"]
    assert fails(argv, 1, capsys).startswith(f"{path}: damaged")
    assert not out.exists()


def test_a_file_that_is_not_a_replay_is_not_exported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "notes.yxsr"
    path.write_text("not a replay\n")
    err = fails(["replay", "export", str(path), "--spectator", "--lang", "en"], 1, capsys)
    assert err == f"{path}: not a replay file: the data is not gzip-compressed\n"


def test_a_replay_that_diverges_from_the_engine_is_not_exported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file whose events are not the ones the engine makes (here: a seat's role changed,
    digests made to match) is refused, not shown as a different game."""
    path = record(tmp_path)
    events = read_replay(path).events
    first = msgspec.json.decode(events[0])
    assert first["type"] == "RoleDealt"
    first["role"] = "rebel" if first["role"] != "rebel" else "loyalist"
    rewrite_events(path, [msgspec.json.encode(first), *events[1:]])
    err = fails(["replay", "export", str(path), "--seat", "0", "--lang", "en"], 1, capsys)
    assert err.startswith(
        f"{path}: not exported: the replay does not re-run exactly: "
        "differs from the re-run from event 0 on"
    )
    with pytest.raises(ReplayError):
        export_events(read_replay(path), 0)


def test_a_replay_whose_answer_the_engine_refuses_is_not_exported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = record(tmp_path)
    all_lines = lines(path)
    answer = next(i for i, line in enumerate(all_lines) if line.startswith(b'{"t":"response"'))
    response = msgspec.json.decode(all_lines[answer])
    response["id"] += 1000
    all_lines[answer] = msgspec.json.encode(response)
    rewrite(path, all_lines)
    err = fails(["replay", "export", str(path), "--all", "--lang", "en"], 1, capsys)
    assert f"{path}: not exported: the replay does not re-run exactly: line {answer + 1}:" in err


def test_an_out_file_that_cannot_be_written_is_reported(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = record(tmp_path)
    out = tmp_path / "missing" / "out.jsonl"
    argv = ["replay", "export", str(path), "--all", "--out", str(out), "--lang", "en"]
    assert fails(argv, 1, capsys).startswith(f"cannot write {out}: ")
