"""The 11 equipment kinds (docs/rules.md §3.4 and §4): the 8 weapons' abilities and ranges, 玉如意,
both horses, and equipping into a full slot."""

import pytest

from tests.engine.test_cards import asked, damage_log, in_discard, kinds, option, play_phase
from tests.scenario import Scenario
from yxs_desktop.engine.enums import Kind, Slot
from yxs_desktop.engine.errors import IllegalResponse
from yxs_desktop.engine.events import CardPlayed, Judged, SkillInvoked
from yxs_desktop.engine.requests import (
    ChooseCards,
    ChooseFrom,
    Confirm,
    PlayPhase,
    Respond,
)

FIVE: list[str | None] = [None] * 5

WEAPON_RANGES = {
    "tiger_tally": 1, "fish_gut": 2, "dragon_scale": 2, "coiled_dragon": 3,
    "reed_spear": 3, "bolang_hammer": 3, "wolf_fang": 4, "overlord_bow": 5,
}  # fmt: skip


# ======================================================================= equipping
@pytest.mark.parametrize("kind", [*WEAPON_RANGES, "jade_ruyi", "attack_horse", "defence_horse"])
def test_equipment_goes_into_its_slot_when_used(kind):
    sc = Scenario(FIVE, hands={0: [kind]})
    card = sc.held(0, kind)
    play_phase(sc, 0)
    assert option(sc, 0, kind).target_count == (0, 0)
    sc.use(0, kind)
    assert list(sc.p(0).equip.values()) == [card] and sc.p(0).hand == []
    assert sc.game.table == [] and sc.game.discard == []


@pytest.mark.parametrize(
    ("old", "new", "slot"),
    [
        ("fish_gut", "tiger_tally", Slot.WEAPON),
        ("jade_ruyi", "jade_ruyi", Slot.ARMOUR),
        ("attack_horse", "attack_horse", Slot.ATTACK_HORSE),
        ("defence_horse", "defence_horse", Slot.DEFENCE_HORSE),
    ],
)
def test_equipping_into_a_full_slot_discards_the_old_card(old, new, slot):
    sc = Scenario(FIVE, hands={0: [new]}, equip={0: [old], 1: []})
    old_card, new_card = sc.p(0).equip[slot], sc.held(0, new)
    if old_card is new_card:  # same kind: make sure we point at the hand copy
        new_card = sc.p(0).hand[0]
    play_phase(sc, 0).use(0, new_card)
    assert sc.p(0).equip == {slot: new_card}
    assert in_discard(sc, old_card)


def test_equipping_keeps_the_other_slots():
    sc = Scenario(
        FIVE,
        hands={0: ["overlord_bow"]},
        equip={0: ["fish_gut", "jade_ruyi", "attack_horse", "defence_horse"]},
    )
    play_phase(sc, 0).use(0, "overlord_bow")
    assert {s: c.kind.value for s, c in sc.p(0).equip.items()} == {
        Slot.WEAPON: "overlord_bow", Slot.ARMOUR: "jade_ruyi",
        Slot.ATTACK_HORSE: "attack_horse", Slot.DEFENCE_HORSE: "defence_horse",
    }  # fmt: skip
    assert [c.kind.value for c in sc.game.discard] == ["fish_gut"]


# ======================================================================= ranges and horses
@pytest.mark.parametrize(("weapon", "reach"), WEAPON_RANGES.items())
def test_weapon_range(weapon, reach):
    sc = Scenario([None] * 8, mode="identity8", hands={0: ["strike"]}, equip={0: [weapon]})
    assert sc.game.attack_range(sc.p(0)) == reach
    play_phase(sc, 0)
    expected = [s for s in range(1, 8) if min(s, 8 - s) <= reach]
    assert sorted(option(sc, 0, "strike").targets) == expected


def test_attack_horse_shortens_the_owners_distance_to_others():
    sc = Scenario(FIVE, equip={0: ["attack_horse"]})
    game = sc.game
    assert [game.distance(sc.p(0), sc.p(s)) for s in (1, 2, 3, 4)] == [1, 1, 1, 1]
    assert [game.distance(sc.p(s), sc.p(0)) for s in (1, 2, 3, 4)] == [1, 2, 2, 1]


def test_defence_horse_lengthens_others_distance_to_the_owner():
    sc = Scenario(FIVE, equip={0: ["defence_horse"]})
    game = sc.game
    assert [game.distance(sc.p(s), sc.p(0)) for s in (1, 2, 3, 4)] == [2, 3, 3, 2]
    assert [game.distance(sc.p(0), sc.p(s)) for s in (1, 2, 3, 4)] == [1, 2, 2, 1]


