"""Hero specifications (docs/rules.md §7) and which heroes can be offered.

A hero is data: id, Chinese name, faction, sex, HP and skill ids. The content's faction
modules register their heroes (:func:`register_heroes`) beside their skills, which are
classes registered in :mod:`yxs_desktop.engine.skills`. Only heroes whose every skill is
implemented are offered (:func:`available_heroes`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from yxs_desktop.engine.enums import Faction, Sex
from yxs_desktop.engine.skills import SKILLS


@dataclass(frozen=True, slots=True)
class HeroSpec:
    id: str
    zh: str
    faction: Faction
    sex: Sex
    hp: int
    skills: tuple[str, ...]


#: Every base-pack hero, by id, in docs/rules.md §7 order (ruler, minister, commoner): hero
#: offers are drawn from this order, so a change to it changes games.
HEROES: Final[dict[str, HeroSpec]] = {}

#: The lord skill each faction grants (docs/rules.md §5.3).
LORD_SKILLS: Final[dict[Faction, str]] = {
    Faction.RULER: "jijiang",
    Faction.MINISTER: "huzhu",
    Faction.COMMONER: "jiuyuan",
}


def register_heroes(*heroes: HeroSpec) -> None:
    """Add ``heroes`` to :data:`HEROES`, after those already there (a content module calls
    it once, on import, with its faction's heroes in docs/rules.md §7 order)."""
    for hero in heroes:
        if hero.id in HEROES:
            raise ValueError(f"hero id {hero.id!r} defined twice")
        HEROES[hero.id] = hero


def available_heroes(with_skills: bool = True) -> list[HeroSpec]:
    """Heroes that can be offered, in docs/rules.md §7 order: all of them when skills are off,
    else those whose every skill is implemented."""
    heroes = list(HEROES.values())
    if not with_skills:
        return heroes
    return [hero for hero in heroes if all(skill in SKILLS for skill in hero.skills)]
