"""The 臣 (minister) heroes' skills (docs/rules.md §7.3): 商鞅, 虞姬, 赵飞燕, 杨延昭, 澹台名, 岳飞,
刘伯温, 韩信, 褒姒, 花木兰, 关羽, 秦琼, 狄仁杰."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

import pytest

from tests.scenario import Scenario
from yxs_desktop.engine import actions
from yxs_desktop.engine.content.heroes_minister import SUIT_KEYS
from yxs_desktop.engine.enums import Area, Kind, Role
from yxs_desktop.engine.events import (
    CardPlayed,
    CardsMoved,
    CardUsed,
    Damaged,
    Died,
    HpLost,
    Judged,
    MaxHpChanged,
    Nullified,
    SkillInvoked,
    SkillsChanged,
)
from yxs_desktop.engine.options import play_options
from yxs_desktop.engine.requests import (
    Arrange,
    Arrangement,
    ChooseCards,
    ChooseFrom,
    ChooseOption,
    ChooseSeats,
    Confirm,
    Distribute,
    Distribution,
    PlayPhase,
    Respond,
    Use,
)
from yxs_desktop.engine.skills import SKILLS
from yxs_desktop.engine.turn import run_turn

# ---------------------------------------------------------------------- helpers


def activate(sc: Scenario, seat: int, skill: str, cards: list[Any], targets: list[int]) -> None:
    """Answer the play-phase request with an active skill (no card kind)."""
    ids = tuple(sc.held(seat, c).id for c in cards)
    sc.answer(seat, Use(ids, None, skill, tuple(targets)))


def skill_options(sc: Scenario, seat: int, skill: str) -> list[Any]:
    return [o for o in play_options(sc.game, sc.p(seat)) if o.skill == skill]


def invoked(sc: Scenario, skill: str) -> list[SkillInvoked]:
    return [e for e in sc.events_of(SkillInvoked) if e.skill == skill]


def in_discard(sc: Scenario, card: Any) -> bool:
    return sc.game.location[card.id][0] is Area.DISCARD


def chain(sc: Scenario, *steps: Callable[[], Coroutine[Any, Any, Any]]) -> Scenario:
    """Run several engine procedures one after another as one scripted run."""

    async def run() -> None:
        for step in steps:
            await step()

    return sc.run(run)


def strike_on(sc: Scenario, user: int, target: int, spec: Any = "strike") -> Callable[..., Any]:
    """A procedure: ``user`` (made the current player) uses a held 杀 on ``target``."""
    game = sc.game

    async def step() -> None:
        game.current = sc.p(user)
        card = sc.held(user, spec)
        await actions.use_card(game, sc.p(user), [card], card.kind, [sc.p(target)])

    return step


# ====================================================================== 刘伯温 占卜 / 归隐


def test_zhanbu_looks_at_top_five_and_puts_them_on_top_and_bottom():
    deck = [
        ("strike", "spade", 7),
        ("dodge", "diamond", 2),
        ("medicine", "heart", 3),
        ("duel", "spade", 1),
        ("from_nothing", "heart", 7),
    ]
    sc = Scenario(["liu_bowen"], deck=deck)
    c = [sc.game.deck[-1 - i] for i in range(5)]  # topmost first
    sc.start_turn(0).expect(Confirm, 0, reason="zhanbu").yes(0)
    sc.expect(Arrange, 0, cards=tuple(x.id for x in c))
    sc.answer(0, Arrangement((c[2].id, c[0].id), (c[1].id, c[3].id, c[4].id)))
    sc.expect(PlayPhase, 0)
    assert [x.id for x in sc.p(0).hand] == [c[2].id, c[0].id]  # drew the new top two
    assert [x.id for x in sc.game.deck[:3]] == [c[4].id, c[3].id, c[1].id]  # lowest first
    assert len(invoked(sc, "zhanbu")) == 1


def test_zhanbu_x_is_the_number_of_living_characters():
    sc = Scenario(["liu_bowen"])
    sc.p(3).alive = sc.p(4).alive = False
    sc.start_turn(0).expect(Confirm, 0, reason="zhanbu").yes(0)
    assert len(sc.expect(Arrange, 0).pending.cards) == 3


def test_zhanbu_x_is_at_most_five():
    sc = Scenario(["liu_bowen"], mode="identity8")
    sc.start_turn(0).expect(Confirm, 0, reason="zhanbu").yes(0)
    assert len(sc.expect(Arrange, 0).pending.cards) == 5


def test_zhanbu_declined_leaves_the_deck_alone():
    sc = Scenario(["liu_bowen"], deck=[("strike", "spade", 7), ("dodge", "diamond", 2)])
    top = [sc.game.deck[-1], sc.game.deck[-2]]
    sc.start_turn(0).expect(Confirm, 0, reason="zhanbu").yes(0, False)
    sc.expect(PlayPhase, 0)
    assert sc.p(0).hand == top
    assert not invoked(sc, "zhanbu")


def test_zhanbu_acts_before_the_judge_phase():
    deck = [("strike", "spade", 7), ("medicine", "heart", 3), ("strike", "spade", 8)]
    sc = Scenario(["liu_bowen"], judge={0: ["prison"]}, deck=deck)
    cards = [sc.game.deck[-1 - i] for i in range(5)]
    sc.start_turn(0).expect(Confirm, 0, reason="zhanbu").yes(0)
    heart = cards[1]
    sc.answer(0, Arrangement((heart.id,), tuple(c.id for c in cards if c is not heart)))
    sc.expect(PlayPhase, 0)  # the ♥ judgement freed 刘伯温 from 画地为牢
    (judged,) = sc.events_of(Judged)
    assert judged.card == heart.id and not judged.hit


def test_guiyin_without_hand_cards_cannot_be_targeted_by_strike_or_duel():
    sc = Scenario([None, "liu_bowen"], hands={0: ["strike", "duel"]})
    options = play_options(sc.game, sc.p(0))
    strike = next(o for o in options if o.kind == Kind.STRIKE)
    duel = next(o for o in options if o.kind == Kind.DUEL)
    assert 1 not in strike.targets and 1 not in duel.targets
    assert 4 in strike.targets and 2 in duel.targets


def test_guiyin_with_hand_cards_can_be_targeted():
    sc = Scenario([None, "liu_bowen"], hands={0: ["strike", "duel"], 1: ["dodge"]})
    options = play_options(sc.game, sc.p(0))
    assert all(1 in o.targets for o in options if o.kind in (Kind.STRIKE, Kind.DUEL))


def test_guiyin_blocks_a_counter_strike_too():
    """A 杀 offered by a skill (here 秦琼's 反击) cannot target 刘伯温 without hand cards."""
    sc = Scenario(["qin_qiong", "liu_bowen"], hands={0: ["strike"], 1: ["strike"]})
    chain(sc, strike_on(sc, 1, 0))
    assert sc.pending is None  # 反击 was not offered: 刘伯温 has no hand card left
    assert sc.p(0).hp == 3 and sc.p(1).hp == 3


# ====================================================================== 赵飞燕 玉步 / 轻影


def test_yubu_keeps_black_judgements_and_stops_at_the_first_red():
    deck = [
        ("strike", "spade", 7),
        ("strike", "club", 8),
        ("medicine", "heart", 3),
        ("dodge", "diamond", 2),
        ("dodge", "diamond", 3),
    ]
    sc = Scenario(["zhao_feiyan"], deck=deck)
    top = [sc.game.deck[-1 - i] for i in range(5)]
    sc.start_turn(0).expect(Confirm, 0, reason="yubu").yes(0)
    sc.expect(PlayPhase, 0)
    assert sc.p(0).hand == [top[0], top[1], top[3], top[4]]  # two kept, then the draw
    assert in_discard(sc, top[2])
    assert [e.hit for e in sc.events_of(Judged)] == [True, True, False]
    assert len(invoked(sc, "yubu")) == 1


def test_yubu_red_first_keeps_nothing():
    sc = Scenario(["zhao_feiyan"], deck=[("medicine", "heart", 3)])
    red = sc.game.deck[-1]
    sc.start_turn(0).expect(Confirm, 0, reason="yubu").yes(0)
    sc.expect(PlayPhase, 0)
    assert red not in sc.p(0).hand and in_discard(sc, red)
    assert len(sc.p(0).hand) == 2


def test_yubu_declined_judges_nothing():
    sc = Scenario(["zhao_feiyan"], deck=[("strike", "spade", 7)])
    sc.start_turn(0).expect(Confirm, 0, reason="yubu").yes(0, False)
    sc.expect(PlayPhase, 0)
    assert not sc.events_of(Judged)


def test_yubu_keeps_a_black_card_put_in_by_bianfa():
    deck = [("medicine", "heart", 3), ("dodge", "diamond", 2)]
    sc = Scenario(
        ["zhao_feiyan", "shang_yang"],
        hands={1: [("strike", "spade", 7), ("dodge", "diamond", 3)]},
        deck=deck,
    )
    spade = sc.held(1, ("strike", "spade", 7))
    sc.start_turn(0).expect(Confirm, 0, reason="yubu").yes(0)
    sc.expect(Confirm, 1, reason="bianfa").yes(1)
    sc.expect(ChooseCards, 1, reason="bianfa").cards(1, [spade])
    # the replaced card is black: 赵飞燕 keeps it and judges again; the ♦ ends the chain
    sc.expect(Confirm, 1, reason="bianfa").yes(1, False)
    sc.expect(PlayPhase, 0)
    assert spade in sc.p(0).hand
    assert [e.hit for e in sc.events_of(Judged)] == [True, False]


def test_qingying_plays_a_black_hand_card_as_dodge():
    sc = Scenario(
        [None, "zhao_feiyan"],
        hands={0: ["strike"], 1: [("duel", "club", 1), ("medicine", "heart", 3)]},
    )
    chain(sc, strike_on(sc, 0, 1))
    request = sc.expect(Respond, 1, kind=Kind.DODGE).pending
    (option,) = request.options_for(1)
    assert option.skill == "qingying"
    assert option.cards == (sc.held(1, ("duel", "club", 1)).id,)  # the red card is not offered
    sc.use(1, ("duel", "club", 1), kind="dodge", skill="qingying")
    assert sc.p(1).hp == 3
    assert [(e.kind, e.skill) for e in sc.events_of(CardPlayed)] == [(Kind.DODGE, "qingying")]


# ====================================================================== 韩信 兵仙 / 攻心


def test_bingxian_draws_three_cards():
    sc = Scenario(["han_xin"])
    sc.start_turn(0).expect(Confirm, 0, reason="bingxian").yes(0)
    sc.expect(PlayPhase, 0)
    assert len(sc.p(0).hand) == 3


def test_bingxian_declined_draws_two():
    sc = Scenario(["han_xin"])
    sc.start_turn(0).expect(Confirm, 0, reason="bingxian").yes(0, False)
    sc.expect(PlayPhase, 0)
    assert len(sc.p(0).hand) == 2


def _gongxin_table(hp: int = 4) -> Scenario:
    spades = [("strike", "spade", 8), ("strike", "spade", 9)]
    sc = Scenario(["han_xin"], hands={0: [("strike", "spade", 7)]}, deck=spades, hp={1: hp})
    sc.start_turn(0).expect(Confirm, 0, reason="bingxian").yes(0, False)
    sc.expect(PlayPhase, 0)
    return sc


def test_gongxin_wrong_suit_loses_one_hp_and_the_card_is_shown():
    sc = _gongxin_table()
    activate(sc, 0, "gongxin", [], [1])
    sc.expect(ChooseOption, 1, reason="gongxin", options=SUIT_KEYS)
    sc.choose(1, SUIT_KEYS.index("suit.heart"))
    sc.expect(ChooseFrom, 1, target=0, hand_count=3, visible=())
    sc.take_card(1, hand_index=0)
    sc.expect(PlayPhase, 0)
    assert len(sc.p(0).hand) == 2 and len(sc.p(1).hand) == 1
    assert sc.p(1).hp == 3
    assert [(e.target, e.amount) for e in sc.events_of(HpLost)] == [(1, 1)]
    shown, taken = [e for e in sc.events_of(CardsMoved) if e.reason == "gongxin"]
    assert (shown.src, shown.src_seat, shown.dst) == (Area.HAND, 0, Area.TABLE)  # seen by all
    assert (taken.src, taken.dst, taken.dst_seat) == (Area.TABLE, Area.HAND, 1)
    assert shown.cards == taken.cards and shown.visible_to is None


def test_gongxin_right_suit_loses_nothing():
    sc = _gongxin_table()
    activate(sc, 0, "gongxin", [], [1])
    sc.expect(ChooseOption, 1).choose(1, SUIT_KEYS.index("suit.spade"))
    sc.expect(ChooseFrom, 1).take_card(1, hand_index=2)
    sc.expect(PlayPhase, 0)
    assert sc.p(1).hp == 4 and len(sc.p(1).hand) == 1
    assert not sc.events_of(HpLost)


def test_gongxin_once_per_play_phase():
    sc = _gongxin_table()
    assert skill_options(sc, 0, "gongxin")
    activate(sc, 0, "gongxin", [], [1])
    sc.expect(ChooseOption, 1).choose(1, 0)
    sc.expect(ChooseFrom, 1).take_card(1, hand_index=0)
    request = sc.expect(PlayPhase, 0).pending
    assert all(o.skill != "gongxin" for o in request.options_for(0))


def test_gongxin_needs_a_hand_card():
    sc = Scenario(["han_xin"])
    assert not skill_options(sc, 0, "gongxin")


def test_gongxin_hp_loss_can_kill():
    sc = _gongxin_table(hp=1)
    activate(sc, 0, "gongxin", [], [1])
    sc.expect(ChooseOption, 1).choose(1, SUIT_KEYS.index("suit.diamond"))
    sc.expect(ChooseFrom, 1).take_card(1, hand_index=0)
    sc.expect(PlayPhase, 0)
    assert not sc.p(1).alive
    assert [(e.seat, e.killer) for e in sc.events_of(Died)] == [(1, None)]


# ====================================================================== 虞姬 舍身 / 诀别


def test_sheshen_draws_two_and_gives_them_out():
    sc = Scenario([None, "yu_ji"], hands={0: ["strike"]}, deck=["dodge", "medicine"])
    a, b = sc.game.deck[-1], sc.game.deck[-2]
    chain(sc, strike_on(sc, 0, 1))
    sc.expect(Confirm, 1, reason="sheshen").yes(1)
    request = sc.expect(Distribute, 1, reason="sheshen").pending
    assert request.cards == (a.id, b.id) and request.recipients == (2, 3, 4, 0)
    sc.answer(1, Distribution(((a.id, 3),)))
    assert sc.pending is None
    assert sc.p(3).hand == [a] and sc.p(1).hand == [b]
    assert sc.p(1).hp == 2


def test_sheshen_asks_once_per_point_of_damage():
    sc = Scenario([None, "yu_ji"])
    sc.run(lambda: actions.damage(sc.game, sc.p(0), sc.p(1), 2))
    sc.expect(Confirm, 1, reason="sheshen").yes(1)
    sc.expect(Distribute, 1).answer(1, Distribution(()))
    sc.expect(Confirm, 1, reason="sheshen").yes(1)
    sc.expect(Distribute, 1).answer(1, Distribution(()))
    assert sc.pending is None
    assert len(sc.p(1).hand) == 4
    assert len(invoked(sc, "sheshen")) == 2


def test_sheshen_declined_draws_nothing():
    sc = Scenario([None, "yu_ji"], hands={0: ["strike"]})
    chain(sc, strike_on(sc, 0, 1))
    sc.expect(Confirm, 1, reason="sheshen").yes(1, False)
    assert sc.pending is None and sc.p(1).hand == []


def test_juebie_gives_everything_to_a_male_and_dies_at_once():
    sc = Scenario(
        [None, "yu_ji", "yang_yanzhao", "zhao_feiyan"],
        hands={0: ["strike"], 1: ["dodge"], 4: ["medicine"]},
        equip={1: ["defence_horse"]},
        hp={1: 1},
    )
    dodge, horse = sc.held(1, "dodge"), sc.held(1, "defence_horse")
    chain(sc, strike_on(sc, 0, 1))
    sc.expect(Respond, 1, kind=Kind.DODGE).pass_(1)
    sc.expect(Confirm, 1, reason="juebie").yes(1)
    sc.expect(ChooseSeats, 1, reason="juebie", candidates=(2,)).seats(1, [2])
    assert sc.pending is None  # no 药 is asked for: she dies at once
    assert not sc.p(1).alive
    assert dodge in sc.p(2).hand and horse in sc.p(2).hand
    assert [(e.seat, e.killer) for e in sc.events_of(Died)] == [(1, 0)]


def test_juebie_killer_gets_the_rebel_reward():
    sc = Scenario([None, "yang_yanzhao", "yu_ji"], hands={0: ["strike"], 2: ["dodge"]}, hp={2: 1})
    assert sc.p(2).role is Role.REBEL
    chain(sc, strike_on(sc, 0, 2))
    sc.expect(Respond, 2).pass_(2)
    sc.expect(Confirm, 2, reason="juebie").yes(2)
    sc.expect(ChooseSeats, 2).seats(2, [1])
    assert len(sc.p(0).hand) == 3  # killing a rebel draws 3
    assert len(sc.p(1).hand) == 1


def test_juebie_declined_asks_for_medicine_as_usual():
    sc = Scenario(
        [None, "yu_ji", "yang_yanzhao"], hands={0: ["strike"], 3: ["medicine"]}, hp={1: 1}
    )
    chain(sc, strike_on(sc, 0, 1))
    sc.expect(Confirm, 1, reason="juebie").yes(1, False)
    sc.expect(Respond, 3, kind=Kind.MEDICINE).use(3, "medicine")
    sc.expect(Confirm, 1, reason="sheshen").yes(1, False)  # saved: 舍身 follows the damage
    assert sc.pending is None
    assert sc.p(1).alive and sc.p(1).hp == 1


def test_juebie_needs_a_living_male():
    sc = Scenario([None, "yu_ji", "zhao_feiyan"], hands={0: ["strike"]}, hp={1: 1})
    chain(sc, strike_on(sc, 0, 1))
    assert sc.pending is None  # not asked: no male hero at the table
    assert not sc.p(1).alive


def test_juebie_works_on_hp_loss_without_a_killer():
    sc = Scenario([None, "yu_ji", "yang_yanzhao"], hands={1: ["dodge"]}, hp={1: 1})
    sc.run(lambda: actions.lose_hp(sc.game, sc.p(1), 1))
    sc.expect(Confirm, 1, reason="juebie").yes(1)
    sc.expect(ChooseSeats, 1).seats(1, [2])
    assert [(e.seat, e.killer) for e in sc.events_of(Died)] == [(1, None)]


# ====================================================================== 商鞅 变法 / 法家


def test_bianfa_replaces_the_judgement_card():
    sc = Scenario(
        [None, "shang_yang"],
        judge={0: ["prison"]},
        hands={1: [("medicine", "heart", 3)]},
        deck=[("strike", "spade", 7)],
    )
    spade = sc.game.deck[-1]
    heart = sc.held(1, ("medicine", "heart", 3))
    sc.start_turn(0).expect(Confirm, 1, reason="bianfa").yes(1)
    sc.expect(ChooseCards, 1, reason="bianfa", pool=(heart.id,)).cards(1, [heart])
    sc.expect(PlayPhase, 0)  # ♥ judgement: 画地为牢 does not hold
    (judged,) = sc.events_of(Judged)
    assert judged.card == heart.id and not judged.hit
    assert in_discard(sc, spade) and in_discard(sc, heart)
    assert [e.targets for e in invoked(sc, "bianfa")] == [(0,)]


def test_bianfa_can_use_an_equipped_card():
    sc = Scenario(
        [None, "shang_yang"],
        judge={0: ["prison"]},
        equip={1: [("defence_horse", "heart", 5)]},
        deck=[("strike", "spade", 7)],
    )
    horse = sc.held(1, "defence_horse")
    sc.start_turn(0).expect(Confirm, 1, reason="bianfa").yes(1)
    sc.expect(ChooseCards, 1, pool=(horse.id,)).cards(1, [horse])
    sc.expect(PlayPhase, 0)
    assert not sc.p(1).equip and in_discard(sc, horse)


def test_bianfa_declined_keeps_the_judgement():
    sc = Scenario(
        [None, "shang_yang"],
        judge={0: ["prison"]},
        hands={1: [("medicine", "heart", 3)]},
        deck=[("strike", "spade", 7)],
    )
    sc.start_turn(0).expect(Confirm, 1, reason="bianfa").yes(1, False)
    # ♠ judgement: the play phase is skipped, so the next request is nothing of seat 0's
    assert not isinstance(sc.pending, PlayPhase)
    (judged,) = sc.events_of(Judged)
    assert judged.hit
    assert sc.p(1).hand


def test_bianfa_not_asked_without_cards():
    sc = Scenario([None, "shang_yang"], judge={0: ["prison"]}, deck=[("strike", "spade", 7)])
    sc.start_turn(0)
    assert not invoked(sc, "bianfa")
    assert not isinstance(sc.pending, Confirm)


def test_fajia_takes_a_card_from_the_source():
    sc = Scenario([None, "shang_yang"], hands={0: ["strike"]}, equip={0: ["tiger_tally"]})
    weapon = sc.held(0, "tiger_tally")
    chain(sc, strike_on(sc, 0, 1))
    sc.expect(Confirm, 1, reason="fajia").yes(1)
    sc.expect(ChooseFrom, 1, target=0, hand_count=0, visible=(weapon.id,))
    sc.take_card(1, weapon)
    assert sc.pending is None
    assert sc.p(1).hand == [weapon] and not sc.p(0).equip


def test_fajia_not_asked_when_the_source_has_no_cards():
    sc = Scenario([None, "shang_yang"], hands={0: ["strike"]})
    chain(sc, strike_on(sc, 0, 1))
    assert sc.pending is None and sc.p(1).hp == 2


# ====================================================================== 杨延昭, 澹台名, 岳飞


def test_tianlang_allows_any_number_of_strikes():
    sc = Scenario(["yang_yanzhao"], hands={0: ["strike", "strike", "strike"]})
    sc.start_turn(0)
    for _ in range(3):
        sc.expect(PlayPhase, 0).use(0, "strike", [1])
    assert sc.p(1).hp == 1


def test_aojian_uses_red_cards_in_hand_or_equipped_as_strike():
    sc = Scenario(
        ["tantai_ming"],
        hands={0: [("medicine", "heart", 3), ("duel", "club", 1)]},
        equip={0: [("defence_horse", "heart", 5)]},
        deck=[("firewood", "club", 3), ("firewood", "club", 4)],
    )
    heart, horse = sc.held(0, "medicine"), sc.held(0, "defence_horse")
    sc.start_turn(0)
    request = sc.expect(PlayPhase, 0).pending
    pools = {o.cards for o in request.options_for(0) if o.skill == "aojian"}
    assert pools == {(heart.id,), (horse.id,)}
    sc.use(0, heart, [1], kind="strike", skill="aojian")
    sc.expect(PlayPhase, 0)
    assert sc.p(1).hp == 3


def test_aojian_horse_used_as_strike_no_longer_shortens_its_distance():
    # ruling equipped_weapon_as_strike: the ♥K 进攻马 used as 杀 does not count for that 杀
    sc = Scenario(
        ["tantai_ming"],
        hands={0: [("medicine", "heart", 3)]},
        equip={0: [("attack_horse", "heart", 13)]},
        deck=[("firewood", "club", 3), ("firewood", "club", 4)],
    )
    horse = sc.held(0, "attack_horse")
    sc.start_turn(0)
    options = [o for o in sc.expect(PlayPhase, 0).pending.options_for(0) if o.skill == "aojian"]
    by_pool = {o.cards: set(o.targets) for o in options}
    assert by_pool[(horse.id,)] == {1, 4}  # distance 1 only, as without the horse
    in_hand = next(targets for cards, targets in by_pool.items() if horse.id not in cards)
    assert in_hand == {1, 2, 3, 4}  # with the horse kept, seats 2 and 3 come within reach


def test_aojian_plays_a_red_card_as_strike_in_a_duel():
    sc = Scenario([None, "tantai_ming"], hands={0: ["duel"], 1: [("medicine", "heart", 3)]})
    sc.use_card(0, "duel", [1])
    sc.expect(Respond, 1, kind=Kind.STRIKE).use(
        1, ("medicine", "heart", 3), kind="strike", skill="aojian"
    )
    assert [(e.source, e.target) for e in sc.events_of(Damaged)] == [(1, 0)]


def test_wumu_uses_dodge_as_strike():
    sc = Scenario(["yue_fei"], hands={0: ["dodge"]}, deck=["duel", "duel"])
    sc.start_turn(0)
    sc.expect(PlayPhase, 0).use(0, "dodge", [1], kind="strike", skill="wumu")
    sc.expect(PlayPhase, 0)
    assert sc.p(1).hp == 3


def test_wumu_plays_strike_as_dodge():
    sc = Scenario([None, "yue_fei"], hands={0: ["strike"], 1: ["strike"]})
    chain(sc, strike_on(sc, 0, 1))
    sc.expect(Respond, 1, kind=Kind.DODGE).use(1, "strike", kind="dodge", skill="wumu")
    assert sc.pending is None and sc.p(1).hp == 4


# ====================================================================== 褒姒 烽火 / 治愈


def test_fenghuo_uses_an_equipped_card_as_beacon():
    sc = Scenario(
        ["bao_si"], hands={0: ["strike"]}, equip={0: ["attack_horse"]}, deck=["duel", "duel"]
    )
    horse = sc.held(0, "attack_horse")
    sc.start_turn(0)
    request = sc.expect(PlayPhase, 0).pending
    (option,) = [o for o in request.options_for(0) if o.skill == "fenghuo"]
    assert option.kind == Kind.BEACON and option.cards == (horse.id,)
    sc.use(0, horse, [], kind="beacon", skill="fenghuo")
    sc.expect(PlayPhase, 0)
    assert [sc.p(s).hp for s in range(5)] == [3, 3, 3, 3, 3]
    assert not sc.p(0).equip and in_discard(sc, horse)


def test_fenghuo_beacon_can_be_nullified_for_one_target():
    sc = Scenario(
        ["bao_si"], equip={0: ["attack_horse"]}, hands={1: ["impeccable"]}, deck=["duel", "duel"]
    )
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "attack_horse", [], kind="beacon", skill="fenghuo")
    sc.expect(Respond, 1, kind=Kind.IMPECCABLE, about=Kind.BEACON).use(1, "impeccable")
    sc.expect(PlayPhase, 0)
    assert [sc.p(s).hp for s in range(1, 5)] == [4, 3, 3, 3]


