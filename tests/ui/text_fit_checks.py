"""Whether the texts a window shows are whole: no label, button, choice box, group title,
tab or menu item cuts its text off, unless it elides it ("…") with the whole text in its
tooltip. :func:`clipped_texts` walks a window and names every text it finds cut."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QComboBox,
    QGroupBox,
    QLabel,
    QMenu,
    QMenuBar,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionGroupBox,
    QTabBar,
    QWidget,
)

ELLIPSIS = "…"


def plain(text: str) -> str:
    """``text`` as shown: without the mnemonic ampersands ("&&" shows one)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def elided_with_tooltip(text: str, tooltip: str) -> bool:
    """Whether ``text`` is an elided form of a longer text that ``tooltip`` gives whole."""
    if ELLIPSIS not in text or not tooltip:
        return False
    head, _, tail = text.partition(ELLIPSIS)
    return len(tooltip) > len(text) - 1 and tooltip.startswith(head) and tooltip.endswith(tail)


def _lines_width(metrics: QFontMetrics, text: str) -> int:
    return max((metrics.horizontalAdvance(line) for line in text.split("\n")), default=0)


def _name(widget: QWidget) -> str:
    return f"{type(widget).__name__}#{widget.objectName() or '?'}"


def _scrolled(widget: QWidget) -> bool:
    """Whether ``widget`` lies in a scroll area's viewport: whatever of it is out of view
    can be scrolled to."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent.parentWidget(), QAbstractScrollArea):
            return parent is parent.parentWidget().viewport()  # type: ignore[union-attr]
        parent = parent.parentWidget()
    return False


def label_problem(label: QLabel) -> str | None:
    """Why ``label`` does not show its whole text (None: it does)."""
    text = label.text()
    if not text or (label.pixmap() is not None and not label.pixmap().isNull()):
        return None
    rect = label.contentsRect()
    room = rect.width() - 2 * label.margin() - max(label.indent(), 0)
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    )
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height():
            return f"wraps to {needed} px in {label.height()} px"
        return None
    if rich:
        hint = label.sizeHint()
        if hint.width() > label.width() or hint.height() > label.height():
            return f"needs {hint.width()}×{hint.height()}, has {label.width()}×{label.height()}"
        return None
    width = _lines_width(label.fontMetrics(), text)
    if width > room and not elided_with_tooltip(text, label.toolTip()):
        return f"needs {width} px, has {room} px"
    lines = text.count("\n") + 1
    high = label.fontMetrics().height() * lines
    if high > rect.height():
        return f"needs {high} px high, has {rect.height()} px"
    return None


def button_problem(button: QAbstractButton) -> str | None:
    """Why ``button`` does not show its whole text (None: it does)."""
    text = button.text()
    if not text:
        return None
    if elided_with_tooltip(text, button.toolTip()):
        hint = button.sizeHint()
        return None if hint.width() <= button.width() else f"even elided needs {hint.width()} px"
    hint = button.sizeHint()
    if hint.width() > button.width() or hint.height() > button.height():
        return f"needs {hint.width()}×{hint.height()}, has {button.width()}×{button.height()}"
    return None


def combo_problem(combo: QComboBox) -> str | None:
    """Why ``combo`` cannot show one of its items whole when it is the one chosen."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    metrics = combo.fontMetrics()
    icon = (
        combo.iconSize().width() + 4
        if any(not combo.itemIcon(i).isNull() for i in range(combo.count()))
        else 0
    )
    for index in range(combo.count()):
        text = combo.itemText(index)
        width = metrics.horizontalAdvance(text) + icon
        tip = combo.itemData(index, Qt.ItemDataRole.ToolTipRole)
        if width > field.width() and not elided_with_tooltip(text, str(tip or "")):
            return f"item {text!r} needs {width} px, has {field.width()} px"
    return None


