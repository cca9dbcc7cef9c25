"""A room's settings: the time per decision, the side-channel window, the spectators'
delay, the computer player that stands in for a person."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from yxs_desktop.selfplay import AI_KINDS

#: The seconds a person may be given per decision (the lobby offers this range).
TIME_LIMITS: Final = (10.0, 60.0)


@dataclass(frozen=True, slots=True)
class RoomSettings:
    """``time_limit``: a person's seconds per request (10–60; the 3v3 casual team pick keeps
    its rule's time). ``min_window``: a pass and every computer player's answer reach the
    game no sooner than this many seconds after the request opened (the room's docstring
    says why; 0 in fast tests). ``spectator_delay``: spectators see a turn only once this
    many later turns have started (0: live). ``ai``: the computer player that answers for
    a person at a time-out, under 托管 and while dropped. ``takeover_after``: time-outs in
    a row that turn 托管 on. ``keep_updates``: how many updates per viewer are kept for a
    reconnecting client (beyond them it gets a snapshot). ``extra_choice``: the mode's
    extra hero choice. ``seconds_scale``: for tests only (never set from the wire or the
    command line): a person's time per request, ``time_limit`` and the team pick's, is
    multiplied by it, so that a test can let a request run out of time in a moment."""

    time_limit: float = 15.0
    min_window: float = 1.0
    spectator_delay: int = 1
    ai: str = "baseline"
    takeover_after: int = 2
    keep_updates: int = 256
    extra_choice: bool = False
    seconds_scale: float = 1.0

    def __post_init__(self) -> None:
        low, high = TIME_LIMITS
        if not low <= self.time_limit <= high:
            raise ValueError(f"time_limit {self.time_limit} is not within {low:g} to {high:g} s")
        if self.min_window < 0 or self.spectator_delay < 0 or self.keep_updates < 0:
            raise ValueError("min_window, spectator_delay and keep_updates are never negative")
        if not self.seconds_scale > 0:
            raise ValueError("seconds_scale is above 0")
        if self.takeover_after < 1:
            raise ValueError("takeover_after is at least 1")
        if self.ai not in AI_KINDS:
            raise ValueError(f"unknown computer player {self.ai!r}")
