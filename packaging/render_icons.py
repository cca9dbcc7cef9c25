"""The application icon as PNG files at the standard sizes, for desktops that want bitmaps
(`make install-desktop`, packaging/desktop.sh): ``DIR/<n>x<n>/apps/yxs.png``, painted by
the program itself (``yxs_desktop.ui.resources.paint_icon``, the picture of
``resources/yxs.svg``).

    QT_QPA_PLATFORM=offscreen python packaging/render_icons.py DIR
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QGuiApplication

from yxs_desktop.ui.resources import PAINTED_SIZES, paint_icon

#: The icon's name in the icon theme (the desktop file's ``Icon``).
NAME = "yxs"


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    folder = Path(sys.argv[1])
    app = QGuiApplication([])  # noqa: F841 (painting needs the application)
    for size in PAINTED_SIZES:
        target = folder / f"{size}x{size}" / "apps" / f"{NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not paint_icon(size).save(str(target), "PNG"):
            print(f"render_icons: cannot write {target}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
