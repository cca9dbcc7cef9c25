"""One viewer's stream of updates: its events numbered 1, 2, 3… and the latest updates
kept for a client that reconnects."""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from yxs_desktop.engine import Event, Reach, SeatView
from yxs_desktop.table.outbox import Numbered, Update


class Stream:
    """Numbers a viewer's events (only the events this viewer receives, so a gap in the
    numbers never tells of an event hidden from it) and keeps its last ``keep`` updates."""

    def __init__(self, keep: int) -> None:
        self.seq = 0
        self._kept: deque[Update] = deque(maxlen=keep)

    def push(self, events: Sequence[Event], view: SeatView, reach: Reach | None) -> Update:
        """The update of ``events`` (at least one) and the view after them."""
        first = self.seq + 1
        numbered = tuple(Numbered(first + i, event) for i, event in enumerate(events))
        self.seq += len(numbered)
        update = Update(numbered, view, reach)
        if self._kept.maxlen:
            self._kept.append(update)
        return update

    def skip(self, count: int) -> None:
        """Number ``count`` events that nobody is there to receive: the numbers go on, and
        the updates kept are let go (:meth:`since` then answers None: a snapshot)."""
        self.seq += count
        self._kept.clear()

    def since(self, last_seq: object) -> list[Update] | None:
        """The updates after sequence number ``last_seq`` (the first one cut to the events
        after it), or None when they are no longer all kept or ``last_seq`` is no number
        this stream gave."""
        if type(last_seq) is not int or not 0 <= last_seq <= self.seq:
            return None
        if last_seq == self.seq:
            return []
        kept = self._kept
        if not kept or kept[0].first > last_seq + 1:
            return None
        missed = [update for update in kept if update.last > last_seq]
        head = missed[0]
        if head.first <= last_seq:  # the client saw part of it
            rest = tuple(n for n in head.events if n.seq > last_seq)
            missed[0] = Update(rest, head.view, head.reach)
        return missed
