"""The windows over the table wear its look (dark wood, gold edges, parchment text), not
the system's light grey: the choosers, the card tracker, the settings, the message
boxes and the help windows; and the colours they set on single texts stay readable on it."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget

from yxs_desktop.engine.requests import ChooseOption
from yxs_desktop.ui import theme
from yxs_desktop.ui.dialogs import OptionChooser
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.table.tracker import CardTracker


def _ground(window: QWidget) -> QColor:
    """The colour of ``window``'s ground, near its bottom left corner."""
    window.resize(320, 200)
    image: QImage = window.grab().toImage()
    return image.pixelColor(3, image.height() - 4)


def _dark(color: QColor) -> bool:
    return color.lightness() < 60


def test_choosers_tracker_settings_and_message_boxes_wear_the_tables_look(
    qtbot, settings, english
) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    chooser = OptionChooser(ChooseOption((0,), "draft_order", ("option.first", "option.second")))
    qtbot.addWidget(chooser)
    tracker = CardTracker(window)
    dialog = window.show_settings()
    box = window.confirm_leave(lambda: None) or window.show_about()
    for shown in (chooser, tracker, dialog, box):
        assert shown.property("themed") is True, shown
        assert _dark(_ground(shown)), (shown, _ground(shown).name())
    dialog.reject()
    box.close()


def test_the_help_windows_wear_the_tables_look_with_light_text(qtbot, settings, english) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    for shown in (window.show_how_to_play(), window.show_rulings(), window.show_encyclopedia()):
        assert shown.property("themed") is True, shown
        assert _dark(_ground(shown)), (shown, _ground(shown).name())
        assert shown.palette().color(shown.foregroundRole()).lightness() > 150, shown
        shown.close()


def test_the_texts_a_chooser_colours_stand_out_from_the_dark_ground() -> None:
    ground = QColor("#2e1c14")
    for color in (theme.WARNING, theme.GOOD):
        assert QColor(color).lightness() - ground.lightness() > 100, color
