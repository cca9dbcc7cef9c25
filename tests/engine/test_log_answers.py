"""The log says how a card was answered (issue 32, point 6): the 决斗 红颜 makes and
between whom, a 闪 that 玉如意's judgement gives, and a character that takes damage
because it played no 闪 (or 杀) when asked — and only then. Lines are rendered, in Chinese
and English, from a viewer's own events, as the desktop log and ``yxs play`` render them."""

from __future__ import annotations

import pytest

from tests.engine.test_log_details import NAMES, log, play_phase
from tests.scenario import CardSpecLike, Scenario
from yxs_desktop.engine.content.gamelog import card_name, describe
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.events import Damaged
from yxs_desktop.engine.requests import ChooseCards, ChooseSeats, Confirm, PlayPhase, Respond, Use

VIEWERS = (0, 1, 3, None)  # the user, the one asked, a bystander, a spectator
FILLER: list[CardSpecLike] = ["defence_horse"] * 3  # draws nobody can answer with


def lines(sc: Scenario, viewer: int | None) -> tuple[list[str], list[str]]:
    return log(sc, viewer, "zh"), log(sc, viewer, "en")


# ---------------------------------------------------------------------- 红颜
def test_hongyan_says_which_duel_it_makes_between_whom_then_the_duels_damage() -> None:
    sc = Scenario(
        ["chen_yuanyuan", "wu_song", "song_jiang"],
        hands={0: ["dodge"], 1: ["strike"]},
        deck=FILLER,
    )
    sc.start_turn(0).expect(PlayPhase, 0)
    # B chosen first, C second: the 决斗 is C's, on B, and B plays 杀 first
    sc.answer(0, Use((sc.held(0, "dodge").id,), None, "hongyan", (1, 2)))
    sc.expect(Respond, 1, kind="strike", reason="duel", source=2).use(1, "strike")
    sc.expect(PlayPhase, 0)  # C has no 杀: it loses
    for viewer in VIEWERS:
        zh, en = lines(sc, viewer)
        said_zh = [
            "A发动了【红颜】，视为C对B使用了决斗",
            "B打出了杀",
            "C没有打出杀，受到B造成的1点伤害",
        ]
        said_en = [
            "A activates Fatal Beauty: it counts as C using Duel on B",
            "B plays Strike",
            "C plays no Strike and takes 1 damage from B",
        ]
        assert [line for line in zh if line in said_zh] == said_zh
        assert [line for line in en if line in said_en] == said_en
        assert not any(line.startswith("A对") for line in zh)  # she deals no damage
        assert not any(line.startswith("A deals") for line in en)


# ---------------------------------------------------------------------- 玉如意
def test_jade_ruyi_red_judgement_is_logged_as_playing_a_dodge() -> None:
    sc = Scenario([None] * 5, hands={0: ["strike"]}, equip={1: ["jade_ruyi"]})
    judged = sc.take(("dodge", "diamond", 2))
    sc.game.deck.append(judged)
    play_phase(sc, 0).use(0, "strike", [1])
    sc.expect(Respond, 1, kind="dodge").use(1, None, kind="dodge", skill="jade_ruyi")
    sc.expect(PlayPhase, 0)
    for viewer in VIEWERS:
        zh, en = lines(sc, viewer)
        assert f"B因玉如意进行判定，判定牌为{card_name(judged.id, 'zh')}，视为打出了闪" in zh
        assert (
            f"B judges for Jade Ruyi: {card_name(judged.id, 'en')}, which counts as playing Dodge"
            in en
        )
        assert not any("伤害" in line for line in zh)
        assert not any("damage" in line for line in en)


def test_jade_ruyi_black_judgement_says_it_failed_then_the_missing_dodge() -> None:
    sc = Scenario([None] * 5, hands={0: ["strike"]}, equip={1: ["jade_ruyi"]})
    judged = sc.take(("strike", "spade", 8))
    sc.game.deck.append(judged)
    play_phase(sc, 0).use(0, "strike", [1])
    sc.use(1, None, kind="dodge", skill="jade_ruyi")  # then no 闪: passed at once
    sc.expect(PlayPhase, 0)
    zh, en = lines(sc, 3)
    assert zh[-2:] == [
        f"B因玉如意进行判定，判定牌为{card_name(judged.id, 'zh')}，判定失败",
        "B没有打出闪，受到A造成的1点伤害",
    ]
    assert en[-2:] == [
        f"B judges for Jade Ruyi: {card_name(judged.id, 'en')}, which fails",
        "B plays no Dodge and takes 1 damage from A",
    ]


# ---------------------------------------------------------------------- no answer
@pytest.mark.parametrize("holds_a_dodge", [False, True])
def test_a_strike_not_dodged_says_the_target_played_no_dodge(holds_a_dodge: bool) -> None:
    """Whether the target could not answer or chose not to, the line is the same."""
    sc = Scenario([None] * 5, hands={0: ["strike"], 1: ["dodge"] if holds_a_dodge else []})
    play_phase(sc, 0).use(0, "strike", [1])
    if holds_a_dodge:
        sc.expect(Respond, 1, kind="dodge").pass_(1)
    sc.expect(PlayPhase, 0)
    for viewer in VIEWERS:
        zh, en = lines(sc, viewer)
        assert zh[-1] == "B没有打出闪，受到A造成的1点伤害"
        assert en[-1] == "B plays no Dodge and takes 1 damage from A"


