"""docs/protocol.md's field reference, generated from the msgspec structs themselves.

Every client and server message (:mod:`.messages`), every struct they carry (their own parts,
the engine's views, every event and request kind the wire decodes, every response kind an
``answer`` takes) and every enumeration of values among their fields gets a table: its JSON
name, its JSON type and its default, read from ``msgspec.structs.fields``, the struct's
``__struct_config__`` (tag field and tag, omitted defaults) and ``typing.get_type_hints``.
The structs are found by walking the field types from the two message unions, so a struct
the messages start to carry is in the reference without anyone listing it.

The tables go between :data:`BEGIN` and :data:`END` in docs/protocol.md; ``make
protocol-doc`` (``yxs protocol-doc``) rewrites them there, and
``tests/protocol/test_protocol_reference.py`` checks that the page holds what
:func:`reference` gives now.
"""

from __future__ import annotations

import enum
import json
import re
import sys
import types
import typing
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Final, Literal, Union

import msgspec

from yxs_desktop.engine import Response
from yxs_desktop.protocol.limits import INT64_MAX
from yxs_desktop.protocol.messages import (
    AnyEvent,
    AnyRequest,
    ClientMessage,
    GameAnswer,
    ServerMessage,
)

PAGE: Final = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"
BEGIN: Final = "<!-- BEGIN GENERATED: yxs_desktop/protocol/reference.py -->"
END: Final = "<!-- END GENERATED -->"

#: Raw JSON fields and the type that reads them (an answer's response: the engine decodes it).
RAW_FIELDS: Final[Mapping[tuple[type, str], object]] = {(GameAnswer, "response"): Response}

_NONE: Final = type(None)
_UNIONS: Final = (Union, types.UnionType)


class ReferenceFault(ValueError):
    """A struct's field has a type the reference cannot write as JSON, or the page has no
    place (:data:`BEGIN` ... :data:`END`) for the reference."""


@dataclass(frozen=True)
class Group:
    """One subsection of the reference: its tagged ``kinds`` (in this order), then the
    untagged structs reached from them (``parts``, filled in by :func:`collect`) when it
    ``keeps_parts``."""

    title: str
    suffix: str  # after each kind's name in its heading: "`hello` (client)"
    noun: str  # a field holding any of the kinds: "any [event](#event-fields)"
    intro: str
    kinds: tuple[type[msgspec.Struct], ...] = ()
    keeps_parts: bool = True
    parts: list[type[msgspec.Struct]] = field(default_factory=list)


def _members(union: object) -> tuple[type[msgspec.Struct], ...]:
    return typing.get_args(union) or (typing.cast(type[msgspec.Struct], union),)


def groups() -> list[Group]:
    """The reference's subsections, their kinds as the wire decodes them."""
    return [
        Group(
            "Client message fields",
            "client",
            "client message",
            "What a client sends. A field with a default may be left out; a field the table "
            "does not list is refused (`bad_field`).",
            _members(ClientMessage),
            keeps_parts=False,
        ),
        Group(
            "Server message fields",
            "server",
            "server message",
            "What the server sends: every field, defaults included. A client ignores fields "
            "it does not know.",
            _members(ServerMessage),
            keeps_parts=False,
        ),
        Group(
            "Parts of messages",
            "object",
            "object",
            "The protocol's own objects inside the server's messages.",
        ),
        Group(
            "View fields",
            "object",
            "object",
            "The engine's views: what a seat (or a spectator) may know now.",
        ),
        Group(
            "Event fields",
            "event",
            "event",
            "Every event kind the engine has, as a viewer receives it (`type`: its kind).",
            _members(AnyEvent),
        ),
        Group(
            "Request fields",
            "request",
            "request",
            "Every request kind (`type`), then the objects requests hold. Every request has "
            "`seats` and `reason` first and `id` last.",
            _members(AnyRequest),
        ),
        Group(
            "Response fields",
            "response",
            "response",
            "The answers a client gives in `answer`'s `response` (`type`: its kind).",
            _members(Response),
        ),
    ]


# ============================================================================ collecting
@dataclass
class Index:
    """Where the reference puts each struct and enumeration: the anchors that links in type
    cells point to, and the groups of kinds a field may hold (``any [event](...)``)."""

    anchors: dict[type, str] = field(default_factory=dict)
    unions: dict[frozenset[type], tuple[str, str]] = field(default_factory=dict)
    enums: list[type[enum.Enum]] = field(default_factory=list)


