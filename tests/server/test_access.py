"""Who may connect, as an operator relies on it: at most ``--max-per-address`` connections
at once from one client address (behind a trusted proxy, the address ``X-Forwarded-For``
names), the next refused with HTTP 429 before any WebSocket opens and let in again once
one of them closed; and the addresses and networks of ``--ban FILE`` refused with HTTP
403, the file read again when it changes, so that a ban takes effect without a restart."""

from __future__ import annotations

import asyncio
import ipaddress
import logging
from pathlib import Path

import pytest

from tests.client.online_helpers import Notices
from tests.server.test_transport import get, refused_with, welcomed, yxs_server
from tests.server.wsclient import Client, running
from yxs_desktop.client.online import OnlineClient, OnlineError
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.access import BAN_CHECK_EVERY, AccessError, BanList, parse_bans
from yxs_desktop.server.app import Server
from yxs_desktop.server.transport import Transport

pytestmark = pytest.mark.timeout(90)

#: A server that trusts the loopback as its reverse proxy: a test names the client's
#: address with ``X-Forwarded-For``.
BEHIND_PROXY = Transport(trusted_proxies=frozenset({ipaddress.ip_address("127.0.0.1")}))


def url(server: Server) -> str:
    return f"ws://127.0.0.1:{server.port}/"


def forwarded(address: str) -> dict[str, object]:
    """``connect`` options of a connection the proxy forwards from ``address``."""
    return {"additional_headers": [("X-Forwarded-For", address)]}


async def let_in_again(address_url: str, timeout: float = 10.0, **options: object) -> Client:
    """A connection to ``address_url`` once the server takes one again (it learns that a
    connection closed a moment after the client closed it)."""
    async with asyncio.timeout(timeout):
        while True:
            try:
                return await welcomed(address_url, **options)
            except Exception as error:  # 429 until the slot is free
                if "429" not in str(error):
                    raise
            await asyncio.sleep(0.05)


# ---------------------------------------------------------------------------- per address
@pytest.mark.asyncio
async def test_connections_beyond_the_limit_from_one_address_are_refused_with_429(
    tmp_path: Path,
) -> None:
    async with running(tmp_path, max_per_address=2) as server, asyncio.timeout(60):
        first, second = await welcomed(url(server)), await welcomed(url(server))
        assert await refused_with(url(server)) == 429
        notices = Notices()
        player = OnlineClient(url(server), "武松", notices)
        with pytest.raises(OnlineError) as refused:  # what the desktop program meets
            await player.connect()
        assert refused.value.code == "too_many"
        assert await get(f"http://127.0.0.1:{server.port}/healthz") == (200, "ok\n")
        assert server.tally.handshakes_refused["per_address"] == 2
        await first.send("ping", nonce=1)  # those in go on as before
        assert (await first.expect(wire.Pong)).nonce == 1
        await second.socket.close()
        third = await let_in_again(url(server))  # a closed one frees its place
        assert await refused_with(url(server)) == 429
        assert server.access.connections_from("127.0.0.1") == 2
        await first.socket.close()
        await third.socket.close()