@pytest.mark.parametrize(
    ("trick", "asked", "asked_zh", "asked_en"),
    [("arrows", "dodge", "闪", "Dodge"), ("beacon", "strike", "杀", "Strike")],
)
def test_an_area_trick_says_who_played_no_card_and_took_damage(
    trick: str, asked: str, asked_zh: str, asked_en: str
) -> None:
    sc = Scenario([None] * 5, hands={0: [trick], 2: [asked]})
    play_phase(sc, 0).use(0, trick)
    sc.expect(Respond, 2, kind=asked).use(2, asked)
    sc.expect(PlayPhase, 0)
    zh, en = lines(sc, None)
    for seat in (1, 3, 4):
        name = NAMES[seat]
        assert f"{name}没有打出{asked_zh}，受到A造成的1点伤害" in zh
        assert f"{name} plays no {asked_en} and takes 1 damage from A" in en
    assert not any(line.startswith("C没有") for line in zh)  # C answered


def test_a_duel_lost_says_the_loser_played_no_strike() -> None:
    sc = Scenario([None] * 5, hands={0: ["duel", "strike"], 1: ["strike"]})
    play_phase(sc, 0).use(0, "duel", [1])
    sc.expect(Respond, 1, kind="strike").use(1, "strike")
    sc.expect(Respond, 0, kind="strike").pass_(0)
    sc.expect(PlayPhase, 0)
    zh, en = lines(sc, 2)
    assert zh[-1] == "A没有打出杀，受到B造成的1点伤害"
    assert en[-1] == "A plays no Strike and takes 1 damage from B"


# ------------------------------------------------ damage that was not for a missing answer
def test_a_strike_that_hits_despite_its_dodge_does_not_say_no_dodge() -> None:
    """博浪锤: the target played 闪; two cards discarded make the 杀 hit anyway."""
    sc = Scenario(
        [None] * 5,
        hands={0: ["strike", "duel", "medicine"], 1: ["dodge"]},
        equip={0: ["bolang_hammer"]},
    )
    play_phase(sc, 0).use(0, "strike", [1])
    sc.use(1, "dodge")
    sc.expect(Confirm, 0, reason="bolang_hammer").yes(0)
    sc.expect(ChooseCards, 0).cards(0, ["duel", "medicine"])
    sc.expect(PlayPhase, 0)
    zh, en = lines(sc, 3)
    assert zh[-1] == "A对B造成了1点伤害"
    assert en[-1] == "A deals 1 damage to B"
    assert not any("没有打出" in line for line in zh)
    assert not any("plays no" in line for line in en)


def test_damage_moved_by_manwu_does_not_say_the_new_target_played_no_dodge() -> None:
    sc = Scenario(["li_shishi"], hands={0: [("medicine", "heart", 3)], 1: ["strike"]}, deck=FILLER)
    sc.use_card(1, "strike", [0])
    sc.expect(Confirm, 0, reason="manwu").yes(0)
    sc.expect(ChooseCards, 0, reason="manwu").cards(0, [("medicine", "heart", 3)])
    sc.expect(ChooseSeats, 0, reason="manwu").seats(0, [3])
    zh, en = lines(sc, 2)
    assert "B对D造成了1点伤害" in zh and "B deals 1 damage to D" in en
    assert not any("没有打出" in line for line in zh)


def test_a_strike_that_cannot_be_dodged_does_not_say_no_dodge() -> None:
    """反击: a red counter 杀 cannot be dodged; its target is not even asked."""
    from tests.engine.test_heroes_minister import chain, strike_on

    sc = Scenario(["qin_qiong"], hands={1: ["strike", "dodge"], 0: [("strike", "heart", 10)]})
    chain(sc, strike_on(sc, 1, 0))
    sc.expect(Respond, 0, reason="fanji").use(0, ("strike", "heart", 10), [1])
    assert sc.pending is None
    zh, en = lines(sc, 3)
    assert "A对B造成了1点伤害" in zh and "A deals 1 damage to B" in en
    assert "A没有打出闪，受到B造成的1点伤害" in zh  # his own missing 闪 came first


def test_a_missing_answer_with_no_source_is_said_without_one() -> None:
    event = Damaged(None, 2, 1, 3, Kind.ARROWS, Kind.DODGE)
    assert describe(event, "zh", NAMES.__getitem__) == "C没有打出闪，受到了1点伤害"
    assert describe(event, "en", NAMES.__getitem__) == "C plays no Dodge and takes 1 damage"


def test_a_damaged_event_written_before_the_missing_answer_was_recorded_reads_as_before() -> None:
    """Replays and servers of older programs send Damaged without ``unanswered``: it
    decodes with None and its line is the plain damage line."""
    import msgspec

    from yxs_desktop.engine import encode

    old = b'{"type":"Damaged","source":0,"target":1,"amount":1,"hp":3,"kind":"strike"}'
    event = msgspec.json.decode(old, type=Damaged)
    assert event == Damaged(0, 1, 1, 3, Kind.STRIKE) and event.unanswered is None
    assert encode(event) == old[:-1] + b',"unanswered":null}'  # added at the end
    assert describe(event, "zh", NAMES.__getitem__) == "A对B造成了1点伤害"
    assert describe(event, "en", NAMES.__getitem__) == "A deals 1 damage to B"
