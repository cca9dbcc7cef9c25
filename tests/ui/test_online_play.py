"""The desktop client against a real server started by the test: connecting, the lobby and
the room through their own widgets, a whole game played by clicking on the table, and a
game watched live with the spectator's controls."""

from __future__ import annotations

import asyncio
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import qasync
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from tests.server.wsclient import Client, seeded
from tests.ui.online_server import ServerThread
from tests.ui.test_play_through_ui import play_page
from tests.ui.test_small_screen import fits, small_screen  # noqa: F401  (a fixture)
from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.protocol import messages as wire
from yxs_desktop.protocol.errors import MESSAGE_LIMIT
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.server.app import Server
from yxs_desktop.ui import dialogs
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.online.live_viewer import LiveViewer
from yxs_desktop.ui.online.table import OnlineTable

#: Milliseconds any one step of a test may wait for.
STEP = 30_000


@pytest.fixture
def qt_asyncio(qapp) -> Iterator[qasync.QEventLoop]:
    """asyncio on the Qt loop, as in the program: tasks advance while qtbot waits."""
    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    yield loop
    asyncio.events._set_running_loop(None)
    asyncio.set_event_loop(None)


@pytest.fixture
def server(tmp_path) -> Iterator[ServerThread]:
    # each window held open a little, as people would see it, so that the computers do
    # not play the whole game in the half second a dropped client is away
    with ServerThread(tmp_path / "server", min_window=0.02) as running:
        yield running


@pytest.fixture
def window(qtbot, settings, english, qt_asyncio, tmp_path) -> Iterator[MainWindow]:
    settings.set("player_name", "宋江")
    settings.set("replay_folder", str(tmp_path / "replays"))
    settings.set("animation_speed", 50.0)
    main = MainWindow(settings)
    qtbot.addWidget(main)
    main.show()
    yield main
    if main.online is not None:
        main.online.leave_server()
        qtbot.waitUntil(lambda: not main.online._tasks, timeout=STEP)


def connect(qtbot, window: MainWindow, server: ServerThread) -> None:
    """Game → Play online…, the server's address typed in, OK: the lobby."""
    window.play_online()
    online = window.online
    assert online is not None and online.dialog is not None
    dialog = online.dialog
    assert dialog.name() == "宋江"
    dialog.address.setText(f"127.0.0.1:{server.port}")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert online.connecting is not None
    qtbot.waitUntil(online.connecting.done, timeout=STEP)
    assert online.connecting.result() is True
    assert window.stack.currentWidget() is online.lobby
    assert online.lobby.status.text() == f"Connected to ws://127.0.0.1:{server.port}/"


async def cut(server: ServerThread, session: str) -> None:
    """The network drops the client's connection (no close frame)."""
    assert server.server is not None
    server.server.hub.connections[session].socket.transport.abort()


def drop_and_come_back(qtbot, online, server: ServerThread) -> None:
    """Cut the connection: the table says so on its banner until it is back."""
    dropped = online.client.session_id
    server.run(cut(server, dropped))
    banner = online.table.banner
    qtbot.waitUntil(banner.isVisible, timeout=STEP)
    assert "reconnecting" in banner.text()
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=STEP)
    assert online.client.session_id != dropped


def the_only_room_chosen(qtbot, window: MainWindow, server: ServerThread) -> tuple[Any, Any]:
    """Connected, the lobby's one room listed and chosen: the online page and the lobby."""
    connect(qtbot, window, server)
    online = window.online
    lobby = online.lobby
    qtbot.waitUntil(lambda: lobby.table.rowCount() == 1, timeout=STEP)
    lobby.table.selectRow(0)
    return online, lobby


