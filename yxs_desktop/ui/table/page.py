"""The table page: the scene, the log, the prompt line, the buttons and the timer; it
runs one session and turns clicks into answers."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QPainter
from PySide6.QtWidgets import (
    QGraphicsView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from yxs_desktop.client import prompts, sounds
from yxs_desktop.client.interaction import Refusal, Selection
from yxs_desktop.client.seat_names import SeatTag, seat_label
from yxs_desktop.client.session import (
    ErrorUpdate,
    EventsUpdate,
    FinishedUpdate,
    RequestUpdate,
    Session,
    TakeoverUpdate,
    TimedOutUpdate,
    Update,
    WaitingUpdate,
)
from yxs_desktop.client.table_model import EventLine, LogEntry, Told
from yxs_desktop.engine.enums import Role
from yxs_desktop.engine.events import HeroChosen, HeroPicked
from yxs_desktop.engine.modes import MODES
from yxs_desktop.engine.requests import (
    Arrange,
    ChooseCards,
    ChooseFrom,
    ChooseHero,
    ChooseOption,
    Distribute,
    Pass,
    PickHero,
    PickRevealed,
    PlayPhase,
    Request,
    Response,
)
from yxs_desktop.engine.views import SeatView
from yxs_desktop.ui import dialogs
from yxs_desktop.ui.i18n import current_language
from yxs_desktop.ui.layout import MIN_HEIGHT, MIN_WIDTH
from yxs_desktop.ui.live_text import LiveLabel
from yxs_desktop.ui.sound import SoundPlayer
from yxs_desktop.ui.table import keys
from yxs_desktop.ui.table.game_log import PREFERRED_WIDTH as LOG_PREFERRED_WIDTH
from yxs_desktop.ui.table.game_log import GameLog
from yxs_desktop.ui.table.people import SeatPerson
from yxs_desktop.ui.table.prompt_box import PromptBox
from yxs_desktop.ui.table.prompt_line import PromptLine
from yxs_desktop.ui.table.result_panel import ResultPanel
from yxs_desktop.ui.table.scene import TableScene
from yxs_desktop.ui.table.skill_bar import SkillBar
from yxs_desktop.ui.table.tracker import CardTracker, TrackerButton

# The narrowest the log gets: the table keeps the rest of a 1024-pixel-wide screen.
LOG_MIN_WIDTH = 180
#: A request whose clock already runs (an online game's) skips the animations before it
#: when they would take more than this share of its time.
HURRY_SHARE = 0.25


class TableView(QGraphicsView):
    """Keeps the scene the size of the view."""

    resized = Signal()  # the table was laid out again for a new size

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.table = scene
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        frame = 2 * self.frameWidth()  # the viewport, inside the frame, holds the table
        self.setMinimumSize(int(MIN_WIDTH) + frame, int(MIN_HEIGHT) + frame)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.resize_table(size.width(), size.height())
        self.setSceneRect(self.table.sceneRect())
        self.resized.emit()


class TablePage(QWidget):
    """Plays one session at the table."""

    finished = Signal(object)  # FinishedUpdate, once its animations have played
    asked = Signal(object)  # the Request now on screen, after the animations before it

    def __init__(self, players: int, me: int | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.me = me
        self.scene = TableScene(players, me, parent=self)
        self.view = TableView(self.scene)
        self.log = GameLog()
        self.log.setMinimumWidth(LOG_MIN_WIDTH)
        # a prompt says what a skill does, so it may be long: it has the prompt box's whole
        # width, two lines that scroll when it is longer, and never resizes the table (a
        # resize rebuilds the hand items)
        self.prompt = PromptLine()
        self.prompt.setObjectName("prompt")
        self.timer_bar = QProgressBar()
        self.timer_bar.setTextVisible(False)
        self.timer_bar.setMaximumHeight(8)
        self.ok = QPushButton()
        self.ok.setObjectName("ok")
        self.cancel = QPushButton()
        self.cancel.setObjectName("cancel")
        self.end = QPushButton()
        self.end.setObjectName("end_phase")
        for answer in (self.ok, self.cancel, self.end):
            answer.setVisible(me is not None)  # a spectator answers nothing
        self.pause_button = QPushButton()
        self.pause_button.setObjectName("pause")
        self.pause_button.setCheckable(True)
        self.pause_button.setVisible(False)  # only in a local game without a time limit
        self.pause_button.toggled.connect(self._pause_toggled)
        # 托管: the computer plays the person's seat until they turn it off or answer; the
        # table turns it on by itself after two time-outs in a row (the session says so)
        self.takeover_button = QPushButton()
        self.takeover_button.setObjectName("takeover")
        self.takeover_button.setCheckable(True)
        self.takeover_button.setVisible(me is not None)
        self.takeover_button.clicked.connect(self._takeover_clicked)
        self.tracker = CardTracker(self)
        self.tracker_button = TrackerButton(self.tracker, self)
        # over the table: the prompt box above the hand, the skill buttons on the dashboard
        self.prompt_box = PromptBox(
            self.prompt,
            (self.pause_button, self.takeover_button, self.tracker_button),
            (self.ok, self.cancel, self.end),
            self.timer_bar,
            self.view.viewport(),
        )
        self.skill_bar = SkillBar(self.click_skill, self.view.viewport())
        split = QSplitter()
        split.addWidget(self.view)
        split.addWidget(self.log)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setSizes([4 * LOG_PREFERRED_WIDTH, LOG_PREFERRED_WIDTH])  # shares, not pixels
        outer = QVBoxLayout(self)
        outer.setContentsMargins(4, 4, 4, 4)  # every pixel goes to the table on a small screen
        outer.addWidget(split)

        self.session: Session | None = None
        self.selection: Selection | None = None
        self.pending_request: RequestUpdate | None = None
        #: The request on screen (answers name its id).
        self.request: Request | None = None
        self.dialog: dialogs.Chooser | None = None
        # a live team pick sent and not yet accepted: its chooser waits open (a refusal
        # opens it again, the pick's acceptance closes it)
        self.sent_chooser: dialogs.HeroChooser | None = None
        self.result: FinishedUpdate | None = None
        self.result_panel: ResultPanel | None = None  # over the table once the game is over
        self.deadline: float | None = None
        self.timeout = 0.0
        #: What this seat has been told as the updates arrive: the seats' names (the log
        #: keeps those of the moment each line plays) and the hero choice.
        self.told = Told(me, current_language)
        self.names = self.told.names
        # who sits on each seat (an online game's room says; none in a local game)
        self.people: tuple[SeatPerson, ...] = ()
        # what the prompt line says, rendered again when the language changes
        self._status: Callable[[], str] = str
        self.countdown = QTimer(self)
        self.countdown.setInterval(100)
        self.countdown.timeout.connect(self._tick)
        # who else the game waits for, with the request's clock: their seats' thinking bars
        self.others_asked: WaitingUpdate | None = None
        self.others_countdown = QTimer(self)
        self.others_countdown.setInterval(100)
        self.others_countdown.timeout.connect(self._tick_others)

        self.ok.clicked.connect(self.press_ok)
        self.cancel.clicked.connect(self.press_cancel)
        self.end.clicked.connect(self.press_end)
        self.scene.hand_card_clicked.connect(self.click_card)
        self.scene.hand_card_double_clicked.connect(self.double_click_card)
        self.scene.seat_clicked.connect(self.click_seat)
        self.scene.queue.drained.connect(self._drained)
        self.scene.queue.logged.connect(self.log.add_entries)  # lines keep pace with the table
        #: The effects' player (the main window's; None: a silent table, a replay's say).
        self.sound: SoundPlayer | None = None
        self._warned_deadline: float | None = None  # the clock whose tick has sounded
        self.scene.queue.logged.connect(self._sound_of_entries)
        self.finished.connect(self._sound_of_end)
        self.scene.queue.started.connect(self._update_started)
        #: Updates pushed to the animation queue, and begun (their lines in the log): a
        #: note of the table's (a time-out, 托管) waits for the updates before it.
        self._pushed = 0
        self._begun = 0
        self._notes_waiting: deque[tuple[int, Callable[[], str]]] = deque()
        self.view.resized.connect(self._place_overlays)
        self.view.resized.connect(self._refresh)  # the new hand and seats show the choice
        slots: dict[str, Callable[[], None]] = {
            "ok": self.press_ok,
            "cancel": self.press_cancel,
            "end_turn": self.press_end,
            "pause": self.toggle_pause,
            "tracker": self.tracker.toggle,
            "skip": self.skip_ahead,
        }
        for n in range(1, keys.HAND_KEYS + 1):
            slots[f"card_{n}"] = partial(self.pick_nth, n)
        self.key_texts = keys.KeyTexts(self)
        # The table's keys by name (keys.TABLE_KEYS); the main window's Table menu shows them.
        self.key_actions: dict[str, QAction] = keys.make_actions(self, slots, self.key_texts)
        self.key_actions["pause"].setEnabled(False)  # set_pausable
        self.retranslate()
        self._refresh()

    # ------------------------------------------------------------------ session
    def attach(self, session: Session) -> None:
        self.session = session

    def on_update(self, update: Update) -> None:
        """Every session update arrives here, on the main thread."""
        if isinstance(update, EventsUpdate):
            if self.told.receive(update):
                self._show_picks(update.view)
            if any(
                isinstance(e, HeroPicked | HeroChosen) and e.seat == self.me for e in update.events
            ):
                self._close_sent()  # the person's pick was accepted
            self._pushed += 1
            self.scene.queue.push(update)
            self.tracker.show_view(update.view)
        elif isinstance(update, RequestUpdate):
            if self._reask(update):
                return
            if self.request is not None and update.request.id != self.request.id:
                # a new question: the one on screen is over (answered, or its time ran out
                # and the session answered by default), even if its countdown still runs
                self._end_request()
            self.pending_request = update
            queue = self.scene.queue
            left = update.time_left(time.monotonic()) if update.since is not None else None
            if left is not None and queue.backlog_seconds() > HURRY_SHARE * left:
                queue.catch_up()  # its clock runs already: the animations must not eat it
            if not queue.busy():
                self._begin(update)
        elif isinstance(update, WaitingUpdate):
            self._show_others_asked(update)
            # the person's own request says itself when its turn in the queue comes:
            # "waiting for" names the others only
            seats = tuple(seat for seat in update.seats if seat != self.me)
            if self.selection is None and self.dialog is None and seats:
                self._say(lambda: self._waiting_text(seats))
        elif isinstance(update, ErrorUpdate):
            error = update
            self._say(lambda: f"⚠ {self._error_text(error)}")
            if self.sent_chooser is not None:  # the pick was refused: pick again
                dialog, self.sent_chooser = self.sent_chooser, None
                self.dialog = dialog
                if self.me is not None and self.request is not None:
                    self.selection = Selection(self.request, self.me, ())
                dialog.refused(lambda: self._error_text(error))
                self._refresh()
        elif isinstance(update, FinishedUpdate):
            self._show_others_asked(None)
            self._close_sent()
            self.pending_request = None  # nothing is asked any more
            if self.selection is not None or self.dialog is not None:
                self._end_request()
            self.result = update
            if not self.scene.queue.busy():
                self.finished.emit(update)
        elif isinstance(update, TimedOutUpdate):
            self._note_in_turn(self._timed_out_text(update.seat))
        elif isinstance(update, TakeoverUpdate):
            self._takeover_changed(update)

    def shown_all(self) -> bool:
        """Whether every update received has been shown: each began to play (its lines
        are in the log) and none is playing still."""
        return self._begun == self._pushed and not self.scene.queue.busy()

    def _note_in_turn(self, render: Callable[[], str]) -> None:
        """Log ``render`` after the lines of the updates that came before it."""
        if self._begun >= self._pushed:
            self._notice(render)
        else:
            self._notes_waiting.append((self._pushed, render))

    def _update_started(self, update: EventsUpdate) -> None:
        self._begun += 1
        self._show_skills(update.view)  # a hero chosen, 易装: the skills as they become
        while self._notes_waiting and self._notes_waiting[0][0] <= self._begun:
            self._notice(self._notes_waiting.popleft()[1])

    def _notice(self, render: Callable[[], str]) -> None:
        """A notice of the table's (a time-out, 托管): in the log and, for a moment, in
        the middle of the table."""
        self.note(render)
        self.scene.announce(render())

    def _timed_out_text(self, seat: int) -> Callable[[], str]:
        if seat == self.me:
            return lambda: self.tr("Your time ran out: the default answer was taken.")
        return lambda: self.tr("Time ran out for %1: the default answer was taken.").replace(
            "%1", self.seat_name(seat)
        )

    def _takeover_changed(self, update: TakeoverUpdate) -> None:
        seat, on = update.seat, update.on
        if seat == self.me:
            self.takeover_button.setChecked(on)
            if on:
                self._note_in_turn(
                    lambda: self.tr("Autoplay: the computer plays your seat until you answer.")
                )
            else:
                self._note_in_turn(lambda: self.tr("You play your seat again."))
            return
        if on:
            self._note_in_turn(
                lambda: self.tr("Autoplay: the computer plays for %1.").replace(
                    "%1", self.seat_name(seat)
                )
            )
        else:
            self._note_in_turn(
                lambda: self.tr("%1 plays again.").replace("%1", self.seat_name(seat))
            )

    def _takeover_clicked(self, on: bool) -> None:
        """The person turns 托管 on or off; the button shows what the table then says."""
        if self.session is not None:
            self.session.takeover(bool(on))

    def take(self, update: Update) -> None:
        """An update from a server: one without events is a snapshot of the whole view
        (the first after joining, or after a reconnection), shown at once; any other is
        played as :meth:`on_update` plays it."""
        if isinstance(update, EventsUpdate) and not update.events:
            self.jump_to(update)
        else:
            self.on_update(update)

    def jump_to(self, update: EventsUpdate) -> None:
        """Show ``update`` at once (a replay's seek): the table synced to its view without
        animations, the log holding the lines of its events, which are every event so far."""
        self.told.names.remember(update.view)
        entries = self.scene.jump_to(update)  # the updates waiting to play are dropped
        self.log.clear_lines()
        self.log.add_entries(entries)
        self.tracker.show_view(update.view)
        self._show_skills()
        self._begun = self._pushed
        while self._notes_waiting:
            self.note(self._notes_waiting.popleft()[1])

    def set_people(self, people: Sequence[SeatPerson]) -> None:
        """Who sits on each seat, by seat (an online game's, from each ``room`` message of
        its room): every seat shows its person's name, or its computer player's level,
        and a "Dropped" or "Autoplay" (托管) mark while its person is away or played for,
        which everyone at the table sees."""
        self.people = tuple(people)
        self.scene.set_people(self.people)

    def set_read_only(self) -> None:
        """A table that only shows (a replay): no answer or pause buttons and the table's
        keys off (the viewer has keys of its own), the card tracker kept."""
        for button in (self.ok, self.cancel, self.end, self.pause_button, self.takeover_button):
            button.setVisible(False)
        for name, action in self.key_actions.items():
            action.setEnabled(name == "tracker")

    @property
    def skill_buttons(self) -> dict[str, QPushButton]:
        """The buttons of the skills that offer something now, by skill id."""
        return {s: b for s, b in self.skill_bar.buttons.items() if b.isEnabled()}

    def _place_overlays(self) -> None:
        """Put the prompt box and the skill buttons on their places of the table."""
        lay = self.scene.layout_
        self.prompt_box.place(lay.prompt_box, lay.scale)
        skills = lay.seats[lay.bottom_seat].skills
        if skills is not None:
            self.skill_bar.place(skills, lay.scale)

    def _say(self, render: Callable[[], str]) -> None:
        """Show ``render()`` on the prompt line, and again after a language change."""
        self._status = render
        self.prompt.setText(render())

    def _waiting_text(self, seats: tuple[int, ...]) -> str:
        who = ", ".join(self.seat_name(s) for s in seats)
        return self.tr("Waiting for %1").replace("%1", who)

    def _error_text(self, update: ErrorUpdate) -> str:
        """Why an answer was refused, in the person's language where it is known."""
        if update.code == "taken":
            return self.tr("A teammate has just taken that hero: choose another one.")
        if update.code in ("already_answered", "not_pending"):
            return self.tr("Too late: the time for that question had run out.")
        return update.message

    def _close_sent(self) -> None:
        """Close the chooser of a live pick that was sent (accepted, or superseded)."""
        if self.sent_chooser is not None:
            dialog, self.sent_chooser = self.sent_chooser, None
            dialog.answered.disconnect()
            dialog.close()
            self._focus_table()

    def _drained(self) -> None:
        if self.pending_request is not None and self.selection is None and self.dialog is None:
            self._begin(self.pending_request)
        if self.result is not None and not self.scene.queue.busy():
            self.finished.emit(self.result)

    def seat_name(self, seat: int) -> str:
        """A seat named as the log names it: "刘邦[2]" once its hero is known, "A队主将[1]"
        in 3v3 before the heroes, else "2号位"/"Seat 2"."""
        return self.names.get(seat) or self._seat_label(seat)

    def _seat_label(self, seat: int, view: SeatView | None = None) -> str:
        """A seat named by its 3v3 team and public role ("A队主将[1]" for seat 0), else
        "1号位"/"Seat 1"."""
        view = view or self.scene.view_state
        players = view.players if view is not None else ()
        player = players[seat] if seat < len(players) else None
        tag = None
        if player is not None and player.team is not None:
            role = player.role.value if player.role is not None else None
            tag = SeatTag(seat, None, player.team, role)
        return seat_label(tag, seat, current_language())

    def _show_picks(self, view: SeatView) -> None:
        """An open hero chooser shows a new pick at once."""
        chooser = self.dialog or self.sent_chooser
        if isinstance(chooser, dialogs.HeroChooser):
            chooser.set_picks(self._picks(view, chooser.teammates_only))

    def _picks(self, view: SeatView | None, team_pick: bool) -> list[dialogs.Pick]:
        """The picks a hero chooser shows: in a 3v3 casual team pick (``team_pick``) only
        the teammates' hidden picks (never the other team's); in the draft everyone's,
        with team and role."""
        if view is None:
            return []
        mine = view.players[self.me].team if self.me is not None else None
        picks = []
        for seat, hero in self.told.hero_picks.items():
            player = view.players[seat]
            if seat == self.me:
                continue
            if team_pick and (player.team != mine or seat not in self.told.hidden_picks):
                continue
            role = player.role.value if player.role is not None else None
            picks.append(dialogs.Pick(seat, hero, player.team, role))
        return picks

    def note(self, render: Callable[[], str]) -> None:
        """Add a line of the program's own to the log (the game number, say): ``render``
        gives it in the current language (it is called again when the language changes)."""
        self.log.note(render)

    # ------------------------------------------------------------------ requests
    def _begin(self, update: RequestUpdate) -> None:
        request = update.request
        if self.dialog is not None:  # a new request: the session answered the old one
            self._drop_dialog()
        self._close_sent()
        view = self.scene.view_state
        hand = view.hand if view is not None else ()
        self.pending_request = None
        now = time.monotonic()
        left = update.time_left(now)
        self.timeout = update.timeout or 0.0
        self.deadline = now + left if left is not None and update.timeout else None
        if self.deadline:
            self.countdown.start()
        self.selection = Selection(request, self.me if self.me is not None else -1, hand)
        self.request = request
        dialog = self._dialog_for(request, hand, left)
        if dialog is not None:
            self.dialog = dialog
            dialog.answered.connect(self._answer)
            dialog.show()
        self._say(lambda: self._prompt_for(request))
        self._refresh()
        if self.session is not None:
            self.session.shown(request.id)  # its time starts now, on screen
        self.asked.emit(request)

    def _dialog_for(
        self, request: Request, hand: tuple[int, ...], timeout: float | None = None
    ) -> dialogs.Chooser | None:
        seat = self.me if self.me is not None else 0
        if isinstance(request, ChooseHero):
            return self._hero_chooser(request, seat, timeout)
        if isinstance(request, ChooseFrom):
            target = request.target
            return dialogs.CardChooser(request, self, lambda: self.seat_name(target))
        if isinstance(request, PickRevealed):
            return dialogs.CardChooser(request, self)
        if isinstance(request, ChooseOption):
            return dialogs.OptionChooser(request, self, self._option_context(request))
        if isinstance(request, Arrange):
            return dialogs.ArrangeChooser(request, self)
        if isinstance(request, Distribute):
            return dialogs.DistributeChooser(request, self.names, self)
        if isinstance(request, ChooseCards) and not set(request.pool) <= set(hand):
            return dialogs.MultiCardChooser(
                request.pool, request.low, request.high, lambda: self._prompt_for(request), self
            )
        return None

    def _teams(self) -> bool:
        view = self.scene.view_state
        return view is not None and any(p.team is not None for p in view.players)

    def _hero_chooser(
        self, request: ChooseHero, seat: int, timeout: float | None
    ) -> dialogs.HeroChooser:
        """The hero chooser; in the 3v3 modes with the whole pool (taken heroes greyed
        out) and the picks this seat may see: the teammates' in the casual team pick, both
        teams' in the draft."""
        view = self.scene.view_state
        role = view.role.value if view is not None and view.role is not None else None
        if not self._teams():
            skills = self._skills_on()
            return dialogs.HeroChooser(
                request, seat, self, timeout=timeout, skills=skills, role=role
            )
        team_pick = isinstance(request, PickHero)
        picks = self._picks(view, team_pick)
        return dialogs.HeroChooser(
            request,
            seat,
            self,
            pool=self.told.hero_pool,
            picks=picks,
            teammates_only=team_pick,
            timeout=timeout,
            role=role,
        )

    def _skills_on(self) -> bool:
        """Whether the heroes of this game have skills (not at the simple table): the
        mode is public, named by the view."""
        view = self.scene.view_state
        mode = MODES.get(view.mode) if view is not None else None
        return mode is None or mode.skills_enabled

    def _option_context(self, request: ChooseOption):  # type: ignore[no-untyped-def]
        """What a leader's choice is about: the draft pool when choosing to draft first
        or second; the vanguards yet to act this round when choosing the team's action;
        nothing for the other options (the table shows the rest)."""
        if request.reason == "draft_order" and self.told.hero_pool:
            return dialogs.HeroStrip(self.told.hero_pool)
        if request.reason == "team_action":
            return self._vanguards_to_act()
        return None

    def _vanguards_to_act(self) -> QLabel | None:
        view = self.scene.view_state
        if view is None or view.seat is None:
            return None
        team = view.players[view.seat].team
        waiting = [
            p.seat
            for p in view.players
            if p.team == team
            and p.role is Role.VANGUARD
            and p.alive
            and p.seat not in self.scene.shown.acted
        ]

        def render() -> str:
            names = ", ".join(self.seat_name(s) for s in waiting)
            return self.tr("Vanguards yet to act this round: %1").replace(
                "%1", names or self.tr("none")
            )

        label = LiveLabel(render)
        label.setObjectName("vanguards_to_act")
        label.setWordWrap(True)
        return label

    def _reask(self, update: RequestUpdate) -> bool:
        """A live hero pick asked again while its chooser is open (a teammate picked
        meanwhile): update the chooser in place, keep the person's place. The time left
        comes with the request; the limit is the whole pick's, so the countdown goes on
        (the bar keeps its scale). A chooser whose pick was sent is only updated."""
        request = update.request
        waiting = self.dialog is None and self.sent_chooser is not None
        dialog = self.sent_chooser if waiting else self.dialog
        if not (isinstance(request, PickHero) and isinstance(dialog, dialogs.HeroChooser)):
            return False
        if self.me is None or self.me not in request.offers:
            return False
        self.request = request
        dialog.update_request(request)
        dialog.set_picks(self._picks(self.scene.view_state, True))
        if waiting:
            return True
        self.selection = Selection(request, self.me, ())
        now = time.monotonic()
        left = update.time_left(now)
        if update.timeout is not None and left is not None:
            if self.timeout <= 0:
                self.timeout = update.timeout
            self.deadline = now + left
            self.countdown.start()
            dialog.set_deadline(left, self.timeout)
        return True

    def _prompt_for(self, request: Request) -> str:
        """What ``request`` asks, following the choice in progress when it is the one on
        the table (see :mod:`.prompts`)."""
        return prompts.prompt_for(request, self.selection, self.seat_name, current_language())

    def _refuse(self, refusal: Refusal | None) -> None:
        """Say in the prompt line why a click did nothing."""
        if refusal is not None:
            self.prompt.setText(prompts.refusal_text(refusal, self.seat_name, current_language()))

    def _focus_table(self) -> None:
        """Give the keys back to the table once a chooser has closed: its window is made
        the active one again (a closed dialog may leave no window active, and the table's
        keys work only in an active window)."""
        if self.dialog is not None:
            return  # the next question's chooser opened meanwhile: it keeps the keys
        window = self.window()
        if window.isVisible():
            window.activateWindow()
            self.view.setFocus(Qt.FocusReason.PopupFocusReason)

    def _answer(self, response: Response) -> None:
        if isinstance(self.dialog, dialogs.HeroChooser) and self.dialog.waiting:
            self.sent_chooser = self.dialog  # a live pick: open until accepted or refused
        else:  # once the chooser has closed (it answers first)
            QTimer.singleShot(0, self, self._focus_table)
        self.selection = None
        self.dialog = None
        self.deadline = None
        self.countdown.stop()
        self.timer_bar.setValue(0)
        self._say(str)  # answered: the question leaves the prompt box with it
        self._refresh()
        if self.session is not None and self.request is not None:
            self.session.submit(self.request.id, response)

    # ------------------------------------------------------------------ input
    def click_card(self, card_id: int) -> None:
        if self.selection is None or self.dialog is not None:
            return
        if card_id not in self.selection.cards and not self.selection.card_selectable(card_id):
            self._refuse(self.selection.why_not_card(card_id))
            return
        self.selection.toggle_card(card_id)
        self._refresh()

    def double_click_card(self, card_id: int) -> None:
        """Play a hand card at once when it makes exactly one answer (no target needed,
        or only one possible target); otherwise leave it selected, as a click does. The
        double click's first press has already toggled the card."""
        sel = self.selection
        if sel is None or self.dialog is not None:
            return
        if card_id not in sel.cards:
            if not sel.card_selectable(card_id):
                return  # the first press has said why not
            sel.toggle_card(card_id)  # the first press took it back
        answer = sel.only_completion() if card_id in sel.cards else None
        if answer is not None:
            self._answer(answer)
            return
        self._refresh()

    def click_seat(self, seat: int) -> None:
        if self.selection is None or self.dialog is not None:
            return
        if seat not in self.selection.targets and not self.selection.seat_selectable(seat):
            self._refuse(self.selection.why_not_seat(seat, self.scene.reach))
            return
        self.selection.toggle_seat(seat)
        self._refresh()

    def pick_nth(self, n: int) -> None:
        items = self.scene.hand_items
        if 0 < n <= len(items) and items[n - 1].card_id is not None:
            self.click_card(items[n - 1].card_id)  # type: ignore[arg-type]

    def click_skill(self, skill: str) -> None:
        if self.selection is None:
            return
        self.selection.toggle_skill(skill)
        direct = self.selection.auto_answer()
        if direct is not None:
            self._answer(direct)
            return
        self._refresh()

    def press_ok(self) -> None:
        if self.selection is None or self.dialog is not None:
            return
        answer = self.selection.answer()
        if answer is not None:
            self._answer(answer)
        else:
            self._refuse(self.selection.why_not_ok())

    def press_cancel(self) -> None:
        if self.selection is None or self.dialog is not None:
            return
        decline = self.selection.decline()
        if decline is not None:
            self._answer(decline)
        else:
            chosen = bool(self.selection.cards or self.selection.targets or self.selection.skill)
            self.selection.clear()
            self._refresh()
            if not chosen or not isinstance(self.selection.request, PlayPhase):
                self._refuse(self.selection.why_not_cancel())  # a forced choice stays asked

    def press_end(self) -> None:
        if self.selection is not None and isinstance(self.selection.request, PlayPhase):
            self._answer(Pass())

    # ------------------------------------------------------------------ pause
    def skip_ahead(self) -> None:
        """Skip the animations still waiting: the table shows the game as it is now, the
        log every line (the "skip to my turn" key)."""
        self.scene.queue.catch_up()

    def set_pausable(self, pausable: bool) -> None:
        """Whether the game may be paused (a local game without a time limit)."""
        self.pause_button.setVisible(pausable)
        self.key_actions["pause"].setEnabled(pausable)
        if not pausable:
            self.pause_button.setChecked(False)

    def toggle_pause(self) -> None:
        """Pause or resume the game (Space), when it may be paused."""
        if self.pause_button.isVisible():
            self.pause_button.toggle()

    @property
    def paused(self) -> bool:
        return self.pause_button.isChecked()

    def _pause_toggled(self, paused: bool) -> None:
        if self.session is not None:
            if paused:
                self.session.pause()
            else:
                self.session.resume()
        self.pause_button.setText(self.tr("Resume") if paused else self.tr("Pause"))
        if paused:
            self._say(lambda: self.tr("Paused: press Space or Resume to go on"))
        else:
            asked = self.request if self.selection is not None else None
            self._say(lambda: self._prompt_for(asked) if asked is not None else "")

    def _tick(self) -> None:
        if self.deadline is None or self.timeout <= 0:
            self.countdown.stop()
            return
        left = max(0.0, self.deadline - time.monotonic())
        self.timer_bar.setValue(int(1000 * left / self.timeout))
        if 0 < left <= sounds.TIME_RUNNING_OUT and self._warned_deadline != self.deadline:
            self._warned_deadline = self.deadline
            self._play("time_running_out")
        if left <= 0:
            self._time_out()

    def _play(self, name: str | None) -> None:
        if self.sound is not None and name is not None:
            self.sound.play(name)

    def _sound_of_entries(self, entries: list[LogEntry]) -> None:
        """The effects of the update whose animation starts (its log entries hold its
        events): a 杀, a 闪, damage, the person's turn..."""
        if self.scene.queue.catching_up:
            return  # skipped to the person's turn: a burst of everything would be noise
        events = [entry.event for entry in entries if isinstance(entry, EventLine)]
        for name in sounds.sounds_for(events, self.me):
            self._play(name)

    def _sound_of_end(self, result: FinishedUpdate) -> None:
        self._play(sounds.end_sound(result.winners, self.me))

    def _show_others_asked(self, update: WaitingUpdate | None) -> None:
        """Put the thinking bars on the seats ``update`` says are asked (but this
        person's own: its time is the timer under the table), or take them off (None)."""
        self.others_asked = update
        left = update.fraction_left(time.monotonic()) if update is not None else None
        if left is not None and left > 0:
            self.others_countdown.start()
        self._tick_others()

    def _tick_others(self) -> None:
        update = self.others_asked
        asked = set(update.seats) - {self.me} if update is not None else set()
        left = update.fraction_left(time.monotonic()) if update is not None else None
        for seat, item in enumerate(self.scene.seats):
            item.set_clock(seat in asked, left if seat in asked else None)
        if left is None or left <= 0:
            self.others_countdown.stop()

    def _drop_dialog(self) -> None:
        """Close the open chooser without answering."""
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            dialog.answered.disconnect()
            dialog.close()
            self._focus_table()

    def _time_out(self) -> None:
        """The time is up: the session answers by default, so the open choice goes (a
        later click must not answer the next request)."""
        self._end_request()
        if self.pending_request is not None and not self.scene.queue.busy():
            self._begin(self.pending_request)  # the next one came meanwhile

    def _end_request(self) -> None:
        """Take the request on screen off it (its choice, chooser and countdown)."""
        self.countdown.stop()
        self.deadline = None
        self._drop_dialog()
        self._close_sent()
        self.selection = None
        self.timer_bar.setValue(0)
        self._refresh()

    # ------------------------------------------------------------------ the end
    def show_result_panel(self, result: FinishedUpdate) -> ResultPanel:
        """The result over the final table (the table area, not the log), made once; the
        game being over, it can no longer be paused."""
        if self.result_panel is None:
            self.set_pausable(False)
            self._say(lambda: self.tr("The game is over"))
            self.result_panel = ResultPanel(self.view, result, self.me)
        return self.result_panel

    # ------------------------------------------------------------------ display
    def _refresh(self) -> None:
        sel = self.selection
        for item in self.scene.hand_items:
            if sel is None or item.card_id is None:
                item.set_state(False, False, False)
                continue
            selectable = sel.card_selectable(item.card_id)
            chosen = item.card_id in sel.cards
            item.set_state(selectable and not chosen, chosen, not selectable)
        for seat_item in self.scene.seats:
            player = seat_item.player
            if sel is None or player is None:
                seat_item.set_state(False, False, False)
                continue
            chosen = player.seat in sel.targets
            seat_item.set_state(sel.seat_selectable(player.seat) and not chosen, chosen, False)
        self._show_skills()
        table_request = sel is not None and self.dialog is None
        if table_request and not self.paused:
            self.prompt.setText(self._prompt_for(sel.request))  # type: ignore[union-attr]
        self.ok.setEnabled(table_request and sel.answer() is not None)  # type: ignore[union-attr]
        self.cancel.setEnabled(table_request)
        self.end.setEnabled(sel is not None and isinstance(sel.request, PlayPhase))
        self.timer_bar.setMaximum(1000)

    def _show_skills(self, view: SeatView | None = None) -> None:
        """The dashboard's skill buttons: the bottom seat's skills in ``view`` (by default
        the table's), pressable where the request on screen offers them."""
        sel = self.selection
        view = view if view is not None else self.scene.view_state
        held = view.players[self.scene.layout_.bottom_seat].skills if view is not None else ()
        wanted = sel.skills() if sel is not None else []
        self.skill_bar.show_skills(held, wanted, sel.skill if sel is not None else None)

    def retranslate(self) -> None:
        self.ok.setText(self.tr("OK"))
        self.cancel.setText(self.tr("Cancel"))
        self.end.setText(self.tr("End turn"))
        self.pause_button.setText(self.tr("Resume") if self.paused else self.tr("Pause"))
        self.takeover_button.setText(self.tr("Autoplay"))
        self.takeover_button.setToolTip(
            self.tr("The computer plays your seat until you turn this off or answer yourself")
        )
        for button, name in (
            (self.ok, "ok"),
            (self.cancel, "cancel"),
            (self.end, "end_turn"),
            (self.pause_button, "pause"),
        ):
            button.setToolTip(self.key_texts.tooltip(name))
        keys.retranslate_actions(self.key_actions, self.key_texts)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.prompt.setText(self._status())
            self.skill_bar.retranslate()
            for seat in self.scene.seats:
                seat.retranslate()
            if self.scene.view_state is not None:
                self.scene.sync(self.scene.view_state)
        super().changeEvent(event)
