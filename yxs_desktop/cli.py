"""The `yxs` command line: the desktop program (default, or `gui`), `demo` (watch computer
players at the table), `sim` (many computer games, JSON lines), `play` (one computer
game logged in words in the terminal), `replay verify`, `replay info` and `replay export`
(check, describe and export replay files), `stats` (the figures of a folder of replays),
`server` (the online game server), `arena` (measure one computer level against another),
`rules-doc` (rewrite docs/rules.md from the engine) and `protocol-doc` (rewrite
docs/protocol.md's field reference from the protocol's structs; these two only in a source
tree)."""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TYPE_CHECKING, Any, TextIO

from yxs_desktop import __version__
from yxs_desktop.arena.seating import SEATINGS
from yxs_desktop.build_info import engine_build
from yxs_desktop.engine import MODES
from yxs_desktop.package_files import source_tree

if TYPE_CHECKING:
    from yxs_desktop.server.settings import Option
    from yxs_desktop.server.transport import Transport


class _Number:
    """An argparse type: a number of ``kind`` between ``low`` and ``high``, with a clear
    message otherwise (``kind`` tells ``yxs server``'s settings what a config file gives)."""

    def __init__(self, kind: type[int] | type[float], low: float, high: float | None) -> None:
        self.kind = kind
        self.low = low
        self.high = high

    def __call__(self, value: str) -> int | float:
        kind, low, high = self.kind, self.low, self.high
        try:
            number = kind(value)
        except ValueError:
            what = "a whole number" if kind is int else "a number"
            raise argparse.ArgumentTypeError(f"{value!r} is not {what}") from None
        if number < low:
            raise argparse.ArgumentTypeError(f"{value} must be at least {low}")
        if high is not None and number > high:
            raise argparse.ArgumentTypeError(f"{value} must be at most {high}")
        return number


def _number(kind: type[int] | type[float], low: float, high: float | None = None) -> _Number:
    """An argparse type: a number of ``kind`` between ``low`` and ``high``."""
    return _Number(kind, low, high)


#: The smallest and largest window ``yxs demo --size`` makes.
MIN_SIZE = (640, 480)
MAX_SIZE = (7680, 4320)


def _size(value: str) -> tuple[int, int]:
    """An argparse type: a window size ``WxH`` (``1024x700``), with a clear message when
    it is not one or is too small or too large."""
    width, sep, height = value.lower().partition("x")
    if not sep or not width.strip().isdigit() or not height.strip().isdigit():
        raise argparse.ArgumentTypeError(f"{value!r} is not a size WIDTHxHEIGHT, e.g. 1024x700")
    size = (int(width), int(height))
    if size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]:
        raise argparse.ArgumentTypeError(
            f"{value} is too small: at least {MIN_SIZE[0]}x{MIN_SIZE[1]}"
        )
    if size[0] > MAX_SIZE[0] or size[1] > MAX_SIZE[1]:
        raise argparse.ArgumentTypeError(
            f"{value} is too large: at most {MAX_SIZE[0]}x{MAX_SIZE[1]}"
        )
    return size


#: The computer players' levels (``yxs_desktop.selfplay.AI_KINDS``, without importing it).
LEVELS = ("easy", "baseline", "strong", "expert", "random")


def _levels(value: str) -> tuple[str, ...]:
    """An argparse type: one level, or a comma-separated list of one per seat."""
    levels = tuple(level.strip() for level in value.split(","))
    for level in levels:
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(
                f"invalid choice: {level!r} (choose from {', '.join(LEVELS)})"
            )
    return levels


_positive = _number(int, 1)
_seed = _number(int, 0)
_speed = _number(float, 0.25, 50)


def _transport(check: str) -> Callable[[str], Any]:
    """An argparse type: ``server/transport.py``'s function ``check`` of the value (that
    module imported only for ``yxs server``), its refusal as the flag's error."""

    def parse(value: str) -> Any:
        from yxs_desktop.server import transport

        try:
            return getattr(transport, check)(value)
        except transport.TransportError as error:
            raise argparse.ArgumentTypeError(str(error)) from None

    return parse


