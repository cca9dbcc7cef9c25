"""The card tracker (记牌器): how many cards of each kind are still unseen, counted from what
one seat may know (its :class:`SeatView`), never from hidden hands or the deck's order.

A card is *gone* in the discard pile, *face up* in an equipment area, a judgement area or on
the table (cards being used or shown), *in hand* in the seat's own hand (it knows those), and
*unseen* otherwise: in the deck or in another seat's hand. Counts are by the physical card's
kind (a card used as another kind, by a skill, counts as what is printed on it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from yxs_desktop.engine.cards import SPECS, Card, deck_for
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.modes import MODES
from yxs_desktop.engine.view_types import SeatView


@dataclass(frozen=True, slots=True)
class KindCount:
    """Where the cards of one kind are, as far as the seat knows."""

    kind: Kind
    total: int  # in the mode's deck
    gone: int  # in the discard pile
    face_up: int  # in equipment and judgement areas and on the table
    in_hand: int  # in the seat's own hand (0 for a spectator)

    @property
    def unseen(self) -> int:
        """The cards not yet seen: in the deck or in other seats' hands."""
        return self.total - self.gone - self.face_up - self.in_hand


def mode_deck(mode: str) -> tuple[Card, ...]:
    """The physical cards the mode called ``mode`` plays with (3v3 competitive: no 手捧雷)."""
    return deck_for(MODES[mode].deck_without)


def track(view: SeatView, deck: Iterable[Card] | None = None) -> list[KindCount]:
    """Per-kind counts of ``deck`` (default: the deck of ``view.mode``) for the seat of
    ``view``, in the order of :data:`SPECS`; kinds the deck lacks are left out."""
    cards = {card.id: card for card in (mode_deck(view.mode) if deck is None else deck)}
    total: dict[Kind, int] = {}
    for card in cards.values():
        total[card.kind] = total.get(card.kind, 0) + 1
    gone = _by_kind(cards, view.discard)
    face_up = _by_kind(
        cards,
        [*view.table]
        + [card for player in view.players for card in player.equip]
        + [card for player in view.players for card, _kind in player.judge],
    )
    in_hand = _by_kind(cards, view.hand if view.seat is not None else ())
    return [
        KindCount(kind, total[kind], gone.get(kind, 0), face_up.get(kind, 0), in_hand.get(kind, 0))
        for kind in SPECS
        if kind in total
    ]


def _by_kind(cards: dict[int, Card], ids: Iterable[int]) -> dict[Kind, int]:
    counts: dict[Kind, int] = {}
    for card_id in ids:
        card = cards.get(card_id)
        if card is not None:
            counts[card.kind] = counts.get(card.kind, 0) + 1
    return counts
