"""The room page shows a ``room`` message's settings and seats (who sits where, person or
computer, ready, connected, 托管) and turns clicks into client messages: Sit here, the
host's Add computer and Remove computer, Ready (a toggle, once seated), Start (the host
only, off until every seat is taken and every person ready), Leave, room chat; a guest sees
none of the host's buttons, a spectator none of a player's; a refusal shows its code's
text in both languages; room chat over the limit is not sent."""

from __future__ import annotations

import msgspec
import pytest
from PySide6.QtCore import Qt

from yxs_desktop.engine import text
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.errors import CODES
from yxs_desktop.protocol.limits import CHAT_LENGTH
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.online.room import RoomPage

LEFT = Qt.MouseButton.LeftButton
SETTINGS = wire.Settings("identity5-simple", 15, False, "baseline", True, 1, False)
SEATS = (
    wire.SeatInfo(0, "person", "宋江", ready=False, connected=True),
    wire.SeatInfo(1, "computer", None, ready=True, connected=True, level="random"),
    wire.SeatInfo(2, "person", "吴用", ready=True, connected=False, takeover=True),
    wire.SeatInfo(3, "empty"),
    wire.SeatInfo(4, "empty"),
)


def room(host: bool = True, seats: tuple[wire.SeatInfo, ...] = SEATS, **changes) -> wire.Room:
    made = wire.Room("r7", "宋江", host, SETTINGS, seats, 2, "waiting")
    return msgspec.structs.replace(made, **changes)


def full(ready: bool) -> tuple[wire.SeatInfo, ...]:
    """Every seat taken: 宋江 (ready or not) and computers."""
    return (
        wire.SeatInfo(0, "person", "宋江", ready=ready, connected=True),
        *(wire.SeatInfo(n, "computer", None, True, True) for n in range(1, 5)),
    )


@pytest.fixture
def page(qtbot, english) -> RoomPage:
    page = RoomPage()
    qtbot.addWidget(page)
    page.show()
    return page


def wanted(page: RoomPage, act) -> list[wire.Message]:
    sent: list[wire.Message] = []
    page.wants.connect(sent.append)
    act()
    return sent


def test_the_seats_show_who_sits_where_and_how_they_stand(page):
    page.show_room(room())
    page.seated(wire.Seated(0, "t" * 43))
    rows = page.rows
    assert len(rows) == 5
    assert rows[0].name.text() == "宋江 (you)" and rows[0].name.font().bold()
    assert rows[0].kind.text() == "Person" and rows[0].state.text() == "Not ready"
    assert rows[1].kind.text() == "Computer" and rows[1].name.text() == "Random"  # its level
    assert rows[2].name.text() == "吴用" and not rows[2].name.font().bold()
    assert rows[2].state.text() == "Ready, offline, computer plays (托管)"
    assert rows[3].kind.text() == "Empty"
    summary = page.summary.text()
    assert summary.startswith(text("mode.identity5-simple", "en"))
    assert "15 s per decision" in summary and "computer players: Standard" in summary
    assert "spectators see the game a turn later" in summary
    assert page.about.text() == "Host: 宋江 · Waiting · spectators: 2"


def test_sit_here_sends_take_seat_on_an_empty_seat_only(qtbot, page):
    page.show_room(room(host=False))
    assert not page.rows[0].take.isVisible() and not page.rows[1].take.isVisible()
    assert page.rows[3].take.isVisible()
    sent = wanted(page, lambda: qtbot.mouseClick(page.rows[4].take, LEFT))
    assert sent == [wire.TakeSeat(4)]


def test_the_host_adds_a_computer_on_an_empty_seat_and_removes_one(qtbot, page):
    page.show_room(room())
    assert page.rows[3].add.isVisible() and not page.rows[3].remove.isVisible()
    assert page.rows[1].remove.isVisible() and not page.rows[1].add.isVisible()
    assert not page.rows[0].add.isVisible() and not page.rows[0].remove.isVisible()
    sent = wanted(page, lambda: qtbot.mouseClick(page.rows[3].add, LEFT))
    qtbot.mouseClick(page.rows[1].remove, LEFT)
    assert sent == [wire.AddComputer(3), wire.RemoveComputer(1)]


def test_the_host_may_send_another_player_out_before_the_game_but_not_itself(qtbot, page):
    page.show_room(room())
    page.seated(wire.Seated(0, "t" * 43))
    kick = page.rows[2].kick
    assert kick.isVisible() and kick.text() == "Remove player"
    assert not page.rows[0].kick.isVisible()  # the host's own seat
    assert not page.rows[1].kick.isVisible() and not page.rows[3].kick.isVisible()
    assert wanted(page, lambda: qtbot.mouseClick(kick, LEFT)) == [wire.Kick(2)]
    page.show_room(room(state="playing"))
    assert not page.rows[2].kick.isVisible()  # the game is on: the seats are set
    page.show_room(room(host=False))
    assert not page.rows[2].kick.isVisible()


