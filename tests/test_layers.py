"""The layers and the randomness rule, read from the source's imports: the engine imports
nothing of ours outside itself, and inside it the core imports neither its content nor the
modes, the content not the modes, and no import cycle runs at run time; only the desktop
UI imports Qt, nothing imports pyqtgraph or numpy, the protocol only the engine, the server
neither the client nor the UI, and nothing but the engine's own generator imports ``random``
(a seed must mean the same game on every Python)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "yxs_desktop"
ENGINE = PACKAGE / "engine"


def _is_module(name: str) -> bool:
    """Whether ``name`` is one of our modules or packages."""
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def _import_nodes(node: ast.AST, run_time_only: bool) -> Iterator[ast.Import | ast.ImportFrom]:
    if isinstance(node, ast.Import | ast.ImportFrom):
        yield node
        return
    if run_time_only and isinstance(node, ast.If) and _is_type_checking(node.test):
        for statement in node.orelse:
            yield from _import_nodes(statement, run_time_only)
        return
    for child in ast.iter_child_nodes(node):
        yield from _import_nodes(child, run_time_only)


def _is_type_checking(test: ast.expr) -> bool:
    """``if TYPE_CHECKING:`` or ``if typing.TYPE_CHECKING:``."""
    if isinstance(test, ast.Attribute):
        return test.attr == "TYPE_CHECKING"
    return isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"


def imports(path: Path, run_time_only: bool = False) -> Iterator[str]:
    """Every module ``path`` imports, anywhere in the file (in functions too; not under
    ``if TYPE_CHECKING:`` when ``run_time_only``). ``from package import module`` names the
    module itself. Absolute names: relative imports are not used."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in _import_nodes(tree, run_time_only):
        assert not (isinstance(node, ast.ImportFrom) and node.level), f"{path}: relative import"
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif node.module:
            for alias in node.names:
                name = f"{node.module}.{alias.name}"
                yield name if _is_module(name) else node.module


def modules(under: str = "") -> list[Path]:
    found = sorted((PACKAGE / under).rglob("*.py"))
    assert found, f"no modules under {under or 'the package'}"
    return found


