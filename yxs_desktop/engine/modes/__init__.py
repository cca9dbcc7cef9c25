"""The registry of game modes."""

from __future__ import annotations

from typing import Final

from yxs_desktop.engine.errors import UnknownMode
from yxs_desktop.engine.mode import GameMode, Outcome
from yxs_desktop.engine.modes.identity import Identity5, Identity5Simple, Identity8
from yxs_desktop.engine.modes.teams import Casual3v3, Competitive3v3

MODES: Final[dict[str, type[GameMode]]] = {
    mode.name: mode for mode in (Identity5, Identity8, Identity5Simple, Casual3v3, Competitive3v3)
}


def make_mode(name: str, *, extra_choice: bool = False) -> GameMode:
    """The mode called ``name``; :class:`UnknownMode` lists the known ones otherwise."""
    try:
        cls = MODES[name]
    except KeyError:
        known = ", ".join(sorted(MODES))
        raise UnknownMode(f"unknown mode {name!r}; known modes: {known}") from None
    return cls(extra_choice=extra_choice)


__all__ = ["MODES", "GameMode", "Outcome", "make_mode"]
