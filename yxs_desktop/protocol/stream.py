"""The messages one viewer (a seat, or the spectators with ``seat`` None) receives of a
game, built only through the engine's views: the events it may see, numbered in its own
stream, its view, the request as it may see it, who else is asked.

Sequence numbers count the events *this viewer received* (1, 2, 3...), not the game's
events: numbering the game's events would leave gaps in a seat's stream exactly where an
event was hidden from it, and a gap would tell it that something happened that it may
not know.
"""

from __future__ import annotations

from collections import deque
from typing import Final

from yxs_desktop.engine import Game, Reach, event_for, reach, request_for, seat_view, waiting_for
from yxs_desktop.protocol.messages import Asked, Finished, Numbered, Snapshot, Update, Waiting

#: How many sent events a stream keeps to resend after a reconnect.
KEEP: Final = 4096


class Stream:
    """One viewer's stream of one game: where it stands in the game's events, the last
    sequence number it was sent, and the latest events sent (:data:`KEEP` at most) to
    send again to a viewer that comes back."""

    def __init__(self, seat: int | None, keep: int = KEEP) -> None:
        self.seat = seat
        #: The game's events up to here have been looked at for this viewer.
        self.cursor = 0
        #: The sequence number of the last event sent (0: none yet).
        self.seq = 0
        self._sent: deque[Numbered] = deque(maxlen=keep)

    def update(self, game: Game, stop: int | None = None) -> Update | None:
        """The game's new events (up to index ``stop``, default all) that this viewer may
        see, numbered, with its view now; None when there is none. (A delayed spectator's
        view is not the view now: a caller holding events back sends its own.)"""
        end = len(game.events) if stop is None else stop
        numbered = []
        for event in game.events[self.cursor : end]:
            seen = event_for(event, self.seat)
            if seen is not None:
                self.seq += 1
                numbered.append(Numbered(self.seq, seen))
        self.cursor = max(self.cursor, end)
        if not numbered:
            return None
        self._sent.extend(numbered)
        return Update(tuple(numbered), seat_view(game, self.seat), self._reach(game))

    def missed(self, last_seq: int) -> tuple[Numbered, ...] | None:
        """The events sent after ``last_seq``, or None when some of them are no longer
        kept (or ``last_seq`` is ahead of the stream): then a snapshot is due."""
        if last_seq > self.seq or last_seq < 0:
            return None
        if last_seq == self.seq:
            return ()
        if not self._sent or self._sent[0].seq > last_seq + 1:
            return None
        return tuple(self._sent)[last_seq + 1 - self._sent[0].seq :]

    def snapshot(self, game: Game) -> Snapshot:
        """The viewer's whole view now, standing at its last sequence number."""
        return Snapshot(self.seq, seat_view(game, self.seat), self._reach(game))

    def _reach(self, game: Game) -> Reach | None:
        return reach(game, self.seat) if self.seat is not None else None


def asked(game: Game, seat: int, ms_left: int | None) -> Asked | None:
    """The pending request as ``seat`` may see it, if the game waits for that seat."""
    request = game.pending
    if request is None or seat not in game.waiting_for():
        return None
    return Asked(request.id, request_for(request, seat), ms_left)


def waiting(game: Game, viewer: int | None) -> Waiting | None:
    """Who else the game waits for, as much as ``viewer`` may see, and why."""
    request = game.pending
    if request is None:
        return None
    seats = tuple(s for s in waiting_for(game, viewer) if s != viewer)
    return Waiting(seats, request.reason) if seats else None


def finished(game: Game, replay: bool) -> Finished | None:
    """The result of a finished game (None while it is not finished)."""
    outcome = game.outcome
    if outcome is None:
        return None
    scores = game.mode.score(game)
    return Finished(
        outcome.result,
        outcome.title,
        tuple(outcome.winners),
        tuple(scores.get(p.seat, 0) for p in game.players),
        replay,
    )
