"""Protocol versions: the range this program speaks and the choice of one with a client."""

from __future__ import annotations

from typing import Final

#: The versions this program speaks, oldest and newest. A change a client must know about
#: (a field added to a message it reads, a message it must send) makes a new version.
#: 2: the events are complete deltas (RoundStarted, SkillsChanged, FirstPlayer, Saved;
#: fields HeroChosen.skills, CardUsed.counts_for_limit, CardsMoved.judge_kind,
#: RoleRevealed.team, Reshuffled.drawn, Damaged.unanswered), which a client of version 1
#: cannot read: the server speaks 2 and newer.
#: 3: ``redirect`` (a server of several processes sends the client to the one holding its
#: room), which a client of version 2 is never sent (it is told the room is elsewhere).
PROTOCOL_VERSION: Final[tuple[int, int]] = (2, 3)
#: The first version whose clients follow a ``redirect``.
REDIRECTS: Final = 3


def negotiate(
    client_range: tuple[int, int], server_range: tuple[int, int] = PROTOCOL_VERSION
) -> int | None:
    """The newest version both sides speak, or None when the ranges do not meet (or the
    client's range is empty: its min above its max)."""
    low = max(client_range[0], server_range[0])
    high = min(client_range[1], server_range[1])
    if client_range[0] > client_range[1] or low > high:
        return None
    return high
