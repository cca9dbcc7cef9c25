"""A list of entries (heroes, card kinds) with an icon and wrapped text each, whose rows a
filter hides and shows."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QListView, QListWidget, QListWidgetItem, QWidget

#: The item data role that holds an entry's key.
KEY_ROLE = Qt.ItemDataRole.UserRole


class EntryList(QListWidget):
    """One row per key, in the order given; :meth:`set_entry` fills a row, :meth:`show_only`
    filters the rows and :meth:`visible_keys` tells which are shown. :meth:`set_wall` shows
    the icons alone side by side, row after row (the texts in the tooltips)."""

    def __init__(
        self, keys: Sequence[str], icon_size: QSize, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.keys = tuple(keys)
        self.setWordWrap(True)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setAlternatingRowColors(True)
        self.setSpacing(2)
        self.setIconSize(icon_size)
        self.wall = False
        self._texts = [""] * len(self.keys)
        self._tips = [""] * len(self.keys)
        for key in self.keys:
            item = QListWidgetItem(self)
            item.setData(KEY_ROLE, key)
            item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def set_entry(self, row: int, text: str, tooltip: str, icon: QPixmap | None = None) -> None:
        """Show ``text`` (and ``icon``) in row ``row``, with ``tooltip``."""
        item = self.item(row)
        self._texts[row], self._tips[row] = text, tooltip
        self._show(row)
        if icon is not None:
            item.setIcon(QIcon(icon))

    def show_only(self, shown: Sequence[bool]) -> None:
        """Show row ``i`` if ``shown[i]``, hide it otherwise."""
        for row, visible in enumerate(shown):
            self.item(row).setHidden(not visible)

    def visible_keys(self) -> list[str]:
        """The keys of the rows shown, in order."""
        return [key for row, key in enumerate(self.keys) if not self.item(row).isHidden()]

    def set_wall(self, wall: bool) -> None:
        """Show the icons alone, side by side in rows (``wall``), or the list of icons
        with their texts; the entries' texts and tooltips stay."""
        if wall == self.wall:
            return
        self.wall = wall
        self.setViewMode(QListView.ViewMode.IconMode if wall else QListView.ViewMode.ListMode)
        self.setMovement(QListView.Movement.Static)
        self.setWrapping(wall)
        self.setFlow(QListView.Flow.LeftToRight if wall else QListView.Flow.TopToBottom)
        self.setAlternatingRowColors(not wall)
        size = self.iconSize()
        self.setGridSize(QSize(size.width() + 12, size.height() + 12) if wall else QSize())
        for row in range(self.count()):
            self._show(row)

    def _show(self, row: int) -> None:
        """Row ``row``'s text, or on the wall none and the text atop the tooltip."""
        item = self.item(row)
        text, tip = self._texts[row], self._tips[row]
        item.setText("" if self.wall else text)
        item.setToolTip(f"{text}\n\n{tip}" if self.wall else tip)
