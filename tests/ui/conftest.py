"""Fixtures for the desktop client tests (offscreen Qt, settings in a temporary file)."""

from __future__ import annotations

import dataclasses
import gc

import pytest
from PySide6.QtCore import QSettings

from yxs_desktop.ai import levels
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.settings import Settings


@pytest.fixture
def settings(tmp_path, qapp) -> Settings:
    store = QSettings(str(tmp_path / "yxs.ini"), QSettings.Format.IniFormat)
    return Settings(store)


@pytest.fixture
def random_offered(monkeypatch) -> None:
    """``random`` offered to persons as a second level, after Standard (the choices of
    levels need two; the new levels are registered the same way)."""
    offered = dataclasses.replace(levels.LEVELS["random"], offered=True)
    monkeypatch.setitem(levels.LEVELS, "random", offered)
    monkeypatch.setattr(levels, "OFFERED", ("baseline", "random"))


@pytest.fixture
def english(qapp):
    set_language("en")
    yield
    set_language("en")


@pytest.fixture(autouse=True)
def collect_qt_garbage_on_the_main_thread(request):
    """Collect the garbage of each test that made Qt objects here, on the main thread.
    Python's cyclic garbage collection runs in whichever thread happens to trigger it: a
    Qt object that a test left in a reference cycle, collected later by a game's worker
    thread, would be deleted off the main thread and leave its timers firing into freed
    memory."""
    yield
    if {"qapp", "qtbot"} & set(request.fixturenames):
        gc.collect()
