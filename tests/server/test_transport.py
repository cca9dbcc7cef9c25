"""The server as people run it on the internet, over real sockets on loopback: ``yxs
server --cert --key`` serves wss:// (a client trusting the certificate joins a room; one
with the system's authorities is refused with a certificate error, not a hang), ``--path``
serves the WebSocket under its prefix only (404 elsewhere), a handshake with an
``Origin`` header is refused (403) unless the origin is allowed, ``GET /healthz`` answers
200 ``ok``, and ``X-Forwarded-For`` names the client only when a trusted proxy sent it."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import re
import ssl
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from tests.client.online_helpers import Notices
from tests.server.wsclient import WAIT, Client, running
from yxs_desktop.client.address import server_url
from yxs_desktop.client.online import OnlineClient, OnlineError
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.app import Server
from yxs_desktop.server.transport import Transport, path_prefix

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(90)]

ROOT = Path(__file__).resolve().parents[2]
# (the path ends at a space, or at the quote that ends a JSON log line's message)
_LISTENING = re.compile(r"listening on (wss?)://127\.0\.0\.1:(\d+)(/[^\s\"]*)")


@dataclass(frozen=True)
class Certificate:
    """A self-signed certificate for localhost and 127.0.0.1, and its key (PEM files)."""

    cert: Path
    key: Path

    def trusted(self) -> ssl.SSLContext:
        """A client's context that trusts this certificate (and verifies it)."""
        return ssl.create_default_context(cafile=str(self.cert))


@pytest.fixture(scope="module")
def certificate(tmp_path_factory: pytest.TempPathFactory) -> Certificate:
    folder = tmp_path_factory.mktemp("tls")
    cert, key = folder / "c.pem", folder / "k.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-keyout",
            str(key),
            "-out",
            str(cert),
            "-days",
            "1",
            "-subj",
            "/CN=localhost",
            "-addext",
            "subjectAltName=DNS:localhost,IP:127.0.0.1",
        ],
        check=True,
        capture_output=True,
        timeout=60,
    )
    return Certificate(cert, key)


@dataclass
class Running:
    """``yxs server`` in a process of its own: where it listens, and what it logged."""

    scheme: str
    port: int
    path: str
    log: list[str] = field(default_factory=list)


