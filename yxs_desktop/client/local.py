"""A local game: a table (:class:`~yxs_desktop.table.room.Room`) run in process on a
worker thread; one seat (or none, to watch) is played by the person at the UI through the
Session interface, every other seat by a computer player.

The room is the server's own: it asks, times, holds, records and hands seats to the
computer exactly as online, so a local game and an online game of the same seed given the
same answers and time-outs are the same game. This module only carries the person's
answers to the room and the room's messages to the UI, as the websocket layer does for a
server. The person's answers name the request they answer (its id) and the room checks
them as it checks a client's: a late or repeated answer is refused and can never answer a
later request."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Coroutine, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from yxs_desktop.client.recording import GameRecorder
from yxs_desktop.client.session import (
    ErrorUpdate,
    EventsUpdate,
    FinishedUpdate,
    Listener,
    RequestUpdate,
    TakeoverUpdate,
    TimedOutUpdate,
    Update,
    WaitingUpdate,
)
from yxs_desktop.engine import Game, Response, events_for, make_mode, reach, seat_view
from yxs_desktop.selfplay import game_record, seat_levels
from yxs_desktop.table.outbox import (
    Ask,
    Deliver,
    Finished,
    RoomError,
    Takeover,
    TimedOut,
    Waiting,
)
from yxs_desktop.table.outbox import (
    Update as RoomUpdate,
)
from yxs_desktop.table.room import Result, Room
from yxs_desktop.table.settings import RoomSettings

#: The person's seconds per answer when no limit is chosen (a play phase and the hero
#: choice have twice as long: :data:`yxs_desktop.table.settings.KIND_FACTORS`).
DEFAULT_TIME_LIMIT: Final = 15.0

#: How long a computer player seems to think over a live pick (the 3v3 casual team pick)
#: while the person is picking too, in seconds at ``pick_pace`` 1: a uniform draw.
THINKING: tuple[float, float] = (2.0, 8.0)

#: The connection of the person at the program itself, as the room knows it.
PERSON: Final = "local"


@dataclass(frozen=True, slots=True)
class _Answer:
    request_id: int
    response: Response


@dataclass(frozen=True, slots=True)
class _Shown:
    request_id: int


@dataclass(frozen=True, slots=True)
class _Takeover:
    on: bool


@dataclass(frozen=True, slots=True)
class _Pause:
    on: bool


#: What the UI's thread hands the worker (None: stop).
_Item = _Answer | _Shown | _Takeover | _Pause | None


def local_settings(
    *,
    stand_in: str = "baseline",
    extra_choice: bool = False,
    timeouts: bool = True,
    time_limit: float | None = None,
    pace: float = 0.0,
    pick_pace: float = 1.0,
    show_wait: float = 0.0,
) -> RoomSettings:
    """The room settings of a local game: no side-channel window (nobody else watches its
    timing) and live spectators; ``time_limit`` the person's seconds per answer (0 or
    ``timeouts`` False: no limit; None: :data:`DEFAULT_TIME_LIMIT`); ``stand_in`` the
    level that plays the person's seat under 托管."""
    seconds = DEFAULT_TIME_LIMIT if time_limit is None else time_limit
    if not timeouts:
        seconds = 0.0
    low, high = THINKING
    return RoomSettings(
        time_limit=seconds,
        min_window=0.0,
        spectator_delay=0,
        ai=stand_in,
        keep_updates=0,  # nobody reconnects to a local game
        extra_choice=extra_choice,
        pace=pace,
        pick_thinking=(low * pick_pace, high * pick_pace),
        show_wait=show_wait,
    )


