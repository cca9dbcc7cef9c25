"""Skills of the 臣 (minister) heroes of the base pack (RULES.md §7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from yxs_desktop.engine.content.skill_kit import (
    ConvertSkill,
    DrawCountSkill,
)
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.skills import Conversion, Skill, register

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player

INFINITE = 1_000_000


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
