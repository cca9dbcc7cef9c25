"""The expert computer player: a base policy plus look-ahead on its play-phase actions.

Every request is answered by the base policy (``strong``), except the actions of its own
play phase. There the base policy's
best few actions (and Pass, with ``with_pass``) are each tried in the same sampled worlds
(common random numbers): for each world (:func:`~.world.sample_world`, roles weighted by the base
policy's beliefs), a game is rebuilt from the view (:func:`~.rollout.build_game`), the
candidate is played, and the rollout policy (``baseline``: twice as fast as the strong
player, so twice the rollouts in the budget) plays every seat on, to the end or to a
horizon where the position is evaluated (:func:`~.evaluation.evaluate`). The candidate
with the best mean wins if it beats the base policy's first by ``margin``; else, and on
ties, the base policy's first.

The budget is counted in rollout decisions (``max_steps``), so that a seed gives the same
answers on any machine; it is chosen so that the 99th percentile of a decision stays
under ``budget_ms`` on one core (docs/ai.md, "expert"). With ``deterministic=False`` a
wall-clock cap of ``budget_ms`` also stops the search between worlds.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Final, Protocol, cast

from yxs_desktop.ai.base import Agent
from yxs_desktop.ai.beliefs import RoleBeliefs
from yxs_desktop.ai.evaluation import evaluate
from yxs_desktop.ai.features import position_features
from yxs_desktop.ai.knowledge import Knowledge
from yxs_desktop.ai.rollout import PolicyFactory, Prime, build_game, play_out, rollout_agents
from yxs_desktop.ai.search_memory import SearchMemory
from yxs_desktop.ai.strong import StrongAgent
from yxs_desktop.ai.value_model import shipped_model
from yxs_desktop.ai.world import (
    InconsistentView,
    RoleWeights,
    World,
    sample_world,
    uniform,
)
from yxs_desktop.engine.enums import Phase, Role
from yxs_desktop.engine.errors import IllegalResponse
from yxs_desktop.engine.events import Event
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.player import Player
from yxs_desktop.engine.requests import Option, Pass, PlayPhase, Request, Response, Use
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.engine.view_types import SeatView
from yxs_desktop.engine.views import seat_view

#: Search settings measured on this machine (docs/ai.md, "expert").
WORLDS: Final = 6
CANDIDATES: Final = 3
HORIZON: Final = 10
MAX_STEPS: Final = 1500
BUDGET_MS: Final = 200.0
#: Another candidate replaces the base policy's first only when its mean is this much higher.
MARGIN: Final = 0.03
#: A base score at least this high is an action with no sensible alternative (an empty
#: slot's equipment, 无中生有, 药 at low HP for the baseline): played without a search.
OBVIOUS: Final = 7.0
#: More play-phase actions than this in one phase and the player passes (as the baseline).
MAX_ACTIONS_PER_PHASE: Final = 40
_PASS: Final = Pass()
#: Draws a world for a view: ``(view, rng, role weights, cards known in hands)``.
WorldSampler = Callable[[SeatView, GameRng, RoleWeights, list[set[int]]], World]


class Ranking(Protocol):
    """A base policy that can rank its play-phase actions (``BaselineAgent``)."""

    def play_candidates(
        self, view: SeatView, options: tuple[Option, ...]
    ) -> list[tuple[float, Use]]: ...


def policy_factory(policy: str | PolicyFactory) -> PolicyFactory:
    """A builder of players from a level name of :mod:`.levels` or a builder itself."""
    if not isinstance(policy, str):
        return policy
    from yxs_desktop.ai.levels import LEVELS  # levels imports this module

    level = LEVELS.get(policy)
    if level is None:
        raise ValueError(f"unknown AI {policy!r}; choose one of: {', '.join(LEVELS)}")
    return level.build


def loyalty_weights(agent: object) -> RoleWeights:
    """Role weights from a base policy's loyalty estimate (``know.loyalty``, as the
    baseline keeps): a seat that sided with the lord is likelier a loyalist, one that
    fought the lord's side likelier a rebel or the renegade; uniform without one."""
    know = getattr(agent, "know", None)
    if know is None:
        return uniform
    loyalty: list[float] = know.loyalty

    def weight(seat: int, role: Role) -> float:
        toward = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, loyalty[seat] / 2))))
        return toward if role in (Role.LORD, Role.LOYALIST) else 1.0 - toward

    return weight


def belief_weights(agent: object) -> RoleWeights:
    """Role weights from a base policy's role beliefs (``beliefs``, as the strong player
    keeps: the chance of each seat's role), else from its loyalty estimate."""
    beliefs = getattr(agent, "beliefs", None)
    if not isinstance(beliefs, RoleBeliefs):
        return loyalty_weights(agent)
    return beliefs.probability


def share_loyalty(know: Knowledge) -> Prime:
    """A ``prime`` for rollout players that hands each a copy of the loyalty estimates of
    ``know``, a :class:`Knowledge` fed with the public events only (no seat's own role):
    what every seat of the table works out alike; each then learns its own role."""
    loyalty = list(know.loyalty)

    def prime(rollout_agent: Agent, player: Player) -> None:
        theirs = getattr(rollout_agent, "know", None)
        if isinstance(theirs, Knowledge):
            theirs.loyalty = list(loyalty)

    return prime


