"""A real ``redis-server`` for a test, on a free loopback port, in the test's own folder,
that the test may stop and start again (the same port, nothing kept: a Redis restarted
empty, as one without persistence comes back). Tests that need it are skipped, saying
why, where ``redis-server`` is not installed (``packaging/test-services.sh`` installs it
for ``make test`` as root)."""

from __future__ import annotations

import contextlib
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

#: Seconds ``redis-server`` may take to answer after it starts.
START_WAIT = 10.0

REDIS_SERVER = shutil.which("redis-server")
needs_redis = pytest.mark.skipif(
    REDIS_SERVER is None,
    reason="redis-server is not installed (sudo apt-get install redis-server)",
)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class RedisProcess:
    """``redis-server`` on ``127.0.0.1:port`` with its files in ``folder``."""

    def __init__(self, folder: Path, port: int | None = None) -> None:
        self.folder = folder
        self.port = port or free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        assert REDIS_SERVER is not None
        self.folder.mkdir(parents=True, exist_ok=True)
        self.process = subprocess.Popen(
            [
                REDIS_SERVER,
                "--bind", "127.0.0.1",
                "--port", str(self.port),
                "--save", "",
                "--appendonly", "no",
                "--dir", str(self.folder),
                "--protected-mode", "yes",
            ],
            stdout=(self.folder / "redis.log").open("ab"),
            stderr=subprocess.STDOUT,
        )  # fmt: skip
        deadline = time.monotonic() + START_WAIT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                log = (self.folder / "redis.log").read_text(errors="replace")
                raise RuntimeError(f"redis-server ended at once:\n{log[-2000:]}")
            with (
                contextlib.suppress(OSError),
                socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as connection,
            ):
                connection.sendall(b"PING\r\n")
                if connection.recv(64).startswith(b"+PONG"):
                    return
            time.sleep(0.05)
        raise RuntimeError(f"redis-server did not answer on port {self.port}")

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is None:
            return
        process.kill()
        process.wait(10)


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisProcess]:
    """A running ``redis-server`` of this test (skipped where there is none)."""
    if REDIS_SERVER is None:
        pytest.skip("redis-server is not installed (sudo apt-get install redis-server)")
    server = RedisProcess(tmp_path / "redis")
    server.start()
    try:
        yield server
    finally:
        server.stop()
