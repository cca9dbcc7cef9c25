"""The settings dialog: player name, language, the pace of the table, its sound and
replays."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSlider,
    QWidget,
)

from yxs_desktop.ui.pace import PaceBox
from yxs_desktop.ui.replays.settings import ReplaySettingsBox
from yxs_desktop.ui.settings import Settings
from yxs_desktop.ui.theme import themed


class SettingsDialog(QDialog):
    """Edits the stored settings; OK saves them, Cancel leaves them as they were."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        themed(self)
        self.settings = settings
        self.name = QLineEdit(settings.get("player_name"))
        self.name.setMaxLength(24)
        self.language = QComboBox()
        for code, name in (("", ""), ("zh", "中文"), ("en", "English")):
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.get("language"))))
        self.speed = PaceBox(self)
        self.speed.setValue(float(settings.get("animation_speed")))
        self.sound_on = QCheckBox(self)
        self.sound_on.setChecked(bool(settings.get("sound")))
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setRange(0, 100)
        self.volume.setValue(int(settings.get("sound_volume")))
        self.volume.setEnabled(self.sound_on.isChecked())
        self.sound_on.toggled.connect(self.volume.setEnabled)
        sound = QWidget(self)
        sound_row = QHBoxLayout(sound)
        sound_row.setContentsMargins(0, 0, 0, 0)
        sound_row.addWidget(self.sound_on)
        sound_row.addWidget(self.volume, 1)
        self.labels = [QLabel(self) for _ in range(4)]
        form = QFormLayout(self)
        fields = (self.name, self.language, self.speed, sound)
        for row, field in zip(self.labels, fields, strict=True):
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
            (self.tr("Your name"), self.tr("Language"), self.tr("Pace"), self.tr("Sound")),
            strict=True,
        ):
            row.setText(text)
        self.sound_on.setText(self.tr("On"))
        self.volume.setToolTip(self.tr("Volume"))
        self.volume.setAccessibleName(self.tr("Volume"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def accept(self) -> None:
        self.settings.set("player_name", self.name.text().strip())
        self.settings.set("language", self.language.currentData())
        self.settings.set("animation_speed", self.speed.value())
        self.settings.set("sound", self.sound_on.isChecked())
        self.settings.set("sound_volume", self.volume.value())
        self.replays.save()
        super().accept()
