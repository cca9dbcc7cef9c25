"""The table's look for the windows that open over it: the choosers, the card tracker, the
settings, the message boxes and the help windows (how to play, the rulings, the
encyclopedia) are dark wood with gold edges and parchment text, like the
start page and the log, instead of the system's light grey.

:func:`themed` gives a dialog the style sheet (the dialog's own, so it holds wherever the
dialog is made, the tests' too); the colours a dialog sets on single texts (a warning, a
countdown) come from :data:`WARNING` and :data:`GOOD`, readable on the dark ground.
"""

from __future__ import annotations

from typing import Final, TypeVar

from PySide6.QtWidgets import QWidget

#: Text that warns (a refusal, a countdown, a hero taken) and text that confirms.
WARNING: Final = "#ff8a7a"
GOOD: Final = "#8fe0a0"

_GOLD = "#f2c14e"
_EDGE = "rgba(242, 193, 78, 110)"
_TEXT = "#eadfca"
_BRIGHT = "#fff4dc"
_FIELD = "#120c09"

STYLE: Final = f"""
QDialog, QMessageBox {{
    background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1, stop: 0 #2e1c14, stop: 1 #150d0a);
    color: {_TEXT};
}}
QLabel, QCheckBox, QRadioButton {{ color: {_TEXT}; background: transparent; }}
QLabel:disabled, QCheckBox:disabled {{ color: rgba(234, 223, 202, 110); }}
QCheckBox::indicator {{
    width: 13px;
    height: 13px;
    border: 1px solid {_GOLD};
    border-radius: 3px;
    background: {_FIELD};
}}
QCheckBox::indicator:checked {{ background: {_GOLD}; border: 3px solid {_FIELD}; }}
QPushButton, QToolButton {{
    background: rgba(255, 244, 220, 22);
    color: {_BRIGHT};
    border: 1px solid {_EDGE};
    border-radius: 6px;
    padding: 4px 12px;
}}
QPushButton:hover, QToolButton:hover {{ background: rgba(255, 244, 220, 44); }}
QPushButton:pressed, QToolButton:pressed {{ background: rgba(179, 23, 28, 200); }}
QPushButton:checked, QToolButton:checked {{
    background: rgba(179, 23, 28, 220);
    border: 2px solid {_GOLD};
}}
QPushButton:default {{ border: 2px solid {_GOLD}; }}
QPushButton:disabled, QToolButton:disabled {{
    color: rgba(255, 244, 220, 90);
    border-color: rgba(242, 193, 78, 45);
    background: rgba(255, 244, 220, 8);
}}
QLineEdit, QComboBox, QSpinBox, QDoubleSpinBox {{
    background: {_FIELD};
    color: {_BRIGHT};
    border: 1px solid {_EDGE};
    border-radius: 4px;
    padding: 2px 6px;
    selection-background-color: #b3171c;
}}
QComboBox QAbstractItemView {{
    background: #1c1612;
    color: {_BRIGHT};
    selection-background-color: #b3171c;
}}
QListWidget, QTableWidget, QTreeWidget, QTextBrowser,
QScrollArea, QScrollArea > QWidget > QWidget {{
    background: #1c1612;
    color: {_TEXT};
    border: none;
}}
QListWidget, QTableWidget, QTextBrowser {{ border: 1px solid {_EDGE}; }}
QHeaderView::section {{
    background: #2e1c14;
    color: {_GOLD};
    border: none;
    border-bottom: 1px solid {_EDGE};
    padding: 3px 6px;
}}
QTableWidget {{ gridline-color: rgba(242, 193, 78, 50); }}
QListWidget, QTableWidget {{ alternate-background-color: #261c16; }}
QGroupBox {{
    color: {_GOLD};
    border: 1px solid {_EDGE};
    border-radius: 8px;
    margin-top: 12px;
    padding-top: 6px;
}}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; }}
QProgressBar {{
    background: {_FIELD};
    border: 1px solid {_EDGE};
    border-radius: 3px;
}}
QProgressBar::chunk {{ background: {_GOLD}; border-radius: 2px; }}
QSlider::groove:horizontal {{ background: {_FIELD}; height: 6px; border-radius: 3px; }}
QSlider::sub-page:horizontal {{ background: {_GOLD}; border-radius: 3px; }}
QSlider::handle:horizontal {{
    background: {_BRIGHT};
    border: 1px solid {_GOLD};
    width: 14px;
    margin: -5px 0;
    border-radius: 7px;
}}
QScrollBar:vertical {{ background: #1c1612; width: 12px; margin: 0; }}
QScrollBar::handle:vertical {{
    background: rgba(242, 193, 78, 90);
    min-height: 24px;
    border-radius: 5px;
}}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
QScrollBar:horizontal {{ background: #1c1612; height: 12px; margin: 0; }}
QScrollBar::handle:horizontal {{
    background: rgba(242, 193, 78, 90);
    min-width: 24px;
    border-radius: 5px;
}}
QScrollBar::add-line:horizontal, QScrollBar::sub-line:horizontal {{ width: 0; }}
QToolTip {{ background: #2e1c14; color: {_BRIGHT}; border: 1px solid {_GOLD}; }}
QTabWidget::pane {{ border: 1px solid {_EDGE}; border-radius: 6px; top: -1px; }}
QTabBar::tab {{
    background: rgba(255, 244, 220, 18);
    color: {_TEXT};
    border: 1px solid {_EDGE};
    border-bottom: none;
    border-top-left-radius: 6px;
    border-top-right-radius: 6px;
    padding: 5px 16px;
    margin-right: 2px;
}}
QTabBar::tab:selected {{ background: rgba(179, 23, 28, 210); color: {_BRIGHT}; }}
QTabBar::tab:hover {{ background: rgba(255, 244, 220, 44); }}
"""

_W = TypeVar("_W", bound=QWidget)


def themed(window: _W) -> _W:
    """Give ``window`` (a dialog or a message box) the table's look; returns it."""
    window.setProperty("themed", True)
    window.setStyleSheet(STYLE)
    return window
