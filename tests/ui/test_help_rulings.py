"""Help → Rulings lists every ruling of the engine, in the language chosen (the same list
docs/rules.md §8 renders)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from yxs_desktop.engine.rulings import RULINGS
from yxs_desktop.ui.main_window import MainWindow


def _shown_text(window: MainWindow) -> str:
    window.rulings_action.trigger()
    boxes = window.findChildren(QMessageBox)
    assert boxes
    box = boxes[-1]
    text = box.text()
    box.close()
    box.deleteLater()
    return text


def test_help_rulings_lists_every_ruling_in_both_languages(qtbot, settings, english):
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.rulings_action.text() == "Rulings"
    shown = _shown_text(window)
    assert all(item.en in shown for item in RULINGS)
    window.switch_language("zh")
    shown = _shown_text(window)
    assert all(item.zh in shown for item in RULINGS)
    window.switch_language("en")
