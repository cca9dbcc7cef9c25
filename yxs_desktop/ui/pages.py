"""The start page (new local game) and the result page."""

from __future__ import annotations

import secrets

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QBrush, QColor
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
from yxs_desktop.ui import painting
from yxs_desktop.ui.i18n import content

MODES = ("identity5", "identity8", "identity5-simple", "3v3-casual", "3v3-competitive")
# Modes whose hero choice can offer one more hero (the identity modes); the 3v3 modes
# pick from team pools or a shared draft.
EXTRA_CHOICE_MODES = frozenset({"identity5", "identity8", "identity5-simple"})
#: The time limits a person may choose for each decision, in seconds (0: none, the
#: default in a game against the computer).
TIME_LIMITS = (0, 15, 30, 60)
#: The seed box's value that means "a new random game" (shown as its special text).
RANDOM_SEED = -1


def new_seed() -> int:
    """A fresh game number: every new game is a new game unless one is typed."""
    return secrets.randbelow(2_000_000_000)


class StartPage(QWidget):
    """New local game: mode, the extra hero choice, animation speed, the time limit per
    decision and the game number (random unless one is typed)."""

    #: mode, extra hero choice, animation speed, seed, seconds per decision (0: no limit)
    start_requested = Signal(str, bool, float, int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 28px; font-weight: bold; margin: 16px;")
        self.mode = QComboBox()
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.extra = QCheckBox()
        self.speed = QDoubleSpinBox()
        self.speed.setRange(0.25, 50.0)
        self.speed.setSingleStep(0.25)
        self.speed.setValue(1.0)
        self.time_limit = QComboBox()
        self.seed = QSpinBox()
        self.seed.setRange(RANDOM_SEED, 2_000_000_000)
        self.seed.setValue(RANDOM_SEED)
        self.start_button = QPushButton()
        self.start_button.setObjectName("start")
        self.start_button.clicked.connect(self._start)
        self.form = QFormLayout()
        self.mode_label, self.extra_label = QLabel(), QLabel()
        self.speed_label, self.seed_label = QLabel(), QLabel()
        self.time_label = QLabel()
        self.form.addRow(self.mode_label, self.mode)
        self.form.addRow(self.extra_label, self.extra)
        self.form.addRow(self.speed_label, self.speed)
        self.form.addRow(self.time_label, self.time_limit)
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
        self.seed.setSpecialValueText(self.tr("Random"))
        self.seed.setToolTip(self.tr("Type a number to play that game again; Random: a new one"))
        self.time_label.setText(self.tr("Time per decision"))
        chosen = self.time_limit.currentIndex()
        self.time_limit.clear()
        for seconds in TIME_LIMITS:
            label = self.tr("%1 s").replace("%1", str(seconds)) if seconds else self.tr("No limit")
            self.time_limit.addItem(label, seconds)
        self.time_limit.setCurrentIndex(max(chosen, 0))
        self.start_button.setText(self.tr("New local game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def select_mode(self, mode: str) -> None:
        """Choose ``mode`` (a key of :data:`MODES`) in the mode box."""
        self.mode.setCurrentIndex(MODES.index(mode))

    def _mode_changed(self) -> None:
        mode = self.mode.currentData()
        self.extra.setEnabled(mode in EXTRA_CHOICE_MODES)
        self.extra_label.setEnabled(mode in EXTRA_CHOICE_MODES)

    def _start(self) -> None:
        mode = self.mode.currentData()
        extra = self.extra.isChecked() and mode in EXTRA_CHOICE_MODES
        seed = self.seed.value()
        if seed == RANDOM_SEED:
            seed = new_seed()
        limit = int(self.time_limit.currentData() or 0)
        self.start_requested.emit(mode, extra, self.speed.value(), seed, limit)


class ResultPage(QWidget):
    """The title of the result and every player's team (3v3), role, hero, kills and score;
    in the 3v3 modes a line under the title says whether the person's team won."""

    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setObjectName("result_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 32px; font-weight: bold; margin: 12px;")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("result_subtitle")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setStyleSheet("font-size: 18px; margin-bottom: 8px;")
        self.seed_line = QLabel()
        self.seed_line.setObjectName("result_seed")
        self.seed_line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.seed_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = QTableWidget(0, 6)
        self.back = QPushButton()
        self.back.clicked.connect(self.back_requested.emit)
        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addWidget(self.subtitle)
        box.addWidget(self.table, 1)
        box.addWidget(self.seed_line)
        box.addWidget(self.back)
        self.result: FinishedUpdate | None = None
        self.me: int | None = None
        self.retranslate()

    def show_result(self, result: FinishedUpdate, me: int | None) -> None:
        """Show ``result``; ``me`` is the person's seat (None: a watched game)."""
        self.result = result
        self.me = me
        self.retranslate()

    def _players(self) -> list[dict]:
        players = self.result.record["players"] if self.result is not None else []
        assert isinstance(players, list)
        return players

    def teams_shown(self) -> bool:
        """Whether the result has teams (the 3v3 modes): then a team column is shown."""
        return any(p.get("team") for p in self._players())

    def retranslate(self) -> None:
        self.back.setText(self.tr("Back to the start page"))
        teams = self.teams_shown()
        headers = [
            self.tr("Seat"),
            self.tr("Hero"),
            self.tr("Role"),
            self.tr("Result"),
            self.tr("Kills"),
            self.tr("Score"),
        ]
        if teams:
            headers.insert(1, self.tr("Team"))
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.subtitle.setText("")
        self.subtitle.setVisible(False)
        if self.result is None:
            self.title.setText("")
            self.seed_line.setText("")
            return
        result = self.result
        self.title.setText(content(f"title.{result.title}"))
        seed = result.record.get("seed")
        self.seed_line.setText(
            self.tr("Game number %1: type it on the start page to play this game again").replace(
                "%1", str(seed)
            )
        )
        players = self._players()
        self.table.setRowCount(len(players))
        for row, p in enumerate(players):
            name = content(f"hero.{p['hero_id']}.name") if p["hero_id"] else "?"
            seat = str(p["seat"]) + (" ★" if p["seat"] == self.me else "")
            won = content("result.win") if p["won"] else content("result.lose")
            role = content(f"role.{p['role']}") if p["role"] else "?"
            cells = [seat, name, role, won, str(len(p["kills"])), str(p["score"])]
            if teams:
                cells.insert(1, content(f"team.{p['team']}") if p.get("team") else "")
            for col, value in enumerate(cells):
                item = QTableWidgetItem(value)
                if teams and col == 1 and p.get("team") in painting.TEAM_COLORS:
                    item.setForeground(QBrush(QColor(painting.TEAM_COLORS[p["team"]][0])))
                self.table.setItem(row, col, item)
        if teams and self.me is not None and 0 <= self.me < len(players):
            mine = players[self.me]
            team = content(f"team.{mine['team']}")
            if result.result == "draw":
                line = self.tr("A draw: no team wins")
            elif mine["won"]:
                line = self.tr("Your team (%1) wins").replace("%1", team)
            else:
                line = self.tr("Your team (%1) loses").replace("%1", team)
            self.subtitle.setText(line)
            self.subtitle.setVisible(True)
        self.table.resizeColumnsToContents()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
