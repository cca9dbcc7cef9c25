"""How a computer player fights when it counts: what it takes from an enemy with 过河拆桥
(and every other "take one of its cards"): with two seats left the fight is one of
attrition (its armour, then its hand), and a 防御马 that alone keeps the enemy out of reach
goes first whatever the number of seats; 虎符 taken up for two 杀 or more; an area trick
that strikes only enemies played as an attack, before a skill spends the card; a card
the hand limit would discard spent on a skill whatever it is worth; an enemy's hand
stripped before the 杀 at it; the renegade alone with the lord fights for the blow that
wins; 鲁智深 keeps the wound that draws him cards; 陈胜's 起义 leaves 刘伯温 the card that keeps
him a target; a game that runs into round 25 is played to finish, every level healing only
to live."""

from __future__ import annotations

from typing import Any

import pytest

from tests.scenario import CardSpecLike, Scenario
from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.ai.easy import EasyAgent
from yxs_desktop.ai.endgame import FINISH_ROUND
from yxs_desktop.ai.strong import LONE_AREA_BONUS, LONG_FIGHT, StrongAgent
from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.events import RoleDealt, TurnStarted
from yxs_desktop.engine.requests import Answer, ChooseFrom, Pass, PlayPhase, Respond, Take, Use
from yxs_desktop.engine.validation import validate
from yxs_desktop.engine.view_types import SeatView
from yxs_desktop.engine.views import events_for, request_for, seat_view

# The player's beliefs are fixed: its `relation` is replaced (not possible on the compiled class).
pytestmark = pytest.mark.interpreted

LORD, RENEGADE = 0, 4


def take_from_renegade(
    *,
    hand: list[CardSpecLike],
    equip: list[CardSpecLike],
    lord_equip: tuple[CardSpecLike, ...] = (),
    others_alive: bool = False,
) -> tuple[Scenario, Take]:
    """The lord (seat 0) plays 过河拆桥 on the renegade (seat 4, sitting next to it) and
    chooses which of its cards goes; the three other seats dead unless ``others_alive``."""
    sc = Scenario(
        [None] * 5,
        hands={LORD: ["firewood"], RENEGADE: hand},
        equip={RENEGADE: equip, LORD: list(lord_equip)},
    )
    if not others_alive:
        for seat in (1, 2, 3):
            sc.p(seat).alive = False
    lord = BaselineAgent(LORD, 5, seed=3)
    lord.relation = lambda view, other: 100.0 if other in (LORD, 1) else -100.0  # type: ignore[method-assign]
    sc.use_card(LORD, "firewood", [RENEGADE])
    request = sc.pending
    assert isinstance(request, ChooseFrom) and LORD in request.seats, request
    lord.observe(events_for(sc.game, LORD, 0))
    answer = lord.decide(seat_view(sc.game, LORD), request_for(request, LORD))
    validate(request, LORD, answer)
    assert isinstance(answer, Take)
    return sc, answer


def kind_taken(sc: Scenario, answer: Take) -> str:
    """The kind of the equipped card taken, or "hand" for a blind pick of a hand card."""
    if answer.card is None:
        return "hand"
    return next(c.kind.value for c in sc.p(RENEGADE).equip.values() if c.id == answer.card)


def test_with_two_seats_left_a_hand_card_goes_before_the_enemys_weapon():
    sc, answer = take_from_renegade(hand=["dodge", "medicine"], equip=["wolf_fang"])
    assert kind_taken(sc, answer) == "hand"


def test_with_two_seats_left_the_enemys_armour_goes_first():
    sc, answer = take_from_renegade(hand=["dodge", "medicine"], equip=["wolf_fang", "jade_ruyi"])
    assert kind_taken(sc, answer) == "jade_ruyi"


def test_with_more_seats_alive_the_enemys_weapon_still_goes_first():
    sc, answer = take_from_renegade(
        hand=["dodge", "medicine"], equip=["wolf_fang"], others_alive=True
    )
    assert kind_taken(sc, answer) == "wolf_fang"


def test_a_defence_horse_that_keeps_the_enemy_out_of_reach_goes_first():
    sc, answer = take_from_renegade(
        hand=["dodge"], equip=["jade_ruyi", "defence_horse"], others_alive=True
    )
    assert kind_taken(sc, answer) == "defence_horse"


def test_a_defence_horse_within_the_weapons_reach_is_left_for_the_armour():
    # 霸王弓 reaches 5: the horse keeps nothing out of reach
    sc, answer = take_from_renegade(
        hand=["dodge"], equip=["jade_ruyi", "defence_horse"], lord_equip=["overlord_bow"]
    )
    assert kind_taken(sc, answer) == "jade_ruyi"


