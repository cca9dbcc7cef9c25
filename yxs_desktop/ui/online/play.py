"""Online play in the main window: the connect dialog, the lobby and room pages, the table
of a game played on a server, the live viewer of a watched one, the connection's state on
whichever of them is shown, and a server started on this computer.

:class:`OnlinePlay` owns one :class:`~yxs_desktop.client.online.OnlineClient` at a time. The
client runs on the asyncio loop that qasync runs on the Qt main thread, so its notices reach
the widgets directly. The pages only show protocol messages and say what the person wants
as protocol messages (``wants``), which go to the client as they are.

The seat taken on a server is kept on disk (:class:`~yxs_desktop.client.seat_tokens.SeatTokens`)
until its game ends or the person leaves it: connecting to that server again, after the
program was closed or crashed, lands in the seat, and the start page offers the way back
(:meth:`OnlinePlay.held_seat`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox, QStackedWidget, QWidget

from yxs_desktop.client.local_server import (
    LocalServer,
    LocalServerError,
    accepts,
    loopback_port,
    serves_yxs,
)
from yxs_desktop.client.online import ConnectionStatus, GameStarted, OnlineClient, OnlineError
from yxs_desktop.client.online_text import online_text
from yxs_desktop.client.remote_session import RemoteSession
from yxs_desktop.client.replay_download import save_download
from yxs_desktop.client.replay_files import ReplayFileError
from yxs_desktop.client.seat_tokens import HeldSeat, SeatTokens
from yxs_desktop.client.session import FinishedUpdate
from yxs_desktop.protocol import messages as wire
from yxs_desktop.ui.i18n import current_language
from yxs_desktop.ui.online.connect_dialog import ConnectDialog
from yxs_desktop.ui.online.live_viewer import LiveViewer
from yxs_desktop.ui.online.lobby import LobbyPage
from yxs_desktop.ui.online.room import RoomPage
from yxs_desktop.ui.online.table import OnlineTable
from yxs_desktop.ui.online.texts import operator_says, refusal_text, server_notice
from yxs_desktop.ui.replays.settings import replay_folder, replay_store_from
from yxs_desktop.ui.settings import Settings
from yxs_desktop.ui.sound import SoundPlayer
from yxs_desktop.ui.table.people import people_of
from yxs_desktop.ui.table.result_panel import ResultPanel
from yxs_desktop.ui.theme import themed

log = logging.getLogger(__name__)

#: A connection's reasons for being back in the lobby because its seat's game is gone.
GAME_GONE = ("game_gone", "game_lost", "room_closed")


class OnlinePlay(QObject):
    """Online play on ``stack`` (the main window's pages); ``leave`` shows the start page
    again once the person leaves the server."""

    def __init__(
        self,
        stack: QStackedWidget,
        settings: Settings,
        leave: Callable[[], None],
        parent: QWidget,
        open_replay: Callable[[str], object] | None = None,
        seats: SeatTokens | None = None,
        sound: SoundPlayer | None = None,
    ) -> None:
        super().__init__(parent)
        #: The table's sound effects (the main window's player; None: silent).
        self.sound = sound
        #: The seats held on servers, on disk: a program started again comes back to them.
        self.seats = seats if seats is not None else SeatTokens()
        self._open_replay = open_replay
        self.window = parent
        self.stack = stack
        self.settings = settings
        self._leave_online = leave
        self.client: OnlineClient | None = None
        self.server: LocalServer | None = None
        self.lobby: LobbyPage | None = None
        self.room: RoomPage | None = None
        self.table: OnlineTable | None = None
        self.viewer: LiveViewer | None = None
        self.session: RemoteSession | None = None
        self.message: QMessageBox | None = None  # the last message box shown (for tests)
        self.dialog: ConnectDialog | None = None  # the connect dialog, while it is open
        self.connecting: asyncio.Task[bool] | None = None  # the last connection made
        #: The finished game's replay, saved in the replay folder (None: not, or not yet).
        self.replay_path: Path | None = None
        self._panel: ResultPanel | None = None  # the result on screen, for its replay
        self._replay_seat: int | None = None  # the seat whose replay was asked for
        # the session of the game the seat last played, whose own recording of it
        # (client/seat_recording.py) is kept until the server's replay is saved
        self._recorded: RemoteSession | None = None
        self._tasks: set[asyncio.Task[Any]] = set()

    # ------------------------------------------------------------------ connecting
    def open_dialog(self) -> ConnectDialog:
        """Game → Play online…: the dialog; once accepted, the connection is made."""
        dialog = ConnectDialog(self.settings, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: setattr(self, "dialog", None))
        self.dialog = dialog
        dialog.accepted.connect(
            lambda: self.join_server(
                dialog.result_url(),
                dialog.name(),
                local=dialog.start_local(),
                port=dialog.local_port(),
                lan=dialog.lan(),
            )
        )
        dialog.open()
        return dialog

    def join_server(
        self, url: str, name: str, *, local: bool = False, port: int = 0, lan: bool = False
    ) -> asyncio.Task[bool]:
        """Connect to ``url`` as ``name`` (``local``: start a server on this computer on
        ``port`` first); the task's result says whether the lobby is shown."""
        self.connecting = self._spawn(self._connect(url, name, local, port, lan))
        return self.connecting

    def start_server(self) -> ConnectDialog:
        """Game → Start a server on this computer: the connect dialog with its own server
        chosen (the port and whether the local network may join are asked there)."""
        dialog = self.open_dialog()
        dialog.local.setChecked(True)
        return dialog

    async def _connect(self, url: str, name: str, local: bool, port: int, lan: bool) -> bool:
        await self.hang_up()
        if local:
            if self.server is None or not self.server.running:
                self.server = LocalServer(port, lan=lan)
            try:
                url = await self.server.start()
            except LocalServerError as error:
                if error.problem == "port_in_use" and await serves_yxs(port):
                    self.server = None
                    self._offer_running_server(port, name)
                    return False
                self._tell(self.tr("Cannot start the server"), error.text(current_language()))
                return False
        # a client's notices count only while it is the one in use: one closed before
        # may still say so after the next has come (hang_up run as a task of its own)
        sender: list[OnlineClient] = []
        client = OnlineClient(url, name, lambda n: self._notice(n, sender[0]), seats=self.seats)
        client.recordings = replay_store_from(self.settings)  # the seat's own recordings
        sender.append(client)
        self.client = client
        self._forget_server()
        lobby = self._lobby()
        lobby.set_status(self.tr("Connecting to %1…").replace("%1", url))
        self._show(lobby)
        try:
            await client.connect()
        except OnlineError as error:
            self.client = None
            text = online_text(error.code, current_language())
            if error.detail:
                text = f"{text}\n{online_text(error.detail, current_language())}"
            self._tell(self.tr("Cannot connect"), text)
            self._leave_online()
            return False
        client.list_rooms()
        lobby.set_status(self.tr("Connected to %1").replace("%1", url))
        reason = client.status.reason
        if reason in ("back_in_seat", "resumed"):
            lobby.set_status(online_text(reason, current_language()))
        elif reason in GAME_GONE:  # the seat kept from the last run opens nothing any more
            self._tell(self.tr("Your game"), online_text(reason, current_language()))
        return True

    def back_to(self, url: str, held: HeldSeat) -> asyncio.Task[bool]:
        """Connect to ``url`` as the held seat's player, which lands in the seat; a server
        on this computer's loopback that no longer runs is this program's own, started
        again on its port (it resumes the games it kept)."""

        async def back() -> bool:
            port = loopback_port(url)
            local = port is not None and self.server is None and not await accepts(port)
            return await self._connect(url, held.name, local, port or 0, False)

        self.connecting = self._spawn(back())
        return self.connecting

    def _offer_running_server(self, port: int, name: str) -> QMessageBox:
        """A yxs server already runs on ``port`` of this computer (another program's):
        offer to connect to it instead of starting one."""
        text = self.tr(
            "A server already runs on port %1 of this computer (another program started "
            "it). Connect to it?"
        ).replace("%1", str(port))
        box = themed(
            QMessageBox(
                QMessageBox.Icon.Question,
                self.tr("A server is running"),
                text,
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                self.window,
            )
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        url = f"ws://127.0.0.1:{port}/"
        box.finished.connect(
            lambda result: (
                self.join_server(url, name) if result == QMessageBox.StandardButton.Yes else None
            )
        )
        box.open()
        self.message = box
        return box

    def held_seat(self) -> tuple[str, HeldSeat] | None:
        """The newest seat held on a server (its URL and the seat), if any: a game the
        person may go back to."""
        return next(iter(self.seats.all().items()), None)

    def _forget_server(self) -> None:
        """A new connection: nothing of the last server's lobby or room is shown (its
        chat gone, its room forgotten: a room of the new server with the same id is
        entered as the new room it is)."""
        if self.lobby is not None:
            self.lobby.reset()
        if self.room is not None:
            self.room.reset()

    async def hang_up(self) -> None:
        """Leave the server (a seat in a game under way is played by the computer)."""
        client, self.client = self.client, None
        self._close_game()
        if client is not None:
            await client.close()

    def leave_server(self) -> None:
        """Leave the server now (the pages stay, hidden, for the next time)."""
        self._close_game()
        if self.client is not None:
            self._spawn(self.hang_up())

    def playing(self) -> bool:
        """Whether the person plays a game on the server that is not over."""
        return self.table is not None and self.table.table.result is None

    def hosting_others(self) -> bool:
        """Whether the server this program runs has others on it, as far as the client
        knows: another person or a spectator in its room, or another room."""
        if self.server is None or not self.server.running:
            return False
        client = self.client
        if client is None:
            return False
        room = client.room
        if room is not None:
            persons = [s for s in room.seats if s.kind == "person" and s.seat != client.seat]
            if persons or room.spectators:
                return True
        rooms = client.rooms.rooms if client.rooms is not None else ()
        return any(room is None or info.id != room.id for info in rooms)

    def shutdown(self) -> None:
        """The program quits: the connection and the local server end now."""
        if self.client is not None:
            self._spawn(self.hang_up())
        if self.server is not None:
            self.server.stop_now()
            self.server = None

    # ------------------------------------------------------------------ the client's news
    def _notice(self, notice: object, sender: OnlineClient | None = None) -> None:
        if self.client is None or (sender is not None and sender is not self.client):
            return  # a client being closed: its pages may be gone with the window
        if isinstance(notice, ConnectionStatus):
            self._status(notice)
        elif isinstance(notice, wire.Rooms):
            self._lobby().show_rooms(notice)
        elif isinstance(notice, wire.Room):
            self._room_changed(notice)
        elif isinstance(notice, wire.Seated):
            self._room().seated(notice)
        elif isinstance(notice, wire.ChatLine):
            self._chat(notice)
        elif isinstance(notice, wire.Error):
            self._error(notice)
        elif isinstance(notice, GameStarted):
            self._game_started(notice)
        elif isinstance(notice, wire.ReplayFile):
            self._replay_arrived(notice)
        elif isinstance(notice, wire.Kicked):
            self._kicked(notice)

    def _status(self, status: ConnectionStatus) -> None:
        text = self._status_text(status)
        for page in (self.lobby, self.room):
            if page is not None:
                page.set_status(text() if text is not None else self.tr("Connected"))
        if self.table is not None:
            self.table.set_banner(text if status.state != "connected" else None)
        if status.reason in GAME_GONE:  # the client is in the lobby: its room is no more
            playing = self.table is not None or self.viewer is not None
            in_room = self.room is not None and self.stack.currentWidget() is self.room
            if self.room is not None:
                self.room.reset()
            if playing or in_room:
                self._close_game()
                self._show(self._lobby())
            if playing:
                gone = online_text(status.reason, current_language())
                self._tell(self.tr("Back in the lobby"), gone)
        if status.reason == "resumed" and self.table is not None:
            self.table.table.note(lambda: f"⟳ {online_text('resumed', current_language())}")
        connected = self.client is not None and self.client.session_id is not None
        if status.state == "closed" and connected and status.reason not in ("closed", ""):
            why = online_text(status.reason, current_language())
            words = operator_says(status.message) if status.reason == "kicked" else ""
            self._tell(self.tr("Disconnected"), f"{why}\n\n{words}" if words else why)
            self._close_game()
            self.client = None
            self._leave_online()

    def _status_text(self, status: ConnectionStatus) -> Callable[[], str] | None:
        if status.state == "reconnecting":
            attempt, wait = status.attempt, status.retry_in or 0.0

            def reconnecting() -> str:
                text = self.tr("The connection dropped: reconnecting in %1 s (attempt %2)…")
                # the wait is random (jitter): a tenth of a second is enough to show
                return text.replace("%1", f"{wait:.1f}").replace("%2", str(attempt))

            return reconnecting
        if status.state == "connecting":
            return lambda: self.tr("Connecting…")
        if status.state == "closed":
            reason = status.reason
            return lambda: online_text(reason, current_language())
        return None

    def _room_changed(self, room: wire.Room) -> None:
        page = self._room()
        entering = page.room is None or page.room.id != room.id
        if entering:
            page.reset(watching=self.client is not None and self.client.spectating)
        page.show_room(room)
        self._show_people(room)
        if entering and self.table is None and self.viewer is None:
            self._show(page)

    def _show_people(self, room: wire.Room) -> None:
        """The room's people on the game's table: each seat's name and marks."""
        shown = self.table.table if self.table is not None else None
        if shown is None and self.viewer is not None:
            shown = self.viewer.table
        if shown is not None:
            shown.set_people(people_of(room))

    def _chat(self, line: wire.ChatLine) -> None:
        """A chat line where it was said: the lobby's, the room's (noted on the table too);
        the server operator's notice in the lobby, in the room the person is in and on
        its table, marked as the server's."""
        server = line.channel == "server"
        if line.channel == "lobby" or server:
            self._lobby().add_chat(line)
        if line.channel == "lobby":
            return
        if server and (self.client is None or self.client.room is None):
            return  # in the lobby: no room to tell
        self._room().add_chat(line)
        shown = self.table.table if self.table is not None else None
        if shown is None and self.viewer is not None:
            shown = self.viewer.table
        if shown is None:
            return
        name, text = line.name, line.text
        if server:
            shown.note(lambda: server_notice(text))
        else:
            shown.note(lambda: f"💬 {name}: {text}")

    def _say(self, text: str) -> None:
        """What the person says at the table goes to the room's chat (players hear
        players, spectators spectators)."""
        if self.client is not None:
            self.client.chat("room", text)

    def _kicked(self, kicked: wire.Kicked) -> None:
        """The host removed the person from the room, or the server's operator closed it
        (a game under way there ended without a result): back to the lobby, and told
        which, with the operator's words."""
        if kicked.by == "server":
            self._close_game()
        if self.room is not None:
            self.room.reset()
        self._show(self._lobby())
        if kicked.by == "server":
            text = self.tr(
                "The server's operator closed room %1; a game under way there ended "
                "without a result."
            ).replace("%1", kicked.room)
            words = operator_says(kicked.message)
            if words:
                text = f"{text}\n\n{words}"
            self._tell(self.tr("Room closed"), text)
            return
        text = self.tr("The host removed you from room %1.").replace("%1", kicked.room)
        self._tell(self.tr("Removed from the room"), text)

    def _error(self, error: wire.Error) -> None:
        current = self.stack.currentWidget()
        if current is self.lobby and self.lobby is not None:
            self.lobby.show_error(error)
        elif self.room is not None:
            self.room.show_error(error)
        shown = self.table.table if self.table is not None else None
        if shown is not None:  # the server's words for its code (refusal_text)
            shown.note(lambda: f"⚠ {refusal_text(error)}")

    # ------------------------------------------------------------------ the game
    def _game_started(self, started: GameStarted) -> None:
        client = self.client
        if client is None:
            return
        self._close_game()
        room = started.room
        seats = len(room.seats)
        speed = float(self.settings.get("animation_speed"))
        if started.seat is None:
            viewer = LiveViewer(seats, room.settings.spectator_delay, speed, self.stack)
            viewer.leave_requested.connect(self.leave_room)
            viewer.chat.said.connect(self._say)
            viewer.finished.connect(lambda result: self._finished(viewer.table, result))
            self.viewer = viewer
            self.session = client.session(viewer.deliver)
            self._show(viewer)
        else:
            table = OnlineTable(seats, started.seat, speed, self.stack)
            table.table.scene.set_person_name(client.name)
            table.table.sound = self.sound
            table.leave_requested.connect(self.confirm_leave_game)
            table.chat.said.connect(self._say)
            table.table.finished.connect(lambda result: self._finished(table.table, result))
            self.table = table
            self.session = client.session(table.table.take)
            table.table.attach(self.session)
            self._record(self.session)
            self._show(table)
        self._show_people(room)
        self.session.start()

    def _record(self, session: RemoteSession) -> None:
        """The session whose own recording of its seat's game (kept by the client, see
        ``OnlineClient.recordings``) goes once the server's replay of the game is saved."""
        if self._recorded is not session:
            self._close_recording()
        self._recorded = session

    def _close_recording(self) -> None:
        """Close the seat's recording of the last game (its file stays: a game that did
        not end, unless the server's replay comes and it is deleted)."""
        session = self._recorded
        if session is not None and session.recording is not None:
            session.recording.close()

    def _finished(self, page: Any, result: FinishedUpdate) -> None:
        """The game's end is on screen: the result, with the way back to the room."""
        if page.result_panel is not None:
            return
        panel = page.show_result_panel(result)
        panel.set_online()
        panel.play_again_requested.connect(self.back_to_room)
        panel.start_page_requested.connect(self.leave_room)
        panel.watch_replay_requested.connect(self._watch_replay)
        self._panel = panel
        # a player's game is saved in the replay folder, as a local game is
        session, client = self.session, self.client
        store = replay_store_from(self.settings)
        if session is not None and session.replay_offered and client and store is not None:
            self._replay_seat = session.seat  # the file names it as the person's own
            client.get_replay()
        else:  # no replay to come: the seat's own recording (with the result) stays
            self._close_recording()

    def _replay_arrived(self, message: wire.ReplayFile) -> None:
        """The replay asked for at the end of the game: into the replay folder, and the
        result panel offers to watch it."""
        try:
            folder = replay_folder(self.settings)
            self.replay_path = save_download(message, folder, seat=self._replay_seat)
        except ReplayFileError as error:
            log.warning("the server's replay is not saved: %s", error)
            self._close_recording()  # the seat's own stays, the seat's view of the game
            if self.table is not None:
                reason = error
                self.table.table.note(lambda: f"⚠ {reason.text(current_language())}")
            return
        recorded = self._recorded
        if recorded is not None and recorded.recording is not None:
            recorded.recording.discard()  # the server's replay says all it said
            recorded.recording = None
        if self._panel is not None and self.table is not None:
            self._panel.offer_replay()

    def _watch_replay(self) -> None:
        if self.replay_path is not None and self._open_replay is not None:
            self._open_replay(str(self.replay_path))

    def back_to_room(self) -> None:
        """From a finished game back to its room (to get ready for the next one)."""
        self._close_game()
        if self.room is not None and self.client is not None and self.client.room is not None:
            self._show(self.room)
        else:
            self._show(self._lobby())

    def confirm_leave_game(self) -> QMessageBox:
        """Leave the game under way, asking first (the computer then plays the seat)."""
        box = themed(
            QMessageBox(
                QMessageBox.Icon.Question,
                self.tr("Leave the game?"),
                self.tr("The computer will play your seat until the game ends."),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                self.window,
            )
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(
            lambda result: self.leave_room() if result == QMessageBox.StandardButton.Yes else None
        )
        box.open()
        self.message = box
        return box

    def leave_room(self) -> None:
        """Leave the room (and its game) for the lobby."""
        self._close_game()
        if self.client is not None and self.client.room is not None:
            self.client.leave()
        if self.room is not None:
            self.room.reset()
        lobby = self._lobby()
        self._show(lobby)
        if self.client is not None:
            self.client.list_rooms()

    def _close_game(self) -> None:
        self._close_recording()  # kept on disk; deleted if the server's replay comes
        self.session = None  # the client's; it ends with the room
        self._panel = None
        self.replay_path = None
        for widget in (self.table, self.viewer):
            if widget is not None:
                self.stack.removeWidget(widget)
                widget.deleteLater()
        self.table = self.viewer = None

    # ------------------------------------------------------------------ pages
    def _lobby(self) -> LobbyPage:
        if self.lobby is None:
            self.lobby = LobbyPage(self.stack)
            self.lobby.wants.connect(self._send)
            self.lobby.back_requested.connect(self._leave_server)
            self.stack.addWidget(self.lobby)
        return self.lobby

    def _room(self) -> RoomPage:
        if self.room is None:
            self.room = RoomPage(self.stack)
            self.room.wants.connect(self._room_wants)
            self.stack.addWidget(self.room)
        return self.room

    def _room_wants(self, message: object) -> None:
        if isinstance(message, wire.LeaveRoom):
            self.leave_room()
            return
        self._send(message)

    def _send(self, message: object) -> None:
        """What a page wants, to the client as it is."""
        if self.client is not None and isinstance(message, wire.ClientMessage):
            self.client.send(message)

    def _leave_server(self) -> None:
        self._spawn(self._disconnect_and_leave())

    async def _disconnect_and_leave(self) -> None:
        await self.hang_up()
        self._leave_online()

    def _show(self, page: QWidget) -> None:
        if self.stack.indexOf(page) < 0:
            self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)

    def _tell(self, title: str, text: str) -> None:
        box = themed(
            QMessageBox(
                QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.window
            )
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.message = box

    def _spawn(self, work: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        task = asyncio.get_event_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("online play: %r", task.exception())
