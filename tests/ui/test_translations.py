"""Every interface string has its Chinese and English text, and every game text key has
both languages."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from yxs_desktop.engine.cards import SPECS
from yxs_desktop.engine.content.texts import TEXTS
from yxs_desktop.engine.heroes import HEROES, LORD_SKILLS

ROOT = Path(__file__).resolve().parents[2]
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.mark.parametrize("name", ["yxs_zh_CN.ts", "yxs_en.ts"])
def test_every_interface_string_is_translated(name):
    tree = ET.parse(ROOT / "translations" / name)
    messages = list(tree.iter("message"))
    assert messages, "no strings found: run `make lupdate`"
    for message in messages:
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation is not None, f"{name}: {source!r} untranslated"
        # a plural ("%n card(s)") has a form per number, each of which must be there
        forms = [form.text for form in translation.iter("numerusform")] or [translation.text]
        for text in forms:
            assert text and text.strip(), f"{name}: {source!r} untranslated"
            if name == "yxs_zh_CN.ts":
                assert CJK.search(text), f"{source!r} has no Chinese translation"
        assert translation.get("type") not in ("unfinished", "vanished", "obsolete"), source


def test_every_tr_string_in_the_code_is_in_the_translation_files():
    sources = {
        m.findtext("source") for m in ET.parse(ROOT / "translations/yxs_zh_CN.ts").iter("message")
    }
    pattern = re.compile(r"""\.tr\(\s*"((?:[^"\\]|\\.)*)"\s*\)""")
    for path in (ROOT / "yxs_desktop" / "ui").rglob("*.py"):
        for found in pattern.findall(path.read_text(encoding="utf-8")):
            assert found in sources, f"{path.name}: {found!r} missing: run `make lupdate`"


def test_every_game_text_has_chinese_and_english():
    for key, (zh, en) in TEXTS.items():
        assert zh.strip() and en.strip(), key
    needed = [f"card.{k.value}.name" for k in SPECS] + [f"card.{k.value}.text" for k in SPECS]
    for hero in HEROES.values():
        needed.append(f"hero.{hero.id}.name")
        needed += [f"skill.{s}.name" for s in hero.skills]
        needed += [f"skill.{s}.text" for s in hero.skills]
    needed += [f"skill.{s}.name" for s in LORD_SKILLS.values()]
    missing = [key for key in needed if key not in TEXTS]
    assert not missing, missing