def test_fenghuo_needs_an_equipped_card():
    sc = Scenario(["bao_si"], hands={0: ["strike", "dodge"]})
    assert not skill_options(sc, 0, "fenghuo")


def test_zhiyu_heals_herself_and_an_injured_male():
    sc = Scenario(
        ["bao_si", "yang_yanzhao", "yu_ji"],
        hands={0: ["strike", "dodge"]},
        hp={0: 2, 1: 3, 2: 2},
        deck=["duel", "duel"],
    )
    strike, dodge = sc.held(0, "strike"), sc.held(0, "dodge")
    sc.start_turn(0)
    request = sc.expect(PlayPhase, 0).pending
    (option,) = [o for o in request.options_for(0) if o.skill == "zhiyu"]
    assert option.targets == (1,)  # 虞姬 is not male; seats 3, 4 are not wounded
    activate(sc, 0, "zhiyu", [strike, dodge], [1])
    request = sc.expect(PlayPhase, 0).pending
    assert sc.p(0).hp == 3 and sc.p(1).hp == 4
    assert in_discard(sc, strike) and in_discard(sc, dodge)
    assert all(o.skill != "zhiyu" for o in request.options_for(0))  # once per play phase


def test_zhiyu_needs_an_injured_male_and_two_hand_cards():
    sc = Scenario(["bao_si", "yang_yanzhao"], hands={0: ["strike", "dodge"]}, hp={0: 2})
    assert not skill_options(sc, 0, "zhiyu")  # he is not injured
    sc2 = Scenario(["bao_si", "yang_yanzhao"], hands={0: ["strike"]}, hp={1: 2})
    assert not skill_options(sc2, 0, "zhiyu")  # one hand card only


