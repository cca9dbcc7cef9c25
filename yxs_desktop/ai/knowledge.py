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
# The event types that tell anything about who sides with whom, and what each tells. A dict
# by type, not ``kind is CardUsed`` tests: compiled code looks each name of the
# (interpreted) events module up in the module's dict, and this runs for every event.
_ROLE: Final = 0
_USED: Final = 1
_HURT: Final = 2
_HELPED: Final = 3
_TELLING: Final[dict[type, int]] = {
    RoleRevealed: _ROLE,
    RoleDealt: _ROLE,
    CardUsed: _USED,
    Damaged: _HURT,
    Healed: _HELPED,
}
_TELLING_KINDS: Final = frozenset(_TELLING)  # a set answers a miss faster than a dict


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
            if kind not in _TELLING_KINDS:  # most events say nothing about sides
                continue
            telling = _TELLING[kind]
            if telling == _ROLE:
                self._role(event.seat, event.role)  # type: ignore[attr-defined]
            elif telling == _USED:
                if event.kind in HOSTILE_KINDS:  # type: ignore[attr-defined]
                    for target in event.targets[:1]:  # type: ignore[attr-defined]
                        self._acted(event.seat, target, -1.0)  # type: ignore[attr-defined]
            else:
                source, target = event.source, event.target  # type: ignore[attr-defined]
                if source is not None and source != target:
                    self._acted(source, target, -0.5 if telling == _HURT else +1.0)

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
