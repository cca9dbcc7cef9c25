"""Start the desktop program (`yxs`) or a watched computer game (`yxs demo`).

asyncio runs on the Qt event loop through qasync; a local game's engine runs in a worker
thread and reaches the widgets through signals.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path
from typing import TypeVar

import qasync
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QWidget

from yxs_desktop.client.session import FinishedUpdate
from yxs_desktop.package_files import DESKTOP_ID
from yxs_desktop.ui.gc_guard import MainThreadCollector
from yxs_desktop.ui.i18n import set_language
from yxs_desktop.ui.log_file import start_logging, stop_logging
from yxs_desktop.ui.main_window import MainWindow
from yxs_desktop.ui.pages import new_seed
from yxs_desktop.ui.resources import app_icon
from yxs_desktop.ui.settings import Settings

log = logging.getLogger(__name__)

_T = TypeVar("_T")


def make_app(lang: str | None = None) -> tuple[QApplication, Settings]:
    """The application, its settings and translators (``lang`` overrides the setting)."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("yxs")
    app.setOrganizationName("yxs_desktop")
    app.setDesktopFileName(DESKTOP_ID)  # its .desktop file: the desktop's name and icon
    app.setWindowIcon(app_icon())
    app.setQuitOnLastWindowClosed(False)  # the asyncio main decides when to quit
    if app.findChild(MainThreadCollector) is None:
        MainThreadCollector(app)  # garbage is collected on this thread only
    settings = Settings()
    set_language(lang or settings.language())
    return app, settings


async def _until_closed(app: QApplication) -> None:
    closed: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    app.lastWindowClosed.connect(lambda: _resolve(closed, None))
    await closed


def _resolve(future: asyncio.Future[_T], value: _T) -> None:
    """Set ``future``'s result unless it already has one."""
    if not future.done():
        future.set_result(value)


class FileOpener(QObject):
    """Opens the replays the system hands the running program: on macOS a file opened in
    the Finder (or dropped on the Dock icon) arrives as a ``QFileOpenEvent``, not as an
    argument (the app's ``.yxsr`` document type, packaging/yxs.spec)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QFileOpenEvent) and event.file():
            self.window.open_replay(event.file())
            return True
        return False


def run_gui(lang: str | None = None, replay: str | None = None) -> int:
    """The desktop program; ``replay``: a ``.yxsr`` file to open in the viewer at once."""
    start_logging()
    app, settings = make_app(lang)
    window = MainWindow(settings)
    app.installEventFilter(FileOpener(window))
    window.show()
    if replay is not None:
        window.open_replay(replay)
    qasync.run(_until_closed(app))
    stop_logging()
    return 0


def run_demo(
    mode: str,
    seed: int | None,
    speed: float,
    screenshots: Path | None,
    quit_at_end: bool,
    lang: str | None = None,
    every: int = 25,
    size: tuple[int, int] | None = None,
) -> int:
    """Watch computer players play one game at the table, optionally saving PNGs of the
    window: the start page first (``…-000.png``, the mode chosen), the encyclopedia's two
    tabs (``encyclopedia-heroes.png``, ``encyclopedia-cards.png``), then every ``every``
    animated updates, and at the end the result over the final table. ``size``: the
    window's width and height. ``seed``: the game number (None: a new one, printed at
    the end with the result)."""
    number = new_seed() if seed is None else seed
    start_logging()
    app, settings = make_app(lang)
    if screenshots is not None:
        screenshots.mkdir(parents=True, exist_ok=True)
    window = MainWindow(settings)
    if size is not None:
        window.resize(*size)
    window.start_page.select_mode(mode)
    window.show()

    async def main() -> int:
        loop = asyncio.get_running_loop()
        done: asyncio.Future[FinishedUpdate] = loop.create_future()
        shots = {"n": 0, "seen": 0}

        def save(widget: QWidget, path: Path) -> None:
            if not widget.grab().save(str(path)):
                log.warning("could not save the screenshot %s", path)

        def shoot() -> None:
            if screenshots is None:
                return
            save(window, screenshots / f"{mode}-{number}-{shots['n']:03d}.png")
            shots["n"] += 1

        await asyncio.sleep(0.2)  # the start page laid out and painted
        shoot()
        if screenshots is not None:
            encyclopedia = window.show_encyclopedia()
            for tab, name in enumerate(("heroes", "cards")):
                encyclopedia.tabs.setCurrentIndex(tab)
                await asyncio.sleep(0.2)
                save(encyclopedia, screenshots / f"encyclopedia-{name}.png")
            encyclopedia.close()
        page = window.start_game(mode, False, speed, number, seat=None)

        def drained() -> None:
            played = page.scene.queue.played
            if played - shots["seen"] >= every:
                shots["seen"] = played
                shoot()

        page.scene.queue.drained.connect(drained)
        page.finished.connect(lambda result: _resolve(done, result))
        if window.session is not None and window.session.error is not None:
            raise window.session.error
        result = await done
        await asyncio.sleep(0.2)
        shoot()  # the result panel over the final table (MainWindow.show_result)
        print(f"{mode} seed {number}: {result.result} ({result.title})")
        if not quit_at_end:
            await _until_closed(app)
        window.stop_game()
        return 0

    code = qasync.run(main())
    stop_logging()
    return code
