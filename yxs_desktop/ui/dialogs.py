"""Choosers for the requests that are not answered on the table itself: heroes, a card of
another player, revealed cards, options, the 占卜 arrangement and handing out cards.

Each is a non-modal dialog that emits ``answered`` with the engine response (the table
page submits it); none blocks the event loop.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.heroes import HEROES
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
    PickRevealed,
    Response,
    Take,
)
from yxs_desktop.ui import painting
from yxs_desktop.ui.i18n import content, current_language


class Chooser(QDialog):
    """Base: a titled, non-modal dialog that answers once."""

    answered = Signal(object)

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setModal(False)
        self.box = QVBoxLayout(self)
        self.label = QLabel(title)
        self.label.setWordWrap(True)
        self.box.addWidget(self.label)

    def finish(self, response: Response) -> None:
        self.answered.emit(response)
        self.close()


def _card_button(card_id: int | None, on_click) -> QToolButton:  # type: ignore[no-untyped-def]
    button = QToolButton()
    lang = current_language()
    pix = painting.card_face(card_id, lang) if card_id is not None else painting.card_back()
    button.setIcon(QIcon(pix))
    button.setIconSize(QSize(pix.width(), pix.height()))
    button.setAutoRaise(True)
    if card_id is not None:
        kind = STANDARD_DECK[card_id].kind.value
        button.setToolTip(content(f"card.{kind}.text"))
    button.clicked.connect(on_click)
    return button


class HeroChooser(Chooser):
    """Pick a hero: portraits with names, skill texts as tooltips and below."""

    def __init__(self, request: ChooseHero, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(content("prompt.choose_hero"), parent)
        grid = QGridLayout()
        lang = current_language()
        for i, hero_id in enumerate(request.offers[seat]):
            hero = HEROES[hero_id]
            button = QToolButton()
            button.setObjectName(f"hero_{hero_id}")
            pix = painting.hero_portrait(hero_id, lang)
            button.setIcon(QIcon(pix))
            button.setIconSize(QSize(pix.width(), pix.height()))
            button.setText(content(f"hero.{hero_id}.name"))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            skills = "\n".join(
                f"【{content(f'skill.{s}.name')}】{content(f'skill.{s}.text')}" for s in hero.skills
            )
            button.setToolTip(skills)
            button.clicked.connect(lambda _=False, index=i: self.finish(Choice(index)))
            text = QLabel(skills)
            text.setWordWrap(True)
            text.setMaximumWidth(220)
            column = QVBoxLayout()
            column.addWidget(button)
            column.addWidget(text)
            holder = QWidget()
            holder.setLayout(column)
            grid.addWidget(holder, i // 3, i % 3)
        self.box.addLayout(grid)


class CardChooser(Chooser):
    """Pick one card: another player's (hand cards face down), or a revealed one."""

    def __init__(self, request: ChooseFrom | PickRevealed, parent: QWidget | None = None) -> None:
        if isinstance(request, ChooseFrom):
            who = content("prompt.choose_card_from").format(player=f"#{request.target}")
        else:
            who = content("prompt.pick_revealed")
        super().__init__(who, parent)
        row = QHBoxLayout()
        if isinstance(request, ChooseFrom):
            for index in range(request.hand_count):
                row.addWidget(_card_button(None, lambda _=False, i=index: self.finish(
                    Take(hand_index=i))))
            for card_id in request.visible:
                row.addWidget(_card_button(card_id, lambda _=False, c=card_id: self.finish(
                    Take(card=c))))
        else:
            for card_id in request.cards:
                row.addWidget(_card_button(card_id, lambda _=False, c=card_id: self.finish(
                    Cards((c,)))))
        self.box.addLayout(row)


class OptionChooser(Chooser):
    """Pick one named option (a suit, a direction, one of two effects)."""

    def __init__(self, request: ChooseOption, parent: QWidget | None = None) -> None:
        super().__init__(_reason_text(request.reason), parent)
        for i, key in enumerate(request.options):
            label = content(key)
            button = QPushButton(label if label != key else key.split(".")[-1])
            button.setObjectName(f"option_{i}")
            button.clicked.connect(lambda _=False, index=i: self.finish(Choice(index)))
            self.box.addWidget(button)


