"""packaging/release.py: the Linux release files made from the bundle. The .deb itself is
installed, run and purged by `make test-package` (packaging/check_deb.sh); here, what can
be checked without a bundle: the layout on the system, the copyright file and a tar.gz
that is the same, byte for byte, every time it is made."""

from __future__ import annotations

import importlib.util
import os
import stat
import tarfile
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def load_release() -> ModuleType:
    spec = importlib.util.spec_from_file_location("release", ROOT / "packaging" / "release.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


release = load_release()


def fake_bundle(folder: Path) -> Path:
    """A bundle's shape: the launcher, a library, a symlink to it, the share/ folder."""
    bundle = folder / "yxs"
    (bundle / "_internal" / "PySide6").mkdir(parents=True)
    launcher = bundle / "yxs"
    launcher.write_bytes(b"\x7fELF launcher")
    launcher.chmod(0o700)
    library = bundle / "_internal" / "PySide6" / "libQt6Core.so.6"
    library.write_bytes(b"\x7fELF library")
    library.chmod(0o600)
    (bundle / "_internal" / "libQt6Core.so.6").symlink_to(Path("PySide6", "libQt6Core.so.6"))
    (bundle / "share" / "applications").mkdir(parents=True)
    (bundle / "share" / "applications" / "io.github.yxs_desktop.desktop").write_text("[x]\n")
    (bundle / "LICENSE").write_text("GPL\n")
    return bundle


def test_the_tarball_is_the_same_byte_for_byte_each_time(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path)
    first = release.build_tarball(bundle, tmp_path / "a", 1_700_000_000)
    os.utime(bundle / "LICENSE", (1, 1))  # a later build's files have other times
    second = release.build_tarball(bundle, tmp_path / "b", 1_700_000_000)
    assert (
        first.name == f"yxs-{release.version()}-linux-{release.platform.machine().lower()}.tar.gz"
    )
    assert first.read_bytes() == second.read_bytes()


def test_the_tarball_unpacks_to_one_folder_with_the_launcher_executable(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path)
    tarball = release.build_tarball(bundle, tmp_path / "out", 1_700_000_000)
    top = f"yxs-{release.version()}"
    with tarfile.open(tarball) as archive:
        members = {m.name: m for m in archive.getmembers()}
    assert {name.split("/")[0] for name in members} == {top}
    assert members[f"{top}/yxs"].mode == 0o755
    assert members[f"{top}/_internal/PySide6/libQt6Core.so.6"].mode == 0o644
    assert members[f"{top}/_internal/libQt6Core.so.6"].issym()
    assert all(
        m.uid == 0 and m.uname == "root" and m.mtime == 1_700_000_000 for m in members.values()
    )


def test_the_deb_puts_the_bundle_in_opt_the_command_in_usr_bin_and_the_menu_in_usr_share(
    tmp_path: Path,
) -> None:
    bundle = fake_bundle(tmp_path)
    root = tmp_path / "root"
    release.stage_deb(bundle, root)
    release._normalise(root, 1_700_000_000)
    command = root / "usr" / "bin" / "yxs"
    assert command.is_symlink() and os.readlink(command) == "../../opt/yxs-desktop/yxs"
    assert command.resolve() == (root / "opt" / "yxs-desktop" / "yxs").resolve()
    assert (root / "usr/share/applications/io.github.yxs_desktop.desktop").is_file()
    assert not (root / "opt" / "yxs-desktop" / "share").exists()  # it went to /usr/share
    assert stat.S_IMODE((root / "opt/yxs-desktop/yxs").stat().st_mode) == 0o755
    copyright_file = root / "usr/share/doc/yxs-desktop/copyright"
    text = copyright_file.read_text("utf-8")
    assert text.startswith(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    )
    assert "License: GPL-3+" in text and "/usr/share/common-licenses/GPL-3" in text
    assert "/opt/yxs-desktop/licenses/README.txt" in text
    # dpkg's count: one KiB at least for each file, folder and link
    assert release.installed_size(root) >= sum(1 for _ in root.rglob("*"))


def test_the_maintainer_is_who_debians_tools_say_builds(monkeypatch) -> None:
    monkeypatch.setenv("DEBFULLNAME", "Li Bai")
    monkeypatch.setenv("DEBEMAIL", "libai@example.org")
    assert release.maintainer() == "Li Bai <libai@example.org>"


def test_without_a_bundle_release_says_to_build_it_first(tmp_path: Path, capsys) -> None:
    assert release.main(["--bundle", str(tmp_path / "none"), "--out", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "no bundle in" in err and "run `make package` first" in err
    assert not list(tmp_path.iterdir())  # nothing made
