"""The 君 (ruler) heroes' skills (docs/rules.md §7.2), one scripted scenario per rule."""

from __future__ import annotations

from tests.scenario import CardSpecLike, Scenario
from yxs_desktop.engine import actions
from yxs_desktop.engine.enums import Area, Kind
from yxs_desktop.engine.events import (
    CardUsed,
    Damaged,
    Judged,
    Nullified,
    PlacesSwapped,
    SkillInvoked,
)
from yxs_desktop.engine.options import play_options
from yxs_desktop.engine.requests import (
    ChooseCards,
    ChooseFrom,
    ChooseSeats,
    Confirm,
    PlayPhase,
    Respond,
    Use,
)

#: Harmless red draws: nobody can answer anything with them, and they are not black.
FILLER: list[CardSpecLike] = [
    ("defence_horse", "heart", 5),
    ("attack_horse", "heart", 13),
    ("attack_horse", "diamond", 13),
    ("overlord_bow", "heart", 5),
]


def activate(
    sc: Scenario, seat: int, specs: list[CardSpecLike], skill: str, targets: list[int] = ()
) -> Scenario:
    """Answer a play-phase request by invoking an active skill with cards and targets."""
    cards = tuple(sc.held(seat, s).id for s in specs)
    return sc.answer(seat, Use(cards, None, skill, tuple(targets)))


def option(sc: Scenario, seat: int, *, kind: str | None = None, skill: str | None = None):
    """The pending request's option of ``seat`` with this kind and skill (None if absent)."""
    for opt in sc.pending.options_for(seat):
        if opt.skill == skill and (kind is None or opt.kind == kind):
            return opt
    return None


def invoked(sc: Scenario, skill: str) -> list[SkillInvoked]:
    return [e for e in sc.events_of(SkillInvoked) if e.skill == skill]


def ids(cards) -> list[int]:
    return sorted(c.id for c in cards)


# ============================================================ 陈胜 起义
def test_qiyi_takes_a_hand_card_from_each_of_two_others_instead_of_drawing():
    sc = Scenario(["chen_sheng"], hands={1: ["dodge"], 2: ["medicine"]}, deck=["strike", "strike"])
    dodge, medicine = sc.held(1, "dodge"), sc.held(2, "medicine")
    top = list(sc.game.deck[-2:])
    sc.start_turn(0).expect(Confirm, 0, reason="qiyi").yes(0)
    sc.expect(ChooseSeats, 0, reason="qiyi", candidates=(1, 2), low=1, high=2).seats(0, [2, 1])
    sc.expect(ChooseFrom, 0, target=1, hand_count=1, visible=()).take_card(0, hand_index=0)
    sc.expect(ChooseFrom, 0, target=2, hand_count=1).take_card(0, hand_index=0)
    sc.expect(PlayPhase, 0)
    assert ids(sc.p(0).hand) == ids([dodge, medicine])
    assert not sc.p(1).hand and not sc.p(2).hand
    assert sc.game.deck[-2:] == top  # nothing was drawn
    assert [e.targets for e in invoked(sc, "qiyi")] == [(1, 2)]


def test_qiyi_may_take_from_just_one_character():
    sc = Scenario(["chen_sheng"], hands={1: ["dodge"], 3: ["medicine"]}, deck=FILLER)
    sc.start_turn(0).expect(Confirm, 0, reason="qiyi").yes(0)
    sc.expect(ChooseSeats, 0, candidates=(1, 3)).seats(0, [3])
    sc.expect(ChooseFrom, 0, target=3).take_card(0, hand_index=0)
    sc.expect(PlayPhase, 0)
    assert [c.kind for c in sc.p(0).hand] == [Kind.MEDICINE]
    assert len(sc.p(1).hand) == 1


def test_qiyi_declined_draws_two_as_usual():
    sc = Scenario(["chen_sheng"], hands={1: ["dodge"]}, deck=FILLER)
    sc.start_turn(0).expect(Confirm, 0, reason="qiyi").yes(0, False)
    sc.expect(PlayPhase, 0)
    assert len(sc.p(0).hand) == 2 and len(sc.p(1).hand) == 1
    assert not invoked(sc, "qiyi")


