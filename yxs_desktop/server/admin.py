"""The admin socket (``yxs server --admin-socket PATH``): a Unix socket on which the server
answers ``yxs server admin`` (requests and replies of :mod:`.admin_wire`, one JSON line
each way, done by :class:`~.operations.Operations`).

Who may use it is decided twice: the socket file is made readable and writable by the
server's user only (it is bound with that mode, never loosened after), and on Linux each
connection's peer credentials (``SO_PEERCRED``) must be the server's user or root;
elsewhere the file's mode alone keeps others out. The socket is on the local file system
only: nothing of it is reachable from the network. Each request is logged with who sent
it (user and process id where the system tells them).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import os
import socket
import stat
import struct
from pathlib import Path
from typing import Final

from yxs_desktop.server import admin_wire as wire
from yxs_desktop.server.operations import Operations

log = logging.getLogger(__name__)

#: Seconds an admin connection may stay silent before it is closed.
IDLE: Final = 60.0
#: The socket file's mode: the server's user only.
SOCKET_MODE: Final = 0o600
#: ``struct ucred`` of ``SO_PEERCRED``: pid, uid, gid.
_UCRED: Final = struct.Struct("3i")


class AdminError(Exception):
    """The admin socket cannot be had: the message says which and why, in one line."""


class AdminServer:
    """The admin socket at ``path``, whose requests ``operations`` does. An async context
    manager, or :meth:`start` and :meth:`stop`."""

    def __init__(self, path: Path, operations: Operations) -> None:
        self.path = path
        self.operations = operations
        self._server: asyncio.AbstractServer | None = None
        self._identity: tuple[int, int] | None = None  # the socket file we made
        self._clients: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        """Make the socket and answer on it (an :class:`AdminError` when it cannot be had:
        no Unix sockets here, a path too long, its folder missing, another server on it,
        or a file there that is no socket)."""
        if not hasattr(socket, "AF_UNIX"):
            raise AdminError("the admin socket needs Unix sockets, which this system lacks")
        path = self.path
        _clear_stale(path)
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        mask = os.umask(0o777 & ~SOCKET_MODE)  # born with its mode: no moment open to all
        try:
            listener.bind(str(path))
        except OSError as error:
            listener.close()
            raise AdminError(f"cannot make the admin socket {path}: {_why(error)}") from None
        finally:
            os.umask(mask)
        status = os.stat(path)
        self._identity = (status.st_dev, status.st_ino)
        try:
            self._server = await asyncio.start_unix_server(
                self._serve, sock=listener, limit=wire.MAX_REQUEST
            )
        except OSError as error:
            listener.close()
            self._remove()
            raise AdminError(f"cannot listen on the admin socket {path}: {_why(error)}") from None
        log.info("admin socket: %s", path)

    async def stop(self) -> None:
        """Stop answering, close the admin connections and remove the socket file (if it
        is still the one this server made)."""
        server, self._server = self._server, None
        if server is not None:
            server.close()
        for task in list(self._clients):
            task.cancel()
        if self._clients:
            await asyncio.gather(*self._clients, return_exceptions=True)
        if server is not None:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(server.wait_closed(), 1.0)
        self._remove()

    async def __aenter__(self) -> AdminServer:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    def _remove(self) -> None:
        identity, self._identity = self._identity, None
        if identity is None:
            return
        with contextlib.suppress(OSError):
            status = os.stat(self.path)
            if (status.st_dev, status.st_ino) == identity:
                os.unlink(self.path)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._clients.add(task)
        try:
            await self._talk(reader, writer)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        finally:
            self._clients.discard(task)
            writer.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer.wait_closed(), 1.0)

    async def _talk(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = _credentials(writer)
        who = "someone" if peer is None else f"uid {peer[1]}, pid {peer[0]}"
        if peer is not None and peer[1] not in (os.geteuid(), 0):
            log.warning("admin socket: refused %s (not the server's user)", who)
            writer.write(wire.encode(wire.Reply(False, "only the server's user may do this")))
            await writer.drain()
            return
        while True:
            try:
                line = await asyncio.wait_for(reader.readline(), IDLE)
            except TimeoutError:
                return
            except (ValueError, asyncio.LimitOverrunError):  # a line over the limit
                reply = wire.Reply(False, f"a request is at most {wire.MAX_REQUEST} bytes")
                writer.write(wire.encode(reply))
                await writer.drain()
                return
            if not line:
                return
            try:
                request = wire.decode_request(line)
            except wire.AdminWireError as error:
                reply = wire.Reply(False, str(error))
            else:
                log.info("admin (%s): %s", who, _described(request))
                try:
                    reply = self.operations.run(request)
                except Exception:  # the operator's request must not end the server
                    log.exception("admin (%s): %s failed", who, _described(request))
                    reply = wire.Reply(False, "the request failed; the server's log says why")
            writer.write(wire.encode(reply))
            await writer.drain()


def _clear_stale(path: Path) -> None:
    """Make room for the socket at ``path``: a socket left by a server that is gone is
    removed; another server answering there, or a file that is no socket, is an
    :class:`AdminError`."""
    try:
        status = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError as error:
        raise AdminError(f"cannot use the admin socket {path}: {_why(error)}") from None
    if not stat.S_ISSOCK(status.st_mode):
        raise AdminError(f"{path} exists and is not a socket: not replaced")
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        probe.connect(str(path))
    except OSError as error:
        if error.errno not in (errno.ECONNREFUSED, errno.ENOENT):
            raise AdminError(f"cannot use the admin socket {path}: {_why(error)}") from None
    else:
        raise AdminError(f"another server answers on the admin socket {path}")
    finally:
        probe.close()
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)


def _credentials(writer: asyncio.StreamWriter) -> tuple[int, int, int] | None:
    """The peer's process id, user id and group id, where the system tells them."""
    option = getattr(socket, "SO_PEERCRED", None)
    connection = writer.get_extra_info("socket")
    if option is None or connection is None:
        return None
    try:
        data = connection.getsockopt(socket.SOL_SOCKET, option, _UCRED.size)
    except OSError:
        return None
    pid, uid, gid = _UCRED.unpack(data)
    return pid, uid, gid


def _described(request: wire.Request) -> str:
    """The request for the log: its command and whom it is about (what is said to the
    players is not logged twice)."""
    match request:
        case wire.Kick() | wire.Ban():
            return f"{type(request).__struct_config__.tag} {request.who!r}"
        case wire.Unban():
            return f"unban {request.network!r}"
        case wire.CloseRoom():
            return f"close-room {request.room!r}"
        case wire.Say():
            return f"say ({len(request.text)} characters)"
        case _:
            return "stats"


def _why(error: OSError) -> str:
    if error.errno == errno.ENAMETOOLONG or "too long" in str(error):
        return "the path is too long for a Unix socket (about 100 bytes at most)"
    return error.strerror or str(error)