def _redis_url(value: str) -> str:
    """An argparse type: a Redis URL (``redis://``, ``rediss://`` or ``unix://``)."""
    if not value.lower().startswith(("redis://", "rediss://", "unix://")):
        raise argparse.ArgumentTypeError(
            f"{value!r} is not a Redis URL (redis://host:port/db, rediss://..., unix:///path)"
        )
    return value


def _client_url(value: str) -> str:
    """An argparse type: a URL clients open (``ws://`` or ``wss://``, a host)."""
    scheme, sep, rest = value.partition("://")
    if scheme.lower() not in ("ws", "wss") or not sep or not rest or rest.startswith("/"):
        raise argparse.ArgumentTypeError(
            f"{value!r} is not a ws:// or wss:// URL with a host (wss://host:port/path)"
        )
    return value


def _server_flags(server: argparse.ArgumentParser) -> list[argparse.Action]:
    """Add ``yxs server``'s flags to ``server``: their actions, each with its default."""
    flags = [
        server.add_argument(
            "--config",
            metavar="FILE",
            help="read settings from this TOML file: the long flags' names as keys "
            '(port = 9527, allow_origin = ["https://a.example"]); default: $YXS_CONFIG',
        ),
        server.add_argument(
            "--host", default="127.0.0.1", help="the address to listen on (default: loopback only)"
        ),
        server.add_argument(
            "--port", type=_number(int, 0, 65535), default=9527, help="default: 9527 (0: any free)"
        ),
        server.add_argument("--max-rooms", type=_positive, default=100, metavar="N"),
        server.add_argument("--max-connections", type=_positive, default=1000, metavar="N"),
        server.add_argument(
            "--max-per-address",
            type=_positive,
            default=16,
            metavar="N",
            help="connections at once from one client address; more are refused with HTTP "
            "429 (default: 16)",
        ),
        server.add_argument(
            "--max-search-rooms",
            type=_number(int, 0),
            default=4,
            metavar="N",
            help="rooms with expert computer players at once (each of their actions is "
            "searched, tens of ms of CPU; default: 4, 0: none)",
        ),
    ]
    kept = server.add_mutually_exclusive_group()
    flags += [
        kept.add_argument(
            "--data",
            metavar="DIR",
            help="keep the games here: their replays, and the games under way, which go on "
            "when the server is started again on DIR (default: the program's data folder)",
        ),
        kept.add_argument(
            "--no-data", action="store_true", help="keep nothing (games end with the server)"
        ),
        server.add_argument(
            "--drain",
            type=_number(float, 0),
            default=0.0,
            metavar="SECONDS",
            help="on SIGTERM or Ctrl+C, let the games under way go on this long before "
            "stopping (default: 0; either way they go on after a restart)",
        ),
        server.add_argument(
            "--keep-days",
            type=_positive,
            default=None,
            metavar="N",
            help="remove from the data folder the files of games that finished more than N "
            "days ago, when the server starts and every hour (default: keep them for ever)",
        ),
        server.add_argument(
            "--cert",
            metavar="FILE",
            help="serve wss:// (TLS) with this certificate chain (PEM); needs --key",
        ),
        server.add_argument(
            "--key", metavar="FILE", help="the certificate's private key (PEM, no passphrase)"
        ),
        server.add_argument(
            "--path",
            type=_transport("path_prefix"),
            default="/",
            metavar="/PREFIX",
            help="serve the WebSocket under this path only (e.g. /yxs for a reverse proxy's "
            "https://host/yxs/); other paths get 404 (default: /, every path)",
        ),
        server.add_argument(
            "--allow-origin",
            type=_transport("origin"),
            action="append",
            default=[],
            metavar="URL",
            help="let web pages of this origin (https://host[:port]) connect; a connection "
            "with another Origin header is refused with 403, one without is taken (repeatable)",
        ),
        server.add_argument(
            "--trusted-proxy",
            type=_transport("ip_address"),
            action="append",
            default=[],
            metavar="ADDRESS",
            help="a reverse proxy's IP address: from it, the client's address is the last "
            "entry of X-Forwarded-For (repeatable; from anyone else the header is ignored)",
        ),
        server.add_argument(
            "--ban",
            metavar="FILE",
            help="refuse the IP addresses and networks (CIDR) of this file, one a line, with "
            "HTTP 403; it is read again when it changes",
        ),
        server.add_argument(
            "--metrics-port",
            type=_number(int, 0, 65535),
            metavar="N",
            help="serve Prometheus metrics at http://METRICS_HOST:N/metrics (default: none; "
            "never on the players' port)",
        ),
        server.add_argument(
            "--metrics-host",
            default="127.0.0.1",
            metavar="ADDRESS",
            help="the address of --metrics-port (default: 127.0.0.1, this computer only)",
        ),
        server.add_argument(
            "--redis",
            type=_redis_url,
            metavar="URL",
            help="share the lobby with the other yxs server processes using this Redis "
            "(redis://host:6379/0, rediss:// for TLS, unix:///path); default: none, alone",
        ),
        server.add_argument(
            "--public-url",
            type=_client_url,
            metavar="URL",
            help="with --redis: the address clients reach this process at "
            "(wss://play.example.org/yxs1/); default: from --host, --port and --path",
        ),
        server.add_argument(
            "--node-name",
            metavar="NAME",
            help="with --redis: this process's name among them (default: hostname:port)",
        ),
        server.add_argument(
            "--admin-socket",
            metavar="PATH",
            help="answer `yxs server admin` (kick, ban, close-room, say, stats) on this Unix "
            "socket, which only this user may open (default: none)",
        ),
        server.add_argument(
            "--log-format",
            choices=("text", "json"),
            default="text",
            help="the log on stderr: text lines, or one JSON object a line (default: text)",
        ),
        # the desktop program's own server stops with it (not for people: no help)
        server.add_argument("--parent", type=_positive, default=None, help=argparse.SUPPRESS),
    ]
    return flags


