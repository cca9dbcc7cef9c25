"""Text that fits: on a 1024×700 screen, in Chinese and in English, nothing the program
says is cut off. Every prompt the table can show (every request kind and reason, what
follows a choice, every refusal, filled with the longest names there are), the hero
chooser's captions of all 35 heroes, the seats' names, and every label, button, choice box
and menu item of the main window, the start page (also after a live language switch),
the settings, the table page and the result panel show whole — or cut with "…" and the
whole text in the tooltip (:mod:`tests.ui.text_fit_checks`)."""

from __future__ import annotations

import string
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tests.ui.test_prompts import asked_reasons, make_request
from tests.ui.test_small_screen import SCREEN, small_screen  # noqa: F401  (a fixture)
from tests.ui.text_fit_checks import clipped_texts, label_problem
from yxs_desktop.client.prompts import prompt_for
from yxs_desktop.client.seat_names import SeatTag, hero_seat, seat_label
from yxs_desktop.client.session import FinishedUpdate
from yxs_desktop.engine.content.texts import TEXTS, text
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.modes.teams import DRAFT_ORDER
from yxs_desktop.engine.requests import ChooseHero, ChooseOption, PickHero
from yxs_desktop.engine.views import seat_view
from yxs_desktop.selfplay import game_record, play_game
from yxs_desktop.ui import dialogs, fit
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.settings_dialog import SettingsDialog
from yxs_desktop.ui.table.items import fitted_name
from yxs_desktop.ui.table.page import TablePage
from yxs_desktop.ui.table.result_panel import ResultPanel
from yxs_desktop.ui.table.scene import TableScene

LANGS = ("zh", "en")
ALL_HEROES = tuple(HEROES)
pytestmark = pytest.mark.usefixtures("small_screen")  # every window sized for 1024×700