def free_port() -> int:
    """A loopback port nothing listens on (bound, then let go)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_server_that_cannot_be_reached_is_said_and_the_start_page_comes_back(qtbot, window):
    window.play_online()
    online = window.online
    dialog = online.dialog
    dialog.address.setText(f"127.0.0.1:{free_port()}")
    qtbot.mouseClick(
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(online.connecting.done, timeout=STEP)
    assert online.connecting.result() is False and online.client is None
    assert online.message is not None and online.message.windowTitle() == "Cannot connect"
    assert "Cannot reach the server" in online.message.text()
    assert window.stack.currentWidget() is window.start_page


#: The game the whole-game test plays (the server would draw one at random): one in which
#: the person lives long enough (some 36 clicks) for the connection to be cut and come back
#: on the way; a random game ended after 5 clicks once, before the cut.
WHOLE_GAME_SEED = 1


async def seed_the_only_room(server: ServerThread, seed: int) -> None:
    """The game of the server's one room will be the game of ``seed`` (the server's loop)."""
    assert server.server is not None
    (entry,) = server.server.hub.lobby.rooms.values()
    seeded(server.server, seed)(entry.id)


def test_the_desktop_client_plays_a_whole_game_on_a_server_through_its_widgets(
    qtbot, window, server, tmp_path
):
    """Created, seated, computers added, ready, started, played by clicking to the end; the
    connection cut on the way is said on a banner and comes back by itself; the game's
    replay comes from the server into the replay folder (in place of the seat's own
    recording, kept across the drop) and opens in the viewer."""
    connect(qtbot, window, server)
    online = window.online
    lobby = online.lobby
    dialog = lobby.open_create()
    dialog.mode.setCurrentIndex(dialog.mode.findData("identity5-simple"))
    dialog.accept()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is online.room, timeout=STEP)
    room = online.room
    qtbot.waitUntil(lambda: len(room.rows) == 5, timeout=STEP)
    qtbot.mouseClick(room.rows[0].take, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: room.my_seat_info() is not None, timeout=STEP)
    for seat in range(1, 5):
        qtbot.waitUntil(lambda s=seat: room.rows[s].add.isVisible(), timeout=STEP)
        qtbot.mouseClick(room.rows[seat].add, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: room.ready.isVisible(), timeout=STEP)
    qtbot.mouseClick(room.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(room.may_start, timeout=STEP)
    server.run(seed_the_only_room(server, WHOLE_GAME_SEED))
    qtbot.mouseClick(room.start, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), OnlineTable), timeout=STEP)
    assert window.game_in_progress()
    page = online.table.table
    assert page.sound is window.sound  # the table's effects, as in a local game
    # the room's people on their seats: the person's name, the computers' level
    names = [seat.shown_name() for seat in page.scene.seats]
    assert names == ["宋江"] + ["Standard"] * 4
    assert page.seat_name(4).endswith("5") and room.rows[4].number.text() == "5"
    # what the person says at the table reaches the room's players, its own log included
    online.table.chat.line.setText("大家好")
    qtbot.mouseClick(online.table.chat.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any("宋江: 大家好" in line for line in page.log.lines()), timeout=STEP)
    assert online.table.chat.line.text() == ""

    kept: list[Path] = []

    def cut_at_the_fifth(clicks: int) -> None:
        if clicks == 5:
            drop_and_come_back(qtbot, online, server)
        elif clicks == 7:  # the seat's own recording goes on across the drop
            recording = online._recorded.recording
            assert recording is not None and recording.recording
            assert recording.events == online.session.seq
            kept.append(recording.path)

    clicks = play_page(qtbot, page, after_click=cut_at_the_fifth)
    assert clicks > 7, "the game ended before the connection was cut"
    assert kept and kept[0].parent == tmp_path / "replays"
    panel = page.result_panel
    assert panel.table.rowCount() == 5 and not panel.seed_line.isVisible()
    roles = [panel.table.item(row, 2).text() for row in range(5)]
    assert "?" not in roles and "Lord" in roles  # every role is shown at the end
    assert panel.play_again.text() == "Back to the room"
    assert not window.game_in_progress()
    qtbot.waitUntil(panel.watch_replay.isVisible, timeout=STEP)  # downloaded and saved
    saved = online.replay_path
    assert saved is not None and saved.parent == tmp_path / "replays"
    # the server's replay says it all: the seat's own recording is gone
    assert list((tmp_path / "replays").glob("*.yxsr")) == [saved] and not kept[0].exists()
    (served,) = (tmp_path / "server" / "replays").glob("*.yxsr")
    mine, theirs = read_replay(saved), read_replay(served)
    assert mine.header.own == 0 and theirs.header.own is None  # the file names its person
    assert (mine.events, mine.responses, mine.result) == (
        theirs.events,
        theirs.responses,
        theirs.result,
    )
    qtbot.mouseClick(panel.watch_replay, Qt.MouseButton.LeftButton)
    viewer = window.replay_viewer
    assert viewer is not None and window.stack.currentWidget() is viewer
    assert viewer.playback.rerun_ok


async def host_a_computer_game(port: int) -> Client:
    """A player who opens a room of identity5-simple with four computers, spectators seeing
    it live."""
    host = await Client.hello(port, "卢俊义")
    await host.send("create_room", mode="identity5-simple", spectator_delay=0)
    room = await host.expect(wire.Room)
    await host.send("take_seat", seat=0)
    await host.expect(wire.Seated)
    await host.send("ready", ready=True)
    for seat in range(1, 5):
        await host.send("add_computer", seat=seat)
    async with asyncio.timeout(20):
        while True:
            state = await host.expect(wire.Room)
            if all(s.kind != "empty" and s.ready for s in state.seats):
                break
    assert room.id
    return host


async def start_and_play_slowly(host: Client) -> None:
    """Start the game and play the host's seat, a tenth of a second to each answer (so
    that the game lasts while it is watched)."""
    await host.send("start")
    host.player = BaselineAgent(0, 5, 7)
    async with asyncio.timeout(120):
        while True:
            message = await host.recv()
            if isinstance(message, wire.Finished):
                return
            if isinstance(message, wire.Asked) and message.id not in host.answered:
                await asyncio.sleep(0.1)
                await host.answer(message)


def test_the_desktop_client_watches_a_game_live_pausing_and_stepping_never_ahead(
    qtbot, window, server
):
    host = server.run(host_a_computer_game(server.port))
    online, lobby = the_only_room_chosen(qtbot, window, server)
    assert lobby.buttons["watch"].isEnabled()
    qtbot.mouseClick(lobby.buttons["watch"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is online.room, timeout=STEP)
    assert online.room.watching
    game = server.spawn(start_and_play_slowly(host))
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), LiveViewer), timeout=STEP)
    viewer = online.viewer
    qtbot.waitUntil(lambda: len(viewer.watch.frames) > 5, timeout=STEP)
    names = [seat.shown_name() for seat in viewer.table.scene.seats]
    assert names == ["卢俊义"] + ["Standard"] * 4  # a spectator sees who plays, too
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=STEP)
    qtbot.keyClick(window, Qt.Key.Key_Space)  # pause
    assert viewer.watch.paused
    shown = viewer.watch.cursor
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert viewer.watch.cursor == shown - 1
    qtbot.waitUntil(lambda: viewer.behind >= 2, timeout=STEP)  # the game went on meanwhile
    assert "behind live" in viewer.state_label.text()
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert viewer.watch.cursor == shown
    qtbot.keyClick(window, Qt.Key.Key_End)  # back to live
    assert viewer.watch.at_live and not viewer.watch.paused
    for _ in range(3):  # never past the newest update received
        viewer.step_forward()
        assert viewer.watch.cursor == len(viewer.watch.frames) - 1
    viewer.to_live()
    qtbot.waitUntil(lambda: viewer.table.result_panel is not None, timeout=120_000)
    game.result(30)
    assert viewer.table.me is None and viewer.watch.frames[-1].view.hand == ()
    panel = viewer.table.result_panel
    assert not panel.watch_replay.isVisible()  # a spectator may not download it
    qtbot.mouseClick(panel.play_again, Qt.MouseButton.LeftButton)  # back to the room
    assert window.stack.currentWidget() is online.room and online.viewer is None


def create_room(qtbot, window: MainWindow) -> str:
    """Create room… with its defaults, OK: the room page, showing the new room; its id."""
    online = window.online
    dialog = online.lobby.open_create()
    dialog.accept()
    qtbot.waitUntil(
        lambda: window.stack.currentWidget() is online.room and online.room.room is not None,
        timeout=STEP,
    )
    return online.room.room.id


def test_a_second_session_on_a_new_server_shows_its_own_room_and_none_of_the_old_chat(
    qtbot, window, server, tmp_path
):
    """In room r1 of one server, then Play online… to another (whose first room is r1
    too): the new room is shown, entered as the new room it is, and nothing of the first
    server's lobby chat or room chat is left."""
    connect(qtbot, window, server)
    online = window.online
    lobby = online.lobby
    lobby.chat.line.setText("第一台服务器")
    qtbot.mouseClick(lobby.chat.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "第一台服务器" in lobby.chat.log.toPlainText(), timeout=STEP)
    first = create_room(qtbot, window)
    room = online.room
    room.chat.line.setText("房间里的话")
    qtbot.mouseClick(room.chat.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "房间里的话" in room.chat.log.toPlainText(), timeout=STEP)
    with ServerThread(tmp_path / "second", min_window=0.02) as second:
        connect(qtbot, window, second)  # Play online… again, from the room
        assert online.lobby is lobby and lobby.chat.log.toPlainText() == ""
        assert room.room is None and room.chat.log.toPlainText() == ""
        assert create_room(qtbot, window) == first == "r1"
        assert window.stack.currentWidget() is room and room.error is None
        assert room.title.text() == "Room r1" and room.chat.log.toPlainText() == ""
        assert online.client.url == second.url and online.client.room.id == "r1"
        online.leave_server()
        qtbot.waitUntil(lambda: not online._tasks, timeout=STEP)


