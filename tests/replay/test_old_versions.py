"""Replays of every format version that ever shipped keep loading: a sample file of each
is committed under tests/data/ and read by today's reader. While the rules are the same
the sample still verifies; once they change, it must still load (and play from its
recorded events), never read as damaged."""

from __future__ import annotations

import re
from pathlib import Path

import msgspec
import pytest

from yxs_desktop.replay.format import Header
from yxs_desktop.replay.reader import READERS, read_replay
from yxs_desktop.replay.rules import rules_digest
from yxs_desktop.replay.verify import DAMAGED, verify_file
from yxs_desktop.replay.writer import computer_seats, make_header

DATA = Path(__file__).resolve().parent.parent / "data"
SAMPLES = sorted(DATA.glob("replay-v*.yxsr"))


def _version(path: Path) -> int:
    match = re.match(r"replay-v(\d+)-", path.name)
    assert match, f"{path.name}: a sample is named replay-v<format>-<mode>-<seed>.yxsr"
    return int(match.group(1))


def test_there_is_a_sample_of_every_format_version_the_reader_knows() -> None:
    assert {_version(path) for path in SAMPLES} == set(READERS)


@pytest.mark.parametrize("path", SAMPLES, ids=lambda path: path.name)
def test_a_sample_of_an_old_format_still_loads_whole(path: Path) -> None:
    replay = read_replay(path)
    assert replay.header.format == _version(path)
    assert replay.complete and replay.result is not None
    assert replay.responses and replay.events
    assert replay.header.mode in path.name


@pytest.mark.parametrize("path", SAMPLES, ids=lambda path: path.name)
def test_a_sample_verifies_while_the_rules_are_the_same_and_is_never_damaged(
    path: Path,
) -> None:
    verdict = verify_file(path)
    assert verdict.status != DAMAGED, verdict.text("en")
    if read_replay(path).header.rules == rules_digest():
        assert verdict.ok, verdict.text("en")


@pytest.mark.parametrize(
    "path", [p for p in SAMPLES if _version(p) == 1], ids=lambda path: path.name
)
def test_a_file_written_before_own_seats_reads_as_naming_none(path: Path) -> None:
    assert read_replay(path).header.own is None


def header_without(*names: str) -> type[msgspec.Struct]:
    """The header as it was before the fields ``names``: the same fields, without them."""
    return msgspec.defstruct(
        "Header",
        [
            (f.name, f.type) if f.default is msgspec.NODEFAULT else (f.name, f.type, f.default)
            for f in msgspec.structs.fields(Header)
            if f.name not in names
        ],
        tag="header",
        tag_field="t",
        frozen=True,
    )


def test_a_program_that_knows_no_own_seat_reads_a_header_that_names_one() -> None:
    older = header_without("own", "view")
    header = make_header("identity5", 3, computer_seats(5, "baseline"), own=2)
    line = msgspec.json.encode(header)
    assert line.endswith(b',"origin":null,"own":2,"view":null}')  # added at the end
    read = msgspec.json.decode(line, type=older)
    assert not hasattr(read, "own")
    assert msgspec.structs.asdict(read) == {
        k: v for k, v in msgspec.structs.asdict(header).items() if k not in ("own", "view")
    }


def test_a_program_that_knows_no_seats_recording_reads_its_header_as_a_game() -> None:
    # an older program takes a seat's own recording for a game whose re-run fails at
    # once: it shows the recorded events, which hold nothing the seat did not see
    older = header_without("view")
    header = make_header("identity5", 0, computer_seats(5, "baseline"), own=2, view=2)
    read = msgspec.json.decode(msgspec.json.encode(header), type=older)
    assert not hasattr(read, "view") and read.own == 2 and read.seed == 0
