"""Switching the language in the middle of a game changes everything visible at once: the
open chooser (title, heroes, skills), every line of the log (the game number too), the
prompt line, the card tracker and the table; and switching back brings Chinese back."""

from __future__ import annotations

import re

import msgspec
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QPushButton

from yxs_desktop.client.seat_names import SeatNames
from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import (
    Arrange,
    ChooseFrom,
    ChooseOption,
    Distribute,
    PickRevealed,
)
from yxs_desktop.engine.view_types import PlayerView, SeatView
from yxs_desktop.engine.views import seat_view
from yxs_desktop.ui import dialogs
from yxs_desktop.ui.dialogs import HeroStrip
from yxs_desktop.ui.i18n import current_language, set_language
from yxs_desktop.ui.live_text import CardButton, HeroButton, LiveLabel
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.table.page import TablePage

CJK = re.compile(r"[\u3400-\u9fff]")


def chinese(line: str) -> bool:
    return CJK.search(line) is not None


def hero_chooser(page: TablePage) -> dialogs.HeroChooser:
    assert isinstance(page.dialog, dialogs.HeroChooser)
    return page.dialog


def shows_in(chooser: dialogs.HeroChooser, lang: str) -> bool:
    """Whether the chooser's title and every hero's name are those of ``lang``."""
    names = all(
        button.text() == text(f"hero.{hero}.name", lang) for hero, button in chooser.buttons.items()
    )
    return chooser.windowTitle() == text("prompt.choose_hero", lang) and names


def test_switching_the_language_mid_game_changes_everything_visible(
    qtbot, settings, english
) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    window.switch_language("zh")
    page = window.start_game("identity5", False, 25.0, 777)
    qtbot.waitUntil(lambda: isinstance(page.dialog, dialogs.HeroChooser), timeout=30_000)
    chooser = hero_chooser(page)
    page.tracker.toggle()  # the card tracker open beside the table
    assert shows_in(chooser, "zh") and chinese(page.prompt.text())
    assert all(chinese(line) for line in page.log.lines())

    window.switch_language("en")
    qtbot.waitUntil(lambda: shows_in(chooser, "en"), timeout=5_000)
    skills = [label.text() for label in chooser.findChildren(LiveLabel)]
    assert skills and not any(chinese(line) for line in skills)
    assert page.log.lines()[0] == "Game number 777"
    assert not any(chinese(line) for line in page.log.lines())
    assert page.prompt.text() and not chinese(page.prompt.text())
    assert page.ok.text() == "OK"
    assert page.tracker.windowTitle() == text("tracker.title", "en")

    window.switch_language("zh")
    qtbot.waitUntil(lambda: shows_in(chooser, "zh"), timeout=5_000)
    assert all(chinese(line) for line in page.log.lines())
    assert chinese(page.prompt.text())
    assert page.tracker.windowTitle() == text("tracker.title", "zh")

    # on into the game: the heroes are chosen, the log names them, the next question waits
    chooser.choose(next(hero for hero in chooser.pool if hero in chooser.available))
    qtbot.waitUntil(
        lambda: (
            page.selection is not None
            and page.dialog is None
            and not page.scene.queue.busy()
            and page.scene.shown.turn_started
        ),
        timeout=30_000,
    )
    heroes = [p.hero for p in page.scene.view_state.players if p.hero]  # type: ignore[union-attr]
    lines = page.log.lines()
    assert any(text(f"hero.{hero}.name", "zh") in line for hero in heroes for line in lines)

    window.switch_language("en")
    qtbot.waitUntil(lambda: not any(chinese(line) for line in page.log.lines()), timeout=5_000)
    lines = page.log.lines()
    assert any(text(f"hero.{hero}.name", "en") in line for hero in heroes for line in lines)
    assert page.prompt.text() and not chinese(page.prompt.text())
    assert not chinese(page.scene.phase_label.text())
    assert all(not chinese(seat.toolTip()) for seat in page.scene.seats)

    window.switch_language("zh")
    qtbot.waitUntil(lambda: all(chinese(line) for line in page.log.lines()), timeout=5_000)
    assert chinese(page.prompt.text())
    window.stop_game()


