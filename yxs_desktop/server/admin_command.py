"""``yxs server admin``: the operator's commands to a running server, through its admin
socket (``--admin-socket``; :mod:`.admin`).

    yxs server admin [--socket PATH] [--config FILE] stats [--json]
    yxs server admin kick WHO [--message TEXT]
    yxs server admin ban WHO [--message TEXT]
    yxs server admin unban ADDRESS
    yxs server admin close-room ROOM [--message TEXT]
    yxs server admin say TEXT

The socket is ``--socket``, else ``YXS_ADMIN_SOCKET``, else the config file's
``admin_socket`` (``--config``, else ``YXS_CONFIG``): the same settings as the server's.
Exit 0 when the server did it, 1 when it refused (the reason printed), 2 when the command
or the socket cannot be used.
"""

from __future__ import annotations

import argparse
import json
import socket
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from yxs_desktop.server import admin_wire as wire
from yxs_desktop.text_table import text_table

if TYPE_CHECKING:
    from yxs_desktop.server.settings import Option

#: Seconds to wait for the server's reply.
TIMEOUT: Final = 10.0
#: The environment variable naming the socket, as for the server.
SOCKET_VARIABLE: Final = "YXS_ADMIN_SOCKET"


class AdminCommandError(Exception):
    """The command cannot reach the server or understand it: one line for the operator."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="yxs server admin",
        description="Act on a running yxs server through its admin socket (the server's "
        "--admin-socket), as the server's user. See docs/server.md.",
    )
    parser.add_argument(
        "--socket",
        metavar="PATH",
        help=f"the server's admin socket (default: ${SOCKET_VARIABLE}"
        ", else admin_socket in the config file)",
    )
    parser.add_argument(
        "--config", metavar="FILE", help="the server's TOML config file (default: $YXS_CONFIG)"
    )
    sub = parser.add_subparsers(dest="action", required=True, metavar="COMMAND")
    stats = sub.add_parser("stats", help="the server's figures, rooms and people")
    stats.add_argument("--json", action="store_true", help="print them as JSON")
    for name, what in (
        ("kick", "send away the connections of a session id, a name, or an address/network"),
        ("ban", "ban an address or network (or a connected name's address) and send it away"),
    ):
        command = sub.add_parser(name, help=what)
        command.add_argument("who", metavar="WHO")
        command.add_argument("--message", default="", help="what they are told")
    unban = sub.add_parser("unban", help="take an address or network off the bans")
    unban.add_argument("network", metavar="ADDRESS")
    close = sub.add_parser(
        "close-room", help="close a room: its people go back to the lobby, a game ends"
    )
    close.add_argument("room", metavar="ROOM")
    close.add_argument("--message", default="", help="what its people are told")
    say = sub.add_parser("say", help="tell everyone connected something")
    say.add_argument("text", metavar="TEXT")
    return parser


def request_of(args: argparse.Namespace) -> wire.Request:
    """The request ``args`` ask for (a ``ValueError`` saying why when a text is too long
    or not one line)."""
    action = args.action
    request: wire.Request
    if action == "stats":
        request = wire.Stats()
    elif action == "kick":
        request = wire.Kick(args.who, args.message)
    elif action == "ban":
        request = wire.Ban(args.who, args.message)
    elif action == "unban":
        request = wire.Unban(args.network)
    elif action == "close-room":
        request = wire.CloseRoom(args.room, args.message)
    else:
        request = wire.Say(args.text)
    for name in ("message", "text"):
        text = getattr(args, name, None)
        if text is None:
            continue
        if any(ord(c) < 0x20 or ord(c) == 0x7F for c in text):
            raise ValueError(f"{name.upper()} must be one line, without control characters")
        if len(text) > wire.MAX_TEXT:
            raise ValueError(f"{name.upper()} has {len(text)} characters: at most {wire.MAX_TEXT}")
    if getattr(args, "text", None) == "":
        raise ValueError("TEXT is empty")
    return request


def socket_path(
    args: argparse.Namespace, environ: Mapping[str, str], options: Sequence[Option]
) -> Path:
    """The admin socket: ``--socket``, the environment, or the config file's, read with
    the server's ``options`` (an :class:`AdminCommandError` when none gives one, or the
    config file cannot be used)."""
    if args.socket:
        return Path(args.socket)
    named = environ.get(SOCKET_VARIABLE, "").strip()
    if named:
        return Path(named)
    from yxs_desktop.server.settings import CONFIG_VARIABLE, SettingsError, from_config

    config = args.config or environ.get(CONFIG_VARIABLE, "").strip()
    if config:
        try:
            given = from_config(options, Path(config)).get("admin_socket")
        except SettingsError as error:
            raise AdminCommandError(str(error)) from None
        if given:
            return Path(given)
    raise AdminCommandError(
        "which server? give --socket PATH (the server's --admin-socket), "
        f"${SOCKET_VARIABLE}, or --config with admin_socket"
    )


def ask(path: Path, request: wire.Request, timeout: float = TIMEOUT) -> wire.Reply:
    """Send ``request`` to the server at ``path``: its reply (an
    :class:`AdminCommandError` when the socket cannot be used or the reply is not one)."""
    if not hasattr(socket, "AF_UNIX"):
        raise AdminCommandError("the admin socket needs Unix sockets, which this system lacks")
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        connection.settimeout(timeout)
        try:
            connection.connect(str(path))
        except FileNotFoundError:
            raise AdminCommandError(
                f"no admin socket at {path}: is the server running with --admin-socket {path}?"
            ) from None
        except ConnectionRefusedError:
            raise AdminCommandError(f"no server answers on {path} (it is not running)") from None
        except PermissionError:
            raise AdminCommandError(
                f"cannot open {path}: permission denied (run this as the server's user)"
            ) from None
        except OSError as error:
            raise AdminCommandError(f"cannot open {path}: {error.strerror or error}") from None
        try:
            connection.sendall(wire.encode(request))
            line = _read_line(connection)
        except TimeoutError:
            raise AdminCommandError(f"the server on {path} did not answer") from None
        except OSError as error:
            raise AdminCommandError(f"the server on {path}: {error.strerror or error}") from None
    if not line:
        raise AdminCommandError(f"the server on {path} closed the connection without a reply")
    try:
        return wire.decode_reply(line)
    except wire.AdminWireError as error:
        raise AdminCommandError(f"the server on {path} answered what is {error}") from None


def _read_line(connection: socket.socket) -> bytes:
    chunks: list[bytes] = []
    while True:
        chunk = connection.recv(65536)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        if chunk.endswith(b"\n"):
            return b"".join(chunks)


def main(argv: Sequence[str], environ: Mapping[str, str], options: Sequence[Option]) -> int:
    """``yxs server admin`` with ``argv`` (what follows ``admin``), the server's settings
    ``options`` (to read its config file): its exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        request = request_of(args)
    except ValueError as error:
        parser.error(str(error))
    try:
        reply = ask(socket_path(args, environ, options), request)
    except AdminCommandError as error:
        print(f"yxs server admin: {error}", file=sys.stderr)
        return 2
    if not reply.ok:
        print(f"yxs server admin: {reply.text}", file=sys.stderr)
        return 1
    if reply.stats is not None:
        if args.json:
            print(json.dumps(reply.stats, ensure_ascii=False, indent=2))
        else:
            print("\n".join(stats_text(reply.stats)))
    else:
        print(reply.text)
    return 0


