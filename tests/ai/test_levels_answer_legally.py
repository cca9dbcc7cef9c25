"""Every level answers every kind of request legally: in games of every mode with every
level of ``ai/levels.py`` mixed at the seats, each answer is checked with the engine's
``validate`` before it is submitted (so that a failure names the level, the request and
the answer), and every kind of request the games asked must have been answered by every
level. A kind some level never met in its own games is put to it in a situation taken
from another level's game: the same seat, view, request and the events the seat had seen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import pytest

from tests.ai.tables import MODE_NAMES, Table, tables
from yxs_desktop.ai.levels import LEVELS, build_agent
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.errors import IllegalResponse
from yxs_desktop.engine.events import Event
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import Request, Respond, Response, Use
from yxs_desktop.engine.validation import validate
from yxs_desktop.engine.views import SeatView, events_for
from yxs_desktop.selfplay import agent_seed, make_agent, run_game


def kind_of(request: Request) -> str:
    """The kind of a request as the coverage counts it: its type, and for ``Respond`` the
    card asked for (``Respond:dodge``)."""
    if isinstance(request, Respond):
        return f"Respond:{request.kind.value}"
    return type(request).__name__


class Situation(NamedTuple):
    """A decision of a real game, enough to put it to another level."""

    table: Table
    seat: int
    events: list[Event]
    view: SeatView
    request: Request  # as the seat sees it
    asked: Request  # as the game asked it


class Run:
    """What a run of games found: for each kind of request, how many answers each level
    gave, and one situation of each kind to borrow."""

    def __init__(self) -> None:
        self.answered: dict[str, dict[str, int]] = {}
        self.samples: dict[str, Situation] = {}
        self.borrowed: set[tuple[str, str]] = set()

    def check(self, level: str, where: str, asked: Request, seat: int, answer: Response) -> None:
        """Fail, naming everything, unless ``answer`` legally answers ``asked``."""
        try:
            validate(asked, seat, answer)
        except IllegalResponse as exc:
            pytest.fail(
                f"{level} at seat {seat} ({where}) answered {kind_of(asked)} "
                f"(reason {asked.reason!r}) with {answer!r}: {exc}"
            )
        counts = self.answered.setdefault(kind_of(asked), {})
        counts[level] = counts.get(level, 0) + 1


class Checked:
    """A seat's agent whose every answer is checked before the game gets it."""

    def __init__(self, run: Run, table: Table, seat: int, game: Game) -> None:
        self._run, self._table, self._seat, self._game = run, table, seat, game
        self._level = table.levels[seat]
        self._agent = make_agent(self._level, seat, game)
        self.observe: Callable[[list[Event]], Any] | None = getattr(self._agent, "observe", None)

    def decide(self, view: SeatView, request: Request) -> Response:
        asked = self._game.pending
        assert asked is not None
        answer: Response = self._agent.decide(view, request)
        where = f"{self._table.mode} seed {self._table.seed}"
        self._run.check(self._level, where, asked, self._seat, answer)
        if kind_of(asked) not in self._run.samples:
            events = events_for(self._game, self._seat)
            situation = Situation(self._table, self._seat, events, view, request, asked)
            self._run.samples[kind_of(asked)] = situation
        return answer


def play(run: Run, table: Table) -> None:
    game = Game(make_mode(table.mode), table.seed)
    run_game(game, [Checked(run, table, seat, game) for seat in range(len(table.levels))])


def borrow(run: Run) -> None:
    """Put each kind of request to the levels that never answered it, in the situation
    kept for it (the level's agent for that seat, fed the seat's events first)."""
    for kind, counts in run.answered.items():
        situation = run.samples[kind]
        table, seat = situation.table, situation.seat
        for level in LEVELS:
            if level in counts:
                continue
            players = len(table.levels)
            agent = build_agent(level, seat, players, agent_seed(table.seed, seat))
            observe = getattr(agent, "observe", None)
            if observe is not None:
                observe(situation.events)
            answer = agent.decide(situation.view, situation.request)
            where = f"{table.mode} seed {table.seed}, a situation of {table.levels[seat]}'s"
            run.check(level, where, situation.asked, seat, answer)
            run.borrowed.add((kind, level))


def check_every_level_answers_legally(games_per_mode: int) -> Run:
    run = Run()
    for mode in MODE_NAMES:
        for table in tables(mode, games_per_mode):
            play(run, table)
    borrow(run)
    missing = [
        (kind, level)
        for kind, counts in run.answered.items()
        for level in LEVELS
        if level not in counts
    ]
    assert not missing, f"kinds of request some level never answered: {missing}"
    return run


def test_every_level_answers_every_kind_of_request_legally_in_every_mode() -> None:
    run = check_every_level_answers_legally(games_per_mode=20)
    # the games are long enough to ask the common kinds of every level in its own games
    for kind in ("PlayPhase", "ChooseHero", "PickHero", "Respond:dodge", "ChooseCards"):
        assert all(run.answered[kind].get(level, 0) > 0 for level in LEVELS), kind
        assert not any(k == kind for k, _ in run.borrowed), kind


def test_a_level_that_answers_illegally_is_named_with_the_request_and_the_answer() -> None:
    asked = Respond((2,), "strike", kind=Kind.DODGE)  # seat 2 has no 闪 to play
    with pytest.raises(
        pytest.fail.Exception, match=r"sloppy at seat 2 \(here\) answered Respond:dodge"
    ):
        Run().check("sloppy", "here", asked, 2, Use((7,), Kind.DODGE))


@pytest.mark.slow
def test_every_level_answers_legally_over_many_games_of_every_mode() -> None:
    run = check_every_level_answers_legally(games_per_mode=300)
    # so many games ask every kind of every level that is not slow in its own games
    fast = {name for name, level in LEVELS.items() if not level.slow}
    borrowed = sorted((kind, level) for kind, level in run.borrowed if level in fast)
    assert not borrowed, f"kinds met only in borrowed situations: {borrowed}"
