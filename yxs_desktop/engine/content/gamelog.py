"""Events in words: one log line per public event, in Chinese or English.

Used by `yxs play` and the desktop log panel. It reads only the event (as a viewer sees
it, from :mod:`yxs_desktop.engine.views`), the texts (:mod:`.texts`) and the names of the
heroes seated, never hidden state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from yxs_desktop.engine.cards import RANK_NAMES, STANDARD_DECK
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Area
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
    TurnStarted,
)

if TYPE_CHECKING:
    from collections.abc import Callable


def card_name(card_id: int, lang: str) -> str:
    """A physical card's name with its suit and rank: ``♠7杀``, ``♠7 Strike`` (a space
    before a name in letters, so that "♣2 Dragon-Scale Blade" does not read "♣2Dragon")."""
    card = STANDARD_DECK[card_id]
    name = text(f"card.{card.kind.value}.name", lang)
    space = "" if lang == "zh" else " "
    return f"{card.suit.symbol}{RANK_NAMES[card.rank]}{space}{name}"


def counted(key: str, count: int) -> str:
    """The text key for ``count`` of something: ``key`` itself, or ``key_one`` for one
    (English says "draws 1 card" but "draws 2 cards")."""
    return f"{key}_one" if count == 1 else key


def describe(event: Event, lang: str, seat_name: Callable[[int], str]) -> str | None:
    """The log line for ``event`` (None for events that need no line).

    ``seat_name(seat)`` names a seat (its hero's name, or "seat N" before heroes are
    chosen).
    """
    t = lambda key, **kw: text(f"log.{key}", lang).format(**kw)  # noqa: E731
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
        card = text(f"card.{event.kind.value}.name", lang)
        if event.skill:
            card += f" ({text(f'skill.{event.skill}.name', lang)})"
        if event.targets:
            targets = sep.join(seat_name(s) for s in event.targets)
            return t("use_card", player=seat_name(event.seat), card=card, targets=targets)
        return t("use_card_no_target", player=seat_name(event.seat), card=card)
    if isinstance(event, CardPlayed):
        card = text(f"card.{event.kind.value}.name", lang)
        return t("play_card", player=seat_name(event.seat), card=card)
    if isinstance(event, SkillInvoked):
        return t("skill", player=seat_name(event.seat), skill=_skill_name(event.skill, lang))
    if isinstance(event, Damaged):
        if event.source is None:
            return t("damage_no_source", target=seat_name(event.target), amount=event.amount)
        return t(
            "damage",
            source=seat_name(event.source),
            target=seat_name(event.target),
            amount=event.amount,
        )
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
        return t(
            "judge",
            player=seat_name(event.seat),
            card=card_name(event.card, lang),
            reason=_reason(event.reason, lang),
        )
    if isinstance(event, Nullified):
        return t("nullified", card=text(f"card.{event.kind.value}.name", lang))
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
            card_a=card_name(event.initiator_card, lang),
            card_b=card_name(event.target_card, lang),
            winner=seat_name(winner),
        )
    if isinstance(event, CardsMoved):
        return _moved(event, lang, seat_name, t, sep)
    if isinstance(event, GameEnded):
        if event.result == "draw":
            return t("draw_game")
        return t("game_over", title=text(f"title.{event.title}", lang))
    return None


def _moved(event: CardsMoved, lang: str, seat_name, t, sep: str) -> str | None:  # type: ignore[no-untyped-def]
    if event.dst is Area.HAND and event.src is Area.DECK and event.reason != "deal":
        return t(counted("draw", event.count), player=seat_name(event.dst_seat), count=event.count)
    if event.dst is Area.EQUIP:
        return t("equip", player=seat_name(event.dst_seat), card=card_name(event.cards[0], lang))
    if (
        event.dst is Area.DISCARD
        and event.src in (Area.HAND, Area.EQUIP)
        and event.reason
        in (
            "discard",
            "penalty",
            "death",
        )
    ):
        cards = sep.join(card_name(c, lang) for c in event.cards) or str(event.count)
        return t("discard", player=seat_name(event.src_seat), cards=cards)
    if event.dst is Area.HAND and event.src in (Area.HAND, Area.EQUIP, Area.JUDGE):
        if event.reason == "give":
            return t(
                counted("give", event.count),
                player=seat_name(event.src_seat),
                target=seat_name(event.dst_seat),
                count=event.count,
            )
        return t(
            counted("take", event.count),
            player=seat_name(event.dst_seat),
            target=seat_name(event.src_seat),
            count=event.count,
        )
    return None


def _skill_name(skill: str, lang: str) -> str:
    name = text(f"skill.{skill}.name", lang)
    if name == f"skill.{skill}.name":  # equipment abilities are named after their card
        name = text(f"card.{skill}.name", lang)
    return name


def _reason(reason: str, lang: str) -> str:
    for key in (f"card.{reason}.name", f"skill.{reason}.name"):
        name = text(key, lang)
        if name != key:
            return name
    return reason
