"""The table scene projected from views and events: seats placed in the table order (迁都
slides the swapped panels), the current-turn marker only once a turn has started, and each
seat's tooltip listing the skills the seat holds now."""

from __future__ import annotations

import msgspec
import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QParallelAnimationGroup, QPointF
from PySide6.QtGui import QFont, QFontMetricsF

from yxs_desktop.client.seat_names import seat_name
from yxs_desktop.client.session import EventsUpdate
from yxs_desktop.client.table_model import ACTION_MS, BASE_MS, action_captions
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Area, Kind
from yxs_desktop.engine.events import (
    CardPlayed,
    CardsMoved,
    CardUsed,
    Damaged,
    PlacesSwapped,
    RoundStarted,
    SkillInvoked,
    TurnStarted,
)
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.views import SeatView, seat_view
from yxs_desktop.ui.table.items import CaptionItem, LineItem, fitted_name
from yxs_desktop.ui.table.scene import TableScene


def _view(mode: str = "identity5", seat: int | None = 0) -> SeatView:
    game = Game(make_mode(mode), 3)
    game.start()
    return seat_view(game, seat)


def _panel_pos(scene: TableScene, seat: int) -> QPointF:
    panel = scene.layout_.seats[seat].panel
    return QPointF(panel.x, panel.y)


@pytest.fixture
def scene(qapp) -> TableScene:
    return TableScene(5, 0)


def test_a_seat_swap_slides_the_two_panels_to_their_new_places(scene: TableScene) -> None:
    view = _view()
    scene.sync(view)
    before = {seat: scene.seats[seat].pos() for seat in range(5)}
    order = (0, 3, 2, 1, 4)  # seats 1 and 3 swapped places
    group = scene.animations_for((PlacesSwapped(1, 3, order),), 200)
    assert scene.layout_.order == order
    assert group.animationCount() == 2  # only the two swapped panels move
    assert scene.seats[1].pos() == before[1] and scene.seats[3].pos() == before[3]
    group.start()
    group.setCurrentTime(200)  # the end of the slide
    assert scene.seats[1].pos() == before[3] and scene.seats[3].pos() == before[1]
    assert {s: scene.seats[s].box.position for s in range(5)} == {0: 0, 3: 1, 2: 2, 1: 3, 4: 4}
    assert all(scene.seats[s].pos() == before[s] for s in (0, 2, 4))


def test_the_view_order_places_the_seats_counterclockwise_from_the_person(
    scene: TableScene,
) -> None:
    view = msgspec.structs.replace(_view(), order=(2, 1, 0, 3, 4))  # the person swapped with 2
    scene.sync(view)
    assert {s: scene.seats[s].box.position for s in range(5)} == {0: 0, 3: 1, 4: 2, 2: 3, 1: 4}
    assert all(scene.seats[s].pos() == _panel_pos(scene, s) for s in range(5))
    scene.resize_table(1600, 1000)  # a new size keeps the order
    assert scene.seats[2].box.position == 3 and scene.layout_.order == (2, 1, 0, 3, 4)


def test_a_slide_cut_short_still_ends_with_the_panels_in_place(scene: TableScene) -> None:
    view = _view()
    scene.sync(view)
    order = (0, 3, 2, 1, 4)
    group = scene.animations_for((PlacesSwapped(1, 3, order),), 200)
    group.start()
    group.setCurrentTime(50)
    group.stop()
    assert scene.seats[1].pos() != _panel_pos(scene, 1)  # half-way
    scene.sync(msgspec.structs.replace(view, order=order))
    assert all(scene.seats[s].pos() == _panel_pos(scene, s) for s in range(5))


def test_no_seat_is_marked_as_the_current_turn_before_the_first_turn(scene: TableScene) -> None:
    view = _view()  # the hero choice: the view's current seat is seat 0 already
    assert view.round == 0 and view.current == 0
    scene.sync(view)
    assert not any(item.current for item in scene.seats)
    assert scene.phase_label.text() == ""
    scene.shown.fold((TurnStarted(0, 0),))  # a turn outside the rounds (scenarios)
    scene.sync(view)
    assert [item.current for item in scene.seats] == [True, False, False, False, False]
    assert scene.phase_label.text().startswith("▶")


def test_a_view_in_the_middle_of_the_game_marks_the_current_turn(scene: TableScene) -> None:
    view = msgspec.structs.replace(_view(), round=2, current=3)
    scene.sync(view)
    assert [item.current for item in scene.seats] == [False, False, False, True, False]


def test_the_seat_tooltip_lists_the_skills_the_seat_holds_now(qapp, english) -> None:
    scene = TableScene(5, 0)
    view = _view()
    players = list(view.players)
    # 花木兰 took 杨延昭's skills with 易装
    players[1] = msgspec.structs.replace(
        players[1], hero="hua_mulan", skills=("mili", "yizhuang", "tianlang")
    )
    players[2] = msgspec.structs.replace(players[2], hero="liu_bang", skills=())  # skills off
    scene.sync(msgspec.structs.replace(view, players=tuple(players)))
    tip = scene.seats[1].toolTip()
    assert tip.startswith(f"{text('hero.hua_mulan.name', 'en')}: ")
    for skill in ("mili", "yizhuang", "tianlang"):
        assert text(f"skill.{skill}.name", "en") in tip
        assert text(f"skill.{skill}.text", "en") in tip
    plain = scene.seats[2].toolTip()
    assert plain.splitlines()[0] == text("hero.liu_bang.name", "en")
    assert "【" not in plain  # no skill texts with skills off


def _moves_and_hits(game: Game) -> EventsUpdate:
    """An update with card flights, a target line and a flash, as a seat sees it."""
    events = (
        CardsMoved((), 2, Area.DECK, Area.HAND, dst_seat=1, reason="draw"),
        CardUsed(1, (), Kind.STRIKE, (3,)),
        Damaged(1, 3, 1, 3),
    )
    return EventsUpdate(events, seat_view(game, 0))


