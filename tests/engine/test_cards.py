"""The standard deck and the 15 non-equipment card kinds (docs/rules.md §2–§4), each on a
stacked deck: who may be targeted, what is asked, in which order, and what happens."""

from collections import Counter

import pytest

from tests.scenario import Scenario
from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.enums import Area, Kind, Phase, Role, Slot, Suit
from yxs_desktop.engine.errors import IllegalResponse
from yxs_desktop.engine.events import (
    CardPlayed,
    Damaged,
    Died,
    Dying,
    Healed,
    Judged,
    Nullified,
    PhaseSkipped,
    PhaseStarted,
    RoleRevealed,
)
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import (
    Cards,
    ChooseFrom,
    Pass,
    PickRevealed,
    PlayPhase,
    Respond,
    Use,
)
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.engine.turn import _play

FIVE: list[str | None] = [None] * 5


# ---------------------------------------------------------------------- helpers
def play_phase(sc: Scenario, seat: int) -> Scenario:
    """Run only ``seat``'s play phase, so that its hand is exactly the one set up."""
    game = sc.game
    player = game.players[seat]
    game.current = player
    return sc.run(lambda: _play(game, player))


def option(sc: Scenario, seat: int, kind: str, skill: str | None = None):
    """The pending request's option of ``kind`` for ``seat`` (None if there is none)."""
    request = sc.pending
    assert request is not None, "nothing is asked"
    for candidate in request.options_for(seat):
        if candidate.kind == kind and candidate.skill == skill:
            return candidate
    return None


def kinds_offered(sc: Scenario, seat: int) -> set[str]:
    return {o.kind for o in sc.pending.options_for(seat)}


def asked(sc: Scenario) -> tuple[int, ...]:
    """The seats still to answer: everyone is asked, and those with nothing to answer
    with have passed at once (as the scenario does for them)."""
    return sc.game.waiting_for()


def damage_log(sc: Scenario) -> list[tuple[int | None, int, int]]:
    return [(e.source, e.target, e.amount) for e in sc.events_of(Damaged)]


def in_discard(sc: Scenario, card) -> bool:
    return sc.game.location[card.id] == (Area.DISCARD, None)


def kinds(cards) -> list[str]:
    return sorted(c.kind.value for c in cards)


# ======================================================================= the deck
EXPECTED_COUNTS = {
    "杀": 30, "闪": 15, "药": 8, "决斗": 3, "釜底抽薪": 6, "探囊取物": 5, "无中生有": 4,
    "借刀杀人": 2, "无懈可击": 4, "烽火狼烟": 3, "万箭齐发": 1, "休养生息": 1, "五谷丰登": 2,
    "画地为牢": 3, "手捧雷": 2, "虎符": 2, "鱼肠剑": 1, "龙鳞刀": 1, "盘龙棍": 1, "芦叶枪": 1,
    "博浪锤": 1, "狼牙棒": 1, "霸王弓": 1, "玉如意": 2, "进攻马": 3, "防御马": 3,
}  # fmt: skip

# The physical card table of the original rules (docs/rules.md §3.5), copied by hand, not
# from the engine: rank -> (♠, ♥, ♣, ♦).
EXPECTED_CELLS = {
    "A": ("决斗 虎符", "决斗 虎符", "决斗 手捧雷", "万箭齐发 休养生息"),
    "2": ("杀 玉如意", "闪 闪", "玉如意 龙鳞刀", "闪 闪"),
    "3": ("杀 釜底抽薪", "药 探囊取物", "探囊取物 釜底抽薪", "闪 五谷丰登"),
    "4": ("杀 釜底抽薪", "药 探囊取物", "探囊取物 釜底抽薪", "闪 五谷丰登"),
    "5": ("杀 防御马", "防御马 霸王弓", "防御马 盘龙棍", "闪 博浪锤"),
    "6": ("杀 画地为牢", "药 杀", "画地为牢 鱼肠剑", "闪 画地为牢"),
    "7": ("杀 烽火狼烟", "药 无中生有", "杀 烽火狼烟", "闪 杀"),
    "8": ("杀 杀", "药 无中生有", "杀 杀", "闪 杀"),
    "9": ("杀 杀", "药 无中生有", "杀 杀", "闪 杀"),
    "10": ("杀 杀", "杀 杀", "杀 杀", "闪 杀"),
    "J": ("杀 杀", "杀 无中生有", "探囊取物 无懈可击", "闪 闪"),
    "Q": ("借刀杀人 无懈可击", "药 无懈可击 狼牙棒", "釜底抽薪 芦叶枪", "药 手捧雷 釜底抽薪"),
    "K": ("借刀杀人 无懈可击", "闪 进攻马", "烽火狼烟 进攻马", "杀 进攻马"),
}
RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13} | {str(n): n for n in range(2, 11)}
SUITS = (Suit.SPADE, Suit.HEART, Suit.CLUB, Suit.DIAMOND)


def test_deck_has_106_cards_and_26_kinds_in_the_rules_counts():
    assert len(STANDARD_DECK) == 106
    counts = Counter(card.spec.zh for card in STANDARD_DECK)
    assert counts == EXPECTED_COUNTS
    assert len(counts) == 26 == len(Kind)
    assert sum(EXPECTED_COUNTS.values()) == 106


def test_deck_cells_match_the_rules_suit_and_rank_table():
    cells: dict[tuple[int, Suit], list[str]] = {}
    for card in STANDARD_DECK:
        cells.setdefault((card.rank, card.suit), []).append(card.spec.zh)
    expected = {
        (RANKS[rank], suit): sorted(cell.split())
        for rank, row in EXPECTED_CELLS.items()
        for suit, cell in zip(SUITS, row, strict=True)
    }
    assert {key: sorted(names) for key, names in cells.items()} == expected
    assert all(
        len(v) == (3 if k in ((12, Suit.HEART), (12, Suit.DIAMOND)) else 2)
        for k, v in cells.items()
    )


