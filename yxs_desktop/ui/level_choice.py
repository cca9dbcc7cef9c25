"""A choice of computer level: a combo box of the offered levels, weakest first, each
item named, with its description and what was measured of it in its tooltip; and the
per-seat dialog of the new-game page."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QWidget,
)

from yxs_desktop.ai.strength import REFERENCE
from yxs_desktop.client.seat_names import unnamed_seat
from yxs_desktop.ui.i18n import current_language
from yxs_desktop.ui.online.texts import (
    level_about,
    level_name,
    level_strength,
    level_strength_tip,
    offered_levels,
)


def level_tip(level: str) -> str:
    """A level's tooltip: its description, then every measure of its strength."""
    return "\n".join(part for part in (level_about(level), level_strength_tip(level)) if part)


def level_line(level: str, mode: str) -> str:
    """A level in one line for ``mode``: its description and what was measured there."""
    about = level_about(level)
    strength = level_strength(level, mode)
    return f"{about} · {strength}" if about else strength


def fill_levels(combo: QComboBox, levels: Sequence[str] | None = None) -> None:
    """(Re)fill ``combo`` with ``levels`` (default: the offered ones; their names, the level
    as each item's data) in the current language, keeping the one chosen."""
    levels = offered_levels() if levels is None else levels
    chosen = combo.currentData()
    blocked = combo.blockSignals(True)
    combo.clear()
    for level in levels:
        combo.addItem(level_name(level), level)
        combo.setItemData(combo.count() - 1, level_tip(level), Qt.ItemDataRole.ToolTipRole)
    index = combo.findData(chosen if chosen in levels else REFERENCE)
    combo.setCurrentIndex(max(index, 0))
    combo.blockSignals(blocked)
    fit_to_items(combo)


def fit_to_items(combo: QComboBox) -> None:
    """Make ``combo`` never narrower than its longest item, after its items changed: a
    combo keeps the least width it reckoned first (in the language it was first shown
    in), and a layout may squeeze it to that."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    combo.setMinimumWidth(combo.sizeHint().width())


def choose(combo: QComboBox, level: str) -> None:
    """Show ``level`` chosen in ``combo`` (one of its levels; another chooses Standard)."""
    index = combo.findData(level)
    combo.setCurrentIndex(index if index >= 0 else max(combo.findData(REFERENCE), 0))


class SeatLevelsDialog(QDialog):
    """Per seat…: one level for each computer seat of a new game, the seats named as the
    table names them ("Seat 2"/"2号位"); :meth:`levels` is the choice, one per seat (the
    person's own as it was given)."""

    def __init__(
        self, mode: str, person: int, levels: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("seat_levels_dialog")
        self.mode = mode
        self.person = person
        self._levels = list(levels)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.note)
        # seat → its combo box (every seat but the person's)
        self.combos: dict[int, QComboBox] = {}
        self.labels: dict[int, QLabel] = {}
        for seat, level in enumerate(self._levels):
            if seat == person:
                continue
            combo = QComboBox(self)
            combo.setObjectName(f"seat_level_{seat}")
            fill_levels(combo)
            choose(combo, level)
            self.combos[seat] = combo
            self.labels[seat] = QLabel(self)
            form.addRow(self.labels[seat], combo)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.retranslate()

    def levels(self) -> list[str]:
        """The level of each seat as chosen (the person's seat keeps the one given)."""
        return [
            str(self.combos[seat].currentData()) if seat in self.combos else level
            for seat, level in enumerate(self._levels)
        ]

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Computer players per seat"))
        you = unnamed_seat(self.person, current_language())
        self.note.setText(
            self.tr("You play %1; seats are numbered as at the table.").replace("%1", you)
        )
        for seat, combo in self.combos.items():
            self.labels[seat].setText(unnamed_seat(seat, current_language()))
            chosen = str(combo.currentData())
            fill_levels(combo)
            choose(combo, chosen)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