# ====================================================================== in the play phase
FILLER: list[CardSpecLike] = ["dodge"] * 3  # the draws, cards no play phase uses


def lords_play_phase(
    agent: BaselineAgent, sc: Scenario, *, others_alive: bool
) -> tuple[PlayPhase, SeatView]:
    """The lord's play phase begun in ``sc``, ``agent`` at its seat with fixed beliefs
    (the loyalist its friend, the others enemies) and the events so far seen; seats 1 to 3
    dead unless ``others_alive``. The request and the lord's view."""
    if not others_alive:
        for seat in (1, 2, 3):
            sc.p(seat).alive = False
    agent.relation = lambda view, other: 100.0 if other in (LORD, 1) else -100.0  # type: ignore[method-assign]
    sc.start_turn(LORD)
    request = sc.pending
    assert isinstance(request, PlayPhase), request
    agent.observe(events_for(sc.game, LORD, 0))
    return request, seat_view(sc.game, LORD)


def play_phase_answer(
    agent: BaselineAgent,
    *,
    hand: list[CardSpecLike],
    equip: tuple[CardSpecLike, ...] = (),
    others_alive: bool = False,
    hero: str | None = None,
    hp: int = 2,
    renegade: tuple[list[CardSpecLike], int] = ([], 4),
    rounds_without_death: int = 0,
    game_round: int = 20,
) -> Use | Pass:
    """The first answer of ``agent`` (the lord's seat, ``hero`` at ``hp`` if given) to its
    play phase, after drawing two 闪; the renegade (seat 4) next to it and the three other
    seats dead unless ``others_alive``; ``renegade``: its hand and HP;
    ``rounds_without_death``: how long ago the agent saw the last death (its first round
    seen); ``game_round``: the round of the game."""
    sc = Scenario(
        [hero] + [None] * 4,
        hands={LORD: hand, RENEGADE: renegade[0]},
        equip={LORD: list(equip)},
        deck=FILLER,
        hp={RENEGADE: renegade[1]} | ({LORD: hp} if hero else {}),
    )
    sc.game.round = game_round
    agent.observe([TurnStarted(LORD, sc.game.round - rounds_without_death)])
    request, view = lords_play_phase(agent, sc, others_alive=others_alive)
    answer = agent.decide(view, request_for(request, LORD))
    validate(request, LORD, answer)
    assert isinstance(answer, Use | Pass)
    return answer


def test_tiger_tally_replaces_a_weapon_when_two_strikes_wait_for_an_enemy_in_reach():
    answer = play_phase_answer(
        BaselineAgent(LORD, 5, seed=3),
        hand=["tiger_tally", "strike", "strike"],
        equip=["wolf_fang"],
    )
    assert isinstance(answer, Use) and answer.kind is Kind.TIGER_TALLY


def plays(kind: Kind, agent: BaselineAgent, **table: Any) -> bool:
    """Whether ``agent``'s first answer to the play phase :func:`play_phase_answer` sets
    with ``table`` uses a card as ``kind``."""
    answer = play_phase_answer(agent, **table)
    return isinstance(answer, Use) and answer.kind is kind


def test_tiger_tally_does_not_replace_a_weapon_for_a_single_strike():
    answer = play_phase_answer(
        BaselineAgent(LORD, 5, seed=3), hand=["tiger_tally", "strike"], equip=["wolf_fang"]
    )
    assert not (isinstance(answer, Use) and answer.kind is Kind.TIGER_TALLY)


def test_bian_que_attacks_his_last_enemy_with_an_area_trick_before_healing_with_it():
    # 疗伤 would pay with 万箭齐发, his cheapest card; against the last enemy it is an
    # attack worth more than the heal
    answer = play_phase_answer(StrongAgent(LORD, 5, seed=3), hand=["arrows"], hero="bian_que")
    assert isinstance(answer, Use) and answer.kind is Kind.ARROWS


def test_a_card_the_hand_limit_would_discard_pays_for_a_heal_whatever_it_is_worth():
    # 扁鹊 at 1 HP holds four 闪 and may keep one: 疗伤 costs one of the three he would
    # discard (before, a 闪 was worth too much to pay with, and went to the discard pile)
    answer = play_phase_answer(
        StrongAgent(LORD, 5, seed=3), hand=["dodge", "dodge"], hero="bian_que", hp=1
    )
    assert isinstance(answer, Use) and answer.skill == "liaoshang"


