"""A replay's event stream as one viewer saw it (``yxs replay export``): the game is
re-run in the engine from the file, and its events are redacted by the engine's view rules
for a seat or a spectator, or kept whole.

Only a file that re-runs exactly is exported (a verified game, or a valid beginning of one);
a diverging or refused one raises :class:`ReplayError` with the verdict's reason, so an
export never shows a different game from the one recorded.
"""

from __future__ import annotations

from typing import Final, Literal

from yxs_desktop.engine import Event, Game, encode, event_for
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.reader import Replay
from yxs_desktop.replay.rerun import answer, start_game
from yxs_desktop.replay.verify import INCOMPLETE, VERIFIED, verify

#: The viewer who sees every event whole (``--all``).
ALL: Final = "all"

#: Whose view to export: a seat (0-based), None for a spectator, or :data:`ALL`.
Viewer = int | None | Literal["all"]


class BadSeat(ReplayError):
    """A seat the replay's table does not have: a bad argument, not a bad file."""


def export_events(replay: Replay, viewer: Viewer) -> list[Event]:
    """The events of ``replay`` as ``viewer`` saw them, in order: the engine's redacted
    event objects, as :func:`yxs_desktop.engine.events_for` gives them. As many of the
    re-run's events are taken as the file records (a file cut off mid-game ends where its
    events end). :class:`BadSeat` for a seat not at the table, :class:`ReplayError` when
    the file does not re-run exactly."""
    seats = len(replay.header.seats)
    if viewer != ALL and viewer is not None and not (type(viewer) is int and 0 <= viewer < seats):
        raise BadSeat("export.no_seat", seat=viewer, last=seats - 1)
    verdict = verify(replay)
    if verdict.status not in (VERIFIED, INCOMPLETE):
        raise ReplayError("export.not_exact", problem=verdict.problem)
    events = _rerun(replay).events[: len(replay.events)]
    if viewer == ALL:
        return list(events)
    seat = None if viewer is None else int(viewer)
    # event_for is what events_for applies to each event; it is used here because the
    # export stops where the file's events stop, which events_for cannot.
    return [seen for event in events if (seen := event_for(event, seat)) is not None]


def export_lines(replay: Replay, viewer: Viewer) -> list[bytes]:
    """:func:`export_events` as JSON Lines: each event as the engine encodes it (the
    encoding of the replay's ``event`` lines), one per line, each ending with a newline."""
    return [encode(event) + b"\n" for event in export_events(replay, viewer)]


def _rerun(replay: Replay) -> Game:
    """The replay's game re-run with all its answers."""
    game = start_game(replay.header)
    for line, number in zip(replay.responses, replay.response_lines, strict=True):
        answer(game, line, number)
    return game
