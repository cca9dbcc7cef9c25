"""The abilities of weapons and armour, as skills of whoever has them equipped: each
class names its card kind (``card_kind``) and so registers in ``skills.EQUIP_SKILLS``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from yxs_desktop.engine import actions
from yxs_desktop.engine.enums import Color, Kind, Slot
from yxs_desktop.engine.requests import ChooseFrom, Take
from yxs_desktop.engine.skills import Conversion, Skill
from yxs_desktop.engine.timings import CARD_PLAYED, CardUse, PlayData

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player
    from yxs_desktop.engine.timings import DamageData, StrikeData

INFINITE: Final = 1_000_000


def _own_strike(owner: Player, use: CardUse | None) -> bool:
    return use is not None and use.user is owner and use.kind is Kind.STRIKE


class TigerTally(Skill):
    """虎符: any number of 杀 in your play phase."""

    id = "tiger_tally"
    card_kind = Kind.TIGER_TALLY
    locked = True

    def strike_limit(self, game: Game, owner: Player, value: int) -> int:
        return INFINITE


class FishGut(Skill):
    """鱼肠剑: your 杀 ignores the target's armour."""

    id = "fish_gut"
    card_kind = Kind.FISH_GUT
    locked = True

    def can_on_card_used(self, game: Game, owner: Player, use: CardUse) -> bool:
        return _own_strike(owner, use)

    async def on_card_used(self, game: Game, owner: Player, use: CardUse) -> None:
        use.ignores_armour = True


class DragonScale(Skill):
    """龙鳞刀: instead of the 杀's damage, discard two of the target's cards."""

    id = "dragon_scale"
    card_kind = Kind.DRAGON_SCALE

    def can_on_damage_will_be_caused(self, game: Game, owner: Player, damage: DamageData) -> bool:
        return (
            damage.source is owner
            and _own_strike(owner, damage.use)
            and damage.target.has_cards(judge_area=False)
        )

    async def on_damage_will_be_caused(self, game: Game, owner: Player, damage: DamageData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        game.invoke(owner, self.id, [damage.target])
        damage.prevented = True
        # ruling dragon_scale_hand_and_equipment
        for _ in range(2):
            card = await actions.choose_card_of(
                game, owner, damage.target, self.id, judge_area=False
            )
            if card is None:
                break
            game.discard_cards([card], reason=self.id)


class CoiledDragon(Skill):
    """盘龙棍: when your 杀 is dodged, you may use another 杀 on the same target."""

    id = "coiled_dragon"
    card_kind = Kind.COILED_DRAGON

    def can_on_strike_dodged(self, game: Game, owner: Player, strike: StrikeData) -> bool:
        return _own_strike(owner, strike.use) and strike.target.alive and not strike.hit

    async def on_strike_dodged(self, game: Game, owner: Player, strike: StrikeData) -> None:
        # ruling extra_strikes_outside_limit
        await actions.strike_answer(game, owner, strike.target, self.id, skill=self.id)


class ReedSpear(Skill):
    """芦叶枪: use or play any two hand cards as one 杀."""

    id = "reed_spear"
    card_kind = Kind.REED_SPEAR

    def conversions(
        self, game: Game, owner: Player, kind: Kind | None, responding: bool
    ) -> list[Conversion]:
        if kind not in (None, Kind.STRIKE) or len(owner.hand) < 2:
            return []
        return [Conversion(Kind.STRIKE, tuple(owner.hand), 2)]


class BolangHammer(Skill):
    """博浪锤: when your 杀 is dodged, you may discard two cards to make it hit anyway."""

    id = "bolang_hammer"
    card_kind = Kind.BOLANG_HAMMER

    def _payable(self, owner: Player) -> list[Card]:
        weapon = owner.equip.get(Slot.WEAPON)
        # ruling bolang_not_itself
        return [c for c in owner.all_cards() if c is not weapon]

    def can_on_strike_dodged(self, game: Game, owner: Player, strike: StrikeData) -> bool:
        return (
            _own_strike(owner, strike.use)
            and not strike.hit
            and strike.target.alive
            and len(self._payable(owner)) >= 2
        )

    async def on_strike_dodged(self, game: Game, owner: Player, strike: StrikeData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        cards = await actions.choose_own_cards(game, owner, self._payable(owner), 2, 2, self.id)
        game.invoke(owner, self.id, [strike.target])
        game.discard_cards(cards, reason=self.id)
        strike.hit = True


class WolfFang(Skill):
    """狼牙棒: a 杀 that is your last hand card may have up to three targets."""

    id = "wolf_fang"
    card_kind = Kind.WOLF_FANG
    locked = True

    def extra_strike_targets(self, game: Game, owner: Player, cards: list[Card]) -> int:
        in_hand = [c for c in cards if c in owner.hand]
        return 2 if cards and len(in_hand) == len(cards) == len(owner.hand) else 0


class OverlordBow(Skill):
    """霸王弓: when your 杀 damages a target, you may discard one of its horses."""

    id = "overlord_bow"
    card_kind = Kind.OVERLORD_BOW

    def can_on_did_deal_damage(self, game: Game, owner: Player, damage: DamageData) -> bool:
        return (
            damage.source is owner
            and _own_strike(owner, damage.use)
            and damage.target.alive
            and any(s in damage.target.equip for s in (Slot.ATTACK_HORSE, Slot.DEFENCE_HORSE))
        )

    async def on_did_deal_damage(self, game: Game, owner: Player, damage: DamageData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        horses = [
            damage.target.equip[s]
            for s in (Slot.ATTACK_HORSE, Slot.DEFENCE_HORSE)
            if s in damage.target.equip
        ]
        answer = await game.ask(
            ChooseFrom((owner.seat,), self.id, damage.target.seat, 0, tuple(c.id for c in horses))
        )
        assert isinstance(answer, Take) and answer.card is not None
        game.invoke(owner, self.id, [damage.target])
        game.discard_cards([game.card(answer.card)], reason=self.id)


class JadeRuyi(Skill):
    """玉如意: when you need to use or play 闪, you may judge: red counts as that 闪."""

    id = "jade_ruyi"
    card_kind = Kind.JADE_RUYI

    def can_respond(self, game: Game, owner: Player, kind: Kind, about: CardUse | None) -> bool:
        return kind is Kind.DODGE and not (about is not None and about.ignores_armour)

    async def respond(self, game: Game, owner: Player, kind: Kind, about: CardUse | None) -> bool:
        game.invoke(owner, self.id)
        result = await actions.judge(
            game, owner, self.id, lambda g, card, p: g.suit_of(card, p).color is Color.RED
        )
        # ruling jade_counts_as_dodge
        if result.hit:  # counts as playing 闪 (for 图强, 太极), though no card was used
            await game.trigger(CARD_PLAYED, PlayData(owner, Kind.DODGE, [], about))
        return result.hit