def test_horses_of_both_sides_add_up_and_never_go_below_one():
    sc = Scenario(FIVE, equip={0: ["attack_horse"], 2: ["defence_horse"]})
    game = sc.game
    assert game.distance(sc.p(0), sc.p(2)) == 2  # 2 - 1 + 1
    assert game.distance(sc.p(0), sc.p(1)) == 1  # 1 - 1, at least 1


def test_distance_counts_only_living_characters():
    sc = Scenario(FIVE)
    sc.p(1).alive = False
    assert sc.game.distance(sc.p(0), sc.p(2)) == 1


def test_strike_range_counts_horses():
    sc = Scenario(FIVE, hands={0: ["strike"]}, equip={0: ["attack_horse"], 1: ["defence_horse"]})
    play_phase(sc, 0)
    assert sorted(option(sc, 0, "strike").targets) == [1, 2, 3, 4]
    sc2 = Scenario(FIVE, hands={0: ["strike"]}, equip={1: ["defence_horse"]})
    play_phase(sc2, 0)
    assert sorted(option(sc2, 0, "strike").targets) == [4]


# ======================================================================= 虎符
def test_tiger_tally_allows_any_number_of_strikes():
    sc = Scenario(FIVE, hands={0: ["strike"] * 3}, equip={0: ["tiger_tally"]})
    play_phase(sc, 0)
    for target in (1, 4, 1):
        sc.expect(PlayPhase, 0).use(0, "strike", [target])
    assert damage_log(sc) == [(0, 1, 1), (0, 4, 1), (0, 1, 1)]
    assert sc.p(0).strikes_used == 3


def test_losing_tiger_tally_restores_the_limit():
    sc = Scenario(FIVE, hands={0: ["strike", "strike", "fish_gut"]}, equip={0: ["tiger_tally"]})
    play_phase(sc, 0).use(0, "strike", [1])
    sc.use(0, "fish_gut")
    sc.expect(PlayPhase, 0)
    assert option(sc, 0, "strike") is None


# ======================================================================= 鱼肠剑 / 玉如意
def test_jade_ruyi_red_judgement_counts_as_dodge():
    sc = Scenario(
        FIVE, hands={0: ["strike"]}, equip={1: ["jade_ruyi"]}, deck=[("dodge", "diamond", 2)]
    )
    play_phase(sc, 0).use(0, "strike", [1])
    sc.expect(Respond, 1, kind="dodge")
    assert option(sc, 1, "dodge", "jade_ruyi") is not None
    sc.use(1, None, kind="dodge", skill="jade_ruyi")
    assert [(e.seat, e.hit) for e in sc.events_of(Judged)] == [(1, True)]
    assert damage_log(sc) == [] and sc.p(1).hp == 4
    sc.expect(PlayPhase, 0)


def test_jade_ruyi_black_judgement_fails_and_a_real_dodge_may_still_be_played():
    sc = Scenario(
        FIVE,
        hands={0: ["strike"], 1: ["dodge"]},
        equip={1: ["jade_ruyi"]},
        deck=[("strike", "club", 8)],
    )
    play_phase(sc, 0).use(0, "strike", [1])
    sc.use(1, None, kind="dodge", skill="jade_ruyi")
    assert [e.hit for e in sc.events_of(Judged)] == [False]
    sc.expect(Respond, 1, kind="dodge")
    assert option(sc, 1, "dodge", "jade_ruyi") is None  # once per 闪 asked
    sc.use(1, "dodge")
    assert damage_log(sc) == []


def test_jade_ruyi_black_judgement_without_dodge_takes_damage():
    sc = Scenario(
        FIVE, hands={0: ["strike"]}, equip={1: ["jade_ruyi"]}, deck=[("strike", "spade", 8)]
    )
    play_phase(sc, 0).use(0, "strike", [1])
    sc.use(1, None, kind="dodge", skill="jade_ruyi")
    assert damage_log(sc) == [(0, 1, 1)]


def test_jade_ruyi_answers_arrows_too():
    sc = Scenario(
        FIVE, hands={0: ["arrows"]}, equip={2: ["jade_ruyi"]}, deck=[("dodge", "heart", 2)]
    )
    play_phase(sc, 0).use(0, "arrows")
    sc.expect(Respond, 2, kind="dodge").use(2, None, kind="dodge", skill="jade_ruyi")
    assert [t for _, t, _ in damage_log(sc)] == [1, 3, 4]