def test_a_program_started_again_offers_the_way_back_and_lands_in_its_seat(
    qtbot, window, server
) -> None:
    """A seat taken by an earlier run of the program (closed mid-game, its seat kept on
    disk): the start page offers Back to your game, which connects and opens the table
    at that seat; once the game is over the seat is let go."""
    from tests.client.online_helpers import Notices
    from yxs_desktop.client.online import GameStarted, OnlineClient

    async def play_a_while_and_close(url: str) -> None:
        notices = Notices()
        client = OnlineClient(url, "宋江", notices, seats=window.seat_tokens)
        await client.connect()
        client.create_room(wire.CreateRoom("identity5-simple", seconds=60))
        await notices.expect(wire.Room)
        client.take_seat(0)
        for seat in range(1, 5):
            client.add_computer(seat)
        client.ready(True)
        await notices.expect(wire.Room, lambda r: all(s.kind != "empty" for s in r.seats))
        client.start()
        await notices.expect(GameStarted)
        await client.close()  # the program is gone; its seat is kept

    assert not window.start_page.back_button.isVisibleTo(window)
    server.run(play_a_while_and_close(server.url))
    window.show_start()
    back = window.start_page.back_button
    assert back.isVisibleTo(window) and back.text() == "Back to your game in room r1"
    qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
    online = window.online
    assert online is not None
    qtbot.waitUntil(lambda: online.table is not None, timeout=STEP)
    assert window.stack.currentWidget() is online.table and online.table.table.me == 0
    assert online.lobby.status.text() == "You are back in your seat."
    qtbot.mouseClick(online.table.table.takeover_button, Qt.MouseButton.LeftButton)  # 托管
    qtbot.waitUntil(lambda: online.table.table.result is not None, timeout=120_000)
    window.show_start()
    assert not back.isVisibleTo(window)  # the game is over: nothing to go back to


