"""The program's own resources (``resources/`` in the source tree and in the bundle,
``yxs_desktop/data/resources/`` in an installed package): the application icon, the
freedesktop ``.desktop`` file and the AppStream metainfo.

The icon's source is ``resources/yxs.svg``. Qt loads it through its SVG icon engine when
that plugin is there (a PySide6 install has it); the PyInstaller bundle leaves Qt's SVG
plugins out (packaging/yxs.spec), so :func:`app_icon` then paints the same picture with
QPainter from :data:`STROKES` and the colours below, which mirror the SVG.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from yxs_desktop.package_files import data_folder

#: The icon's file name in ``resources/`` (and in share/icons/hicolor/scalable/apps).
ICON_FILE = "yxs.svg"
#: The strokes of 杀 on the icon's 256×256 canvas, as in the SVG's ``<polyline>``s.
STROKES: tuple[tuple[tuple[int, int], ...], ...] = (
    ((162, 52), (98, 112)),
    ((94, 62), (166, 108)),
    ((58, 138), (198, 138)),
    ((128, 116), (128, 204), (110, 192)),
    ((106, 160), (66, 196)),
    ((150, 160), (190, 194)),
)
SEAL_RED = "#b3171c"
RIM_GOLD = "#f2c14e"
STROKE_CREAM = "#fff4dc"
#: The sizes the painted icon is made in (the window manager picks one).
PAINTED_SIZES = (16, 24, 32, 48, 64, 128, 256)


def resources_dir() -> Path:
    """Where ``resources/`` is: the bundle's folder (``sys._MEIPASS``), the installed
    package's, or the source tree's (:func:`.package_files.data_folder`)."""
    return data_folder("resources")


def icon_path() -> Path:
    """The application icon's SVG file."""
    return resources_dir() / ICON_FILE


def paint_icon(size: int) -> QPixmap:
    """The application icon painted with QPainter at ``size``×``size`` pixels (the same
    picture as ``resources/yxs.svg``)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size / 256, size / 256)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(SEAL_RED))
    painter.drawRoundedRect(QRectF(8, 8, 240, 240), 40, 40)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(RIM_GOLD), 8))
    painter.drawRoundedRect(QRectF(22, 22, 212, 212), 28, 28)
    pen = QPen(QColor(STROKE_CREAM), 22)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    for stroke in STROKES:
        painter.drawPolyline([QPointF(x, y) for x, y in stroke])
    painter.end()
    return pixmap


def painted_icon() -> QIcon:
    """The application icon painted in code, in :data:`PAINTED_SIZES`."""
    icon = QIcon()
    for size in PAINTED_SIZES:
        icon.addPixmap(paint_icon(size))
    return icon


def app_icon() -> QIcon:
    """The application icon: ``resources/yxs.svg`` when Qt can load it here, otherwise
    (no SVG plugin, or no file) the same picture painted in code. Needs a QGuiApplication."""
    path = icon_path()
    if path.is_file():
        icon = QIcon(str(path))
        if not icon.pixmap(32, 32).isNull():
            return icon
    return painted_icon()
