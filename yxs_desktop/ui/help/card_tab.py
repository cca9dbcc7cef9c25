"""The encyclopedia's cards: every card kind with its name, type, text and where it is in
the standard deck (how many, of which suits and ranks), with a search field."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

from yxs_desktop.engine.cards import RANK_NAMES, SPECS, STANDARD_DECK, Card, CardSpec
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Kind, Slot, Suit
from yxs_desktop.ui import painting
from yxs_desktop.ui.help.entry_list import EntryList
from yxs_desktop.ui.i18n import current_language

FACE = QSize(50, 70)


def cards_of(kind: Kind) -> list[Card]:
    """The physical cards of ``kind`` in the standard deck, in deck order."""
    return [card for card in STANDARD_DECK if card.kind is kind]


def suits_and_ranks(kind: Kind) -> str:
    """Where the cards of ``kind`` are, by suit: "♠A 2 3  ♥6", each rank as often as there
    are cards of it."""
    parts = []
    for suit in Suit:
        ranks = [
            RANK_NAMES[c.rank]
            for c in sorted(cards_of(kind), key=lambda c: c.rank)
            if c.suit is suit
        ]
        if ranks:
            parts.append(suit.symbol + " ".join(ranks))
    return "  ".join(parts)


def type_text(spec: CardSpec, lang: str) -> str:
    """The card's type in ``lang``; for equipment its slot too, and a weapon's range."""
    shown = text(f"cardtype.{spec.type.value}", lang)
    if spec.slot is not None:
        shown += f" · {text(f'slot.{spec.slot.value}', lang)}"
        if spec.slot is Slot.WEAPON:
            # as the card face prints it (ui/painting.py)
            shown += (
                f", range {spec.weapon_range}" if lang == "en" else f"，距离{spec.weapon_range}"
            )
    return shown


def card_matches(spec: CardSpec, query: str) -> bool:
    """Whether every word of ``query`` is in the kind's id, or its name, type or text in
    either language (any case)."""
    kind = spec.kind.value
    haystack = "\n".join(
        [kind, spec.zh]
        + [
            part
            for lang in ("zh", "en")
            for part in (
                text(f"card.{kind}.name", lang),
                text(f"card.{kind}.text", lang),
                type_text(spec, lang),
            )
        ]
    ).casefold()
    return all(word in haystack for word in query.casefold().split())


class CardsTab(QWidget):
    """Every card kind of :data:`SPECS` with a card face, filtered by the search text; the
    texts follow the interface language (the other one in a tooltip)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("encyclopedia_cards")
        self.specs = tuple(SPECS.values())
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.apply_filter)
        self.count = QLabel(self)
        self.list = EntryList([spec.kind.value for spec in self.specs], FACE, self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.count)
        layout.addWidget(self.list, 1)
        self.retranslate()

    def _describe(self, spec: CardSpec, lang: str) -> str:
        kind = spec.kind.value
        deck = (
            self.tr("%1 in the deck: %2")
            .replace("%1", str(len(cards_of(spec.kind))))
            .replace("%2", suits_and_ranks(spec.kind))
        )
        return (
            f"{text(f'card.{kind}.name', lang)}　{type_text(spec, lang)}\n"
            f"{deck}\n{text(f'card.{kind}.text', lang)}"
        )

    def retranslate(self) -> None:
        """Show the card kinds and the search field's hint in the current language."""
        lang = current_language()
        other = "en" if lang == "zh" else "zh"
        self.search.setPlaceholderText(self.tr("Search the cards (name, type or text)"))
        dpr = self.devicePixelRatioF()
        for row, spec in enumerate(self.specs):
            kind = spec.kind.value
            face = painting.card_face(
                cards_of(spec.kind)[0].id, lang, FACE.width(), FACE.height(), dpr
            )
            tooltip = f"{text(f'card.{kind}.name', other)}\n{text(f'card.{kind}.text', other)}"
            self.list.set_entry(row, self._describe(spec, lang), tooltip, face)
        self.apply_filter()

    def apply_filter(self) -> None:
        """Show the card kinds that match the search text."""
        self.list.show_only([card_matches(spec, self.search.text()) for spec in self.specs])
        self.count.setText(
            self.tr("%1 of %2 card kinds")
            .replace("%1", str(len(self.list.visible_keys())))
            .replace("%2", str(len(self.specs)))
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