#: ``yxs server``'s flags that only the command line gives: the config file itself, and
#: the desktop program's own.
_COMMAND_LINE_ONLY = ("config", "parent")
#: ``yxs server``'s flags of which one at most is given.
_SERVER_EXCLUSIVE = (("data", "no_data"),)


def _server_options() -> list[Option]:
    """``yxs server``'s flags as ``server/settings.py`` takes them (each with its kind and
    default, read from the flags themselves)."""
    from yxs_desktop.server.settings import Kind, Option

    options = []
    for action in _server_flags(argparse.ArgumentParser(add_help=False)):
        kind: Kind
        if action.nargs == 0:
            kind = "bool"
        elif isinstance(action.default, list):
            kind = "list"
        elif isinstance(action.type, _Number):
            kind = "int" if action.type.kind is int else "float"
        else:
            kind = "str"
        parse = action.type if callable(action.type) else None
        options.append(
            Option(
                action.dest,
                kind,
                action.default,
                parse,
                None if action.choices is None else tuple(action.choices),
                layered=action.dest not in _COMMAND_LINE_ONLY,
            )
        )
    return options


def server_settings(args: argparse.Namespace, environ: Mapping[str, str]) -> str | None:
    """Fill ``args`` (``yxs server``'s, holding only what the command line gave) from the
    environment, the config file and the defaults (``server/settings.py``); what cannot be
    used is its one-line message."""
    from pathlib import Path

    from yxs_desktop.server.settings import CONFIG_VARIABLE, SettingsError, resolve

    options = _server_options()
    dests = {option.dest for option in options}
    given = {dest: value for dest, value in vars(args).items() if dest in dests}
    if getattr(args, "parent", None) is not None:
        # the program's own server ("Start a server on this computer") is what its command
        # line says: a person's YXS_* settings for a public server must not change it
        environ = {}
    config = given.get("config") or environ.get(CONFIG_VARIABLE, "").strip() or None
    try:
        values = resolve(
            options,
            given,
            environ,
            None if config is None else Path(config),
            exclusive=_SERVER_EXCLUSIVE,
        )
    except SettingsError as error:
        return str(error)
    for dest, value in values.items():
        setattr(args, dest, value)
    args.config = config
    return None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="yxs", description="英雄杀 (Hero Kill): play, simulate and watch games."
    )
    parser.add_argument(
        "--version", action="version", version=f"yxs {__version__} ({engine_build()})"
    )
    parser.add_argument(
        "--lang",
        dest="main_lang",
        choices=("zh", "en"),
        default=None,
        help="the language (for the desktop program, demo and play; default: the saved one)",
    )
    sub = parser.add_subparsers(dest="command")

    sim = sub.add_parser("sim", help="play many computer games and write one JSON line each")
    sim.add_argument("--mode", required=True, choices=sorted(MODES))
    sim.add_argument("--games", type=_positive, default=1)
    sim.add_argument("--seed", type=_seed, default=0, help="game i uses seed SEED+i")
    sim.add_argument(
        "--ai",
        type=_levels,
        default=("baseline",),
        metavar="LEVEL[,LEVEL...]",
        help=f"one level for every seat or one per seat ({', '.join(LEVELS)}; default: baseline)",
    )
    sim.add_argument("--out", help="write the lines to this file instead of stdout")
    sim.add_argument("--workers", type=_positive, default=1, help="processes to use")
    sim.add_argument("--extra-choice", action="store_true", help="one more hero to choose from")
    sim.add_argument("--replays", metavar="DIR", help="save each game as DIR/<mode>-<seed>.yxsr")

    arena = sub.add_parser(
        "arena", help="measure a computer level against another in duplicate games"
    )
    arena.add_argument("--mode", required=True, choices=sorted(MODES))
    arena.add_argument("--games", type=_positive, default=100, help="deals (default: 100)")
    arena.add_argument("--seed", type=_seed, default=0, help="deal i uses seed SEED+i")
    arena.add_argument("--ai", required=True, choices=LEVELS, help="the level measured")
    arena.add_argument("--vs", required=True, choices=LEVELS, help="the level it is compared to")
    arena.add_argument(
        "--seating",
        choices=SEATINGS,
        default="seat",
        help="where the tested level sits in its games: one seat (default), every seat of a"
        " role, or of a side, in turn",
    )
    arena.add_argument("--workers", type=_positive, default=1, help="processes to use")
    arena.add_argument("--out", metavar="FILE", help="also write the results as JSON")
    arena.add_argument("--resamples", type=_positive, default=1000, help="bootstrap resamples")
    arena.add_argument(
        "--progress", action="store_true", help="show progress even if stderr is no terminal"
    )
    arena.add_argument("--lang", choices=("zh", "en"), default=None, help="default: zh")

    gui = sub.add_parser("gui", help="open the desktop program (the default)")
    gui.add_argument("--lang", choices=("zh", "en"), default=None)

    demo = sub.add_parser("demo", help="watch computer players play one game at the table")
    demo.add_argument("--mode", choices=sorted(MODES), default="identity5")
    demo.add_argument(
        "--seed", type=_seed, default=None, help="the game number (default: a new one each time)"
    )
    demo.add_argument("--speed", type=_speed, default=1.0, help="animation speed, 0.25 to 50")
    demo.add_argument(
        "--screenshots",
        help="save PNGs of the window in this folder: the start page, the game, the result",
    )
    demo.add_argument(
        "--size", type=_size, default=None, metavar="WxH", help="the window size, e.g. 1024x700"
    )
    demo.add_argument("--quit", action="store_true", help="exit when the game ends")
    demo.add_argument("--lang", choices=("zh", "en"), default=None)

    play = sub.add_parser("play", help="play one computer game and print its log")
    play.add_argument("--mode", choices=sorted(MODES), default="identity5")
    play.add_argument("--seed", type=_seed, default=None)
    play.add_argument("--ai", choices=LEVELS, default="baseline")
    play.add_argument("--lang", choices=("zh", "en"), default=None, help="default: zh")

    replay = sub.add_parser("replay", help="check, describe and export replay files (.yxsr)")
    replay_sub = replay.add_subparsers(dest="replay_command", required=True)
    verify = replay_sub.add_parser(
        "verify", help="re-run each replay and check it (exit 1 if one does not verify)"
    )
    verify.add_argument("files", nargs="+", metavar="FILE")
    verify.add_argument("--lang", choices=("zh", "en"), default=None, help="default: zh")
    info = replay_sub.add_parser("info", help="print a replay's header and result")
    info.add_argument("file", metavar="FILE")
    info.add_argument("--lang", choices=("zh", "en"), default=None, help="default: zh")
    export = replay_sub.add_parser(
        "export", help="write a replay's events as one viewer saw them (JSON Lines)"
    )
    export.add_argument("file", metavar="FILE")
    viewer = export.add_mutually_exclusive_group(required=True)
    viewer.add_argument("--seat", type=_seed, metavar="N", help="as seat N saw it (from 0)")
    viewer.add_argument("--spectator", action="store_true", help="as a spectator saw it")
    viewer.add_argument("--all", action="store_true", help="every event, nothing hidden")
    export.add_argument("--out", metavar="FILE", help="write to this file instead of stdout")
    export.add_argument("--lang", choices=("zh", "en"), default=None, help="default: zh")

    stats = sub.add_parser(
        "stats", help="games, wins and scores per mode, role, hero and period, from replays"
    )
    stats.add_argument(
        "folder", nargs="?", metavar="DIR", help="default: the folder local games are saved in"
    )
    whose = stats.add_mutually_exclusive_group()
    whose.add_argument(
        "--seat", type=_seed, metavar="N", help="count seat N (from 0), not the person's seats"
    )
    whose.add_argument("--all-seats", action="store_true", help="count every seat (computer games)")
    stats.add_argument("--per", choices=("day", "week"), default="week", help="default: week")
    stats.add_argument("--lang", choices=("zh", "en"), default=None, help="default: zh")

    server = sub.add_parser(
        "server",
        help="run the online game server (websockets)",
        description="Every flag can also come from the environment variable YXS_<FLAG> "
        "(YXS_MAX_ROOMS=50) or from a TOML config file (--config; max_rooms = 50); the "
        "command line wins over the environment, which wins over the file. "
        "`yxs server admin --help`: the operator's commands to a running server. See "
        "docs/server.md.",
    )
    for action in _server_flags(server):
        # what the command line does not give comes from the environment, the config
        # file or the default: yxs_desktop/server/settings.py, in main()
        action.default = argparse.SUPPRESS

    if source_tree() is not None:  # the developers' commands rewrite the tree's docs
        _add_doc_commands(sub)
    return parser


