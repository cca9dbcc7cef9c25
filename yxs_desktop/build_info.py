"""Which build of the program runs: the engine compiled with mypyc (C extension modules, a
wheel's or ``make compiled``'s) or interpreted (the sources). ``yxs --version``, the log
file's first line and the compiled test run say it."""

from __future__ import annotations

import importlib.machinery


def engine_compiled() -> bool:
    """Whether the engine this copy imports is the mypyc-compiled one."""
    from yxs_desktop.engine import game

    return (game.__file__ or "").endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def engine_build() -> str:
    """The engine's build, in words: "engine compiled with mypyc" or "engine interpreted"."""
    return "engine compiled with mypyc" if engine_compiled() else "engine interpreted"
