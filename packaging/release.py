"""The Linux release files, made from the bundle `make package` built in ``dist/yxs``:

* ``dist/yxs-desktop_<version>_<arch>.deb``, installed in one step with
  ``sudo apt-get install ./yxs-desktop_….deb``: the bundle in ``/opt/yxs-desktop``, the
  ``yxs`` command in ``/usr/bin``, the menu entry, icons, replay type and metainfo under
  ``/usr/share`` (the desktop's own triggers refresh their caches), the licences in
  ``/usr/share/doc/yxs-desktop``. Its dependencies are the system libraries the bundle does
  not carry, as ``dpkg-shlibdeps`` finds them (libc, GL, EGL...), and a Chinese font is
  recommended.
* ``dist/yxs-<version>-linux-<machine>.tar.gz``: the bundle to unpack and run anywhere.

Both are reproducible: every file's time is ``SOURCE_DATE_EPOCH`` (by default the last
commit's), owners are root, entries sorted.

    python packaging/release.py [--bundle dist/yxs] [--out dist]
"""

from __future__ import annotations

import argparse
import gzip
import os
import platform
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "yxs-desktop"
PREFIX = Path("opt") / PACKAGE
SUMMARY = "Hero Kill (英雄杀), the card game, against computer players or online"
DESCRIPTION = """\
yxs is a desktop program for the card game Hero Kill (英雄杀), a Sanguosha-family game
with historical heroes: identity mode for 5 and 8 players, the 5-player simple table,
3v3 casual and competitive, against computer players of four levels or with people on
an online server, with replays you can seek, watch from any seat and play on from.
In Chinese and English."""
#: A font with Chinese glyphs: the bundle carries none.
RECOMMENDS = "fonts-noto-cjk | fonts-wqy-microhei | fonts-wqy-zenhei"


class ReleaseError(Exception):
    """What stops a release file from being made, said for the person building it."""


def version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def maintainer() -> str:
    """Who built the package: ``DEBFULLNAME`` and ``DEBEMAIL`` as Debian's tools read them,
    else the last commit's author."""
    name, email = os.environ.get("DEBFULLNAME"), os.environ.get("DEBEMAIL")
    if name and email:
        return f"{name} <{email}>"
    done = subprocess.run(
        ["git", "-C", str(ROOT), "log", "-1", "--format=%an <%ae>"],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0 or "<" not in done.stdout:
        raise ReleaseError("who builds the package? set DEBFULLNAME and DEBEMAIL")
    return done.stdout.strip()


def source_date_epoch() -> int:
    """``SOURCE_DATE_EPOCH``, else the last commit's time, else 0."""
    if "SOURCE_DATE_EPOCH" in os.environ:
        return int(os.environ["SOURCE_DATE_EPOCH"])
    done = subprocess.run(
        ["git", "-C", str(ROOT), "log", "-1", "--format=%ct"],
        capture_output=True,
        text=True,
        check=False,
    )
    return int(done.stdout.strip()) if done.returncode == 0 and done.stdout.strip() else 0


def _run(command: list[str], cwd: Path | None = None) -> str:
    if shutil.which(command[0]) is None:
        raise ReleaseError(f"{command[0]} is missing (Debian: apt-get install dpkg-dev)")
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise ReleaseError(f"{' '.join(command[:2])} failed:\n{done.stderr.strip()}")
    return done.stdout


def _is_elf(path: Path) -> bool:
    with open(path, "rb") as file:
        return file.read(4) == b"\x7fELF"


def _normalise(tree: Path, epoch: int) -> None:
    """Modes as Debian wants them (directories and executables 755, other files 644) and
    every time ``epoch``."""
    for path in sorted(tree.rglob("*"), reverse=True):
        if path.is_symlink():
            os.utime(path, (epoch, epoch), follow_symlinks=False)
            continue
        executable = path.is_dir() or path.stat().st_mode & stat.S_IXUSR
        path.chmod(0o755 if executable else 0o644)
        os.utime(path, (epoch, epoch))
    tree.chmod(0o755)


def stage_deb(bundle: Path, root: Path) -> None:
    """Lay out the package's files under ``root`` as they go on the system."""
    shutil.copytree(bundle, root / PREFIX, symlinks=True, ignore=shutil.ignore_patterns("share"))
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / "yxs").symlink_to(Path("..", "..", PREFIX, "yxs"))
    shutil.copytree(bundle / "share", root / "usr" / "share", symlinks=True)
    docs = root / "usr" / "share" / "doc" / PACKAGE
    docs.mkdir(parents=True)
    (docs / "copyright").write_text(copyright_text(), encoding="utf-8")
    (docs / "changelog.gz").write_bytes(
        gzip.compress(f"{version()}: see the metainfo's release notes\n".encode(), mtime=0)
    )