def test_zhiyu_at_full_hp_still_heals_him():
    sc = Scenario(
        ["bao_si", "yang_yanzhao"], hands={0: ["strike", "dodge"]}, hp={1: 2}, deck=["duel", "duel"]
    )
    sc.start_turn(0).expect(PlayPhase, 0)
    activate(sc, 0, "zhiyu", ["strike", "dodge"], [1])
    sc.expect(PlayPhase, 0)
    assert sc.p(0).hp == 3 and sc.p(1).hp == 3


# ====================================================================== 花木兰 迷离 / 易装


def test_mili_draws_two_when_an_equipped_card_is_lost():
    sc = Scenario(
        [None, "hua_mulan"],
        hands={0: ["firewood"]},
        equip={1: ["attack_horse"]},
        deck=["duel", "duel", "dodge", "medicine"],
    )
    horse = sc.held(1, "attack_horse")
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "firewood", [1])
    sc.expect(ChooseFrom, 0, target=1, visible=(horse.id,)).take_card(0, horse)
    sc.expect(Confirm, 1, reason="mili").yes(1)
    sc.expect(PlayPhase, 0)
    assert [c.kind for c in sc.p(1).hand] == [Kind.DODGE, Kind.MEDICINE]


def test_mili_on_replacing_own_equipment():
    sc = Scenario(
        ["hua_mulan"],
        hands={0: [("attack_horse", "heart", 13)]},
        equip={0: [("attack_horse", "club", 13)]},
        deck=["duel", "duel", "dodge", "dodge"],
    )
    sc.start_turn(0).expect(PlayPhase, 0).use(0, ("attack_horse", "heart", 13), [])
    sc.expect(Confirm, 0, reason="mili").yes(0)
    sc.expect(PlayPhase, 0)
    assert len(sc.p(0).hand) == 4


