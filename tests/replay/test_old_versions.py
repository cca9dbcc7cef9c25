"""Replays of every format version that ever shipped keep loading: a sample file of each
is committed under tests/data/ and read by today's reader. While the rules are the same
the sample still verifies; once they change, it must still load (and play from its
recorded events), never read as damaged."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from yxs_desktop.replay.reader import READERS, read_replay
from yxs_desktop.replay.rules import rules_digest
from yxs_desktop.replay.verify import DAMAGED, verify_file

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
