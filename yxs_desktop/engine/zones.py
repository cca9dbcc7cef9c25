"""Card zones: which area each of a game's cards is in, and the bookkeeping of putting
cards into an area and taking them out.

Every physical card is in exactly one area (``Area``): a seat's hand, equipment or
judgement area, the deck (its top is the end of ``Game.deck``), the discard pile or the
table. ``Game.location`` maps each card id to ``(area, seat)`` (the seat None for the
deck, the discard pile and the table). The functions here keep the areas and that map in
step and nothing else: no event, no trigger, no skill refreshed.

- :func:`place` and :func:`remove` are the two halves of every card movement; the game's
  movements (``Game.move``, draws, reveals) announce what they do with events and call
  these for the bookkeeping.
- :func:`set_up` puts cards into an area before a game starts, silently: a table set up
  by hand (scripted scenarios) or a position rebuilt (``engine/position.py``). Call
  ``Game.refresh_skills`` after equipping cards whose abilities are skills (``Game.start``
  with a procedure does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from yxs_desktop.engine.enums import Area
from yxs_desktop.engine.player import JudgeCard

if TYPE_CHECKING:
    from collections.abc import Iterable

    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.enums import Kind
    from yxs_desktop.engine.game import Game


def place(
    game: Game,
    cards: list[Card],
    area: Area,
    seat: int | None = None,
    judge_kind: Kind | None = None,
) -> None:
    """Put ``cards``, which are in no area (taken out with :func:`remove`, or popped off
    the deck), into ``area`` (of ``seat`` for a hand, the equipment or a judgement area),
    in order: onto the deck and the piles they go on top, the last on top. A card put in
    a judgement area lies there as ``judge_kind`` (default: its own kind); one put in the
    equipment takes its slot."""
    location = game.location
    for card in cards:
        location[card.id] = (area, seat)
        if area is Area.HAND:
            game.players[seat].hand.append(card)  # type: ignore[index]
        elif area is Area.EQUIP:
            game.players[seat].equip[card.spec.slot] = card  # type: ignore[index]
        elif area is Area.JUDGE:
            game.players[seat].judge.append(  # type: ignore[index]
                JudgeCard(card, judge_kind or card.kind)
            )
        elif area is Area.DISCARD:
            game.discard.append(card)
        elif area is Area.TABLE:
            game.table.append(card)
        else:
            game.deck.append(card)


def remove(game: Game, cards: list[Card], area: Area, seat: int | None) -> None:
    """Take ``cards`` out of ``area`` (of ``seat``), where they are; they are then in no
    area until :func:`place` puts them somewhere (``Game.location`` still names the
    area they left). Taking a card out of the discard pile bumps
    ``Game.discard_shrinks``, which the views' caches watch."""
    for card in cards:
        if area is Area.HAND:
            game.players[seat].hand.remove(card)  # type: ignore[index]
        elif area is Area.EQUIP:
            equip = game.players[seat].equip  # type: ignore[index]
            del equip[card.spec.slot]  # type: ignore[arg-type]
        elif area is Area.JUDGE:
            judge = game.players[seat].judge  # type: ignore[index]
            judge[:] = [j for j in judge if j.card is not card]
        elif area is Area.DECK:
            game.deck.remove(card)
        elif area is Area.DISCARD:
            game.discard.remove(card)
            game.discard_shrinks += 1
        else:
            game.table.remove(card)


def set_up(
    game: Game,
    cards: Iterable[Card],
    area: Area,
    seat: int | None = None,
    judge_kind: Kind | None = None,
) -> None:
    """Set a table up: move ``cards`` from wherever they are into ``area`` (of ``seat``
    for a hand, the equipment or a judgement area), one by one in the order given,
    silently (no event, no trigger). Onto the deck they go on top, the last given on
    top. For a game not started yet; during a game cards move by ``Game.move``, which
    says so to the table."""
    if area in (Area.HAND, Area.EQUIP, Area.JUDGE):
        if seat is None or not 0 <= seat < len(game.players):
            raise ValueError(f"cards go into the {area} of a seat of the table, not {seat!r}")
    elif seat is not None:
        raise ValueError(f"the {area} belongs to no seat (seat {seat} given)")
    for card in cards:
        if area is Area.EQUIP and card.spec.slot in game.players[seat].equip:  # type: ignore[index]
            raise ValueError(f"seat {seat} has equipment in the {card.spec.slot} slot already")
        src, src_seat = game.location[card.id]
        remove(game, [card], src, src_seat)
        place(game, [card], area, seat, judge_kind)
