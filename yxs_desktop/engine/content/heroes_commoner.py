"""Skills of the 民 (commoner) heroes of the base pack (RULES.md §7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from yxs_desktop.engine.content.skill_kit import (
    PhaseSkill,
)
from yxs_desktop.engine.enums import Phase
from yxs_desktop.engine.skills import register

if TYPE_CHECKING:
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player

INFINITE = 1_000_000


@register
class Chuchu(PhaseSkill):
    """楚楚 (陈圆圆, locked): at the end of your turn, draw 1."""

    id = "chuchu"
    locked = True
    phase = Phase.END

    async def act(self, game: Game, owner: Player) -> bool:
        await game.draw(owner, 1)
        return False
