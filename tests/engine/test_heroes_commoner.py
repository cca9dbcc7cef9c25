"""The 民 (commoner) heroes' skills (docs/rules.md §7.4), one scripted scenario per rule."""

from __future__ import annotations

from tests.scenario import CardSpecLike, Scenario
from yxs_desktop.engine import actions
from yxs_desktop.engine.enums import Area, Kind, Role, Suit
from yxs_desktop.engine.events import CardUsed, Damaged, Judged, PhaseSkipped, SkillInvoked
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
from yxs_desktop.engine.skills import SKILLS
from yxs_desktop.engine.turn import run_turn

FILLER: list[CardSpecLike] = ["defence_horse"] * 3  # harmless draws: nobody can answer with them
RED: list[CardSpecLike] = [("defence_horse", "heart", 5), ("attack_horse", "heart", 13)]


def activate(
    sc: Scenario, seat: int, specs: list[CardSpecLike], skill: str, targets: list[int] = ()
) -> Scenario:
    """Answer a play-phase request by invoking an active skill with cards and targets."""
    cards = tuple(sc.held(seat, s).id for s in specs)
    return sc.answer(seat, Use(cards, None, skill, tuple(targets)))


def option(sc: Scenario, seat: int, *, kind: str | None = None, skill: str | None = None):
    """The pending request's option of ``seat`` with this kind and skill (None if absent)."""
    return _find(sc.pending.options_for(seat), kind, skill)


def play_option(sc: Scenario, seat: int, skill: str):
    """The play-phase option ``seat`` would have now for ``skill`` (None if absent)."""
    return _find(play_options(sc.game, sc.p(seat)), None, skill)


def _find(options, kind: str | None, skill: str | None):
    for opt in options:
        if opt.skill == skill and (kind is None or opt.kind == kind):
            return opt
    return None


def invoked(sc: Scenario, skill: str) -> list[SkillInvoked]:
    return [e for e in sc.events_of(SkillInvoked) if e.skill == skill]


def damages(sc: Scenario) -> list[tuple[int | None, int, int]]:
    return [(e.source, e.target, e.amount) for e in sc.events_of(Damaged)]


def location(sc: Scenario, card) -> tuple[Area, int | None]:
    return sc.game.location[card.id]


# ============================================================ 陈圆圆 红颜
def test_hongyan_first_chosen_male_plays_strike_first_and_loser_takes_damage():
    sc = Scenario(
        ["chen_yuanyuan", "yang_yanzhao", "han_xin"],
        hands={0: ["dodge"], 1: ["strike"]},
        deck=FILLER,
    )
    paid = sc.held(0, "dodge")
    sc.start_turn(0).expect(PlayPhase, 0)
    opt = option(sc, 0, skill="hongyan")
    assert opt.victims == {1: (2,), 2: (1,)} and opt.card_count == (1, 1)
    activate(sc, 0, ["dodge"], "hongyan", [1, 2])
    # seat 1 was chosen first: it is asked for 杀 first, by the duel
    sc.expect(Respond, 1, kind="strike", reason="duel", source=2).use(1, "strike")
    # seat 2 has no 杀 and loses; the damage comes from seat 1
    sc.expect(PlayPhase, 0)
    assert damages(sc) == [(1, 2, 1)]
    assert location(sc, paid) == (Area.DISCARD, None)
    assert [e.targets for e in invoked(sc, "hongyan")] == [(1, 2)]


def test_hongyan_duel_when_first_chosen_has_no_strike_first_chosen_takes_damage():
    sc = Scenario(
        ["chen_yuanyuan", "yang_yanzhao", "han_xin"],
        hands={0: ["dodge"], 2: ["strike"]},
        deck=FILLER,
    )
    sc.start_turn(0).expect(PlayPhase, 0)
    activate(sc, 0, ["dodge"], "hongyan", [1, 2])
    sc.expect(PlayPhase, 0)  # seat 2's 杀 was never needed
    assert damages(sc) == [(2, 1, 1)]
    assert len(sc.p(2).hand) == 1


def test_hongyan_duel_cannot_be_nullified():
    sc = Scenario(
        ["chen_yuanyuan", "yang_yanzhao", "han_xin"],
        hands={0: ["dodge"], 3: ["impeccable"], 4: ["impeccable"]},
        deck=FILLER,
    )
    sc.start_turn(0).expect(PlayPhase, 0)
    activate(sc, 0, ["dodge"], "hongyan", [1, 2])
    sc.expect(PlayPhase, 0)  # no 无懈可击 window was opened
    assert damages(sc) == [(2, 1, 1)]
    assert len(sc.p(3).hand) == len(sc.p(4).hand) == 1


def test_hongyan_may_discard_an_equipped_card():
    sc = Scenario(
        ["chen_yuanyuan", "yang_yanzhao", "han_xin"], equip={0: ["attack_horse"]}, deck=FILLER
    )
    horse = sc.held(0, "attack_horse")
    sc.start_turn(0).expect(PlayPhase, 0)
    assert horse.id in option(sc, 0, skill="hongyan").cards
    activate(sc, 0, [horse], "hongyan", [2, 1])
    sc.expect(PlayPhase, 0)
    assert location(sc, horse) == (Area.DISCARD, None)
    assert damages(sc) == [(1, 2, 1)]


def test_hongyan_needs_two_other_males():
    sc = Scenario(
        ["chen_yuanyuan", "yang_yanzhao", "xi_shi", None, "li_shishi"],
        hands={0: ["dodge"]},
        deck=FILLER,
    )
    sc.start_turn(0).expect(PlayPhase, 0)
    assert option(sc, 0, skill="hongyan") is None


