"""A local game: the engine and the computer players run in a worker thread; one seat (or
none, to watch) is played by the person at the UI through the Session interface.

The person's answers name the request they answer (its id) and reach the engine as they
are: an answer that comes too late (its request timed out and the default went) or twice
is refused by the engine, so it can never answer a later request."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Coroutine, Mapping, Sequence
from typing import Any, NamedTuple

from yxs_desktop.client.recording import GameRecorder
from yxs_desktop.client.session import (
    ErrorUpdate,
    EventsUpdate,
    FinishedUpdate,
    Listener,
    RequestUpdate,
    WaitingUpdate,
)
from yxs_desktop.engine import (
    Game,
    IllegalResponse,
    Pass,
    PickHero,
    Request,
    Response,
    events_for,
    make_mode,
    only_pass,
    reach,
    request_for,
    seat_view,
    waiting_for,
)
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.selfplay import game_record, make_agents

#: An answer as the person gives it: the id of the request it answers, and the answer.
_Answer = tuple[int, Response]


class _Shown(NamedTuple):
    """The UI put request ``request_id`` on screen at ``at`` (``time.monotonic()``)."""

    request_id: int
    at: float


#: Seconds a person has for each kind of request (None: no limit).
DEFAULT_TIMEOUTS: dict[str, float] = {
    "ChooseHero": 30.0,
    "PickHero": 40.0,  # the 3v3 casual team pick (its request's ``seconds``)
    "PlayPhase": 30.0,
}
DEFAULT_TIMEOUT = 15.0

#: How long a computer player seems to think over a live pick (the 3v3 casual team pick)
#: while the person is picking too, in seconds at ``pick_pace`` 1: a uniform draw.
THINKING: tuple[float, float] = (2.0, 8.0)


class LocalSession:
    """Plays ``mode`` with ``seed`` locally. ``seat`` is the person's seat (None: every
    seat is a computer player and the session shows the spectator's view). ``ai`` is the
    computer players' level, one for all or one per seat (:func:`selfplay.make_agents`; the
    person's seat's player answers only the requests whose time runs out).

    ``timeouts`` False disables the answer time limits (tests, learning games);
    ``time_limit`` is the person's seconds per decision when they are on (0: no limit;
    None: a default per kind of request, :data:`DEFAULT_TIMEOUTS`); the 3v3 casual team
    pick keeps the time of its rule. When the time runs out the person's computer player
    answers that request (the team pick: a random free hero, as the rules say);
    ``pace`` is a pause in seconds after each computer decision, so that people can
    follow (0 lets the engine run ahead; the UI's animation queue then catches up).
    ``pick_pace`` scales the computer players' thinking in a *live* request that the
    person answers at the same time (the 3v3 casual team pick): the person is asked at
    once and each computer player answers after :data:`THINKING` × ``pick_pace`` seconds,
    one by one, the person being asked again with each change (None: ``pace``; 0: no
    pause, as in fast tests). ``show_wait`` is how long a request's time may wait for the
    UI to put it on screen (:meth:`shown`: the animations before it come first), in
    seconds; 0 (the default) counts the time from when the request is sent. ``recorder``
    writes the game's replay as it is played (:mod:`yxs_desktop.client.recording`).

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
        self.recorder = recorder
        self._setup(
            game,
            seat,
            listener,
            ai=ai,
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
        session.recorder = None  # a hand-made game has no header to replay it from
        session._setup(
            game,
            seat,
            listener,
            ai=ai,
            timeouts=timeouts,
            pace=pace,
            pick_pace=pick_pace,
            show_wait=show_wait,
        )
        session._procedure = procedure
        for agent_seat, agent in (agents or {}).items():
            session._agents[agent_seat] = agent
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
        session.recorder = recorder
        session._setup(
            game,
            seat,
            listener,
            ai=ai,
            timeouts=timeouts,
            time_limit=time_limit,
            pace=pace,
            pick_pace=pick_pace,
            show_wait=show_wait,
        )
        session._started = True
        session._sent = len(game.events)
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
        timeouts: bool,
        pace: float,
        pick_pace: float | None = None,
        show_wait: float = 0.0,
        time_limit: float | None = None,
    ) -> None:
        self.seat = seat
        self._show_wait = show_wait
        self._time_limit = time_limit
        #: Cleared while the game is paused (:meth:`pause`): no computer player moves.
        self._running = threading.Event()
        self._running.set()
        self.game = game
        self._procedure: Callable[[], Coroutine[Any, Any, None]] | None = None
        self._started = False  # True: the game is under way already (:meth:`resumed`)
        #: What a resumed session's table shows at once (None: a game from its start).
        self.opening: EventsUpdate | None = None
        self._agents = make_agents(ai, self.game)
        self._listener = listener
        self._timeouts = timeouts
        self._pace = pace
        self._pick_pace = pace if pick_pace is None else pick_pace
        # the thinking times only; never the game's randomness (a seed keeps its game)
        # the pause's own generator (the game's stays untouched: pacing changes nothing)
        self._thinking = GameRng(game.seed)
        #: The person's answers; None tells the worker to stop.
        self._answers: queue.Queue[_Answer | _Shown | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="yxs-engine", daemon=True)
        self._sent = 0
        self._cursors = [0] * len(self.game.players)
        self._stopped = threading.Event()
        self.error: BaseException | None = None

    # ------------------------------------------------------------------ Session
    def start(self) -> None:
        self._thread.start()

    def submit(self, request_id: int, response: Response) -> None:
        self._answers.put((request_id, response))

    def shown(self, request_id: int) -> None:
        self._answers.put(_Shown(request_id, time.monotonic()))

    def pause(self) -> None:
        """Hold the computer players (a game without a time limit: the person's own
        questions wait anyway) until :meth:`resume`."""
        self._running.clear()

    def resume(self) -> None:
        self._running.set()

    @property
    def paused(self) -> bool:
        return not self._running.is_set()

    def close(self) -> None:
        self._stopped.set()
        self._running.set()  # a paused worker must see the stop
        self._answers.put(None)
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
        finally:
            if self.recorder is not None:  # the result, or what was played of the game
                self.recorder.close(self.game)

    def _play(self) -> None:
        game = self.game
        if self.recorder is not None:
            self.recorder.attach(game)
        if not self._started:
            game.start(self._procedure)
        self._publish_events()
        while game.pending is not None and not self._stopped.is_set():
            request = game.pending
            waiting = game.waiting_for()
            human = self.seat is not None and self.seat in waiting
            ai_seats = [s for s in waiting if s != self.seat]
            if human and ai_seats and type(request).live:
                self._live_answers()
            elif ai_seats:
                seat = ai_seats[0]
                if not human:
                    shown = waiting_for(game, self.seat)
                    self._listener(WaitingUpdate(shown, request.reason))
                empty = only_pass(request, seat)
                self._running.wait()
                if self._stopped.is_set():
                    break
                self._ai_answer(seat, request)
                if self._pace and not empty:
                    time.sleep(self._pace)
            elif self.seat is not None and only_pass(request, self.seat):
                # passed at once rather than shown as a question with nothing to answer
                # (nobody watches how fast in a local game: architecture.md, Side channels)
                game.submit(self.seat, request.id, Pass())
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
        if only_pass(request, seat):
            game.submit(seat, request.id, Pass())
            return
        game.submit(seat, request.id, self._ai_decision(seat, request))

    def _ai_decision(self, seat: int, request: Request) -> Response:
        """What ``seat``'s computer player answers to ``request`` (it sees its own seat's
        events and view, as ever)."""
        game = self.game
        agent = self._agents[seat]
        observe = getattr(agent, "observe", None)
        if observe is not None:
            observe(events_for(game, seat, self._cursors[seat]))
            self._cursors[seat] = len(game.events)
        answer: Response = agent.decide(seat_view(game, seat), request_for(request, seat))
        return answer

    def _human_answer(self, request: Request) -> None:
        """Ask the person and wait for an accepted answer; a refused one (a late answer
        to an earlier request among them) is reported and the person is asked again with
        the time left; when the time is up, the default answer goes."""
        assert self.seat is not None
        seat = self.seat
        timeout = self._timeout_for(request)
        # until the UI says the request is on screen, its time waits (show_wait at most)
        deadline = None if timeout is None else time.monotonic() + self._show_wait + timeout
        self._listener(RequestUpdate(request_for(request, seat), timeout))
        while True:
            try:
                item = self._answers.get(timeout=_left(deadline))
            except queue.Empty:  # the time ran out: the computer answers this one
                item = (request.id, self._ai_decision(seat, request))
            if item is None:
                return
            if isinstance(item, _Shown):
                if item.request_id == request.id and deadline is not None and timeout:
                    deadline = min(deadline, item.at + timeout)
                continue
            request_id, answer = item
            try:
                self.game.submit(seat, request_id, answer)
                return
            except IllegalResponse as exc:
                self._listener(ErrorUpdate(exc.code, exc.message))
                self._listener(RequestUpdate(request_for(request, seat), _left(deadline)))

    def _live_answers(self) -> None:
        """A live request (the 3v3 casual team pick) that the person answers at the same
        time as computer players.

        The person is asked at once. The computer players answer one by one, each when its
        thinking time (:data:`THINKING` × ``pick_pace``) is over; each answer reaches the
        game at once, and when it changes what the person is asked (a teammate took a
        hero), the person is asked again with the time left: the time limit is for the
        whole request. An answer refused meanwhile (a hero a teammate just took) is
        reported and asked again. Returns once the person's answer (or, when the time is
        up, the default) is in, or the session stops.
        """
        assert self.seat is not None
        game, seat = self.game, self.seat
        request = game.pending
        assert request is not None
        timeout = self._timeout_for(request)
        now = time.monotonic()
        deadline = now + timeout if timeout is not None else None
        due: dict[int, float] = {}
        asked = request_for(request, seat)
        self._listener(RequestUpdate(asked, timeout))
        while not self._stopped.is_set():
            request = game.pending
            waiting = game.waiting_for()
            if request is None or not type(request).live or seat not in waiting:
                return
            thinking = [s for s in waiting if s != seat]
            for other in thinking:
                if other not in due:
                    due[other] = time.monotonic() + self._thinking_time()
            following = min(thinking, key=due.__getitem__) if thinking else None
            wake = [t for t in (deadline, due.get(following)) if t is not None]  # type: ignore[arg-type]
            try:
                item: _Answer | _Shown | None = self._answers.get(
                    timeout=_left(min(wake)) if wake else None
                )
            except queue.Empty:
                item = (request.id, request.default(seat))
                default = True
            else:
                if item is None:
                    return
                if isinstance(item, _Shown):
                    continue  # the live pick's time runs from when it was asked
                default = False
            if default and following is not None and (deadline is None or _left(deadline)):
                self._ai_answer(following, request)
                self._publish_events()
                now_asked = game.pending
                if (
                    now_asked is not None
                    and seat in game.waiting_for()
                    and not _same_question(asked, request_for(now_asked, seat), seat)
                ):
                    asked = request_for(now_asked, seat)
                    self._listener(RequestUpdate(asked, _left(deadline)))
                continue
            request_id, answer = item
            try:
                game.submit(seat, request_id, answer)
                return
            except IllegalResponse as exc:
                if default:
                    raise  # the request's own default refused: an engine fault
                self._listener(ErrorUpdate(exc.code, exc.message))
                asked = request_for(request, seat)
                self._listener(RequestUpdate(asked, _left(deadline)))

    def _thinking_time(self) -> float:
        """Seconds a computer player seems to think over a live pick."""
        if self._pick_pace <= 0:
            return 0.0
        low, high = THINKING
        return (low + (high - low) * self._thinking.below(1001) / 1000) * self._pick_pace

    def _timeout_for(self, request: Request) -> float | None:
        if not self._timeouts:
            return None
        if self._time_limit is None or type(request).live:  # a live pick: the rule's time
            return DEFAULT_TIMEOUTS.get(type(request).__name__, DEFAULT_TIMEOUT)
        return self._time_limit or None  # 0: no limit

    def _publish_events(self) -> None:
        game = self.game
        if self.recorder is not None:  # every answer is on disk before the next question
            self.recorder.update(game)
        if len(game.events) == self._sent:
            return
        events = tuple(events_for(game, self.seat, self._sent))
        self._sent = len(game.events)
        if events:
            seat = self.seat
            seen = reach(game, seat) if seat is not None else None
            self._listener(EventsUpdate(events, seat_view(game, seat), seen))


def _left(deadline: float | None) -> float | None:
    """Seconds until ``deadline`` (a ``time.monotonic()``), never below 0; None: no limit."""
    if deadline is None:
        return None
    return max(0.0, deadline - time.monotonic())


def _same_question(a: Request, b: Request, seat: int) -> bool:
    """Whether ``b`` asks ``seat`` the same as ``a`` (in a team pick: the same offer and the
    same heroes taken; who else is still picking and the default do not count)."""
    if isinstance(a, PickHero) and isinstance(b, PickHero):
        return a.offers.get(seat) == b.offers.get(seat) and a.taken.get(seat) == b.taken.get(seat)
    return a == b
