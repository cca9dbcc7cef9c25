"""The start page: the title screen where a new local game is chosen and started."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.ai.strength import REFERENCE
from yxs_desktop.engine.modes import MODES as ENGINE_MODES
from yxs_desktop.ui.i18n import content
from yxs_desktop.ui.level_choice import (
    SeatLevelsDialog,
    choose,
    fill_levels,
    fit_to_items,
    level_line,
)
from yxs_desktop.ui.online.texts import level_name, offered_levels
from yxs_desktop.ui.pace import PaceBox
from yxs_desktop.ui.resources import app_icon

if TYPE_CHECKING:
    from yxs_desktop.ui.settings import Settings

MODES = ("identity5", "identity8", "identity5-simple", "3v3-casual", "3v3-competitive")
# Modes whose hero choice can offer one more hero (the identity modes); the 3v3 modes
# pick from team pools or a shared draft.
EXTRA_CHOICE_MODES = frozenset({"identity5", "identity8", "identity5-simple"})
#: The time limits a person may choose for each decision, in seconds (0: none, the
#: default in a game against the computer).
TIME_LIMITS = (0, 15, 30, 60)
#: The seed box's value that means "a new random game" (shown as its special text).
RANDOM_SEED = -1
ICON_SIZE = 72
#: The most seats a mode has: the per-seat levels kept cover every mode.
MAX_SEATS = 8
#: The level combo's item when the computer seats have different levels (Per seat…).
MIXED = ""
HUMAN_SEAT = 0

# The title screen's colours: the icon's seal red and gold on a dark lacquer background.
STYLE = """
QWidget#start_page {
    background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1, stop: 0 #3d1813, stop: 1 #140a09);
}
QLabel#start_title { color: #f2c14e; font-size: 44px; font-weight: bold; }
QLabel#start_tagline { color: #e8d9bf; font-size: 15px; }
QPushButton[modeButton="true"] {
    background: rgba(255, 244, 220, 20);
    border: 1px solid rgba(242, 193, 78, 90);
    border-radius: 10px;
}
QPushButton[modeButton="true"]:hover { background: rgba(255, 244, 220, 40); }
QPushButton[modeButton="true"]:checked {
    background: rgba(179, 23, 28, 220);
    border: 2px solid #f2c14e;
}
QLabel#mode_name { color: #fff4dc; font-size: 18px; font-weight: bold; background: transparent; }
QLabel#mode_about { color: #e8d9bf; font-size: 13px; background: transparent; }
QGroupBox#start_options {
    color: #f2c14e;
    font-weight: bold;
    border: 1px solid rgba(242, 193, 78, 90);
    border-radius: 10px;
    margin-top: 12px;
    padding: 14px 10px 10px 10px;
}
QGroupBox#start_options::title { subcontrol-origin: margin; left: 12px; padding: 0 4px; }
QGroupBox#start_options QLabel, QGroupBox#start_options QCheckBox {
    color: #fff4dc;
    font-weight: normal;
}
QGroupBox#start_options QLabel:disabled { color: rgba(255, 244, 220, 100); }
QPushButton#start {
    background: #b3171c;
    color: #fff4dc;
    border: 2px solid #f2c14e;
    border-radius: 10px;
    font-size: 20px;
    font-weight: bold;
    padding: 10px 28px;
}
QPushButton#start:hover { background: #cf2228; }
QPushButton#start:pressed { background: #8e1216; }
QPushButton[pageButton="true"] {
    background: rgba(255, 244, 220, 20);
    color: #fff4dc;
    border: 1px solid rgba(242, 193, 78, 90);
    border-radius: 8px;
    padding: 6px 18px;
}
QPushButton[pageButton="true"]:hover { background: rgba(255, 244, 220, 40); }
"""


def human_seat(mode: str) -> int:
    """Where the person sits in a new game of ``mode``: seat 0, but in a mode with leaders
    (3v3 competitive) the first team's leader, who makes the team's choices (draft order,
    who acts), so that the person plays them."""
    seating = getattr(ENGINE_MODES[mode], "seating", ())
    for seat, (_team, role) in enumerate(seating):
        if role == "leader":
            return seat
    return HUMAN_SEAT


def parse_levels(saved: str) -> list[str]:
    """The per-seat levels kept in the settings (names separated by commas, seat 0
    first): :data:`MAX_SEATS` of them, an unknown or missing one read as Standard (a level
    of another version of the program, or a damaged setting)."""
    names = [name.strip() for name in saved.split(",")] if saved else []
    names = (names + [REFERENCE] * MAX_SEATS)[:MAX_SEATS]
    return [name if name in offered_levels() else REFERENCE for name in names]


def new_seed() -> int:
    """A fresh game number: every new game is a new game unless one is typed."""
    return secrets.randbelow(2_000_000_000)


class ModeButton(QPushButton):
    """A large button for one mode: its name over a one-line description. Checkable: the
    start page's buttons choose the mode that Start begins."""

    def __init__(self, mode: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.mode = mode
        self.setObjectName(f"mode_{mode}")
        self.setProperty("modeButton", True)
        self.setCheckable(True)
        self.name = QLabel(self)
        self.name.setObjectName("mode_name")
        self.about = QLabel(self)
        self.about.setObjectName("mode_about")
        for label in (self.name, self.about):
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 8, 16, 8)
        box.setSpacing(2)
        box.addWidget(self.name)
        box.addWidget(self.about)

    def set_texts(self, name: str, about: str) -> None:
        self.name.setText(name)
        self.about.setText(about)
        self.setToolTip(about)
        self.setAccessibleName(name)
        self.setAccessibleDescription(about)
        self.updateGeometry()

    # QPushButton sizes itself by its own text; this one is as large as its labels
    def sizeHint(self) -> QSize:
        layout = self.layout()
        return layout.sizeHint() if layout is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        layout = self.layout()
        return layout.minimumSize() if layout is not None else super().minimumSizeHint()


