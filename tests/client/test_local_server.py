"""A server on this computer: started as a child process on loopback, it accepts
connections once start() returns its URL and is gone after stop() (its rooms' replays in
the program's data folder); a port in use or a server that ends gives a clear error in
both languages and leaves nothing running; the program's quitting stops it too."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from yxs_desktop.client import local_server
from yxs_desktop.client.local_server import (
    LocalServer,
    LocalServerError,
    default_server_folder,
    server_command,
)
from yxs_desktop.protocol import decode_server, encode
from yxs_desktop.protocol import messages as wire

pytestmark = [pytest.mark.timeout(120)]


async def _hello(url: str) -> wire.ServerMessage:
    async with asyncio.timeout(10), connect(url) as socket_:
        await socket_.send(encode(wire.Hello((2, 2), "宋江")).decode())
        return decode_server(await socket_.recv())


def _refuses(port: int) -> bool:
    with socket.socket() as probe:
        probe.settimeout(1.0)
        return probe.connect_ex(("127.0.0.1", port)) != 0


@pytest.mark.asyncio
async def test_a_started_server_answers_hello_on_loopback_and_is_gone_when_stopped(tmp_path):
    server = LocalServer(0, folder=tmp_path)  # 0: any free port
    url = await server.start()
    try:
        assert server.running and server.port > 0
        assert url == f"ws://127.0.0.1:{server.port}/"
        assert isinstance(await _hello(url), wire.Welcome)
        assert "--host" in server.process.args and "127.0.0.1" in server.process.args
        process = server.process
    finally:
        await server.stop()
    assert not server.running and server.process is None
    assert process.returncode == 0  # SIGTERM: the server shut down cleanly
    assert _refuses(server.port)
    assert "listening on" in (tmp_path / "server.log").read_text(encoding="utf-8")
    assert (tmp_path / "replays").is_dir()


@pytest.mark.asyncio
async def test_a_port_in_use_is_a_clear_error_in_both_languages(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        server = LocalServer(port, folder=tmp_path)
        with pytest.raises(LocalServerError) as caught:
            await server.start()
    assert caught.value.problem == "port_in_use"
    assert caught.value.text("en") == f"The port {port} is in use; choose another one."
    assert str(port) in caught.value.text("zh") and "占用" in caught.value.text("zh")
    assert not server.running


@pytest.mark.asyncio
async def test_a_server_that_ends_before_listening_says_its_last_line_and_code(
    tmp_path, monkeypatch
):
    def dying(host: str, port: int, replays: Path) -> list[str]:
        return [sys.executable, "-c", "import sys; print('no such thing'); sys.exit(3)"]

    monkeypatch.setattr(local_server, "server_command", dying)
    server = LocalServer(0, folder=tmp_path)
    with pytest.raises(LocalServerError) as caught:
        await server.start()
    assert caught.value.problem == "ended"
    assert "code 3" in caught.value.text("en") and "no such thing" in caught.value.text("en")
    assert "代码 3" in caught.value.text("zh")
    assert server.process is None


@pytest.mark.asyncio
async def test_a_server_that_never_listens_is_stopped_after_the_time_allowed(tmp_path, monkeypatch):
    def silent(host: str, port: int, replays: Path) -> list[str]:
        return [sys.executable, "-c", "import time; time.sleep(60)"]

    monkeypatch.setattr(local_server, "server_command", silent)
    server = LocalServer(0, folder=tmp_path)
    with pytest.raises(LocalServerError) as caught:
        await server.start(timeout=0.5)
    assert caught.value.problem == "timeout"
    assert "0.5 s" in caught.value.text("en")
    assert server.process is None


def test_quitting_the_program_stops_a_running_server(tmp_path):
    server = LocalServer(0, folder=tmp_path)
    asyncio.run(server.start())
    process = server.process
    assert process is not None and process.poll() is None
    server.stop_now()  # what atexit calls, with no event loop
    assert process.poll() == 0 and server.process is None
    assert _refuses(server.port)


def test_a_program_that_quits_without_stopping_its_server_stops_it_on_the_way_out(tmp_path):
    script = (
        "import asyncio, sys\n"
        "from pathlib import Path\n"
        "from yxs_desktop.client.local_server import LocalServer\n"
        "server = LocalServer(0, folder=Path(sys.argv[1]))\n"
        "asyncio.run(server.start())\n"
        "print(server.port)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert _refuses(int(done.stdout))
    assert "stopped" in (tmp_path / "server.log").read_text(encoding="utf-8")


def test_a_program_killed_takes_its_server_with_it_and_the_next_log_has_no_holes(tmp_path):
    script = (
        "import asyncio, sys, time\n"
        "from pathlib import Path\n"
        "from yxs_desktop.client.local_server import LocalServer\n"
        "server = LocalServer(0, folder=Path(sys.argv[1]))\n"
        "asyncio.run(server.start())\n"
        "print(server.port, server.process.pid, flush=True)\n"
        "time.sleep(60)\n"
    )
    program = subprocess.Popen(
        [sys.executable, "-c", script, str(tmp_path)], stdout=subprocess.PIPE, text=True
    )
    assert program.stdout is not None
    port, pid = map(int, program.stdout.readline().split())
    program.kill()  # no atexit, no stop(): the program is just gone
    program.wait()
    deadline = time.monotonic() + 15
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(pid), "the server outlived its program"
    assert _refuses(port)
    again = LocalServer(0, folder=tmp_path)
    asyncio.run(again.start())
    again.stop_now()
    assert b"\0" not in (tmp_path / "server.log").read_bytes()
    assert "gone: shutting down" in (tmp_path / "server.log.1").read_text(encoding="utf-8")


def _alive(pid: int) -> bool:
    try:
        waited, _ = os.waitpid(pid, os.WNOHANG)  # a child of ours only if the program's died
    except ChildProcessError:
        waited = 0
    if waited:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] != "Z"


def test_the_command_is_yxs_server_and_a_bundle_runs_itself(monkeypatch, tmp_path):
    command = server_command("127.0.0.1", 9527, tmp_path)
    assert command[:3] == [sys.executable, "-m", "yxs_desktop"]
    assert command[3:] == [
        "server",
        "--host",
        "127.0.0.1",
        "--port",
        "9527",
        "--data",
        str(tmp_path),
        "--parent",
        str(os.getpid()),
    ]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert server_command("0.0.0.0", 1, tmp_path)[:2] == [sys.executable, "server"]


def test_the_local_network_is_the_persons_choice_and_replays_go_to_the_data_folder():
    assert LocalServer().host == "127.0.0.1"
    assert LocalServer(lan=True).host == "0.0.0.0"
    assert LocalServer().folder == default_server_folder()
    assert default_server_folder().parent.name == "yxs_desktop"
    with pytest.raises(ValueError):
        LocalServer(70000)
