"""The 臣 (minister) heroes of the base pack and their skills (docs/rules.md §7.3).

Readings chosen where the text leaves a point open (each also named in the skill's
docstring, marked **[ruling]**):

* 变法: any of 商鞅's cards (hand or equipment) may replace the judgement card; the
  replaced card goes to the discard pile.
* 法家: the card taken is a hand or equipped card of the source (not its judgement area).
* 舍身: per point of damage, the 2 drawn cards may be given to any other characters or
  kept (cards not handed out stay in 虞姬's hand).
* 诀别: the killer is still the source of the damage that made 虞姬 dying (rewards and
  penalties apply as usual); only living male characters may be chosen.
* 玉步: black/red as the card counts for 赵飞燕 (suit skills apply); a judgement card that
  was replaced (变法) is the one kept or that stops the chain.
* 占卜: with fewer cards in both piles than X, 刘伯温 looks at what there is.
* 攻心: another character only; the suit is the one the card counts as for its new holder
  once shown; the card is shown by passing face up over the table into its hand.
* 治愈: 褒姒 may use it while at full HP (only the male must be injured).
* 易装: "his max HP" is the dead hero's printed HP; a lord/leader bonus 花木兰 had stays
  (unless the new skills refuse it, 狂禅); her lord skill stays; HP is capped at the new
  maximum.
* 补刀: fires after the damage has been dealt and any dying has been resolved, i.e. only
  on a living target (受到伤害后); the 补刀 杀 may itself trigger 补刀 again when it deals
  damage ("again after each hit"); any 杀 counts, not only another character's.
* 单骑: stacks with a real −1 horse (like 马术): always −1.
* 门神: another character only; the redirected 杀/决斗 ignores range; cleared when 秦琼's
  next turn starts.
* 反击: no range limit; "red" means every card used as the 杀 is red.
* 举荐: the distance limit is checked when the skill is used, the card being discarded
  still counting (a −1 horse paid as the cost still helps); "give it to anyone" means
  another character (keeping it is the alternative).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from yxs_desktop.engine import actions
from yxs_desktop.engine.content.skill_kit import (
    ConvertSkill,
    DamagedSkill,
    DrawCountSkill,
    PhaseSkill,
)
from yxs_desktop.engine.enums import Area, Faction, Kind, Phase, Sex, Suit
from yxs_desktop.engine.events import MaxHpChanged, SkillsChanged, SuitNamed
from yxs_desktop.engine.heroes import HeroSpec, register_heroes
from yxs_desktop.engine.requests import (
    Arrange,
    Arrangement,
    Choice,
    ChooseOption,
    Option,
)
from yxs_desktop.engine.skills import SKILLS, Conversion, Skill
from yxs_desktop.engine.timings import (
    CardUse,
    DamageData,
    DyingData,
    JudgeData,
    LossData,
    PhaseData,
    TargetData,
    TurnData,
)

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player
    from yxs_desktop.engine.requests import Use

_M = Faction.MINISTER
_MALE, _FEMALE = Sex.MALE, Sex.FEMALE

# The 臣 heroes, in docs/rules.md §7 order (hero offers are drawn in the order of HEROES).
register_heroes(
    HeroSpec("shang_yang", "商鞅", _M, _MALE, 3, ("bianfa", "fajia")),
    HeroSpec("yu_ji", "虞姬", _M, _FEMALE, 3, ("sheshen", "juebie")),
    HeroSpec("zhao_feiyan", "赵飞燕", _M, _FEMALE, 3, ("yubu", "qingying")),
    HeroSpec("yang_yanzhao", "杨延昭", _M, _MALE, 4, ("tianlang",)),
    HeroSpec("tantai_ming", "澹台名", _M, _MALE, 4, ("aojian",)),
    HeroSpec("yue_fei", "岳飞", _M, _MALE, 4, ("wumu",)),
    HeroSpec("liu_bowen", "刘伯温", _M, _MALE, 3, ("zhanbu", "guiyin")),
    HeroSpec("han_xin", "韩信", _M, _MALE, 3, ("bingxian", "gongxin")),
    HeroSpec("bao_si", "褒姒", _M, _FEMALE, 3, ("fenghuo", "zhiyu")),
    HeroSpec("hua_mulan", "花木兰", _M, _FEMALE, 3, ("mili", "yizhuang")),
    HeroSpec("guan_yu", "关羽", _M, _MALE, 4, ("budao", "danqi")),
    HeroSpec("qin_qiong", "秦琼", _M, _MALE, 4, ("menshen", "fanji")),
    HeroSpec("di_renjie", "狄仁杰", _M, _MALE, 3, ("jujian", "shentan")),
)

INFINITE: Final = 1_000_000

#: The suits a player may name (攻心), as ChooseOption keys, in the engine's suit order.
SUIT_KEYS: Final[tuple[str, ...]] = tuple(f"suit.{suit.value}" for suit in Suit)


def _is_male(player: Player) -> bool:
    return player.hero is not None and player.hero.sex is Sex.MALE


# ====================================================================== 商鞅
class Bianfa(Skill):
    """变法 (商鞅): before any character's judgement takes effect, you may replace the
    judgement card with one of your cards (hand or equipment); the old judgement card
    goes to the discard pile and yours becomes the judgement card."""

    id = "bianfa"

    def can_on_judge_will_take_effect(self, game: Game, owner: Player, judged: JudgeData) -> bool:
        return bool(owner.all_cards())

    async def on_judge_will_take_effect(self, game: Game, owner: Player, judged: JudgeData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        # ruling bianfa_any_own_card
        chosen = await actions.choose_own_cards(game, owner, owner.all_cards(), 1, 1, self.id)
        if not chosen:
            return
        (card,) = chosen
        game.invoke(owner, self.id, [judged.player])
        old = judged.card
        if game.location[old.id][0] is Area.TABLE:
            game.discard_cards([old], reason=self.id)
        game.move([card], Area.TABLE, reason=self.id)
        judged.card = card


class Fajia(DamagedSkill):
    """法家 (商鞅): after you take damage, you may take one card (hand or equipped) from
    the source."""

    id = "fajia"

    def ready(self, game: Game, owner: Player, damage: DamageData) -> bool:
        source = damage.source
        return (
            source is not None
            and source is not owner
            and source.alive
            and source.has_cards(judge_area=False)
        )

    async def on_did_take_damage(self, game: Game, owner: Player, damage: DamageData) -> None:
        source = damage.source
        assert source is not None
        if not await actions.confirm(game, owner, self.id):
            return
        game.invoke(owner, self.id, [source])
        await self.act(game, owner, damage)

    async def act(self, game: Game, owner: Player, damage: DamageData) -> None:
        source = damage.source
        assert source is not None  # ready() asked for one
        # ruling fajia_not_judgement_area
        card = await actions.choose_card_of(game, owner, source, self.id, judge_area=False)
        if card is not None:
            game.move([card], Area.HAND, owner.seat, reason=self.id)


# ====================================================================== 虞姬
class Sheshen(Skill):
    """舍身 (虞姬): for each 1 damage you take, you may draw 2 cards and give them out to
    other characters as you like (those you do not give stay in your hand)."""

    id = "sheshen"

    def can_on_did_take_damage(self, game: Game, owner: Player, damage: DamageData) -> bool:
        return damage.target is owner

    async def on_did_take_damage(self, game: Game, owner: Player, damage: DamageData) -> None:
        for _ in range(damage.amount):
            if not owner.alive or not await actions.confirm(game, owner, self.id):
                return
            game.invoke(owner, self.id)
            drawn = await game.draw(owner, 2, reason=self.id)
            # ruling sheshen_give_or_keep
            await actions.distribute(game, owner, drawn, game.others(owner), self.id)


class Juebie(Skill):
    """诀别 (虞姬): when you become dying, you may choose a male character: he takes all
    your hand and equipped cards, and you die at once (the killer is the source of the
    damage that made you dying, if any)."""

    id = "juebie"

    def _males(self, game: Game, owner: Player) -> list[Player]:
        # ruling juebie_living_male
        return [p for p in game.others(owner) if _is_male(p)]

    def can_on_became_dying(self, game: Game, owner: Player, dying: DyingData) -> bool:
        return dying.player is owner and bool(self._males(game, owner))

    async def on_became_dying(self, game: Game, owner: Player, dying: DyingData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        (heir,) = await actions.choose_seats(game, owner, self._males(game, owner), self.id)
        game.invoke(owner, self.id, [heir])
        cards = owner.all_cards()
        if cards:
            game.move(cards, Area.HAND, heir.seat, reason=self.id)
        # ruling juebie_killer_stays
        killer = dying.damage.source if dying.damage is not None else None
        await actions.die(game, owner, killer)


# ====================================================================== 赵飞燕
class Yubu(Skill):
    """玉步 (赵飞燕): at the start of your turn you may judge repeatedly: you keep each
    black judgement card, and stop at the first red one."""

    id = "yubu"

    def can_on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> bool:
        return phase.player is owner and phase.phase is Phase.START

    async def on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        game.invoke(owner, self.id)
        while owner.alive:
            result = await actions.judge(game, owner, self.id, _black)
            if not result.hit:
                return

    def can_on_judge_done(self, game: Game, owner: Player, judged: JudgeData) -> bool:
        return (
            judged.reason == self.id
            and judged.player is owner
            and judged.hit
            and game.location[judged.card.id][0] is Area.TABLE
        )

    async def on_judge_done(self, game: Game, owner: Player, judged: JudgeData) -> None:
        # ruling yubu_final_judgement_card (the card after 变法; its colour for 赵飞燕)
        game.move([judged.card], Area.HAND, owner.seat, reason=self.id)  # keep the black card


def _black(game: Game, card: Card, player: Player) -> bool:
    return not game.is_red(card, player)


class Qingying(ConvertSkill):
    """轻影 (赵飞燕): use black hand cards as 闪."""

    id = "qingying"
    produces = Kind.DODGE

    def eligible(self, game: Game, owner: Player, card: Card) -> bool:
        return not game.is_red(card, owner)


# ====================================================================== 杨延昭, 澹台名, 岳飞
class Tianlang(Skill):
    """天狼 (杨延昭, locked): no limit on 杀 per turn."""

    id = "tianlang"
    locked = True

    def strike_limit(self, game: Game, owner: Player, value: int) -> int:
        return INFINITE


class Aojian(ConvertSkill):
    """傲剑 (澹台名): use (or play) red cards, hand or equipped, as 杀."""

    id = "aojian"
    produces = Kind.STRIKE
    from_equipment = True

    def eligible(self, game: Game, owner: Player, card: Card) -> bool:
        return game.is_red(card, owner)


class Wumu(Skill):
    """武穆 (岳飞): use (or play) 杀 as 闪 and 闪 as 杀."""

    id = "wumu"

    def conversions(
        self, game: Game, owner: Player, kind: Kind | None, responding: bool
    ) -> list[Conversion]:
        result = []
        for produced, source in ((Kind.STRIKE, Kind.DODGE), (Kind.DODGE, Kind.STRIKE)):
            if kind in (None, produced):
                pool = tuple(c for c in owner.hand if c.kind is source)
                if pool:
                    result.append(Conversion(produced, pool))
        return result


# ====================================================================== 刘伯温
class Zhanbu(PhaseSkill):
    """占卜 (刘伯温): at the start of your turn, you may look at the top X cards of the deck
    (X = the number of living characters, at most 5) and put them back on the top and/or
    the bottom in any order."""

    id = "zhanbu"
    phase = Phase.START

    def ready(self, game: Game, owner: Player) -> bool:
        return bool(game.deck or game.discard)

    async def act(self, game: Game, owner: Player) -> bool:
        count = min(5, len(game.alive()))
        # ruling zhanbu_fewer_cards (peek_top shuffles the discard pile under the deck)
        cards = await game.peek_top(count)
        if not cards:
            return False
        answer = await game.ask(Arrange((owner.seat,), self.id, tuple(c.id for c in cards)))
        assert isinstance(answer, Arrangement)
        game.put_on_deck(
            [game.card(i) for i in answer.top], [game.card(i) for i in answer.bottom], owner.seat
        )
        return False


class Guiyin(Skill):
    """归隐 (刘伯温, locked): while you have no hand cards, you cannot be targeted by 杀
    or 决斗."""

    id = "guiyin"
    locked = True

    def prohibits(self, game: Game, owner: Player, user: Player, kind: Kind) -> bool:
        return kind in (Kind.STRIKE, Kind.DUEL) and not owner.hand


# ====================================================================== 韩信
class Bingxian(DrawCountSkill):
    """兵仙 (韩信): you may draw 3 instead of 2 in your draw phase."""

    id = "bingxian"

    def count(self, game: Game, owner: Player, count: int) -> int:
        return count + 1


class Gongxin(Skill):
    """攻心 (韩信, once per play phase): choose another character; it names a suit, then
    takes one of your hand cards unseen and shows it; if the card's suit differs from the
    named one, it loses 1 HP."""

    id = "gongxin"
    per_phase = 1

    def play_option(self, game: Game, owner: Player) -> Option | None:
        targets = tuple(p.seat for p in game.others(owner))
        if not owner.hand or not targets:
            return None
        return Option(None, (), (0, 0), self.id, targets, (1, 1))

    async def activate(self, game: Game, owner: Player, use: Use) -> None:
        target = game.players[use.targets[0]]
        game.invoke(owner, self.id, [target])
        answer = await game.ask(ChooseOption((target.seat,), self.id, SUIT_KEYS))
        assert isinstance(answer, Choice)
        named = list(Suit)[answer.index]
        game.emit(SuitNamed(target.seat, named, self.id))  # named aloud: the table hears it
        card = await actions.choose_card_of(
            game, target, owner, self.id, equip=False, judge_area=False
        )
        if card is None:
            return
        # Taken and shown to everyone: it passes face up over the table into its hand.
        game.move([card], Area.TABLE, reason=self.id)
        game.move([card], Area.HAND, target.seat, reason=self.id)
        # ruling gongxin_suit_for_holder
        differs = game.suit_of(card, target) is not named
        game.note_decisive(
            ("suit_of",), lambda holder: (game.suit_of(card, target) is not named) != differs
        )
        if differs and target.alive:
            await actions.lose_hp(game, target, 1)


# ====================================================================== 褒姒
class Fenghuo(Skill):
    """烽火 (褒姒): use one of your equipped cards as 烽火狼烟."""

    id = "fenghuo"

    def conversions(
        self, game: Game, owner: Player, kind: Kind | None, responding: bool
    ) -> list[Conversion]:
        if kind not in (None, Kind.BEACON) or responding or not owner.equip:
            return []
        return [Conversion(Kind.BEACON, tuple(owner.equip.values()))]


class Zhiyu(Skill):
    """治愈 (褒姒, once per play phase): discard two hand cards and choose an injured male
    character: you and he each heal 1."""

    id = "zhiyu"
    per_phase = 1

    def play_option(self, game: Game, owner: Player) -> Option | None:
        # ruling zhiyu_at_full_hp
        targets = tuple(p.seat for p in game.others(owner) if _is_male(p) and p.wounded)
        if len(owner.hand) < 2 or not targets:
            return None
        return Option(None, tuple(c.id for c in owner.hand), (2, 2), self.id, targets, (1, 1))

    async def activate(self, game: Game, owner: Player, use: Use) -> None:
        target = game.players[use.targets[0]]
        game.invoke(owner, self.id, [target])
        game.discard_cards([game.card(i) for i in use.cards], reason=self.id)
        await actions.heal(game, owner, 1, owner)
        if target.alive:
            await actions.heal(game, target, 1, owner)


# ====================================================================== 花木兰
class Mili(Skill):
    """迷离 (花木兰): each time you lose an equipped card, you may draw 2."""

    id = "mili"

    def can_on_equip_lost(self, game: Game, owner: Player, lost: LossData) -> bool:
        return lost.player is owner

    async def on_equip_lost(self, game: Game, owner: Player, lost: LossData) -> None:
        for _ in lost.cards:
            if not owner.alive or not await actions.confirm(game, owner, self.id):
                return
            game.invoke(owner, self.id)
            await game.draw(owner, 2, reason=self.id)


class Yizhuang(Skill):
    """易装 (花木兰, once per game, play phase): discard two hand cards and choose a dead
    male hero: you lose your skills and gain his, and your max HP becomes his (a lord's
    +1 stays; HP is capped at the new maximum)."""

    id = "yizhuang"

    def __init__(self) -> None:
        self.used = False

    def _candidates(self, game: Game) -> tuple[int, ...]:
        return tuple(
            p.seat
            for p in game.order
            if not p.alive and _is_male(p) and all(s in SKILLS for s in p.hero.skills)  # type: ignore[union-attr]
        )

    def play_option(self, game: Game, owner: Player) -> Option | None:
        targets = self._candidates(game)
        if self.used or len(owner.hand) < 2 or not targets:
            return None
        return Option(None, tuple(c.id for c in owner.hand), (2, 2), self.id, targets, (1, 1))

    async def activate(self, game: Game, owner: Player, use: Use) -> None:
        self.used = True
        dead = game.players[use.targets[0]]
        hero = dead.hero
        assert hero is not None
        game.invoke(owner, self.id, [dead])
        game.discard_cards([game.card(i) for i in use.cards], reason=self.id)
        # ruling yizhuang_keeps_lord_skill
        kept = [s for s in owner.skills if s.lord]
        gained = [SKILLS[s]() for s in hero.skills]
        owner.skills = gained + kept
        game.emit(SkillsChanged(owner.seat, tuple([s.id for s in owner.skills])))
        # ruling yizhuang_max_hp
        bonus = owner.start_max_hp - owner.hero.hp if owner.hero is not None else 0
        refusing = [s for s in gained if s.refuses_lord_bonus]
        if refusing and bonus > 0:
            game.note_status(owner, refusing[0].id)  # 狂禅 takes the lord's +1 away
        if refusing:
            bonus = 0
        owner.max_hp = hero.hp + max(bonus, 0)
        owner.hp = min(owner.hp, owner.max_hp)
        game.emit(MaxHpChanged(owner.seat, owner.max_hp, owner.hp))
        game.refresh_skills()
        if owner.hp <= 0:  # not reachable with base-pack HP values; kept for safety
            await actions.dying(game, owner, None)


# ====================================================================== 关羽
class Budao(Skill):
    """补刀 (关羽): outside your turn, after a character in your attack range takes damage
    from a 杀, you may use a 杀 on it; each time that 杀 deals damage, you may do so
    again."""

    id = "budao"

    def can_on_did_take_damage(self, game: Game, owner: Player, damage: DamageData) -> bool:
        target = damage.target
        return (
            damage.use is not None
            # ruling budao_any_strike
            and damage.use.kind is Kind.STRIKE
            and game.current is not owner
            and target is not owner
            # ruling budao_after_damage (DID_TAKE_DAMAGE: after any dying)
            and target.alive
            and game.in_range(owner, target)
        )

    async def on_did_take_damage(self, game: Game, owner: Player, damage: DamageData) -> None:
        # ruling extra_strikes_outside_limit
        await actions.strike_answer(game, owner, damage.target, self.id, skill=self.id)


class Danqi(Skill):
    """单骑 (关羽, locked): you count as having a −1 horse (your distance to others is 1
    less, on top of a real −1 horse)."""

    id = "danqi"
    locked = True

    def distance_from(self, game: Game, owner: Player, other: Player) -> int:
        # ruling danqi_stacks_with_horse
        return -1


# ====================================================================== 秦琼
class Menshen(Skill):
    """门神 (秦琼): at the end of your turn, you may choose another character; until your
    next turn, 杀 and 决斗 aimed at it are aimed at you instead."""

    id = "menshen"

    def __init__(self) -> None:
        self.ward: Player | None = None

    def can_on_turn_started(self, game: Game, owner: Player, turn: TurnData) -> bool:
        return turn.player is owner and self.ward is not None

    async def on_turn_started(self, game: Game, owner: Player, turn: TurnData) -> None:
        # ruling menshen_until_next_turn
        self.ward = None

    def can_on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> bool:
        return phase.player is owner and phase.phase is Phase.END and bool(game.others(owner))

    async def on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        (ward,) = await actions.choose_seats(game, owner, game.others(owner), self.id)
        game.invoke(owner, self.id, [ward])
        self.ward = ward

    def can_on_target_will_be_hit(self, game: Game, owner: Player, aimed: TargetData) -> bool:
        return (
            self.ward is not None
            and aimed.target is self.ward
            and aimed.use.kind in (Kind.STRIKE, Kind.DUEL)
            and aimed.use.user is not owner
            and not aimed.cancelled
            and aimed.redirect_to is None
        )

    async def on_target_will_be_hit(self, game: Game, owner: Player, aimed: TargetData) -> None:
        game.invoke(owner, self.id, [aimed.target])
        # ruling menshen_ignores_range
        aimed.redirect_to = owner


class Fanji(Skill):
    """反击 (秦琼): after you take damage from a 杀 or 决斗, you may use a 杀 on the source
    (any distance); if that 杀 is red, it cannot be dodged."""

    id = "fanji"

    def __init__(self) -> None:
        self.countering = False

    def can_on_did_take_damage(self, game: Game, owner: Player, damage: DamageData) -> bool:
        source = damage.source
        return (
            damage.target is owner
            and damage.use is not None
            and damage.use.kind in (Kind.STRIKE, Kind.DUEL)
            and source is not None
            and source is not owner
            and source.alive
        )

    async def on_did_take_damage(self, game: Game, owner: Player, damage: DamageData) -> None:
        source = damage.source
        assert source is not None  # the check asked for one
        self.countering = True
        try:
            # ruling fanji_any_distance; ruling extra_strikes_outside_limit
            await actions.strike_answer(game, owner, source, self.id, skill=self.id)
        finally:
            self.countering = False

    def can_on_card_used(self, game: Game, owner: Player, use: CardUse) -> bool:
        return self.countering and use.user is owner and use.kind is Kind.STRIKE

    async def on_card_used(self, game: Game, owner: Player, use: CardUse) -> None:
        # the counter 杀 itself: red cannot be dodged
        self.countering = False
        # ruling fanji_red_all_cards
        if use.cards and all(game.is_red(c, owner) for c in use.cards):
            use.undodgeable = True


# ====================================================================== 狄仁杰
class Jujian(Skill):
    """举荐 (狄仁杰, once per play phase): discard a card to take a hand card from a
    character within distance 2; then you may give that card to another character."""

    id = "jujian"
    per_phase = 1

    def play_option(self, game: Game, owner: Player) -> Option | None:
        cards = owner.all_cards()
        # ruling jujian_distance_before_cost
        targets = tuple(
            p.seat for p in game.others(owner) if p.hand and game.distance(owner, p) <= 2
        )
        if not cards or not targets:
            return None
        return Option(None, tuple(c.id for c in cards), (1, 1), self.id, targets, (1, 1))

    async def activate(self, game: Game, owner: Player, use: Use) -> None:
        target = game.players[use.targets[0]]
        game.invoke(owner, self.id, [target])
        game.discard_cards([game.card(i) for i in use.cards], reason=self.id)
        card = await actions.choose_card_of(
            game, owner, target, self.id, equip=False, judge_area=False
        )
        if card is None:
            return
        game.move([card], Area.HAND, owner.seat, reason=self.id)
        # ruling jujian_give_to_another
        receivers = await actions.choose_seats(
            game, owner, game.others(owner), self.id, low=0, high=1
        )
        if receivers and card in owner.hand:
            await actions.give(game, owner, [card], receivers[0])


class Shentan(ConvertSkill):
    """神探 (狄仁杰): use any hand card as 无懈可击."""

    id = "shentan"
    produces = Kind.IMPECCABLE

    def eligible(self, game: Game, owner: Player, card: Card) -> bool:
        return True
