"""Shared by the replay tests: record games, rewrite a replay's lines, and make an engine
that re-runs an old replay differently."""

from __future__ import annotations

import dataclasses
import gzip
import zlib
from collections.abc import Callable
from pathlib import Path

import msgspec

from yxs_desktop.client.recording import seats_of
from yxs_desktop.engine import cards, make_mode
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.replay.digest import EventDigest
from yxs_desktop.replay.format import (
    DIGEST_EVERY,
    ENCODER,
    DigestLine,
    EventLine,
    ResultLine,
    Seat,
)
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.rerun import Diverged, rerun
from yxs_desktop.replay.writer import ReplayWriter, make_header
from yxs_desktop.selfplay import play_game


def record(tmp_path: Path, mode: str = "identity5", seed: int = 2) -> Path:
    """A replay of one baseline game, in ``tmp_path``."""
    path = tmp_path / f"{mode}-{seed}.yxsr"
    play_and_record(path, mode, seed)
    return path


def record_person_game(path: Path, mode: str, seed: int, person: int, date: str) -> None:
    """A game whose ``person`` seat is a person's (named "me", and the file's ``own``),
    played by the baseline, recorded with the header a local game gets (its date set to
    ``date``)."""
    players = make_mode(mode).players
    header = make_header(mode, seed, seats_of(players, person, "me", "baseline"), own=person)
    writer = ReplayWriter(path, msgspec.structs.replace(header, date=date))
    game = play_game(mode, seed, after_event=writer.on_event, after_step=writer.update)
    writer.close(game)


def record_online_game(path: Path, mode: str, seed: int, persons: tuple[int, ...]) -> None:
    """A game recorded as a server records a room's, for all its players: the ``persons``
    seats people's (named ``P<seat>``), the others the baseline's, ``own`` null."""
    players = make_mode(mode).players
    seats = [
        Seat(seat, name=f"P{seat}") if seat in persons else Seat(seat, player="computer:baseline")
        for seat in range(players)
    ]
    writer = ReplayWriter(path, make_header(mode, seed, seats))
    game = play_game(mode, seed, after_event=writer.on_event, after_step=writer.update)
    writer.close(game)


def as_older_program(path: Path) -> Path:
    """The replay at ``path`` as a program older than the header's ``own`` wrote it: that
    field gone from line 1, every other byte of the lines kept."""
    all_lines = lines(path)
    header = msgspec.json.decode(all_lines[0])
    del header["own"]
    rewrite(path, [msgspec.json.encode(header), *all_lines[1:]])
    return path


def content(path: Path) -> bytes:
    """The decompressed JSON Lines of a (whole) replay file."""
    return zlib.decompress(path.read_bytes(), 31)


def lines(path: Path) -> list[bytes]:
    return content(path).split(b"\n")[:-1]


def rewrite(path: Path, new_lines: list[bytes]) -> None:
    """Replace the file by a properly compressed one holding ``new_lines``."""
    path.write_bytes(gzip.compress(b"".join(line + b"\n" for line in new_lines)))


def line_index(all_lines: list[bytes], kind: str, nth: int = 0) -> int:
    """The index of the ``nth`` line of ``kind`` (its ``t``)."""
    tag = b'{"t":"' + kind.encode() + b'"'
    found = [i for i, line in enumerate(all_lines) if line.startswith(tag)]
    return found[nth]


def rewrite_events(path: Path, events: list[bytes]) -> None:
    """Replace the file's events by ``events`` (as many), with digests that match them."""
    out: list[bytes] = []
    digest = EventDigest()
    for line in lines(path):
        if line.startswith(b'{"t":"event"'):
            encoded = events[digest.events]
            digest.add(encoded)
            line = ENCODER.encode(EventLine(msgspec.Raw(encoded)))
        elif line.startswith(b'{"t":"digest"'):
            line = ENCODER.encode(DigestLine(digest.events, digest.hexdigest()))
        elif line.startswith(b'{"t":"result"'):
            result = msgspec.json.decode(line, type=ResultLine)
            line = ENCODER.encode(msgspec.structs.replace(result, sha256=digest.hexdigest()))
        out.append(line)
    rewrite(path, out)


