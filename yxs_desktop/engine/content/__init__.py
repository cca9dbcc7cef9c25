"""The game's content: what each card does, the equipment's abilities, the lord skills and
the heroes with their skills. Importing the package registers all of it into the core's
registries (``effects.EFFECTS``, ``skills.SKILLS``, ``skills.EQUIP_SKILLS``); the engine's
package imports it."""

from yxs_desktop.engine.content import standard_cards, equipment, heroes_base  # noqa: F401, I001
