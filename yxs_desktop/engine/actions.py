"""The procedures every card, skill and mode builds on: use and play cards (a 杀 at once
on a given target too), answer requests for cards, 无懈可击 windows, damage, healing, HP
loss, dying, death, judgement and choosing cards.

Each is an ``async def`` that may ask questions through :meth:`Game.ask`; nested
resolution (a 杀 inside a 决斗 inside a 借刀杀人) is a plain nested call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from yxs_desktop.engine.cards import SPECS, Card
from yxs_desktop.engine.effects import EFFECTS
from yxs_desktop.engine.enums import Area, Kind
from yxs_desktop.engine.events import (
    CardPlayed,
    CardUsed,
    Compared,
    Damaged,
    Died,
    Dying,
    Healed,
    HpLost,
    Judged,
    Nullified,
    RoleRevealed,
    Saved,
)
from yxs_desktop.engine.requests import (
    EMPTY,
    Answer,
    Cards,
    ChooseCards,
    ChooseFrom,
    ChooseSeats,
    Confirm,
    Distribute,
    Distribution,
    FrozenDict,
    Option,
    Pass,
    Respond,
    Seats,
    Take,
    Use,
)
from yxs_desktop.engine.timings import (
    BECAME_DYING,
    CARD_PLAYED,
    CARD_USED,
    DAMAGE_WILL_BE_CAUSED,
    DAMAGE_WILL_BE_TAKEN,
    DID_DEAL_DAMAGE,
    DID_DIE,
    DID_LOSE_HP,
    DID_TAKE_DAMAGE,
    JUDGE_DONE,
    JUDGE_WILL_TAKE_EFFECT,
    CardUse,
    DamageData,
    DeathData,
    DyingData,
    HpLossData,
    JudgeData,
    PlayData,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player


# ====================================================================== using cards
def count_card(player: Player, kind: Kind) -> None:
    name = SPECS[kind].zh
    player.cards_used[name] = player.cards_used.get(name, 0) + 1


async def use_card(
    game: Game,
    user: Player,
    cards: list[Card],
    kind: Kind,
    targets: list[Player],
    skill: str | None = None,
    *,
    counts_for_limit: bool = True,
    undodgeable: bool = False,
) -> CardUse:
    """``user`` uses ``cards`` as one card of ``kind`` on ``targets`` and resolves it."""
    use = CardUse(
        user,
        cards,
        kind,
        targets,
        skill,
        counts_for_limit=counts_for_limit,
        undodgeable=undodgeable,
    )
    if skill:
        game.invoke(user, skill, targets)
    game.move(cards, Area.TABLE, reason="use")
    limited = kind is Kind.STRIKE and counts_for_limit
    game.emit(
        CardUsed(
            user.seat,
            tuple(c.id for c in cards),
            kind,
            tuple(t.seat for t in targets),
            skill,
            limited,
        )
    )
    count_card(user, kind)
    user.used_this_turn.append(kind)
    if limited:
        user.strikes_used += 1
    await game.trigger(CARD_USED, use)
    await EFFECTS[kind].resolve(game, use)
    game.clear_table(cards)
    return use


async def play_cards(
    game: Game,
    player: Player,
    cards: list[Card],
    kind: Kind,
    skill: str | None,
    about: CardUse | None,
    *,
    against: Kind | None = None,
    trick_target: int | None = None,
) -> None:
    """``player`` plays ``cards`` as one ``kind`` in answer to something. A 无懈可击 says
    what it answers (``against``: the trick ``about``, or the 无懈可击 before it) and for
    whom (``trick_target``), for the log."""
    if skill:
        game.invoke(player, skill)
    game.move(cards, Area.DISCARD, reason="play")
    trick = about.kind if against is not None and about is not None else None
    game.emit(
        CardPlayed(
            player.seat, tuple(c.id for c in cards), kind, skill, against, trick, trick_target
        )
    )
    count_card(player, kind)
    await game.trigger(CARD_PLAYED, PlayData(player, kind, cards, about))


def response_options(
    game: Game, player: Player, kind: Kind, about: CardUse | None, exclude: set[str]
) -> tuple[Option, ...]:
    """The ways ``player`` can produce one ``kind`` now: own cards, conversions, skills."""
    options: list[Option] = []
    plain = tuple(c.id for c in player.hand if c.kind is kind)
    if plain:
        options.append(Option(kind, plain))
    for skill in game.skills_of(player):
        if skill.id in exclude:
            continue
        # ruling conversions_use_and_play
        for conversion in skill.conversions(game, player, kind, True):
            if len(conversion.pool) >= conversion.count:
                ids = tuple(c.id for c in conversion.pool)
                count = (conversion.count, conversion.count)
                options.append(Option(kind, ids, count, skill.id))
        if skill.can_respond(game, player, kind, about):
            options.append(Option(kind, (), (0, 0), skill.id))
    return tuple(options)


async def ask_for_card(
    game: Game,
    player: Player,
    kind: Kind,
    *,
    about: CardUse | None = None,
    source: Player | None = None,
    target: Player | None = None,
    reason: str = "",
) -> bool:
    """Ask ``player`` to play one ``kind``; True if it did.

    The player is asked even when it has no way to answer (it can only pass): whether it
    is asked must not tell the table what it holds. After a skill that answers without a
    card failed (玉如意's judgement, 激将 with nobody answering), it is asked again."""
    tried: set[str] = set()
    while True:
        options = response_options(game, player, kind, about, tried)
        answer = await game.ask(
            Respond(
                (player.seat,),
                reason or kind.value,
                FrozenDict({player.seat: options}) if options else EMPTY,
                kind=kind,
                source=source.seat if source else None,
                target=target.seat if target else None,
                about=about.kind if about else None,
            )
        )
        if type(answer) is Pass:  # exact types: see requests.with_subclasses
            return False
        answer = cast(Use, answer)
        if not answer.cards and answer.skill:
            tried.add(answer.skill)
            skill = next(s for s in game.skills_of(player) if s.id == answer.skill)
            if await skill.respond(game, player, kind, about):
                return True
            continue
        cards = [game.card(i) for i in answer.cards]
        await play_cards(game, player, cards, kind, answer.skill, about)
        return True


async def strike_answer(
    game: Game,
    player: Player,
    target: Player,
    reason: str,
    *,
    skill: str | None = None,
    undodgeable: bool = False,
) -> bool:
    """Offer ``player`` to use a 杀 on ``target`` at once (借刀杀人, 盘龙棍, 补刀, 反击...).

    The 杀 does not count against the play phase's limit. True if one was used. The player
    is asked even when it holds no 杀 (it can only pass): being asked must not tell the
    table what it holds.
    """
    if not (player.alive and target.alive) or game.prohibited(player, target, Kind.STRIKE):
        return False
    options = tuple(
        Option(o.kind, o.cards, o.card_count, o.skill, (target.seat,), (1, 1))
        for o in response_options(game, player, Kind.STRIKE, None, set())
        if o.cards
    )
    answer = await game.ask(
        Respond(
            (player.seat,),
            reason,
            FrozenDict({player.seat: options}) if options else EMPTY,
            kind=Kind.STRIKE,
            source=player.seat,
            target=target.seat,
        )
    )
    if type(answer) is Pass:
        return False
    answer = cast(Use, answer)
    if skill is not None:
        game.invoke(player, skill, [target])
    cards = [game.card(i) for i in answer.cards]
    await use_card(
        game,
        player,
        cards,
        Kind.STRIKE,
        [target],
        answer.skill,
        counts_for_limit=False,
        undodgeable=undodgeable,
    )
    return True


async def nullified(game: Game, use: CardUse, target: Player | None) -> bool:
    """Open a 无懈可击 window on ``use`` for ``target``; True if the effect is cancelled.

    Every living character is asked at once, whether it can answer or not (asking only
    those who hold a 无懈可击 would tell the table who holds one); the first 无懈可击
    wins, and may itself be answered by another (chains), each flipping the outcome.
    """
    if use.unnullifiable:
        return False
    cancelled = False
    about = use.kind
    while True:
        living = game.alive()
        options = {}
        for player in living:
            player_options = response_options(game, player, Kind.IMPECCABLE, use, set())
            if player_options:
                options[player.seat] = player_options
        # ruling impeccable_first_answer_wins
        seat, answer = await game.ask_race(
            Respond(
                tuple(p.seat for p in living),
                "impeccable",
                FrozenDict(options),
                kind=Kind.IMPECCABLE,
                source=use.user.seat,
                target=target.seat if target else None,
                about=about,
            )
        )
        if seat is None:
            # said once the chain is over: a 无懈可击 answered by another cancelled nothing
            if cancelled:
                game.emit(Nullified(use.kind, target.seat if target else None))
            return cancelled
        answer = cast(Use, answer)  # a race returns only a real answer with a seat
        player = game.players[seat]
        await play_cards(
            game,
            player,
            [game.card(i) for i in answer.cards],
            Kind.IMPECCABLE,
            answer.skill,
            use,
            against=about,
            trick_target=target.seat if target else None,
        )
        cancelled = not cancelled
        about = Kind.IMPECCABLE


# ====================================================================== health
async def damage(
    game: Game,
    source: Player | None,
    target: Player,
    amount: int,
    use: CardUse | None = None,
    *,
    unanswered: Kind | None = None,
) -> DamageData:
    """Deal damage: will-be-caused and will-be-taken triggers, HP, dying, then the
    did-deal and did-take triggers.

    ``unanswered``: the card ``target`` was asked for and did not play, the reason it
    takes this damage (the log says so: "B plays no Dodge and takes 1 damage from A")."""
    data = DamageData(source, target, amount, use)
    if source is not None:
        await game.trigger(DAMAGE_WILL_BE_CAUSED, data)
    if data.prevented or data.amount <= 0 or not target.alive:
        return data
    await game.trigger(DAMAGE_WILL_BE_TAKEN, data)
    if data.prevented or data.amount <= 0:
        return data
    target.hp -= data.amount
    game.emit(
        Damaged(
            source.seat if source else None,
            target.seat,
            data.amount,
            target.hp,
            data.kind,
            unanswered,
        )
    )
    await game.trigger(DID_LOSE_HP, HpLossData(target, data.amount, data))
    if target.hp <= 0:
        await dying(game, target, data)
    if source is not None and source.alive:
        await game.trigger(DID_DEAL_DAMAGE, data)
    if target.alive:
        await game.trigger(DID_TAKE_DAMAGE, data)
    return data


async def heal(game: Game, target: Player, amount: int, source: Player | None = None) -> int:
    """Heal up to ``amount`` (never above max HP); returns what was healed."""
    healed = min(amount, target.max_hp - target.hp)
    if healed <= 0:
        return 0
    target.hp += healed
    game.emit(Healed(target.seat, healed, target.hp, source.seat if source else None))
    return healed


async def lose_hp(game: Game, target: Player, amount: int) -> None:
    """Lose HP with no source (no damage triggers, no killer)."""
    target.hp -= amount
    game.emit(HpLost(target.seat, amount, target.hp))
    await game.trigger(DID_LOSE_HP, HpLossData(target, amount))
    if target.hp <= 0:
        await dying(game, target, None)


async def dying(game: Game, victim: Player, damage_data: DamageData | None) -> None:
    """The character is dying: ask for 药 in turn order from the current player (only
    those the mode allows), until its HP is at least 1 or everybody declines."""
    if victim.dying or not victim.alive:
        return
    victim.dying = True
    game.emit(Dying(victim.seat))
    await game.trigger(BECAME_DYING, DyingData(victim, damage_data))
    if victim.alive:
        for saver in game.alive():
            if not game.mode.may_save(game, saver, victim):
                continue
            while victim.hp <= 0 and await ask_for_card(
                game, saver, Kind.MEDICINE, target=victim, reason="save"
            ):
                await heal(game, victim, 1 + game.mode.save_bonus(game, saver, victim), saver)
            if victim.hp > 0:
                break
    victim.dying = False
    if victim.alive and victim.hp > 0:
        game.emit(Saved(victim.seat))
    if victim.alive and victim.hp <= 0:
        killer = damage_data.source if damage_data else None
        await die(game, victim, killer)


async def die(game: Game, victim: Player, killer: Player | None) -> None:
    """Death: reveal the role, hand-over rules, discard every card, the victory check,
    then the mode's rewards and penalties."""
    victim.alive = False
    victim.dying = False
    if killer is not None:
        victim.killed_by = killer.seat
        killer.kills.append(victim.seat)
    game.emit(Died(victim.seat, victim.role, killer.seat if killer else None))  # type: ignore[arg-type]
    if not victim.role_public:
        victim.role_public = True
        game.emit(RoleRevealed(victim.seat, victim.role))  # type: ignore[arg-type]
    await game.trigger(DID_DIE, DeathData(victim, killer))
    await game.mode.before_discard_on_death(game, victim)
    left = victim.all_cards(judge_area=True)
    if left:
        game.discard_cards(left, reason="death")
    game.refresh_skills()
    outcome = game.mode.outcome(game)
    if outcome is not None:
        await game.finish(outcome)
    await game.mode.reward(game, victim, killer)


# ====================================================================== judgement
async def judge(
    game: Game, player: Player, reason: str, hit: Callable[[Game, Card, Player], bool]
) -> JudgeData:
    """Reveal the top card as ``player``'s judgement for ``reason``; skills may replace it
    before it takes effect; ``hit(game, card, player)`` decides the result."""
    (card,) = await game.reveal_top(1, "judge")
    data = JudgeData(player, card, reason)
    await game.trigger(JUDGE_WILL_TAKE_EFFECT, data)
    data.hit = hit(game, data.card, player)
    if "suit_of" in game.locked_hooks:  # a skill that changed the card's suit decided it (红妆)
        game.note_decisive(("suit_of",), lambda holder: hit(game, data.card, player) != data.hit)
    game.emit(Judged(player.seat, data.card.id, reason, data.hit))
    await game.trigger(JUDGE_DONE, data)
    game.clear_table([data.card])
    return data


# ====================================================================== choosing
async def choose_card_of(
    game: Game,
    chooser: Player,
    target: Player,
    reason: str,
    *,
    hand: bool = True,
    equip: bool = True,
    judge_area: bool = True,
) -> Card | None:
    """``chooser`` picks one of ``target``'s cards: hand cards blind, others face up."""
    visible: list[Card] = []
    if equip:
        visible += list(target.equip.values())
    if judge_area:
        visible += [j.card for j in target.judge]
    hand_count = len(target.hand) if hand else 0
    if not visible and not hand_count:
        return None
    answer = await game.ask(
        ChooseFrom((chooser.seat,), reason, target.seat, hand_count, tuple(c.id for c in visible))
    )
    assert isinstance(answer, Take)
    if answer.card is not None:
        return game.card(answer.card)
    # ruling blind_pick_random
    order = list(target.hand)
    game.rng.shuffle(order)  # a blind pick must not depend on the hidden hand order
    return order[answer.hand_index]  # type: ignore[index]


async def choose_own_cards(
    game: Game, player: Player, pool: list[Card], low: int, high: int, reason: str
) -> list[Card]:
    """``player`` chooses ``low``..``high`` of ``pool`` (its own cards)."""
    if high <= 0 or not pool:
        return []
    low = min(low, len(pool))
    high = min(high, len(pool))
    answer = await game.ask(
        ChooseCards((player.seat,), reason, tuple(c.id for c in pool), low, high)
    )
    assert isinstance(answer, Cards)
    return [game.card(i) for i in answer.ids]


async def choose_seats(
    game: Game,
    player: Player,
    candidates: list[Player],
    reason: str,
    low: int = 1,
    high: int = 1,
) -> list[Player]:
    if not candidates:
        return []
    answer = await game.ask(
        ChooseSeats((player.seat,), reason, tuple(p.seat for p in candidates), low, high)
    )
    assert isinstance(answer, Seats)
    return [game.players[s] for s in answer.seats]


async def give(game: Game, giver: Player, cards: list[Card], receiver: Player) -> None:
    """``giver`` hands ``cards`` to ``receiver`` (seen by the two of them only, unless
    equipment is given, which everyone sees)."""
    if cards:
        game.move(cards, Area.HAND, receiver.seat, reason="give")


async def distribute(
    game: Game,
    giver: Player,
    cards: list[Card],
    recipients: list[Player],
    reason: str,
    *,
    all_cards: bool = False,
) -> list[tuple[Card, Player]]:
    """``giver`` hands out ``cards`` among ``recipients`` as it likes (all of them when
    ``all_cards``); returns what went to whom."""
    if not cards or not recipients:
        return []
    answer = await game.ask(
        Distribute(
            (giver.seat,),
            reason,
            tuple(c.id for c in cards),
            tuple(p.seat for p in recipients),
            all_cards,
        )
    )
    assert isinstance(answer, Distribution)
    given = [(game.card(card), game.players[seat]) for card, seat in answer.gifts]
    for receiver in recipients:
        mine = [card for card, to in given if to is receiver]
        await give(game, giver, mine, receiver)
    return given


async def compare(game: Game, initiator: Player, target: Player, reason: str) -> bool:
    """拼点: each shows a hand card chosen unseen by the other; the higher rank wins
    (A = 1, K = 13) and a tie goes against the initiator. True if the initiator won.
    Both cards go to the discard pile."""
    (mine,) = await choose_own_cards(game, initiator, initiator.hand, 1, 1, reason)
    (theirs,) = await choose_own_cards(game, target, target.hand, 1, 1, reason)
    won = mine.rank > theirs.rank
    game.move([mine, theirs], Area.TABLE, reason="compare")
    game.emit(Compared(initiator.seat, target.seat, mine.id, theirs.id, won))
    game.clear_table([mine, theirs])
    return won


async def confirm(game: Game, player: Player, reason: str) -> bool:
    """Yes/no question to ``player`` (whether to use an optional skill or effect)."""
    answer = await game.ask(Confirm((player.seat,), reason))
    assert isinstance(answer, Answer)
    return answer.yes