def anchor(heading: str) -> str:
    """The anchor a heading gets on GitHub (and most Markdown renderers): lower case,
    punctuation but ``-`` and ``_`` dropped, spaces as ``-``."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def tag_of(cls: type[msgspec.Struct]) -> str | int | None:
    """The value of ``cls``'s tag field (None: an untagged struct)."""
    tag: str | int | None = cls.__struct_config__.tag
    return tag


def heading(cls: type[msgspec.Struct] | type[enum.Enum], suffix: str) -> str:
    """The heading of ``cls``'s table: its tag and ``suffix``; an untagged struct's or an
    enumeration's name, and ``object`` or ``values``."""
    if issubclass(cls, enum.Enum):
        return f"`{cls.__name__}` (values)"
    tag = tag_of(cls)
    return f"`{cls.__name__}` (object)" if tag is None else f"`{tag}` ({suffix})"


def field_types(cls: type[msgspec.Struct]) -> Iterator[tuple[msgspec.structs.FieldInfo, Any]]:
    """Each field of ``cls`` (in the order it is encoded) with its type hint, extras kept."""
    hints = typing.get_type_hints(cls, include_extras=True)
    for info in msgspec.structs.fields(cls):
        yield info, RAW_FIELDS.get((cls, info.name), hints.get(info.name, info.type))


def _named(hint: Any) -> Iterator[type[msgspec.Struct] | type[enum.Enum]]:
    """The structs and enumerations that ``hint`` names, at any depth."""
    if isinstance(hint, type) and issubclass(hint, msgspec.Struct):
        yield hint
        return
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        yield hint
        return
    args = typing.get_args(hint)
    if typing.get_origin(hint) is Annotated:
        args = args[:1]
    elif typing.get_origin(hint) is Literal:
        args = ()
    for arg in args:
        yield from _named(arg)


def collect(subsections: Sequence[Group]) -> Index:
    """Fill in each group's ``parts`` (each untagged struct goes to the group it is first
    reached from if that one keeps its parts; else, as a message's, the protocol's own to
    "Parts of messages" and the engine's to "View fields") and index every anchor."""
    by_title = {group.title: group for group in subsections}
    placed: dict[type, Group] = {cls: group for group in subsections for cls in group.kinds}
    index = Index()
    found_enums: set[type[enum.Enum]] = set()

    def home(cls: type, reached_from: Group) -> Group:
        if reached_from.keeps_parts:
            return reached_from
        if cls.__module__.startswith("yxs_desktop.protocol"):
            return by_title["Parts of messages"]
        return by_title["View fields"]

    def visit(cls: type[msgspec.Struct], group: Group) -> None:
        for _, hint in field_types(cls):
            for named in _named(hint):
                if issubclass(named, enum.Enum):
                    found_enums.add(named)
                elif named not in placed:
                    placed[named] = home(named, group)
                    placed[named].parts.append(named)
                    visit(named, placed[named])

    for group in subsections:
        for kind in group.kinds:
            visit(kind, group)
    for group in subsections:
        for cls in (*group.kinds, *group.parts):
            index.anchors[cls] = anchor(heading(cls, group.suffix))
        if len(group.kinds) > 1:
            index.unions[frozenset(group.kinds)] = (group.noun, anchor(group.title))
    index.enums = sorted(found_enums, key=lambda cls: cls.__name__)
    for item in index.enums:
        index.anchors[item] = anchor(heading(item, "values"))
    return index


# ============================================================================ JSON types
def _json(value: object) -> str:
    return json.dumps(msgspec.to_builtins(value), ensure_ascii=False)


def _link(cls: type, index: Index | None) -> str:
    tag = tag_of(cls) if issubclass(cls, msgspec.Struct) else None
    name = f"`{tag}`" if tag is not None else cls.__name__
    if index is None or cls not in index.anchors:
        return name
    return f"[{name}](#{index.anchors[cls]})"


def _constrained(base: Any, metas: Sequence[object], index: Index | None) -> str:
    """``base`` with the limits of its ``msgspec.Meta``: ranges, lengths, patterns."""
    text = json_type(base, index)
    for meta in metas:
        if not isinstance(meta, msgspec.Meta):
            continue
        high = None if meta.le == INT64_MAX else meta.le  # every int is an int64 anyway
        if meta.ge is not None and high is not None:
            text += f" {meta.ge}–{high}"
        else:
            bounds = (("≥", meta.ge), (">", meta.gt), ("≤", high), ("<", meta.lt))
            text += "".join(f" {sign} {value}" for sign, value in bounds if value is not None)
        unit = "characters" if base is str else "items"
        if meta.min_length is not None and meta.max_length is not None:
            text += f" of {meta.min_length}–{meta.max_length} {unit}"
        elif meta.min_length is not None:
            text += f" of at least {meta.min_length} {unit}"
        elif meta.max_length is not None:
            text += f" of at most {meta.max_length} {unit}"
        if meta.pattern is not None:
            text += f" matching `{meta.pattern}`"
    return text


