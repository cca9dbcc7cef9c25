"""Which viewpoints of a replay may be shown: a game that did not end may still be under
way on a server, and a file of it must not show a person more than their seat sees.

A replay of a game that did not end is *sealed* unless it is this program's own game of
one person (the header's ``own`` names the only person's seat: a local game cut off by a
crash): a server's recording (it names no ``own``: the in-app server's, whose host may
be playing in it) opens only as a spectator sees it, and a player's copy of a game of
several persons only as its own seat or a spectator sees it. Every card open, the other
seats' views and playing on from another seat come once the game has ended. Every
finished game, and a game of computer players only, opens in full.
"""

from __future__ import annotations

from yxs_desktop.replay.format import Header
from yxs_desktop.replay.reader import Replay


def sealed_seats(replay: Replay) -> frozenset[int] | None:
    """The seats whose view ``replay`` may be shown from (a spectator's always may), or
    None when every viewpoint may be shown, every card open included."""
    return _sealed(replay.header, ended=replay.result is not None)


def _sealed(header: Header, *, ended: bool) -> frozenset[int] | None:
    if header.view is not None:  # a player's recording holds its seat's events alone
        return frozenset({header.view})
    persons = [seat.seat for seat in header.seats if seat.player == "person"]
    own = header.own
    if ended or not persons or (own is not None and persons == [own]):
        return None
    return frozenset(seat for seat in persons if seat == own)
