"""What a person out of time answers (a request's default, docs/rules.md §1.4): a choice of
cards gives up the fewest allowed, those least worth keeping, so that a slow player loses
a 手捧雷 before a 药 whatever the order of the hand."""

from __future__ import annotations

import pytest

from yxs_desktop.engine.cards import GIVE_UP_ORDER, STANDARD_DECK, cheapest
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.requests import Cards, ChooseCards
from yxs_desktop.engine.validation import validate


def of(kind: Kind, nth: int = 0) -> int:
    """The id of the ``nth`` card of ``kind`` in the standard deck."""
    return [card.id for card in STANDARD_DECK if card.kind is kind][nth]


MEDICINE, STRIKE, THUNDER, DODGE, KNIFE = (
    of(Kind.MEDICINE),
    of(Kind.STRIKE),
    of(Kind.THUNDER),
    of(Kind.DODGE),
    of(Kind.KNIFE),
)


def test_the_default_discard_gives_up_the_cards_least_worth_keeping_in_hand_order() -> None:
    hand = (MEDICINE, STRIKE, THUNDER, DODGE, KNIFE)
    request = ChooseCards((0,), "discard", hand, 2, 2)
    assert request.default(0) == Cards((THUNDER, KNIFE))
    assert validate(request, 0, request.default(0)) == Cards((THUNDER, KNIFE))
    assert ChooseCards((0,), "discard", hand, 4, 4).default(0) == Cards(
        (STRIKE, THUNDER, DODGE, KNIFE)
    )  # the 药 stays


def test_of_one_kind_the_card_first_in_the_hand_goes_first() -> None:
    first, second = of(Kind.STRIKE, 0), of(Kind.STRIKE, 1)
    assert cheapest((MEDICINE, second, first), 1) == (second,)
    assert cheapest((first, second), 1) == (first,)


@pytest.mark.parametrize("low", [0, -1])
def test_a_choice_that_allows_none_gives_up_nothing(low: int) -> None:
    assert cheapest((THUNDER, STRIKE), low) == ()
    assert ChooseCards((0,), "pay", (THUNDER, STRIKE), 0, 2).default(0) == Cards(())


def test_every_card_kind_has_one_place_in_the_order_and_life_savers_come_last() -> None:
    assert sorted(GIVE_UP_ORDER) == sorted(Kind)
    assert GIVE_UP_ORDER[-2:] == (Kind.DODGE, Kind.MEDICINE)
