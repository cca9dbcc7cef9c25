"""The log in words: every line names who did what, in Chinese and in English."""

from __future__ import annotations

import pytest

from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.content.gamelog import card_name, describe
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.events import Compared, Damaged, Event, PlacesSwapped

NAMES = {0: "武则天[0]", 1: "刘邦[1]", 2: "韩信[2]"}


def line(event: Event, lang: str) -> str | None:
    return describe(event, lang, NAMES.__getitem__)


def test_a_seat_swap_names_both_seats() -> None:
    event = PlacesSwapped(0, 2, (2, 1, 0))
    assert line(event, "zh") == "武则天[0]与韩信[2]交换了位置"
    assert line(event, "en") == "武则天[0] and 韩信[2] swap places"


@pytest.mark.parametrize("won", [True, False])
def test_a_compare_shows_both_cards_and_the_winner(won: bool) -> None:
    strike = next(c for c in STANDARD_DECK if c.kind is Kind.STRIKE)
    dodge = next(c for c in STANDARD_DECK if c.kind is Kind.DODGE)
    event = Compared(1, 2, strike.id, dodge.id, won)
    winner = NAMES[1] if won else NAMES[2]
    zh, en = line(event, "zh"), line(event, "en")
    assert zh is not None and en is not None
    assert card_name(strike.id, "zh") in zh and card_name(dodge.id, "zh") in zh
    assert zh.endswith(f"{winner}赢")
    assert en.startswith(f"{NAMES[1]} ({card_name(strike.id, 'en')}) compares with {NAMES[2]}")
    assert en.endswith(f"{winner} wins")


def test_damage_names_source_target_and_amount() -> None:
    assert line(Damaged(1, 2, 2, 1), "en") == "刘邦[1] deals 2 damage to 韩信[2]"
    assert line(Damaged(None, 2, 1, 2), "zh") == "韩信[2]受到了1点伤害"


def test_english_card_names_keep_rank_and_suit_apart_from_the_name() -> None:
    blade = next(c for c in STANDARD_DECK if c.kind is Kind.DRAGON_SCALE)
    assert card_name(blade.id, "en") == "♣2 Dragon-Scale Blade"
    assert card_name(blade.id, "zh") == "♣2龙鳞刀"


@pytest.mark.parametrize(
    ("count", "english", "chinese"),
    [
        (1, "韩信[2] draws 1 card", "韩信[2]摸了1张牌"),
        (3, "韩信[2] draws 3 cards", "韩信[2]摸了3张牌"),
    ],
)
def test_a_draw_counts_its_cards_in_words_that_agree(count, english, chinese) -> None:
    from yxs_desktop.engine.enums import Area
    from yxs_desktop.engine.events import CardsMoved

    event = CardsMoved((), count, Area.DECK, Area.HAND, None, 2, (2,), "draw")
    assert line(event, "en") == english and line(event, "zh") == chinese


def test_giving_and_taking_one_card_say_card() -> None:
    from yxs_desktop.engine.enums import Area
    from yxs_desktop.engine.events import CardsMoved

    given = CardsMoved((), 1, Area.HAND, Area.HAND, 1, 2, (1, 2), "give")
    taken = CardsMoved((), 2, Area.HAND, Area.HAND, 1, 2, (1, 2), "pouch")
    assert line(given, "en") == "刘邦[1] gives 1 card to 韩信[2]"
    assert line(taken, "en") == "韩信[2] takes 2 cards from 刘邦[1]"
