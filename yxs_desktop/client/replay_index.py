"""The summaries of the replays in a folder, for the Replays page: per file its date, mode,
the person's seat, hero and role, result and length, or why it cannot be read.

Reading a file whole takes a few milliseconds, so a folder of a thousand would take
seconds every time the page opens. The summaries are therefore kept in a cache file in the
folder itself (:data:`CACHE_NAME`, which the replay store never lists: it only lists
``*.yxsr``), each under its file's name with the size and modification time it was read
at; a file whose size or time changed is read again, one gone is dropped. A cache that
cannot be read (corrupt, of another version, not ours) is ignored and written anew; one
that cannot be written is only logged.
"""

from __future__ import annotations

import contextlib
import datetime
import logging
import os
from pathlib import Path
from typing import Final, Literal

import msgspec

from yxs_desktop.client.replay_store import ReplayEntry, ReplayStore
from yxs_desktop.replay.format import Header, decode_event, person_seats
from yxs_desktop.replay.messages import MESSAGES, Message, ReplayError
from yxs_desktop.replay.reader import Replay, read_replay
from yxs_desktop.replay.sealed import sealed_seats

log = logging.getLogger(__name__)

#: The cache file, in the replay folder.
CACHE_NAME: Final = ".index.json"
#: Changes whenever a summary would be made differently: older caches are then rebuilt.
#: 2: the person's seat is the header's ``own`` when it names one.
CACHE_VERSION: Final = 2

#: The person's seat won, lost, or the game ended in a draw; the game did not end; or
#: nobody's seat was a person's (a watched game, ``yxs sim --replays``): ``title`` then
#: says which side won.
Outcome = Literal["won", "lost", "draw", "unfinished", "watched"]
OUTCOMES: Final[tuple[Outcome, ...]] = ("won", "lost", "draw", "unfinished", "watched")


class Damage(msgspec.Struct, frozen=True, gc=False):
    """Why a file cannot be read: a replay message key and its fields."""

    key: str
    fields: dict[str, str | int] = {}

    def text(self, lang: str) -> str:
        """What is wrong, in ``lang``."""
        return Message(self.key, **self.fields).text(lang)


class Summary(msgspec.Struct, frozen=True, gc=False):
    """One replay file as the Replays page lists it.

    ``name``, ``size`` and ``mtime_ns`` are the file's; ``date`` the header's (ISO 8601,
    UTC; "" for a damaged file). ``seat`` is the person's (:func:`person_seat`; None: a
    game of computer players only, or one the person watched); ``hero`` and ``role`` are
    that seat's, when the file says. ``title`` is the result's title key
    (``title.<title>`` in the texts), None when the game did not end. ``turns`` and
    ``rounds``: the turns begun and the last round reached; ``events`` the events
    recorded. ``damage`` is set when the file cannot be read; the other fields then keep
    their defaults."""

    name: str
    size: int
    mtime_ns: int
    date: str = ""
    mode: str = ""
    seat: int | None = None
    hero: str | None = None
    role: str | None = None
    outcome: Outcome = "unfinished"
    title: str | None = None
    winners: list[int] = []
    turns: int = 0
    rounds: int = 0
    events: int = 0
    damage: Damage | None = None

    @property
    def damaged(self) -> bool:
        return self.damage is not None

    @property
    def played(self) -> datetime.datetime | None:
        """When the game began (aware, UTC), None when the file does not say."""
        try:
            when = datetime.datetime.fromisoformat(self.date)
        except ValueError:
            return None
        return when if when.tzinfo is not None else when.replace(tzinfo=datetime.UTC)


class _CacheFile(msgspec.Struct, frozen=True, gc=False):
    version: int
    summaries: list[Summary]


_CACHE_DECODER: Final = msgspec.json.Decoder(_CacheFile)
_CACHE_ENCODER: Final = msgspec.json.Encoder()
_TURN_STARTED: Final = b'{"type":"TurnStarted"'
_ROLE_DEALT: Final = b'{"type":"RoleDealt"'
_HERO_CHOSEN: Final = b'{"type":"HeroChosen"'


def summarize(entry: ReplayEntry) -> Summary:
    """The summary of the file ``entry`` names, read whole (a damaged file gives a summary
    with its :class:`Damage`)."""
    name, size, mtime_ns = entry.path.name, entry.size, entry.modified_ns
    try:
        replay = read_replay(entry.path)
    except ReplayError as error:
        fields = {
            key: value if isinstance(value, str | int) else str(value)
            for key, value in error.message.fields.items()
        }
        return Summary(name, size, mtime_ns, damage=Damage(error.message.key, fields))
    return summary_of(replay, name, size, mtime_ns)