def test_a_new_game_holds_every_card_once_in_the_deck():
    game = Game(make_mode("identity5"), seed=3)
    assert len(game.deck) == 106
    assert len({c.id for c in game.deck}) == 106
    assert all(game.location[c.id] == (Area.DECK, None) for c in game.deck)


# ======================================================================= 杀 strike
def test_strike_targets_only_others_in_attack_range():
    sc = Scenario(FIVE, hands={0: ["strike"]})
    play_phase(sc, 0)
    assert sorted(option(sc, 0, "strike").targets) == [1, 4]  # distance 1 only, never 0


def test_strike_cannot_target_self():
    sc = Scenario(FIVE, hands={0: ["strike"]}, equip={0: ["overlord_bow"]})
    play_phase(sc, 0)
    assert 0 not in option(sc, 0, "strike").targets
    with pytest.raises(IllegalResponse) as err:
        sc.use(0, "strike", [0])
    assert err.value.code == "not_an_option"


def test_strike_out_of_range_is_illegal():
    sc = Scenario(FIVE, hands={0: ["strike"]})
    play_phase(sc, 0)
    with pytest.raises(IllegalResponse) as err:
        sc.use(0, "strike", [2])  # distance 2, range 1
    assert err.value.code == "not_an_option"
    assert sc.p(2).hp == 4


def test_strike_range_follows_the_weapon():
    sc = Scenario(FIVE, hands={0: ["strike"]}, equip={0: ["fish_gut"]})  # range 2
    play_phase(sc, 0)
    assert sorted(option(sc, 0, "strike").targets) == [1, 2, 3, 4]


def test_strike_undodged_deals_one_damage_from_user():
    sc = Scenario(FIVE, hands={0: ["strike"], 1: ["dodge"]})
    play_phase(sc, 0).use(0, "strike", [1])
    sc.expect(Respond, 1, kind="dodge", source=0).pass_(1)
    assert damage_log(sc) == [(0, 1, 1)]
    assert sc.p(1).hp == 3


def test_strike_dodged_deals_no_damage_and_dodge_is_discarded():
    sc = Scenario(FIVE, hands={0: ["strike"], 1: ["dodge"]})
    dodge = sc.held(1, "dodge")
    play_phase(sc, 0).use(0, "strike", [1])
    sc.use(1, "dodge")
    assert damage_log(sc) == []
    assert in_discard(sc, dodge)
    assert in_discard(sc, sc.game.card(sc.events_of(CardPlayed)[0].cards[0]))


def test_strike_only_once_per_play_phase():
    sc = Scenario(FIVE, hands={0: ["strike", "strike"]})
    play_phase(sc, 0).use(0, "strike", [1])
    sc.expect(PlayPhase, 0)
    assert option(sc, 0, "strike") is None
    with pytest.raises(IllegalResponse):
        sc.use(0, "strike", [4])


def test_strike_limit_holds_for_a_use_whose_kind_is_a_plain_string():
    sc = Scenario(FIVE, hands={0: ["strike", "strike"]}, equip={0: ["fish_gut"]})
    first, second = sc.p(0).hand
    play_phase(sc, 0)
    sc.answer(0, Use((first.id,), "strike", None, (1,)))  # as an in-process client might
    assert sc.p(0).strikes_used == 1
    assert option(sc, 0, "strike") is None
    with pytest.raises(IllegalResponse):
        sc.answer(0, Use((second.id,), "strike", None, (1,)))


def test_strike_limit_resets_each_turn():
    sc = Scenario(FIVE, hands={0: ["strike"]}, deck=["dodge", "dodge"])
    sc.p(0).strikes_used = 1  # as if left over from an earlier turn
    sc.start_turn(0).expect(PlayPhase, 0)
    assert option(sc, 0, "strike") is not None


# ======================================================================= 闪 dodge
def test_dodge_cannot_be_used_in_play_phase():
    sc = Scenario(FIVE, hands={0: ["dodge"]})
    play_phase(sc, 0)
    assert "dodge" not in kinds_offered(sc, 0)
    with pytest.raises(IllegalResponse):
        sc.use(0, "dodge")


def test_dodge_is_not_asked_for_beacon():
    sc = Scenario(FIVE, hands={0: ["beacon"], 1: ["dodge"]})
    play_phase(sc, 0).use(0, "beacon")
    # nobody holds 杀, so nobody is asked: everyone else takes 1 damage
    assert damage_log(sc) == [(0, 1, 1), (0, 2, 1), (0, 3, 1), (0, 4, 1)]
    assert kinds(sc.p(1).hand) == ["dodge"]


# ======================================================================= 药 medicine
def test_medicine_heals_self_in_play_phase_when_wounded():
    sc = Scenario(FIVE, hands={0: ["medicine"]}, hp={0: 2})
    play_phase(sc, 0)
    assert option(sc, 0, "medicine").target_count == (0, 0)
    sc.use(0, "medicine")
    assert sc.p(0).hp == 3
    assert [(e.target, e.amount) for e in sc.events_of(Healed)] == [(0, 1)]


def test_medicine_cannot_be_used_at_full_hp():
    sc = Scenario(FIVE, hands={0: ["medicine"]})
    play_phase(sc, 0)
    assert "medicine" not in kinds_offered(sc, 0)
    with pytest.raises(IllegalResponse):
        sc.use(0, "medicine")


