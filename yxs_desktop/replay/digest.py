"""The rolling digest over a game's event stream (docs/replay-format.md, Digests): the sha256
of every event's engine encoding followed by a newline, in order."""

from __future__ import annotations

import hashlib


class EventDigest:
    """The digest of the events added so far; :meth:`hexdigest` may be asked at any point."""

    __slots__ = ("_hash", "events")

    def __init__(self) -> None:
        self._hash = hashlib.sha256()
        self.events = 0

    def add(self, encoded: bytes) -> None:
        """Add the next event, as the engine encodes it."""
        self._hash.update(encoded)
        self._hash.update(b"\n")
        self.events += 1

    def hexdigest(self) -> str:
        return self._hash.hexdigest()
