"""Test configuration: Qt runs offscreen, set before any QApplication exists."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