def test_mili_declined_draws_nothing():
    sc = Scenario(
        [None, "hua_mulan"],
        hands={0: ["firewood"]},
        equip={1: ["attack_horse"]},
        deck=["duel", "duel"],
    )
    sc.start_turn(0).expect(PlayPhase, 0).use(0, "firewood", [1])
    sc.expect(ChooseFrom, 0).take_card(0, sc.held(1, "attack_horse"))
    sc.expect(Confirm, 1, reason="mili").yes(1, False)
    sc.expect(PlayPhase, 0)
    assert sc.p(1).hand == []


def test_yizhuang_takes_a_dead_males_skills_and_max_hp():
    sc = Scenario(
        ["hua_mulan", "yang_yanzhao", "yu_ji"],
        hands={0: ["strike", "dodge", "strike", "strike"]},
        deck=["duel", "duel"],
    )
    sc.p(1).alive = sc.p(2).alive = False
    sc.start_turn(0)
    request = sc.expect(PlayPhase, 0).pending
    (option,) = [o for o in request.options_for(0) if o.skill == "yizhuang"]
    assert option.targets == (1,)  # the dead 虞姬 is not male
    activate(sc, 0, "yizhuang", ["dodge", "strike"], [1])
    sc.expect(PlayPhase, 0)
    assert [s.id for s in sc.p(0).skills] == ["tianlang"]
    assert (sc.p(0).max_hp, sc.p(0).hp) == (4, 3)
    assert [(e.seat, e.max_hp, e.hp) for e in sc.events_of(MaxHpChanged)] == [(0, 4, 3)]
    # 天狼 now works: two 杀 in one play phase
    sc.use(0, "strike", [3])
    sc.expect(PlayPhase, 0).use(0, "strike", [3])
    sc.expect(PlayPhase, 0)
    assert sc.p(3).hp == 2