def copyright_text() -> str:
    """The package's copyright file (machine-readable format 1.0): the program under the
    GPL, the bundled parts under the licences in /opt/yxs-desktop/licenses."""
    return f"""\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: yxs_desktop

Files: *
Copyright: the yxs_desktop developers
License: GPL-3+
 This program is free software: you can redistribute it and/or modify it under the
 terms of the GNU General Public License as published by the Free Software Foundation,
 either version 3 of the License, or (at your option) any later version.
 .
 On Debian systems, the complete text of the GNU General Public License version 3 can be
 found in /usr/share/common-licenses/GPL-3.

Files: {PREFIX}/_internal/*
Copyright: their authors
License: various
 The libraries the program runs on (Qt and PySide6 under the LGPL-3.0, the Python
 packages, CPython, system libraries) are listed with their licences in
 /{PREFIX}/licenses/README.txt and /{PREFIX}/THIRD-PARTY-NOTICES.md, which also says where
 their source code is.
"""


def depends(root: Path) -> str:
    """The system packages the bundle's programs and libraries link and do not carry, as
    ``dpkg-shlibdeps`` finds them (run in a scratch ``debian/`` beside ``root``)."""
    elves = sorted(
        str(path.relative_to(root.parent))
        for path in (root / PREFIX).rglob("*")
        if path.is_file() and not path.is_symlink() and _is_elf(path)
    )
    # where they are once installed: dpkg-shlibdeps looks for them under ``root``
    folders = sorted({"/" + str(Path(path).parent.relative_to(root.name)) for path in elves})
    control = root.parent / "debian" / "control"
    control.parent.mkdir(exist_ok=True)
    control.write_text(f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n")
    output = _run(
        [
            "dpkg-shlibdeps",
            "--ignore-missing-info",  # the bundle's own libraries come from no package
            "-O",
            *(f"-l{folder}" for folder in folders),
            *(f"-e{path}" for path in elves),
        ],
        cwd=root.parent,
    )
    for line in output.splitlines():
        if line.startswith("shlibs:Depends="):
            return line.split("=", 1)[1]
    raise ReleaseError("dpkg-shlibdeps named no dependency")


def installed_size(root: Path) -> int:
    """The package's size once installed, in KiB (as dpkg counts: 1 per file at least)."""
    total = 0
    for path in root.rglob("*"):
        if "DEBIAN" in path.relative_to(root).parts:
            continue
        total += (
            1 if path.is_symlink() or path.is_dir() else max(1, -(-path.stat().st_size // 1024))
        )
    return total


def build_deb(bundle: Path, out: Path, epoch: int) -> Path:
    """The .deb of ``bundle``, in ``out``."""
    arch = _run(["dpkg", "--print-architecture"]).strip()
    with tempfile.TemporaryDirectory(prefix="yxs-deb-") as scratch:
        root = Path(scratch) / "root"
        stage_deb(bundle, root)
        (root / "DEBIAN").mkdir()
        fields = {
            "Package": PACKAGE,
            "Version": version(),
            "Architecture": arch,
            "Maintainer": maintainer(),
            "Installed-Size": str(installed_size(root)),
            "Depends": depends(root),
            "Recommends": RECOMMENDS,
            "Section": "games",
            "Priority": "optional",
            "Description": SUMMARY
            + "\n"
            + "\n".join(f" {line}" for line in DESCRIPTION.splitlines()),
        }
        (root / "DEBIAN" / "control").write_text(
            "".join(f"{key}: {value}\n" for key, value in fields.items()), encoding="utf-8"
        )
        _normalise(root, epoch)
        out.mkdir(parents=True, exist_ok=True)
        target = out / f"{PACKAGE}_{version()}_{arch}.deb"
        _run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(target)])
    return target


def build_tarball(bundle: Path, out: Path, epoch: int) -> Path:
    """The bundle as ``yxs-<version>/`` in a reproducible tar.gz, in ``out``."""
    machine = platform.machine().lower()
    top = f"yxs-{version()}"
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{top}-linux-{machine}.tar.gz"

    def entry(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        info.mtime = epoch
        executable = info.isdir() or info.mode & stat.S_IXUSR
        info.mode = 0o755 if executable else 0o644
        return info

    with (
        open(target, "wb") as raw,
        gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=epoch) as packed,
        tarfile.open(fileobj=packed, mode="w", format=tarfile.PAX_FORMAT) as archive,
    ):
        for path in [bundle, *sorted(bundle.rglob("*"))]:
            name = Path(top, path.relative_to(bundle)).as_posix()
            archive.add(path, arcname=name, recursive=False, filter=entry)
    return target


def _megabytes(size: int) -> str:
    return f"{size / 1e6:.1f} MB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "yxs")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--no-deb", action="store_true", help="only the tar.gz")
    args = parser.parse_args(argv)
    if not (args.bundle / "yxs").is_file() or not (args.bundle / "share").is_dir():
        print(f"release: no bundle in {args.bundle}; run `make package` first", file=sys.stderr)
        return 1
    epoch = source_date_epoch()
    unpacked = sum(
        p.stat().st_size for p in args.bundle.rglob("*") if p.is_file() and not p.is_symlink()
    )
    print(f"bundle: {_megabytes(unpacked)} unpacked")
    try:
        made = [build_tarball(args.bundle, args.out, epoch)]
        if not args.no_deb:
            made.append(build_deb(args.bundle, args.out, epoch))
    except ReleaseError as error:
        print(f"release: {error}", file=sys.stderr)
        return 1
    for path in made:
        print(f"{path}: {_megabytes(path.stat().st_size)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