def test_medicine_cannot_be_used_on_another_character_in_play_phase():
    sc = Scenario(FIVE, hands={0: ["medicine"]}, hp={0: 3, 1: 2})
    play_phase(sc, 0)
    with pytest.raises(IllegalResponse):
        sc.use(0, "medicine", [1])
    sc.use(0, "medicine")
    assert (sc.p(0).hp, sc.p(1).hp) == (4, 2)


def test_medicine_saves_a_dying_character():
    sc = Scenario(FIVE, hands={0: ["strike"], 3: ["medicine"]}, hp={1: 1})
    play_phase(sc, 0).use(0, "strike", [1])
    assert sc.p(1).hp == 0 and sc.p(1).dying
    sc.expect(Respond, 3, kind="medicine", target=1).use(3, "medicine")
    assert sc.p(1).hp == 1 and sc.p(1).alive and not sc.p(1).dying
    assert [e.seat for e in sc.events_of(Dying)] == [1]
    assert sc.events_of(Died) == []


def test_dying_asks_for_medicine_in_turn_order_from_the_current_player():
    hands = {seat: ["medicine"] for seat in range(5)}
    hands[3] = ["strike", "medicine"]
    sc = Scenario(FIVE, hands=hands, hp={4: 1})
    play_phase(sc, 3).use(3, "strike", [4])
    order = []
    while isinstance(sc.pending, Respond):
        order.append(asked(sc))
        sc.pass_()
    assert order == [(3,), (4,), (0,), (1,), (2,)]
    assert not sc.p(4).alive


def test_dying_keeps_asking_until_hp_is_at_least_one():
    # 手捧雷 deals 3: at 2 HP the holder goes to -1 and needs two 药.
    sc = Scenario(
        FIVE,
        hands={2: ["medicine", "medicine"]},
        judge={1: ["thunder"]},
        hp={1: 2},
        deck=[("strike", "spade", 5), "dodge", "dodge"],
    )
    sc.start_turn(1)
    sc.expect(Respond, 2, kind="medicine", target=1).use(2, "medicine")
    assert sc.p(1).hp == 0
    sc.expect(Respond, 2, kind="medicine", target=1).use(2, "medicine")
    assert sc.p(1).hp == 1 and sc.p(1).alive


def test_nobody_saving_means_death_with_role_revealed_and_cards_discarded():
    sc = Scenario(
        FIVE,
        hands={0: ["strike"], 1: ["medicine"]},
        equip={1: ["attack_horse"]},
        judge={1: ["prison"]},
        hp={1: 1},
    )
    cards = sc.p(1).all_cards(judge_area=True)
    play_phase(sc, 0).use(0, "strike", [1])
    sc.expect(Respond, 1, kind="medicine").pass_(1)  # its own 药, declined
    assert not sc.p(1).alive
    assert [(e.seat, e.role, e.killer) for e in sc.events_of(Died)] == [(1, Role.LOYALIST, 0)]
    assert [e.seat for e in sc.events_of(RoleRevealed)] == [1]
    assert all(in_discard(sc, c) for c in cards)
    assert not sc.p(1).hand and not sc.p(1).equip and not sc.p(1).judge


def test_killing_a_rebel_draws_three():
    sc = Scenario(
        FIVE,
        hands={0: ["strike"]},
        hp={1: 1},
        roles=[Role.LORD, Role.REBEL, Role.LOYALIST, Role.REBEL, Role.RENEGADE],
    )
    play_phase(sc, 0).use(0, "strike", [1])
    assert not sc.p(1).alive
    assert len(sc.p(0).hand) == 3


# ======================================================================= 决斗 duel
def test_duel_reaches_any_distance_but_not_self():
    sc = Scenario(FIVE, hands={0: ["duel"]})
    play_phase(sc, 0)
    assert sorted(option(sc, 0, "duel").targets) == [1, 2, 3, 4]


def test_duel_target_plays_first_then_alternate_and_first_to_fail_takes_damage():
    sc = Scenario(FIVE, hands={0: ["duel", "strike"], 2: ["strike", "strike"]})
    play_phase(sc, 0).use(0, "duel", [2])
    sc.expect(Respond, 2, kind="strike", reason="duel").use(2, "strike")
    sc.expect(Respond, 0, kind="strike", reason="duel").use(0, "strike")
    sc.expect(Respond, 2, kind="strike").use(2, "strike")
    # seat 0 has no 杀 left: it is not asked and takes 1 damage from seat 2
    assert damage_log(sc) == [(2, 0, 1)]
    assert [e.seat for e in sc.events_of(CardPlayed)] == [2, 0, 2]
    sc.expect(PlayPhase, 0)


def test_duel_target_without_strike_takes_damage_from_user():
    sc = Scenario(FIVE, hands={0: ["duel"], 3: ["dodge"]})
    play_phase(sc, 0).use(0, "duel", [3])
    assert damage_log(sc) == [(0, 3, 1)]


def test_duel_target_who_passes_takes_damage():
    sc = Scenario(FIVE, hands={0: ["duel", "strike"], 1: ["strike"]})
    play_phase(sc, 0).use(0, "duel", [1])
    sc.expect(Respond, 1, kind="strike").pass_(1)
    assert damage_log(sc) == [(0, 1, 1)]
    assert kinds(sc.p(1).hand) == ["strike"]


def test_current_player_killed_in_its_own_duel_ends_its_turn():
    sc = Scenario(
        FIVE,
        hands={2: ["duel", "dodge", "dodge"], 3: ["strike"]},
        hp={2: 1},
        deck=["dodge", "dodge"],
    )
    sc.start_turn(2).use(2, "duel", [3])
    sc.expect(Respond, 3, kind="strike").use(3, "strike")
    assert [(e.seat, e.killer) for e in sc.events_of(Died)] == [(2, 3)]
    assert sc.pending is None  # no more play phase, no discard phase for the dead
    assert Phase.DISCARD not in [e.phase for e in sc.events_of(PhaseStarted)]


