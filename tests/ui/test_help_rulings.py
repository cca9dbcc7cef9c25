"""Help → Rulings opens a window beside the game listing every ruling of the engine (the same
list docs/rules.md §8 renders) in the interface language, each under a heading in words,
which fits a 1024×700 screen, scrolls, and filters the list as one types a word of either
language or a ruling's id."""

from __future__ import annotations

import re

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from tests.ui.screen_checks import assert_fits_the_screen
from yxs_desktop.engine.rulings import RULINGS, ruling
from yxs_desktop.ui.help.ruling_headings import HEADINGS, heading
from yxs_desktop.ui.help.rulings_page import RulingsPage, ruling_matches
from yxs_desktop.ui.help.screen_fit import SCREEN_MARGIN, fit_to_screen
from yxs_desktop.ui.main_window import MainWindow

CJK = re.compile(r"[\u4e00-\u9fff]")


def _open(qtbot, settings) -> tuple[MainWindow, RulingsPage]:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.rulings_action.trigger()
    pages = window.findChildren(RulingsPage)
    assert len(pages) == 1
    page = pages[0]
    qtbot.waitExposed(page)
    return window, page


def _shown_texts(page: RulingsPage) -> list[str]:
    return [page.list.item(row).text() for row in range(page.list.count())]


def test_help_rulings_opens_a_non_modal_page_of_every_ruling(qtbot, settings, english):
    window, page = _open(qtbot, settings)
    assert window.rulings_action.text() == "Rulings"
    assert page.isVisible() and not page.isModal()
    assert page.windowTitle() == "Rulings"
    assert page.visible_ids() == [item.id for item in RULINGS]
    shown = _shown_texts(page)
    for row, item in enumerate(RULINGS):
        # a heading in words, then the text; the id is for the code, not for players
        assert shown[row] == f"{heading(item.id, 'en')}\n{item.en}"
        assert item.id not in shown[row]
        tip = page.list.item(row).toolTip()
        assert tip == f"{heading(item.id, 'zh')}\n{item.zh}"  # the other language
    window.rulings_action.trigger()  # asked again: the same window
    assert window.findChildren(RulingsPage) == [page]
    page.close()


def test_the_rulings_page_fits_a_1024_by_700_screen_and_scrolls(qtbot, settings, english):
    _window, page = _open(qtbot, settings)
    assert_fits_the_screen(page)
    bar = page.list.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    last = page.list.item(page.list.count() - 1)
    assert page.list.viewport().rect().intersects(page.list.visualItemRect(last))
    page.close()


def test_the_search_finds_a_ruling_by_id_and_by_a_word_in_english(qtbot, settings, english):
    _window, page = _open(qtbot, settings)
    page.search.setText("budao_zhang_to_another")
    assert page.visible_ids() == ["budao_zhang_to_another"]
    assert page.count.text() == f"1 of {len(RULINGS)} rulings"
    page.search.setText("  PREACHING ")  # a word of its English text, any case
    assert page.visible_ids() == ["budao_zhang_to_another"]
    page.search.setText("Bountiful Harvest deck")  # every word must be there
    assert "draw_when_piles_empty" in page.visible_ids()
    assert all("deck" in ruling(i).en.casefold() for i in page.visible_ids())
    page.search.setText("布道")  # the other language's text is searched too
    assert page.visible_ids() == ["budao_zhang_to_another"]
    page.search.setText("no ruling says this xyzzy")
    assert page.visible_ids() == []
    page.search.clear()
    assert len(page.visible_ids()) == len(RULINGS)
    page.close()


def test_the_rulings_page_follows_a_language_change(qtbot, settings, english):
    window, page = _open(qtbot, settings)
    page.search.setText("布道")
    window.switch_language("zh")
    # Qt posts the LanguageChange events; they arrive on the next turn of the loop
    qtbot.waitUntil(lambda: page.windowTitle() == "规则说明")
    assert page.visible_ids() == ["budao_zhang_to_another"]  # the search is kept
    assert page.count.text() == f"共{len(RULINGS)}条，显示1条"
    shown = _shown_texts(page)
    assert all(item.zh in shown[row] for row, item in enumerate(RULINGS))
    assert all(shown[row].startswith(heading(item.id, "zh")) for row, item in enumerate(RULINGS))
    assert page.list.item(0).toolTip() == f"{heading(RULINGS[0].id, 'en')}\n{RULINGS[0].en}"
    page.search.setText("draw_when_piles_empty")
    assert page.visible_ids() == ["draw_when_piles_empty"]
    page.search.setText("平局")  # a word of its Chinese text
    assert "draw_when_piles_empty" in page.visible_ids()
    window.switch_language("en")
    qtbot.waitUntil(lambda: page.windowTitle() == "Rulings")
    page.close()


def test_a_ruling_matches_its_id_and_words_of_both_languages():
    item = ruling("draw_when_piles_empty")
    assert ruling_matches(item, "")
    assert ruling_matches(item, "piles_empty")
    assert ruling_matches(item, "DRAW game")
    assert ruling_matches(item, "平局")
    assert ruling_matches(item, "discards run out")  # a word of its heading only
    assert not ruling_matches(item, "draw 英雄")


def test_every_ruling_has_a_heading_in_words_in_both_languages():
    assert set(HEADINGS) == {item.id for item in RULINGS}
    for item in RULINGS:
        zh, en = heading(item.id, "zh"), heading(item.id, "en")
        assert CJK.search(zh) and not CJK.search(en), item.id
        assert "_" not in zh + en and item.id not in en, item.id  # not an identifier
        assert not en[0].islower() and not en.endswith("."), item.id
    english = [heading(item.id, "en") for item in RULINGS]
    chinese = [heading(item.id, "zh") for item in RULINGS]
    assert len(set(english)) == len(english) and len(set(chinese)) == len(chinese)


def test_a_ruling_added_without_a_heading_is_headed_by_what_it_is_about(monkeypatch):
    monkeypatch.delitem(HEADINGS, "taiji_only_when_possible")
    assert heading("taiji_only_when_possible", "en") == "Tai Chi (Zhang Sanfeng)"
    assert heading("taiji_only_when_possible", "zh") == "张三丰【太极】"


class _Screen:
    """A stand-in for a screen whose available area is ``width``×``height``."""

    def __init__(self, width: int, height: int) -> None:
        self.area = QRect(0, 0, width, height)

    def availableGeometry(self) -> QRect:
        return self.area


def test_a_help_window_is_sized_to_fit_a_1024_by_700_screen(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.screen = lambda: _Screen(1024, 700)  # type: ignore[method-assign]
    fit_to_screen(widget, 760, 640)
    assert (widget.width(), widget.height()) == (760, 640)
    assert widget.maximumHeight() <= 700 - SCREEN_MARGIN
    widget.resize(760, 2000)
    assert widget.height() <= 700 - SCREEN_MARGIN
    widget.screen = lambda: _Screen(800, 500)  # type: ignore[method-assign]
    fit_to_screen(widget, 760, 640)
    assert widget.width() <= 800 - SCREEN_MARGIN and widget.height() <= 500 - SCREEN_MARGIN
