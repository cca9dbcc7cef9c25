"""The 3v3 modes in the desktop client: whole casual and competitive games played through
the widgets to the result over the table, the team pick with its countdown and the teammates' live
picks (never the other team's), the draft, the leaders' choices in words, the team and
leader markers on the table, the hand-over on death and the team result."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from tests.ui.test_play_through_ui import play_through
from yxs_desktop.client.local import LocalSession
from yxs_desktop.client.session import ErrorUpdate, EventsUpdate, FinishedUpdate, RequestUpdate
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.errors import IllegalResponse
from yxs_desktop.engine.events import HeroPicked
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.modes.teams import ACTION_ORDER, DIRECTIONS, DRAFT_ORDER, UNITS
from yxs_desktop.engine.requests import Choice, ChooseOption, Distribute, PickHero
from yxs_desktop.engine.views import events_for, request_for, seat_view
from yxs_desktop.selfplay import game_record, play_game
from yxs_desktop.ui import dialogs, painting
from yxs_desktop.ui.bridge import SessionBridge
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.pages import EXTRA_CHOICE_MODES, MODES, StartPage
from yxs_desktop.ui.table.page import TablePage
from yxs_desktop.ui.table.result_panel import ResultPanel
from yxs_desktop.ui.table.scene import TableScene


class RecordingSession:
    """A session stand-in: the test feeds the page updates and keeps its answers."""

    seat = 0

    def __init__(self) -> None:
        self.answers: list[object] = []

    def start(self) -> None:
        pass

    def submit(self, request_id, response) -> None:
        self.answers.append(response)

    def shown(self, request_id) -> None:
        pass

    def close(self) -> None:
        pass


def start(qtbot, settings, mode: str, seed: int) -> MainWindow:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    page.select_mode(mode)
    page.speed.setValue(25.0)
    page.seed.setValue(seed)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    return window


# ------------------------------------------------------------------------- start page
def test_the_start_page_offers_both_3v3_modes_without_the_extra_hero_choice(qtbot, english):
    page = StartPage()
    qtbot.addWidget(page)
    assert "3v3-casual" in page.mode_buttons and "3v3-competitive" in page.mode_buttons
    assert page.mode_buttons["3v3-casual"].name.text() == "3v3 casual"
    for mode in MODES:
        page.select_mode(mode)
        assert page.extra.isEnabled() == (mode in EXTRA_CHOICE_MODES)
    page.select_mode("3v3-competitive")
    page.extra.setChecked(True)
    with qtbot.waitSignal(page.start_requested) as signal:
        qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert signal.args[:2] == ["3v3-competitive", False]


# ------------------------------------------------------------------------- whole games
def test_a_whole_3v3_casual_game_is_played_through_the_widgets_to_its_result(
    qtbot, settings, english
):
    window = start(qtbot, settings, "3v3-casual", 5)
    assert window.table_page.me == 0
    seen: list[tuple[str, str, dialogs.Chooser]] = []
    play_through(qtbot, window, seen)

    # one chooser for the pick; it is answered again only if a computer teammate took the
    # same hero first (a race that a loaded machine makes likely): then it stays open
    picks = [d for kind, _, d in seen if kind == "PickHero"]
    assert len({id(d) for d in picks}) == 1
    chooser = picks[0]
    assert isinstance(chooser, dialogs.HeroChooser)
    assert chooser.teammates_only
    record = window.table_page.result_panel.result.record
    teams = {p["seat"]: p["team"] for p in record["players"]}
    heroes = {p["seat"]: p["hero_id"] for p in record["players"]}
    # the person is asked at once and picked at once (the computer teammates, seats 2 and
    # 4, think like people): the chooser showed at most the teammates' picks, never
    # anything of the other team
    assert set(chooser.shown_picks()) <= {(2, heroes[2]), (4, heroes[4])}
    others = {heroes[s] for s, team in teams.items() if team != teams[0]}
    assert not others & set(chooser.pool)
    assert not others & {hero for _, hero in chooser.shown_picks()}
    assert heroes[0] in chooser.pool and heroes[2] in chooser.pool
    assert chooser.seconds_left() is not None and chooser.countdown.text().endswith("s left")

    result = window.table_page.result_panel
    assert result.title.text() == text(f"title.{result.result.title}", "en")
    assert result.teams_shown()
    assert result.table.rowCount() == 6
    assert result.table.horizontalHeaderItem(1).text() == "Team"
    assert {result.table.item(row, 1).text() for row in range(6)} == {"Team A", "Team B"}
    me = record["players"][0]
    assert me["hero_id"] is not None and me["team"] == "A"
    assert result.subtitle.text() in ("Your team (Team A) wins", "Your team (Team A) loses")


def test_a_whole_3v3_competitive_game_is_played_through_the_widgets_to_its_result(
    qtbot, settings, english
):
    window = start(qtbot, settings, "3v3-competitive", 3)
    page = window.table_page
    assert page.me == 1, "the person plays team A's leader, who makes the team's choices"
    seen: list[tuple[str, str, dialogs.Chooser]] = []
    play_through(qtbot, window, seen)

    reasons = {reason for _, reason, _ in seen}
    assert {"choose_hero", "action_order", "team_action"} <= reasons
    for kind, reason, chooser in seen:
        if kind == "ChooseOption":  # each leader's choice is put in words
            assert chooser.label.text() == text(f"prompt.{reason}", "en")
            for button in chooser.findChildren(QPushButton):
                assert "." not in button.text() and button.text()
        if reason == "team_action":  # and says which vanguards have yet to act
            label = chooser.findChild(QLabel, "vanguards_to_act")
            assert label is not None
            assert label.text().startswith("Vanguards yet to act this round: ")
    # the draft showed the picks of both teams made before the person's own
    (draft,) = [d for kind, _, d in seen if kind == "ChooseHero"]
    assert not draft.teammates_only
    assert {pick.team for pick in draft.picks} == {"A", "B"}
    assert len(draft.pool) == 12
    taken = [hero for hero, button in draft.buttons.items() if not button.isEnabled()]
    assert sorted(taken) == sorted(hero for _, hero in draft.shown_picks())
    # and the log names every draft pick with its team and role
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    assert sum("takes the hero" in line for line in lines) == 6
    assert any(line.startswith("The leaders roll dice") for line in lines)

    result = window.table_page.result_panel
    assert result.title.text() in ("Team A wins", "Team B wins", "Draw")
    assert result.table.rowCount() == 6
    roles = {result.table.item(row, 3).text() for row in range(6)}
    assert roles == {"Leader", "Vanguard"}


# ------------------------------------------------------------------------- team pick
def _casual_pick(seed: int = 4) -> Game:
    game = Game(make_mode("3v3-casual"), seed)
    game.start()
    assert isinstance(game.pending, PickHero)
    return game


def _feed(page: TablePage, game: Game, seat: int, start: int, timeout: float | None) -> int:
    page.on_update(EventsUpdate(tuple(events_for(game, seat, start)), seat_view(game, seat)))
    page.on_update(RequestUpdate(request_for(game.pending, seat), timeout))
    return len(game.events)


def _open_team_pick(qtbot) -> tuple[Game, TablePage, RecordingSession, int, dialogs.HeroChooser]:
    """Seat 0's table with its team-pick chooser open (the session records the answers):
    (game, page, session, event cursor, chooser)."""
    game = _casual_pick()
    page = TablePage(6, 0)
    qtbot.addWidget(page)
    session = RecordingSession()
    page.attach(session)
    page.show()
    cursor = _feed(page, game, 0, 0, 40.0)
    qtbot.waitUntil(lambda: isinstance(page.dialog, dialogs.HeroChooser))
    return game, page, session, cursor, page.dialog


def test_the_team_pick_shows_teammates_live_picks_and_a_countdown_never_the_other_team(
    qtbot, english
):
    game, page, session, cursor, chooser = _open_team_pick(qtbot)
    assert chooser.teammates_only and chooser.shown_picks() == []
    assert 38 <= chooser.seconds_left() <= 40
    assert chooser.countdown.isVisibleTo(chooser)
    assert chooser.countdown.text() in ("40 s left", "39 s left")
    assert chooser.findChild(QLabel, "picks_title").text() == "Your teammates' picks"
    assert chooser.label.text() == text("prompt.team_pick", "en")
    pool = chooser.pool
    assert len(pool) == 9 and set(game.pending.offers[0]) == set(pool)
    # the skills are shown under each hero
    hero = pool[0]
    skill = HEROES[hero].skills[0]
    assert text(f"skill.{skill}.name", "en") in chooser.buttons[hero].toolTip()

    # a teammate (seat 2) and an opponent (seat 1) pick while the person is choosing
    mate_hero = game.pending.offers[2][3]
    game.submit(2, game.pending.id, Choice(3))
    foe_hero = game.pending.offers[1][0]
    game.submit(1, game.pending.id, Choice(0))
    buttons_before = [chooser.buttons[h] for h in pool]
    cursor = _feed(page, game, 0, cursor, 40.0)
    assert page.dialog is chooser, "the chooser stays open and keeps its place"
    assert [chooser.buttons[h] for h in pool] == buttons_before
    assert chooser.shown_picks() == [(2, mate_hero)]
    assert not chooser.buttons[mate_hero].isEnabled()
    assert chooser.taken_labels[mate_hero].text() == "Taken by [3]"  # seat 2, from 1
    assert foe_hero not in chooser.pool
    assert (
        chooser.picks_list.item(0).text() == f"Teammate [3]: {text(f'hero.{mate_hero}.name', 'en')}"
    )

    # a pick of the other team never shows, even if a session wrongly delivered one
    forged = HeroPicked(1, foe_hero, (1, 3, 5))
    page.on_update(EventsUpdate((forged,), seat_view(game, 0)))
    assert chooser.shown_picks() == [(2, mate_hero)]
    assert all(foe_hero not in page.log.item(i).text() for i in range(page.log.count()))

    # the person's click answers with the index of that hero in the current offer
    mine = next(h for h in pool if chooser.buttons[h].isEnabled() and h != pool[0])
    qtbot.mouseClick(chooser.buttons[mine], Qt.MouseButton.LeftButton)
    (response,) = session.answers
    assert game.pending.offers[0][response.index] == mine
    game.submit(0, game.pending.id, response)


def test_the_pick_chooser_goes_when_the_time_is_up_so_a_late_click_answers_nothing(qtbot, english):
    game = _casual_pick()
    page = TablePage(6, 0)
    qtbot.addWidget(page)
    session = RecordingSession()
    page.attach(session)
    _feed(page, game, 0, 0, 0.3)
    qtbot.waitUntil(lambda: isinstance(page.dialog, dialogs.HeroChooser))
    chooser = page.dialog
    qtbot.waitUntil(lambda: page.dialog is None, timeout=3000)
    assert not chooser.isVisible() and page.selection is None
    assert session.answers == []


def test_a_new_request_closes_a_chooser_the_session_answered_by_default(qtbot, english):
    game = _casual_pick()
    page = TablePage(6, 0)
    qtbot.addWidget(page)
    session = RecordingSession()
    page.attach(session)
    _feed(page, game, 0, 0, 40.0)
    qtbot.waitUntil(lambda: isinstance(page.dialog, dialogs.HeroChooser))
    stale = page.dialog
    page.on_update(RequestUpdate(ChooseOption((0,), "choose_direction", DIRECTIONS), 15.0))
    assert isinstance(page.dialog, dialogs.OptionChooser) and not stale.isVisible()
    qtbot.mouseClick(page.dialog.findChild(QPushButton, "option_1"), Qt.MouseButton.LeftButton)
    assert session.answers == [Choice(1)]


def test_in_a_local_team_pick_a_teammate_pick_arrives_in_the_open_chooser_and_time_goes_on(
    qtbot, english
):
    page = TablePage(6, 0)
    qtbot.addWidget(page)
    page.scene.speed = 50.0
    page.show()
    bridge = SessionBridge(page)
    asked: list[RequestUpdate] = []
    bridge.updated.connect(lambda u: asked.append(u) if isinstance(u, RequestUpdate) else None)
    bridge.updated.connect(page.on_update)
    # the computer players think 0.5–2 s: the person's chooser is open before any pick
    session = LocalSession("3v3-casual", 4, 0, bridge.deliver, pick_pace=0.25)
    page.attach(session)
    session.start()
    try:
        qtbot.waitUntil(lambda: isinstance(page.dialog, dialogs.HeroChooser), timeout=10_000)
        chooser = page.dialog
        assert chooser.shown_picks() == []  # the person is asked at once
        opened = chooser.deadline
        assert opened is not None and asked[0].timeout == 40.0
        qtbot.waitUntil(lambda: bool(chooser.shown_picks()), timeout=10_000)
        assert page.dialog is chooser and chooser.isVisible()  # still open, in place
        mates = {p.seat for p in session.game.players if p.team == session.game.players[0].team}
        mate, hero = chooser.shown_picks()[0]
        assert mate in mates - {0}
        assert not chooser.buttons[hero].isEnabled()
        assert chooser.taken_labels[hero].text() == f"Taken by [{mate + 1}]"
        # asked again with the time left: the limit is the whole pick's, not restarted (the
        # new question follows the pick's events from the engine thread: wait for it)
        qtbot.waitUntil(lambda: len(asked) >= 2, timeout=10_000)
        assert all(u.timeout < 40.0 for u in asked[1:])
        assert chooser.deadline is not None and chooser.deadline <= opened + 0.25
        assert page.timeout == 40.0 and page.deadline is not None
        assert page.deadline <= opened + 0.25
        free = next(h for h, b in chooser.buttons.items() if b.isEnabled())
        qtbot.mouseClick(chooser.buttons[free], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not chooser.isVisible(), timeout=10_000)  # accepted
        qtbot.waitUntil(lambda: session.game.players[0].hero is not None, timeout=10_000)
        assert session.game.players[0].hero.id == free and session.error is None
    finally:
        session.close()


def test_a_pick_refused_because_a_teammate_just_took_the_hero_keeps_the_chooser_open(
    qtbot, english
):
    game, page, session, cursor, chooser = _open_team_pick(qtbot)
    hero = chooser.pool[3]
    qtbot.mouseClick(chooser.buttons[hero], Qt.MouseButton.LeftButton)
    (sent,) = session.answers
    assert chooser.isVisible() and chooser.waiting  # waits open for the game's word
    assert not any(b.isEnabled() for b in chooser.buttons.values())
    # meanwhile the teammate at seat 2 took that hero; the session refuses the person's
    # pick and asks again with the time left (as LocalSession does)
    game.submit(2, game.pending.id, Choice(game.pending.offers[2].index(hero)))
    cursor = _feed(page, game, 0, cursor, 39.0)
    with pytest.raises(IllegalResponse) as refused:
        game.submit(0, game.pending.id, sent)
    page.on_update(ErrorUpdate(refused.value.code, refused.value.message))
    page.on_update(RequestUpdate(request_for(game.pending, 0), 38.5))
    message = "A teammate has just taken that hero: choose another one."
    assert page.dialog is chooser and chooser.isVisible() and not chooser.waiting
    assert chooser.message.isVisibleTo(chooser) and chooser.message.text() == message
    assert message in page.prompt.text()
    assert not chooser.buttons[hero].isEnabled()
    assert chooser.taken_labels[hero].text() == "Taken by [3]"
    assert 37 <= chooser.seconds_left() <= 39
    other = next(h for h, b in chooser.buttons.items() if b.isEnabled())
    qtbot.mouseClick(chooser.buttons[other], Qt.MouseButton.LeftButton)
    game.submit(
        0, game.pending.id, session.answers[-1]
    )  # accepted: the pick shows, the chooser goes
    _feed(page, game, 0, cursor, 38.0)
    assert not chooser.isVisible() and page.sent_chooser is None
    assert game.players[0].hero is None and 0 not in game.waiting_for()


# ------------------------------------------------------------------------- choices in words
@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize(
    ("reason", "options"),
    [
        ("draft_order", DRAFT_ORDER),
        ("action_order", ACTION_ORDER),
        ("team_action", UNITS),
        ("choose_direction", DIRECTIONS),
    ],
)
def test_every_leader_and_direction_choice_is_shown_in_words(qtbot, lang, reason, options):
    set_language(lang)
    try:
        chooser = dialogs.OptionChooser(ChooseOption((1,), reason, options))
        qtbot.addWidget(chooser)
        assert chooser.label.text() == text(f"prompt.{reason}", lang) != f"prompt.{reason}"
        for i, key in enumerate(options):
            button = chooser.findChild(QPushButton, f"option_{i}")
            assert button.text() == text(key, lang) != key
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_hand_over_on_death_says_what_happens(qtbot, lang):
    set_language(lang)
    try:
        request = Distribute((0,), "bequeath", cards=(3, 7), recipients=(2, 4))
        chooser = dialogs.DistributeChooser(request, {2: "A", 4: "B"})
        qtbot.addWidget(chooser)
        assert chooser.label.text() == text("prompt.bequeath", lang) != "prompt.bequeath"
        assert chooser.windowTitle() == text("prompt.bequeath", lang)
        page = TablePage(6, 0)
        qtbot.addWidget(page)
        assert page._prompt_for(request) == text("prompt.bequeath", lang)
    finally:
        set_language("en")


def test_the_draft_order_choice_shows_the_draft_pool(qtbot, english):
    game = Game(make_mode("3v3-competitive"), 3)
    game.start()
    request = game.pending
    assert request.reason == "draft_order"  # seed 3: team B's leader won the dice
    seat = request.seat
    page = TablePage(6, seat)
    qtbot.addWidget(page)
    page.attach(RecordingSession())
    page.on_update(EventsUpdate(tuple(events_for(game, seat)), seat_view(game, seat)))
    page.on_update(RequestUpdate(request_for(request, seat), 15.0))
    qtbot.waitUntil(lambda: page.dialog is not None)
    strip = page.dialog.findChild(dialogs.HeroStrip, "hero_strip")
    assert strip is not None and len(strip.heroes) == 12
    assert page.dialog.label.text() == text("prompt.draft_order", "en")


# ------------------------------------------------------------------------- table markers
def test_every_seat_shows_its_team_and_the_leaders_are_marked(qtbot, english):
    game = play_game("3v3-competitive", 3)
    view = seat_view(game, 1)
    scene = TableScene(6, 1)
    scene.sync(view)
    for item, player in zip(scene.seats, view.players, strict=True):
        marks = dict(item.markers())
        assert marks["team"] == player.team
        assert marks["role"] == ("leader" if player.seat in (1, 4) else "vanguard")
        assert player.team in item.toolTip().replace("Team ", "")
    # a spectator sees the same public markers
    scene.sync(seat_view(game, None))
    assert [dict(i.markers())["team"] for i in scene.seats] == ["A", "A", "A", "B", "B", "B"]
    # the painting differs by team and for the leader
    a, b = painting.team_badge("A", 24), painting.team_badge("B", 24)
    assert a.toImage() != b.toImage()
    assert painting.team_badge("A", 24, leader=True).toImage() != a.toImage()
    assert painting.team_panel_color("A") != painting.team_panel_color("B")
    assert painting.team_panel_color(None) not in (
        painting.team_panel_color("A"),
        painting.team_panel_color("B"),
    )
    with pytest.raises(ValueError):
        painting.team_badge("C")


def test_teammates_share_the_team_marker_in_3v3_casual_and_identity_has_none(qtbot, english):
    game = play_game("3v3-casual", 2)
    scene = TableScene(6, 0)
    scene.sync(seat_view(game, 0))
    teams = [dict(i.markers()).get("team") for i in scene.seats]
    assert teams == ["A", "B", "A", "B", "A", "B"]
    roles = [dict(i.markers())["role"] for i in scene.seats]
    assert roles == ["loyalist", "rebel"] * 3
    identity = play_game("identity5", 2)
    scene5 = TableScene(5, 0)
    scene5.sync(seat_view(identity, 0))
    assert all("team" not in dict(i.markers()) for i in scene5.seats)


# ------------------------------------------------------------------------- result
def finished_update(game: Game) -> FinishedUpdate:
    outcome = game.outcome
    return FinishedUpdate(
        outcome.result, outcome.title, outcome.winners, game.mode.score(game), game_record(game)
    )


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_result_shows_the_teams_and_whether_the_persons_team_won(qtbot, lang):
    set_language(lang)
    try:
        game = play_game("3v3-casual", 7)
        outcome = game.outcome
        table = QWidget()
        qtbot.addWidget(table)
        page = ResultPanel(table, finished_update(game), 0)
        assert page.title.text() == text(f"title.{outcome.title}", lang)
        header = page.table.horizontalHeaderItem(1).text()
        assert header == ("队伍" if lang == "zh" else "Team")
        assert page.table.item(0, 1).text() == text("team.A", lang)
        assert page.table.item(1, 1).text() == text("team.B", lang)
        assert page.subtitle.isVisibleTo(page)
        won = 0 in outcome.winners
        team = text("team.A", lang)
        expected = {
            ("en", True): f"Your team ({team}) wins",
            ("en", False): f"Your team ({team}) loses",
            ("zh", True): f"你的队伍（{team}）获胜",
            ("zh", False): f"你的队伍（{team}）落败",
        }
        if outcome.result != "draw":
            assert page.subtitle.text() == expected[(lang, won)]
        # identity results have no team column
        identity = ResultPanel(table, finished_update(play_game("identity5", 7)), 0)
        assert identity.table.columnCount() == 7 and not identity.teams_shown()
    finally:
        set_language("en")
