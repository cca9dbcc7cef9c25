"""One room: the seats and spectators of one engine game, sans I/O.

A :class:`Room` is a state machine driven by method calls: seats are taken and left,
computer players added, ready flags set, the game started; then answers arrive
(:meth:`Room.answer`), time passes (:meth:`Room.tick`, on the injected monotonic clock),
persons drop and come back (:meth:`Room.disconnect`, :meth:`Room.reconnect`). Each call
returns what is to be sent, as :class:`~yxs_desktop.table.outbox.Deliver` objects, or a
:class:`~yxs_desktop.table.outbox.RoomError` when it is refused — and a refused call
changes nothing. No sockets, no JSON encoding, no asyncio: the websocket layer does that.

What each viewer gets: a seat only ``events_for(game, seat)`` and ``seat_view(game,
seat)``, its own requests as ``request_for`` shows them, and of the others' requests only
``waiting`` (``waiting_for(game, seat)``); spectators the spectator's events and view held
back by ``spectator_delay`` turns (:mod:`.spectators`), and never a request. Every viewer's
events are numbered 1, 2, 3… in its own stream (:mod:`.stream`).

**When answers reach the game (side channels).** The moment a request closes must not
tell a watcher anything it may not know. A seat whose only answer is a pass (``only_pass``:
asked for a 闪 it does not hold, a 无懈可击 window it cannot join) would answer at once, and
a computer player answers at once too, while a person holding a card thinks: a request
that closes at once would say "it had nothing". So the room holds

* every :class:`~yxs_desktop.engine.Pass` — forced or chosen, a person's or a computer's —
  and
* every computer player's answer (computer seats, and persons under 托管, dropped, or
  timed out: the time-out comes after the window anyway)

until ``min_window`` seconds after the request opened, and only then submits it. A
person's answer that is not a pass goes to the game at once: the events it makes show at
once what it is (the card played, the hero chosen), so its moment tells nothing more than
the answer itself; in a race (无懈可击) it wins the window, which the events show too.
What remains is what a table of people shows as well: how long a *person* thinks before a
chosen pass — a person who holds a 闪 and hesitates is seen to hesitate.

**Time.** A person's request has the seconds its kind is given
(:meth:`RoomSettings.seconds_for`: ``time_limit``, twice that for a play phase or the hero
choice, the 3v3 casual team pick its rule's time) from when it opened; at the deadline
the request's default answer is taken for it (a pass, the first hero offered, the team
pick's random free hero, the fewest cards) and everyone at the table is told
(:class:`~yxs_desktop.table.outbox.TimedOut`). After ``takeover_after`` time-outs in a row
the computer plays the seat (托管) until its person answers again or turns it off
(:meth:`Room.set_takeover`); a dropped person's seat is played by the computer until they
reconnect, which resends the missed events in one update (or a snapshot) and then the
pending request with the time it has left. Computer players answer ``pace`` seconds after
a request opened, so that people can follow them (a live team pick: after a thinking time
drawn from ``pick_thinking``). A local table may be held (:meth:`Room.pause`): its time
stands still, and nothing is answered for anyone until it goes on.

**Who runs it.** The server runs one room per game behind its websockets; a local game
runs one in process, its person's seat on the connection of the program itself, every
other seat a computer player (:mod:`yxs_desktop.client.local`). The rules of asking,
timing, 托管 and recording are this module's alone.

**Several seats asked.** A race (无懈可击) and a live request (the 3v3 casual pick) are
the engine's: exactly one real answer wins a race, and a later answer names a request that
is no longer pending (``stale_request``); a second answer of a seat is ``already_answered``.
"""

from __future__ import annotations

import logging
import math
import time
from bisect import bisect_left
from collections.abc import Callable, Coroutine, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from yxs_desktop.engine import (
    EngineFault,
    Game,
    IllegalResponse,
    Pass,
    PickHero,
    Request,
    Response,
    decode_response,
    events_for,
    make_mode,
    only_pass,
    reach,
    request_for,
    seat_view,
    validate,
    waiting_for,
)
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.replay.format import Header, Seat
from yxs_desktop.replay.recorder import GameRecorder
from yxs_desktop.replay.writer import make_header
from yxs_desktop.selfplay import AI_KINDS, make_agents
from yxs_desktop.table.outbox import (
    Ask,
    Closed,
    Deliver,
    Finished,
    Message,
    RoomError,
    RoomState,
    SeatInfo,
    Snapshot,
    Takeover,
    TimedOut,
    Update,
    Waiting,
)
from yxs_desktop.table.settings import RoomSettings
from yxs_desktop.table.spectators import SpectatorFeed
from yxs_desktop.table.stream import Stream

log = logging.getLogger(__name__)

#: What a seat holds: nobody, a person, a computer player.
EMPTY: Final = "empty"
PERSON: Final = "person"
COMPUTER: Final = "computer"

PASS: Final = Pass()

#: What a call returns: the messages to send, or why it was refused.
Result = list[Deliver] | RoomError

#: The key of the spectators in the ``waiting`` already sent.
_SPECTATORS: Final = -1

