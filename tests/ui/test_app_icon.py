"""The application icon on the main window, the application and the About box."""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from yxs_desktop.ui import app as app_module
from yxs_desktop.ui import resources
from yxs_desktop.ui.gc_guard import MainThreadCollector
from yxs_desktop.ui.main_window import MainWindow


def test_the_main_window_and_the_application_have_the_icon(
    qtbot, qapp, settings, monkeypatch
) -> None:
    monkeypatch.setattr(app_module, "Settings", lambda: settings)  # not the person's file
    before = (qapp.applicationName(), qapp.organizationName(), qapp.quitOnLastWindowClosed())
    had_collector = qapp.findChild(MainThreadCollector) is not None
    try:
        app, _ = app_module.make_app("en")
        assert not app.windowIcon().isNull()
        assert app.desktopFileName() == "io.github.yxs_desktop"  # resources/<it>.desktop
    finally:
        qapp.setApplicationName(before[0])
        qapp.setOrganizationName(before[1])
        qapp.setQuitOnLastWindowClosed(before[2])
        qapp.setWindowIcon(QIcon())
        collector = qapp.findChild(MainThreadCollector)
        if collector is not None and not had_collector:  # make_app's: gc back on
            collector.stop()
            collector.setParent(None)
            collector.deleteLater()
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert not window.windowIcon().isNull()
    assert not window.windowIcon().pixmap(32, 32).isNull()


def test_the_about_box_shows_the_icon(qtbot, settings, english) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    box = window.show_about()
    assert not box.iconPixmap().isNull()
    assert "0.1" in box.text()
    box.close()


def test_the_about_box_says_where_the_log_file_is_for_bug_reports(
    qtbot, settings, english, tmp_path
) -> None:
    from yxs_desktop.ui.i18n import set_language
    from yxs_desktop.ui.log_file import start_logging, stop_logging

    path = start_logging(tmp_path / "log")
    try:
        window = MainWindow(settings)
        qtbot.addWidget(window)
        box = window.show_about()
        assert box.informativeText() == f"The log file, for reporting a problem: {path}"
        box.close()
        set_language("zh")
        box = window.show_about()
        assert box.informativeText() == f"日志文件（报告问题时请附上）：{path}"
        box.close()
    finally:
        stop_logging()


def test_the_painted_icon_is_the_fallback(qapp, monkeypatch, tmp_path) -> None:
    """Without the SVG (or Qt's SVG plugin, as in the bundle) the icon is painted in code,
    in every size from 16 to 256 pixels, and is not blank."""
    monkeypatch.setattr(resources, "icon_path", lambda: tmp_path / "missing.svg")
    icon = resources.app_icon()
    assert isinstance(icon, QIcon) and not icon.isNull()
    for size in (16, 256):
        image = icon.pixmap(size, size).toImage()
        assert image.width() == size
        centre = image.pixelColor(size // 2, size // 2)
        corner = image.pixelColor(0, 0)
        assert corner.alpha() == 0 and centre.alpha() == 255
    assert QApplication.instance() is qapp
