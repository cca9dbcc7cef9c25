"""What a seat can infer from what it has seen: who seems to side with whom.

Only public events and the seat's own view go in. Each seat gets a *loyalty* score:
attacking the lord or the lord's apparent friends lowers it, attacking the lord's
apparent enemies or helping the lord raises it. Revealed roles settle it.
"""

from __future__ import annotations

from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.events import (
    CardUsed,
    Damaged,
    Event,
    Healed,
    RoleDealt,
    RoleRevealed,
)

HOSTILE_KINDS = frozenset(
    {Kind.STRIKE, Kind.DUEL, Kind.FIREWOOD, Kind.POUCH, Kind.PRISON, Kind.KNIFE}
)
KNOWN = 100.0


class Knowledge:
    """One seat's running beliefs about the table, fed with that seat's view of events."""

    def __init__(self, seat: int, players: int) -> None:
        self.seat = seat
        self.loyalty = [0.0] * players
        self.roles: dict[int, Role] = {}
        self.lord: int | None = None

    def observe(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, RoleRevealed | RoleDealt):
                self.roles[event.seat] = event.role
                if event.role is Role.LORD:
                    self.lord = event.seat
                    self.loyalty[event.seat] = KNOWN
                elif event.role is Role.LOYALIST:
                    self.loyalty[event.seat] = KNOWN
                elif event.role in (Role.REBEL, Role.RENEGADE) and event.seat != self.seat:
                    self.loyalty[event.seat] = -KNOWN
            elif isinstance(event, CardUsed):
                if event.kind in HOSTILE_KINDS:
                    for target in event.targets[:1]:
                        self._acted(event.seat, target, -1.0)
            elif isinstance(event, Damaged):
                if event.source is not None and event.source != event.target:
                    self._acted(event.source, event.target, -0.5)
            elif (
                isinstance(event, Healed)
                and event.source is not None
                and event.source != event.target
            ):
                self._acted(event.source, event.target, +1.0)

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