def test_yizhuang_is_once_per_game_and_mili_is_lost():
    sc = Scenario(
        ["hua_mulan", "han_xin"],
        hands={0: ["strike", "dodge", ("attack_horse", "heart", 13)]},
        equip={0: [("attack_horse", "club", 13)]},
        deck=["duel", "duel", "firewood"],
    )
    sc.p(1).alive = False
    sc.start_turn(0).expect(PlayPhase, 0)
    activate(sc, 0, "yizhuang", ["strike", "dodge"], [1])
    request = sc.expect(PlayPhase, 0).pending
    assert {s.id for s in sc.p(0).skills} == {"bingxian", "gongxin"}
    assert all(o.skill not in ("yizhuang", "mili") for o in request.options_for(0))
    assert any(o.skill == "gongxin" for o in request.options_for(0))
    sc.use(0, ("attack_horse", "heart", 13), [])  # replaces the old horse: no 迷离 any more
    sc.expect(PlayPhase, 0)
    assert not invoked(sc, "mili")


def test_yizhuang_keeps_a_lords_bonus_and_lord_skill():
    sc = Scenario(
        ["hua_mulan", "han_xin"],
        hands={0: ["strike", "dodge"]},
        deck=["duel", "duel"],
        lord_skill=True,
    )
    lord = sc.p(0)
    lord.max_hp = lord.hp = lord.start_max_hp = 4  # seated as lord: 3 + 1
    sc.p(1).alive = False
    sc.start_turn(0).expect(PlayPhase, 0)
    activate(sc, 0, "yizhuang", ["strike", "dodge"], [1])
    sc.expect(PlayPhase, 0)
    assert (lord.max_hp, lord.hp) == (4, 4)  # 韩信's 3, plus the lord's 1
    assert {s.id for s in lord.skills} == {"bingxian", "gongxin", "huzhu"}
    # the table learns the skills from the event, in the order the seat holds them
    (changed,) = sc.events_of(SkillsChanged)
    assert (changed.seat, changed.skills) == (0, ("bingxian", "gongxin", "huzhu"))


