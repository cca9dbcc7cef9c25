"""The Replays page: the saved games of the replay folder in a table (date, name, mode, the
person's hero and role, result, length), sorted by any column and filtered by mode, result
and text, with Open, Rename, Delete (undone from the bar it leaves), Export…, Import… and
Back.

The summaries come from :class:`~yxs_desktop.client.replay_index.ReplayIndex` (cached in
the folder), the file operations from :class:`~yxs_desktop.client.replay_files.ReplayFiles`.
Deleted files wait in the folder's trash until the page is left (:meth:`ReplaysPage.leave`)
or opened on the folder again.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.client.replay_files import Deleted, ReplayFileError, ReplayFiles
from yxs_desktop.client.replay_index import OUTCOMES, ReplayIndex
from yxs_desktop.client.replay_store import ReplayStoreError
from yxs_desktop.ui.i18n import content, current_language
from yxs_desktop.ui.replays.model import DATE, NAME, PATH_ROLE, ReplayFilter, ReplayTable

#: The modes the mode filter offers (those of the start page).
MODES = ("identity5", "identity8", "identity5-simple", "3v3-casual", "3v3-competitive")
#: The columns are as wide as the widest of this many rows (the first ones shown).
SIZED_ROWS = 100
_OPEN_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class ReplaysPage(QWidget):
    """The list of the saved games of ``folder`` (another one: :meth:`open_folder`)."""

    #: Open this replay file in the viewer.
    open_requested = Signal(str)
    #: Back to the start page (the trash is emptied first).
    back_requested = Signal()

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replays_page")
        self.folder = folder
        self.index = ReplayIndex(folder)
        self.files = ReplayFiles(folder)
        self.files.empty_trash()  # left by a program that stopped before emptying it
        self.deleted: list[Deleted] = []  # undone last first
        self.message_box: QMessageBox | None = None  # the last refusal shown
        self.listing_error = ""  # why the folder cannot be listed, if it cannot

        self.title = QLabel(self)
        self.title.setObjectName("replays_title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.mode_label, self.result_label = QLabel(self), QLabel(self)
        self.mode_filter = QComboBox(self)
        self.result_filter = QComboBox(self)
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        for combo in (self.mode_filter, self.result_filter):
            combo.currentIndexChanged.connect(self._filter)
        self.search.textChanged.connect(self._filter)

        self.table_model = ReplayTable(self.folder, self)
        self.table_model.refused.connect(self._refused)
        self.table_model.renamed.connect(self._renamed)
        self.proxy = ReplayFilter(self)
        self.proxy.setSourceModel(self.table_model)
        self.table = QTableView(self)
        self.table.setObjectName("replays_table")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(DATE, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)  # F2: ours
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        # sizing the columns by every row of a thousand takes longer than reading the index
        header.setResizeContentsPrecision(SIZED_ROWS)
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        self.table.installEventFilter(self)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._enable())
        self.empty = QLabel(self)
        self.empty.setObjectName("replays_empty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.undo_bar = QFrame(self)
        self.undo_bar.setObjectName("replays_undo_bar")
        self.undo_bar.setFrameShape(QFrame.Shape.StyledPanel)
        self.undo_label = QLabel(self.undo_bar)
        self.undo_button = QPushButton(self.undo_bar)
        self.undo_button.clicked.connect(self.undo_delete)
        bar = QHBoxLayout(self.undo_bar)
        bar.setContentsMargins(8, 4, 8, 4)
        bar.addWidget(self.undo_label, 1)
        bar.addWidget(self.undo_button)
        self.undo_bar.hide()

        self.buttons: dict[str, QPushButton] = {}
        actions = (
            ("open", self.open_selected),
            ("rename", self.start_rename),
            ("delete", self.delete_selected),
            ("export", self.choose_export),
            ("import", self.choose_import),
            ("back", self.leave),
        )
        row = QHBoxLayout()
        for name, slot in actions:
            button = QPushButton(self)
            button.setObjectName(f"replays_{name}")
            button.clicked.connect(slot)
            self.buttons[name] = button
            if name == "back":
                row.addStretch(1)
            row.addWidget(button)

        filters = QHBoxLayout()
        filters.addWidget(self.mode_label)
        filters.addWidget(self.mode_filter)
        filters.addSpacing(12)
        filters.addWidget(self.result_label)
        filters.addWidget(self.result_filter)
        filters.addSpacing(12)
        filters.addWidget(self.search, 1)
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 12, 16, 12)
        box.addWidget(self.title)
        box.addLayout(filters)
        box.addWidget(self.table, 1)
        box.addWidget(self.empty, 1)
        box.addWidget(self.undo_bar)
        box.addLayout(row)
        self.retranslate()
        self.refresh()

    # ------------------------------------------------------------------ the folder
    def open_folder(self, folder: Path) -> None:
        """List the replays of ``folder``. What a former visit deleted is deleted for good
        now, unless the page comes back to the same folder with its Undo still offered."""
        if folder != self.folder or not self.deleted:
            self.files.empty_trash()
            self.deleted.clear()
            self.folder = folder
            self.index = ReplayIndex(folder)
            self.files = ReplayFiles(folder)
            self.files.empty_trash()  # left by a program that stopped before emptying it
        self.refresh()

    def refresh(self, select: list[Path] | None = None) -> None:
        """Read the folder again (only new or changed files are read) and select the rows
        of ``select`` (default: those selected now)."""
        chosen = self.selected_paths() if select is None else select
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            summaries = self.index.refresh()
            self.listing_error = ""
        except ReplayStoreError as error:
            summaries, self.listing_error = [], error.reason
        finally:
            QApplication.restoreOverrideCursor()
        self.table_model.set_summaries(self.folder, summaries)
        self._select(chosen)
        self._show_rows()

    def leave(self) -> None:
        """Back: empty the trash (Undo is no longer offered), then go back."""
        self.close_page()
        self.back_requested.emit()

    def close_page(self) -> None:
        """The page or the program closes: what was deleted is deleted for good."""
        self.files.empty_trash()
        self.deleted.clear()
        self._show_undo()

    # ------------------------------------------------------------------ rows
    def rows(self) -> list[Path]:
        """The files of the rows shown, in their order."""
        return [self.proxy.index(row, 0).data(PATH_ROLE) for row in range(self.proxy.rowCount())]

    def row_texts(self, column: int) -> list[str]:
        """The texts of ``column`` in the rows shown, in their order."""
        return [self.proxy.index(row, column).data() for row in range(self.proxy.rowCount())]

    def selected_paths(self) -> list[Path]:
        """The files of the selected rows, in the order shown."""
        rows = sorted(index.row() for index in self.table.selectionModel().selectedRows())
        return [self.proxy.index(row, 0).data(PATH_ROLE) for row in rows]

    def select(self, paths: list[Path]) -> None:
        """Select the rows of ``paths`` (the first becomes the current row)."""
        self._select(paths)

    def _select(self, paths: list[Path]) -> None:
        selection = self.table.selectionModel()
        selection.clearSelection()
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        first: QModelIndex | None = None
        rows = {summary.name: row for row, summary in enumerate(self.table_model.summaries)}
        for path in paths:
            row = rows.get(path.name) if path.parent == self.folder else None
            index = (
                self.proxy.mapFromSource(self.table_model.index(row, 0))
                if row is not None
                else None
            )
            if index is not None and index.isValid():  # not hidden by the filters
                selection.select(index, flags)
                if first is None or index.row() < first.row():
                    first = index
        if first is not None:
            selection.setCurrentIndex(first, QItemSelectionModel.SelectionFlag.NoUpdate)
            self.table.scrollTo(first)
        self._enable()

    # ------------------------------------------------------------------ the actions
    def open_selected(self) -> None:
        """Open the current (or first selected) replay in the viewer."""
        paths = self.selected_paths()
        current = self.table.currentIndex()
        if current.isValid() and current.data(PATH_ROLE) in paths:
            self.open_requested.emit(str(current.data(PATH_ROLE)))
        elif paths:
            self.open_requested.emit(str(paths[0]))

    def start_rename(self) -> None:
        """Edit the name of the current replay in place (Enter renames, Esc does not)."""
        paths = self.selected_paths()
        if not paths:
            return
        current = self.table.currentIndex()
        row = current.row() if current.isValid() and current.data(PATH_ROLE) in paths else None
        if row is None:
            self._select(paths[:1])
            row = self.table.currentIndex().row()
        name = self.proxy.index(row, NAME)
        self.table.setCurrentIndex(name)
        self.table.edit(name)

    def delete_selected(self) -> None:
        """Delete the selected replays (into the trash: the bar's Undo brings them back)."""
        paths = self.selected_paths()
        if not paths:
            return
        try:
            self.deleted.append(self.files.delete(paths))
        except ReplayFileError as error:
            self._refused(error.text(current_language()))
        self.refresh(select=[])
        self._show_undo()

    def undo_delete(self) -> None:
        """Bring back the replays the last delete took."""
        if not self.deleted:
            return
        back = self.files.undo(self.deleted.pop())
        self.refresh(select=back)
        self._show_undo()

    def choose_export(self) -> None:
        """Export…: one replay to a file, several into a folder, as the person chooses."""
        paths = self.selected_paths()
        if len(paths) == 1:
            target, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export the replay"),
                str(Path.home() / paths[0].name),
                self.tr("Replays (*.yxsr)"),
            )
            if target:
                self.export_to(paths, Path(target))
        elif paths:
            folder = QFileDialog.getExistingDirectory(
                self, self.tr("Export the replays to a folder"), str(Path.home())
            )
            if folder:
                self.export_to(paths, Path(folder))

    def export_to(self, paths: list[Path], target: Path) -> list[Path]:
        """Copy ``paths`` to ``target``: the file one replay goes to, or the folder several
        go into (there each keeps its name, or gets a free one). Returns the copies."""
        try:
            if target.is_dir():
                return self.files.export_to(paths, target)
            if len(paths) == 1:
                suffixed = target if target.suffix else target.with_suffix(".yxsr")
                return [self.files.export(paths[0], suffixed)]
        except ReplayFileError as error:
            self._refused(error.text(current_language()))
        return []

    def choose_import(self) -> None:
        """Import…: choose replay files to copy into the folder."""
        chosen, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("Import replays"),
            str(Path.home()),
            self.tr("Replays (*.yxsr);;All files (*)"),
        )
        if chosen:
            self.import_paths([Path(path) for path in chosen])

    def import_paths(self, paths: list[Path]) -> list[Path]:
        """Copy the replays ``paths`` into the folder (a damaged file, or one the folder
        holds already, is refused: the refusals are shown together) and select them."""
        imported: list[Path] = []
        refusals: list[str] = []
        for path in paths:
            try:
                imported.append(self.files.import_file(path))
            except ReplayFileError as error:
                refusals.append(error.text(current_language()))
        self.refresh(select=imported)
        if refusals:
            self._refused("\n".join(refusals))
        return imported

    def _renamed(self, path: Path) -> None:
        self.refresh(select=[path])

    def _refused(self, text: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Replays"),
            text,
            QMessageBox.StandardButton.Ok,
            self,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.message_box = box

    # ------------------------------------------------------------------ keys
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The table's keys: Enter opens, F2 renames, Del deletes. F2 is also the window's
        key for the encyclopedia: over the table, it is the table's."""
        if (
            watched is self.table
            and isinstance(event, QKeyEvent)
            and self.table.state() != (QAbstractItemView.State.EditingState)
        ):
            key = event.key()
            ours = (*_OPEN_KEYS, Qt.Key.Key_F2, Qt.Key.Key_Delete)
            if event.type() == QEvent.Type.ShortcutOverride and key in ours:
                event.accept()
                return True
            if event.type() == QEvent.Type.KeyPress and key in ours:
                if key in _OPEN_KEYS:
                    self.open_selected()
                elif key == Qt.Key.Key_F2:
                    self.start_rename()
                else:
                    self.delete_selected()
                return True
        return super().eventFilter(watched, event)

    # ------------------------------------------------------------------ showing
    def _filter(self) -> None:
        mode = self.mode_filter.currentData() or ""
        outcome = self.result_filter.currentData() or ""
        self.proxy.set_filters(str(mode), str(outcome), self.search.text())
        self._enable()

    def _show_rows(self) -> None:
        empty = self.table_model.rowCount() == 0
        self.table.setVisible(not empty)
        self.empty.setVisible(empty)
        self._show_empty_text()
        self._enable()

    def _show_empty_text(self) -> None:
        if self.listing_error:
            text = self.tr("The replay folder %1 cannot be read: %2").replace(
                "%1", str(self.folder)
            )
            self.empty.setText(text.replace("%2", self.listing_error))
        else:
            self.empty.setText(
                self.tr(
                    "No saved games yet. Every game you play is saved automatically, in %1 "
                    "(the folder can be changed in the settings)."
                ).replace("%1", str(self.folder))
            )

    def _show_undo(self) -> None:
        if self.deleted:
            count = len(self.deleted[-1])
            text = (
                self.tr("1 replay deleted")
                if count == 1
                else self.tr("%1 replays deleted").replace("%1", str(count))
            )
            self.undo_label.setText(text)
        self.undo_bar.setVisible(bool(self.deleted))

    def _enable(self) -> None:
        chosen = len(self.selected_paths())
        self.buttons["open"].setEnabled(chosen >= 1)
        self.buttons["rename"].setEnabled(chosen == 1)
        self.buttons["delete"].setEnabled(chosen >= 1)
        self.buttons["export"].setEnabled(chosen >= 1)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Replays"))
        self.mode_label.setText(self.tr("Mode"))
        self.result_label.setText(self.tr("Result"))
        self.search.setPlaceholderText(self.tr("Search: name, hero, mode…"))
        _fill(
            self.mode_filter,
            [("", self.tr("All modes"))] + [(mode, content(f"mode.{mode}")) for mode in MODES],
        )
        _fill(
            self.result_filter,
            [("", self.tr("All results"))]
            + [(outcome, self.table_model.outcome_name(outcome)) for outcome in OUTCOMES],
        )
        texts = {
            "open": (self.tr("Open"), self.tr("Watch the selected game (Enter, double-click)")),
            "rename": (self.tr("Rename"), self.tr("Give the selected replay a new name (F2)")),
            "delete": (self.tr("Delete"), self.tr("Delete the selected replays (Del)")),
            "export": (self.tr("Export…"), self.tr("Copy the selected replays elsewhere")),
            "import": (self.tr("Import…"), self.tr("Copy replay files into the replay folder")),
            "back": (self.tr("Back"), self.tr("Back to the start page")),
        }
        for name, (label, tip) in texts.items():
            self.buttons[name].setText(label)
            self.buttons[name].setToolTip(tip)
        self.undo_button.setText(self.tr("Undo"))
        self.table_model.retranslate()
        self._show_empty_text()
        self._show_undo()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _fill(combo: QComboBox, items: list[tuple[str, str]]) -> None:
    """Give ``combo`` the ``(data, text)`` items, keeping the chosen data."""
    chosen = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for data, text in items:
        combo.addItem(text, data)
    combo.setCurrentIndex(max(0, combo.findData(chosen)))
    combo.blockSignals(False)
