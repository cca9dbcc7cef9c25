"""What a seat can infer from what it has seen: who seems to side with whom.

Only public events and the seat's own view go in. Each seat gets a *loyalty* score:
attacking the lord or the lord's apparent friends lowers it, attacking the lord's
apparent enemies or helping the lord raises it. Revealed roles settle it.
"""

from __future__ import annotations

from typing import Final

from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.events import (
    CardUsed,
    Damaged,
    Event,
    Healed,
    RoleDealt,
    RoleRevealed,
)

HOSTILE_KINDS: Final = frozenset(
    {Kind.STRIKE, Kind.DUEL, Kind.FIREWOOD, Kind.POUCH, Kind.PRISON, Kind.KNIFE}
)
KNOWN: Final = 100.0
#: The event types that tell anything about who sides with whom.
_TELLING: Final = frozenset({RoleRevealed, RoleDealt, CardUsed, Damaged, Healed})


class Knowledge:
    """One seat's running beliefs about the table, fed with that seat's view of events."""

    def __init__(self, seat: int, players: int) -> None:
        self.seat = seat
        self.loyalty = [0.0] * players
        self.roles: dict[int, Role] = {}
        self.lord: int | None = None

    def observe(self, events: list[Event]) -> None:
        for event in events:
            kind = type(event)
            if kind not in _TELLING:  # most events say nothing about sides
                continue
            if kind is RoleRevealed or kind is RoleDealt:
                self._role(event.seat, event.role)  # type: ignore[attr-defined]
            elif kind is CardUsed:
                if event.kind in HOSTILE_KINDS:  # type: ignore[attr-defined]
                    for target in event.targets[:1]:  # type: ignore[attr-defined]
                        self._acted(event.seat, target, -1.0)  # type: ignore[attr-defined]
            elif kind is Damaged:
                source, target = event.source, event.target  # type: ignore[attr-defined]
                if source is not None and source != target:
                    self._acted(source, target, -0.5)
            else:  # Healed
                source, target = event.source, event.target  # type: ignore[attr-defined]
                if source is not None and source != target:
                    self._acted(source, target, +1.0)

    def _role(self, seat: int, role: Role) -> None:
        self.roles[seat] = role
        if role is Role.LORD:
            self.lord = seat
            self.loyalty[seat] = KNOWN
        elif role is Role.LOYALIST:
            self.loyalty[seat] = KNOWN
        elif role in (Role.REBEL, Role.RENEGADE) and seat != self.seat:
            self.loyalty[seat] = -KNOWN

    def _acted(self, actor: int, target: int, sign: float) -> None:
        """``actor`` hurt (sign < 0) or helped (sign > 0) ``target``."""
        if abs(self.loyalty[actor]) >= KNOWN:
            return
        towards = self.loyalty[target]
        if target == self.lord:
            towards = 3.0
        weight = max(-3.0, min(3.0, towards))
        if weight == 0:
            return
        self.loyalty[actor] += sign * weight
