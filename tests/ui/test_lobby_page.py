"""The lobby shows the rooms of a ``rooms`` message (mode in the person's language, state,
seats, spectators, a lock for a password) and turns the person's clicks into client
messages: Join and Watch (the password asked for a locked room first), Create room…
with the dialog's choices, Refresh; Watch is off for a room without spectators; a refusal
shows its code's text in Chinese and in English; lobby chat over the limit is not sent."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from yxs_desktop.engine import text
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.errors import CODES
from yxs_desktop.protocol.limits import CHAT_LENGTH
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.online.create_room_dialog import CreateRoomDialog
from yxs_desktop.ui.online.lobby import (
    LOCK,
    MODE,
    ROOM,
    SEATS,
    STATE,
    LobbyPage,
    PasswordDialog,
)

LEFT = Qt.MouseButton.LeftButton
ROOMS = wire.Rooms(
    (
        wire.RoomInfo("r7", "identity5-simple", 3, 5, "waiting", True, False),
        wire.RoomInfo("r8", "3v3-casual", 6, 6, "playing", True, True),
        wire.RoomInfo("r9", "identity8", 1, 8, "waiting", False, True),
    )
)


@pytest.fixture
def page(qtbot, english) -> LobbyPage:
    page = LobbyPage()
    qtbot.addWidget(page)
    page.show()
    page.show_rooms(ROOMS)
    return page


def wanted(page: LobbyPage, act) -> list[wire.Message]:
    sent: list[wire.Message] = []
    page.wants.connect(sent.append)
    act()
    return sent


def cell(page: LobbyPage, row: int, column: int) -> str:
    return page.table.item(row, column).text()


def test_the_rooms_of_a_rooms_message_are_shown_with_mode_state_seats_and_lock(page):
    assert page.table.rowCount() == 3
    assert [cell(page, row, ROOM) for row in range(3)] == ["r7", "r8", "r9"]
    assert cell(page, 0, MODE) == text("mode.identity5-simple", "en")
    assert cell(page, 1, STATE) == "Playing" and cell(page, 0, STATE) == "Waiting"
    assert cell(page, 1, SEATS) == "6/6"
    assert [page.table.item(row, LOCK).icon().isNull() for row in range(3)] == [True, False, False]
    assert page.table.item(1, LOCK).toolTip() == "A password is needed"
    page.show_rooms(wire.Rooms(()))
    assert page.empty.isVisible() and not page.table.isVisible()


def test_the_mode_is_named_in_chinese_after_a_language_switch(qtbot, page):
    set_language("zh")
    try:
        qtbot.waitUntil(lambda: cell(page, 0, MODE) == text("mode.identity5-simple", "zh"))
        assert cell(page, 0, STATE) == "等待中"
    finally:
        set_language("en")


def test_join_sends_join_room_for_the_chosen_room(qtbot, page):
    assert not page.buttons["join"].isEnabled()  # nothing chosen yet
    page.select_room("r7")
    sent = wanted(page, lambda: qtbot.mouseClick(page.buttons["join"], LEFT))
    assert sent == [wire.JoinRoom("r7")]


def test_a_locked_room_asks_for_its_password_before_watching(qtbot, page):
    page.select_room("r8")
    assert not page.buttons["join"].isEnabled()  # its game is under way: watch only
    sent = wanted(page, lambda: qtbot.mouseClick(page.buttons["watch"], LEFT))
    assert sent == []
    dialog = page.dialog
    assert isinstance(dialog, PasswordDialog)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()  # no password typed
    dialog.edit.setText("梁山")
    qtbot.mouseClick(ok, LEFT)
    assert sent == [wire.Spectate("r8", "梁山")]
    assert page.dialog is None


def test_a_cancelled_password_sends_nothing(qtbot, page):
    page.select_room("r9")
    sent = wanted(page, page.join_selected)
    assert isinstance(page.dialog, PasswordDialog)
    page.dialog.reject()
    assert sent == []


def test_watch_is_off_for_a_room_without_spectators(qtbot, page):
    page.select_room("r9")
    assert page.buttons["join"].isEnabled()
    assert not page.buttons["watch"].isEnabled()
    assert wanted(page, page.watch_selected) == []
    page.select_room("r7")
    assert page.buttons["watch"].isEnabled()


def test_create_room_sends_the_dialogs_choices(qtbot, page, random_offered):
    qtbot.mouseClick(page.buttons["create"], LEFT)
    dialog = page.dialog
    assert isinstance(dialog, CreateRoomDialog)
    assert dialog.message() == wire.CreateRoom("identity5")  # the protocol's defaults
    dialog.mode.setCurrentIndex(dialog.mode.findData("identity8"))
    dialog.seconds.setValue(30)
    dialog.extra.setChecked(True)
    dialog.level.setCurrentIndex(dialog.level.findData("random"))
    dialog.delay.setValue(2)
    dialog.spectators.setChecked(False)
    assert not dialog.delay.isEnabled()
    dialog.password.setText("梁山")
    sent = wanted(page, dialog.accept)
    assert sent == [
        wire.CreateRoom("identity8", 30, True, "random", False, 2, "梁山"),
    ]


def test_the_dialog_keeps_to_the_protocols_bounds_and_the_3v3_modes_have_no_extra_choice(
    qtbot, page
):
    dialog = page.open_create()
    dialog.seconds.setValue(5)
    dialog.delay.setValue(9)
    dialog.extra.setChecked(True)
    dialog.mode.setCurrentIndex(dialog.mode.findData("3v3-competitive"))
    assert not dialog.extra.isEnabled()
    message = dialog.message()
    assert (message.seconds, message.spectator_delay) == (10, 5)
    assert message.extra_choice is False and message.password is None
    names = [dialog.level.itemText(i) for i in range(dialog.level.count())]
    assert names == ["Easy", "Standard", "Strong", "Expert"]  # weakest first; random is a tool
    assert "Random" not in names
    assert message.level == "baseline"  # the default, though the list starts with easy
    dialog.reject()


def test_refresh_asks_for_the_rooms(qtbot, page):
    sent = wanted(page, lambda: qtbot.mouseClick(page.buttons["refresh"], LEFT))
    assert sent == [wire.ListRooms()]


def test_a_refusal_shows_its_codes_text_in_english_and_in_chinese(qtbot, page):
    page.show_error(wire.Error("wrong_password", "the password is wrong", "join_room"))
    assert page.error_label.isVisible()
    assert page.error_label.text() == CODES["wrong_password"].en
    set_language("zh")
    try:
        qtbot.waitUntil(lambda: page.error_label.text() == CODES["wrong_password"].zh)
    finally:
        set_language("en")
    page.select_room("r7")
    page.join_selected()  # a new request: the old refusal goes
    assert not page.error_label.isVisible()


def test_an_unknown_code_from_a_newer_server_is_shown_as_it_is(page):
    page.show_error(wire.Error("some_new_code", "whatever"))
    assert page.error_label.text() == "some_new_code"


def test_lobby_chat_is_sent_and_shown_but_not_over_the_length_limit(qtbot, page):
    chat = page.chat
    chat.line.setText("x" * (CHAT_LENGTH + 1))
    assert not chat.send_button.isEnabled() and chat.count.isVisible()
    sent = wanted(page, lambda: qtbot.keyClick(chat.line, Qt.Key.Key_Return))
    assert sent == [] and chat.line.text() == "x" * (CHAT_LENGTH + 1)  # kept, not cut
    chat.line.setText("   ")
    chat.send()
    assert sent == []
    chat.line.setText("  有人吗？ ")
    qtbot.mouseClick(chat.send_button, LEFT)
    assert sent == [wire.Chat("lobby", "有人吗？")] and chat.line.text() == ""
    page.add_chat(wire.ChatLine("lobby", "<b>吴用</b>", "在！"))
    assert chat.log.toPlainText().endswith("<b>吴用</b>: 在！")  # a name is never markup


def test_the_status_line_shows_the_connection(page):
    page.set_status("Connected to ws://127.0.0.1:9527/")
    assert page.status.text() == "Connected to ws://127.0.0.1:9527/"
