"""A replay shown at a table: drives a :class:`~yxs_desktop.replay.playback.Playback` for one
viewpoint and gives the :class:`EventsUpdate`s a table needs (no Qt).

Two kinds of update come out. :meth:`ReplaySession.resync` (and every jump: a seek, a step
back, a viewpoint change) gives the view at the current position with *every* event up to
it, which the table shows at once, without animations, and the log shows whole.
:meth:`ReplaySession.advance` plays the next answer: its events and the view after them,
animated as in a live game. Positions are counts of events (see ``Playback``); the re-run
stops only between answers, so every position is an answer boundary of :attr:`stops`.

The viewpoint may be :data:`~yxs_desktop.replay.playback.ALL`, every card open: its updates
hold the playback's :class:`~yxs_desktop.replay.open_view.OpenView` (the spectator's view
with every role) and every seat's hand (``EventsUpdate.hands``), and the events whole.

A replay the engine no longer re-runs (``Playback.rerun_ok`` False) gives the same updates,
with the views rebuilt from its recorded events; a seek then lands exactly where asked,
and :attr:`stops` are still the answer boundaries. Its updates carry no ``reach`` (the
distances need a game).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from yxs_desktop.client.session import EventsUpdate
from yxs_desktop.engine import NoSuchSeat, Reach, reach
from yxs_desktop.engine.views import SeatView
from yxs_desktop.replay.playback import ALL, Playback

#: A viewpoint: a seat, None (a spectator) or :data:`ALL` (every card open).
Viewpoint = object


class ReplaySession:
    """One viewpoint (``seat``: a seat, None for a spectator, or :data:`ALL`) on a replay
    being played back."""

    def __init__(self, playback: Playback, seat: Viewpoint = None) -> None:
        self.playback = playback
        self.seat = self._checked(seat)
        #: Where the playback can stop: after each answer's events, and at the end.
        stops = {playback.lands_on(k) for k in playback.replay.events_before}
        self.stops: tuple[int, ...] = tuple(sorted(stops | {playback.lands_on(0), playback.length}))

    @property
    def position(self) -> int:
        """The events shown so far."""
        return self.playback.position

    @property
    def length(self) -> int:
        return self.playback.length

    def at_end(self) -> bool:
        return self.position >= self.length

    # ------------------------------------------------------------------ jumps
    def resync(self) -> EventsUpdate | None:
        """The table at the current position: the view there, with every event up to it
        as the seat saw them (None only when no view can be had: see ``Playback.view``)."""
        return self._update(0)

    def seek(self, k: int) -> EventsUpdate | None:
        """Jump to the state after ``k`` events (landing on an answer boundary at or after
        it); the re-sync update there."""
        self.playback.seek(k)
        return self.resync()

    def set_seat(self, seat: Viewpoint) -> EventsUpdate | None:
        """Watch from ``seat`` (None: a spectator; :data:`ALL`: every card open) at the
        same position."""
        self.seat = self._checked(seat)
        return self.resync()

    def step_back(self) -> EventsUpdate | None:
        """Jump back one answer."""
        i = bisect_left(self.stops, self.position)
        return self.seek(self.stops[max(i - 1, 0)])

    def next_turn(self) -> EventsUpdate | None:
        """Jump to just after the next turn's start."""
        return self._to_next(self.playback.turns)

    def previous_turn(self) -> EventsUpdate | None:
        """Jump to just after the start of the turn before the current one's landing point."""
        return self._to_previous(self.playback.turns)

    def next_death(self) -> EventsUpdate | None:
        """Jump to just after the next death."""
        return self._to_next(self.playback.deaths)

    def previous_death(self) -> EventsUpdate | None:
        """Jump to just after the last death before the position."""
        return self._to_previous(self.playback.deaths)

    # ------------------------------------------------------------------ playing
    def advance(self) -> EventsUpdate | None:
        """Play the next answer: its events as the seat sees them and the view after them
        (None at the end, or when no view can be had: see ``Playback.view``)."""
        start = self.position
        i = bisect_right(self.stops, start)
        if i >= len(self.stops):
            return None
        self.playback.seek(self.stops[i])
        return self._update(start)

    # ------------------------------------------------------------------ helpers
    def _update(self, start: int) -> EventsUpdate | None:
        """The events from ``start`` on as the viewpoint sees them, with its view now (None
        without a view)."""
        hands: tuple[tuple[int, ...], ...] | None = None
        view: SeatView | None
        if self.seat is ALL:
            opened = self.playback.open_view()
            view = opened.view if opened is not None else None
            hands = opened.hands if opened is not None else None
        else:
            view = self.playback.view(self.seat)
        if view is None:
            return None
        events = tuple(self.playback.events(self.seat, start))
        return EventsUpdate(events, view, self._reach(), hands)

    def _to_next(self, marks: tuple[int, ...]) -> EventsUpdate | None:
        lands = self.playback.lands_on
        target = next((lands(m + 1) for m in marks if lands(m + 1) > self.position), None)
        return self.seek(target) if target is not None else self.resync()

    def _to_previous(self, marks: tuple[int, ...]) -> EventsUpdate | None:
        lands = self.playback.lands_on
        earlier = [lands(m + 1) for m in marks if lands(m + 1) < self.position]
        return self.seek(earlier[-1] if earlier else self.stops[0])

    def _reach(self) -> Reach | None:
        game = self.playback.game
        if game is None or not isinstance(self.seat, int):
            return None
        return reach(game, self.seat)

    def _checked(self, seat: Viewpoint) -> Viewpoint:
        if seat is None or seat is ALL:
            return seat
        if type(seat) is not int or not 0 <= seat < self.playback.seats:
            raise NoSuchSeat(f"{seat!r} is not a seat of this table")
        return seat