#: What format 2 added to the events (docs/replay-format.md): the events, and by event the
#: fields, that a format 1 file never holds.
ADDED_EVENTS = frozenset({"RoundStarted", "SkillsChanged", "FirstPlayer", "Saved"})
ADDED_FIELDS = {
    "HeroChosen": "skills",
    "RoleRevealed": "team",
    "CardsMoved": "judge_kind",
    "CardUsed": "counts_for_limit",
    "Reshuffled": "drawn",
}


def as_format_1(encoded: bytes) -> bytes | None:
    """The event ``encoded`` as the engine recorded it in format 1: None for an event it
    did not make, else without the field added since (the others in their order)."""
    fields = msgspec.json.decode(encoded)
    kind = fields["type"]
    if kind in ADDED_EVENTS:
        return None
    added = ADDED_FIELDS.get(kind)
    if added is not None:
        del fields[added]
    return msgspec.json.encode(fields)


def rewrite_as_format_1(path: Path) -> None:
    """Rewrite the replay at ``path`` (of format 2) as the engine of format 1 recorded the
    same game: its header's ``format`` 1, its events :func:`as_format_1` (the answers
    where they were among them), digest and result lines that match them."""
    out: list[bytes] = []
    digest = EventDigest()
    for line in lines(path):
        if line.startswith(b'{"t":"header"'):
            header = msgspec.json.decode(line)
            header["format"] = 1
            line = msgspec.json.encode(header)
        elif line.startswith(b'{"t":"event"'):
            event = msgspec.json.decode(line, type=EventLine)
            older = as_format_1(bytes(event.event))
            if older is None:
                continue
            digest.add(older)
            out.append(ENCODER.encode(EventLine(msgspec.Raw(older))))
            if digest.events % DIGEST_EVERY == 0:
                out.append(ENCODER.encode(DigestLine(digest.events, digest.hexdigest())))
            continue
        elif line.startswith(b'{"t":"digest"'):
            continue
        elif line.startswith(b'{"t":"result"'):
            result = msgspec.json.decode(line, type=ResultLine)
            line = ENCODER.encode(
                msgspec.structs.replace(result, events=digest.events, sha256=digest.hexdigest())
            )
        out.append(line)
    rewrite(path, out)


def with_rank_changed(
    card_id: int, deck: tuple[cards.Card, ...] | None = None
) -> tuple[cards.Card, ...]:
    """The standard deck (or ``deck``) with card ``card_id`` one rank higher (K becomes
    A): patched in, it makes an engine that re-runs old replays differently from where
    that rank counts."""
    deck = list(cards.STANDARD_DECK if deck is None else deck)
    deck[card_id] = dataclasses.replace(deck[card_id], rank=deck[card_id].rank % 13 + 1)
    return tuple(deck)


def diverges_at(path: Path) -> int:
    """The first event the engine as it now stands (a deck patched in, say) does not make
    again when the replay at ``path`` is re-run with its answers (found by the re-run
    module, apart from the playback under test)."""
    replay = read_replay(path)
    try:
        rerun(replay, len(replay.responses))
    except Diverged as diverged:
        return diverged.index
    raise AssertionError(f"{path} re-runs exactly: the change alters nothing in it")


def diverging_card(path: Path, fits: Callable[[int], bool] = lambda index: True) -> int:
    """A card whose rank changed (:func:`with_rank_changed`) makes the engine re-run the
    replay at ``path`` differently from an event ``fits`` accepts. Which card's rank
    counts in a game depends on how the computer players played it: a test that named
    one broke whenever their play changed."""
    original = cards.STANDARD_DECK
    try:
        for card_id in range(len(original)):
            cards.STANDARD_DECK = with_rank_changed(card_id, original)
            try:
                index = diverges_at(path)
            except (AssertionError, ReplayError):  # no change, or an answer refused
                continue
            if fits(index):
                return card_id
    finally:
        cards.STANDARD_DECK = original
    raise AssertionError(f"no card's rank changes the game of {path} where wanted")
