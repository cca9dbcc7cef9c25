"""The dashboard's skill buttons: every skill the bottom seat's hero holds, under the
portrait, a row each (two to a row when there are more than three). A skill that offers
something now is a checkable button (checked while chosen); the others stay shown, greyed,
so that a player always sees what the hero can do, with the skill's text in the tooltip."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QPushButton, QSizePolicy, QWidget

from yxs_desktop.ui.i18n import content, reason_name
from yxs_desktop.ui.layout import Rect
from yxs_desktop.ui.table.prompt_box import STYLE, rounded
from yxs_desktop.ui.table.seat_parts import fitted_name

COLUMNS = 2
#: The rows of buttons the dashboard has room for.
ROWS = 3
#: A skill's name at the table's nominal scale, in pixels.
BASE_PX = 12
#: The smallest font a skill's name is shrunk to before it is cut with "…".
MIN_PIXEL_SIZE = 9


class SkillButton(QPushButton):
    """A skill's button: its name in a font small enough for its width (down to
    :data:`MIN_PIXEL_SIZE`), cut with "…" only below that; the whole name in the tooltip."""

    def __init__(self, skill: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.skill = skill
        self.full_text = ""
        self.base_px = BASE_PX  # the name's size when it fits
        self.setObjectName(f"skill_{skill}")
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keys
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def set_name(self, name: str) -> None:
        self.full_text = name
        self._fit()

    def _fit(self) -> None:
        font = QFont(self.font())
        font.setPixelSize(self.base_px)
        font, shown = fitted_name(self.full_text, max(self.width() - 10, 8), font, MIN_PIXEL_SIZE)
        self.setFont(font)
        self.setText(shown)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()


class SkillBar(QWidget):
    """The skill buttons, by skill id in ``buttons``; a click on a usable one calls
    ``on_click(skill)``."""

    def __init__(self, on_click: Callable[[str], None], parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("skill_bar")
        self.setStyleSheet(STYLE + "QPushButton { padding: 1px 4px; }")
        self.on_click = on_click
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(3)
        self.buttons: dict[str, SkillButton] = {}
        self._shown: tuple[str, ...] = ()
        self.base_px = BASE_PX

    def show_skills(self, held: Sequence[str], usable: Sequence[str], chosen: str | None) -> None:
        """Show the ``held`` skills and any other ``usable`` now (after them), the usable
        ones pressable, ``chosen`` checked."""
        shown = tuple(dict.fromkeys([*held, *usable]))
        if shown != self._shown:
            self._rebuild(shown)
        for skill, button in self.buttons.items():
            button.setEnabled(skill in usable)
            button.setChecked(skill == chosen)

    def _rebuild(self, shown: tuple[str, ...]) -> None:
        for button in self.buttons.values():
            self.grid.removeWidget(button)
            button.deleteLater()
        self.buttons = {}
        self._shown = shown
        for skill in shown:
            button = SkillButton(skill, self)
            button.base_px = self.base_px
            button.clicked.connect(lambda _=False, s=skill: self.on_click(s))
            self.buttons[skill] = button
        self.retranslate()

    def retranslate(self) -> None:
        """The names and tooltips in the current language, and the buttons arranged for
        them."""
        for skill, button in self.buttons.items():
            name = reason_name(skill)
            button.setToolTip(f"{name}\n{content(f'skill.{skill}.text')}")
            button.set_name(name)
        self._arrange()

    def _arrange(self) -> None:
        """A row each, the bar's whole width, for up to :data:`ROWS` skills; more share
        rows two by two, the shortest names first, the longest keeping a row of its own."""
        buttons = list(self.buttons.values())
        for button in buttons:
            self.grid.removeWidget(button)
        metrics = QFontMetrics(self.font())  # the names' widths before any is shrunk
        by_width = sorted(buttons, key=lambda b: metrics.horizontalAdvance(b.full_text))
        shared = 2 * max(0, len(buttons) - ROWS)  # buttons that must go two to a row
        pairs = [by_width[i : i + 2] for i in range(0, shared, 2)]
        alone = [[b] for b in buttons if b not in by_width[:shared]]
        for row, line in enumerate(pairs + alone):
            if len(line) == 1:
                self.grid.addWidget(line[0], row, 0, 1, COLUMNS)
            else:
                for column, button in enumerate(line):
                    self.grid.addWidget(button, row, column)

    def place(self, rect: Rect, scale: float = 1.0) -> None:
        """Lie on ``rect`` (the dashboard's ``skills``), the names as large as the table's
        ``scale`` makes them (never below :data:`BASE_PX`)."""
        self.base_px = max(BASE_PX, round(BASE_PX * scale))
        for button in self.buttons.values():
            button.base_px = self.base_px
            button.set_name(button.full_text)  # fitted again at the new size
        self.setGeometry(rounded(rect))
        self.raise_()
