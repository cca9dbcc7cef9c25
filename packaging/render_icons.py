"""The application icon as files, painted by the program itself
(``yxs_desktop.ui.resources.paint_icon``, the picture of ``resources/yxs.svg``): PNG files
at the standard sizes for desktops that want bitmaps (``DIR/<n>x<n>/apps/yxs.png``; `make
install-desktop`, packaging/desktop.sh, the bundle's ``share/``), and with ``--ico`` /
``--icns`` the Windows and macOS icon files of the bundle (packaging/icon_files.py).

    QT_QPA_PLATFORM=offscreen python packaging/render_icons.py DIR [--ico F] [--icns F]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QGuiApplication

sys.path.insert(0, str(Path(__file__).resolve().parent))
from icon_files import ICNS_SIZES, ICO_SIZES, icns_bytes, ico_bytes

from yxs_desktop.ui.resources import PAINTED_SIZES, paint_icon

#: The icon's name in the icon theme (the desktop file's ``Icon``).
NAME = "yxs"


def png(size: int) -> bytes:
    """The icon painted at ``size``×``size`` pixels, as a PNG file's bytes."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not paint_icon(size).save(buffer, "PNG"):
        raise OSError(f"cannot paint the {size}-pixel icon as PNG")
    return bytes(buffer.data().data())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("folder", type=Path, help="where the PNG files go (<n>x<n>/apps/)")
    parser.add_argument("--ico", type=Path, help="also write the Windows icon file here")
    parser.add_argument("--icns", type=Path, help="also write the macOS icon file here")
    args = parser.parse_args(argv)
    app = QGuiApplication([])  # noqa: F841 (painting needs the application)
    sizes = set(PAINTED_SIZES)
    sizes |= set(ICO_SIZES) if args.ico else set()
    sizes |= set(ICNS_SIZES) if args.icns else set()
    images = {size: png(size) for size in sorted(sizes)}
    written: dict[Path, bytes] = {
        args.folder / f"{size}x{size}" / "apps" / f"{NAME}.png": images[size]
        for size in PAINTED_SIZES
    }
    if args.ico:
        written[args.ico] = ico_bytes(images)
    if args.icns:
        written[args.icns] = icns_bytes(images)
    for target, data in written.items():
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
        except OSError as error:
            print(f"render_icons: cannot write {target}: {error.strerror}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
