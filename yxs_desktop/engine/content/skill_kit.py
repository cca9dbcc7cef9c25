"""Small building blocks that hero skills share (templates for the common shapes)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from yxs_desktop.engine import actions
from yxs_desktop.engine.enums import Kind, Phase
from yxs_desktop.engine.skills import Conversion, Skill

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player
    from yxs_desktop.engine.timings import DamageData, DrawData, PhaseData


class PhaseSkill(Skill):
    """Acts when one of its owner's phases starts (``phase``); optional unless locked."""

    phase: ClassVar[Phase]

    def can_on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> bool:
        return phase.player is owner and phase.phase is self.phase and self.ready(game, owner)

    def ready(self, game: Game, owner: Player) -> bool:
        return True

    async def on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> None:
        if not self.locked and not await actions.confirm(game, owner, self.id):
            return
        game.invoke(owner, self.id)
        if await self.act(game, owner):
            phase.handled = True

    async def act(self, game: Game, owner: Player) -> bool:
        """The effect; return True when it replaces the phase's own rule."""
        raise NotImplementedError


class DrawCountSkill(Skill):
    """Changes how many cards its owner draws in the draw phase."""

    def can_on_draw_count(self, game: Game, owner: Player, draw: DrawData) -> bool:
        return draw.player is owner

    async def on_draw_count(self, game: Game, owner: Player, draw: DrawData) -> None:
        if not self.locked and not await actions.confirm(game, owner, self.id):
            return
        game.invoke(owner, self.id)
        draw.count = self.count(game, owner, draw.count)

    def count(self, game: Game, owner: Player, count: int) -> int:
        raise NotImplementedError


class ConvertSkill(Skill):
    """Turns some of its owner's cards into another kind, when used or played."""

    #: (kind produced, whether only when answering, whether only when using)
    produces: ClassVar[Kind]
    from_equipment: ClassVar[bool] = False
    only_outside_turn: ClassVar[bool] = False

    def eligible(self, game: Game, owner: Player, card: Card) -> bool:
        raise NotImplementedError

    def conversions(
        self, game: Game, owner: Player, kind: Kind | None, responding: bool
    ) -> list[Conversion]:
        if kind not in (None, self.produces):
            return []
        if self.only_outside_turn and game.current is owner:
            return []
        cards = owner.all_cards() if self.from_equipment else owner.hand
        pool = tuple(c for c in cards if self.eligible(game, owner, c))
        return [Conversion(self.produces, pool)] if pool else []


class DamagedSkill(Skill):
    """Reacts after its owner takes damage (集权, 法家, 复仇...); optional unless locked."""

    def can_on_did_take_damage(self, game: Game, owner: Player, damage: DamageData) -> bool:
        return damage.target is owner and self.ready(game, owner, damage)

    def ready(self, game: Game, owner: Player, damage: DamageData) -> bool:
        return True

    async def on_did_take_damage(self, game: Game, owner: Player, damage: DamageData) -> None:
        if not self.locked and not await actions.confirm(game, owner, self.id):
            return
        game.invoke(owner, self.id)
        await self.act(game, owner, damage)

    async def act(self, game: Game, owner: Player, damage: DamageData) -> None:
        raise NotImplementedError
