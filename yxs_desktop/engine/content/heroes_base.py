"""The lord skills (RULES.md §5) and, by import, the skills of the base pack's heroes
(英雄杀 基础篇, RULES.md §7), one module per faction."""

from __future__ import annotations

from typing import TYPE_CHECKING

from yxs_desktop.engine import actions

# The faction modules register their skills on import.
from yxs_desktop.engine.content import (  # noqa: F401
    heroes_commoner,
    heroes_minister,
    heroes_ruler,
)
from yxs_desktop.engine.enums import Faction, Kind
from yxs_desktop.engine.skills import Skill, register
from yxs_desktop.engine.timings import CardUse

if TYPE_CHECKING:
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player


# ============================================================ lord skills (RULES.md §5)
class _AskFaction(Skill):
    """激将 / 护主: ask the characters of one faction, in turn order, to play a card."""

    lord = True
    wanted: Kind
    faction: Faction

    def can_respond(self, game: Game, owner: Player, kind: Kind, about: CardUse | None) -> bool:
        return kind is self.wanted and any(
            p.hero is not None and p.hero.faction is self.faction for p in game.others(owner)
        )

    async def respond(
        self, game: Game, owner: Player, kind: Kind, about: CardUse | None
    ) -> bool:
        game.invoke(owner, self.id)
        for helper in game.others(owner):
            if helper.hero is None or helper.hero.faction is not self.faction:
                continue
            if await actions.ask_for_card(
                game, helper, kind, about=about, target=owner, reason=self.id
            ):
                return True
        return False


@register
class Jijiang(_AskFaction):
    """激将 (君 lord): 臣 characters may play 杀 for the lord."""

    id = "jijiang"
    wanted = Kind.STRIKE
    faction = Faction.MINISTER


@register
class Huzhu(_AskFaction):
    """护主 (臣 lord): 民 characters may play 闪 for the lord."""

    id = "huzhu"
    wanted = Kind.DODGE
    faction = Faction.COMMONER


@register
class Jiuyuan(Skill):
    """救援 (民 lord, locked): a 药 from a 君 character on the dying lord heals 1 more.
    The mode applies it (:meth:`GameMode.save_bonus`)."""

    id = "jiuyuan"
    lord = True
    locked = True
