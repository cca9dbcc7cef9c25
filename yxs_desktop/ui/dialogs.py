"""Choosers for the requests that are not answered on the table itself: heroes, a card of
another player, revealed cards, options, the 占卜 arrangement and handing out cards.

Each is a non-modal dialog that emits ``answered`` with the engine response (the table
page submits it); none blocks the event loop.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.client.seat_names import seat_number, unnamed_seat
from yxs_desktop.engine.cards import RANK_NAMES, STANDARD_DECK
from yxs_desktop.engine.requests import (
    Arrange,
    Arrangement,
    Cards,
    Choice,
    ChooseFrom,
    ChooseHero,
    ChooseOption,
    Distribute,
    Distribution,
    PickHero,
    PickRevealed,
    Response,
    Take,
)
from yxs_desktop.ui import fit, painting, theme
from yxs_desktop.ui.i18n import content, current_language, reason_name
from yxs_desktop.ui.live_text import CardButton, HeroButton, LiveLabel, skills_text
from yxs_desktop.ui.theme import themed


class Chooser(QDialog):
    """Base: a titled, non-modal dialog that answers once. ``title`` is a text or a
    function giving it in the current language; a language change renders the title
    again and calls :meth:`retranslate` (the cards and heroes shown follow by themselves,
    see :mod:`yxs_desktop.ui.live_text`)."""

    answered = Signal(object)

    def __init__(self, title: str | Callable[[], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        themed(self)
        self.title_text: Callable[[], str] = title if callable(title) else lambda: title
        self.setModal(False)
        self.box = QVBoxLayout(self)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.box.addWidget(self.label)
        self._retitle()

    def finish(self, response: Response) -> None:
        self.answered.emit(response)
        self.close()

    def _retitle(self) -> None:
        title = self.title_text()
        self.setWindowTitle(title)
        self.label.setText(title)

    def retranslate(self) -> None:
        """Set the texts in the current language (subclasses add theirs)."""
        self._retitle()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def columns_for(self, cell_width: int, most: int) -> int:
        """How many cells ``cell_width`` wide a row of the chooser holds on its screen (a
        1024-pixel one included), at most ``most`` and at least one."""
        room = fit.room(self.parentWidget() or self).width() - _CHROME
        return max(1, min(most, room // max(1, cell_width)))

    def add_scrolling(self, content: QWidget) -> QScrollArea:
        """Add ``content`` in a scroll area as wide as it is, which scrolls down when the
        screen is too low for it."""
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(content)
        bar = area.verticalScrollBar().sizeHint().width()
        area.setMinimumWidth(content.sizeHint().width() + bar + 2 * area.frameWidth())
        self.box.addWidget(area, 1)
        return area

    def fit_with(self, area: QScrollArea) -> None:
        """Open as large as the scrolled contents of ``area`` need, never larger than the
        screen leaves room for (the contents scroll then)."""
        hint = self.sizeHint()
        content = area.widget()
        extra = content.sizeHint().height() - area.sizeHint().height() if content else 0
        fit.fit_dialog(self, hint.width(), hint.height() + max(0, extra))


# The room a chooser's frame, margins and scroll bar take beside its rows of cells.
_CHROME = 60


def _grid_of(cells: Sequence[QWidget], columns: int) -> QWidget:
    """A widget holding ``cells`` in rows of ``columns``, left to right, top to bottom."""
    holder = QWidget()
    grid = QGridLayout(holder)
    grid.setContentsMargins(0, 0, 0, 0)
    for i, cell in enumerate(cells):
        grid.addWidget(cell, i // columns, i % columns, Qt.AlignmentFlag.AlignTop)
    return holder


# The room between two cells of a chooser's grid.
_CELL_GAP = 8


def _card_button(card_id: int | None, on_click) -> QToolButton:  # type: ignore[no-untyped-def]
    button = CardButton(card_id)
    button.clicked.connect(on_click)
    return button


@dataclass(frozen=True, slots=True)
class Pick:
    """A hero picked by ``seat`` (of ``team``, with ``role``), as a chooser shows it."""

    seat: int
    hero: str
    team: str | None = None
    role: str | None = None


class HeroStrip(QWidget):
    """A row of small hero portraits with their names (skills as tooltips): the draft pool
    shown to a leader who chooses whether to draft first."""

    def __init__(self, heroes: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hero_strip")
        self.heroes = tuple(heroes)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        for i, hero_id in enumerate(self.heroes):
            button = HeroButton(hero_id, (48, 60))
            button.setEnabled(True)
            button.setAutoRaise(True)
            grid.addWidget(button, i // 6, i % 6)


class _FixedWidthText(LiveLabel):
    """A word-wrapped label of a fixed width, as high as its text at that width whatever
    wider room a layout offers it (the layout would otherwise reckon its lines at the
    room's width, and a line more at its own width would squeeze what is above it)."""

    def heightForWidth(self, width: int) -> int:
        return super().heightForWidth(min(width, self.maximumWidth()))


def _role_text(role: str | None) -> str:
    """ "Your role: 忠臣" in the current language ("" for none)."""
    if role is None:
        return ""
    line = QCoreApplication.translate("HeroChooser", "Your role: %1")
    return line.replace("%1", content(f"role.{role}"))


class HeroChooser(Chooser):
    """Pick a hero: portraits with names, skill texts as tooltips and below.

    ``pool`` is every hero of the choice (the team's 9 in the 3v3 casual team pick, the
    shared 12 of the competitive draft; by default the seat's offer): each keeps its place,
    and a hero no longer offered (a teammate took it, or it was drafted) is greyed out with
    the name of who took it, so a re-asked request never moves anything under the person's
    pointer. ``picks`` are the picks shown beside the grid: the teammates' picks so far
    (``teammates_only``: never the other team's, which only the reveal shows) or the
    public picks of both teams in the draft. ``timeout`` seconds start a visible
    countdown. Without ``skills`` (the simple table, whose heroes have none) no skill
    text is shown. ``role``: the person's own role, shown above the heroes (a hero is
    chosen for a role: None when the seat has none yet).

    A live team pick (:class:`PickHero`) stays open once answered, ``waiting`` with its
    heroes disabled, until the table knows whether the pick was accepted: the table closes
    it then, or :meth:`refused` opens it again with the reason (a teammate took the hero
    just before).
    """

    def __init__(
        self,
        request: ChooseHero,
        seat: int,
        parent: QWidget | None = None,
        *,
        pool: Sequence[str] | None = None,
        picks: Sequence[Pick] | None = None,
        teammates_only: bool = False,
        timeout: float | None = None,
        skills: bool = True,
        role: str | None = None,
    ) -> None:
        key = "prompt.team_pick" if isinstance(request, PickHero) else "prompt.choose_hero"
        super().__init__(lambda: content(key), parent)
        self.setObjectName("hero_chooser")
        self.role_line = LiveLabel(partial(_role_text, role), self)
        self.role_line.setObjectName("hero_chooser_role")
        self.role_line.setStyleSheet("font-weight: bold;")
        self.role_line.setVisible(role is not None)
        self.box.addWidget(self.role_line)
        self.seat = seat
        self.teammates_only = teammates_only
        self.live = isinstance(request, PickHero)
        self.waiting = False
        # what the message line says (the pick on its way, a refusal), None: nothing
        self.message_text: Callable[[], str] | None = None
        # set by _take_offer (placeholder values here would narrow their types to empty ones)
        self.offers: tuple[str, ...]
        self.available: frozenset[str]
        self._take_offer(request)
        heroes: list[str] = list(pool) if pool else []
        self.pool: tuple[str, ...] = tuple(heroes + [h for h in self.offers if h not in heroes])
        self.deadline: float | None = None
        self.timeout = 0.0
        self.countdown = QLabel()
        self.countdown.setObjectName("countdown")
        self.countdown.setStyleSheet(f"font-size: 16px; font-weight: bold; color: {theme.WARNING};")
        self.countdown_bar = QProgressBar()
        self.countdown_bar.setObjectName("countdown_bar")
        self.countdown_bar.setRange(0, 1000)
        self.countdown_bar.setTextVisible(False)
        self.countdown_bar.setMaximumHeight(8)
        self.ticker = QTimer(self)
        self.ticker.setInterval(200)
        self.ticker.timeout.connect(self._tick)
        self.box.addWidget(self.countdown)
        self.box.addWidget(self.countdown_bar)
        self.countdown.hide()
        self.countdown_bar.hide()
        self.message = QLabel()
        self.message.setObjectName("message")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(f"font-weight: bold; color: {theme.WARNING};")
        self.message.hide()
        self.box.addWidget(self.message)

        row = QHBoxLayout()
        grid = QGridLayout()
        columns = self._columns(parent, len(self.pool), picks is not None)
        self.buttons: dict[str, QToolButton] = {}
        self.taken_labels: dict[str, QLabel] = {}
        for i, hero_id in enumerate(self.pool):
            button = HeroButton(hero_id, skills=skills, caption_width=self.TEXT_WIDTH)
            button.setObjectName(f"hero_{hero_id}")
            # never squeezed: the caption under the portrait stays whole
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, h=hero_id: self.choose(h))
            taken = QLabel()
            taken.setObjectName(f"taken_{hero_id}")
            taken.setStyleSheet(f"color: {theme.WARNING}; font-weight: bold;")
            taken.hide()
            text = _FixedWidthText(partial(skills_text, hero_id) if skills else str)
            text.setWordWrap(True)
            text.setFixedWidth(self.TEXT_WIDTH)
            text.setStyleSheet("font-size: 11px;")
            text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            column = QVBoxLayout()
            column.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            column.addWidget(taken, 0, Qt.AlignmentFlag.AlignHCenter)
            column.addWidget(text)
            column.addStretch(1)
            cell = QWidget()
            cell.setLayout(column)
            grid.addWidget(cell, i // columns, i % columns, Qt.AlignmentFlag.AlignTop)
            self.buttons[hero_id] = button
            self.taken_labels[hero_id] = taken
        holder = QWidget()
        holder.setLayout(grid)
        # the heroes scroll (the skill texts are long); updates never rebuild them, so the
        # scroll position and the pointer's hero stay where they are
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("heroes")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(holder)
        bar = self.scroll_area.verticalScrollBar().sizeHint().width()
        self.scroll_area.setMinimumWidth(holder.sizeHint().width() + bar + 4)
        row.addWidget(self.scroll_area, 1)
        self.picks_title = QLabel()
        self.picks_title.setObjectName("picks_title")
        self.picks_title.setStyleSheet("font-weight: bold;")
        self.picks_list = QListWidget()
        self.picks_list.setObjectName("picks")
        self.picks_list.setWordWrap(True)
        self.picks_list.setFixedWidth(250)
        side = QVBoxLayout()
        side.addWidget(self.picks_title)
        side.addWidget(self.picks_list, 1)
        self.side = QWidget()
        self.side.setLayout(side)
        row.addWidget(self.side)
        self.box.addLayout(row)
        self.picks: list[Pick] = []
        self.side.setVisible(picks is not None)
        self.set_picks(picks or ())
        self._refresh()
        if timeout:
            self.set_deadline(timeout)
        self._fit_to_screen(holder)

    #: The width of a hero's skill text, and the most its name under the portrait takes
    #: (a longer one is cut with "…", whole in the tooltip).
    TEXT_WIDTH = 200
    #: The width one hero takes in the grid (its skill text with the room around it) and
    #: the room the picks list beside it takes.
    CELL_WIDTH = 216
    PICKS_WIDTH = 270

    def _columns(self, parent: QWidget | None, heroes: int, with_picks: bool) -> int:
        """3 columns of heroes (4 for more than 9), fewer when the screen is too narrow for
        them (a 1024-pixel screen, say): the dialog must fit on it."""
        columns = 3 if heroes <= 9 else 4
        room = fit.room(parent or self).width() - _CHROME
        room -= self.PICKS_WIDTH if with_picks else 0
        return max(1, min(columns, room // self.CELL_WIDTH))

    def _fit_to_screen(self, holder: QWidget) -> None:
        """Open as large as the heroes (``holder``, in the scroll area) need, within most of
        the screen (never beyond it: the heroes scroll)."""
        hint = self.sizeHint()
        height = hint.height() + holder.sizeHint().height() - self.scroll_area.sizeHint().height()
        fit.fit_dialog(self, hint.width(), max(height, hint.height()))

    # ------------------------------------------------------------------ updates
    def choose(self, hero_id: str) -> None:
        """Answer with ``hero_id`` (its index in the offer) if it is still free. A live
        pick then waits open (see the class); any other choice closes the chooser."""
        taken = any(pick.hero == hero_id for pick in self.picks)
        if hero_id not in self.available or taken or self.waiting:
            return
        answer = Choice(self.offers.index(hero_id))
        if not self.live:
            self.ticker.stop()
            self.finish(answer)
            return
        self.waiting = True
        self._say(lambda: self.tr("Your pick is on its way…"))
        self.message.setStyleSheet(f"font-weight: bold; color: {theme.GOOD};")
        self._refresh()
        self.answered.emit(answer)

    def refused(self, reason: str | Callable[[], str]) -> None:
        """The pick just sent was refused for ``reason`` (a text, or a function giving it
        in the current language): say so and let the person pick again (the request asked
        again greys out the hero taken meanwhile)."""
        self.waiting = False
        self._say(reason if callable(reason) else lambda: reason)
        self.message.setStyleSheet(f"font-weight: bold; color: {theme.WARNING};")
        self._refresh()

    def _say(self, render: Callable[[], str]) -> None:
        self.message_text = render
        self.message.setText(render())
        self.message.show()

    def retranslate(self) -> None:
        """The title, the picks, the taken heroes, the message and the countdown in the
        current language (the heroes' buttons and skill texts follow by themselves)."""
        super().retranslate()
        if self.message_text is not None:
            self.message.setText(self.message_text())
        self.set_picks(self.picks)
        self._tick()

    def update_request(self, request: ChooseHero) -> None:
        """The request was asked again with a new offer (a teammate picked meanwhile):
        grey out the heroes no longer offered, keep everything else where it is."""
        self._take_offer(request)
        self._refresh()

    def _take_offer(self, request: ChooseHero) -> None:
        self.offers = tuple(request.offers.get(self.seat, ()))
        free = request.free(self.seat) if self.seat in request.offers else ()
        self.available = frozenset(self.offers[i] for i in free)

    def set_picks(self, picks: Sequence[Pick]) -> None:
        """Show ``picks`` (in the order they were made) and who took each pool hero."""
        self.picks = list(picks)
        self.picks_list.clear()
        for pick in self.picks:
            item = QListWidgetItem(self.pick_line(pick))
            item.setData(Qt.ItemDataRole.UserRole, pick.seat)
            if pick.team in painting.TEAM_COLORS:
                item.setForeground(QBrush(QColor(painting.TEAM_COLORS[pick.team][0])))
            self.picks_list.addItem(item)
        if not self.picks:
            self.picks_list.addItem(QListWidgetItem(self.tr("None yet")))
        self._refresh()

    def set_deadline(self, seconds: float, total: float | None = None) -> None:
        """Count down ``seconds`` from now, visibly; ``total`` is the whole time limit
        the bar shows the rest of (a request asked again has less time left, not a new
        limit; by default ``seconds``)."""
        self.timeout = total if total else seconds
        self.deadline = time.monotonic() + seconds
        self.countdown.show()
        self.countdown_bar.show()
        self._tick()
        self.ticker.start()

    def seconds_left(self) -> int | None:
        """Whole seconds until the time limit (None: no limit)."""
        if self.deadline is None:
            return None
        return max(0, math.ceil(self.deadline - time.monotonic()))

    def pick_line(self, pick: Pick) -> str:
        """One line naming a pick, its seat numbered from 1: "队友[2]：刘邦" / "Teammate [2]:
        Liu Bang" for a teammate's pick in the 3v3 casual team pick, "A队 主将[1]：刘邦" /
        "Team A Leader [1]: Liu Bang" in the competitive draft."""
        hero = content(f"hero.{pick.hero}.name")
        if self.teammates_only:
            number = str(seat_number(pick.seat))
            return self.tr("Teammate [%1]: %2").replace("%1", number).replace("%2", hero)
        team = content(f"team.{pick.team}") if pick.team else ""
        role = content(f"role.{pick.role}") if pick.role else ""
        return (
            self.tr("%1 %2 [%3]: %4")
            .replace("%1", team)
            .replace("%2", role)
            .replace("%3", str(seat_number(pick.seat)))
            .replace("%4", hero)
            .strip()
        )

    def shown_picks(self) -> list[tuple[int, str]]:
        """(seat, hero) of every pick the chooser shows."""
        return [(p.seat, p.hero) for p in self.picks]

    def _tick(self) -> None:
        left = self.seconds_left()
        if left is None:
            return
        self.countdown.setText(self.tr("%1 s left").replace("%1", str(left)))
        if self.timeout > 0 and self.deadline is not None:
            fraction = max(0.0, self.deadline - time.monotonic()) / self.timeout
            self.countdown_bar.setValue(int(1000 * fraction))
        if left <= 0:
            self.ticker.stop()

    def _refresh(self) -> None:
        if self.teammates_only:
            self.picks_title.setText(self.tr("Your teammates' picks"))
        else:
            self.picks_title.setText(self.tr("Heroes picked so far"))
        takers = {pick.hero: pick for pick in self.picks}
        for hero_id, button in self.buttons.items():
            # a pick seen in the events is off at once, before the request asked again
            # (which would refuse it anyway) arrives
            offered = hero_id in self.available and hero_id not in takers
            button.setEnabled(offered and not self.waiting)
            label = self.taken_labels[hero_id]
            taker = takers.get(hero_id)
            if offered:
                label.hide()
                continue
            if taker is not None:
                label.setText(self.tr("Taken by [%1]").replace("%1", str(seat_number(taker.seat))))
            else:
                label.setText(self.tr("Taken"))
            label.show()


class CardChooser(Chooser):
    """Pick one card: another player's (hand cards face down), or a revealed one.

    ``name`` names the player whose card is chosen as the table does ("刘邦[2]"; by default
    "#seat")."""

    def __init__(
        self,
        request: ChooseFrom | PickRevealed,
        parent: QWidget | None = None,
        name: str | Callable[[], str] | None = None,
    ) -> None:
        if isinstance(request, ChooseFrom):
            target = unnamed_seat(request.target, current_language())
            player = name if callable(name) else lambda: name or target

            def who() -> str:
                return content("prompt.choose_card_from").format(player=player())
        else:

            def who() -> str:
                return content("prompt.pick_revealed")

        super().__init__(who, parent)
        self.setObjectName("card_chooser")
        buttons: list[QToolButton] = []
        if isinstance(request, ChooseFrom):
            for index in range(request.hand_count):
                buttons.append(
                    _card_button(None, lambda _=False, i=index: self.finish(Take(hand_index=i)))
                )
            for card_id in request.visible:
                buttons.append(
                    _card_button(card_id, lambda _=False, c=card_id: self.finish(Take(card=c)))
                )
        else:
            for card_id in request.cards:
                buttons.append(
                    _card_button(card_id, lambda _=False, c=card_id: self.finish(Cards((c,))))
                )
        # many cards go in rows that fit the screen, and scroll when they are too many
        width = max((b.sizeHint().width() for b in buttons), default=1) + _CELL_GAP
        columns = self.columns_for(width, len(buttons))
        self.fit_with(self.add_scrolling(_grid_of(buttons, columns)))


class OptionChooser(Chooser):
    """Pick one named option (a suit, a direction, one of two effects)."""

    def __init__(
        self, request: ChooseOption, parent: QWidget | None = None, context: QWidget | None = None
    ) -> None:
        reason = request.reason
        super().__init__(lambda: reason_name(reason), parent)
        self.setObjectName(f"options_{request.reason}")
        if context is not None:  # what the choice is about (the draft pool, the picks)
            self.box.addWidget(context)
        self.options: list[tuple[str, QPushButton]] = []
        for i, key in enumerate(request.options):
            button = QPushButton()
            button.setObjectName(f"option_{i}")
            button.clicked.connect(lambda _=False, index=i: self.finish(Choice(index)))
            self.box.addWidget(button)
            self.options.append((key, button))
        self.retranslate()

    def retranslate(self) -> None:
        """The title and the options in the current language."""
        super().retranslate()
        for key, button in self.options:
            label = content(key)
            button.setText(label if label != key else key.split(".")[-1])


class ArrangeChooser(Chooser):
    """占卜: put the cards on the top of the deck (the first is drawn first) or at its
    bottom (the last is the lowest), in order.

    Drag the cards between and within the lists, or use the clicks and keys: a double
    click or Enter on a card moves it to the other list; "Up" / "Down" move the selected
    card within its list; "To top" / "To bottom" move it to the end of the other list.
    """

    def __init__(self, request: Arrange, parent: QWidget | None = None) -> None:
        super().__init__(lambda: content("prompt.arrange"), parent)
        self.setObjectName("arrange_chooser")
        self.top = self._list(request.cards, "top")
        self.bottom = self._list((), "bottom")
        self.top_label, self.bottom_label = QLabel(), QLabel()
        self.top_label.setWordWrap(True)
        self.bottom_label.setWordWrap(True)
        lists = QGridLayout()
        lists.addWidget(self.top_label, 0, 0)
        lists.addWidget(self.bottom_label, 0, 1)
        lists.addWidget(self.top, 1, 0)
        lists.addWidget(self.bottom, 1, 1)
        self.box.addLayout(lists)
        row = QHBoxLayout()
        self.up = self._button("up", lambda: self._shift(-1))
        self.down = self._button("down", lambda: self._shift(1))
        self.to_top = self._button("to_top", lambda: self._across(self.bottom, self.top))
        self.to_bottom = self._button("to_bottom", lambda: self._across(self.top, self.bottom))
        for button in (self.up, self.down, self.to_top, self.to_bottom):
            row.addWidget(button)
        self.box.addLayout(row)
        self.ok = QPushButton()
        self.ok.setObjectName("ok")
        self.ok.setAutoDefault(False)
        self.ok.clicked.connect(self._done)
        self.box.addWidget(self.ok)
        for widget in (self.top, self.bottom):
            widget.itemDoubleClicked.connect(lambda item, w=widget: self._swap_list(w, item))
            widget.itemSelectionChanged.connect(lambda w=widget: self._selected_in(w))
            widget.installEventFilter(self)
            widget.model().rowsInserted.connect(self._refresh)
            widget.model().rowsRemoved.connect(self._refresh)
        self.retranslate()
        self._refresh()
        fit.fit_dialog(self)  # the lists scroll themselves

    def _list(self, cards: tuple[int, ...], name: str) -> QListWidget:
        widget = QListWidget()
        widget.setObjectName(name)
        widget.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        widget.setDefaultDropAction(Qt.DropAction.MoveAction)
        widget.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        widget.setFlow(QListWidget.Flow.TopToBottom)
        widget.setIconSize(QSize(40, 56))
        widget.setMinimumSize(170, 5 * 62)
        for card_id in cards:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, card_id)
            self._show_card(item)
            widget.addItem(item)
        return widget

    @staticmethod
    def _show_card(item: QListWidgetItem) -> None:
        """Name and paint the card of ``item`` in the current language."""
        card_id = item.data(Qt.ItemDataRole.UserRole)
        card = STANDARD_DECK[card_id]
        name_text = f"{card.suit.symbol}{RANK_NAMES[card.rank]} "
        name_text += content(f"card.{card.kind.value}.name")
        item.setText(name_text)
        item.setIcon(QIcon(painting.card_face(card_id, current_language())))
        item.setToolTip(content(f"card.{card.kind.value}.text"))

    def _button(self, name: str, slot) -> QPushButton:  # type: ignore[no-untyped-def]
        button = QPushButton()
        button.setObjectName(name)
        button.setAutoDefault(False)  # Enter moves a card, it never presses a button
        button.clicked.connect(slot)
        return button

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        super().retranslate()
        for widget in (self.top, self.bottom):
            for row in range(widget.count()):
                self._show_card(widget.item(row))
        self.top_label.setText(self.tr("Top of the deck (the first card is drawn first)"))
        self.bottom_label.setText(self.tr("Bottom of the deck (the last card is the lowest)"))
        self.up.setText(self.tr("Up"))
        self.down.setText(self.tr("Down"))
        self.to_top.setText(self.tr("To top"))
        self.to_bottom.setText(self.tr("To bottom"))
        self.ok.setText(self.tr("OK"))

    def ids(self, widget: QListWidget) -> tuple[int, ...]:
        """The card ids of ``widget`` (``top`` or ``bottom``), in order."""
        return tuple(widget.item(i).data(Qt.ItemDataRole.UserRole) for i in range(widget.count()))

    def selected(self) -> tuple[QListWidget, int] | None:
        """The list and row of the selected card (None: no card is selected)."""
        for widget in (self.top, self.bottom):
            items = widget.selectedItems()
            if items:
                return widget, widget.row(items[0])
        return None

    def select(self, card_id: int) -> None:
        """Select the card ``card_id`` in whichever list holds it."""
        for widget in (self.top, self.bottom):
            if card_id in self.ids(widget):
                item = widget.item(self.ids(widget).index(card_id))
                widget.setCurrentItem(item)
                item.setSelected(True)
                widget.setFocus()

    def move_to_other_list(self, card_id: int) -> None:
        """Move ``card_id`` to the end of the other list (a double click or Enter)."""
        for widget in (self.top, self.bottom):
            if card_id in self.ids(widget):
                self._swap_list(widget, widget.item(self.ids(widget).index(card_id)))
                return

    def _other(self, widget: QListWidget) -> QListWidget:
        return self.bottom if widget is self.top else self.top

    def _swap_list(self, widget: QListWidget, item: QListWidgetItem) -> None:
        self._move(widget, widget.row(item), self._other(widget), None)

    def _across(self, source: QListWidget, target: QListWidget) -> None:
        chosen = self.selected()
        if chosen is not None and chosen[0] is source:
            self._move(source, chosen[1], target, None)

    def _shift(self, step: int) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        widget, row = chosen
        if 0 <= row + step < widget.count():
            self._move(widget, row, widget, row + step)

    def _move(self, source: QListWidget, row: int, target: QListWidget, to_row: int | None) -> None:
        """Move the card at ``row`` of ``source`` to ``to_row`` of ``target`` (None: its
        end) and keep it selected, so the buttons can go on moving it."""
        item = source.takeItem(row)
        if item is None:
            return
        if to_row is None:
            target.addItem(item)
        else:
            target.insertItem(to_row, item)
        source.clearSelection()
        target.setCurrentItem(item)
        item.setSelected(True)
        target.setFocus()
        self._refresh()

    def _selected_in(self, widget: QListWidget) -> None:
        """One selected card at a time: selecting in one list clears the other."""
        if widget.selectedItems():
            other = self._other(widget)
            other.blockSignals(True)
            other.clearSelection()
            other.blockSignals(False)
        self._refresh()

    def _refresh(self, *_: object) -> None:
        chosen = self.selected()
        widget, row = chosen if chosen is not None else (None, -1)
        self.up.setEnabled(widget is not None and row > 0)
        self.down.setEnabled(widget is not None and row < widget.count() - 1)
        self.to_top.setEnabled(widget is self.bottom)
        self.to_bottom.setEnabled(widget is self.top)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on a card of a list moves it to the other list."""
        if (
            event.type() == QEvent.Type.KeyPress
            and watched in (self.top, self.bottom)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)  # type: ignore[attr-defined]
        ):
            widget = watched
            assert isinstance(widget, QListWidget)
            item = widget.currentItem()
            if item is not None:
                self._swap_list(widget, item)
            return True
        return super().eventFilter(watched, event)

    def _done(self) -> None:
        self.finish(Arrangement(self.ids(self.top), self.ids(self.bottom)))


class DistributeChooser(Chooser):
    """Hand out cards: choose who gets each one (or keep it, when allowed)."""

    def __init__(
        self, request: Distribute, names: Mapping[int, str], parent: QWidget | None = None
    ) -> None:
        key = f"prompt.{request.reason}"

        def title() -> str:
            text = content(key)
            return text if text != key else content("prompt.distribute")

        super().__init__(title, parent)
        self.setObjectName("distribute_chooser")
        self.request = request
        self.names = names
        self.combos: list[tuple[int, QComboBox]] = []
        cells: list[QWidget] = []
        for card_id in request.cards:
            cell = QWidget()
            row = QHBoxLayout(cell)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(_card_button(card_id, lambda: None))
            combo = QComboBox()
            if not request.all_cards:
                combo.addItem("", None)
            for seat in request.recipients:
                combo.addItem("", seat)
            row.addWidget(combo)
            self.combos.append((card_id, combo))
            cells.append(cell)
        # one card and its recipient a cell; rows of them fit the screen and scroll
        width = max((c.sizeHint().width() for c in cells), default=1) + _CELL_GAP
        area = self.add_scrolling(_grid_of(cells, self.columns_for(width, 2)))
        self.ok = QPushButton()
        self.ok.setObjectName("ok")
        self.ok.clicked.connect(self._done)
        self.box.addWidget(self.ok)
        self.retranslate()
        self.fit_with(area)

    def retranslate(self) -> None:
        """The title, "Keep", the recipients' names and OK in the current language."""
        super().retranslate()
        for _, combo in self.combos:
            for row in range(combo.count()):
                seat = combo.itemData(row)
                if seat is None:
                    name = self.tr("Keep")
                else:
                    name = self.names.get(seat) or unnamed_seat(seat, current_language())
                combo.setItemText(row, name)
        self.ok.setText(self.tr("OK"))

    def _done(self) -> None:
        gifts = tuple(
            (card_id, combo.currentData())
            for card_id, combo in self.combos
            if combo.currentData() is not None
        )
        self.finish(Distribution(gifts))


class MultiCardChooser(Chooser):
    """Choose between ``low`` and ``high`` of the given cards (hand and equipment)."""

    def __init__(
        self,
        pool: tuple[int, ...],
        low: int,
        high: int,
        title: str | Callable[[], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(title, parent)
        self.low, self.high = low, high
        self.setObjectName("multi_card_chooser")
        self.chosen: list[int] = []
        self.buttons: dict[int, QToolButton] = {}
        for card_id in pool:
            button = _card_button(card_id, lambda _=False, c=card_id: self._toggle(c))
            button.setCheckable(True)
            self.buttons[card_id] = button
        cells = list(self.buttons.values())
        width = max((b.sizeHint().width() for b in cells), default=1) + _CELL_GAP
        area = self.add_scrolling(_grid_of(cells, self.columns_for(width, len(cells))))
        self.ok = QPushButton(self.tr("OK"))
        self.ok.setObjectName("ok")
        self.ok.clicked.connect(lambda: self.finish(Cards(tuple(self.chosen))))
        self.box.addWidget(self.ok)
        self._refresh()
        self.fit_with(area)

    def retranslate(self) -> None:
        """The title and OK in the current language."""
        super().retranslate()
        self.ok.setText(self.tr("OK"))

    def _toggle(self, card_id: int) -> None:
        if card_id in self.chosen:
            self.chosen.remove(card_id)
        elif len(self.chosen) < self.high:
            self.chosen.append(card_id)
        self._refresh()

    def _refresh(self) -> None:
        for card_id, button in self.buttons.items():
            button.setChecked(card_id in self.chosen)
        self.ok.setEnabled(self.low <= len(self.chosen) <= self.high)