def _add_doc_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """``rules-doc`` and ``protocol-doc``: offered only in a source tree (an installed copy
    has no ``docs/`` to rewrite)."""
    rules = sub.add_parser(
        "rules-doc", help="rewrite docs/rules.md from its template and the engine's registries"
    )
    rules.add_argument(
        "--check",
        action="store_true",
        help="only check that the file is up to date (exit 1 if not)",
    )
    rules.add_argument("--out", help="write to this file instead of docs/rules.md")

    protocol = sub.add_parser(
        "protocol-doc", help="rewrite docs/protocol.md's field reference from the structs"
    )
    protocol.add_argument(
        "--check",
        action="store_true",
        help="only check that the file is up to date (exit 1 if not)",
    )
    protocol.add_argument("--out", help="write to this file instead of docs/protocol.md")


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0].endswith(".yxsr"):  # `yxs FILE.yxsr`: the replay viewer
        from yxs_desktop.ui.app import run_gui

        return run_gui(None, replay=argv[0])
    if argv[:2] == ["server", "admin"]:
        from yxs_desktop.server.admin_command import main as admin

        return admin(argv[2:], os.environ, _server_options())
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "sim" and len(args.ai) not in (1, MODES[args.mode].players):
        players = MODES[args.mode].players
        parser.error(
            f"argument --ai: {len(args.ai)} levels for the {players} seats of {args.mode}: "
            "give one level, or one per seat"
        )
    if args.command == "server":
        problem = server_settings(args, os.environ)
        if problem is not None:
            print(f"yxs server: {problem}", file=sys.stderr)
            return 2
        if (args.cert is None) != (args.key is None):
            given, missing = ("--cert", "--key") if args.key is None else ("--key", "--cert")
            parser.error(f"argument {given}: needs {missing} too (both or neither)")
    # `yxs --lang en` and `yxs gui --lang en` alike (the subcommand's wins when both)
    args.lang = getattr(args, "lang", None) or args.main_lang
    try:
        if args.command == "sim":
            return run_sim(args)
        if args.command == "play":
            return run_play(args)
        if args.command == "arena":
            return run_arena(args)
        if args.command == "replay":
            from yxs_desktop.replay.command import run_replay

            return run_replay(args.replay_command, args)
        if args.command == "stats":
            return run_stats(args)
        if args.command == "server":
            return run_server(args)
        if args.command == "rules-doc":
            from yxs_desktop.rules_doc import run

            return run(check=args.check, out=args.out)
        if args.command == "protocol-doc":
            from yxs_desktop.protocol.reference import run as run_protocol_doc

            return run_protocol_doc(check_only=args.check, out=args.out)
        if args.command == "demo":
            from pathlib import Path

            from yxs_desktop.ui.app import run_demo

            shots = Path(args.screenshots) if args.screenshots else None
            return run_demo(
                args.mode, args.seed, args.speed, shots, args.quit, args.lang, size=args.size
            )
        from yxs_desktop.ui.app import run_gui

        return run_gui(args.lang)
    except BrokenPipeError:  # the reader went away (`yxs play | head`): not an error
        sys.stderr.close()
        return 0