def test_hongyan_needs_a_card_to_discard():
    sc = Scenario(["chen_yuanyuan", "yang_yanzhao", "han_xin"])
    assert play_option(sc, 0, "hongyan") is None
    sc = Scenario(["chen_yuanyuan", "yang_yanzhao", "han_xin"], hands={0: ["dodge"]})
    assert play_option(sc, 0, "hongyan") is not None


def test_hongyan_once_per_play_phase():
    sc = Scenario(
        ["chen_yuanyuan", "yang_yanzhao", "han_xin"], hands={0: ["dodge", "dodge"]}, deck=FILLER
    )
    sc.start_turn(0).expect(PlayPhase, 0)
    activate(sc, 0, [sc.p(0).hand[0]], "hongyan", [1, 2])
    sc.expect(PlayPhase, 0)
    assert option(sc, 0, skill="hongyan") is None


def test_hongyan_first_chosen_must_be_a_legal_duel_target_of_the_second():
    # 刘伯温 with no hand cards cannot be targeted by 决斗 (归隐): he may only be second
    sc = Scenario(
        ["chen_yuanyuan", "liu_bowen", "yang_yanzhao", "han_xin"],
        hands={0: ["dodge"]},
        deck=FILLER,
    )
    sc.p(1).hand.clear()
    sc.start_turn(0).expect(PlayPhase, 0)
    victims = option(sc, 0, skill="hongyan").victims
    assert 1 not in victims
    assert victims[2] == (1, 3) and victims[3] == (1, 2)


def test_hongyan_duel_loser_can_die_and_the_winner_is_the_killer():
    sc = Scenario(
        ["chen_yuanyuan", "yang_yanzhao", "han_xin", "li_kui"],
        hands={0: ["dodge"], 2: ["strike"]},
        hp={3: 1},
        deck=FILLER,
    )
    sc.start_turn(0).expect(PlayPhase, 0)
    activate(sc, 0, ["dodge"], "hongyan", [3, 2])
    # 李逵 (seat 3) has no 杀 and is dying: nobody has 药
    assert not sc.p(3).alive and sc.p(3).killed_by == 2
    assert damages(sc) == [(2, 3, 1)]


# ============================================================ 陈圆圆 楚楚
def test_chuchu_draws_one_at_the_end_of_the_turn():
    sc = Scenario(["chen_yuanyuan"], deck=["dodge", "dodge", "medicine"])
    medicine = sc.game.deck[-3]
    sc.start_turn(0).end_play(0)
    assert sc.pending is None
    assert len(sc.p(0).hand) == 3 and medicine in sc.p(0).hand
    assert len(invoked(sc, "chuchu")) == 1


def test_chuchu_draws_after_the_discard_phase():
    # 4 cards + 2 drawn, hand limit 3: discard 3, then 楚楚 draws 1
    sc = Scenario(["chen_yuanyuan"], hands={0: ["dodge"] * 4}, deck=FILLER)
    sc.start_turn(0).end_play(0)
    sc.expect(ChooseCards, 0, reason="discard", low=3, high=3)
    sc.cards(0, sc.p(0).hand[:3])
    assert sc.pending is None
    assert len(sc.p(0).hand) == 4


# ============================================================ 武松 醉酒
def test_zuijiu_draws_one_and_strike_deals_two():
    sc = Scenario(["wu_song"], hands={0: ["strike"]}, deck=FILLER)
    sc.start_turn(0).expect(Confirm, 0, reason="zuijiu").yes(0)
    sc.expect(PlayPhase, 0)
    assert len(sc.p(0).hand) == 2  # the 杀 and one drawn card
    sc.use(0, "strike", [1])
    sc.expect(PlayPhase, 0)
    assert damages(sc) == [(0, 1, 2)]
    assert sc.p(1).hp == 2


def test_zuijiu_declined_draws_two_and_no_bonus():
    sc = Scenario(["wu_song"], hands={0: ["strike"]}, deck=FILLER)
    sc.start_turn(0).expect(Confirm, 0, reason="zuijiu").yes(0, False)
    sc.expect(PlayPhase, 0)
    assert len(sc.p(0).hand) == 3
    sc.use(0, "strike", [1])
    assert damages(sc) == [(0, 1, 1)]
    assert not invoked(sc, "zuijiu")


def test_zuijiu_duel_deals_two_when_wu_song_wins():
    sc = Scenario(["wu_song"], hands={0: ["duel"]}, deck=FILLER)
    sc.start_turn(0).expect(Confirm, 0, reason="zuijiu").yes(0)
    sc.use(0, "duel", [2])
    sc.expect(PlayPhase, 0)
    assert damages(sc) == [(0, 2, 2)]


def test_zuijiu_does_not_raise_the_damage_wu_song_takes_in_his_duel():
    sc = Scenario(["wu_song"], hands={0: ["duel"], 2: ["strike"]}, deck=FILLER)
    sc.start_turn(0).expect(Confirm, 0, reason="zuijiu").yes(0)
    sc.use(0, "duel", [2])
    sc.expect(Respond, 2, kind="strike").use(2, "strike")
    sc.expect(PlayPhase, 0)
    assert damages(sc) == [(2, 0, 1)]


def test_zuijiu_bonus_ends_with_wu_songs_turn():
    # seat 1 uses 借刀杀人 on Wu Song in its own turn: his 杀 deals only 1 then
    sc = Scenario(
        ["wu_song"],
        hands={0: ["strike"], 1: ["knife"]},
        equip={0: ["fish_gut"]},
        deck=FILLER,
    )
    game = sc.game

    async def two_turns() -> None:
        await run_turn(game, sc.p(0))
        await run_turn(game, sc.p(1))

    sc.run(two_turns)
    sc.expect(Confirm, 0, reason="zuijiu").yes(0)
    sc.end_play(0)
    sc.expect(PlayPhase, 1).use(1, "knife", [0, 2])
    sc.expect(Respond, 0, kind="strike", reason="knife").use(0, "strike", [2])
    sc.expect(PlayPhase, 1)
    assert damages(sc) == [(0, 2, 1)]


