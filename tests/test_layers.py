"""The layers and the randomness rule, read from the source's imports: the engine imports
nothing of ours outside itself, only the desktop UI imports Qt, and nothing but the engine's
own generator imports ``random`` (a seed must mean the same game on every Python)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "yxs_desktop"


def imports(path: Path) -> Iterator[str]:
    """Every module ``path`` imports (absolute names; relative imports are not used)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def modules(under: str = "") -> list[Path]:
    found = sorted((PACKAGE / under).rglob("*.py"))
    assert found, f"no modules under {under or 'the package'}"
    return found


def rel(path: Path) -> str:
    return str(path.relative_to(PACKAGE.parent))


def test_the_engine_imports_nothing_of_ours_outside_the_engine() -> None:
    wrong = [
        (rel(path), name)
        for path in modules("engine")
        for name in imports(path)
        if name.startswith("yxs_desktop") and not name.startswith("yxs_desktop.engine")
    ]
    assert wrong == []


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
