"""Locked (status) skills are recorded as fired exactly when they change what happens.

Each skill gets a scenario where it decides something (recorded once: a SkillInvoked
event and ``skill_uses``) and one where it is present but changes nothing (not recorded).
Building play options, which asks the same status queries, never records anything.
"""

from __future__ import annotations

import pytest

from tests.scenario import CardSpecLike, Scenario
from yxs_desktop.engine import actions
from yxs_desktop.engine.content.heroes_minister import SUIT_KEYS
from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.events import Judged, PhaseSkipped, SkillInvoked
from yxs_desktop.engine.modes.base import give_hero
from yxs_desktop.engine.options import play_options
from yxs_desktop.engine.requests import (
    ChooseCards,
    ChooseFrom,
    ChooseOption,
    ChooseSeats,
    Confirm,
    PlayPhase,
    Respond,
    Use,
)

FILLER: list[CardSpecLike] = ["defence_horse"] * 3  # harmless draws on top of the deck


def records(sc: Scenario, skill: str) -> list[tuple[int, tuple[int, ...]]]:
    """(seat, targets) of each recorded firing of ``skill`` since the scenario started."""
    return [
        (e.seat, e.targets)
        for e in sc.game.events
        if isinstance(e, SkillInvoked) and e.skill == skill
    ]


# ====================================================================== no side effects
def test_building_play_options_records_nothing():
    sc = Scenario(
        ["yang_yanzhao", "liu_bowen", "shi_qian", "temujin"],
        hands={0: ["strike", "strike", "pouch", "duel"]},
    )
    sc.p(0).strikes_used = 1
    for _ in range(3):
        play_options(sc.game, sc.p(0))
        play_options(sc.game, sc.p(3))
    assert not [e for e in sc.game.events if isinstance(e, SkillInvoked)]
    assert all(not p.skill_uses for p in sc.game.players)


