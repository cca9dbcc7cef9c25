"""Who may connect: the ban list (``--ban FILE``) and the limit of connections at once from
one client address (``--max-per-address``).

Both are decided before the WebSocket opens, in websockets' ``process_request``, on the
client's address as :meth:`.transport.Transport.peer` names it (behind a trusted proxy:
the last entry of ``X-Forwarded-For``): a banned address is refused with HTTP 403, one
that already holds its share of connections with HTTP 429. A connection counts against
its address from the moment its handshake is let through until its TCP connection is
gone, so that many handshakes at once cannot slip past the limit together.

The ban list is a text file of IP addresses and networks (``203.0.113.9``,
``198.51.100.0/24``, ``2001:db8::/32``), one a line, ``#`` beginning a comment. It is read
when the server starts (a file that cannot be read stops it there) and again whenever it
changed, which is looked at, at most once a second, when a client connects: an operator
bans without a restart. A line that is not an address or a network is logged and skipped;
a file that cannot be read any more leaves the list as it was, and is logged once.
"""

from __future__ import annotations

import ipaddress
import logging
import os
import time
from collections import Counter
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Final

from yxs_desktop.server.tally import Tally
from yxs_desktop.server.transport import IPAddress, TransportError, ip_address

log = logging.getLogger(__name__)

#: ``yxs server``'s connections at once from one address, by default (``--max-per-address``).
MAX_PER_ADDRESS: Final = 16
#: The least seconds between two looks at whether the ban file changed.
BAN_CHECK_EVERY: Final = 1.0

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


class AccessError(ValueError):
    """An access setting that cannot be used (a ban file that cannot be read): the message
    says why, in one line."""


def parse_bans(text: str) -> tuple[list[Network], list[tuple[int, str]]]:
    """The networks of a ban file's ``text`` (an address is a network of one), and its
    lines that are neither (line number, the line)."""
    networks: list[Network] = []
    bad: list[tuple[int, str]] = []
    for number, line in enumerate(text.splitlines(), 1):
        entry = line.partition("#")[0].strip()
        if not entry:
            continue
        try:
            networks.append(ipaddress.ip_network(entry, strict=False))
        except ValueError:
            bad.append((number, entry))
    return networks, bad


def _address(text: str) -> IPAddress | None:
    """The IP address ``text``, an IPv4 address written as IPv6 as the IPv4 one (None: not
    an address)."""
    try:
        return ip_address(text)
    except TransportError:
        return None


class BanList:
    """The banned networks of the file ``path``, read again when it changed (its
    modification time, size or identity), looked at most every :data:`BAN_CHECK_EVERY`
    seconds of ``clock``. Constructed, it reads the file: an :class:`AccessError` when it
    cannot."""

    def __init__(self, path: Path, clock: Callable[[], float] = time.monotonic) -> None:
        self.path = path
        self._clock = clock
        self.networks: list[Network] = []
        self._seen: tuple[int, int, int, int] | None = None  # the file as last read
        self._checked = clock()
        self._unreadable = False  # logged already
        try:
            self._read(os.stat(path))
        except OSError as error:
            raise AccessError(
                f"the ban file {path} cannot be read: {error.strerror or error}"
            ) from None

    def banned(self, address: str) -> bool:
        """Whether ``address`` (an IP address as text) is in a banned network (the file
        looked at again first, if it is time)."""
        self._refresh()
        found = _address(address)
        return found is not None and any(found in network for network in self.networks)

    def _refresh(self) -> None:
        now = self._clock()
        if now - self._checked < BAN_CHECK_EVERY:
            return
        self._checked = now
        try:
            status = os.stat(self.path)
            if _identity(status) != self._seen:
                self._read(status)
        except OSError as error:
            if not self._unreadable:
                self._unreadable = True
                log.warning(
                    "the ban file %s cannot be read (%s): its last %d entries stay banned",
                    self.path,
                    error.strerror or error,
                    len(self.networks),
                )
            return
        self._unreadable = False

    def _read(self, status: os.stat_result) -> None:
        text = self.path.read_text(encoding="utf-8", errors="replace")
        networks, bad = parse_bans(text)
        for number, entry in bad:
            log.warning(
                "the ban file %s, line %d: %r is not an IP address or network; skipped",
                self.path,
                number,
                entry[:60],
            )
        changed = self._seen is not None
        self.networks = networks
        self._seen = _identity(status)
        if changed:
            log.info("the ban file %s read again: %d entries", self.path, len(networks))
        else:
            log.info("the ban file %s: %d entries", self.path, len(networks))


def _identity(status: os.stat_result) -> tuple[int, int, int, int]:
    """What tells that a file changed: its modification time, size, device and inode."""
    return (status.st_mtime_ns, status.st_size, status.st_dev, status.st_ino)


class Access:
    """The rules of who may connect: at most ``max_per_address`` connections at once from
    one address (None: no limit) and the ``bans`` (None: nobody is banned); the refusals
    are counted in ``tally``. A connection is a hashable key (websockets' connection
    object) from :meth:`admit` to :meth:`release`."""

    def __init__(
        self,
        max_per_address: int | None = None,
        bans: BanList | None = None,
        tally: Tally | None = None,
    ) -> None:
        self.max_per_address = max_per_address
        self.bans = bans
        self.tally = Tally() if tally is None else tally
        self._held: dict[Hashable, str] = {}  # connection → its address
        self._per_address: Counter[str] = Counter()

    def banned(self, address: str) -> bool:
        """Whether ``address`` is banned (counted as a refused handshake if so)."""
        if self.bans is None or not self.bans.banned(address):
            return False
        self.tally.handshakes_refused["banned"] += 1
        return True

    def admit(self, connection: Hashable, address: str) -> bool:
        """Count ``connection`` against ``address`` until :meth:`release`; False (and
        nothing counted but the refusal) when the address holds its share already."""
        held = self._per_address[address]
        if self.max_per_address is not None and held >= self.max_per_address:
            self.tally.handshakes_refused["per_address"] += 1
            return False
        self._held[connection] = address
        self._per_address[address] = held + 1
        return True

    def holds(self, connection: Hashable) -> bool:
        """Whether ``connection`` was admitted and not released yet."""
        return connection in self._held

    def release(self, connection: Hashable) -> None:
        """``connection`` is gone: it counts against its address no more (again: nothing)."""
        address = self._held.pop(connection, None)
        if address is None:
            return
        left = self._per_address[address] - 1
        if left > 0:
            self._per_address[address] = left
        else:
            del self._per_address[address]

    def connections_from(self, address: str) -> int:
        """How many connections ``address`` holds now."""
        return self._per_address[address]
