"""The learned computer player: the strong player's policy, its play-phase actions chosen
by what the learned value (:mod:`.value_model`) makes of the position each leads to.

Every request is answered by the strong player, except the actions of its own play phase
where strong has something to play: the candidates are strong's best few with a positive
score, each attack among them at up to two other enemies too, and ending the play phase
(Pass; its position is read as its turn ends), but not against its one enemy left (two
seats left, or only friends beside it): it plays on while strong finds something to play
(the value, learned from whole games where time costs nothing, judged holding back as good
as striking, and the last two held back for a hundred rounds and more). Each candidate is
tried in the same sampled worlds (common random numbers, as ai/expert.py's search): a game
is rebuilt from the view and the world (:func:`~.rollout.build_game`), the candidate is
played, and every answer it calls for (a 闪, a 无懈可击, the card a trick takes) comes from
rollout players that know what the seat's public events tell; once the action is over
(the seat is asked for its next action, its turn ends, or the game ends), the position is
read from the seat's view through :func:`~.features.position_features` and judged by the
model. The candidate with the best mean chance is played when it beats strong's own first
by :data:`MARGIN`; else strong's first.

Its hero is chosen by the mode's shipped hero model (:mod:`.hero_model`: the chance of
winning with each hero of the offer in the seat's context, learned from randomised picks)
where there is one, else as strong chooses. Given an advantage model (:mod:`.advantage`;
none is shipped: none measured better), the candidate it judges best replaces the
search's choice.

Honest: the worlds are drawn from the seat's view, its card memory and its beliefs, and
the model reads only the seat's view and beliefs (never a world's hidden cards except as
they would show in that view). The budget is a number of worlds, so that a seed gives the
same game on every machine. Without a model for the mode it plays as the strong player.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple, cast

from yxs_desktop.ai.advantage import best_candidate, shipped_advantage
from yxs_desktop.ai.base import Agent
from yxs_desktop.ai.drive import answer_pending
from yxs_desktop.ai.endgame import two_left
from yxs_desktop.ai.evaluation import DRAW_VALUE
from yxs_desktop.ai.expert import OBVIOUS, belief_weights, policy_factory, share_loyalty
from yxs_desktop.ai.features import action_features, position_features
from yxs_desktop.ai.hero_model import learned_hero, shipped_hero_model
from yxs_desktop.ai.rollout import Prime, build_game, rollout_agents
from yxs_desktop.ai.search_memory import SearchMemory
from yxs_desktop.ai.strong import StrongAgent
from yxs_desktop.ai.value_model import ValueModel, shipped_model
from yxs_desktop.ai.world import InconsistentView, World, sample_world
from yxs_desktop.engine.enums import Kind, Phase
from yxs_desktop.engine.errors import EngineFault, IllegalResponse
from yxs_desktop.engine.events import Event
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.requests import (
    Choice,
    ChooseHero,
    Option,
    Pass,
    PickHero,
    PlayPhase,
    Request,
    Response,
    Use,
)
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.engine.view_types import SeatView
from yxs_desktop.engine.views import seat_view

#: Worlds each candidate is tried in, and how many of strong's candidates are tried.
WORLDS: Final = 8
CANDIDATES: Final = 4
#: Other targets tried for each attack among them (:meth:`LearnedAgent._other_targets`).
TARGETS: Final = 2
#: Whether Pass is among the candidates.
WITH_PASS: Final = True
#: Whether a position after the turn is read at the next turn's first request (as the
#: training data's "turn" positions are) rather than as the seat's own turn ends.
NEXT_TURN: Final = False
#: The kinds of attack on one seat whose target the value may choose.
ATTACKS: Final = frozenset({Kind.STRIKE, Kind.DUEL, Kind.FIREWOOD, Kind.POUCH})
#: Another candidate replaces strong's first only when its mean chance is this much higher.
MARGIN: Final = 0.01
#: With an advantage model, another candidate replaces strong's first only when its
#: advantage is above this (a chance).
ADVANTAGE_MARGIN: Final = 0.0
#: Decisions an action's answers may take in a rebuilt game before it is judged as it is.
MAX_AFTER_STEPS: Final = 200
#: More play-phase actions than this in one phase and the player passes (as the strong).
MAX_ACTIONS_PER_PHASE: Final = 40
_PASS: Final = Pass()
_NO_MODEL: Final = object()


class Candidate(NamedTuple):
    """An action the value may choose: the ``response``, strong's ``score`` of the
    option it comes from (0 for Pass) and that option's ``rank`` among strong's (-1 for
    Pass; an attack at another target has the rank of the attack it comes from)."""

    response: Response
    score: float
    rank: int


class LearnedAgent:
    """The learned level for one seat (see the module's text)."""

    def __init__(
        self,
        seat: int,
        players: int,
        seed: int,
        *,
        model: ValueModel | None = None,
        worlds: int = WORLDS,
        candidates: int = CANDIDATES,
        margin: float = MARGIN,
        rollout_policy: str = "baseline",
        targets: int = TARGETS,
        with_pass: bool = WITH_PASS,
        next_turn: bool = NEXT_TURN,
        advantage: ValueModel | bool | None = True,
        advantage_margin: float = ADVANTAGE_MARGIN,
        heroes: ValueModel | bool | None = True,
    ) -> None:
        self.seat = seat
        self.players = players
        self.rng = GameRng(seed)
        self.base = StrongAgent(seat, players, seed)
        #: The model (None: the shipped one of the mode, found at the first decision).
        self.model: ValueModel | object | None = model
        self.worlds = worlds
        self.candidates = candidates
        self.margin = margin
        #: Other enemies tried as the target of each attack among the candidates.
        self.targets = targets
        #: Whether ending the play phase is a candidate too (judged as the turn ends).
        self.with_pass = with_pass
        self.next_turn = next_turn
        #: The advantage model that makes the final choice (True: the shipped one, found at
        #: the first decision; False or None: the search's choice stands).
        self.advantage: ValueModel | object | None = (
            None if advantage is True else _NO_MODEL if advantage in (False, None) else advantage
        )
        self.advantage_margin = advantage_margin
        #: The hero model that chooses heroes (True: the shipped one, found at the first
        #: choice; False or None: strong's measured table).
        self.heroes: ValueModel | object | None = (
            None if heroes is True else _NO_MODEL if heroes in (False, None) else heroes
        )
        self.rollout_policy = policy_factory(rollout_policy)
        self.seen = SearchMemory(seat, players)
        self.actions_this_phase = 0
        #: What the last search found: worlds played and each candidate's mean chance.
        self.last_search: dict[str, object] = {}

    def observe(self, events: list[Event]) -> None:
        """Take in the seat's new events (strong's beliefs and this player's memories)."""
        self.base.observe(events)
        self.seen.observe(events)

    def decide(self, view: SeatView, request: Request) -> Response:
        """Strong's answer, or for an own play-phase action, the one the value prefers,
        and for a hero of an offer the one the hero model prefers (where one is shipped)."""
        if type(request) is ChooseHero or type(request) is PickHero:
            hero_model = self._hero_model(view.mode)
            if hero_model is not None:
                self.base.decide(view, request)  # strong meets the table as it would
                return Choice(learned_hero(hero_model, view, cast(ChooseHero, request)))
        if type(request) is not PlayPhase or view.phase is not Phase.PLAY:
            self.actions_this_phase = 0
            return self.base.decide(view, request)
        model = self._model(view.mode)
        if model is None:
            return self.base.decide(view, request)
        self.actions_this_phase += 1
        if self.actions_this_phase > MAX_ACTIONS_PER_PHASE:
            self.actions_this_phase = 0
            return _PASS
        good = self.play_candidates(view, cast(PlayPhase, request))
        if not good:
            self.actions_this_phase = 0
            return _PASS
        choice = good[0].response if len(good) == 1 else self.search(view, good, model)
        advantage = self._advantage(view)
        if len(good) > 1 and advantage is not None:
            means = cast(list[float], self.last_search["means"])
            position = position_features(view, self.base)
            best = best_candidate(
                advantage, position, self.action_rows(view, good), means, self.advantage_margin
            )
            choice = good[best].response
        if type(choice) is Pass:
            self.actions_this_phase = 0
        return choice

    def play_candidates(self, view: SeatView, request: PlayPhase) -> list[Candidate]:
        """The actions the value chooses among, strong's first first: strong's best
        :attr:`candidates` with a positive score, each attack among them at up to
        :attr:`targets` other enemies, and Pass (:attr:`with_pass`) but against the seat's
        one enemy left (that fight is played on). One alone when strong's first is obvious;
        none when strong has nothing to play (it passes)."""
        self.base.meet_the_table(view)
        scored = [
            (found[0], found[1], option)
            for option in request.options_for(self.seat)
            if (found := self.base.score(view, option)) is not None and found[0] > 0
        ]
        scored.sort(key=lambda entry: -entry[0])  # as strong's play_candidates
        if not scored:
            return []
        best = scored[: self.candidates]
        good = [Candidate(use, score, rank) for rank, (score, use, _) in enumerate(best)]
        if self.targets:
            good += self._other_targets(view, best)
        if scored[0][0] >= OBVIOUS:
            return good[:1]
        if self.with_pass and not self._one_enemy_left(view):
            good.append(Candidate(_PASS, 0.0, -1))
        return good

    def _one_enemy_left(self, view: SeatView) -> bool:
        """Whether the seat fights its last enemy: two seats left, or one enemy among the
        living and every other seat a friend, as strong sees them."""
        if two_left(view):
            return True
        others = tuple(p.seat for p in view.players if p.alive and p.seat != self.seat)
        friends = self.base.friends(view, others)
        return len(self.base.enemies(view, others)) == 1 and len(friends) == len(others) - 1

    def _other_targets(
        self, view: SeatView, scored: list[tuple[float, Use, Option]]
    ) -> list[Candidate]:
        """For each attack on one seat among ``scored`` (a 杀, a 决斗, a card taken or
        burnt), the same cards at up to :attr:`targets` other seats strong counts as
        enemies (the likeliest first): strong picks the target by rules of thumb, the
        value may know better."""
        found: list[Candidate] = []
        for rank, (score, use, option) in enumerate(scored):
            if use.kind not in ATTACKS or option.target_count != (1, 1) or len(use.targets) != 1:
                continue
            others = sorted(
                (self.base.relation(view, t), t)
                for t in option.targets
                if t != use.targets[0] and self.base.relation(view, t) < 0
            )
            found += [
                Candidate(Use(use.cards, use.kind, use.skill, (t,)), score, rank)
                for _, t in others[: self.targets]
            ]
        return found

    def action_rows(self, view: SeatView, candidates: Sequence[Candidate]) -> list[list[float]]:
        """Each candidate's action features (:func:`~.features.action_features`)."""
        by_rank = {c.rank: c.response for c in candidates}
        first = candidates[0].score
        return [
            action_features(view, self.base, c.response, c.score, c.rank, by_rank[c.rank], first)
            for c in candidates
        ]

    def _hero_model(self, mode: str) -> ValueModel | None:
        if self.heroes is None:
            found = shipped_hero_model(mode)
            self.heroes = _NO_MODEL if found is None else found
        return self.heroes if isinstance(self.heroes, ValueModel) else None

    def _advantage(self, view: SeatView) -> ValueModel | None:
        if self.advantage is None:
            found = shipped_advantage(view.mode, len(view.players))
            self.advantage = _NO_MODEL if found is None else found
        return self.advantage if isinstance(self.advantage, ValueModel) else None

    def _model(self, mode: str) -> ValueModel | None:
        if self.model is None:
            found = shipped_model(mode)
            self.model = _NO_MODEL if found is None else found
        return self.model if isinstance(self.model, ValueModel) else None

    def search(
        self, view: SeatView, candidates: Sequence[Candidate], model: ValueModel
    ) -> Response:
        """The candidate whose positions the model judges best over sampled worlds
        (strong's first unless another is better by the margin, and on ties); each
        candidate's mean chance is left in :attr:`last_search`."""
        totals = [0.0] * len(candidates)
        played = 0
        weights = belief_weights(self.base)
        prime = share_loyalty(self.seen.public)
        for _ in range(self.worlds):
            try:
                world = sample_world(view, self.rng, weights, self.seen.cards.known)
            except InconsistentView:
                break
            seed = self.rng.below(1 << 30)
            values: list[float] = []
            for candidate in candidates:
                value = self._try(view, world, seed, prime, candidate.response, model)
                if value is None:  # the rebuilt game refuses it: skip this world
                    break
                values.append(value)
            if len(values) == len(candidates):
                played += 1
                totals = [t + v for t, v in zip(totals, values, strict=True)]
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        if not played or totals[best] - totals[0] < self.margin * played:
            best = 0
        self.last_search = {
            "worlds": played,
            "means": [t / played for t in totals] if played else [],
        }
        return candidates[best].response

    def _try(
        self,
        view: SeatView,
        world: World,
        seed: int,
        prime: Prime,
        candidate: Response,
        model: ValueModel,
    ) -> float | None:
        """The value of ``candidate`` in ``world`` (None when the rebuilt game refuses it)."""
        horizon = 1 if self.next_turn else 0
        game = build_game(view, world, seed, self.seen.turn, horizon=horizon)
        try:
            return self._after(game, rollout_agents(game, self.rollout_policy, seed, prime),
                               candidate, model)  # fmt: skip
        except IllegalResponse:
            return None
        finally:
            game.close()

    def _after(
        self, game: Game, agents: list[Agent], candidate: Response, model: ValueModel
    ) -> float:
        """Play ``candidate`` in ``game`` and every answer it calls for, then the chance
        the model gives the seat's side there (the result, once the game is over)."""
        request = game.pending
        if request is None:
            raise IllegalResponse("no_request", "the rebuilt game asks nothing")
        game.submit(self.seat, request.id, candidate)
        me = game.players[self.seat]
        cursors = [len(game.events)] * len(game.players)
        steps = 0
        try:
            while game.pending is not None and steps < MAX_AFTER_STEPS:
                if game.current is not me:
                    break  # the seat's turn is over (it died, or the action ended it)
                if type(game.pending) is PlayPhase and game.waiting_for()[0] == self.seat:
                    break  # the action is over: the seat is asked for its next one
                answer_pending(game, agents, cursors)
                steps += 1
        except EngineFault:
            pass
        outcome = game.outcome
        if outcome is not None:
            if outcome.result == "draw":
                return DRAW_VALUE
            return 1.0 if self.seat in outcome.winners else 0.0
        return model.chance(position_features(seat_view(game, self.seat), self.base))
