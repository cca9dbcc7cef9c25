"""A room of a server before its game: the settings, the seats, Ready, Start, Leave and
the room chat.

Like the lobby the page knows nothing of the network: it shows the ``room``, ``seated``,
``chat`` and ``error`` messages it is given and emits what the person wants on
:attr:`RoomPage.wants` (``take_seat``, ``add_computer`` with the level chosen beside it,
``remove_computer``, ``kick``, ``ready``, ``start``, ``leave_room``, ``chat``). The host's buttons
are shown to the host only; the server checks every request again and refuses what it
must (shown by :meth:`RoomPage.show_error`).
"""

from __future__ import annotations

from typing import Final, cast

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.client.seat_names import seat_number
from yxs_desktop.protocol import messages as wire
from yxs_desktop.ui.level_choice import choose, fill_levels, level_tip
from yxs_desktop.ui.online.chat_box import ChatBox
from yxs_desktop.ui.online.texts import level_name, mode_name, refusal_text, state_name

_ERROR_STYLE: Final = "color: #c0282d;"


class SeatRow(QFrame):
    """One seat: its number, who sits there (a computer player by its level), how it
    stands, and its buttons (Sit here; the host's level and Add computer, Remove computer,
    and Remove player: the host sends another person out of the room before the game)."""

    def __init__(self, seat: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName(f"seat_row_{seat}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.number = QLabel(str(seat_number(seat)), self)  # from 1, as on the table
        self.number.setMinimumWidth(24)
        self.name = QLabel(self)
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # a person's name is never markup
        self.kind = QLabel(self)
        self.state = QLabel(self)
        self.take = QPushButton(self)
        self.level = QComboBox(self)  # the level Add computer puts there
        self.level.setObjectName(f"seat_level_{seat}")
        self.add = QPushButton(self)
        self.remove = QPushButton(self)
        self.kick = QPushButton(self)
        self.kick.setObjectName(f"seat_kick_{seat}")
        box = QHBoxLayout(self)
        box.setContentsMargins(8, 4, 8, 4)
        self.name.setMinimumWidth(160)
        self.kind.setMinimumWidth(80)
        box.addWidget(self.number)
        box.addWidget(self.name)
        box.addWidget(self.kind)
        box.addWidget(self.state, 1)
        for widget in (self.take, self.level, self.add, self.remove, self.kick):
            box.addWidget(widget)


class RoomPage(QWidget):
    """The room the person is in (as a player, or :meth:`reset` with ``watching`` as a
    spectator)."""

    #: A client message the person wants sent (``wire.TakeSeat(n)``, ``wire.Ready(True)``...).
    wants = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("room_page")
        self.room: wire.Room | None = None
        self.my_seat: int | None = None  # the seat of the last ``seated``
        self.watching = False
        self.error: wire.Error | None = None
        self.title = QLabel(self)
        self.title.setObjectName("room_title")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.about = QLabel(self)  # the host, the state, the spectators
        self.about.setObjectName("room_about")
        self.about.setTextFormat(Qt.TextFormat.PlainText)
        self.summary = QLabel(self)
        self.summary.setObjectName("room_settings")
        self.summary.setWordWrap(True)
        self.status = QLabel(self)
        self.status.setObjectName("room_status")
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("room_error")
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet(_ERROR_STYLE)
        self.error_label.hide()

        self.seat_box = QGroupBox(self)
        self.seat_box.setObjectName("room_seats")
        self.seat_layout = QVBoxLayout(self.seat_box)
        self.rows: list[SeatRow] = []

        self.ready = QPushButton(self)
        self.ready.setObjectName("room_ready")
        self.ready.setCheckable(True)
        self.ready.clicked.connect(lambda checked: self._want(wire.Ready(bool(checked))))
        self.start = QPushButton(self)
        self.start.setObjectName("room_start")
        self.start.clicked.connect(lambda: self._want(wire.Start()))
        self.leave = QPushButton(self)
        self.leave.setObjectName("room_leave")
        self.leave.clicked.connect(lambda: self._want(wire.LeaveRoom()))
        buttons = QHBoxLayout()
        buttons.addWidget(self.ready)
        buttons.addWidget(self.start)
        buttons.addStretch(1)
        buttons.addWidget(self.leave)

        self.chat = ChatBox(self)
        self.chat.setObjectName("room_chat")
        self.chat.said.connect(lambda text: self._want(wire.Chat("room", text)))
        self.chat_label = QLabel(self)
        left = QVBoxLayout()
        left.addWidget(self.seat_box)
        left.addStretch(1)
        left.addLayout(buttons)
        right = QVBoxLayout()
        right.addWidget(self.chat_label)
        right.addWidget(self.chat, 1)
        body = QHBoxLayout()
        body.addLayout(left, 3)
        body.addSpacing(12)
        body.addLayout(right, 2)
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 12, 16, 12)
        box.addWidget(self.title)
        box.addWidget(self.about)
        box.addWidget(self.summary)
        box.addWidget(self.status)
        box.addWidget(self.error_label)
        box.addLayout(body, 1)
        self.retranslate()
        self._sync()

    # ------------------------------------------------------------------ shown from messages
    def reset(self, watching: bool = False) -> None:
        """A new room: nothing shown of the last one; ``watching``: as a spectator."""
        self.room = None
        self.my_seat = None
        self.watching = watching
        self.error = None
        self.chat.clear()
        self._show_error()
        self._sync()

    def show_room(self, room: wire.Room) -> None:
        """Show the room as its last ``room`` message has it."""
        self.room = room
        self._sync()

    def seated(self, seated: wire.Seated) -> None:
        """The person sits on ``seated.seat`` now."""
        self.my_seat = seated.seat
        self._sync()

    def add_chat(self, line: wire.ChatLine) -> None:
        """Show a line of the room chat."""
        self.chat.add(line)

    def set_status(self, text: str) -> None:
        """The connection's state, in words."""
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def show_error(self, error: wire.Error) -> None:
        """Show why a request was refused, in the person's language (and the buttons as
        the room really is: a refused Ready leaves the toggle as it was)."""
        self.error = error
        self._show_error()
        self._sync()

    def _show_error(self) -> None:
        self.error_label.setText(refusal_text(self.error) if self.error is not None else "")
        self.error_label.setVisible(self.error is not None)

    def _want(self, message: wire.Message) -> None:
        self.error = None
        self._show_error()
        self.wants.emit(message)

    # ------------------------------------------------------------------ what the room allows
    def my_seat_info(self) -> wire.SeatInfo | None:
        """The person's seat in the room shown (None: not seated)."""
        room, seat = self.room, self.my_seat
        if room is None or seat is None or self.watching or not 0 <= seat < len(room.seats):
            return None
        info = room.seats[seat]
        return info if info.kind == "person" else None

    def may_start(self) -> bool:
        """Whether Start is on: the host's room waiting, every seat taken, every person on
        one ready."""
        room = self.room
        return (
            room is not None
            and room.you_host
            and not self.watching
            and room.state == "waiting"
            and all(s.kind == "computer" or (s.kind == "person" and s.ready) for s in room.seats)
        )

    # ------------------------------------------------------------------ showing
    def _sync(self) -> None:
        room = self.room
        seats = room.seats if room is not None else ()
        while len(self.rows) > len(seats):
            row = self.rows.pop()
            self.seat_layout.removeWidget(row)
            row.deleteLater()
        while len(self.rows) < len(seats):
            row = SeatRow(len(self.rows), self.seat_box)
            seat = row.seat
            row.take.clicked.connect(lambda _c=False, n=seat: self._want(wire.TakeSeat(n)))
            row.add.clicked.connect(lambda _c=False, r=row: self._add_computer(r))
            row.remove.clicked.connect(lambda _c=False, n=seat: self._want(wire.RemoveComputer(n)))
            row.kick.clicked.connect(lambda _c=False, n=seat: self._want(wire.Kick(n)))
            self.seat_layout.addWidget(row)
            row.show()  # at once, not on the next turn of the loop
            self.rows.append(row)
        for row, info in zip(self.rows, seats, strict=True):
            self._show_seat(row, info)
        mine = self.my_seat_info()
        waiting = room is not None and room.state == "waiting"
        self.ready.setVisible(mine is not None and waiting)
        self.ready.setChecked(mine is not None and mine.ready)
        self.start.setVisible(room is not None and room.you_host and not self.watching)
        self.start.setEnabled(self.may_start())
        self._show_texts()

    def _add_computer(self, row: SeatRow) -> None:
        """Add computer: a computer player of the level beside it (sent only when it is not
        the room's own level, which a server takes without it)."""
        room = self.room
        level = str(row.level.currentData())
        default = room is not None and level == room.settings.level
        self._want(wire.AddComputer(row.seat, None if default else cast(wire.Level, level)))

    def _show_seat(self, row: SeatRow, info: wire.SeatInfo) -> None:
        room = self.room
        assert room is not None
        waiting = room.state == "waiting" and not self.watching
        host = room.you_host and waiting
        mine = info.seat == self.my_seat and self.my_seat_info() is not None
        row.take.setVisible(waiting and info.kind == "empty")
        row.add.setVisible(host and info.kind == "empty")
        if row.level.count() == 0:  # the room's level until the host chooses another
            fill_levels(row.level)
            choose(row.level, room.settings.level)
        row.level.setVisible(host and info.kind == "empty")
        row.remove.setVisible(host and info.kind == "computer")
        row.kick.setVisible(host and info.kind == "person" and not mine)
        font = row.name.font()
        font.setBold(mine)
        row.name.setFont(font)
        row.setProperty("mine", mine)

    def _show_texts(self) -> None:
        room = self.room
        if room is None:
            self.title.setText(self.tr("Room"))
            self.about.setText("")
            self.summary.setText("")
        else:
            self.title.setText(self.tr("Room %1").replace("%1", room.id))
            about = self.tr("Host: %1 · %2 · spectators: %3")
            about = about.replace("%1", room.host).replace("%2", state_name(room.state))
            self.about.setText(about.replace("%3", str(room.spectators)))
            self.summary.setText(self._summary(room.settings))
            if self.watching:
                self.about.setText(self.about.text() + " · " + self.tr("You are watching"))
        for row, info in zip(self.rows, room.seats if room is not None else (), strict=True):
            self._seat_texts(row, info)

    def _summary(self, settings: wire.Settings) -> str:
        parts = [
            mode_name(settings.mode),
            self.tr("%1 s per decision").replace("%1", str(settings.seconds)),
        ]
        if settings.extra_choice:
            parts.append(self.tr("one more hero to choose from"))
        parts.append(self.tr("computer players: %1").replace("%1", level_name(settings.level)))
        if not settings.spectators:
            parts.append(self.tr("no spectators"))
        elif settings.spectator_delay == 1:
            parts.append(self.tr("spectators see the game a turn later"))
        elif settings.spectator_delay:
            delay = self.tr("spectators see the game %1 turns later")
            parts.append(delay.replace("%1", str(settings.spectator_delay)))
        else:
            parts.append(self.tr("spectators see the game as it goes"))
        if settings.password:
            parts.append(self.tr("with a password"))
        return " · ".join(parts)

    def _seat_texts(self, row: SeatRow, info: wire.SeatInfo) -> None:
        mine = info.seat == self.my_seat and self.my_seat_info() is not None
        if info.kind == "person":
            name = info.name or ""
            row.name.setText(self.tr("%1 (you)").replace("%1", name) if mine else name)
            row.kind.setText(self.tr("Person"))
            states = [self.tr("Ready") if info.ready else self.tr("Not ready")]
            if not info.connected:
                states.append(self.tr("offline"))
            if info.takeover:
                states.append(self.tr("computer plays (托管)"))
            row.state.setText(", ".join(states))
            row.state.setToolTip(row.state.text())
        elif info.kind == "computer":
            level = info.level or (self.room.settings.level if self.room is not None else "")
            row.name.setText(info.name or level_name(level) or self.tr("Computer player"))
            row.name.setToolTip(level_tip(level) if level else "")
            row.kind.setText(self.tr("Computer"))
            row.state.setText(self.tr("Ready"))
        else:
            row.name.setText("—")
            row.kind.setText(self.tr("Empty"))
            row.state.setText("")
        if info.kind != "computer":
            row.name.setToolTip("")
        # the names in the language now (refilled only then: a room message must not
        # close the list while the host is choosing)
        if row.level.count() and row.level.itemText(0) != level_name(str(row.level.itemData(0))):
            chosen = str(row.level.currentData())
            fill_levels(row.level)
            choose(row.level, chosen)
        row.level.setToolTip(self.tr("The level of the computer player Add computer puts here"))
        row.take.setText(self.tr("Sit here"))
        row.add.setText(self.tr("Add computer"))
        row.remove.setText(self.tr("Remove computer"))
        row.kick.setText(self.tr("Remove player"))
        row.kick.setToolTip(self.tr("Send this player out of the room; they cannot come back"))

    def retranslate(self) -> None:
        self.seat_box.setTitle(self.tr("Seats"))
        self.ready.setText(self.tr("I am ready"))
        self.ready.setToolTip(self.tr("Say that you are ready to play (click again: not yet)"))
        self.start.setText(self.tr("Start the game"))
        self.start.setToolTip(self.tr("Every seat must be taken and every person on one ready"))
        self.leave.setText(self.tr("Leave the room"))
        self.chat_label.setText(self.tr("Room chat"))
        self._show_texts()
        self._show_error()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
