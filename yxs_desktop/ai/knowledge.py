"""What a seat can infer from what it has seen: who seems to side with whom.

Only public events and the seat's own view go in. Each seat gets a *loyalty* score:
attacking the lord or the lord's apparent friends lowers it, attacking the lord's
apparent enemies or helping the lord raises it. Revealed roles settle it. The pace of
the game is kept too: the round of the last blow someone dealt and of the last death,
from which a player tells a table where nobody fights any more.
"""

from __future__ import annotations

from typing import Final

from yxs_desktop.ai.beliefs import TAKING
from yxs_desktop.engine.enums import Area, Kind, Role
from yxs_desktop.engine.events import (
    CardsMoved,
    CardUsed,
    Damaged,
    Died,
    Event,
    Healed,
    RoleDealt,
    RoleRevealed,
    TurnStarted,
)

HOSTILE_KINDS: Final = frozenset(
    {Kind.STRIKE, Kind.DUEL, Kind.FIREWOOD, Kind.POUCH, Kind.PRISON, Kind.KNIFE}
)
KNOWN: Final = 100.0
#: Once the last rebel is dead, the loyalty of the seats whose roles are unknown is cut to
#: this: both the loyalists and the renegade fought the rebels, so what they did before
#: no longer tells them apart, and whoever strikes the other first shows at once.
ENDGAME_LOYALTY: Final = 1.0
# The event types that tell anything about who sides with whom, and what each tells. A dict
# by type, not ``kind is CardUsed`` tests: compiled code looks each name of the
# (interpreted) events module up in the module's dict, and this runs for every event.
_ROLE: Final = 0
_USED: Final = 1
_HURT: Final = 2
_HELPED: Final = 3
_TURN: Final = 4
_DIED: Final = 5
_MOVED: Final = 6
_TAKING_REASONS: Final = frozenset(kind.value for kind in TAKING)
_TELLING: Final[dict[type, int]] = {
    RoleRevealed: _ROLE,
    RoleDealt: _ROLE,
    CardUsed: _USED,
    Damaged: _HURT,
    Healed: _HELPED,
    TurnStarted: _TURN,
    Died: _DIED,
    CardsMoved: _MOVED,
}
_TELLING_KINDS: Final = frozenset(_TELLING)  # a set answers a miss faster than a dict


class Knowledge:
    """One seat's running beliefs about the table, fed with that seat's view of events."""

    def __init__(self, seat: int, players: int) -> None:
        self.seat = seat
        self.loyalty = [0.0] * players
        self.roles: dict[int, Role] = {}
        self.lord: int | None = None
        self._rebels_left = 4 if players >= 8 else 2
        #: The current round, the round of the last blow a character dealt (damage with a
        #: source) and of the last death seen; both start at the first round seen (a
        #: player primed in the middle of a game, as the expert's rollouts are, counts
        #: from there).
        self.round = 0
        self.last_blow_round = 0
        self.last_death_round = 0
        #: Each seat's last blow (the round it last dealt damage; the first round seen
        #: before any).
        self.last_blow_by = [0] * players
        self._rounds_seen = False
        #: (user, target) of a 釜底抽薪 or 探囊取物 whose card has not moved yet: taking a
        #: delayed trick off the target's judgement area is help (:data:`.beliefs.TAKING`).
        self._taking: tuple[int, int] | None = None

    def observe(self, events: list[Event]) -> None:
        for event in events:
            kind = type(event)
            if kind not in _TELLING_KINDS:  # most events say nothing about sides
                continue
            telling = _TELLING[kind]
            if self._taking is not None and telling in (_MOVED, _USED):
                self._took(event, telling == _MOVED)
            if telling == _MOVED:
                continue
            if telling == _ROLE:
                self._role(event.seat, event.role)  # type: ignore[attr-defined]
            elif telling == _TURN:
                self.round = event.round  # type: ignore[attr-defined]
                if not self._rounds_seen:
                    self._rounds_seen = True
                    self.last_blow_round = self.last_death_round = self.round
                    self.last_blow_by = [self.round] * len(self.last_blow_by)
            elif telling == _DIED:
                self.last_death_round = self.round
            elif telling == _USED:
                if event.kind in TAKING and event.targets:  # type: ignore[attr-defined]
                    self._taking = (event.seat, event.targets[0])  # type: ignore[attr-defined]
                elif event.kind in HOSTILE_KINDS:  # type: ignore[attr-defined]
                    for target in event.targets[:1]:  # type: ignore[attr-defined]
                        self._acted(event.seat, target, -1.0)  # type: ignore[attr-defined]
            else:
                source, target = event.source, event.target  # type: ignore[attr-defined]
                if source is not None and telling == _HURT:
                    self.last_blow_round = self.last_blow_by[source] = self.round
                if source is not None and source != target:
                    self._acted(source, target, -0.5 if telling == _HURT else +1.0)

    def _took(self, event: Event, moved: bool) -> None:
        """Settle a pending taking trick: help if its card came off the target's
        judgement area, else (or when another card was used first) hostile."""
        assert self._taking is not None
        user, target = self._taking
        if moved:
            move: CardsMoved = event  # type: ignore[assignment]
            if move.reason not in _TAKING_REASONS or move.src_seat != target:
                return
            self._taking = None
            if user != target:
                self._acted(user, target, +1.0 if move.src is Area.JUDGE else -1.0)
            return
        self._taking = None
        if user != target:
            self._acted(user, target, -1.0)

    def quiet_rounds(self) -> int:
        """How many rounds have begun since anyone dealt a blow."""
        return self.round - self.last_blow_round

    def idle_rounds(self, seat: int) -> int:
        """How many rounds have begun since ``seat`` dealt a blow or, if later, since the
        last death (which may have changed what it is waiting for)."""
        return self.round - max(self.last_blow_by[seat], self.last_death_round)

    def rounds_without_death(self) -> int:
        """How many rounds have begun since the last death."""
        return self.round - self.last_death_round

    def _role(self, seat: int, role: Role) -> None:
        if role is Role.REBEL and seat not in self.roles and seat != self.seat:
            self._rebels_left -= 1  # another rebel's role is told only once it is dead
            if self._rebels_left == 0:
                for other, loyalty in enumerate(self.loyalty):
                    if other not in self.roles and other != self.seat:
                        self.loyalty[other] = min(loyalty, ENDGAME_LOYALTY)
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
        if sign > 0 and target == self.lord and self._rebels_left <= 0:
            return  # no rebel left: the renegade too needs the lord alive, and saves it
        towards = self.loyalty[target]
        if target == self.lord:
            towards = 3.0
        weight = max(-3.0, min(3.0, towards))
        if weight == 0:
            return
        self.loyalty[actor] += sign * weight