@pytest.mark.skipif("kuangchan" not in SKILLS, reason="狂禅 is not implemented yet")
def test_yizhuang_lord_bonus_refused_by_kuangchan():
    sc = Scenario(
        ["hua_mulan", "lu_zhishen"], hands={0: ["strike", "dodge"]}, deck=["duel", "duel"]
    )
    lord = sc.p(0)
    lord.max_hp = lord.hp = lord.start_max_hp = 4
    sc.p(1).alive = False
    sc.start_turn(0).expect(PlayPhase, 0)
    activate(sc, 0, "yizhuang", ["strike", "dodge"], [1])
    sc.expect(PlayPhase, 0)
    assert (lord.max_hp, lord.hp) == (4, 4)


def test_yizhuang_needs_a_dead_male():
    sc = Scenario(["hua_mulan", "yu_ji"], hands={0: ["strike", "dodge"]})
    sc.p(1).alive = False
    assert not skill_options(sc, 0, "yizhuang")


# ====================================================================== 关羽 补刀 / 单骑


def test_budao_strikes_again_after_each_hit():
    sc = Scenario([None, None, "guan_yu"], hands={0: ["strike"], 2: ["strike", "strike"]})
    chain(sc, strike_on(sc, 0, 1))
    sc.expect(Respond, 2, kind=Kind.STRIKE, target=1, reason="budao").use(2, "strike", [1])
    sc.expect(Respond, 2, kind=Kind.STRIKE, target=1, reason="budao").use(2, "strike", [1])
    assert sc.pending is None  # no 杀 left
    assert sc.p(1).hp == 1
    assert len(invoked(sc, "budao")) == 2
    assert sc.p(2).strikes_used == 0  # 补刀's 杀 does not count against a limit
    strikes = [e for e in sc.events_of(CardUsed) if e.seat == 2]
    assert len(strikes) == 2 and not any(e.counts_for_limit for e in strikes)


