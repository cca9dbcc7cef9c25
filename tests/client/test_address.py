"""A server's address as typed becomes the ws:// or wss:// URL the client opens: host,
host:port, and ws:// or wss:// URLs with a path are taken (port 9527 when none is given,
443 for wss://), anything else is refused with a reason and a clear message; the
remembered list keeps the last server first, once, as it was typed."""

from __future__ import annotations

import pytest

from yxs_desktop.client.address import (
    DEFAULT_PORT,
    MAX_SERVERS,
    TLS_PORT,
    AddressError,
    parse_address,
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
    ("typed", "url"),
    [
        ("wss://play.example.org/yxs/", f"wss://play.example.org:{TLS_PORT}/yxs/"),
        ("wss://play.example.org", f"wss://play.example.org:{TLS_PORT}/"),
        ("WSS://play.example.org:8443/", "wss://play.example.org:8443/"),
        ("ws://host:9527/game", "ws://host:9527/game"),
        ("ws://host/game/", f"ws://host:{DEFAULT_PORT}/game/"),
        ("wss://[2001:db8::1]/yxs", f"wss://[2001:db8::1]:{TLS_PORT}/yxs"),
        ("ws://10.0.0.2:9000/a/b%20c/~d", "ws://10.0.0.2:9000/a/b%20c/~d"),
    ],
)
def test_ws_and_wss_urls_keep_their_path_and_wss_defaults_to_port_443(typed, url):
    assert server_url(typed) == url


def test_the_parts_of_a_wss_url_behind_a_reverse_proxy():
    address = parse_address("wss://Play.Example.org/yxs/")
    assert (address.scheme, address.host, address.port, address.path) == (
        "wss",
        "Play.Example.org",
        443,
        "/yxs/",
    )


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
        ("https://play.example.org/yxs/", "scheme"),
        ("wsx://host", "scheme"),
        ("host/lobby", "path"),  # a path only in a ws:// or wss:// URL
        ("host:9527/lobby", "path"),
        ("ws://host/a b", "path"),
        ("wss://host/yxs/<x>", "path"),
        ("ws://host/%zz", "path"),
        ("wss://host/路径", "path"),
        ("host?x=1", "query"),
        ("wss://host/yxs/?token=1", "query"),
        ("ws://host:9527/#top", "query"),
        ("wss://:443/yxs", "host"),
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
    assert same_server("wss://Play.example.org/yxs/", "wss://play.example.org:443/yxs/")
    assert not same_server("localhost", "localhost:9528")
    assert not same_server("not an address", "not an address")
    assert not same_server("ws://host:443/yxs/", "wss://host/yxs/")  # TLS or not
    assert not same_server("wss://host/yxs/", "wss://host/YXS/")  # a path has case
    assert not same_server("wss://host/yxs/", "wss://host/other/")


def test_the_server_used_goes_first_once_and_the_list_is_bounded():
    servers = [f"host{n}.lan" for n in range(MAX_SERVERS)]
    after = remember(servers, " ws://host3.lan:9527 ")
    assert after[0] == "ws://host3.lan:9527"
    assert "host3.lan" not in after and len(after) == MAX_SERVERS
    newest = remember(after, "new.lan")
    assert newest[0] == "new.lan" and len(newest) == MAX_SERVERS
    assert "host9.lan" not in newest  # the oldest went


def test_the_list_keeps_a_wss_url_as_it_was_typed_not_the_url_opened():
    after = remember(["wss://play.example.org:443/yxs/"], " wss://play.example.org/yxs/ ")
    assert after == ["wss://play.example.org/yxs/"]  # the same server, once, as typed
    assert server_url(after[0]) == "wss://play.example.org:443/yxs/"
