"""Test configuration: Qt runs offscreen, set before any QApplication exists; with
``YXS_COMPILED=1`` (``make test-compiled``) the run stops at once unless the engine it
imports is the mypyc-compiled one."""

import os
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Games played in the tests are recorded like any local game: into a folder of the test
# run's own (platformdirs reads XDG_DATA_HOME), never the person's replay folder.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="yxs-test-data-")
# ...and a program started by a test logs into the run's own log folder (XDG_STATE_HOME).
os.environ["XDG_STATE_HOME"] = tempfile.mkdtemp(prefix="yxs-test-state-")


def pytest_sessionstart(session: pytest.Session) -> None:
    if os.environ.get("YXS_COMPILED") == "1":
        from yxs_desktop.build_info import engine_compiled
        from yxs_desktop.engine import game

        if not engine_compiled():
            pytest.exit(f"YXS_COMPILED=1 but the engine is not compiled: {game.__file__}", 2)
