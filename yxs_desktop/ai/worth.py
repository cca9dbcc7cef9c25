"""How much a computer player values a card by its kind (a hand card it may keep, use or
give up); equipment is judged apart, by whether its slot is free."""

from __future__ import annotations

from typing import Final

from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.enums import Kind

#: A card kind's worth; kinds not listed (equipment) count :data:`DEFAULT_WORTH`.
CARD_WORTH: Final[dict[Kind, float]] = {
    Kind.MEDICINE: 10,
    Kind.DODGE: 8,
    Kind.IMPECCABLE: 7,
    Kind.FROM_NOTHING: 7,
    Kind.STRIKE: 6,
    Kind.DUEL: 6,
    Kind.POUCH: 6,
    Kind.FIREWOOD: 5,
    Kind.PRISON: 5,
    Kind.ARROWS: 5,
    Kind.BEACON: 5,
    Kind.HARVEST: 4,
    Kind.RECOVER: 4,
    Kind.KNIFE: 3,
    Kind.THUNDER: 1,
}
DEFAULT_WORTH: Final = 4.0


def card_worth(card_id: int) -> float:
    """The worth of the physical card ``card_id`` by its kind."""
    return CARD_WORTH.get(STANDARD_DECK[card_id].kind, DEFAULT_WORTH)
