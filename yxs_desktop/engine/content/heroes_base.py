"""The skills of the base pack's heroes (英雄杀 基础篇, RULES.md §7) and the lord skills."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from yxs_desktop.engine import actions
from yxs_desktop.engine.content.skill_kit import ConvertSkill, DrawCountSkill, PhaseSkill
from yxs_desktop.engine.enums import Faction, Kind, Phase
from yxs_desktop.engine.skills import Skill, register
from yxs_desktop.engine.timings import CardUse

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player

INFINITE = 1_000_000


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


# ============================================================ simple heroes
@register
class Tianlang(Skill):
    """天狼 (杨延昭, locked): no limit on 杀 per turn."""

    id = "tianlang"
    locked = True

    def strike_limit(self, game: Game, owner: Player, value: int) -> int:
        return INFINITE


@register
class Aojian(ConvertSkill):
    """傲剑 (澹台名): use red cards as 杀."""

    id = "aojian"
    produces = Kind.STRIKE
    from_equipment = True

    def eligible(self, game: Game, owner: Player, card: Card) -> bool:
        return game.is_red(card, owner)


@register
class Wumu(Skill):
    """武穆 (岳飞): use 杀 as 闪 and 闪 as 杀."""

    id = "wumu"

    def conversions(
        self, game: Game, owner: Player, kind: Kind | None, responding: bool
    ) -> list[Any]:
        from yxs_desktop.engine.skills import Conversion

        result = []
        for produced, source in ((Kind.STRIKE, Kind.DODGE), (Kind.DODGE, Kind.STRIKE)):
            if kind in (None, produced):
                pool = tuple(c for c in owner.hand if c.kind is source)
                if pool:
                    result.append(Conversion(produced, pool))
        return result


@register
class Bingxian(DrawCountSkill):
    """兵仙 (韩信): draw 3 instead of 2 in your draw phase."""

    id = "bingxian"

    def count(self, game: Game, owner: Player, count: int) -> int:
        return count + 1


@register
class Chuchu(PhaseSkill):
    """楚楚 (陈圆圆, locked): at the end of your turn, draw 1."""

    id = "chuchu"
    locked = True
    phase = Phase.END

    async def act(self, game: Game, owner: Player) -> bool:
        await game.draw(owner, 1)
        return False
