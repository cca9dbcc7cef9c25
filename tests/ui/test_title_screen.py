"""The start page as a title screen: the title with the icon, every mode as a large
button with its name and a one-line description (both languages) that starts that mode,
the last choices restored, and a page that fits a 1024×700 screen."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.modes import MODES as ENGINE_MODES
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.pages import MODES, RANDOM_SEED, TIME_LIMITS, StartPage

CJK = re.compile(r"[\u4e00-\u9fff]")


def test_every_mode_button_starts_that_mode(qtbot, settings, english):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    page = window.start_page
    page.speed.setValue(25.0)
    for mode in MODES:
        qtbot.mouseClick(page.mode_buttons[mode], Qt.MouseButton.LeftButton)
        assert [m for m, b in page.mode_buttons.items() if b.isChecked()] == [mode]
        with qtbot.waitSignal(page.start_requested) as started:
            qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
        assert started.args[0] == mode
        table = window.table_page
        assert table is not None and window.stack.currentWidget() is table
        assert len(table.scene.seats) == ENGINE_MODES[mode].players
        window.show_start()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_title_screen_shows_the_title_the_icon_and_every_mode_described(qtbot, lang):
    set_language(lang)
    try:
        page = StartPage()
        qtbot.addWidget(page)
        assert page.title.text() == ("英雄杀" if lang == "zh" else "Hero Kill")
        assert page.icon.pixmap() is not None and not page.icon.pixmap().isNull()
        abouts = set()
        for mode, button in page.mode_buttons.items():
            assert button.name.text() == text(f"mode.{mode}", lang)
            about = button.about.text()
            assert about and about != button.name.text()
            assert bool(CJK.search(about)) == (lang == "zh")
            abouts.add(about)
        assert len(abouts) == len(MODES)
    finally:
        set_language("en")


def test_the_last_choices_are_restored_when_the_program_opens_again(qtbot, settings, english):
    first = MainWindow(settings)
    qtbot.addWidget(first)
    page = first.start_page
    qtbot.mouseClick(page.mode_buttons["identity8"], Qt.MouseButton.LeftButton)
    page.extra.setChecked(True)
    page.speed.setValue(3.5)
    page.time_limit.setCurrentIndex(page.time_limit.findData(30))
    page.seed.setValue(4321)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    first.stop_game()

    again = MainWindow(settings).start_page
    qtbot.addWidget(again)
    assert again.selected_mode() == "identity8" and again.mode_buttons["identity8"].isChecked()
    assert again.extra.isChecked()
    assert again.speed.value() == 3.5
    assert again.time_limit.currentData() == 30
    assert again.seed.value() == RANDOM_SEED  # a typed game number was for that game only


def test_the_game_number_opens_as_random(qtbot, settings, english):
    settings.set("mode", "3v3-competitive")
    settings.set("time_limit", 60)
    page = MainWindow(settings).start_page
    qtbot.addWidget(page)
    assert page.selected_mode() == "3v3-competitive" and not page.extra.isEnabled()
    assert page.seed.value() == RANDOM_SEED and page.seed.text() == "Random"
    assert page.time_limit.currentData() == 60


def test_every_choice_of_the_start_page_can_be_remembered(settings):
    for mode in MODES:
        settings.set("mode", mode)
        assert settings.get("mode") == mode
    for seconds in TIME_LIMITS:
        settings.set("time_limit", seconds)
        assert settings.get("time_limit") == seconds


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_title_screen_fits_a_1024x700_screen(qtbot, settings, lang):
    set_language(lang)
    try:
        window = MainWindow(settings)
        qtbot.addWidget(window)
        page = window.start_page
        menu = window.menuBar().sizeHint().height()
        hint = page.minimumSizeHint()
        assert hint.width() <= 1024 and hint.height() <= 700 - menu, hint
        window.resize(1024, 700)
        window.show()
        qtbot.waitExposed(window)
        assert page.height() <= 700 - menu
        for widget in (*page.mode_buttons.values(), page.options, page.start_button):
            assert page.rect().contains(widget.geometry()), widget.objectName()
            assert widget.width() >= widget.minimumSizeHint().width(), widget.objectName()
            assert widget.height() >= widget.minimumSizeHint().height(), widget.objectName()
    finally:
        set_language("en")
