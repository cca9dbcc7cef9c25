"""The log names what a player wants to know: the cards taken from 五谷丰登, what a 无懈可击
cancels and for whom, the suit named for 攻心 and the cards paid for a skill; and it
names no card a seat may not see. Lines are rendered from a seat's own view of the events,
as the desktop log and ``yxs play`` render them."""

from __future__ import annotations

from typing import Any

import pytest

from tests.scenario import Scenario
from yxs_desktop.engine.content.gamelog import card_name, describe
from yxs_desktop.engine.content.heroes_minister import SUIT_KEYS
from yxs_desktop.engine.requests import (
    Cards,
    ChooseFrom,
    ChooseOption,
    PickRevealed,
    PlayPhase,
    Respond,
    Use,
)
from yxs_desktop.engine.turn import _play
from yxs_desktop.engine.views import events_for

NAMES = {0: "A", 1: "B", 2: "C", 3: "D", 4: "E"}
FILLER = ["dodge", "dodge", "medicine", "medicine"]


def log(sc: Scenario, seat: int | None, lang: str) -> list[str]:
    """The log lines ``seat`` (None: a spectator) gets for what happened since the
    scenario's last run, from its own view of the events."""
    lines = (describe(e, lang, NAMES.__getitem__) for e in events_for(sc.game, seat, sc.mark))
    return [line for line in lines if line]


def play_phase(sc: Scenario, seat: int) -> Scenario:
    """Run only ``seat``'s play phase, with exactly the hand set up."""
    game = sc.game
    player = game.players[seat]
    game.current = player
    return sc.run(lambda: _play(game, player))


def activate(sc: Scenario, seat: int, skill: str, cards: list[Any], targets: list[int]) -> None:
    ids = tuple(sc.held(seat, c).id for c in cards)
    sc.answer(seat, Use(ids, None, skill, tuple(targets)))


# ---------------------------------------------------------------------- 五谷丰登
@pytest.mark.parametrize("viewer", [0, 3, None])
def test_harvest_names_the_revealed_cards_and_the_card_each_character_takes(viewer) -> None:
    sc = Scenario([None] * 5, hands={0: ["harvest"]}, deck=["duel", "dodge", "medicine"])
    for seat in (3, 4):
        sc.p(seat).alive = False
    revealed = [sc.game.deck[-1 - i] for i in range(3)]
    play_phase(sc, 0).use(0, "harvest")
    picks = {}
    for seat, card in zip((0, 1, 2), reversed(revealed), strict=True):
        sc.expect(PickRevealed, seat)
        sc.answer(seat, Cards((card.id,)))
        picks[seat] = card
    zh, en = log(sc, viewer, "zh"), log(sc, viewer, "en")
    shown_zh = "、".join(card_name(c.id, "zh") for c in revealed)
    shown_en = ", ".join(card_name(c.id, "en") for c in revealed)
    assert f"五谷丰登亮出了{shown_zh}" in zh
    assert f"Bountiful Harvest reveals {shown_en}" in en
    for seat, card in picks.items():
        assert f"{NAMES[seat]}获得了{card_name(card.id, 'zh')}（五谷丰登）" in zh
        assert f"{NAMES[seat]} takes {card_name(card.id, 'en')} (Bountiful Harvest)" in en


# ---------------------------------------------------------------------- 无懈可击
def test_impeccable_says_which_trick_it_cancels_and_for_whom() -> None:
    sc = Scenario([None] * 5, hands={0: ["duel"], 2: ["impeccable"]})
    play_phase(sc, 0).use(0, "duel", [1])
    sc.expect(Respond, 2, kind="impeccable", about="duel", target=1).use(2, "impeccable")
    sc.expect(PlayPhase, 0)
    for viewer in (0, 3, None):
        zh, en = log(sc, viewer, "zh"), log(sc, viewer, "en")
        assert "C打出了无懈可击，抵消决斗对B的效果" in zh
        assert "C plays Impeccable against Duel on B" in en
        assert "决斗对B的效果被抵消" in zh
        assert "Duel on B is nullified" in en


def test_an_impeccable_against_an_impeccable_says_it_counters_the_first() -> None:
    sc = Scenario([None] * 5, hands={0: ["firewood", "impeccable"], 2: ["impeccable", "dodge"]})
    play_phase(sc, 0).use(0, "firewood", [2])
    sc.pass_(0).use(2, "impeccable")
    sc.expect(Respond, 0, about="impeccable").use(0, "impeccable")
    sc.expect(ChooseFrom, 0, target=2)
    zh, en = log(sc, 4, "zh"), log(sc, 4, "en")
    assert not any("被抵消" in line for line in zh)  # countered: it cancelled nothing
    assert not any("nullified" in line for line in en)
    assert zh[-2:] == [
        "C打出了无懈可击，抵消釜底抽薪对C的效果",
        "A打出了无懈可击，抵消上一张无懈可击（釜底抽薪对C）",
    ]
    assert en[-2:] == [
        "C plays Impeccable against Pull the Firewood on C",
        "A plays Impeccable against the Impeccable (Pull the Firewood on C)",
    ]