@pytest.mark.asyncio
async def test_behind_a_trusted_proxy_the_limit_counts_the_forwarded_address(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    options = {"max_per_address": 1, "transport": BEHIND_PROXY}
    with caplog.at_level(logging.INFO, logger="yxs_desktop.server.app"):
        async with running(tmp_path, **options) as server, asyncio.timeout(60):
            one = await welcomed(url(server), **forwarded("203.0.113.9"))
            assert await refused_with(url(server), **forwarded("203.0.113.9")) == 429
            other = await welcomed(url(server), **forwarded("198.51.100.7"))  # another player
            proxy = await welcomed(url(server))  # no header: the proxy's own address
            assert server.access.connections_from("203.0.113.9") == 1
            for client in (one, other, proxy):
                await client.socket.close()
            again = await let_in_again(url(server), **forwarded("203.0.113.9"))
            await again.socket.close()
    assert "from 203.0.113.9 refused: 1 connection open already" in caplog.text


@pytest.mark.asyncio
async def test_a_handshake_refused_for_its_origin_frees_its_place(tmp_path: Path) -> None:
    async with running(tmp_path, max_per_address=1) as server, asyncio.timeout(30):
        assert await refused_with(url(server), origin="https://evil.example") == 403
        client = await let_in_again(url(server))
        await client.socket.close()
        assert server.tally.handshakes_refused["origin"] == 1


# ---------------------------------------------------------------------------- bans
@pytest.mark.asyncio
async def test_banned_addresses_are_refused_with_403_and_a_ban_takes_effect_without_a_restart(
    tmp_path: Path,
) -> None:
    bans = tmp_path / "banned.txt"
    bans.write_text("# abusers\n203.0.113.0/24  # a whole network\n2001:db8::/32\n")
    options = {"bans": BanList(bans), "transport": BEHIND_PROXY}
    async with running(tmp_path, **options) as server, asyncio.timeout(60):
        assert await refused_with(url(server), **forwarded("203.0.113.9")) == 403
        assert await refused_with(url(server), **forwarded("2001:db8::5")) == 403
        other = await welcomed(url(server), **forwarded("198.51.100.7"))
        here = await welcomed(url(server))  # 127.0.0.1 is not banned yet
        bans.write_text(bans.read_text() + "127.0.0.1\n")  # the operator bans it
        await asyncio.sleep(BAN_CHECK_EVERY + 0.2)
        assert await refused_with(url(server)) == 403
        status, _ = await get(f"http://127.0.0.1:{server.port}/healthz")
        assert status == 403  # a banned address gets nothing at all
        await here.send("ping", nonce=3)  # connections already open stay open
        assert (await here.expect(wire.Pong)).nonce == 3
        bans.write_text("")  # and lifts every ban
        await asyncio.sleep(BAN_CHECK_EVERY + 0.2)
        back = await welcomed(url(server), **forwarded("203.0.113.9"))
        assert server.tally.handshakes_refused["banned"] == 4
        for client in (other, here, back):
            await client.socket.close()


def test_a_ban_file_holds_addresses_and_networks_and_its_bad_lines_are_named() -> None:
    networks, bad = parse_bans(
        "10.0.0.1\n\n  # a comment\n198.51.100.0/24 # trailing\n2001:db8::/32\nnot-an-ip\n"
        "10.0.0.0/33\n192.168.1.7/24\n"
    )
    assert [str(n) for n in networks] == [
        "10.0.0.1/32",
        "198.51.100.0/24",
        "2001:db8::/32",
        "192.168.1.0/24",  # an address with a prefix: its network
    ]
    assert bad == [(6, "not-an-ip"), (7, "10.0.0.0/33")]


def test_the_ban_file_is_looked_at_once_a_second_at_most_and_kept_when_it_goes(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    now = [100.0]
    path = tmp_path / "bans"
    path.write_text("203.0.113.9\nwho?\n")
    with caplog.at_level(logging.INFO, logger="yxs_desktop.server.access"):
        bans = BanList(path, clock=lambda: now[0])
    assert "line 2: 'who?' is not an IP address or network; skipped" in caplog.text
    assert bans.banned("203.0.113.9") and not bans.banned("203.0.113.10")
    assert bans.banned("::ffff:203.0.113.9")  # as a dual-stack socket names it
    assert not bans.banned("?")
    path.write_text("203.0.113.10\n")
    now[0] += BAN_CHECK_EVERY / 2
    assert bans.banned("203.0.113.9")  # not looked at yet
    now[0] += BAN_CHECK_EVERY / 2
    assert not bans.banned("203.0.113.9") and bans.banned("203.0.113.10")
    path.unlink()
    caplog.clear()
    for _ in range(3):
        now[0] += BAN_CHECK_EVERY
        assert bans.banned("203.0.113.10")  # the last list stays
    assert caplog.text.count("cannot be read") == 1  # said once


def test_a_ban_file_that_cannot_be_read_stops_the_server_before_it_starts(
    tmp_path: Path,
) -> None:
    with pytest.raises(AccessError, match=r"the ban file .*missing cannot be read"):
        BanList(tmp_path / "missing")


# ---------------------------------------------------------------------------- the command
@pytest.mark.asyncio
async def test_the_command_takes_max_per_address_and_a_ban_file_it_reads_again(
    tmp_path: Path,
) -> None:
    bans = tmp_path / "bans.txt"
    bans.write_text("# nobody yet\n")
    async with yxs_server("--max-per-address", "1", "--ban", str(bans)) as server:
        address = f"ws://127.0.0.1:{server.port}/"
        first = await welcomed(address)
        assert await refused_with(address) == 429
        await first.socket.close()
        bans.write_text("127.0.0.1\n")
        await asyncio.sleep(BAN_CHECK_EVERY + 0.2)
        assert await refused_with(address) == 403
    assert any("the ban file" in line and "read again: 1 entries" in line for line in server.log)
    assert any("from 127.0.0.1 refused: banned" in line for line in server.log)
