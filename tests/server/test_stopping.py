"""The server stops on every system: where the event loop takes no signal handlers
(Windows' proactor loop raises NotImplementedError), Python's own handlers stop it on
Ctrl+C and a polite kill, and are given back afterwards; the server the desktop program
starts stops the same way, saving its rooms, and is not killed."""

from __future__ import annotations

import asyncio
import signal
import sys
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from yxs_desktop.client import local_server
from yxs_desktop.client.local_server import LocalServer
from yxs_desktop.protocol import decode_server, encode
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.app import Server, serve

pytestmark = [pytest.mark.timeout(120)]

#: ``yxs`` run with Unix loops that refuse signal handlers, as Windows' loop does.
WITHOUT_LOOP_SIGNALS = (
    "import asyncio.unix_events, sys\n"
    "def refuse(self, *args): raise NotImplementedError\n"
    "asyncio.unix_events._UnixSelectorEventLoop.add_signal_handler = refuse\n"
    "from yxs_desktop.cli import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def refuse_signal_handlers(*_args: object) -> None:
    raise NotImplementedError  # what Windows' proactor loop does


@pytest.mark.asyncio
async def test_a_server_whose_loop_takes_no_signal_handlers_stops_on_ctrl_c(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    loop = asyncio.get_running_loop()
    monkeypatch.setattr(loop, "add_signal_handler", refuse_signal_handlers)
    before = signal.getsignal(signal.SIGINT)
    server = asyncio.create_task(serve(lambda: Server("127.0.0.1", 0, 10, 10, None)))
    await asyncio.sleep(0.5)  # listening
    assert not server.done()
    signal.raise_signal(signal.SIGINT)
    async with asyncio.timeout(10):
        await server
    assert signal.getsignal(signal.SIGINT) is before  # pytest's own handler again


@pytest.mark.asyncio
async def test_the_programs_own_server_without_loop_signal_handlers_stops_politely(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def command(host: str, port: int, data: Path) -> list[str]:
        place = ["--host", host, "--port", str(port), "--data", str(data)]
        return [sys.executable, "-c", WITHOUT_LOOP_SIGNALS, "server", *place]

    monkeypatch.setattr(local_server, "server_command", command)
    server = LocalServer(0, folder=tmp_path)
    url = await server.start()
    async with asyncio.timeout(10), connect(url) as socket_:
        await socket_.send(encode(wire.Hello((2, 2), "宋江")).decode())
        assert isinstance(decode_server(await socket_.recv()), wire.Welcome)
    process = server.process
    assert process is not None
    await server.stop()
    assert process.returncode == 0  # it stopped itself on the signal: not killed
    assert "a signal: shutting down" in server.log_path.read_text("utf-8")