def rel(path: Path) -> str:
    return str(path.relative_to(PACKAGE.parent))


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def engine_import_graph() -> dict[str, set[str]]:
    """The engine's run-time import graph: each module (a package by its ``__init__``) and
    the engine modules it imports at run time, in functions too."""
    graph = {module_name(path): set() for path in modules("engine")}
    for path in modules("engine"):
        graph[module_name(path)] = {name for name in imports(path, True) if name in graph}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle through each strongly connected part of ``graph`` that has one, as a path
    that ends where it starts (Tarjan's algorithm, then a search inside each part)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    parts: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = set()
            while True:
                member = stack.pop()
                part.add(member)
                if member == node:
                    break
            parts.append(part)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    found = []
    for part in parts:
        start = min(part)
        if len(part) == 1 and start not in graph[start]:
            continue
        paths = {start: [start]}  # breadth first from start, back to it inside the part
        queue = [start]
        while queue:
            node = queue.pop(0)
            for other in sorted(graph[node] & part):
                if other == start:
                    found.append([*paths[node], start])
                    queue = []
                    break
                if other not in paths:
                    paths[other] = [*paths[node], other]
                    queue.append(other)
    return found


def test_the_engine_imports_nothing_of_ours_outside_the_engine() -> None:
    wrong = [
        (rel(path), name)
        for path in modules("engine")
        for name in imports(path)
        if name.startswith("yxs_desktop") and not name.startswith("yxs_desktop.engine")
    ]
    assert wrong == []


def _is_under(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def test_the_core_imports_neither_the_content_nor_the_modes() -> None:
    """The core (the modules directly in engine/, but its __init__, the engine's public
    face) is below the content and the modes: not even a type or a function imports them."""
    core = [path for path in sorted(ENGINE.glob("*.py")) if path.name != "__init__.py"]
    assert core
    wrong = [
        (rel(path), name)
        for path in core
        for name in imports(path)
        if _is_under(name, "yxs_desktop.engine.content")
        or _is_under(name, "yxs_desktop.engine.modes")
        or name == "yxs_desktop.engine"
    ]
    assert wrong == []


def test_the_content_never_imports_the_modes() -> None:
    """core -> content -> modes: the modes may import the content and the core, the content
    only the core."""
    wrong = [
        (rel(path), name)
        for path in modules("engine/content")
        for name in imports(path)
        if _is_under(name, "yxs_desktop.engine.modes") or name == "yxs_desktop.engine"
    ]
    assert wrong == []


def test_the_engine_has_no_run_time_import_cycle() -> None:
    found = cycles(engine_import_graph())
    assert not found, "run-time import cycles:\n" + "\n".join(" -> ".join(c) for c in found)


def test_the_cycle_finder_finds_what_it_should() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"e"}, "f": {"d"}}
    assert sorted(cycles(graph)) == [["a", "b", "c", "a"], ["e", "e"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_imports_under_type_checking_do_not_count_at_run_time_but_in_functions_do(
    tmp_path: Path,
) -> None:
    source = tmp_path / "sample.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "import typing\n"
        "from yxs_desktop.engine import actions, SOMETHING\n"
        "if TYPE_CHECKING:\n"
        "    from yxs_desktop.engine.game import Game\n"
        "else:\n"
        "    import json\n"
        "if typing.TYPE_CHECKING:\n"
        "    import yxs_desktop.engine.player\n"
        "def f():\n"
        "    from yxs_desktop.engine.content import texts\n",
        encoding="utf-8",
    )
    run_time = {
        "typing",
        "yxs_desktop.engine.actions",
        "yxs_desktop.engine",
        "json",
        "yxs_desktop.engine.content.texts",
    }
    assert set(imports(source, run_time_only=True)) == run_time
    assert set(imports(source)) == run_time | {
        "yxs_desktop.engine.game",
        "yxs_desktop.engine.player",
    }


def test_only_the_desktop_ui_imports_qt() -> None:
    ui = PACKAGE / "ui"
    wrong = [
        (rel(path), name)
        for path in modules()
        if ui not in path.parents
        for name in imports(path)
        if name.split(".")[0] in ("PySide6", "qasync", "shiboken6")
    ]
    assert wrong == []


def test_no_module_imports_pyqtgraph_or_numpy() -> None:
    """The statistics page's plots are painted with Qt alone (``ui/stats/plots.py``):
    pyqtgraph and numpy (with its OpenBLAS) stay out of the program and its package."""
    importers = [
        (rel(path), name)
        for path in modules()
        for name in imports(path)
        if name.split(".")[0] in ("pyqtgraph", "numpy")
    ]
    assert importers == []


def test_replays_import_only_the_engine() -> None:
    """Replays sit on the engine, beside the computer players: the server and the command
    line use them without Qt, and recording never depends on who plays."""
    wrong = [
        (rel(path), name)
        for path in modules("replay")
        for name in imports(path)
        if name.startswith("yxs_desktop")
        and not _is_under(name, "yxs_desktop.engine")
        and not _is_under(name, "yxs_desktop.replay")
        and name != "yxs_desktop"  # the package's version
        and name != "yxs_desktop.text_table"  # the command line's columns, imports nothing
    ]
    assert wrong == []


def test_the_text_columns_import_nothing_of_ours() -> None:
    """``text_table`` is shared by replays and the arena, below both."""
    path = next(p for p in modules() if rel(p) == "yxs_desktop/text_table.py")
    assert [name for name in imports(path) if name.startswith("yxs_desktop")] == []


def test_the_protocol_imports_only_the_engine() -> None:
    """The protocol knows messages, not sockets, rooms or players: the server, the
    desktop client and other programs build on it, and it on the engine alone."""
    wrong = [
        (rel(path), name)
        for path in modules("protocol")
        for name in imports(path)
        if name.startswith("yxs_desktop")
        and not _is_under(name, "yxs_desktop.engine")
        and not _is_under(name, "yxs_desktop.protocol")
    ]
    assert wrong == []


#: What the table may import of ours: the game and what plays and records it.
TABLE_MAY_IMPORT = (
    "yxs_desktop.engine",
    "yxs_desktop.ai",
    "yxs_desktop.replay",
    "yxs_desktop.selfplay",
    "yxs_desktop.table",
)


def test_the_table_imports_neither_the_protocol_the_server_the_client_nor_the_ui() -> None:
    """The table drives every game with persons in it, online and local alike, so it sits
    below both of their shells: it knows no wire, no socket and no window."""
    wrong = [
        (rel(path), name)
        for path in modules("table")
        for name in imports(path)
        if name.startswith("yxs_desktop")
        and not any(_is_under(name, allowed) for allowed in TABLE_MAY_IMPORT)
        and name != "yxs_desktop"  # the package's version
    ]
    assert wrong == []


#: What the server may import of ours: the game and what plays, records and speaks it.
# text_table: columns of text for a terminal (`yxs server admin stats`), nothing of the client
SERVER_MAY_IMPORT = (
    *TABLE_MAY_IMPORT,
    "yxs_desktop.protocol",
    "yxs_desktop.server",
    "yxs_desktop.text_table",
)


def test_the_server_imports_neither_the_client_nor_the_ui() -> None:
    """The server sits on the engine, the computer players, self-play, replays and the
    protocol; it never depends on the desktop program's client or UI."""
    wrong = [
        (rel(path), name)
        for path in modules("server")
        for name in imports(path)
        if name.startswith("yxs_desktop")
        and not any(_is_under(name, allowed) for allowed in SERVER_MAY_IMPORT)
        and name != "yxs_desktop"  # the package's version
    ]
    assert wrong == []


def test_only_the_engines_generator_imports_random() -> None:
    allowed = PACKAGE / "engine" / "rng.py"
    wrong = [
        rel(path)
        for path in modules()
        if path != allowed
        for name in imports(path)
        if name == "random" or name.startswith("random.")
    ]
    assert wrong == []


#: What the arena may import of ours: the game, the computer players and self-play (and
#: the command line's text columns).
ARENA_MAY_IMPORT = (
    "yxs_desktop.engine",
    "yxs_desktop.ai",
    "yxs_desktop.selfplay",
    "yxs_desktop.arena",
    "yxs_desktop.text_table",
)


def test_the_arena_imports_only_the_engine_the_computer_players_and_self_play():
    """The arena measures computer players in-process: no protocol, server, client or UI."""
    wrong = [
        (rel(path), name)
        for path in modules("arena")
        for name in imports(path)
        if name.startswith("yxs_desktop")
        and not any(_is_under(name, allowed) for allowed in ARENA_MAY_IMPORT)
    ]
    assert wrong == []


def test_nothing_outside_the_engine_touches_a_private_name_of_a_game() -> None:
    """A game is set up and rebuilt through the engine's public ways (``engine/zones.py``,
    ``engine/position.py``), never by writing its private state."""
    private = re.compile(r"\bgame\._[A-Za-z]")
    wrong = [
        (rel(path), n)
        for path in modules()
        if ENGINE not in path.parents
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if private.search(line)
    ]
    assert wrong == []


#: What the computer players may take from the modes: mode-neutral questions by name.
AI_MODE_NAMES = frozenset({"from_position", "make_mode", "mode_cards", "mode_roles"})


def test_the_computer_players_ask_the_modes_by_name_and_import_no_mode_class() -> None:
    wrong = []
    for path in modules("ai"):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and _is_under(
                node.module or "", "yxs_desktop.engine.modes"
            ):
                if node.module != "yxs_desktop.engine.modes":
                    wrong.append((rel(path), node.module))
                wrong += [(rel(path), a.name) for a in node.names if a.name not in AI_MODE_NAMES]
            elif isinstance(node, ast.Import):
                wrong += [
                    (rel(path), a.name)
                    for a in node.names
                    if _is_under(a.name, "yxs_desktop.engine.modes")
                ]
    assert wrong == []