class ExpertAgent:
    """The ``expert`` level for one seat: a base policy with determinized look-ahead."""

    def __init__(
        self,
        seat: int,
        players: int,
        seed: int,
        *,
        policy: str | PolicyFactory = "strong",
        rollout_policy: str | PolicyFactory | None = "baseline",
        beliefs: Callable[[object], RoleWeights] = belief_weights,
        sampler: WorldSampler = sample_world,
        omniscient: bool = False,
        margin: float = MARGIN,
        with_pass: bool = False,
        worlds: int = WORLDS,
        candidates: int = CANDIDATES,
        horizon: int | None = HORIZON,
        max_steps: int = MAX_STEPS,
        budget_ms: float = BUDGET_MS,
        deterministic: bool = False,
        learned: bool = False,
    ) -> None:
        self.seat = seat
        self.players = players
        self.rng = GameRng(seed)
        self.base: Agent = policy_factory(policy)(seat, players, seed)
        self.rollout_policy = policy_factory(rollout_policy or policy)
        self.beliefs = beliefs
        #: Where the worlds come from (another sampler only measures the search: a test
        #: double, or benchmarks/expert_bound.py handing it the true world).
        self.sampler = sampler
        #: Rollout players told every role of the world (else primed with the base's beliefs).
        self.omniscient = omniscient
        self.margin = margin
        #: Whether Pass is one of the candidates (measured: it made the player too
        #: passive, docs/ai.md, expert).
        self.with_pass = with_pass
        self.worlds = worlds
        self.candidates = candidates
        self.horizon = horizon
        self.max_steps = max_steps
        self.budget_ms = budget_ms
        self.deterministic = deterministic
        #: Whether the horizon's positions are judged by the learned value (ai/models).
        self.learned = learned
        self.seen = SearchMemory(seat, players)
        self.actions_this_phase = 0
        #: What the last search did: worlds played, rollout decisions, the means.
        self.last_search: dict[str, object] = {}

    def observe(self, events: list[Event]) -> None:
        """Take in the seat's new events (the base policy's beliefs and this memory)."""
        observe = getattr(self.base, "observe", None)
        if observe is not None:
            observe(events)
        self.seen.observe(events)

    def decide(self, view: SeatView, request: Request) -> Response:
        """The base policy's answer, or for an own play-phase action, the searched one."""
        if type(request) is not PlayPhase or view.phase is not Phase.PLAY:
            self.actions_this_phase = 0
            return self.base.decide(view, request)
        ranking = getattr(self.base, "play_candidates", None)
        if ranking is None:  # a base policy that cannot rank: it decides alone
            return self.base.decide(view, request)
        self.actions_this_phase += 1
        if self.actions_this_phase > MAX_ACTIONS_PER_PHASE:
            self.actions_this_phase = 0
            return _PASS
        options = cast(PlayPhase, request).options_for(self.seat)
        ranked = cast(Ranking, self.base).play_candidates(view, options)
        good = [use for score, use in ranked if score > 0][: self.candidates]
        if not good:
            self.actions_this_phase = 0
            return _PASS
        candidates: list[Response] = [*good, _PASS] if self.with_pass else list(good)
        if ranked[0][0] >= OBVIOUS or len(candidates) == 1:
            return good[0]
        choice = self.search(view, candidates)
        if type(choice) is Pass:
            self.actions_this_phase = 0
        return choice

    def _value(self, game: Game) -> float:
        """The rolled-out position's value for the seat: the material count, or with
        ``learned`` the mode's learned value of the seat's view there (the base policy's
        beliefs reading it; a finished game is its result either way)."""
        model = shipped_model(game.mode.name) if self.learned else None
        if model is None or game.outcome is not None or not isinstance(self.base, StrongAgent):
            return evaluate(game, self.seat)
        return model.chance(position_features(seat_view(game, self.seat), self.base))

    def search(self, view: SeatView, candidates: list[Response]) -> Response:
        """The candidate with the best mean value over sampled worlds (the first on ties;
        the first too when no world could be played)."""
        started = time.perf_counter()
        totals = [0.0] * len(candidates)
        played = steps = 0
        weights = self.beliefs(self.base)
        factory = self.rollout_policy
        prime = None if self.omniscient else share_loyalty(self.seen.public)
        for _ in range(self.worlds):
            try:
                world = self.sampler(view, self.rng, weights, self.seen.cards.known)
            except InconsistentView:
                break
            seed = self.rng.below(1 << 30)
            values: list[float] = []
            for candidate in candidates:
                game = build_game(view, world, seed, self.seen.turn, self.horizon)
                try:
                    steps += play_out(
                        game, rollout_agents(game, factory, seed, prime), (self.seat, candidate)
                    )
                except IllegalResponse:  # the rebuilt game refuses it: skip this world
                    game.close()
                    break
                values.append(self._value(game))
            if len(values) == len(candidates):
                played += 1
                totals = [t + v for t, v in zip(totals, values, strict=True)]
            if steps >= self.max_steps:
                break
            if not self.deterministic and (time.perf_counter() - started) * 1000 >= self.budget_ms:
                break
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        if played and totals[best] - totals[0] < self.margin * played:
            best = 0  # not clearly better than the base policy's own choice
        self.last_search = {
            "worlds": played,
            "steps": steps,
            "means": [t / played for t in totals] if played else [],
        }
        return candidates[best]
