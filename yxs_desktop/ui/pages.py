"""The start page (new local game) and the result page."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.client.session import FinishedUpdate
from yxs_desktop.ui.i18n import content

MODES = ("identity5", "identity8", "identity5-simple")


class StartPage(QWidget):
    """New local game: mode, the extra hero choice, animation speed, seed."""

    start_requested = Signal(str, bool, float, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 28px; font-weight: bold; margin: 16px;")
        self.mode = QComboBox()
        self.extra = QCheckBox()
        self.speed = QDoubleSpinBox()
        self.speed.setRange(0.25, 50.0)
        self.speed.setSingleStep(0.25)
        self.speed.setValue(1.0)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.start_button = QPushButton()
        self.start_button.setObjectName("start")
        self.start_button.clicked.connect(self._start)
        self.form = QFormLayout()
        self.mode_label, self.extra_label = QLabel(), QLabel()
        self.speed_label, self.seed_label = QLabel(), QLabel()
        self.form.addRow(self.mode_label, self.mode)
        self.form.addRow(self.extra_label, self.extra)
        self.form.addRow(self.speed_label, self.speed)
        self.form.addRow(self.seed_label, self.seed)
        box = QVBoxLayout(self)
        box.addStretch(1)
        box.addWidget(self.title)
        row = QHBoxLayout()
        row.addStretch(1)
        inner = QVBoxLayout()
        inner.addLayout(self.form)
        inner.addWidget(self.start_button)
        row.addLayout(inner)
        row.addStretch(1)
        box.addLayout(row)
        box.addStretch(2)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Hero Kill"))
        current = self.mode.currentIndex()
        self.mode.clear()
        for mode in MODES:
            self.mode.addItem(content(f"mode.{mode}"), mode)
        self.mode.setCurrentIndex(max(current, 0))
        self.mode_label.setText(self.tr("Mode"))
        self.extra_label.setText(self.tr("One more hero to choose from"))
        self.speed_label.setText(self.tr("Animation speed"))
        self.seed_label.setText(self.tr("Game number (seed)"))
        self.start_button.setText(self.tr("New local game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _start(self) -> None:
        self.start_requested.emit(
            self.mode.currentData(), self.extra.isChecked(), self.speed.value(), self.seed.value()
        )


class ResultPage(QWidget):
    """The title of the result and every player's role, hero, kills and score."""

    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("result_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 32px; font-weight: bold; margin: 12px;")
        self.table = QTableWidget(0, 6)
        self.back = QPushButton()
        self.back.clicked.connect(self.back_requested.emit)
        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addWidget(self.table, 1)
        box.addWidget(self.back)
        self.result: FinishedUpdate | None = None
        self.retranslate()

    def show_result(self, result: FinishedUpdate, me: int | None) -> None:
        self.result = result
        self.me = me
        self.retranslate()

    def retranslate(self) -> None:
        self.back.setText(self.tr("Back to the start page"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Seat"), self.tr("Hero"), self.tr("Role"), self.tr("Result"),
             self.tr("Kills"), self.tr("Score")]
        )
        if self.result is None:
            self.title.setText("")
            return
        result = self.result
        self.title.setText(content(f"title.{result.title}"))
        players = result.record["players"]
        assert isinstance(players, list)
        self.table.setRowCount(len(players))
        for row, p in enumerate(players):
            name = content(f"hero.{p['hero_id']}.name") if p["hero_id"] else "?"
            seat = str(p["seat"]) + (" ★" if p["seat"] == self.me else "")
            won = content("result.win") if p["won"] else content("result.lose")
            cells = [seat, name, content(f"role.{p['role']}"), won, str(len(p["kills"])),
                     str(p["score"])]
            for col, value in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(value))
        self.table.resizeColumnsToContents()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
