"""The table's game log: every line renders again in the new language (events with the
seats named as they were then, the program's own notes too), the log follows the newest
line unless the person scrolled up to read, and a line appears when its update's
animation starts, not when the update arrives; seats, cards and skills stand out in
colour, a turn begins under a rule, and nothing in a line is read as markup."""

from __future__ import annotations

import msgspec
from PySide6.QtCore import QCoreApplication

from yxs_desktop.client.session import EventsUpdate
from yxs_desktop.client.table_model import Shown
from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.content.gamelog import card_name, describe
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Area, Color
from yxs_desktop.engine.events import CardsMoved, GameStarted, SkillInvoked, TurnStarted
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.views import SeatView, seat_view
from yxs_desktop.ui.i18n import current_language, set_language
from yxs_desktop.ui.table import log_markup
from yxs_desktop.ui.table.game_log import HTML_ROLE, TURN_ROLE, GameLog
from yxs_desktop.ui.table.log_markup import PART_STYLES
from yxs_desktop.ui.table.page import TablePage


def _start_view() -> SeatView:
    game = Game(make_mode("identity5"), 3)
    game.start()
    return seat_view(game, 0)


def _with_hero(view: SeatView, seat: int, hero: str) -> SeatView:
    players = list(view.players)
    players[seat] = msgspec.structs.replace(players[seat], hero=hero)
    return msgspec.structs.replace(view, players=tuple(players))


def _turn(view: SeatView, seat: int, round_: int) -> EventsUpdate:
    """A turn's start and its draw: a line each, and a card flight to animate."""
    events = (
        TurnStarted(seat, round_),
        CardsMoved((), 2, Area.DECK, Area.HAND, dst_seat=seat, reason="draw"),
    )
    return EventsUpdate(events, view)


def _game_number(seed: int) -> str:
    return QCoreApplication.translate("MainWindow", "Game number %1").replace("%1", str(seed))


def test_every_log_line_renders_again_in_the_new_language(qtbot, english) -> None:
    set_language("zh")
    log = GameLog()
    qtbot.addWidget(log)
    view = _start_view()
    log.note(lambda: _game_number(42))
    shown = Shown(current_language)  # the table's fold makes the lines as updates play
    log.add_entries(shown.show(EventsUpdate((GameStarted("identity5", 5),), view)))
    log.add_entries(shown.show(_turn(_with_hero(view, 1, "liu_bang"), 1, 1)))
    turn = text("log.turn_start", "zh").format(player="刘邦[2]", round=1)  # seat 1: [2]
    assert log.lines()[0] == "第 42 局"
    assert log.lines()[1] == text("log.game_start", "zh").format(mode=text("mode.identity5", "zh"))
    assert log.lines()[2] == turn

    set_language("en")
    english_turn = text("log.turn_start", "en").format(player="Liu Bang[2]", round=1)
    qtbot.waitUntil(lambda: log.lines()[2] == english_turn)
    assert log.lines()[0] == "Game number 42"
    assert log.lines()[1] == "Game start: " + text("mode.identity5", "en")
    assert len(log.lines()) == 4  # the draw's line too, and nothing more

    set_language("zh")
    qtbot.waitUntil(lambda: log.lines()[2] == turn)
    assert log.lines()[0] == "第 42 局"


def test_a_log_line_keeps_the_names_the_seats_had_when_it_happened(qtbot, english) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    view = _start_view()
    shown = Shown(current_language)
    log.add_entries(shown.show(_turn(view, 1, 1)))  # before the heroes: "Seat 2" (from 1)
    log.add_entries(shown.show(_turn(_with_hero(view, 1, "liu_bang"), 1, 2)))
    first = text("log.turn_start", "en").format(player="Seat 2", round=1)
    later = text("log.turn_start", "en").format(player="Liu Bang[2]", round=2)
    assert log.lines()[0] == first and log.lines()[2] == later
    log.retranslate()
    assert log.lines()[0] == first  # rendering again does not rename the old line


def test_the_log_follows_the_newest_line_unless_the_person_scrolled_up(qtbot, english) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    log.resize(260, 120)
    log.show()
    qtbot.waitExposed(log)
    bar = log.verticalScrollBar()
    for n in range(40):
        log.note(lambda n=n: f"line {n}")
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())  # the newest
    bar.setValue(0)  # the person scrolls up to read
    log.note(lambda: "one more")
    qtbot.wait(50)
    assert bar.value() == 0
    bar.setValue(bar.maximum())  # and back down: the log follows again
    log.note(lambda: "and another")
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    assert log.lines()[-1] == "and another"


def _expected_lines(updates: list[EventsUpdate]) -> list[str]:
    """The lines of ``updates`` as the engine's log writes them (no seat has a hero; the
    seats numbered from 1)."""
    lines = []
    for update in updates:
        for event in update.events:
            line = describe(event, "en", lambda s: f"Seat {s + 1}")
            if line:
                lines.append(line)
    return lines


