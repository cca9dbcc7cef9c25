"""A table's settings: the time per decision, the side-channel window, the computers'
pace, the spectators' delay, the computer player that stands in for a person."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from yxs_desktop.engine import PickHero, Request
from yxs_desktop.selfplay import AI_KINDS

#: The seconds a person may be given per decision on a server (the lobby offers this
#: range; a local game may also have none).
TIME_LIMITS: Final = (10.0, 60.0)

#: How many times ``time_limit`` a kind of request has: a whole play phase and the hero
#: choice ask more of a person than an answer does. Every other kind has ``time_limit``
#: itself, and the 3v3 casual team pick (:class:`PickHero`) the time of its rule.
KIND_FACTORS: Final[dict[str, float]] = {"PlayPhase": 2.0, "ChooseHero": 2.0}


@dataclass(frozen=True, slots=True)
class RoomSettings:
    """``time_limit``: a person's seconds per answer (0: no limit, local games only), a
    kind of request of :data:`KIND_FACTORS` that many times more; ``kind_seconds`` sets
    the seconds of some kinds outright (``(("ChooseHero", 20.0),)``). ``min_window``: a
    pass and every computer player's answer reach the game no sooner than this many
    seconds after the request opened (the room's docstring says why; 0 in fast tests and
    local games). ``pace``: a computer player's answer (not a pass it was forced to)
    reaches the game no sooner than this many seconds after the request opened, so that
    people can follow the play. ``pick_thinking``: in a live request (the 3v3 casual team
    pick) each computer player answers after a uniform draw from this range of seconds,
    as a person would think (``(0, 0)``: at ``pace``). ``show_wait``: how long a person's
    time may wait for their screen to show the request (:meth:`Room.shown`; 0: it runs
    from when the request is sent, as on a server, where a client could otherwise hold
    it). ``spectator_delay``: spectators see a turn only once this many later turns have
    started (0: live). ``ai``: the computer player that answers for a person under 托管
    and while dropped. ``takeover_after``: time-outs in a row that turn 托管 on.
    ``keep_updates``: how many updates per viewer are kept for a reconnecting client
    (beyond them it gets a snapshot). ``extra_choice``: the mode's extra hero choice.
    ``seconds_scale``: for tests only (never set from the wire or the command line): a
    person's time per request, the team pick's too, is multiplied by it, so that a test
    can let a request run out of time in a moment."""

    time_limit: float = 15.0
    min_window: float = 1.0
    spectator_delay: int = 1
    ai: str = "baseline"
    takeover_after: int = 2
    keep_updates: int = 256
    extra_choice: bool = False
    seconds_scale: float = 1.0
    pace: float = 0.0
    pick_thinking: tuple[float, float] = (0.0, 0.0)
    show_wait: float = 0.0
    kind_seconds: tuple[tuple[str, float], ...] = ()

    def __post_init__(self) -> None:
        if self.time_limit < 0:
            raise ValueError(f"time_limit {self.time_limit} is negative")
        if min(self.min_window, self.pace, self.show_wait, *self.pick_thinking) < 0:
            raise ValueError("min_window, pace, show_wait and pick_thinking are never negative")
        if self.pick_thinking[0] > self.pick_thinking[1]:
            raise ValueError("pick_thinking is a range: (low, high)")
        if self.spectator_delay < 0 or self.keep_updates < 0:
            raise ValueError("spectator_delay and keep_updates are never negative")
        if any(seconds <= 0 for _, seconds in self.kind_seconds):
            raise ValueError("kind_seconds are above 0")
        if not self.seconds_scale > 0:
            raise ValueError("seconds_scale is above 0")
        if self.takeover_after < 1:
            raise ValueError("takeover_after is at least 1")
        if self.ai not in AI_KINDS:
            raise ValueError(f"unknown computer player {self.ai!r}")

    def seconds_for(self, request: Request) -> float | None:
        """A person's seconds for ``request`` (None: no limit)."""
        kind = type(request).__name__
        if isinstance(request, PickHero):  # the team pick keeps its rule's time
            seconds = float(request.seconds)
        elif (chosen := dict(self.kind_seconds).get(kind)) is not None:
            seconds = chosen
        elif self.time_limit == 0:
            return None
        else:
            seconds = self.time_limit * KIND_FACTORS.get(kind, 1.0)
        return seconds * self.seconds_scale
