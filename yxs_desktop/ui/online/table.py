"""A game on a server as its player sees it: the table (:class:`TablePage`, fed by a
:class:`~yxs_desktop.client.remote_session.RemoteSession` as a local game's is, with the
same 托管 switch), a banner while the connection is down, the line to talk to the table's
players (their lines show in the table's log), and the way out of the game."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from yxs_desktop.ui.online.chat_box import ChatInput
from yxs_desktop.ui.table.page import TablePage

#: The banner's look while the connection is down.
BANNER_STYLE = "background: #7a2e1f; color: white; padding: 6px; font-weight: bold;"


class OnlineTable(QWidget):
    """The table of seat ``seat`` of ``seats`` in a game on a server."""

    #: The person leaves the game (the computer plays the seat from then on).
    leave_requested = Signal()

    def __init__(self, seats: int, seat: int, speed: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("online_table")
        self.banner = QLabel(self)
        self.banner.setObjectName("online_banner")
        self.banner.setStyleSheet(BANNER_STYLE)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setTextFormat(Qt.TextFormat.PlainText)
        self.banner.hide()
        self._banner_text: Callable[[], str] | None = None
        self.table = TablePage(seats, seat, parent=self)
        self.table.scene.speed = speed
        self.table.set_pausable(False)  # the server's clock rules an online game
        #: What the person says to the table's players (the room's chat).
        self.chat = ChatInput(self)
        self.chat.setObjectName("online_chat")
        self.leave = QPushButton(self)
        self.leave.setObjectName("online_leave")
        self.leave.clicked.connect(self.leave_requested.emit)
        row = QHBoxLayout()
        row.setContentsMargins(8, 0, 8, 4)
        row.addWidget(self.chat, 1)
        row.addSpacing(24)
        row.addWidget(self.leave)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.banner)
        column.addWidget(self.table, 1)
        column.addLayout(row)
        self.retranslate()

    def set_banner(self, render: Callable[[], str] | None) -> None:
        """Show ``render()`` above the table (again after a language change); None hides
        the banner."""
        self._banner_text = render
        self.banner.setVisible(render is not None)
        self.banner.setText(render() if render is not None else "")

    def retranslate(self) -> None:
        self.leave.setText(self.tr("Leave the game"))
        if self._banner_text is not None:
            self.banner.setText(self._banner_text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