def test_budao_stops_when_dodged():
    sc = Scenario(
        [None, None, "guan_yu"], hands={0: ["strike"], 1: ["dodge"], 2: ["strike", "strike"]}
    )
    chain(sc, strike_on(sc, 0, 1))
    sc.expect(Respond, 1, kind=Kind.DODGE).pass_(1)
    sc.expect(Respond, 2, reason="budao").use(2, "strike", [1])
    sc.expect(Respond, 1, kind=Kind.DODGE).use(1, "dodge")
    assert sc.pending is None and sc.p(1).hp == 3


def test_budao_not_on_own_turn():
    sc = Scenario(["guan_yu"], hands={0: ["strike", "strike"]})
    chain(sc, strike_on(sc, 0, 1))
    assert sc.pending is None and sc.p(1).hp == 3


def test_budao_only_in_attack_range():
    sc = Scenario(
        [None, None, None, None, "guan_yu"],
        mode="identity8",
        hands={0: ["strike"], 4: ["strike"]},
    )
    assert not sc.game.in_range(sc.p(4), sc.p(1))
    chain(sc, strike_on(sc, 0, 1))
    assert sc.pending is None


def test_budao_not_after_other_damage():
    sc = Scenario([None, None, "guan_yu"], hands={0: ["duel"], 2: ["strike"]})
    sc.use_card(0, "duel", [1])
    assert sc.pending is None and sc.p(1).hp == 3


def test_budao_not_on_a_target_that_died():
    sc = Scenario([None, None, "guan_yu"], hands={0: ["strike"], 2: ["strike"]}, hp={1: 1})
    chain(sc, strike_on(sc, 0, 1))
    assert sc.pending is None and not sc.p(1).alive


def test_danqi_counts_as_a_minus_one_horse():
    sc = Scenario(["guan_yu"], hands={0: ["strike"]})
    assert sc.game.distance(sc.p(0), sc.p(2)) == 1
    assert sc.game.distance(sc.p(2), sc.p(0)) == 2
    (option,) = [o for o in play_options(sc.game, sc.p(0)) if o.kind == Kind.STRIKE]
    assert sorted(option.targets) == [1, 2, 3, 4]


def test_danqi_stacks_with_a_real_horse():
    sc = Scenario(["guan_yu"], mode="identity8", equip={0: ["attack_horse"]})
    assert sc.game.distance(sc.p(0), sc.p(3)) == 1
    assert sc.game.distance(sc.p(0), sc.p(4)) == 2


# ====================================================================== 秦琼 门神 / 反击


def test_menshen_chosen_at_turn_end_redirects_strikes():
    sc = Scenario(["qin_qiong"], hands={3: ["strike"]}, deck=["firewood", "firewood"])
    game = sc.game
    chain(sc, lambda: run_turn(game, sc.p(0)), strike_on(sc, 3, 2))
    sc.expect(PlayPhase, 0).pass_(0)
    sc.expect(Confirm, 0, reason="menshen").yes(0)
    sc.expect(ChooseSeats, 0, candidates=(1, 2, 3, 4)).seats(0, [2])
    assert sc.pending is None
    assert sc.p(2).hp == 4 and sc.p(0).hp == 3
    assert [e.targets for e in invoked(sc, "menshen")] == [(2,), (2,)]


def test_menshen_redirects_duel():
    sc = Scenario(["qin_qiong"], hands={3: ["duel"], 2: ["strike"]})
    sc.p(0).skills[0].ward = sc.p(2)
    sc.use_card(3, "duel", [2])
    assert sc.pending is None  # 秦琼 has no 杀 to play; seat 2 is not asked
    assert [(e.source, e.target) for e in sc.events_of(Damaged)] == [(3, 0)]


