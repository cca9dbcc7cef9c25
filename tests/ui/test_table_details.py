"""Details of the table a person relies on: the simple table's chooser shows no skills,
a seat's tooltip tells the distance and the attack range, the person's name is on its
seat, a double click plays a card that leaves nothing to choose, and the role badges say
what each role plays for."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QLabel

from tests.scenario import Scenario
from yxs_desktop.client.session import EventsUpdate, FinishedUpdate, RequestUpdate
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import ChooseHero, PlayPhase, Response, Use
from yxs_desktop.engine.views import events_for, reach, request_for, seat_view
from yxs_desktop.ui import dialogs
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.table.page import TablePage
from yxs_desktop.ui.table.scene import TableScene

ME = 0
WAIT_MS = 10_000


class RecordingSession:
    """A session stand-in that keeps the person's answers."""

    seat = ME

    def __init__(self) -> None:
        self.answers: list[tuple[int, Response]] = []

    def start(self) -> None:
        pass

    def submit(self, request_id: int, response: Response) -> None:
        self.answers.append((request_id, response))

    def shown(self, request_id: int) -> None:
        pass

    def close(self) -> None:
        pass


def _update(game: Game, seat: int | None = ME) -> EventsUpdate:
    seen = reach(game, seat) if seat is not None else None
    return EventsUpdate(tuple(events_for(game, seat)), seat_view(game, seat), seen)


def _page_at(qtbot, game: Game) -> tuple[TablePage, RecordingSession]:
    """A shown table page that has played the game's events and shows its request."""
    page = TablePage(len(game.players), ME)
    qtbot.addWidget(page)
    page.resize(1280, 860)
    page.show()
    qtbot.waitExposed(page)
    page.scene.speed = 50.0
    session = RecordingSession()
    page.attach(session)  # type: ignore[arg-type]
    page.on_update(_update(game))
    assert game.pending is not None
    page.on_update(RequestUpdate(request_for(game.pending, ME), None))
    qtbot.waitUntil(lambda: page.selection is not None, timeout=WAIT_MS)
    return page, session


def _double_click(qtbot, page: TablePage, card_id: int) -> None:
    """A real double click on a hand card, through the view."""
    item = page.scene.hand_item(card_id)
    assert item is not None
    point = page.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseDClick(page.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


# ----------------------------------------------------------------- the simple table
def _hero_choice(mode: str) -> Game:
    game = Game(make_mode(mode), 4)
    game.start()
    assert isinstance(game.pending, ChooseHero)
    return game


def _open_hero_chooser(qtbot, mode: str) -> dialogs.HeroChooser:
    """The hero chooser of the first seat asked in ``mode``, open at a table."""
    game = _hero_choice(mode)
    seat = game.pending.seats[0]  # type: ignore[union-attr]
    page = TablePage(5, seat)
    qtbot.addWidget(page)
    page.on_update(EventsUpdate(tuple(events_for(game, seat)), seat_view(game, seat)))
    page.on_update(RequestUpdate(request_for(game.pending, seat), None))  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: isinstance(page.dialog, dialogs.HeroChooser), timeout=WAIT_MS)
    chooser = page.dialog
    assert isinstance(chooser, dialogs.HeroChooser)
    return chooser


def test_the_simple_tables_hero_chooser_shows_no_skill_texts(qtbot, english) -> None:
    chooser = _open_hero_chooser(qtbot, "identity5-simple")
    for hero, button in chooser.buttons.items():
        shown = button.toolTip() + "".join(
            label.text() for label in button.parentWidget().findChildren(QLabel)
        )
        for skill in HEROES[hero].skills:
            assert text(f"skill.{skill}.name", "en") not in shown
            assert text(f"skill.{skill}.text", "en") not in shown
        assert text(f"hero.{hero}.name", "en") in button.toolTip()
    chooser.close()


def test_the_identity_hero_chooser_still_shows_the_skills(qtbot, english) -> None:
    chooser = _open_hero_chooser(qtbot, "identity5")
    hero, button = next(iter(chooser.buttons.items()))
    skill = HEROES[hero].skills[0]
    assert text(f"skill.{skill}.text", "en") in button.toolTip()
    chooser.close()


def test_the_simple_tables_seats_show_no_skill_texts(qapp, english) -> None:
    sc = Scenario(["liu_bang", "han_xin"], mode="identity5-simple")
    scene = TableScene(5, ME)
    scene.sync_update(_update(sc.game))
    for seat in (0, 1):
        tip = scene.seats[seat].toolTip()
        assert "【" not in tip
        for skill in HEROES[sc.game.players[seat].hero.id].skills:  # type: ignore[union-attr]
            assert text(f"skill.{skill}.name", "en") not in tip