# ============================================================ 宋江 疏财
def test_shucai_gives_cards_and_heals_once_when_two_are_given():
    sc = Scenario(
        ["song_jiang"], hands={0: ["dodge", "strike", "medicine"]}, hp={0: 2}, deck=FILLER
    )
    dodge, strike, medicine = (sc.held(0, k) for k in ("dodge", "strike", "medicine"))
    sc.start_turn(0).expect(PlayPhase, 0)
    opt = option(sc, 0, skill="shucai")
    assert opt.card_count == (1, 5) and sorted(opt.targets) == [1, 2, 3, 4]
    activate(sc, 0, [dodge], "shucai", [1])
    sc.expect(PlayPhase, 0)
    assert dodge in sc.p(1).hand and sc.p(0).hp == 2
    activate(sc, 0, [strike], "shucai", [3])
    sc.expect(PlayPhase, 0)
    assert strike in sc.p(3).hand and sc.p(0).hp == 3
    activate(sc, 0, [medicine], "shucai", [2])
    sc.expect(PlayPhase, 0)
    assert medicine in sc.p(2).hand and sc.p(0).hp == 3  # once per turn
    assert [e.targets for e in invoked(sc, "shucai")] == [(1,), (3,), (2,)]


def test_shucai_two_cards_at_once_heal():
    sc = Scenario(["song_jiang"], hands={0: ["dodge", "strike"]}, hp={0: 3}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0)
    activate(sc, 0, ["dodge", "strike"], "shucai", [4])
    sc.expect(PlayPhase, 0)
    assert sc.p(0).hp == 4 and len(sc.p(4).hand) == 2


