"""docs/rules.md, the rules the engine implements (yxs_desktop/rules_doc.py): the committed
file is what the generator renders now, it names everything the code registers, and
nothing in the repository points to notes outside it any more."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from yxs_desktop import rules_doc
from yxs_desktop.cli import main
from yxs_desktop.engine.cards import SPECS
from yxs_desktop.engine.content.texts import TEXTS
from yxs_desktop.engine.heroes import HEROES, LORD_SKILLS
from yxs_desktop.engine.rulings import RULINGS

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "rules.md"

#: What the repository may no longer refer to (split so that this file does not match).
GONE = (
    "RULES" + ".md",
    "DESIGN" + ".md",
    "../" + "shared",
    "/work/" + "shared",
    "shared" + " notes",
)
#: Where to look for such references; the ones a copy of the tree may leave out (the
#: compiled build's) are only looked at when they are there.
SCANNED = ("yxs_desktop", "tests", "docs", "benchmarks", "README.md", "Makefile", "packaging")
REQUIRED = ("yxs_desktop", "tests", "docs")
BINARY = frozenset({".pyc", ".so", ".pyd", ".png", ".qm", ".o", ".c", ".h"})


@pytest.fixture(scope="module")
def document() -> str:
    return DOC.read_text(encoding="utf-8")


def test_the_committed_document_is_what_the_generator_renders(document: str) -> None:
    expected = rules_doc.render()
    if document != expected:
        diff = difflib.unified_diff(
            document.splitlines(), expected.splitlines(), "docs/rules.md", "rendered", lineterm=""
        )
        shown = "\n".join(list(diff)[:60])
        pytest.fail(f"docs/rules.md is out of date: run `make rules-doc`\n{shown}")


def test_every_hero_is_in_the_document(document: str) -> None:
    missing = [
        hero.id
        for hero in HEROES.values()
        if f"`{hero.id}`" not in document
        or hero.zh not in document
        or TEXTS[f"hero.{hero.id}.name"][1] not in document
    ]
    assert len(HEROES) == 35
    assert not missing


def test_every_skill_of_every_hero_is_in_the_document(document: str) -> None:
    missing = [
        (hero.id, skill)
        for hero in HEROES.values()
        for skill in hero.skills
        if f"**{TEXTS[f'skill.{skill}.name'][0]}" not in document or f"`{skill}`" not in document
    ]
    assert not missing


def test_every_lord_skill_is_in_the_document(document: str) -> None:
    missing = [
        skill
        for skill in LORD_SKILLS.values()
        if TEXTS[f"skill.{skill}.name"][0] not in document or f"`{skill}`" not in document
    ]
    assert len(LORD_SKILLS) == 3
    assert not missing


def test_every_ruling_is_in_the_document(document: str) -> None:
    missing = [item.id for item in RULINGS if f"- `{item.id}`" not in document]
    assert not missing
    assert all(item.en in document and item.zh in document for item in RULINGS)


def test_every_card_kind_is_in_the_document(document: str) -> None:
    missing = [kind for kind, spec in SPECS.items() if f"| {spec.zh} |" not in document]
    assert len(SPECS) == 26
    assert not missing


def test_the_sections_the_code_cites_are_there(document: str) -> None:
    headings = {line.split(" ", 2)[1] for line in document.splitlines() if line.startswith("##")}
    assert {f"{n}." for n in range(1, 9)} <= headings
    assert {"3.3", "3.5", "5.3", "5.7", "6.2", "6.3", "7.2", "7.3", "7.4", "8.1", "8.2"} <= headings


def test_a_template_naming_something_unknown_is_refused() -> None:
    template = rules_doc.TEMPLATE.read_text(encoding="utf-8")
    for wrong in ("{{ruling:no_such_ruling}}", "{{skill:no_such_skill}}", "{{no_such_block}}"):
        with pytest.raises(rules_doc.TemplateError):
            rules_doc.render(template + wrong)
    with pytest.raises(rules_doc.TemplateError, match="hero_table"):
        rules_doc.render(template.replace("{{hero_table}}", ""))


def test_the_command_checks_and_writes_the_document(tmp_path: Path, capsys) -> None:
    assert main(["rules-doc", "--check"]) == 0
    out = tmp_path / "rules.md"
    assert main(["rules-doc", "--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == rules_doc.render()
    out.write_text("stale\n", encoding="utf-8")
    assert main(["rules-doc", "--check", "--out", str(out)]) == 1
    assert "make rules-doc" in capsys.readouterr().err


def _text_files() -> list[Path]:
    files: list[Path] = []
    for name in SCANNED:
        path = ROOT / name
        if name in REQUIRED:
            assert path.exists(), name
        if path.is_file():
            files.append(path)
        elif path.is_dir():
            files += [
                p
                for p in sorted(path.rglob("*"))
                if p.is_file() and p.suffix not in BINARY and "__pycache__" not in p.parts
            ]
    return files


def test_nothing_refers_to_notes_outside_the_repository() -> None:
    found = []
    for path in _text_files():
        try:
            content = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for number, line in enumerate(content.splitlines(), 1):
            if any(gone in line for gone in GONE):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)
