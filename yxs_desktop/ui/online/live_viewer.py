"""Watching a game on a server as it is played: a read-only table fed by a
:class:`~yxs_desktop.client.live_watch.LiveWatch` over a spectator's session, with the replay
viewer's controls that make sense live: pause, one update back or forward, and back to live.

The viewpoint is the spectator's only, and nothing can be shown ahead of live: the server
sends a spectator only what the room's delay allows, and the watch never goes past the
newest update it received.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QStyle, QVBoxLayout, QWidget

from yxs_desktop.client.live_watch import LiveWatch
from yxs_desktop.client.session import EventsUpdate, Update
from yxs_desktop.ui.online.chat_box import ChatInput
from yxs_desktop.ui.replays.keys import replay_key, replay_key_text
from yxs_desktop.ui.replays.viewer import BUTTON_WIDTH
from yxs_desktop.ui.table.page import TablePage

#: The controls: (name, symbol, the key of REPLAY_KEYS it shares).
_CONTROLS: tuple[tuple[str, str, str], ...] = (
    ("step_back", "◀", "step_back"),
    ("play", "", "play"),
    ("step", "▶", "step"),
    ("live", "▶|", "end"),
)


class LiveViewer(QWidget):
    """A spectator's view of a live game of ``seats`` seats, the spectators' delay being
    ``delay`` turns. Give :meth:`deliver` to the spectator session as its listener."""

    #: The person leaves (Esc, or the Leave button).
    leave_requested = Signal()
    #: The game is over and its end is on screen (the result, as the table shows it).
    finished = Signal(object)

    def __init__(
        self, seats: int, delay: int, speed: float = 1.0, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.seats = seats
        self.delay = delay
        self.table = TablePage(seats, None, parent=self)
        self.table.set_read_only()
        # the viewer's keys are the viewer's: the table's view must not take them (Space)
        self.table.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.table.scene.speed = speed
        self.table.finished.connect(self.finished)
        self.watch = LiveWatch(self.table.take, jump=self.table.jump_to)

        controls = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        self.actions_by_name: dict[str, QAction] = {}
        slots: dict[str, Callable[[], None]] = {
            "step_back": self.step_back,
            "play": self.toggle_pause,
            "step": self.step_forward,
            "live": self.to_live,
            "leave": self.leave_requested.emit,
        }
        for name, symbol, key_name in _CONTROLS:
            button = QPushButton(symbol, self)
            button.setObjectName(f"live_{name}")
            button.setMaximumWidth(BUTTON_WIDTH)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay the viewer's
            button.clicked.connect(lambda _=False, s=slots[name]: s())
            controls.addWidget(button)
            self.buttons[name] = button
            self._bind(name, key_name, slots[name])
        self._bind("leave", "leave", slots["leave"])
        self.state_label = QLabel(self)
        self.state_label.setObjectName("live_state")
        controls.addWidget(self.state_label, 1)
        self.viewpoint_label = QLabel(self)
        controls.addWidget(self.viewpoint_label)
        self.leave_button = QPushButton(self)
        self.leave_button.setObjectName("live_leave")
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.leave_button.clicked.connect(self.leave_requested.emit)
        controls.addWidget(self.leave_button)
        #: What the spectator says to the room's other spectators.
        self.chat = ChatInput(self)
        self.chat.setObjectName("live_chat")
        talk = QHBoxLayout()
        talk.setContentsMargins(8, 0, 8, 4)
        talk.addWidget(self.chat)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.table, 1)
        column.addLayout(controls)
        column.addLayout(talk)
        self.retranslate()

    def _bind(self, name: str, key_name: str, slot: Callable[[], None]) -> None:
        key = replay_key(key_name)
        assert key is not None
        action = QAction(self)
        action.setObjectName(f"live_key_{name}")
        action.setShortcuts([QKeySequence(k) for k in key.keys])
        action.triggered.connect(lambda _=False: slot())
        self.addAction(action)
        self.actions_by_name[name] = action

    # ------------------------------------------------------------------ the session's
    def deliver(self, update: Update) -> None:
        """The spectator session's listener."""
        self.watch.deliver(update)
        self._show_state()

    @property
    def behind(self) -> int:
        """How many updates received are not on screen yet (0: live)."""
        return len(self.watch.frames) - 1 - self.watch.cursor if self.watch.frames else 0

    # ------------------------------------------------------------------ controls
    def toggle_pause(self) -> None:
        """Pause (the updates that come are kept) or carry on from the update shown."""
        if self.watch.paused:
            self.watch.resume()
        else:
            self.watch.pause()
        self._show_state()

    def step_back(self) -> None:
        """Pause and show the update before the one shown."""
        self.watch.step_back()
        self._show_state()

    def step_forward(self) -> None:
        """Pause and show the next update received (nothing past live)."""
        self.watch.step_forward()
        self._show_state()

    def to_live(self) -> None:
        """Show the newest update at once and carry on live."""
        self.watch.to_live()
        self._show_state()

    # ------------------------------------------------------------------ texts
    def _show_state(self) -> None:
        paused = self.watch.paused
        icon = QStyle.StandardPixmap.SP_MediaPlay if paused else QStyle.StandardPixmap.SP_MediaPause
        self.buttons["play"].setIcon(self.style().standardIcon(icon))
        self.buttons["play"].setToolTip(self._tooltip("play"))
        self.buttons["step"].setEnabled(self.behind > 0)
        self.buttons["live"].setEnabled(paused or self.behind > 0)
        self.buttons["step_back"].setEnabled(self.watch.cursor > 0)
        if not paused and self.behind == 0:
            state = self.tr("Live")
        elif self.behind == 0:
            state = self.tr("Paused at live")
        else:
            state = self.tr("Paused: %n update(s) behind live", "", self.behind)
        if self.delay:
            delay = self.tr("spectators see the game %n turn(s) late", "", self.delay)
            state = f"{state} · {delay}"
        self.state_label.setText(state)

    def _tooltip(self, name: str) -> str:
        texts = {
            "step_back": self.tr("One update back"),
            "play": self.tr("Carry on") if self.watch.paused else self.tr("Pause"),
            "step": self.tr("One update forward"),
            "live": self.tr("Back to live"),
        }
        key = replay_key(dict((n, k) for n, _, k in _CONTROLS)[name])
        assert key is not None
        return f"{texts[name]} ({replay_key_text(key)})"

    def retranslate(self) -> None:
        for name, button in self.buttons.items():
            button.setToolTip(self._tooltip(name))
        self.viewpoint_label.setText(self.tr("Viewpoint: spectator"))
        self.leave_button.setText(self.tr("Leave"))
        self._show_state()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.setFocus()  # away from the page that was shown before (its buttons)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def shown_update(self) -> EventsUpdate | None:
        """The update on screen (None before the first)."""
        return self.watch.frame()