def test_jade_ruyi_does_not_answer_beacon():
    sc = Scenario(FIVE, hands={0: ["beacon"]}, equip={1: ["jade_ruyi"]})
    play_phase(sc, 0).use(0, "beacon")
    assert [t for _, t, _ in damage_log(sc)] == [1, 2, 3, 4]


def test_fish_gut_strike_ignores_jade_ruyi():
    sc = Scenario(
        FIVE,
        hands={0: ["strike"]},
        equip={0: ["fish_gut"], 1: ["jade_ruyi"]},
        deck=[("dodge", "diamond", 2)],
    )
    play_phase(sc, 0).use(0, "strike", [1])
    # no 闪 in hand and the armour does not count: seat 1 is not even asked
    assert damage_log(sc) == [(0, 1, 1)]
    assert sc.events_of(Judged) == []


def test_fish_gut_strike_can_still_be_dodged_with_a_card():
    sc = Scenario(
        FIVE, hands={0: ["strike"], 1: ["dodge"]}, equip={0: ["fish_gut"], 1: ["jade_ruyi"]}
    )
    play_phase(sc, 0).use(0, "strike", [1])
    sc.expect(Respond, 1, kind="dodge")
    assert [o.skill for o in sc.pending.options_for(1)] == [None]
    sc.use(1, "dodge")
    assert damage_log(sc) == []


# ======================================================================= 龙鳞刀
def test_dragon_scale_discards_two_cards_instead_of_damage():
    sc = Scenario(
        FIVE,
        hands={0: ["strike"], 2: ["medicine", "duel"]},
        equip={0: ["dragon_scale"], 2: ["attack_horse"]},
    )
    horse = sc.held(2, "attack_horse")
    play_phase(sc, 0).use(0, "strike", [2])  # range 2
    sc.expect(Confirm, 0, reason="dragon_scale").yes(0)
    sc.expect(ChooseFrom, 0, target=2, hand_count=2, visible=(horse.id,)).take_card(0, horse)
    sc.expect(ChooseFrom, 0, target=2, hand_count=2, visible=()).take_card(0, hand_index=0)
    assert damage_log(sc) == [] and sc.p(2).hp == 4
    assert len(sc.p(2).hand) == 1 and sc.p(2).equip == {}
    assert in_discard(sc, horse)


def test_dragon_scale_declined_deals_damage():
    sc = Scenario(FIVE, hands={0: ["strike"], 1: ["medicine"]}, equip={0: ["dragon_scale"]})
    play_phase(sc, 0).use(0, "strike", [1])
    sc.expect(Confirm, 0).yes(0, False)
    assert damage_log(sc) == [(0, 1, 1)]
    assert kinds(sc.p(1).hand) == ["medicine"]


def test_dragon_scale_target_with_one_card_loses_that_card_only():
    sc = Scenario(FIVE, hands={0: ["strike"], 1: ["medicine"]}, equip={0: ["dragon_scale"]})
    play_phase(sc, 0).use(0, "strike", [1])
    sc.yes(0).take_card(0, hand_index=0)
    sc.expect(PlayPhase, 0)
    assert damage_log(sc) == [] and sc.p(1).hand == []


def test_dragon_scale_does_not_reach_the_judgement_area():
    sc = Scenario(
        FIVE,
        hands={0: ["strike"], 1: ["medicine"]},
        equip={0: ["dragon_scale"]},
        judge={1: ["prison"]},
    )
    play_phase(sc, 0).use(0, "strike", [1])
    sc.yes(0).expect(ChooseFrom, 0, hand_count=1, visible=()).take_card(0, hand_index=0)
    sc.expect(PlayPhase, 0)
    assert len(sc.p(1).judge) == 1 and sc.p(1).hp == 4


def test_dragon_scale_is_not_offered_against_a_target_without_cards():
    sc = Scenario(FIVE, hands={0: ["strike"]}, equip={0: ["dragon_scale"]})
    play_phase(sc, 0).use(0, "strike", [1])
    assert damage_log(sc) == [(0, 1, 1)]


