"""Small building blocks that hero skills share (templates for the common shapes)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from yxs_desktop.engine import actions
from yxs_desktop.engine.enums import Kind, Phase
from yxs_desktop.engine.skills import Conversion, Skill
from yxs_desktop.engine.timings import Timing

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player


class PhaseSkill(Skill):
    """Acts when one of its owner's phases starts (``phase``); optional unless locked."""

    phase: ClassVar[Phase]
    timings = frozenset({Timing.PHASE_STARTED})

    def can_trigger(self, game: Game, owner: Player, timing: Timing, data: Any) -> bool:
        return data.player is owner and data.phase is self.phase and self.ready(game, owner)

    def ready(self, game: Game, owner: Player) -> bool:
        return True

    async def trigger(self, game: Game, owner: Player, timing: Timing, data: Any) -> None:
        if not self.locked and not await actions.confirm(game, owner, self.id):
            return
        game.invoke(owner, self.id)
        if await self.act(game, owner):
            data.handled = True

    async def act(self, game: Game, owner: Player) -> bool:
        """The effect; return True when it replaces the phase's own rule."""
        raise NotImplementedError


class DrawCountSkill(Skill):
    """Changes how many cards its owner draws in the draw phase."""

    timings = frozenset({Timing.DRAW_COUNT})

    def can_trigger(self, game: Game, owner: Player, timing: Timing, data: Any) -> bool:
        return data.player is owner

    async def trigger(self, game: Game, owner: Player, timing: Timing, data: Any) -> None:
        if not self.locked and not await actions.confirm(game, owner, self.id):
            return
        game.invoke(owner, self.id)
        data.count = self.count(game, owner, data.count)

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

    timings = frozenset({Timing.DID_TAKE_DAMAGE})

    def can_trigger(self, game: Game, owner: Player, timing: Timing, data: Any) -> bool:
        return data.target is owner and self.ready(game, owner, data)

    def ready(self, game: Game, owner: Player, damage: Any) -> bool:
        return True

    async def trigger(self, game: Game, owner: Player, timing: Timing, data: Any) -> None:
        if not self.locked and not await actions.confirm(game, owner, self.id):
            return
        game.invoke(owner, self.id)
        await self.act(game, owner, data)

    async def act(self, game: Game, owner: Player, damage: Any) -> None:
        raise NotImplementedError
