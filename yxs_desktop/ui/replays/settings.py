"""The replay settings: where replays are kept and how many, as a store for a new game and
as the settings dialog's "Replays" box."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from yxs_desktop.client.replay_store import ReplayStore, default_replay_folder
from yxs_desktop.ui.settings import SETTINGS, Settings


def replay_folder(settings: Settings) -> Path:
    """The folder replays go to: the one chosen in the settings, else the default one."""
    chosen: str = settings.get("replay_folder")
    return Path(chosen).expanduser() if chosen else default_replay_folder()


def replay_store_from(settings: Settings) -> ReplayStore | None:
    """The store a local game starting now is recorded into, or None when the settings keep
    no replays (a limit of 0). Using it may raise ``ReplayStoreError``: the game then goes
    on unrecorded (see ``client/replay_store.py``)."""
    limit: int = settings.get("replay_limit")
    return ReplayStore(replay_folder(settings), limit) if limit > 0 else None


class ReplaySettingsBox(QGroupBox):
    """The replay folder (shown, with Choose… and Default) and the number of replays kept.
    Nothing is stored until :meth:`save` (the dialog's OK)."""

    def __init__(self, settings: Settings, parent: QWidget) -> None:
        super().__init__(parent)
        self.settings = settings
        self.folder = QLineEdit(self)  # empty: the default folder, shown as the placeholder
        self.folder.setReadOnly(True)
        self.folder.setMinimumWidth(240)
        self.folder.setPlaceholderText(str(default_replay_folder()))
        self.choose_button = QPushButton(self)
        self.choose_button.clicked.connect(self.choose)
        self.default_button = QPushButton(self)
        self.default_button.clicked.connect(self.use_default)
        spec = SETTINGS["replay_limit"]
        self.limit = QSpinBox(self)
        self.limit.setRange(int(spec.low or 0), int(spec.high or 0))
        self.limit.setSingleStep(100)
        self.limit.setValue(settings.get("replay_limit"))
        self.labels = [QLabel(self) for _ in range(2)]
        row = QHBoxLayout()
        row.addWidget(self.folder, 1)
        row.addWidget(self.choose_button)
        row.addWidget(self.default_button)
        form = QFormLayout(self)
        form.addRow(self.labels[0], row)
        form.addRow(self.labels[1], self.limit)
        self.set_folder(settings.get("replay_folder"))
        self.retranslate()

    def chosen_folder(self) -> Path:
        """The folder as the box shows it now (the default one when none is chosen)."""
        text = self.folder.text()
        return Path(text) if text else default_replay_folder()

    def set_folder(self, folder: str) -> None:
        """Show ``folder`` as the choice; "" (or the default folder itself) is the default."""
        if folder and Path(folder) == default_replay_folder():
            folder = ""
        self.folder.setText(folder)
        self.folder.setToolTip(str(self.chosen_folder()))
        self.default_button.setEnabled(bool(folder))

    def use_default(self) -> None:
        """Go back to the default folder."""
        self.set_folder("")

    def choose(self) -> None:
        """Ask for a folder (the system's folder dialog); cancelling changes nothing."""
        chosen = QFileDialog.getExistingDirectory(
            self, self.tr("Folder for replays"), str(self.chosen_folder())
        )
        if chosen:
            self.set_folder(chosen)

    def save(self) -> None:
        """Store the folder and the number kept in the settings."""
        self.settings.set("replay_folder", self.folder.text())
        self.settings.set("replay_limit", self.limit.value())

    def retranslate(self) -> None:
        """The texts in the current language (the dialog may be open when it changes)."""
        self.setTitle(self.tr("Replays"))
        self.labels[0].setText(self.tr("Folder"))
        self.labels[1].setText(self.tr("Games kept"))
        self.choose_button.setText(self.tr("Choose…"))
        self.choose_button.setToolTip(
            self.tr("The folder new replays are saved in; those saved already stay where they are")
        )
        self.default_button.setText(self.tr("Default"))
        self.default_button.setToolTip(self.tr("Save replays in the program's data folder"))
        self.limit.setSpecialValueText(self.tr("Don't keep replays"))
        self.limit.setToolTip(
            self.tr(
                "Every game is saved; when a game starts, the oldest replays beyond this "
                "number are deleted"
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
