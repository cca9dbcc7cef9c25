"""The result of a finished game, shown over the final table: who won, the title of the
result, every seat with its hero, role, state, kills and score, and the game number; with
Play again, Start page, and a button to hide the panel and look at the final table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.client.seat_names import seat_number
from yxs_desktop.client.session import FinishedUpdate
from yxs_desktop.ui import painting
from yxs_desktop.ui.i18n import content

# How dark the final table gets behind the panel (alpha of black, 0–255).
DIM = 120
# The panel's widest, and its margin to the edges of the table area.
PANEL_WIDTH = 820
MARGIN = 16
# Room around a cell's text in the seats' table, in pixels.
CELL_PADDING = 18

STYLE = """
QFrame#result_card {
    background: rgba(28, 16, 12, 235);
    border: 2px solid #f2c14e;
    border-radius: 14px;
}
QFrame#result_card QLabel { color: #fff4dc; background: transparent; }
QLabel#result_headline { font-size: 34px; font-weight: bold; }
QLabel#result_title { color: #f2c14e; font-size: 22px; font-weight: bold; }
QLabel#result_subtitle { font-size: 16px; }
QLabel#result_seed { font-size: 13px; }
QTableWidget#result_table {
    background: rgba(255, 244, 220, 12);
    color: #fff4dc;
    gridline-color: rgba(242, 193, 78, 60);
    border: none;
}
QFrame#result_card QPushButton {
    background: rgba(255, 244, 220, 22);
    color: #fff4dc;
    border: 1px solid rgba(242, 193, 78, 110);
    border-radius: 6px;
    padding: 4px 12px;
}
QFrame#result_card QPushButton:hover { background: rgba(255, 244, 220, 44); }
QFrame#result_card QPushButton:pressed { background: rgba(179, 23, 28, 200); }
QFrame#result_card QPushButton:default { border: 2px solid #f2c14e; }
QTableWidget#result_table QHeaderView::section {
    background: rgba(242, 193, 78, 40);
    color: #f2c14e;
    border: none;
    padding: 3px 6px;
}
"""


class ResultPanel(QWidget):
    """Covers the table area (``view``, its parent, whose size it follows) with the result
    of ``result``; ``me`` is the person's seat (None: a watched game). Its buttons row
    (:attr:`buttons`) gets "Watch the replay" when the game was recorded
    (:meth:`offer_replay`)."""

    play_again_requested = Signal()
    start_page_requested = Signal()
    watch_replay_requested = Signal()

    def __init__(self, view: QWidget, result: FinishedUpdate, me: int | None) -> None:
        super().__init__(view)
        self.setObjectName("result_panel")
        self.result = result
        self.me = me
        self.online = False  # set_online
        self.card = QFrame(self)
        self.card.setObjectName("result_card")
        self.card.setStyleSheet(STYLE)
        self.card.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        self.card.setMaximumWidth(PANEL_WIDTH)
        self.headline = self._label("result_headline")
        self.title = self._label("result_title")
        self.subtitle = self._label("result_subtitle")
        self.seed_line = self._label("result_seed")
        self.seed_line.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.table = QTableWidget(0, 7, self.card)
        self.table.setObjectName("result_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(True)
        self.play_again = QPushButton(self.card)
        self.play_again.setObjectName("play_again")
        self.play_again.setDefault(True)
        self.play_again.clicked.connect(self.play_again_requested.emit)
        self.start_page_button = QPushButton(self.card)
        self.start_page_button.setObjectName("to_start_page")
        self.start_page_button.clicked.connect(self.start_page_requested.emit)
        self.watch_replay = QPushButton(self.card)
        self.watch_replay.setObjectName("watch_replay")
        self.watch_replay.clicked.connect(self.watch_replay_requested.emit)
        self.watch_replay.hide()  # until offer_replay: only a recorded game has a replay
        self.hide_button = QPushButton(self.card)
        self.hide_button.setObjectName("hide_result")
        self.hide_button.clicked.connect(self.hide_result)
        # shown instead of the panel while it is hidden, in the table area's corner
        self.show_button = QPushButton(view)
        self.show_button.setObjectName("show_result")
        self.show_button.clicked.connect(self.show_result)
        self.show_button.hide()

        self.buttons = QHBoxLayout()
        self.buttons.addStretch(1)
        for button in (
            self.play_again,
            self.watch_replay,
            self.start_page_button,
            self.hide_button,
        ):
            self.buttons.addWidget(button)
        self.buttons.addStretch(1)
        inner = QVBoxLayout(self.card)
        inner.setContentsMargins(24, 16, 24, 16)
        inner.setSpacing(8)
        for label in (self.headline, self.title, self.subtitle):
            inner.addWidget(label)
        inner.addWidget(self.table)
        inner.addWidget(self.seed_line)
        inner.addLayout(self.buttons)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        outer.addWidget(self.card, 0, Qt.AlignmentFlag.AlignCenter)

        view.installEventFilter(self)
        self.setGeometry(view.rect())
        self.retranslate()
        self.raise_()
        self.show()

    def offer_replay(self) -> None:
        """Show "Watch the replay": the game was recorded."""
        self.watch_replay.show()

    def set_online(self) -> None:
        """The game was played on a server: Play again goes back to its room and the start
        page button to the lobby (and there is no game number to type)."""
        self.online = True
        self.retranslate()

    def _label(self, name: str) -> QLabel:
        label = QLabel(self.card)
        label.setObjectName(name)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        return label

    # ------------------------------------------------------------------ hide and show
    def hide_result(self) -> None:
        """Hide the panel to look at the final table; a button brings it back."""
        self.hide()
        self.show_button.adjustSize()
        self.show_button.move(MARGIN, MARGIN)
        self.show_button.show()
        self.show_button.raise_()

    def show_result(self) -> None:
        """Show the panel again."""
        self.show_button.hide()
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        view = self.parentWidget()
        if event.type() == QEvent.Type.Resize and view is not None and watched is view:
            self.setGeometry(view.rect())
        return super().eventFilter(watched, event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(0, 0, 0, DIM))  # the final table, dimmed

    # ------------------------------------------------------------------ the result
    def _players(self) -> list[dict]:
        players = self.result.record.get("players", [])
        assert isinstance(players, list)
        return players

    def teams_shown(self) -> bool:
        """Whether the result has teams (the 3v3 modes): then a team column is shown."""
        return any(p.get("team") for p in self._players())

    def _mine(self) -> dict | None:
        players = self._players()
        if self.me is not None and 0 <= self.me < len(players):
            return players[self.me]
        return None

    def _winning_side(self) -> str:
        """Which side won, in words (the headline of a watched game)."""
        sides = {
            "lord": self.tr("The Lord and the Loyalists win"),
            "rebel": self.tr("The Rebels win"),
            "renegade": self.tr("The Renegade wins"),
            "A": content("title.team_a"),
            "B": content("title.team_b"),
            "draw": self.tr("A draw: nobody wins"),
        }
        return sides.get(self.result.result, content(f"title.{self.result.title}"))

    def _subtitle(self, mine: dict | None) -> str:
        """Under the title: for the person in 3v3, whether their team won; for the person
        in the identity modes, which side won; nothing in a watched game (the headline
        says it)."""
        if mine is None:
            return ""
        if not self.teams_shown():
            return self._winning_side()
        team = content(f"team.{mine['team']}")
        if self.result.result == "draw":
            return self.tr("A draw: no team wins")
        if mine["won"]:
            return self.tr("Your team (%1) wins").replace("%1", team)
        return self.tr("Your team (%1) loses").replace("%1", team)

    def retranslate(self) -> None:
        self.play_again.setText(self.tr("Play again"))
        self.play_again.setToolTip(
            self.tr("A new game with the same settings (the same game number if you typed one)")
        )
        self.watch_replay.setText(self.tr("Watch the replay"))
        self.watch_replay.setToolTip(
            self.tr("The game again from the start, from any seat, step by step")
        )
        self.start_page_button.setText(self.tr("Start page"))
        if self.online:
            self.play_again.setText(self.tr("Back to the room"))
            self.play_again.setToolTip(self.tr("Get ready for the room's next game"))
            self.start_page_button.setText(self.tr("Lobby"))
        self.hide_button.setText(self.tr("Look at the table"))
        self.show_button.setText(self.tr("Show the result"))
        result = self.result
        mine = self._mine()
        if mine is None:
            self.headline.setText(self._winning_side())
        elif result.result == "draw":
            self.headline.setText(content("title.draw"))
        else:
            self.headline.setText(content("result.win" if mine["won"] else "result.lose"))
        self.title.setText(content(f"title.{result.title}"))
        # a team's win is its title ("Team A wins"): said once
        self.title.setVisible(self.title.text() != self.headline.text())
        subtitle = self._subtitle(mine)
        self.subtitle.setText(subtitle)
        self.subtitle.setVisible(bool(subtitle))
        seed = result.record.get("seed")
        self.seed_line.setVisible(seed is not None)  # a server does not tell its seed
        self.seed_line.setText(
            self.tr("Game number %1: type it on the start page to play this game again").replace(
                "%1", str(seed)
            )
        )
        self._fill_table()

    def _fill_table(self) -> None:
        teams = self.teams_shown()
        headers = [
            self.tr("Seat"),
            self.tr("Hero"),
            self.tr("Role"),
            self.tr("State"),
            self.tr("Result"),
            self.tr("Kills"),
            self.tr("Score"),
        ]
        if teams:
            headers.insert(1, self.tr("Team"))
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        players = self._players()
        self.table.setRowCount(len(players))
        for row, p in enumerate(players):
            name = content(f"hero.{p['hero_id']}.name") if p["hero_id"] else "?"
            seat = str(seat_number(p["seat"])) + (" ★" if p["seat"] == self.me else "")
            role = content(f"role.{p['role']}") if p["role"] else "?"
            state = self.tr("Alive") if p.get("alive") else self.tr("Dead")
            won = content("result.win") if p["won"] else content("result.lose")
            cells = [seat, name, role, state, won, str(len(p["kills"])), str(p["score"])]
            if teams:
                cells.insert(1, content(f"team.{p['team']}") if p.get("team") else "")
            for col, value in enumerate(cells):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if teams and col == 1 and p.get("team") in painting.TEAM_COLORS:
                    item.setForeground(QBrush(QColor(painting.TEAM_COLORS[p["team"]][0])))
                elif not p.get("alive"):
                    item.setForeground(QBrush(QColor(255, 244, 220, 130)))
                if p["seat"] == self.me:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        for col in range(self.table.columnCount()):
            self.table.setColumnWidth(col, self.table.columnWidth(col) + CELL_PADDING)
        self.table.resizeRowsToContents()
        # as large as its cells (8 rows at most): every seat in view, no scroll bars
        header = self.table.horizontalHeader()
        frame = 2 * self.table.frameWidth()
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(header.sizeHint().height() + rows + frame)
        columns = sum(self.table.columnWidth(c) for c in range(self.table.columnCount()))
        self.table.setMinimumWidth(columns + frame)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