def person_seat(header: Header) -> int | None:
    """The seat the list shows as the person's (its index in ``header.seats``, which lists
    the seats in order): the header's ``own`` when it names one (the person whose program
    wrote or saved the file), else, in an older file, the first seat a person played; None
    when there is none (a game of computer players only, a server's recording)."""
    persons = person_seats(header)
    return next((i for i, s in enumerate(header.seats) if s.seat in persons), None)


def summary_of(replay: Replay, name: str, size: int = 0, mtime_ns: int = 0) -> Summary:
    """The summary of a replay already read."""
    header = replay.header
    result = replay.result
    seat = person_seat(header)
    sealed = sealed_seats(replay)
    if sealed is not None and seat not in sealed:  # a game that may still be under way
        seat = None  # shows no seat's hidden hero or role but the file's own
    turns = rounds = 0
    role: str | None = None
    chosen: str | None = None
    # only the few events needed are decoded: telling them by their first bytes is much
    # faster than decoding a game's thousands of events
    for encoded in replay.events:
        if encoded.startswith(_TURN_STARTED):
            turns += 1
            rounds = max(rounds, getattr(decode_event(encoded), "round", 0))
        elif seat is not None and encoded.startswith((_ROLE_DEALT, _HERO_CHOSEN)):
            event = decode_event(encoded)
            if getattr(event, "seat", None) == seat:
                if encoded.startswith(_ROLE_DEALT):
                    role = str(getattr(event, "role", "")) or None
                else:
                    chosen = getattr(event, "hero", None)
    hero: str | None = None
    if seat is not None:
        heroes = replay.heroes.heroes if replay.heroes is not None else []
        hero = (heroes[seat] if seat < len(heroes) else None) or header.seats[seat].hero or chosen
        if result is not None and result.roles[seat] is not None:
            role = result.roles[seat]
    return Summary(
        name,
        size,
        mtime_ns,
        date=header.date,
        mode=header.mode,
        seat=seat,
        hero=hero,
        role=role,
        outcome=_outcome(replay, seat),
        title=result.title if result is not None else None,
        winners=list(result.winners) if result is not None else [],
        turns=turns,
        rounds=rounds,
        events=len(replay.events),
    )


def _outcome(replay: Replay, seat: int | None) -> Outcome:
    result = replay.result
    if result is None:
        return "unfinished"
    if seat is None:
        return "watched"
    if replay.header.seats[seat].seat in result.winners:
        return "won"
    return "draw" if result.result == "draw" else "lost"


class ReplayIndex:
    """The summaries of the replays of ``folder``, kept up to date in its cache file.

    :meth:`refresh` lists the folder and reads only the files that are new or changed
    since the cache was written (``read`` says how many it read)."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        self.cache_path = self.folder / CACHE_NAME
        self.read = 0  # the files read by the last refresh
        self._known: dict[str, Summary] | None = None

    def path(self, summary: Summary) -> Path:
        """The file of ``summary``."""
        return self.folder / summary.name

    def refresh(self) -> list[Summary]:
        """The summaries of the folder's replays, newest file first (a folder that does not
        exist holds none; one that cannot be listed raises ``ReplayStoreError``)."""
        entries = ReplayStore(self.folder).entries()
        known = self._known if self._known is not None else self._load()
        summaries: list[Summary] = []
        self.read = 0
        for entry in entries:
            cached = known.get(entry.path.name)
            if cached is None or cached.size != entry.size or cached.mtime_ns != entry.modified_ns:
                cached = summarize(entry)
                self.read += 1
            summaries.append(cached)
        fresh = {summary.name: summary for summary in summaries}
        if fresh != known:
            self._save(summaries)
        self._known = fresh
        return summaries

    def _load(self) -> dict[str, Summary]:
        try:
            data = self.cache_path.read_bytes()
        except OSError:
            return {}
        try:
            cache = _CACHE_DECODER.decode(data)
        except msgspec.DecodeError:  # corrupt, or not ours: rebuilt
            log.info("the replay index %s cannot be read; it is rebuilt", self.cache_path)
            return {}
        if cache.version != CACHE_VERSION:
            return {}
        return {
            summary.name: summary
            for summary in cache.summaries
            if summary.damage is None or summary.damage.key in MESSAGES
        }

    def _save(self, summaries: list[Summary]) -> None:
        data = _CACHE_ENCODER.encode(_CacheFile(CACHE_VERSION, summaries))
        partial = self.cache_path.with_name(CACHE_NAME + ".part")
        try:
            partial.write_bytes(data)
            os.replace(partial, self.cache_path)  # a reader never sees half a cache
        except OSError as error:
            log.warning("the replay index %s cannot be written: %s", self.cache_path, error)
            with contextlib.suppress(OSError):
                partial.unlink()