def _card_name(card_id: int, lang: str) -> str:
    return text(f"card.{STANDARD_DECK[card_id].kind.value}.name", lang)


def test_every_open_chooser_follows_a_language_switch(qtbot, english) -> None:
    """Each chooser that may be open when the person switches: its title, buttons, cards,
    heroes and names in the new language."""
    set_language("zh")
    view = msgspec.structs.replace(
        _identity5_view(), players=tuple(_liu_bang_at(2, _identity5_view().players))
    )
    names = SeatNames(current_language)
    names.remember(view)
    made: list[dialogs.Chooser] = [
        dialogs.CardChooser(
            ChooseFrom((0,), "guohe", target=2, hand_count=1, visible=(5,)),
            name=lambda: names[2],
        ),
        dialogs.CardChooser(PickRevealed((0,), "wugu", cards=(3, 7))),
        dialogs.OptionChooser(
            ChooseOption((0,), "draft_order", ("team.draft_first", "team.draft_second")),
            context=HeroStrip(["liu_bang"]),
        ),
        dialogs.ArrangeChooser(Arrange((0,), "zhanbu", (3, 7))),
        dialogs.DistributeChooser(Distribute((0,), "bequeath", cards=(3,), recipients=(2,)), names),
        dialogs.MultiCardChooser(
            (3, 7), 1, 1, lambda: text("prompt.discard", current_language()).format(count=1)
        ),
    ]
    for chooser in made:
        qtbot.addWidget(chooser)
    card_from, revealed, options, arrange, distribute, multi = made

    def titles(lang: str) -> dict[dialogs.Chooser, str]:
        hero = text("hero.liu_bang.name", lang)
        return {
            # 刘邦 on seat 2, named by its number from 1
            card_from: text("prompt.choose_card_from", lang).format(player=f"{hero}[3]"),
            revealed: text("prompt.pick_revealed", lang),
            options: text("prompt.draft_order", lang),
            arrange: text("prompt.arrange", lang),
            distribute: text("prompt.bequeath", lang),
            multi: text("prompt.discard", lang).format(count=1),
        }

    def in_language(lang: str) -> bool:
        hero = text("hero.liu_bang.name", lang)
        if any(c.windowTitle() != title for c, title in titles(lang).items()):
            return False
        card_tips = {b.toolTip() for b in revealed.findChildren(CardButton)}
        arranged = [arrange.top.item(row).text() for row in range(arrange.top.count())]
        option_texts = [b.text() for b in options.findChildren(QPushButton)]
        strip = [b.text() for b in options.findChildren(HeroButton)]
        combo = distribute.findChild(QComboBox)
        assert combo is not None
        keep = QCoreApplication.translate("DistributeChooser", "Keep")
        return (
            card_tips == {text(f"card.{STANDARD_DECK[c].kind.value}.text", lang) for c in (3, 7)}
            and all(_card_name(c, lang) in line for c, line in zip((3, 7), arranged, strict=True))
            and arrange.up.text() == QCoreApplication.translate("ArrangeChooser", "Up")
            and option_texts == [text("team.draft_first", lang), text("team.draft_second", lang)]
            and strip == [hero]
            and [combo.itemText(i) for i in range(combo.count())] == [keep, f"{hero}[3]"]
            and multi.ok.text() == QCoreApplication.translate("MultiCardChooser", "OK")
        )

    assert in_language("zh") and chinese(arrange.up.text())
    set_language("en")
    qtbot.waitUntil(lambda: in_language("en"), timeout=5_000)
    assert arrange.up.text() == "Up" and distribute.findChild(QComboBox).itemText(0) == "Keep"
    set_language("zh")
    qtbot.waitUntil(lambda: in_language("zh"), timeout=5_000)


def _identity5_view() -> SeatView:
    game = Game(make_mode("identity5"), 3)
    game.start()
    return seat_view(game, 0)


def _liu_bang_at(seat: int, players: tuple[PlayerView, ...]) -> list[PlayerView]:
    changed = list(players)
    changed[seat] = msgspec.structs.replace(changed[seat], hero="liu_bang")
    return changed
