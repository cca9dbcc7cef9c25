"""How the server meets its clients before the protocol begins: TLS, the path, the
``Origin`` rule, ``/healthz`` and the client's address behind a reverse proxy.

:class:`Transport` holds what ``yxs server`` was told (``--cert``/``--key``, ``--path``,
``--allow-origin``, ``--trusted-proxy``) and gives websockets' ``serve`` what it needs:
``ssl`` (:func:`tls_context`), ``origins`` (no ``Origin`` header, or one of the allowed:
a browser always sends one, the desktop client none, so a web page cannot reach a
server that did not allow it; refused with HTTP 403 by websockets) and
``process_request`` (``GET <path>healthz`` is 200 ``ok``; a request outside the path
prefix is 404). :meth:`Transport.peer` is the client's address for the logs: the TCP
peer's, or, when that is a trusted proxy, the last entry of ``X-Forwarded-For``.
"""

from __future__ import annotations

import http
import ipaddress
import re
import ssl
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request, Response
from websockets.typing import Origin

#: What ``GET <path>healthz`` answers (HTTP 200, plain text).
HEALTHY: Final = "ok\n"
# what a path prefix may hold: a URL path's characters without escapes (the request's
# path is matched as it comes, escaped)
_PLAIN_PATH: Final = re.compile(r"[A-Za-z0-9\-._~!$&'()*+,;=:@/]*")

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address


class TransportError(ValueError):
    """A transport setting that cannot be used (a certificate that cannot be loaded, a
    path or an origin that is not one): the message says why, in one line."""


def path_prefix(text: str) -> str:
    """The path prefix ``text`` (``--path``) as the server matches it: from ``/`` and
    ending with ``/`` (``/yxs`` is ``/yxs/``, ``//a//`` is ``/a/``); a
    :class:`TransportError` when it is not a plain path (only a URL path's characters,
    no ``%`` escapes, no ``.`` or ``..`` segment)."""
    if not text.startswith("/"):
        raise TransportError(f"{text!r} is not a path: it must begin with /")
    if _PLAIN_PATH.fullmatch(text) is None:
        raise TransportError(
            f"{text!r} is not a plain path: only letters, digits, / and - . _ ~ ! $ & ' ( ) "
            "* + , ; = : @ (no ?, #, % or spaces)"
        )
    segments = [s for s in text.split("/") if s]
    if any(s in (".", "..") for s in segments):
        raise TransportError(f"{text!r} has a . or .. segment")
    return "/" + "".join(f"{s}/" for s in segments)


def origin(text: str) -> str:
    """The origin ``text`` (``--allow-origin``) as a browser sends it: ``scheme://host``
    or ``scheme://host:port``, in lower case, without a trailing ``/``; a
    :class:`TransportError` when it is not one."""
    value = text.strip().lower().removesuffix("/")
    scheme, sep, rest = value.partition("://")
    if not sep or not scheme or not rest or any(c in rest for c in "/?#@ "):
        raise TransportError(
            f"{text!r} is not an origin: scheme://host or scheme://host:port, no path"
        )
    return value


def ip_address(text: str) -> IPAddress:
    """The IP address ``text`` (``--trusted-proxy``); a :class:`TransportError` when it
    is not one."""
    try:
        return _normal(ipaddress.ip_address(text.strip()))
    except ValueError:
        raise TransportError(f"{text!r} is not an IP address") from None


def tls_context(cert: Path, key: Path) -> ssl.SSLContext:
    """A server's TLS context with the certificate chain ``cert`` and its private key
    ``key`` (PEM files); a :class:`TransportError` saying which file is missing or
    unreadable, or that the key does not match the certificate or is encrypted."""
    for what, path in (("certificate", cert), ("key", key)):
        try:
            with path.open("rb") as file:
                file.read(1)
        except OSError as error:
            raise TransportError(
                f"the {what} file {path} cannot be read: {error.strerror or error}"
            ) from None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    asked: list[bool] = []

    def no_passphrase() -> str:  # never a prompt on the terminal
        asked.append(True)
        return ""

    try:
        context.load_cert_chain(cert, key, password=no_passphrase)
    except ssl.SSLError as error:
        if asked:
            raise TransportError(
                f"the key file {key} is encrypted: give one without a passphrase"
            ) from None
        if "KEY_VALUES_MISMATCH" in str(error):
            raise TransportError(
                f"the key in {key} does not match the certificate in {cert}"
            ) from None
        why = error.reason or "they are not a PEM certificate and its PEM key"
        raise TransportError(
            f"the certificate {cert} and key {key} cannot be loaded: {why}"
        ) from None
    return context


def _normal(address: IPAddress) -> IPAddress:
    """An IPv4 address written as IPv6 (``::ffff:10.0.0.1``, on a dual-stack socket) as
    the IPv4 address."""
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


@dataclass(frozen=True, slots=True)
class Transport:
    """The server's transport settings: ``path`` (a :func:`path_prefix`: the WebSocket
    is served at it and below it only, ``/`` everywhere), ``origins`` (the ``Origin``
    headers taken besides none, as :func:`origin` writes them), ``trusted_proxies``
    (whose ``X-Forwarded-For`` names the client) and ``tls`` (None: plain ``ws://``)."""

    path: str = "/"
    origins: tuple[str, ...] = ()
    trusted_proxies: frozenset[IPAddress] = field(default_factory=frozenset)
    tls: ssl.SSLContext | None = None

    @property
    def scheme(self) -> str:
        return "ws" if self.tls is None else "wss"

    def allowed_origins(self) -> list[Origin | None]:
        """websockets' ``origins``: None (no ``Origin`` header), then the allowed ones."""
        return [None, *(Origin(allowed) for allowed in self.origins)]

    def process_request(self, connection: ServerConnection, request: Request) -> Response | None:
        """websockets' ``process_request``: ``<path>healthz`` answers 200 ``ok``, a path
        outside :attr:`path` 404; None lets the handshake go on (the ``Origin`` check, the
        upgrade)."""
        where = request.path.partition("?")[0]
        if where == self.path + "healthz":
            return connection.respond(http.HTTPStatus.OK, HEALTHY)
        if not (where.startswith(self.path) or where + "/" == self.path):
            return connection.respond(http.HTTPStatus.NOT_FOUND, "Not Found\n")
        return None

    def peer(self, connection: ServerConnection) -> str:
        """The client's address: the TCP peer's, unless that is a trusted proxy and the
        last entry of ``X-Forwarded-For`` is an IP address, which is then the client's."""
        remote = connection.remote_address
        seen = str(remote[0]) if remote else "?"
        if not self.trusted_proxies:
            return seen
        try:
            peer = _normal(ipaddress.ip_address(seen))
        except ValueError:
            return seen
        if peer not in self.trusted_proxies or connection.request is None:
            return seen
        forwarded = ",".join(connection.request.headers.get_all("X-Forwarded-For"))
        entries = [entry.strip() for entry in forwarded.split(",") if entry.strip()]
        if not entries:
            return seen
        try:
            return str(_normal(ipaddress.ip_address(entries[-1])))
        except ValueError:
            return seen
