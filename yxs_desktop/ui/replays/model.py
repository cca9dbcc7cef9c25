"""The Replays page's table: one row per replay file (:class:`ReplayTable`), and the view of
it that the page's filters and sorting make (:class:`ReplayFilter`).

Each cell has its text in the current language and a sort key (:data:`SORT_ROLE`) that
orders it as what it is: dates as times, lengths as numbers. Damaged files are listed
greyed, with what is wrong as their tooltip. The name cell is editable: editing it renames
the file (refusals reach the page through :attr:`ReplayTable.refused`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor

from yxs_desktop.client.replay_files import ReplayFileError, ReplayFiles
from yxs_desktop.client.replay_index import Summary
from yxs_desktop.replay.format import SUFFIX
from yxs_desktop.ui.i18n import content, current_language

DATE, NAME, MODE, HERO, ROLE, RESULT, LENGTH = range(7)
COLUMNS: Final = 7
#: A cell's sort key: a number or a string, never both in one column.
SORT_ROLE: Final = Qt.ItemDataRole.UserRole + 1
#: A row's file (a ``Path``), on every cell.
PATH_ROLE: Final = Qt.ItemDataRole.UserRole + 2
_GREY: Final = QColor(128, 128, 128)
_Index = QModelIndex | QPersistentModelIndex


class ReplayTable(QAbstractTableModel):
    """The summaries of the replays of a folder (:meth:`set_summaries`), one per row."""

    #: A rename was refused: the message, in the current language.
    refused = Signal(str)
    #: A file was renamed: its new path.
    renamed = Signal(Path)

    def __init__(self, folder: Path, parent: QObject) -> None:
        super().__init__(parent)
        self.folder = folder
        self.summaries: list[Summary] = []
        self.keys: list[tuple[float | str, ...]] = []  # each row's sort keys, by column

    def set_summaries(self, folder: Path, summaries: list[Summary]) -> None:
        self.beginResetModel()
        self.folder = folder
        self.summaries = summaries
        self._make_keys()
        self.endResetModel()

    def _make_keys(self) -> None:
        # made once: sorting a thousand rows asks for about twenty thousand keys
        self.keys = [
            tuple(self.sort_key(summary, column) for column in range(COLUMNS))
            for summary in self.summaries
        ]

    def path(self, row: int) -> Path:
        return self.folder / self.summaries[row].name

    def retranslate(self) -> None:
        """Show every text anew in the current language."""
        self._make_keys()  # the texts' order is the language's
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, COLUMNS - 1)
        if self.summaries:
            last = self.index(len(self.summaries) - 1, COLUMNS - 1)
            self.dataChanged.emit(self.index(0, 0), last)

    # ------------------------------------------------------------------ the model
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.summaries)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            self.tr("Date"),
            self.tr("Name"),
            self.tr("Mode"),
            self.tr("Hero"),
            self.tr("Role"),
            self.tr("Result"),
            self.tr("Length"),
        )[section]

    def flags(self, index: _Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.column() == NAME:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        summary = self.summaries[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if role == Qt.ItemDataRole.EditRole and column == NAME:
                return _stem(summary.name)
            return self.text(summary, column)
        if role == SORT_ROLE:
            return self.keys[index.row()][column]
        if role == PATH_ROLE:
            return self.folder / summary.name
        if role == Qt.ItemDataRole.ToolTipRole:
            if summary.damage is not None:
                return summary.damage.text(current_language())
            if column == LENGTH:
                return (
                    self.tr("%1 turns, %2 events")
                    .replace("%1", str(summary.turns))
                    .replace("%2", str(summary.events))
                )
            return None
        if role == Qt.ItemDataRole.ForegroundRole and summary.damaged:
            return _GREY
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != NAME or not index.isValid():
            return False
        path = self.path(index.row())
        try:
            new = ReplayFiles(self.folder).rename(path, str(value))
        except ReplayFileError as error:
            self.refused.emit(error.text(current_language()))
            return False
        if new != path:
            self.renamed.emit(new)
        return True

    # ------------------------------------------------------------------ texts
    def text(self, summary: Summary, column: int) -> str:
        """The text of ``summary``'s cell in ``column``, in the current language."""
        if column == NAME:
            return _stem(summary.name)
        if summary.damage is not None:
            return self.tr("Damaged") if column == RESULT else ""
        if column == DATE:
            played = summary.played
            return played.astimezone().strftime("%Y-%m-%d %H:%M") if played else ""
        if column == MODE:
            return _content(f"mode.{summary.mode}", summary.mode)
        if column == HERO:
            return _content(f"hero.{summary.hero}.name", summary.hero) if summary.hero else ""
        if column == ROLE:
            return _content(f"role.{summary.role}", summary.role) if summary.role else ""
        if column == RESULT:
            return self.outcome_text(summary)
        if summary.rounds == 1:
            return self.tr("1 round")
        return self.tr("%1 rounds").replace("%1", str(summary.rounds))

    def outcome_text(self, summary: Summary) -> str:
        if summary.outcome == "watched":
            title = summary.title or ""
            return self.tr("Watched: %1").replace("%1", _content(f"title.{title}", title))
        return self.outcome_name(summary.outcome)

    def outcome_name(self, outcome: str) -> str:
        """The name of an outcome (:data:`~yxs_desktop.client.replay_index.OUTCOMES`)."""
        names = {
            "won": self.tr("Won"),
            "lost": self.tr("Lost"),
            "draw": self.tr("Draw"),
            "unfinished": self.tr("Unfinished"),
            "watched": self.tr("Watched"),
        }
        return names[outcome]

    def sort_key(self, summary: Summary, column: int) -> float | str:
        """What orders ``summary`` in ``column``: a time, a number or a text."""
        if column == DATE:
            played = summary.played
            # a damaged file has no date: its modification time orders it
            return played.timestamp() if played else summary.mtime_ns / 1e9
        if column == LENGTH:
            return float(summary.rounds * 10_000 + summary.turns)
        return self.text(summary, column).casefold()  # as the names read


