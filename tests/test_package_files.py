"""The files that go with the program: found in the source tree here (an installed copy
finds them in its package: `make test-package`), and the compiled translations committed
beside their sources are what Qt's lrelease makes of them (the package is built from
them, with no Qt at build time)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from yxs_desktop.package_files import PACKAGED, data_folder, source_tree

TOP = Path(__file__).resolve().parent.parent


def test_the_source_tree_holds_every_file_the_package_carries() -> None:
    for folder, patterns in PACKAGED.items():
        assert data_folder(folder) == TOP / folder
        for pattern in patterns:
            assert list(data_folder(folder).glob(pattern)), f"no {folder}/{pattern}"


def test_the_developers_commands_know_their_source_tree() -> None:
    assert source_tree() == TOP


@pytest.mark.parametrize("name", ["yxs_zh_CN", "yxs_en"])
def test_each_committed_qm_file_is_its_ts_file_compiled(name: str, tmp_path: Path) -> None:
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))
    assert lrelease is not None, "pyside6-lrelease comes with PySide6"
    made = tmp_path / f"{name}.qm"
    subprocess.run(
        [lrelease, "-silent", str(TOP / "translations" / f"{name}.ts"), "-qm", str(made)],
        check=True,
    )
    committed = TOP / "translations" / f"{name}.qm"
    assert made.read_bytes() == committed.read_bytes(), (
        f"translations/{name}.qm is not its .ts compiled: run make translations and commit it"
    )
