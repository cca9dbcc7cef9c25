"""The replay viewer: a read-only table (:class:`TablePage`) fed by a
:class:`~yxs_desktop.client.replay_session.ReplaySession`, with the controls to play, step,
jump by turns and deaths, seek on a timeline, change the speed and the viewpoint.

A jump (seek, step back, previous/next turn or death, a viewpoint change) re-syncs the table
at once and fills the log up to the new position; playing feeds the table one answer at a
time, animated as a live game, the next answer once the last one's animations are over.

The timeline (:class:`~yxs_desktop.ui.replays.timeline.Timeline`) marks the turns and deaths; the
viewpoint menu offers a spectator, every card open (:data:`ALL`: each role and hand shown)
and each seat. The keys are those of :data:`~yxs_desktop.ui.replays.keys.REPLAY_KEYS`.

"Play on from here" asks for the game to go on live from the position, the person at a
living seat (:attr:`ReplayViewer.play_on_requested`).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.client.replay_session import ReplaySession, Viewpoint
from yxs_desktop.client.seat_names import hero_seat, unnamed_seat
from yxs_desktop.client.session import EventsUpdate
from yxs_desktop.replay.playback import ALL, Playback
from yxs_desktop.replay.sealed import sealed_seats
from yxs_desktop.ui.i18n import current_language
from yxs_desktop.ui.replays.keys import ReplayKeyTexts, replay_key
from yxs_desktop.ui.replays.timeline import Timeline, timeline_marks
from yxs_desktop.ui.table.page import TablePage

# The speeds offered, as multiples of a live game's animation speed.
SPEEDS: tuple[float, ...] = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0)
# The controls' buttons are at most this wide (the row fits a 1024-pixel window).
BUTTON_WIDTH = 48
# The pause between two answers played at speed 1 (shorter when faster), in ms.
GAP_MS = 250


class ReplayViewer(QWidget):
    """Plays back one replay (``playback``); it opens at the start, seen by a spectator."""

    # "Play on from here": (answers, seat): take over ``seat`` after the replay's first
    # ``answers`` answers (the position shown) and play on (client/play_on.py).
    play_on_requested = Signal(int, int)
    # The person leaves the replay (Esc): back to the page it was opened from.
    leave_requested = Signal()

    def __init__(self, playback: Playback, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.playback = playback
        self.session = ReplaySession(playback, None)
        self.speed = 1.0
        self.playing = False
        self._setting_slider = False  # the slider follows the position: not a seek
        self.next_timer = QTimer(self)
        self.next_timer.setSingleShot(True)
        self.next_timer.timeout.connect(self._play_next)

        #: The seats it may be watched from when the game may still be under way
        #: (replay/sealed.py; None: every viewpoint, every card open included).
        self.sealed = sealed_seats(playback.replay)
        self.notice = QLabel()
        self.notice.setObjectName("replay_notice")
        self.notice.setWordWrap(True)
        self.notice.setVisible(not playback.rerun_ok or self.sealed is not None)
        self.table = self._make_table(None)
        self.key_texts = ReplayKeyTexts(self)

        self.buttons: dict[str, QPushButton] = {}
        controls = QHBoxLayout()
        # name, symbol, slot; the keys are REPLAY_KEYS'
        spec: tuple[tuple[str, str, Callable[[], None]], ...] = (
            ("start", "|◀", self.to_start),
            ("previous_death", "☠◀", self.previous_death),
            ("previous_turn", "◀◀", self.previous_turn),
            ("step_back", "◀", self.step_back),
            ("play", "", self.toggle_play),
            ("step", "▶", self.step),
            ("next_turn", "▶▶", self.next_turn),
            ("next_death", "▶☠", self.next_death),
            ("end", "▶|", self.to_end),
        )
        self.actions_by_name: dict[str, QAction] = {}
        for name, symbol, slot in spec:
            button = QPushButton(symbol)
            button.setObjectName(f"replay_{name}")
            # symbols the fonts have (no ⏮/⏸: boxes without an emoji font), buttons narrow
            # enough that the controls fit a 1024-pixel window
            button.setMaximumWidth(BUTTON_WIDTH)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay the viewer's
            button.clicked.connect(lambda _=False, s=slot: s())
            controls.addWidget(button)
            self.buttons[name] = button
            key = replay_key(name)
            if key is not None:
                action = QAction(self)
                action.setObjectName(f"replay_key_{name}")
                action.setShortcuts([QKeySequence(k) for k in key.keys])
                action.triggered.connect(lambda _=False, s=slot: s())
                self.addAction(action)
                self.actions_by_name[name] = action
        leave = replay_key("leave")
        assert leave is not None
        action = QAction(self)
        action.setObjectName("replay_key_leave")
        action.setShortcuts([QKeySequence(k) for k in leave.keys])
        action.triggered.connect(self.leave)
        self.addAction(action)
        self.actions_by_name["leave"] = action
        self.slider = Timeline(self.seat_text, self)
        self.slider.setObjectName("replay_timeline")
        self.slider.set_marks(*timeline_marks(playback))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.setRange(0, playback.length)
        self.slider.sliderReleased.connect(lambda: self.seek(self.slider.value()))
        self.slider.valueChanged.connect(self._slider_moved)
        self.position_label = QLabel()
        self.speed_box = QComboBox()
        self.speed_box.setObjectName("replay_speed")
        self.speed_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for speed in SPEEDS:
            self.speed_box.addItem(f"{speed:g}×", speed)
        self.speed_box.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_box.currentIndexChanged.connect(
            lambda i: self.set_speed(float(self.speed_box.itemData(i)))
        )
        self.viewpoint_box = QComboBox()
        self.viewpoint_box.setObjectName("replay_viewpoint")
        self.viewpoint_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.viewpoint_box.addItem("", None)
        if self.sealed is None:
            self.viewpoint_box.addItem("", ALL)
        for seat in range(playback.seats):
            if self.may_watch(seat):
                self.viewpoint_box.addItem("", seat)
        self.viewpoint_box.currentIndexChanged.connect(
            lambda i: self.set_viewpoint(self.viewpoint_box.itemData(i))
        )
        self.speed_label = QLabel()
        self.viewpoint_label = QLabel()
        timeline = QHBoxLayout()  # a row of its own: the whole width to seek with
        timeline.addWidget(self.slider, 1)
        timeline.addWidget(self.position_label)
        controls.addStretch(1)
        controls.addWidget(self.speed_label)
        controls.addWidget(self.speed_box)
        controls.addWidget(self.viewpoint_label)
        controls.addWidget(self.viewpoint_box)
        self.play_on_seat = QComboBox()  # the living seats, filled at each position
        self._play_on_viewpoint: object = None  # the viewpoint the chooser last followed
        self.play_on_seat.setObjectName("replay_play_on_seat")
        self.play_on_seat.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.play_on_button = QPushButton()
        self.play_on_button.setObjectName("replay_play_on")
        self.play_on_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.play_on_button.clicked.connect(self.play_on)
        # at the end of the timeline's row: the controls' row is full at 1024 pixels
        timeline.addWidget(self.play_on_seat)
        timeline.addWidget(self.play_on_button)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.addWidget(self.notice)
        self.column.addWidget(self.table, 1)
        self.column.addLayout(timeline)
        self.column.addLayout(controls)
        self._show_play_state()
        self.retranslate()
        self.seek(0)

    # ------------------------------------------------------------------ the table
    def _make_table(self, seat: Viewpoint) -> TablePage:
        """A read-only table seen from ``seat`` (a spectator's for None and ALL)."""
        me = seat if isinstance(seat, int) else None
        table = TablePage(self.playback.seats, me, parent=self)
        table.set_read_only()
        table.scene.speed = self.speed
        table.scene.queue.drained.connect(self._drained)
        return table

    def _jump(self, update: EventsUpdate | None) -> None:
        """Show the session's position at once (None: no view to show, see the notice)."""
        if update is not None:
            self.table.jump_to(update)
        self._show_position()
        if self.playing:  # the jump dropped the animations whose end brings the next answer
            self._drained()

    def _show_position(self) -> None:
        self._setting_slider = True
        self.slider.setValue(self.session.position)
        self._setting_slider = False
        self.position_label.setText(
            self.tr("Event %1 of %2")
            .replace("%1", str(self.session.position))
            .replace("%2", str(self.session.length))
        )
        self._offer_play_on()

    # ------------------------------------------------------------------ playing on
    def living_seats(self) -> tuple[int, ...]:
        """The seats that can play on from the position: the living ones, none when the
        game is over there or the replay is shown from its recorded events."""
        game = self.playback.game
        if game is None or game.pending is None:
            return ()
        return tuple(p.seat for p in game.players if p.alive and self.may_watch(p.seat))

    def _offer_play_on(self) -> None:
        """The chooser holds the living seats (the one chosen kept while it lives, else
        the viewpoint's seat if it lives, else the first); the button says why it is off."""
        living = self.living_seats()
        box = self.play_on_seat
        chosen = box.currentData()
        shown = tuple(box.itemData(i) for i in range(box.count()))
        if shown != living:
            box.clear()
            for seat in living:
                box.addItem(self.seat_text(seat), seat)
        if chosen not in living or self.table.me != self._play_on_viewpoint:
            # a new viewpoint proposes its own seat
            chosen = self.table.me if self.table.me in living else chosen
        if chosen not in living:
            chosen = None
        self._play_on_viewpoint = self.table.me
        if living:
            box.setCurrentIndex(box.findData(chosen) if chosen is not None else 0)
        enabled = bool(living)
        box.setEnabled(enabled)
        self.play_on_button.setEnabled(enabled)
        self.play_on_button.setToolTip(self._play_on_tip())

    def _play_on_tip(self) -> str:
        if self.playback.game is None:
            return self.tr(
                "This replay is shown from its recorded events, not re-run in the game "
                "engine: it cannot be played on"
            )
        if not self.living_seats():
            return self.tr("The game is over here: there is nothing to play on")
        return self.tr(
            "Take over the chosen seat and play on from here against computer players "
            "(the rest of the replay is dropped; the new game is recorded)"
        )

    def play_on(self) -> None:
        """Ask to play on from the position at the chosen seat (play_on_requested)."""
        seat = self.play_on_seat.currentData()
        if seat is None or seat not in self.living_seats():
            return
        self.pause()
        answers = bisect_left(self.playback.replay.events_before, self.session.position)
        self.play_on_requested.emit(answers, int(seat))

    # ------------------------------------------------------------------ controls
    def seek(self, k: int) -> None:
        """Jump to the state after ``k`` events (the next answer boundary)."""
        self._jump(self.session.seek(k))

    def leave(self) -> None:
        """Stop playing and ask to leave the replay (:attr:`leave_requested`)."""
        self.pause()
        self.leave_requested.emit()

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        self.pause()
        self.seek(self.session.length)

    def step(self) -> None:
        """One answer forward, animated; it pauses playing."""
        self.pause()
        self._advance()

    def step_back(self) -> None:
        """One answer back (a jump)."""
        self.pause()
        self._jump(self.session.step_back())

    def next_turn(self) -> None:
        self._jump(self.session.next_turn())

    def previous_turn(self) -> None:
        self._jump(self.session.previous_turn())

    def next_death(self) -> None:
        self._jump(self.session.next_death())

    def previous_death(self) -> None:
        self._jump(self.session.previous_death())

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        self.table.scene.speed = speed

    def may_watch(self, seat: Viewpoint) -> bool:
        """Whether the replay may be watched from ``seat`` (a sealed one: a spectator's
        view and its own seat's only)."""
        sealed = self.sealed
        return sealed is None or seat is None or (isinstance(seat, int) and seat in sealed)

    def set_viewpoint(self, seat: Viewpoint) -> None:
        """Watch from ``seat`` (None: a spectator; :data:`ALL`: every card open): a new
        table, at the same position; a viewpoint a sealed replay does not open is refused."""
        if seat == self.session.seat or not self.may_watch(seat):
            return
        old = self.table
        self.table = self._make_table(seat)
        self.column.replaceWidget(old, self.table)
        old.hide()
        old.deleteLater()
        self._jump(self.session.set_seat(seat))
        index = self.viewpoint_box.findData(seat)
        if index != self.viewpoint_box.currentIndex():
            self.viewpoint_box.setCurrentIndex(index)

    def toggle_play(self) -> None:
        """Play or pause (Space); playing from the end starts again."""
        if self.playing:
            self.pause()
            return
        if self.session.at_end():
            self.seek(0)
        self.playing = True
        self._show_play_state()
        self._play_next()

    def pause(self) -> None:
        self.playing = False
        self.next_timer.stop()
        self._show_play_state()

    def _play_next(self) -> None:
        if not self.playing or self.table.scene.queue.busy():
            return  # the next answer comes when the animations are done (_drained)
        if not self._advance():
            self.pause()

    def _advance(self) -> bool:
        """Play the next answer on the table; False at the end."""
        if self.session.at_end():
            return False
        update = self.session.advance()
        if update is not None:
            self.table.on_update(update)
        self._show_position()
        return True

    def _drained(self) -> None:
        if self.playing:
            self.next_timer.start(int(GAP_MS / max(self.speed, 0.01)))

    def _slider_moved(self, value: int) -> None:
        if not self._setting_slider and not self.slider.isSliderDown():
            self.seek(value)  # a click or key on the track; a drag seeks on release

    def _show_play_state(self) -> None:
        icon = (
            QStyle.StandardPixmap.SP_MediaPause
            if self.playing
            else QStyle.StandardPixmap.SP_MediaPlay
        )
        self.buttons["play"].setIcon(self.style().standardIcon(icon))
        self.buttons["play"].setToolTip(self._tip("play"))

    # ------------------------------------------------------------------ texts
    def seat_text(self, seat: int) -> str:
        """A seat as the viewpoint menu names it: its hero and number ("刘邦[2]" for seat 1,
        numbered from 1 as on the table)."""
        replay = self.playback.replay
        heroes = replay.heroes.heroes if replay.heroes is not None else []
        hero = heroes[seat] if seat < len(heroes) else replay.header.seats[seat].hero
        lang = current_language()
        return hero_seat(hero, seat, lang) if hero else unnamed_seat(seat, lang)

    def _tip(self, name: str) -> str:
        return self.key_texts.tooltip(name, self.playing)

    def retranslate(self) -> None:
        for name, button in self.buttons.items():
            button.setToolTip(self._tip(name))
        self.speed_label.setText(self.tr("Speed"))
        self.viewpoint_label.setText(self.tr("Viewpoint"))
        self.play_on_button.setText(self.tr("Play on from here"))
        self.play_on_seat.setToolTip(self.tr("The seat you take when you play on"))
        for i in range(self.play_on_seat.count()):
            self.play_on_seat.setItemText(i, self.seat_text(self.play_on_seat.itemData(i)))
        self.viewpoint_box.setItemText(0, self.tr("Spectator"))
        if self.sealed is None:
            self.viewpoint_box.setItemText(1, self.tr("All cards open"))
        for seat in range(self.playback.seats):
            if self.may_watch(seat):
                index = self.viewpoint_box.findData(seat)
                self.viewpoint_box.setItemText(index, self.seat_text(seat))
        notice = self.playback.notice
        texts = [notice.text(current_language())] if notice is not None else []
        if self.sealed is not None:
            texts.append(
                self.tr(
                    "This game did not end and may still be played: it shows only what "
                    "its spectators or your own seat could see."
                )
            )
        self.notice.setText("\n".join(texts))
        self._show_position()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