def test_shucai_heal_is_spent_at_full_hp():
    sc = Scenario(["song_jiang"], hands={0: ["dodge", "strike", "duel"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0)
    activate(sc, 0, ["dodge", "strike"], "shucai", [1])
    sc.expect(PlayPhase, 0)
    sc.p(0).hp = 2  # hurt afterwards: the moment of the second card has passed
    activate(sc, 0, ["duel"], "shucai", [1])
    sc.expect(PlayPhase, 0)
    assert sc.p(0).hp == 2


# ============================================================ 李逵 复仇
def _fuchou_scenario(judgement: CardSpecLike, source_hand: list[CardSpecLike]) -> Scenario:
    sc = Scenario([None, "li_kui"], hands={0: ["strike", *source_hand]}, deck=[judgement])
    sc.use_card(0, "strike", [1])
    return sc


def test_fuchou_source_chooses_to_take_one_damage():
    sc = _fuchou_scenario(("strike", "spade", 5), ["dodge", "dodge"])
    sc.expect(Confirm, 1, reason="fuchou").yes(1)
    sc.expect(ChooseOption, 0, reason="fuchou", options=("fuchou.discard", "fuchou.damage"))
    sc.choose(0, 1)
    assert sc.pending is None
    assert damages(sc) == [(0, 1, 1), (1, 0, 1)]
    assert len(sc.p(0).hand) == 2
    assert [e.hit for e in sc.events_of(Judged)] == [True]


def test_fuchou_source_chooses_to_discard_two_hand_cards():
    sc = _fuchou_scenario(("strike", "club", 7), ["dodge", "dodge", "duel"])
    sc.expect(Confirm, 1, reason="fuchou").yes(1)
    sc.expect(ChooseOption, 0).choose(0, 0)
    dodges = [c for c in sc.p(0).hand if c.kind is Kind.DODGE]
    sc.expect(ChooseCards, 0, reason="fuchou", low=2, high=2).cards(0, dodges)
    assert sc.pending is None
    assert [c.kind for c in sc.p(0).hand] == [Kind.DUEL]
    assert sc.p(0).hp == 4


def test_fuchou_heart_judgement_has_no_effect():
    sc = _fuchou_scenario(("dodge", "heart", 13), ["dodge", "dodge"])
    sc.expect(Confirm, 1, reason="fuchou").yes(1)
    assert sc.pending is None
    assert sc.p(0).hp == 4 and len(sc.p(0).hand) == 2
    assert [e.hit for e in sc.events_of(Judged)] == [False]


def test_fuchou_source_with_fewer_than_two_hand_cards_takes_damage():
    sc = _fuchou_scenario(("strike", "spade", 5), ["dodge"])
    sc.expect(Confirm, 1, reason="fuchou").yes(1)
    assert sc.pending is None  # nothing to choose
    assert sc.p(0).hp == 3 and len(sc.p(0).hand) == 1


def test_fuchou_declined_does_not_judge():
    sc = _fuchou_scenario(("strike", "spade", 5), ["dodge", "dodge"])
    sc.expect(Confirm, 1, reason="fuchou").yes(1, False)
    assert sc.pending is None
    assert not sc.events_of(Judged) and sc.p(0).hp == 4


def test_fuchou_needs_a_source():
    sc = Scenario([None, "li_kui"])
    game = sc.game
    sc.run(lambda: actions.damage(game, None, sc.p(1), 1))
    assert sc.pending is None and sc.p(1).hp == 3


def test_fuchou_damage_can_kill_the_source():
    sc = _fuchou_scenario(("strike", "spade", 5), [])
    sc.p(0).hp = 1
    sc.expect(Confirm, 1, reason="fuchou").yes(1)
    assert not sc.p(0).alive and sc.p(0).killed_by == 1


# ============================================================ 时迁 神偷 飞贼 轻敏
def test_shentou_uses_a_club_hand_card_as_pouch_at_any_distance():
    sc = Scenario(["shi_qian"], hands={0: [("strike", "club", 7)], 2: ["medicine"]}, deck=RED)
    club = sc.held(0, ("strike", "club", 7))
    medicine = sc.held(2, "medicine")
    sc.start_turn(0).expect(PlayPhase, 0)
    opt = option(sc, 0, kind="pouch", skill="shentou")
    assert club.id in opt.cards and 2 in opt.targets  # seat 2 is at distance 2 (飞贼)
    sc.use(0, club, [2], kind="pouch", skill="shentou")
    sc.expect(ChooseFrom, 0, target=2, hand_count=1).take_card(0, hand_index=0)
    sc.expect(PlayPhase, 0)
    assert medicine in sc.p(0).hand
    assert [(e.kind, e.skill) for e in sc.events_of(CardUsed)] == [(Kind.POUCH, "shentou")]


def test_shentou_does_not_convert_other_suits():
    sc = Scenario(["shi_qian"], hands={0: [("strike", "spade", 7)], 1: ["dodge"]}, deck=RED)
    sc.start_turn(0).expect(PlayPhase, 0)
    assert option(sc, 0, kind="pouch", skill="shentou") is None


def test_feizei_real_pouch_has_no_distance_limit():
    sc = Scenario(["shi_qian"], hands={0: ["pouch"], 3: ["dodge"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0)
    assert 3 in option(sc, 0, kind="pouch").targets


def test_pouch_without_feizei_reaches_distance_one_only():
    sc = Scenario([None], hands={0: ["pouch"], 1: ["dodge"], 3: ["dodge"]}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0)
    assert option(sc, 0, kind="pouch").targets == (1,)


def test_qingmin_shi_qian_cannot_be_targeted_by_pouch():
    sc = Scenario(["shi_qian"], hands={0: ["dodge"], 1: ["pouch"], 2: ["dodge"]}, deck=FILLER)
    sc.start_turn(1).expect(PlayPhase, 1)
    assert option(sc, 1, kind="pouch").targets == (2,)


# ============================================================ 西施 魅惑 沉鱼
def test_meihuo_uses_a_diamond_card_as_prison():
    sc = Scenario(["xi_shi"], hands={0: [("dodge", "diamond", 5)]}, deck=FILLER)
    card = sc.held(0, ("dodge", "diamond", 5))
    sc.start_turn(0).expect(PlayPhase, 0)
    sc.use(0, card, [3], kind="prison", skill="meihuo")
    sc.expect(PlayPhase, 0)
    assert [(j.card, j.kind) for j in sc.p(3).judge] == [(card, Kind.PRISON)]


def test_meihuo_works_with_an_equipped_diamond_card():
    sc = Scenario(["xi_shi"], equip={0: [("attack_horse", "diamond", 13)]}, deck=FILLER)
    horse = sc.held(0, "attack_horse")
    sc.start_turn(0).expect(PlayPhase, 0)
    opts = [o for o in sc.pending.options_for(0) if o.skill == "meihuo"]
    assert any(o.cards == (horse.id,) for o in opts)


def _chenyu_scenario(**kwargs) -> Scenario:
    hands = {0: ["dodge"], 1: ["strike"]}
    hands.update(kwargs.pop("hands", {}))
    return Scenario(["xi_shi"], hands=hands, **kwargs)


def test_chenyu_moves_strike_to_another_character_in_range():
    sc = _chenyu_scenario()
    sc.use_card(1, "strike", [0])
    sc.expect(Confirm, 0, reason="chenyu").yes(0)
    sc.expect(ChooseCards, 0, reason="chenyu").cards(0, ["dodge"])
    sc.expect(ChooseSeats, 0, reason="chenyu", candidates=(4,)).seats(0, [4])
    assert sc.pending is None
    assert damages(sc) == [(1, 4, 1)]
    assert sc.p(0).hp == 3 and not sc.p(0).hand
    assert [e.targets for e in invoked(sc, "chenyu")] == [(4,)]


def test_chenyu_declined_xi_shi_must_answer_herself():
    sc = _chenyu_scenario()
    sc.use_card(1, "strike", [0])
    sc.expect(Confirm, 0, reason="chenyu").yes(0, False)
    sc.expect(Respond, 0, kind="dodge").pass_(0)
    assert damages(sc) == [(1, 0, 1)]


def test_chenyu_discarded_weapon_no_longer_counts_for_range():
    sc = _chenyu_scenario(equip={0: ["fish_gut"]})
    weapon = sc.held(0, "fish_gut")
    sc.use_card(1, "strike", [0])
    sc.expect(Confirm, 0, reason="chenyu").yes(0)
    sc.expect(ChooseCards, 0).cards(0, [weapon])
    sc.expect(ChooseSeats, 0, candidates=(4,)).seats(0, [4])
    assert damages(sc) == [(1, 4, 1)]


def test_chenyu_with_weapon_reaches_further():
    sc = _chenyu_scenario(equip={0: ["fish_gut"]})
    sc.use_card(1, "strike", [0])
    sc.expect(Confirm, 0, reason="chenyu").yes(0)
    sc.expect(ChooseCards, 0).cards(0, ["dodge"])
    request = sc.expect(ChooseSeats, 0).pending
    assert sorted(request.candidates) == [2, 3, 4]


def test_chenyu_not_offered_without_anyone_else_in_range():
    sc = _chenyu_scenario(equip={4: ["defence_horse"]})
    sc.use_card(1, "strike", [0])
    sc.expect(Respond, 0, kind="dodge")  # no 沉鱼 question


def test_chenyu_only_against_strike():
    sc = _chenyu_scenario(hands={1: ["duel"]})
    sc.use_card(1, "duel", [0])
    assert sc.pending is None  # no 沉鱼 question; she has no 杀 and takes the damage
    assert damages(sc) == [(1, 0, 1)]


def test_chenyu_new_target_answers_and_can_dodge():
    sc = _chenyu_scenario(hands={4: ["dodge"]})
    sc.use_card(1, "strike", [0])
    sc.expect(Confirm, 0).yes(0)
    sc.expect(ChooseCards, 0).cards(0, ["dodge"])
    sc.expect(ChooseSeats, 0).seats(0, [4])
    sc.expect(Respond, 4, kind="dodge").use(4, "dodge")
    assert not damages(sc)


# ============================================================ 扁鹊 疗伤 回春
def test_liaoshang_discards_a_hand_card_to_heal_a_wounded_character():
    sc = Scenario(["bian_que"], hands={0: ["dodge"]}, hp={2: 2, 4: 3}, deck=FILLER)
    dodge = sc.held(0, "dodge")
    sc.start_turn(0).expect(PlayPhase, 0)
    opt = option(sc, 0, skill="liaoshang")
    assert sorted(opt.targets) == [2, 4]  # only the wounded
    activate(sc, 0, [dodge], "liaoshang", [2])
    sc.expect(PlayPhase, 0)
    assert sc.p(2).hp == 3 and location(sc, dodge) == (Area.DISCARD, None)
    assert option(sc, 0, skill="liaoshang") is None  # once per play phase


def test_liaoshang_may_heal_bian_que_himself():
    sc = Scenario(["bian_que"], hands={0: ["dodge"]}, hp={0: 1}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0)
    assert option(sc, 0, skill="liaoshang").targets == (0,)
    activate(sc, 0, ["dodge"], "liaoshang", [0])
    assert sc.p(0).hp == 2


def test_huichun_red_card_as_medicine_for_a_dying_character_outside_his_turn():
    sc = Scenario(
        [None, None, "bian_que"],
        hands={0: ["strike"], 2: [("strike", "heart", 10)]},
        hp={1: 1},
    )
    sc.use_card(0, "strike", [1])
    sc.expect(Respond, 2, kind="medicine", reason="save")
    assert option(sc, 2, kind="medicine", skill="huichun") is not None
    sc.use(2, ("strike", "heart", 10), kind="medicine", skill="huichun")
    assert sc.pending is None
    assert sc.p(1).alive and sc.p(1).hp == 1


def test_huichun_can_save_bian_que_himself():
    sc = Scenario(
        [None, "bian_que"], hands={0: ["strike"], 1: [("dodge", "diamond", 5)]}, hp={1: 1}
    )
    sc.use_card(0, "strike", [1])
    sc.expect(Respond, 1, kind="dodge").pass_(1)
    sc.expect(Respond, 1, kind="medicine").use(
        1, ("dodge", "diamond", 5), kind="medicine", skill="huichun"
    )
    assert sc.p(1).alive and sc.p(1).hp == 1


def test_huichun_not_in_his_own_turn():
    sc = Scenario(["bian_que"], hands={0: [("strike", "heart", 10)]}, hp={0: 2}, deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0)
    assert option(sc, 0, kind="medicine", skill="huichun") is None


# ============================================================ 李师师 红妆 曼舞
def test_hongzhuang_spade_counts_as_heart():
    sc = Scenario(["li_shishi"], hands={0: [("strike", "spade", 5)], 1: [("strike", "spade", 6)]})
    mine, theirs = sc.held(0, ("strike", "spade", 5)), sc.held(1, ("strike", "spade", 6))
    assert sc.game.suit_of(mine, sc.p(0)) is Suit.HEART
    assert sc.game.is_red(mine, sc.p(0))
    assert sc.game.suit_of(theirs, sc.p(1)) is Suit.SPADE


def test_hongzhuang_spade_judgement_frees_her_from_prison():
    sc = Scenario(["li_shishi"], judge={0: ["prison"]}, deck=[("strike", "spade", 8), *FILLER])
    sc.start_turn(0).expect(PlayPhase, 0)  # the play phase is not skipped
    assert [e.hit for e in sc.events_of(Judged)] == [False]


def test_spade_judgement_keeps_others_in_prison():
    sc = Scenario([None], judge={0: ["prison"]}, deck=[("strike", "spade", 8), *FILLER])
    sc.start_turn(0)
    assert [e.hit for e in sc.events_of(Judged)] == [True]
    assert [e.phase for e in sc.events_of(PhaseSkipped)] == ["play"]


def test_hongzhuang_thunder_never_strikes_her():
    sc = Scenario(["li_shishi"], judge={0: ["thunder"]}, deck=[("strike", "spade", 8), *FILLER])
    sc.start_turn(0).expect(PlayPhase, 0)
    assert sc.p(0).hp == 3 and not damages(sc)
    assert [j.kind for j in sc.p(1).judge] == [Kind.THUNDER]  # passed on


def test_manwu_moves_damage_and_the_new_target_draws_its_lost_hp():
    sc = Scenario(
        ["li_shishi"],
        hands={0: [("medicine", "heart", 3)], 1: ["strike"]},
        hp={3: 3},
        deck=FILLER,
    )
    heart = sc.held(0, ("medicine", "heart", 3))
    sc.use_card(1, "strike", [0])
    sc.expect(Confirm, 0, reason="manwu").yes(0)
    sc.expect(ChooseCards, 0, reason="manwu", pool=(heart.id,)).cards(0, [heart])
    sc.expect(ChooseSeats, 0, reason="manwu", candidates=(1, 2, 3, 4)).seats(0, [3])
    assert sc.pending is None
    assert damages(sc) == [(1, 3, 1)]  # same source
    assert sc.p(0).hp == 3 and sc.p(3).hp == 2
    assert len(sc.p(3).hand) == 2  # lost 2 HP in all
    assert location(sc, heart) == (Area.DISCARD, None)


def test_manwu_spade_card_counts_as_heart():
    sc = Scenario(["li_shishi"], hands={0: [("strike", "spade", 5)], 1: ["strike"]}, deck=FILLER)
    sc.use_card(1, "strike", [0])
    sc.expect(Confirm, 0, reason="manwu").yes(0)
    sc.expect(ChooseCards, 0, reason="manwu").cards(0, [("strike", "spade", 5)])
    sc.expect(ChooseSeats, 0).seats(0, [1])
    assert damages(sc) == [(1, 1, 1)]
    assert len(sc.p(1).hand) == 1  # the attacker draws 1 (its lost HP)


def test_manwu_is_asked_without_a_heart_too_and_a_yes_then_changes_nothing():
    """Asked whenever she holds a hand card (being asked must not show a ♥); with no ♥
    to pay, saying yes is the same as declining: she takes the damage."""
    sc = Scenario(["li_shishi"], hands={0: [("strike", "club", 7)], 1: ["strike"]}, deck=FILLER)
    sc.use_card(1, "strike", [0])
    sc.expect(Confirm, 0, reason="manwu").yes(0)
    assert sc.pending is None
    assert damages(sc) == [(1, 0, 1)]
    assert sc.events_of(SkillInvoked) == []


def test_manwu_is_not_asked_with_an_empty_hand():
    sc = Scenario(["li_shishi"], hands={1: ["strike"]}, deck=FILLER)
    sc.use_card(1, "strike", [0])
    assert sc.pending is None
    assert damages(sc) == [(1, 0, 1)]


def test_manwu_moved_damage_can_kill_and_the_source_is_the_killer():
    sc = Scenario(
        ["li_shishi"],
        hands={0: [("medicine", "heart", 3)], 1: ["strike"]},
        hp={3: 1},
        deck=FILLER,
    )
    sc.use_card(1, "strike", [0])
    sc.expect(Confirm, 0, reason="manwu").yes(0)
    sc.expect(ChooseCards, 0).cards(0, [("medicine", "heart", 3)])
    sc.expect(ChooseSeats, 0).seats(0, [3])
    assert not sc.p(3).alive and sc.p(3).killed_by == 1
    assert sc.p(3).role is Role.REBEL and len(sc.p(1).hand) == 3  # reward, no 曼舞 draw


def test_manwu_moves_sourceless_damage():
    sc = Scenario(["li_shishi"], hands={0: [("medicine", "heart", 3)]})
    game = sc.game
    sc.run(lambda: actions.damage(game, None, sc.p(0), 2))
    sc.expect(Confirm, 0, reason="manwu").yes(0)
    sc.expect(ChooseCards, 0).cards(0, [("medicine", "heart", 3)])
    sc.expect(ChooseSeats, 0).seats(0, [2])
    assert damages(sc) == [(None, 2, 2)]
    assert sc.p(2).hp == 2 and len(sc.p(2).hand) == 2


# ============================================================ 鲁智深 底力 狂禅
def test_dili_draws_two_plus_lost_hp():
    sc = Scenario(["lu_zhishen"], hp={0: 2}, deck=["dodge"] * 4)
    sc.start_turn(0).expect(PlayPhase, 0)
    assert len(sc.p(0).hand) == 4
    assert len(invoked(sc, "dili")) == 1


def test_dili_at_full_hp_draws_two():
    sc = Scenario(["lu_zhishen"], deck=FILLER)
    sc.start_turn(0).expect(PlayPhase, 0)
    assert len(sc.p(0).hand) == 2


def test_kuangchan_no_lord_bonus():
    sc = Scenario([None])
    give_hero(sc.game, sc.p(0), "lu_zhishen", lord_bonus=True)
    assert sc.p(0).max_hp == sc.p(0).hp == 4
    give_hero(sc.game, sc.p(1), "wu_song", lord_bonus=True)
    assert sc.p(1).max_hp == 5


# ============================================================ 任桓之 侠胆
def _xiadan_scenario(
    mine: CardSpecLike, theirs: CardSpecLike, also: list[CardSpecLike] = ()
) -> Scenario:
    hands = {0: [mine, "strike", "strike", "strike"], 2: [theirs, *also]}
    return Scenario(["ren_huanzhi"], hands=hands, deck=FILLER)


def _compare(sc: Scenario, mine: CardSpecLike, theirs: CardSpecLike) -> None:
    sc.start_turn(0).expect(PlayPhase, 0)
    assert option(sc, 0, skill="xiadan").targets == (2,)  # only who has hand cards
    activate(sc, 0, [], "xiadan", [2])
    sc.expect(ChooseCards, 0, reason="xiadan").cards(0, [mine])
    sc.expect(ChooseCards, 2, reason="xiadan").cards(2, [theirs])


def test_xiadan_win_unlimited_range_two_strikes_two_targets_each():
    mine, theirs = ("dodge", "heart", 13), ("strike", "spade", 5)
    sc = _xiadan_scenario(mine, theirs)
    _compare(sc, mine, theirs)
    sc.expect(PlayPhase, 0)
    opt = option(sc, 0, kind="strike")
    assert sorted(opt.targets) == [1, 2, 3, 4] and opt.target_count == (1, 2)
    sc.use(0, "strike", [2, 3])
    sc.expect(PlayPhase, 0)
    assert damages(sc) == [(0, 2, 1), (0, 3, 1)]
    sc.use(0, "strike", [1, 4])
    sc.expect(PlayPhase, 0)
    assert option(sc, 0, kind="strike") is None  # two 杀 used
    assert option(sc, 0, skill="xiadan") is None  # once per play phase


def test_xiadan_tie_loses_and_forbids_strike():
    mine, theirs = ("strike", "spade", 5), ("dodge", "diamond", 5)
    sc = _xiadan_scenario(mine, theirs)
    _compare(sc, mine, theirs)
    sc.expect(PlayPhase, 0)
    assert option(sc, 0, kind="strike") is None


def test_xiadan_loss_forbids_strike_even_with_tiger_tally():
    mine, theirs = ("strike", "spade", 5), ("dodge", "heart", 13)
    hands = {0: [mine, "strike"], 2: [theirs]}
    sc = Scenario(["ren_huanzhi"], hands=hands, equip={0: ["tiger_tally"]}, deck=FILLER)
    _compare(sc, mine, theirs)
    sc.expect(PlayPhase, 0)
    assert option(sc, 0, kind="strike") is None


def test_xiadan_loss_still_allows_playing_strike_in_a_duel():
    mine, theirs = ("strike", "spade", 5), ("dodge", "heart", 13)
    sc = _xiadan_scenario(mine, theirs, ["duel"])
    game = sc.game

    async def turn_then_duel() -> None:
        await run_turn(game, sc.p(0))
        game.current = sc.p(2)
        await actions.use_card(game, sc.p(2), [sc.held(2, "duel")], Kind.DUEL, [sc.p(0)])

    sc.run(turn_then_duel)
    activate(sc, 0, [], "xiadan", [2])
    sc.expect(ChooseCards, 0).cards(0, [mine])
    sc.expect(ChooseCards, 2).cards(2, ["dodge"])
    sc.expect(PlayPhase, 0)
    assert option(sc, 0, kind="strike") is None
    sc.pass_(0)
    sc.expect(ChooseCards, 0, reason="discard").cards(0, [sc.p(0).hand[0]])
    sc.expect(Respond, 0, kind="strike", reason="duel").use(0, "strike")
    assert damages(sc) == [(0, 2, 1)]


def test_xiadan_effects_last_for_his_turn_only():
    mine, theirs = ("dodge", "heart", 13), ("strike", "spade", 5)
    sc = _xiadan_scenario(mine, theirs)
    _compare(sc, mine, theirs)
    sc.expect(PlayPhase, 0)
    game, ren = sc.game, sc.p(0)
    assert game.attack_range(ren) > 4 and game.strike_limit(ren) == 2
    game.current = sc.p(1)  # someone else's turn: Ren's turn flags are stale now
    assert game.attack_range(ren) == 1 and game.strike_limit(ren) == 1
    assert game.extra_strike_targets(ren, [sc.held(0, "strike")]) == 0


def test_xiadan_needs_hand_cards_on_both_sides():
    sc = Scenario(["ren_huanzhi"], hands={2: ["dodge"]})
    assert play_option(sc, 0, "xiadan") is None
    sc = Scenario(["ren_huanzhi"], hands={0: ["dodge"]})
    assert play_option(sc, 0, "xiadan") is None
    sc = Scenario(["ren_huanzhi"], hands={0: ["dodge"], 3: ["dodge"]})
    assert play_option(sc, 0, "xiadan").targets == (3,)


# ============================================================ 张三丰 布道 太极
def test_budao_draws_three_and_gives_one_of_them_away():
    sc = Scenario(["zhang_sanfeng"], deck=["dodge", "strike", "medicine", *FILLER])
    drawn = list(reversed(sc.game.deck[-3:]))
    sc.start_turn(0).expect(Confirm, 0, reason="budao_zhang").yes(0)
    sc.expect(ChooseCards, 0, reason="budao_zhang", pool=tuple(c.id for c in drawn))
    sc.cards(0, ["medicine"])
    sc.expect(ChooseSeats, 0, reason="budao_zhang", candidates=(1, 2, 3, 4)).seats(0, [3])
    sc.expect(PlayPhase, 0)
    assert sorted(c.kind for c in sc.p(0).hand) == [Kind.DODGE, Kind.STRIKE]
    assert [c.kind for c in sc.p(3).hand] == [Kind.MEDICINE]


def test_budao_declined_draws_two():
    sc = Scenario(["zhang_sanfeng"], deck=["dodge", "strike", "medicine"])
    sc.start_turn(0).expect(Confirm, 0, reason="budao_zhang").yes(0, False)
    sc.expect(PlayPhase, 0)
    assert sorted(c.kind for c in sc.p(0).hand) == [Kind.DODGE, Kind.STRIKE]


def test_budao_only_the_drawn_cards_may_be_given():
    sc = Scenario(["zhang_sanfeng"], hands={0: ["duel"]}, deck=FILLER)
    duel = sc.held(0, "duel")
    sc.start_turn(0).expect(Confirm, 0).yes(0)
    assert duel.id not in sc.expect(ChooseCards, 0).pending.pool


def test_taiji_after_playing_dodge_may_strike_someone_in_range():
    sc = Scenario(["zhang_sanfeng"], hands={0: ["dodge", "strike"], 1: ["strike"]})
    sc.use_card(1, "strike", [0])
    sc.expect(Respond, 0, kind="dodge").use(0, "dodge")
    sc.expect(Confirm, 0, reason="taiji").yes(0)
    sc.expect(ChooseSeats, 0, reason="taiji", candidates=(1, 4)).seats(0, [4])
    sc.expect(Respond, 0, kind="strike", target=4).use(0, "strike", [4])
    assert sc.pending is None
    assert damages(sc) == [(0, 4, 1)]
    assert [e.targets for e in invoked(sc, "taiji")] == [(4,)]


def test_taiji_strike_may_be_declined_without_firing():
    sc = Scenario(["zhang_sanfeng"], hands={0: ["dodge", "strike"], 1: ["strike"]})
    sc.use_card(1, "strike", [0])
    sc.expect(Respond, 0, kind="dodge").use(0, "dodge")
    sc.expect(Confirm, 0, reason="taiji").yes(0)
    sc.expect(ChooseSeats, 0).seats(0, [1])
    sc.expect(Respond, 0, kind="strike").pass_(0)
    assert sc.pending is None and not invoked(sc, "taiji") and not damages(sc)


def test_taiji_is_asked_without_a_strike_too_and_then_offers_none():
    """After his 闪, holding a hand card, he is asked whether it is a 杀 or not (being
    asked must not show one); without one, the 杀 he is then asked for offers nothing and
    nothing happens."""
    sc = Scenario(["zhang_sanfeng"], hands={0: ["dodge", "medicine"], 1: ["strike"]})
    sc.use_card(1, "strike", [0])
    sc.expect(Respond, 0, kind="dodge").use(0, "dodge")
    sc.expect(Confirm, 0, reason="taiji").yes(0)
    sc.expect(ChooseSeats, 0, reason="taiji").seats(0, [1])
    assert sc.pending is None  # the empty 杀 request was passed at once
    assert damages(sc) == []


def test_taiji_is_not_offered_when_his_dodge_was_his_last_hand_card():
    """ruling taiji_only_when_possible: no hand card and no equipment to use as 杀."""
    sc = Scenario(["zhang_sanfeng"], hands={0: ["dodge"], 1: ["strike"]}, equip={0: ["fish_gut"]})
    sc.use_card(1, "strike", [0])
    sc.expect(Respond, 0, kind="dodge").use(0, "dodge")
    assert sc.pending is None  # no 太极 question
    assert not invoked(sc, "taiji") and damages(sc) == []


def test_taiji_is_not_offered_after_a_jade_ruyi_dodge_with_an_empty_hand():
    sc = Scenario(
        ["zhang_sanfeng"],
        hands={1: ["strike"]},
        equip={0: ["jade_ruyi"]},
        deck=[("dodge", "heart", 2)],
    )
    sc.use_card(1, "strike", [0])
    sc.expect(Respond, 0, kind="dodge").use(0, None, kind="dodge", skill="jade_ruyi")
    assert [e.hit for e in sc.events_of(Judged)] == [True]
    assert sc.pending is None  # the judgement was his 闪, but no 杀 could follow


def test_taiji_is_offered_after_a_jade_ruyi_dodge_while_he_holds_a_card():
    sc = Scenario(
        ["zhang_sanfeng"],
        hands={0: ["strike"], 1: ["strike"]},
        equip={0: ["jade_ruyi"]},
        deck=[("dodge", "heart", 2)],
    )
    sc.use_card(1, "strike", [0])
    sc.expect(Respond, 0, kind="dodge").use(0, None, kind="dodge", skill="jade_ruyi")
    sc.expect(Confirm, 0, reason="taiji")


def test_taiji_is_not_offered_without_a_character_in_his_attack_range():
    """His neighbours (seats 1 and 4) ride 防御马: nobody is in range, even with a 杀."""
    sc = Scenario(
        ["zhang_sanfeng"],
        hands={0: ["dodge", "strike"], 2: ["strike"]},
        equip={1: ["defence_horse"], 4: ["defence_horse"]},
    )
    sc.use_card(2, "strike", [0])
    sc.expect(Respond, 0, kind="dodge").use(0, "dodge")
    assert sc.pending is None
    assert [c.kind for c in sc.p(0).hand] == [Kind.STRIKE]


def test_taiji_with_an_empty_hand_is_offered_when_equipment_can_be_used_as_a_strike():
    """ruling taiji_only_when_possible: with no hand card, an equipped card a skill turns
    into 杀 (here 傲剑, red cards as 杀, given to him for the test) still makes one."""
    horse = ("defence_horse", "heart", 5)
    sc = Scenario(["zhang_sanfeng"], hands={0: ["dodge"], 1: ["strike"]}, equip={0: [horse]})
    sc.p(0).skills.append(SKILLS["aojian"]())
    sc.game.refresh_skills()
    sc.use_card(1, "strike", [0])
    sc.expect(Respond, 0, kind="dodge").use(0, "dodge")
    sc.expect(Confirm, 0, reason="taiji").yes(0)
    sc.expect(ChooseSeats, 0, reason="taiji").seats(0, [1])
    sc.expect(Respond, 0, kind="strike", target=1).use(0, horse, [1], kind="strike", skill="aojian")
    assert damages(sc) == [(0, 1, 1)]


def test_taiji_in_his_own_duel_answer_is_not_a_dodge():
    # playing 杀 in a 决斗 is not playing 闪
    sc = Scenario(["zhang_sanfeng"], hands={0: ["strike", "strike"], 1: ["duel"]})
    sc.use_card(1, "duel", [0])
    sc.expect(Respond, 0, kind="strike").use(0, "strike")
    assert sc.pending is None  # no 太极 question
    assert damages(sc) == [(0, 1, 1)]


def test_taiji_also_after_arrows():
    sc = Scenario(["zhang_sanfeng"], hands={0: ["dodge", "strike"], 2: ["arrows"]})
    sc.use_card(2, "arrows", [])
    sc.expect(Respond, 0, kind="dodge").use(0, "dodge")
    sc.expect(Confirm, 0, reason="taiji").yes(0)
    sc.expect(ChooseSeats, 0).seats(0, [1])
    sc.expect(Respond, 0, kind="strike").use(0, "strike", [1])
    assert (0, 1, 1) in damages(sc)
