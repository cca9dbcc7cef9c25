"""The desktop program's log file, for bug reports: ``yxs.log`` in the user's log folder
(``~/.local/state/yxs_desktop/log`` on Linux, ``%LOCALAPPDATA%\\yxs_desktop\\Logs`` on
Windows, ``~/Library/Logs/yxs_desktop`` on macOS), rotated at :data:`MAX_BYTES` with
:data:`BACKUPS` older files kept.

It holds, with their times: one line at start naming the version, the engine's build,
Python, Qt and the system; everything the program logs at INFO and above; Qt's own warnings;
and every exception nobody caught, on any thread, with its traceback. A windowed program
(Windows' ``yxs-gui``, the macOS app) has no console, so this file is where a person finds
what went wrong. Nothing hidden of a game is logged (only what the program logs anyway).
"""

from __future__ import annotations

import logging
import platform
import sys
import threading
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType
from typing import Final

from platformdirs import user_log_path
from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler, qVersion

from yxs_desktop import __version__
from yxs_desktop.build_info import engine_build

LOG_NAME: Final = "yxs.log"
MAX_BYTES: Final = 1_000_000
BACKUPS: Final = 3
CONSOLE_FORMAT: Final = "%(levelname)s %(name)s: %(message)s"
FILE_FORMAT: Final = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger(__name__)
qt_log = logging.getLogger("qt")

_QT_LEVELS: Final = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


class _LogFile(RotatingFileHandler):
    """The program's file handler (told apart from any other handler of the root logger)."""


def log_folder() -> Path:
    """The user's log folder for the program."""
    return user_log_path("yxs_desktop", appauthor=False)


def _log_uncaught(
    kind: type[BaseException], error: BaseException, trace: TracebackType | None
) -> None:
    log.critical("uncaught exception", exc_info=(kind, error, trace))


def _on_uncaught(
    kind: type[BaseException], error: BaseException, trace: TracebackType | None
) -> None:
    """``sys.excepthook``: into the log, then as Python prints it (to the console)."""
    if not issubclass(kind, KeyboardInterrupt):
        _log_uncaught(kind, error, trace)
    sys.__excepthook__(kind, error, trace)


def _on_uncaught_in_thread(args: threading.ExceptHookArgs) -> None:
    """``threading.excepthook``: into the log, then as Python prints it."""
    if args.exc_value is not None:
        name = args.thread.name if args.thread is not None else "?"
        log.critical(
            "uncaught exception in the thread %s",
            name,
            exc_info=(args.exc_type, args.exc_value, args.exc_traceback),
        )
    threading.__excepthook__(args)


def _on_qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's messages (a missing plugin, a font, a style sheet's error) into the log."""
    qt_log.log(_QT_LEVELS.get(kind, logging.WARNING), "%s", message)


def file_handler() -> RotatingFileHandler | None:
    """The log file's handler, when :func:`start_logging` made one."""
    return next((h for h in logging.getLogger().handlers if isinstance(h, _LogFile)), None)


def start_logging(folder: Path | None = None) -> Path | None:
    """Log to the console (when there is one) and to the log file in ``folder`` (by
    default :func:`log_folder`), catch uncaught exceptions and Qt's messages into it, and
    write the start line. Returns the file's path, or None when it cannot be written (the
    program goes on; the console says why). Calling it again changes nothing."""
    root = logging.getLogger()
    existing = file_handler()
    if existing is not None:
        return Path(existing.baseFilename)
    root.setLevel(logging.INFO)
    if sys.stderr is not None and not root.handlers:
        console = logging.StreamHandler(sys.stderr)
        console.setFormatter(logging.Formatter(CONSOLE_FORMAT))
        root.addHandler(console)
    folder = log_folder() if folder is None else folder
    path = folder / LOG_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = _LogFile(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError as error:
        log.warning("no log file: cannot write %s (%s)", path, error.strerror or error)
        return None
    handler.setFormatter(logging.Formatter(FILE_FORMAT))
    root.addHandler(handler)
    sys.excepthook = _on_uncaught
    threading.excepthook = _on_uncaught_in_thread
    qInstallMessageHandler(_on_qt_message)
    log.info(
        "yxs %s started (%s; Python %s; Qt %s; %s)",
        __version__,
        engine_build(),
        platform.python_version(),
        qVersion(),
        platform.platform(),
    )
    return path


def stop_logging() -> None:
    """Close the log file and give back Python's and Qt's own handling of uncaught
    exceptions and messages."""
    handler = file_handler()
    if handler is None:
        return
    log.info("yxs stopped")
    logging.getLogger().removeHandler(handler)
    handler.close()
    sys.excepthook = sys.__excepthook__
    threading.excepthook = threading.__excepthook__
    qInstallMessageHandler(None)
