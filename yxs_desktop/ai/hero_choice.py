"""Choosing a hero by how often it wins in one's role: the measured table
(:mod:`.hero_values`, written by ``python -m yxs_desktop.arena.hero_table``), each hero's
rate drawn towards the role's average by as many games as :data:`PRIOR_GAMES`, so that a
hero seen in few games is not trusted on them. Heroes or modes the table lacks fall back to
the baseline's rating by HP and skills."""

from __future__ import annotations

from functools import cache
from typing import Final

from yxs_desktop.ai.hero_values import HERO_WINS
from yxs_desktop.ai.skill_policy import hero_rating
from yxs_desktop.engine.enums import Role

#: How many games of the role's average a hero's own record is mixed with.
PRIOR_GAMES: Final = 40


def role_key(role: Role | None, team: str | None) -> str:
    """The table's name for a seat's role: ``rebel``, or ``A:leader`` in 3v3."""
    name = role.value if role is not None else "none"
    return f"{team}:{name}" if team else name


@cache
def _average(mode: str, role: str) -> float | None:
    heroes = HERO_WINS.get(mode, {}).get(role)
    if not heroes:
        return None
    wins = sum(w for w, _ in heroes.values())
    games = sum(g for _, g in heroes.values())
    return wins / games if games else None


def hero_value(mode: str, role: str, hero: str) -> float | None:
    """The chance that ``hero`` wins in ``role`` of ``mode``, as measured and shrunk;
    None when the table has nothing for the role."""
    average = _average(mode, role)
    if average is None:
        return None
    wins, games = HERO_WINS[mode][role].get(hero, (0, 0))
    return (wins + PRIOR_GAMES * average) / (games + PRIOR_GAMES)


def best_hero(mode: str, role: str, offers: tuple[str, ...], free: tuple[int, ...]) -> int:
    """The index in ``offers`` (one of ``free``) of the hero most likely to win."""

    def worth(index: int) -> float:
        hero = offers[index]
        measured = hero_value(mode, role, hero)
        # the rating is in HP-and-skill points (about 3 to 8): far below a measured chance
        return measured if measured is not None else hero_rating(hero) / 100

    return max(free, key=worth)
