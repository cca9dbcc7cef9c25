"""A chat of the online pages: the lines said, and a line to say something.

What is typed is sent only when the protocol takes it: one line of 1 to
:data:`~yxs_desktop.protocol.limits.CHAT_LENGTH` characters, not only spaces (control
characters, which a paste may bring, become spaces). Longer text is kept in the line,
with the count in red and Send off, so that nothing is cut without the person seeing it.
"""

from __future__ import annotations

import re
from typing import Final

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.client.seat_names import seat_number
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.limits import CHAT_LENGTH
from yxs_desktop.ui.online.texts import server_notice

#: The lines the log keeps (the oldest go).
KEPT_LINES: Final = 500
_CONTROL: Final = re.compile(r"[\x00-\x1f\x7f]")


def chat_text(typed: str) -> str | None:
    """What may be sent of ``typed``: one line, trimmed, of 1 to CHAT_LENGTH characters;
    None when nothing or too much is left."""
    text = _CONTROL.sub(" ", typed).strip()
    return text if 0 < len(text) <= CHAT_LENGTH else None


class ChatInput(QWidget):
    """The line to say something in, with its count and Send; :attr:`said` carries a text
    that may be sent (the line is emptied then)."""

    said = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.line = QLineEdit(self)
        self.line.setObjectName("chat_line")
        self.line.returnPressed.connect(self.send)
        self.line.textChanged.connect(self._count)
        self.count = QLabel(self)
        self.count.setObjectName("chat_count")
        self.send_button = QPushButton(self)
        self.send_button.setObjectName("chat_send")
        self.send_button.clicked.connect(self.send)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.line, 1)
        row.addWidget(self.count)
        row.addWidget(self.send_button)
        self.retranslate()
        self._count()

    def send(self) -> None:
        """Send what is typed, if it may be sent (then the line is emptied)."""
        text = chat_text(self.line.text())
        if text is None:
            return
        self.said.emit(text)
        self.line.clear()

    def _count(self) -> None:
        length = len(self.line.text())
        over = length > CHAT_LENGTH
        self.count.setText(f"{length}/{CHAT_LENGTH}")
        self.count.setVisible(length > CHAT_LENGTH * 3 // 4)
        self.count.setStyleSheet("color: #c0282d; font-weight: bold;" if over else "")
        self.send_button.setEnabled(chat_text(self.line.text()) is not None)

    def retranslate(self) -> None:
        self.line.setPlaceholderText(self.tr("Say something…"))
        self.send_button.setText(self.tr("Send"))
        self.count.setToolTip(self.tr("At most %1 characters").replace("%1", str(CHAT_LENGTH)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ChatBox(QWidget):
    """The lines of one chat channel and the line to type in (:class:`ChatInput`);
    :attr:`said` carries a text that may be sent."""

    said = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.log = QPlainTextEdit(self)
        self.log.setObjectName("chat_log")
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(KEPT_LINES)
        self.input = ChatInput(self)
        self.input.said.connect(self.said)
        self.line = self.input.line
        self.count = self.input.count
        self.send_button = self.input.send_button
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.log, 1)
        box.addWidget(self.input)

    def add(self, line: wire.ChatLine) -> None:
        """Show what someone said (as plain text: a name is never markup); a line of the
        channel ``server`` is the server operator's notice, marked as the server's."""
        if line.channel == "server":
            self.log.appendPlainText(server_notice(_CONTROL.sub(" ", line.text)))
            return
        if line.seat is None:
            who = line.name
        else:
            number = str(seat_number(line.seat))
            who = self.tr("%1 (seat %2)").replace("%1", line.name).replace("%2", number)
        self.log.appendPlainText(f"{who}: {_CONTROL.sub(' ', line.text)}")

    def add_note(self, text: str) -> None:
        """A line of the program's own (joined, left...)."""
        self.log.appendPlainText(f"— {text}")

    def clear(self) -> None:
        self.log.clear()
        self.line.clear()

    def send(self) -> None:
        """Send what is typed, if it may be sent (then the line is emptied)."""
        self.input.send()
