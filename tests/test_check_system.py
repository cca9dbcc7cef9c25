"""packaging/check-system.sh: the Debian packages it names for missing libraries, what it does as
root (with a stand-in apt-get), and that its table covers every library the Qt plugins link."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "packaging" / "check-system.sh"
TABLE = ROOT / "packaging" / "debian-libs.txt"

pytestmark = pytest.mark.skipif(
    not SCRIPT.exists() or sys.platform != "linux",
    reason="packaging/ is not in the compiled tree; the check is for Linux",
)


def qt_dir() -> Path:
    import PySide6

    return Path(PySide6.__file__).resolve().parent / "Qt"


def run(
    *args: str, missing: str | None = None, path: str | None = None
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "YXS_MISSING_LIBS"}
    env["YXS_QT_DIR"] = str(qt_dir())
    if missing is not None:
        env["YXS_MISSING_LIBS"] = missing
    if path is not None:
        env["PATH"] = path
    return subprocess.run(
        ["sh", str(SCRIPT), *args], env=env, capture_output=True, text=True, timeout=120
    )


def table() -> dict[str, str]:
    rows: dict[str, str] = {}
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        lib, package = line.split()
        assert lib not in rows, f"{lib} twice in {TABLE.name}"
        rows[lib] = package
    return rows


def install_line(output: str) -> list[str]:
    lines = [line for line in output.splitlines() if "sudo apt-get install" in line]
    assert len(lines) == 1, output
    return lines[0].split("sudo apt-get install", 1)[1].split()


def reported_missing(output: str) -> list[str]:
    for line in output.splitlines():
        if "missing system libraries:" in line:
            return line.split("missing system libraries:", 1)[1].split()
    return []


def test_missing_libraries_name_their_debian_packages() -> None:
    done = run("--desktop", "--advise", missing="libxcb-cursor.so.0 libxkbcommon-x11.so.0")
    assert done.returncode == 0
    out = done.stdout + done.stderr
    assert reported_missing(out) == ["libxcb-cursor.so.0", "libxkbcommon-x11.so.0"]
    assert install_line(out) == ["libxcb-cursor0", "libxkbcommon-x11-0"]
    assert "no Debian package known" not in out


def test_each_package_is_named_once_in_the_order_of_its_libraries() -> None:
    missing = "libxcb-icccm.so.4 libglib-2.0.so.0 libxcb-keysyms.so.1 libgthread-2.0.so.0 cjk-font"
    done = run("--offscreen", "--advise", missing=missing)
    assert done.returncode == 0
    out = done.stdout + done.stderr
    assert install_line(out) == [
        "libxcb-icccm4",
        "libglib2.0-0",
        "libxcb-keysyms1",
        "fonts-wqy-microhei",
    ]
    assert "Chinese" in out


def test_nothing_missing_says_nothing() -> None:
    for mode in ("--offscreen", "--desktop"):
        done = run(mode, "--advise", "--strict", missing="")
        assert (done.returncode, done.stdout, done.stderr) == (0, "", "")


def test_an_unknown_library_is_named_with_a_way_to_find_its_package() -> None:
    done = run("--desktop", "--advise", missing="libxcb-cursor.so.0 libnowhere.so.7")
    assert done.returncode == 0
    out = done.stdout + done.stderr
    assert install_line(out) == ["libxcb-cursor0"]
    assert "no Debian package known for libnowhere.so.7" in out
    assert "apt-file search libnowhere.so.7" in out
    assert run("--desktop", "--advise", "--strict", missing="libnowhere.so.7").returncode == 1


def test_a_bad_option_is_refused() -> None:
    done = run("--dektop", missing="")
    assert done.returncode == 2
    assert "unknown option --dektop" in done.stderr


def test_as_root_it_installs_the_packages_with_apt_get(tmp_path: Path) -> None:
    """A stand-in `id` says root and a stand-in `apt-get` records its arguments."""
    log = tmp_path / "apt-get.log"
    (tmp_path / "id").write_text("#!/bin/sh\necho 0\n")
    (tmp_path / "apt-get").write_text(f'#!/bin/sh\necho "$*" >> "{log}"\n')
    for name in ("id", "apt-get"):
        (tmp_path / name).chmod(0o755)
    path = f"{tmp_path}{os.pathsep}{os.environ.get('PATH', '/usr/bin:/bin')}"
    done = run("--desktop", missing="libxcb-cursor.so.0 libxcb-icccm.so.4", path=path)
    assert done.returncode == 0, done.stderr
    assert log.read_text().splitlines() == [
        "install -y --no-install-recommends libxcb-cursor0 libxcb-icccm4"
    ]
    assert "installing system packages for Qt: libxcb-cursor0 libxcb-icccm4" in done.stdout
    assert done.stderr == ""
    # --advise: never installs, even as root.
    log.unlink()
    done = run("--desktop", "--advise", missing="libxcb-cursor.so.0", path=path)
    assert not log.exists()
    assert install_line(done.stderr) == ["libxcb-cursor0"]


needs_ldd = pytest.mark.skipif(
    shutil.which("ldd") is None or not (qt_dir() / "plugins/platforms/libqxcb.so").exists(),
    reason="needs ldd and PySide6's xcb plugin",
)


@needs_ldd
def test_the_table_covers_every_library_the_plugins_link() -> None:
    done = run("--desktop", "--libs")
    assert done.returncode == 0, done.stderr
    libs = done.stdout.split()
    # The probe really reaches the xcb plugin's dependencies through libQt6XcbQpa.
    for lib in ("libxcb.so.1", "libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libX11-xcb.so.1"):
        assert lib in libs
    assert not any("Qt6" in lib or "pyside" in lib or "shiboken" in lib for lib in libs)
    assert sorted(set(libs) - set(table())) == []
    offscreen = run("--offscreen", "--libs").stdout.split()
    assert set(offscreen) < set(libs)
    assert "libxcb-cursor.so.0" not in offscreen


@needs_ldd
def test_the_real_check_names_a_package_for_everything_it_finds_missing() -> None:
    for mode in ("--offscreen", "--desktop"):
        done = run(mode, "--advise")
        assert done.returncode == 0
        out = done.stdout + done.stderr
        assert "no Debian package known" not in out
        missing = reported_missing(out)
        rows = table()
        assert [lib for lib in missing if lib not in rows] == []
        if missing:
            assert install_line(out) == list(dict.fromkeys(rows[lib] for lib in missing))
        else:
            assert out == ""


@pytest.mark.skipif(
    not (ROOT / "Makefile").is_file(), reason="no Makefile here (the compiled build's copy)"
)
def test_make_run_checks_the_desktop_libraries_before_starting() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    recipe = makefile.split("\nrun:", 1)[1].split("\n\n", 1)[0]
    assert recipe.index("check-system.sh --desktop") < recipe.index("$(BIN)/yxs")
    test_recipe = makefile.split("\ntest:", 1)[1].split("\n\n", 1)[0]
    assert "check-system.sh --offscreen" in test_recipe
