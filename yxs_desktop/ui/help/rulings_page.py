"""Help → Rulings: every ruling of the engine in a scrollable list, filtered by a search."""

from __future__ import annotations

import html
import math

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QAbstractTextDocumentLayout, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.engine.rulings import RULINGS, Ruling
from yxs_desktop.ui.help.ruling_headings import heading
from yxs_desktop.ui.help.screen_fit import fit_to_screen
from yxs_desktop.ui.i18n import current_language
from yxs_desktop.ui.theme import themed

#: The item data role that holds a ruling's id.
ID_ROLE = Qt.ItemDataRole.UserRole


def ruling_matches(ruling: Ruling, query: str) -> bool:
    """Whether every word of ``query`` is in the ruling's id, or its heading or text in
    either language (case does not matter; an empty query matches every ruling)."""
    zh, en = heading(ruling.id, "zh"), heading(ruling.id, "en")
    haystack = f"{ruling.id}\n{zh}\n{en}\n{ruling.zh}\n{ruling.en}".casefold()
    return all(word in haystack for word in query.casefold().split())


def ruling_text(ruling: Ruling, lang: str) -> str:
    """A ruling as the page shows it in ``lang``: its heading, then its text."""
    return f"{heading(ruling.id, lang)}\n{ruling.zh if lang == 'zh' else ruling.en}"


class _RulingDelegate(QStyledItemDelegate):
    """Draws a ruling's first line, its heading, in bold above its text, both wrapped to
    the list's width."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self.view = view
        self.document = QTextDocument(self)

    def _lay_out(self, option: QStyleOptionViewItem, text: str, width: int) -> QTextDocument:
        head, _, body = text.partition("\n")
        document = self.document
        document.setDefaultFont(option.font)
        document.setHtml(f"<b>{html.escape(head)}</b><br>{html.escape(body)}")
        document.setTextWidth(max(width, 1))
        return document

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:  # type: ignore[no-untyped-def]
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.text = ""  # the style draws the item's background, the document its text
        style = item.widget.style() if item.widget is not None else self.view.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, item.widget)
        document = self._lay_out(item, str(index.data() or ""), item.rect.width())
        selected = bool(item.state & QStyle.StateFlag.State_Selected)
        role = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        context = QAbstractTextDocumentLayout.PaintContext()
        context.palette.setColor(QPalette.ColorRole.Text, item.palette.color(role))
        painter.save()
        painter.translate(item.rect.topLeft())
        document.documentLayout().draw(painter, context)
        painter.restore()

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:  # type: ignore[no-untyped-def]
        width = self.view.viewport().width() - 2 * self.view.spacing()
        document = self._lay_out(option, str(index.data() or ""), width)
        return QSize(width, math.ceil(document.size().height()))


class RulingsPage(QDialog):
    """A non-modal window listing every ruling (its heading and text in the interface
    language, the other language as the tooltip), with a search field that filters the
    list as one types (words of either language, or a ruling's id)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        themed(self)
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
        self.list.setItemDelegate(_RulingDelegate(self.list))
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
        self.search.setPlaceholderText(self.tr("Search the rulings (words of either language)"))
        lang = current_language()
        other = "en" if lang == "zh" else "zh"
        for row, ruling in enumerate(RULINGS):
            item = self.list.item(row)
            item.setText(ruling_text(ruling, lang))
            item.setToolTip(ruling_text(ruling, other))
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