#: Opens the recorder of a game about to start, given the header the room made for it
#: (None: the game is played unrecorded).
Record = Callable[[Header], GameRecorder | None]

#: What a hand-made game runs instead of its mode's setup and play (see :meth:`Room.start`).
Procedure = Callable[[], Coroutine[Any, Any, None]]


@dataclass(eq=False, slots=True)
class _Seat:
    player: str = EMPTY
    name: str = ""
    connection: str | None = None
    level: str = ""
    ready: bool = False
    takeover: bool = False
    timeouts: int = 0  # time-outs in a row


class _Open:
    """The pending request as the room handles it: when it opened, the answers held back
    (a seat's :class:`Pass`, or None: its computer player answers when the window is
    over), when each held answer is due, when each person's time began (it may wait for
    the screen: ``show_wait``) and the request as last sent to each person."""

    __slots__ = ("asked", "began", "due", "held", "id", "opened")

    def __init__(self, request_id: int, opened: float) -> None:
        self.id = request_id
        self.opened = opened
        self.held: dict[int, Response | None] = {}
        self.due: dict[int, float] = {}
        self.began: dict[int, float] = {}
        self.asked: dict[int, Request] = {}


@dataclass(slots=True)
class _Told:
    """What a viewer was last told of who the game waits for: the seats and reason, the
    request it was told with, and that request's clock (when it opened, its limit)."""

    seats: tuple[int, ...]
    reason: str
    request_id: int
    opened: float
    seconds: float | None


