"""What a session tells its listener, and what every session offers the UI.

A session delivers *updates* to a listener callback, from whatever thread it runs on; the
UI's bridge hands them to the main thread. The updates carry only what the session's seat
may see (everything goes through :mod:`yxs_desktop.engine.views`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from yxs_desktop.engine import Event, Reach, Request, Response, SeatView


@dataclass(frozen=True, slots=True)
class EventsUpdate:
    """New events as the seat sees them, and the seat's view after them; ``reach`` is
    the seat's distances to everyone and its attack range then (None for a spectator, or
    a session that does not send it), which the table shows on hover. ``hands`` is every
    seat's hand, by seat, when all cards are open (replays only; None otherwise)."""

    events: tuple[Event, ...]
    view: SeatView
    reach: Reach | None = None
    hands: tuple[tuple[int, ...], ...] | None = None


@dataclass(frozen=True, slots=True)
class RequestUpdate:
    """The seat is asked something (``request`` as it may see it); ``timeout`` is the
    number of seconds before the default answer is sent (None: no limit), counted from
    ``since`` (a ``time.monotonic()`` moment: an online game's clock is the server's, which
    runs from when it asked) or, when ``since`` is None, from when the UI puts the request
    on screen (:meth:`Session.shown`)."""

    request: Request
    timeout: float | None
    since: float | None = None

    def time_left(self, now: float) -> float | None:
        """The seconds left at ``now`` (``time.monotonic()``) when the UI shows the
        request then (None: no limit)."""
        if self.timeout is None or self.since is None:
            return self.timeout
        return max(0.0, self.timeout - (now - self.since))


@dataclass(frozen=True, slots=True)
class WaitingUpdate:
    """Someone else is being asked (``seats``), for ``reason``; ``left`` is what is left of
    the request's ``limit`` in seconds at ``since`` (a ``time.monotonic()`` moment), as
    everyone at the table sees the request's clock (None: no limit)."""

    seats: tuple[int, ...]
    reason: str
    left: float | None = None
    limit: float | None = None
    since: float = 0.0

    def fraction_left(self, now: float) -> float | None:
        """The part of the limit left at ``now`` (0 to 1; None: no limit)."""
        if self.left is None or not self.limit:
            return None
        return max(0.0, self.left - (now - self.since)) / self.limit


@dataclass(frozen=True, slots=True)
class ErrorUpdate:
    """The seat's last answer was refused; ``message`` says why. Nothing changed."""

    code: str
    message: str


@dataclass(frozen=True, slots=True)
class FinishedUpdate:
    """The game is over."""

    result: str
    title: str
    winners: tuple[int, ...]
    scores: dict[int, int]
    record: dict[str, object]


@dataclass(frozen=True, slots=True)
class TimedOutUpdate:
    """``seat``'s person ran out of time on a request asked for ``reason``: the request's
    default answered for it (its events follow)."""

    seat: int
    reason: str


@dataclass(frozen=True, slots=True)
class TakeoverUpdate:
    """The computer plays ``seat`` for its person (托管) from now on (``on``), or no
    longer."""

    seat: int
    on: bool


Update = (
    EventsUpdate
    | RequestUpdate
    | WaitingUpdate
    | ErrorUpdate
    | FinishedUpdate
    | TimedOutUpdate
    | TakeoverUpdate
)
Listener = Callable[[Update], None]


class Session(Protocol):
    """One seat's connection to a game (or a spectator's, with ``seat`` None)."""

    seat: int | None
    #: Whether :meth:`pause` can hold the game (a local one; never an online one, which
    #: goes on at the server's pace).
    can_pause: bool

    def start(self) -> None:
        """Begin delivering updates to the listener."""

    def submit(self, request_id: int, response: Response) -> None:
        """Answer the seat's request whose id is ``request_id`` (refusals, a late answer
        to an earlier request among them, come back as ErrorUpdate)."""

    def shown(self, request_id: int) -> None:
        """The request ``request_id`` is on the screen now (after the animations before
        it): its time limit counts from here."""

    def takeover(self, on: bool) -> None:
        """Let the computer play the seat (托管, ``on``) or take it back."""

    def pause(self) -> None:
        """Hold the game (a local one: the computer players wait) until resumed."""

    def resume(self) -> None:
        """Go on after :meth:`pause`."""

    def close(self) -> None:
        """Stop the game and release its resources."""