def test_the_animation_queue_frees_each_group_and_its_flying_cards_when_done(
    scene: TableScene, qtbot
) -> None:
    game = Game(make_mode("identity5"), 3)
    game.start()
    scene.speed = 50.0
    for _ in range(5):
        scene.queue.push(_moves_and_hits(game))
    qtbot.waitUntil(lambda: not scene.queue.busy(), timeout=5000)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert scene.findChildren(QParallelAnimationGroup) == []  # no group outlives its play
    assert scene.transient == []
    assert not [i for i in scene.items() if isinstance(i, LineItem)]


def test_cards_in_flight_leave_the_table_when_the_queue_cuts_their_animation_short(
    scene: TableScene, qtbot
) -> None:
    game = Game(make_mode("identity5"), 3)
    game.start()
    scene.speed = 0.01  # a very slow flight
    update = _moves_and_hits(game)
    scene.queue.push(update)
    flying = list(scene.transient)
    # 2 cards, 1 line, the used card's name over its user
    assert len(flying) == 4 and all(item.scene() is scene for item in flying)
    scene.queue.watchdog.timeout.emit()  # the safety net fires before the flight ends
    assert scene.transient == [] and all(item.scene() is None for item in flying)
    assert not scene.queue.busy()


def _competitive_view() -> tuple[Game, SeatView]:
    game = Game(make_mode("3v3-competitive"), 3)
    game.start()
    return game, seat_view(game, 1)


def test_where_leaders_choose_who_acts_the_seats_that_acted_this_round_are_marked(qapp) -> None:
    _, view = _competitive_view()
    scene = TableScene(6, 1)
    scene.shown.fold((TurnStarted(1, 1), TurnStarted(4, 1), TurnStarted(0, 1)))
    view = msgspec.structs.replace(view, current=0)
    scene.sync(view)
    assert [s for s in range(6) if scene.seats[s].acted] == [1, 4]  # 0 is acting now
    scene.shown.fold((TurnStarted(3, 2),))  # a new round: nobody has acted yet
    scene.sync(msgspec.structs.replace(view, current=3))
    assert not any(scene.seats[s].acted for s in range(6))
    scene.deleteLater()


def test_in_identity_mode_no_seat_is_marked_as_having_acted(qapp) -> None:
    scene = TableScene(5, 0)
    scene.shown.fold((TurnStarted(0, 1), TurnStarted(1, 1)))
    scene.sync(msgspec.structs.replace(_view(), current=2))
    assert not any(seat.acted for seat in scene.seats)
    scene.deleteLater()


def test_a_long_seat_name_is_made_smaller_or_cut_never_drawn_past_the_panel(qapp) -> None:
    font = QFont()
    font.setPixelSize(14)
    width = QFontMetricsF(font).horizontalAdvance("Han Xin [2]") + 2
    assert fitted_name("Han Xin [2]", width, font) == (font, "Han Xin [2]")  # it fits: as is
    for name in ("Zhang Sanfeng [1]", "Chen Yuanyuan [2] of a very long name indeed"):
        small, shown = fitted_name(name, width, font)
        assert QFontMetricsF(small).horizontalAdvance(shown) <= width
        assert small.pixelSize() < 14 or shown.endswith("…")


def test_a_seat_before_its_hero_is_named_by_its_number_in_words(qapp, english) -> None:
    assert seat_name(None, 3, "en") == "Seat 4"  # seat 3, numbered from 1 on screen
    assert seat_name(None, 3, "zh") == "4号位"


def test_a_leader_asked_in_a_new_round_sees_no_marks_of_the_last(qapp) -> None:
    _, view = _competitive_view()
    scene = TableScene(6, 1)
    scene.shown.fold(tuple(TurnStarted(s, 1) for s in (1, 4, 0, 3, 2, 5)))
    scene.sync(msgspec.structs.replace(view, current=2))
    assert [s for s in range(6) if scene.seats[s].acted] == [0, 1, 3, 4, 5]
    scene.shown.fold((RoundStarted(2),))  # before the leader's choice of round 2
    scene.sync(msgspec.structs.replace(view, current=5, round=2))
    assert not any(scene.seats[s].acted for s in range(6))
    scene.shown.fold((TurnStarted(4, 2), TurnStarted(0, 2)))
    scene.sync(msgspec.structs.replace(view, current=0, round=2))
    assert [s for s in range(6) if scene.seats[s].acted] == [4]
    scene.deleteLater()


def test_a_used_card_and_skill_are_named_over_the_user_whole_on_the_table(
    scene: TableScene, english
) -> None:
    game = Game(make_mode("identity5"), 3)
    game.start()
    scene.sync(seat_view(game, 0))
    events = (
        CardUsed(1, (), Kind.STRIKE, (2,), skill="wumu"),
        SkillInvoked(3, "bawang", (4,)),
        CardPlayed(2, (), Kind.DODGE),
    )
    assert action_captions(events, "en") == {
        1: f"{text('skill.wumu.name', 'en')}·Strike",
        3: text("skill.bawang.name", "en"),
        2: "Dodge",
    }
    group = scene.animations_for(events, 10)
    captions = [item for item in scene.transient if isinstance(item, CaptionItem)]
    assert sorted(c.text for c in captions) == sorted(action_captions(events, "en").values())
    room = scene.sceneRect()
    assert all(room.contains(c.mapRectToScene(c.rect)) for c in captions)
    # the action holds the table for its time, longer than the card's flight
    assert group.duration() == int(10 * ACTION_MS / BASE_MS) > 10
    group.deleteLater()
