"""The lobby of a server: its rooms, Create room…, Join and Watch, and the lobby chat.

The page knows nothing of the network: it shows the protocol's messages it is given
(:meth:`LobbyPage.show_rooms`, :meth:`~LobbyPage.add_chat`, :meth:`~LobbyPage.show_error`,
:meth:`~LobbyPage.set_status`) and emits what the person wants as a client message on
:attr:`LobbyPage.wants` (``list_rooms``, ``create_room``, ``join_room``, ``spectate``,
``chat``); whoever holds the connection sends it.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.limits import PASSWORD_LENGTH
from yxs_desktop.ui.online.chat_box import ChatBox
from yxs_desktop.ui.online.create_room_dialog import CreateRoomDialog
from yxs_desktop.ui.online.texts import mode_name, refusal_text, state_name

#: The table's columns.
ROOM, MODE, STATE, SEATS, SPECTATORS, LOCK = range(6)
_ID_ROLE: Final = Qt.ItemDataRole.UserRole
_ERROR_STYLE: Final = "color: #c0282d;"
LOCK_SIZE: Final = 16


def lock_icon() -> QIcon:
    """A small padlock, drawn (the locked rooms' mark; no font need have one)."""
    pixmap = QPixmap(LOCK_SIZE, LOCK_SIZE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#7a5a12"), 2.0))
    painter.drawArc(QRectF(4, 1.5, 8, 10), 0, 180 * 16)  # the shackle
    painter.drawLine(4, 6, 4, 8)
    painter.drawLine(12, 6, 12, 8)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#d9a520"))
    painter.drawRoundedRect(QRectF(2, 7, 12, 8), 2, 2)  # the body
    painter.end()
    return QIcon(pixmap)


class PasswordDialog(QDialog):
    """Asks for a room's password (OK only when one is typed)."""

    def __init__(self, room: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("password_dialog")
        self.setWindowTitle(self.tr("Password"))
        self.label = QLabel(self.tr("The room %1 has a password:").replace("%1", room), self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("password_edit")
        self.edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.edit.setMaxLength(PASSWORD_LENGTH)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(False)
        self.edit.textChanged.connect(lambda text: ok.setEnabled(bool(text)))
        box = QVBoxLayout(self)
        box.addWidget(self.label)
        box.addWidget(self.edit)
        box.addWidget(self.buttons)

    def password(self) -> str:
        return self.edit.text()


class LobbyPage(QWidget):
    """The rooms of the server in a table, with Refresh, Create room…, Join, Watch and
    Disconnect, a status line for the connection, and the lobby chat."""

    #: A client message the person wants sent (``wire.ListRooms()``, ``wire.JoinRoom``...).
    wants = Signal(object)
    #: Disconnect: leave the server.
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobby_page")
        self.rooms: tuple[wire.RoomInfo, ...] = ()
        self.lock = lock_icon()
        self.error: wire.Error | None = None  # the refusal shown, if any
        self.dialog: QDialog | None = None  # the Create room… or password dialog open
        self.title = QLabel(self)
        self.title.setObjectName("lobby_title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.status = QLabel(self)
        self.status.setObjectName("lobby_status")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("lobby_error")
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(_ERROR_STYLE)
        self.error_label.hide()

        self.table = QTableWidget(0, 6, self)
        self.table.setObjectName("lobby_rooms")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(MODE, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._enable)
        self.table.itemDoubleClicked.connect(lambda _item: self._enter_selected())
        self.empty = QLabel(self)
        self.empty.setObjectName("lobby_empty")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.buttons: dict[str, QPushButton] = {}
        actions = (
            ("refresh", self.refresh),
            ("create", self.open_create),
            ("join", self.join_selected),
            ("watch", self.watch_selected),
            ("back", self.back_requested.emit),
        )
        row = QHBoxLayout()
        for name, slot in actions:
            button = QPushButton(self)
            button.setObjectName(f"lobby_{name}")
            button.clicked.connect(slot)
            self.buttons[name] = button
            if name == "back":
                row.addStretch(1)
            row.addWidget(button)

        self.chat = ChatBox(self)
        self.chat.setObjectName("lobby_chat")
        self.chat.said.connect(lambda text: self.wants.emit(wire.Chat("lobby", text)))
        self.chat_label = QLabel(self)
        rooms = QVBoxLayout()
        rooms.addWidget(self.table, 1)
        rooms.addWidget(self.empty, 1)
        rooms.addLayout(row)
        chat = QVBoxLayout()
        chat.addWidget(self.chat_label)
        chat.addWidget(self.chat, 1)
        body = QHBoxLayout()
        body.addLayout(rooms, 3)
        body.addSpacing(12)
        body.addLayout(chat, 2)
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 12, 16, 12)
        box.addWidget(self.title)
        box.addWidget(self.status)
        box.addWidget(self.error_label)
        box.addLayout(body, 1)
        self.retranslate()
        self.show_rooms(wire.Rooms(()))

    # ------------------------------------------------------------------ shown from messages
    def show_rooms(self, rooms: wire.Rooms) -> None:
        """Show the lobby's rooms (the room chosen stays chosen while it is listed)."""
        chosen = self.selected_room()
        self.rooms = rooms.rooms
        self.table.setRowCount(len(self.rooms))
        for row, room in enumerate(self.rooms):
            self._fill_row(row, room)
        if chosen is not None:
            ids = [room.id for room in self.rooms]
            if chosen.id in ids:
                self.table.selectRow(ids.index(chosen.id))
        empty = not self.rooms
        self.table.setVisible(not empty)
        self.empty.setVisible(empty)
        self._enable()

    def reset(self) -> None:
        """A new connection: nothing of the last server shown (its rooms, chat, refusal
        and status)."""
        self.show_rooms(wire.Rooms(()))
        self.chat.clear()
        self.clear_error()
        self.set_status("")

    def _fill_row(self, row: int, room: wire.RoomInfo) -> None:
        cells = {
            ROOM: room.id,
            MODE: mode_name(room.mode),
            STATE: state_name(room.state),
            SEATS: f"{room.taken}/{room.seats}",
            SPECTATORS: self.tr("Allowed") if room.spectators else self.tr("No"),
            LOCK: "",
        }
        for column, text in cells.items():
            item = QTableWidgetItem(text)
            item.setData(_ID_ROLE, room.id)
            if column == LOCK and room.password:
                item.setIcon(self.lock)
                item.setToolTip(self.tr("A password is needed"))
                item.setData(Qt.ItemDataRole.AccessibleTextRole, self.tr("A password is needed"))
            self.table.setItem(row, column, item)

    def add_chat(self, line: wire.ChatLine) -> None:
        """Show a line of the lobby chat."""
        self.chat.add(line)

    def set_status(self, text: str) -> None:
        """The connection's state, in words (connected to…, reconnecting…)."""
        self.status.setText(text)

    def show_error(self, error: wire.Error) -> None:
        """Show why a request was refused, in the person's language."""
        self.error = error
        self._show_error()

    def clear_error(self) -> None:
        self.error = None
        self._show_error()

    def _show_error(self) -> None:
        self.error_label.setText(refusal_text(self.error) if self.error is not None else "")
        self.error_label.setVisible(self.error is not None)

    # ------------------------------------------------------------------ the person's wishes
    def selected_room(self) -> wire.RoomInfo | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or rows[0].row() >= len(self.rooms):
            return None
        return self.rooms[rows[0].row()]

    def select_room(self, room_id: str) -> None:
        """Choose the room ``room_id`` in the table (as a click does)."""
        for row, room in enumerate(self.rooms):
            if room.id == room_id:
                self.table.selectRow(row)

    def refresh(self) -> None:
        """Ask for the rooms again."""
        self._want(wire.ListRooms())

    def open_create(self) -> CreateRoomDialog:
        """Create room…: the dialog of the room's settings; OK asks for the room."""
        dialog = CreateRoomDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._want(dialog.message()))
        self._open(dialog)
        return dialog

    def join_selected(self) -> None:
        """Join the chosen room as a player (its password asked for first, if it has one)."""
        room = self.selected_room()
        if room is not None and _may_join(room):
            self._enter(room, wire.JoinRoom)

    def watch_selected(self) -> None:
        """Watch the chosen room (one that allows spectators)."""
        room = self.selected_room()
        if room is not None and _may_watch(room):
            self._enter(room, wire.Spectate)

    def _enter_selected(self) -> None:
        room = self.selected_room()
        if room is not None and _may_join(room):
            self.join_selected()
        else:
            self.watch_selected()

    def _enter(self, room: wire.RoomInfo, kind: type[wire.JoinRoom] | type[wire.Spectate]) -> None:
        if not room.password:
            self._want(kind(room.id))
            return
        dialog = PasswordDialog(room.id, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._want(kind(room.id, dialog.password())))
        self._open(dialog)

    def _open(self, dialog: QDialog) -> None:
        self.dialog = dialog
        dialog.finished.connect(lambda _result: self._closed(dialog))
        dialog.open()

    def _closed(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def _want(self, message: wire.Message) -> None:
        self.clear_error()
        self.wants.emit(message)

    # ------------------------------------------------------------------ showing
    def _enable(self) -> None:
        room = self.selected_room()
        self.buttons["join"].setEnabled(room is not None and _may_join(room))
        self.buttons["watch"].setEnabled(room is not None and _may_watch(room))

    def retranslate(self) -> None:
        self.title.setText(self.tr("Online lobby"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Room"),
                self.tr("Mode"),
                self.tr("State"),
                self.tr("Seats taken"),
                self.tr("Spectators"),
                self.tr("Password"),
            ]
        )
        self.empty.setText(self.tr("No rooms yet: create one."))
        texts = {
            "refresh": (self.tr("Refresh"), self.tr("Ask the server for its rooms again")),
            "create": (self.tr("Create room…"), self.tr("Open a room of your own and host it")),
            "join": (self.tr("Join"), self.tr("Enter the chosen room to play")),
            "watch": (self.tr("Watch"), self.tr("Watch the chosen room's game as a spectator")),
            "back": (self.tr("Disconnect"), self.tr("Leave the server")),
        }
        for name, (label, tip) in texts.items():
            self.buttons[name].setText(label)
            self.buttons[name].setToolTip(tip)
        self.chat_label.setText(self.tr("Lobby chat"))
        for row, room in enumerate(self.rooms):
            self._fill_row(row, room)
        self._show_error()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _may_join(room: wire.RoomInfo) -> bool:
    """Whether a room may be joined to play: before its game starts (a full room too:
    one waits there for a seat, or for the host to take a computer player off)."""
    return room.state == "waiting"


def _may_watch(room: wire.RoomInfo) -> bool:
    return room.spectators and room.state != "finished"
