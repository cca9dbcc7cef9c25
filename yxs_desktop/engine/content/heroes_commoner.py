"""The 民 (commoner) heroes of the base pack and their skills (docs/rules.md §7.4).

Rulings chosen here where the skill texts leave a point open (see each class):

* 红颜: the 决斗 counts as used by the second chosen male on the first: it goes through a
  决斗's ``CARD_USED`` and targeting triggers (霸王 applies, 门神 may redirect it) but no
  无懈可击 window; it is no card (no CardUsed event, not in the statistics). A male whom
  the second may not target with 决斗 (归隐) cannot be chosen first.
* 疏财: the heal comes at the moment the cards given this turn reach two; at full HP it is
  lost for the turn.
* 复仇: needs a living source other than Li Kui; with fewer than two hand cards the source
  simply takes the damage (nothing to choose).
* 沉鱼: the new target must be in Xi Shi's attack range after the card is discarded (a
  discarded weapon or −1 horse no longer counts), may not be the attacker or already a
  target of that 杀, and must be a legal target of the attacker's 杀.
* 疗伤: only a wounded character may be chosen.
* 曼舞: the moved damage keeps its source and card; the new target draws its lost HP if it
  is still alive afterwards.
* 侠胆: the effects last for Ren Huanzhi's turn only; "two 杀" means a limit of at least two
  (虎符 still gives any number); a loss forbids using 杀, not playing it in answer.
* 布道: the card goes to another character.
* 太极: also after a 闪 that 玉如意 produced; the 杀 does not count against the limit. It is
  offered only when a 杀 could follow as far as the table can see: a target in range, and a
  hand card (whatever it is) or equipment he can use as 杀.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Final

from yxs_desktop.engine import actions
from yxs_desktop.engine.content.skill_kit import (
    ConvertSkill,
    DamagedSkill,
    DrawCountSkill,
    PhaseSkill,
)
from yxs_desktop.engine.effects import EFFECTS
from yxs_desktop.engine.enums import Faction, Kind, Phase, Sex, Suit
from yxs_desktop.engine.heroes import HeroSpec, register_heroes
from yxs_desktop.engine.requests import Choice, ChooseOption, FrozenDict, Option
from yxs_desktop.engine.skills import Skill
from yxs_desktop.engine.timings import CARD_USED, CardUse

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player
    from yxs_desktop.engine.requests import Use
    from yxs_desktop.engine.timings import DamageData, DrawData, PhaseData, PlayData, TargetData

_C = Faction.COMMONER
_MALE, _FEMALE = Sex.MALE, Sex.FEMALE

# The 民 heroes, in docs/rules.md §7 order (hero offers are drawn in the order of HEROES).
register_heroes(
    HeroSpec("wu_song", "武松", _C, _MALE, 4, ("zuijiu",)),
    HeroSpec("song_jiang", "宋江", _C, _MALE, 4, ("shucai",)),
    HeroSpec("li_kui", "李逵", _C, _MALE, 4, ("fuchou",)),
    HeroSpec("shi_qian", "时迁", _C, _MALE, 3, ("shentou", "feizei", "qingmin")),
    HeroSpec("xi_shi", "西施", _C, _FEMALE, 3, ("meihuo", "chenyu")),
    HeroSpec("bian_que", "扁鹊", _C, _MALE, 3, ("liaoshang", "huichun")),
    HeroSpec("chen_yuanyuan", "陈圆圆", _C, _FEMALE, 3, ("hongyan", "chuchu")),
    HeroSpec("li_shishi", "李师师", _C, _FEMALE, 3, ("hongzhuang", "manwu")),
    HeroSpec("lu_zhishen", "鲁智深", _C, _MALE, 4, ("dili", "kuangchan")),
    HeroSpec("ren_huanzhi", "任桓之", _C, _MALE, 4, ("xiadan",)),
    HeroSpec("zhang_sanfeng", "张三丰", _C, _MALE, 4, ("budao_zhang", "taiji")),
)

INFINITE: Final = 1_000_000


def _is_male(player: Player) -> bool:
    return player.hero is not None and player.hero.sex is Sex.MALE


def _mine_this_turn(game: Game, owner: Player, flag: str) -> int:
    """A turn flag of the owner's, read only during the owner's own turn (turn flags are
    cleared at the start of the owner's next turn, not at the end of this one)."""
    return owner.turn_flags.get(flag, 0) if game.current is owner else 0


# ================================================================ 武松 Wu Song
class Zuijiu(Skill):
    """醉酒 (武松): you may draw only 1 card in your draw phase; then your 杀 and 决斗 deal
    1 more damage this turn."""

    id = "zuijiu"

    def can_on_draw_count(self, game: Game, owner: Player, draw: DrawData) -> bool:
        return draw.player is owner

    async def on_draw_count(self, game: Game, owner: Player, draw: DrawData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        game.invoke(owner, self.id)
        draw.count = 1
        owner.turn_flags[self.id] = 1

    def can_on_card_used(self, game: Game, owner: Player, use: CardUse) -> bool:
        return (
            use.user is owner
            and use.kind in (Kind.STRIKE, Kind.DUEL)
            and bool(_mine_this_turn(game, owner, self.id))
        )

    async def on_card_used(self, game: Game, owner: Player, use: CardUse) -> None:
        use.damage_bonus += 1


# ================================================================ 宋江 Song Jiang
class Shucai(Skill):
    """疏财 (宋江): in your play phase give any hand cards to others; once per turn, when
    the cards given this way reach 2, heal 1."""

    id = "shucai"
    GIVEN = "shucai_given"
    HEALED = "shucai_healed"

    def play_option(self, game: Game, owner: Player) -> Option | None:
        others = game.others(owner)
        if not owner.hand or not others:
            return None
        return Option(
            None,
            tuple(c.id for c in owner.hand),
            (1, len(owner.hand)),
            self.id,
            tuple(p.seat for p in others),
            (1, 1),
        )

    async def activate(self, game: Game, owner: Player, use: Use) -> None:
        receiver = game.players[use.targets[0]]
        cards = [game.card(i) for i in use.cards]
        game.invoke(owner, self.id, [receiver])
        await actions.give(game, owner, cards, receiver)
        given = owner.turn_flags.get(self.GIVEN, 0) + len(cards)
        owner.turn_flags[self.GIVEN] = given
        # ruling shucai_heal_once
        if given >= 2 and not owner.turn_flags.get(self.HEALED):
            owner.turn_flags[self.HEALED] = 1
            await actions.heal(game, owner, 1, owner)


# ================================================================ 李逵 Li Kui
class Fuchou(DamagedSkill):
    """复仇 (李逵): after you take damage, you may judge; if not ♥, the source discards two
    hand cards or takes 1 damage from you (its choice)."""

    id = "fuchou"
    DISCARD = "fuchou.discard"
    DAMAGE = "fuchou.damage"

    def ready(self, game: Game, owner: Player, damage: DamageData) -> bool:
        source = damage.source
        # ruling fuchou_living_source
        return source is not None and source is not owner and source.alive

    async def act(self, game: Game, owner: Player, damage: DamageData) -> None:
        source = damage.source
        assert source is not None  # ready() asked for one
        result = await actions.judge(
            game, owner, self.id, lambda g, card, p: g.suit_of(card, p) is not Suit.HEART
        )
        if not result.hit or not source.alive:
            return
        # ruling fuchou_damage_without_cards
        choices = (self.DISCARD, self.DAMAGE) if len(source.hand) >= 2 else (self.DAMAGE,)
        choice = self.DAMAGE
        if len(choices) > 1:
            answer = await game.ask(ChooseOption((source.seat,), self.id, choices))
            assert isinstance(answer, Choice)
            choice = choices[answer.index]
        if choice == self.DISCARD:
            cards = await actions.choose_own_cards(game, source, source.hand, 2, 2, self.id)
            game.discard_cards(cards, reason=self.id)
        elif owner.alive:
            await actions.damage(game, owner, source, 1)


# ================================================================ 时迁 Shi Qian
class Shentou(ConvertSkill):
    """神偷 (时迁): use ♣ hand cards as 探囊取物."""

    id = "shentou"
    produces = Kind.POUCH

    def eligible(self, game: Game, owner: Player, card: Card) -> bool:
        return game.suit_of(card, owner) is Suit.CLUB


class Feizei(Skill):
    """飞贼 (时迁, locked): your 探囊取物 has no distance limit."""

    id = "feizei"
    locked = True

    def ignores_distance(self, game: Game, owner: Player, kind: Kind) -> bool:
        return kind is Kind.POUCH


class Qingmin(Skill):
    """轻敏 (时迁, locked): you cannot be targeted by 探囊取物."""

    id = "qingmin"
    locked = True

    def prohibits(self, game: Game, owner: Player, user: Player, kind: Kind) -> bool:
        return kind is Kind.POUCH


# ================================================================ 西施 Xi Shi
class Meihuo(ConvertSkill):
    """魅惑 (西施): use ♦ cards (hand or equipment) as 画地为牢."""

    id = "meihuo"
    produces = Kind.PRISON
    from_equipment = True

    def eligible(self, game: Game, owner: Player, card: Card) -> bool:
        return game.suit_of(card, owner) is Suit.DIAMOND


class Chenyu(Skill):
    """沉鱼 (西施): when targeted by 杀, you may discard a card to move it to another
    character in your attack range other than the attacker."""

    id = "chenyu"

    def _candidates(self, game: Game, owner: Player, use: CardUse, card: Card) -> list[Player]:
        # ruling chenyu_new_target
        return [
            p
            for p in game.others(owner)
            if p is not use.user
            and p not in use.targets
            and not game.prohibited(use.user, p, Kind.STRIKE)
            and game.in_range(owner, p, card)
        ]

    def _payable(self, game: Game, owner: Player, use: CardUse) -> list[Card]:
        return [c for c in owner.all_cards() if self._candidates(game, owner, use, c)]

    def can_on_target_will_be_hit(self, game: Game, owner: Player, aimed: TargetData) -> bool:
        return (
            aimed.target is owner
            and aimed.use.kind is Kind.STRIKE
            and not aimed.cancelled
            and aimed.redirect_to is None
            and bool(self._payable(game, owner, aimed.use))
        )

    async def on_target_will_be_hit(self, game: Game, owner: Player, aimed: TargetData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        (card,) = await actions.choose_own_cards(
            game, owner, self._payable(game, owner, aimed.use), 1, 1, self.id
        )
        candidates = self._candidates(game, owner, aimed.use, card)
        (new_target,) = await actions.choose_seats(game, owner, candidates, self.id)
        game.invoke(owner, self.id, [new_target])
        game.discard_cards([card], reason=self.id)
        aimed.redirect_to = new_target


# ================================================================ 扁鹊 Bian Que
class Liaoshang(Skill):
    """疗伤 (扁鹊, once per play phase): discard a hand card to heal any (wounded)
    character 1."""

    id = "liaoshang"
    per_phase = 1

    def play_option(self, game: Game, owner: Player) -> Option | None:
        # ruling liaoshang_wounded_only
        wounded = tuple(p.seat for p in game.alive(owner) if p.wounded)
        if not owner.hand or not wounded:
            return None
        return Option(None, tuple(c.id for c in owner.hand), (1, 1), self.id, wounded, (1, 1))

    async def activate(self, game: Game, owner: Player, use: Use) -> None:
        target = game.players[use.targets[0]]
        game.invoke(owner, self.id, [target])
        game.discard_cards([game.card(i) for i in use.cards], reason=self.id)
        await actions.heal(game, target, 1, owner)


class Huichun(ConvertSkill):
    """回春 (扁鹊): outside your turn, use red cards (hand or equipment) as 药."""

    id = "huichun"
    produces = Kind.MEDICINE
    from_equipment = True
    only_outside_turn = True

    def eligible(self, game: Game, owner: Player, card: Card) -> bool:
        return game.is_red(card, owner)


# ================================================================ 陈圆圆 Chen Yuanyuan
class Hongyan(Skill):
    """红颜 (陈圆圆, once per play phase): discard a card to make two male characters 决斗
    (it cannot be nullified; the first chosen plays 杀 first)."""

    id = "hongyan"
    per_phase = 1

    def play_option(self, game: Game, owner: Player) -> Option | None:
        cards = owner.all_cards()
        if not cards:
            return None
        males = [p for p in game.others(owner) if _is_male(p)]
        # ruling hongyan_legal_pair
        # first chosen -> who may be second: the 决斗 is the second's, aimed at the first
        pairs: dict[int, tuple[int, ...]] = {}
        for first in males:
            seconds = tuple(
                s.seat for s in males if s is not first and not game.prohibited(s, first, Kind.DUEL)
            )
            if seconds:
                pairs[first.seat] = seconds
        if not pairs:
            return None
        return Option(
            None,
            tuple(c.id for c in cards),
            (1, 1),
            self.id,
            tuple(pairs),
            (2, 2),
            FrozenDict(pairs),
        )

    async def activate(self, game: Game, owner: Player, use: Use) -> None:
        first, second = (game.players[s] for s in use.targets)
        game.invoke(owner, self.id, [first, second])
        game.discard_cards([game.card(i) for i in use.cards], reason=self.id)
        # ruling hongyan_duel_of_second
        duel_use = CardUse(
            user=second, cards=[], kind=Kind.DUEL, targets=[first], unnullifiable=True
        )
        await game.trigger(CARD_USED, duel_use)
        if second.alive:
            # the 决斗's own resolution: targeting triggers (霸王, 门神), no 无懈可击 window,
            # then standard_cards.duel(game, duel_use, second, first): the first plays first
            await EFFECTS[Kind.DUEL].resolve(game, duel_use)


class Chuchu(PhaseSkill):
    """楚楚 (陈圆圆, locked): at the end of your turn, draw 1."""

    id = "chuchu"
    locked = True
    phase = Phase.END

    async def act(self, game: Game, owner: Player) -> bool:
        await game.draw(owner, 1)
        return False


# ================================================================ 李师师 Li Shishi
class Hongzhuang(Skill):
    """红妆 (李师师, locked): your ♠ cards count as ♥, judgements included."""

    id = "hongzhuang"
    locked = True

    def suit_of(self, game: Game, owner: Player, card: Card, suit: Suit) -> Suit:
        return Suit.HEART if suit is Suit.SPADE else suit


class Manwu(Skill):
    """曼舞 (李师师): when you would take damage, you may discard a ♥ hand card to move the
    damage to another character, who then draws as many cards as its lost HP."""

    id = "manwu"

    def _hearts(self, game: Game, owner: Player) -> list[Card]:
        return [c for c in owner.hand if game.suit_of(c, owner) is Suit.HEART]

    def can_on_damage_will_be_taken(self, game: Game, owner: Player, damage: DamageData) -> bool:
        return (
            damage.target is owner
            and not damage.prevented
            and damage.amount > 0
            # any hand card, not only ♥ ones: being asked must not tell the table she holds ♥
            and bool(owner.hand)
            and bool(game.others(owner))
        )

    async def on_damage_will_be_taken(self, game: Game, owner: Player, damage: DamageData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        hearts = self._hearts(game, owner)
        if not hearts:
            return  # a yes with nothing to pay: as if she had declined
        (card,) = await actions.choose_own_cards(game, owner, hearts, 1, 1, self.id)
        (victim,) = await actions.choose_seats(game, owner, game.others(owner), self.id)
        # a card that counts as ♥ only through a skill (红妆) paid for it
        game.note_decisive(("suit_of",), lambda holder: game.suit_of(card, owner) is not Suit.HEART)
        game.invoke(owner, self.id, [victim])
        game.discard_cards([card], reason=self.id)
        damage.prevented = True
        # ruling manwu_keeps_source
        await actions.damage(game, damage.source, victim, damage.amount, damage.use)
        if victim.alive and victim.lost_hp > 0:
            await game.draw(victim, victim.lost_hp, reason=self.id)


# ================================================================ 鲁智深 Lu Zhishen
class Dili(DrawCountSkill):
    """底力 (鲁智深, locked): draw 2 + (your lost HP) in your draw phase."""

    id = "dili"
    locked = True

    def can_on_draw_count(self, game: Game, owner: Player, draw: DrawData) -> bool:
        # it changes the draw only when HP is lost (then it fires)
        return draw.player is owner and owner.lost_hp > 0

    def count(self, game: Game, owner: Player, count: int) -> int:
        return count + owner.lost_hp


class Kuangchan(Skill):
    """狂禅 (鲁智深, locked): as lord or 3v3 leader you get no +1 max HP
    (:func:`modes.base.give_hero` reads ``refuses_lord_bonus``)."""

    id = "kuangchan"
    locked = True
    refuses_lord_bonus = True


# ================================================================ 任桓之 Ren Huanzhi
class Xiadan(Skill):
    """侠胆 (任桓之, once per play phase): compare cards with a character; if you win, this
    turn your attack range is unlimited, you may use two 杀 and each 杀 may have two
    targets; if not, you cannot use 杀 this turn."""

    id = "xiadan"
    per_phase = 1
    #: The turn flag's values (class-level: the computer players' turn memory reads them).
    WON: ClassVar[int] = 1
    LOST: ClassVar[int] = -1

    def play_option(self, game: Game, owner: Player) -> Option | None:
        if not owner.hand:
            return None
        targets = tuple(p.seat for p in game.others(owner) if p.hand)
        if not targets:
            return None
        return Option(None, (), (0, 0), self.id, targets, (1, 1))

    async def activate(self, game: Game, owner: Player, use: Use) -> None:
        target = game.players[use.targets[0]]
        game.invoke(owner, self.id, [target])
        won = await actions.compare(game, owner, target, self.id)
        owner.turn_flags[self.id] = self.WON if won else self.LOST

    def attack_range(self, game: Game, owner: Player, value: int) -> int:
        return INFINITE if _mine_this_turn(game, owner, self.id) == self.WON else value

    def strike_limit(self, game: Game, owner: Player, value: int) -> int:
        state = _mine_this_turn(game, owner, self.id)
        # ruling xiadan_this_turn
        if state == self.WON:
            return max(value, 2)
        # ruling xiadan_loss_forbids_use (hero skills come after 虎符)
        if state == self.LOST:
            return 0
        return value

    def extra_strike_targets(self, game: Game, owner: Player, cards: list[Card]) -> int:
        return 1 if _mine_this_turn(game, owner, self.id) == self.WON else 0


# ================================================================ 张三丰 Zhang Sanfeng
class BudaoZhang(Skill):
    """布道 (张三丰): you may draw 3 in your draw phase, then give one of them to another
    character."""

    id = "budao_zhang"

    def can_on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> bool:
        return phase.player is owner and phase.phase is Phase.DRAW and not phase.handled

    async def on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        game.invoke(owner, self.id)
        phase.handled = True
        drawn = await game.draw(owner, 3, reason=self.id)
        pool = [c for c in drawn if c in owner.hand]
        others = game.others(owner)
        if not pool or not others:
            return
        (card,) = await actions.choose_own_cards(game, owner, pool, 1, 1, self.id)
        # ruling budao_zhang_to_another
        (receiver,) = await actions.choose_seats(game, owner, others, self.id)
        await actions.give(game, owner, [card], receiver)


class Taiji(Skill):
    """太极 (张三丰): each time you play 闪, you may use 杀 on a character in your attack
    range."""

    id = "taiji"

    def _targets(self, game: Game, owner: Player) -> list[Player]:
        return [
            p
            for p in game.others(owner)
            if game.in_range(owner, p) and not game.prohibited(owner, p, Kind.STRIKE)
        ]

    def can_on_card_played(self, game: Game, owner: Player, played: PlayData) -> bool:
        return played.player is owner and played.kind is Kind.DODGE and self.ready(game, owner)

    def ready(self, game: Game, owner: Player) -> bool:
        """Whether a 杀 could follow, as far as the table can see (ruling
        taiji_only_when_possible): a character he may 杀 in his attack range, and a hand
        card (any may be a 杀: whether he holds one is not asked, being asked must not tell
        the table) or, with no hand card, an equipped card he can use as a 杀 (傲剑)."""
        # ruling taiji_only_when_possible
        if not self._targets(game, owner):
            return False
        if owner.hand:
            return True
        # with an empty hand only his equipment, which everyone sees, could make one
        options = actions.response_options(game, owner, Kind.STRIKE, None, set())
        return any(o.cards for o in options)  # as actions.strike_answer offers them

    async def on_card_played(self, game: Game, owner: Player, played: PlayData) -> None:
        if not await actions.confirm(game, owner, self.id):
            return
        (target,) = await actions.choose_seats(game, owner, self._targets(game, owner), self.id)
        # ruling extra_strikes_outside_limit
        await actions.strike_answer(game, owner, target, self.id, skill=self.id)