def test_quitting_asks_first_while_others_play_on_the_server_this_program_runs(
    qtbot, window
) -> None:
    online = window._online()

    class Running:
        running = True

        def stop_now(self) -> None:
            pass

    class Client:
        room = None
        seat = None
        rooms = wire.Rooms((wire.RoomInfo("r2", "identity5", 3, 5, "playing", True, False),))

    online.server, online.client = Running(), Client()  # type: ignore[assignment]
    assert online.hosting_others()
    window.close()
    assert window.isVisible()  # asked, not closed
    box = window.findChild(QMessageBox)
    assert box is not None and box.windowTitle() == "Stop your server?"
    online.client = None
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=STEP)


def test_a_server_already_on_the_port_is_recognised_and_offered(qtbot, window, server) -> None:
    """Start a server on this computer, on a port where a yxs server already runs (another
    program's): the program says so and offers to connect to it; Yes does."""
    online = window._online()
    task = online.join_server("", "宋江", local=True, port=server.port)
    qtbot.waitUntil(task.done, timeout=STEP)
    assert task.result() is False and online.server is None  # none of its own started
    box = online.message
    assert box is not None and box.windowTitle() == "A server is running"
    assert str(server.port) in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: bool(online.client and online.client.session_id), timeout=STEP)
    assert online.client.url == server.url
    qtbot.waitUntil(lambda: window.stack.currentWidget() is online.lobby, timeout=STEP)


