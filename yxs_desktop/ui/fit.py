"""Windows and dialogs that fit the screen they open on, down to a 1024×700 one.

Every sizing asks :func:`available_area` for the room a screen offers, so the tests can
give it a 1024×700 screen (the offscreen platform has one screen of its own size).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: The smallest screen the program is made for (its available area).
SMALL_SCREEN = QSize(1024, 700)
#: What a window's frame takes around its contents: the borders and the title bar.
FRAME = QSize(16, 40)


def available_area(widget: QWidget | None = None) -> QRect:
    """The available geometry (without task bars) of the screen ``widget`` is on, or of
    the primary screen; an empty rectangle when there is no screen."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect()


def room(widget: QWidget | None = None) -> QSize:
    """The largest size a window's contents may take on ``widget``'s screen: the
    available area without the window's :data:`FRAME` (unlimited without a screen)."""
    area = available_area(widget)
    if area.isEmpty():
        return QSize(16777215, 16777215)
    return QSize(max(200, area.width() - FRAME.width()), max(200, area.height() - FRAME.height()))


def fit_size(width: int, height: int, widget: QWidget | None = None) -> QSize:
    """``width``×``height``, made smaller where the :func:`room` of ``widget``'s screen
    is smaller."""
    space = room(widget)
    return QSize(min(width, space.width()), min(height, space.height()))


def fit_dialog(dialog: QWidget, width: int | None = None, height: int | None = None) -> None:
    """Open ``dialog`` at ``width``×``height`` (by default its size hint), never larger
    than its screen leaves room for; its contents must scroll or wrap to get smaller."""
    hint = dialog.sizeHint()
    dialog.resize(
        fit_size(width or hint.width(), height or hint.height(), dialog.parentWidget() or dialog)
    )
