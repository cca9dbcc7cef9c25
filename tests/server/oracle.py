"""The leak oracle of the server: every message the hub sends, at the moment it is sent,
checked against the truth (the rooms' live games in the same process).

:class:`Oracle` decodes each message and checks it structurally — a viewer's events are
exactly its own filtered stream of the game (``event_for``), numbered without a gap, and
a spectator's stream is no further on than its delay allows; a view holds only the
viewer's own hand and role and the public roles; a request shows only the seat's own
options and offers; at the end of a batch the last view and ``waiting`` are the game's
now — and at the byte level: no game's seed appears, no run of the draw pile's order
appears as a JSON array, and no hidden role's name appears in what a viewer of that game
(or someone in the lobby) receives (but in ``finished``: every role is shown at the
end). :class:`OracleHub` is a hub that checks every message
it dispatches; :class:`RecordingConnection` stands in for a socket (it records what it is
sent); :class:`Person` plays a seat from what its connection received only.
"""

from __future__ import annotations

import itertools
import json
import re
from bisect import bisect_left
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, cast

from websockets.asyncio.server import ServerConnection

from tests.properties.invariants import check_event_hides
from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.engine import Event, Game, SeatView, event_for, request_for, seat_view, waiting_for
from yxs_desktop.engine.enums import Area
from yxs_desktop.engine.events import CardsMoved, TurnStarted
from yxs_desktop.engine.requests import Arrange
from yxs_desktop.protocol import ProtocolError, decode_client, decode_server, encode
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.connection import Connection, Limits
from yxs_desktop.server.hub import Hub
from yxs_desktop.server.lobby import LobbyRoom, Send
from yxs_desktop.server.tally import Stopwatch

#: A run of this many cards of the draw pile, in its order, is its order leaked.
RUN = 4
#: JSON arrays of at least RUN integers, as msgspec writes them (no spaces).
_INT_ARRAY = re.compile(rb"\[(\d+(?:,\d+){%d,})\]" % (RUN - 1))


class Leak(AssertionError):
    """A message showed something its receiver may not know."""


def _require(condition: bool, what: str) -> None:
    if not condition:
        raise Leak(what)


class _Truth:
    """What one viewer of a game may see of its events, in order, with their indexes."""

    def __init__(self, game: Game, seat: int | None) -> None:
        self.game = game
        self.seat = seat
        self.shown: list[Event] = []
        self.index: list[int] = []
        self._cursor = 0

    def catch_up(self) -> None:
        events = self.game.events
        for i in range(self._cursor, len(events)):
            seen = event_for(events[i], self.seat)
            if seen is not None:
                self.shown.append(seen)
                self.index.append(i)
        self._cursor = len(events)


class _GameFacts:
    """Facts of one game gathered from its events as they come: the turn starts, the cards
    each seat ever held, the deck cards each seat was shown (占卜's arrangement)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.turn_starts: list[int] = []
        self.owned: dict[int, set[int]] = {p.seat: set() for p in game.players}
        self.arranged: dict[int, set[int]] = {p.seat: set() for p in game.players}
        self._runs: dict[int | None, tuple[object, set[tuple[int, ...]]]] = {}
        self._cursor = 0

    def catch_up(self) -> None:
        events = self.game.events
        for i in range(self._cursor, len(events)):
            event = events[i]
            if type(event) is TurnStarted:
                self.turn_starts.append(i)
            elif type(event) is CardsMoved and event.cards:
                if event.dst_seat is not None and event.dst in (Area.HAND, Area.EQUIP, Area.JUDGE):
                    self.owned[event.dst_seat].update(event.cards)
                if event.reason == "arrange" and event.visible_to:
                    for seat in event.visible_to:
                        self.arranged[seat].update(event.cards)
        self._cursor = len(events)

    def deck_runs(self, seat: int | None) -> set[tuple[int, ...]]:
        """Every run of :data:`RUN` cards of the draw pile now, either way round, that
        ``seat`` may not know (none before the deck is shuffled: the order of the rules)."""
        known = frozenset(self.known_deck(seat))
        key = (len(self.game.events), self.game.pending, known)
        cached = self._runs.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        deck = [card.id for card in self.game.deck]
        runs: set[tuple[int, ...]] = set()
        if deck != sorted(deck):
            for i in range(len(deck) - RUN + 1):
                run = tuple(deck[i : i + RUN])
                # consecutive ids are what the table's order looks like: a shuffled deck
                # has few such runs, and they tell no one anything
                consecutive = all(abs(b - a) == 1 for a, b in itertools.pairwise(run))
                if not consecutive and not set(run) <= known:
                    runs.add(run)
                    runs.add(run[::-1])
        self._runs[seat] = (key, runs)
        return runs

    def known_deck(self, seat: int | None) -> set[int]:
        """The deck cards ``seat`` may know the order of."""
        if seat is None:
            return set()
        known = set(self.arranged[seat])
        pending = self.game.pending
        if isinstance(pending, Arrange) and seat in pending.seats:
            known.update(pending.cards)
        return known


@dataclass
class _Follow:
    """One connection's stream of one game as the oracle has followed it."""

    game: Game
    seat: int | None
    spectator: bool
    delay: int
    truth: _Truth
    at: int = 0  # the seq of the last event received


