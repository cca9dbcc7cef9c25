"""Help → Rulings: every ruling of the engine in a scrollable list, filtered by a search."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.engine.rulings import RULINGS, Ruling
from yxs_desktop.ui.help.screen_fit import fit_to_screen
from yxs_desktop.ui.i18n import current_language

#: The item data role that holds a ruling's id.
ID_ROLE = Qt.ItemDataRole.UserRole


def ruling_matches(ruling: Ruling, query: str) -> bool:
    """Whether every word of ``query`` is in the ruling's id or its text in either language
    (case does not matter; an empty query matches every ruling)."""
    haystack = f"{ruling.id}\n{ruling.zh}\n{ruling.en}".casefold()
    return all(word in haystack for word in query.casefold().split())


class RulingsPage(QDialog):
    """A non-modal window listing every ruling (id and text in the interface language, the
    other language as the tooltip), with a search field that filters the list as one types."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulings_page")
        self.setModal(False)
        self.search = QLineEdit(self)
        self.search.setObjectName("rulings_search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.apply_filter)
        self.count = QLabel(self)
        self.list = QListWidget(self)
        self.list.setObjectName("rulings_list")
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setAlternatingRowColors(True)
        self.list.setSpacing(2)
        for ruling in RULINGS:
            item = QListWidgetItem(self.list)
            item.setData(ID_ROLE, ruling.id)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.count)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)
        self.retranslate()
        fit_to_screen(self, 760, 640)

    def retranslate(self) -> None:
        """Show the titles and every ruling in the current language."""
        self.setWindowTitle(self.tr("Rulings"))
        self.search.setPlaceholderText(self.tr("Search the rulings (id or words)"))
        lang = current_language()
        for row, ruling in enumerate(RULINGS):
            item = self.list.item(row)
            shown, other = (ruling.zh, ruling.en) if lang == "zh" else (ruling.en, ruling.zh)
            item.setText(f"{ruling.id}\n{shown}")
            item.setToolTip(other)
        self.apply_filter()

    def apply_filter(self) -> None:
        """Hide the rulings that do not match the search text."""
        query = self.search.text()
        for row, ruling in enumerate(RULINGS):
            self.list.item(row).setHidden(not ruling_matches(ruling, query))
        self.count.setText(
            self.tr("%1 of %2 rulings")
            .replace("%1", str(len(self.visible_ids())))
            .replace("%2", str(len(RULINGS)))
        )

    def visible_ids(self) -> list[str]:
        """The ids of the rulings the list shows, in order."""
        return [
            str(self.list.item(row).data(ID_ROLE))
            for row in range(self.list.count())
            if not self.list.item(row).isHidden()
        ]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