def _stem(name: str) -> str:
    """A file name without its ``.yxsr`` (``Path.stem`` is slow for a thousand rows)."""
    return name[: -len(SUFFIX)] if name.endswith(SUFFIX) else name


def _content(key: str, fallback: str) -> str:
    """The game text of ``key``, or ``fallback`` for a mode or hero this version lacks."""
    found = content(key)
    return fallback if found == key else found


class ReplayFilter(QSortFilterProxyModel):
    """The rows of a :class:`ReplayTable` of one mode and one outcome ("" for any) whose
    texts hold :attr:`text` (any case), sorted by a column's sort key."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.mode = ""
        self.outcome = ""
        self.text = ""
        self.setSortRole(SORT_ROLE)

    def set_filters(self, mode: str, outcome: str, text: str) -> None:
        self.beginFilterChange()
        self.mode, self.outcome, self.text = mode, outcome, text.strip().casefold()
        self.endFilterChange()

    def setSourceModel(self, model: QAbstractItemModel) -> None:
        assert isinstance(model, ReplayTable)
        self._table = model  # asked thousands of times when sorting: kept at hand
        super().setSourceModel(model)

    def table(self) -> ReplayTable:
        return self._table

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        table = self.table()
        summary = table.summaries[source_row]
        if self.mode and summary.mode != self.mode:
            return False
        if self.outcome and (summary.damaged or summary.outcome != self.outcome):
            return False
        if self.text:
            texts = (table.text(summary, column) for column in range(COLUMNS))
            return any(self.text in text.casefold() for text in texts)
        return True

    def lessThan(self, left: _Index, right: _Index) -> bool:
        keys = self._table.keys
        column = left.column()
        a, b = keys[left.row()][column], keys[right.row()][column]
        return a < b  # type: ignore[operator]  # one column's keys are all of one type
