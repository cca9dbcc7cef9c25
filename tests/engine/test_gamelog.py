"""The log in words: every line names who did what, in Chinese and in English."""

from __future__ import annotations

import re

import pytest

from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.content.gamelog import card_name, describe
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.events import (
    CardUsed,
    Compared,
    Damaged,
    Event,
    PlacesSwapped,
    SkillInvoked,
)
from yxs_desktop.selfplay import play_game

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


def _bracket(part: str, words: str) -> str:
    return f"<{part}:{words}>"


def _unbracket(line: str) -> str:
    return re.sub(r"<(\w+):(.*?)>", r"\2", line)


def test_a_marked_line_sets_apart_its_seats_cards_and_skills() -> None:
    red_strike = next(
        c for c in STANDARD_DECK if c.kind is Kind.STRIKE and c.suit.color.value == "red"
    )
    black_strike = next(
        c for c in STANDARD_DECK if c.kind is Kind.STRIKE and c.suit.color.value == "black"
    )
    used = CardUsed(1, (red_strike.id,), Kind.STRIKE, (2,))
    assert describe(used, "en", NAMES.__getitem__, _bracket) == (
        "<seat:刘邦[1]> uses <card:Strike> on <seat:韩信[2]>"
    )
    converted = CardUsed(1, (red_strike.id, black_strike.id), Kind.STRIKE, (2,), skill="reed_spear")
    line_ = describe(converted, "en", NAMES.__getitem__, _bracket)
    assert line_ is not None
    assert "<card:Strike> (<skill:Reed-Leaf Spear>: " in line_
    assert (
        f"<red:{card_name(red_strike.id, 'en')}>, <black:{card_name(black_strike.id, 'en')}>"
        in line_
    )
    assert describe(SkillInvoked(0, "liaoshang"), "zh", NAMES.__getitem__, _bracket) == (
        "<seat:武则天[0]>发动了【<skill:疗伤>】"
    )


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_marking_a_line_changes_none_of_its_words(lang: str) -> None:
    game = play_game("identity5", 11, "baseline")
    names = {p.seat: f"{p.hero.id}[{p.seat}]" for p in game.players if p.hero}
    lines = 0
    for event in game.events:
        plain = describe(event, lang, names.__getitem__)
        marked = describe(event, lang, names.__getitem__, _bracket)
        assert (marked and _unbracket(marked)) == plain, event
        lines += plain is not None
    assert lines > 100