def test_menshen_ends_when_his_next_turn_starts():
    sc = Scenario(["qin_qiong"], hands={3: ["strike"]}, deck=["firewood", "firewood"])
    game = sc.game
    sc.p(0).skills[0].ward = sc.p(2)
    chain(sc, lambda: run_turn(game, sc.p(0)), strike_on(sc, 3, 2))
    sc.expect(PlayPhase, 0).pass_(0)
    sc.expect(Confirm, 0, reason="menshen").yes(0, False)
    assert sc.pending is None
    assert sc.p(2).hp == 3 and sc.p(0).hp == 4


def test_menshen_does_not_redirect_other_cards():
    sc = Scenario(["qin_qiong"], hands={3: ["firewood"], 2: ["dodge"]})
    sc.p(0).skills[0].ward = sc.p(2)
    sc.use_card(3, "firewood", [2])
    sc.expect(ChooseFrom, 3, target=2)


def test_fanji_red_strike_cannot_be_dodged():
    sc = Scenario(["qin_qiong"], hands={1: ["strike", "dodge"], 0: [("strike", "heart", 10)]})
    chain(sc, strike_on(sc, 1, 0))
    sc.expect(Respond, 0, kind=Kind.STRIKE, target=1, reason="fanji")
    sc.use(0, ("strike", "heart", 10), [1])
    assert sc.pending is None  # seat 1 is not asked for 闪
    assert sc.p(1).hp == 3 and sc.p(0).hp == 3
    assert len(invoked(sc, "fanji")) == 1


def test_fanji_black_strike_can_be_dodged():
    sc = Scenario(["qin_qiong"], hands={1: ["strike", "dodge"], 0: [("strike", "spade", 7)]})
    chain(sc, strike_on(sc, 1, 0))
    sc.expect(Respond, 0, reason="fanji").use(0, ("strike", "spade", 7), [1])
    sc.expect(Respond, 1, kind=Kind.DODGE).use(1, "dodge")
    assert sc.pending is None and sc.p(1).hp == 4


def test_fanji_after_losing_a_duel():
    sc = Scenario(["qin_qiong"], hands={2: ["duel"], 0: [("strike", "heart", 10)]})
    sc.use_card(2, "duel", [0])
    sc.expect(Respond, 0, kind=Kind.STRIKE, reason="duel").pass_(0)
    sc.expect(Respond, 0, reason="fanji", target=2).use(0, ("strike", "heart", 10), [2])
    assert sc.pending is None
    assert sc.p(0).hp == 3 and sc.p(2).hp == 3


def test_fanji_not_after_damage_without_a_card():
    sc = Scenario(["qin_qiong"], hands={0: ["strike"]})
    sc.run(lambda: actions.damage(sc.game, sc.p(1), sc.p(0), 1))
    assert sc.pending is None


# ====================================================================== 狄仁杰 举荐 / 神探


def test_jujian_takes_a_hand_card_within_distance_two_and_gives_it_away():
    sc = Scenario(
        ["di_renjie"],
        mode="identity8",
        hands={0: ["strike", "dodge"], 2: ["medicine"], 3: ["medicine"]},
        deck=["duel", "duel"],
    )
    strike, medicine = sc.held(0, "strike"), sc.held(2, "medicine")
    sc.start_turn(0)
    request = sc.expect(PlayPhase, 0).pending
    (option,) = [o for o in request.options_for(0) if o.skill == "jujian"]
    assert option.targets == (2,)  # seat 3 is at distance 3
    activate(sc, 0, "jujian", [strike], [2])
    sc.expect(ChooseFrom, 0, target=2, hand_count=1, visible=()).take_card(0, hand_index=0)
    sc.expect(ChooseSeats, 0, reason="jujian", low=0, high=1).seats(0, [1])
    request = sc.expect(PlayPhase, 0).pending
    assert in_discard(sc, strike)
    assert sc.p(1).hand == [medicine] and sc.p(2).hand == []
    assert all(o.skill != "jujian" for o in request.options_for(0))  # once per play phase


def test_jujian_may_keep_the_card():
    sc = Scenario(["di_renjie"], hands={0: ["strike"], 2: ["medicine"]}, deck=["duel", "duel"])
    medicine = sc.held(2, "medicine")
    sc.start_turn(0).expect(PlayPhase, 0)
    activate(sc, 0, "jujian", ["strike"], [2])
    sc.expect(ChooseFrom, 0).take_card(0, hand_index=0)
    sc.expect(ChooseSeats, 0, reason="jujian").seats(0, [])
    sc.expect(PlayPhase, 0)
    assert medicine in sc.p(0).hand


def test_jujian_needs_a_target_with_hand_cards():
    sc = Scenario(["di_renjie"], hands={0: ["strike"]})
    assert not skill_options(sc, 0, "jujian")


def test_shentan_any_hand_card_as_impeccable():
    sc = Scenario([None, None, "di_renjie"], hands={0: ["duel"], 2: [("firewood", "club", 3)]})
    sc.use_card(0, "duel", [1])
    request = sc.expect(Respond, 2, kind=Kind.IMPECCABLE).pending
    assert [o.skill for o in request.options_for(2)] == ["shentan"]
    sc.use(2, "firewood", kind="impeccable", skill="shentan")
    assert sc.pending is None
    assert not sc.events_of(Damaged)
    assert [e.kind for e in sc.events_of(Nullified)] == [Kind.DUEL]


def test_shentan_can_answer_an_impeccable():
    sc = Scenario(
        [None, None, "di_renjie"],
        hands={0: ["duel", "impeccable"], 2: [("firewood", "club", 3)]},
    )
    sc.use_card(0, "duel", [2])
    sc.expect(Respond, 2, kind=Kind.IMPECCABLE).use(
        2, "firewood", kind="impeccable", skill="shentan"
    )
    sc.expect(Respond, 0, kind=Kind.IMPECCABLE).use(0, "impeccable")
    # the duel goes on: 狄仁杰 has no 杀 and takes the damage
    assert [(e.source, e.target) for e in sc.events_of(Damaged)] == [(0, 2)]