# ----------------------------------------------------------------- distance and range
def test_a_seats_tooltip_tells_the_distance_and_whether_it_is_in_range(qapp, english) -> None:
    # seat 1 rides a +1 horse: distance 2, out of range 1; seat 4 sits next to the viewer
    sc = Scenario(["liu_bang", "han_xin"], equip={1: ["defence_horse"]})
    scene = TableScene(5, ME)
    scene.sync_update(_update(sc.game))
    far, near = scene.seats[1].toolTip(), scene.seats[4].toolTip()
    assert "Distance: 2, out of your attack range (1)" in far
    assert "Distance: 1, within your attack range (1)" in near
    assert "Your seat" in scene.seats[ME].toolTip()
    assert far.startswith(text("hero.han_xin.name", "en"))  # the hero and skills first


def test_the_distance_reads_in_chinese_too(qapp) -> None:
    set_language("zh")
    try:
        sc = Scenario(["liu_bang"], equip={0: ["attack_horse"]})
        scene = TableScene(5, ME)
        scene.sync_update(_update(sc.game))
        assert "距离：1，在你的攻击范围（1）内" in scene.seats[2].toolTip()
    finally:
        set_language("en")


def test_a_spectator_sees_no_distance(qapp, english) -> None:
    sc = Scenario(["liu_bang"])
    scene = TableScene(5, None)
    scene.sync_update(_update(sc.game, None))
    assert "Distance" not in scene.seats[1].toolTip()