def test_the_hosts_program_shows_nothing_hidden_of_a_game_its_server_runs(
    qtbot, window, tmp_path
) -> None:
    """The person hosts (Start a server on this computer) and plays: the replays page
    lists only the seat's own recording of the running game (what seat 0 saw), and its
    server's recording, opened in the viewer, shows only what a spectator sees: no hand,
    no role that is not public yet (checked against the game re-run from that
    recording)."""
    from yxs_desktop.engine import encode, events_for, seat_view
    from yxs_desktop.replay.reader import read_replay
    from yxs_desktop.replay.rerun import rerun
    from yxs_desktop.replay.sealed import sealed_seats

    online = window._online()
    task = online.join_server("", "宋江", local=True, port=free_port())
    qtbot.waitUntil(task.done, timeout=STEP)
    assert task.result() is True and online.server is not None
    client = online.client
    client.create_room(wire.CreateRoom("identity5", seconds=60))
    qtbot.waitUntil(lambda: client.room is not None, timeout=STEP)
    client.take_seat(0)
    for seat in range(1, 5):
        client.add_computer(seat)
    client.ready(True)
    qtbot.waitUntil(
        lambda: client.room is not None and all(s.ready for s in client.room.seats),
        timeout=STEP,
    )
    client.start()
    qtbot.waitUntil(lambda: online.table is not None, timeout=STEP)
    page = online.table.table
    qtbot.waitUntil(lambda: page.request is not None, timeout=STEP)  # asked: the game runs
    served = list((online.server.folder / "replays").glob("*.yxsr"))
    assert len(served) == 1 and served[0].parent != tmp_path / "replays"
    # the person's replays hold only the seat's own recording, which opens from that seat
    (own,) = (tmp_path / "replays").glob("*.yxsr")
    assert sealed_seats(read_replay(own)) == frozenset({0})
    window.open_replay(str(served[0]))
    box = window.findChild(QMessageBox)  # leaving the game asks first
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: window.replay_viewer is not None, timeout=STEP)
    viewer = window.replay_viewer
    offered = [viewer.viewpoint_box.itemData(i) for i in range(viewer.viewpoint_box.count())]
    assert offered == [None]
    viewer.set_viewpoint(0)
    viewer.to_end()
    qtbot.waitUntil(lambda: not viewer.table.scene.queue.busy(), timeout=STEP)
    shown = viewer.table.scene.view_state
    replay = viewer.playback.replay
    truth = rerun(replay, len(replay.responses))  # the game as far as its recording goes
    assert shown is not None and shown.seat is None and shown.hand == ()
    public = {p.seat for p in truth.players if p.role_public}
    assert all(p.role is None for p in shown.players if p.seat not in public)
    assert shown.players == seat_view(truth, None).players
    mine, seen = read_replay(own).events, [encode(e) for e in events_for(truth, 0)]
    assert mine and mine[: len(seen)] == seen[: len(mine)]  # what seat 0 saw, no more


async def open_a_room_for_two(port: int) -> Client:
    """林冲 opens a room of identity5-simple, sits at seat 0, puts computers on seats 2
    to 4 and is ready: seat 1 waits for the desktop client's person."""
    first = await Client.hello(port, "林冲")
    await first.send("create_room", mode="identity5-simple", seconds=30)
    await first.expect(wire.Room)
    await first.send("take_seat", seat=0)
    await first.expect(wire.Seated)
    for seat in range(2, 5):
        await first.send("add_computer", seat=seat)
    await first.send("ready", ready=True)
    return first


async def start_when_all_are_ready(first: Client, server: Server, seed: int) -> None:
    """Start once every seat is ready, the game of ``seed`` (the server's loop)."""
    async with asyncio.timeout(20):
        while True:
            room = await first.expect(wire.Room)
            if all(s.kind != "empty" and s.ready for s in room.seats):
                break
    seeded(server, seed)(room.id)
    await first.send("start")


async def come_back(port: int, first: Client) -> Client:
    """林冲's program again, with its token: back in seat 0, then 托管 turned on."""
    again = await Client.hello(port, "林冲", first.token, first.seq)
    await again.expect(wire.Seated)
    await again.send("takeover", on=True)
    return again


