"""The registry of game modes, and what others may ask of a mode by its name without
knowing its class: the roles it deals, its cards, a game rebuilt from a position."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from yxs_desktop.engine.cards import Card, deck_for
from yxs_desktop.engine.errors import UnknownMode
from yxs_desktop.engine.mode import GameMode, Outcome, RoundProgress
from yxs_desktop.engine.modes.identity import Identity5, Identity5Simple, Identity8, IdentityMode
from yxs_desktop.engine.modes.teams import Casual3v3, Competitive3v3
from yxs_desktop.engine.position import Position, start_position

if TYPE_CHECKING:
    from yxs_desktop.engine.enums import Role
    from yxs_desktop.engine.game import Game

MODES: Final[dict[str, type[GameMode]]] = {
    mode.name: mode for mode in (Identity5, Identity8, Identity5Simple, Casual3v3, Competitive3v3)
}


def _mode_class(name: str) -> type[GameMode]:
    try:
        return MODES[name]
    except KeyError:
        known = ", ".join(sorted(MODES))
        raise UnknownMode(f"unknown mode {name!r}; known modes: {known}") from None


def make_mode(name: str, *, extra_choice: bool = False) -> GameMode:
    """The mode called ``name``; :class:`UnknownMode` lists the known ones otherwise."""
    return _mode_class(name)(extra_choice=extra_choice)


def mode_roles(name: str) -> tuple[Role, ...] | None:
    """The roles a game of mode ``name`` deals face down, one per seat (the identity
    modes; the lord's is then shown), or None where every role is public from the
    seating on (the 3v3 modes)."""
    cls = _mode_class(name)
    return cls.roles if issubclass(cls, IdentityMode) else None


def mode_cards(name: str) -> tuple[Card, ...]:
    """The physical cards a game of mode ``name`` uses, by id (3v3 competitive has no
    手捧雷)."""
    return deck_for(_mode_class(name).deck_without)


def from_position(position: Position, seed: int, horizon: int | None = None) -> Game:
    """A game of ``position.mode`` standing at ``position``, started up to its first
    request (``engine/position.py``, :func:`~.position.start_position`): the rest of
    the current play phase and turn, then ``horizon`` more turns in the mode's order
    (None: to the end). A position it cannot stand at raises :class:`ValueError`."""
    return start_position(make_mode(position.mode), position, seed, horizon)


__all__ = [
    "MODES",
    "GameMode",
    "Outcome",
    "Position",
    "RoundProgress",
    "from_position",
    "make_mode",
    "mode_cards",
    "mode_roles",
]
