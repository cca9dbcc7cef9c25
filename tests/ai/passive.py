"""Games of identity5 with one *passive* seat: a player that gives the engine's default
answer to every request (``Request.default``: it never attacks, never dodges, never saves
itself; it discards the cheapest cards). The other seats are computer players of one
level. These games tell whether the computer players finish a seat that never fights:
the referee here reads the true roles (the players never do)."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any, Final

from yxs_desktop.ai.drive import answer_pending
from yxs_desktop.ai.levels import build_agent
from yxs_desktop.engine.enums import Role
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import Request, Response
from yxs_desktop.engine.view_types import SeatView
from yxs_desktop.selfplay import agent_seed

MODE: Final = "identity5"
#: A game still going after this many rounds counts as one that does not end: a stall
#: never ends, while the longest fight measured, the lord alone against the renegade
#: (扁鹊, who heals himself every turn, against a renegade that dodges; expert players,
#: seed 189, the passive rebel dead in round 4), ended in round 638.
ROUND_CAP: Final = 1000
#: The passive seat, once the lord's side's last enemy, should be dead within this many.
FINISH_ROUNDS: Final = 10
_HOSTILE_TO_LORD: Final = frozenset({Role.REBEL, Role.RENEGADE})


class PassiveAgent:
    """Answers every request with its default (what a seat that timed out would send)."""

    def decide(self, view: SeatView, request: Request) -> Response:
        return request.default(view.seat if view.seat is not None else request.seat)


@dataclass(frozen=True)
class PassiveGame:
    """How one game with a passive seat went."""

    seed: int
    role: Role
    level: str
    ended: bool
    rounds: int
    #: The round at which the passive seat became the only living seat hostile to the
    #: lord (None if it never did), and the round it died in (None if it did not).
    last_enemy_round: int | None
    died_round: int | None

    @property
    def finished_in_time(self) -> bool | None:
        """Whether the game, once the passive seat was the last enemy, was over within
        :data:`FINISH_ROUNDS` rounds: the seat dead (or, rarely, the lord killed by
        something else first); None when it was never the last enemy."""
        if self.last_enemy_round is None:
            return None
        end = self.died_round if self.died_round is not None else self.rounds
        return (self.ended or self.died_round is not None) and (
            end - self.last_enemy_round <= FINISH_ROUNDS
        )


def _last_enemy(game: Game, seat: int) -> bool:
    """Whether ``seat`` is alive and the only living seat hostile to the lord."""
    hostile = [p.seat for p in game.players if p.alive and p.role in _HOSTILE_TO_LORD]
    return hostile == [seat]


def play_passive(seed: int, role: Role, level: str, round_cap: int = ROUND_CAP) -> PassiveGame:
    """One identity5 game from ``seed`` with the (first) seat dealt ``role`` passive and
    ``level`` at every other seat, played to its end or to ``round_cap`` rounds."""
    game = Game(make_mode(MODE), seed)
    game.start()  # deals the roles before any decision
    passive = next(p.seat for p in game.players if p.role is role)
    n = len(game.players)
    agents: list[Any] = [
        PassiveAgent() if s == passive else build_agent(level, s, n, agent_seed(seed, s))
        for s in range(n)
    ]
    cursors = [0] * n
    last_enemy_round: int | None = None
    died_round: int | None = None
    while game.pending is not None and game.round <= round_cap:
        answer_pending(game, agents, cursors)
        if last_enemy_round is None and _last_enemy(game, passive):
            last_enemy_round = game.round
        if died_round is None and not game.players[passive].alive:
            died_round = game.round
    ended = game.outcome is not None
    rounds = game.round
    game.close()
    return PassiveGame(seed, role, level, ended, rounds, last_enemy_round, died_round)


def _play(job: tuple[int, Role, str]) -> PassiveGame:
    return play_passive(*job)


def play_many(jobs: Sequence[tuple[int, Role, str]], workers: int = 1) -> list[PassiveGame]:
    """:func:`play_passive` for each ``(seed, role, level)``, in ``workers`` processes."""
    if workers <= 1:
        return [_play(job) for job in jobs]
    with ProcessPoolExecutor(workers) as pool:
        return list(pool.map(_play, jobs, chunksize=4))