def test_add_computer_sends_the_level_chosen_beside_it(qtbot, page, random_offered):
    page.show_room(room())
    row = page.rows[3]
    assert row.level.isVisible() and row.level.currentData() == "baseline"  # the room's
    assert not page.rows[1].level.isVisible()  # a seat taken: nothing to add
    row.level.setCurrentIndex(row.level.findData("random"))
    sent = wanted(page, lambda: qtbot.mouseClick(row.add, LEFT))
    qtbot.mouseClick(page.rows[4].add, LEFT)  # the room's level: the server's default
    assert sent == [wire.AddComputer(3, "random"), wire.AddComputer(4)]


def test_a_guest_sees_none_of_the_hosts_buttons(page):
    page.show_room(room(host=False))
    page.seated(wire.Seated(2, "t" * 43))
    assert not page.start.isVisible()
    assert not any(
        row.add.isVisible()
        or row.remove.isVisible()
        or row.level.isVisible()
        or row.kick.isVisible()
        for row in page.rows
    )
    assert page.ready.isVisible()


def test_ready_is_a_toggle_once_seated(qtbot, page):
    page.show_room(room())
    assert not page.ready.isVisible()  # not seated yet
    page.seated(wire.Seated(0, "t" * 43))
    assert page.ready.isVisible() and not page.ready.isChecked()
    assert page.ready.text() == "I am ready"
    sent = wanted(page, lambda: qtbot.mouseClick(page.ready, LEFT))
    assert sent == [wire.Ready(True)]
    seats = (msgspec.structs.replace(SEATS[0], ready=True), *SEATS[1:])
    page.show_room(room(seats=seats))
    assert page.ready.isChecked() and page.rows[0].state.text() == "Ready"
    qtbot.mouseClick(page.ready, LEFT)
    assert sent == [wire.Ready(True), wire.Ready(False)]


def test_a_refused_ready_leaves_the_toggle_as_the_room_has_it(qtbot, page):
    page.show_room(room())
    page.seated(wire.Seated(0, "t" * 43))
    qtbot.mouseClick(page.ready, LEFT)
    page.show_error(wire.Error("game_started", "the game has started", "ready"))
    assert not page.ready.isChecked()


def test_start_is_off_until_every_seat_is_taken_and_every_person_ready(qtbot, page):
    page.show_room(room())
    page.seated(wire.Seated(0, "t" * 43))
    assert page.start.isVisible() and not page.start.isEnabled()  # empty seats
    page.show_room(room(seats=full(ready=False)))
    assert not page.start.isEnabled()  # 宋江 not ready
    page.show_room(room(seats=full(ready=True)))
    assert page.start.isEnabled()
    sent = wanted(page, lambda: qtbot.mouseClick(page.start, LEFT))
    assert sent == [wire.Start()]
    page.show_room(room(seats=full(ready=True), state="playing"))
    assert not page.start.isEnabled() and not page.ready.isVisible()


def test_leave_sends_leave_room(qtbot, page):
    page.show_room(room(host=False))
    sent = wanted(page, lambda: qtbot.mouseClick(page.leave, LEFT))
    assert sent == [wire.LeaveRoom()]


def test_a_spectator_sees_no_players_buttons(page):
    page.reset(watching=True)
    page.show_room(room(host=False))
    assert not page.ready.isVisible() and not page.start.isVisible()
    assert not any(row.take.isVisible() for row in page.rows)
    assert "You are watching" in page.about.text()


def test_a_room_of_another_size_gets_its_own_rows(page):
    page.show_room(room())
    eight = tuple(wire.SeatInfo(n, "empty") for n in range(8))
    page.show_room(room(seats=eight))
    assert len(page.rows) == 8 and page.rows[7].take.isVisible()


def test_a_refusal_shows_its_codes_text_in_english_and_in_chinese(qtbot, page):
    page.show_room(room())
    page.show_error(wire.Error("not_ready", "not every seat is ready", "start"))
    assert page.error_label.text() == CODES["not_ready"].en
    set_language("zh")
    try:
        qtbot.waitUntil(lambda: page.error_label.text() == CODES["not_ready"].zh)
        assert page.rows[3].take.text() == "坐这里"
    finally:
        set_language("en")


def test_a_computer_seat_shows_its_level_in_either_language(qtbot, page, random_offered):
    page.show_room(room())
    assert page.rows[1].name.text() == "Random"
    assert page.rows[1].name.toolTip().startswith("Plays any legal answer at random")
    assert [page.rows[3].level.itemText(i) for i in range(2)] == ["Standard", "Random"]
    set_language("zh")
    try:
        qtbot.waitUntil(lambda: page.rows[1].name.text() == "随机")
        assert [page.rows[3].level.itemText(i) for i in range(2)] == ["标准", "随机"]
        assert page.rows[1].name.toolTip().startswith("在合法的选择中随机出牌")
    finally:
        set_language("en")


def test_room_chat_is_sent_but_not_over_the_length_limit(qtbot, page):
    page.show_room(room())
    chat = page.chat
    chat.line.setText("好" * (CHAT_LENGTH + 1))
    sent = wanted(page, chat.send)
    assert sent == [] and not chat.send_button.isEnabled()
    chat.line.setText("好" * CHAT_LENGTH)
    chat.send()
    assert sent == [wire.Chat("room", "好" * CHAT_LENGTH)]
    page.add_chat(wire.ChatLine("room", "吴用", "好牌！", seat=2))
    assert chat.log.toPlainText().endswith("吴用 (seat 3): 好牌！")  # seat 2, from 1
