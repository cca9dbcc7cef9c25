"""The table's game log: one line per public event and the program's own notes, kept as
data (the event and how the seats were named then, from :mod:`yxs_desktop.client.table_model`;
a note's render function) so that every line renders again in the new language when the
language changes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from yxs_desktop.client.table_model import LogEntry
from yxs_desktop.ui.i18n import current_language

#: The log's share of a wide window: a fifth of the table page, at most about this.
PREFERRED_WIDTH = 320

#: How close (in pixels of the scroll bar) to the bottom counts as reading the newest line.
BOTTOM_SLACK = 4


@dataclass(frozen=True, slots=True)
class Note:
    """A line of the program's own; ``render`` gives it in the current language (it calls
    ``tr()``)."""

    render_now: Callable[[], str]

    def render(self, lang: str) -> str | None:
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
            self.item(row).setText(entry.render(lang) or "")
        if self.follow:
            self.scrollToBottom()

    def _add(self, entries: list[Entry]) -> None:
        lang = current_language()
        follow = self.follow
        for entry in entries:
            line = entry.render(lang)
            if line:  # an event without a line (in any language) gets no row
                self.entries.append(entry)
                self.addItem(QListWidgetItem(line))
        if follow:
            self.scrollToBottom()

    def _scrolled(self, value: int) -> None:
        bar = self.verticalScrollBar()
        self.follow = value >= bar.maximum() - BOTTOM_SLACK

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
