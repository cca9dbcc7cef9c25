"""A spectator's controls over a live game: pause it on screen, step back and forward
through what was received, and carry on to live (no Qt).

:class:`LiveWatch` is a spectator session's listener (``client.session(watch.deliver)``):
it keeps every *frame* the session delivered (an update's events and the view after them;
a snapshot is a frame without events) and shows one, at :attr:`LiveWatch.cursor`. As in
the replay viewer (:mod:`yxs_desktop.client.replay_session`), two kinds of update come
out: a step forward (live, or :meth:`LiveWatch.step_forward`) gives the frame's own
update, animated as in a live game; a jump (:meth:`LiveWatch.step_back`) gives the view
there with *every* event up to it, which the table shows at once (``TablePage.jump_to``)
and the log whole. Nothing goes past the newest frame received: never ahead of live.
"""

from __future__ import annotations

from collections.abc import Callable

from yxs_desktop.client.session import EventsUpdate, Listener, Update


class LiveWatch:
    """The frames of one spectator session. ``listener`` gets the update to show whenever
    the shown frame changes, and, while at live, the session's other updates (the result
    after the last frame: one held while stepping waits until the watch is back at live);
    ``jump`` gets the jumps (None: ``listener`` does)."""

    def __init__(
        self, listener: Listener, *, jump: Callable[[EventsUpdate], None] | None = None
    ) -> None:
        self.frames: list[EventsUpdate] = []
        #: The frame shown (-1: none yet).
        self.cursor = -1
        self.paused = False
        self._listener = listener
        self._jump = jump or listener
        self._held: list[Update] = []

    @property
    def at_live(self) -> bool:
        """Whether the newest frame received is the one shown."""
        return self.cursor == len(self.frames) - 1

    def frame(self) -> EventsUpdate | None:
        """The frame shown (None before the first)."""
        return self.frames[self.cursor] if self.cursor >= 0 else None

    # ------------------------------------------------------------------ the session's
    def deliver(self, update: Update) -> None:
        """The session's listener: a frame is kept (and shown, when live); anything else
        goes on at once when live, else once the watch is back at live."""
        if isinstance(update, EventsUpdate):
            live = self.at_live and not self.paused
            self.frames.append(update)
            if live:
                self.cursor += 1
                self._listener(update)
            return
        if self.at_live and not self.paused:
            self._listener(update)
        else:
            self._held.append(update)

    # ------------------------------------------------------------------ controls
    def pause(self) -> None:
        """Keep the frame shown while the game goes on (its frames are kept)."""
        self.paused = True

    def resume(self) -> None:
        """Carry on to live: every frame after the one shown, in turn, then what was held."""
        self.paused = False
        while not self.at_live:
            self.cursor += 1
            self._listener(self.frames[self.cursor])
        held, self._held = self._held, []
        for update in held:
            self._listener(update)

    def to_live(self) -> EventsUpdate | None:
        """Jump to the newest frame received (given to ``jump``, as :meth:`step_back`'s
        are) and carry on live, then what was held (None: nothing received yet)."""
        self.paused = False
        if not self.frames:
            return None
        update = None
        if not self.at_live:
            self.cursor = len(self.frames) - 1
            update = self._resync()
            self._jump(update)
        held, self._held = self._held, []
        for other in held:
            self._listener(other)
        return update

    def step_back(self) -> EventsUpdate | None:
        """Pause and jump to the frame before the one shown (the jump's update, also given
        to ``jump``; None when there is no earlier frame)."""
        self.paused = True
        if self.cursor <= 0:
            return None
        self.cursor -= 1
        update = self._resync()
        self._jump(update)
        return update

    def step_forward(self) -> EventsUpdate | None:
        """Pause and show the next frame received (its own update; None at the newest:
        nothing is ahead of live). :meth:`resume` goes on live."""
        self.paused = True
        if self.at_live:
            return None
        self.cursor += 1
        update = self.frames[self.cursor]
        self._listener(update)
        return update

    def _resync(self) -> EventsUpdate:
        """The frame shown, with every event up to it."""
        shown = self.frames[self.cursor]
        events = tuple(e for frame in self.frames[: self.cursor + 1] for e in frame.events)
        return EventsUpdate(events, shown.view, shown.reach, shown.hands)
