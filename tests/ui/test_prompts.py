"""The prompt line says what is asked: every request the engine can ask, for every reason
it asks with, names the card or skill and what to choose, in Chinese and in English; at
the table the prompt follows the choice (a 杀 chosen: its target; a target chosen: OK),
a refused click says why, and an equipment slot shows its card's suit, rank and text."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import yxs_desktop.engine.content  # noqa: F401  (registers every skill)
from tests.scenario import Scenario
from tests.ui.test_play_through_ui import click_item
from tests.ui.test_skill_interactions_ui import FILLER, Table, ids, turns
from yxs_desktop.client.interaction import Refusal
from yxs_desktop.client.prompts import prompt_for, refusal_text
from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Kind, Slot
from yxs_desktop.engine.requests import (
    Arrange,
    ChooseCards,
    ChooseFrom,
    ChooseHero,
    ChooseOption,
    ChooseSeats,
    Confirm,
    Distribute,
    FrozenDict,
    PickHero,
    PickRevealed,
    PlayPhase,
    Request,
    Respond,
    with_subclasses,
)
from yxs_desktop.engine.skills import SKILLS

ENGINE = Path(__file__).resolve().parents[2] / "yxs_desktop" / "engine"
LANGS = ("zh", "en")

#: Helpers that ask a request for the reason they are given: (request kind, position of
#: the ``reason`` argument, counting ``game``).
_HELPERS: dict[str, tuple[str, int]] = {
    "ask_for_card": ("Respond", -1),  # keyword only
    "strike_answer": ("Respond", 3),
    "choose_card_of": ("ChooseFrom", 3),
    "choose_own_cards": ("ChooseCards", 5),
    "compare": ("ChooseCards", 3),
    "choose_seats": ("ChooseSeats", 3),
    "distribute": ("Distribute", 4),
    "confirm": ("Confirm", 2),
}
_REQUESTS = {cls.__name__ for cls in with_subclasses(Request)}


def _skill_ids(class_name: str) -> set[str]:
    """The ids of the skills that are, or inherit from, the class named ``class_name``."""
    return {
        skill_id
        for skill_id, cls in SKILLS.items()
        if any(base.__name__ == class_name for base in cls.__mro__)
    }


def asked_reasons() -> set[tuple[str, str]]:
    """Every (request kind, reason) the engine's sources ask with: literal reasons, and
    ``self.id`` in a skill class (that skill and every skill built on it)."""
    found: set[tuple[str, str]] = set()
    for path in ENGINE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
        owner = {id(node): c.name for c in classes for node in ast.walk(c)}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in _HELPERS:
                kind, position = _HELPERS[name]
            elif name in _REQUESTS:
                kind, position = name, 1
            else:
                continue
            argument = next((k.value for k in node.keywords if k.arg == "reason"), None)
            if argument is None and 0 <= position < len(node.args):
                argument = node.args[position]
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                found.add((kind, argument.value))
            elif (
                isinstance(argument, ast.Attribute) and argument.attr == "id" and id(node) in owner
            ):
                found |= {(kind, skill) for skill in _skill_ids(owner[id(node)])}
    return found


def _seat(seat: int) -> str:
    return f"P[{seat}]"


def make_request(kind: str, reason: str) -> Request:
    """A request of ``kind`` asked for ``reason``, as the engine would fill it in."""
    seats = (0,)
    if kind == "Respond":
        wanted = {
            "impeccable": Kind.IMPECCABLE,
            "save": Kind.MEDICINE,
            "dodge_strike": Kind.DODGE,
            "arrows": Kind.DODGE,
            "huzhu": Kind.DODGE,
        }.get(reason, Kind.STRIKE)
        source = 0 if (wanted is Kind.STRIKE and reason in SKILLS) or reason == "knife" else 1
        return Respond(seats, reason, kind=wanted, source=source, target=2, about=Kind.STRIKE)
    made: dict[str, Callable[[], Request]] = {
        "PlayPhase": lambda: PlayPhase(seats, reason),
        "ChooseCards": lambda: ChooseCards(seats, reason, (1, 2, 3), 2, 2),
        "ChooseSeats": lambda: ChooseSeats(seats, reason, (1, 2), 1, 1),
        "ChooseFrom": lambda: ChooseFrom(seats, reason, 3, 2, ()),
        "Confirm": lambda: Confirm(seats, reason),
        "ChooseOption": lambda: ChooseOption(seats, reason, ("suit.spade", "suit.heart")),
        "PickRevealed": lambda: PickRevealed(seats, reason, (1, 2)),
        "Arrange": lambda: Arrange(seats, reason, (1, 2)),
        "Distribute": lambda: Distribute(seats, reason, (1, 2), (1, 2)),
        "ChooseHero": lambda: ChooseHero(seats, reason, FrozenDict({0: ("liu_bang",)})),
        "PickHero": lambda: PickHero(seats, reason, FrozenDict({0: ("liu_bang",)})),
    }
    return made[kind]()


#: "复仇: 2–2": a bare name and a count, the prompt this module replaced.
_NAME_AND_RANGE = re.compile(r"^\S+\s*[:：]\s*\d+\s*[–-]\s*\d+$")


def check_worded(prompt: str, reason: str, lang: str) -> None:
    assert prompt.strip(), f"{reason}: empty prompt in {lang}"
    assert not _NAME_AND_RANGE.match(prompt), f"{reason}: bare '{prompt}' in {lang}"
    assert not re.search(r"\b(prompt|skill|card|refuse)\.\w", prompt), f"a key in '{prompt}'"
    assert "{" not in prompt and "}" not in prompt, f"an unfilled field in '{prompt}'"
    if lang == "zh":
        assert reason not in prompt, f"the id {reason} shows in '{prompt}'"
    for key in (f"skill.{reason}.name", f"card.{reason}.name"):
        name = text(key, lang)
        if name != key:
            assert name in prompt, f"'{prompt}' does not name {name}"
            break


def test_the_collector_finds_the_reasons_of_cards_skills_phases_and_modes() -> None:
    found = asked_reasons()
    for expected in [
        ("PlayPhase", "play"),
        ("ChooseCards", "discard"),
        ("ChooseCards", "fuchou"),
        ("Confirm", "dragon_scale"),
        ("Confirm", "zuijiu"),  # through DamagedSkill / PhaseSkill's self.id
        ("Respond", "dodge_strike"),
        ("Respond", "impeccable"),
        ("Respond", "jijiang"),
        ("PickRevealed", "harvest"),
        ("ChooseOption", "team_action"),
        ("Distribute", "bequeath"),
        ("ChooseHero", "choose_hero"),
    ]:
        assert expected in found


@pytest.mark.parametrize("lang", LANGS)
def test_every_reason_the_engine_asks_with_has_a_worded_prompt(lang: str) -> None:
    for kind, reason in sorted(asked_reasons()):
        prompt = prompt_for(make_request(kind, reason), None, _seat, lang)
        check_worded(prompt, reason, lang)


#: A reason the engine asks each request kind with.
_EXAMPLES = {
    "PlayPhase": "play",
    "Respond": "duel",
    "ChooseCards": "fuchou",
    "ChooseSeats": "juebie",
    "ChooseFrom": "pouch",
    "Confirm": "zuijiu",
    "ChooseOption": "gongxin",
    "PickRevealed": "harvest",
    "Arrange": "zhanbu",
    "Distribute": "sheshen",
    "ChooseHero": "choose_hero",
    "PickHero": "choose_hero",
}


#: Every request kind there is (not the abstract bases); a new one needs an example.
_KINDS = sorted(
    c.__name__ for c in with_subclasses(Request) if c is not Request and c.__name__[0] != "_"
)


@pytest.mark.parametrize("name", _KINDS)
def test_every_request_kind_has_a_prompt_in_both_languages(name: str) -> None:
    request = make_request(name, _EXAMPLES[name])
    zh, en = (prompt_for(request, None, _seat, lang) for lang in LANGS)
    check_worded(zh, request.reason, "zh")
    check_worded(en, request.reason, "en")
    assert zh != en


def test_a_strike_to_dodge_names_its_user_and_what_cancel_costs() -> None:
    request = make_request("Respond", "dodge_strike")
    assert prompt_for(request, None, _seat, "en") == (
        "Respond to Strike from P[1]: use a Dodge, or Cancel to take 1 damage"
    )
    assert "P[1]" in prompt_for(request, None, _seat, "zh")


def test_an_impeccable_window_names_the_card_its_user_and_its_target() -> None:
    request = make_request("Respond", "impeccable")
    assert prompt_for(request, None, _seat, "en") == (
        "Strike from P[1] (target: P[2]): use an Impeccable to cancel it, or Cancel"
    )


def test_a_revealed_card_pick_says_which_card_asks_and_to_take_one() -> None:
    request = make_request("PickRevealed", "harvest")
    assert prompt_for(request, None, _seat, "en") == "Bountiful Harvest: choose a card to take"
    assert prompt_for(request, None, _seat, "zh").startswith("【五谷丰登】")


@pytest.mark.parametrize("weapon", ["dragon_scale", "bolang_hammer", "overlord_bow"])
def test_an_equipment_question_names_the_equipment_and_says_what_it_does(weapon: str) -> None:
    for lang in LANGS:
        prompt = prompt_for(Confirm((0,), weapon), None, _seat, lang)
        assert text(f"card.{weapon}.name", lang) in prompt
        assert text(f"card.{weapon}.text", lang) in prompt


def test_refusals_name_the_card_and_the_seat_in_the_persons_language() -> None:
    refusal = Refusal("refuse.not_target", {"player": 3, "card": "duel"})
    assert refusal_text(refusal, _seat, "en") == "P[3] is not a legal target for Duel"
    assert refusal_text(refusal, _seat, "zh") == "P[3]不能成为【决斗】的目标"


# ---------------------------------------------------------------------- at the table
@pytest.fixture
def table(qtbot, english) -> Iterator[Callable[..., Table]]:
    made: list[Table] = []

    def make(sc: Scenario, procedure: Any, **kwargs: Any) -> Table:
        made.append(Table(qtbot, sc, procedure, **kwargs))
        return made[-1]

    yield make
    for t in made:
        t.close()


def test_the_prompt_follows_the_choice_strike_then_target_in_range_then_ok(table) -> None:
    sc = Scenario([None], hands={0: [("strike", "spade", 7)]}, deck=FILLER)
    (strike,) = ids(sc, 0, ("strike", "spade", 7))
    t = table(sc, turns(sc.game, 0))
    t.asked(PlayPhase)
    prompt = t.page.prompt
    assert prompt.text() == text("prompt.play", "en")
    t.card(strike)
    assert prompt.text() == "Strike: now choose 1 target(s) (in range)"
    t.seat(1)
    assert prompt.text() == "Press OK to use Strike on Seat 2"  # seats named from 1
    click_item(t.qtbot, t.page, t.page.scene.hand_item(strike))  # taken back
    assert prompt.text() == text("prompt.play", "en")


def test_a_seat_out_of_range_or_a_dodge_in_the_play_phase_says_why_not(table, qtbot) -> None:
    sc = Scenario([None], hands={0: ["strike", "dodge"]}, deck=FILLER)
    strike, dodge = ids(sc, 0, "strike", "dodge")
    t = table(sc, turns(sc.game, 0))
    t.asked(PlayPhase)
    page = t.page
    click_item(qtbot, page, page.scene.hand_item(dodge))
    assert page.prompt.text() == "Dodge can only be played in response, not used on your own"
    assert page.selection is not None and page.selection.cards == []
    click_item(qtbot, page, page.scene.seats[2])
    assert page.prompt.text() == "Choose a card or a skill first"
    t.card(strike)
    click_item(qtbot, page, page.scene.seats[2])  # distance 2, range 1
    assert page.prompt.text() == "Seat 3 is at distance 2, beyond your attack range (1)"
    assert page.selection.targets == []
    page.press_ok()  # a 杀 without a target
    assert page.prompt.text() == "Choose 1 more target(s) first"


def test_cancel_during_a_forced_discard_says_it_cannot_be_declined(table, qtbot) -> None:
    sc = Scenario([None], hands={0: ["dodge"] * 6}, hp={0: 4}, deck=FILLER)
    t = table(sc, turns(sc.game, 0))
    t.asked(PlayPhase)
    t.end_turn()
    request = t.asked(ChooseCards, "discard")
    assert isinstance(request, ChooseCards) and request.low == 4  # 8 cards at 4 HP
    page = t.page
    assert page.prompt.text() == (
        "Discard phase: you hold more cards than your HP; discard 4 card(s)"
    )
    page.press_cancel()
    assert page.prompt.text() == "You must discard 4 card(s): this cannot be declined"
    assert page.selection is not None and page.selection.request is request
    first = t.hand()[0]
    t.card(first)
    assert page.prompt.text() == "Discard 3 more card(s)"
    page.press_ok()  # too few: refused, with how many are missing
    assert page.prompt.text() == "Choose 3 more card(s) first"
    for card in t.hand()[1:4]:
        t.card(card)
    assert page.prompt.text() == "Press OK to discard these 4 cards"


def test_an_equipment_slot_shows_suit_rank_and_name_and_its_own_tooltip(table) -> None:
    sc = Scenario(
        [None], equip={1: [("dragon_scale", "club", 2), ("jade_ruyi", "spade", 2)]}, deck=FILLER
    )
    t = table(sc, turns(sc.game, 0))
    t.asked(PlayPhase)
    seat = t.page.scene.seats[1]
    weapon = seat.equip_slots[Slot.WEAPON]
    armour = seat.equip_slots[Slot.ARMOUR]
    assert weapon.card_id is not None and STANDARD_DECK[weapon.card_id].kind is Kind.DRAGON_SCALE
    assert weapon.toolTip() == "♣2 Dragon-Scale Blade\n" + text("card.dragon_scale.text", "en")
    assert armour.toolTip() == "♠2 Jade Ruyi\n" + text("card.jade_ruyi.text", "en")
    assert seat.equip_slots[Slot.ATTACK_HORSE].toolTip() == ""


@pytest.mark.parametrize(
    ("low", "high", "zh", "en"),
    [
        (1, 1, "请选择1名角色", "choose 1 character"),
        (0, 1, "至多1", "up to 1"),
        (1, 2, "1至2", "1 to 2"),
    ],
)
def test_how_many_to_choose_is_said_in_words(low, high, zh, en) -> None:
    request = ChooseSeats((0,), "jujian", (1, 2), low, high)
    assert zh in prompt_for(request, None, lambda s: f"#{s}", "zh")
    assert en in prompt_for(request, None, lambda s: f"#{s}", "en")
    assert "–" not in prompt_for(request, None, lambda s: f"#{s}", "en")
