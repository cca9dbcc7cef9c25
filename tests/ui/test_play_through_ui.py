"""A whole identity5 game played through the desktop client's own widgets: the test
clicks highlighted hand cards, highlighted seats and the buttons, like a person, and the
game reaches its result, shown over the final table."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QToolButton

from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.requests import ChooseCards, ChooseSeats, Confirm, PlayPhase, Respond
from yxs_desktop.ui import dialogs
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.table.page import TablePage


def click_item(qtbot, page: TablePage, item) -> None:
    """A real mouse click on a scene item, through the view."""
    view = page.view
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def answer_dialog(qtbot, dialog: dialogs.Chooser) -> None:
    """Answer a chooser like a person: the first hero still free, the least cards asked
    for, OK, the first option or the first card."""
    if isinstance(dialog, dialogs.HeroChooser):
        button = next(b for b in dialog.buttons.values() if b.isEnabled())
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    if isinstance(dialog, dialogs.MultiCardChooser):
        for button in list(dialog.buttons.values())[: dialog.low]:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
        return
    ok = dialog.findChild(QPushButton, "ok") or dialog.findChild(QPushButton, "option_0")
    if ok is not None:
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        return
    button = dialog.findChildren(QToolButton)[0]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def act_on_table(qtbot, page: TablePage) -> None:
    """One step of a simple, legal way of playing: use a highlighted card on a
    highlighted target when possible, answer with a highlighted card, else pass."""
    sel = page.selection
    request = sel.request
    if isinstance(request, Confirm):
        qtbot.mouseClick(page.ok, Qt.MouseButton.LeftButton)
        return
    if isinstance(request, ChooseSeats):
        for seat in page.scene.seats:
            if page.ok.isEnabled():
                break
            if seat.selectable:
                click_item(qtbot, page, seat)
        qtbot.mouseClick(page.ok, Qt.MouseButton.LeftButton)
        return
    for item in list(page.scene.hand_items):
        if page.selection is not sel or page.ok.isEnabled():
            break
        if item.selectable:
            click_item(qtbot, page, item)
            for seat in page.scene.seats:
                if page.ok.isEnabled():
                    break
                if seat.selectable:
                    click_item(qtbot, page, seat)
            if not page.ok.isEnabled() and not isinstance(request, ChooseCards):
                qtbot.mouseClick(page.cancel, Qt.MouseButton.LeftButton)  # clears the choice
                break
    if page.selection is not sel:
        return
    if page.ok.isEnabled():
        qtbot.mouseClick(page.ok, Qt.MouseButton.LeftButton)
    elif isinstance(request, PlayPhase):
        qtbot.mouseClick(page.end, Qt.MouseButton.LeftButton)
    elif isinstance(request, Respond):
        qtbot.mouseClick(page.cancel, Qt.MouseButton.LeftButton)


def play_through(
    qtbot, window: MainWindow, seen: list[tuple[str, str, dialogs.Chooser]] | None = None
) -> None:
    """Play the started game by clicking until its result shows over the table; every
    chooser the person met goes into ``seen`` as (request type, reason, chooser)."""
    page = window.table_page
    assert page is not None
    play_page(qtbot, page, seen)


def play_page(
    qtbot,
    page: TablePage,
    seen: list[tuple[str, str, dialogs.Chooser]] | None = None,
    after_click: Callable[[int], None] | None = None,
) -> int:
    """:func:`play_through` on the table ``page``; ``after_click`` is called with the
    number of clicks so far after each one. Returns that number."""
    clicks = 0
    while page.result_panel is None:
        qtbot.waitUntil(
            lambda: (
                page.result_panel is not None
                or page.dialog is not None
                or page.selection is not None
            ),
            timeout=60_000,
        )
        if page.result_panel is not None:
            break
        if page.dialog is not None:
            if seen is not None:
                seen.append((type(page.request).__name__, page.request.reason, page.dialog))
            answer_dialog(qtbot, page.dialog)
        else:
            act_on_table(qtbot, page)
        clicks += 1
        assert clicks < 3000, "the game did not end"
        if after_click is not None:
            after_click(clicks)
    return clicks


def test_a_whole_identity5_game_is_played_by_clicking_through_the_ui(qtbot, settings, english):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    start = window.start_page
    start.speed.setValue(20.0)
    start.seed.setValue(11)
    qtbot.mouseClick(start.start_button, Qt.MouseButton.LeftButton)
    play_through(qtbot, window)
    result = window.table_page.result_panel
    assert result is not None and window.stack.currentWidget() is window.table_page
    assert result.title.text() == text(f"title.{result.result.title}", "en")
    assert result.table.rowCount() == 5
    record = result.result.record
    me = record["players"][0]
    assert me["hero_id"] is not None
    assert sum(me["cards_used"].values()) > 0, "the person never used a card by clicking"
