"""Carries a session's updates from its thread to the Qt main thread as a signal."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from yxs_desktop.client.session import Update


class SessionBridge(QObject):
    """Pass :meth:`deliver` to a session as its listener; connect to :attr:`updated`.

    Signals emitted from another thread are queued to the receiver's thread, so slots
    connected to ``updated`` always run on the main thread.
    """

    updated = Signal(object)

    def deliver(self, update: Update) -> None:
        self.updated.emit(update)
