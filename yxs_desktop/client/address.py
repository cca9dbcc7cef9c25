"""A server's address as a person types it, made into the ``ws://`` or ``wss://`` URL the
client opens.

Accepted: ``host``, ``host:port``, and ``ws://`` or ``wss://`` URLs with or without a port
and a path (``ws://host:9527``, ``ws://host:9527/game``, ``wss://play.example.org/yxs/``).
The host is a name (``example.org``, ``localhost``), an IPv4 address or an IPv6 address
(``[::1]:9527``, or bare ``::1`` without a port). The port is 1–65535; without one it is
:data:`DEFAULT_PORT` for ``host`` and ``ws://`` and :data:`TLS_PORT` for ``wss://``. The
path is kept as typed (none is ``/``); only a URL has one, and it holds only what a URL's
path may (RFC 3986). A query (``?``) or fragment (``#``) is refused. Anything else raises
:class:`AddressError`, whose ``reason`` tells a user interface which of its own texts to
show. The remembered list of servers (most recent first, each as it was typed) is
:func:`remember`. No Qt here.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final, Literal

#: The port of ``yxs server`` unless another one is given.
DEFAULT_PORT: Final = 9527
#: The port of a ``wss://`` URL that names none (HTTPS's).
TLS_PORT: Final = 443
#: How many servers the remembered list keeps.
MAX_SERVERS: Final = 10
#: The longest address accepted (a host name is at most 253 characters).
MAX_ADDRESS: Final = 300

Scheme = Literal["ws", "wss"]
Reason = Literal["empty", "scheme", "host", "port", "path", "query"]
_LABEL: Final = re.compile(r"^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$")
# a URL's path: RFC 3986's characters of a path segment, "/" and %XX escapes
_PATH: Final = re.compile(r"(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*")


class AddressError(ValueError):
    """Not a server address: ``reason`` says which part is wrong, the message (English)
    how."""

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason: Reason = reason


@dataclass(frozen=True, slots=True)
class ServerAddress:
    """A server's address: ``scheme`` (``wss``: TLS), ``host`` (an IPv6 address without
    brackets), ``port`` and ``path`` (from ``/``)."""

    scheme: Scheme
    host: str
    port: int
    path: str = "/"

    @property
    def url(self) -> str:
        """The URL the client opens: ``scheme://host:port/path``."""
        shown = f"[{self.host}]" if ":" in self.host else self.host
        return f"{self.scheme}://{shown}:{self.port}{self.path}"

    def same(self, other: ServerAddress) -> bool:
        """Whether ``other`` names the same server (host names compared without case)."""
        mine = (self.scheme, self.host.lower(), self.port, self.path)
        return mine == (other.scheme, other.host.lower(), other.port, other.path)


def server_url(text: str) -> str:
    """The ``ws://host:port/path`` or ``wss://host:port/path`` URL of the address ``text``
    (see the module's docstring); :class:`AddressError` (a ``ValueError``) when it is not
    one."""
    return parse_address(text).url


def parse_address(text: str) -> ServerAddress:
    """The server address ``text`` names (see the module's docstring)."""
    rest = text.strip()
    if not rest:
        raise AddressError("empty", "no server address given")
    if len(rest) > MAX_ADDRESS:
        raise AddressError("host", f"the address is longer than {MAX_ADDRESS} characters")
    if "?" in rest or "#" in rest:
        raise AddressError("query", "an address has no query (?) or fragment (#)")
    scheme: Scheme = "ws"
    before, sep, after = rest.partition("://")
    if sep:
        named = before.lower()
        if named not in ("ws", "wss"):
            raise AddressError(
                "scheme", f"only ws:// and wss:// addresses are served, not {before}://"
            )
        scheme = "wss" if named == "wss" else "ws"
        rest = after
    where, slash, path = rest.partition("/")
    if slash and not sep and path:
        raise AddressError(
            "path", "only a ws:// or wss:// URL has a path: host, host:port or ws://host:port/path"
        )
    path = "/" + path
    if _PATH.fullmatch(path) is None:
        raise AddressError(
            "path", "a path has only letters, digits, - . _ ~ / and the other characters of a URL"
        )
    host, port_text = _split(where)
    _check_host(host)
    default = TLS_PORT if scheme == "wss" else DEFAULT_PORT
    return ServerAddress(scheme, host, _port(port_text, default), path)


def _split(rest: str) -> tuple[str, str | None]:
    """The host and the port's text (None: none given) of ``host[:port]``."""
    if rest.startswith("["):
        host, bracket, after = rest[1:].partition("]")
        if not bracket:
            raise AddressError("host", "an IPv6 address in [ ] lacks its closing ]")
        if not _is_ipv6(host):
            raise AddressError("host", "not an IPv6 address inside [ ]")
        if not after:
            return host, None
        if not after.startswith(":"):
            raise AddressError("host", "only :port may follow an IPv6 address in [ ]")
        return host, after[1:]
    if rest.count(":") > 1:  # a bare IPv6 address, which cannot carry a port
        if not _is_ipv6(rest):
            raise AddressError("host", "not a host name or an IP address")
        return rest, None
    host, colon, port = rest.partition(":")
    return host, port if colon else None


def _is_ipv6(host: str) -> bool:
    try:
        ipaddress.IPv6Address(host)
    except ValueError:
        return False
    return True


def _check_host(host: str) -> None:
    if not host:
        raise AddressError("host", "the address names no host")
    if _is_ipv6(host):
        return
    if re.fullmatch(r"[0-9.]+", host):  # digits and dots only: meant as an IPv4 address
        try:
            ipaddress.IPv4Address(host)
        except ValueError:
            raise AddressError("host", f"{host} is not an IPv4 address") from None
        return
    name = host[:-1] if host.endswith(".") else host
    if len(name) > 253 or not all(_LABEL.match(label) for label in name.split(".")):
        raise AddressError(
            "host", "a host name has only letters, digits, hyphens and dots between them"
        )


def _port(text: str | None, default: int) -> int:
    if text is None:
        return default
    if not text.isascii() or not text.isdigit():
        raise AddressError("port", "the port must be a whole number from 1 to 65535")
    port = int(text)
    if not 1 <= port <= 65535:
        raise AddressError("port", f"the port {port} is not from 1 to 65535")
    return port


def same_server(a: str, b: str) -> bool:
    """Whether the addresses ``a`` and ``b`` name the same server (``localhost`` and
    ``ws://localhost:9527`` do); an address that is not one is the same as nothing."""
    try:
        return parse_address(a).same(parse_address(b))
    except AddressError:
        return False


def remember(servers: Iterable[str], address: str, limit: int = MAX_SERVERS) -> list[str]:
    """The remembered list after ``address`` was used: it first, the others after it in
    their order without the ones naming the same server, at most ``limit`` of them."""
    chosen = address.strip()
    kept = [s for s in servers if not same_server(s, chosen)]
    return [chosen, *kept][:limit]
