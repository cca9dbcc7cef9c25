"""The keys of the table, in one table: the page's actions, the main window's Table menu,
the buttons' tooltips and the keys section of Help → How to play are all made from it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget


@dataclass(frozen=True, slots=True)
class TableKey:
    """One key of the table: the ``name`` of what it does and its ``keys`` (portable key
    sequences, the first one shown in the menu)."""

    name: str
    keys: tuple[str, ...]


HAND_KEYS = 9
"""The keys 1–9 pick the first nine hand cards."""

TABLE_KEYS: tuple[TableKey, ...] = (
    TableKey("ok", ("Enter", "Return")),
    TableKey("cancel", ("Esc",)),
    TableKey("end_turn", ("E",)),
    TableKey("pause", ("Space",)),
    TableKey("tracker", ("T",)),
    TableKey("skip", ("S",)),
    *(TableKey(f"card_{n}", (str(n),)) for n in range(1, HAND_KEYS + 1)),
)


def key_text(key: TableKey) -> str:
    """The key as a person reads it ("Enter", "Esc", "Space")."""
    return QKeySequence(key.keys[0]).toString(QKeySequence.SequenceFormat.NativeText)


class KeyTexts(QObject):
    """The texts of the table's keys in the current language (Qt translations)."""

    def label(self, name: str) -> str:
        """The menu text of the key ``name``."""
        if name.startswith("card_"):
            return self.tr("Hand card %1").replace("%1", name.removeprefix("card_"))
        labels = {
            "ok": self.tr("OK"),
            "cancel": self.tr("Cancel"),
            "end_turn": self.tr("End turn"),
            "pause": self.tr("Pause or resume"),
            "tracker": self.tr("Card tracker"),
            "skip": self.tr("Skip to my turn"),
        }
        return labels[name]

    def describe(self, name: str) -> str:
        """What the key ``name`` does (the tooltips, How to play)."""
        if name.startswith("card_"):
            return self.tr("Pick the n-th hand card")
        descriptions = {
            "ok": self.tr("Confirm the choice"),
            "cancel": self.tr("Decline or take the choice back"),
            "end_turn": self.tr("End the play phase"),
            "pause": self.tr(
                "Pause or resume the computer players (a local game without a time limit)"
            ),
            "tracker": self.tr("Open or close the card tracker"),
            "skip": self.tr("Skip the animations still waiting and show the table as it is now"),
        }
        return descriptions[name]

    def tooltip(self, name: str) -> str:
        """A button's tooltip: what it does and its key ("End the play phase (E)")."""
        return f"{self.describe(name)} ({key_text(_by_name(name))})"

    def help_lines(self) -> list[tuple[str, str]]:
        """(key, what it does) for every key, the hand card keys in one line "1–9"."""
        lines = [(key_text(k), self.describe(k.name)) for k in TABLE_KEYS if "card_" not in k.name]
        lines.append((f"1–{HAND_KEYS}", self.describe("card_1")))
        return lines


def _by_name(name: str) -> TableKey:
    return next(key for key in TABLE_KEYS if key.name == name)


def make_actions(
    widget: QWidget, slots: Mapping[str, Callable[[], None]], texts: KeyTexts
) -> dict[str, QAction]:
    """One action per key of :data:`TABLE_KEYS`, owned by ``widget`` and active in its
    window, calling ``slots[name]``, named by ``texts``; by name, in the table's order. A
    key is bound once: menus show these actions, they never bind the keys again."""
    actions: dict[str, QAction] = {}
    for key in TABLE_KEYS:
        action = QAction(widget)
        action.setObjectName(f"key_{key.name}")
        action.setShortcuts([QKeySequence(k) for k in key.keys])
        action.triggered.connect(lambda _=False, slot=slots[key.name]: slot())
        widget.addAction(action)
        actions[key.name] = action
    retranslate_actions(actions, texts)
    return actions


def retranslate_actions(actions: Mapping[str, QAction], texts: KeyTexts) -> None:
    """Name the ``actions`` of :func:`make_actions` in the current language."""
    for name, action in actions.items():
        action.setText(texts.label(name))
