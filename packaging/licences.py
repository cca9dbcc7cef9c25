"""The licences of what the bundle carries, written into its ``licenses/`` folder by
``packaging/yxs.spec``: the program's own (``LICENSE``, ``THIRD-PARTY-NOTICES.md`` with
the LGPL text of Qt and PySide6), each Python package it runs on (the licence files of its
``*.dist-info``, or its declared licence when it ships none), CPython's, and on Debian-like
systems the ``copyright`` file of every system package whose libraries were copied in.
``licenses/README.txt`` lists them all.
"""

from __future__ import annotations

import importlib.metadata as metadata
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
#: The program's own licence and notices, at the top of the bundle.
OWN = ("LICENSE", "THIRD-PARTY-NOTICES.md")
_LICENCE_FILE = re.compile(r"(^|/)(LICEN[CS]E|COPYING|NOTICE|AUTHORS)[^/]*$", re.IGNORECASE)


def runtime_distributions(top: str = "yxs_desktop") -> list[metadata.Distribution]:
    """The installed distributions ``top`` runs on (its requirements without extras, and
    theirs, as this interpreter's markers select them), sorted by name."""
    environment = {k: str(v) for k, v in default_environment().items()}
    found: dict[str, metadata.Distribution] = {}
    todo = [top]
    while todo:
        name = todo.pop()
        dist = metadata.distribution(name)
        for line in dist.requires or []:
            requirement = Requirement(line)
            if requirement.marker is not None and not requirement.marker.evaluate(
                {**environment, "extra": ""}
            ):
                continue
            key = requirement.name.lower().replace("-", "_")
            if key not in found:
                found[key] = metadata.distribution(requirement.name)
                todo.append(requirement.name)
    return sorted(found.values(), key=lambda d: d.metadata["Name"].lower())


def _declared(dist: metadata.Distribution) -> str:
    """The licence a distribution declares: its SPDX expression, its licence field, or its
    licence classifiers."""
    declared = dist.metadata.get("License-Expression") or dist.metadata.get("License")
    if declared:
        return declared.splitlines()[0]
    prefix = "License :: "
    classifiers = dist.metadata.get_all("Classifier") or []
    named = [c.rsplit(" :: ", 1)[-1] for c in classifiers if c.startswith(prefix)]
    return " / ".join(named) or "not declared"


def python_licences(target: Path, dists: Iterable[metadata.Distribution]) -> list[str]:
    """Copy each distribution's licence files under ``target/python/<name>/``; the lines
    of the index that name them."""
    lines = []
    for dist in dists:
        name, version = dist.metadata["Name"], dist.version
        copied = []
        for file in dist.files or []:
            if ".dist-info/" in str(file) and _LICENCE_FILE.search(str(file)):
                source = Path(str(dist.locate_file(file)))
                inside = str(file).split(".dist-info/", 1)[1]  # licenses/..., kept apart
                destination = target / "python" / name / inside
                destination.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source, destination)
                copied.append(destination.relative_to(target).as_posix())
        where = ", ".join(copied) or "its licence text: THIRD-PARTY-NOTICES.md"
        lines.append(f"{name} {version} ({_declared(dist)}): {where}")
    return lines


def cpython_licence(target: Path) -> list[str]:
    """CPython's licence (the bundle carries the interpreter and its standard library)."""
    source = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    if not source.is_file():
        return [
            f"CPython {sys.version.split()[0]} (PSF-2.0): https://docs.python.org/3/license.html"
        ]
    shutil.copyfile(source, target / "CPython-LICENSE.txt")
    return [f"CPython {sys.version.split()[0]} (PSF-2.0): CPython-LICENSE.txt"]


def debian_copyrights(target: Path, libraries: Iterable[str]) -> list[str]:
    """For the system libraries among ``libraries`` (paths on this machine) that a Debian
    package installed, that package's copyright file under ``target/system/``."""
    paths = sorted({os.path.realpath(p) for p in libraries if p.startswith(("/usr/", "/lib"))})
    if not paths or shutil.which("dpkg-query") is None:
        return []
    owners: dict[str, set[str]] = {}
    for path in paths:
        # dpkg knows a file by the path its package installed (/lib is /usr/lib on merged /usr)
        for candidate in (path, path.removeprefix("/usr")):
            done = subprocess.run(
                ["dpkg-query", "--search", candidate], capture_output=True, text=True, check=False
            )
            if done.returncode == 0:
                package = done.stdout.split(":", 1)[0].strip()
                owners.setdefault(package, set()).add(os.path.basename(path))
                break
    lines = []
    for package, files in sorted(owners.items()):
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if not copyright_file.is_file():
            lines.append(f"{package} (Debian): {', '.join(sorted(files))}: no copyright file")
            continue
        destination = target / "system" / f"{package}.copyright"
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(copyright_file, destination)
        lines.append(f"{package} (Debian; {', '.join(sorted(files))}): system/{package}.copyright")
    return lines


def write_licences(bundle: Path, libraries: Iterable[str] = ()) -> Path:
    """Write the program's licence and notices at the top of ``bundle`` and every licence
    of what it carries in ``bundle/licenses/``; the index file's path."""
    for name in OWN:
        shutil.copyfile(ROOT / name, bundle / name)
    target = bundle / "licenses"
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    lines = [
        "The licences of what this bundle carries. yxs_desktop itself: GPL-3.0-or-later",
        "(../LICENSE); Qt and PySide6 under the LGPL-3.0: ../THIRD-PARTY-NOTICES.md.",
        "",
        "Python packages:",
        *python_licences(target, runtime_distributions()),
        *cpython_licence(target),
    ]
    system = debian_copyrights(target, libraries)
    if system:
        lines += ["", "System libraries copied from the build machine:", *system]
    index = target / "README.txt"
    index.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return index
