"""The card tracker window of the table page (记牌器): per card kind, how many cards are
unseen, in the person's own hand, face up, discarded, of the mode's deck. The counting is
:func:`yxs_desktop.client.card_tracker.track`; this module only shows it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.client.card_tracker import KindCount, track
from yxs_desktop.engine.view_types import SeatView
from yxs_desktop.ui.help.screen_fit import fit_to_screen
from yxs_desktop.ui.i18n import content
from yxs_desktop.ui.theme import themed

#: The columns after the card's name (their header texts are ``tracker.col.<column>``).
COLUMNS = ("unseen", "hand", "face_up", "gone", "total")


def _value(count: KindCount, column: str) -> int:
    return {
        "unseen": count.unseen,
        "hand": count.in_hand,
        "face_up": count.face_up,
        "gone": count.gone,
        "total": count.total,
    }[column]


class CardTracker(QDialog):
    """A non-modal window beside the table; :meth:`show_view` gives it each new view of the
    seat (it redraws only while shown, and catches up when shown again)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        themed(self)
        self.setObjectName("card_tracker")
        self.setModal(False)
        self.view: SeatView | None = None
        self.counts: list[KindCount] = []
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.grid = QTableWidget(0, 1 + len(COLUMNS), self)
        self.grid.setObjectName("tracker_grid")
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.grid.verticalHeader().setVisible(False)
        self.grid.setAlternatingRowColors(True)
        header = self.grid.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.grid, 1)
        QShortcut(QKeySequence(Qt.Key.Key_T), self, self.toggle)  # T closes it again
        self.retranslate()
        fit_to_screen(self, 460, 640)

    def show_view(self, view: SeatView) -> None:
        """Take the seat's newest view (every EventsUpdate the table page receives)."""
        self.view = view
        if self.isVisible():
            self.refresh()

    def toggle(self) -> None:
        """Show the window (brought up to date) or hide it (the key T)."""
        if self.isVisible():
            self.hide()
        else:
            self.refresh()
            self.show()
            self.raise_()

    def refresh(self) -> None:
        """Count again from the last view and redraw."""
        self.counts = track(self.view) if self.view is not None else []
        self.grid.setRowCount(len(self.counts))
        for row, count in enumerate(self.counts):
            self._set(row, 0, content(f"card.{count.kind.value}.name"), align_right=False)
            for col, column in enumerate(COLUMNS, start=1):
                self._set(row, col, str(_value(count, column)))
        deck = self.view.deck_count if self.view is not None else 0
        self.note.setText(content("tracker.note").format(deck=deck))

    def cell(self, kind_name: str, column: str) -> int:
        """The number shown for the card named ``kind_name`` (its text in the current
        language) in ``column`` (one of :data:`COLUMNS`): for tests."""
        for row in range(self.grid.rowCount()):
            name, value = self.grid.item(row, 0), self.grid.item(row, 1 + COLUMNS.index(column))
            if name is not None and value is not None and name.text() == kind_name:
                return int(value.text())
        raise KeyError(kind_name)

    def _set(self, row: int, col: int, text: str, *, align_right: bool = True) -> None:
        item = self.grid.item(row, col)
        if item is None:
            item = QTableWidgetItem()
            self.grid.setItem(row, col, item)
        item.setText(text)
        if align_right:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def retranslate(self) -> None:
        """Show the title, the headers and the card names in the current language."""
        self.setWindowTitle(content("tracker.title"))
        self.grid.setHorizontalHeaderLabels(
            [content("tracker.col.card")] + [content(f"tracker.col.{c}") for c in COLUMNS]
        )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class TrackerButton(QPushButton):
    """The table page's button that opens and closes ``tracker``, labelled in the current
    language."""

    def __init__(self, tracker: CardTracker, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tracker")
        self.clicked.connect(tracker.toggle)
        self.retranslate()

    def retranslate(self) -> None:
        """Label the button in the current language."""
        self.setText(content("tracker.button"))
        self.setToolTip(content("tracker.tooltip"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
