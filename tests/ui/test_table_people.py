"""The people at an online table, as its room's ``room`` messages say: every seat shows its
person's name (a computer seat its level), a seat whose person dropped shows "Dropped",
one the computer plays for its person (托管) "Autoplay", to everyone at the table and as
the messages come; a seat being asked shows its request's clock running down; the names
are cut to fit the panels of a 1024×700 screen. Seats are numbered from 1 wherever a
person reads them."""

from __future__ import annotations

import time

import msgspec
import pytest
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from tests.scenario import Scenario
from yxs_desktop.client.session import EventsUpdate, WaitingUpdate
from yxs_desktop.engine.views import events_for, seat_view
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.limits import NAME_LENGTH
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.online.room import RoomPage
from yxs_desktop.ui.online.table import OnlineTable
from yxs_desktop.ui.table.items import SeatItem
from yxs_desktop.ui.table.page import TablePage
from yxs_desktop.ui.table.people import SeatPerson, people_of

ME = 0
MODES = {5: "identity5", 8: "identity8"}
SETTINGS = wire.Settings("identity5-simple", 15, False, "baseline", True, 0, False)
SEATS = (
    wire.SeatInfo(0, "person", "宋江", ready=True, connected=True),
    wire.SeatInfo(1, "computer", None, ready=True, connected=True),
    wire.SeatInfo(2, "person", "吴用", ready=True, connected=False),
    wire.SeatInfo(3, "person", "Lin Chong", ready=True, connected=True, takeover=True),
    wire.SeatInfo(4, "computer", None, ready=True, connected=True, level="strong"),
)


def room(seats: tuple[wire.SeatInfo, ...] = SEATS) -> wire.Room:
    return wire.Room("r1", "宋江", False, SETTINGS, seats, 1, "playing")


def table(qtbot, me: int | None = ME, players: int = 5) -> TablePage:
    """A table page showing the first view of a game of ``players``."""
    sc = Scenario(["liu_bang", "han_xin"], mode=MODES[players])
    page = TablePage(players, me)
    qtbot.addWidget(page)
    page.jump_to(EventsUpdate(tuple(events_for(sc.game, me)), seat_view(sc.game, me)))
    return page


