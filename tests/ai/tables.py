"""Which level sits where in the tests' games: every level of the table (``ai/levels.py``,
so that a level registered later is tested without a change here) at every seat in turn,
mixed at each table. A level marked ``slow`` gets a tenth of the games (at least one)."""

from __future__ import annotations

from typing import NamedTuple

from yxs_desktop.ai.levels import LEVELS
from yxs_desktop.engine.modes import MODES

#: The modes, in a fixed order.
MODE_NAMES = tuple(sorted(MODES))


class Table(NamedTuple):
    """One game to play: its mode, seed and each seat's level."""

    mode: str
    seed: int
    levels: tuple[str, ...]


def tables(mode: str, games: int, first_seed: int = 0) -> list[Table]:
    """``games`` games of ``mode`` where the levels that are not slow take the seats in
    turn (game *i*, seat *s*: level *i + s*), then for each slow level a tenth as many
    with it at one seat (another each game) among the others."""
    players = MODES[mode].players
    fast = [name for name, level in LEVELS.items() if not level.slow]
    slow = [name for name, level in LEVELS.items() if level.slow]
    out = []
    for i in range(games):
        seats = tuple(fast[(i + s) % len(fast)] for s in range(players))
        out.append(Table(mode, first_seed + i, seats))
    for name in slow:
        for i in range(max(1, games // 10)):
            seats = tuple(
                name if s == i % players else fast[(i + s) % len(fast)] for s in range(players)
            )
            out.append(Table(mode, first_seed + games + i, seats))
    return out