def test_a_second_persons_table_shows_the_first_by_name_dropped_autoplay_asked_and_chat(
    qtbot, window, server
):
    """Two persons at one table: the desktop client's table shows the other's name on its
    seat, its request's clock running, "Dropped" within 2 s of its connection dropping,
    "Autoplay" once it is back with 托管 on; chat sent from the table reaches it."""
    first = server.run(open_a_room_for_two(server.port))
    online, lobby = the_only_room_chosen(qtbot, window, server)
    qtbot.mouseClick(lobby.buttons["join"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is online.room, timeout=STEP)
    room = online.room
    qtbot.waitUntil(lambda: room.rows[1].take.isVisible(), timeout=STEP)
    qtbot.mouseClick(room.rows[1].take, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: room.ready.isVisible(), timeout=STEP)
    qtbot.mouseClick(room.ready, Qt.MouseButton.LeftButton)
    # seed 7: the lord is seat 1, this person, who chooses first (then everyone else)
    started = server.spawn(start_when_all_are_ready(first, server.server, 7))
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), OnlineTable), timeout=STEP)
    started.result(1)
    seats = online.table.table.scene.seats
    assert seats[0].shown_name() == "林冲" and seats[0].marks_shown() == []
    page = online.table.table

    def first_asked() -> bool:
        """林冲 asked, its clock running; this person, the lord, chooses first."""
        chooser = page.dialog
        if isinstance(chooser, dialogs.HeroChooser) and not seats[0].asked:
            chooser.choose(sorted(chooser.available)[0])
        return seats[0].asked and (seats[0].clock or 0) > 0

    # the heroes are chosen; 林冲 does not answer: its clock runs on this table
    qtbot.waitUntil(first_asked, timeout=STEP)
    left = seats[0].clock
    qtbot.waitUntil(lambda: (seats[0].clock or 1) < left, timeout=STEP)
    assert not seats[1].asked  # this person's own time is the timer under the table
    dropped = time.monotonic()
    welcome = next(m for m in first.received if isinstance(m, wire.Welcome))
    server.run(cut(server, welcome.session))
    qtbot.waitUntil(lambda: "Dropped" in seats[0].marks_shown(), timeout=2000)
    assert time.monotonic() - dropped < 2.0
    again = server.run(come_back(server.port, first))
    qtbot.waitUntil(lambda: seats[0].marks_shown() == ["Autoplay"], timeout=STEP)
    heard = server.spawn(again.expect(wire.ChatLine))
    online.table.chat.line.setText("林教头好")
    qtbot.mouseClick(online.table.chat.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(heard.done, timeout=STEP)
    said = heard.result()
    assert (said.name, said.text) == ("宋江", "林教头好")


# ------------------------------------------------------------------ the server's operator
async def tell_everyone(server: ServerThread, text: str) -> None:
    """The server's operator says ``text`` to everyone connected: a chat line of the
    channel ``server``, without a name (the server's loop)."""
    assert server.server is not None
    for connection in list(server.server.hub.connections.values()):
        if connection.greeted:
            connection.send(wire.ChatLine("server", "", text))


async def from_the_operator(server: ServerThread, session: str, *said: wire.Message) -> None:
    """The server's operator has ``said`` sent to the connection ``session``; after a
    ``bye`` it is closed (the server's loop)."""
    assert server.server is not None
    connection = server.server.hub.connections[session]
    for message in said:
        connection.send(message)
    if any(isinstance(message, wire.Bye) for message in said):
        connection.close(1008, "kicked")


def at_a_table(qtbot, window: MainWindow, server: ServerThread) -> Any:
    """Connected, a room of identity5-simple created, seat 0 taken, computers on the
    others, the game started: the online page, its table shown."""
    connect(qtbot, window, server)
    online = window.online
    client = online.client
    client.create_room(wire.CreateRoom("identity5-simple", seconds=60))
    qtbot.waitUntil(lambda: client.room is not None, timeout=STEP)
    client.take_seat(0)
    for seat in range(1, 5):
        client.add_computer(seat)
    client.ready(True)
    qtbot.waitUntil(
        lambda: client.room is not None and all(s.ready for s in client.room.seats),
        timeout=STEP,
    )
    client.start()
    qtbot.waitUntil(lambda: online.table is not None, timeout=STEP)
    assert window.stack.currentWidget() is online.table
    return online


def test_the_server_operators_notice_shows_in_the_lobby_the_room_and_the_table_as_the_servers(
    qtbot, window, server
) -> None:
    """In the lobby, the operator's notice is in the lobby chat; at a table, in the lobby
    chat, the room chat and the table's log, marked "📢 Server" (in Chinese too), never
    as a person's line without a name."""
    connect(qtbot, window, server)
    online = window.online
    lobby = online.lobby
    server.run(tell_everyone(server, "今晚十点维护"))
    qtbot.waitUntil(lambda: "今晚十点维护" in lobby.chat.log.toPlainText(), timeout=STEP)
    assert lobby.chat.log.toPlainText().splitlines()[-1] == "📢 Server: 今晚十点维护"
    assert online.room is None or "今晚十点维护" not in online.room.chat.log.toPlainText()
    online = at_a_table(qtbot, window, server)
    page = online.table.table
    server.run(tell_everyone(server, "请抓紧时间"))
    qtbot.waitUntil(lambda: "📢 Server: 请抓紧时间" in page.log.lines(), timeout=STEP)
    room_chat = online.room.chat.log.toPlainText().splitlines()
    lobby_chat = lobby.chat.log.toPlainText().splitlines()
    assert room_chat[-1] == lobby_chat[-1] == "📢 Server: 请抓紧时间"
    assert not [line for line in room_chat + lobby_chat + page.log.lines() if line[:1] == ":"]
    set_language("zh")  # the table's note is worded again in the person's language
    try:
        qtbot.waitUntil(lambda: "📢 服务器：请抓紧时间" in page.log.lines(), timeout=STEP)
    finally:
        set_language("en")
    online.leave_room()  # the seat given up: no way back left for the tests after
    online.leave_server()  # while the Qt loop runs (the server stops after the test)
    qtbot.waitUntil(lambda: not online._tasks, timeout=STEP)


def test_a_room_the_server_operator_closes_takes_the_person_to_the_lobby_saying_so(
    qtbot, window, server
) -> None:
    """At a table, the operator closes the room: the table goes, the lobby shows, and the
    person is told the server's operator closed it (not the host), with the operator's
    words; the seat is not offered to go back to."""
    online = at_a_table(qtbot, window, server)
    room = online.client.room.id
    assert window.seat_tokens.get(server.url) is not None
    closing = wire.Kicked(room, "server", "服务器维护")
    server.run(from_the_operator(server, online.client.session_id, closing))
    qtbot.waitUntil(lambda: window.stack.currentWidget() is online.lobby, timeout=STEP)
    assert online.table is None and online.client.room is None
    box = online.message
    assert box is not None and box.windowTitle() == "Room closed"
    assert box.text() == (
        f"The server's operator closed room {room}; a game under way there ended without "
        "a result.\n\nThe operator says: 服务器维护"
    )
    assert window.seat_tokens.get(server.url) is None  # nothing to go back to
    online.leave_server()
    qtbot.waitUntil(lambda: not online._tasks, timeout=STEP)


def test_a_person_the_server_operator_sends_away_is_told_so_with_the_operators_words(
    qtbot, window, server
) -> None:
    """The operator sends the person away (``bye`` ``kicked``): the start page comes back,
    and the person is told the server's operator did it, with the operator's words."""
    connect(qtbot, window, server)
    online = window.online
    sent_away = wire.Bye("kicked", "请勿刷屏")
    server.run(from_the_operator(server, online.client.session_id, sent_away))
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start_page, timeout=STEP)
    assert online.client is None
    box = online.message
    assert box is not None and box.windowTitle() == "Disconnected"
    assert box.text() == (
        "The server's operator sent you away from the server.\n\nThe operator says: 请勿刷屏"
    )