class Room:
    """A room of ``mode`` whose game will have ``seed``. ``clock`` is a monotonic clock in
    seconds (``time.monotonic``; tests pass a fake one); ``record`` opens the recorder of
    the game's replay when it starts (None: not recorded)."""

    def __init__(
        self,
        mode: str,
        seed: int,
        settings: RoomSettings | None = None,
        clock: Callable[[], float] = time.monotonic,
        *,
        record: Record | None = None,
    ) -> None:
        self.settings = settings or RoomSettings()
        self.mode = mode
        self.seed = seed
        players = make_mode(mode, extra_choice=self.settings.extra_choice).players
        self._outer_clock = clock
        self._paused_at: float | None = None  # on the outer clock (None: not paused)
        self._paused_for = 0.0  # seconds the room stood still so far
        self._record = record
        # the computers' thinking times only, never the game's randomness (a seed keeps
        # its game whatever the pace)
        self._thinking = GameRng(seed)
        self.seats = [_Seat() for _ in range(players)]
        self.spectators: dict[str, None] = {}  # connection ids, in the order they came
        self.game: Game | None = None
        self.closed = False
        self._done = False  # the game is over, failed or closed: nothing is asked any more
        self._recorder: GameRecorder | None = None
        self._agents: list[Any] = []
        self._observed = [0] * players  # events each computer player has seen
        self._streams: dict[int, Stream] = {}  # each person's seat
        self._cursors = [0] * players  # events published to each person's seat
        self._spectator_stream = Stream(self.settings.keep_updates)
        self._feed: SpectatorFeed | None = None
        self._open: _Open | None = None
        # each viewer's last ``waiting`` (by seat, or _SPECTATORS); the viewers sent an
        # update since then; those to be told again as they were (back on a new connection)
        self._waiting_sent: dict[int, _Told] = {}
        self._told_since: set[int] = set()
        self._tell_again: set[int] = set()
        self._finished: Finished | None = None

    # ------------------------------------------------------------------ time
    def _clock(self) -> float:
        """The room's time: the outer clock's, standing still while the room is paused."""
        now = self._outer_clock() if self._paused_at is None else self._paused_at
        return now - self._paused_for

    @property
    def paused(self) -> bool:
        """Whether the room is held (:meth:`pause`)."""
        return self._paused_at is not None

    def pause(self) -> None:
        """Hold the table (a local game): its time stands still and nobody is answered for
        (no computer player, no time-out) until :meth:`resume`; a person's own answer is
        still taken."""
        if self._paused_at is None:
            self._paused_at = self._outer_clock()

    def resume(self) -> Result:
        """Go on after :meth:`pause`, every request's time left as it was."""
        if self._paused_at is None:
            return []
        self._paused_for += self._outer_clock() - self._paused_at
        self._paused_at = None
        return self.tick()

    # ------------------------------------------------------------------ state
    @property
    def playing(self) -> bool:
        """Whether the game is under way (started and not over)."""
        return self.game is not None and not self._done

    @property
    def finished(self) -> Finished | None:
        """The result once the game is over (None before, and for a game closed unfinished)."""
        return self._finished

    @property
    def replay_path(self) -> Path | None:
        """The replay file of the game (None: not recorded, or not started)."""
        return self._recorder.path if self._recorder is not None else None

    def state(self) -> RoomState:
        """The seats as everyone in the room sees them."""
        infos = tuple(
            SeatInfo(
                i,
                s.player,
                s.name,
                s.level,
                s.ready,
                s.connection is not None,
                s.takeover,
            )
            for i, s in enumerate(self.seats)
        )
        return RoomState(self.mode, infos, self.playing)

    @property
    def request_opened(self) -> float | None:
        """When the pending request opened, on the room's clock (None: nothing pending)."""
        game, open_ = self.game, self._open
        if game is None or self._done or game.pending is None or open_ is None:
            return None
        return open_.opened if open_.id == game.pending.id else None

    def next_deadline(self) -> float | None:
        """When :meth:`tick` has something to do next (None: nothing is waiting on time)."""
        game, open_ = self.game, self._open
        if game is None or self._done or game.pending is None or open_ is None:
            return None
        if self.paused:
            return None
        request = game.pending
        times = [open_.due[seat] for seat in open_.held]
        times += [
            self._deadline(seat, request, open_)
            for seat in game.waiting_for()
            if seat not in open_.held and not self._computer_plays(seat)
        ]
        times = [t for t in times if t != math.inf]
        return min(times) + self._paused_for if times else None

    # ------------------------------------------------------------------ before the game
    def take_seat(self, seat: object, connection: str, name: str = "") -> Result:
        """The person on ``connection`` sits at ``seat`` (leaving the seat it held)."""
        refused = self._seat_change(seat)
        if refused is not None:
            return refused
        assert type(seat) is int
        if self.seats[seat].player != EMPTY:
            return RoomError("seat_taken", f"seat {seat} is taken")
        for other in self.seats:
            if other.player == PERSON and other.connection == connection:
                self._empty(other)
        self.seats[seat] = _Seat(PERSON, name, connection)
        return self._room_changed()

    def leave_seat(self, seat: object) -> Result:
        """The person at ``seat`` leaves it (before the game)."""
        refused = self._seat_change(seat) or self._person(seat)
        if refused is not None:
            return refused
        assert type(seat) is int
        self._empty(self.seats[seat])
        return self._room_changed()

    def add_computer(self, seat: object, level: str = "baseline") -> Result:
        """A computer player of ``level`` (``baseline``, ``expert`` or ``random``) sits at
        ``seat``."""
        refused = self._seat_change(seat)
        if refused is not None:
            return refused
        assert type(seat) is int
        if self.seats[seat].player != EMPTY:
            return RoomError("seat_taken", f"seat {seat} is taken")
        if level not in AI_KINDS:
            return RoomError("unknown_level", f"no computer player {str(level)[:40]!r}")
        self.seats[seat] = _Seat(COMPUTER, level=level)
        return self._room_changed()

    def remove_computer(self, seat: object) -> Result:
        refused = self._seat_change(seat)
        if refused is not None:
            return refused
        assert type(seat) is int
        if self.seats[seat].player == EMPTY:
            return RoomError("seat_empty", f"seat {seat} is empty")
        if self.seats[seat].player != COMPUTER:
            return RoomError("not_a_computer", f"seat {seat} is played by a person")
        self._empty(self.seats[seat])
        return self._room_changed()

    def set_ready(self, seat: object, ready: bool) -> Result:
        refused = self._seat_change(seat) or self._person(seat)
        if refused is not None:
            return refused
        assert type(seat) is int
        self.seats[seat].ready = bool(ready)
        return self._room_changed()

    def add_spectator(self, connection: str) -> Result:
        """``connection`` watches: the room and, once the game is on, a snapshot of the
        spectator's view as far as the delay allows."""
        if self.closed:
            return RoomError("game_over", "the room is closed")
        self.spectators[connection] = None
        out = [Deliver(connection, self.state())]
        if self._feed is not None:
            self._feed.watched = True
            stream = self._spectator_stream
            out.append(Deliver(connection, Snapshot(stream.seq, self._feed.view, None)))
            game = self.game
            if self.settings.spectator_delay == 0 and self.playing and game is not None:
                request = game.pending
                if request is not None:  # watching live: who the game waits for now
                    self._tell_again.add(_SPECTATORS)
                    waiting = self._waiting_to_tell(_SPECTATORS, game, request)
                    if waiting is not None:
                        out.append(Deliver(connection, waiting))
        if self._finished is not None:
            out.append(Deliver(connection, self._finished))
        return out

    def remove_spectator(self, connection: str) -> Result:
        # the feed goes on building its views once the game has been watched: turned off
        # again, each spectator who came back would have the game replayed to rebuild
        # them, which a client coming and going could make the server do without end
        self.spectators.pop(connection, None)
        return []

    def start(
        self,
        game: Game | None = None,
        *,
        procedure: Procedure | None = None,
        agents: Mapping[int, Any] | None = None,
    ) -> Result:
        """Start the game: every seat filled and every person ready.

        A local table may bring its own ``game`` of the room's mode and seed: one set up by
        hand and not started yet (tests, tutorials, puzzles; ``procedure`` is what it runs,
        None: the mode's setup and play), or one already under way and waiting for an
        answer (played on from a replay: it goes on, and its viewers' streams begin after
        the events so far). ``agents`` replaces the computer player of some seats (seat →
        an object with ``decide(view, request)`` and optionally ``observe(events)``)."""
        if self.game is not None or self.closed:
            return RoomError("started", "the game has started already")
        if any(s.player == EMPTY or (s.player == PERSON and not s.ready) for s in self.seats):
            return RoomError("not_ready", "every seat must be filled and every person ready")
        settings = self.settings
        under_way = game is not None and game.pending is not None
        if game is None:
            game = self._fresh_game()
        self.game = game
        by_level = {
            level: make_agents(level, game)
            for level in {settings.ai, *(s.level for s in self.seats if s.player == COMPUTER)}
        }
        self._agents = [
            by_level[s.level if s.player == COMPUTER else settings.ai][i]
            for i, s in enumerate(self.seats)
        ]
        for agent_seat, agent in (agents or {}).items():
            self._agents[agent_seat] = agent
        for i, s in enumerate(self.seats):
            if s.player == PERSON:
                self._streams[i] = Stream(settings.keep_updates)
        if self._record is not None:
            seats = [
                Seat(i, name=s.name, player=PERSON if s.player == PERSON else f"computer:{s.level}")
                for i, s in enumerate(self.seats)
            ]
            header = make_header(self.mode, self.seed, seats, extra_choice=settings.extra_choice)
            self._recorder = self._record(header)
            if self._recorder is not None:
                self._recorder.attach(game)
        self._feed = SpectatorFeed(game, settings.spectator_delay, self._fresh_game)
        self._feed.watched = bool(self.spectators)
        out = self._to_everyone(self.state())
        if under_way:  # what was played before is the viewers' already
            self._cursors = [len(game.events)] * len(self.seats)
            self._feed.step()
        else:
            try:
                game.start(procedure)
            except EngineFault as fault:
                self._fail(fault, out)
                return out
        self._after_answer(out)
        self._drive(self._clock(), out)
        return out

    def restore(self, game: Game, seats: Sequence[tuple[str, str, str]]) -> Result:
        """Go on with a game this room's server had under way before it stopped: ``game``
        re-run from its recording (waiting for an answer), ``seats`` each seat's
        ``(player, name, level)`` as they were. Every person is away until they come back
        (:meth:`reconnect`); each person's stream holds the seat's events so far, numbered
        as before, so that a client coming back with the last number it saw gets exactly
        what it missed. The room starts held (:meth:`pause`): the server lets it go on
        once its persons are back, or after a while."""
        if len(seats) != len(self.seats) or game.pending is None:
            return RoomError("not_resumable", "the game is over or its seats differ")
        for i, (player, name, level) in enumerate(seats):
            if player == PERSON:
                self.seats[i] = _Seat(PERSON, name, None, ready=True)
            elif player == COMPUTER and level in AI_KINDS:
                self.seats[i] = _Seat(COMPUTER, level=level)
            else:
                return RoomError("not_resumable", f"seat {i} was neither a person nor a computer")
        self.pause()
        out = self.start(game)
        for seat, stream in self._streams.items():
            events = events_for(game, seat, 0)
            if events:
                stream.push(events, seat_view(game, seat), reach(game, seat))
        return out

    # ------------------------------------------------------------------ the game
    def answer(self, seat: object, request_id: object, data: object) -> Result:
        """The person at ``seat`` answers request ``request_id`` with ``data`` (the answer's
        JSON bytes). A refusal names why and changes nothing; an accepted pass is held
        until the request's minimum window is over (see the module's docstring)."""
        return self._answer(seat, request_id, data, decode=True)

    def answer_with(self, seat: object, request_id: object, response: Response) -> Result:
        """:meth:`answer` with the answer itself (a local table, in the same process):
        checked alike, as if it came over the wire."""
        return self._answer(seat, request_id, response, decode=False)

    def shown(self, seat: object, request_id: object) -> Result:
        """``seat``'s screen shows request ``request_id`` now: its time begins here if it
        has not yet (it waits at most ``show_wait`` after the request opened)."""
        game, open_ = self.game, self._open
        if game is None or self._done or open_ is None or type(seat) is not int:
            return []
        if game.pending is None or open_.id != request_id or seat not in game.waiting_for():
            return []
        now = self._clock()
        if seat not in open_.began and now < open_.opened + self.settings.show_wait:
            open_.began[seat] = now
        out: list[Deliver] = []
        self._drive(now, out)
        return out

    def _answer(self, seat: object, request_id: object, data: object, *, decode: bool) -> Result:
        game = self.game
        if game is None:
            return RoomError("not_started", "the game has not started")
        request = game.pending
        if self._done or request is None:
            return RoomError("game_over", "the game is over: nothing is asked any more")
        refused = self._person(seat)
        if refused is not None:
            return refused
        assert type(seat) is int
        refused = self._refuse_id(game, request, seat, request_id)
        if refused is not None:
            return refused
        open_ = self._opened(request)
        try:
            response = validate(request, seat, decode_response(data) if decode else data)
        except IllegalResponse as exc:
            return RoomError(exc.code, exc.message)
        out: list[Deliver] = []
        if type(response) is Pass:
            self._hold(seat, response, open_, self._clock())
        else:
            open_.held.pop(seat, None)  # a computer's answer still held gives way
            open_.due.pop(seat, None)
            try:
                game.submit(seat, request.id, response)
            except IllegalResponse as exc:  # validated above; kept for the engine's word
                return RoomError(exc.code, exc.message)
            except EngineFault as fault:
                self._fail(fault, out)
                return out
        state = self.seats[seat]
        state.timeouts = 0
        if state.takeover:
            state.takeover = False
            out += self._takeover_changed(seat)
        if type(response) is not Pass:
            self._after_answer(out)
        self._drive(self._clock(), out)
        return out

    def tick(self, now: float | None = None) -> Result:
        """Let time pass to ``now`` (the clock's time when None): answers held for the
        minimum window go to the game, persons out of time are answered for."""
        if self.game is None or self._done:
            return []
        out: list[Deliver] = []
        self._drive(self._clock() if now is None else now, out)
        return out

    def set_takeover(self, seat: object, on: bool) -> Result:
        """Turn 托管 on or off for the person at ``seat``."""
        refused = self._in_game(seat)
        if refused is not None:
            return refused
        assert type(seat) is int
        state = self.seats[seat]
        on = bool(on)
        if state.takeover == on:
            return []
        state.takeover = on
        state.timeouts = 0
        out = self._takeover_changed(seat)
        if not on:
            self._give_back(seat)
        self._drive(self._clock(), out)
        return out

    def disconnect(self, seat: object) -> Result:
        """The person at ``seat`` dropped: before the game the seat is free again; during
        it the computer plays the seat until :meth:`reconnect`."""
        refused = self._person(seat)
        if refused is not None:
            return refused
        assert type(seat) is int
        state = self.seats[seat]
        if self.game is None:
            self._empty(state)
            return self._room_changed()
        state.connection = None
        out = self._to_everyone(self.state())
        if not self._done:
            if not state.takeover:  # the computer plays the seat now: the table is told
                out += self._to_seats(Takeover(seat, True))
            self._drive(self._clock(), out)
        return out

    def reconnect(self, seat: object, connection: str, last_seq: object) -> Result:
        """The person of ``seat`` is back on ``connection`` (a second connection replaces
        the first), having seen its events up to ``last_seq``: the updates it missed when
        the room still holds them, else a snapshot of its view, then the pending request
        with the time it has left (or the result)."""
        refused = self._in_game(seat, over_too=True)
        if refused is not None:
            return refused
        assert type(seat) is int and self.game is not None
        game = self.game
        state = self.seats[seat]
        dropped = state.connection is None  # not a second connection replacing the first
        state.connection = connection
        stream = self._streams[seat]
        missed = stream.since(last_seq)
        out: list[Deliver] = []
        if missed:  # one update of every event missed, as the protocol says
            events = tuple(numbered for update in missed for numbered in update.events)
            last = missed[-1]
            out.append(Deliver(connection, Update(events, last.view, last.reach)))
        else:  # gone, never reached, or none missed: the view now (a new program has none)
            view = Snapshot(stream.seq, seat_view(game, seat), reach(game, seat))
            out.append(Deliver(connection, view))
        if missed != []:  # it was sent events: a new request has its own clock
            self._told_since.add(seat)
        out += self._to_everyone(self.state())
        if dropped and not state.takeover and not self._done:  # the person plays it again
            out += self._to_seats(Takeover(seat, False))
        self._tell_again.add(seat)  # a new connection: who is asked, whatever it was told
        if self._finished is not None:
            out.append(Deliver(connection, self._finished))
        if not self._done:
            self._give_back(seat)
            self._drive(self._clock(), out)
        return out

    def close(self, reason: str) -> Result:
        """Close the room (the server shuts down): everyone is told ``reason``, the replay
        is closed (an unfinished game reads as one that did not end) and the game let go."""
        if self.closed:
            return []
        out = self._to_everyone(Closed(reason))
        self.closed = True
        self._done = True
        if self._recorder is not None:
            self._recorder.close(self.game)
        if self.game is not None:
            self.game.close()
        return out

    # ------------------------------------------------------------------ driving
    def _drive(self, now: float, out: list[Deliver]) -> None:
        """Go on with the game as far as it goes at ``now``: held answers whose window is
        over, computer players, time-outs; then tell who is waiting."""
        game = self.game
        assert game is not None
        while not self._done and game.pending is not None:
            request = game.pending
            open_ = self._opened(request, now)
            waiting = game.waiting_for()
            for seat in waiting:
                if seat not in open_.held:
                    if only_pass(request, seat):
                        self._hold(seat, PASS, open_, now)
                    elif self._computer_plays(seat):
                        self._hold(seat, None, open_, now, live=type(request).live)
            if self.paused:  # nobody is answered for: ask the persons and wait
                for seat in waiting:
                    if open_.held.get(seat) is None:
                        self._ask(seat, request, open_, now, out)
                return
            due = [seat for seat in waiting if seat in open_.held and open_.due[seat] <= now]
            if due:
                seat = min(due, key=open_.due.__getitem__)
                del open_.due[seat]
                self._submit_held(seat, request, open_.held.pop(seat), out)
                continue
            late = [
                seat
                for seat in waiting
                if seat not in open_.held and self._deadline(seat, request, open_) <= now
            ]
            if late:
                self._time_out(late[0], request, out)
                continue
            # the game waits: ask the persons now (an earlier request overtaken within
            # this call was never worth sending)
            for seat in waiting:
                if open_.held.get(seat) is None:
                    self._ask(seat, request, open_, now, out)
            self._send_waiting(game, request, out)
            return

    def _opened(self, request: Request, now: float | None = None) -> _Open:
        open_ = self._open
        if open_ is None or open_.id != request.id:
            open_ = self._open = _Open(request.id, self._clock() if now is None else now)
        return open_

    def _hold(
        self, seat: int, held: Response | None, open_: _Open, now: float, *, live: bool = False
    ) -> None:
        """Hold ``seat``'s answer (a pass, or None: its computer player's, decided when it
        is due) until the side-channel window is over, and a computer's until its pace
        (or, in a live request, its thinking time from now) too."""
        settings = self.settings
        due = open_.opened + settings.min_window
        if held is None:
            low, high = settings.pick_thinking
            if live and high > 0:
                thinking = low + (high - low) * self._thinking.below(1001) / 1000
                due = max(due, now + thinking)
            else:
                due = max(due, open_.opened + settings.pace)
        open_.held[seat] = held
        open_.due[seat] = due

    def _ask(
        self, seat: int, request: Request, open_: _Open, now: float, out: list[Deliver]
    ) -> None:
        """Send ``seat``'s person the request, unless it was sent already as it is now."""
        state = self.seats[seat]
        if state.player != PERSON or state.connection is None or only_pass(request, seat):
            return
        shown = request_for(request, seat)
        last = open_.asked.get(seat)
        if last is not None and _same_question(last, shown, seat):
            return
        open_.asked[seat] = shown
        deadline = self._deadline(seat, request, open_)
        running = seat in open_.began or self.settings.show_wait == 0 or type(request).live
        seconds = self.settings.seconds_for(request)
        left: float | None = seconds
        if self._computer_plays(seat):  # 托管: until its computer player answers
            left = max(0.0, deadline - now)
        elif seconds is not None and running:
            # the limit less the time gone (not deadline - now, which rounds: a request
            # sent as it opens has its whole time, exactly)
            left = max(0.0, seconds - (now - self._began(seat, request, open_)))
        out.append(Deliver(state.connection, Ask(request.id, shown, deadline, left, running)))

    def ask_again(self, seat: int) -> Result:
        """Send ``seat``'s person the pending request again, with the time it has left (a
        local table's person whose answer was refused)."""
        open_ = self._open
        if open_ is None or self.game is None or self._done:
            return []
        open_.asked.pop(seat, None)
        out: list[Deliver] = []
        self._drive(self._clock(), out)
        return out

    def _deadline(self, seat: int, request: Request, open_: _Open) -> float:
        """When ``seat``'s time for ``request`` runs out (``math.inf``: it has no limit;
        under 托管: when its computer player answers). Its time begins when the request
        opened, or, where the screen may hold it (``show_wait``), when the screen showed
        it, ``show_wait`` later at the latest; a live pick's time is the whole request's,
        from when it opened."""
        if self._computer_plays(seat):
            due = open_.due.get(seat)
            return due if due is not None else open_.opened + self.settings.min_window
        seconds = self.settings.seconds_for(request)
        if seconds is None:
            return math.inf
        return self._began(seat, request, open_) + seconds

    def _began(self, seat: int, request: Request, open_: _Open) -> float:
        """When ``seat``'s time for ``request`` began (see :meth:`_deadline`)."""
        if self.settings.show_wait and not type(request).live:
            return open_.began.get(seat, open_.opened + self.settings.show_wait)
        return open_.opened

    def _computer_plays(self, seat: int) -> bool:
        state = self.seats[seat]
        return state.player != PERSON or state.connection is None or state.takeover

    def _give_back(self, seat: int) -> None:
        """The person plays ``seat`` again: a computer answer still held for it is dropped
        and the request is sent again."""
        open_ = self._open
        if open_ is not None:
            if seat in open_.held and open_.held[seat] is None:
                del open_.held[seat]
                del open_.due[seat]
            open_.asked.pop(seat, None)

    def _submit_held(
        self, seat: int, request: Request, held: Response | None, out: list[Deliver]
    ) -> None:
        answer = held if held is not None else self._decide(seat, request)
        self._submit_computer(seat, request, answer, out)

    def _time_out(self, seat: int, request: Request, out: list[Deliver]) -> None:
        """``seat``'s person ran out of time: the request's default answers for it;
        enough time-outs in a row turn 托管 on (then the computer player answers)."""
        state = self.seats[seat]
        answer = request.default(seat)
        state.timeouts += 1
        out += self._to_table(TimedOut(seat, request.reason))
        if state.timeouts >= self.settings.takeover_after and not state.takeover:
            state.takeover = True
            out += self._takeover_changed(seat)
        self._submit_computer(seat, request, answer, out)

    def _decide(self, seat: int, request: Request) -> Response:
        """What ``seat``'s computer player answers (it sees only its seat's events and view)."""
        if only_pass(request, seat):
            return PASS
        game = self.game
        assert game is not None
        agent = self._agents[seat]
        try:
            observe = getattr(agent, "observe", None)
            if observe is not None:
                observe(events_for(game, seat, self._observed[seat]))
                self._observed[seat] = len(game.events)
            answer: Response = agent.decide(seat_view(game, seat), request_for(request, seat))
        except Exception:  # a player's bug must not stop the room: the default answers
            log.exception("the computer player of seat %d failed; the default answers", seat)
            return request.default(seat)
        return answer

    def _submit_computer(
        self, seat: int, request: Request, response: Response, out: list[Deliver]
    ) -> None:
        """Submit an answer the room gives for ``seat``; one the game refuses (a hero a
        teammate took meanwhile) is replaced by the request's default."""
        game = self.game
        assert game is not None
        try:
            try:
                game.submit(seat, request.id, response)
            except IllegalResponse:
                game.submit(seat, request.id, request.default(seat))
        except (IllegalResponse, EngineFault) as exc:
            self._fail(exc, out)
            return
        self._after_answer(out)

    def _after_answer(self, out: list[Deliver]) -> None:
        """Record, and send every viewer the events it has not had yet; then the result."""
        game = self.game
        assert game is not None and self._feed is not None
        if self._recorder is not None:
            self._recorder.update(game)
        end = len(game.events)
        for seat, stream in self._streams.items():
            if self._cursors[seat] == end:
                continue
            new = events_for(game, seat, self._cursors[seat])
            self._cursors[seat] = end
            if new:
                update = stream.push(new, seat_view(game, seat), reach(game, seat))
                connection = self.seats[seat].connection
                if connection is not None:
                    out.append(Deliver(connection, update))
                    self._told_since.add(seat)
        over = game.pending is None
        self._to_spectators(self._feed.finish() if over else self._feed.step(), out)
        if not over:
            return
        # over: with its result, or a hand-made game's procedure that ended without one
        self._done = True
        if self._recorder is not None:
            self._recorder.close(game)
        if game.outcome is not None:
            outcome = game.outcome
            scores = game.mode.score(game)
            self._finished = Finished(
                outcome.result,
                outcome.title,
                tuple(outcome.winners),
                tuple(scores[p.seat] for p in game.players),
                tuple(p.role.value if p.role else None for p in game.players),
            )
            out += self._to_everyone(self._finished)

    def _fresh_game(self) -> Game:
        """A new, unstarted game of this room's mode and seed: the same game once given
        the same answers."""
        return Game(make_mode(self.mode, extra_choice=self.settings.extra_choice), self.seed)

    def _to_spectators(self, events: list[Any] | None, out: list[Deliver]) -> None:
        if events is None:
            return
        assert self._feed is not None
        if not self.spectators:  # numbered all the same: a later spectator goes on from there
            self._spectator_stream.skip(len(events))
            return
        update = self._spectator_stream.push(events, self._feed.view, None)
        out += [Deliver(connection, update) for connection in self.spectators]
        self._told_since.add(_SPECTATORS)

    def _send_waiting(self, game: Game, request: Request, out: list[Deliver]) -> None:
        """Tell each viewer who the game waits for and the request's clock (spectators only
        when they watch live: with a delay, who is asked now is ahead of them); see
        :meth:`_waiting_to_tell`."""
        for seat, state in enumerate(self.seats):
            connection = state.connection
            if state.player == PERSON and connection is not None:
                waiting = self._waiting_to_tell(seat, game, request)
                if waiting is not None:
                    out.append(Deliver(connection, waiting))
        if self.settings.spectator_delay == 0 and self.spectators:
            waiting = self._waiting_to_tell(_SPECTATORS, game, request)
            if waiting is not None:
                out += [Deliver(connection, waiting) for connection in self.spectators]

    def _waiting_to_tell(self, key: int, game: Game, request: Request) -> Waiting | None:
        """The ``waiting`` the viewer ``key`` (a seat, or :data:`_SPECTATORS`) is to be sent
        now (None: nothing new for it).

        A viewer is told when the seats it may see asked or the reason change, and when a
        new request began after the viewer was sent events: a new clock then follows
        something it saw happen. Between two requests nothing it sees parts (the same
        seats asked again for the same reason after hidden steps) its clock goes on as it
        was, so that it learns nothing of those steps; a viewer back on a new connection
        is told that same clock again. The clock is the request's limit from when it
        opened, the same for every viewer and whoever plays the seats (a computer
        player's pace is not shown)."""
        shown = waiting_for(game, None if key == _SPECTATORS else key)
        told = self._waiting_sent.get(key)
        again = key in self._tell_again
        self._tell_again.discard(key)
        if (
            told is None
            or (told.seats, told.reason) != (shown, request.reason)
            or (told.request_id != request.id and key in self._told_since)
        ):
            opened = self._opened(request).opened
            seconds = self.settings.seconds_for(request)
            told = _Told(shown, request.reason, request.id, opened, seconds)
            self._waiting_sent[key] = told
        elif not again:
            return None
        self._told_since.discard(key)
        seconds = told.seconds
        left = None if seconds is None else max(0.0, seconds - (self._clock() - told.opened))
        return Waiting(told.seats, told.reason, left, seconds)

    def _fail(self, exc: Exception, out: list[Deliver]) -> None:
        """The engine failed (a bug): the game is over, everyone is told, the replay closed."""
        log.error("room %s seed %d: the game stopped: %r", self.mode, self.seed, exc)
        self._done = True
        if self._recorder is not None:
            self._recorder.close(self.game)
        failed = RoomError("engine_failed", "the game stopped on an internal error")
        out += self._to_everyone(failed)

    # ------------------------------------------------------------------ checks and helpers
    def _refuse_id(
        self, game: Game, request: Request, seat: int, request_id: object
    ) -> RoomError | None:
        """Why ``seat`` may not answer ``request_id`` now (None: it may)."""
        if type(request_id) is not int:
            return RoomError("no_such_request", "a request id is an int")
        if request_id != request.id:
            if 1 <= request_id < request.id:
                if _has_answered(game, seat, request_id):
                    return _already(seat, request_id)
                return RoomError("stale_request", f"request {request_id} is no longer pending")
            return RoomError("no_such_request", f"no request {str(request_id)[:40]} was asked")
        open_ = self._open
        if open_ is not None and open_.id == request_id and open_.held.get(seat) is not None:
            return _already(seat, request_id)  # its pass is held for the window
        if seat not in game.waiting_for():
            if _has_answered(game, seat, request_id):
                return _already(seat, request_id)
            return RoomError("not_asked", f"request {request_id} does not ask seat {seat}")
        return None

    def _seat_index(self, seat: object) -> RoomError | None:
        if type(seat) is not int or not 0 <= seat < len(self.seats):
            return RoomError("no_such_seat", f"{str(seat)[:40]} is not a seat of this table")
        return None

    def _seat_change(self, seat: object) -> RoomError | None:
        if self.game is not None or self.closed:
            return RoomError("started", "the game has started: the seats are set")
        return self._seat_index(seat)

    def _person(self, seat: object) -> RoomError | None:
        refused = self._seat_index(seat)
        if refused is None and type(seat) is int and self.seats[seat].player != PERSON:
            return RoomError("not_a_person", f"seat {seat} is not played by a person")
        return refused

    def _in_game(self, seat: object, *, over_too: bool = False) -> RoomError | None:
        if self.game is None:
            return RoomError("not_started", "the game has not started")
        if self._done and not (over_too and not self.closed):
            return RoomError("game_over", "the game is over")
        return self._person(seat)

    def _empty(self, state: _Seat) -> None:
        state.player, state.name, state.connection = EMPTY, "", None
        state.level, state.ready, state.takeover, state.timeouts = "", False, False, 0

    def _room_changed(self) -> list[Deliver]:
        return self._to_everyone(self.state())

    def _takeover_changed(self, seat: int) -> list[Deliver]:
        """The seats are told that 托管 of ``seat`` is on or off now, and the room (whose
        seats show it) is sent again."""
        on = self.seats[seat].takeover
        return self._to_seats(Takeover(seat, on)) + self._room_changed()

    def _connections(self) -> list[str]:
        seated = [s.connection for s in self.seats if s.connection is not None]
        return [*seated, *self.spectators]

    def _to_everyone(self, message: Message) -> list[Deliver]:
        return [Deliver(connection, message) for connection in self._connections()]

    def _to_seats(self, message: Message) -> list[Deliver]:
        return [Deliver(s.connection, message) for s in self.seats if s.connection is not None]

    def _to_table(self, message: Message) -> list[Deliver]:
        """To the seats, and to spectators who watch live (with a delay, what happens now
        is ahead of them)."""
        out = self._to_seats(message)
        if self.settings.spectator_delay == 0:
            out += [Deliver(connection, message) for connection in self.spectators]
        return out


def _has_answered(game: Game, seat: int, request_id: int) -> bool:
    """Whether ``seat``'s answer to request ``request_id`` was accepted."""
    responses = game.responses
    start = bisect_left(responses, request_id, key=lambda answered: answered.request)
    for answered in responses[start:]:
        if answered.request != request_id:
            return False
        if answered.seat == seat:
            return True
    return False


def _already(seat: int, request_id: int) -> RoomError:
    return RoomError("already_answered", f"seat {seat} has already answered request {request_id}")


def _same_question(a: Request, b: Request, seat: int) -> bool:
    """Whether ``b`` asks ``seat`` the same as ``a`` (a team pick: the same offer and the
    same heroes taken; who else is still picking and the default do not count)."""
    if isinstance(a, PickHero) and isinstance(b, PickHero):
        return a.offers.get(seat) == b.offers.get(seat) and a.taken.get(seat) == b.taken.get(seat)
    return a == b
