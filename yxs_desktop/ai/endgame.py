"""The end of a game: the fight of the last two seats, and a game that drags on played to
finish (docs/ai.md, "Two seats left" and "Playing to finish").

Healing as well as they can, computer players may fight on for dozens of rounds (the lord
扁鹊, who heals himself every turn, for over a hundred): from :data:`FINISH_ROUND` every
level heals only to live, so that the game a person watches or waits for ends.
"""

from __future__ import annotations

from typing import Final

from yxs_desktop.engine.view_types import SeatView

#: The round from which every computer player heals only to live: no 药 in its own turn
#: (a 药 still rescues at 0 HP) and no 疗伤, the heals that kept the long games going
#: (治愈, 疏财 and 休养生息 are played as before: not measured). Identity-5 games past 40
#: rounds, a level at every seat, as shipped: strong 34 → 0 in 20,000, expert 11 → 0 in
#: 2,500; so few games run this long that no mode's strength moved by more than 0.2
#: points (docs/ai.md).
FINISH_ROUND: Final = 25


def two_left(view: SeatView) -> bool:
    """Whether only two characters are alive: a fight to the end between them."""
    return sum(1 for p in view.players if p.alive) == 2


def playing_to_finish(view: SeatView) -> bool:
    """Whether the game has run into :data:`FINISH_ROUND`: each seat heals only to live."""
    return view.round >= FINISH_ROUND
