"""docs/protocol.md's field reference (yxs_desktop/protocol/reference.py): the page holds what
the structs give now, it has a table for every message, event, request and response kind and
every object they carry, each with the fields the wire sends, every link on the page lands on
a heading, and a struct that changes changes the reference."""

from __future__ import annotations

import difflib
import enum
import re
from pathlib import Path
from typing import Annotated

import msgspec
import pytest

from yxs_desktop.cli import main
from yxs_desktop.engine import Event, PlayerView, Reach, Request, Response, SeatView
from yxs_desktop.engine.requests import Option
from yxs_desktop.protocol import reference
from yxs_desktop.protocol.messages import (
    CLIENT_TYPES,
    SERVER_TYPES,
    ClientMessage,
    Numbered,
    RoomInfo,
    SeatInfo,
    ServerMessage,
    Settings,
)

PAGE = reference.PAGE
TEXT = PAGE.read_text(encoding="utf-8")


def _part() -> str:
    return reference.generated_part(TEXT)


def _subclasses(base: type) -> list[type]:
    """``base``'s public subclasses at any depth that the program defines: what the
    engine registers (not the kinds other tests make up for themselves)."""
    found, todo = [], list(base.__subclasses__())
    while todo:
        cls = todo.pop()
        todo += cls.__subclasses__()
        if not cls.__name__.startswith("_") and cls.__module__.startswith("yxs_desktop."):
            found.append(cls)
    return found


def _tables(text: str) -> dict[str, list[str]]:
    """Each ``####`` heading of ``text`` and the field names of the table under it."""
    tables: dict[str, list[str]] = {}
    current: list[str] = []
    for line in text.splitlines():
        if line.startswith("#### "):
            current = tables.setdefault(line[5:], [])
        elif line.startswith("| `"):
            current.append(line.split("`")[1])
    return tables


# The compiled engine's classes lose their docstrings (mypyc puts its own filler there), so
# the page, which quotes them, is compared with the interpreted code only.
@pytest.mark.interpreted
def test_the_page_holds_the_reference_the_code_generates() -> None:
    expected = reference.reference()
    found = _part()
    if found != expected:
        diff = difflib.unified_diff(
            found.splitlines(), expected.splitlines(), "docs/protocol.md", "generated", lineterm=""
        )
        shown = "\n".join(list(diff)[:60])
        pytest.fail(
            f"docs/protocol.md's field reference is out of date: run `make protocol-doc`\n{shown}"
        )


def test_the_reference_is_its_own_section_before_the_limits() -> None:
    field_reference = TEXT.index("## Field reference\n")
    assert TEXT.index(reference.BEGIN) > field_reference
    assert TEXT.index(reference.END) < TEXT.index("## Limits\n")
    assert TEXT.count(reference.BEGIN) == TEXT.count(reference.END) == 1


def test_every_message_has_its_table_with_the_fields_it_sends() -> None:
    tables = _tables(_part())
    for side, tags, union in (
        ("client", CLIENT_TYPES, ClientMessage),
        ("server", SERVER_TYPES, ServerMessage),
    ):
        for tag, cls in zip(tags, union.__args__, strict=True):
            names = [info.encode_name for info in msgspec.structs.fields(cls)]
            assert tables.get(f"`{tag}` ({side})") == names, (side, tag)


@pytest.mark.parametrize(
    ("classes", "suffix"),
    [
        (_subclasses(Event), "event"),
        (_subclasses(Request), "request"),
        (list(Response.__args__), "response"),
    ],
    ids=["events", "requests", "responses"],
)
def test_every_kind_the_engine_registers_has_its_table(classes: list[type], suffix: str) -> None:
    tables = _tables(_part())
    assert len(classes) > 5
    for cls in classes:
        names = [info.encode_name for info in msgspec.structs.fields(cls)]
        assert tables.get(f"`{cls.__name__}` ({suffix})") == names, cls.__name__


def test_the_objects_inside_messages_have_their_tables() -> None:
    tables = _tables(_part())
    objects = (RoomInfo, Settings, SeatInfo, Numbered, SeatView, PlayerView, Reach, Option)
    for cls in objects:
        names = [info.encode_name for info in msgspec.structs.fields(cls)]
        assert tables.get(f"`{cls.__name__}` (object)") == names, cls.__name__
    for name in ("Kind", "Phase", "Role", "Area", "Suit"):
        assert f"`{name}` (values)" in tables


