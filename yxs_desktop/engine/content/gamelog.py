"""Events in words: one log line per public event, in Chinese or English.

Used by `yxs play` and the desktop log panel. It reads only the event (as a viewer sees
it, from :mod:`yxs_desktop.engine.views`), the texts (:mod:`.texts`) and the names of the
heroes seated, never hidden state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from yxs_desktop.engine.cards import RANK_NAMES, STANDARD_DECK
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Area, Color, Kind
from yxs_desktop.engine.events import (
    CardPlayed,
    CardsMoved,
    CardUsed,
    Compared,
    Damaged,
    DiceRolled,
    Died,
    Dying,
    Event,
    GameEnded,
    GameStarted,
    Healed,
    HeroChosen,
    HpLost,
    Judged,
    Nullified,
    PhaseSkipped,
    PlacesSwapped,
    Reshuffled,
    SkillInvoked,
    SuitNamed,
    TurnStarted,
)

#: How a line marks its parts: ``mark(part, words)`` gives the words as the line shows
#: them. ``part`` is one of :data:`PARTS`.
Mark = Callable[[str, str], str]

#: The parts of a line a reader may want set apart (the desktop log colours them): a
#: seat's name, a physical card of a red or a black suit, a card named by its kind only,
#: a skill.
PARTS: Final = ("seat", "red", "black", "card", "skill")


def unmarked(part: str, words: str) -> str:
    """The plain line: every part as it is."""
    return words


#: Discards whose cards someone else chose (釜底抽薪, 龙鳞刀, 霸王弓): their owner "loses"
#: them; every other discard for a card or skill is its owner's own choice (often a cost).
_DISCARDED_BY_ANOTHER = frozenset({"firewood", "dragon_scale", "overlord_bow"})
#: Discards that are not for any card or skill (the discard phase, a lord's penalty, death).
_PLAIN_DISCARDS = frozenset({"discard", "penalty", "death"})
#: Skills that make one character count as using a card on another, with no card and no
#: CardUsed event: the card, and which of the skill's targets (SkillInvoked.targets) is the
#: user and which the target. 红颜: the second chosen male duels the first.
_SKILLS_AS_CARDS: dict[str, tuple[Kind, int, int]] = {"hongyan": (Kind.DUEL, 1, 0)}
#: Judgements whose success counts as playing a card (玉如意: a red judgement is a 闪).
_JUDGED_AS_CARDS: dict[str, Kind] = {"jade_ruyi": Kind.DODGE}


def card_name(card_id: int, lang: str, mark: Mark = unmarked) -> str:
    """A physical card's name with its suit and rank: ``♠7杀``, ``♠7 Strike`` (a space
    before a name in letters, so that "♣2 Dragon-Scale Blade" does not read "♣2Dragon");
    ``mark`` sets it apart as a red or a black card."""
    card = STANDARD_DECK[card_id]
    name = text(f"card.{card.kind.value}.name", lang)
    space = "" if lang == "zh" else " "
    part = "red" if card.suit.color is Color.RED else "black"
    return mark(part, f"{card.suit.symbol}{RANK_NAMES[card.rank]}{space}{name}")


def kind_name(kind: Kind, lang: str, mark: Mark = unmarked) -> str:
    """A card named by its kind only (a 杀 made of other cards, the card a 无懈可击 answers)."""
    return mark("card", text(f"card.{kind.value}.name", lang))


def counted(key: str, count: int) -> str:
    """The text key for ``count`` of something: ``key`` itself, or ``key_one`` for one
    (English says "draws 1 card" but "draws 2 cards")."""
    return f"{key}_one" if count == 1 else key


def describe(
    event: Event, lang: str, seat_name: Callable[[int], str], mark: Mark = unmarked
) -> str | None:
    """The log line for ``event`` (None for events that need no line).

    ``seat_name(seat)`` names a seat (its hero's name, or "seat N" before heroes are
    chosen); ``mark`` sets apart the seats, cards and skills of the line (:data:`PARTS`).
    """
    t = lambda key, **kw: text(f"log.{key}", lang).format(**kw)  # noqa: E731
    named = seat_name
    seat_name = lambda seat: mark("seat", named(seat))  # noqa: E731
    sep = "、" if lang == "zh" else ", "
    if isinstance(event, GameStarted):
        return t("game_start", mode=text(f"mode.{event.mode}", lang))
    if isinstance(event, HeroChosen):
        return None
    if isinstance(event, DiceRolled):
        return t("dice", player=seat_name(event.seat), value=event.value)
    if isinstance(event, TurnStarted):
        return t("turn_start", player=seat_name(event.seat), round=event.round)
    if isinstance(event, PhaseSkipped):
        return t(
            "skip_phase", player=seat_name(event.seat), phase=text(f"phase.{event.phase}", lang)
        )
    if isinstance(event, CardUsed):
        card = _as_card(event.kind, event.skill, event.cards, lang, mark)
        if event.targets:
            targets = sep.join(seat_name(s) for s in event.targets)
            return t("use_card", player=seat_name(event.seat), card=card, targets=targets)
        return t("use_card_no_target", player=seat_name(event.seat), card=card)
    if isinstance(event, CardPlayed):
        card = _as_card(event.kind, event.skill, event.cards, lang, mark)
        if event.trick is not None and event.trick_target is not None:
            key = (
                "play_impeccable_counter" if event.against is Kind.IMPECCABLE else "play_impeccable"
            )
            return t(
                key,
                player=seat_name(event.seat),
                card=card,
                trick=kind_name(event.trick, lang, mark),
                target=seat_name(event.trick_target),
            )
        return t("play_card", player=seat_name(event.seat), card=card)
    if isinstance(event, SkillInvoked):
        skill = mark("skill", skill_name(event.skill, lang))
        as_card = _SKILLS_AS_CARDS.get(event.skill)
        if as_card is not None and len(event.targets) == 2:
            kind, user, target = as_card
            return t(
                "skill_as_card",
                player=seat_name(event.seat),
                skill=skill,
                user=seat_name(event.targets[user]),
                target=seat_name(event.targets[target]),
                card=kind_name(kind, lang, mark),
            )
        return t("skill", player=seat_name(event.seat), skill=skill)
    if isinstance(event, Damaged):
        return _damaged(event, lang, seat_name, t, mark)
    if isinstance(event, Healed):
        return t("heal", target=seat_name(event.target), amount=event.amount)
    if isinstance(event, HpLost):
        return t("lose_hp", target=seat_name(event.target), amount=event.amount)
    if isinstance(event, Dying):
        return t("dying", player=seat_name(event.seat))
    if isinstance(event, Died):
        line = t("death", player=seat_name(event.seat), role=text(f"role.{event.role}", lang))
        if event.killer is not None:
            line += "; " + t(
                "killed_by", player=seat_name(event.seat), killer=seat_name(event.killer)
            )
        return line
    if isinstance(event, Judged):
        judged = {
            "player": seat_name(event.seat),
            "card": card_name(event.card, lang, mark),
            "reason": _reason(event.reason, lang, mark),
        }
        played = _JUDGED_AS_CARDS.get(event.reason)
        if played is None:
            return t("judge", **judged)
        if not event.hit:
            return t("judge_failed", **judged)
        return t("judge_as_card", played=kind_name(played, lang, mark), **judged)
    if isinstance(event, SuitNamed):
        return t(
            "suit_named",
            player=seat_name(event.seat),
            suit=text(f"suit.{event.suit.value}", lang),
            reason=_reason(event.reason, lang, mark),
        )
    if isinstance(event, Nullified):
        card = kind_name(event.kind, lang, mark)
        if event.target is None:
            return t("nullified_no_target", card=card)
        return t("nullified", card=card, target=seat_name(event.target))
    if isinstance(event, Reshuffled):
        return t("reshuffle")
    if isinstance(event, PlacesSwapped):
        return t("swap_places", a=seat_name(event.a), b=seat_name(event.b))
    if isinstance(event, Compared):
        winner = event.initiator if event.won else event.target
        return t(
            "compare",
            a=seat_name(event.initiator),
            b=seat_name(event.target),
            card_a=card_name(event.initiator_card, lang, mark),
            card_b=card_name(event.target_card, lang, mark),
            winner=seat_name(winner),
        )
    if isinstance(event, CardsMoved):
        return _moved(event, lang, seat_name, t, sep, mark)
    if isinstance(event, GameEnded):
        if event.result == "draw":
            return t("draw_game")
        return t("game_over", title=text(f"title.{event.title}", lang))
    return None


def _damaged(event: Damaged, lang: str, seat_name, t, mark: Mark) -> str:  # type: ignore[no-untyped-def]
    """Damage, and when the target takes it for not playing the card it was asked for
    (no 闪 against a 杀, no 杀 in a 决斗...), that it played none."""
    target, amount = seat_name(event.target), event.amount
    if event.unanswered is not None:
        card = kind_name(event.unanswered, lang, mark)
        if event.source is None:
            return t("damage_unanswered_no_source", target=target, card=card, amount=amount)
        source = seat_name(event.source)
        return t("damage_unanswered", source=source, target=target, card=card, amount=amount)
    if event.source is None:
        return t("damage_no_source", target=target, amount=amount)
    return t("damage", source=seat_name(event.source), target=target, amount=amount)


def _moved(event: CardsMoved, lang: str, seat_name, t, sep: str, mark: Mark) -> str | None:  # type: ignore[no-untyped-def]
    # ``event.cards`` is empty when the viewer may not see the cards: then only their count
    cards = sep.join(card_name(c, lang, mark) for c in event.cards)
    src, dst, reason = event.src, event.dst, event.reason
    if dst is Area.HAND and src is Area.DECK and reason != "deal":
        return t(counted("draw", event.count), player=seat_name(event.dst_seat), count=event.count)
    if dst is Area.EQUIP:
        return t(
            "equip", player=seat_name(event.dst_seat), card=card_name(event.cards[0], lang, mark)
        )
    if dst is Area.DISCARD and src in (Area.HAND, Area.EQUIP, Area.JUDGE):
        return _discarded(event, lang, seat_name, t, cards, mark)
    if dst is Area.TABLE and src is Area.DECK and reason == "harvest":
        return t("reveal", reason=_reason(reason, lang, mark), cards=cards)
    if dst is Area.TABLE and src in (Area.HAND, Area.EQUIP) and reason not in ("use", "compare"):
        if not cards:
            return None
        return t(
            "show",
            player=seat_name(event.src_seat),
            cards=cards,
            reason=_reason(reason, lang, mark),
        )
    if dst is Area.HAND and src is Area.TABLE and reason and cards:
        return t(
            "take_from_table",
            player=seat_name(event.dst_seat),
            cards=cards,
            reason=_reason(reason, lang, mark),
        )
    if dst is Area.HAND and src in (Area.HAND, Area.EQUIP, Area.JUDGE):
        if reason == "give":
            if cards:
                return t(
                    "give_cards",
                    player=seat_name(event.src_seat),
                    target=seat_name(event.dst_seat),
                    cards=cards,
                )
            return t(
                counted("give", event.count),
                player=seat_name(event.src_seat),
                target=seat_name(event.dst_seat),
                count=event.count,
            )
        if cards:
            return t(
                "take_cards",
                player=seat_name(event.dst_seat),
                target=seat_name(event.src_seat),
                cards=cards,
            )
        return t(
            counted("take", event.count),
            player=seat_name(event.dst_seat),
            target=seat_name(event.src_seat),
            count=event.count,
        )
    return None


def _discarded(event: CardsMoved, lang: str, seat_name, t, cards: str, mark: Mark) -> str | None:  # type: ignore[no-untyped-def]
    """Cards of a character discarded: plainly, as a skill's cost (naming the skill), or
    taken away by another's card or skill."""
    player = seat_name(event.src_seat)
    reason = event.reason
    if not cards:
        return t(counted("discard_count", event.count), player=player, count=event.count)
    if reason in _PLAIN_DISCARDS:
        return t("discard", player=player, cards=cards)
    if reason in _DISCARDED_BY_ANOTHER:
        return t("discarded_by", player=player, cards=cards, reason=_reason(reason, lang, mark))
    if (
        _reason(reason, lang) == reason
    ):  # not for a card or skill ("play", "replace": said elsewhere)
        return None
    return t("discard_for", player=player, cards=cards, reason=_reason(reason, lang, mark))