def test_qiyi_not_offered_when_no_other_character_has_a_hand_card():
    # equipment does not count: 起义 takes hand cards only
    sc = Scenario(["chen_sheng"], equip={1: [("attack_horse", "club", 13)]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0)
    assert len(sc.p(0).hand) == 2


def test_qiyi_candidate_with_one_hand_card_and_equipment_gives_only_hand_cards():
    sc = Scenario(["chen_sheng"], hands={2: ["dodge"]}, equip={2: ["jade_ruyi"]}, deck=FILLER)
    sc.start_turn(0).expect(Confirm, 0).yes(0)
    sc.expect(ChooseSeats, 0, candidates=(2,), low=1, high=1).seats(0, [2])
    sc.expect(ChooseFrom, 0, target=2, hand_count=1, visible=()).take_card(0, hand_index=0)
    sc.expect(PlayPhase, 0)
    assert "armour" in sc.p(2).equip and not sc.p(2).hand


# ============================================================ 勾践 隐忍 / 图强
def test_yinren_skips_the_discard_phase_when_no_strike_was_used():
    sc = Scenario(["gou_jian"], hands={0: ["dodge"] * 4}, deck=FILLER)
    sc.start_turn(0).end_play(0)
    sc.expect(Confirm, 0, reason="yinren").yes(0)
    assert sc.pending is None  # the turn ended without discarding
    assert len(sc.p(0).hand) == 6 and sc.p(0).hp == 3
    assert len(invoked(sc, "yinren")) == 1


def test_yinren_declined_discards_down_to_hp():
    sc = Scenario(["gou_jian"], hands={0: ["dodge"] * 4}, deck=FILLER)
    sc.start_turn(0).end_play(0)
    sc.expect(Confirm, 0, reason="yinren").yes(0, False)
    sc.expect(ChooseCards, 0, reason="discard", low=3, high=3)
    sc.answer(0, sc.pending.default(0))
    assert len(sc.p(0).hand) == 3


def test_yinren_not_offered_after_a_strike_was_used():
    sc = Scenario(["gou_jian"], hands={0: ["strike"] + ["dodge"] * 4}, deck=FILLER)
    sc.start_turn(0).use(0, "strike", [1])
    sc.end_play(0)
    sc.expect(ChooseCards, 0, reason="discard", low=3, high=3)


def test_yinren_a_strike_played_in_a_duel_is_not_a_use():
    sc = Scenario(
        ["gou_jian"], hands={0: ["duel", "strike"] + ["dodge"] * 3, 1: ["strike"]}, deck=FILLER
    )
    sc.start_turn(0).use(0, "duel", [1])
    sc.expect(Respond, 1, kind="strike").use(1, "strike")
    sc.expect(Respond, 0, kind="strike").use(0, "strike")
    assert sc.p(1).hp == 3  # seat 1 had no second 杀
    sc.end_play(0)
    sc.expect(Confirm, 0, reason="yinren")


def test_yinren_after_the_play_phase_was_skipped_by_prison():
    sc = Scenario(
        ["gou_jian"],
        hands={0: ["dodge"] * 3},
        judge={0: ["prison"]},
        deck=[("strike", "spade", 8), *FILLER],
    )
    sc.start_turn(0).expect(Confirm, 0, reason="yinren").yes(0)
    assert sc.pending is None and len(sc.p(0).hand) == 5


def test_yinren_not_asked_when_there_is_nothing_to_discard():
    sc = Scenario(["gou_jian"], deck=FILLER)
    sc.start_turn(0).end_play(0)
    assert sc.pending is None and len(sc.p(0).hand) == 2
    assert not invoked(sc, "yinren")


def test_tuqiang_draws_one_for_each_dodge_played_outside_the_turn():
    sc = Scenario(["gou_jian"], hands={0: ["dodge"], 1: ["strike"]}, deck=[*FILLER[:2], "medicine"])
    sc.start_turn(1).use(1, "strike", [0])
    sc.expect(Respond, 0, kind="dodge").use(0, "dodge")
    assert [c.kind for c in sc.p(0).hand] == [Kind.MEDICINE]
    assert sc.p(0).hp == 3 and len(invoked(sc, "tuqiang")) == 1


def test_tuqiang_does_not_draw_in_its_own_turn():
    sc = Scenario(["gou_jian"], hands={0: ["dodge"]}, deck=["medicine"])
    game, me = sc.game, sc.p(0)
    game.current = me
    sc.run(lambda: actions.ask_for_card(game, me, Kind.DODGE))
    sc.expect(Respond, 0).use(0, "dodge")
    assert sc.pending is None and not me.hand and not invoked(sc, "tuqiang")


def test_tuqiang_counts_a_red_jade_ruyi_judgement():
    sc = Scenario(
        ["gou_jian"],
        hands={1: ["strike"]},
        equip={0: ["jade_ruyi"]},
        deck=[*FILLER[:2], ("dodge", "heart", 2), "medicine"],
    )
    sc.start_turn(1).use(1, "strike", [0])
    sc.expect(Respond, 0, kind="dodge").use(0, kind="dodge", skill="jade_ruyi")
    assert sc.p(0).hp == 3
    assert [c.kind for c in sc.p(0).hand] == [Kind.MEDICINE]


def test_tuqiang_draws_twice_against_bawang():
    sc = Scenario(
        ["xiang_yu", "gou_jian"],
        hands={0: ["strike"], 1: ["dodge", "dodge"]},
        deck=[*FILLER[:2], "medicine", "medicine"],
    )
    sc.start_turn(0).use(0, "strike", [1])
    sc.expect(Respond, 1).use(1, "dodge")
    sc.expect(Respond, 1).use(1, "dodge")
    assert sc.p(1).hp == 3
    assert [c.kind for c in sc.p(1).hand] == [Kind.MEDICINE, Kind.MEDICINE]


# ============================================================ 嬴政 集权
def test_jiquan_takes_the_strike_that_caused_the_damage():
    sc = Scenario(["ying_zheng"], hands={1: ["strike"]}, deck=FILLER)
    strike = sc.held(1, "strike")
    sc.start_turn(1).use(1, "strike", [0])
    sc.expect(Confirm, 0, reason="jiquan").yes(0)
    sc.expect(PlayPhase, 1)
    assert sc.p(0).hp == 3 and sc.p(0).hand == [strike]
    assert sc.game.location[strike.id] == (Area.HAND, 0)


def test_jiquan_declined_leaves_the_card_in_the_discard_pile():
    sc = Scenario(["ying_zheng"], hands={1: ["strike"]}, deck=FILLER)
    strike = sc.held(1, "strike")
    sc.start_turn(1).use(1, "strike", [0])
    sc.expect(Confirm, 0, reason="jiquan").yes(0, False)
    assert not sc.p(0).hand and strike in sc.game.discard


def test_jiquan_takes_both_cards_of_a_two_card_strike():
    sc = Scenario(
        ["ying_zheng"],
        hands={1: ["medicine", "harvest"]},
        equip={1: ["reed_spear"]},
        deck=FILLER,
    )
    pair = [sc.held(1, "medicine"), sc.held(1, "harvest")]
    sc.start_turn(1).use(1, ["medicine", "harvest"], [0], kind="strike", skill="reed_spear")
    sc.expect(Confirm, 0, reason="jiquan").yes(0)
    assert ids(sc.p(0).hand) == ids(pair)


def test_jiquan_takes_the_duel_card():
    sc = Scenario(["ying_zheng"], hands={1: ["duel"]}, deck=FILLER)
    duel = sc.held(1, "duel")
    sc.start_turn(1).use(1, "duel", [0])
    sc.expect(Confirm, 0, reason="jiquan").yes(0)
    assert sc.p(0).hand == [duel] and sc.p(0).hp == 3


def test_jiquan_after_being_saved_from_dying():
    sc = Scenario(["ying_zheng"], hands={0: ["medicine"], 1: ["strike"]}, hp={0: 1}, deck=FILLER)
    strike = sc.held(1, "strike")
    sc.start_turn(1).use(1, "strike", [0])
    sc.expect(Respond, 0, kind="medicine", reason="save").use(0, "medicine")
    sc.expect(Confirm, 0, reason="jiquan").yes(0)
    assert sc.p(0).hp == 1 and sc.p(0).hand == [strike]


def test_jiquan_takes_the_thunder_that_struck_him():
    # 手捧雷 stays on the table while it deals its damage, so 集权 may take it
    sc = Scenario(["ying_zheng"], judge={0: ["thunder"]}, deck=[("strike", "spade", 5), *FILLER])
    thunder = sc.p(0).judge[0].card
    sc.start_turn(0).expect(Confirm, 0, reason="jiquan").yes(0)
    assert sc.p(0).hp == 1 and thunder in sc.p(0).hand
    assert len(invoked(sc, "jiquan")) == 1


# ============================================================ 刘邦 驭人
def test_yuren_discards_any_cards_and_draws_as_many():
    sc = Scenario(
        ["liu_bang"],
        hands={0: ["strike", "dodge", "medicine"]},
        equip={0: [("attack_horse", "club", 13)]},
        deck=[*FILLER[:2], "duel", "pouch"],
    )
    sc.start_turn(0)
    opt = option(sc, 0, skill="yuren")
    assert opt.kind is None and opt.card_count == (1, 6) and opt.target_count == (0, 0)
    thrown = [sc.held(0, "strike"), sc.held(0, ("attack_horse", "club", 13))]
    activate(sc, 0, thrown, "yuren")
    assert all(c in sc.game.discard for c in thrown) and not sc.p(0).equip
    kinds = sorted(c.kind.value for c in sc.p(0).hand)
    assert kinds == sorted(["dodge", "medicine", "defence_horse", "attack_horse", "duel", "pouch"])
    assert len(invoked(sc, "yuren")) == 1


def test_yuren_once_per_play_phase():
    sc = Scenario(["liu_bang"], hands={0: ["dodge", "dodge"]}, deck=FILLER)
    sc.start_turn(0)
    activate(sc, 0, ["dodge"], "yuren")
    sc.expect(PlayPhase, 0)
    assert option(sc, 0, skill="yuren") is None


def test_yuren_needs_a_card():
    sc = Scenario(["liu_bang"])
    assert not any(o.skill == "yuren" for o in play_options(sc.game, sc.p(0)))


# ============================================================ 曹操 奸雄
def test_jianxiong_uses_a_card_as_the_last_card_used():
    sc = Scenario(
        ["cao_cao"],
        hands={0: ["from_nothing", "dodge"]},
        deck=[*FILLER[:2], "duel", "duel", "pouch", "pouch"],
    )
    sc.start_turn(0)
    assert option(sc, 0, skill="jianxiong") is None  # nothing used yet this turn
    sc.use(0, "from_nothing")
    opt = option(sc, 0, kind="from_nothing", skill="jianxiong")
    assert opt is not None and sc.held(0, "dodge").id in opt.cards
    sc.use(0, "dodge", kind="from_nothing", skill="jianxiong")
    sc.expect(PlayPhase, 0)
    assert sorted(c.kind.value for c in sc.p(0).hand).count("pouch") == 2
    used = sc.events_of(CardUsed)
    assert (used[-1].kind, used[-1].skill) == ("from_nothing", "jianxiong")


def test_jianxiong_once_per_play_phase():
    sc = Scenario(
        ["cao_cao"],
        hands={0: ["from_nothing", "dodge", "dodge"]},
        deck=[*FILLER[:2], "duel", "duel", "pouch", "pouch"],
    )
    sc.start_turn(0).use(0, "from_nothing")
    sc.use(0, "dodge", kind="from_nothing", skill="jianxiong")
    sc.expect(PlayPhase, 0)
    assert option(sc, 0, skill="jianxiong") is None


def test_jianxiong_strike_still_counts_against_the_limit():
    sc = Scenario(["cao_cao"], hands={0: ["strike", "dodge"]}, deck=FILLER)
    sc.start_turn(0).use(0, "strike", [1])
    sc.expect(PlayPhase, 0)
    assert sc.p(1).hp == 3
    assert option(sc, 0, skill="jianxiong") is None


def test_jianxiong_imitates_a_strike_when_more_are_allowed():
    sc = Scenario(
        ["cao_cao"], hands={0: ["strike", "dodge"]}, equip={0: ["tiger_tally"]}, deck=FILLER
    )
    sc.start_turn(0).use(0, "strike", [1])
    sc.use(0, "dodge", [1], kind="strike", skill="jianxiong")
    sc.expect(PlayPhase, 0)
    assert sc.p(1).hp == 2


def test_jianxiong_cannot_imitate_equipment():
    sc = Scenario(["cao_cao"], hands={0: [("attack_horse", "club", 13), "dodge"]}, deck=FILLER)
    sc.start_turn(0).use(0, ("attack_horse", "club", 13))
    sc.expect(PlayPhase, 0)
    assert option(sc, 0, skill="jianxiong") is None


def test_jianxiong_imitated_trick_can_be_nullified():
    sc = Scenario(
        ["cao_cao"],
        hands={0: ["from_nothing", "dodge"], 2: ["impeccable"]},
        deck=[*FILLER[:2], "duel", "duel", "pouch", "pouch"],
    )
    sc.start_turn(0).use(0, "from_nothing")
    sc.expect(Respond, 2, kind="impeccable").pass_(2)
    sc.use(0, "dodge", kind="from_nothing", skill="jianxiong")
    sc.expect(Respond, 2, kind="impeccable").use(2, "impeccable")
    sc.expect(PlayPhase, 0)
    assert len(sc.p(0).hand) == 4  # 2 drawn + 2 from the first 无中生有 only


# ============================================================ 项羽 霸王
def test_bawang_strike_needs_two_dodges():
    sc = Scenario(["xiang_yu"], hands={0: ["strike"], 1: ["dodge", "dodge"]}, deck=FILLER)
    sc.start_turn(0).use(0, "strike", [1])
    sc.expect(Respond, 1, kind="dodge").use(1, "dodge")
    sc.expect(Respond, 1, kind="dodge").use(1, "dodge")
    sc.expect(PlayPhase, 0)
    assert sc.p(1).hp == 4 and not sc.p(1).hand


def test_bawang_one_dodge_is_not_enough():
    sc = Scenario(["xiang_yu"], hands={0: ["strike"], 1: ["dodge"]}, deck=FILLER)
    sc.start_turn(0).use(0, "strike", [1])
    sc.expect(Respond, 1, kind="dodge").use(1, "dodge")
    sc.expect(PlayPhase, 0)
    assert sc.p(1).hp == 3 and not sc.p(1).hand  # the first 闪 is spent
    assert len(invoked(sc, "bawang")) == 1


def test_bawang_duel_opponent_must_play_two_strikes_each_time():
    sc = Scenario(
        ["xiang_yu"],
        hands={0: ["duel", "strike"], 1: ["strike", "strike", "strike"]},
        deck=FILLER,
    )
    sc.start_turn(0).use(0, "duel", [1])
    sc.expect(Respond, 1, kind="strike").use(1, "strike")
    sc.expect(Respond, 1, kind="strike").use(1, "strike")
    sc.expect(Respond, 0, kind="strike").use(0, "strike")
    sc.expect(Respond, 1, kind="strike").use(1, "strike")
    sc.expect(PlayPhase, 0)  # seat 1 had no fourth 杀
    assert sc.p(1).hp == 3 and sc.p(0).hp == 4


def test_bawang_when_dueled_the_challenger_must_play_two_strikes():
    sc = Scenario(["xiang_yu"], hands={0: ["strike"], 1: ["duel", "strike"]}, deck=FILLER)
    sc.start_turn(1).use(1, "duel", [0])
    sc.expect(Respond, 0, kind="strike").use(0, "strike")
    sc.expect(Respond, 1, kind="strike").use(1, "strike")
    sc.expect(PlayPhase, 1)
    assert sc.p(1).hp == 3 and sc.p(0).hp == 4


def test_bawang_duel_nullified_by_impeccable():
    sc = Scenario(["xiang_yu"], hands={0: ["duel"], 1: ["strike"], 2: ["impeccable"]}, deck=FILLER)
    sc.start_turn(0).use(0, "duel", [1])
    sc.expect(Respond, 2, kind="impeccable").use(2, "impeccable")
    sc.expect(PlayPhase, 0)
    assert sc.p(1).hp == 4 and len(sc.p(1).hand) == 1


# ============================================================ 李世民 控局
def test_kongju_hand_limit_is_max_hp():
    sc = Scenario(["li_shimin"], hands={0: ["dodge"] * 2}, hp={0: 1}, deck=FILLER)
    sc.start_turn(0).end_play(0)
    assert sc.pending is None and len(sc.p(0).hand) == 4  # no discard at 1 HP


def test_kongju_hand_limit_counts_the_lord_bonus():
    sc = Scenario(["li_shimin"], hands={0: ["dodge"] * 4}, hp={0: 2}, deck=FILLER)
    sc.p(0).max_hp = 5  # the lord's +1
    sc.start_turn(0).end_play(0)
    sc.expect(ChooseCards, 0, reason="discard", low=1, high=1)


def test_kongju_small_hand_cannot_be_targeted_by_pouch_or_firewood():
    sc = Scenario(
        [None, "li_shimin"],
        hands={0: ["pouch", "firewood", "prison"], 1: ["dodge"], 4: ["dodge"]},
        deck=FILLER,
    )
    sc.start_turn(0)
    assert option(sc, 0, kind="pouch").targets == (4,)
    assert option(sc, 0, kind="firewood").targets == (4,)
    assert 1 in option(sc, 0, kind="prison").targets


def test_kongju_blocks_converted_firewood_too():
    sc = Scenario(
        ["zhao_kuangyin", "li_shimin"],
        hands={0: [("strike", "spade", 8)], 1: ["dodge"], 2: ["dodge"]},
        deck=FILLER,
    )
    sc.start_turn(0)
    assert option(sc, 0, kind="firewood", skill="shiquan").targets == (2,)


def test_kongju_large_hand_cannot_be_targeted_by_prison():
    sc = Scenario(
        [None, "li_shimin"],
        hands={0: ["pouch", "firewood", "prison"], 1: ["dodge"] * 5},
        deck=FILLER,
    )
    sc.start_turn(0)
    assert 1 in option(sc, 0, kind="pouch").targets
    assert 1 in option(sc, 0, kind="firewood").targets
    assert 1 not in option(sc, 0, kind="prison").targets


def test_kongju_hand_equal_to_max_hp_allows_everything():
    sc = Scenario(
        [None, "li_shimin"],
        hands={0: ["pouch", "firewood", "prison"], 1: ["dodge"] * 4},
        deck=FILLER,
    )
    sc.start_turn(0)
    for kind in ("pouch", "firewood", "prison"):
        assert 1 in option(sc, 0, kind=kind).targets


# ============================================================ 武则天 迁都 / 女权
def test_qiandu_discards_two_black_cards_and_swaps_places():
    sc = Scenario(
        ["wu_zetian"],
        hands={0: [("strike", "spade", 8), ("strike", "club", 8), ("dodge", "diamond", 2)]},
        deck=FILLER,
    )
    black = [sc.held(0, ("strike", "spade", 8)), sc.held(0, ("strike", "club", 8))]
    sc.start_turn(0)
    opt = option(sc, 0, skill="qiandu")
    assert sorted(opt.cards) == ids(black) and opt.card_count == (2, 2)
    assert sorted(opt.targets) == [1, 2, 3, 4] and opt.target_count == (1, 1)
    activate(sc, 0, black, "qiandu", [2])
    sc.expect(PlayPhase, 0)
    game = sc.game
    assert [p.seat for p in game.order] == [2, 1, 0, 3, 4]
    assert all(c in game.discard for c in black)
    assert game.distance(sc.p(0), sc.p(3)) == 1 and game.distance(sc.p(0), sc.p(4)) == 2
    assert game.next_alive(sc.p(0)) is sc.p(3)
    assert [(e.a, e.b) for e in sc.events_of(PlacesSwapped)] == [(0, 2)]
    assert option(sc, 0, skill="qiandu") is None  # once per play phase


def test_qiandu_needs_two_black_hand_cards():
    sc = Scenario(
        ["wu_zetian"],
        hands={0: [("strike", "spade", 8), ("dodge", "diamond", 2)]},
        equip={0: ["jade_ruyi"]},
        deck=[("dodge", "diamond", 3), ("strike", "heart", 10)],
    )
    sc.start_turn(0)
    assert option(sc, 0, skill="qiandu") is None


def test_nvquan_a_male_duel_on_her_has_no_effect():
    sc = Scenario([None, "wu_zetian", "liu_bang"], hands={2: ["duel"]}, deck=FILLER)
    sc.start_turn(2).use(2, "duel", [1])
    sc.expect(PlayPhase, 2)  # no 杀 asked of anyone
    assert sc.p(1).hp == 3 and sc.p(2).hp == 4
    assert [(e.kind, e.target) for e in sc.events_of(Nullified)] == [("duel", 1)]
    assert len(invoked(sc, "nvquan")) == 1


def test_nvquan_cancels_before_impeccable_is_asked():
    sc = Scenario(
        [None, "wu_zetian", "liu_bang"], hands={2: ["duel"], 3: ["impeccable"]}, deck=FILLER
    )
    sc.start_turn(2).use(2, "duel", [1])
    sc.expect(PlayPhase, 2)
    assert len(sc.p(3).hand) == 1


def test_nvquan_does_not_cancel_a_duel_redirected_away_from_her():
    # 秦琼's 门神 guards 武则天: the male's 决斗 goes to 秦琼, and 女权 has nothing to cancel
    sc = Scenario([None, "wu_zetian", "liu_bang", "qin_qiong"], hands={2: ["duel"]}, deck=FILLER)
    guard = next(s for s in sc.p(3).skills if s.id == "menshen")
    guard.ward = sc.p(1)
    sc.start_turn(2).use(2, "duel", [1])
    while isinstance(sc.pending, Confirm):  # 秦琼's own optional skills: decline
        sc.yes(sc.pending.seat, False)
    sc.expect(PlayPhase, 2)
    assert sc.p(1).hp == 3 and sc.p(3).hp == 3
    assert not invoked(sc, "nvquan") and not sc.events_of(Nullified)


def test_bawang_follows_a_duel_redirected_by_menshen():
    # 秦琼 guards seat 1: 项羽's 决斗 on it goes to 秦琼, who must then play two 杀 each time
    sc = Scenario(
        ["xiang_yu", None, None, "qin_qiong"],
        hands={0: ["duel"], 3: ["strike"]},
        deck=FILLER,
    )
    guard = next(s for s in sc.p(3).skills if s.id == "menshen")
    guard.ward = sc.p(1)
    sc.start_turn(0).use(0, "duel", [1])
    sc.expect(Respond, 3, kind="strike").use(3, "strike")
    while isinstance(sc.pending, Confirm):  # 秦琼's own optional skills: decline
        sc.yes(sc.pending.seat, False)
    sc.expect(PlayPhase, 0)
    assert sc.p(3).hp == 3 and sc.p(1).hp == 4 and sc.p(0).hp == 4
    assert [e.targets for e in invoked(sc, "bawang")] == [(3,)]


def test_nvquan_a_female_duel_on_her_works():
    sc = Scenario([None, "wu_zetian", "murong"], hands={2: ["duel"]}, deck=FILLER)
    sc.start_turn(2).use(2, "duel", [1])
    sc.expect(PlayPhase, 2)
    assert sc.p(1).hp == 2


def test_nvquan_a_male_she_duels_must_play_two_strikes():
    sc = Scenario(
        ["wu_zetian", "liu_bang"],
        hands={0: ["duel"], 1: ["strike"]},
        deck=FILLER,
    )
    sc.start_turn(0).use(0, "duel", [1])
    sc.expect(Respond, 1, kind="strike").use(1, "strike")
    sc.expect(PlayPhase, 0)  # a single 杀 is not enough
    assert sc.p(1).hp == 3 and sc.p(0).hp == 3


def test_nvquan_a_female_she_duels_plays_one_strike():
    sc = Scenario(["wu_zetian", "murong"], hands={0: ["duel"], 1: ["strike"]}, deck=FILLER)
    sc.start_turn(0).use(0, "duel", [1])
    sc.expect(Respond, 1, kind="strike").use(1, "strike")
    sc.expect(PlayPhase, 0)  # Wu has no 杀: she takes the damage
    assert sc.p(0).hp == 2 and sc.p(1).hp == 3


# ============================================================ 赵匡胤 释权
def test_shiquan_uses_a_black_card_as_firewood():
    sc = Scenario(
        ["zhao_kuangyin"],
        hands={0: [("strike", "club", 8), ("dodge", "diamond", 2)]},
        equip={1: ["jade_ruyi"]},
        deck=FILLER,
    )
    sc.start_turn(0)
    opt = option(sc, 0, kind="firewood", skill="shiquan")
    assert opt.cards == (sc.held(0, ("strike", "club", 8)).id,)
    sc.use(0, ("strike", "club", 8), [1], kind="firewood", skill="shiquan")
    ruyi = sc.held(1, "jade_ruyi")
    sc.expect(ChooseFrom, 0, reason="firewood", target=1).take_card(0, ruyi)
    sc.expect(PlayPhase, 0)
    assert not sc.p(1).equip and ruyi in sc.game.discard


def test_shiquan_equipped_black_card_counts():
    sc = Scenario(["zhao_kuangyin"], hands={1: ["dodge"]}, equip={0: ["jade_ruyi"]}, deck=FILLER)
    sc.start_turn(0)
    opt = option(sc, 0, kind="firewood", skill="shiquan")
    assert sc.held(0, "jade_ruyi").id in opt.cards


def test_shiquan_firewood_can_be_nullified():
    sc = Scenario(
        ["zhao_kuangyin"],
        hands={0: [("strike", "club", 8)], 1: ["dodge", "impeccable"]},
        deck=FILLER,
    )
    sc.start_turn(0).use(0, ("strike", "club", 8), [1], kind="firewood", skill="shiquan")
    sc.expect(Respond, 1, kind="impeccable").use(1, "impeccable")
    sc.expect(PlayPhase, 0)
    assert [c.kind for c in sc.p(1).hand] == [Kind.DODGE]


# ============================================================ 铁木真 强掠 / 骑射
def test_qianglue_black_judgement_takes_a_card_from_the_target():
    sc = Scenario(
        ["temujin"],
        hands={0: ["strike"], 1: ["dodge", "medicine"]},
        deck=[*FILLER[:2], ("strike", "spade", 9)],
    )
    sc.start_turn(0).use(0, "strike", [1])
    sc.expect(Respond, 1).use(1, "dodge")
    sc.expect(Confirm, 0, reason="qianglue").yes(0)
    sc.expect(ChooseFrom, 0, reason="qianglue", target=1, hand_count=1)
    sc.take_card(0, hand_index=0)
    sc.expect(PlayPhase, 0)
    assert Kind.MEDICINE in [c.kind for c in sc.p(0).hand] and not sc.p(1).hand
    assert [e.hit for e in sc.events_of(Judged)] == [True]


def test_qianglue_red_judgement_takes_nothing():
    sc = Scenario(
        ["temujin"],
        hands={0: ["strike"], 1: ["dodge", "medicine"]},
        deck=[*FILLER[:2], ("dodge", "heart", 2)],
    )
    sc.start_turn(0).use(0, "strike", [1])
    sc.expect(Respond, 1).use(1, "dodge")
    sc.expect(Confirm, 0, reason="qianglue").yes(0)
    sc.expect(PlayPhase, 0)
    assert len(sc.p(1).hand) == 1 and len(sc.p(0).hand) == 2  # the two drawn


def test_qianglue_not_offered_when_the_strike_hits_or_the_target_has_no_cards():
    sc = Scenario(["temujin"], hands={0: ["strike"], 1: ["dodge"]}, deck=FILLER)
    sc.start_turn(0).use(0, "strike", [1])
    sc.expect(Respond, 1).use(1, "dodge")  # its last card
    sc.expect(PlayPhase, 0)
    sc2 = Scenario(["temujin"], hands={0: ["strike"], 1: ["medicine"]}, deck=FILLER)
    sc2.start_turn(0).use(0, "strike", [1])
    sc2.expect(PlayPhase, 0)
    assert sc2.p(1).hp == 3 and not invoked(sc, "qianglue") and not invoked(sc2, "qianglue")


def test_qianglue_can_take_equipment_but_not_judgement_cards():
    sc = Scenario(
        ["temujin"],
        hands={0: ["strike"], 1: ["dodge"]},
        equip={1: ["defence_horse"]},
        judge={1: ["prison"]},
        deck=[*FILLER[:2], ("strike", "spade", 9)],
    )
    horse = sc.held(1, "defence_horse")
    sc.start_turn(0)
    assert sc.game.distance(sc.p(0), sc.p(1)) == 1  # 骑射 cancels the 防御马
    sc.use(0, "strike", [1])
    sc.expect(Respond, 1).use(1, "dodge")
    sc.expect(Confirm, 0, reason="qianglue").yes(0)
    sc.expect(ChooseFrom, 0, hand_count=0, visible=(horse.id,)).take_card(0, horse)
    assert horse in sc.p(0).hand and not sc.p(1).equip


def test_qishe_counts_as_an_attack_horse():
    others = {seat: ["dodge"] for seat in (1, 2, 3, 4)}
    sc = Scenario(["temujin"], hands={0: ["strike", "pouch"], **others}, deck=FILLER)
    sc.start_turn(0)
    assert sorted(option(sc, 0, kind="strike").targets) == [1, 2, 3, 4]
    assert sorted(option(sc, 0, kind="pouch").targets) == [1, 2, 3, 4]


def test_qishe_stacks_with_a_real_attack_horse():
    sc = Scenario(
        ["temujin"], mode="identity8", equip={0: [("attack_horse", "club", 13)]}, deck=FILLER
    )
    game = sc.game
    assert game.distance(sc.p(0), sc.p(4)) == 2
    assert game.distance(sc.p(4), sc.p(0)) == 4  # only Temujin's distances change


# ============================================================ 慕容 蝶魂
def test_diehun_cancels_arrows_for_her_and_draws_one():
    sc = Scenario(
        [None, "murong"],
        hands={0: ["arrows"], 1: ["dodge"]},
        deck=[*FILLER[:2], "medicine"],
    )
    sc.start_turn(0).use(0, "arrows")
    sc.expect(Confirm, 1, reason="diehun").yes(1)
    sc.expect(PlayPhase, 0)  # nobody else can answer
    assert sc.p(1).hp == 3 and sorted(c.kind.value for c in sc.p(1).hand) == [
        "dodge",
        "medicine",
    ]
    assert [e.target for e in sc.events_of(Damaged)] == [2, 3, 4]
    assert [(e.kind, e.target) for e in sc.events_of(Nullified)] == [("arrows", 1)]


def test_diehun_declined_the_trick_resolves():
    sc = Scenario([None, "murong"], hands={0: ["beacon"]}, deck=FILLER)
    sc.start_turn(0).use(0, "beacon")
    sc.expect(Confirm, 1, reason="diehun").yes(1, False)
    sc.expect(PlayPhase, 0)
    assert sc.p(1).hp == 2 and not sc.p(1).hand


def test_diehun_acts_before_the_impeccable_window():
    sc = Scenario(
        [None, "murong"], hands={0: ["arrows"], 3: ["impeccable"]}, deck=[*FILLER, "medicine"]
    )
    sc.start_turn(0).use(0, "arrows")
    sc.expect(Confirm, 1, reason="diehun").yes(1)
    sc.expect(Respond, 3, kind="impeccable", target=2)  # asked next for seat 2, not seat 1


def test_diehun_can_refuse_a_helpful_trick():
    sc = Scenario([None, "murong"], hands={0: ["recover"]}, hp={0: 3, 1: 2}, deck=FILLER)
    sc.start_turn(0).use(0, "recover")
    sc.expect(Confirm, 1, reason="diehun").yes(1)
    sc.expect(PlayPhase, 0)
    assert sc.p(0).hp == 4 and sc.p(1).hp == 2 and len(sc.p(1).hand) == 1


def test_diehun_not_for_single_target_tricks():
    sc = Scenario([None, "murong"], hands={0: ["duel"]}, deck=FILLER)
    sc.start_turn(0).use(0, "duel", [1])
    sc.expect(PlayPhase, 0)
    assert sc.p(1).hp == 2 and not invoked(sc, "diehun")
