"""The settings dialog: player name, language and the default animation speed."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from yxs_desktop.ui.settings import Settings


class SettingsDialog(QDialog):
    """Edits the stored settings; OK saves them, Cancel leaves them as they were."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        self.name = QLineEdit(settings.get("player_name"))
        self.name.setMaxLength(24)
        self.language = QComboBox()
        for code, label in (("", self.tr("Same as the system")), ("zh", "中文"), ("en", "English")):
            self.language.addItem(label, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.get("language"))))
        self.speed = QDoubleSpinBox()
        self.speed.setRange(0.25, 50.0)
        self.speed.setSingleStep(0.25)
        self.speed.setValue(float(settings.get("animation_speed")))
        form = QFormLayout(self)
        form.addRow(self.tr("Your name"), self.name)
        form.addRow(self.tr("Language"), self.language)
        form.addRow(self.tr("Animation speed"), self.speed)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def accept(self) -> None:
        self.settings.set("player_name", self.name.text().strip())
        self.settings.set("language", self.language.currentData())
        self.settings.set("animation_speed", self.speed.value())
        super().accept()
