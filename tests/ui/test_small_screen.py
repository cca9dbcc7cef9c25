"""A 1024×700 screen holds the whole program: the main window with the table of 5, 6 or 8
players (menu bar, prompt and buttons row and log included), and every chooser, the
settings, the help windows and the message boxes at their largest.

The offscreen platform has one screen of its own size: ``ui.fit.available_area`` is told
that the screen is 1024×700, as every sizing asks it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QMessageBox, QWidget

from tests.ui.test_menu_shortcuts import PERSON, KeySession, play_phase_of_the_person
from yxs_desktop.client.session import RequestUpdate
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.engine.requests import (
    Arrange,
    ChooseFrom,
    ChooseHero,
    ChooseOption,
    Distribute,
    PickRevealed,
)
from yxs_desktop.engine.views import request_for
from yxs_desktop.recorded_selfplay import play_and_record
from yxs_desktop.ui import dialogs, fit
from yxs_desktop.ui.help.encyclopedia import Encyclopedia
from yxs_desktop.ui.help.how_to_play import HowToPlayPage
from yxs_desktop.ui.help.rulings_page import RulingsPage
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.layout import SMALL_SCREEN_VIEW
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.settings_dialog import SettingsDialog
from yxs_desktop.ui.table.page import LOG_MIN_WIDTH, TablePage

SCREEN = QRect(0, 0, fit.SMALL_SCREEN.width(), fit.SMALL_SCREEN.height())
POOL = tuple(HEROES)[:12]  # the 3v3 competitive draft pool


@pytest.fixture
def small_screen(monkeypatch, qapp) -> QRect:
    monkeypatch.setattr(fit, "available_area", lambda widget=None: SCREEN)
    return SCREEN


def fits(widget: QWidget) -> bool:
    """Whether ``widget``, with a window frame around it, fits the 1024×700 screen, and
    its layout lets it be that small."""
    most = SCREEN.size() - fit.FRAME
    size, least = widget.size(), widget.minimumSizeHint()
    framed = widget.frameGeometry().size()  # the offscreen platform's frame is thin
    return (
        framed.width() <= SCREEN.width()
        and framed.height() <= SCREEN.height()
        and size.width() <= most.width()
        and size.height() <= most.height()
        and least.width() <= most.width()
        and least.height() <= most.height()
    )


def shown(qtbot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    return widget


def inside(widget: QWidget, window: QWidget) -> bool:
    """Whether ``widget`` lies wholly inside ``window`` (nothing cut off)."""
    top_left = widget.mapTo(window, QPoint(0, 0))
    return window.rect().contains(QRect(top_left, widget.size()))


# ------------------------------------------------------------------ the main window
def test_the_main_window_opens_within_a_small_screen(qtbot, settings, small_screen) -> None:
    window = shown(qtbot, MainWindow(settings))
    assert fits(window)


@pytest.mark.parametrize(
    ("mode", "players"), [("identity5", 5), ("3v3-casual", 6), ("identity8", 8)]
)
def test_the_table_fits_a_1024_by_700_screen_with_its_log_and_buttons(
    qtbot, settings, small_screen, english, mode: str, players: int
) -> None:
    window = shown(qtbot, MainWindow(settings))
    page = window.start_game(mode, False, 25.0, 3)
    assert len(page.scene.seats) == players
    assert fits(window)
    window.resize(SCREEN.size() - fit.FRAME)  # the window as large as the screen allows
    qtbot.waitUntil(lambda: page.view.viewport().width() >= SMALL_SCREEN_VIEW[0])
    viewport = page.view.viewport().size()
    # the table layout is tested at this view (tests/ui/test_layout.py)
    assert viewport.width() >= SMALL_SCREEN_VIEW[0] and viewport.height() >= SMALL_SCREEN_VIEW[1]
    lay = page.scene.layout_
    assert (lay.width, lay.height) == (viewport.width(), viewport.height())
    assert page.log.isVisible() and page.log.width() >= LOG_MIN_WIDTH
    for widget in (page.log, page.prompt, page.ok, page.cancel, page.end, page.pause_button):
        assert widget.isVisible() and inside(widget, window), widget.objectName()
    window.stop_game()


# ------------------------------------------------------------------ choosers
def test_the_competitive_draft_chooser_with_every_pick_fits(qtbot, small_screen, english) -> None:
    parent = shown(qtbot, QWidget())
    picks = [dialogs.Pick(seat, POOL[seat], "AB"[seat % 2], "vanguard") for seat in range(1, 6)]
    request = ChooseHero((0,), "draft", offers={0: POOL})
    chooser = shown(qtbot, dialogs.HeroChooser(request, 0, parent, pool=POOL, picks=picks))
    assert fits(chooser)
    assert len(chooser.buttons) == 12 and chooser.picks_list.count() == 5
    assert chooser.scroll_area.verticalScrollBar().maximum() > 0  # the rest scrolls


def test_the_eight_player_hero_choice_fits(qtbot, small_screen, english) -> None:
    heroes = tuple(HEROES)[:8]  # the lord's offer with the extra choice
    parent = shown(qtbot, QWidget())
    chooser = dialogs.HeroChooser(ChooseHero((0,), "hero", offers={0: heroes}), 0, parent)
    assert fits(shown(qtbot, chooser))


def test_the_biggest_card_chooser_fits_in_rows(qtbot, small_screen, english) -> None:
    # a whole hand of 20 cards, four pieces of equipment and three delayed tricks
    request = ChooseFrom((0,), "dismantle", 3, 20, tuple(range(7)))
    parent = shown(qtbot, QWidget())
    chooser = shown(qtbot, dialogs.CardChooser(request, parent))
    assert fits(chooser)
    buttons = chooser.findChildren(dialogs.QToolButton)
    assert len(buttons) == 27
    assert len({b.y() for b in buttons}) > 1  # more than one row


def test_eight_revealed_cards_and_a_big_multi_card_choice_fit(qtbot, small_screen, english) -> None:
    parent = shown(qtbot, QWidget())
    revealed = dialogs.CardChooser(PickRevealed((0,), "harvest", tuple(range(8))), parent)
    assert fits(shown(qtbot, revealed))
    many = dialogs.MultiCardChooser(tuple(range(24)), 1, 24, "discard", parent)
    assert fits(shown(qtbot, many))


def test_handing_out_many_cards_to_seven_players_fits(qtbot, small_screen, english) -> None:
    parent = shown(qtbot, QWidget())
    names = {seat: f"Player {seat}" for seat in range(8)}
    request = Distribute((0,), "distribute", tuple(range(12)), tuple(range(1, 8)))
    chooser = shown(qtbot, dialogs.DistributeChooser(request, names, parent))
    assert fits(chooser) and len(chooser.combos) == 12


def test_the_arrangement_and_the_draft_order_choice_fit(qtbot, small_screen, english) -> None:
    parent = shown(qtbot, QWidget())
    cards = tuple(range(10))
    assert fits(shown(qtbot, dialogs.ArrangeChooser(Arrange((0,), "zhanbu", cards), parent)))
    order = ChooseOption((0,), "draft_order", ("option.first", "option.second"))
    chooser = dialogs.OptionChooser(order, parent, dialogs.HeroStrip(POOL))
    assert fits(shown(qtbot, chooser))


# ------------------------------------------------------------------ other windows
def test_settings_help_windows_and_message_boxes_fit(
    qtbot, settings, small_screen, english
) -> None:
    window = shown(qtbot, MainWindow(settings))
    assert fits(shown(qtbot, SettingsDialog(settings, window)))
    for page in (HowToPlayPage(window), RulingsPage(window), Encyclopedia(window)):
        assert fits(shown(qtbot, page)), page.objectName()
        page.close()
    about = window.show_about()
    assert isinstance(about, QMessageBox) and fits(about)
    about.close()
    window.start_game("identity5", False, 25.0, 3)
    leave = window.confirm_leave(lambda: None)  # a game is under way: it asks
    assert isinstance(leave, QMessageBox) and fits(leave)
    leave.reject()
    window.stop_game()


def test_resizing_the_table_during_a_choice_keeps_the_playable_cards_highlighted(
    qtbot, english
) -> None:
    """A new size lays the table out again (a prompt, a window made smaller): the cards
    and seats it makes anew show the choice under way."""
    before, request = play_phase_of_the_person()
    page = TablePage(5, PERSON)
    qtbot.addWidget(page)
    page.scene.speed = 50.0
    page.attach(KeySession())  # type: ignore[arg-type]
    page.on_update(before)
    page.on_update(RequestUpdate(request_for(request, PERSON), None))
    qtbot.waitUntil(lambda: page.selection is not None, timeout=20_000)
    page.show()
    playable = {item.card_id for item in page.scene.hand_items if item.selectable}
    assert playable
    width = page.scene.layout_.width
    page.resize(page.width() + 120, page.height() + 40)
    qtbot.waitUntil(lambda: page.scene.layout_.width != width)
    assert {item.card_id for item in page.scene.hand_items if item.selectable} == playable


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_replay_viewer_fits_with_its_timeline_and_controls(
    qtbot, settings, small_screen, tmp_path, lang: str
) -> None:
    path = tmp_path / "game.yxsr"
    play_and_record(path, "identity8", 5)
    set_language(lang)
    try:
        window = shown(qtbot, MainWindow(settings))
        viewer = window.open_replay(str(path))
        assert viewer is not None
        assert fits(window)
        window.resize(SCREEN.size() - fit.FRAME)
        qtbot.waitUntil(lambda: viewer.slider.width() > 400)  # room to seek with
        for button in viewer.buttons.values():
            assert inside(button, window)
        assert inside(viewer.viewpoint_box, window) and inside(viewer.position_label, window)
    finally:
        set_language("en")
