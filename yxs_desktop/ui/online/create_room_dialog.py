"""Create room…: a room's settings, as ``create_room`` carries them (docs/protocol.md)."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.limits import (
    DELAY_DEFAULT,
    DELAY_MAX,
    PASSWORD_LENGTH,
    SECONDS_DEFAULT,
    SECONDS_MAX,
    SECONDS_MIN,
)
from yxs_desktop.ui.level_choice import fill_levels, level_line
from yxs_desktop.ui.online.texts import mode_name
from yxs_desktop.ui.pages import EXTRA_CHOICE_MODES, MODES


class CreateRoomDialog(QDialog):
    """The mode, the time per decision, the extra hero choice (identity modes), the
    computer players' level, spectators and their delay, and an optional password;
    :meth:`message` is the ``create_room`` they make."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("create_room_dialog")
        self.mode = QComboBox(self)
        self.mode.setObjectName("create_mode")
        for mode in MODES:
            self.mode.addItem("", mode)
        self.mode.currentIndexChanged.connect(lambda _index: self._enable())
        self.mode.currentIndexChanged.connect(lambda _index: self._show_level())
        self.seconds = QSpinBox(self)
        self.seconds.setObjectName("create_seconds")
        self.seconds.setRange(SECONDS_MIN, SECONDS_MAX)
        self.seconds.setValue(SECONDS_DEFAULT)
        self.extra = QCheckBox(self)
        self.extra.setObjectName("create_extra")
        self.level = QComboBox(self)
        self.level.setObjectName("create_level")
        self.level.currentIndexChanged.connect(lambda _index: self._show_level())
        self.level_about = QLabel(self)  # the chosen level as the new-game page shows it
        self.level_about.setObjectName("create_level_about")
        self.level_about.setWordWrap(True)
        self.spectators = QCheckBox(self)
        self.spectators.setObjectName("create_spectators")
        self.spectators.setChecked(True)
        self.spectators.toggled.connect(lambda _on: self._enable())
        self.delay = QSpinBox(self)
        self.delay.setObjectName("create_delay")
        self.delay.setRange(0, DELAY_MAX)
        self.delay.setValue(DELAY_DEFAULT)
        self.password = QLineEdit(self)
        self.password.setObjectName("create_password")
        self.password.setMaxLength(PASSWORD_LENGTH)
        self.labels = [QLabel(self) for _ in range(7)]
        fields = (
            self.mode,
            self.seconds,
            self.extra,
            self.level,
            self.spectators,
            self.delay,
            self.password,
        )
        form = QFormLayout(self)
        for label, field in zip(self.labels, fields, strict=True):
            form.addRow(label, field)
        form.insertRow(fields.index(self.level) + 1, self.level_about)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.retranslate()
        self._enable()

    def message(self) -> wire.CreateRoom:
        """The ``create_room`` of the choices shown (no password when none is typed)."""
        mode = str(self.mode.currentData())
        password = self.password.text()
        return wire.CreateRoom(
            mode=cast(wire.Mode, mode),
            seconds=self.seconds.value(),
            extra_choice=self.extra.isChecked() and mode in EXTRA_CHOICE_MODES,
            level=cast(wire.Level, self.level.currentData()),
            spectators=self.spectators.isChecked(),
            spectator_delay=self.delay.value(),
            password=password if password else None,
        )

    def _enable(self) -> None:
        extra = self.mode.currentData() in EXTRA_CHOICE_MODES
        self.extra.setEnabled(extra)
        self.labels[2].setEnabled(extra)
        watched = self.spectators.isChecked()
        self.delay.setEnabled(watched)
        self.labels[5].setEnabled(watched)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Create a room"))
        for index, mode in enumerate(MODES):
            self.mode.setItemText(index, mode_name(mode))
        fill_levels(self.level)
        self._show_level()
        self.seconds.setSuffix(self.tr(" s"))
        self.delay.setSuffix(self.tr(" turns"))
        self.password.setPlaceholderText(self.tr("None: anyone may join"))
        texts = (
            self.tr("Mode"),
            self.tr("Time per decision"),
            self.tr("One more hero to choose from"),
            self.tr("Computer players"),
            self.tr("Spectators allowed"),
            self.tr("Spectators see the game later by"),
            self.tr("Password"),
        )
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)

    def _show_level(self) -> None:
        level = self.level.currentData()
        self.level_about.setText(level_line(str(level), str(self.mode.currentData())))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
