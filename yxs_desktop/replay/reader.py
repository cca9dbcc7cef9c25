"""Reading a replay file: whole, or cut off anywhere (docs/replay-format.md).

A file cut off by a crash or a kill is read up to its last complete line, with a note; a
file that is not a replay, or is damaged, raises :class:`ReplayError` saying what is wrong
and where. The reader checks the file against itself (the order of its lines, the digests
over its events); whether the engine plays the same game is :mod:`.verify`'s question.
"""

from __future__ import annotations

import hashlib
import os
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

import msgspec

from yxs_desktop.replay.digest import EventDigest
from yxs_desktop.replay.format import (
    FORMAT_VERSION,
    HEADER_DECODER,
    LINE_DECODER,
    PROBE_DECODER,
    DigestLine,
    EventLine,
    Header,
    HeroesLine,
    ResponseLine,
    ResultLine,
)
from yxs_desktop.replay.messages import Message, ReplayError
from yxs_desktop.replay.upgrade import upgrade as upgrade_events

_GZIP_MAGIC: Final = b"\x1f\x8b"
_CHUNK: Final = 1 << 16


@dataclass
class Replay:
    """What a replay file holds.

    ``events`` are the engine's encodings (decode one with
    :func:`yxs_desktop.replay.format.decode_event`); ``events_before[i]`` is how many
    events came before response ``i`` (the position of an answer in the event stream, for
    seeking and for playing on from a point). ``terminated``: the compressed data ends
    properly (the writer closed the file); ``result`` is None when the game did not end.
    ``sha256``: the digest of the file's bytes, which a game played on from it names as its
    origin.

    A file of an older format holds its events as they are now (:mod:`.upgrade`: format
    1's get the events and fields added since), so ``events`` and ``events_before`` may
    differ from its lines; ``digests`` and the result's ``events`` and ``sha256`` are the
    file's own, over the events its lines hold (``header.format`` says which format).
    """

    header: Header
    responses: list[ResponseLine] = field(default_factory=list)
    events: list[bytes] = field(default_factory=list)
    events_before: list[int] = field(default_factory=list)
    response_lines: list[int] = field(default_factory=list)
    digests: list[DigestLine] = field(default_factory=list)
    heroes: HeroesLine | None = None
    result: ResultLine | None = None
    terminated: bool = False
    notes: list[Message] = field(default_factory=list)
    sha256: str = ""

    @property
    def complete(self) -> bool:
        """Whether the file holds a whole game: closed properly, with its result."""
        return self.terminated and self.result is not None


def read_replay(path: str | os.PathLike[str], *, upgrade: bool = True) -> Replay:
    """Read the replay file at ``path`` (:class:`ReplayError` if it cannot be read or is
    not a replay). ``upgrade`` False leaves the events of an older format as its lines
    hold them (for a reader that uses none of them: statistics)."""
    try:
        with open(path, "rb") as file:
            data = file.read()
    except OSError as exc:
        raise ReplayError("cannot_read", reason=exc.strerror or str(exc)) from None
    return parse_replay(data, upgrade=upgrade)


def parse_replay(data: bytes, *, upgrade: bool = True) -> Replay:
    """The replay held by ``data``, the bytes of a ``.yxsr`` file; its events as the
    engine records them now (those of an older format upgraded, unless ``upgrade`` is
    False: see :func:`read_replay`)."""
    content, terminated = _decompress(data)
    lines = content.split(b"\n")
    last = lines.pop()  # what follows the last newline: b"" when the last line is whole
    notes: list[Message] = []
    if last:
        if terminated:
            raise ReplayError("no_line_end", line=len(lines) + 1)
        notes.append(Message("cut_line", line=len(lines) + 1))
    if not lines:
        raise ReplayError("empty")
    try:
        probe = PROBE_DECODER.decode(lines[0])
    except msgspec.DecodeError:
        raise ReplayError("not_header") from None
    if probe.t != "header":
        raise ReplayError("not_header")
    if probe.format > FORMAT_VERSION:
        raise ReplayError("newer_format", found=probe.format, known=FORMAT_VERSION)
    read = READERS.get(probe.format)
    if read is None:
        raise ReplayError("unknown_format", found=probe.format)
    replay = read(lines)
    upgrading = UPGRADES.get(probe.format)
    if upgrade and upgrading is not None:
        upgrading(replay)
    replay.terminated = terminated
    replay.sha256 = hashlib.sha256(data).hexdigest()
    if not terminated:
        notes.insert(0, Message("unterminated", line=len(lines)))
    if replay.result is None:
        notes.append(Message("no_result"))
    replay.notes = notes + replay.notes
    return replay