def _as_card(kind: Kind, skill: str | None, cards: tuple[int, ...], lang: str, mark: Mark) -> str:
    """A used or played card's name; through a skill, with the skill and the cards it
    turned into this one: ``杀（芦叶枪：♠7闪、♥3药）``, ``Strike (Reed Spear: ♠7 Dodge, ...)``."""
    name = kind_name(kind, lang, mark)
    if not skill:
        return name
    by = mark("skill", skill_name(skill, lang))
    if not cards:
        return f"{name}（{by}）" if lang == "zh" else f"{name} ({by})"
    paid = ("、" if lang == "zh" else ", ").join(card_name(c, lang, mark) for c in cards)
    return f"{name}（{by}：{paid}）" if lang == "zh" else f"{name} ({by}: {paid})"


def skill_name(skill: str, lang: str) -> str:
    """A skill's name in ``lang``; an equipment's ability is named after its card."""
    name = text(f"skill.{skill}.name", lang)
    if name == f"skill.{skill}.name":  # equipment abilities are named after their card
        name = text(f"card.{skill}.name", lang)
    return name


def _reason(reason: str, lang: str, mark: Mark = unmarked) -> str:
    """The card or skill a move or a judgement is for, by name (else ``reason`` itself)."""
    for key, part in ((f"card.{reason}.name", "card"), (f"skill.{reason}.name", "skill")):
        name = text(key, lang)
        if name != key:
            return mark(part, name)
    return reason