@dataclass
class _Batch:
    views: dict[str, SeatView] = field(default_factory=dict)
    waiting: dict[str, wire.Waiting] = field(default_factory=dict)


class Oracle:
    """Checks what ``hub`` sends (:meth:`check` for each message, :meth:`settle` at the end
    of each batch); a failed check raises :class:`Leak`. ``checked`` counts the messages."""

    def __init__(self, hub: Hub) -> None:
        self.hub = hub
        self.checked = 0
        self._follow: dict[str, _Follow] = {}
        self._facts: dict[int, _GameFacts] = {}
        self._batch = _Batch()
        # each connection's last waiting (seats, reason), and those sent events since
        self._told: dict[str, tuple[tuple[int, ...], str]] = {}
        self._fed: set[str] = set()

    def forget_gone(self) -> None:
        """Let go of the games no room of the lobby holds any more."""
        rooms = self.hub.lobby.rooms.values()
        live = {id(entry.room.game) for entry in rooms if entry.room.game is not None}
        self._facts = {key: facts for key, facts in self._facts.items() if key in live}
        self._follow = {to: f for to, f in self._follow.items() if id(f.game) in live}

    # ------------------------------------------------------------------ who is who
    def facts(self, game: Game) -> _GameFacts:
        facts = self._facts.get(id(game))
        if facts is None or facts.game is not game:
            facts = self._facts[id(game)] = _GameFacts(game)
        facts.catch_up()
        return facts

    def _entry(self, to: str) -> LobbyRoom | None:
        return self.hub.lobby.room_of(to)

    def _following(self, to: str) -> _Follow | None:
        """The game ``to`` receives the stream of (as a seat or a spectator), if any."""
        entry = self._entry(to)
        game = entry.room.game if entry is not None else None
        if entry is None or game is None:
            return None
        spectator = to in entry.spectators
        seat = None if spectator else entry.seat_of(to)
        if not spectator and seat is None:
            return None
        follow = self._follow.get(to)
        if follow is None or follow.game is not game or follow.seat != seat:
            delay = entry.room.settings.spectator_delay
            follow = _Follow(game, seat, spectator, delay, _Truth(game, seat))
            self._follow[to] = follow
        follow.truth.catch_up()
        return follow

    # ------------------------------------------------------------------ checks
    def check(self, to: str, data: bytes) -> None:
        """Check one message, ``data`` as sent to the connection ``to``."""
        self.checked += 1
        follow = self._following(to)
        message = decode_server(data)
        self._check_bytes(data, follow)
        if follow is None:
            _require(
                not isinstance(message, wire.Update | wire.Snapshot | wire.Asked | wire.Waiting),
                f"{to} follows no game but got {type(message).__name__}",
            )
            return
        if isinstance(message, wire.Update):
            self._update(to, follow, message)
            self._fed.add(to)
        elif isinstance(message, wire.Snapshot):
            self._snapshot(to, follow, message)
            self._fed.add(to)
        elif isinstance(message, wire.Asked):
            self._asked(to, follow, message)
        elif isinstance(message, wire.Waiting):
            _require(
                not follow.spectator or follow.delay == 0,
                f"{to} watches {follow.delay} turns behind but is told who is asked now",
            )
            self._waiting(to, message)
            self._batch.waiting[to] = message
        elif isinstance(message, wire.TakeoverChanged):
            _require(not follow.spectator, f"{to}, a spectator, is told of 托管 live")
        elif isinstance(message, wire.Finished):
            outcome = follow.game.outcome
            _require(outcome is not None, f"{to} is told the game is over; it is not")
            assert outcome is not None
            _require(message.winners == tuple(outcome.winners), f"{to}: wrong winners")

    def settle(self) -> None:
        """The end of a batch: the last view each seat (and each live spectator) got is
        its view of the game now, and the last ``waiting`` names whom it may see asked."""
        batch, self._batch = self._batch, _Batch()
        for to, view in batch.views.items():
            follow = self._following(to)
            if follow is None or (follow.spectator and follow.delay > 0):
                continue
            now = seat_view(follow.game, follow.seat)
            _require(encode(view) == encode(now), f"{to}'s last view is not its view now")
        for to, waiting in batch.waiting.items():
            follow = self._following(to)
            if follow is None or follow.game.pending is None:
                continue
            shown = waiting_for(follow.game, follow.seat)
            _require(waiting.seats == shown, f"{to} is told {waiting.seats} are asked: {shown}")

    def _waiting(self, to: str, waiting: wire.Waiting) -> None:
        """A new clock for the same seats and reason only after events: a clock started
        again between two of them would show a watcher a step it may not see."""
        told = (waiting.seats, waiting.reason)
        _require(
            self._told.get(to) != told or to in self._fed,
            f"{to} is told again that {waiting.seats} are asked, with no event between",
        )
        self._told[to] = told
        self._fed.discard(to)
        if waiting.ms_limit is None:
            _require(waiting.ms_left is None, f"{to}: a clock left without a limit")
        else:
            left = waiting.ms_left
            _require(left is not None and 0 <= left <= waiting.ms_limit, f"{to}: clock {left}")

    def _update(self, to: str, follow: _Follow, update: wire.Update) -> None:
        truth = follow.truth
        seqs = [n.seq for n in update.events]
        _require(bool(seqs), f"{to}: an update without events")
        _require(
            seqs == list(range(follow.at + 1, follow.at + 1 + len(seqs))),
            f"{to}: numbers {seqs} do not follow {follow.at}",
        )
        end = follow.at + len(seqs)
        _require(end <= len(truth.shown), f"{to} got events it may not see (beyond its stream)")
        for numbered, expected in zip(update.events, truth.shown[follow.at : end], strict=True):
            check_event_hides(follow.game, follow.seat, numbered.event)
            _require(
                encode(numbered.event) == encode(expected),
                f"{to}'s event {numbered.seq} is not its own view of the game's: {numbered.event}",
            )
        if follow.spectator:
            allowed = self._allowed(follow)
            _require(end <= allowed, f"{to} is at event {end}; its delay allows {allowed}")
        follow.at = end
        self._view(to, follow, update.view)
        _require((update.reach is None) == (follow.seat is None), f"{to}: reach is wrong")

    def _snapshot(self, to: str, follow: _Follow, snapshot: wire.Snapshot) -> None:
        _require(0 <= snapshot.seq <= len(follow.truth.shown), f"{to}: snapshot at {snapshot.seq}")
        if follow.spectator:
            allowed = self._allowed(follow)
            _require(snapshot.seq <= allowed, f"{to}'s snapshot is beyond its delay")
        follow.at = snapshot.seq
        self._view(to, follow, snapshot.view)

    def _allowed(self, follow: _Follow) -> int:
        """How many spectator events the spectator's delay lets it have received by now."""
        game = follow.game
        if follow.delay == 0 or game.pending is None:
            return len(follow.truth.shown)
        starts = self.facts(game).turn_starts
        if len(starts) < follow.delay:
            return 0
        limit = starts[len(starts) - follow.delay]
        return bisect_left(follow.truth.index, limit)

    def _view(self, to: str, follow: _Follow, view: SeatView) -> None:
        game, seat = follow.game, follow.seat
        _require(view.seat == seat, f"{to} got the view of seat {view.seat}")
        if seat is None:
            _require(view.hand == () and view.role is None, f"{to}, a spectator, sees a hand")
        else:
            own = game.players[seat]
            _require(view.role == own.role, f"{to} is shown a role not its own")
            held = self.facts(game).owned[seat]
            _require(set(view.hand) <= held, f"{to}'s hand shows cards it never held")
        for player in view.players:
            real = game.players[player.seat]
            if player.role is not None and player.seat != seat:
                _require(
                    real.role_public and player.role == real.role,
                    f"{to} sees the hidden role of seat {player.seat}",
                )
        if follow.spectator:
            self._view_in_time(to, follow, view)
        self._batch.views[to] = view

    def _view_in_time(self, to: str, follow: _Follow, view: SeatView) -> None:
        """A spectator's view stands where its events stand: not before the last turn they
        showed begin, and not in a turn its delay does not show yet."""
        turns = [e for e in follow.truth.shown[: follow.at] if type(e) is TurnStarted]
        if turns:
            last = cast(TurnStarted, turns[-1])
            _require(view.round >= last.round, f"{to}'s view is behind its events")
        game = follow.game
        starts = self.facts(game).turn_starts
        if follow.delay == 0 or game.pending is None or len(starts) < follow.delay:
            return
        hidden = cast(TurnStarted, game.events[starts[len(starts) - follow.delay]])
        _require(
            view.round <= hidden.round,
            f"{to}'s view is at round {view.round}: its delay hides round {hidden.round}",
        )

    def _asked(self, to: str, follow: _Follow, asked: wire.Asked) -> None:
        seat = follow.seat
        _require(seat is not None and not follow.spectator, f"{to}, a spectator, is asked")
        assert seat is not None
        request = asked.request
        _require(asked.id == request.id and seat in request.seats, f"{to} is asked for others")
        for name in ("offers", "options", "fallback"):
            mapping = getattr(request, name, None)
            if isinstance(mapping, Mapping):
                _require(set(mapping) <= {seat}, f"{to} is shown others' {name}: {request}")
        options = getattr(request, "options", None)
        options = options if isinstance(options, Mapping) else {}
        held = self.facts(follow.game).owned[seat]
        for option in options.get(seat, ()):
            _require(set(option.cards) <= held, f"{to} is offered cards it never held")
        pending = follow.game.pending
        if pending is not None and pending.id == asked.id and seat in pending.seats:
            shown = request_for(pending, seat)
            _require(encode(request) == encode(shown), f"{to} is asked more than its own part")

    def _check_bytes(self, data: bytes, follow: _Follow | None) -> None:
        arrays = [tuple(map(int, m.split(b","))) for m in _INT_ARRAY.findall(data)]
        for entry in list(self.hub.lobby.rooms.values()):
            game = entry.room.game
            if game is None:
                continue
            _require(str(game.seed).encode() not in data, f"game {entry.id}'s seed is sent")
            mine = follow is not None and follow.game is game
            seat = follow.seat if follow is not None and mine else None
            facts = self.facts(game)
            if arrays:
                self._check_deck(entry.id, facts, arrays, seat)
            if mine or follow is None:
                self._check_roles(entry.id, game, data, seat)

    @staticmethod
    def _check_deck(
        room: str, facts: _GameFacts, arrays: list[tuple[int, ...]], seat: int | None
    ) -> None:
        runs = facts.deck_runs(seat)
        for array in arrays:
            for i in range(len(array) - RUN + 1):
                _require(array[i : i + RUN] not in runs, f"room {room}'s deck order is sent")

    @staticmethod
    def _check_roles(room: str, game: Game, data: bytes, seat: int | None) -> None:
        players = game.players
        known = {p.seat for p in players if p.role_public} | ({seat} if seat is not None else set())
        shown = {p.role.value for p in players if p.seat in known and p.role is not None}
        if game.outcome is not None:  # the game is over: which side won is told to all,
            shown |= {game.outcome.result, game.outcome.title}  # and every role
            if data.startswith(b'{"type":"finished"'):
                return
        for p in players:
            if p.role is not None and p.seat not in known and p.role.value not in shown:
                _require(
                    b'"%s"' % p.role.value.encode() not in data,
                    f"room {room}: the hidden role {p.role.value} is named",
                )


