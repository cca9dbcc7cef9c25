"""The prompt line under the table: what the request on screen asks, or what the table is
waiting for. A prompt says what a skill does, so it may be long; the line is as wide as the
table and :data:`LINES` lines high whatever it says (a new height would lay the table out
again, rebuilding the hand), and a longer text scrolls, its first line on top, with the
whole of it in the tooltip."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSizePolicy, QWidget

from yxs_desktop.ui import painting

#: The lines the prompt line shows without scrolling.
LINES = 2


class PromptLine(QScrollArea):
    """A word-wrapped text :data:`LINES` lines high that scrolls when it is longer.
    :meth:`text` and :meth:`setText` are its label's (``label``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setObjectName("prompt_text")
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        # one font for both languages (the table's Chinese family has Latin letters too):
        # every line as high as the next, so the line shows whole lines only
        font = QFont(self.label.font())
        font.setFamily(painting.cjk_family())
        self.label.setFont(font)
        self.setWidget(self.label)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # the page's colours show through: no background of its own
        self.viewport().setAutoFillBackground(False)
        self.label.setAutoFillBackground(False)
        # as wide as the row gives, never wider: a long prompt wraps and never widens the page
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        # text to read, never the keys' target: they stay with the table (its wheel scrolls)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._fit_height()

    def text(self) -> str:
        """The text shown."""
        return self.label.text()

    def setText(self, text: str) -> None:
        """Show ``text`` from its first line."""
        self.label.setText(text)
        self.verticalScrollBar().setValue(0)
        self._show_tip()

    def overflows(self) -> bool:
        """Whether the text is longer than the line shows at once (it scrolls)."""
        width = self.viewport().width()
        return self.label.heightForWidth(width) > self.viewport().height()

    def _show_tip(self) -> None:
        self.label.setToolTip(self.text() if self.overflows() else "")

    def _fit_height(self) -> None:
        """Exactly :data:`LINES` lines high, so that no part of a line beyond them shows;
        the scroll bar steps a line at a time."""
        metrics = self.label.fontMetrics()
        sample = "\n".join(["汉 Ag"] * LINES)
        room = QRect(0, 0, 10_000, 10_000)
        high = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, sample).height()
        margins = self.label.contentsMargins()
        self.setFixedHeight(high + margins.top() + margins.bottom())
        self.verticalScrollBar().setSingleStep(metrics.lineSpacing())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_tip()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_height()
        super().changeEvent(event)
