"""How good a (rolled-out) position is for one seat's side, between 0 and 1.

A finished game is 1 for a win and 0 for a loss (a draw 0.25). An unfinished one (a
rollout stopped at its horizon) is the share of the table's strength on the seat's side:
each living character is worth 2 + HP + 0.5 per hand card + 0.5 per equipped card, the
character whose death decides the game (the lord; in 3v3 competitive each leader) twice
that. Sides are by the game's roles (a rollout's are the sampled world's).
"""

from __future__ import annotations

from typing import Final

from yxs_desktop.engine.enums import Role
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.player import Player

DRAW_VALUE: Final = 0.25
_LORD_SIDE: Final = frozenset({Role.LORD, Role.LOYALIST})


def side(me: Player, other: Player) -> int:
    """+1 when ``other`` plays for ``me``'s side, -1 against it, 0 neither (the renegade
    as seen by the others while its aims and theirs still meet)."""
    if other is me:
        return 1
    if me.team is not None:
        return 1 if other.team == me.team else -1
    mine, theirs = me.role, other.role
    if mine is Role.RENEGADE:
        return -1
    if theirs is Role.RENEGADE:
        return 0 if mine is Role.REBEL else -1
    if mine in _LORD_SIDE:
        return 1 if theirs in _LORD_SIDE else -1
    return 1 if theirs is Role.REBEL else -1


def strength(game: Game, player: Player) -> float:
    """What a living character brings its side (0 once dead)."""
    if not player.alive:
        return 0.0
    value = 2.0 + player.hp + 0.5 * len(player.hand) + 0.5 * len(player.equip)
    if player.role in (Role.LORD, Role.LEADER):
        value *= 2
    return value


def evaluate(game: Game, seat: int) -> float:
    """The value of ``game``'s position for ``seat``'s side, from 0 to 1."""
    outcome = game.outcome
    if outcome is not None:
        if outcome.result == "draw":
            return DRAW_VALUE
        return 1.0 if seat in outcome.winners else 0.0
    me = game.players[seat]
    ours = theirs = 0.0
    for p in game.players:
        s = side(me, p)
        if s > 0:
            ours += strength(game, p)
        elif s < 0:
            theirs += strength(game, p)
    total = ours + theirs
    return ours / total if total > 0 else 0.5
