"""The pace of the table's animations as a person chooses it: slow, normal, fast or very
fast, kept as the ``animation_speed`` setting (a factor of the normal speed)."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QComboBox, QWidget

#: The named paces and their speed factors, slowest first.
PACES: Final[tuple[tuple[str, float], ...]] = (
    ("slow", 0.6),
    ("normal", 1.0),
    ("fast", 2.0),
    ("very_fast", 5.0),
)


def pace_name(name: str) -> str:
    """The pace ``name`` (a key of :data:`PACES`) in the current language."""
    names = {
        "slow": QCoreApplication.translate("PaceBox", "Slow"),
        "normal": QCoreApplication.translate("PaceBox", "Normal"),
        "fast": QCoreApplication.translate("PaceBox", "Fast"),
        "very_fast": QCoreApplication.translate("PaceBox", "Very fast"),
    }
    return names[name]


class PaceBox(QComboBox):
    """A choice of :data:`PACES`. A speed the settings hold that is none of them (set by
    an older version, or a test) is offered as it is ("×25")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        for name, speed in PACES:
            self.addItem(pace_name(name), speed)
        self.setValue(1.0)

    def value(self) -> float:
        """The chosen speed factor."""
        return float(self.currentData())

    def setValue(self, speed: float) -> None:
        """Choose the pace of ``speed``, adding it as its own entry if it is not named."""
        index = self.findData(speed)
        if index < 0:
            self._drop_unnamed()
            self.addItem(f"×{speed:g}", speed)
            index = self.count() - 1
        self.setCurrentIndex(index)

    def _drop_unnamed(self) -> None:
        while self.count() > len(PACES):
            self.removeItem(self.count() - 1)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            for index, (name, _) in enumerate(PACES):
                self.setItemText(index, pace_name(name))
        super().changeEvent(event)
