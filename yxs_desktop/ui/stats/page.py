"""The statistics page: the figures of the saved games in the replay folder, as
``yxs stats`` prints them (:mod:`yxs_desktop.replay.stats`), shown as plots with a table of
the exact figures beside each.

At the top the overall figures, whose games are counted (the person's, every player's —
the person's and the computer players' alike — or one seat's) and the period (day or
week); then games and win rate per mode, role and hero, and over time. The folder is read
in a worker thread (:class:`~yxs_desktop.ui.stats.reader.FolderReader`) each time the page
is shown; the choices only regroup what was read. The plots (:mod:`.plots`, our
own widgets painted with QPainter) are made when the page is first shown, which is when
their module is imported.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.client.seat_names import unnamed_seat
from yxs_desktop.replay.messages import message
from yxs_desktop.replay.stats import (
    ALL_SEATS,
    PERSON,
    Figures,
    Folder,
    NotAFolder,
    Per,
    Skipped,
    Stats,
)
from yxs_desktop.replay.stats_text import Group, group_name
from yxs_desktop.ui.i18n import current_language
from yxs_desktop.ui.stats.reader import FolderReader

if TYPE_CHECKING:
    from yxs_desktop.replay.stats import Whose
    from yxs_desktop.ui.stats.plots import GroupPlot, TimePlot

#: The seats one may choose to count (identity8 has the most: 8, numbered from 0).
SEATS = 8
#: The heroes drawn until "Show all" is ticked (most games first).
TOP_HEROES = 15
PERIODS: tuple[Per, ...] = ("week", "day")
PLOT_HEIGHT = 230
TABLE_WIDTH = 380
#: What a folder that cannot be read says (``NotAFolder.reason``), as ``yxs stats`` says it.
REASONS = {"no such folder": "stats.no_such_folder", "not a folder": "stats.a_file"}
#: The sections of figures, by group.
Section = Literal["mode", "role", "hero", "time"]


def rate_text(figures: Figures) -> str:
    """A win rate as the tables show it (``50.0%``)."""
    return f"{figures.win_rate * 100:.1f}%"


def score_text(figures: Figures) -> str:
    """A mean score as the tables show it (``1.25``)."""
    return f"{figures.mean_score:.2f}"


class FigureTable(QTableWidget):
    """The exact figures beside a plot: a name, games, wins, win rate and mean score per
    row, read-only."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(0, 5, parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, 5):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.setFixedWidth(TABLE_WIDTH)

    def show_rows(self, head: Sequence[str], rows: Sequence[tuple[str, Figures]]) -> None:
        """One row per named set of figures, under ``head``."""
        self.setHorizontalHeaderLabels(list(head))
        self.setRowCount(len(rows))
        for row, (name, figures) in enumerate(rows):
            cells = (name, str(figures.games), str(figures.wins))
            for column, value in enumerate((*cells, rate_text(figures), score_text(figures))):
                item = QTableWidgetItem(value)
                if column:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.setItem(row, column, item)

    def cells(self) -> list[list[str]]:
        """The table's texts, row by row."""
        return [
            [cell.text() if (cell := self.item(row, column)) else "" for column in range(5)]
            for row in range(self.rowCount())
        ]


class FigureSection(QGroupBox):
    """One group of figures (by mode, role, hero, or over time): a plot, its table beside."""

    def __init__(self, plot: GroupPlot | TimePlot, parent: QWidget) -> None:
        super().__init__(parent)
        self.plot = plot
        plot.setParent(self)
        plot.setMinimumHeight(PLOT_HEIGHT)
        plot.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.table = FigureTable(self)
        self.row = QHBoxLayout()
        self.row.addWidget(plot, 1)
        self.row.addWidget(self.table, 0, Qt.AlignmentFlag.AlignTop)
        self.box = QVBoxLayout(self)
        self.box.addLayout(self.row)

    def fit_table(self) -> None:
        """The table as high as the plot beside it (its rows scroll beyond that)."""
        self.table.setFixedHeight(max(self.plot.minimumHeight(), PLOT_HEIGHT))


