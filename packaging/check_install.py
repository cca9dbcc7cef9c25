"""The package as people install it: build the sdist and the wheel, install each into a
fresh virtual environment (not editable), and try the installed program there, away from
the source tree (`make test-package`, run by CI):

- the wheel holds the compiled translations, the resources and the licence files;
- each environment gets the dependencies of the lock file of this Python first;
- `yxs --version` says the engine is compiled (a wheel compiles it with mypyc where a C
  compiler works, as here), `yxs sim` (three games), `yxs replay verify` of the games it
  saved;
- the installed compiled program plays the same games as the interpreted sources, byte
  for byte, in every mode; and its games per CPU-second beside theirs;
- the desktop window, offscreen, in Chinese: every menu title is Chinese, read from the
  widgets, and its translations come from the installed package;
- the developers' `rules-doc` is not offered.

    python packaging/check_install.py [--keep DIR]

Exits 0 when every check holds; otherwise prints what failed and exits 1.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent
#: The modes the learned players have a value model for (ai/models).
MODEL_MODES = ("identity5", "identity5-simple", "identity8", "3v3-casual", "3v3-competitive")
#: The modes the learned player has a hero model for (ai/models/heroes-<mode>.npz).
HERO_MODEL_MODES = ("identity5", "identity8", "identity5-simple", "3v3-casual", "3v3-competitive")
#: What the wheel must hold besides the code (paths inside it).
WHEEL_FILES = (
    "yxs_desktop/data/translations/yxs_zh_CN.qm",
    "yxs_desktop/data/translations/yxs_en.qm",
    "yxs_desktop/data/resources/yxs.svg",
    "yxs_desktop/data/resources/io.github.yxs_desktop.desktop",
    "yxs_desktop/data/resources/io.github.yxs_desktop.metainfo.xml",
    "yxs_desktop/data/resources/io.github.yxs_desktop.mime.xml",
    "yxs_desktop/ai/strength.json",
    *(f"yxs_desktop/ai/models/value-{mode}.npz" for mode in MODEL_MODES),
    *(f"yxs_desktop/ai/models/heroes-{mode}.npz" for mode in HERO_MODEL_MODES),
    "yxs_desktop-{version}.dist-info/licenses/LICENSE",
    "yxs_desktop-{version}.dist-info/licenses/THIRD-PARTY-NOTICES.md",
)
#: The games compared, by mode: the installed program's and the sources'.
SAME_GAMES = (
    ("identity5", 30),
    ("identity5-simple", 15),
    ("identity8", 15),
    ("3v3-casual", 15),
    ("3v3-competitive", 15),
)
#: The games timed for the speed figure.
SPEED_GAMES = 200
#: Run by the installed interpreter: the main window in Chinese, offscreen.
WINDOW_CHECK = """
import re, sys
from yxs_desktop.ui.app import make_app
from yxs_desktop.ui.i18n import translations_dir
from yxs_desktop.ui.main_window import MainWindow
app, settings = make_app("zh")
window = MainWindow(settings)
titles = [action.text() for action in window.menuBar().actions()]
print("menus:", " ".join(titles))
print("translations:", translations_dir())
if not titles or not all(re.search("[\\u4e00-\\u9fff]", t) for t in titles):
    sys.exit("a menu title is not Chinese")
if "site-packages" not in str(translations_dir()):
    sys.exit("the translations do not come from the installed package")