def test_a_card_within_the_hand_limit_is_kept_rather_than_spent_on_a_heal():
    answer = play_phase_answer(StrongAgent(LORD, 5, seed=3), hand=[], hero="bian_que", hp=2)
    assert answer == Pass()


def test_an_enemys_hand_is_stripped_before_the_strike_at_it():
    # the renegade at 1 HP: the 杀 alone scores above 釜底抽薪, yet the 闪 it may hold
    # goes first
    answer = play_phase_answer(
        StrongAgent(LORD, 5, seed=3),
        hand=["strike", "firewood"],
        renegade=(["dodge", "medicine"], 1),
    )
    assert isinstance(answer, Use) and answer.kind is Kind.FIREWOOD


def test_an_area_trick_that_also_strikes_a_friend_gets_no_attack_bonus():
    score, blows = area_score(StrongAgent(LORD, 5, seed=3), others_alive=False)
    assert score == pytest.approx(blows + LONE_AREA_BONUS)
    score, blows = area_score(StrongAgent(LORD, 5, seed=3), others_alive=True)
    assert score == pytest.approx(blows)


def area_score(agent: StrongAgent, *, others_alive: bool) -> tuple[float, float]:
    """What ``agent`` scores 万箭齐发 at in its play phase, and what its blows alone are
    worth."""
    sc = Scenario([None] * 5, hands={LORD: ["arrows"]}, deck=FILLER)
    request, view = lords_play_phase(agent, sc, others_alive=others_alive)
    (option,) = [o for o in request_for(request, LORD).options_for(LORD) if o.kind is Kind.ARROWS]
    scored = agent.score(view, option)
    assert scored is not None
    return scored[0], agent._area_value(view, Kind.ARROWS)


def test_the_renegade_alone_with_a_wounded_lord_duels_it_without_a_strike():
    # the lord's death wins the renegade's game now: a 决斗 at its last 2 HP is worth the
    # risk (before, the renegade at 2 HP kept its 决斗 for want of 杀)
    sc = Scenario(
        [None] * 5,
        hands={RENEGADE: ["duel"], LORD: ["dodge", "dodge", "dodge"]},
        deck=FILLER,
        hp={LORD: 2, RENEGADE: 2},
    )
    for seat in (1, 2, 3):
        sc.p(seat).alive = False
    renegade = StrongAgent(RENEGADE, 5, seed=3)
    sc.start_turn(RENEGADE)
    request = sc.pending
    assert isinstance(request, PlayPhase), request
    # what the deal told the renegade (the scenario deals the roles without events)
    renegade.observe([RoleDealt(LORD, Role.LORD), RoleDealt(RENEGADE, Role.RENEGADE)])
    renegade.observe(events_for(sc.game, RENEGADE, 0))
    answer = renegade.decide(seat_view(sc.game, RENEGADE), request_for(request, RENEGADE))
    assert isinstance(answer, Use) and answer.kind is Kind.DUEL and answer.targets == (LORD,)


@pytest.mark.parametrize(("renegade_hero", "cards", "takes"), [
    ("liu_bowen", 1, False),  # 归隐: his last card taken, no 杀 may target him
    ("liu_bowen", 2, True),
    ("xiang_yu", 1, True),
])  # fmt: skip
def test_chen_sheng_leaves_liu_bowen_the_card_that_keeps_him_a_target(
    renegade_hero: str, cards: int, takes: bool
) -> None:
    # 起义 took the renegade 刘伯温's one card every turn, and the lord's 杀 could never
    # target him again (a game of 48 rounds)
    sc = Scenario(
        ["chen_sheng", None, None, None, renegade_hero],
        hands={LORD: ["strike"], RENEGADE: ["dodge"] * cards},
        deck=FILLER,
    )
    for seat in (1, 2, 3):
        sc.p(seat).alive = False
    lord = StrongAgent(LORD, 5, seed=3)
    lord.relation = lambda view, other: 100.0 if other == LORD else -100.0  # type: ignore[method-assign]
    sc.start_turn(LORD)
    request = sc.pending
    assert request is not None and LORD in request.seats, request
    lord.observe(events_for(sc.game, LORD, 0))
    answer = lord.decide(seat_view(sc.game, LORD), request_for(request, LORD))
    validate(request, LORD, answer)
    assert answer == Answer(takes)


