"""Writing a replay as the game goes (docs/replay-format.md), and saving a replay with
another ``own`` seat in its header (:func:`with_own`).

The header is written when the file is opened. :meth:`ReplayWriter.on_event`, set as the
game's ``after_event`` hook, writes each event as it is made, after the answers accepted
before it (the game's ``responses`` list grows before the events an answer causes), so the
lines keep the game's order; :meth:`ReplayWriter.update`, called after every ``submit``,
writes the answers that made no event yet and flushes: everything written so far can then
be read even if the process is killed (a gzip sync flush, then the file's). The engine's
rules are not touched: the writer only reads the game's ``responses`` and ``events``.
"""

from __future__ import annotations

import datetime
import os
import zlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, BinaryIO, Final, NamedTuple

import msgspec

from yxs_desktop import __version__
from yxs_desktop.engine import encode
from yxs_desktop.engine import game as _game_module
from yxs_desktop.replay.digest import EventDigest
from yxs_desktop.replay.format import (
    DIGEST_EVERY,
    ENCODER,
    FORMAT_VERSION,
    DigestLine,
    EventLine,
    Header,
    HeroesLine,
    Options,
    Origin,
    ResponseLine,
    ResultLine,
    Seat,
)
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.reader import parse_replay
from yxs_desktop.replay.rules import rules_digest

if TYPE_CHECKING:
    from yxs_desktop.engine import Event, Game
    from yxs_desktop.replay.reader import Replay

#: zlib's default level: level 9 makes files about 1% smaller for twice the time.
LEVEL: Final = 6


def engine_version() -> str:
    """The engine's version: the program's (the engine ships inside it), ``+mypyc`` when
    the engine runs compiled."""
    compiled = not (_game_module.__file__ or "").endswith(".py")
    return f"{__version__}+mypyc" if compiled else __version__


def make_header(
    mode: str,
    seed: int,
    seats: list[Seat],
    *,
    extra_choice: bool = False,
    origin: Origin | None = None,
    own: int | None = None,
    view: int | None = None,
) -> Header:
    """The header of a game about to be played: this program's versions and rules digest,
    the time now (UTC). ``own``: the seat of the person whose program records the game
    (None: a game of computer players only, or a server's recording); ``ValueError`` when
    it is not one of ``seats``. ``view``: the seat whose events alone the file holds (a
    player's own recording of an online game; None: the whole game)."""
    numbers = [seat.seat for seat in seats]
    if own is not None and own not in numbers:
        raise ValueError(f"own seat {own} is not one of the table's seats {numbers}")
    if view is not None and view not in numbers:
        raise ValueError(f"seat {view} is not one of the table's seats {numbers}")
    return Header(
        format=FORMAT_VERSION,
        program=__version__,
        engine=engine_version(),
        rules=rules_digest(),
        mode=mode,
        options=Options(extra_choice=extra_choice),
        seed=seed,
        seats=seats,
        date=datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        origin=origin,
        own=own,
        view=view,
    )


class OwnNotWritten(ReplayError):
    """A replay whose header cannot be given another ``own``: the seat is not at its table,
    or the file is cut off (rewritten, it would read as a file closed properly)."""


def with_own(data: bytes, own: int | None) -> bytes:
    """The replay file ``data`` with its header's ``own`` set to ``own`` (None: not known).

    Only line 1 changes: its JSON object gets ``own`` (in its place, or added at the end),
    every other field as it was, fields this program does not know included; every other
    line keeps its bytes, so the events, digests and result are the same and the file
    verifies as before. The lines are compressed anew into one gzip stream, the same bytes
    each time for the same ``data`` and ``own`` (with the same zlib). ``data`` itself is
    returned when its header says ``own`` already. Raises :class:`ReplayError` (the
    reader's) when ``data`` is not a replay or is damaged, :class:`OwnNotWritten` when
    ``own`` is not a seat of its table or the file is cut off."""
    replay = parse_replay(data)
    header = replay.header
    if own is not None and all(seat.seat != own for seat in header.seats):
        seats = ", ".join(str(seat.seat) for seat in header.seats)
        raise OwnNotWritten("own_not_at_table", seat=own, seats=seats)
    if header.own == own:
        return data
    if not replay.terminated:
        raise OwnNotWritten("own_cut_off")
    content = zlib.decompress(data, 31)  # whole and alone: the reader checked both
    end = content.index(b"\n")
    try:
        fields = msgspec.json.decode(content[:end])  # an object: the reader took it
        fields["own"] = own
        line = msgspec.json.encode(fields)
    except (msgspec.DecodeError, msgspec.EncodeError) as exc:
        raise OwnNotWritten("bad_header", detail=str(exc)) from None
    squeeze = zlib.compressobj(LEVEL, zlib.DEFLATED, 31)  # 31: gzip, its time field 0
    return squeeze.compress(line + content[end:]) + squeeze.flush(zlib.Z_FINISH)


