"""Choosers on their own: the 占卜 arrangement by clicks, keys and buttons (drag and drop
stays on), and the card chooser naming the player the way the table does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QPushButton, QWidget

from yxs_desktop.client.session import EventsUpdate
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import Arrange, Arrangement, ChooseFrom
from yxs_desktop.engine.views import seat_view
from yxs_desktop.ui import dialogs
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.table.page import TablePage

CARDS = (10, 11, 12, 13, 14)


def item_center(widget: QListWidget, card_id: int) -> QPoint:
    """Where the card ``card_id`` shows in a list of the 占卜 chooser (to click it)."""
    for row in range(widget.count()):
        item = widget.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == card_id:
            return widget.visualItemRect(item).center()
    raise AssertionError(f"card {card_id} is not in {widget.objectName()}")


@pytest.fixture
def chooser(qtbot, english) -> dialogs.ArrangeChooser:
    made = dialogs.ArrangeChooser(Arrange((0,), "zhanbu", CARDS))
    qtbot.addWidget(made)
    made.show()
    return made


def _click(qtbot, widget: QListWidget, card_id: int) -> None:
    qtbot.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton, pos=item_center(widget, card_id))


def _button(chooser: dialogs.ArrangeChooser, name: str) -> QPushButton:
    button = chooser.findChild(QPushButton, name)
    assert button is not None, name
    return button


def test_a_double_click_moves_a_card_to_the_other_list_and_back(qtbot, chooser) -> None:
    for source, card in ((chooser.top, 12), (chooser.bottom, 12)):
        pos = item_center(source, card)
        qtbot.mouseClick(source.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        qtbot.mouseDClick(source.viewport(), Qt.MouseButton.LeftButton, pos=pos)
        if source is chooser.top:
            assert chooser.ids(chooser.top) == (10, 11, 13, 14)
            assert chooser.ids(chooser.bottom) == (12,)
    assert chooser.ids(chooser.top) == (10, 11, 13, 14, 12)  # back, at the end
    assert chooser.ids(chooser.bottom) == ()


def test_enter_moves_the_current_card_across_without_answering(qtbot, chooser) -> None:
    answers: list[object] = []
    chooser.answered.connect(answers.append)
    _click(qtbot, chooser.top, 11)
    qtbot.keyClick(chooser.top, Qt.Key.Key_Return)
    qtbot.keyClick(chooser.bottom, Qt.Key.Key_Enter)  # the moved card is still current
    assert chooser.ids(chooser.top) == (10, 12, 13, 14, 11)
    qtbot.keyClick(chooser.top, Qt.Key.Key_Return)
    assert chooser.ids(chooser.bottom) == (11,)
    assert answers == [] and chooser.isVisible()


def test_up_and_down_move_the_selected_card_within_its_list(qtbot, chooser) -> None:
    up, down = _button(chooser, "up"), _button(chooser, "down")
    assert not up.isEnabled() and not down.isEnabled()  # nothing selected
    _click(qtbot, chooser.top, 10)
    assert not up.isEnabled() and down.isEnabled()  # the first card cannot go up
    qtbot.mouseClick(down, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(down, Qt.MouseButton.LeftButton)
    assert chooser.ids(chooser.top) == (11, 12, 10, 13, 14)
    qtbot.mouseClick(up, Qt.MouseButton.LeftButton)
    assert chooser.ids(chooser.top) == (11, 10, 12, 13, 14)
    _click(qtbot, chooser.top, 14)
    assert up.isEnabled() and not down.isEnabled()  # the last card cannot go down


def test_to_top_and_to_bottom_move_the_selected_card_across(qtbot, chooser) -> None:
    to_top, to_bottom = _button(chooser, "to_top"), _button(chooser, "to_bottom")
    _click(qtbot, chooser.top, 13)
    assert to_bottom.isEnabled() and not to_top.isEnabled()
    qtbot.mouseClick(to_bottom, Qt.MouseButton.LeftButton)
    _click(qtbot, chooser.top, 10)
    qtbot.mouseClick(to_bottom, Qt.MouseButton.LeftButton)
    assert chooser.ids(chooser.bottom) == (13, 10)
    assert to_top.isEnabled() and not to_bottom.isEnabled()  # the moved card stays selected
    qtbot.mouseClick(_button(chooser, "up"), Qt.MouseButton.LeftButton)
    assert chooser.ids(chooser.bottom) == (10, 13)
    _click(qtbot, chooser.bottom, 13)
    qtbot.mouseClick(to_top, Qt.MouseButton.LeftButton)
    assert chooser.ids(chooser.top) == (11, 12, 14, 13)
    with qtbot.waitSignal(chooser.answered) as answered:
        qtbot.mouseClick(_button(chooser, "ok"), Qt.MouseButton.LeftButton)
    assert answered.args == [Arrangement((11, 12, 14, 13), (10,))]


def test_drag_and_drop_stays_on_in_both_lists(chooser) -> None:
    for widget in (chooser.top, chooser.bottom):
        assert widget.dragDropMode() is QAbstractItemView.DragDropMode.DragDrop
        assert widget.defaultDropAction() is Qt.DropAction.MoveAction


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_arrange_controls_are_translated(qtbot, lang) -> None:
    set_language(lang)
    try:
        made = dialogs.ArrangeChooser(Arrange((0,), "zhanbu", CARDS))
        qtbot.addWidget(made)
        expected = {"zh": "移到牌堆底", "en": "To bottom"}[lang]
        assert _button(made, "to_bottom").text() == expected
    finally:
        set_language("en")


def test_the_card_chooser_names_the_player_by_hero_as_the_log_does(qtbot, english) -> None:
    game = Game(make_mode("identity5"), 3)
    game.start()
    for seat in range(5):
        while game.pending is not None and seat in game.waiting_for():
            game.submit(seat, game.pending.id, game.pending.default(seat))
    hero = game.players[2].hero
    assert hero is not None
    page = TablePage(5, 0)
    qtbot.addWidget(page)
    page.on_update(EventsUpdate(tuple(game.events), seat_view(game, 0)))
    request = ChooseFrom((0,), "dismantle", 2, 3, ())
    chooser = page._dialog_for(request, ())
    assert isinstance(chooser, dialogs.CardChooser)
    name = f"{text(f'hero.{hero.id}.name', 'en')}[3]"  # seat 2, numbered from 1
    assert chooser.windowTitle() == text("prompt.choose_card_from", "en").format(player=name)
    assert "#2" not in chooser.label.text()


@pytest.mark.parametrize("mode", ["3v3-casual", "identity8", "identity5"])
def test_hero_choosers_fit_the_screen_they_open_on(qtbot, mode):
    """The 3v3 team pick opened 998 px wide and 900 px tall: now the heroes take fewer
    columns on a narrow screen and scroll, and the chooser is never larger than the
    screen's free area (the offscreen screen here is 800×800)."""
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.modes import make_mode
    from yxs_desktop.engine.views import request_for

    game = Game(make_mode(mode), 4)
    game.start()
    request = game.pending
    seat = request.seats[0]
    parent = QWidget()
    qtbot.addWidget(parent)
    chooser = dialogs.HeroChooser(
        request_for(request, seat), seat, parent, picks=[], pool=request.offers[seat]
    )
    qtbot.addWidget(chooser)
    chooser.show()
    room = chooser.screen().availableGeometry()
    assert chooser.width() <= room.width() and chooser.height() <= room.height()
    assert len(chooser.buttons) == len(request.offers[seat])  # every hero still offered
