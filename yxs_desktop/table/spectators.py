"""What spectators may see so far: the spectator's events held back by a delay in turns.

With a delay of ``d`` turns, a spectator sees the events of a turn only once ``d`` later
turns have started (``d`` 0: everything at once). Events are released at answer boundaries
only, where the engine's spectator view (``seat_view(game, None)``) is exact: the feed keeps
the view of each boundary not yet released and hands it out with the events up to it.
Nothing live reaches spectators with a delay: no requests, no ``waiting``, no 托管.

Most rooms have no spectator, so the views are built only while the feed is
:attr:`SpectatorFeed.watched` (the room turns it on with its first spectator and leaves it
on); unwatched, the feed keeps just where each boundary is.
When a spectator comes, the views it needs of boundaries already past (the one released,
those not yet released) are rebuilt by playing the game's accepted answers again on a
fresh game of the same mode and seed, which the engine makes the same game.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable

from yxs_desktop.engine import Event, Game, SeatView, event_for, seat_view
from yxs_desktop.engine.events import TurnStarted

log = logging.getLogger(__name__)


class SpectatorFeed:
    """Follows ``game`` answer by answer (:meth:`step` after each one) and says which
    spectator events may be shown now; ``fresh`` makes a new, unstarted game of the same
    mode and seed (to rebuild past views when a spectator comes)."""

    def __init__(self, game: Game, delay: int, fresh: Callable[[], Game]) -> None:
        self.delay = delay
        self._game = game
        self._fresh = fresh
        self._watched = False
        #: The view of the events released so far (None: not built while unwatched).
        self._view: SeatView | None = seat_view(game, None)  # before the game: the empty table
        self.released = 0  # events of the game released (an index into game.events)
        self._scanned = 0
        self._turn_starts: list[int] = []  # the index of every TurnStarted event
        self._boundaries: deque[tuple[int, SeatView | None]] = deque()

    @property
    def watched(self) -> bool:
        """Whether spectators are there (then every boundary's view is built as it comes)."""
        return self._watched

    @watched.setter
    def watched(self, on: bool) -> None:
        if on and not self._watched:
            self._rebuild()
        self._watched = on

    @property
    def view(self) -> SeatView:
        """The spectator's view of the events released so far."""
        if self._view is None:
            self._rebuild()
        assert self._view is not None
        return self._view

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
            return self._release(end, self._view_now())
        if end > self.released and (not self._boundaries or self._boundaries[-1][0] < end):
            self._boundaries.append((end, self._view_now()))
        starts = self._turn_starts
        if len(starts) < self.delay:
            return None
        limit = starts[len(starts) - self.delay]
        landing: tuple[int, SeatView | None] | None = None
        while self._boundaries and self._boundaries[0][0] <= limit:
            landing = self._boundaries.popleft()
        if landing is None:
            return None
        return self._release(*landing)

    def finish(self) -> list[Event] | None:
        """The game is over (or closed): everything left, with the view now (built even
        unwatched: once per game, and a spectator may still come to see the end)."""
        self._boundaries.clear()
        return self._release(len(self._game.events), seat_view(self._game, None))

    def _view_now(self) -> SeatView | None:
        return seat_view(self._game, None) if self._watched else None

    def _release(self, stop: int, view: SeatView | None) -> list[Event] | None:
        start, self.released = self.released, max(self.released, stop)
        self._view = view
        shown = [
            seen
            for seen in (event_for(event, None) for event in self._game.events[start:stop])
            if seen is not None
        ]
        return shown or None

    def _rebuild(self) -> None:
        """Build the views not built while nobody watched: the released one and those of
        the boundaries not yet released, by playing the accepted answers again."""
        if self.delay == 0:  # what is released is the game as it is now
            self._view = seat_view(self._game, None)
            return
        wanted = {stop for stop, view in self._boundaries if view is None}
        if self._view is None:
            wanted.add(self.released)
        if not wanted:
            return
        views = _views_at(self._fresh(), self._game, wanted)
        self._boundaries = deque((stop, view or views[stop]) for stop, view in self._boundaries)
        if self._view is None:
            self._view = views[self.released]


def _views_at(fresh: Game, game: Game, stops: set[int]) -> dict[int, SeatView]:
    """The spectator's view of ``game`` at each of ``stops`` (numbers of events, each one
    reached after an answer), from ``fresh`` given ``game``'s accepted answers in order."""
    views: dict[int, SeatView] = {}
    if 0 in stops:
        views[0] = seat_view(fresh, None)
    try:
        fresh.start()
        for answered in (None, *game.responses):
            if answered is not None:
                fresh.submit(answered.seat, answered.request, answered.response)
            count = len(fresh.events)
            if count in stops and count not in views:
                views[count] = seat_view(fresh, None)
            if len(views) == len(stops):
                break
    except Exception:  # a game the engine stopped on a fault stops here again
        log.exception("the spectator's views could not all be rebuilt")
    # a stop not reached (the fault came first) shows the game where it stopped: behind
    # what the spectator may see, never ahead
    behind = seat_view(fresh, None)
    fresh.close()
    return {stop: views.get(stop, behind) for stop in stops}