class ArrangeChooser(Chooser):
    """占卜: drag the cards between the top and the bottom of the deck, in order."""

    def __init__(self, request: Arrange, parent: QWidget | None = None) -> None:
        super().__init__(content("prompt.arrange"), parent)
        self.top = self._list(request.cards)
        self.bottom = self._list(())
        self.top_label, self.bottom_label = QLabel(), QLabel()
        lang = current_language()
        self.top_label.setText("牌堆顶（上方先摸）" if lang == "zh" else "Top (first drawn first)")
        self.bottom_label.setText("牌堆底" if lang == "zh" else "Bottom")
        for widget in (self.top_label, self.top, self.bottom_label, self.bottom):
            self.box.addWidget(widget)
        ok = QPushButton("确定" if lang == "zh" else "OK")
        ok.setObjectName("ok")
        ok.clicked.connect(self._done)
        self.box.addWidget(ok)

    def _list(self, cards: tuple[int, ...]) -> QListWidget:
        widget = QListWidget()
        widget.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        widget.setDefaultDropAction(Qt.DropAction.MoveAction)
        widget.setFlow(QListWidget.Flow.LeftToRight)
        widget.setIconSize(QSize(56, 78))
        widget.setMinimumHeight(110)
        for card_id in cards:
            item = QListWidgetItem(QIcon(painting.card_face(card_id, current_language())), "")
            item.setData(Qt.ItemDataRole.UserRole, card_id)
            widget.addItem(item)
        return widget

    def ids(self, widget: QListWidget) -> tuple[int, ...]:
        return tuple(
            widget.item(i).data(Qt.ItemDataRole.UserRole) for i in range(widget.count())
        )

    def _done(self) -> None:
        self.finish(Arrangement(self.ids(self.top), self.ids(self.bottom)))


class DistributeChooser(Chooser):
    """Hand out cards: choose who gets each one (or keep it, when allowed)."""

    def __init__(self, request: Distribute, names: dict[int, str], parent: QWidget | None = None):
        super().__init__(content("prompt.distribute"), parent)
        self.request = request
        self.combos: list[tuple[int, QComboBox]] = []
        lang = current_language()
        for card_id in request.cards:
            row = QHBoxLayout()
            row.addWidget(_card_button(card_id, lambda: None))
            combo = QComboBox()
            if not request.all_cards:
                combo.addItem("不给" if lang == "zh" else "Keep", None)
            for seat in request.recipients:
                combo.addItem(names.get(seat, f"#{seat}"), seat)
            row.addWidget(combo)
            self.combos.append((card_id, combo))
            self.box.addLayout(row)
        ok = QPushButton("确定" if lang == "zh" else "OK")
        ok.setObjectName("ok")
        ok.clicked.connect(self._done)
        self.box.addWidget(ok)

    def _done(self) -> None:
        gifts = tuple(
            (card_id, combo.currentData())
            for card_id, combo in self.combos
            if combo.currentData() is not None
        )
        self.finish(Distribution(gifts))


def _reason_text(reason: str) -> str:
    for key in (f"skill.{reason}.name", f"card.{reason}.name", f"prompt.{reason}"):
        value = content(key)
        if value != key:
            return value
    return reason


class MultiCardChooser(Chooser):
    """Choose between ``low`` and ``high`` of the given cards (hand and equipment)."""

    def __init__(self, pool: tuple[int, ...], low: int, high: int, title: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.low, self.high = low, high
        self.chosen: list[int] = []
        row = QHBoxLayout()
        self.buttons: dict[int, QToolButton] = {}
        for card_id in pool:
            button = _card_button(card_id, lambda _=False, c=card_id: self._toggle(c))
            button.setCheckable(True)
            self.buttons[card_id] = button
            row.addWidget(button)
        self.box.addLayout(row)
        self.ok = QPushButton("确定" if current_language() == "zh" else "OK")
        self.ok.setObjectName("ok")
        self.ok.clicked.connect(lambda: self.finish(Cards(tuple(self.chosen))))
        self.box.addWidget(self.ok)
        self._refresh()

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
