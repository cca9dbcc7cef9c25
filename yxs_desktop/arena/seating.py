"""Where the tested level sits in an arena's tested games: one seat at a time (the
default), every seat of one role at once, or every seat of one side at once.

A seat's *role* is the one the deal gives it (``lord``; in 3v3 with the team,
``A:leader``); its *side* is who wins with it: the lord and the loyalists, the rebels,
the renegade; in 3v3 the team. Whole roles or sides measure what one seat cannot: the
rebels going for the lord together, a team shielding its leader.
"""

from __future__ import annotations

from typing import Final, Literal, get_args

from yxs_desktop.engine.enums import Role
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.player import Player

Seating = Literal["seat", "role", "side"]
SEATINGS: Final[tuple[str, ...]] = get_args(Seating)


def role_of(player: Player) -> str:
    """The role the deal gives a seat, as the engine names it; with the team in 3v3
    (``A:leader``), since the teams do not play alike (who moves first)."""
    role = player.role.value if player.role else "none"
    return f"{player.team}:{role}" if player.team else role


def side_of(player: Player) -> str:
    """Who wins with the seat: its team in 3v3, else ``lord`` for the lord and the
    loyalists and its role for the others."""
    if player.team:
        return player.team
    if player.role in (Role.LORD, Role.LOYALIST):
        return Role.LORD.value
    return role_of(player)


def seat_groups(players: list[Player], seating: Seating) -> list[tuple[int, ...]]:
    """The groups of seats the tested level takes in turn, in a fixed order (by seat, or
    by the name of the role or side)."""
    if seating == "seat":
        return [(p.seat,) for p in players]
    key = role_of if seating == "role" else side_of
    groups: dict[str, list[int]] = {}
    for p in players:
        groups.setdefault(key(p), []).append(p.seat)
    return [tuple(groups[name]) for name in sorted(groups)]


def dealt_groups(mode: str, seed: int, seating: Seating) -> list[tuple[int, ...]]:
    """:func:`seat_groups` of the deal of ``seed``: the roles are dealt when the game
    starts, before any decision, so a game started and closed at once shows them."""
    if seating == "seat":
        return [(seat,) for seat in range(make_mode(mode).players)]
    game = Game(make_mode(mode), seed)
    try:
        game.start()
        return seat_groups(game.players, seating)
    finally:
        game.close()
