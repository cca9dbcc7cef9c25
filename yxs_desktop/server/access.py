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
bans without a restart. ``yxs server admin ban`` appends to it (without a ban file, its
bans hold until the server stops), ``unban`` takes the lines of a network out. A line
that is not an address or a network is logged and skipped; a file that cannot be read
any more leaves the list as it was, and is logged once.
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
        entry = _entry(line)
        if not entry:
            continue
        network = _line_network(line)
        if network is None:
            bad.append((number, entry))
        else:
            networks.append(network)
    return networks, bad


def _entry(line: str) -> str:
    """A ban file's ``line`` without its comment and blanks."""
    return line.partition("#")[0].strip()


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

    def add(self, network: Network, note: str) -> None:
        """Append ``network`` to the file (an address as itself, a network in CIDR), with
        ``note`` as its comment, and read the file again (an ``OSError`` when it cannot be
        written)."""
        entry = str(network.network_address) if _single(network) else str(network)
        with self.path.open("a+", encoding="utf-8") as file:
            file.seek(0, os.SEEK_END)
            ends_line = file.tell() == 0
            if not ends_line:
                file.seek(file.tell() - 1)
                ends_line = file.read(1) == "\n"
            file.write(("" if ends_line else "\n") + f"{entry}  # {note}\n")
        self._read(os.stat(self.path))

    def remove(self, network: Network) -> int:
        """Take every line that bans exactly ``network`` out of the file (the others and
        the comments stay as they are) and read it again: how many lines went (an
        ``OSError`` when it cannot be read or written)."""
        lines = self.path.read_text(encoding="utf-8", errors="replace").splitlines(keepends=True)
        kept = [line for line in lines if _line_network(line) != network]
        if len(kept) != len(lines):
            self.path.write_text("".join(kept), encoding="utf-8")
            self._read(os.stat(self.path))
        return len(lines) - len(kept)

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


def _single(network: Network) -> bool:
    """Whether ``network`` is one address."""
    return network.num_addresses == 1


def _line_network(line: str) -> Network | None:
    """The network a ban file's ``line`` bans (None: none, or not one)."""
    entry = _entry(line)
    if not entry:
        return None
    try:
        return ipaddress.ip_network(entry, strict=False)
    except ValueError:
        return None


def network_of(text: str) -> Network:
    """The IP address or network ``text`` as a network (an address: a network of one; an
    IPv4 address written as IPv6 as the IPv4 one); a ``ValueError`` saying why when it is
    neither."""
    address = _address(text)
    if address is not None:
        return ipaddress.ip_network(address)
    try:
        return ipaddress.ip_network(text.strip(), strict=False)
    except ValueError:
        raise ValueError(f"{text!r} is not an IP address or network") from None


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
        #: the networks banned by the operator while the server runs, when there is no
        #: ban file to write them to (``yxs server admin ban``)
        self.banned_now: list[Network] = []

    def banned(self, address: str) -> bool:
        """Whether ``address`` is banned (counted as a refused handshake if so)."""
        if not self.is_banned(address):
            return False
        self.tally.handshakes_refused["banned"] += 1
        return True

    def is_banned(self, address: str) -> bool:
        """Whether ``address`` is in a banned network (nothing counted)."""
        if self.bans is not None and self.bans.banned(address):
            return True
        if not self.banned_now:
            return False
        found = _address(address)
        return found is not None and any(found in network for network in self.banned_now)

    def ban(self, network: Network, note: str) -> bool:
        """Ban ``network``: written to the ban file with ``note`` when there is one (True),
        otherwise kept until the server stops (False); an ``OSError`` when the file cannot
        be written."""
        if self.bans is not None:
            self.bans.add(network, note)
            return True
        if network not in self.banned_now:
            self.banned_now.append(network)
        return False

    def unban(self, network: Network) -> bool:
        """Take ``network`` off the bans (the ban file's lines that ban exactly it, and the
        bans of this run): whether it was there (an ``OSError`` when the file cannot be
        written)."""
        removed = False
        if network in self.banned_now:
            self.banned_now.remove(network)
            removed = True
        if self.bans is not None and self.bans.remove(network):
            removed = True
        return removed

    @property
    def ban_count(self) -> int:
        """How many networks are banned (the file's and this run's)."""
        return len(self.banned_now) + (0 if self.bans is None else len(self.bans.networks))

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
