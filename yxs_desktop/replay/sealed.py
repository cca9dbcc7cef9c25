"""Which viewpoints of a replay may be shown: a game that did not end may still be under
way on a server, and a file of it must not show a person more than their seat sees.

A replay of a game that did not end, with persons at more than one seat (a server's
recording, or a download of one), is *sealed*: it opens only as the file's own seat sees
it (the header's ``own``), or as a spectator when it names none; every card open, the
other seats' views and playing on from another seat come once the game has ended. A
game of one person (a local game cut off by a crash) and every finished game open in
full.
"""

from __future__ import annotations

from yxs_desktop.replay.format import Header
from yxs_desktop.replay.reader import Replay


def sealed_seats(replay: Replay) -> frozenset[int] | None:
    """The seats whose view ``replay`` may be shown from (a spectator's always may), or
    None when every viewpoint may be shown, every card open included."""
    return _sealed(replay.header, ended=replay.result is not None)


def _sealed(header: Header, *, ended: bool) -> frozenset[int] | None:
    if ended or sum(seat.player == "person" for seat in header.seats) <= 1:
        return None
    own = header.own
    return frozenset(s.seat for s in header.seats if s.seat == own)
