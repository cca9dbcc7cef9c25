"""The table's game log: one line per public event and the program's own notes, kept as
data (the event and how the seats were named then; a note's render function) so that
every line renders again in the new language when the language changes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from yxs_desktop.client.session import EventsUpdate
from yxs_desktop.engine.content.gamelog import describe
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.events import DiceRolled, Event, HeroChosen, HeroPicked
from yxs_desktop.ui.i18n import current_language
from yxs_desktop.ui.table.naming import SeatNames, SeatTag, seat_label, seat_name

#: The log's share of a wide window: a fifth of the table page, at most about this.
PREFERRED_WIDTH = 320

#: How close (in pixels of the scroll bar) to the bottom counts as reading the newest line.
BOTTOM_SLACK = 4


@dataclass(frozen=True, slots=True)
class EventLine:
    """An event's line, with the seats' names as they were when it happened."""

    event: Event
    tags: dict[int, SeatTag]

    def render(self, lang: str) -> str | None:
        event, tags = self.event, self.tags
        if isinstance(event, HeroPicked):  # a 3v3 team pick: "A队主将[1] takes 刘邦"
            return text("log.team_pick", lang).format(
                player=seat_label(tags.get(event.seat), event.seat, lang),
                hero=text(f"hero.{event.hero}.name", lang),
            )
        if isinstance(event, HeroChosen):
            known = tags.get(event.seat)
            if known is not None and known.team is not None:  # 3v3: "A队主将[1]选择了刘邦"
                return text("log.hero_chosen", lang).format(
                    player=seat_label(known, event.seat, lang),
                    hero=text(f"hero.{event.hero}.name", lang),
                )
        return describe(event, lang, lambda s: seat_name(tags.get(s), s, lang))


@dataclass(frozen=True, slots=True)
class DiceHeader:
    """The line before a series of dice rolls saying what they decide."""

    reason: str

    def render(self, lang: str) -> str | None:
        key = f"log.dice_reason.{self.reason}"
        header = text(key, lang)
        return header if header != key else None


@dataclass(frozen=True, slots=True)
class Note:
    """A line of the program's own; ``render`` gives it in the current language (it calls
    ``tr()``)."""

    render_now: Callable[[], str]

    def render(self, lang: str) -> str | None:
        return self.render_now()


Entry = EventLine | DiceHeader | Note


class GameLog(QListWidget):
    """The log pane: :meth:`add_update` for each update as its animation starts,
    :meth:`note` for the program's lines. It follows the newest line unless the person
    has scrolled up to read."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setWordWrap(True)
        self.entries: list[Entry] = []
        self.names = SeatNames()
        self._dice_reason: str | None = None
        self.follow = True
        self.verticalScrollBar().valueChanged.connect(self._scrolled)

    def add_update(self, update: EventsUpdate) -> None:
        """Add the lines of ``update``'s events, naming the seats as its view does."""
        self.names.remember(update.view)
        tags = self.names.snapshot()
        entries: list[Entry] = []
        for event in update.events:
            if isinstance(event, DiceRolled) and event.reason != self._dice_reason:
                self._dice_reason = event.reason
                entries.append(DiceHeader(event.reason))
            entries.append(EventLine(event, tags))
        self._add(entries)

    def note(self, render: Callable[[], str]) -> None:
        """Add a line of the program's own (the game number, say): ``render`` gives its
        text in the current language, now and after each language change."""
        self._add([Note(render)])

    def clear_lines(self) -> None:
        """Empty the log (a replay jumped: it is filled again up to the new position)."""
        self.clear()
        self.entries = []
        self.names = SeatNames()
        self._dice_reason = None
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
