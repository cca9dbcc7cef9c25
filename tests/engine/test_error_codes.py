"""The refusal codes a client may receive are exactly those listed in ``errors.CODES``:
read from the engine's sources, every code raised is listed and every listed code is
raised somewhere."""

from __future__ import annotations

import ast
from pathlib import Path

from yxs_desktop.engine.errors import CODES, MalformedResponse

ENGINE = Path(__file__).resolve().parents[2] / "yxs_desktop" / "engine"


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def raised_codes() -> set[str]:
    """Codes given as string literals to ``IllegalResponse(code, ...)``, or to a function
    whose ``code`` parameter it passes on to ``IllegalResponse``."""
    trees = [ast.parse(path.read_text(encoding="utf-8")) for path in ENGINE.rglob("*.py")]
    codes: set[str] = {MalformedResponse("").code}
    relays: dict[str, int] = {}  # function name -> position of its ``code`` parameter
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                names = [a.arg for a in node.args.args]
                if "code" in names and any(
                    isinstance(call, ast.Call)
                    and _name(call.func) == "IllegalResponse"
                    and call.args
                    and isinstance(call.args[0], ast.Name)
                    and call.args[0].id == "code"
                    for call in ast.walk(node)
                ):
                    relays[node.name] = names.index("code")
    for tree in trees:
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            position = 0 if name == "IllegalResponse" else relays.get(name or "")
            if position is None or len(node.args) <= position:
                continue
            argument = node.args[position]
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                codes.add(argument.value)
            else:
                assert isinstance(argument, ast.Name) and argument.id == "code", ast.dump(node)
    return codes


def test_errors_lists_exactly_the_codes_the_engine_raises() -> None:
    assert raised_codes() == set(CODES)


def test_every_listed_code_says_what_it_means() -> None:
    assert all(len(meaning) > 10 for meaning in CODES.values())
