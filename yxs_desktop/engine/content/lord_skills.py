"""The lord skills (docs/rules.md §5.3): the skill each faction's lord gets in the identity
modes (``heroes.LORD_SKILLS``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from yxs_desktop.engine import actions
from yxs_desktop.engine.effects import EFFECTS
from yxs_desktop.engine.enums import Faction, Kind
from yxs_desktop.engine.events import CardPlayed
from yxs_desktop.engine.requests import Option
from yxs_desktop.engine.skills import Skill
from yxs_desktop.engine.timings import CardUse

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player
    from yxs_desktop.engine.requests import Use


# ======================================================= lord skills (docs/rules.md §5.3)
class _AskFaction(Skill):
    """激将 / 护主: ask the characters of one faction, in turn order, to play a card."""

    lord = True
    wanted: Kind
    faction: Faction

    def helpers(self, game: Game, owner: Player) -> list[Player]:
        """The living characters of the faction, in turn order after the lord."""
        return [
            p for p in game.others(owner) if p.hero is not None and p.hero.faction is self.faction
        ]

    def can_respond(self, game: Game, owner: Player, kind: Kind, about: CardUse | None) -> bool:
        return kind is self.wanted and bool(self.helpers(game, owner))

    async def respond(self, game: Game, owner: Player, kind: Kind, about: CardUse | None) -> bool:
        game.invoke(owner, self.id)
        return await self.ask_helpers(game, owner, about) is not None

    async def ask_helpers(
        self, game: Game, owner: Player, about: CardUse | None
    ) -> list[Card] | None:
        """Ask the helpers in turn order until one plays the card; the cards it played
        (empty if it played without a card), or None when nobody did."""
        for helper in self.helpers(game, owner):
            mark = len(game.events)
            if await actions.ask_for_card(
                game, helper, self.wanted, about=about, target=owner, reason=self.id
            ):
                played = [
                    e
                    for e in game.events[mark:]
                    if isinstance(e, CardPlayed) and e.seat == helper.seat
                ]
                return [game.card(i) for i in played[-1].cards] if played else []
        return None


class Jijiang(_AskFaction):
    """激将 (君 lord): 臣 characters may play 杀 for the lord, when the lord has to play one
    (决斗, 烽火狼烟) or wants to use one in its play phase (the 杀 played by the helper is
    then used by the lord on the lord's targets, and counts as the lord's 杀 for the
    phase). Asking again in the same play phase after everyone declined is not offered."""

    id = "jijiang"
    wanted = Kind.STRIKE
    faction = Faction.MINISTER

    _declined = "jijiang_declined"

    def play_option(self, game: Game, owner: Player) -> Option | None:
        # ruling jijiang_in_play_phase
        if owner.phase_uses.get(self._declined) or not self.helpers(game, owner):
            return None
        targeting = EFFECTS[Kind.STRIKE].targeting(game, owner, [])
        if targeting is None:
            return None
        return Option(
            None, (), (0, 0), self.id, targeting.candidates, (targeting.low, targeting.high)
        )

    async def activate(self, game: Game, owner: Player, use: Use) -> None:
        targets = [game.players[s] for s in use.targets]
        game.invoke(owner, self.id, targets)
        cards = await self.ask_helpers(game, owner, None)
        if cards is None:
            owner.phase_uses[self._declined] = 1
            return
        targets = [t for t in targets if t.alive]
        if owner.alive and targets:
            await actions.use_card(game, owner, cards, Kind.STRIKE, targets)


class Huzhu(_AskFaction):
    """护主 (臣 lord): 民 characters may play 闪 for the lord."""

    id = "huzhu"
    wanted = Kind.DODGE
    faction = Faction.COMMONER


class Jiuyuan(Skill):
    """救援 (民 lord, locked): a 药 from a 君 character on the dying lord heals 1 more.
    The mode applies it (:meth:`GameMode.save_bonus`)."""

    id = "jiuyuan"
    lord = True
    locked = True