@pytest.fixture(params=LANGS)
def lang(request, qapp) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def settle() -> None:
    """Let the posted layout requests and language changes arrive."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def shown(qtbot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    settle()
    return widget


def full_window(qtbot, settings) -> MainWindow:
    """The main window as large as the 1024×700 screen leaves room for."""
    window = MainWindow(settings)
    shown(qtbot, window)
    window.resize(SCREEN.size() - fit.FRAME)
    settle()
    return window


def assert_whole(widget: QWidget) -> None:
    problems = clipped_texts(widget, SCREEN)
    assert not problems, "\n".join(problems)


# ------------------------------------------------------------------ the longest names
def longest_seat_name(lang: str) -> str:
    """The longest name the table gives a seat: a hero's and its number, or a 3v3 team's
    role before the heroes."""
    names = [hero_seat(hero, 7, lang) for hero in ALL_HEROES]
    names += [
        seat_label(SeatTag(5, None, team, role), 5, lang)
        for team in "AB"
        for role in ("leader", "vanguard")
    ]
    return max(names, key=len)


def _longest(prefix: str, suffix: str, lang: str) -> str:
    values = [text(key, lang) for key in TEXTS if key.startswith(prefix) and key.endswith(suffix)]
    return max(values, key=len)


class _Fields(dict):  # type: ignore[type-arg]
    """The longest value each field of a prompt can take (a missing one: a seat's name)."""

    def __missing__(self, key: str) -> str:
        return self["player"]


def prompt_texts(lang: str) -> list[str]:
    """Every text the prompt line can show in ``lang``: the prompt of every request the
    engine asks (every kind, every reason, about the longest seat name), and every
    sentence of the prompts and refusals with each field at its longest (the longest
    skill's text, card name, seat name, a first prompt to follow)."""
    seat = longest_seat_name(lang)
    asked = [
        prompt_for(make_request(kind, reason), None, lambda _s: seat, lang)
        for kind, reason in sorted(asked_reasons())
    ]
    fields = _Fields(
        player=seat,
        name=_longest("skill.", ".name", lang),
        effect=_longest("skill.", ".text", lang),
        card=_longest("card.", ".name", lang),
        count=text("prompt.count.between", lang).format(low=1, high=2),
        low=1,
        high=2,
        base=max(asked, key=len),
        targets=text("prompt.sel.and", lang).join([seat, seat]),
    )
    sentences = []
    for key, _texts in TEXTS.items():
        if key.startswith(("prompt.", "refuse.")):
            used = {name for _, name, _, _ in string.Formatter().parse(text(key, lang)) if name}
            sentences.append(text(key, lang).format(**{f: fields[f] for f in used}).strip())
    return asked + sentences


def test_the_prompts_checked_are_every_request_and_the_longest_there_are() -> None:
    for lang in LANGS:
        texts = prompt_texts(lang)
        assert len(texts) > len(asked_reasons()) + 80
        gongxin = prompt_for(make_request("ChooseFrom", "gongxin"), None, str, lang)
        assert text("skill.gongxin.name", lang) in gongxin
        assert any(text("skill.gongxin.name", lang) in t for t in texts)
        assert max(len(t) for t in texts) > 120  # a skill's whole text, followed


# ------------------------------------------------------------------ the prompt line
def prompt_label(page: TablePage) -> QLabel:
    """The label that shows the prompt's text."""
    prompt = page.prompt
    if isinstance(prompt, QLabel):
        return prompt
    (label,) = [child for child in prompt.findChildren(QLabel) if child.text() == prompt.text()]
    return label


def prompt_problem(page: TablePage, said: str) -> str | None:
    """Why the prompt line does not let ``said`` be read whole (None: it does): every
    line of it is on screen, or in a scroll area that scrolls to it."""
    page.prompt.setText(said)
    settle()
    label = prompt_label(page)
    problem = label_problem(label)
    if problem is not None:
        return problem
    area = next(
        (p for p in _parents(label) if isinstance(p, QScrollArea) and p.widget() is label), None
    )
    if area is None:
        return None if label.isVisible() else "not shown"
    bar = area.verticalScrollBar()
    if label.height() - area.viewport().height() > bar.maximum():
        return "cannot be scrolled to its end"
    if label.height() > area.viewport().height() and label.toolTip() != said:
        return "scrolls, without the whole text in its tooltip"
    return None


def _parents(widget: QWidget) -> Iterator[QWidget]:
    parent = widget.parentWidget()
    while parent is not None:
        yield parent
        parent = parent.parentWidget()


def test_every_prompt_can_be_read_whole_at_the_table(qtbot, settings, lang) -> None:
    window = full_window(qtbot, settings)
    page = window.start_game("identity8", False, 25.0, 3)
    settle()
    lost = []
    for said in prompt_texts(lang):
        problem = prompt_problem(page, said)
        if problem is not None:
            lost.append(f"{said!r}: {problem}")
    window.stop_game()
    assert not lost, "\n".join(lost[:10]) + f"\n({len(lost)} prompts lose text)"


def test_the_prompt_box_shows_two_lines_across_the_hand_above_it(qtbot, settings, lang) -> None:
    window = full_window(qtbot, settings)
    page = window.start_game("identity8", False, 25.0, 3)
    settle()
    label = prompt_label(page)
    metrics = label.fontMetrics()
    visible = label.visibleRegion().boundingRect()
    assert visible.height() >= 2 * metrics.lineSpacing()
    box = page.prompt_box.geometry()
    assert visible.width() >= box.width() - 24  # the box's whole width
    hand = page.scene.layout_.own_hand
    assert hand is not None
    assert box.bottom() <= hand.y and box.right() + 1 >= int(hand.right)
    assert box.width() >= page.view.width() * 0.6
    window.stop_game()


# ------------------------------------------------------------------ windows and pages
def test_the_start_page_menus_and_settings_show_every_text_whole(qtbot, settings, lang) -> None:
    window = full_window(qtbot, settings)
    assert_whole(window)
    assert_whole(shown(qtbot, SettingsDialog(settings, window)))
    per_seat = window.start_page.choose_per_seat()
    settle()
    assert_whole(per_seat)
    combos = list(per_seat.combos.values())
    for n, combo in enumerate(combos):  # every level, and different per seat
        combo.setCurrentIndex(n % combo.count())
    per_seat.accept()
    settle()
    assert window.start_page.common_level() is None
    assert_whole(window)  # "Different per seat", each level's description under it


@pytest.mark.parametrize(("first", "then"), [("en", "zh"), ("zh", "en")])
def test_a_live_language_switch_leaves_no_text_of_the_start_page_cut(
    qtbot, settings, first: str, then: str
) -> None:
    set_language(first)
    try:
        window = full_window(qtbot, settings)
        assert_whole(window)
        window.switch_language(then)
        settle()
        assert_whole(window)  # the level's description among them
    finally:
        set_language("en")


def test_the_table_page_its_buttons_and_menus_show_every_text_whole(qtbot, settings, lang) -> None:
    window = full_window(qtbot, settings)
    for mode in ("identity5", "3v3-competitive", "identity8"):
        page = window.start_game(mode, False, 25.0, 3)
        settle()
        assert page.pause_button.isVisible() and page.takeover_button.isVisible()
        assert window.table_menu.isEnabled()  # the table's keys, with the game
        assert_whole(window)
        window.stop_game()


def test_the_result_panel_shows_every_text_whole(qtbot, settings, lang) -> None:
    window = full_window(qtbot, settings)
    page = window.start_game("identity8", False, 25.0, 3)
    game = play_game("identity8", 3)
    outcome = game.outcome
    result = FinishedUpdate(
        outcome.result, outcome.title, outcome.winners, game.mode.score(game), game_record(game)
    )
    for me in (0, None):
        panel = ResultPanel(page.view, result, me)
        panel.offer_replay()
        settle()
        assert_whole(panel)
        panel.hide_result()
        settle()
        assert panel.show_button.isVisible()
        assert_whole(page.view)  # "Show the result"
        panel.deleteLater()
    window.stop_game()


# ------------------------------------------------------------------ heroes and seats
def test_every_heros_caption_in_the_choosers_is_whole(qtbot, lang) -> None:
    parent = shown(qtbot, QWidget())
    everyone = dialogs.HeroChooser(ChooseHero((0,), "hero", offers={0: ALL_HEROES}), 0, parent)
    assert_whole(shown(qtbot, everyone))
    assert set(everyone.buttons) == set(ALL_HEROES)
    for start in range(0, len(ALL_HEROES), 9):  # 3v3 casual pools of 9, the picks beside
        pool = ALL_HEROES[start : start + 9]
        request = PickHero((0,), "choose_hero", offers={0: pool})
        team = dialogs.HeroChooser(
            request, 0, parent, pool=pool, picks=[], teammates_only=True, timeout=40.0
        )
        assert_whole(shown(qtbot, team))
        team.close()
    # the competitive draft pool, beside the choice whether to draft first
    order = ChooseOption((0,), "draft_order", DRAFT_ORDER)
    strip = dialogs.HeroStrip(ALL_HEROES)
    assert_whole(shown(qtbot, dialogs.OptionChooser(order, parent, strip)))


def _view_with_heroes(mode: str, heroes: tuple[str, ...]) -> Any:
    game = Game(make_mode(mode), 3)
    game.start()
    view = seat_view(game, 0)
    players = tuple(
        msgspec.structs.replace(player, hero=heroes[player.seat % len(heroes)])
        for player in view.players
    )
    return msgspec.structs.replace(view, players=players)


@pytest.mark.parametrize(("mode", "players"), [("identity5", 5), ("identity8", 8)])
def test_every_seat_shows_its_heros_name_whole_or_cut_with_it_in_the_tooltip(
    qtbot, lang, mode: str, players: int
) -> None:
    holder = shown(qtbot, QWidget())
    scene = TableScene(players, 0, parent=holder)
    scene.resize_table(760, 540)  # the table a 1024×700 screen leaves
    for start in range(0, len(ALL_HEROES), players):
        heroes = (ALL_HEROES * 2)[start : start + players]
        scene.sync(_view_with_heroes(mode, heroes))
        for item in scene.seats:
            player = item.player
            assert player is not None and player.hero is not None
            name = hero_seat(player.hero, player.seat, lang, " ")
            width = item.box.name.w
            small, said = fitted_name(name, width, item._font())
            assert QFontMetricsF(small).horizontalAdvance(said) <= width, said
            if said != name:
                assert said.endswith("…") and text(f"hero.{player.hero}.name", lang) in (
                    item.toolTip()
                )


# ------------------------------------------------------------------ the checks themselves
def test_the_checks_find_a_cut_text_and_accept_one_elided_with_its_tooltip(qtbot) -> None:
    window = QMainWindow()
    holder = QWidget(window)
    window.setCentralWidget(holder)
    column = QVBoxLayout(holder)
    words = "Fish Sink Away: choose 2 card(s) and more words than fit in sixty pixels"
    cut = QLabel(words)
    cut.setFixedWidth(60)
    wrapped = QLabel(words)
    wrapped.setWordWrap(True)
    wrapped.setFixedSize(60, 20)
    elided = QLabel(cut.fontMetrics().elidedText(words, Qt.TextElideMode.ElideRight, 50))
    elided.setFixedWidth(60)
    elided.setToolTip(words)
    button = QPushButton("Watch the replay")
    button.setFixedWidth(30)
    combo = QComboBox()
    combo.addItems(["Standard", "Different per seat"])
    combo.setFixedWidth(50)
    for widget in (cut, wrapped, elided, button, combo):
        column.addWidget(widget)
    menu = window.menuBar().addMenu("&Game")
    menu.addAction("Start a server on this computer")
    shown(qtbot, window)
    problems = clipped_texts(window, SCREEN)
    named = [p.split(":")[0] for p in problems]
    assert named.count("QLabel#?") == 2  # the cut one and the wrapped one, not the elided
    assert "QPushButton#?" in named and "QComboBox#?" in named
    assert not [p for p in problems if "menu" in p]  # a menu is as wide as its items
    assert clipped_texts(elided, SCREEN) == []