# ====================================================================== 天狼
def test_tianlang_fires_for_the_second_strike_only():
    sc = Scenario(["yang_yanzhao"], hands={0: ["strike", "strike"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "strike", [1])
    assert records(sc, "tianlang") == []  # the first 杀 is within the base limit
    sc.expect(PlayPhase, 0).use(0, "strike", [1])
    assert records(sc, "tianlang") == [(0, (1,))]
    assert sc.p(0).skill_uses == {"tianlang": 1}


def test_tianlang_does_not_fire_when_tiger_tally_already_allows_the_strike():
    sc = Scenario(
        ["yang_yanzhao"],
        hands={0: ["strike", "strike"]},
        equip={0: ["tiger_tally"]},
        deck=FILLER,
    )
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "strike", [1])
    sc.expect(PlayPhase, 0).use(0, "strike", [1])
    assert records(sc, "tianlang") == [] and records(sc, "tiger_tally") == []


def test_tiger_tally_fires_when_it_alone_allows_the_strike():
    sc = Scenario([None], hands={0: ["strike", "strike"]}, equip={0: ["tiger_tally"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "strike", [1])
    sc.expect(PlayPhase, 0).use(0, "strike", [1])
    assert records(sc, "tiger_tally") == [(0, (1,))]


# ====================================================================== 骑射 / 单骑
def test_qishe_fires_when_the_target_is_out_of_reach_without_it():
    sc = Scenario(["temujin"], hands={0: ["strike"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "strike", [2])  # seat distance 2
    assert records(sc, "qishe") == [(0, (2,))]


def test_qishe_does_not_fire_on_a_neighbour():
    sc = Scenario(["temujin"], hands={0: ["strike"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "strike", [1])
    assert records(sc, "qishe") == []


def test_qishe_does_not_fire_when_a_long_weapon_reaches_anyway():
    sc = Scenario(["temujin"], hands={0: ["strike"]}, equip={0: ["overlord_bow"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "strike", [2])
    assert records(sc, "qishe") == []


def test_danqi_fires_when_the_target_is_out_of_reach_without_it():
    sc = Scenario(["guan_yu"], hands={0: ["strike", "strike"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "strike", [3])  # seat distance 2
    assert records(sc, "danqi") == [(0, (3,))]


def test_danqi_does_not_fire_on_a_neighbour():
    sc = Scenario(["guan_yu"], hands={0: ["strike"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "strike", [4])
    assert records(sc, "danqi") == []


# ====================================================================== 飞贼 / 轻敏
def test_feizei_fires_for_a_pouch_beyond_distance_one():
    sc = Scenario(["shi_qian"], hands={0: ["pouch"], 2: ["dodge"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "pouch", [2])
    assert records(sc, "feizei") == [(0, (2,))]


def test_feizei_does_not_fire_on_a_neighbour():
    sc = Scenario(["shi_qian"], hands={0: ["pouch"], 1: ["dodge"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "pouch", [1])
    assert records(sc, "feizei") == []


def test_qingmin_fires_when_shi_qian_was_within_reach_of_a_pouch():
    # seat 1 uses 探囊取物 on seat 2; 时迁 (seat 0) is its neighbour and has a card
    sc = Scenario(["shi_qian"], hands={0: ["dodge"], 1: ["pouch"], 2: ["dodge"]}, deck=FILLER)
    sc.start_turn(1).expect(PlayPhase, 1).use(1, "pouch", [2])
    assert records(sc, "qingmin") == [(0, (1,))]


def test_qingmin_does_not_fire_when_shi_qian_was_out_of_reach_anyway():
    # seat 2 is at distance 2 from 时迁 (seat 0): no 探囊取物 could have reached him
    sc = Scenario(["shi_qian"], hands={0: ["dodge"], 2: ["pouch"], 3: ["dodge"]}, deck=FILLER)
    sc.start_turn(2).expect(PlayPhase, 2).use(2, "pouch", [3])
    assert records(sc, "qingmin") == []


def test_qingmin_does_not_fire_for_a_strike():
    sc = Scenario(["shi_qian"], hands={0: ["dodge"], 1: ["strike"]}, deck=FILLER)
    sc.start_turn(1).expect(PlayPhase, 1).use(1, "strike", [2])
    sc.expect(PlayPhase, 1)
    assert records(sc, "qingmin") == []


# ====================================================================== 归隐
def test_guiyin_fires_when_liu_bowen_without_hand_was_within_reach():
    sc = Scenario([None, "liu_bowen"], hands={0: ["strike"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "strike", [4])
    assert records(sc, "guiyin") == [(1, (0,))]


def test_guiyin_does_not_fire_with_hand_cards_or_out_of_reach():
    sc = Scenario([None, "liu_bowen"], hands={0: ["strike"], 1: ["dodge"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "strike", [4])
    assert records(sc, "guiyin") == []  # he had a hand card: not protected
    sc2 = Scenario([None, None, "liu_bowen"], hands={0: ["strike"]}, deck=FILLER)
    sc2.start_turn(0).expect(PlayPhase, 0).use(0, "strike", [1])
    assert records(sc2, "guiyin") == []  # at distance 2: out of the 杀's reach anyway


def test_guiyin_fires_for_a_duel_at_any_distance():
    sc = Scenario([None, None, "liu_bowen"], hands={0: ["duel"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "duel", [1])
    assert records(sc, "guiyin") == [(2, (0,))]


# ====================================================================== 控局
def test_kongju_fires_when_the_hand_limit_keeps_cards():
    sc = Scenario(["li_shimin"], hands={0: ["dodge"] * 4}, hp={0: 2}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).pass_(0)  # 6 cards, HP 2, max HP 4
    sc.expect(ChooseCards, 0, reason="discard", low=2)
    assert records(sc, "kongju") == [(0, ())]


def test_kongju_does_not_fire_at_full_hp_or_within_the_limit():
    sc = Scenario(["li_shimin"], hands={0: ["dodge"] * 4}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0).pass_(0)  # full HP: limit unchanged
    sc.expect(ChooseCards, 0, reason="discard", low=2)
    assert records(sc, "kongju") == []
    sc2 = Scenario(["li_shimin"], hp={0: 2}, deck=FILLER)
    sc2.start_turn(0).expect(PlayPhase, 0).pass_(0)  # 2 cards, HP 2: nothing to keep
    assert records(sc2, "kongju") == []


def test_kongju_fires_when_a_firewood_could_not_target_li_shimin():
    sc = Scenario(["li_shimin"], hands={0: ["dodge"], 1: ["firewood"], 2: ["dodge"]}, deck=FILLER)
    sc.start_turn(1).expect(PlayPhase, 1).use(1, "firewood", [2])
    assert records(sc, "kongju") == [(0, (1,))]


def test_kongju_does_not_fire_when_li_shimin_may_be_targeted():
    sc = Scenario(
        ["li_shimin"], hands={0: ["dodge"] * 4, 1: ["firewood"], 2: ["dodge"]}, deck=FILLER
    )
    sc.start_turn(1).expect(PlayPhase, 1).use(1, "firewood", [2])
    assert records(sc, "kongju") == []


# ====================================================================== 红妆
def test_hongzhuang_fires_when_a_spade_judgement_frees_her():
    sc = Scenario(["li_shishi"], judge={0: ["prison"]}, deck=[("strike", "spade", 8), *FILLER])
    sc.start_turn(0).expect(PlayPhase, 0)
    assert [e.hit for e in sc.events_of(Judged)] == [False]
    assert records(sc, "hongzhuang") == [(0, ())]


def test_hongzhuang_does_not_fire_for_a_club_judgement():
    sc = Scenario(["li_shishi"], judge={0: ["prison"]}, deck=[("strike", "club", 8), *FILLER])
    sc.start_turn(0)
    assert [e.phase for e in sc.events_of(PhaseSkipped)] == ["play"]
    assert records(sc, "hongzhuang") == []


def test_hongzhuang_fires_when_a_spade_pays_for_manwu():
    sc = Scenario(["li_shishi"], hands={0: [("strike", "spade", 5)], 1: ["strike"]}, deck=FILLER)
    sc.use_card(1, "strike", [0])
    sc.expect(Confirm, 0, reason="manwu").yes(0)
    sc.expect(ChooseCards, 0, reason="manwu").cards(0, [("strike", "spade", 5)])
    sc.expect(ChooseSeats, 0, reason="manwu").seats(0, [3])
    assert records(sc, "hongzhuang") == [(0, ())]
    assert records(sc, "manwu") == [(0, (3,))]


def test_hongzhuang_does_not_fire_when_a_real_heart_pays_for_manwu():
    sc = Scenario(["li_shishi"], hands={0: [("medicine", "heart", 3)], 1: ["strike"]}, deck=FILLER)
    sc.use_card(1, "strike", [0])
    sc.expect(Confirm, 0, reason="manwu").yes(0)
    sc.expect(ChooseCards, 0, reason="manwu").cards(0, [("medicine", "heart", 3)])
    sc.expect(ChooseSeats, 0, reason="manwu").seats(0, [3])
    assert records(sc, "hongzhuang") == []


@pytest.mark.parametrize(
    ("named", "hp", "recorded"),
    [("suit.heart", 3, True), ("suit.spade", 2, True), ("suit.club", 2, False)],
)
def test_hongzhuang_decides_gongxin_when_the_outcome_differs(named, hp, recorded):
    """韩信's ♠ card counts as ♥ for 李师师 once she holds it: naming ♥ keeps her HP and
    naming ♠ costs her 1, both through 红妆; naming ♣ costs 1 whatever 红妆 says."""
    sc = Scenario(["han_xin", "li_shishi"], hands={0: [("strike", "spade", 5)]}, deck=FILLER)
    sc.start_turn(0).expect(Confirm, 0, reason="bingxian").yes(0, False)
    sc.expect(PlayPhase, 0)
    sc.answer(0, Use((), None, "gongxin", (1,)))
    sc.expect(ChooseOption, 1, reason="gongxin").choose(1, SUIT_KEYS.index(named))
    sc.expect(ChooseFrom, 1).take_card(1, hand_index=0)
    sc.expect(PlayPhase, 0)
    assert sc.p(1).hp == hp
    assert records(sc, "hongzhuang") == ([(1, ())] if recorded else [])


# ====================================================================== 红颜 and 归隐
def test_guiyin_fires_when_it_rules_out_a_hongyan_pair():
    """刘伯温 without a hand card cannot be the first chosen (the 决斗's target)."""
    sc = Scenario(
        ["chen_yuanyuan", "liu_bowen", "xiang_yu", "wu_song"],
        hands={0: ["dodge"], 2: ["strike"]},
        deck=FILLER,
    )
    sc.start_turn(0).expect(PlayPhase, 0)
    sc.answer(0, Use((sc.held(0, "dodge").id,), None, "hongyan", (2, 3)))
    assert records(sc, "guiyin") == [(1, (0,))]


# ====================================================================== 狂禅
def test_kuangchan_fires_when_the_lord_bonus_is_refused():
    sc = Scenario([None])
    give_hero(sc.game, sc.p(0), "lu_zhishen", lord_bonus=True)
    assert sc.p(0).max_hp == 4
    assert records(sc, "kuangchan") == [(0, ())]


def test_kuangchan_does_not_fire_when_there_is_no_bonus():
    sc = Scenario([None])
    give_hero(sc.game, sc.p(1), "lu_zhishen", lord_bonus=False)
    assert records(sc, "kuangchan") == []


# ====================================================================== 底力
def test_dili_fires_only_when_hp_is_lost():
    sc = Scenario(["lu_zhishen"], deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0)
    assert records(sc, "dili") == [] and len(sc.p(0).hand) == 2
    sc2 = Scenario(["lu_zhishen"], hp={0: 2}, deck=FILLER)
    sc2.start_turn(0).expect(PlayPhase, 0)
    assert records(sc2, "dili") == [(0, ())] and len(sc2.p(0).hand) == 4


# ====================================================================== 救援
def _jiuyuan(saver_hero: str) -> Scenario:
    sc = Scenario(
        ["bian_que", saver_hero],
        roles=[Role.LORD, Role.LOYALIST, Role.REBEL, Role.REBEL, Role.RENEGADE],
        hands={1: ["medicine"]},
        hp={0: 1},
        lord_skill=True,
        deck=FILLER,
    )
    sc.game.current = sc.p(2)
    sc.run(lambda: actions.damage(sc.game, sc.p(2), sc.p(0), 1))
    return sc


def test_jiuyuan_fires_when_a_ruler_saves_the_lord():
    sc = _jiuyuan("xiang_yu")
    sc.expect(Respond, 1, kind=Kind.MEDICINE, reason="save").use(1, "medicine")
    assert sc.p(0).hp == 2
    assert records(sc, "jiuyuan") == [(0, (1,))]


def test_jiuyuan_does_not_fire_for_a_non_ruler():
    sc = _jiuyuan("han_xin")
    sc.expect(Respond, 1, kind=Kind.MEDICINE, reason="save").use(1, "medicine")
    assert sc.p(0).hp == 1
    assert records(sc, "jiuyuan") == []
