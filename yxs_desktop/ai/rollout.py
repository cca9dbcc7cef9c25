"""A game rebuilt from a seat's view and a sampled world, and played forward (rollouts).

The engine's procedures are coroutines, so a game cannot be copied in the middle of a
request; instead :func:`build_game` makes a :class:`~yxs_desktop.engine.position.Position`
whose public state is the view's and whose hidden state is the :class:`~.world.World`
(:func:`view_position`), and has the engine rebuild a game standing there
(``engine.modes.from_position``): it continues from the decision point, with the rest of
the current player's play phase, the rest of its turn, then the mode's order
(``GameMode.resume``).

What is rebuilt: heroes, skills (the ids the view lists, fresh instances), HP, max HP,
alive, dying, equipment, judgement cards (as the kind they were used as), hands, the deck
in the world's order, the discard pile, the table, roles (the world's; public where the
view shows them), teams, the table order, the current player, the phase, the round, the
deciding seat's 杀 used this phase, and from :class:`~.turn_memory.TurnMemory` the kinds
the current player used this turn, its skill uses this play phase, the turn flags that
public events tell (醉酒, 侠胆) and how far the round has got.

Not rebuilt (the view does not show them): the state skills keep in their own instances
(易装's once per game, 护主's ward, 反间's ongoing counter), the other turn flags (疏财's
count), the other seats' 杀 used, the statistics (kills, cards used), the game's
random generator (the rollout's own seed) and ``Game.turns``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from yxs_desktop.ai.base import Agent
from yxs_desktop.ai.drive import answer_pending
from yxs_desktop.ai.turn_memory import TurnMemory
from yxs_desktop.ai.world import World
from yxs_desktop.engine.errors import EngineFault, IllegalResponse
from yxs_desktop.engine.events import RoleDealt
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import from_position
from yxs_desktop.engine.player import Player
from yxs_desktop.engine.position import Position, SeatPosition
from yxs_desktop.engine.requests import Response
from yxs_desktop.engine.view_types import SeatView

#: Builds a rollout player for ``(seat, players, seed)``, like a level's builder.
PolicyFactory = Callable[[int, int, int], Agent]

#: A rollout that needs more decisions than this stops and is evaluated where it is.
MAX_ROLLOUT_STEPS: Final = 4000


def build_game(
    view: SeatView,
    world: World,
    seed: int,
    memory: TurnMemory | None = None,
    horizon: int | None = None,
) -> Game:
    """A game of ``view.mode`` whose public state is ``view`` and whose hidden state is
    ``world``, started up to its first request (``horizon`` turns after the current one
    at most, None: to the end). ``seed`` seeds its generator (reshuffles, dice). The view
    must be taken in the current player's play phase (:class:`ValueError` otherwise):
    the first request is then that player's next play-phase action."""
    return from_position(view_position(view, world, memory), seed, horizon)


def view_position(view: SeatView, world: World, memory: TurnMemory | None = None) -> Position:
    """The position whose public state is ``view``, whose hidden state is ``world`` and
    whose current turn and round so far are ``memory``'s (None: nothing known)."""
    memory = memory or TurnMemory()
    seats = tuple(
        [
            SeatPosition(
                hero=pv.hero,
                skills=pv.skills,
                hp=pv.hp,
                max_hp=pv.max_hp,
                alive=pv.alive,
                dying=pv.dying,
                role=world.roles[pv.seat],
                role_public=pv.role is not None,
                team=pv.team,
                hand=hand,
                equip=pv.equip,
                judge=pv.judge,
                strikes_used=view.strikes_used if pv.seat == view.seat else 0,
            )
            for pv, hand in zip(view.players, world.hands, strict=True)
        ]
    )
    return Position(
        mode=view.mode,
        seats=seats,
        deck=world.deck,
        discard=view.discard,
        table=view.table,
        current=view.current,
        phase=view.phase,
        round=view.round,
        order=view.order,
        used_this_turn=tuple(memory.used_this_turn),
        turn_flags=tuple(memory.turn_flags.items()),
        phase_uses=tuple(memory.phase_uses.items()),
        round_first=memory.round_first,
        acted=frozenset(memory.acted),
        ever_acted=frozenset(memory.ever_acted),
    )


#: Prepares a fresh rollout player for its seat before the rollout (``Beliefs``).
Prime = Callable[[Agent, Player], None]


def rollout_agents(
    game: Game, factory: PolicyFactory, seed: int, prime: Prime | None = None
) -> list[Agent]:
    """One rollout player per seat. With ``prime``, each is handed what its seat would
    believe (``prime(agent, player)``, say the loyalty estimates from the public events)
    and its own role; without, each is told every seat's role in ``game`` (the sampled
    world's: the world played as if it were known, a plain determinized search)."""
    n = len(game.players)
    roles = [RoleDealt(p.seat, p.role) for p in game.players if p.role is not None]
    agents = []
    for p in game.players:
        agent = factory(p.seat, n, seed * 8 + p.seat)
        observe = getattr(agent, "observe", None)
        if prime is not None:
            prime(agent, p)
            told = [
                RoleDealt(q.seat, q.role)
                for q in game.players
                if q.role is not None and (q.role_public or q is p)
            ]
        else:
            told = roles
        if observe is not None:
            observe(told)
        agents.append(agent)
    return agents


def play_out(
    game: Game,
    agents: list[Agent],
    first: tuple[int, Response] | None = None,
    max_steps: int = MAX_ROLLOUT_STEPS,
) -> int:
    """Play ``game`` on with ``agents`` (one per seat, each seeing only its view and
    events) until nothing is asked (the end, or the horizon); ``first`` is the answer
    given to the pending request before them. Returns the number of agent decisions.
    Raises :class:`IllegalResponse` when ``first`` is refused; an engine fault ends the
    rollout where it is."""
    if first is not None:
        seat, response = first
        request = game.pending
        if request is None:
            raise IllegalResponse("no_request", "the rebuilt game asks nothing")
        game.submit(seat, request.id, response)
    cursors = [len(game.events)] * len(game.players)
    steps = 0
    try:
        while game.pending is not None and steps < max_steps:
            steps += answer_pending(game, agents, cursors)
    except EngineFault:
        pass
    if game.pending is not None:
        game.close()
    return steps
