"""Skills, equipment abilities and card effects are found by id and kind as soon as their
classes are defined (``Skill.__init_subclass__``, ``CardEffect.__init_subclass__``), and
every kind of request has its response check (``validation.CHECKS``)."""

from __future__ import annotations

import pytest

from yxs_desktop.engine.cards import SPECS
from yxs_desktop.engine.effects import EFFECTS
from yxs_desktop.engine.enums import CardType, Faction, Kind, Sex, Slot
from yxs_desktop.engine.heroes import HEROES, LORD_SKILLS, HeroSpec, register_heroes
from yxs_desktop.engine.requests import Request
from yxs_desktop.engine.skills import EQUIP_SKILLS, SKILLS, Skill
from yxs_desktop.engine.validation import CHECKS


def test_every_card_kind_has_its_effect():
    assert set(EFFECTS) == {spec.kind for spec in SPECS.values()}


def test_every_weapon_and_armour_has_its_ability_and_no_horse_has_one():
    horses = (Slot.ATTACK_HORSE, Slot.DEFENCE_HORSE)
    equipment = {s.kind for s in SPECS.values() if s.type is CardType.EQUIP}
    assert set(EQUIP_SKILLS) == {k for k in equipment if SPECS[k].slot not in horses}
    for kind, skill in EQUIP_SKILLS.items():
        assert type(skill).card_kind is kind


def test_heroes_are_in_rules_order_ruler_minister_commoner():
    """Hero offers are drawn from the order of HEROES: the content's faction modules must
    register in the order of docs/rules.md §7 (content/__init__.py imports them so)."""
    factions = [hero.faction for hero in HEROES.values()]
    order = [Faction.RULER, Faction.MINISTER, Faction.COMMONER]
    assert factions == sorted(factions, key=order.index)
    assert [factions.count(f) for f in order] == [11, 13, 11]
    ids = list(HEROES)
    assert ids[0] == "ying_zheng" and ids[11] == "shang_yang" and ids[24] == "wu_song"
    assert ids[-1] == "zhang_sanfeng"


def test_a_second_hero_with_a_taken_id_is_refused_and_the_first_kept():
    first = HEROES["ying_zheng"]
    with pytest.raises(ValueError, match="hero id 'ying_zheng' defined twice"):
        register_heroes(HeroSpec("ying_zheng", "嬴政", Faction.RULER, Sex.MALE, 4, ()))
    assert HEROES["ying_zheng"] is first


def test_every_hero_lord_and_equipment_skill_is_found_by_its_id():
    ids = {s for hero in HEROES.values() for s in hero.skills} | set(LORD_SKILLS.values())
    assert ids <= set(SKILLS)
    for skill in EQUIP_SKILLS.values():
        assert SKILLS[skill.id] is type(skill)


@pytest.mark.interpreted  # a class defined here cannot subclass the compiled Skill
def test_a_second_skill_with_a_taken_id_is_refused_and_the_first_kept():
    first = SKILLS["jijiang"]
    with pytest.raises(ValueError, match=f"skill id '{first.id}' defined twice"):
        type("Impostor", (Skill,), {"id": first.id})
    assert SKILLS[first.id] is first


@pytest.mark.interpreted
def test_a_second_ability_for_a_card_kind_is_refused_and_the_first_kept():
    first = EQUIP_SKILLS[Kind.JADE_RUYI]
    with pytest.raises(ValueError, match="two skills for the equipment jade_ruyi"):
        type("Impostor", (Skill,), {"card_kind": Kind.JADE_RUYI})
    assert EQUIP_SKILLS[Kind.JADE_RUYI] is first


@pytest.mark.interpreted
def test_a_base_skill_without_an_id_is_not_registered():
    before = dict(SKILLS)
    type("SomeBase", (Skill,), {})
    assert before == SKILLS


def _concrete_requests(cls: type[Request]) -> set[type[Request]]:
    found = set()
    for sub in cls.__subclasses__():
        if not sub.__name__.startswith("_"):
            found.add(sub)
        found |= _concrete_requests(sub)
    return found


def test_every_kind_of_request_has_its_response_check():
    assert set(CHECKS) == _concrete_requests(Request)