@contextlib.asynccontextmanager
async def yxs_server(*flags: str) -> AsyncIterator[Running]:
    """``yxs server --port 0 --no-data FLAGS`` until the block ends (then SIGTERM)."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "yxs_desktop",
        "server",
        "--port",
        "0",
        "--no-data",
        *flags,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    assert process.stderr is not None
    stderr = process.stderr
    lines: list[str] = []
    try:
        async with asyncio.timeout(30):
            while True:
                line = (await stderr.readline()).decode()
                assert line, f"the server ended: {''.join(lines)}"
                lines.append(line)
                found = _LISTENING.search(line)
                if found:
                    break
        server = Running(found.group(1), int(found.group(2)), found.group(3), lines)

        async def drain() -> None:  # the log is read on, so that its pipe never fills
            while line := await stderr.readline():
                lines.append(line.decode())

        reader = asyncio.create_task(drain())
        try:
            yield server
        finally:
            process.terminate()
            async with asyncio.timeout(15):
                await process.wait()
                await reader
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()


def http_get(
    url: str, context: ssl.SSLContext | None = None, headers: dict[str, str] | None = None
) -> tuple[int, str]:
    """The status and text of ``GET url`` (blocking: run it in a thread)."""
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=WAIT, context=context) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


async def get(url: str, context: ssl.SSLContext | None = None) -> tuple[int, str]:
    return await asyncio.to_thread(http_get, url, context)


async def refused_with(url: str, **options: object) -> int:
    """The HTTP status a WebSocket handshake to ``url`` is refused with."""
    with pytest.raises(InvalidStatus) as refused:
        async with connect(url, open_timeout=WAIT, **options):  # type: ignore[arg-type]
            pass
    return refused.value.response.status_code


async def welcomed(url: str, **options: object) -> Client:
    """A connection to ``url`` that said hello and got ``welcome``."""
    client = Client(await connect(url, open_timeout=WAIT, **options))  # type: ignore[arg-type]
    await client.send("hello", versions=[2, 2], name="宋江")
    await client.expect(wire.Welcome)
    return client


# ---------------------------------------------------------------------------- TLS
async def test_a_player_joins_a_room_over_wss_on_a_server_started_with_cert_and_key(
    certificate: Certificate,
) -> None:
    flags = ("--cert", str(certificate.cert), "--key", str(certificate.key), "--path", "/yxs")
    async with yxs_server(*flags) as server, asyncio.timeout(60):
        assert (server.scheme, server.path) == ("wss", "/yxs/")
        url = server_url(f"wss://127.0.0.1:{server.port}/yxs/")  # as the dialog makes it
        notices = Notices()
        client = OnlineClient(url, "宋江", notices, tls=certificate.trusted())
        welcome = await client.connect()
        assert welcome.session
        client.create_room(wire.CreateRoom("identity5-simple"))
        room = await notices.expect(wire.Room)
        client.take_seat(0)
        seated = await notices.expect(wire.Seated)
        assert seated.seat == 0 and client.room is not None and client.room.id == room.id
        client.list_rooms()
        rooms = await notices.expect(wire.Rooms)
        assert [entry.id for entry in rooms.rooms] == [room.id]
        await client.close()
        health = await get(f"https://127.0.0.1:{server.port}/yxs/healthz", certificate.trusted())
        assert health == (200, "ok\n")
    assert any("connected from 127.0.0.1" in line for line in server.log)


async def test_a_self_signed_server_is_refused_with_a_certificate_error_not_a_hang(
    certificate: Certificate,
) -> None:
    flags = ("--cert", str(certificate.cert), "--key", str(certificate.key))
    async with yxs_server(*flags) as server, asyncio.timeout(30):
        notices = Notices()
        # the default context: the system's authorities, which do not know this one
        client = OnlineClient(f"wss://127.0.0.1:{server.port}/", "宋江", notices)
        with pytest.raises(OnlineError) as refused:
            await client.connect()
        assert refused.value.code == "certificate"
        assert "self-signed certificate" in refused.value.message
        assert client.status.state == "closed" and client.status.reason == "certificate"
        # a plain ws:// client gets nothing from a wss:// server either
        plain = OnlineClient(f"ws://127.0.0.1:{server.port}/", "宋江", Notices(), open_timeout=5)
        with pytest.raises(OnlineError) as plain_refused:
            await plain.connect()
        assert plain_refused.value.code == "unreachable"


async def test_a_tls_context_is_only_for_a_wss_url(certificate: Certificate) -> None:
    with pytest.raises(ValueError, match="wss://"):
        OnlineClient("ws://127.0.0.1:9527/", "宋江", Notices(), tls=certificate.trusted())


# ---------------------------------------------------------------------------- the path
async def test_under_a_path_prefix_the_websocket_is_served_there_and_404_elsewhere(
    tmp_path: Path,
) -> None:
    transport = Transport(path=path_prefix("/yxs"))
    async with running(tmp_path, transport=transport) as server, asyncio.timeout(30):
        base = f"ws://127.0.0.1:{server.port}"
        notices = Notices()
        client = OnlineClient(f"{base}/yxs/", "宋江", notices)
        await client.connect()
        client.list_rooms()
        await notices.expect(wire.Rooms)
        await client.close()
        without_slash = await welcomed(f"{base}/yxs")  # what a person may type
        await without_slash.socket.close()
        assert await refused_with(f"{base}/other/") == 404
        assert await refused_with(f"{base}/") == 404
        assert await refused_with(f"{base}/yxsother") == 404
        lost = OnlineClient(f"{base}/other/", "宋江", Notices())
        with pytest.raises(OnlineError) as refused:
            await lost.connect()
        assert refused.value.code == "unreachable" and "404" in refused.value.message


async def test_without_a_path_every_path_is_served_as_before(tmp_path: Path) -> None:
    async with running(tmp_path) as server, asyncio.timeout(30):
        for path in ("/", "/anything/at/all", "/yxs/"):
            client = await welcomed(f"ws://127.0.0.1:{server.port}{path}")
            await client.socket.close()


# ---------------------------------------------------------------------------- healthz
async def test_healthz_answers_200_ok_at_the_root_and_under_the_path(tmp_path: Path) -> None:
    async with running(tmp_path) as server, asyncio.timeout(30):
        assert await get(f"http://127.0.0.1:{server.port}/healthz") == (200, "ok\n")
        status, _ = await get(f"http://127.0.0.1:{server.port}/")
        assert status == 426  # a plain GET elsewhere: websockets' "upgrade required"
    transport = Transport(path=path_prefix("/yxs/"))
    async with running(tmp_path, transport=transport) as server, asyncio.timeout(30):
        assert await get(f"http://127.0.0.1:{server.port}/yxs/healthz") == (200, "ok\n")
        assert (await get(f"http://127.0.0.1:{server.port}/healthz"))[0] == 404


# ---------------------------------------------------------------------------- Origin
async def test_a_web_pages_origin_is_refused_and_a_desktop_client_without_one_is_taken(
    tmp_path: Path,
) -> None:
    async with running(tmp_path) as server, asyncio.timeout(30):
        url = f"ws://127.0.0.1:{server.port}/"
        assert await refused_with(url, origin="https://evil.example") == 403
        assert await refused_with(url, origin="null") == 403  # a sandboxed page, a file
        assert await refused_with(url, origin=f"http://127.0.0.1:{server.port}") == 403
        client = await welcomed(url)  # no Origin header: the desktop client
        await client.socket.close()


async def test_an_allowed_origin_is_taken_and_the_others_still_refused(tmp_path: Path) -> None:
    transport = Transport(origins=("https://yxs.example",))
    async with running(tmp_path, transport=transport) as server, asyncio.timeout(30):
        url = f"ws://127.0.0.1:{server.port}/"
        client = await welcomed(url, origin="https://yxs.example")
        await client.socket.close()
        assert await refused_with(url, origin="https://evil.example") == 403
        assert await refused_with(url, origin="https://yxs.example:8443") == 403
        desktop = await welcomed(url)
        await desktop.socket.close()


# ---------------------------------------------------------------------------- X-Forwarded-For
async def _peer_seen(server: Server, headers: Sequence[tuple[str, str]]) -> str:
    """The client's address the server took for a connection sending ``headers``."""
    client = await welcomed(f"ws://127.0.0.1:{server.port}/", additional_headers=list(headers))
    welcome = next(m for m in client.received if isinstance(m, wire.Welcome))
    peer = server.hub.connections[welcome.session].peer
    await client.socket.close()
    return peer