class OracleHub(Hub):
    """A hub whose every dispatched message is checked by its :attr:`oracle`, encoded as
    the hub encodes it, before it goes to the connection."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.oracle = Oracle(self)

    def dispatch(self, sends: Iterable[Send], watch: Stopwatch | None = None) -> None:
        sends = list(sends)
        for to, message in sends:
            if to in self.connections:
                self.oracle.check(to, encode(message))
        super().dispatch(sends, watch)
        self.oracle.settle()


class RecordingConnection(Connection):
    """A connection without a socket: what it is sent is recorded (``inbox``: decoded, not
    yet read by its player); what the hub sends it directly (not through ``dispatch``:
    welcome, a refusal) is checked by the oracle too."""

    def __init__(self, hub: OracleHub, limits: Limits) -> None:
        super().__init__(cast(ServerConnection, None), limits)
        self.hub = hub
        self.inbox: list[wire.ServerMessage] = []
        self.sent = 0  # bytes
        self.messages = 0
        self.close_code: int | None = None

    def send(self, message: wire.Message | bytes, watch: Stopwatch | None = None) -> None:
        if self.close_code is not None:
            return
        if watch is not None:  # recorded at once: as good as written
            watch.stop()
        if isinstance(message, bytes):
            data = message
        else:
            data = encode(message)
            self.hub.oracle.check(self.id, data)
        self.sent += len(data)
        self.messages += 1
        self.inbox.append(decode_server(data))

    def close(self, code: int, reason: str = "") -> None:
        self.close_code = code

    def frame(self, data: bytes | str) -> None:
        """The client sends one text frame: decoded as the server decodes it, then handled."""
        try:
            message = decode_client(data)
        except ProtocolError as error:
            self.refuse(error)
            return
        self.hub.handle(self, message)

    def say(self, kind: str, **fields: Any) -> None:
        self.frame(encode_client(kind, **fields))


def encode_client(kind: str, **fields: Any) -> bytes:
    """A client message's frame: a JSON object of ``type`` and ``fields``."""
    return json.dumps({"type": kind, **fields}, ensure_ascii=False).encode()