# ======================================================================= 盘龙棍
def test_coiled_dragon_offers_another_strike_after_a_dodge():
    sc = Scenario(
        FIVE, hands={0: ["strike", "strike"], 3: ["dodge", "dodge"]}, equip={0: ["coiled_dragon"]}
    )
    play_phase(sc, 0).use(0, "strike", [3])  # distance 2, range 3
    sc.use(3, "dodge")
    sc.expect(Respond, 0, kind="strike", target=3, reason="coiled_dragon")
    sc.use(0, "strike", [3])
    sc.expect(Respond, 3, kind="dodge").pass_(3)
    assert damage_log(sc) == [(0, 3, 1)]
    assert [e.skill for e in sc.events_of(SkillInvoked)] == ["coiled_dragon"]


def test_coiled_dragon_not_offered_without_another_strike_nor_when_hit():
    sc = Scenario(FIVE, hands={0: ["strike"], 3: ["dodge"]}, equip={0: ["coiled_dragon"]})
    play_phase(sc, 0).use(0, "strike", [3])
    sc.use(3, "dodge")
    sc.expect(PlayPhase, 0)
    sc2 = Scenario(FIVE, hands={0: ["strike", "strike"]}, equip={0: ["coiled_dragon"]})
    play_phase(sc2, 0).use(0, "strike", [1])
    sc2.expect(PlayPhase, 0)
    assert damage_log(sc2) == [(0, 1, 1)]


def test_coiled_dragon_other_target_is_illegal():
    sc = Scenario(FIVE, hands={0: ["strike", "strike"], 3: ["dodge"]}, equip={0: ["coiled_dragon"]})
    play_phase(sc, 0).use(0, "strike", [3])
    sc.use(3, "dodge")
    with pytest.raises(IllegalResponse):
        sc.use(0, "strike", [2])


# ======================================================================= 芦叶枪
def test_reed_spear_uses_two_hand_cards_as_strike():
    sc = Scenario(FIVE, hands={0: ["dodge", "medicine"]}, equip={0: ["reed_spear"]})
    dodge, medicine = sc.held(0, "dodge"), sc.held(0, "medicine")
    play_phase(sc, 0)
    spear = option(sc, 0, "strike", "reed_spear")
    assert spear.card_count == (2, 2) and sorted(spear.targets) == [1, 2, 3, 4]
    with pytest.raises(IllegalResponse):
        sc.use(0, [dodge], [2], kind="strike", skill="reed_spear")  # one card is not enough
    sc.use(0, [dodge, medicine], [2], kind="strike", skill="reed_spear")
    assert damage_log(sc) == [(0, 2, 1)]
    assert in_discard(sc, dodge) and in_discard(sc, medicine)
    sc.expect(PlayPhase, 0)
    assert sc.p(0).strikes_used == 1


def test_reed_spear_plays_two_hand_cards_as_strike_in_answer():
    sc = Scenario(FIVE, hands={0: ["dodge", "medicine"], 1: ["duel"]}, equip={0: ["reed_spear"]})
    sc.use_card(1, "duel", [0])
    sc.expect(Respond, 0, kind="strike")
    assert option(sc, 0, "strike", "reed_spear").card_count == (2, 2)
    sc.use(0, ["dodge", "medicine"], kind="strike", skill="reed_spear")
    assert [(e.seat, e.kind, e.skill) for e in sc.events_of(CardPlayed)] == [
        (0, Kind.STRIKE, "reed_spear")
    ]
    assert damage_log(sc) == [(0, 1, 1)]


def test_reed_spear_needs_two_hand_cards():
    sc = Scenario(FIVE, hands={0: ["dodge"]}, equip={0: ["reed_spear"]})
    play_phase(sc, 0)
    assert option(sc, 0, "strike", "reed_spear") is None


# ======================================================================= 博浪锤
def test_bolang_hammer_discards_two_cards_to_hit_after_a_dodge():
    sc = Scenario(
        FIVE,
        hands={0: ["strike", "duel", "medicine"], 2: ["dodge"]},
        equip={0: ["bolang_hammer", "attack_horse"]},
    )
    hammer, horse = sc.held(0, "bolang_hammer"), sc.held(0, "attack_horse")
    duel = sc.held(0, "duel")
    play_phase(sc, 0).use(0, "strike", [2])
    sc.use(2, "dodge")
    sc.expect(Confirm, 0, reason="bolang_hammer").yes(0)
    request = sc.expect(ChooseCards, 0, low=2, high=2).pending
    assert hammer.id not in request.pool and horse.id in request.pool
    sc.cards(0, [duel, horse])
    assert damage_log(sc) == [(0, 2, 1)]
    assert in_discard(sc, duel) and in_discard(sc, horse)
    assert kinds(sc.p(0).hand) == ["medicine"]


