"""The computer players' levels: the one table `yxs sim`, `yxs arena`, the server's rooms
and the new-game page read. A level is a name and how to build its player for a seat."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from typing import Final

from yxs_desktop.ai.base import Agent
from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.ai.easy import EasyAgent
from yxs_desktop.ai.learned import LearnedAgent
from yxs_desktop.ai.random_agent import RandomAgent
from yxs_desktop.ai.strong import StrongAgent


@dataclass(frozen=True, slots=True)
class Level:
    """One level of computer player."""

    name: str
    #: Builds the player for ``(seat, players, seed)``; ``seed`` is the seat's own.
    build: Callable[[int, int, int], Agent]
    #: Whether persons are offered it (the new-game page, rooms); the others are tools.
    offered: bool
    #: Whether its decisions are slow (a search): the tests then play fewer games with it.
    slow: bool = False
    #: The model files of ``ai/models/`` it reads where the program ships them, ``{mode}``
    #: standing for the mode's name (:func:`model_hashes`).
    models: tuple[str, ...] = ()


def _random(seat: int, players: int, seed: int) -> Agent:
    return RandomAgent(seed)


#: Every level by name, weakest first among those offered.
LEVELS: Final[dict[str, Level]] = {
    level.name: level
    for level in (
        Level("easy", EasyAgent, offered=True),
        Level("baseline", BaselineAgent, offered=True),
        Level("strong", StrongAgent, offered=True),
        # the learned player (issue 36): strong's answers, its actions judged by the
        # learned value; the determinized search it replaced (ai/expert.py) measured level
        # with strong and stays a tool of the benchmarks
        Level(
            "expert",
            LearnedAgent,
            offered=True,
            slow=True,
            models=("value-{mode}.npz", "heroes-{mode}.npz", "advantage-{mode}.npz"),
        ),
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


def model_hashes(level: str, mode: str) -> dict[str, str]:
    """The SHA-256 (hex) of every model file the program ships that ``level`` reads in
    ``mode``, by file name: what a measure of its strength was measured with. Empty for a
    level that reads none (or an unknown one)."""
    found = LEVELS.get(level)
    if found is None:
        return {}
    folder = resources.files("yxs_desktop.ai").joinpath("models")
    hashes = {}
    for pattern in found.models:
        name = pattern.format(mode=mode)
        path = folder.joinpath(name)
        if path.is_file():
            hashes[name] = hashlib.sha256(path.read_bytes()).hexdigest()
    return hashes