def test_lu_zhishen_keeps_his_wound_and_his_medicine_until_he_is_in_danger():
    # 底力 draws a card more for every HP lost: at 3 HP the 药 waits (it still saves him
    # at 0); at 1 HP it is used
    waits = play_phase_answer(
        BaselineAgent(LORD, 5, seed=3), hand=["medicine"], hero="lu_zhishen", hp=3
    )
    assert not (isinstance(waits, Use) and waits.kind is Kind.MEDICINE)
    heals = play_phase_answer(
        BaselineAgent(LORD, 5, seed=3), hand=["medicine"], hero="lu_zhishen", hp=1
    )
    assert isinstance(heals, Use) and heals.kind is Kind.MEDICINE


def test_with_two_seats_left_thunder_is_played_when_its_blow_cannot_kill():
    # two seats that heal every wound fight on for dozens of rounds; a blow of 3 ends it,
    # and is worth risking when it cannot kill the one who plays it
    def plays_thunder(hp: int, *, others_alive: bool = False) -> bool:
        lord = StrongAgent(LORD, 5, seed=3)
        table = {"hero": "song_jiang", "hp": hp, "others_alive": others_alive}
        return plays(Kind.THUNDER, lord, hand=["thunder"], **table)

    assert plays_thunder(4)
    assert not plays_thunder(3)
    assert not plays_thunder(4, others_alive=True)


def test_after_a_long_fight_of_the_last_two_thunder_is_played_even_if_it_may_kill():
    # eight rounds without a death: the fight is a coin toss anyway, and 手捧雷 ends it
    def plays_thunder(rounds_without_death: int) -> bool:
        lord = StrongAgent(LORD, 5, seed=3)
        table = {"hero": "song_jiang", "hp": 3, "rounds_without_death": rounds_without_death}
        return plays(Kind.THUNDER, lord, hand=["thunder"], **table)

    assert not plays_thunder(LONG_FIGHT - 1)
    assert plays_thunder(LONG_FIGHT)


# ====================================================================== playing to finish
@pytest.mark.parametrize("level", [EasyAgent, BaselineAgent, StrongAgent])
def test_from_the_finishing_round_no_medicine_is_used_in_ones_own_turn(
    level: type[BaselineAgent],
) -> None:
    # healing every wound, the last two (or a healer's table) fought on for dozens of
    # rounds: from round 25 the 药 waits for the rescue at 0 HP, however many seats live
    def heals(game_round: int, *, others_alive: bool = False) -> bool:
        table = {"hero": "song_jiang", "hp": 1, "game_round": game_round}
        lord = level(LORD, 5, seed=3)
        return plays(Kind.MEDICINE, lord, hand=["medicine"], others_alive=others_alive, **table)

    assert heals(FINISH_ROUND - 1) and heals(FINISH_ROUND - 1, others_alive=True)
    assert not heals(FINISH_ROUND) and not heals(FINISH_ROUND, others_alive=True)


def test_from_the_finishing_round_bian_que_leaves_his_heal_alone() -> None:
    def heals(game_round: int) -> bool:
        answer = play_phase_answer(
            StrongAgent(LORD, 5, seed=3),
            hand=["dodge", "dodge"],
            hero="bian_que",
            hp=1,
            game_round=game_round,
        )
        return isinstance(answer, Use) and answer.skill == "liaoshang"

    assert heals(FINISH_ROUND - 1)
    assert not heals(FINISH_ROUND)


@pytest.mark.parametrize("level", [EasyAgent, BaselineAgent, StrongAgent])
def test_from_the_finishing_round_a_medicine_still_rescues_at_zero_hp(
    level: type[BaselineAgent],
) -> None:
    sc = Scenario(
        ["song_jiang"] + [None] * 4,
        hands={LORD: ["medicine"], RENEGADE: ["strike"]},
        deck=FILLER,
        hp={LORD: 1},
    )
    for seat in (1, 2, 3):
        sc.p(seat).alive = False
    sc.game.round = FINISH_ROUND + 10
    sc.start_turn(RENEGADE).use(RENEGADE, "strike", [LORD])
    while sc.pending is not None and not (
        isinstance(sc.pending, Respond) and sc.pending.kind is Kind.MEDICINE
    ):
        sc.pass_()  # no 闪 to answer the 杀 with
    request = sc.pending
    assert isinstance(request, Respond) and LORD in request.seats, request
    lord = level(LORD, 5, seed=3)
    lord.observe(events_for(sc.game, LORD, 0))
    answer = lord.decide(seat_view(sc.game, LORD), request_for(request, LORD))
    validate(request, LORD, answer)
    assert isinstance(answer, Use) and answer.kind is Kind.MEDICINE