@pytest.mark.usefixtures("small_screen")
@pytest.mark.parametrize("language", ["zh", "en"])
def test_the_operators_longest_words_fit_a_small_screen_in_either_language(
    qtbot, window, server, language
) -> None:
    """A room closed and the person sent away, each with the operator's words at their
    longest (a server's message, 300 characters): both boxes fit on 1024×700."""
    connect(qtbot, window, server)
    online = window.online
    set_language(language)
    try:
        room = create_room(qtbot, window)
        words = ("服务器今晚维护，请稍后再来。" * 22)[:MESSAGE_LIMIT]
        session = online.client.session_id
        server.run(from_the_operator(server, session, wire.Kicked(room, "server", words)))
        qtbot.waitUntil(lambda: window.stack.currentWidget() is online.lobby, timeout=STEP)
        closed = online.message
        assert closed is not None and closed.isVisible() and words in closed.text()
        assert ("管理员" if language == "zh" else "operator") in closed.text()
        assert fits(closed)
        closed.close()
        words = ("Please come back after the maintenance. " * 8)[:MESSAGE_LIMIT]
        server.run(from_the_operator(server, session, wire.Bye("kicked", words)))
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start_page, timeout=STEP)
        gone = online.message
        assert gone is not closed and gone.isVisible() and words in gone.text()
        assert fits(gone)
    finally:
        set_language("en")