class LocalSession:
    """Plays ``mode`` with ``seed`` locally. ``seat`` is the person's seat (None: every
    seat is a computer player and the session shows the spectator's view). ``ai`` is the
    computer players' level, one for all or one per seat (:func:`selfplay.make_agents`; the
    person's seat's level plays it under 托管).

    ``timeouts`` False disables the answer time limits (tests, learning games);
    ``time_limit`` is the person's seconds per answer when they are on (0: no limit; None:
    :data:`DEFAULT_TIME_LIMIT`), a play phase and the hero choice twice that, the 3v3
    casual team pick the time of its rule. When the time runs out the request's default
    answers (a pass, the first hero, the fewest cards) and the session says so
    (:class:`TimedOutUpdate`); after two time-outs in a row the computer plays the seat
    (托管, :class:`TakeoverUpdate`) until the person answers or turns it off
    (:meth:`takeover`). ``pace``: a computer player answers no sooner than this many
    seconds after it was asked, so that people can follow (0 lets the engine run ahead;
    the UI's animation queue then catches up). ``pick_pace`` scales the computer players'
    thinking in a *live* request that the person answers at the same time (the 3v3 casual
    team pick): each answers after :data:`THINKING` × ``pick_pace`` seconds, the person
    being asked again with each change (None: ``pace``; 0: no pause, as in fast tests).
    ``show_wait`` is how long a request's time may wait for the UI to put it on screen
    (:meth:`shown`: the animations before it come first), in seconds; 0 (the default)
    counts the time from when the request is sent. ``recorder`` writes the game's replay
    as it is played (:mod:`yxs_desktop.client.recording`).

    :meth:`from_game` plays a game set up by hand instead (tests, tutorials, puzzles);
    :meth:`resumed` goes on with a game already under way (playing on from a replay).
    """

    #: A local game can be held (:meth:`pause`).
    can_pause: bool = True

    def __init__(
        self,
        mode: str,
        seed: int,
        seat: int | None,
        listener: Listener,
        *,
        ai: str | Sequence[str] = "baseline",
        extra_choice: bool = False,
        timeouts: bool = True,
        time_limit: float | None = None,
        pace: float = 0.0,
        pick_pace: float | None = None,
        show_wait: float = 0.0,
        recorder: GameRecorder | None = None,
    ) -> None:
        game = Game(make_mode(mode, extra_choice=extra_choice), seed)
        self._setup(
            game,
            seat,
            listener,
            ai=ai,
            recorder=recorder,
            timeouts=timeouts,
            time_limit=time_limit,
            pace=pace,
            pick_pace=pick_pace,
            show_wait=show_wait,
        )

    @classmethod
    def from_game(
        cls,
        game: Game,
        seat: int | None,
        listener: Listener,
        *,
        procedure: Callable[[], Coroutine[Any, Any, None]] | None = None,
        agents: Mapping[int, Any] | None = None,
        ai: str | Sequence[str] = "baseline",
        timeouts: bool = True,
        pace: float = 0.0,
        pick_pace: float | None = None,
        show_wait: float = 0.0,
    ) -> LocalSession:
        """A session on ``game``, a game not started yet that was set up by hand (heroes,
        hands, a stacked deck: tests, tutorials, puzzles).

        ``procedure`` is what the game runs (passed to :meth:`Game.start`: one turn, one
        card...; None: the mode's setup and play). When it ends without a result the
        session stops with no :class:`FinishedUpdate`. ``agents`` replaces the computer
        player of some seats (seat → an object with ``decide(view, request)`` and
        optionally ``observe(events)``); the others are ``ai`` players.
        """
        session = cls.__new__(cls)
        session._setup(
            game,
            seat,
            listener,
            ai=ai,
            recorder=None,  # a hand-made game has no header to replay it from
            timeouts=timeouts,
            pace=pace,
            pick_pace=pick_pace,
            show_wait=show_wait,
        )
        session._procedure = procedure
        session._agents = dict(agents or {})
        return session

    @classmethod
    def resumed(
        cls,
        game: Game,
        seat: int | None,
        listener: Listener,
        *,
        recorder: GameRecorder | None = None,
        ai: str | Sequence[str] = "baseline",
        timeouts: bool = True,
        time_limit: float | None = None,
        pace: float = 0.0,
        pick_pace: float | None = None,
        show_wait: float = 0.0,
    ) -> LocalSession:
        """A session going on with ``game``, already started and waiting for an answer
        (a replay re-run to a point: :mod:`yxs_desktop.client.play_on`); the options are
        :class:`LocalSession`'s. The game is not started again, and the events so far are
        not sent as updates: :attr:`opening` holds them with the view now, for the table to
        show at once. ``recorder`` goes on writing the replay it has begun."""
        session = cls.__new__(cls)
        session._setup(
            game,
            seat,
            listener,
            ai=ai,
            recorder=recorder,
            timeouts=timeouts,
            time_limit=time_limit,
            pace=pace,
            pick_pace=pick_pace,
            show_wait=show_wait,
        )
        seen = reach(game, seat) if seat is not None else None
        session.opening = EventsUpdate(
            tuple(events_for(game, seat, 0)), seat_view(game, seat), seen
        )
        return session

    def _setup(
        self,
        game: Game,
        seat: int | None,
        listener: Listener,
        *,
        ai: str | Sequence[str],
        recorder: GameRecorder | None,
        timeouts: bool,
        pace: float,
        pick_pace: float | None = None,
        show_wait: float = 0.0,
        time_limit: float | None = None,
    ) -> None:
        self.seat = seat
        self.game = game
        self.recorder = recorder
        self._listener = listener
        self._procedure: Callable[[], Coroutine[Any, Any, None]] | None = None
        self._agents: dict[int, Any] = {}
        #: What a resumed session's table shows at once (None: a game from its start).
        self.opening: EventsUpdate | None = None
        levels = seat_levels(ai, len(game.players))
        settings = local_settings(
            stand_in=levels[seat] if seat is not None else "baseline",
            extra_choice=game.mode.extra_choice,
            timeouts=timeouts,
            time_limit=time_limit,
            pace=pace,
            pick_pace=pace if pick_pace is None else pick_pace,
            show_wait=show_wait,
        )
        self.room = Room(
            game.mode.name,
            game.seed,
            settings,
            record=None if recorder is None else (lambda _header: recorder),
        )
        for other, level in enumerate(levels):
            if other == seat:
                self.room.take_seat(other, PERSON)
                self.room.set_ready(other, True)
            else:
                self.room.add_computer(other, level)
        if seat is None:
            self.room.add_spectator(PERSON)
        self._paused = False
        self._inbox: queue.Queue[_Item] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="yxs-engine", daemon=True)
        self._stopped = threading.Event()
        self.error: BaseException | None = None

    # ------------------------------------------------------------------ Session
    def start(self) -> None:
        self._thread.start()

    def submit(self, request_id: int, response: Response) -> None:
        self._inbox.put(_Answer(request_id, response))

    def shown(self, request_id: int) -> None:
        self._inbox.put(_Shown(request_id))

    def takeover(self, on: bool) -> None:
        """Let the computer play the person's seat (托管, ``on``) or take it back."""
        self._inbox.put(_Takeover(on))

    def pause(self) -> None:
        """Hold the game: the computer players wait and the person's time stands still,
        until :meth:`resume`."""
        self._paused = True
        self._inbox.put(_Pause(True))

    def resume(self) -> None:
        self._paused = False
        self._inbox.put(_Pause(False))

    @property
    def paused(self) -> bool:
        return self._paused

    def close(self) -> None:
        self._stopped.set()
        self._inbox.put(None)
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(timeout=5)

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)

    # ------------------------------------------------------------------ worker
    def _run(self) -> None:
        room = self.room
        try:
            self._deliver(room.start(self.game, procedure=self._procedure, agents=self._agents))
            while room.playing and not self._stopped.is_set():
                deadline = room.next_deadline()
                wait = None if deadline is None else max(0.0, deadline - time.monotonic())
                try:
                    item = self._inbox.get(timeout=wait)
                except queue.Empty:
                    self._deliver(room.tick())
                    continue
                if item is None:
                    break
                self._handle(item)
        except BaseException as exc:  # reported to the UI, never a silent dead thread
            self.error = exc
            self._listener(ErrorUpdate("engine_failed", f"the game stopped: {exc!r}"))
        finally:
            room.close("the program left the game")  # the recorder keeps what was played

    def _handle(self, item: _Answer | _Shown | _Takeover | _Pause) -> None:
        room, seat = self.room, self.seat
        if isinstance(item, _Pause):
            if item.on:
                room.pause()
            else:
                self._deliver(room.resume())
            return
        if seat is None:
            return  # a watched game has nobody to answer
        if isinstance(item, _Answer):
            result = room.answer_with(seat, item.request_id, item.response)
            self._deliver(result)
            if isinstance(result, RoomError):  # asked again, with the time left
                self._deliver(room.ask_again(seat))
        elif isinstance(item, _Shown):
            self._deliver(room.shown(seat, item.request_id))
        else:
            self._deliver(room.set_takeover(seat, item.on))

    def _deliver(self, result: Result) -> None:
        """The room's messages to the person's connection, as the table's updates."""
        if isinstance(result, RoomError):
            self._listener(ErrorUpdate(result.code, result.message))
            return
        for delivery in result:
            update = self._update_for(delivery)
            if update is not None:
                self._listener(update)

    def _update_for(self, delivery: Deliver) -> Update | None:
        message = delivery.message
        if delivery.to != PERSON:
            return None
        if isinstance(message, RoomUpdate):
            events = tuple(numbered.event for numbered in message.events)
            return EventsUpdate(events, message.view, message.reach)
        if isinstance(message, Ask):
            if message.seconds is None:  # no limit
                return RequestUpdate(message.request, None)
            since = time.monotonic() if message.running else None
            return RequestUpdate(message.request, message.seconds, since)
        if isinstance(message, Waiting):
            left, limit = message.seconds_left, message.seconds
            return WaitingUpdate(message.seats, message.reason, left, limit, time.monotonic())
        if isinstance(message, TimedOut):
            return TimedOutUpdate(message.seat, message.reason)
        if isinstance(message, Takeover):
            return TakeoverUpdate(message.seat, message.on)
        if isinstance(message, RoomError):
            return ErrorUpdate(message.code, message.message)
        if isinstance(message, Finished):
            game = self.game
            return FinishedUpdate(
                message.result,
                message.title,
                message.winners,
                dict(enumerate(message.scores)),
                game_record(game),
            )
        return None  # the room's seats, its closing: the person's table shows neither