def test_log_lines_appear_as_their_updates_animation_starts(qtbot, english) -> None:
    page = TablePage(5, 0)
    qtbot.addWidget(page)
    page.scene.speed = 2.0  # each update's card flight takes a fifth of a second
    view = _start_view()
    updates = [_turn(view, seat, 1) for seat in range(4)]
    for update in updates:
        page.on_update(update)
    assert page.scene.queue.busy() and len(page.scene.queue.pending) == 3
    playing = _expected_lines(updates[:1])
    assert page.log.lines() == playing  # the pending updates' lines are not there yet
    qtbot.waitUntil(lambda: not page.scene.queue.busy(), timeout=10_000)
    assert page.log.lines() == _expected_lines(updates)  # all of them, in order


def test_a_long_backlog_plays_every_update_none_jumped_over(qtbot, english) -> None:
    page = TablePage(5, 0)
    qtbot.addWidget(page)
    page.scene.speed = 10.0
    view = _start_view()
    updates = [_turn(view, seat % 5, 1 + seat // 5) for seat in range(12)]
    for update in updates:
        page.on_update(update)  # far more than the table shows at once
    qtbot.waitUntil(lambda: not page.scene.queue.busy(), timeout=10_000)
    assert page.scene.queue.played == len(updates)
    assert page.log.lines() == _expected_lines(updates)


def test_skipping_to_my_turn_jumps_over_the_backlog_with_its_lines_in_order(qtbot, english) -> None:
    page = TablePage(5, 0)
    qtbot.addWidget(page)
    page.scene.speed = 0.5  # slow: the whole backlog still waits when the person skips
    view = _start_view()
    updates = [_turn(view, seat % 5, 1 + seat // 5) for seat in range(8)]
    for update in updates:
        page.on_update(update)
    assert page.log.lines() == _expected_lines(updates[:1])
    page.key_actions["skip"].trigger()
    assert not page.scene.queue.busy() and page.scene.queue.played == 1
    assert page.log.lines() == _expected_lines(updates)
    assert page.scene.view_state == updates[-1].view


def _red_and_black() -> tuple[int, int]:
    red = next(c.id for c in STANDARD_DECK if c.suit.color is Color.RED)
    black = next(c.id for c in STANDARD_DECK if c.suit.color is Color.BLACK)
    return red, black


def test_the_log_colours_seats_cards_by_their_suit_and_skills(qtbot, english) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    view = _with_hero(_start_view(), 1, "bian_que")
    red, black = _red_and_black()
    events = (
        SkillInvoked(1, "liaoshang", (1,)),
        CardsMoved((red, black), 2, Area.HAND, Area.DISCARD, src_seat=1, reason="discard"),
    )
    log.add_entries(Shown(current_language).show(EventsUpdate(events, view)))
    skill_row, discard_row = (log.item(row) for row in range(2))
    seat = "Bian Que[2]"
    assert skill_row.text() == f"{seat} activates Treat Wounds"
    assert discard_row.text() == f"{seat} discards {card_name(red, 'en')}, {card_name(black, 'en')}"
    span = '<span style="{}">{}</span>'.format
    skill_html, discard_html = (row.data(HTML_ROLE) for row in (skill_row, discard_row))
    assert span(PART_STYLES["seat"], seat) in skill_html
    assert span(PART_STYLES["skill"], "Treat Wounds") in skill_html
    assert span(PART_STYLES["red"], card_name(red, "en")) in discard_html
    assert span(PART_STYLES["black"], card_name(black, "en")) in discard_html


def test_a_line_with_markup_in_it_shows_as_written_never_as_markup(qtbot, english) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    said = "Zhao: <b>win</b> & <img src=x> \x02seat\x1fnot a seat\x03"
    log.note(lambda: said)
    row = log.item(0)
    assert row.text() == log_markup.to_plain(said)
    assert "<b>" not in row.data(HTML_ROLE) and "<img" not in row.data(HTML_ROLE)
    assert "&lt;b&gt;win&lt;/b&gt; &amp; &lt;img src=x&gt;" in row.data(HTML_ROLE)


def test_each_turn_begins_under_a_rule_and_long_lines_wrap(qtbot, english) -> None:
    log = GameLog()
    qtbot.addWidget(log)
    view = _with_hero(_start_view(), 1, "bian_que")
    log.add_entries(Shown(current_language).show(_turn(view, 1, 3)))
    assert [bool(log.item(row).data(TURN_ROLE)) for row in range(2)] == [True, False]
    log.resize(600, 300)
    log.show()
    qtbot.waitExposed(log)
    wide = log.visualItemRect(log.item(0)).height()
    log.resize(90, 300)
    qtbot.waitUntil(lambda: log.visualItemRect(log.item(0)).height() > wide)
    assert log.visualItemRect(log.item(1)).top() >= log.visualItemRect(log.item(0)).bottom()