# ======================================================================= 釜底抽薪 firewood
def test_firewood_reaches_any_distance_and_only_characters_with_cards():
    sc = Scenario(
        FIVE, hands={0: ["firewood"], 2: ["dodge"]}, equip={3: ["jade_ruyi"]}, judge={4: ["prison"]}
    )
    play_phase(sc, 0)
    assert sorted(option(sc, 0, "firewood").targets) == [2, 3, 4]


def test_firewood_discards_a_hand_card_chosen_blind():
    sc = Scenario(
        FIVE,
        hands={0: ["firewood"], 2: ["dodge", "medicine"]},
        equip={2: ["jade_ruyi"]},
        judge={2: ["prison"]},
    )
    jade, prison = sc.held(2, "jade_ruyi"), sc.held(2, "prison")
    play_phase(sc, 0).use(0, "firewood", [2])
    request = sc.expect(ChooseFrom, 0, target=2, hand_count=2).pending
    assert sorted(request.visible) == sorted([jade.id, prison.id])  # no hand card ids
    sc.take_card(0, hand_index=1)
    assert len(sc.p(2).hand) == 1
    assert len(sc.game.discard) == 2  # the hand card and the 釜底抽薪
    assert sc.game.discard[0].kind in (Kind.DODGE, Kind.MEDICINE)
    assert sc.p(2).equip == {Slot.ARMOUR: jade} and len(sc.p(2).judge) == 1


def test_blind_hand_pick_does_not_follow_the_hand_order():  # ruling blind_pick_random
    picked = set()
    for seed in range(12):
        sc = Scenario(FIVE, hands={0: ["firewood"], 2: ["dodge", "medicine", "duel"]})
        sc.game.rng = GameRng(seed)
        play_phase(sc, 0).use(0, "firewood", [2])
        sc.take_card(0, hand_index=0)
        picked |= {c.kind for c in sc.game.discard if c.kind is not Kind.FIREWOOD}
    assert len(picked) > 1


def test_firewood_discards_an_equipped_card():
    sc = Scenario(FIVE, hands={0: ["firewood"], 2: ["dodge"]}, equip={2: ["fish_gut"]})
    weapon = sc.held(2, "fish_gut")
    play_phase(sc, 0).use(0, "firewood", [2])
    sc.take_card(0, weapon)
    assert Slot.WEAPON not in sc.p(2).equip
    assert in_discard(sc, weapon)
    assert kinds(sc.p(2).hand) == ["dodge"]


def test_firewood_discards_a_judgement_card():
    sc = Scenario(FIVE, hands={0: ["firewood"]}, judge={3: ["prison"]})
    prison = sc.held(3, "prison")
    play_phase(sc, 0).use(0, "firewood", [3])
    sc.take_card(0, prison)
    assert sc.p(3).judge == [] and in_discard(sc, prison)


# ======================================================================= 探囊取物 pouch
def test_pouch_reaches_only_distance_one():
    hands = {0: ["pouch"], 1: ["dodge"], 2: ["dodge"], 3: ["dodge"], 4: ["dodge"]}
    sc = Scenario(FIVE, hands=hands)
    play_phase(sc, 0)
    assert sorted(option(sc, 0, "pouch").targets) == [1, 4]


def test_pouch_distance_counts_the_attack_horse():
    hands = {0: ["pouch"], 1: ["dodge"], 2: ["dodge"], 3: ["dodge"], 4: ["dodge"]}
    sc = Scenario(FIVE, hands=hands, equip={0: ["attack_horse"]})
    play_phase(sc, 0)
    assert sorted(option(sc, 0, "pouch").targets) == [1, 2, 3, 4]


def test_pouch_distance_counts_the_defence_horse():
    hands = {0: ["pouch"], 1: ["dodge"], 4: ["dodge"]}
    sc = Scenario(FIVE, hands=hands, equip={1: ["defence_horse"]})
    play_phase(sc, 0)
    assert sorted(option(sc, 0, "pouch").targets) == [4]


def test_pouch_distance_ignores_the_weapon():
    hands = {0: ["pouch"], 1: ["dodge"], 2: ["dodge"], 3: ["dodge"], 4: ["dodge"]}
    sc = Scenario(FIVE, hands=hands, equip={0: ["overlord_bow"]})  # range 5
    play_phase(sc, 0)
    assert sorted(option(sc, 0, "pouch").targets) == [1, 4]
    with pytest.raises(IllegalResponse):
        sc.use(0, "pouch", [2])


def test_pouch_takes_a_hand_card_blind_into_the_users_hand():
    sc = Scenario(FIVE, hands={0: ["pouch"], 1: ["medicine"]})
    medicine = sc.held(1, "medicine")
    play_phase(sc, 0).use(0, "pouch", [1])
    sc.expect(ChooseFrom, 0, target=1, hand_count=1, visible=()).take_card(0, hand_index=0)
    assert sc.p(0).hand == [medicine] and sc.p(1).hand == []


def test_pouch_takes_an_equipped_card():
    sc = Scenario(FIVE, hands={0: ["pouch"]}, equip={4: ["jade_ruyi"]})
    jade = sc.held(4, "jade_ruyi")
    play_phase(sc, 0).use(0, "pouch", [4])
    sc.take_card(0, jade)
    assert sc.p(0).hand == [jade] and sc.p(4).equip == {}


