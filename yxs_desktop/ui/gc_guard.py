"""Python's garbage collection on the Qt main thread only.

The cyclic collector runs in whichever thread happens to allocate past its threshold —
in this program often a local game's worker thread. A Qt object caught in a reference
cycle and owned by Python would then be deleted on that thread, and Qt cannot stop an
object's timers from another thread: they fire later into freed memory. So while the
program runs, automatic collection is off and a timer on the main thread collects each
generation when its count has passed the usual threshold.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500


class MainThreadCollector(QObject):
    """Turns automatic garbage collection off and collects from a main-thread timer;
    :meth:`stop` (or the owner's deletion) turns automatic collection back on."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self.was_enabled = gc.isenabled()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect_due)
        self.timer.start(INTERVAL_MS)
        self.destroyed.connect(_restore(self.was_enabled))

    def collect_due(self) -> int:
        """Collect the oldest generation whose count has passed its threshold (the same
        rule the automatic collector follows); the number of objects found unreachable."""
        counts = gc.get_count()
        for generation in (2, 1, 0):
            if counts[generation] > self.thresholds[generation]:
                return gc.collect(generation)
        return 0

    def stop(self) -> None:
        self.timer.stop()
        if self.was_enabled:
            gc.enable()


def _restore(enabled: bool):  # type: ignore[no-untyped-def]
    # a plain function: the collector object itself is gone when ``destroyed`` arrives
    def restore(*_: object) -> None:
        if enabled:
            gc.enable()

    return restore