def json_type(hint: Any, index: Index | None = None) -> str:
    """``hint`` as a JSON type, in words: ``int``, ``string``, ``bool``, ``list of X``,
    ``\\[X, Y\\]`` (an array of exactly those), ``object of int → X``, ``X or null``,
    literal values, and structs and enumerations linked to their tables (``index``)."""
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin is Annotated:
        return _constrained(args[0], hint.__metadata__, index)
    if hint is None or hint is _NONE:
        return "null"
    if origin in _UNIONS:
        present = tuple(arg for arg in args if arg is not _NONE)
        if index is not None and frozenset(present) in index.unions:
            noun, target = index.unions[frozenset(present)]
            text = f"any [{noun}](#{target})"
        elif len(present) == 1:
            text = json_type(present[0], index)
        else:
            text = "one of " + ", ".join(json_type(arg, index) for arg in present)
        if len(present) == len(args):
            return text
        compound = any(word in text for word in (" of ", " or ", ","))
        return f"{text}, or null" if compound else f"{text} or null"
    if origin is Literal:
        values = [f"`{_json(value)}`" for value in args]
        return values[0] if len(values) == 1 else ", ".join(values[:-1]) + " or " + values[-1]
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return "list of " + json_type(args[0], index)
        return "\\[" + ", ".join(json_type(arg, index) for arg in args) + "\\]"
    if origin in (list, set, frozenset) or (
        isinstance(origin, type) and origin is not str and issubclass(origin, Sequence)
    ):
        return "list of " + json_type(args[0], index)
    if origin is dict or (isinstance(origin, type) and issubclass(origin, Mapping)):
        return f"object of {json_type(args[0], index)} → {json_type(args[1], index)}"
    if not isinstance(hint, type):
        raise ReferenceFault(f"no JSON type for {hint!r}")
    if issubclass(hint, enum.Enum):
        return f"{json_type(type(next(iter(hint)).value))} ({_link(hint, index)})"
    if issubclass(hint, msgspec.Struct):
        return _link(hint, index)
    for python, name in _SIMPLE:
        if issubclass(hint, python):
            return name
    raise ReferenceFault(f"no JSON type for {hint!r}")


_SIMPLE: Final[tuple[tuple[type, str], ...]] = (
    (bool, "bool"),
    (int, "int"),
    (float, "number"),
    (str, "string"),
    (bytes, "string (base64)"),
    (msgspec.Raw, "any JSON value"),
    (list, "list"),
    (dict, "object"),
)


# ============================================================================ text
# What a class compiled by mypyc has for a docstring when its own is lost.
_MYPYC_FILLER: Final = "mypyc filler docstring"
_ROLE: Final = re.compile(r":[a-z]+:`~?([^`]+)`")


def summary(cls: type) -> str:
    """The first sentence of ``cls``'s own docstring (not an inherited one), in Markdown
    (Python's None as JSON's null); empty when it has none."""
    doc = cls.__dict__.get("__doc__") or ""
    if doc == _MYPYC_FILLER:
        doc = ""
    text = " ".join(doc.split())
    text = _ROLE.sub(lambda match: f"`{match.group(1).rsplit('.', 1)[-1]}`", text)
    text = re.sub(r"\bNone\b", "null", text.replace("``", "`"))
    depth, code = 0, False
    for at, char in enumerate(text):
        if char == "`":
            code = not code
        elif code:
            continue
        elif char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        elif char in ".!?" and depth <= 0 and (at + 1 == len(text) or text[at + 1] == " "):
            return text[: at + 1]
    return text


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _default(info: msgspec.structs.FieldInfo, omitted: bool) -> str:
    if info.default is not msgspec.NODEFAULT:
        value = info.default
    elif info.default_factory is not msgspec.NODEFAULT:
        value = info.default_factory()
    else:
        return "required"
    return f"`{_json(value)}` ({'optional' if omitted else 'always sent'})"


def struct_section(cls: type[msgspec.Struct], suffix: str, index: Index | None = None) -> str:
    """The heading, tag, summary and field table of ``cls`` (``suffix``: the heading's
    word after its name, such as ``client``)."""
    config = cls.__struct_config__
    lines = [f"#### {heading(cls, suffix)}", ""]
    about = summary(cls)
    tag = tag_of(cls)
    if tag is not None:
        about = f"`{_json(config.tag_field)}: {_json(tag)}`" + (f" — {about}" if about else "")
    if config.array_like:
        about += " Sent as a JSON array of its fields, in this order."
    if about:
        lines += [about, ""]
    rows = [
        f"| `{info.encode_name}` | {_cell(json_type(hint, index))} | "
        f"{_cell(_default(info, config.omit_defaults))} |"
        for info, hint in field_types(cls)
    ]
    if rows:
        lines += ["| field | JSON type | default |", "|---|---|---|", *rows]
    else:
        lines.append("No other field.")
    return "\n".join(lines)