def test_pouch_takes_a_judgement_card():
    sc = Scenario(FIVE, hands={0: ["pouch"]}, judge={1: ["prison"]})
    prison = sc.held(1, "prison")
    play_phase(sc, 0).use(0, "pouch", [1])
    sc.take_card(0, prison)
    assert sc.p(0).hand == [prison] and sc.p(1).judge == []


def test_pouch_is_not_usable_on_characters_without_cards():
    sc = Scenario(FIVE, hands={0: ["pouch"]})
    play_phase(sc, 0)
    assert "pouch" not in kinds_offered(sc, 0)


# ======================================================================= 无中生有 from nothing
def test_from_nothing_draws_two_from_the_top():
    sc = Scenario(FIVE, hands={0: ["from_nothing"]}, deck=["duel", "dodge", "medicine"])
    top_two = [sc.game.deck[-1], sc.game.deck[-2]]
    play_phase(sc, 0)
    assert option(sc, 0, "from_nothing").target_count == (0, 0)
    sc.use(0, "from_nothing")
    assert sc.p(0).hand == top_two
    assert kinds(sc.p(0).hand) == ["dodge", "duel"]


# ======================================================================= 借刀杀人 knife
def test_knife_needs_a_holder_with_a_weapon_and_a_victim_in_its_range():
    sc = Scenario(FIVE, hands={0: ["knife"]}, equip={1: ["fish_gut"]})  # range 2
    play_phase(sc, 0)
    knife = option(sc, 0, "knife")
    assert knife.victims == {1: (2, 3, 4, 0)}
    with pytest.raises(IllegalResponse):
        sc.use(0, "knife", [2, 1])  # seat 2 has no weapon


def test_knife_victim_out_of_the_holders_range_is_illegal():
    sc = Scenario(FIVE, hands={0: ["knife"]}, equip={2: ["tiger_tally"]})  # range 1
    play_phase(sc, 0)
    assert option(sc, 0, "knife").victims == {2: (3, 1)}
    with pytest.raises(IllegalResponse):
        sc.use(0, "knife", [2, 4])


def test_knife_is_not_usable_when_nobody_else_has_a_weapon():
    sc = Scenario(FIVE, hands={0: ["knife"]}, equip={0: ["fish_gut"]})
    play_phase(sc, 0)
    assert "knife" not in kinds_offered(sc, 0)


def test_knife_holder_uses_strike_on_the_victim():
    sc = Scenario(FIVE, hands={0: ["knife"], 1: ["strike"]}, equip={1: ["fish_gut"]})
    play_phase(sc, 0).use(0, "knife", [1, 3])
    sc.expect(Respond, 1, kind="strike", target=3).use(1, "strike", [3])
    assert damage_log(sc) == [(1, 3, 1)]
    assert Slot.WEAPON in sc.p(1).equip
    assert sc.p(1).strikes_used == 0  # not the holder's own play-phase 杀


def test_knife_holder_who_declines_gives_its_weapon_to_the_user():
    sc = Scenario(FIVE, hands={0: ["knife"], 1: ["strike"]}, equip={1: ["fish_gut"]})
    weapon = sc.held(1, "fish_gut")
    play_phase(sc, 0).use(0, "knife", [1, 3])
    sc.expect(Respond, 1, kind="strike").pass_(1)
    assert sc.p(0).hand == [weapon] and Slot.WEAPON not in sc.p(1).equip
    assert damage_log(sc) == []


def test_knife_holder_without_strike_gives_its_weapon():
    sc = Scenario(FIVE, hands={0: ["knife"]}, equip={1: ["fish_gut"]})
    weapon = sc.held(1, "fish_gut")
    play_phase(sc, 0).use(0, "knife", [1, 0])  # the victim may be the user itself
    assert sc.p(0).hand == [weapon]


# ======================================================================= 无懈可击 impeccable
def test_impeccable_cannot_be_used_in_play_phase():
    sc = Scenario(FIVE, hands={0: ["impeccable"]})
    play_phase(sc, 0)
    assert "impeccable" not in kinds_offered(sc, 0)


def test_impeccable_cancels_a_trick():
    sc = Scenario(FIVE, hands={0: ["firewood"], 2: ["impeccable", "dodge"]})
    play_phase(sc, 0).use(0, "firewood", [2])
    sc.expect(Respond, 2, kind="impeccable", about="firewood", target=2)
    sc.use(2, "impeccable")
    sc.expect(PlayPhase, 0)  # nothing is chosen from seat 2
    assert kinds(sc.p(2).hand) == ["dodge"]
    assert [(e.kind, e.target) for e in sc.events_of(Nullified)] == [("firewood", 2)]


@pytest.mark.parametrize(
    ("trick", "targets"),
    [
        ("duel", [1]),
        ("firewood", [1]),
        ("pouch", [1]),
        ("knife", [1, 0]),
        ("beacon", []),
        ("arrows", []),
        ("harvest", []),
        ("recover", []),
        ("from_nothing", []),
    ],
)
def test_impeccable_cancels_each_instant_trick_for_the_target_it_answers(trick, targets):
    # seat 1 is the only other living character and holds 无懈可击
    sc = Scenario(
        FIVE,
        hands={0: [trick], 1: ["impeccable", "dodge"]},
        equip={1: ["fish_gut"]},
        hp={0: 3, 1: 3},
        deck=["duel", "strike", "medicine"],
    )
    for seat in (2, 3, 4):
        sc.p(seat).alive = False
    play_phase(sc, 0).use(0, trick, targets)
    if trick in ("harvest", "recover"):  # everyone, from the user: seat 0's share first
        sc.expect(Respond, 1, kind="impeccable", target=0).pass_(1)
        if trick == "harvest":
            sc.answer(0, Cards((sc.expect(PickRevealed, 0).pending.cards[0],)))
    target = 0 if trick == "from_nothing" else 1  # 无中生有 targets its user
    sc.expect(Respond, 1, kind="impeccable", about=trick, target=target).use(1, "impeccable")
    sc.expect(PlayPhase, 0)
    assert [e.target for e in sc.events_of(Nullified)] == [target]
    assert sc.events_of(Damaged) == []
    assert kinds(sc.p(1).hand) == ["dodge"] and Slot.WEAPON in sc.p(1).equip
    assert sc.p(1).hp == 3
    assert len(sc.p(0).hand) == (1 if trick == "harvest" else 0)
    assert [e.target for e in sc.events_of(Healed)] == ([0] if trick == "recover" else [])


