"""The game's content: what each card does, the equipment's abilities, the lord skills, the
heroes with their skills, the texts and the game log's words. Importing the package
registers all of it into the core's registries (``effects.EFFECTS``, ``skills.SKILLS``,
``skills.EQUIP_SKILLS``, ``heroes.HEROES``); the engine's package imports it.

The faction modules register their heroes in this order, which is docs/rules.md §7's (ruler,
minister, commoner) and the order hero offers are drawn from: keep it.
"""

# isort: off
from yxs_desktop.engine.content import (  # noqa: F401
    standard_cards,
    equipment,
    skill_kit,
    lord_skills,
    heroes_ruler,
    heroes_minister,
    heroes_commoner,
    texts,
    gamelog,
)
# isort: on