def group_problem(box: QGroupBox) -> str | None:
    """Why ``box`` cuts its title (None: it does not)."""
    if not box.title():
        return None
    option = QStyleOptionGroupBox()
    box.initStyleOption(option)
    label = box.style().subControlRect(
        QStyle.ComplexControl.CC_GroupBox, option, QStyle.SubControl.SC_GroupBoxLabel, box
    )
    if label.right() > box.rect().right():
        return f"its title needs {label.width()} px, has {box.width() - label.left()} px"
    return None


def tab_problems(bar: QTabBar) -> list[str]:
    """The tabs of ``bar`` whose text is cut (elided tabs name their whole text in their
    tooltip)."""
    found = []
    metrics = bar.fontMetrics()
    for index in range(bar.count()):
        text = plain(bar.tabText(index))
        room = (
            bar.tabRect(index).width()
            - 2 * bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace, None, bar) // 2
        )
        if metrics.horizontalAdvance(text) > room and bar.tabToolTip(index) != text:
            found.append(f"tab {text!r} needs {metrics.horizontalAdvance(text)} px, has {room}")
    return found


def cut_by_parents(widget: QWidget) -> bool:
    """Whether a part of ``widget`` is outside one of its parents (and cannot be scrolled
    to): what is there is not drawn."""
    if _scrolled(widget):
        return False
    rect = QRect(QPoint(0, 0), widget.size())
    child = widget
    parent = widget.parentWidget()
    while parent is not None and not child.isWindow():
        rect.translate(child.pos())
        if not parent.rect().contains(rect):
            return True
        child, parent = parent, parent.parentWidget()
    return False


def menu_problems(menu: QMenu, screen: QRect) -> list[str]:
    """The items of ``menu`` (and its submenus) whose text is cut: a menu as wide as its
    widest item, no wider than the screen."""
    found = []
    menu.ensurePolished()
    hint = menu.sizeHint()
    if hint.width() > screen.width():
        found.append(f"menu {plain(menu.title())!r} is {hint.width()} px wide")
    metrics = menu.fontMetrics()
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        text = plain(action.text())
        geometry = menu.actionGeometry(action)
        if metrics.horizontalAdvance(text) > geometry.width():
            found.append(f"menu item {text!r} is cut in {geometry.width()} px")
        if action.menu() is not None:
            found += menu_problems(action.menu(), screen)
    return found


def menubar_problems(bar: QMenuBar, screen: QRect) -> list[str]:
    """The menus of ``bar`` whose title is out of view, or whose items are cut."""
    found = []
    for action in bar.actions():
        if not action.isVisible():
            continue
        title = plain(action.text())
        geometry = bar.actionGeometry(action)
        if geometry.isEmpty() or not bar.rect().contains(geometry):
            found.append(f"the menu bar hides {title!r}")
        elif bar.fontMetrics().horizontalAdvance(title) > geometry.width():
            found.append(f"the menu bar cuts {title!r}")
        if action.menu() is not None:
            found += menu_problems(action.menu(), screen)
    return found


def clipped_texts(root: QWidget, screen: QRect | None = None) -> list[str]:
    """Every text ``root`` and its visible children show cut: "<widget>: <text>: <why>".
    Its menu bar's menus too, when it has one (checked against ``screen``)."""
    found: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.width() <= 0:
            continue
        problem: str | None = None
        text = ""
        if isinstance(widget, QLabel):
            text, problem = widget.text(), label_problem(widget)
        elif isinstance(widget, QAbstractButton):
            text, problem = widget.text(), button_problem(widget)
        elif isinstance(widget, QComboBox):
            text, problem = widget.currentText(), combo_problem(widget)
        elif isinstance(widget, QGroupBox):
            text, problem = widget.title(), group_problem(widget)
        elif isinstance(widget, QTabBar):
            found += [f"{_name(widget)}: {p}" for p in tab_problems(widget)]
            continue
        elif isinstance(widget, QMenuBar):
            found += menubar_problems(widget, screen or widget.screen().availableGeometry())
            continue
        else:
            continue
        if problem is None and text and cut_by_parents(widget):
            problem = "lies partly outside its window"
        if problem is not None:
            found.append(f"{_name(widget)}: {plain(text)[:80]!r}: {problem}")
    return found
