"""Checks shared by the help windows' tests."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def assert_fits_the_screen(page: QWidget) -> None:
    """``page`` opens within a 1024×700 screen and never grows taller than its screen."""
    assert page.frameGeometry().height() <= 700 and page.frameGeometry().width() <= 1024
    screen = page.screen().availableGeometry()
    assert page.maximumHeight() <= screen.height() and page.maximumWidth() <= screen.width()
    page.resize(page.width(), 5000)  # never taller than the screen
    assert page.height() <= screen.height()
