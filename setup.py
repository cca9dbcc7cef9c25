"""Build hook. The project is pure Python and installs as such; with ``YXS_COMPILE=1`` the
rules engine, the computer players and the self-play loop are also compiled to C extension
modules with mypyc (the same sources, about three times as fast; ``make compiled``).

The modules left out stay interpreted beside the compiled ones: ``events``, ``requests``
and ``view_types`` (msgspec structs: mypyc cannot compile them as native classes, and
compiling their module drops their class options, ``frozen`` among them), the texts, the
game log, the levels' measured strength (``ai/strength.py``: structs too, no hot code),
``event_fold`` (interpreted classes of the client and the replays subclass it) and the
packages' ``__init__`` files.
"""

from __future__ import annotations

import os
from pathlib import Path

from setuptools import setup

INTERPRETED = {
    "__init__.py",
    "events.py",
    "requests.py",
    "view_types.py",
    "texts.py",
    "gamelog.py",
    "strength.py",
    "event_fold.py",
}


def compiled_sources() -> list[str]:
    package = Path("yxs_desktop")
    sources = [package / "selfplay.py"]
    for folder in ("engine", "engine/content", "engine/modes", "ai"):
        sources += sorted((package / folder).glob("*.py"))
    return [str(path) for path in sources if path.name not in INTERPRETED]


if os.environ.get("YXS_COMPILE") == "1":
    try:
        from mypyc.build import mypycify
    except ImportError:
        raise SystemExit(
            "YXS_COMPILE=1 needs mypy (which brings mypyc) where the project is built: "
            "pip install 'mypy>=2.4,<2.5' setuptools, then build without isolation "
            "(pip install --no-build-isolation .), or use `make compiled`"
        ) from None
    setup(ext_modules=mypycify(compiled_sources(), opt_level="3", multi_file=True))
else:
    setup()
