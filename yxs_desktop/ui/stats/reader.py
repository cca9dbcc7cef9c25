"""Reading a folder of replays for the statistics page in a worker thread, so that a
thousand files do not freeze the window. The worker touches no Qt object: a timer on the
main thread looks for its result and emits it there."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from yxs_desktop.replay.stats import Folder, NotAFolder, read_folder

POLL_MS = 25


class FolderReader(QObject):
    """Reads one folder at a time (:func:`read_folder`). :attr:`read` gives the
    :class:`Folder`, :attr:`failed` the :class:`NotAFolder`, both on the main thread. A
    read asked for while another runs replaces it: only the last one is reported."""

    read = Signal(object)  # Folder
    failed = Signal(object)  # NotAFolder

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="yxs-stats")
        self._future: Future[Folder] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        pool = self._pool  # not self: the slot runs once the object is gone
        self.destroyed.connect(lambda: pool.shutdown(wait=False, cancel_futures=True))

    def start(self, folder: Path) -> None:
        """Read ``folder`` (the result of a read under way is dropped)."""
        if self._future is not None:
            self._future.cancel()
        self._future = self._pool.submit(read_folder, folder)
        self._timer.start()

    def busy(self) -> bool:
        """Whether a read is under way (its result not yet emitted)."""
        return self._future is not None

    def _poll(self) -> None:
        future = self._future
        if future is None or not future.done():
            return
        self._future = None
        self._timer.stop()
        try:
            folder = future.result()
        except NotAFolder as error:
            self.failed.emit(error)
            return
        self.read.emit(folder)
