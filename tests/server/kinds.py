"""The kinds of request the engine sends a seat, and a deterministic search for a seeded
game in which one of them comes to a person's seat.

The search plays the room without the network (``tests/server/table.py``), the person
answering with the very player a websocket test client plays with (``wsclient.player_for``)
and everyone else the room's computer players. With one person and no minimum window the
game does not depend on when the answers come, so a websocket game of the same seed with
the person at the same seat asks it the same requests.
"""

from __future__ import annotations

import functools
from typing import Final

from tests.server.table import Table
from tests.server.wsclient import player_for
from yxs_desktop.engine import Request, make_mode
from yxs_desktop.table.settings import RoomSettings

#: The reasons of the 3v3 competitive team's choices, each a kind of its own: only a
#: leader is asked them (the draft's order, who acts first, the team's action, which
#: vanguard goes first).
TEAM_CHOICES: Final = frozenset({"draft_order", "action_order", "team_action", "vanguard_first"})

_GENERAL: Final = (
    "Arrange",
    "ChooseCards",
    "ChooseFrom",
    "ChooseOption",
    "ChooseSeats",
    "Confirm",
    "Discard",
    "Distribute",
    "PickRevealed",
    "PlayPhase",
    "Respond",
)

#: Every kind of request a seat is asked in each mode (as a census of seeded games of
#: every mode finds them: ``tests/server/test_websocket_reconnect.py`` keeps this true).
KINDS: Final[dict[str, tuple[str, ...]]] = {
    "identity5": ("ChooseHero", *_GENERAL),
    "identity8": ("ChooseHero", *_GENERAL),
    "identity5-simple": (
        "ChooseCards",
        "ChooseFrom",
        "ChooseHero",
        "Confirm",
        "Discard",
        "PickRevealed",
        "PlayPhase",
        "Respond",
    ),
    "3v3-casual": ("PickHero", *_GENERAL),
    "3v3-competitive": (
        "ChooseHero",
        *_GENERAL,
        "ChooseOption:action_order",
        "ChooseOption:draft_order",
        "ChooseOption:team_action",
        "ChooseSeats:vanguard_first",
    ),
}

#: The settings of a websocket test server's rooms, as far as the game depends on them.
SETTINGS: Final = RoomSettings(min_window=0.0, spectator_delay=0)
#: The seeds the search tries, in order.
SEEDS: Final = range(1, 121)


def kind_of(request: Request) -> str:
    """The kind of ``request``: its class, but ``Discard`` for the discard phase's
    ``ChooseCards`` and ``Class:reason`` for a team choice."""
    name = type(request).__name__
    if name == "ChooseCards" and request.reason == "discard":
        return "Discard"
    if request.reason in TEAM_CHOICES:
        return f"{name}:{request.reason}"
    return name


def asks(mode: str, seed: int, seat: int, kind: str) -> bool:
    """Whether the game of ``mode`` and ``seed`` with a person at ``seat`` asks it a
    request of ``kind``."""
    table = Table(mode, seed, persons=(seat,), settings=SETTINGS, spectators=())
    table.players[seat] = player_for(seat, len(table.room.seats))
    table.start()
    while table.room.playing:
        ask = table.open_ask(seat)
        if ask is not None and kind_of(ask.request) == kind:
            return True
        table.step()
    return False


@functools.cache
def game_with(mode: str, kind: str) -> tuple[int, int]:
    """The first seed (and in it the first seat) whose game asks a person at that seat a
    request of ``kind``: ``(seed, seat)``."""
    seats = make_mode(mode).players
    for seed in SEEDS:
        for seat in range(seats):
            if asks(mode, seed, seat, kind):
                return seed, seat
    raise AssertionError(f"no game of {mode} in seeds {SEEDS} asks a person {kind}")
