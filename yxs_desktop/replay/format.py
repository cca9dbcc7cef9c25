"""The lines of a ``.yxsr`` replay file, format version 2 (docs/replay-format.md).

A replay is gzip-compressed JSON Lines; every line is one of the structs here, told apart
by its ``t`` field. Events and responses are kept as the engine encodes them
(:class:`msgspec.Raw`): the file holds the engine's own bytes, which the digests cover,
and they are decoded only when needed (:func:`decode_event`).
"""

from __future__ import annotations

import functools
import operator
from typing import Any, Final

import msgspec

from yxs_desktop.engine.events import Event
from yxs_desktop.engine.subclasses import subclasses

#: The format version this program writes; the reader reads every version up to it (2: the
#: events say everything the views show; 1's are upgraded when read, :mod:`.upgrade`).
FORMAT_VERSION: Final = 2
#: A digest line follows every this many events (docs/replay-format.md, Digests).
DIGEST_EVERY: Final = 64
#: The name ending of replay files.
SUFFIX: Final = ".yxsr"


class Seat(msgspec.Struct, frozen=True, gc=False):
    """One seat at the table: its number, the player's name ("" when none was given), the
    kind of player (``person`` or ``computer:<ai>``) and its hero once known."""

    seat: int
    name: str = ""
    player: str = "person"
    hero: str | None = None


class Options(msgspec.Struct, frozen=True, gc=False):
    """The mode's options (those :func:`yxs_desktop.engine.make_mode` takes)."""

    extra_choice: bool = False


class Origin(msgspec.Struct, frozen=True, gc=False):
    """Where a game played on from a replay began: the sha256 of the source file's bytes and
    how many of its responses were taken over."""

    sha256: str
    responses: int


class Header(msgspec.Struct, frozen=True, tag="header", tag_field="t", gc=False):
    """Line 1: what is needed to re-run the game (mode, options, seed) and to describe it.

    ``own``: the seat of the person whose program wrote or saved the file (a local game's
    person, the new seat of a game played on, a downloaded game's player); None when not
    known: a file of an older program, a game of computer players only, a server's own
    recording. It says whose games the file's statistics are (:func:`person_seats`).

    ``view``: the file holds only what this seat was shown (a player's own recording of an
    online game, :mod:`yxs_desktop.client.seat_recording`): its events as the seat received
    them, no answers, and no seed (0); it is never re-run, and opens only from that seat
    or as a spectator. None: the whole game, as the engine made it."""

    format: int
    program: str
    engine: str
    rules: str
    mode: str
    options: Options
    seed: int
    seats: list[Seat]
    date: str
    origin: Origin | None = None
    own: int | None = None
    view: int | None = None


def person_seats(header: Header) -> frozenset[int]:
    """The seat numbers that are "the person's" in a file with ``header``: ``own`` when the
    header names it (none if it names no seat of the table), else every seat a person
    played (``player == "person"``: a file of an older program names no ``own``)."""
    if header.own is not None:
        return frozenset(s.seat for s in header.seats if s.seat == header.own)
    return frozenset(s.seat for s in header.seats if s.player == "person")


class ResponseLine(msgspec.Struct, frozen=True, tag="response", tag_field="t", gc=False):
    """One accepted answer: the id of the request it answered, the seat, the response."""

    id: int
    seat: int
    response: msgspec.Raw


class EventLine(msgspec.Struct, frozen=True, tag="event", tag_field="t", gc=False):
    """One event as the engine made it, unredacted."""

    event: msgspec.Raw


class DigestLine(msgspec.Struct, frozen=True, tag="digest", tag_field="t", gc=False):
    """The rolling digest over the first ``events`` events."""

    events: int
    sha256: str


class HeroesLine(msgspec.Struct, frozen=True, tag="heroes", tag_field="t", gc=False):
    """Every seat's hero, written once all of them are chosen."""

    heroes: list[str | None]


class ResultLine(msgspec.Struct, frozen=True, tag="result", tag_field="t", gc=False):
    """The last line of a finished game: the outcome, each seat's role and score, and the
    digest over all ``events`` events."""

    result: str
    title: str
    winners: list[int]
    roles: list[str | None]
    scores: list[int]
    events: int
    sha256: str


Line = Header | ResponseLine | EventLine | DigestLine | HeroesLine | ResultLine

ENCODER: Final = msgspec.json.Encoder()
HEADER_DECODER: Final = msgspec.json.Decoder(Header)
LINE_DECODER: Final = msgspec.json.Decoder(Line)


class Probe(msgspec.Struct, gc=False):
    """The two fields of line 1 every format version keeps: enough to pick a reader."""

    t: str = ""
    format: int = 0


PROBE_DECODER: Final = msgspec.json.Decoder(Probe)


def _event_classes() -> tuple[type[Event], ...]:
    return tuple(sorted(subclasses(Event), key=lambda cls: cls.__name__))


#: Decodes any event the engine defines: a union of every subclass of Event, which are
#: known only at run time (the content may add some).
_EVENT_DECODER: Final[msgspec.json.Decoder[Any]] = msgspec.json.Decoder(
    functools.reduce(operator.or_, _event_classes())
)


def decode_event(data: bytes | msgspec.Raw) -> Event:
    """The event whose engine encoding is ``data`` (``msgspec.DecodeError`` if none is)."""
    event: Event = _EVENT_DECODER.decode(data)
    return event