def run_server(args: argparse.Namespace) -> int:
    """`yxs server`: serve until SIGINT or SIGTERM; an address that cannot be had, a
    certificate and key that cannot be loaded, or a ban file that cannot be read, is one
    line of error and exit 2."""
    import logging
    from pathlib import Path

    from yxs_desktop.server.logs import configure
    from yxs_desktop.server.transport import Transport, TransportError, tls_context

    tls = None
    if args.cert is not None and args.key is not None:
        try:
            tls = tls_context(Path(args.cert), Path(args.key))
        except TransportError as error:
            print(f"yxs server: {error}", file=sys.stderr)
            return 2
    transport = Transport(
        path=args.path,
        origins=tuple(dict.fromkeys(args.allow_origin)),
        trusted_proxies=frozenset(args.trusted_proxy),
        tls=tls,
    )

    handler = configure(args.log_format)
    try:
        return _serve(args, transport)
    finally:
        logging.getLogger().removeHandler(handler)


def _serve(args: argparse.Namespace, transport: Transport) -> int:
    """`yxs server` once its log is set up (see :func:`run_server`)."""
    import asyncio
    import logging
    from pathlib import Path

    from yxs_desktop.server.access import AccessError, BanList
    from yxs_desktop.server.app import ListenError, Server, serve
    from yxs_desktop.server.store import DataFolderError, default_data_folder

    log = logging.getLogger(__name__)
    if args.config is not None:
        log.info("settings from the config file %s", args.config)
    try:
        bans = None if args.ban is None else BanList(Path(args.ban))
    except AccessError as error:
        print(f"yxs server: {error}", file=sys.stderr)
        return 2
    data = None if args.no_data else Path(args.data) if args.data else default_data_folder()
    if data is not None:
        log.info("data folder: %s", data)
    elif args.keep_days is not None:
        log.info("--keep-days does nothing without a data folder (--no-data)")
    try:
        asyncio.run(
            serve(
                lambda: Server(
                    args.host,
                    args.port,
                    args.max_rooms,
                    args.max_connections,
                    data,
                    max_search_rooms=args.max_search_rooms,
                    transport=transport,
                    max_per_address=args.max_per_address,
                    bans=bans,
                    metrics_port=args.metrics_port,
                    metrics_host=args.metrics_host,
                    keep_days=args.keep_days,
                    admin_socket=None if args.admin_socket is None else Path(args.admin_socket),
                    redis=args.redis,
                    node_name=args.node_name,
                    public_url=args.public_url,
                ),
                drain=args.drain,
                parent=args.parent,
            )
        )
    except (DataFolderError, ListenError) as error:
        print(f"yxs server: {error}", file=sys.stderr)
        return 2
    except OSError as error:
        print(
            f"yxs server: cannot listen on {args.host}:{args.port}: {error.strerror or error}",
            file=sys.stderr,
        )
        return 2
    return 0


