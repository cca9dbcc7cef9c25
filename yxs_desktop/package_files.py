"""Where the program's files beside its code are: the translations (``.qm``) and the
resources (the icon, the desktop file, the AppStream metainfo, the sound effects).

An installed package (a wheel, or one built from the sdist) holds them in
``yxs_desktop/data/<name>/``: ``setup.py`` copies them there when it builds the package.
The PyInstaller bundle holds them in its own folder (``sys._MEIPASS``), and a source tree
(an editable install, the compiled build tree) at its top: ``translations/`` and
``resources/``, where they are made and kept.
"""

from __future__ import annotations

import sys
from importlib import resources
from pathlib import Path
from typing import Final, Literal

Folder = Literal["translations", "resources"]
#: The folders of files that go with the program, and what of each the package holds.
PACKAGED: Final[dict[Folder, tuple[str, ...]]] = {
    "translations": ("*.qm",),
    "resources": ("*.svg", "*.desktop", "*.xml", "*.wav"),
}
#: The program's id: its AppStream component's, its .desktop file's name (without
#: ``.desktop``) and its replay type's shared-mime-info file's (``<id>.mime.xml``).
DESKTOP_ID: Final = "io.github.yxs_desktop"
#: Where an installed package keeps them, inside ``yxs_desktop``.
DATA: Final = "data"
_TOP: Final = Path(__file__).resolve().parent.parent


def data_folder(name: Folder) -> Path:
    """The folder ``name`` of the program in use: the bundle's, the installed package's,
    or the source tree's (in that order)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / name
    packaged = resources.files("yxs_desktop") / DATA / name
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged
    return _TOP / name


def source_tree() -> Path | None:
    """The top of the source tree this program runs from (where ``docs/`` and
    ``pyproject.toml`` are, for the developers' commands), or None: an installed copy."""
    if (_TOP / "pyproject.toml").is_file() and (_TOP / "docs").is_dir():
        return _TOP
    return None