class Person:
    """A person at ``seat`` playing with the baseline player from what its connection
    received only: its updates' events and views, and its requests."""

    def __init__(self, connection: RecordingConnection, seat: int, players: int, seed: int):
        self.connection = connection
        self.seat = seat
        self.player = BaselineAgent(seat, players, seed)
        self.view: SeatView | None = None
        self.asked: wire.Asked | None = None
        self.answered: set[tuple[int, bytes]] = set()
        self.finished: wire.Finished | None = None
        self.errors: list[wire.Error] = []
        self.seq = 0  # the last sequence number received

    def read(self) -> None:
        """Take in what the connection received since last time."""
        inbox, self.connection.inbox = self.connection.inbox, []
        for message in inbox:
            if isinstance(message, wire.Update):
                self.player.observe([numbered.event for numbered in message.events])
                self.view, self.seq = message.view, message.events[-1].seq
            elif isinstance(message, wire.Snapshot):
                self.view, self.seq = message.view, message.seq
            elif isinstance(message, wire.Asked):
                self.asked = message
            elif isinstance(message, wire.Finished):
                self.finished = message
                self.asked = None
            elif isinstance(message, wire.Error):
                self.errors.append(message)

    def act(self) -> bool:
        """Answer the latest request not answered yet; whether it answered."""
        self.read()
        asked = self.asked
        if asked is None or self.view is None:
            return False
        key = (asked.id, encode(asked.request))
        if key in self.answered:
            return False
        self.answered.add(key)
        response = self.player.decide(self.view, asked.request)
        data = b'{"type":"answer","id":%d,"response":%s}' % (asked.id, encode(response))
        self.connection.frame(data)
        return True
