"""A ``yxs server`` on this computer, run as a child process of the desktop program.

:class:`LocalServer` starts ``yxs server --host H --port P --data DIR`` (on loopback unless
the person chooses the local network), waits until it listens (bounded), gives its URL,
and stops it with SIGTERM (Ctrl+Break on Windows), then a kill after :data:`STOP_GRACE`
seconds; a server left running when the program quits is stopped the same way
(``atexit``). The server's output goes to ``server.log`` in its folder (a pipe nobody
reads could fill and stall it); its replays go to ``replays`` there, in the program's data
folder. A server that cannot start raises :class:`LocalServerError`, which says why in
either language. No Qt here.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Final, Literal

from platformdirs import user_data_dir

from yxs_desktop.client.address import DEFAULT_PORT

#: How long the server has to listen after it is started, in seconds.
START_TIMEOUT: Final = 20.0
#: How long a SIGTERM'd server has to end before it is killed, in seconds.
STOP_GRACE: Final = 5.0
LOOPBACK: Final = "127.0.0.1"
#: Every address of this computer: others on the local network may connect.
ALL_ADDRESSES: Final = "0.0.0.0"
LOG_NAME: Final = "server.log"
# what app.py logs once it listens (the port matters when 0 asked for any free one)
_LISTENING: Final = re.compile(r"listening on ws://\S+?:(\d+)/")
_POLL: Final = 0.05
# On Windows the server gets its own process group, so that Ctrl+Break reaches it alone.
if sys.platform == "win32":
    _OWN_GROUP: Final = subprocess.CREATE_NEW_PROCESS_GROUP
else:
    _OWN_GROUP: Final = 0

Problem = Literal["port_in_use", "ended", "timeout", "cannot_run", "folder"]
_TEXTS: Final[dict[Problem, tuple[str, str]]] = {
    "port_in_use": (
        "端口 {port} 已被占用，请换一个端口。",
        "The port {port} is in use; choose another one.",
    ),
    "ended": (
        "服务器意外退出（代码 {code}）：{detail}",
        "The server ended unexpectedly (code {code}): {detail}",
    ),
    "timeout": (
        "服务器在 {seconds} 秒内没有开始监听。",
        "The server did not start listening within {seconds} s.",
    ),
    "cannot_run": ("无法启动服务器：{detail}", "The server cannot be started: {detail}"),
    "folder": (
        "无法使用服务器的文件夹 {folder}：{detail}",
        "The server's folder {folder} cannot be used: {detail}",
    ),
}


class LocalServerError(Exception):
    """The local server did not start (``problem`` says why; ``text(lang)`` in Chinese or
    English, ``str()`` in English)."""

    def __init__(self, problem: Problem, **fields: object) -> None:
        self.problem: Problem = problem
        self.fields = fields
        super().__init__(self.text("en"))

    def text(self, lang: str) -> str:
        zh, en = _TEXTS[self.problem]
        return (zh if lang == "zh" else en).format(**self.fields)


def default_server_folder() -> Path:
    """The local server's folder: ``server`` in the program's data folder (beside the
    client's ``replays``)."""
    return Path(user_data_dir("yxs_desktop", appauthor=False)) / "server"


def server_command(host: str, port: int, data: Path) -> list[str]:
    """The command that runs ``yxs server`` with this Python, or this program when it is
    a PyInstaller bundle (whose executable is the ``yxs`` command itself); the server
    stops when this program is gone, even killed (``--parent``)."""
    frozen = getattr(sys, "frozen", False)
    program = [sys.executable] if frozen else [sys.executable, "-m", "yxs_desktop"]
    place = ["--host", host, "--port", str(port), "--data", str(data)]
    return [*program, "server", *place, "--parent", str(os.getpid())]


class LocalServer:
    """``yxs server`` on ``port`` (0: any free one) of this computer; ``lan``: listening on
    every address, so that others on the local network may join (the person's explicit
    choice), else on loopback only. ``folder``: where its log and replays go (default
    :func:`default_server_folder`)."""

    def __init__(
        self, port: int = DEFAULT_PORT, *, lan: bool = False, folder: Path | None = None
    ) -> None:
        if not 0 <= port <= 65535:
            raise ValueError(f"the port {port} is not from 0 to 65535")
        self.port = port
        self.host = ALL_ADDRESSES if lan else LOOPBACK
        self.folder = folder if folder is not None else default_server_folder()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def log_path(self) -> Path:
        return self.folder / LOG_NAME

    @property
    def running(self) -> bool:
        """Whether the server process is alive."""
        return self.process is not None and self.process.poll() is None

    @property
    def url(self) -> str:
        """The URL this computer connects to (loopback, also when it serves the LAN)."""
        return f"ws://{LOOPBACK}:{self.port}/"

    async def start(self, timeout: float = START_TIMEOUT) -> str:
        """Start the server and wait until it accepts connections; its URL. Raises
        :class:`LocalServerError` when the port is in use, the server ends, or it does
        not listen within ``timeout`` seconds (then it is stopped)."""
        if self.running:
            return self.url
        try:
            (self.folder / "replays").mkdir(parents=True, exist_ok=True)
            _keep_last_log(self.log_path)
            # appended to: a server of an earlier run still writing leaves no hole of NULs
            log = self.log_path.open("ab")
        except OSError as error:
            raise LocalServerError(
                "folder", folder=self.folder, detail=error.strerror or error
            ) from None
        asked = self.port
        try:
            with log:
                self.process = subprocess.Popen(
                    server_command(self.host, asked, self.folder),
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    creationflags=_OWN_GROUP,
                )
        except OSError as error:
            raise LocalServerError("cannot_run", detail=error.strerror or error) from None
        atexit.register(self.stop_now)
        try:
            async with asyncio.timeout(timeout):
                self.port = await self._listening(asked)
        except TimeoutError:
            await self.stop()
            raise LocalServerError("timeout", seconds=f"{timeout:g}") from None
        except LocalServerError:
            await self.stop()
            raise
        return self.url

    async def _listening(self, asked: int) -> int:
        """The port the server listens on, once it says so and a connection gets through."""
        while True:
            code = self.process.poll() if self.process is not None else 1
            if code is not None:
                raise self._ended(code, asked)
            found = _LISTENING.search(self._log())
            if found and await accepts(int(found.group(1))):
                return int(found.group(1))
            await asyncio.sleep(_POLL)

    def _ended(self, code: int, port: int) -> LocalServerError:
        lines = [line for line in self._log().splitlines() if line.strip()]
        last = lines[-1].strip() if lines else ""
        # `yxs server` exits 2 with one line when it cannot listen on the address
        if code == 2 and "cannot listen" in last:
            if "in use" in last.lower():
                return LocalServerError("port_in_use", port=port)
            return LocalServerError("ended", code=code, detail=last)
        return LocalServerError("ended", code=code, detail=last or "-")

    def _log(self) -> str:
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    async def stop(self) -> None:
        """Stop the server: SIGTERM (it closes its rooms, saving their replays), then a
        kill if it has not ended within :data:`STOP_GRACE` seconds."""
        process = self.process
        if process is None:
            return
        if process.poll() is None:
            _ask_to_stop(process)
            deadline = time.monotonic() + STOP_GRACE
            while process.poll() is None and time.monotonic() < deadline:
                await asyncio.sleep(_POLL)
            if process.poll() is None:
                process.kill()
                await asyncio.to_thread(process.wait)
        self._forget()

    def stop_now(self) -> None:
        """:meth:`stop` without an event loop, blocking (when the program quits)."""
        process = self.process
        if process is None:
            return
        if process.poll() is None:
            _ask_to_stop(process)
            try:
                process.wait(STOP_GRACE)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        self._forget()

    def _forget(self) -> None:
        self.process = None
        atexit.unregister(self.stop_now)


def _ask_to_stop(process: subprocess.Popen[bytes]) -> None:
    """Ask the server to stop as a signal does (it saves its rooms): SIGTERM, or on
    Windows, where that would end it at once, Ctrl+Break to its own process group."""
    if sys.platform == "win32":
        process.send_signal(signal.CTRL_BREAK_EVENT)
    else:
        process.terminate()


def _keep_last_log(path: Path) -> None:
    """Move the last run's log aside (``server.log.1``), so that each run's log begins the
    file and the last one can still be read."""
    with contextlib.suppress(OSError):
        if path.exists():
            os.replace(path, path.with_name(path.name + ".1"))


async def accepts(port: int) -> bool:
    """Whether a connection to ``port`` on loopback gets through."""
    try:
        async with asyncio.timeout(1.0):
            _reader, writer = await asyncio.open_connection(LOOPBACK, port)
    except (OSError, TimeoutError):
        return False
    writer.close()
    with contextlib.suppress(OSError):
        await writer.wait_closed()
    return True


async def serves_yxs(port: int, timeout: float = 2.0) -> bool:
    """Whether a yxs server answers on ``port`` of this computer's loopback (it says
    ``welcome`` to a ``hello``): one already running, started by another program."""
    from websockets.asyncio.client import connect  # only when a port is found taken

    from yxs_desktop.protocol import PROTOCOL_VERSION, decode_server, encode
    from yxs_desktop.protocol import messages as wire

    try:
        async with asyncio.timeout(timeout):
            async with connect(f"ws://{LOOPBACK}:{port}/", open_timeout=timeout) as socket:
                await socket.send(encode(wire.Hello(PROTOCOL_VERSION, "probe")).decode())
                return isinstance(decode_server(await socket.recv()), wire.Welcome)
    except Exception:  # anything else on that port, or nothing that answers in time
        return False


def loopback_port(url: str) -> int | None:
    """The port of ``url`` when it names this computer's loopback (``ws://127.0.0.1:P/``
    or ``localhost``) as this program's own server is reached (plain ``ws://``, no path),
    else None."""
    found = re.fullmatch(r"ws://(?:127\.0\.0\.1|localhost|\[::1\]):(\d{1,5})/?", url)
    return int(found.group(1)) if found else None
