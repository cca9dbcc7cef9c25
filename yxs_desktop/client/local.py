"""A local game: the engine and the computer players run in a worker thread; one seat (or
none, to watch) is played by the person at the UI through the Session interface."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Coroutine, Mapping
from typing import Any

from yxs_desktop.client.session import (
    ErrorUpdate,
    EventsUpdate,
    FinishedUpdate,
    Listener,
    RequestUpdate,
    WaitingUpdate,
)
from yxs_desktop.engine.errors import IllegalResponse
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import Request, Response
from yxs_desktop.engine.views import events_for, request_for, seat_view
from yxs_desktop.selfplay import game_record, make_agents

_STOP = object()

#: Seconds a person has for each kind of request (None: no limit).
DEFAULT_TIMEOUTS: dict[str, float] = {
    "ChooseHero": 30.0,
    "PickHero": 40.0,  # the 3v3 casual team pick (its request's ``seconds``)
    "PlayPhase": 30.0,
}
DEFAULT_TIMEOUT = 15.0


class LocalSession:
    """Plays ``mode`` with ``seed`` locally. ``seat`` is the person's seat (None: every
    seat is a computer player and the session shows the spectator's view).

    ``timeouts`` False disables the answer time limits (tests, learning games);
    ``pace`` is a pause in seconds after each computer decision, so that people can
    follow (0 lets the engine run ahead; the UI's animation queue then catches up).

    :meth:`from_game` plays a game set up by hand instead (tests, tutorials, puzzles).
    """

    def __init__(
        self,
        mode: str,
        seed: int,
        seat: int | None,
        listener: Listener,
        *,
        ai: str = "baseline",
        extra_choice: bool = False,
        timeouts: bool = True,
        pace: float = 0.0,
    ) -> None:
        game = Game(make_mode(mode, extra_choice=extra_choice), seed)
        self._setup(game, seat, listener, ai=ai, timeouts=timeouts, pace=pace)

    @classmethod
    def from_game(
        cls,
        game: Game,
        seat: int | None,
        listener: Listener,
        *,
        procedure: Callable[[], Coroutine[Any, Any, None]] | None = None,
        agents: Mapping[int, Any] | None = None,
        ai: str = "baseline",
        timeouts: bool = True,
        pace: float = 0.0,
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
        session._setup(game, seat, listener, ai=ai, timeouts=timeouts, pace=pace)
        session._procedure = procedure
        for agent_seat, agent in (agents or {}).items():
            session._agents[agent_seat] = agent
        return session

    def _setup(
        self,
        game: Game,
        seat: int | None,
        listener: Listener,
        *,
        ai: str,
        timeouts: bool,
        pace: float,
    ) -> None:
        self.seat = seat
        self.game = game
        self._procedure: Callable[[], Coroutine[Any, Any, None]] | None = None
        self._agents = make_agents(ai, self.game)
        self._listener = listener
        self._timeouts = timeouts
        self._pace = pace
        self._answers: queue.Queue[object] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="yxs-engine", daemon=True)
        self._sent = 0
        self._cursors = [0] * len(self.game.players)
        self._stopped = threading.Event()
        self.error: BaseException | None = None

    # ------------------------------------------------------------------ Session
    def start(self) -> None:
        self._thread.start()

    def submit(self, response: Response) -> None:
        self._answers.put(response)

    def close(self) -> None:
        self._stopped.set()
        self._answers.put(_STOP)
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(timeout=5)

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)

    # ------------------------------------------------------------------ worker
    def _run(self) -> None:
        try:
            self._play()
        except BaseException as exc:  # reported to the UI, never a silent dead thread
            self.error = exc
            self._listener(ErrorUpdate("engine_failed", f"the game stopped: {exc!r}"))

    def _play(self) -> None:
        game = self.game
        game.start(self._procedure)
        self._publish_events()
        while game.pending is not None and not self._stopped.is_set():
            request = game.pending
            waiting = game.waiting_for()
            human = self.seat is not None and self.seat in waiting
            ai_seats = [s for s in waiting if s != self.seat]
            if ai_seats:
                seat = ai_seats[0]
                if not human:
                    self._listener(WaitingUpdate(tuple(waiting), request.reason))
                self._ai_answer(seat, request)
                if self._pace:
                    time.sleep(self._pace)
            else:
                self._human_answer(request)
            self._publish_events()
        if game.outcome is not None and not self._stopped.is_set():
            outcome = game.outcome
            self._listener(
                FinishedUpdate(
                    outcome.result,
                    outcome.title,
                    outcome.winners,
                    game.mode.score(game),
                    game_record(game),
                )
            )

    def _ai_answer(self, seat: int, request: Request) -> None:
        game = self.game
        agent = self._agents[seat]
        observe = getattr(agent, "observe", None)
        if observe is not None:
            observe(events_for(game, seat, self._cursors[seat]))
            self._cursors[seat] = len(game.events)
        game.submit(seat, agent.decide(seat_view(game, seat), request_for(request, seat)))

    def _human_answer(self, request: Request) -> None:
        assert self.seat is not None
        seat = self.seat
        timeout = self._timeout_for(request)
        self._listener(RequestUpdate(request_for(request, seat), timeout))
        while True:
            try:
                answer = self._answers.get(timeout=timeout)
            except queue.Empty:
                answer = request.default(seat)
            if answer is _STOP:
                return
            try:
                self.game.submit(seat, answer)  # type: ignore[arg-type]
                return
            except IllegalResponse as exc:
                self._listener(ErrorUpdate(exc.code, exc.message))

    def _timeout_for(self, request: Request) -> float | None:
        if not self._timeouts:
            return None
        return DEFAULT_TIMEOUTS.get(type(request).__name__, DEFAULT_TIMEOUT)

    def _publish_events(self) -> None:
        game = self.game
        if len(game.events) == self._sent:
            return
        events = tuple(events_for(game, self.seat, self._sent))
        self._sent = len(game.events)
        if events:
            self._listener(EventsUpdate(events, seat_view(game, self.seat)))
