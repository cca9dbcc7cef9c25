"""A game rebuilt from a seat's view and a sampled world, and played forward (rollouts).

The engine's procedures are coroutines, so a game cannot be copied in the middle of a
request; instead :func:`build_game` makes a fresh :class:`Game` of the same mode whose
public state is the view's and whose hidden state is the :class:`~.world.World`, and
starts it with a procedure that continues from the decision point: the rest of the current
player's play phase, the rest of its turn, then the mode's turn order (:func:`continuation`).

What is rebuilt: heroes, skills (the ids the view lists, fresh instances), HP, max HP,
alive, dying, equipment, judgement cards (as the kind they were used as), hands, the deck
in the world's order, the discard pile, the table, roles (the world's; public where the
view shows them), teams, the table order, the current player, the phase, the round, the
deciding seat's 杀 used this phase, and from :class:`~.turn_memory.TurnMemory` the kinds
the current player used this turn, its skill uses this play phase and the turn flags
that public events tell (醉酒, 侠胆).

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
from yxs_desktop.engine import zones
from yxs_desktop.engine.enums import Area, Phase, Role
from yxs_desktop.engine.errors import EngineFault, IllegalResponse
from yxs_desktop.engine.events import RoleDealt
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.modes.base import start_round
from yxs_desktop.engine.modes.identity import IdentityMode
from yxs_desktop.engine.modes.teams import Competitive3v3, other_team, team_of
from yxs_desktop.engine.player import Player
from yxs_desktop.engine.requests import Response
from yxs_desktop.engine.skills import SKILLS
from yxs_desktop.engine.turn import resume_turn_in_play, run_turn
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
    ``world``, started up to its first request (the continuation's; ``horizon`` turns
    after the current one at most, None: to the end). ``seed`` seeds its generator
    (reshuffles, dice). The view must be taken in the current player's play phase
    (:class:`ValueError` otherwise): the first request is then that player's next
    play-phase action."""
    if view.phase is not Phase.PLAY:
        raise ValueError(f"a game is rebuilt from a play phase, not from {view.phase}")
    game = Game(make_mode(view.mode), seed)
    cards = game.cards
    game.deck = []
    for pv, player, hand in zip(view.players, game.players, world.hands, strict=True):
        if pv.hero is not None:
            player.hero = HEROES[pv.hero]
        player.skills = [SKILLS[s]() for s in pv.skills]
        player.hp, player.max_hp, player.start_max_hp = pv.hp, pv.max_hp, pv.max_hp
        player.alive, player.dying = pv.alive, pv.dying
        player.role = world.roles[pv.seat]
        player.role_public = pv.role is not None
        player.team = pv.team
        zones.place(game, [cards[c] for c in hand], Area.HAND, pv.seat)
        for c in pv.equip:
            zones.place(game, [cards[c]], Area.EQUIP, pv.seat)
        for c, kind in pv.judge:
            zones.place(game, [cards[c]], Area.JUDGE, pv.seat, kind)
    zones.place(game, [cards[c] for c in view.discard], Area.DISCARD, None)
    zones.place(game, [cards[c] for c in view.table], Area.TABLE, None)
    zones.place(game, [cards[c] for c in world.deck], Area.DECK, None)
    if view.order:
        game.order = [game.players[s] for s in view.order]
    game.current = current = game.players[view.current]
    game.phase = view.phase
    game.round = view.round
    if view.seat is not None:
        game.players[view.seat].strikes_used = view.strikes_used
    if memory is not None:
        current.used_this_turn = list(memory.used_this_turn)
        current.turn_flags = dict(memory.turn_flags)
        if view.phase is Phase.PLAY:
            current.phase_uses = dict(memory.phase_uses)
    game.start(lambda: continuation(game, memory or TurnMemory(), horizon))
    return game


async def continuation(game: Game, memory: TurnMemory, horizon: int | None) -> None:
    """The rest of the current turn from its play phase's next action,
    then play in the mode's order; returns after ``horizon`` more turns (None: never, the
    game ends by itself)."""
    player = game.current
    await resume_turn_in_play(game, player)
    if horizon is not None and horizon <= 0:
        return
    end = None if horizon is None else game.turns + horizon
    if isinstance(game.mode, Competitive3v3):
        await _team_actions(game, game.mode, player, memory, end)
    else:
        await _turn_order(game, player, memory, end)


def _over(game: Game, end: int | None) -> bool:
    return end is not None and game.turns >= end


async def _turn_order(game: Game, last: Player, memory: TurnMemory, end: int | None) -> None:
    """Turns in table order after ``last``: ``modes.base.play_in_turn_order`` carried on
    mid-game, the round growing each time play reaches or passes the place of the seat
    that opened the current round (the lord's in identity mode)."""
    first_seat = memory.round_first
    if isinstance(game.mode, IdentityMode):
        first_seat = game.mode.lord(game).seat
    first = game.players[first_seat if first_seat is not None else last.seat]
    player = last
    while not _over(game, end):
        following = game.next_alive(player)
        n = len(game.order)
        pa, pb, pf = game.position(player), game.position(following), game.position(first)
        if 0 < (pf - pa) % n <= (pb - pa) % n or player is following:
            start_round(game, game.round + 1)
        player = following
        await run_turn(game, player)


async def _team_actions(
    game: Game, mode: Competitive3v3, last: Player, memory: TurnMemory, end: int | None
) -> None:
    """3v3 competitive's alternating team actions (``Competitive3v3.play``) carried on
    after ``last``'s turn: first the vanguards of ``last``'s action still to play, then the
    other team. Approximation: a team counts as having opened (taken its first action)
    once one of its seats has had a turn the seat saw."""
    acted = set(memory.acted) | {last.seat}
    opened = {team_of(game.players[s]) for s in memory.ever_acted | {last.seat}}
    team = team_of(last)
    if last.role is Role.VANGUARD:
        left = [p for p in mode.vanguards(game, team) if p.alive and p.seat not in acted]
        if left:
            await mode.vanguard_turns(game, mode.leader(game, team), left, acted)
    await mode.team_actions(game, other_team(team), acted, opened, lambda: _over(game, end))


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
