"""The rulings registry (yxs_desktop/engine/rulings.py): well-formed, bilingual, and tied to
the code that applies each ruling by a ``# ruling <id>`` comment."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

from yxs_desktop.engine.content.texts import TEXTS
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.engine.rulings import (
    GENERAL_RULINGS,
    HERO_RULINGS,
    RULINGS,
    RULINGS_BY_ID,
    Ruling,
    ruling,
)
from yxs_desktop.engine.skills import SKILLS

SOURCE = Path(__file__).resolve().parents[2] / "yxs_desktop"

#: Rulings applied in files only the lead edits (game.py, options.py,
#: content/standard_cards.py): their ``# ruling <id>`` comment is still to be added there.
#: Once it is, remove the id from this set (test_pending_comments_are_still_missing says so).
PENDING_COMMENTS: set[str] = set()

SNAKE_CASE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")
CJK = re.compile(r"[\u4e00-\u9fff]")
ASCII_LETTER = re.compile(r"[A-Za-z]")
COMMENT_ID = re.compile(r"\bruling ([a-z][a-z0-9_]*)")


def _commented_ids() -> dict[str, list[str]]:
    """Every id named in a ``# ruling <id>`` comment of a source file (not in strings),
    with the files that name it."""
    found: dict[str, list[str]] = {}
    for path in sorted(SOURCE.rglob("*.py")):
        if path.name == "rulings.py":
            continue
        source = path.read_text(encoding="utf-8")
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type != tokenize.COMMENT:
                continue
            for ruling_id in COMMENT_ID.findall(token.string):
                found.setdefault(ruling_id, []).append(str(path.relative_to(SOURCE)))
    return found


def _skill_of(ruling_id: str) -> str | None:
    """The longest prefix of whole underscore-separated parts of ``ruling_id`` that is a
    registered skill id (``budao_zhang_to_another`` -> ``budao_zhang``), if any."""
    parts = ruling_id.split("_")
    for end in range(len(parts) - 1, 0, -1):
        prefix = "_".join(parts[:end])
        if prefix in SKILLS:
            return prefix
    return None


HERO_OF_SKILL = {skill: hero for hero in HEROES.values() for skill in hero.skills}
HERO_ORDER = {hero_id: i for i, hero_id in enumerate(HEROES)}


# ---------------------------------------------------------------------- the registry
def test_rulings_are_the_general_then_the_hero_ones():
    assert RULINGS == GENERAL_RULINGS + HERO_RULINGS
    assert all(isinstance(item, Ruling) for item in RULINGS)


def test_ids_are_unique_and_snake_case():
    ids = [item.id for item in RULINGS]
    assert len(ids) == len(set(ids))
    bad = [i for i in ids if not SNAKE_CASE.fullmatch(i)]
    assert not bad


@pytest.mark.parametrize("item", RULINGS, ids=lambda item: item.id)
def test_every_ruling_has_chinese_and_english_text(item):
    assert item.zh.strip() and CJK.search(item.zh), item.id
    assert item.en.strip() and ASCII_LETTER.search(item.en), item.id
    assert item.zh == item.zh.strip() and item.en == item.en.strip()


def test_lookup_by_id():
    assert set(RULINGS_BY_ID) == {item.id for item in RULINGS}
    for item in RULINGS:
        assert ruling(item.id) is item
        assert RULINGS_BY_ID[item.id] is item
    with pytest.raises(KeyError):
        ruling("no_such_ruling")


def test_rules_md_rulings_are_listed():
    """The rulings the prose of docs/rules.md names (§1, §2, §5, §6.2 and §6.3)."""
    assert {
        "draw_when_piles_empty",
        "lord_skill_by_faction",
        "renegade_wins_as_last_survivor",
        "kill_bonus_enemies_only",
        "casual_rebel_reward",
        "leaders_open_first_round",
        "team_new_round",
    } <= set(RULINGS_BY_ID)


# ---------------------------------------------------------------------- hero rulings
@pytest.mark.parametrize("item", HERO_RULINGS, ids=lambda item: item.id)
def test_hero_rulings_name_an_existing_skill(item):
    skill = _skill_of(item.id)
    assert skill is not None, f"{item.id}: no registered skill id as its prefix"
    assert skill in HERO_OF_SKILL, f"{item.id}: {skill} is no base-pack hero's skill"


@pytest.mark.parametrize("item", HERO_RULINGS, ids=lambda item: item.id)
def test_hero_rulings_name_their_skill_in_both_languages(item):
    skill = _skill_of(item.id)
    zh, en = TEXTS[f"skill.{skill}.name"]
    assert f"【{zh}】" in item.zh
    assert en in item.en


def test_hero_rulings_follow_the_hero_order_of_rules_md():
    """By faction, in docs/rules.md §7 order, as the help lists them."""
    order = [HERO_ORDER[HERO_OF_SKILL[_skill_of(item.id)].id] for item in HERO_RULINGS]
    assert order == sorted(order)


def test_general_rulings_are_not_about_one_hero():
    assert not [item.id for item in GENERAL_RULINGS if _skill_of(item.id) in HERO_OF_SKILL]


# ---------------------------------------------------------------------- ties to the code
def test_every_ruling_is_named_next_to_the_code_that_applies_it():
    commented = _commented_ids()
    missing = [item.id for item in RULINGS if item.id not in commented]
    assert sorted(missing) == sorted(PENDING_COMMENTS)


def test_pending_comments_are_still_missing():
    """A pending id whose comment has been added must leave PENDING_COMMENTS."""
    assert not PENDING_COMMENTS - set(RULINGS_BY_ID)
    commented = _commented_ids()
    done = {i: commented[i] for i in PENDING_COMMENTS if i in commented}
    assert not done, f"remove these from PENDING_COMMENTS: {done}"


def test_every_ruling_comment_names_a_known_ruling():
    unknown = {i: files for i, files in _commented_ids().items() if i not in RULINGS_BY_ID}
    assert not unknown