def computer_seats(players: int, ai: str | Sequence[str]) -> list[Seat]:
    """The seats of a table of computer players: all played by ``ai``, or seat i by
    ``ai[i]`` when it is a list of levels."""
    levels = [ai] * players if isinstance(ai, str) else list(ai)
    return [Seat(seat, player=f"computer:{levels[seat]}") for seat in range(players)]


class GameResult(NamedTuple):
    """A game's result as the result line holds it (the digest is the writer's): the
    result, its title key, the winners, every seat's role (None: no roles) and score."""

    result: str
    title: str
    winners: Sequence[int]
    roles: Sequence[str | None]
    scores: Sequence[int]


class ReplayWriter:
    """Writes one game's replay to ``path``: open it with the game's header, hook it to the
    game (:meth:`attach`, or :meth:`on_event` and :meth:`update` by hand) and
    :meth:`close` it at the end. Closing a game that is not over writes no result line:
    the file then reads as a game that did not end.

    With ``on_flush`` set, each flush (and the close) also hands it the lines written
    since the one before, uncompressed, each ending with a newline: a server of several
    processes keeps them in Redis too, so that another process can go on with the game."""

    on_flush: Callable[[bytes], None] | None = None

    def __init__(self, path: str | os.PathLike[str], header: Header) -> None:
        self.path = path
        self.header = header
        self._file: BinaryIO | None = open(path, "wb")  # noqa: SIM115 (closed in close())
        self._zip = zlib.compressobj(LEVEL, zlib.DEFLATED, 31)  # 31: the gzip container
        self._digest = EventDigest()
        self._responses = 0  # how many of the game's responses are written
        self._heroes = False
        self._unflushed: list[bytes] = []  # for ``on_flush``
        self._write(ENCODER.encode(header))
        self._flush()

    @classmethod
    def carry_on(cls, path: str | os.PathLike[str], replay: Replay, lines: bytes) -> ReplayWriter:
        """A writer of a new file at ``path`` that begins with ``lines``, the whole lines
        of the file ``replay`` was read from (:func:`~.reader.whole_lines`), and goes on
        from there: the game re-run from ``replay`` is hooked to it (:meth:`attach`, then
        :meth:`update` writes what the re-run made beyond the lines). Much cheaper than
        writing the re-run anew: a server resuming its games copies each file's lines
        instead of encoding every event again.

        A file of an older format (whose events were upgraded when read) is not copied:
        the new file is written anew in the current format, its header's other fields as
        they were, then its answers and upgraded events in their order and its heroes
        line (a result line is the writer's to write, at :meth:`close`)."""
        writer = cls.__new__(cls)
        writer.path = path
        writer._file = open(path, "wb")  # noqa: SIM115 (closed in close())
        writer._zip = zlib.compressobj(LEVEL, zlib.DEFLATED, 31)
        writer._digest = EventDigest()
        writer._responses = len(replay.responses)
        writer._heroes = replay.heroes is not None
        writer._unflushed = []
        if replay.header.format == FORMAT_VERSION:
            writer.header = replay.header
            for encoded in replay.events:
                writer._digest.add(encoded)
            writer._file.write(writer._zip.compress(lines))
        else:
            writer.header = msgspec.structs.replace(replay.header, format=FORMAT_VERSION)
            writer._write(ENCODER.encode(writer.header))
            written = 0
            for before, response in zip(replay.events_before, replay.responses, strict=True):
                for encoded in replay.events[written:before]:
                    writer._write_event(encoded)
                written = max(written, before)
                writer._write(ENCODER.encode(response))
            for encoded in replay.events[written:]:
                writer._write_event(encoded)
            if replay.heroes is not None:
                writer._write(ENCODER.encode(replay.heroes))
        writer._flush()
        return writer

    def attach(self, game: Game) -> None:
        """Write ``game``'s events as they are made (its ``after_event`` hook). The caller
        still calls :meth:`update` after every ``submit``."""
        game.after_event = self.on_event

    def on_event(self, game: Game) -> None:
        """Write the events ``game`` made since the last call, each after the answers
        accepted before it. Nothing is flushed (that is :meth:`update`'s)."""
        events = game.events
        if self._digest.events == len(events):
            return
        self._write_responses(game)
        for event in events[self._digest.events :]:
            self._write_event(encode(event))

    def update(self, game: Game) -> None:
        """Write what ``game`` did since the last call and flush it to the file."""
        self.on_event(game)
        self._write_responses(game)
        if not self._heroes and all(p.hero is not None for p in game.players):
            self._heroes = True
            heroes = [p.hero.id if p.hero is not None else None for p in game.players]
            self._write(ENCODER.encode(HeroesLine(heroes)))
        self._flush()

    def add_events(self, events: Sequence[Event]) -> None:
        """Write ``events`` after those written so far (a file of one seat's events, whose
        header names its ``view``: there is no game to follow). Nothing is flushed."""
        for event in events:
            self._write_event(encode(event))

    def add_heroes(self, heroes: Sequence[str | None]) -> None:
        """Write the heroes line (every seat's hero, by seat), once."""
        if not self._heroes:
            self._heroes = True
            self._write(ENCODER.encode(HeroesLine(list(heroes))))

    def flush(self) -> None:
        """Flush what is written to the file (readable even if the program dies next)."""
        self._flush()

    def close(self, game: Game | None = None) -> None:
        """Write what is left of ``game`` and its result (if it is over), and close the
        file. Calling it again does nothing."""
        if self._file is None:
            return
        try:
            if game is not None:
                self.update(game)
                outcome = game.outcome
                if outcome is not None:
                    scores = game.mode.score(game)
                    self._write_result(
                        GameResult(
                            outcome.result,
                            outcome.title,
                            outcome.winners,
                            [p.role.value if p.role else None for p in game.players],
                            [scores[p.seat] for p in game.players],
                        )
                    )
            self._file.write(self._zip.flush(zlib.Z_FINISH))
            self._hand_on()
        finally:
            self._file.close()
            self._file = None

    def close_with_result(self, told: GameResult) -> None:
        """Write the result of the game the events written belong to, as its server
        ``told`` it (a file of one seat's events: there is no game to take it from), and
        close the file. Calling it on a closed writer does nothing."""
        if self._file is None:
            return
        try:
            self._write_result(told)
            self._file.write(self._zip.flush(zlib.Z_FINISH))
        finally:
            self._file.close()
            self._file = None

    def _write_result(self, told: GameResult) -> None:
        self._write(
            ENCODER.encode(
                ResultLine(
                    result=told.result,
                    title=told.title,
                    winners=list(told.winners),
                    roles=list(told.roles),
                    scores=list(told.scores),
                    events=self._digest.events,
                    sha256=self._digest.hexdigest(),
                )
            )
        )

    def _write_responses(self, game: Game) -> None:
        responses = game.responses
        for answered in responses[self._responses :]:
            line = ResponseLine(
                answered.request, answered.seat, msgspec.Raw(encode(answered.response))
            )
            self._write(ENCODER.encode(line))
        self._responses = len(responses)

    def _write_event(self, encoded: bytes) -> None:
        """Write the event line of ``encoded`` (an event's engine encoding), and the digest
        line that follows every :data:`DIGEST_EVERY` events."""
        digest = self._digest
        self._write(ENCODER.encode(EventLine(msgspec.Raw(encoded))))
        digest.add(encoded)
        if digest.events % DIGEST_EVERY == 0:
            self._write(ENCODER.encode(DigestLine(digest.events, digest.hexdigest())))

    def _write(self, line: bytes) -> None:
        assert self._file is not None, "the replay is closed"
        self._file.write(self._zip.compress(line + b"\n"))
        if self.on_flush is not None:
            self._unflushed.append(line + b"\n")

    def _flush(self) -> None:
        assert self._file is not None, "the replay is closed"
        self._file.write(self._zip.flush(zlib.Z_SYNC_FLUSH))
        self._file.flush()
        self._hand_on()

    def _hand_on(self) -> None:
        """Hand ``on_flush`` the lines since the last time (once they are in the file)."""
        if self.on_flush is not None and self._unflushed:
            lines, self._unflushed = b"".join(self._unflushed), []
            self.on_flush(lines)