"""


class Failed(Exception):
    """A check that does not hold."""


def run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    """Run ``command`` in ``cwd``; its output, or :class:`Failed` with it."""
    done = subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=900, check=False
    )
    if done.returncode != 0:
        raise Failed(
            f"{' '.join(command)} exited {done.returncode}:\n{done.stdout[-2000:]}"
            f"{done.stderr[-4000:]}"
        )
    return done.stdout


def build(out: Path) -> tuple[Path, Path]:
    """The sdist and the wheel (built from the sdist, as `python -m build` does)."""
    # from outside the tree: its build/ folder would shadow the `build` module
    run([sys.executable, "-m", "build", "--outdir", str(out), str(TOP)], cwd=out)
    (sdist,) = out.glob("*.tar.gz")
    (wheel,) = out.glob("*.whl")
    return sdist, wheel


def check_wheel(wheel: Path) -> None:
    version = wheel.name.split("-")[1]
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [f for f in (w.format(version=version) for w in WHEEL_FILES) if f not in names]
    if missing:
        raise Failed(f"the wheel lacks {', '.join(missing)}")
    print(f"  the wheel holds its translations, resources and licences ({len(names)} files)")


def check_installed(artifact: Path, place: Path) -> None:
    """Install ``artifact`` into a new environment under ``place`` and try it there."""
    venv = place / "venv"
    run([sys.executable, "-m", "venv", str(venv)], cwd=place)
    python, yxs = venv / "bin" / "python", venv / "bin" / "yxs"
    lock = TOP / "requirements" / f"run-py{sys.version_info[0]}{sys.version_info[1]}.lock"
    if lock.is_file():  # the versions CI and make run install, as they install them
        pip = [str(python), "-m", "pip", "install", "--quiet"]
        run([*pip, "--require-hashes", "-r", str(lock)], cwd=place)
    run([str(python), "-m", "pip", "install", "--quiet", str(artifact)], cwd=place)
    home = place / "home"
    home.mkdir()
    env = dict(os.environ, HOME=str(home), QT_QPA_PLATFORM="offscreen")
    for key in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "PYTHONPATH"):
        env.pop(key, None)
    if not (venv / "bin" / "yxs-gui").is_file():
        raise Failed("no yxs-gui command (the gui-scripts entry)")
    version = run([str(yxs), "--version"], place, env).strip()
    print(f"  {version}")
    if "compiled" not in version:
        raise Failed(f"the installed engine is not compiled: {version}")
    games = run(
        [str(yxs), "sim", "--mode", "identity5", "--games", "3", "--seed", "1", "--replays", "r"],
        place,
        env,
    )
    if len(games.splitlines()) != 3:
        raise Failed(f"yxs sim gave {len(games.splitlines())} lines for 3 games")
    replays = sorted(str(p) for p in (place / "r").glob("*.yxsr"))
    run([str(yxs), "replay", "verify", "--lang", "en", *replays], place, env)
    print(f"  yxs sim: 3 games; yxs replay verify: {len(replays)} replays verified")
    same_games(yxs, place, env)
    for line in run([str(python), "-c", WINDOW_CHECK], place, env).splitlines():
        print(f"  {line}")
    hidden = subprocess.run(
        [str(yxs), "rules-doc"], cwd=place, env=env, capture_output=True, text=True, check=False
    )
    if hidden.returncode != 2 or not re.search("invalid choice", hidden.stderr):
        raise Failed(f"yxs rules-doc is offered by an installed copy: {hidden.stderr[-500:]}")
    print("  the developers' rules-doc is not offered")


def same_games(yxs: Path, place: Path, env: dict[str, str]) -> None:
    """The installed program's games and the sources' (this interpreter, the tree), byte
    for byte in every mode; then their games per CPU-second."""
    sources = [sys.executable, "-m", "yxs_desktop"]
    for mode, games in SAME_GAMES:
        sim = ["sim", "--mode", mode, "--games", str(games), "--seed", "11"]
        if run([str(yxs), *sim], place, env) != run([*sources, *sim], TOP):
            raise Failed(f"the installed program and the sources play other games: {mode}")
    print(f"  the same games as the sources, byte for byte: {', '.join(m for m, _ in SAME_GAMES)}")
    speed = ["sim", "--mode", "identity5", "--games", str(SPEED_GAMES), "--seed", "1"]
    installed = SPEED_GAMES / cpu_seconds(lambda: run([str(yxs), *speed], place, env))
    interpreted = SPEED_GAMES / cpu_seconds(lambda: run([*sources, *speed], TOP))
    print(
        f"  identity5 games per CPU-second: installed {installed:.0f}, sources "
        f"{interpreted:.0f} ({installed / interpreted:.1f}x)"
    )


def cpu_seconds(work: Callable[[], object]) -> float:
    """The CPU time the child processes ``work`` runs take."""
    before = os.times()
    work()
    after = os.times()
    return (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", type=Path, help="work in this folder and keep it")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="yxs-package-"))
    work.mkdir(parents=True, exist_ok=True)
    try:
        print("building the sdist and the wheel")
        dist = work / "dist"
        dist.mkdir()
        sdist, wheel = build(dist)
        check_wheel(wheel)
        for artifact in (wheel, sdist):
            print(f"installing {artifact.name} into a new environment")
            place = work / artifact.name.replace(".", "-")
            place.mkdir()
            check_installed(artifact, place)
    except Failed as failure:
        print(f"FAILED: {failure}", file=sys.stderr)
        return 1
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)
    print("the installed package is the whole program")
    return 0


if __name__ == "__main__":
    sys.exit(main())
