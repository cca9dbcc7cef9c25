"""The settings dialog: player name, language, the pace of the table and replays."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from yxs_desktop.ui.pace import PaceBox
from yxs_desktop.ui.replay_settings import ReplaySettingsBox
from yxs_desktop.ui.settings import Settings


class SettingsDialog(QDialog):
    """Edits the stored settings; OK saves them, Cancel leaves them as they were."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.name = QLineEdit(settings.get("player_name"))
        self.name.setMaxLength(24)
        self.language = QComboBox()
        for code, name in (("", ""), ("zh", "中文"), ("en", "English")):
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.get("language"))))
        self.speed = PaceBox(self)
        self.speed.setValue(float(settings.get("animation_speed")))
        self.labels = [QLabel(self) for _ in range(3)]
        form = QFormLayout(self)
        for row, field in zip(self.labels, (self.name, self.language, self.speed), strict=True):
            form.addRow(row, field)
        self.replays = ReplaySettingsBox(settings, self)
        form.addRow(self.replays)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """The texts in the current language (the dialog may be open when it changes)."""
        self.setWindowTitle(self.tr("Settings"))
        self.language.setItemText(0, self.tr("Same as the system"))
        for row, text in zip(
            self.labels,
            (self.tr("Your name"), self.tr("Language"), self.tr("Pace")),
            strict=True,
        ):
            row.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def accept(self) -> None:
        self.settings.set("player_name", self.name.text().strip())
        self.settings.set("language", self.language.currentData())
        self.settings.set("animation_speed", self.speed.value())
        self.replays.save()
        super().accept()
