"""The "all cards open" viewpoint of a replay: the table as a spectator sees it, with every
seat's role and hand shown. Only a replay offers it (the game is over, nothing is hidden
from its watcher any more); it is built from the engine's views, one per seat, so hidden
information still leaves the engine only through them.
"""

from __future__ import annotations

from typing import Final

import msgspec

from yxs_desktop.engine import Game, SeatView, seat_view


class _AllOpen:
    """The type of :data:`ALL`."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "ALL"


#: The "all cards open" viewpoint: the viewer that sees every event whole.
ALL: Final = _AllOpen()


class OpenView(msgspec.Struct, frozen=True, gc=False):
    """Every card open: ``view`` is the spectator's view with every seat's role filled in
    (None only before roles are dealt, or in a mode without roles); ``hands`` holds each
    seat's hand, by seat."""

    view: SeatView
    hands: tuple[tuple[int, ...], ...]


def open_view(game: Game) -> OpenView:
    """``game`` now with every card open, from the spectator's view and each seat's own."""
    spectator = seat_view(game, None)
    own = [seat_view(game, seat) for seat in range(len(game.players))]
    players = tuple(
        msgspec.structs.replace(player, role=own[player.seat].role)
        if own[player.seat].role is not None
        else player
        for player in spectator.players
    )
    return OpenView(
        msgspec.structs.replace(spectator, players=players),
        tuple(view.hand for view in own),
    )
