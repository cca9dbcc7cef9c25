"""ui/log_file.py: the desktop program's log file, where a person finds what went wrong
(a windowed program has no console): the start line, what the program logs, Qt's warnings
and every uncaught exception, on any thread."""

from __future__ import annotations

import logging
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import qWarning

from yxs_desktop import __version__
from yxs_desktop.ui import log_file
from yxs_desktop.ui.log_file import LOG_NAME, start_logging, stop_logging


@pytest.fixture
def logging_to(tmp_path: Path):
    """The log file started in a folder of the test's own, stopped after it."""
    path = start_logging(tmp_path / "log")
    yield path
    stop_logging()


def text_of(path: Path | None) -> str:
    assert path is not None
    for handler in logging.getLogger().handlers:
        handler.flush()
    return path.read_text("utf-8")


def test_the_log_file_starts_with_the_version_the_engine_and_the_system(logging_to) -> None:
    first = text_of(logging_to).splitlines()[0]
    assert f"yxs {__version__} started (engine " in first
    assert "Python 3." in first and "Qt 6." in first


def test_the_program_default_folder_is_the_users_log_folder(monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    path = start_logging()
    try:
        assert path == tmp_path / "yxs_desktop" / "log" / LOG_NAME
        assert path.is_file()
    finally:
        stop_logging()


def test_what_the_program_logs_and_qts_warnings_go_into_the_file(logging_to) -> None:
    logging.getLogger("yxs_desktop.client.online").warning("the server closed: %s", "gone")
    qWarning("QFont::setPointSizeF: Point size <= 0 (-1.000000)")
    text = text_of(logging_to)
    assert "WARNING yxs_desktop.client.online: the server closed: gone" in text
    assert "WARNING qt: QFont::setPointSizeF: Point size <= 0" in text


def test_an_uncaught_exception_is_written_with_its_traceback(logging_to, capsys) -> None:
    try:
        raise RuntimeError("a slot failed")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
    text = text_of(logging_to)
    assert "CRITICAL yxs_desktop.ui.log_file: uncaught exception" in text
    assert "Traceback" in text and "RuntimeError: a slot failed" in text
    assert "RuntimeError: a slot failed" in capsys.readouterr().err  # the console too


def test_an_uncaught_exception_in_a_thread_is_written_naming_the_thread(logging_to) -> None:
    def fail() -> None:
        raise ValueError("the engine thread failed")

    thread = threading.Thread(target=fail, name="engine")
    thread.start()
    thread.join()
    text = text_of(logging_to)
    assert "uncaught exception in the thread engine" in text
    assert "ValueError: the engine thread failed" in text


def test_the_file_rotates_and_keeps_a_bounded_number_of_old_files(logging_to, monkeypatch) -> None:
    handler = log_file.file_handler()
    assert handler is not None
    monkeypatch.setattr(handler, "maxBytes", 2_000)
    for index in range(200):
        logging.getLogger("yxs_desktop.test").info("line %d %s", index, "x" * 40)
    assert logging_to is not None
    kept = sorted(p.name for p in logging_to.parent.iterdir())
    assert kept == [LOG_NAME, *(f"{LOG_NAME}.{n}" for n in range(1, log_file.BACKUPS + 1))]
    assert "line 199" in text_of(logging_to)


def test_a_folder_that_cannot_be_written_leaves_the_program_running_without_a_file(
    tmp_path, caplog
) -> None:
    blocker = tmp_path / "log"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        assert start_logging(blocker) is None
    assert log_file.file_handler() is None
    assert f"no log file: cannot write {blocker / LOG_NAME}" in caplog.text


def test_starting_twice_keeps_one_file_and_stopping_gives_back_the_hooks(tmp_path) -> None:
    first = start_logging(tmp_path / "a")
    assert start_logging(tmp_path / "b") == first
    assert not (tmp_path / "b").exists()
    stop_logging()
    assert log_file.file_handler() is None
    assert sys.excepthook is sys.__excepthook__
    assert threading.excepthook is threading.__excepthook__