# ---------------------------------------------------------------------- 攻心
@pytest.mark.parametrize(
    ("suit", "zh", "en"),
    [("suit.heart", "红桃", "Hearts"), ("suit.club", "梅花", "Clubs")],
)
def test_gongxin_names_the_suit_the_target_named(suit, zh, en) -> None:
    sc = Scenario(["han_xin"], hands={0: [("strike", "spade", 7)]})
    play_phase(sc, 0)
    activate(sc, 0, "gongxin", [], [1])
    sc.expect(ChooseOption, 1, reason="gongxin").choose(1, SUIT_KEYS.index(suit))
    sc.expect(ChooseFrom, 1, target=0).take_card(1, hand_index=0)
    shown = card_name(sc.p(1).hand[0].id, "zh"), card_name(sc.p(1).hand[0].id, "en")
    for viewer in (0, 1, 3, None):
        assert f"B声明了{zh}（攻心）" in log(sc, viewer, "zh")
        assert f"B names {en} (Mind Attack)" in log(sc, viewer, "en")
        assert f"B获得了{shown[0]}（攻心）" in log(sc, viewer, "zh")
        assert f"B takes {shown[1]} (Mind Attack)" in log(sc, viewer, "en")


# ---------------------------------------------------------------------- skill costs
def test_a_discard_paid_for_a_skill_names_the_cards_and_the_skill() -> None:
    sc = Scenario(["liu_bang"], hands={0: ["strike", "dodge", "medicine"]}, deck=FILLER)
    thrown = [sc.held(0, "strike"), sc.held(0, "dodge")]
    play_phase(sc, 0)
    activate(sc, 0, "yuren", thrown, [])
    sc.expect(PlayPhase, 0)
    zh_cards = "、".join(card_name(c.id, "zh") for c in thrown)
    en_cards = ", ".join(card_name(c.id, "en") for c in thrown)
    for viewer in (0, 2, None):
        assert f"A弃置了{zh_cards}（驭人）" in log(sc, viewer, "zh")
        assert f"A discards {en_cards} (Command Men)" in log(sc, viewer, "en")


def test_cards_turned_into_another_by_a_skill_are_named_with_it() -> None:
    sc = Scenario([None] * 5, hands={0: ["dodge", "medicine"]}, equip={0: ["reed_spear"]})
    paid = [sc.held(0, "dodge"), sc.held(0, "medicine")]
    play_phase(sc, 0).use(0, paid, [1], kind="strike", skill="reed_spear")
    zh_cards = "、".join(card_name(c.id, "zh") for c in paid)
    en_cards = ", ".join(card_name(c.id, "en") for c in paid)
    assert f"A对B使用了杀（芦叶枪：{zh_cards}）" in log(sc, 3, "zh")
    assert f"A uses Strike (Reed-Leaf Spear: {en_cards}) on B" in log(sc, 3, "en")


def test_cards_given_for_a_skill_are_named_only_to_the_giver_and_the_receiver() -> None:
    sc = Scenario(["song_jiang"], hands={0: ["dodge", "strike", "duel"]}, deck=FILLER)
    given = [sc.held(0, "dodge"), sc.held(0, "strike")]
    play_phase(sc, 0)
    activate(sc, 0, "shucai", given, [1])
    sc.expect(PlayPhase, 0)
    zh_cards = "、".join(card_name(c.id, "zh") for c in given)
    en_cards = ", ".join(card_name(c.id, "en") for c in given)
    for seat in (0, 1):
        assert f"A将{zh_cards}交给了B" in log(sc, seat, "zh")
        assert f"A gives {en_cards} to B" in log(sc, seat, "en")
    for outsider in (2, None):
        zh, en = log(sc, outsider, "zh"), log(sc, outsider, "en")
        assert "A将2张牌交给了B" in zh and "A gives 2 cards to B" in en
        for card in given:
            assert not any(card_name(card.id, "zh") in line for line in zh)
            assert not any(card_name(card.id, "en") in line for line in en)


def test_a_hidden_discard_is_counted_without_naming_its_cards() -> None:
    from yxs_desktop.engine.content.gamelog import describe as render
    from yxs_desktop.engine.enums import Area
    from yxs_desktop.engine.events import CardsMoved
    from yxs_desktop.engine.views import event_for

    event = CardsMoved((5, 9), 2, Area.HAND, Area.DISCARD, 0, None, (0,), "yuren")
    seen = event_for(event, 2)
    assert seen is not None
    assert render(seen, "en", NAMES.__getitem__) == "A discards 2 cards"
    assert render(seen, "zh", NAMES.__getitem__) == "A弃置了2张牌"
    own = render(event, "en", NAMES.__getitem__)
    assert own is not None and card_name(5, "en") in own
