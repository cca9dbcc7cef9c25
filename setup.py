"""Build hook. A wheel (``pip install .``, ``pipx install .``, ``python -m build``, the
sdist installed) compiles the rules engine, the computer players and the self-play loop to
C extension modules with mypyc (the same sources, about three times as fast) where a C
compiler works, and says in one line that it stays pure Python where none does
(``yxs --version`` tells which an installed copy is). ``YXS_COMPILE=1`` insists on
compiling (``make compiled``: ``setup.py build_ext --inplace``), ``YXS_COMPILE=0`` never
compiles. An editable install, an sdist and metadata are never compiled: the developers'
edit-and-test loop runs the sources.

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
import sys
import tempfile
from pathlib import Path

from setuptools import Extension, setup
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


#: Said when a wheel is built without compiling.
INTERPRETED_LINE = "yxs_desktop: the engine stays pure Python (about three times slower): {}"


def compile_wanted() -> bool:
    """Whether to compile: YXS_COMPILE=1 or 0 decides; else only a wheel or an in-place
    build of the extensions (never an editable install, an sdist or metadata)."""
    choice = os.environ.get("YXS_COMPILE")
    if choice in ("0", "1"):
        return choice == "1"
    return any(command in sys.argv for command in ("bdist_wheel", "build_ext"))


def compiler_problem() -> str | None:
    """Why no C extension can be built here (None: a C compiler builds one)."""
    from setuptools._distutils.ccompiler import new_compiler
    from setuptools._distutils.errors import CCompilerError, DistutilsError
    from setuptools._distutils.sysconfig import customize_compiler

    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "probe.c"
        source.write_text("int yxs_probe(void) { return 0; }\n")
        compiler = new_compiler()
        customize_compiler(compiler)
        try:
            compiler.compile([str(source)], output_dir=folder)
        except (CCompilerError, DistutilsError, OSError) as error:
            return f"no working C compiler ({error})"
    return None


def extensions() -> list[Extension]:
    """The mypyc extensions, or none (with the line that says so)."""
    insist = os.environ.get("YXS_COMPILE") == "1"
    try:
        from mypyc.build import mypycify
    except ImportError:
        problem = "no mypyc (pip install 'mypy>=2.4,<2.5')"
    else:
        problem = compiler_problem()
        if problem is None:
            return mypycify(compiled_sources(), opt_level="3", multi_file=True)
    if insist:
        raise SystemExit(f"YXS_COMPILE=1 cannot compile: {problem}")
    print(INTERPRETED_LINE.format(problem), file=sys.stderr)
    return []


setup(
    ext_modules=extensions() if compile_wanted() else [],
    cmdclass={"build_py": BuildWithData},
)
