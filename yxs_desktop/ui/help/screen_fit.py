"""Sizing a help window so that it fits the screen it opens on (a 1024×700 one included)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from yxs_desktop.ui import fit

#: The room left around a window for its frame, the title bar and a task bar.
SCREEN_MARGIN = 60


def fit_to_screen(window: QWidget, width: int, height: int) -> None:
    """Resize ``window`` to ``width``×``height``, or smaller so that it (with its frame) fits
    the available area of its screen; it can never be made taller or wider than that."""
    area = fit.available_area(window)
    if not area.isEmpty():
        max_w = max(200, area.width() - SCREEN_MARGIN)
        max_h = max(200, area.height() - SCREEN_MARGIN)
        window.setMaximumSize(max_w, max_h)
        width, height = min(width, max_w), min(height, max_h)
    window.resize(width, height)