async def test_x_forwarded_for_names_the_client_only_when_a_trusted_proxy_sent_it(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    forwarded = [("X-Forwarded-For", "203.0.113.9, 198.51.100.7")]
    trusted = Transport(trusted_proxies=frozenset({ipaddress.ip_address("127.0.0.1")}))
    with caplog.at_level(logging.INFO, logger="yxs_desktop.server.hub"):
        async with running(tmp_path, transport=trusted) as server, asyncio.timeout(30):
            assert await _peer_seen(server, forwarded) == "198.51.100.7"  # the last entry
            two_headers = [("X-Forwarded-For", "203.0.113.9"), ("X-Forwarded-For", "2001:db8::5")]
            assert await _peer_seen(server, two_headers) == "2001:db8::5"
            assert await _peer_seen(server, [("X-Forwarded-For", "unknown")]) == "127.0.0.1"
            assert await _peer_seen(server, []) == "127.0.0.1"
    assert "connected from 198.51.100.7" in caplog.text
    assert "gone (198.51.100.7)" in caplog.text
    elsewhere = Transport(trusted_proxies=frozenset({ipaddress.ip_address("10.0.0.1")}))
    async with running(tmp_path, transport=elsewhere) as server, asyncio.timeout(30):
        assert await _peer_seen(server, forwarded) == "127.0.0.1"  # not from that proxy
    async with running(tmp_path) as server, asyncio.timeout(30):
        assert await _peer_seen(server, forwarded) == "127.0.0.1"  # no proxy trusted