def run_stats(args: argparse.Namespace) -> int:
    """`yxs stats`: the figures of the replays in DIR, by default the replay folder."""
    from yxs_desktop.replay.command import show_stats
    from yxs_desktop.replay.stats import ALL_SEATS, PERSON, Whose

    folder = args.folder
    if folder is None:
        from yxs_desktop.client.replay_store import default_replay_folder

        folder = str(default_replay_folder())
    whose: Whose = ALL_SEATS if args.all_seats else PERSON if args.seat is None else args.seat
    return show_stats(folder, whose, args.per, args.lang or "zh")


# ---------------------------------------------------------------------------- sim
_Job = tuple[str, int, str | tuple[str, ...], bool, str | None]


def _one_game(job: _Job) -> tuple[int, str | None, str | None]:
    """Play one game (and save its replay in the folder the job names, if any); returns
    (seed, JSON line or None, error text or None)."""
    from yxs_desktop.selfplay import game_record, play_game

    mode, seed, ai, extra, replays = job
    try:
        if replays is not None:
            from pathlib import Path

            from yxs_desktop.recorded_selfplay import play_and_record
            from yxs_desktop.replay.format import SUFFIX

            path = Path(replays) / f"{mode}-{seed}{SUFFIX}"
            game = play_and_record(path, mode, seed, ai, extra_choice=extra)
        else:
            game = play_game(mode, seed, ai, extra_choice=extra)
        line = json.dumps(game_record(game), ensure_ascii=False, separators=(",", ":"))
        return seed, line, None
    except Exception:
        error = traceback.format_exc()
        gc.collect()  # a game cut short may hold cycles (its suspended procedure)
        return seed, None, error