def test_bolang_hammer_declined_leaves_the_strike_dodged():
    sc = Scenario(
        FIVE, hands={0: ["strike", "duel", "medicine"], 1: ["dodge"]}, equip={0: ["bolang_hammer"]}
    )
    play_phase(sc, 0).use(0, "strike", [1])
    sc.use(1, "dodge")
    sc.expect(Confirm, 0).yes(0, False)
    assert damage_log(sc) == [] and len(sc.p(0).hand) == 2


def test_bolang_hammer_needs_two_cards_to_discard():
    sc = Scenario(FIVE, hands={0: ["strike", "duel"], 1: ["dodge"]}, equip={0: ["bolang_hammer"]})
    play_phase(sc, 0).use(0, "strike", [1])
    sc.use(1, "dodge")
    sc.expect(PlayPhase, 0)  # only one card left: not offered


# ======================================================================= 狼牙棒
def test_wolf_fang_last_hand_card_strike_has_up_to_three_targets():
    sc = Scenario(FIVE, hands={0: ["strike"], 3: ["dodge"]}, equip={0: ["wolf_fang"]})
    play_phase(sc, 0)
    assert option(sc, 0, "strike").target_count == (1, 3)
    sc.use(0, "strike", [1, 3, 4])
    sc.expect(Respond, 3, kind="dodge").use(3, "dodge")
    assert damage_log(sc) == [(0, 1, 1), (0, 4, 1)]


def test_wolf_fang_strike_that_is_not_the_last_hand_card_has_one_target():
    sc = Scenario(FIVE, hands={0: ["strike", "dodge"]}, equip={0: ["wolf_fang"]})
    play_phase(sc, 0)
    assert option(sc, 0, "strike").target_count == (1, 1)
    with pytest.raises(IllegalResponse):
        sc.use(0, "strike", [1, 2])


def test_wolf_fang_four_targets_is_illegal():
    sc = Scenario(FIVE, hands={0: ["strike"]}, equip={0: ["wolf_fang"]})
    play_phase(sc, 0)
    with pytest.raises(IllegalResponse):
        sc.use(0, "strike", [1, 2, 3, 4])


# ======================================================================= 霸王弓
def test_overlord_bow_discards_a_horse_of_the_damaged_target():
    sc = Scenario(
        FIVE,
        hands={0: ["strike"]},
        equip={0: ["overlord_bow"], 2: ["attack_horse", "defence_horse"]},
    )
    attack, defence = sc.held(2, "attack_horse"), sc.held(2, "defence_horse")
    play_phase(sc, 0).use(0, "strike", [2])
    assert damage_log(sc) == [(0, 2, 1)]
    sc.expect(Confirm, 0, reason="overlord_bow").yes(0)
    request = sc.expect(ChooseFrom, 0, target=2, hand_count=0).pending
    assert sorted(request.visible) == sorted([attack.id, defence.id])
    sc.take_card(0, defence)
    assert sc.p(2).equip == {Slot.ATTACK_HORSE: attack} and in_discard(sc, defence)


def test_overlord_bow_only_horses_may_be_chosen():
    sc = Scenario(
        FIVE, hands={0: ["strike"]}, equip={0: ["overlord_bow"], 1: ["jade_ruyi", "defence_horse"]}
    )
    jade = sc.held(1, "jade_ruyi")
    play_phase(sc, 0).use(0, "strike", [1])
    sc.expect(Respond, 1).pass_(1)  # declines the 玉如意 judgement
    sc.expect(Confirm, 0).yes(0)
    with pytest.raises(IllegalResponse):
        sc.take_card(0, jade)


def test_overlord_bow_not_offered_without_horses_or_without_damage():
    sc = Scenario(
        FIVE,
        hands={0: ["strike"]},
        equip={0: ["overlord_bow"], 1: ["jade_ruyi"]},
        deck=[("dodge", "heart", 2)],
    )
    play_phase(sc, 0).use(0, "strike", [1])
    sc.expect(Respond, 1).pass_(1)  # declines the 玉如意 judgement
    sc.expect(PlayPhase, 0)
    sc2 = Scenario(
        FIVE, hands={0: ["strike"], 2: ["dodge"]}, equip={0: ["overlord_bow"], 2: ["defence_horse"]}
    )
    play_phase(sc2, 0).use(0, "strike", [2])
    sc2.use(2, "dodge")
    sc2.expect(PlayPhase, 0)
    assert asked(sc2) == (0,)
