"""Role beliefs: for one seat of an identity game, a probability per other seat and role.

The hidden roles of the other seats are one of a small number of *assignments* (the roles
still unseen, shared out among the seats whose role is unknown: at most 105 in identity8),
so the beliefs are kept exactly, as a weight per assignment. Every telling event
multiplies each assignment's weight by how likely the act is if the actor and its target
have the roles the assignment gives them (:data:`HOSTILE` and :data:`HELPFUL`), and a
revealed role removes the assignments that disagree. Only events the seat itself received
go in; nothing else is read.

Beside these chances the beliefs keep what is *deduced*: the assignments that remain
possible at all, whatever their weight. A reveal (one's own role, the lord's, a death)
removes the others, and so does one act: a seat that uses 杀 or 决斗 on the lord is no
loyalist (:meth:`RoleBeliefs.rule_out`). When every possible assignment gives a seat the
same role, that role is deduced (:meth:`RoleBeliefs.certain`): once both rebels of
identity5 are dead, a loyalist knows the one other living seat is the renegade; once two
seats have struck the lord, a rebel knows the third unknown one is the loyalist. Every
level reads these deductions (``BaselineAgent.deduced``).

In the 3v3 modes every role and team is public, and there is nothing to infer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Final

from yxs_desktop.engine.enums import Area, Kind, Role
from yxs_desktop.engine.events import (
    CardPlayed,
    CardsMoved,
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
#: Tricks that take one card of the target's: hostile, unless the card is a delayed trick
#: taken off its judgement area (a loyalist lifting a 画地为牢 off its lord), which only
#: the card's move shows (the move's ``reason`` is the trick's kind).
TAKING: Final = frozenset({Kind.FIREWOOD, Kind.POUCH})
_TAKING_REASONS: Final = frozenset(kind.value for kind in TAKING)
#: The cards whose use on the lord shows the user is no loyalist (a 杀 asked for by
#: 借刀杀人 may be refused by giving up the weapon, so it is a choice too).
_STRIKES_AT: Final = frozenset({Kind.STRIKE, Kind.DUEL})
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
        self._taking: tuple[int, int] | None = None  # (user, target) of a TAKING trick
        self._marginals: list[dict[Role, float]] | None = None
        self._possible: list[frozenset[Role]] | None = None  # per seat, from the assignments
        #: Roles ruled out by acts, as (seat, role): kept to apply again after a rebuild.
        self._ruled_out: set[tuple[int, Role]] = set()
        #: The lord's seat once known (a 杀 or 决斗 at it rules out a loyalist).
        self.lord: int | None = None
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

    def certain(self, seat: int) -> Role | None:
        """``seat``'s role if it is known or deduced (every assignment still possible
        gives it that role), else None. Chances alone never make a role certain."""
        role = self.known.get(seat)
        if role is not None:
            return role
        possible = self.possible(seat)
        if len(possible) == 1:
            return next(iter(possible))
        return None

    def possible(self, seat: int) -> frozenset[Role]:
        """The roles ``seat`` may still have (its role alone once known or deduced)."""
        role = self.known.get(seat)
        if role is not None:
            return frozenset((role,))
        self._fresh()
        if self._possible is None:
            found: list[set[Role]] = [set() for _ in range(self.players)]
            for assignment in self._assignments:
                for other, other_role in zip(self._unknown, assignment, strict=True):
                    found[other].add(other_role)
            self._possible = [frozenset(roles) for roles in found]
        return self._possible[seat] if 0 <= seat < self.players else frozenset()

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
            if self._taking is not None and (kind is CardsMoved or kind is CardUsed):
                self._took(event)
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
        if role is _L:
            self.lord = seat
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
                self._possible = None
                return
        self.known[seat] = role
        self._rebuild()

    def rule_out(self, seat: int, role: Role) -> None:
        """``seat`` cannot have ``role`` (an act proved it): the assignments that give it
        that role are dropped, unless none would be left (then the act is disbelieved: a
        player may err, and a later reveal may say the opposite)."""
        if seat == self.seat or seat in self.known or (seat, role) in self._ruled_out:
            return
        self._ruled_out.add((seat, role))
        if not self._stale:
            self._drop(seat, role)

    def _drop(self, seat: int, role: Role) -> None:
        """Drop the assignments giving ``seat`` ``role``, if any other is left."""
        if seat not in self._unknown:
            return
        index = self._unknown.index(seat)
        kept = [
            (a, w)
            for a, w in zip(self._assignments, self._weights, strict=True)
            if a[index] is not role
        ]
        if kept and len(kept) < len(self._assignments):
            self._assignments = [a for a, _ in kept]
            self._weights = [w for _, w in kept]
            self._marginals = None
            self._possible = None

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
        if (
            event.kind in _STRIKES_AT
            and self.lord is not None
            and self.lord in event.targets
            and event.seat != self.lord
        ):  # a loyalist never chooses to strike its lord
            self.rule_out(event.seat, _Y)
        if event.kind in TAKING and len(event.targets) == 1:
            self._taking = (event.seat, event.targets[0])  # read when the card moves
        elif event.kind in _HOSTILE_TRICKS:
            strength = 1.0 if event.kind in (Kind.STRIKE, Kind.DUEL) else 0.6
            for target in event.targets:
                self.saw(event.seat, target, HOSTILE, strength)
        elif event.kind is Kind.KNIFE and len(event.targets) == 2:
            self.saw(event.seat, event.targets[1], HOSTILE, 0.6)

    def _took(self, event: Event) -> None:
        """Settle a pending 釜底抽薪 or 探囊取物: help if the card it took was a delayed
        trick off the target's judgement area, else (or when no card moved before the next
        card was used: it was cancelled) hostile."""
        assert self._taking is not None
        user, target = self._taking
        if type(event) is CardsMoved:
            moved: CardsMoved = event  # type: ignore[assignment]
            if moved.reason not in _TAKING_REASONS or moved.src_seat != target:
                return
            self._taking = None
            table = HELPFUL if moved.src is Area.JUDGE else HOSTILE
            self.saw(user, target, table, 0.6)
            return
        self._taking = None
        self.saw(user, target, HOSTILE, 0.6)

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
        self._possible = None
        self._stale = False
        for seat, role in sorted(self._ruled_out, key=lambda ruled: (ruled[0], ruled[1].value)):
            self._drop(seat, role)


_LORDS_SIDE: Final = frozenset({_L, _Y})
_REBELS: Final = frozenset({_R})
_LORDS_FOES: Final = frozenset({_R, _N})
#: What the deduced roles make of a seat (:func:`stance`).
FRIEND: Final = 1
ENEMY: Final = -1
#: An enemy that may be the renegade while rebels live: one to fight, but the likelier
#: rebel first (the renegade may be fighting the rebels beside the lord's side).
FOE: Final = -2
#: The renegade, deduced, once no rebel is left: the lord's side's last enemy.
LAST_FOE: Final = -3
UNSURE: Final = 0


def stance(me: Role | None, possible: frozenset[Role], rebels_left: bool) -> int:
    """What a seat of role ``me`` makes of one whose role is among ``possible`` (its
    deduced roles): :data:`FRIEND`, :data:`ENEMY`, :data:`FOE`, :data:`LAST_FOE` or
    :data:`UNSURE`. For the lord and the loyalists a rebel is an enemy, a seat that can
    only be a rebel or the renegade a foe while rebels live, and the last foe once no
    rebel is left. For a rebel the lord and the loyalists are enemies. The renegade is
    alone and plays by its own count."""
    if not possible:
        return UNSURE
    if me is _L or me is _Y:
        if possible <= _LORDS_SIDE:
            return FRIEND
        if possible <= _REBELS:
            return ENEMY
        if possible <= _LORDS_FOES:
            return FOE if rebels_left else LAST_FOE
    elif me is _R:
        if possible <= _LORDS_SIDE:
            return ENEMY
        if possible <= _REBELS:
            return FRIEND
    return UNSURE


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
