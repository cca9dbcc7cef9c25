"""Build hook. The project is pure Python and installs as such; with ``YXS_COMPILE=1`` the
rules engine, the computer players and the self-play loop are also compiled to C extension
modules with mypyc (the same sources, about three times as fast; ``make compiled``).

Every build copies the files that go with the program (``yxs_desktop/package_files.py``:
the compiled translations of ``translations/`` and the files of ``resources/``) into the
package's ``data/`` folder, so that an installed copy is the whole program.

The modules left out stay interpreted beside the compiled ones: ``events``, ``requests``
and ``view_types`` (msgspec structs: mypyc cannot compile them as native classes, and
compiling their module drops their class options, ``frozen`` among them), the texts, the
game log, the levels' measured strength (``ai/strength.py``: structs too, no hot code),
``event_fold`` (interpreted classes of the client and the replays subclass it) and the
packages' ``__init__`` files.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

# package_files.py has no import of ours: loaded by its path, the build needs no dependency
_spec = importlib.util.spec_from_file_location("package_files", "yxs_desktop/package_files.py")
assert _spec is not None and _spec.loader is not None
package_files = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(package_files)

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


class BuildWithData(build_py):
    """``build_py`` that also copies the program's files into ``yxs_desktop/data/``."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install finds them in the source tree
        for folder, patterns in package_files.PACKAGED.items():
            found = sorted(path for pattern in patterns for path in Path(folder).glob(pattern))
            if folder == "translations" and not found:
                raise SystemExit(
                    "translations/*.qm are missing: build them first (make translations)"
                )
            target = Path(self.build_lib) / "yxs_desktop" / package_files.DATA / folder
            self.mkpath(str(target))
            for path in found:
                self.copy_file(str(path), str(target / path.name))


if os.environ.get("YXS_COMPILE") == "1":
    try:
        from mypyc.build import mypycify
    except ImportError:
        raise SystemExit(
            "YXS_COMPILE=1 needs mypy (which brings mypyc) where the project is built: "
            "pip install 'mypy>=2.4,<2.5' setuptools, then build without isolation "
            "(pip install --no-build-isolation .), or use `make compiled`"
        ) from None
    setup(
        ext_modules=mypycify(compiled_sources(), opt_level="3", multi_file=True),
        cmdclass={"build_py": BuildWithData},
    )
else:
    setup(cmdclass={"build_py": BuildWithData})
