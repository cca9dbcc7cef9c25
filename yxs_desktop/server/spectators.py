"""What spectators may see so far: the spectator's events held back by a delay in turns.

With a delay of ``d`` turns, a spectator sees the events of a turn only once ``d`` later
turns have started (``d`` 0: everything at once). Events are released at answer boundaries
only, where the engine's spectator view (``seat_view(game, None)``) is exact: the feed keeps
the view of each boundary not yet released and hands it out with the events up to it.
Nothing live reaches spectators with a delay: no requests, no ``waiting``, no 托管.
"""

from __future__ import annotations

from collections import deque

from yxs_desktop.engine import Event, Game, SeatView, event_for, seat_view
from yxs_desktop.engine.events import TurnStarted


class SpectatorFeed:
    """Follows ``game`` answer by answer (:meth:`step` after each one) and says which
    spectator events may be shown now."""

    def __init__(self, game: Game, delay: int) -> None:
        self.delay = delay
        self._game = game
        #: The view of the events released so far (before the game: the empty table).
        self.view: SeatView = seat_view(game, None)
        self.released = 0  # events of the game released (an index into game.events)
        self._scanned = 0
        self._turn_starts: list[int] = []  # the index of every TurnStarted event
        self._boundaries: deque[tuple[int, SeatView]] = deque()

    def step(self) -> list[Event] | None:
        """After an answer: the spectator events now released (None: none)."""
        game = self._game
        events = game.events
        end = len(events)
        for index in range(self._scanned, end):
            if type(events[index]) is TurnStarted:
                self._turn_starts.append(index)
        self._scanned = end
        if self.delay == 0:
            return self._release(end, seat_view(game, None))
        if end > self.released and (not self._boundaries or self._boundaries[-1][0] < end):
            self._boundaries.append((end, seat_view(game, None)))
        starts = self._turn_starts
        if len(starts) < self.delay:
            return None
        limit = starts[len(starts) - self.delay]
        landing: tuple[int, SeatView] | None = None
        while self._boundaries and self._boundaries[0][0] <= limit:
            landing = self._boundaries.popleft()
        if landing is None:
            return None
        return self._release(*landing)

    def finish(self) -> list[Event] | None:
        """The game is over (or closed): everything left, with the view now."""
        self._boundaries.clear()
        return self._release(len(self._game.events), seat_view(self._game, None))

    def _release(self, stop: int, view: SeatView) -> list[Event] | None:
        start, self.released = self.released, max(self.released, stop)
        self.view = view
        shown = [
            seen
            for seen in (event_for(event, None) for event in self._game.events[start:stop])
            if seen is not None
        ]
        return shown or None