def whole_lines(data: bytes) -> bytes:
    """The decompressed lines of a replay file's bytes that :func:`parse_replay` reads:
    every whole line (of a file cut off, those before the cut)."""
    content, _ = _decompress(data)
    return content[: content.rfind(b"\n") + 1]


def _decompress(data: bytes) -> tuple[bytes, bool]:
    """The decompressed bytes and whether the gzip stream ends properly."""
    if not data.startswith(_GZIP_MAGIC):
        if len(data) < len(_GZIP_MAGIC) and _GZIP_MAGIC.startswith(data):
            raise ReplayError("empty")
        raise ReplayError("not_gzip")
    inflate = zlib.decompressobj(31)
    parts: list[bytes] = []
    start = 0
    for start in range(0, len(data), _CHUNK):
        try:
            parts.append(inflate.decompress(data[start : start + _CHUNK]))
        except zlib.error as exc:
            line = b"".join(parts).count(b"\n")
            raise ReplayError("corrupt", line=line, reason=str(exc)) from None
        if inflate.eof:
            break
    if inflate.eof and (inflate.unused_data or start + _CHUNK < len(data)):
        raise ReplayError("trailing")
    return b"".join(parts), inflate.eof


def _upgrade_v1(replay: Replay) -> None:
    """Format 1's events, recorded before they said everything the views show, upgraded
    to the current ones (:mod:`.upgrade`)."""
    upgraded = upgrade_events(replay.header, replay.events, replay.events_before, replay.responses)
    replay.events = upgraded.events
    replay.events_before = upgraded.events_before


def _read_lines(lines: list[bytes]) -> Replay:
    """The lines of format 1 and 2 (the same lines: 2 changed the events they hold)."""
    try:
        header = HEADER_DECODER.decode(lines[0])
    except msgspec.DecodeError as exc:
        raise ReplayError("bad_header", detail=str(exc)) from None
    replay = Replay(header)
    responses = replay.responses
    events = replay.events
    digest = EventDigest()
    seats = len(header.seats)
    decode = LINE_DECODER.decode
    for number, raw in enumerate(lines[1:], start=2):
        try:
            line = decode(raw)
        except msgspec.DecodeError as exc:
            raise ReplayError("bad_line", line=number, detail=str(exc)) from None
        if replay.result is not None:
            raise ReplayError("after_result", line=number)
        if type(line) is EventLine:
            encoded = bytes(line.event)
            events.append(encoded)
            digest.add(encoded)
        elif type(line) is ResponseLine:
            responses.append(line)
            replay.events_before.append(len(events))
            replay.response_lines.append(number)
        elif type(line) is DigestLine:
            _check_digest(number, line.events, line.sha256, digest)
            replay.digests.append(line)
        elif type(line) is HeroesLine:
            if replay.heroes is not None:
                raise ReplayError("second_heroes", line=number)
            if len(line.heroes) != seats:
                raise ReplayError("seat_count", line=number, found=len(line.heroes), seats=seats)
            replay.heroes = line
        elif type(line) is ResultLine:
            _check_digest(number, line.events, line.sha256, digest)
            for found in (len(line.roles), len(line.scores)):
                if found != seats:
                    raise ReplayError("seat_count", line=number, found=found, seats=seats)
            replay.result = line
        else:
            raise ReplayError("second_header", line=number)
    return replay


def _check_digest(number: int, count: int, sha256: str, digest: EventDigest) -> None:
    if count != digest.events:
        raise ReplayError("digest_count", line=number, found=count, events=digest.events)
    if sha256 != digest.hexdigest():
        raise ReplayError("digest_mismatch", line=number)


#: A reader for every format version that ever shipped (docs/replay-format.md,
#: Compatibility): a new version adds its own and keeps the others.
READERS: Final[dict[int, Callable[[list[bytes]], Replay]]] = {1: _read_lines, 2: _read_lines}
#: For an older format's events: what brings them to the current ones, once read.
UPGRADES: Final[dict[int, Callable[[Replay], None]]] = {1: _upgrade_v1}