def _github_anchors(text: str) -> set[str]:
    """The anchors GitHub gives the page's headings (a repeated one gets -1, -2, ...)."""
    anchors: set[str] = set()
    counts: dict[str, int] = {}
    fenced = False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and (match := re.match(r"^#{1,6} (.*)$", line)):
            slug = re.sub(r"[^\w\- ]", "", match.group(1).strip().lower()).replace(" ", "-")
            seen = counts.get(slug, 0)
            counts[slug] = seen + 1
            anchors.add(slug if seen == 0 else f"{slug}-{seen}")
    return anchors


def test_every_link_within_the_page_lands_on_a_heading() -> None:
    anchors = _github_anchors(TEXT)
    links = re.findall(r"\]\(#([^)]+)\)", TEXT)
    assert len(links) > 50
    assert sorted({link for link in links if link not in anchors}) == []


def test_the_game_data_sections_point_to_the_reference_not_to_python() -> None:
    game_data = TEXT.split("## Game data", 1)[1].split("## Field reference", 1)[0]
    assert ".py" not in game_data
    for target in ("event-fields", "request-fields", "response-fields", "seatview-object"):
        assert f"(#{target})" in game_data


# ------------------------------------------------------------------- a made-up struct


class _Colour(enum.StrEnum):
    """Made-up colours."""

    RED = "red"
    BLUE = "blue"


class _ProbePart(msgspec.Struct, frozen=True):
    """A made-up object inside the made-up message."""

    depth: int


class _Probe(msgspec.Struct, frozen=True, tag="probe", omit_defaults=True):
    """A made-up message (e.g. for this test). Not part of the protocol."""

    count: Annotated[int, msgspec.Meta(ge=1, le=9)]
    part: _ProbePart
    names: tuple[str, ...] = ()
    colour: _Colour | None = None
    table: dict[str, int] = msgspec.field(default_factory=dict)
    renamed: int = msgspec.field(default=0, name="renamedField")


def test_a_made_up_struct_gets_its_table() -> None:
    section = reference.struct_section(_Probe, "client")
    assert section.startswith("#### `probe` (client)\n\n")
    assert '`"type": "probe"` — A made-up message (e.g. for this test).\n' in section
    assert "| `count` | int 1–9 | required |" in section
    assert "| `part` | _ProbePart | required |" in section
    assert "| `names` | list of string | `[]` (optional) |" in section
    assert "| `colour` | string (_Colour) or null | `null` (optional) |" in section
    assert "| `table` | object of string → int | `{}` (optional) |" in section
    assert "| `renamedField` | int | `0` (optional) |" in section
    assert "renamed |" not in section


def test_a_struct_the_wire_starts_to_carry_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A new kind (and the object and values it holds) changes the reference, so the page
    no longer passes the check until it is generated again."""
    groups = reference.groups
    probe = reference.Group("Probe fields", "probe", "probe", "Made up.", (_Probe,))
    monkeypatch.setattr(reference, "groups", lambda: [*groups(), probe])
    generated = reference.reference()
    assert "#### `probe` (probe)" in generated
    assert "| `part` | [_ProbePart](#_probepart-object) | required |" in generated
    assert "#### `_ProbePart` (object)" in generated
    assert "string ([_Colour](#_colour-values)), or null" not in generated
    assert "| `colour` | string ([_Colour](#_colour-values)) or null |" in generated
    assert '`"red"`, `"blue"`' in generated
    assert generated != _part()
    assert not reference.check(PAGE)


# The compiled engine's classes lose their docstrings (mypyc puts its own filler there), so
# the page, which quotes them, is compared with the interpreted code only.
@pytest.mark.interpreted
def test_a_changed_table_fails_the_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    stale = tmp_path / "protocol.md"
    head, tail = TEXT.split(reference.BEGIN)
    tail = tail.replace("| `last_seq` |", "| `last_sequence` |", 1)
    stale.write_text(head + reference.BEGIN + tail, encoding="utf-8")
    assert not reference.check(stale)
    assert main(["protocol-doc", "--check", "--out", str(stale)]) == 1
    assert "make protocol-doc" in capsys.readouterr().err
    assert main(["protocol-doc", "--out", str(stale)]) == 0
    assert stale.read_text(encoding="utf-8") == TEXT
    assert main(["protocol-doc", "--check", "--out", str(stale)]) == 0


def test_a_page_without_the_generated_lines_is_refused(tmp_path: Path) -> None:
    page = tmp_path / "protocol.md"
    page.write_text("# The online protocol\n", encoding="utf-8")
    with pytest.raises(reference.ReferenceFault):
        reference.write_reference(page)
    assert main(["protocol-doc", "--out", str(page)]) == 2
