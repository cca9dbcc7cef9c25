"""A server's address as typed becomes the ws:// URL the client opens: host, host:port and
ws://host:port are taken (port 9527 when none is given), anything else is refused with a
reason and a clear message; the remembered list keeps the last server first, once."""

from __future__ import annotations

import pytest

from yxs_desktop.client.address import (
    DEFAULT_PORT,
    MAX_SERVERS,
    AddressError,
    remember,
    same_server,
    server_url,
)


@pytest.mark.parametrize(
    ("typed", "url"),
    [
        ("localhost", f"ws://localhost:{DEFAULT_PORT}/"),
        ("  example.org  ", f"ws://example.org:{DEFAULT_PORT}/"),
        ("192.168.1.20:9000", "ws://192.168.1.20:9000/"),
        ("ws://game.example.org:1", "ws://game.example.org:1/"),
        ("WS://host-1.lan:65535/", "ws://host-1.lan:65535/"),
        ("ws://10.0.0.2", f"ws://10.0.0.2:{DEFAULT_PORT}/"),
        ("[::1]:9600", "ws://[::1]:9600/"),
        ("::1", f"ws://[::1]:{DEFAULT_PORT}/"),
    ],
)
def test_host_host_port_and_ws_urls_become_a_ws_url_with_the_default_port(typed, url):
    assert server_url(typed) == url


@pytest.mark.parametrize(
    ("typed", "reason"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("host:0", "port"),
        ("host:65536", "port"),
        ("host:port", "port"),
        ("host:", "port"),
        ("host:-5", "port"),
        ("host:９５２７", "port"),  # full-width digits are not a port
        ("http://host:9527", "scheme"),
        ("wss://host", "scheme"),
        ("ws://host:9527/lobby", "path"),
        ("host?x=1", "path"),
        (":9527", "host"),
        ("bad_host:9527", "host"),
        ("-host", "host"),
        ("exa mple.org", "host"),
        ("300.1.1.1", "host"),
        ("[::1", "host"),
        ("[nothing]:9527", "host"),
        ("1:2:3", "host"),
        ("a" * 400, "host"),
    ],
)
def test_anything_else_is_refused_with_its_reason_and_an_english_message(typed, reason):
    with pytest.raises(AddressError) as caught:
        server_url(typed)
    assert caught.value.reason == reason
    assert isinstance(caught.value, ValueError) and str(caught.value)


def test_a_port_out_of_range_says_the_range():
    with pytest.raises(ValueError, match="1 to 65535"):
        server_url("host:70000")


def test_the_same_server_written_two_ways_is_the_same():
    assert same_server("localhost", "ws://localhost:9527/")
    assert same_server("Example.ORG:80", "example.org:80")
    assert not same_server("localhost", "localhost:9528")
    assert not same_server("not an address", "not an address")


def test_the_server_used_goes_first_once_and_the_list_is_bounded():
    servers = [f"host{n}.lan" for n in range(MAX_SERVERS)]
    after = remember(servers, " ws://host3.lan:9527 ")
    assert after[0] == "ws://host3.lan:9527"
    assert "host3.lan" not in after and len(after) == MAX_SERVERS
    newest = remember(after, "new.lan")
    assert newest[0] == "new.lan" and len(newest) == MAX_SERVERS
    assert "host9.lan" not in newest  # the oldest went