def test_impeccable_on_impeccable_lets_the_trick_resolve():
    sc = Scenario(FIVE, hands={0: ["firewood", "impeccable"], 2: ["impeccable", "dodge"]})
    play_phase(sc, 0).use(0, "firewood", [2])
    assert asked(sc) == (0, 2)  # a race: the others, who hold none, passed
    sc.pass_(0)
    sc.use(2, "impeccable")
    sc.expect(Respond, 0, kind="impeccable", about="impeccable").use(0, "impeccable")
    sc.expect(ChooseFrom, 0, target=2).take_card(0, hand_index=0)
    assert sc.p(2).hand == []


def test_impeccable_chain_of_three_cancels():
    sc = Scenario(
        FIVE, hands={0: ["firewood", "impeccable"], 2: ["impeccable", "impeccable", "dodge"]}
    )
    play_phase(sc, 0).use(0, "firewood", [2])
    sc.pass_(0).use(2, "impeccable")
    sc.use(0, "impeccable")
    sc.expect(Respond, 2, about="impeccable").use(2, "impeccable")
    sc.expect(PlayPhase, 0)
    assert kinds(sc.p(2).hand) == ["dodge"]


def test_impeccable_cancels_an_area_trick_for_one_target_only():
    sc = Scenario(FIVE, hands={0: ["arrows"], 3: ["impeccable"]})
    play_phase(sc, 0).use(0, "arrows")
    # seat 1's window: seat 3 lets it pass; seat 2's: passes; seat 3's: cancels for itself
    sc.expect(Respond, 3, kind="impeccable", target=1).pass_(3)
    sc.expect(Respond, 3, kind="impeccable", target=2).pass_(3)
    sc.expect(Respond, 3, kind="impeccable", target=3).use(3, "impeccable")
    assert [t for _, t, _ in damage_log(sc)] == [1, 2, 4]


def test_impeccable_cancels_prison_in_the_judge_phase():
    sc = Scenario(
        FIVE,
        hands={1: ["impeccable"]},
        judge={1: ["prison"]},
        deck=[("strike", "spade", 5), "dodge", "dodge"],
    )
    prison = sc.held(1, "prison")
    sc.start_turn(1)
    sc.expect(Respond, 1, kind="impeccable", about="prison").use(1, "impeccable")
    sc.expect(PlayPhase, 1)  # no judgement: the play phase is not skipped
    assert sc.events_of(Judged) == []
    assert in_discard(sc, prison)


def test_impeccable_on_impeccable_in_the_judge_phase_lets_prison_be_judged():
    sc = Scenario(
        FIVE,
        hands={1: ["impeccable"], 4: ["impeccable"]},
        judge={1: ["prison"]},
        deck=[("strike", "spade", 5), "dodge", "dodge"],
    )
    sc.start_turn(1)
    assert asked(sc) == (1, 4)
    sc.pass_(4).use(1, "impeccable")
    sc.expect(Respond, 4, about="impeccable").use(4, "impeccable")
    assert [e.hit for e in sc.events_of(Judged)] == [True]
    assert [e.phase for e in sc.events_of(PhaseSkipped)] == [Phase.PLAY]


def test_impeccable_cancels_thunder_which_then_moves_on():
    sc = Scenario(
        FIVE,
        hands={3: ["impeccable"]},
        judge={1: ["thunder"]},
        deck=[("strike", "spade", 5), "dodge", "dodge"],
    )
    thunder = sc.held(1, "thunder")
    sc.start_turn(1)
    sc.expect(Respond, 3, kind="impeccable", about="thunder", target=1).use(3, "impeccable")
    assert sc.events_of(Judged) == [] and damage_log(sc) == []
    assert [j.card for j in sc.p(2).judge] == [thunder]


# ======================================================================= 烽火狼烟 / 万箭齐发
def test_beacon_asks_each_other_character_for_strike_in_turn_order():
    hands = {seat: ["strike"] for seat in range(5)}
    hands[2] = ["beacon"]
    sc = Scenario(FIVE, hands=hands)
    play_phase(sc, 2).use(2, "beacon")
    order = []
    while isinstance(sc.pending, Respond):
        assert sc.pending.kind == "strike" and sc.pending.source == 2
        order.append(sc.pending.seat)
        if sc.pending.seat == 4:
            sc.use(4, "strike")
        else:
            sc.pass_()
    assert order == [3, 4, 0, 1]
    assert damage_log(sc) == [(2, 3, 1), (2, 0, 1), (2, 1, 1)]


