"""The main window: the start page and the table (with the result over it at the end),
with the menus."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QMimeData, Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QWidget,
)

from yxs_desktop import __version__
from yxs_desktop.client.seat_tokens import SeatTokens
from yxs_desktop.client.session import FinishedUpdate
from yxs_desktop.engine.modes import MODES
from yxs_desktop.ui.bridge import SessionBridge
from yxs_desktop.ui.fit import fit_size
from yxs_desktop.ui.help.encyclopedia import Encyclopedia
from yxs_desktop.ui.help.how_to_play import HowToPlayPage
from yxs_desktop.ui.help.rulings_page import RulingsPage
from yxs_desktop.ui.i18n import current_language, set_language
from yxs_desktop.ui.log_file import LOG_NAME, file_handler, log_folder
from yxs_desktop.ui.pages import StartPage, human_seat, new_seed
from yxs_desktop.ui.replays.settings import replay_folder, replay_store_from
from yxs_desktop.ui.resources import app_icon
from yxs_desktop.ui.settings import Settings
from yxs_desktop.ui.settings_dialog import SettingsDialog
from yxs_desktop.ui.sound import SoundPlayer
from yxs_desktop.ui.table.page import TablePage
from yxs_desktop.ui.theme import themed

if TYPE_CHECKING:
    from yxs_desktop.client.local import LocalSession
    from yxs_desktop.client.recording import GameRecorder
    from yxs_desktop.replay.format import Origin
    from yxs_desktop.replay.messages import ReplayError
    from yxs_desktop.replay.playback import Playback
    from yxs_desktop.replay.reader import Replay
    from yxs_desktop.ui.online.play import OnlinePlay
    from yxs_desktop.ui.replays.page import ReplaysPage
    from yxs_desktop.ui.replays.viewer import ReplayViewer
    from yxs_desktop.ui.stats.page import StatsPage

log = logging.getLogger(__name__)

# ``start_game``'s default seat: the person's place in the mode (:func:`human_seat`).
AUTO_SEAT = -1
#: At most this many seconds of a request's time wait for the animations before it: its
#: countdown starts when it is on screen (TablePage calls Session.shown). Four computer
#: turns take some 15 s to show at normal pace; the person may skip them (S).
SHOW_WAIT = 60.0


def dropped_replay(data: QMimeData) -> str | None:
    """The replay file a drag brings (one local ``.yxsr`` file), else None."""
    urls = data.urls() if data.hasUrls() else []
    if len(urls) != 1 or not urls[0].isLocalFile():
        return None
    path = urls[0].toLocalFile()
    return path if path.lower().endswith(".yxsr") else None


@dataclass(frozen=True, slots=True)
class GameChoice:
    """How a game was started, for Play again: the same settings (and a new random game
    number: a typed one is for one game only)."""

    mode: str
    extra: bool
    speed: float
    seed: int
    time_limit: int
    seat: int | None
    #: the computer players' level, one for all or one per seat
    ai: str | tuple[str, ...] = "baseline"


class MainWindow(QMainWindow):
    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        self.sound = SoundPlayer(
            int(self.settings.get("sound_volume")), bool(self.settings.get("sound"))
        )
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.start_page = StartPage()
        self.table_page: TablePage | None = None
        self.replay_viewer: ReplayViewer | None = None  # the replay on screen, if one is
        self.replay_error: QMessageBox | None = None  # why the last replay did not open
        self.replays_page: ReplaysPage | None = None  # the saved games, made when first shown
        self.last_game: GameChoice | None = None  # what Play again repeats
        self._leaving = False  # the person said yes to leaving a game: close for real
        self.session: LocalSession | None = None  # imported with the first game
        self.bridge: SessionBridge | None = None
        self.rulings_page: RulingsPage | None = None  # the help windows, made when first shown
        self.encyclopedia: Encyclopedia | None = None
        self.how_to_play: HowToPlayPage | None = None
        self.stats_page: StatsPage | None = None  # made when first shown
        self.online: OnlinePlay | None = None  # online play, made when first asked for
        self.stack.addWidget(self.start_page)
        self.start_page.start_requested.connect(self._start_from_page)
        self.start_page.replays_requested.connect(self.show_replays)
        self.start_page.stats_requested.connect(self.show_stats)
        self.start_page.online_requested.connect(self.play_online)
        self.start_page.back_requested.connect(self.back_to_game)
        #: The seats held on servers (on disk): the start page offers the way back.
        self.seat_tokens = SeatTokens()
        self.start_page.restore(self.settings)
        self.show_held_seat()
        self._build_menus()
        self.retranslate()
        self.setWindowIcon(app_icon())
        self.setAcceptDrops(True)  # a .yxsr file dropped on the window opens its replay
        self.resize(fit_size(1280, 860, self))

    # ------------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.new_action = QAction(self)
        self.new_action.triggered.connect(lambda: self.confirm_leave(self.show_start))
        self.open_replay_action = QAction(self)
        self.open_replay_action.triggered.connect(self.choose_replay)
        self.replays_action = QAction(self)
        self.replays_action.triggered.connect(self.show_replays)
        self.stats_action = QAction(self)
        self.stats_action.triggered.connect(self.show_stats)
        self.online_action = QAction(self)
        self.online_action.triggered.connect(self.play_online)
        self.local_server_action = QAction(self)
        self.local_server_action.triggered.connect(self.start_local_server)
        self.settings_action = QAction(self)
        self.settings_action.triggered.connect(self.show_settings)
        self.quit_action = QAction(self)
        self.quit_action.triggered.connect(self.close)
        self.game_menu.addAction(self.new_action)
        self.game_menu.addAction(self.open_replay_action)
        self.game_menu.addAction(self.replays_action)
        self.game_menu.addAction(self.stats_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.online_action)
        self.game_menu.addAction(self.local_server_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addAction(self.quit_action)
        # the table's keys, the table page's own actions, shown while a game is on screen
        self.table_menu = bar.addMenu("")
        self.hand_menu = QMenu(self.table_menu)
        self._show_table_keys(None)
        self.language_menu = bar.addMenu("")
        group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for lang, label in (("zh", "中文"), ("en", "English")):
            action = QAction(label, self, checkable=True)
            action.setChecked(lang == current_language())
            action.triggered.connect(lambda _=False, code=lang: self.switch_language(code))
            group.addAction(action)
            self.language_menu.addAction(action)
            self.language_actions[lang] = action
        self.help_menu = bar.addMenu("")
        self.how_to_play_action = QAction(self)
        self.how_to_play_action.triggered.connect(self.show_how_to_play)
        self.rulings_action = QAction(self)
        self.rulings_action.triggered.connect(self.show_rulings)
        self.encyclopedia_action = QAction(self)
        self.encyclopedia_action.triggered.connect(self.show_encyclopedia)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.how_to_play_action)
        self.help_menu.addAction(self.rulings_action)
        self.help_menu.addAction(self.encyclopedia_action)
        self.help_menu.addAction(self.about_action)
        for action, key in (
            (self.new_action, "Ctrl+N"),
            (self.open_replay_action, "Ctrl+O"),
            (self.replays_action, "Ctrl+R"),
            (self.online_action, "Ctrl+L"),
            (self.settings_action, "Ctrl+,"),
            (self.quit_action, "Ctrl+Q"),
            (self.how_to_play_action, "F1"),
            (self.encyclopedia_action, "F2"),
            (self.rulings_action, "F3"),
        ):
            action.setShortcut(QKeySequence(key))

    def _show_table_keys(self, page: TablePage | None) -> None:
        """Fill the Table menu with the keys of ``page``, the table on screen (None: no
        game, the menu is off). The actions stay the page's: they go with it."""
        self.table_menu.clear()
        self.hand_menu.clear()
        self.table_menu.setEnabled(page is not None)
        if page is None:
            return
        actions = page.key_actions
        for name in ("ok", "cancel", "end_turn"):
            self.table_menu.addAction(actions[name])
        self.table_menu.addSeparator()
        self.table_menu.addAction(actions["pause"])
        self.table_menu.addAction(actions["skip"])
        self.table_menu.addAction(actions["tracker"])
        self.table_menu.addSeparator()
        self.table_menu.addMenu(self.hand_menu)
        self.hand_menu.addActions([a for n, a in actions.items() if n.startswith("card_")])

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Hero Kill"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game"))
        self.open_replay_action.setText(self.tr("&Open replay…"))
        self.replays_action.setText(self.tr("&Replays…"))
        self.stats_action.setText(self.tr("S&tatistics…"))
        self.online_action.setText(self.tr("Play &online…"))
        self.local_server_action.setText(self.tr("Start a server on this computer"))
        self.settings_action.setText(self.tr("&Settings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.table_menu.setTitle(self.tr("&Table"))
        self.hand_menu.setTitle(self.tr("Pick a hand card"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.how_to_play_action.setText(self.tr("How to play"))
        self.rulings_action.setText(self.tr("Rulings"))
        self.encyclopedia_action.setText(self.tr("Heroes and cards"))
        self.about_action.setText(self.tr("&About"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def switch_language(self, lang: str) -> None:
        """Change the language now, without restarting, and remember it."""
        set_language(lang)
        self.settings.set("language", lang)
        self.language_actions[lang].setChecked(True)

    def show_settings(self) -> SettingsDialog:
        dialog = SettingsDialog(self.settings, self)
        dialog.accepted.connect(self._settings_changed)
        self.pause_while(dialog)
        dialog.open()
        return dialog

    def pause_while(self, dialog: QDialog) -> None:
        """Pause a local game that may be paused while ``dialog`` (help, settings) is
        open, and go on when it closes (unless the person had paused it already)."""
        page = self.table_page
        if page is None or not page.pause_button.isVisible() or page.paused:
            return
        page.pause_button.setChecked(True)

        def resume() -> None:
            if self.table_page is page:
                page.pause_button.setChecked(False)

        # once: a help window is shown again later, and must not resume a pause of the person's
        dialog.finished.connect(resume, Qt.ConnectionType.SingleShotConnection)

    def _settings_changed(self) -> None:
        set_language(self.settings.language())
        self.sound.set_enabled(bool(self.settings.get("sound")))
        self.sound.set_volume(int(self.settings.get("sound_volume")))
        self.language_actions[current_language()].setChecked(True)
        self.start_page.speed.setValue(float(self.settings.get("animation_speed")))
        if self.table_page is not None and self.table_page.me is not None:
            self.table_page.scene.set_person_name(self.settings.get("player_name"))

    def show_about(self) -> QMessageBox:
        """Help → About: the program's name, version and icon, and where its log file is
        (a window-modal box)."""
        box = themed(QMessageBox(self))
        box.setWindowTitle(self.tr("About"))
        box.setText(self.tr("Hero Kill (英雄杀) desktop, version %1").replace("%1", __version__))
        handler = file_handler()
        log = Path(handler.baseFilename) if handler is not None else log_folder() / LOG_NAME
        box.setInformativeText(
            self.tr("The log file, for reporting a problem: %1").replace("%1", str(log))
        )
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setIconPixmap(self.windowIcon().pixmap(64, 64))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    def show_how_to_play(self) -> HowToPlayPage:
        """Help → How to play: the phases, roles, modes and keys, a window beside the game
        (one, brought to the front when asked again); a local game pauses while it is open."""
        if self.how_to_play is None:
            self.how_to_play = HowToPlayPage(self)
        if not self.how_to_play.isVisible():
            self.pause_while(self.how_to_play)
        self.how_to_play.show()
        self.how_to_play.raise_()
        self.how_to_play.activateWindow()
        return self.how_to_play

    def show_rulings(self) -> RulingsPage:
        """Help → Rulings: the searchable list of rulings, a window beside the game (one,
        brought to the front when asked for again); a game that may be paused waits while
        it is open."""
        if self.rulings_page is None:
            self.rulings_page = RulingsPage(self)
        if not self.rulings_page.isVisible():
            self.pause_while(self.rulings_page)
        self.rulings_page.show()
        self.rulings_page.raise_()
        self.rulings_page.activateWindow()
        return self.rulings_page

    def show_encyclopedia(self) -> Encyclopedia:
        """Help → Heroes and cards: the encyclopedia, a window beside the game (one, brought
        to the front when asked for again); a game that may be paused waits while it is
        open."""
        if self.encyclopedia is None:
            self.encyclopedia = Encyclopedia(self)
        if not self.encyclopedia.isVisible():
            self.pause_while(self.encyclopedia)
        self.encyclopedia.show()
        self.encyclopedia.raise_()
        self.encyclopedia.activateWindow()
        return self.encyclopedia

    # ------------------------------------------------------------------ games
    def show_start(self) -> None:
        self.stop_game()
        self.show_held_seat()
        self.stack.setCurrentWidget(self.start_page)

    def show_held_seat(self) -> None:
        """The start page offers the way back to the newest seat held on a server."""
        held = next(iter(self.seat_tokens.all().items()), None)
        if held is None:
            self.start_page.show_held(None)
        else:
            self.start_page.show_held(held[1].room, held[0])

    def back_to_game(self) -> None:
        """Back to your game: connect to the server of the newest seat held, which lands
        in the seat (a server on this computer that is not running is started first)."""
        held = next(iter(self.seat_tokens.all().items()), None)
        if held is None:
            self.show_held_seat()
            return
        url, seat = held
        self.confirm_leave(
            lambda: self._online_after_stop(lambda: self._online().back_to(url, seat))
        )

    # ------------------------------------------------------------------ online
    def _online(self) -> OnlinePlay:
        if self.online is None:
            from yxs_desktop.ui.online.play import (
                OnlinePlay,  # websockets, with the first use
            )

            self.online = OnlinePlay(
                self.stack,
                self.settings,
                self.show_start,
                self,
                open_replay=self.open_replay,
                seats=self.seat_tokens,
                sound=self.sound,
            )
        return self.online

    def play_online(self) -> None:
        """Game → Play online…: the connect dialog (leaving a game under way asks first)."""
        self.confirm_leave(lambda: self._online_after_stop(lambda: self._online().open_dialog()))

    def start_local_server(self) -> None:
        """Game → Start a server on this computer: it starts, and its lobby opens."""
        self.confirm_leave(lambda: self._online_after_stop(lambda: self._online().start_server()))

    def _online_after_stop(self, then: Callable[[], object]) -> None:
        self.stop_game()
        then()

    def _start_from_page(
        self, mode: str, extra: bool, speed: float, seed: int, time_limit: int
    ) -> None:
        """Start's game, its choices kept for the next time the start page opens."""
        self.start_page.remember(self.settings)
        ai = tuple(self.start_page.levels_for(mode))
        self.start_game(mode, extra, speed, seed, time_limit, ai=ai)

    def start_game(
        self,
        mode: str,
        extra: bool,
        speed: float,
        seed: int,
        time_limit: int = 0,
        seat: int | None = AUTO_SEAT,
        ai: str | tuple[str, ...] = "baseline",
    ) -> TablePage:
        """Start a local game against computer players (``seat`` None: watch one; by
        default the person sits at :func:`human_seat`); ``time_limit`` is the person's
        seconds per decision (0: no limit, and the game may be paused). ``ai``: the computer
        players' level, one for all or one per seat (the person's seat's is the player
        that plays for them under 托管)."""
        from yxs_desktop.client.local import LocalSession  # the engine loads with a game

        if seat == AUTO_SEAT:
            seat = human_seat(mode)
        self.stop_game()
        self.last_game = GameChoice(mode, extra, speed, seed, time_limit, seat, ai)
        if seat is not None:  # a watched game does not change the player's settings
            self.settings.set("animation_speed", speed)
        players = MODES[mode].players
        page = TablePage(players, seat)
        page.scene.speed = speed
        page.sound = self.sound
        if seat is not None:  # the person's seat shows its name
            page.scene.set_person_name(self.settings.get("player_name"))
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self.table_page = page
        self.bridge = SessionBridge(self)
        self.bridge.updated.connect(page.on_update)
        # a watched game is paced so that its animations can follow the play
        pace = 0.0 if seat is not None else 0.35 / max(speed, 0.01)
        # the computer teammates of a live team pick think like people (2–8 s), sooner
        # when the animations are sped up
        pick_pace = min(1.0, 1.0 / max(speed, 0.01))
        self.session = LocalSession(
            mode,
            seed,
            seat,
            self.bridge.deliver,
            ai=ai,
            extra_choice=extra,
            time_limit=float(time_limit),  # 0: none (the 3v3 team pick keeps its rule's)
            pace=pace,
            pick_pace=pick_pace,
            show_wait=SHOW_WAIT,
            recorder=self._recorder_for(mode, seed, seat, extra, ai=ai),
        )
        page.attach(self.session)
        page.set_pausable(time_limit <= 0)
        page.note(lambda: self.tr("Game number %1").replace("%1", str(seed)))
        page.finished.connect(self.show_result)
        self._show_table_keys(page)
        self.session.start()
        return page

    def _recorder_for(
        self,
        mode: str,
        seed: int,
        seat: int | None,
        extra: bool,
        origin: Origin | None = None,
        ai: str | tuple[str, ...] = "baseline",
    ) -> GameRecorder | None:
        """The replay of the game about to start, in the replay folder of the settings
        (None: the settings keep no replays, or the folder cannot be written; the game is
        played all the same). ``origin``: the replay a game played on from began at;
        ``ai`` the computer players' level (one, or one per seat), in the header's seats."""
        from yxs_desktop.client.recording import open_recorder  # with the engine

        store = replay_store_from(self.settings)
        if store is None:
            return None
        name = str(self.settings.get("player_name"))
        return open_recorder(
            store, mode, seed, seat, name, ai=ai, extra_choice=extra, origin=origin
        )

    def play_on(self, replay: Replay, answers: int, seat: int) -> TablePage | None:
        """The replay viewer's "Play on from here": the game of ``replay`` after its first
        ``answers`` answers, live, the person at ``seat`` and computer players elsewhere,
        with the settings' speed and time limit. The table shows that state at once, its
        log the events so far as the seat saw them; the new game is recorded with its
        origin. A point that cannot be played on opens a message box saying why
        (:attr:`replay_error`) and leaves the replay on screen (None)."""
        from yxs_desktop.client.play_on import PlayOnRefused, levels_of, origin_of, play_on

        header = replay.header
        extra = header.options.extra_choice
        speed = float(self.settings.get("animation_speed"))
        time_limit = int(self.settings.get("time_limit"))
        origin = origin_of(replay, answers)
        bridge = SessionBridge(self)
        try:
            session = play_on(
                replay,
                answers,
                seat,
                bridge.deliver,
                recorder=self._recorder_for(
                    header.mode, header.seed, seat, extra, origin, ai=levels_of(replay)
                ),
                time_limit=float(time_limit),
                pick_pace=min(1.0, 1.0 / max(speed, 0.01)),
                show_wait=SHOW_WAIT,
            )
        except PlayOnRefused as error:
            bridge.deleteLater()
            self.replay_error = self._replay_error_box(error, self.tr("Cannot play on"))
            return None
        self.stop_game()
        # Play again: a new game of the same kind, from its start
        self.last_game = GameChoice(header.mode, extra, speed, header.seed, time_limit, seat)
        page = TablePage(len(header.seats), seat)
        page.scene.speed = speed
        page.sound = self.sound
        page.scene.set_person_name(self.settings.get("player_name"))
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self.table_page = page
        self.bridge = bridge
        bridge.updated.connect(page.on_update)
        self.session = session
        assert session.opening is not None
        page.jump_to(session.opening)
        page.attach(session)
        page.set_pausable(time_limit <= 0)
        page.note(
            lambda: self.tr("Played on from a replay (game number %1)").replace(
                "%1", str(header.seed)
            )
        )
        page.finished.connect(self.show_result)
        self._show_table_keys(page)
        session.start()
        return page

    # ------------------------------------------------------------------ replays
    def show_replays(self) -> ReplaysPage | None:
        """Game → Replays…: the saved games of the replay folder (leaving a game under way
        asks first: None until the person says yes)."""
        self.confirm_leave(self._show_replays)
        return self.replays_page

    def _show_replays(self) -> None:
        from yxs_desktop.ui.replays.page import ReplaysPage

        self.stop_game()
        folder = replay_folder(self.settings)
        if self.replays_page is None:
            self.replays_page = ReplaysPage(folder, self.stack)
            self.replays_page.open_requested.connect(self._open_from_replays_page)
            self.replays_page.back_requested.connect(self.show_start)
            self.stack.addWidget(self.replays_page)
        else:
            self.replays_page.open_folder(folder)
        self.stack.setCurrentWidget(self.replays_page)

    def _open_from_replays_page(self, path: str) -> None:
        """A replay opened from the Replays page: leaving it goes back there."""
        viewer = self.open_replay(path)
        if viewer is not None:
            viewer.leave_requested.disconnect(self.show_start)
            viewer.leave_requested.connect(self.show_replays)

    def choose_replay(self) -> None:
        """Game → Open replay…: choose a ``.yxsr`` file, then :meth:`open_replay` it."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open replay"), "", self.tr("Replays (*.yxsr);;All files (*)")
        )
        if path:
            self.open_replay(path)

    def open_replay(self, path: str) -> ReplayViewer | None:
        """Show the replay at ``path`` in the viewer (leaving a game under way asks first:
        None until the person says yes). A file that is damaged or not a replay opens a
        message box saying why (:attr:`replay_error`) and changes nothing else."""
        from yxs_desktop.replay.messages import ReplayError
        from yxs_desktop.replay.playback import Playback
        from yxs_desktop.replay.reader import read_replay

        try:
            playback = Playback(read_replay(path))
        except ReplayError as error:
            self.replay_error = self._replay_error_box(error)
            return None
        self.confirm_leave(lambda: self._show_replay(playback))
        return self.replay_viewer

    def _show_replay(self, playback: Playback) -> None:
        from yxs_desktop.ui.replays.viewer import ReplayViewer

        self.stop_game()
        viewer = ReplayViewer(playback, self.stack)
        self.stack.addWidget(viewer)
        self.stack.setCurrentWidget(viewer)
        self.replay_viewer = viewer
        viewer.play_on_requested.connect(self._play_on_from_viewer)
        viewer.leave_requested.connect(self.show_start)

    def _play_on_from_viewer(self, answers: int, seat: int) -> None:
        if self.replay_viewer is not None:
            self.play_on(self.replay_viewer.playback.replay, answers, seat)

    def show_stats(self) -> StatsPage | None:
        """Game → Statistics…: the figures of the saved games in the replay folder (leaving a
        game under way asks first: None until the person says yes)."""
        self.confirm_leave(self._show_stats)
        return self.stats_page

    def _show_stats(self) -> None:
        from yxs_desktop.ui.stats.page import StatsPage

        self.stop_game()
        if self.stats_page is None:
            self.stats_page = StatsPage(replay_folder(self.settings), self.stack)
            self.stats_page.back_requested.connect(self.show_start)
            self.stack.addWidget(self.stats_page)
        self.stats_page.set_folder(replay_folder(self.settings))
        if self.stack.currentWidget() is self.stats_page:
            self.stats_page.refresh()
        self.stack.setCurrentWidget(self.stats_page)  # once shown, it reads the folder

    def _replay_error_box(self, error: ReplayError, title: str = "") -> QMessageBox:
        """A warning with ``error``'s text in the current language; ``title`` defaults to
        "Cannot open the replay"."""
        box = themed(
            QMessageBox(
                QMessageBox.Icon.Warning,
                title or self.tr("Cannot open the replay"),
                error.text(current_language()),
                QMessageBox.StandardButton.Ok,
                self,
            )
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    def stop_game(self) -> None:
        self._show_table_keys(None)
        if self.online is not None and self.online.client is not None:
            self.online.leave_server()  # the lobby's and the room's pages stay, hidden
        if self.replay_viewer is not None:
            self.replay_viewer.pause()
            self.stack.removeWidget(self.replay_viewer)
            self.replay_viewer.deleteLater()
            self.replay_viewer = None
        if self.session is not None:
            self.session.close()
            self.session = None
        if self.table_page is not None:
            self.stack.removeWidget(self.table_page)
            self.table_page.deleteLater()
            self.table_page = None

    def show_result(self, result: FinishedUpdate) -> None:
        """The game is over: its result over the final table, with Play again and Start
        page (once, however often the page says it is finished)."""
        page = self.table_page
        if page is None or page.result_panel is not None:
            return
        panel = page.show_result_panel(result)
        panel.play_again_requested.connect(self.play_again)
        panel.start_page_requested.connect(self.show_start)
        recorder = self.session.recorder if self.session is not None else None
        if recorder is not None and not recorder.failed:  # the whole game is on disk
            panel.offer_replay()
            panel.watch_replay_requested.connect(
                lambda path=recorder.path: self.watch_replay(str(path))
            )

    def watch_replay(self, path: str) -> ReplayViewer | None:
        """The finished game's replay (``path``) in the viewer, once the engine's thread
        has closed the file."""
        if self.session is not None:
            self.session.join(5)  # the thread writes the result line as it ends
        return self.open_replay(path)

    def play_again(self) -> TablePage | None:
        """A new game like the last one: the same mode, extra choice, speed, time limit and
        seat, and a new game number (a typed one was for that game only: the result page
        shows it, to type it again)."""
        last = self.last_game
        if last is None:
            return None
        return self.start_game(
            last.mode,
            last.extra,
            last.speed,
            new_seed(),
            last.time_limit,
            last.seat,
            ai=last.ai,
        )

    def game_in_progress(self) -> bool:
        """Whether a game the person plays is under way (not over, not only watched),
        here or on a server."""
        if self.online is not None and self.online.playing():
            return True
        page = self.table_page
        return (
            self.session is not None
            and page is not None
            and page.me is not None
            and page.result is None
            and self.stack.currentWidget() is page
        )

    def confirm_leave(self, then: Callable[[], None]) -> QMessageBox | None:
        """Do ``then`` (leave the game: a new game, closing the window), asking first
        when a game is under way; the question does not block (returned, for tests)."""
        if not self.game_in_progress():
            then()
            return None
        if self.online is not None and self.online.playing():
            text = self.tr(
                "The game is not over. Leave it? The computer plays your seat meanwhile."
            )
        else:
            text = self.tr("The game is not over. Leave it? It will be lost.")
        return self._ask(self.tr("Leave the game?"), text, then)

    def _ask(self, title: str, text: str, then: Callable[[], None]) -> QMessageBox:
        """Ask a yes-or-no question (No by default), without blocking; ``then`` on Yes."""
        box = themed(
            QMessageBox(
                QMessageBox.Icon.Question,
                title,
                text,
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                self,
            )
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(
            lambda result: then() if result == QMessageBox.StandardButton.Yes else None
        )
        self.pause_while(box)
        box.open()
        return box

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dropped_replay(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        path = dropped_replay(event.mimeData())
        if path is not None:
            event.acceptProposedAction()
            self.open_replay(path)

    def closeEvent(self, event: QCloseEvent) -> None:
        def leave() -> None:
            self._leaving = True
            self.close()

        if not self._leaving and self.game_in_progress():
            event.ignore()  # asked first; the window closes if the person says yes
            self.confirm_leave(leave)
            return
        if not self._leaving and self.online is not None and self.online.hosting_others():
            event.ignore()
            text = self.tr(
                "Others play on the server this program runs. Quit and stop it? Their "
                "games go on when you start the server again."
            )
            self._ask(self.tr("Stop your server?"), text, leave)
            return
        self.stop_game()
        if self.online is not None:
            self.online.shutdown()  # and the server started here, if one is
        if self.replays_page is not None:
            self.replays_page.close_page()  # what it deleted is deleted for good
        self.sound.close()
        super().closeEvent(event)
