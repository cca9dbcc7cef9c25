"""What the server's operator may do to a running server (``yxs server admin``, through the
admin socket of :mod:`.admin`): its figures, rooms and people (``stats``), send people
away (``kick``), ban addresses (``ban``, ``unban``), close a room (``close-room``) and
speak to everyone (``say``). Each request is answered by a :class:`~.admin_wire.Reply`
saying, in words, what was done or why nothing was.

Everything runs on the server's event loop, between two client messages, like the hub's
own work: no lock is needed.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Callable
from typing import Any, Final, assert_never

from yxs_desktop import __version__
from yxs_desktop.server import admin_wire as admin
from yxs_desktop.server.access import Access, Network, network_of
from yxs_desktop.server.hub import Hub
from yxs_desktop.table.room import COMPUTER

log = logging.getLogger(__name__)

#: What a person sent away is told when the operator gives no reason.
KICKED_TEXT: Final = "the server's operator disconnected you"
BANNED_TEXT: Final = "the server's operator banned your address"


class Operations:
    """The operator's requests on ``hub`` and ``access``; ``started`` is when the server
    started, on ``clock``."""

    def __init__(
        self,
        hub: Hub,
        access: Access,
        started: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.hub = hub
        self.access = access
        self._clock = clock
        self.started = clock() if started is None else started

    def run(self, request: admin.Request) -> admin.Reply:
        """Do ``request``: its reply."""
        match request:
            case admin.Stats():
                return admin.Reply(True, "", self.stats())
            case admin.Kick():
                return self._kick(request)
            case admin.Ban():
                return self._ban(request)
            case admin.Unban():
                return self._unban(request)
            case admin.CloseRoom():
                return self._close_room(request)
            case admin.Say():
                sent = self.hub.announce(request.text)
                return admin.Reply(True, f"said to {_count(sent, 'connection')}")
            case _:
                assert_never(request)

    # ------------------------------------------------------------------ stats
    def stats(self) -> dict[str, Any]:
        """The server's figures, its rooms and who is connected, as JSON values."""
        hub, lobby = self.hub, self.hub.lobby
        rooms = []
        states: Counter[str] = Counter()
        for entry in lobby.rooms.values():
            states[entry.state] += 1
            seats = entry.room.seats
            rooms.append(
                {
                    "id": entry.id,
                    "mode": entry.room.mode,
                    "state": entry.state,
                    "seats": len(seats),
                    "persons": list(entry.players.values()),
                    "computers": sum(seat.player == COMPUTER for seat in seats),
                    "spectators": len(entry.spectators),
                    "resumed": entry.resumed,
                }
            )
        people = []
        standing: Counter[str] = Counter()
        for me, connection in hub.connections.items():
            where = hub.standing(connection) if connection.greeted else "hello"
            standing[where] += 1
            room = lobby.room_of(me)
            people.append(
                {
                    "session": me,
                    "name": connection.name,
                    "address": connection.peer,
                    "room": None if room is None else room.id,
                    "seat": None if room is None else room.seat_of(me),
                    "spectator": room is not None and me in room.spectators,
                }
            )
        cluster = hub.cluster
        shared = (
            None
            if cluster is None
            else {
                "node": cluster.node,
                "nodes": sorted(cluster.nodes),
                "redis_reachable": cluster.reachable,
                "rooms_elsewhere": len(cluster.elsewhere),
            }
        )
        return {
            "version": __version__,
            "cluster": shared,
            "uptime": round(self._clock() - self.started, 1),
            "draining": hub.draining,
            "connections": len(hub.connections),
            "max_connections": hub.max_connections,
            "in_lobby": standing["lobby"],
            "players": standing["player"],
            "spectators": standing["spectator"],
            "rooms_by_state": dict(sorted(states.items())),
            "max_rooms": lobby.max_rooms,
            "games_playing": hub.playing,
            "games_finished": hub.tally.games_finished,
            "bans": self.access.ban_count,
            "rooms": rooms,
            "people": people,
        }

    # ------------------------------------------------------------------ kick and ban
    def _kick(self, request: admin.Kick) -> admin.Reply:
        found = self._named(request.who)
        if isinstance(found, str):
            return admin.Reply(False, found)
        text = request.message or KICKED_TEXT
        for me in found:
            self.hub.send_away(me, text)
        log.info("the operator sent away %s (%s)", _count(len(found), "connection"), request.who)
        return admin.Reply(True, f"sent away {_count(len(found), 'connection')}")

    def _ban(self, request: admin.Ban) -> admin.Reply:
        networks = self._networks(request.who)
        if isinstance(networks, str):
            return admin.Reply(False, networks)
        kept = False
        note = f"banned with yxs server admin on {time.strftime('%Y-%m-%d %H:%M')}"
        for network in networks:
            try:
                kept = self.access.ban(network, note)
            except OSError as error:
                path = self.access.bans.path if self.access.bans is not None else ""
                text = f"the ban file {path} cannot be written: {error.strerror or error}"
                return admin.Reply(False, text)
        gone = [
            me
            for me, connection in self.hub.connections.items()
            if _within(connection.peer, networks)
        ]
        text = request.message or BANNED_TEXT
        for me in gone:
            self.hub.send_away(me, text)
        banned = ", ".join(_written(network) for network in networks)
        where = (
            "in the ban file"
            if kept
            else "until the server stops (give the server --ban FILE to keep bans)"
        )
        log.info("the operator banned %s", banned)
        return admin.Reply(
            True, f"banned {banned} {where}; sent away {_count(len(gone), 'connection')}"
        )

    def _unban(self, request: admin.Unban) -> admin.Reply:
        try:
            network = network_of(request.network)
        except ValueError as error:
            return admin.Reply(False, str(error))
        try:
            removed = self.access.unban(network)
        except OSError as error:
            path = self.access.bans.path if self.access.bans is not None else ""
            return admin.Reply(
                False, f"the ban file {path} cannot be written: {error.strerror or error}"
            )
        if not removed:
            return admin.Reply(False, f"{_written(network)} is not banned as such")
        log.info("the operator lifted the ban of %s", _written(network))
        return admin.Reply(True, f"{_written(network)} is not banned any more")

    def _named(self, who: str) -> list[str] | str:
        """The connections ``who`` names (a session id, an address or network, a name), or
        why there are none."""
        connections = self.hub.connections
        if who in connections:
            return [who]
        try:
            network = network_of(who)
        except ValueError:
            found = [me for me, c in connections.items() if c.name == who]
            return found or f"nobody connected is named {who!r} (see stats for the names)"
        found = [me for me, c in connections.items() if _within(c.peer, [network])]
        return found or f"no connection from {_written(network)}"

    def _networks(self, who: str) -> list[Network] | str:
        """The networks ``who`` names (an address or network; the addresses of the
        connections with that name or session id), or why there are none."""
        try:
            return [network_of(who)]
        except ValueError:
            pass
        found = self._named(who)
        if isinstance(found, str):
            return found
        networks: list[Network] = []
        for me in found:
            try:
                network = network_of(self.hub.connections[me].peer)
            except ValueError:
                continue
            if network not in networks:
                networks.append(network)
        return networks or f"the address of {who!r} is not known"

    # ------------------------------------------------------------------ rooms
    def _close_room(self, request: admin.CloseRoom) -> admin.Reply:
        entry = self.hub.lobby.rooms.get(request.room)
        if entry is None:
            return admin.Reply(False, f"there is no room {request.room!r} (see stats)")
        people = len(entry.everyone())
        playing = entry.room.playing
        self.hub.close_room(request.room, request.message)
        log.info("the operator closed room %s", request.room)
        game = "; its game under way ended without a result" if playing else ""
        return admin.Reply(
            True, f"room {request.room} closed, {_count(people, 'person')} back in the lobby{game}"
        )


def _within(peer: str, networks: list[Network]) -> bool:
    """Whether the address ``peer`` is in one of ``networks``."""
    try:
        address = network_of(peer).network_address
    except ValueError:
        return False
    return any(address in network for network in networks)


def _written(network: Network) -> str:
    """``network`` as a person writes it: an address alone, a network in CIDR."""
    if network.num_addresses == 1:
        return str(network.network_address)
    return str(network)


def _count(n: int, thing: str) -> str:
    return f"{n} {thing}" if n == 1 else f"{n} {thing}s" if thing != "person" else f"{n} people"
