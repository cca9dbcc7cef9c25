"""What stops a server, on every system: the signals a person or the desktop program sends
it, and the end of the program that started it.

On Unix the event loop takes the signals itself (``loop.add_signal_handler``). Windows'
event loop (the proactor) has no such handlers: Python's own handlers then hand the stop
to the loop, and Ctrl+Break (``SIGBREAK``, which the desktop program sends its server
there) counts as well. A parent process that ends is seen on Unix by the server's parent
changing; Windows never changes it, so there the parent's process is asked whether it
still runs.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

#: What ``signal.signal`` takes and gives back.
Handler = Callable[[int, FrameType | None], Any] | int | signal.Handlers | None
#: The signals that stop the server where they exist: Ctrl+C, a polite kill, Ctrl+Break.
STOP_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGBREAK") if hasattr(signal, name)
)


def stop_on_signals(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> Callable[[], None]:
    """Set ``stop`` when one of :data:`STOP_SIGNALS` comes; returns what undoes it."""
    try:
        for signum in STOP_SIGNALS:
            loop.add_signal_handler(signum, stop.set)
    except NotImplementedError:  # Windows' proactor loop: it takes none at all
        return _python_handlers(loop, stop)

    def undo() -> None:
        for signum in STOP_SIGNALS:
            loop.remove_signal_handler(signum)

    return undo


def _python_handlers(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> Callable[[], None]:
    """Python's own handlers for :data:`STOP_SIGNALS`, which hand the stop to ``loop``;
    returns what puts the previous ones back."""

    def handle(_signum: int, _frame: FrameType | None) -> None:
        loop.call_soon_threadsafe(stop.set)

    previous: dict[signal.Signals, Handler] = {}
    for signum in STOP_SIGNALS:
        # off the main thread Python takes no handler: only `stop` itself stops it then
        with contextlib.suppress(ValueError, OSError):
            previous[signum] = signal.signal(signum, handle)

    def undo() -> None:
        for signum, handler in previous.items():
            signal.signal(signum, handler)

    return undo


def parent_alive(parent: int) -> bool:
    """Whether the process ``parent``, which started this one, still runs."""
    if sys.platform == "win32":
        return _windows_process_alive(parent)
    return os.getppid() == parent  # an orphan is handed to another process


if sys.platform == "win32":
    import ctypes

    _SYNCHRONIZE = 0x00100000
    _WAIT_TIMEOUT = 0x102

    def _windows_process_alive(pid: int) -> bool:
        kernel = ctypes.windll.kernel32
        handle = kernel.OpenProcess(_SYNCHRONIZE, False, pid)
        if not handle:
            return False
        try:
            return bool(kernel.WaitForSingleObject(handle, 0) == _WAIT_TIMEOUT)
        finally:
            kernel.CloseHandle(handle)