def _results(jobs: list[_Job], workers: int) -> Iterator[Any]:
    from yxs_desktop.selfplay import without_automatic_gc

    if workers == 1:
        with without_automatic_gc():
            yield from map(_one_game, jobs)
        return
    # The workers do what without_automatic_gc does, for as long as they live.
    with ProcessPoolExecutor(max_workers=workers, initializer=gc.disable) as pool:
        yield from pool.map(_one_game, jobs, chunksize=max(1, min(32, len(jobs) // (workers * 4))))


def run_sim(args: argparse.Namespace) -> int:
    """Play the games and write their lines; failures go to stderr and exit 1."""
    replays = getattr(args, "replays", None)
    if replays is not None:
        try:
            os.makedirs(replays, exist_ok=True)
        except OSError as exc:
            print(f"yxs sim: cannot make the folder {replays}: {exc.strerror}", file=sys.stderr)
            return 2
    # one level stays a string: the lines and replays of a single level are as they were
    ai = args.ai[0] if len(args.ai) == 1 else tuple(args.ai)
    jobs: list[_Job] = [
        (args.mode, args.seed + i, ai, args.extra_choice, replays) for i in range(args.games)
    ]
    with contextlib.ExitStack() as stack:
        try:
            out: TextIO = (
                stack.enter_context(open(args.out, "w", encoding="utf-8"))
                if args.out
                else sys.stdout
            )
        except OSError as exc:
            print(f"yxs sim: cannot write {args.out}: {exc.strerror}", file=sys.stderr)
            return 2
        progress = _Progress(args.games, enabled=sys.stderr.isatty())
        failures = 0
        try:
            for seed, line, error in _results(jobs, args.workers):
                if line is not None:
                    out.write(line + "\n")
                else:
                    failures += 1
                    print(f"yxs sim: game with seed {seed} failed:\n{error}", file=sys.stderr)
                progress.step()
        except KeyboardInterrupt:
            print("\nyxs sim: interrupted", file=sys.stderr)
            return 130
        finally:
            progress.done()
    if failures:
        print(f"yxs sim: {failures} of {args.games} games failed", file=sys.stderr)
        return 1
    return 0


class _Progress:
    """A one-line progress bar on stderr (only when stderr is a terminal)."""

    def __init__(self, total: int, enabled: bool) -> None:
        self.total = total
        self.count = 0
        self.enabled = enabled
        self.start = time.monotonic()

    def step(self) -> None:
        self.count += 1
        if self.enabled and (self.count == self.total or self.count % 10 == 0):
            width = 30
            filled = width * self.count // self.total
            rate = self.count / max(time.monotonic() - self.start, 1e-9)
            sys.stderr.write(
                f"\r[{'#' * filled}{'.' * (width - filled)}] {self.count}/{self.total}"
                f"  {rate:.1f} games/s"
            )
            sys.stderr.flush()

    def done(self) -> None:
        if self.enabled:
            sys.stderr.write("\n")


# ---------------------------------------------------------------------------- arena
def run_arena(args: argparse.Namespace) -> int:
    """`yxs arena`: play the duplicate schedule, print the tables, write the JSON."""
    from yxs_desktop.arena.report import report_lines, summary
    from yxs_desktop.arena.run import Progress
    from yxs_desktop.arena.run import run_arena as run

    lang = args.lang or "zh"
    with contextlib.ExitStack() as stack:
        try:
            out = stack.enter_context(open(args.out, "w", encoding="utf-8")) if args.out else None
        except OSError as exc:
            print(f"yxs arena: cannot write {args.out}: {exc.strerror}", file=sys.stderr)
            return 2
        progress = Progress(args.progress or sys.stderr.isatty())
        try:
            results = run(
                args.mode,
                args.games,
                args.seed,
                args.ai,
                args.vs,
                seating=args.seating,
                workers=args.workers,
                progress=progress,
            )
        except KeyboardInterrupt:
            print("\nyxs arena: interrupted", file=sys.stderr)
            return 130
        finally:
            progress.done()
        data = summary(
            results,
            mode=args.mode,
            deals=args.games,
            seed=args.seed,
            tested=args.ai,
            reference=args.vs,
            seating=args.seating,
            resamples=args.resamples,
        )
        print("\n".join(report_lines(data, lang)))
        if out is not None:
            json.dump(data, out, ensure_ascii=False, indent=1)
            out.write("\n")
    return 0


# ---------------------------------------------------------------------------- play
def run_play(args: argparse.Namespace) -> int:
    """Play one computer game and print what a spectator sees, in words."""
    from yxs_desktop.engine import describe, events_for, text
    from yxs_desktop.selfplay import play_game

    mode = getattr(args, "mode", "identity5")
    seed = getattr(args, "seed", None)
    if seed is None:
        seed = time.time_ns() % 1_000_000
    lang = getattr(args, "lang", None) or "zh"
    game = play_game(mode, seed, getattr(args, "ai", "baseline"))
    names = {
        p.seat: f"{text(f'hero.{p.hero.id}.name', lang)}[{p.seat}]" if p.hero else str(p.seat)
        for p in game.players
    }
    print(f"{text(f'mode.{mode}', lang)}  seed={seed}")
    for event in events_for(game, None):
        line = describe(event, lang, names.__getitem__)
        if line:
            print(line)
    for p in game.players:
        role = text(f"role.{p.role}", lang)
        state = "✓" if p.alive else "✗"
        # a dead character's HP is shown as 0, not as the damage that went below it
        print(f"  {names[p.seat]:<14} {role:<6} {state} HP {max(p.hp, 0)}/{p.max_hp}")
    return 0
