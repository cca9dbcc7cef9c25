"""The computer players' levels: the one table `yxs sim`, `yxs arena`, the server's rooms
and the new-game page read. A level is a name and how to build its player for a seat."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from yxs_desktop.ai.base import Agent
from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.ai.expert import ExpertAgent
from yxs_desktop.ai.random_agent import RandomAgent


@dataclass(frozen=True, slots=True)
class Level:
    """One level of computer player."""

    name: str
    #: Builds the player for ``(seat, players, seed)``; ``seed`` is the seat's own.
    build: Callable[[int, int, int], Agent]
    #: Whether persons are offered it (the new-game page, rooms); the others are tools.
    offered: bool


def _random(seat: int, players: int, seed: int) -> Agent:
    return RandomAgent(seed)


def _expert(seat: int, players: int, seed: int) -> Agent:
    # The search budget is counted in rollout steps, so that the same seed gives the same
    # game (the arena, yxs sim, tests); the wall-clock cap stays off (docs/ai.md, expert).
    return ExpertAgent(seat, players, seed, deterministic=True)


#: Every level by name, weakest first among those offered.
LEVELS: Final[dict[str, Level]] = {
    level.name: level
    for level in (
        Level("baseline", BaselineAgent, offered=True),
        Level("expert", _expert, offered=True),
        Level("random", _random, offered=False),
    )
}
#: The levels persons may choose, weakest first.
OFFERED: Final = tuple(name for name, level in LEVELS.items() if level.offered)


def build_agent(level: str, seat: int, players: int, seed: int) -> Agent:
    """The player of ``level`` for ``seat``; an unknown level raises :class:`ValueError`."""
    found = LEVELS.get(level)
    if found is None:
        raise ValueError(f"unknown AI {level!r}; choose one of: {', '.join(LEVELS)}")
    return found.build(seat, players, seed)
