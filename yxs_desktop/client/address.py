"""A server's address as a person types it, made into the ``ws://`` URL the client opens.

Accepted: ``host``, ``host:port`` and ``ws://host:port`` (the port 1–65535, default
:data:`DEFAULT_PORT`; a trailing ``/`` is allowed), where the host is a name
(``example.org``, ``localhost``), an IPv4 address or an IPv6 address (``[::1]:9527``, or
bare ``::1`` without a port). Anything else raises :class:`AddressError`, whose ``reason``
tells a user interface which of its own texts to show. The remembered list of servers
(most recent first) is :func:`remember`. No Qt here.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from typing import Final, Literal

#: The port of ``yxs server`` unless another one is given.
DEFAULT_PORT: Final = 9527
#: How many servers the remembered list keeps.
MAX_SERVERS: Final = 10
#: The longest address accepted (a host name is at most 253 characters).
MAX_ADDRESS: Final = 300

Reason = Literal["empty", "scheme", "host", "port", "path"]
_LABEL: Final = re.compile(r"^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$")


class AddressError(ValueError):
    """Not a server address: ``reason`` says which part is wrong, the message (English)
    how."""

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason: Reason = reason


def server_url(text: str) -> str:
    """The ``ws://host:port/`` URL of the address ``text`` (see the module's docstring);
    :class:`AddressError` (a ``ValueError``) when it is not one."""
    host, port = parse_address(text)
    shown = f"[{host}]" if ":" in host else host
    return f"ws://{shown}:{port}/"


def parse_address(text: str) -> tuple[str, int]:
    """The host (an IPv6 address without brackets) and port of the address ``text``."""
    rest = text.strip()
    if not rest:
        raise AddressError("empty", "no server address given")
    if len(rest) > MAX_ADDRESS:
        raise AddressError("host", f"the address is longer than {MAX_ADDRESS} characters")
    scheme, sep, after = rest.partition("://")
    if sep:
        if scheme.lower() != "ws":
            raise AddressError("scheme", f"only ws:// addresses are served, not {scheme}://")
        rest = after
    if rest.endswith("/"):
        rest = rest[:-1]
    if "/" in rest or "?" in rest or "#" in rest:
        raise AddressError("path", "an address has no path: host, host:port or ws://host:port")
    host, port_text = _split(rest)
    _check_host(host)
    return host, _port(port_text)


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


def _port(text: str | None) -> int:
    if text is None:
        return DEFAULT_PORT
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
        return server_url(a).lower() == server_url(b).lower()
    except AddressError:
        return False


def remember(servers: Iterable[str], address: str, limit: int = MAX_SERVERS) -> list[str]:
    """The remembered list after ``address`` was used: it first, the others after it in
    their order without the ones naming the same server, at most ``limit`` of them."""
    chosen = address.strip()
    kept = [s for s in servers if not same_server(s, chosen)]
    return [chosen, *kept][:limit]
