"""The table's game log: one line per public event and the program's own notes, kept as
data (the event and how the seats were named then, from :mod:`yxs_desktop.client.table_model`;
a note's render function) so that every line renders again in the new language when the
language changes. Seats, cards (in their suit's colour) and skills stand out
(:mod:`.log_markup`); each turn begins under a rule."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen, QResizeEvent, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from yxs_desktop.client.table_model import EventLine, LogEntry
from yxs_desktop.engine.content.gamelog import Mark, unmarked
from yxs_desktop.engine.events import TurnStarted
from yxs_desktop.ui.i18n import current_language
from yxs_desktop.ui.table import log_markup

#: The log's share of a wide window: a fifth of the table page, at most about this.
PREFERRED_WIDTH = 320

#: How close (in pixels of the scroll bar) to the bottom counts as reading the newest line.
BOTTOM_SLACK = 4

#: Where a row keeps its line as rich text, and whether a turn begins with it.
HTML_ROLE = Qt.ItemDataRole.UserRole + 1
TURN_ROLE = Qt.ItemDataRole.UserRole + 2
#: Room above a turn's first line for its rule, and around each line's text, in pixels.
TURN_GAP = 5
MARGIN = 1


@dataclass(frozen=True, slots=True)
class Note:
    """A line of the program's own; ``render`` gives it in the current language (it calls
    ``tr()``)."""

    render_now: Callable[[], str]

    def render(self, lang: str, mark: Mark = unmarked) -> str | None:
        return self.render_now()


Entry = LogEntry | Note


class GameLog(QListWidget):
    """The log pane: :meth:`add_entries` for each update as its animation starts,
    :meth:`note` for the program's lines. It follows the newest line unless the person
    has scrolled up to read."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setWordWrap(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setStyleSheet(
            f"QListWidget#log {{ background: {log_markup.BACKGROUND}; color: {log_markup.TEXT};"
            f" border: 1px solid {log_markup.BORDER}; }}"
        )
        self.rows = RichLineDelegate(self)
        self.setItemDelegate(self.rows)
        self._sized_for = 0  # the width the rows' heights were measured for
        # following the newest line lays the whole list out: once per turn of the event
        # loop, not once per batch of lines (a replay's jump adds hundreds at once)
        self._to_bottom = QTimer(self)
        self._to_bottom.setSingleShot(True)
        self._to_bottom.setInterval(0)
        self._to_bottom.timeout.connect(self.scrollToBottom)
        self.entries: list[Entry] = []
        self.follow = True
        self.verticalScrollBar().valueChanged.connect(self._scrolled)

    def add_entries(self, entries: list[LogEntry]) -> None:
        """Add the lines of an update's events (:meth:`Shown.show` makes them, with the
        seats' names of that moment)."""
        self._add(list(entries))

    def note(self, render: Callable[[], str]) -> None:
        """Add a line of the program's own (the game number, say): ``render`` gives its
        text in the current language, now and after each language change."""
        self._add([Note(render)])

    def clear_lines(self) -> None:
        """Empty the log (a replay jumped: it is filled again up to the new position)."""
        self.clear()
        self.entries = []
        self.follow = True

    def lines(self) -> list[str]:
        """The text of every line, top to bottom."""
        return [self.item(row).text() for row in range(self.count())]

    def retranslate(self) -> None:
        """Render every line again in the current language."""
        lang = current_language()
        for row, entry in enumerate(self.entries):
            item = self.item(row)
            _show(item, entry.render(lang, log_markup.mark) or "")
            self._size(item)
        if self.follow:
            self._to_bottom.start()

    def _add(self, entries: list[Entry]) -> None:
        lang = current_language()
        follow = self.follow
        for entry in entries:
            line = entry.render(lang, log_markup.mark)
            if line:  # an event without a line (in any language) gets no row
                self.entries.append(entry)
                item = QListWidgetItem()
                item.setData(TURN_ROLE, isinstance(entry, EventLine) and _turn(entry))
                _show(item, line)
                self._size(item)
                self.addItem(item)
        if follow:
            self._to_bottom.start()

    def _size(self, item: QListWidgetItem) -> None:
        """Give ``item`` its height at the log's width: the list lays its rows out from
        these (in Qt, without asking the delegate again), a long log at every new line."""
        width = self.viewport().width()
        html = item.data(HTML_ROLE)
        gap = TURN_GAP if item.data(TURN_ROLE) else 0
        item.setSizeHint(QSize(width, self.rows.height_of(html, width) + gap))

    def resizeEvent(self, event: QResizeEvent) -> None:
        if self.viewport().width() != self._sized_for:
            self._sized_for = self.viewport().width()
            for row in range(self.count()):
                self._size(self.item(row))
        super().resizeEvent(event)

    def _scrolled(self, value: int) -> None:
        bar = self.verticalScrollBar()
        self.follow = value >= bar.maximum() - BOTTOM_SLACK

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _turn(line: EventLine) -> bool:
    return isinstance(line.event, TurnStarted)


def _show(item: QListWidgetItem, marked: str) -> None:
    """Give ``item`` a marked line: plain as its text (what is read aloud and copied),
    rich for the eye."""
    item.setText(log_markup.to_plain(marked))
    item.setData(HTML_ROLE, log_markup.to_html(marked))


class RichLineDelegate(QStyledItemDelegate):
    """Draws each row's rich line, wrapped to the log's width, a rule above a turn's first
    line, and measures the rows' heights (:meth:`height_of`; the log gives each row its
    size, so the list lays out a long log without calling back into Python). One text
    document does the layout for every row."""

    def __init__(self, log: GameLog) -> None:
        super().__init__(log)
        self.log = log
        self.document = QTextDocument(self)
        self.document.setDocumentMargin(MARGIN)
        self.document.setDefaultStyleSheet(f"body {{ color: {log_markup.TEXT}; }}")
        self._heights: dict[tuple[str, int], int] = {}

    def _lay_out(self, html: str, width: int) -> QTextDocument:
        self.document.setDefaultFont(self.log.font())
        self.document.setTextWidth(max(width, 1))
        self.document.setHtml(f"<body>{html}</body>")
        return self.document

    def height_of(self, html: str, width: int) -> int:
        """The height of the rich line ``html`` wrapped to ``width`` pixels (kept by line
        and width: a long log measures every row again only at a new width)."""
        key = (html, width)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 20_000:
                self._heights.clear()
            height = math.ceil(self._lay_out(html, width).size().height())
            self._heights[key] = height
        return height

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        html = index.data(HTML_ROLE)
        if not isinstance(html, str):
            super().paint(painter, option, index)
            return
        rect = option.rect  # type: ignore[attr-defined]
        painter.save()
        if option.state & QStyle.StateFlag.State_MouseOver:  # type: ignore[attr-defined]
            painter.fillRect(rect, QColor(255, 255, 255, 14))
        top = rect.top()
        if index.data(TURN_ROLE):
            painter.setPen(QPen(QColor(log_markup.TURN_RULE), 1))
            y = top + TURN_GAP // 2
            painter.drawLine(rect.left() + MARGIN, y, rect.right() - MARGIN, y)
            top += TURN_GAP
        painter.translate(rect.left(), top)
        self._lay_out(html, rect.width()).drawContents(painter)
        painter.restore()