def test_arrows_asks_each_other_character_for_dodge_in_turn_order():
    hands = {seat: ["dodge"] for seat in range(5)}
    hands[3] = ["arrows"]
    sc = Scenario(FIVE, hands=hands)
    play_phase(sc, 3).use(3, "arrows")
    order = []
    while isinstance(sc.pending, Respond):
        assert sc.pending.kind == "dodge"
        order.append(sc.pending.seat)
        if sc.pending.seat == 0:
            sc.use(0, "dodge")
        else:
            sc.pass_()
    assert order == [4, 0, 1, 2]
    assert damage_log(sc) == [(3, 4, 1), (3, 1, 1), (3, 2, 1)]


def test_arrows_is_not_answered_with_strike():
    sc = Scenario(FIVE, hands={0: ["arrows"], 1: ["strike"]})
    play_phase(sc, 0).use(0, "arrows")
    assert [t for _, t, _ in damage_log(sc)] == [1, 2, 3, 4]


def test_a_finished_game_stops_in_the_middle_of_a_card():
    # the lord (seat 0) dies to 万箭齐发 from seat 2: seats 1 and 3 after it are spared
    sc = Scenario(FIVE, hands={2: ["arrows"]}, hp={0: 1})
    play_phase(sc, 2).use(2, "arrows")
    assert [t for _, t, _ in damage_log(sc)] == [3, 4, 0]
    assert sc.game.outcome.result == "rebel" and sc.pending is None


# ======================================================================= 休养生息 recover
def test_recover_heals_everyone_one_in_order_from_the_user():
    sc = Scenario(FIVE, hands={3: ["recover"]}, hp={0: 2, 1: 1, 3: 3, 4: 3})
    play_phase(sc, 3)
    assert option(sc, 3, "recover").target_count == (0, 0)
    sc.use(3, "recover")
    assert [(e.target, e.amount) for e in sc.events_of(Healed)] == [(3, 1), (4, 1), (0, 1), (1, 1)]
    assert [p.hp for p in sc.game.players] == [3, 2, 4, 4, 4]  # seat 2 was at full HP


# ======================================================================= 五谷丰登 harvest
def test_harvest_reveals_one_card_per_living_character_and_each_picks_in_order():
    top = ["duel", "dodge", "medicine", "strike", "pouch", "firewood"]
    sc = Scenario(FIVE, hands={1: ["harvest"]}, deck=top)
    revealed = [sc.game.deck[-1 - i] for i in range(5)]
    play_phase(sc, 1).use(1, "harvest")
    picks = []
    for seat in (1, 2, 3, 4, 0):
        request = sc.expect(PickRevealed, seat).pending
        left = [c for c in revealed if c not in [p for _, p in picks]]
        assert sorted(request.cards) == sorted(c.id for c in left)
        card = left[-1]
        sc.answer(seat, Cards((card.id,)))
        picks.append((seat, card))
    for seat, card in picks:
        assert sc.game.players[seat].hand == [card]
    assert kinds(c for c in sc.game.deck[-1:]) == ["firewood"]  # the sixth stays on top


def test_harvest_counts_only_living_characters():
    sc = Scenario(FIVE, hands={0: ["harvest"]}, deck=["duel", "dodge", "medicine", "strike"])
    sc.p(3).alive = False
    play_phase(sc, 0).use(0, "harvest")
    request = sc.expect(PickRevealed, 0).pending
    assert len(request.cards) == 4


def test_harvest_leftover_cards_are_discarded_when_a_pick_is_cancelled():
    sc = Scenario(
        FIVE,
        hands={0: ["harvest"], 4: ["impeccable"]},
        deck=["duel", "dodge", "medicine", "strike", "pouch"],
    )
    revealed = [sc.game.deck[-1 - i] for i in range(5)]
    play_phase(sc, 0).use(0, "harvest")
    for seat in (0, 1, 2, 3):  # seat 4 lets each pick through, then cancels its own
        sc.expect(Respond, 4, kind="impeccable", target=seat).pass_(4)
        request = sc.expect(PickRevealed, seat).pending
        sc.answer(seat, Cards((request.cards[0],)))
    sc.expect(Respond, 4, target=4).use(4, "impeccable")
    sc.expect(PlayPhase, 0)
    left = [c for c in revealed if sc.game.location[c.id][0] is not Area.HAND]
    assert len(left) == 1 and in_discard(sc, left[0])
    assert sc.game.table == []


# ======================================================================= 画地为牢 prison
def test_prison_targets_any_distance_but_not_self_nor_a_second_prison():
    sc = Scenario(FIVE, hands={0: ["prison"]}, judge={4: ["prison"]})
    play_phase(sc, 0)
    assert sorted(option(sc, 0, "prison").targets) == [1, 2, 3]
    with pytest.raises(IllegalResponse):
        sc.use(0, "prison", [0])


def test_prison_is_placed_in_the_targets_judgement_area():
    sc = Scenario(FIVE, hands={0: ["prison"], 2: ["impeccable"]})
    prison = sc.held(0, "prison")
    play_phase(sc, 0).use(0, "prison", [2])
    sc.expect(PlayPhase, 0)  # no 无懈可击 window until the judge phase
    assert [(j.card, j.kind) for j in sc.p(2).judge] == [(prison, Kind.PRISON)]


@pytest.mark.parametrize(
    "judgement", [("strike", "spade", 5), ("dodge", "diamond", 2), ("strike", "club", 7)]
)
def test_prison_skips_the_play_phase_unless_heart(judgement):
    sc = Scenario(FIVE, judge={1: ["prison"]}, deck=[judgement, "dodge", "dodge"])
    prison = sc.held(1, "prison")
    sc.start_turn(1)
    assert [(e.seat, e.hit) for e in sc.events_of(Judged)] == [(1, True)]
    assert [(e.seat, e.phase) for e in sc.events_of(PhaseSkipped)] == [(1, Phase.PLAY)]
    assert Phase.PLAY not in [e.phase for e in sc.events_of(PhaseStarted)]
    assert sc.pending is None  # the turn ended without a play phase
    assert in_discard(sc, prison) and sc.p(1).judge == []
    assert in_discard(sc, sc.game.card(sc.events_of(Judged)[0].card))  # the judgement card


