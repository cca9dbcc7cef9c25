"""The 君 (ruler) heroes of the base pack and their skills (docs/rules.md §7.2).

Rulings taken here where the skill texts leave a point open (also listed in the report
to the rules page):

* 起义: taking replaces the whole draw phase; the cards are taken blind, one from each
  chosen character, in turn order from 陈胜; it is offered only when another character
  has a hand card.
* 隐忍: a skipped play phase counts as "no 杀 used"; a 杀 played in answer (决斗,
  烽火狼烟) is not a use; it is offered only when there is something to discard.
* 图强: a red 玉如意 judgement counts as playing 闪 (the engine reports it as played).
* 集权: takes the card(s) of the damaging use that are still in the processing area
  (手捧雷 included: it stays there while it deals its damage); a damage without a card
  (skills) gives nothing.
* 驭人: hand and equipped cards may be discarded, at least one.
* 奸雄: the card used through it counts like any card of its kind (a 杀 counts against
  the 杀 limit); equipment cannot be imitated; usable in the play phase only.
* 霸王 / 女权: applied once the 决斗's target is final (after redirections); 霸王's
  first 闪 is spent even if the second is missing.
* 控局: whether 李世民 may be targeted is decided when the card is used.
* 迁都: with any other living character, at any distance.
* 强掠: the card is taken from the hand or equipment, not the judgement area.
* 骑射: stacks with a real 进攻马 (like 马术).
* 蝶魂: applies to the tricks that affect "all others" or "everyone" (cards.AREA_TRICKS),
  whatever the number of characters left; it acts before the 无懈可击 window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from yxs_desktop.engine import actions
from yxs_desktop.engine.cards import AREA_TRICKS, SPECS
from yxs_desktop.engine.content.skill_kit import ConvertSkill, DamagedSkill, PhaseSkill
from yxs_desktop.engine.enums import Area, CardType, Color, Faction, Kind, Phase, Sex
from yxs_desktop.engine.events import Nullified
from yxs_desktop.engine.heroes import HeroSpec, register_heroes
from yxs_desktop.engine.requests import Option
from yxs_desktop.engine.skills import Conversion, Skill

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player
    from yxs_desktop.engine.requests import Use
    from yxs_desktop.engine.timings import (
        CardUse,
        DamageData,
        PhaseData,
        PlayData,
        StrikeData,
        TargetData,
    )

_R = Faction.RULER
_MALE, _FEMALE = Sex.MALE, Sex.FEMALE

# The 君 heroes, in docs/rules.md §7 order (hero offers are drawn in the order of HEROES).
register_heroes(
    HeroSpec("ying_zheng", "嬴政", _R, _MALE, 4, ("jiquan",)),
    HeroSpec("liu_bang", "刘邦", _R, _MALE, 4, ("yuren",)),
    HeroSpec("chen_sheng", "陈胜", _R, _MALE, 4, ("qiyi",)),
    HeroSpec("cao_cao", "曹操", _R, _MALE, 4, ("jianxiong",)),
    HeroSpec("gou_jian", "勾践", _R, _MALE, 3, ("yinren", "tuqiang")),
    HeroSpec("xiang_yu", "项羽", _R, _MALE, 4, ("bawang",)),
    HeroSpec("li_shimin", "李世民", _R, _MALE, 4, ("kongju",)),
    HeroSpec("wu_zetian", "武则天", _R, _FEMALE, 3, ("qiandu", "nvquan")),
    HeroSpec("zhao_kuangyin", "赵匡胤", _R, _MALE, 4, ("shiquan",)),
    HeroSpec("temujin", "铁木真", _R, _MALE, 4, ("qianglue", "qishe")),
    HeroSpec("murong", "慕容", _R, _FEMALE, 3, ("diehun",)),
)

INFINITE: Final = 1_000_000

#: Priority of the skills that read a target after redirections (门神) are settled.
AFTER_REDIRECTS: Final = -10


def _is_male(player: Player) -> bool:
    return player.hero is not None and player.hero.sex is Sex.MALE


def _final_target(aimed: TargetData) -> Player:
    return aimed.redirect_to if aimed.redirect_to is not None else aimed.target


# ============================================================ 嬴政
class Jiquan(DamagedSkill):
    """集权 (嬴政): after you take damage, you may take the card(s) that caused it."""

    id = "jiquan"

    def _cards(self, game: Game, damage: DamageData) -> list[Card]:
        if damage.use is None:
            return []
        # ruling jiquan_cards_on_table
        return [c for c in damage.use.cards if game.location[c.id][0] is Area.TABLE]

    def ready(self, game: Game, owner: Player, damage: DamageData) -> bool:
        return bool(self._cards(game, damage))

    async def act(self, game: Game, owner: Player, damage: DamageData) -> None:
        cards = self._cards(game, damage)
        if cards:
            game.move(cards, Area.HAND, owner.seat, reason=self.id)


# ============================================================ 刘邦
class Yuren(Skill):
    """驭人 (刘邦, once per play phase): discard any number of cards, draw as many."""

    id = "yuren"
    per_phase = 1

    def play_option(self, game: Game, owner: Player) -> Option | None:
        cards = owner.all_cards()
        if not cards:
            return None
        # ruling yuren_hand_and_equipment
        return Option(None, tuple(c.id for c in cards), (1, len(cards)), self.id)

    async def activate(self, game: Game, owner: Player, use: Use) -> None:
        cards = [game.card(i) for i in use.cards]
        game.invoke(owner, self.id)
        game.discard_cards(cards, reason=self.id)
        await game.draw(owner, len(cards), reason=self.id)


# ============================================================ 陈胜
class Qiyi(Skill):
    """起义 (陈胜): in your draw phase you may instead take one hand card each from up to
    two other characters."""

    id = "qiyi"

    def _candidates(self, game: Game, owner: Player) -> list[Player]:
        # ruling qiyi_replaces_draw (offered only when another character has a hand card)
        return [p for p in game.others(owner) if p.hand]

    def can_on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> bool:
        return (
            phase.player is owner
            and phase.phase is Phase.DRAW
            and not phase.handled
            and bool(self._candidates(game, owner))
        )

    async def on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        candidates = self._candidates(game, owner)
        chosen = await actions.choose_seats(
            game, owner, candidates, self.id, 1, min(2, len(candidates))
        )
        # ruling qiyi_blind_in_turn_order
        chosen = [p for p in candidates if p in chosen]  # take in turn order
        # ruling qiyi_replaces_draw
        game.invoke(owner, self.id, chosen)
        phase.handled = True
        for target in chosen:
            if not (owner.alive and target.alive and target.hand):
                continue
            card = await actions.choose_card_of(
                game, owner, target, self.id, equip=False, judge_area=False
            )
            if card is not None:
                game.move([card], Area.HAND, owner.seat, reason=self.id)


# ============================================================ 曹操
class Jianxiong(Skill):
    """奸雄 (曹操, once per play phase): use one of your cards as the last card you used
    this turn."""

    id = "jianxiong"
    per_phase = 1

    def _last(self, owner: Player) -> Kind | None:
        if not owner.used_this_turn:
            return None
        last = owner.used_this_turn[-1]
        # ruling jianxiong_not_equipment
        return None if SPECS[last].type is CardType.EQUIP else last

    def conversions(
        self, game: Game, owner: Player, kind: Kind | None, responding: bool
    ) -> list[Conversion]:
        # ruling jianxiong_play_phase_only
        if responding or game.current is not owner or not self.uses_left(owner):
            return []
        last = self._last(owner)
        if last is None or kind not in (None, last):
            return []
        pool = tuple(owner.all_cards())
        # ruling jianxiong_like_a_real_card: used like any card (a 杀 counts for the limit)
        return [Conversion(last, pool)] if pool else []

    def can_on_card_used(self, game: Game, owner: Player, use: CardUse) -> bool:
        return use.user is owner and use.skill == self.id

    async def on_card_used(self, game: Game, owner: Player, use: CardUse) -> None:
        # the engine counts play-phase uses only for play_option skills: count this one
        owner.phase_uses[self.id] = owner.phase_uses.get(self.id, 0) + 1


# ============================================================ 勾践
class Yinren(PhaseSkill):
    """隐忍 (勾践): if you used no 杀 in your play phase, you may skip your discard phase."""

    id = "yinren"
    phase = Phase.DISCARD

    def ready(self, game: Game, owner: Player) -> bool:
        # ruling yinren_no_strike_used; ruling yinren_only_if_over_limit
        return Kind.STRIKE not in owner.used_this_turn and len(owner.hand) > game.hand_limit(owner)

    async def act(self, game: Game, owner: Player) -> bool:
        return True  # the discard phase's rule does not run


class Tuqiang(Skill):
    """图强 (勾践, locked): outside your turn, each time you use or play 闪, draw 1."""

    id = "tuqiang"
    locked = True

    def can_on_card_played(self, game: Game, owner: Player, played: PlayData) -> bool:
        return played.player is owner and played.kind is Kind.DODGE and game.current is not owner

    async def on_card_played(self, game: Game, owner: Player, played: PlayData) -> None:
        game.invoke(owner, self.id)
        await game.draw(owner, 1, reason=self.id)


# ============================================================ 项羽
class Bawang(Skill):
    """霸王 (项羽, locked): your 杀 needs two 闪 to cancel; in a 决斗 with you, the
    opponent must play two 杀 each time."""

    id = "bawang"
    locked = True
    # ruling bawang_final_target
    priority = AFTER_REDIRECTS - 1  # after 女权 may have cancelled the 决斗

    def can_on_card_used(self, game: Game, owner: Player, use: CardUse) -> bool:
        return use.user is owner and use.kind is Kind.STRIKE and not use.undodgeable

    async def on_card_used(self, game: Game, owner: Player, use: CardUse) -> None:
        game.invoke(owner, self.id, use.targets)
        # ruling bawang_first_dodge_spent (strike_hits spends each 闪 as it is played)
        use.dodges_needed = max(use.dodges_needed, 2)

    def can_on_target_will_be_hit(self, game: Game, owner: Player, aimed: TargetData) -> bool:
        if aimed.use.kind is not Kind.DUEL or aimed.cancelled:
            return False
        return aimed.use.user is owner or _final_target(aimed) is owner

    async def on_target_will_be_hit(self, game: Game, owner: Player, aimed: TargetData) -> None:
        use = aimed.use
        final = _final_target(aimed)
        if use.user is owner and final is not owner:
            game.invoke(owner, self.id, [final])
            use.strikes_needed = max(use.strikes_needed, 2)
        elif final is owner and use.user is not owner:
            game.invoke(owner, self.id, [use.user])
            use.challenger_strikes_needed = max(use.challenger_strikes_needed, 2)


# ============================================================ 李世民
class Kongju(Skill):
    """控局 (李世民, locked): your hand limit is your max HP; while your hand is smaller
    than your max HP you cannot be targeted by 探囊取物 or 釜底抽薪; while it is larger,
    not by 画地为牢."""

    id = "kongju"
    locked = True

    def hand_limit(self, game: Game, owner: Player, value: int) -> int:
        return owner.max_hp

    def prohibits(self, game: Game, owner: Player, user: Player, kind: Kind) -> bool:
        # ruling kongju_checked_on_use: prohibitions are asked only when a card is used
        if kind in (Kind.POUCH, Kind.FIREWOOD):
            return len(owner.hand) < owner.max_hp
        if kind is Kind.PRISON:
            return len(owner.hand) > owner.max_hp
        return False


# ============================================================ 武则天
class Qiandu(Skill):
    """迁都 (武则天, once per play phase): discard two black hand cards to swap seats with
    any other living character."""

    id = "qiandu"
    per_phase = 1

    def play_option(self, game: Game, owner: Player) -> Option | None:
        black = [c for c in owner.hand if game.suit_of(c, owner).color is Color.BLACK]
        # ruling qiandu_any_distance
        others = game.others(owner)
        if len(black) < 2 or not others:
            return None
        return Option(
            None,
            tuple(c.id for c in black),
            (2, 2),
            self.id,
            tuple(p.seat for p in others),
            (1, 1),
        )

    async def activate(self, game: Game, owner: Player, use: Use) -> None:
        target = game.players[use.targets[0]]
        game.invoke(owner, self.id, [target])
        game.discard_cards([game.card(i) for i in use.cards], reason=self.id)
        game.swap_places(owner, target)


class Nvquan(Skill):
    """女权 (武则天, locked): a male you 决斗 must play two 杀 each time; a male's 决斗 on
    you has no effect."""

    id = "nvquan"
    locked = True
    # ruling bawang_final_target
    priority = AFTER_REDIRECTS

    def can_on_target_will_be_hit(self, game: Game, owner: Player, aimed: TargetData) -> bool:
        use = aimed.use
        if use.kind is not Kind.DUEL or aimed.cancelled:
            return False
        final = _final_target(aimed)
        if use.user is owner:
            return final is not owner and _is_male(final)
        return final is owner and _is_male(use.user)

    async def on_target_will_be_hit(self, game: Game, owner: Player, aimed: TargetData) -> None:
        use = aimed.use
        if use.user is owner:
            final = _final_target(aimed)
            game.invoke(owner, self.id, [final])
            use.strikes_needed = max(use.strikes_needed, 2)
            return
        game.invoke(owner, self.id, [use.user])
        aimed.cancelled = True
        game.emit(Nullified(use.kind, owner.seat))


# ============================================================ 赵匡胤
class Shiquan(ConvertSkill):
    """释权 (赵匡胤): use any black card (hand or equipped) as 釜底抽薪."""

    id = "shiquan"
    produces = Kind.FIREWOOD
    from_equipment = True

    def eligible(self, game: Game, owner: Player, card: Card) -> bool:
        return game.suit_of(card, owner).color is Color.BLACK


# ============================================================ 铁木真
class Qianglue(Skill):
    """强掠 (铁木真): when your 杀 is dodged, you may judge; if black, take one card from
    the target."""

    id = "qianglue"

    def can_on_strike_dodged(self, game: Game, owner: Player, strike: StrikeData) -> bool:
        return (
            strike.use.user is owner
            and strike.use.kind is Kind.STRIKE
            and not strike.hit
            and strike.target.alive
            and strike.target.has_cards(judge_area=False)
        )

    async def on_strike_dodged(self, game: Game, owner: Player, strike: StrikeData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        game.invoke(owner, self.id, [strike.target])
        result = await actions.judge(
            game, owner, self.id, lambda g, card, p: g.suit_of(card, p).color is Color.BLACK
        )
        target = strike.target
        if not (result.hit and owner.alive and target.alive and target.has_cards(False)):
            return
        # ruling qianglue_not_judgement_area
        card = await actions.choose_card_of(game, owner, target, self.id, judge_area=False)
        if card is not None:
            game.move([card], Area.HAND, owner.seat, reason=self.id)


class Qishe(Skill):
    """骑射 (铁木真, locked): you count as having a −1 horse."""

    id = "qishe"
    locked = True

    def distance_from(self, game: Game, owner: Player, other: Player) -> int:
        # ruling qishe_stacks_with_horse
        return -1


# ============================================================ 慕容
class Diehun(Skill):
    """蝶魂 (慕容): when a trick with several targets is about to affect you, you may
    cancel it for you and draw 1."""

    id = "diehun"

    def can_on_target_will_be_hit(self, game: Game, owner: Player, aimed: TargetData) -> bool:
        return (
            # ruling diehun_area_tricks; ruling diehun_before_impeccable (runs before 无懈可击)
            aimed.use.kind in AREA_TRICKS and not aimed.cancelled and _final_target(aimed) is owner
        )

    async def on_target_will_be_hit(self, game: Game, owner: Player, aimed: TargetData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        game.invoke(owner, self.id)
        aimed.cancelled = True
        game.emit(Nullified(aimed.use.kind, owner.seat))
        await game.draw(owner, 1, reason=self.id)
