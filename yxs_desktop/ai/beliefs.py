"""Role beliefs: for one seat of an identity game, a probability per other seat and role.

The hidden roles of the other seats are one of a small number of *assignments* (the roles
still unseen, shared out among the seats whose role is unknown: at most 105 in identity8),
so the beliefs are kept exactly, as a weight per assignment. Every telling event
multiplies each assignment's weight by how likely the act is if the actor and its target
have the roles the assignment gives them (:data:`HOSTILE` and :data:`HELPFUL`), and a
revealed role removes the assignments that disagree. Only events the seat itself received
go in; nothing else is read.

In the 3v3 modes every role and team is public, and there is nothing to infer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Final

from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.events import (
    CardPlayed,
    CardUsed,
    Event,
    Healed,
    RoleDealt,
    RoleRevealed,
    SkillInvoked,
)

_L, _Y, _R, _N = Role.LORD, Role.LOYALIST, Role.REBEL, Role.RENEGADE

#: How likely a character of the first role is to attack one of the second (relative
#: weights: only their ratios between roles matter). Rebels go for the lord and the
#: loyalists, the lord's side for the rebels; the renegade hits everyone but the lord early.
HOSTILE: Final[dict[Role, dict[Role, float]]] = {
    _L: {_Y: 0.08, _R: 1.0, _N: 0.6},
    _Y: {_L: 0.02, _Y: 0.1, _R: 1.0, _N: 0.6},
    _R: {_L: 1.0, _Y: 0.7, _R: 0.08, _N: 0.35},
    _N: {_L: 0.3, _Y: 0.6, _R: 0.7, _N: 0.1},
}
#: How likely a character of the first role is to help (heal, save, protect with 无懈可击,
#: give cards to) one of the second.
HELPFUL: Final[dict[Role, dict[Role, float]]] = {
    _L: {_Y: 1.0, _R: 0.1, _N: 0.4},
    _Y: {_L: 1.0, _Y: 0.7, _R: 0.05, _N: 0.3},
    _R: {_L: 0.03, _Y: 0.08, _R: 1.0, _N: 0.25},
    _N: {_L: 0.7, _Y: 0.25, _R: 0.3, _N: 0.1},
}
#: Tricks aimed at one character that harm it; the others aimed at one (无中生有) help.
_HOSTILE_TRICKS: Final = frozenset({Kind.STRIKE, Kind.DUEL, Kind.FIREWOOD, Kind.POUCH, Kind.PRISON})
#: Tricks whose cancelling (a first 无懈可击) protects the target.
_HARMFUL: Final = frozenset(
    {
        Kind.DUEL,
        Kind.FIREWOOD,
        Kind.POUCH,
        Kind.PRISON,
        Kind.KNIFE,
        Kind.BEACON,
        Kind.ARROWS,
        Kind.THUNDER,
    }
)
#: Skills used on a character to help it (the others say nothing sure).
_FRIENDLY_SKILLS: Final = frozenset({"liaoshang", "zhiyu", "shucai"})
#: How much one act says: acts are not independent (a player who attacked someone once
#: attacks it again for the same reason), so each counts for less than its full weight.
TEMPER: Final = 0.5
#: Weights below this share of the largest are rescaled (kept exact enough, never zero).
_FLOOR: Final = 1e-150


class RoleBeliefs:
    """What ``seat`` believes about the hidden roles of an identity table.

    ``roles`` is the table's role of every kind (the mode's, e.g. lord, loyalist, two
    rebels, renegade). Feed it the seat's events with :meth:`observe`; read
    :meth:`probability`, :meth:`distribution` or :meth:`chance_of`."""

    def __init__(self, seat: int, players: int, roles: Iterable[Role]) -> None:
        self.seat = seat
        self.players = players
        self._table_roles = tuple(roles)
        self.known: dict[int, Role] = {}
        self._unknown: tuple[int, ...] = ()
        self._assignments: list[tuple[Role, ...]] = []
        self._weights: list[float] = []
        self._chain_depth = 0  # 无懈可击 answering 无懈可击: whose side each one takes
        self._marginals: list[dict[Role, float]] | None = None
        self._stale = True  # the assignments are built when first needed (:meth:`_rebuild`)

    # ------------------------------------------------------------------ reading
    def probability(self, seat: int, role: Role) -> float:
        """The chance that ``seat`` has ``role`` (1 or 0 once known)."""
        return self._marginal(seat).get(role, 0.0)

    def distribution(self, seat: int) -> dict[Role, float]:
        """``seat``'s role → chance, the roles it may have only."""
        return dict(self._marginal(seat))

    def chance_of(self, seat: int, roles: Iterable[Role]) -> float:
        """The chance that ``seat`` has one of ``roles``."""
        marginal = self._marginal(seat)
        return sum(marginal.get(role, 0.0) for role in roles)

    def assignments(self) -> list[tuple[dict[int, Role], float]]:
        """Every possible sharing of the hidden roles with its probability (for sampling
        worlds); the known roles are included in each."""
        self._fresh()
        total = sum(self._weights) or 1.0
        return [
            ({**self.known, **dict(zip(self._unknown, a, strict=True))}, w / total)
            for a, w in zip(self._assignments, self._weights, strict=True)
            if w > 0
        ]

    def _marginal(self, seat: int) -> dict[Role, float]:
        role = self.known.get(seat)
        if role is not None:
            return {role: 1.0}
        self._fresh()
        if self._marginals is None:
            self._marginals = self._compute_marginals()
        return self._marginals[seat]

    def _compute_marginals(self) -> list[dict[Role, float]]:
        marginals: list[dict[Role, float]] = [{} for _ in range(self.players)]
        total = sum(self._weights) or 1.0
        for assignment, weight in zip(self._assignments, self._weights, strict=True):
            if weight == 0:
                continue
            share = weight / total
            for seat, role in zip(self._unknown, assignment, strict=True):
                marginal = marginals[seat]
                marginal[role] = marginal.get(role, 0.0) + share
        return marginals

    # ------------------------------------------------------------------ learning
    def observe(self, events: Iterable[Event]) -> None:
        """Take in events the seat has seen (its own stream, in order)."""
        for event in events:
            kind = type(event)
            if kind is RoleDealt or kind is RoleRevealed:
                self.reveal(event.seat, event.role)  # type: ignore[attr-defined]
            elif kind is CardUsed:
                self._used(event)  # type: ignore[arg-type]
            elif kind is CardPlayed:
                self._played(event)  # type: ignore[arg-type]
            elif kind is Healed:
                source, target = event.source, event.target  # type: ignore[attr-defined]
                if source is not None and source != target:
                    self.saw(source, target, HELPFUL, 1.0)
            elif kind is SkillInvoked and event.skill in _FRIENDLY_SKILLS:  # type: ignore[attr-defined]
                for target in event.targets:  # type: ignore[attr-defined]
                    if target != event.seat:  # type: ignore[attr-defined]
                        self.saw(event.seat, target, HELPFUL, 0.7)  # type: ignore[attr-defined]

    def reveal(self, seat: int, role: Role) -> None:
        """``seat``'s role became known to this seat."""
        if self.known.get(seat) is role:
            return
        if self._stale:  # the first reveals (my own role, the lord's) come before any act
            self.known[seat] = role
            return
        if seat in self._unknown:
            index = self._unknown.index(seat)
            kept = [
                (a, w)
                for a, w in zip(self._assignments, self._weights, strict=True)
                if a[index] is role
            ]
            if kept:  # else the role was not among the possible ones: start again from it
                self.known[seat] = role
                self._unknown = self._unknown[:index] + self._unknown[index + 1 :]
                self._assignments = [a[:index] + a[index + 1 :] for a, _ in kept]
                self._weights = [w for _, w in kept]
                self._marginals = None
                return
        self.known[seat] = role
        self._rebuild()

    def saw(
        self, actor: int, target: int, table: dict[Role, dict[Role, float]], strength: float
    ) -> None:
        """``actor`` acted on ``target`` in the way ``table`` weighs (:data:`HOSTILE` or
        :data:`HELPFUL`); ``strength`` in (0, 1] tempers how much it says."""
        if actor in (target, self.seat) or (actor in self.known and target in self.known):
            return  # my own acts say nothing new; between known roles, nothing to learn
        self._fresh()
        actor_role = self.known.get(actor)
        target_role = self.known.get(target)
        a_index = self._unknown.index(actor) if actor_role is None else -1
        t_index = self._unknown.index(target) if target_role is None else -1
        weights = self._weights
        power = strength * TEMPER
        top = 0.0
        for i, assignment in enumerate(self._assignments):
            a = actor_role if a_index < 0 else assignment[a_index]
            t = target_role if t_index < 0 else assignment[t_index]
            likelihood = table[a].get(t, 0.05) if a is not None and t is not None else 1.0
            weights[i] *= likelihood**power
            top = max(top, weights[i])
        if 0 < top < _FLOOR**0.5:
            self._weights = [w / top for w in weights]
        self._marginals = None

    def _used(self, event: CardUsed) -> None:
        if event.kind in _HOSTILE_TRICKS:
            strength = 1.0 if event.kind in (Kind.STRIKE, Kind.DUEL) else 0.6
            for target in event.targets:
                self.saw(event.seat, target, HOSTILE, strength)
        elif event.kind is Kind.KNIFE and len(event.targets) == 2:
            self.saw(event.seat, event.targets[1], HOSTILE, 0.6)

    def _played(self, event: CardPlayed) -> None:
        if event.kind is not Kind.IMPECCABLE or event.trick_target is None:
            return
        self._chain_depth = 1 if event.against is not Kind.IMPECCABLE else self._chain_depth + 1
        cancels = self._chain_depth % 2 == 1  # an odd link stops the trick
        harmful = event.trick in _HARMFUL
        table = HELPFUL if cancels == harmful else HOSTILE
        self.saw(event.seat, event.trick_target, table, 0.8)

    def _fresh(self) -> None:
        if self._stale:
            self._rebuild()

    def _rebuild(self) -> None:
        """Every assignment of the roles not yet known to the seats not yet known, equally
        likely (the start, or after a reveal that no assignment allowed)."""
        left = Counter(self._table_roles)
        for role in self.known.values():
            if left[role] > 0:
                left[role] -= 1
        self._unknown = tuple(s for s in range(self.players) if s not in self.known)
        pool = [role for role, count in left.items() for _ in range(count)]
        if len(pool) != len(self._unknown):  # a custom table: allow any unseen role anywhere
            pool = (pool + [_R] * len(self._unknown))[: len(self._unknown)]
        self._assignments = _arrangements(Counter(pool), len(pool))
        self._weights = [1.0] * len(self._assignments)
        self._marginals = None
        self._stale = False


def _arrangements(left: Counter[Role], length: int) -> list[tuple[Role, ...]]:
    """Every distinct ordering of the multiset ``left`` (``length`` roles in all)."""
    if length == 0:
        return [()]
    found: list[tuple[Role, ...]] = []
    for role in sorted(left, key=lambda r: r.value):
        if left[role] == 0:
            continue
        left[role] -= 1
        found.extend((role, *rest) for rest in _arrangements(left, length - 1))
        left[role] += 1
    return found