def enum_section(cls: type[enum.Enum]) -> str:
    """The heading, summary and values of the enumeration ``cls``."""
    lines = [f"#### {heading(cls, 'values')}", ""]
    if about := summary(cls):
        lines += [about, ""]
    lines.append(", ".join(f"`{_json(member.value)}`" for member in cls))
    return "\n".join(lines)


INTRO: Final = (
    "<!-- `make protocol-doc` writes this part from the structs "
    "(yxs_desktop/protocol/reference.py): change those, not this text. -->\n\n"
    "Every message, and every object inside one, field by field in the order they are "
    "sent, by their JSON names. A struct's `type` is its tag, shown above its table. JSON "
    "types: `int` (within 64-bit signed integers; a range says the field's own), `string`, "
    "`bool`, `null`, *list of X* (an array), *\\[X, Y\\]* (an array of exactly these), "
    '*object of int → X* (an object whose keys are the ints as strings, `"0"`), quoted '
    "values (exactly one of them), and linked names (the object or the strings of that "
    "table). *Default*: a field marked *required* is always there; a field with a default "
    "may be left out of a client message (*optional*), while the server sends it all the "
    "same (*always sent*)."
)


def reference() -> str:
    """The generated part of docs/protocol.md (what goes between :data:`BEGIN` and
    :data:`END`)."""
    subsections = groups()
    index = collect(subsections)
    links = [f"[{group.title}](#{anchor(group.title)})" for group in subsections]
    links.append("[Values](#values)")
    parts = [INTRO, "Contents: " + " · ".join(links)]
    for group in subsections:
        parts += [f"### {group.title}", group.intro]
        parts += [struct_section(cls, group.suffix, index) for cls in (*group.kinds, *group.parts)]
    parts += ["### Values", "The strings of the fields typed by these names."]
    parts += [enum_section(item) for item in index.enums]
    anchors = list(index.anchors.values())
    if len(set(anchors)) != len(anchors):
        raise ReferenceFault("two tables of the reference would have the same anchor")
    return "\n\n".join(parts) + "\n"


# ============================================================================ the page
def splice(page: str, generated: str) -> str:
    """``page`` with ``generated`` between its :data:`BEGIN` and :data:`END` lines."""
    start, end = page.find(BEGIN + "\n"), page.find("\n" + END)
    if start < 0 or end < start:
        raise ReferenceFault(f"the page has no {BEGIN} ... {END} lines")
    return page[: start + len(BEGIN) + 1] + "\n" + generated + page[end:]


def generated_part(page: str) -> str:
    """What ``page`` holds between its :data:`BEGIN` and :data:`END` lines."""
    start, end = page.find(BEGIN + "\n"), page.find("\n" + END)
    if start < 0 or end < start:
        raise ReferenceFault(f"the page has no {BEGIN} ... {END} lines")
    return page[start + len(BEGIN) + 2 : end]


def check(path: Path = PAGE) -> bool:
    """Whether the page at ``path`` holds the reference the code gives now."""
    return generated_part(path.read_text(encoding="utf-8")) == reference()


def write_reference(path: Path = PAGE) -> bool:
    """Write the reference into the page at ``path``; True if that changed the file."""
    old = path.read_text(encoding="utf-8")
    new = splice(old, reference())
    if new == old:
        return False
    path.write_text(new, encoding="utf-8")
    return True


def run(check_only: bool = False, out: str | None = None) -> int:
    """``yxs protocol-doc``: rewrite docs/protocol.md's field reference (or ``out``'s); with
    ``check_only``, only say whether it is up to date (exit status 1 if not)."""
    path = Path(out) if out else PAGE
    try:
        if check_only:
            if not check(path):
                print(f"{path} is out of date: run `make protocol-doc`", file=sys.stderr)
                return 1
            print(f"{path} is up to date")
            return 0
        changed = write_reference(path)
    except FileNotFoundError as exc:
        print(f"yxs protocol-doc: no {exc.filename} (run it in a source tree)", file=sys.stderr)
        return 2
    except ReferenceFault as exc:
        print(f"yxs protocol-doc: {exc}", file=sys.stderr)
        return 2
    print(f"{path} {'rewritten' if changed else 'already up to date'}")
    return 0