def stats_text(stats: Mapping[str, Any]) -> list[str]:
    """The lines ``stats`` prints: the figures, then the rooms, then the people."""
    states = ", ".join(f"{n} {state}" for state, n in stats["rooms_by_state"].items())
    lines = [
        f"yxs {stats['version']} server, up {_duration(stats['uptime'])}"
        + ("; draining: no new games" if stats["draining"] else ""),
        f"connections: {stats['connections']} of {stats['max_connections']} "
        f"({stats['in_lobby']} in the lobby, {stats['players']} playing, "
        f"{stats['spectators']} watching)",
        f"rooms: {len(stats['rooms'])} of {stats['max_rooms']}"
        + (f" ({states})" if states else ""),
        f"games: {stats['games_playing']} under way, {stats['games_finished']} finished",
        f"bans: {stats['bans']}",
    ]
    shared = stats.get("cluster")
    if shared:
        nodes = shared["nodes"]
        lines.append(
            f"cluster: node {shared['node']} of {len(nodes)} ({', '.join(nodes)}); Redis "
            + ("reachable" if shared["redis_reachable"] else "NOT reachable")
            + f"; {shared['rooms_elsewhere']} rooms on the other nodes"
        )
    if stats["rooms"]:
        rows = [
            [
                room["id"],
                room["mode"],
                room["state"],
                f"{len(room['persons'])}+{room['computers']}/{room['seats']}",
                str(room["spectators"]),
                ", ".join(room["persons"]),
            ]
            for room in stats["rooms"]
        ]
        lines += ["", "rooms:"]
        lines += text_table(
            ["room", "mode", "state", "persons+computers/seats", "watching", "names"], rows
        )
    if stats["people"]:
        rows = [
            [
                person["session"],
                person["name"] or "(no hello yet)",
                person["address"],
                _where(person),
            ]
            for person in stats["people"]
        ]
        lines += ["", "people:"]
        lines += text_table(["session", "name", "address", "where"], rows)
    return lines


def _where(person: Mapping[str, Any]) -> str:
    room = person["room"]
    if room is None:
        return "lobby"
    if person["spectator"]:
        return f"{room}, watching"
    seat = person["seat"]
    return f"{room}, seat {seat}" if seat is not None else room


def _duration(seconds: float) -> str:
    minutes = int(seconds // 60)
    if minutes < 1:
        return f"{int(seconds)} s"
    hours, minutes = divmod(minutes, 60)
    days, hours = divmod(hours, 24)
    if days:
        return f"{days} d {hours} h"
    return f"{hours} h {minutes} min" if hours else f"{minutes} min"
