"""What each of the 26 card kinds does when used (docs/rules.md §3.3).

Each kind has one :class:`~yxs_desktop.engine.effects.CardEffect`: who it may target now,
how it resolves and, for the delayed tricks, what it does in the judge phase. Equipment
abilities are skills (:mod:`.equipment`); these effects only put equipment on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from yxs_desktop.engine import actions
from yxs_desktop.engine.cards import SPECS
from yxs_desktop.engine.effects import EFFECTS, NO_TARGETS, CardEffect, Targeting
from yxs_desktop.engine.enums import Area, CardType, Kind, Slot, Suit
from yxs_desktop.engine.requests import Cards, PickRevealed
from yxs_desktop.engine.timings import (
    STRIKE_DODGED,
    TARGET_WILL_BE_HIT,
    CardUse,
    StrikeData,
    TargetData,
)

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import JudgeCard, Player


def _others_targetable(
    game: Game, user: Player, kind: Kind, ok: Callable[[Player], bool] = lambda p: True
) -> tuple[int, ...]:
    return tuple(p.seat for p in game.others(user) if ok(p) and not game.prohibited(user, p, kind))


async def _each_target(
    game: Game, use: CardUse, trick: bool, hit: Callable[[Player], Awaitable[None]]
) -> None:
    """Resolve ``use`` on each target in order: the targeting triggers (cancel or
    redirect), a 无懈可击 window for tricks, then ``hit(target)``."""
    for target in list(use.targets):
        if not target.alive:
            continue
        data = TargetData(use, target)
        await game.trigger(TARGET_WILL_BE_HIT, data)
        if data.cancelled:
            continue
        if data.redirect_to is not None:
            target = data.redirect_to
        if trick and await actions.nullified(game, use, target):
            continue
        await hit(target)


# ---------------------------------------------------------------------- basic cards
class Strike(CardEffect):
    kind = Kind.STRIKE

    def targeting(self, game: Game, user: Player, cards: list[Card]) -> Targeting | None:
        if user.strikes_used >= game.strike_limit(user):
            return None
        # ruling equipped_weapon_as_strike: an equipped card used as this 杀 no longer
        # counts for its range or distance (cards compare by identity)
        equipped = user.equip.values()
        gone = next((c for c in cards if c in equipped), None)
        others = game.others(user)
        if not game.ignores_distance(user, Kind.STRIKE):
            reach = game.attack_range(user, gone)  # the same for every target: once
            others = [p for p in others if game.distance(user, p, gone) <= reach]
        candidates = tuple(p.seat for p in others if not game.prohibited(user, p, Kind.STRIKE))
        if not candidates:
            return None
        return Targeting(candidates, 1, 1 + game.extra_strike_targets(user, cards))

    async def resolve(self, game: Game, use: CardUse) -> None:
        async def hit(target: Player) -> None:
            await strike_hits(game, use, target)

        await _each_target(game, use, False, hit)


async def strike_hits(game: Game, use: CardUse, target: Player) -> None:
    """One 杀 against one target: the 闪 it needs, the dodged triggers, then damage."""
    dodged = False
    if not use.undodgeable:
        dodged = True
        for _ in range(use.dodges_needed):
            if not await actions.ask_for_card(
                game, target, Kind.DODGE, about=use, source=use.user, reason="dodge_strike"
            ):
                dodged = False
                break
    if dodged:
        data = StrikeData(use, target)
        await game.trigger(STRIKE_DODGED, data)
        if not data.hit:
            return
    if target.alive:
        # asked for 闪 and none came (not when it could not be dodged or hit anyway)
        missed = None if use.undodgeable or dodged else Kind.DODGE
        await actions.damage(game, use.user, target, 1 + use.damage_bonus, use, unanswered=missed)


class Dodge(CardEffect):
    kind = Kind.DODGE  # only ever played in answer


class Impeccable(CardEffect):
    kind = Kind.IMPECCABLE  # only ever played in answer to a trick


class Medicine(CardEffect):
    kind = Kind.MEDICINE

    def targeting(self, game: Game, user: Player, cards: list[Card]) -> Targeting | None:
        return NO_TARGETS if user.wounded else None

    async def resolve(self, game: Game, use: CardUse) -> None:
        await actions.heal(game, use.user, 1, use.user)


# ---------------------------------------------------------------------- tricks
class Duel(CardEffect):
    kind = Kind.DUEL

    def targeting(self, game: Game, user: Player, cards: list[Card]) -> Targeting | None:
        candidates = _others_targetable(game, user, Kind.DUEL)
        return Targeting(candidates) if candidates else None

    async def resolve(self, game: Game, use: CardUse) -> None:
        async def hit(target: Player) -> None:
            await duel(game, use, use.user, target)

        await _each_target(game, use, True, hit)


async def duel(game: Game, use: CardUse, challenger: Player, target: Player) -> None:
    """Starting with ``target``, the two alternately play 杀 (each as many as it must);
    the first who does not takes 1 damage from the other."""
    needs = {target.seat: use.strikes_needed, challenger.seat: use.challenger_strikes_needed}
    current, other = target, challenger
    while True:
        for _ in range(needs[current.seat]):
            if not await actions.ask_for_card(
                game, current, Kind.STRIKE, about=use, source=other, reason="duel"
            ):
                if current.alive and other.alive:
                    await actions.damage(
                        game, other, current, 1 + _bonus(use, other), use, unanswered=Kind.STRIKE
                    )
                return
        current, other = other, current


def _bonus(use: CardUse, source: Player) -> int:
    return use.damage_bonus if source is use.user else 0


class Firewood(CardEffect):
    kind = Kind.FIREWOOD

    def targeting(self, game: Game, user: Player, cards: list[Card]) -> Targeting | None:
        owned = {c.id for c in cards}
        candidates = _others_targetable(
            game, user, Kind.FIREWOOD, lambda p: any(c.id not in owned for c in p.all_cards(True))
        )
        return Targeting(candidates) if candidates else None

    async def resolve(self, game: Game, use: CardUse) -> None:
        async def hit(target: Player) -> None:
            card = await actions.choose_card_of(game, use.user, target, "firewood")
            if card is not None:
                game.discard_cards([card], reason="firewood")

        await _each_target(game, use, True, hit)


class Pouch(CardEffect):
    kind = Kind.POUCH

    def targeting(self, game: Game, user: Player, cards: list[Card]) -> Targeting | None:
        owned = {c.id for c in cards}
        no_limit = game.ignores_distance(user, Kind.POUCH)
        candidates = _others_targetable(
            game,
            user,
            Kind.POUCH,
            lambda p: (
                (no_limit or game.distance(user, p) <= 1)
                and any(c.id not in owned for c in p.all_cards(True))
            ),
        )
        return Targeting(candidates) if candidates else None

    async def resolve(self, game: Game, use: CardUse) -> None:
        async def hit(target: Player) -> None:
            card = await actions.choose_card_of(game, use.user, target, "pouch")
            if card is not None:
                game.move([card], Area.HAND, use.user.seat, reason="pouch")

        await _each_target(game, use, True, hit)


class FromNothing(CardEffect):
    kind = Kind.FROM_NOTHING

    def targeting(self, game: Game, user: Player, cards: list[Card]) -> Targeting | None:
        return NO_TARGETS

    async def resolve(self, game: Game, use: CardUse) -> None:
        use.targets = [use.user]

        async def hit(target: Player) -> None:
            await game.draw(target, 2)

        await _each_target(game, use, True, hit)


class Knife(CardEffect):
    kind = Kind.KNIFE

    def targeting(self, game: Game, user: Player, cards: list[Card]) -> Targeting | None:
        victims: dict[int, tuple[int, ...]] = {}
        for holder in game.others(user):
            if Slot.WEAPON not in holder.equip or game.prohibited(user, holder, Kind.KNIFE):
                continue
            reachable = tuple(
                p.seat
                for p in game.others(holder)
                if game.in_range(holder, p) and not game.prohibited(holder, p, Kind.STRIKE)
            )
            if reachable:
                victims[holder.seat] = reachable
        if not victims:
            return None
        return Targeting(tuple(victims), 2, 2, victims)

    async def resolve(self, game: Game, use: CardUse) -> None:
        holder, victim = use.targets[0], use.targets[1]
        use.targets = [holder]

        async def hit(target: Player) -> None:
            await knife(game, use, target, victim)

        await _each_target(game, use, True, hit)


async def knife(game: Game, use: CardUse, holder: Player, victim: Player) -> None:
    """借刀杀人: ``holder`` uses 杀 on ``victim`` or gives its weapon to the user."""
    weapon = holder.equip.get(Slot.WEAPON)
    if weapon is None:
        return
    if victim.alive and await actions.strike_answer(game, holder, victim, "knife"):
        return
    weapon = holder.equip.get(Slot.WEAPON)
    if weapon is not None and use.user.alive:
        game.move([weapon], Area.HAND, use.user.seat, reason="knife")


class _AreaTrick(CardEffect):
    """Tricks on all others or everyone, resolved one character at a time in order."""

    everyone: ClassVar[bool] = False

    def targeting(self, game: Game, user: Player, cards: list[Card]) -> Targeting | None:
        return NO_TARGETS

    async def resolve(self, game: Game, use: CardUse) -> None:
        await self.aim(game, use)

        async def hit(target: Player) -> None:
            await self.hit(game, use, target)

        await _each_target(game, use, True, hit)

    async def aim(self, game: Game, use: CardUse) -> None:
        """Set the targets: all others (or everyone), in the order the mode says."""
        order = await game.mode.area_order(game, use.user, self.kind)
        use.targets = [
            p
            for p in order
            if (self.everyone or p is not use.user) and not game.prohibited(use.user, p, self.kind)
        ]

    async def hit(self, game: Game, use: CardUse, target: Player) -> None:
        raise NotImplementedError


class Beacon(_AreaTrick):
    kind = Kind.BEACON

    async def hit(self, game: Game, use: CardUse, target: Player) -> None:
        if not await actions.ask_for_card(
            game, target, Kind.STRIKE, about=use, source=use.user, reason="beacon"
        ):
            await actions.damage(game, use.user, target, 1, use, unanswered=Kind.STRIKE)


class Arrows(_AreaTrick):
    kind = Kind.ARROWS

    async def hit(self, game: Game, use: CardUse, target: Player) -> None:
        if not await actions.ask_for_card(
            game, target, Kind.DODGE, about=use, source=use.user, reason="arrows"
        ):
            await actions.damage(game, use.user, target, 1, use, unanswered=Kind.DODGE)


class Recover(_AreaTrick):
    kind = Kind.RECOVER
    everyone = True

    async def hit(self, game: Game, use: CardUse, target: Player) -> None:
        await actions.heal(game, target, 1, use.user)


class Harvest(_AreaTrick):
    kind = Kind.HARVEST
    everyone = True

    async def resolve(self, game: Game, use: CardUse) -> None:
        # the revealed cards are this use's own: kept here, not on the shared effect
        await self.aim(game, use)
        revealed = await game.reveal_top(len(game.alive()), "harvest")

        async def hit(target: Player) -> None:
            await _pick_revealed(game, target, revealed)

        await _each_target(game, use, True, hit)
        game.clear_table(revealed)


async def _pick_revealed(game: Game, target: Player, revealed: list[Card]) -> None:
    """五谷丰登 on ``target``: it takes one of the revealed cards still on the table."""
    left = [c for c in revealed if game.location[c.id][0] is Area.TABLE]
    if not left:
        return
    answer = await game.ask(PickRevealed((target.seat,), "harvest", tuple(c.id for c in left)))
    assert isinstance(answer, Cards)
    game.move([game.card(answer.ids[0])], Area.HAND, target.seat, reason="harvest")


# ---------------------------------------------------------------------- delayed tricks
class Prison(CardEffect):
    kind = Kind.PRISON

    def targeting(self, game: Game, user: Player, cards: list[Card]) -> Targeting | None:
        candidates = _others_targetable(  # ruling prison_one_per_character
            game, user, Kind.PRISON, lambda p: all(j.kind is not Kind.PRISON for j in p.judge)
        )
        return Targeting(candidates) if candidates else None

    async def resolve(self, game: Game, use: CardUse) -> None:
        target = use.targets[0]
        if target.alive:
            game.move(use.cards, Area.JUDGE, target.seat, reason="place", judge_kind=Kind.PRISON)

    async def judge_phase(self, game: Game, player: Player, entry: JudgeCard) -> None:
        if await _unless_nullified(game, player, entry) is not None:
            result = await actions.judge(game, player, Kind.PRISON.value, prison_hit)
            if result.hit:
                player.skip_play = True
        game.clear_table([entry.card])


class Thunder(CardEffect):
    kind = Kind.THUNDER

    def targeting(self, game: Game, user: Player, cards: list[Card]) -> Targeting | None:
        if any(j.kind is Kind.THUNDER for j in user.judge):
            return None
        return NO_TARGETS

    async def resolve(self, game: Game, use: CardUse) -> None:
        game.move(use.cards, Area.JUDGE, use.user.seat, reason="place", judge_kind=Kind.THUNDER)

    async def judge_phase(self, game: Game, player: Player, entry: JudgeCard) -> None:
        use = await _unless_nullified(game, player, entry)
        if use is not None:
            result = await actions.judge(game, player, Kind.THUNDER.value, thunder_hit)
            if result.hit:
                # ruling jiquan_cards_on_table
                # the card stays on the table while it deals its damage (集权 may take it)
                await actions.damage(game, None, player, 3, use)
                game.clear_table([entry.card])
                return
        _pass_thunder(game, player, entry)


async def _unless_nullified(game: Game, player: Player, entry: JudgeCard) -> CardUse | None:
    """The delayed trick ``entry`` goes to the table and a 无懈可击 window opens on it:
    the use it stands for, or None when it was nullified."""
    use = CardUse(player, [entry.card], entry.kind, [player])
    game.move([entry.card], Area.TABLE, reason="judge_delayed")
    if await actions.nullified(game, use, player):
        return None
    return use


def prison_hit(game: Game, card: Card, player: Player) -> bool:
    """画地为牢 holds (the play phase is skipped) unless the judgement is ♥."""
    return game.suit_of(card, player) is not Suit.HEART


def thunder_hit(game: Game, card: Card, player: Player) -> bool:
    """手捧雷 strikes on ♠2–♠9."""
    return game.suit_of(card, player) is Suit.SPADE and 2 <= card.rank <= 9


def _pass_thunder(game: Game, holder: Player, entry: JudgeCard) -> None:
    """手捧雷 moves on to the next character in turn order without one
    (ruling ``thunder_stays``)."""
    if game.location[entry.card.id][0] is not Area.TABLE:
        return
    # ruling thunder_stays
    for other in [*game.alive(holder)[1:], holder]:
        if all(j.kind is not Kind.THUNDER for j in other.judge):
            game.move([entry.card], Area.JUDGE, other.seat, reason="thunder", judge_kind=entry.kind)
            return
    game.clear_table([entry.card])


# ---------------------------------------------------------------------- equipment
class _Equipment(CardEffect):
    """Every equipment card: it goes into its slot (what it does there is a skill)."""

    def targeting(self, game: Game, user: Player, cards: list[Card]) -> Targeting | None:
        return NO_TARGETS

    async def resolve(self, game: Game, use: CardUse) -> None:
        await equip(game, use.user, use.cards[0])


async def equip(game: Game, player: Player, card: Card) -> None:
    """Put ``card`` into its slot; an old card in that slot is discarded."""
    slot = card.spec.slot
    assert slot is not None
    old = player.equip.get(slot)
    if old is not None:
        game.discard_cards([old], reason="replace")
    game.move([card], Area.EQUIP, player.seat, reason="equip")


for _spec in SPECS.values():
    if _spec.type is CardType.EQUIP:
        EFFECTS[_spec.kind] = _Equipment()