def test_prison_heart_judgement_keeps_the_play_phase():
    sc = Scenario(FIVE, judge={1: ["prison"]}, deck=[("dodge", "heart", 2), "dodge", "dodge"])
    prison = sc.held(1, "prison")
    sc.start_turn(1)
    assert [e.hit for e in sc.events_of(Judged)] == [False]
    sc.expect(PlayPhase, 1)
    assert in_discard(sc, prison)


# ======================================================================= 手捧雷 thunder
def test_thunder_goes_into_the_users_own_judgement_area():
    sc = Scenario(FIVE, hands={0: ["thunder"]})
    thunder = sc.held(0, "thunder")
    play_phase(sc, 0)
    assert option(sc, 0, "thunder").target_count == (0, 0)
    with pytest.raises(IllegalResponse):
        sc.use(0, "thunder", [1])
    sc.use(0, "thunder")
    assert [(j.card, j.kind) for j in sc.p(0).judge] == [(thunder, Kind.THUNDER)]


def test_thunder_cannot_be_placed_when_one_is_already_there():
    sc = Scenario(
        FIVE, hands={0: [("thunder", "club", 1)]}, judge={0: [("thunder", "diamond", 12)]}
    )
    play_phase(sc, 0)
    assert "thunder" not in kinds_offered(sc, 0)


@pytest.mark.parametrize("rank", [2, 5, 9])
def test_thunder_spade_two_to_nine_deals_three_damage_with_no_source(rank):
    sc = Scenario(FIVE, judge={1: ["thunder"]}, deck=[("strike", "spade", rank), "dodge", "dodge"])
    thunder = sc.held(1, "thunder")
    sc.start_turn(1)
    assert damage_log(sc) == [(None, 1, 3)]
    assert sc.p(1).hp == 1
    assert in_discard(sc, thunder)
    assert all(not p.judge for p in sc.game.players)


@pytest.mark.parametrize(
    "judgement",
    [
        ("strike", "spade", 10),
        ("duel", "spade", 1),
        ("strike", "spade", 11),
        ("strike", "club", 8),
        ("dodge", "heart", 2),
    ],
)
def test_thunder_otherwise_passes_to_the_next_character_without_one(judgement):
    sc = Scenario(
        FIVE,
        judge={1: [("thunder", "club", 1)], 2: [("thunder", "diamond", 12)]},
        deck=[judgement, "dodge", "dodge"],
    )
    thunder = sc.held(1, "thunder")
    sc.start_turn(1)
    assert damage_log(sc) == []
    assert sc.p(1).judge == []
    assert [j.card for j in sc.p(3).judge] == [thunder]  # seat 2 already holds one


def test_thunder_kill_has_no_killer_and_no_reward():
    sc = Scenario(
        FIVE, judge={3: ["thunder"]}, hp={3: 3}, deck=[("strike", "spade", 3), "dodge", "dodge"]
    )
    sc.start_turn(3)
    assert [(e.seat, e.killer) for e in sc.events_of(Died)] == [(3, None)]
    assert all(len(p.hand) == 0 for p in sc.game.players)


def test_thunder_stays_when_every_other_character_has_one():  # ruling thunder_stays
    sc = Scenario(
        FIVE,
        judge={1: [("thunder", "club", 1)], 0: [("thunder", "diamond", 12)]},
        deck=[("strike", "spade", 10), "dodge", "dodge"],
    )
    thunder = sc.held(1, "thunder")
    for seat in (2, 3, 4):
        sc.p(seat).alive = False
    sc.start_turn(1)
    assert [j.card for j in sc.p(1).judge] == [thunder]


def test_thunder_kill_stops_the_judge_phase():
    sc = Scenario(
        FIVE,
        judge={1: ["prison", "thunder"]},
        hp={1: 3},
        deck=[("strike", "spade", 3), "dodge", "dodge"],
    )
    prison = sc.held(1, "prison")
    sc.start_turn(1)
    assert [e.reason for e in sc.events_of(Judged)] == ["thunder"]  # the prison is not judged
    assert not sc.p(1).alive and sc.pending is None
    assert in_discard(sc, prison)  # discarded with the dead character's cards
    assert len(sc.game.deck) == 106 - 2 - 1  # nothing was drawn


def test_thunder_is_judged_before_an_earlier_prison():
    # placed: prison first, thunder last -> thunder is judged first (后到先判)
    sc = Scenario(
        FIVE,
        judge={1: ["prison", "thunder"]},
        deck=[("strike", "spade", 10), ("strike", "spade", 8), "dodge", "dodge"],
    )
    sc.start_turn(1)
    assert [e.reason for e in sc.events_of(Judged)] == ["thunder", "prison"]
    judged = [sc.game.card(e.card) for e in sc.events_of(Judged)]
    assert [(c.suit, c.rank) for c in judged] == [(Suit.SPADE, 10), (Suit.SPADE, 8)]
    assert sc.events_of(PhaseSkipped) != []  # the prison then held (♠8 is not ♥)


def test_illegal_pass_type_leaves_requests_alone():
    sc = Scenario(FIVE, hands={0: ["strike"]})
    play_phase(sc, 0)
    before = sc.pending
    with pytest.raises(IllegalResponse):
        sc.answer(0, Use((), Kind.STRIKE))
    assert sc.pending is before
    sc.answer(0, Pass())
    assert sc.pending is None