class StartPage(QWidget):
    """The title screen: the title with the icon, the five modes as large buttons (one is
    chosen), the extra hero choice, animation speed, the time limit per decision, the game
    number (random unless one is typed), the computer players' level (one for all, or one
    per seat with Per seat…; each shown with what was measured of it in the chosen mode)
    and Start. :meth:`restore` shows the last choices and :meth:`remember` keeps them."""

    #: mode, extra hero choice, animation speed, seed, seconds per decision (0: no limit)
    start_requested = Signal(str, bool, float, int, int)
    #: The Replays button: show the saved games.
    replays_requested = Signal()
    # the Statistics button: the figures of the saved games
    stats_requested = Signal()
    #: The Play online button: connect to a server.
    online_requested = Signal()
    #: The Back to your game button: connect to the server of the seat held there.
    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_page")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(STYLE)
        self.icon = QLabel(self)
        self.icon.setObjectName("start_icon")
        self.icon.setPixmap(app_icon().pixmap(ICON_SIZE, ICON_SIZE))
        self.title = QLabel(self)
        self.title.setObjectName("start_title")
        self.tagline = QLabel(self)
        self.tagline.setObjectName("start_tagline")

        self.mode_group = QButtonGroup(self)
        self.mode_group.setExclusive(True)
        self.mode_buttons: dict[str, ModeButton] = {}
        modes = QVBoxLayout()
        modes.setSpacing(10)
        for mode in MODES:
            button = ModeButton(mode, self)
            self.mode_group.addButton(button)
            self.mode_buttons[mode] = button
            modes.addWidget(button)
        self.mode_group.buttonToggled.connect(lambda _button, _on: self._mode_changed())

        self.options = QGroupBox(self)
        self.options.setObjectName("start_options")
        self.extra = QCheckBox()
        self.speed = PaceBox(self)
        self.time_limit = QComboBox()
        self.seed = QSpinBox()
        self.seed.setRange(RANDOM_SEED, 2_000_000_000)
        self.seed.setValue(RANDOM_SEED)
        #: The level of each seat (by seat number, for every mode); the person's is unused.
        self.seat_levels = [REFERENCE] * MAX_SEATS
        self.level = QComboBox()
        self.level.setObjectName("start_level")
        self.level.activated.connect(self._level_chosen)
        self.per_seat = QPushButton()
        self.per_seat.setObjectName("start_per_seat")
        self.per_seat.clicked.connect(self.choose_per_seat)
        self.level_about = QLabel()
        self.level_about.setObjectName("start_level_about")
        self.level_about.setWordWrap(True)
        levels = QHBoxLayout()
        levels.setContentsMargins(0, 0, 0, 0)
        levels.addWidget(self.level, 1)
        levels.addWidget(self.per_seat)
        # the level's description goes under the form, not in a row of it: a form reckons a
        # spanning row's wrapped height from a stale width after a language switch
        options = QVBoxLayout(self.options)
        self.form = QFormLayout()
        options.addLayout(self.form)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        self.extra_label, self.speed_label = QLabel(), QLabel()
        self.time_label, self.seed_label = QLabel(), QLabel()
        self.form.addRow(self.extra_label, self.extra)
        self.form.addRow(self.speed_label, self.speed)
        self.form.addRow(self.time_label, self.time_limit)
        self.form.addRow(self.seed_label, self.seed)
        self.level_label = QLabel()
        self.form.addRow(self.level_label, levels)
        options.addWidget(self.level_about)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("start")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._start)
        self.replays_button = QPushButton(self)
        self.replays_button.setObjectName("start_replays")
        self.replays_button.setProperty("pageButton", True)
        self.replays_button.clicked.connect(self.replays_requested)
        self.stats_button = QPushButton(self)
        self.stats_button.setObjectName("start_stats")
        self.stats_button.setProperty("pageButton", True)
        self.stats_button.clicked.connect(self.stats_requested)
        self.online_button = QPushButton(self)
        self.online_button.setObjectName("start_online")
        self.online_button.setProperty("pageButton", True)
        self.online_button.clicked.connect(self.online_requested)
        #: Shown while a seat is held on a server (a game the person may go back to).
        self.back_button = QPushButton(self)
        self.back_button.setObjectName("start_back")
        self.back_button.setProperty("pageButton", True)
        self.back_button.clicked.connect(self.back_requested)
        self.back_button.hide()
        self._held: tuple[str, str] | None = None  # the room and the server held

        header = QHBoxLayout()
        header.addStretch(1)
        header.addWidget(self.icon)
        header.addSpacing(16)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        titles.addWidget(self.title)
        titles.addWidget(self.tagline)
        header.addLayout(titles)
        header.addStretch(1)
        side = QVBoxLayout()
        side.addWidget(self.options)
        side.addStretch(1)
        side.addWidget(self.start_button)
        side.addWidget(self.back_button)
        side.addWidget(self.online_button)
        pages = QHBoxLayout()  # the saved games' pages
        pages.addWidget(self.replays_button)
        pages.addWidget(self.stats_button)
        side.addLayout(pages)
        body = QHBoxLayout()
        body.addStretch(1)
        body.addLayout(modes, 3)
        body.addSpacing(24)
        body.addLayout(side, 2)
        body.addStretch(1)
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 16, 24, 16)
        box.addStretch(1)
        box.addLayout(header)
        box.addSpacing(20)
        box.addLayout(body)
        box.addStretch(2)
        self.select_mode(MODES[0])
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Hero Kill"))
        self.tagline.setText(self.tr("A card game of the heroes of Chinese history"))
        for mode, button in self.mode_buttons.items():
            button.set_texts(content(f"mode.{mode}"), self._about(mode))
        self.options.setTitle(self.tr("Game settings"))
        self.extra_label.setText(self.tr("One more hero to choose from"))
        self.speed_label.setText(self.tr("Pace"))
        self.speed.setToolTip(self.tr("How fast the cards move and the computers' actions pass"))
        self.seed_label.setText(self.tr("Game number (seed)"))
        self.seed.setSpecialValueText(self.tr("Random"))
        self.seed.setToolTip(self.tr("Type a number to play that game again; Random: a new one"))
        self.time_label.setText(self.tr("Time per decision"))
        chosen = self.time_limit.currentIndex()
        self.time_limit.clear()
        for seconds in TIME_LIMITS:
            label = self.tr("%1 s").replace("%1", str(seconds)) if seconds else self.tr("No limit")
            self.time_limit.addItem(label, seconds)
        self.time_limit.setCurrentIndex(max(chosen, 0))
        self.level_label.setText(self.tr("Computer players"))
        self.per_seat.setText(self.tr("Per seat…"))
        self.per_seat.setToolTip(self.tr("A level for each computer player"))
        self._show_levels()
        self.start_button.setText(self.tr("New local game"))
        self.replays_button.setText(self.tr("Replays"))
        self.replays_button.setToolTip(self.tr("Your saved games (Ctrl+R)"))
        self.stats_button.setText(self.tr("Statistics"))
        self.online_button.setText(self.tr("Play online…"))
        self._show_held()

    def show_held(self, room: str | None, server: str = "") -> None:
        """Offer the way back to the game of ``room`` on ``server`` (None: none held)."""
        self._held = None if room is None else (room, server)
        self._show_held()

    def _show_held(self) -> None:
        held = self._held
        self.back_button.setVisible(held is not None)
        if held is not None:
            room, server = held
            self.back_button.setText(self.tr("Back to your game in room %1").replace("%1", room))
            tip = self.tr("Your seat in room %1 on %2 is kept: connect and play on")
            self.back_button.setToolTip(tip.replace("%1", room).replace("%2", server))

    def _about(self, mode: str) -> str:
        """The one-line description under a mode's name."""
        about = {
            "identity5": self.tr("Lord, Loyalist, two Rebels, a Renegade; roles hidden"),
            "identity8": self.tr("The Lord and two Loyalists against four Rebels and a Renegade"),
            "identity5-simple": self.tr("Five players, no hero skills: learn the cards first"),
            "3v3-casual": self.tr("Two teams of three; teammates pick heroes together"),
            "3v3-competitive": self.tr("Leaders draft heroes in turns; defeat the other leader"),
        }
        return about[mode]

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def select_mode(self, mode: str) -> None:
        """Choose ``mode`` (a key of :data:`MODES`), as its button does."""
        self.mode_buttons[mode].setChecked(True)

    def selected_mode(self) -> str:
        """The mode Start begins (the checked mode button)."""
        button = self.mode_group.checkedButton()
        return button.mode if isinstance(button, ModeButton) else MODES[0]

    def restore(self, settings: Settings) -> None:
        """Show the choices of the last game started here (kept in ``settings``)."""
        self.select_mode(settings.get("mode"))
        self.extra.setChecked(settings.get("extra_choice"))
        self.speed.setValue(float(settings.get("animation_speed")))
        limit = self.time_limit.findData(settings.get("time_limit"))
        self.time_limit.setCurrentIndex(max(0, limit))
        self.seed.setValue(RANDOM_SEED)  # a typed game number is for one game only
        self.seat_levels = parse_levels(str(settings.get("ai_levels")))
        self._show_levels()

    def remember(self, settings: Settings) -> None:
        """Keep the choices shown in ``settings`` (for :meth:`restore` next time)."""
        settings.set("mode", self.selected_mode())
        settings.set("extra_choice", self.extra.isChecked())
        settings.set("animation_speed", self.speed.value())
        settings.set("time_limit", int(self.time_limit.currentData() or 0))
        settings.set("ai_levels", ",".join(self.seat_levels))

    def computer_seats(self, mode: str | None = None) -> list[int]:
        """The seats computer players take in a new game of ``mode`` (default: the chosen
        one): all but the person's."""
        mode = mode or self.selected_mode()
        person = human_seat(mode)
        return [seat for seat in range(ENGINE_MODES[mode].players) if seat != person]

    def levels_for(self, mode: str) -> list[str]:
        """The level of each seat of a new game of ``mode``; the person's seat has Standard,
        whatever was chosen for that seat number in another mode (its computer player only
        plays for the person under 托管, as before levels were chosen)."""
        levels = self.seat_levels[: ENGINE_MODES[mode].players]
        levels[human_seat(mode)] = REFERENCE
        return levels

    def common_level(self) -> str | None:
        """The level of every computer seat of the chosen mode, or None when they differ."""
        chosen = {self.seat_levels[seat] for seat in self.computer_seats()}
        return chosen.pop() if len(chosen) == 1 else None

    def choose_level(self, level: str) -> None:
        """Every computer seat plays ``level`` (a key of the offered levels)."""
        if level not in offered_levels():
            raise ValueError(f"no offered computer level {level!r}")
        self.seat_levels = [level] * MAX_SEATS
        self._show_levels()

    def choose_per_seat(self) -> SeatLevelsDialog:
        """Per seat…: a dialog with a level for each computer seat of the chosen mode; its
        choice is kept when it is accepted. Returns the dialog, open (window-modal)."""
        mode = self.selected_mode()
        dialog = SeatLevelsDialog(mode, human_seat(mode), self.levels_for(mode), self)
        dialog.accepted.connect(lambda: self._seats_chosen(mode, dialog.levels()))
        dialog.finished.connect(lambda _result: dialog.deleteLater())
        dialog.open()
        return dialog

    def _seats_chosen(self, mode: str, levels: list[str]) -> None:
        for seat in self.computer_seats(mode):
            self.seat_levels[seat] = levels[seat]
        self._show_levels()

    def _level_chosen(self, index: int) -> None:
        level = self.level.itemData(index)
        if level != MIXED:
            self.choose_level(str(level))

    def _show_levels(self) -> None:
        """The level combo and the line under it, for the chosen mode's computer seats."""
        mode = self.selected_mode()
        common = self.common_level()
        fill_levels(self.level)
        if common is None:
            self.level.addItem(self.tr("Different per seat"), MIXED)
            fit_to_items(self.level)
            self.level.setCurrentIndex(self.level.count() - 1)
            used = dict.fromkeys(self.seat_levels[seat] for seat in self.computer_seats())
            lines = [f"{level_name(level)} — {level_line(level, mode)}" for level in used]
            self.level_about.setText("\n".join(lines))
            self.level.setToolTip(self.level_about.text())
        else:
            choose(self.level, common)
            self.level_about.setText(level_line(common, mode))
            tip = self.level.itemData(self.level.currentIndex(), Qt.ItemDataRole.ToolTipRole)
            self.level.setToolTip(str(tip or ""))

    def _mode_changed(self) -> None:
        mode = self.selected_mode()
        self.extra.setEnabled(mode in EXTRA_CHOICE_MODES)
        self.extra_label.setEnabled(mode in EXTRA_CHOICE_MODES)
        self._show_levels()

    def _start(self) -> None:
        mode = self.selected_mode()
        extra = self.extra.isChecked() and mode in EXTRA_CHOICE_MODES
        seed = self.seed.value()
        if seed == RANDOM_SEED:
            seed = new_seed()
        limit = int(self.time_limit.currentData() or 0)
        self.start_requested.emit(mode, extra, self.speed.value(), seed, limit)
        self.seed.setValue(RANDOM_SEED)  # the typed number was for this game only
