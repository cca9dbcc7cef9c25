"""The prompt box: over the table, above the hand, it says what is asked (the prompt
line), holds the answer's buttons and the table's tools (pause, 托管, the card tracker)
and runs the request's clock along its foot. The page places it on the layout's
``prompt_box``; it is dark wood with a gold edge, like the dialogs over the table."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QProgressBar, QVBoxLayout, QWidget

from yxs_desktop.ui import theme
from yxs_desktop.ui.layout import Rect
from yxs_desktop.ui.table.prompt_line import PromptLine

#: The prompt box's text at the table's nominal scale, in pixels.
TEXT_PX = 12

STYLE = (
    theme.STYLE
    + """
QFrame#prompt_box {
    background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1,
                                stop: 0 rgba(58, 36, 24, 235), stop: 1 rgba(26, 16, 11, 235));
    border: 1px solid rgba(242, 193, 78, 150);
    border-radius: 8px;
}
QScrollArea#prompt, QScrollArea#prompt > QWidget > QWidget { background: transparent; }
QPushButton { padding: 3px 10px; }
QProgressBar { border: none; border-radius: 2px; }
"""
)


def rounded(rect: Rect) -> QRect:
    """``rect`` in whole pixels, no part of it left out."""
    left, top = int(rect.x), int(rect.y)
    return QRect(left, top, int(rect.right + 0.999) - left, int(rect.bottom + 0.999) - top)


class PromptBox(QFrame):
    """The prompt line over a row of buttons (``tools`` on the left, the answer's
    ``buttons`` on the right) over the timer bar."""

    def __init__(
        self,
        prompt: PromptLine,
        tools: Sequence[QWidget],
        buttons: Sequence[QWidget],
        timer: QProgressBar,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("prompt_box")
        self.setStyleSheet(STYLE)
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 4, 8, 4)
        column.setSpacing(2)
        column.addWidget(prompt, 1)
        row = QHBoxLayout()
        row.setSpacing(4)
        for tool in tools:
            row.addWidget(tool)
        row.addStretch(1)
        for button in buttons:
            row.addWidget(button)
        column.addLayout(row)
        timer.setFixedHeight(4)
        column.addWidget(timer)

    def place(self, rect: Rect, scale: float = 1.0) -> None:
        """Lie on ``rect`` (the table layout's ``prompt_box``, in the view's pixels), the
        text as large as the table's ``scale`` makes it (never below :data:`TEXT_PX`)."""
        px = max(TEXT_PX, round(TEXT_PX * scale))
        # each widget keeps its family (the prompt's is the table's): only the size is set,
        # the innermost first, so that the prompt line fits its lines to its label's font
        for widget in [self, *self.findChildren(QWidget)][::-1]:
            if widget.font().pixelSize() != px:
                font = QFont(widget.font())
                font.setPixelSize(px)
                widget.setFont(font)
        self.setGeometry(rounded(rect))
        self.raise_()
