"""Fixtures for the desktop client tests (offscreen Qt, settings in a temporary file)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.settings import Settings


@pytest.fixture
def settings(tmp_path, qapp) -> Settings:
    store = QSettings(str(tmp_path / "yxs.ini"), QSettings.Format.IniFormat)
    return Settings(store)


@pytest.fixture
def english(qapp):
    set_language("en")
    yield
    set_language("en")
