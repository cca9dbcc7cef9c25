"""One arena game played and summed up: who won at each seat in which role, how many
decisions each level made and how long they took, and the blunders each level made."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import msgspec

from yxs_desktop.arena.blunders import Decision, find_blunders, identity_side
from yxs_desktop.arena.schedule import Job
from yxs_desktop.arena.seating import role_of
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import Request, Response
from yxs_desktop.engine.views import SeatView
from yxs_desktop.selfplay import make_agent, run_game


class SeatResult(msgspec.Struct, frozen=True):
    seat: int
    role: str
    level: str
    won: bool


class GameResult(msgspec.Struct, frozen=True):
    """A game's result. ``decisions`` and ``blunders`` count per level; ``times_ns`` (the
    time of each decision, per level) is the only part that is not deterministic."""

    deal: int
    seed: int
    tested_seats: tuple[int, ...]  # none in the deal's reference game
    seats: tuple[SeatResult, ...]
    decisions: dict[str, int]
    blunders: dict[str, dict[str, int]]
    times_ns: dict[str, list[int]] = msgspec.field(default_factory=dict)

    def without_times(self) -> GameResult:
        return msgspec.structs.replace(self, times_ns={})


class _Timed:
    """An agent whose every decision is timed and written down."""

    def __init__(
        self, agent: Any, seat: int, game: Game, log: list[Decision], times: list[int]
    ) -> None:
        self._agent = agent
        self._seat = seat
        self._game = game
        self._log = log
        self._times = times
        self.observe: Callable[..., Any] | None = getattr(agent, "observe", None)

    def decide(self, view: SeatView, request: Request) -> Response:
        start = time.perf_counter_ns()
        response: Response = self._agent.decide(view, request)
        self._times.append(time.perf_counter_ns() - start)
        self._log.append(Decision(len(self._game.events), self._seat, request, response))
        return response


def play_job(mode: str, job: Job, tested: str, reference: str) -> GameResult:
    """Play the game ``job`` of a schedule between ``tested`` and ``reference``."""
    game = Game(make_mode(mode), job.seed)
    levels = job.levels(len(game.players), tested, reference)
    log: list[Decision] = []
    times: dict[str, list[int]] = {level: [] for level in levels}
    agents = [
        _Timed(make_agent(level, seat, game), seat, game, log, times[level])
        for seat, level in enumerate(levels)
    ]
    run_game(game, agents)
    assert game.outcome is not None
    winners = set(game.outcome.winners)
    decisions = {level: 0 for level in levels}
    for decision in log:
        decisions[levels[decision.seat]] += 1
    blunders: dict[str, dict[str, int]] = {level: {} for level in levels}
    roles = [p.role for p in game.players]
    sides = [identity_side(p.seat, p.role, p.team) for p in game.players]
    for blunder in find_blunders(game.events, log, roles, sides):
        counts = blunders[levels[blunder.seat]]
        counts[blunder.name] = counts.get(blunder.name, 0) + 1
    return GameResult(
        deal=job.deal,
        seed=job.seed,
        tested_seats=job.tested_seats,
        seats=tuple(
            SeatResult(p.seat, role_of(p), levels[p.seat], p.seat in winners) for p in game.players
        ),
        decisions=decisions,
        blunders=blunders,
        times_ns=times,
    )