# ----------------------------------------------------------------- the person's name
def test_the_persons_name_shows_on_its_own_seat_only(qapp) -> None:
    sc = Scenario(["liu_bang", "han_xin"])
    scene = TableScene(5, ME)
    scene.sync_update(_update(sc.game))
    scene.set_person_name("  小明 ")
    assert scene.seats[ME].person_name == "小明"
    assert [s.person_name for s in scene.seats[1:]] == ["", "", "", ""]

    def painted() -> QImage:
        image = QImage(200, 260, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        scene.seats[ME].paint(painter, None, None)  # type: ignore[arg-type]
        painter.end()
        return image

    named = painted()
    scene.set_person_name("")
    assert painted() != named  # the name was drawn on the panel


def test_the_name_setting_reaches_the_table(qtbot, settings) -> None:
    settings.set("player_name", "Alice")
    window = MainWindow(settings)
    qtbot.addWidget(window)
    page = window.start_game("identity5-simple", False, 5.0, 3)
    assert page.scene.person_name == "Alice"
    window.stop_game()


# ----------------------------------------------------------------- double click
def _strike_turn(equip: dict[int, list[str]] | None = None) -> tuple[Scenario, int]:
    sc = Scenario([None] * 5, hands={ME: ["strike"]}, equip=equip, deck=["dodge"] * 8)
    sc.start_turn(ME)
    assert isinstance(sc.game.pending, PlayPhase)
    strike = next(c.id for c in sc.p(ME).hand if c.kind is Kind.STRIKE)
    return sc, strike


def test_a_double_click_on_a_strike_with_one_target_plays_it(qtbot) -> None:
    # seat 1 rides a +1 horse out of range: seat 4 is the only target
    sc, strike = _strike_turn({1: ["defence_horse"]})
    page, session = _page_at(qtbot, sc.game)
    _double_click(qtbot, page, strike)
    assert session.answers == [(sc.game.pending.id, Use((strike,), Kind.STRIKE, None, (4,)))]  # type: ignore[union-attr]


def test_a_double_click_on_a_strike_with_two_targets_only_selects_it(qtbot) -> None:
    sc, strike = _strike_turn()
    page, session = _page_at(qtbot, sc.game)
    _double_click(qtbot, page, strike)
    assert session.answers == []
    assert page.selection is not None and page.selection.cards == [strike]
    assert page.scene.seats[1].selectable and page.scene.seats[4].selectable


def test_a_double_click_on_medicine_at_full_hp_does_nothing(qtbot) -> None:
    sc = Scenario([None] * 5, hands={ME: ["medicine"]}, deck=["dodge"] * 8)
    sc.start_turn(ME)
    medicine = next(c.id for c in sc.p(ME).hand if c.kind is Kind.MEDICINE)
    page, session = _page_at(qtbot, sc.game)
    _double_click(qtbot, page, medicine)
    assert session.answers == []
    assert page.selection is not None and page.selection.cards == []
    assert not page.ok.isEnabled()


# ----------------------------------------------------------------- role badges
def _badge_tip(scene: TableScene, seat: int) -> str:
    """The tooltip the scene shows with the pointer on a seat's role badge (the topmost
    item there that has one, as Qt picks it)."""
    role = scene.layout_.seats[seat].role
    point = QPointF(role.x + role.w / 2, role.y + role.h / 2)
    return next(i.toolTip() for i in scene.items(point) if i.toolTip())


@pytest.mark.parametrize(
    ("lang", "lord", "hidden"),
    [
        ("zh", "主公 — 消灭所有反贼和内奸", "身份未知 — 阵亡时公开"),
        ("en", "Lord — defeat every rebel and the renegade", "Hidden role — revealed when"),
    ],
)
def test_the_role_badge_names_the_role_and_its_goal(qapp, lang, lord, hidden) -> None:
    set_language(lang)
    try:
        sc = Scenario(["liu_bang", "han_xin"], roles=[Role.LORD, Role.LOYALIST] + [Role.REBEL] * 3)
        scene = TableScene(5, 1)
        scene.sync_update(_update(sc.game, 1))
        assert _badge_tip(scene, 0) == lord  # the lord is public
        assert _badge_tip(scene, 2).startswith(hidden)
        own = text("role.loyalist", lang)
        assert _badge_tip(scene, 1).startswith(own)  # the viewer's own role
        assert text("role.loyalist.goal", lang) in _badge_tip(scene, 1)
    finally:
        set_language("en")


def test_a_3v3_casual_badge_tells_the_team_goal(qapp, english) -> None:
    game = Game(make_mode("3v3-casual"), 2)
    game.start()
    scene = TableScene(6, 0)
    scene.sync_update(_update(game))
    assert _badge_tip(scene, 1).endswith(text("role.team.goal", "en"))


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_hero_chooser_says_the_persons_own_role(qtbot, lang) -> None:
    game = _hero_choice("identity5")
    seat = game.pending.seats[0]  # type: ignore[union-attr]
    role = game.players[seat].role.value  # type: ignore[union-attr]
    set_language(lang)
    try:
        chooser = _open_hero_chooser(qtbot, "identity5")
        assert chooser.role_line.isVisible()
        shown = chooser.role_line.text()
        assert text(f"role.{role}", lang) in shown
        assert shown.startswith("Your role" if lang == "en" else "你的身份")
        assert chooser.role_line.sizeHint().width() <= 1024
        chooser.close()
    finally:
        set_language("en")


# ----------------------------------------------------------------- delayed tricks
@pytest.mark.parametrize(
    ("lang", "named"),
    [("en", "Judgement area: Thunder in Hand, Drawn Prison"), ("zh", "判定区：手捧雷、画地为牢")],
)
def test_a_seats_tooltip_names_the_delayed_tricks_in_its_judgement_area(
    qapp, lang: str, named: str
) -> None:
    sc = Scenario(["liu_bang", "han_xin"], judge={1: ["thunder", "prison"]})
    set_language(lang)
    try:
        scene = TableScene(5, ME)
        scene.sync_update(_update(sc.game))
        assert named in scene.seats[1].toolTip()
        heading = named.replace("：", ":").split(":")[0]
        assert heading not in scene.seats[2].toolTip()  # a seat with none says nothing
    finally:
        set_language("en")


# ----------------------------------------------------------------- focus after a chooser
def test_the_table_window_is_active_again_once_a_chooser_is_answered(qtbot, english) -> None:
    game = _hero_choice("identity5")
    seat = game.pending.seats[0]  # type: ignore[union-attr]
    page = TablePage(5, seat)
    qtbot.addWidget(page)
    page.show()
    page.attach(RecordingSession())  # type: ignore[arg-type]
    page.on_update(EventsUpdate(tuple(events_for(game, seat)), seat_view(game, seat)))
    page.on_update(RequestUpdate(request_for(game.pending, seat), None))  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: isinstance(page.dialog, dialogs.HeroChooser), timeout=WAIT_MS)
    chooser = page.dialog
    assert isinstance(chooser, dialogs.HeroChooser)
    chooser.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is chooser, timeout=WAIT_MS)
    chooser.finish(page.request.default(seat))  # type: ignore[union-attr]  # a hero picked
    # the table's keys (Enter, E, 1–9...) work again without a click on the table
    qtbot.waitUntil(lambda: QApplication.activeWindow() is page, timeout=WAIT_MS)
    assert page.view.hasFocus()


def test_the_end_of_the_game_takes_the_question_on_screen_away(qtbot, english) -> None:
    game = Game(make_mode("identity5"), 3)
    game.start()
    page, _ = _page_at(qtbot, game)  # the hero choice on screen
    assert page.selection is not None and page.dialog is not None
    page.on_update(FinishedUpdate("lord", "lord", (0,), {}, {}))
    assert page.selection is None and page.dialog is None and page.pending_request is None
    assert not page.ok.isEnabled() and not page.cancel.isEnabled() and not page.end.isEnabled()
    assert page.timer_bar.value() == 0