def painted(seat: SeatItem) -> QImage:
    image = QImage(220, 280, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    seat.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    return image


def test_every_seat_shows_its_persons_name_and_a_computer_seat_its_level(qtbot, english):
    page = table(qtbot)
    page.set_people(people_of(room()))
    names = [seat.shown_name() for seat in page.scene.seats]
    assert names == ["宋江", "Standard", "吴用", "Lin Chong", "Strong"]
    assert page.scene.seats[1].person == SeatPerson(level="baseline")  # the room's level
    assert page.scene.seats[2].toolTip().startswith("Player: 吴用\nDropped")
    assert page.scene.seats[1].toolTip().startswith("Computer player: Standard")
    set_language("zh")  # the english fixture switches back
    qtbot.waitUntil(lambda: page.scene.seats[1].toolTip().startswith("电脑玩家：标准"))
    assert page.scene.seats[1].shown_name() == "标准"
    assert page.scene.seats[3].marks_shown() == ["托管"]
    assert page.scene.seats[2].marks_shown() == ["掉线"]


def test_a_spectator_sees_the_names_and_marks_too(qtbot, english):
    page = table(qtbot, me=None)
    page.set_people(people_of(room()))
    assert [seat.shown_name() for seat in page.scene.seats][:3] == ["宋江", "Standard", "吴用"]
    assert page.scene.seats[2].marks_shown() == ["Dropped"]


def test_the_marks_follow_the_rooms_messages_as_they_come(qtbot, english):
    page = table(qtbot)
    page.set_people(people_of(room()))
    seats = page.scene.seats
    assert [seat.marks_shown() for seat in seats] == [[], [], ["Dropped"], ["Autoplay"], []]
    dropped, autoplay, plain = painted(seats[2]), painted(seats[3]), painted(seats[0])
    # 吴用 comes back, 林冲 plays again himself, 宋江 drops while the computer plays for him
    later = list(SEATS)
    later[0] = msgspec.structs.replace(SEATS[0], connected=False, takeover=True)
    later[2] = msgspec.structs.replace(SEATS[2], connected=True)
    later[3] = msgspec.structs.replace(SEATS[3], takeover=False)
    page.set_people(people_of(room(tuple(later))))
    assert [seat.marks_shown() for seat in seats] == [["Dropped", "Autoplay"], [], [], [], []]
    assert painted(seats[2]) != dropped and painted(seats[3]) != autoplay
    assert painted(seats[0]) != plain
    assert seats[0].toolTip().startswith("Player: 宋江\nDropped")


def test_the_persons_own_name_stays_on_a_local_table_without_people(qtbot):
    page = table(qtbot)
    page.scene.set_person_name("小明")
    assert [seat.shown_name() for seat in page.scene.seats] == ["小明", "", "", "", ""]
    assert all(seat.marks_shown() == [] for seat in page.scene.seats)
    assert "Player" not in page.scene.seats[0].toolTip()


@pytest.mark.parametrize("players", [5, 8])
def test_a_long_name_is_cut_to_fit_its_seat_on_a_1024_by_700_screen(
    qtbot, english, players, tmp_path
):
    online = OnlineTable(players, ME, 1.0)
    qtbot.addWidget(online)
    online.resize(1024, 700)
    online.show()
    qtbot.waitExposed(online)
    page = online.table
    sc = Scenario([], mode=MODES[players])
    page.jump_to(EventsUpdate(tuple(events_for(sc.game, ME)), seat_view(sc.game, ME)))
    long_name = "Hu Sanniang Ten-Foot Snake"[:NAME_LENGTH]
    seats = tuple(
        wire.SeatInfo(n, "person", long_name if n else "宋江", True, n != 2, takeover=n == 3)
        for n in range(players)
    )
    page.set_people(people_of(room(seats)))
    online.grab().save(str(tmp_path / f"people-{players}.png"))
    for seat in page.scene.seats:
        band, font, shown = seat.name_band()
        assert QFontMetricsF(font).horizontalAdvance(shown) <= band.width()
        assert band.width() >= 60 and font.pixelSize() >= 9  # readable on a small screen
        assert shown == "宋江" if seat.box.seat == 0 else shown.endswith("…")
        assert seat.boundingRect().contains(band)


# ------------------------------------------------------------------ seats from 1
def test_seats_are_numbered_from_1_on_the_table_and_in_the_room(qtbot, english):
    page = table(qtbot, players=5)
    assert page.seat_name(2) == "Seat 3" and page.seat_name(0).endswith("[1]")
    room_page = RoomPage()
    qtbot.addWidget(room_page)
    room_page.show_room(msgspec.structs.replace(room(), state="waiting"))
    assert [row.number.text() for row in room_page.rows] == ["1", "2", "3", "4", "5"]
    room_page.add_chat(wire.ChatLine("room", "吴用", "好", seat=2))
    assert room_page.chat.log.toPlainText().endswith("吴用 (seat 3): 好")


def test_an_asked_seat_shows_its_clock_running_down_to_everyone_else(qtbot, english):
    page = table(qtbot)
    seats = page.scene.seats
    plain = painted(seats[2])
    page.on_update(WaitingUpdate((2,), "dodge", 9.0, 15.0, time.monotonic()))
    assert [seat.asked for seat in seats] == [False, False, True, False, False]
    assert seats[2].clock == pytest.approx(0.6, abs=0.01)
    assert painted(seats[2]) != plain
    qtbot.waitUntil(lambda: seats[2].clock is not None and seats[2].clock < 0.59, timeout=2000)
    # the next question: seat 1 and this person (whose own timer is in the prompt box)
    page.on_update(WaitingUpdate((0, 1), "choose_hero", 30.0, 30.0, time.monotonic()))
    assert [seat.asked for seat in seats] == [False, True, False, False, False]
    assert page.prompt.text() == f"Waiting for {page.seat_name(1)}"  # not for this person
    page.on_update(WaitingUpdate((0,), "dodge", 30.0, 30.0, time.monotonic()))
    assert page.prompt.text() == f"Waiting for {page.seat_name(1)}"  # its own request says it
    assert seats[2].clock is None and painted(seats[2]) == plain
    # no limit: the seat is shown asked, its bar whole
    page.on_update(WaitingUpdate((3,), "play"))
    assert seats[3].asked and seats[3].clock is None
    assert not page.others_countdown.isActive()
    page.on_update(WaitingUpdate((), "play"))
    assert not any(seat.asked for seat in seats)


def test_a_spectator_sees_every_asked_seats_clock(qtbot):
    page = table(qtbot, me=None)
    page.on_update(WaitingUpdate((0, 4), "choose_hero", 30.0, 30.0, time.monotonic() - 30))
    assert [seat.asked for seat in page.scene.seats] == [True, False, False, False, True]
    assert page.scene.seats[0].clock == 0.0  # run out: the seat still thinks
    assert not page.others_countdown.isActive()