class StatsPage(QWidget):
    """The statistics of the replays in ``folder`` (see the module's docstring).
    :attr:`back_requested`: the person asks for the start page; :attr:`shown`: the figures
    of the last read of the folder are on screen."""

    back_requested = Signal()
    shown = Signal()

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stats_page")
        self.folder = folder
        self.read: Folder | None = None  # what the last read of the folder found
        self.stats: Stats | None = None  # the figures on screen
        self.error: NotAFolder | None = None
        self.sections: dict[Section, FigureSection] = {}
        self.group_plots: dict[Group, GroupPlot] = {}  # made when first shown, as sections
        self.time_plot: TimePlot | None = None
        self.reader = FolderReader(self)
        self.reader.read.connect(self._read)
        self.reader.failed.connect(self._failed)
        self._reading = 0  # the files being read, for the message

        self.title = QLabel(self)
        self.title.setObjectName("stats_title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.reread_button = QPushButton(self)
        self.reread_button.clicked.connect(self.refresh)
        self.back_button = QPushButton(self)
        self.back_button.clicked.connect(self.back_requested)
        top = QHBoxLayout()
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.reread_button)
        top.addWidget(self.back_button)

        self.folder_label = QLabel(self)
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.status = QLabel(self)
        self.status.setWordWrap(True)

        self.whose_label = QLabel(self)
        self.whose = QComboBox(self)
        self.whose_choices: list[Whose] = [PERSON, ALL_SEATS, *range(SEATS)]
        self.whose_label.setBuddy(self.whose)
        self.per_label = QLabel(self)
        self.per = QComboBox(self)
        self.per_label.setBuddy(self.per)
        for _ in self.whose_choices:
            self.whose.addItem("")
        for _ in PERIODS:
            self.per.addItem("")
        self.whose.currentIndexChanged.connect(self.show_figures)
        self.per.currentIndexChanged.connect(self.show_figures)
        choices = QHBoxLayout()
        choices.addWidget(self.whose_label)
        choices.addWidget(self.whose)
        choices.addSpacing(16)
        choices.addWidget(self.per_label)
        choices.addWidget(self.per)
        choices.addStretch(1)

        self.games_label, self.wins_label = QLabel(self), QLabel(self)
        self.rate_label, self.score_label = QLabel(self), QLabel(self)
        overall = QHBoxLayout()
        for label in self.overall_labels():
            bold = label.font()
            bold.setBold(True)
            bold.setPointSizeF(bold.pointSizeF() * 1.2)
            label.setFont(bold)
            overall.addWidget(label)
            overall.addSpacing(24)
        overall.addStretch(1)

        self.message = QLabel(self)  # an empty folder, or no game to count
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setObjectName("stats_message")
        self.all_heroes = QCheckBox(self)
        self.all_heroes.toggled.connect(self.show_figures)
        self.content = QWidget(self)
        self.content_box = QVBoxLayout(self.content)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidget(self.content)

        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self.folder_label)
        box.addWidget(self.status)
        box.addLayout(choices)
        box.addLayout(overall)
        box.addWidget(self.message, 1)
        box.addWidget(self.scroll_area, 100)
        self.message.hide()
        self.scroll_area.hide()
        self.retranslate()

    # ------------------------------------------------------------------ reading
    def refresh(self) -> None:
        """Read the folder again (in the worker thread), with a message while it reads."""
        from yxs_desktop.replay.stats import replay_files

        try:
            self._reading = len(replay_files(self.folder))
        except NotAFolder:
            self._reading = 0
        self.reread_button.setEnabled(False)
        self.reader.start(self.folder)
        self._show_status()

    def set_folder(self, folder: Path) -> None:
        """Show the replays of ``folder`` from now on (read when the page is next shown)."""
        self.folder = folder
        self._show_folder()

    def reading(self) -> bool:
        """Whether the folder is being read."""
        return self.reader.busy()

    def _read(self, folder: Folder) -> None:
        self.read, self.error = folder, None
        self.reread_button.setEnabled(True)
        self.show_figures()
        self.shown.emit()

    def _failed(self, error: NotAFolder) -> None:
        # a folder that does not exist yet is one where no game has been saved
        exists = error.path.exists()
        self.read = None if exists else Folder(0, [], Skipped())
        self.error = error if exists else None
        self.reread_button.setEnabled(True)
        self.show_figures()
        self.shown.emit()

    # ------------------------------------------------------------------ choices
    def chosen_whose(self) -> Whose:
        """Whose games are counted: :data:`PERSON`, :data:`ALL_SEATS` or a seat number."""
        return self.whose_choices[max(self.whose.currentIndex(), 0)]

    def chosen_per(self) -> Per:
        """The period of the figures over time: ``"day"`` or ``"week"``."""
        return PERIODS[max(self.per.currentIndex(), 0)]

    def choose(self, whose: Whose | None = None, per: Per | None = None) -> None:
        """Choose whose games are counted and the period, as the choice boxes do."""
        if whose is not None:
            self.whose.setCurrentIndex(self.whose_choices.index(whose))
        if per is not None:
            self.per.setCurrentIndex(PERIODS.index(per))

    # ------------------------------------------------------------------ showing
    def overall_labels(self) -> list[QLabel]:
        return [self.games_label, self.wins_label, self.rate_label, self.score_label]

    def show_figures(self) -> None:
        """Show the figures of what was read for the choices (and the current language)."""
        read = self.read
        if read is None and self.error is None:
            self._show_status()
            return  # nothing read yet
        stats = read.stats(self.chosen_whose(), self.chosen_per()) if read is not None else None
        self.stats = stats
        self._show_status()
        if stats is None or not stats.games:
            for label in self.overall_labels():
                label.clear()
            self.scroll_area.hide()
            self.message.setText(self._no_figures(stats))
            self.message.show()
            return
        self.message.hide()
        self.scroll_area.show()
        overall = stats.overall
        self.games_label.setText(self.tr("Games: %1").replace("%1", str(overall.games)))
        self.wins_label.setText(self.tr("Wins: %1").replace("%1", str(overall.wins)))
        self.rate_label.setText(self.tr("Win rate: %1").replace("%1", rate_text(overall)))
        self.score_label.setText(self.tr("Mean score: %1").replace("%1", score_text(overall)))
        if self.sections:
            self._show_groups(stats)

    def _no_figures(self, stats: Stats | None) -> str:
        if self.error is not None:
            reason = self.error.reason  # the system's words, but for the two cases we know
            key = REASONS.get(reason)
            if key is not None:
                reason = message(key, current_language())
            return self.tr("The replay folder cannot be read: %1").replace("%1", reason)
        if stats is None or stats.files == 0:
            return self.tr(
                "No saved games yet. Every game you play is saved here automatically, and "
                "its figures will show on this page."
            )
        whose = self.chosen_whose()
        if stats.uncounted and whose == PERSON:
            return self.tr(
                "You played in none of the saved games. To see the computer players' games, "
                "choose every player or one seat under Whose games."
            )
        if stats.uncounted and isinstance(whose, int):
            return self.tr("None of the saved games had a %1: their tables were smaller.").replace(
                "%1", self._seat_name(whose)
            )
        return self.tr("None of the saved games was played to its end.")

    def _show_groups(self, stats: Stats) -> None:
        lang = current_language()
        heads = {
            "mode": self.tr("Mode"),
            "role": self.tr("Role"),
            "hero": self.tr("Hero"),
        }
        groups: dict[Group, dict[str, Figures]] = {
            "mode": stats.by_mode,
            "role": stats.by_role,
            "hero": stats.by_hero,
        }
        for kind, figures in groups.items():
            rows = [(group_name(kind, key, lang), f) for key, f in figures.items()]
            self.sections[kind].table.show_rows(self._head(heads[kind]), rows)
            if kind == "hero" and not self.all_heroes.isChecked():
                rows = rows[:TOP_HEROES]
            self.group_plots[kind].show_groups(
                [name for name, _ in rows],
                [f.games for _, f in rows],
                [f.win_rate * 100 for _, f in rows],
                total=stats.overall.games,
            )
        self.all_heroes.setVisible(len(stats.by_hero) > TOP_HEROES)
        self.all_heroes.setText(
            self.tr("Show all %1 heroes").replace("%1", str(len(stats.by_hero)))
        )
        day = stats.per == "day"
        time = self.sections["time"]
        periods = stats.over_time
        time.table.show_rows(
            self._head(self.tr("Day") if day else self.tr("Week of")),
            [(p.start.isoformat(), p.figures) for p in periods],
        )
        time.setTitle(self.tr("Per day") if day else self.tr("Per week"))
        for section in self.sections.values():
            section.fit_table()
        if self.time_plot is not None:
            self.time_plot.show_periods(
                [p.start for p in periods],
                1 if day else 7,
                [p.figures.games for p in periods],
                [p.figures.win_rate * 100 for p in periods],
            )

    def _head(self, first: str) -> list[str]:
        return [
            first,
            self.tr("Games"),
            self.tr("Wins"),
            self.tr("Win rate"),
            self.tr("Mean score"),
        ]

    def _show_folder(self) -> None:
        self.folder_label.setText(self.tr("Replays in %1").replace("%1", str(self.folder)))

    def _show_status(self) -> None:
        if self.reading():
            self.status.setText(self.tr("Reading %1 replays…").replace("%1", str(self._reading)))
            return
        read = self.read
        if read is None or read.files == 0:
            self.status.clear()
            return
        skipped = read.skipped
        # each part after the first begins with its separator ("; ", "；")
        text = self.tr("%1 replay files").replace("%1", str(read.files))
        if skipped.count:
            text += (
                self.tr("; %1 skipped (%2 damaged, %3 unfinished)")
                .replace("%1", str(skipped.count))
                .replace("%2", str(len(skipped.damaged)))
                .replace("%3", str(len(skipped.unfinished)))
            )
        stats = self.stats
        whose = self.chosen_whose()
        if stats is not None and stats.uncounted and whose != ALL_SEATS:
            left_out = str(len(stats.uncounted))
            if isinstance(whose, int):
                part = self.tr("; games without a %2, not counted: %1").replace(
                    "%2", self._seat_name(whose)
                )
            else:
                part = self.tr("; games without you (computer games), not counted: %1")
            text += part.replace("%1", left_out)
        self.status.setText(text)

    def _build_sections(self) -> None:
        """The plots and their tables (:mod:`.plots` is imported here, the first time
        the page is shown)."""
        from yxs_desktop.ui.stats.plots import GroupPlot, TimePlot

        self.group_plots = {
            "mode": GroupPlot(self.content, horizontal=True),  # the modes' names are long
            "role": GroupPlot(self.content),
            "hero": GroupPlot(self.content, horizontal=True),
        }
        self.time_plot = TimePlot(self.content)
        plots: list[tuple[Section, GroupPlot | TimePlot]] = [
            *self.group_plots.items(),
            ("time", self.time_plot),
        ]
        for kind, plot in plots:
            section = FigureSection(plot, self.content)
            self.sections[kind] = section
            self.content_box.addWidget(section)
        self.sections["hero"].box.addWidget(self.all_heroes, 0, Qt.AlignmentFlag.AlignLeft)
        self.content_box.addStretch(1)
        self._title_sections()

    def _title_sections(self) -> None:
        titles: dict[Group, str] = {
            "mode": self.tr("By mode"),
            "role": self.tr("By role"),
            "hero": self.tr("By hero"),
        }
        for kind, title in titles.items():
            section = self.sections[kind]
            section.setTitle(title)
            if self.group_plots[kind].horizontal:  # one axis, in per cent
                section.plot.set_titles(
                    self.tr("Share of the games (%)"),
                    self.tr("Win rate (%)"),
                    value=self.tr("Per cent"),
                )
            else:
                section.plot.set_titles(self.tr("Games"), self.tr("Win rate (%)"))
        self.sections["time"].plot.set_titles(
            self.tr("Games"), self.tr("Win rate (%)"), self.tr("Date")
        )

    # ------------------------------------------------------------------ Qt
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self.sections:
            self._build_sections()
        if not event.spontaneous():  # shown by the program, not uncovered: read again
            self.refresh()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Statistics"))
        self.reread_button.setText(self.tr("Read again"))
        self.reread_button.setToolTip(self.tr("Read the replay folder again"))
        self.back_button.setText(self.tr("Start page"))
        self.whose_label.setText(self.tr("Whose games"))
        for index, whose in enumerate(self.whose_choices):
            if whose == PERSON:
                name = self.tr("Your games")
            elif whose == ALL_SEATS:
                name = self.tr("Every player's games, yours and the computers'")
            else:
                name = self._seat_name(whose)
            self.whose.setItemText(index, name)
        self.per_label.setText(self.tr("Period"))
        self.per.setItemText(PERIODS.index("week"), self.tr("Per week"))
        self.per.setItemText(PERIODS.index("day"), self.tr("Per day"))
        self._show_folder()
        if self.sections:
            self._title_sections()
        self.show_figures()

    def _seat_name(self, seat: int) -> str:
        """A seat as the table names it before the heroes: "Seat 3"/"3号位" (seat 2)."""
        return unnamed_seat(seat, current_language())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
