"""The honest features of a seat's position: what a learned player may read (issue 36).

A position is read from the seat's own view and from what its strong player has worked
out of the events it was shown (its role beliefs, its relations to the others): nothing
hidden from the seat goes in, so a value learned on these features can play honestly
(the labels a model is trained on may use the game's result; its inputs may not).

The vector has a fixed layout per player count, named by :func:`feature_names`: the
table's facts, the seat's own role and hand by card kind, then one block per seat in
table order starting with the seat itself (the next seat counterclockwise second), so
that a model sees "me", "my next seat" and so on whatever the seat numbers. Plain Python
floats in a fixed order: every machine computes the same numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Final

from yxs_desktop.ai import skill_policy
from yxs_desktop.ai.hero_choice import hero_value, role_key
from yxs_desktop.ai.strong import StrongAgent
from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.enums import Kind, Phase, Role, Slot
from yxs_desktop.engine.requests import Response, Use
from yxs_desktop.engine.views import PlayerView, SeatView

#: The modes a vector can be of (one-hot), in this order.
MODES: Final = ("identity5", "identity5-simple", "identity8", "3v3-casual", "3v3-competitive")
ROLES: Final = tuple(Role)
PHASES: Final = tuple(Phase)
KINDS: Final = tuple(Kind)
#: The identity roles a seat's beliefs are about.
IDENTITY_ROLES: Final = (Role.LORD, Role.LOYALIST, Role.REBEL, Role.RENEGADE)
_SLOTS: Final = (Slot.WEAPON, Slot.ARMOUR, Slot.ATTACK_HORSE, Slot.DEFENCE_HORSE)
_AVERAGE_WIN: Final = 0.4  # a hero's chance where the table has nothing for its role
#: The largest relation a vector holds (friend +, enemy −).
RELATION_LIMIT: Final = 2.0

_GLOBAL: Final = (
    *(f"mode={m}" for m in MODES),
    "round",
    "deck_count",
    "discard_count",
    "alive",
    "my_turn",
    *(f"phase={p.value}" for p in PHASES),
    "strikes_used",
    *(f"my_role={r.value}" for r in ROLES),
    "hand_size",
    *(f"hand={k.value}" for k in KINDS),
)
_SEAT: Final = (
    "alive",
    "hp",
    "max_hp",
    "hand_count",
    *(f"equip={s.value}" for s in _SLOTS),
    "thunder",
    "prison",
    "dying",
    "current",
    "distance",
    "in_my_reach",
    "reaches_me",
    *(f"shown_role={r.value}" for r in ROLES),
    "same_team",
    *(f"belief={r.value}" for r in IDENTITY_ROLES),
    "relation",
    "hero_win_rate",
    "skill_count",
)


@cache
def feature_names(players: int) -> tuple[str, ...]:
    """The name of every feature of a vector for a table of ``players``, in order."""
    blocks = [f"seat{k}.{name}" for k in range(players) for name in _SEAT]
    return (*_GLOBAL, *blocks)


def position_features(view: SeatView, agent: StrongAgent) -> list[float]:
    """The features of ``view``'s position for its seat, read by ``agent`` (the seat's
    strong player, fed every event the seat was shown). Raises :class:`ValueError` for a
    spectator's view or an agent of another seat."""
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator's view has no seat to read a position for")
    if agent.seat != seat:
        raise ValueError(f"the agent plays seat {agent.seat}, the view is seat {seat}'s")
    agent.meet_the_table(view)
    players = len(view.players)
    me = view.players[seat]
    values: list[float] = [1.0 if view.mode == m else 0.0 for m in MODES]
    values += [
        float(view.round),
        float(view.deck_count),
        float(len(view.discard)),
        float(sum(p.alive for p in view.players)),
        1.0 if view.current == seat else 0.0,
    ]
    values += [1.0 if view.phase is p else 0.0 for p in PHASES]
    values.append(float(view.strikes_used))
    values += [1.0 if view.role is r else 0.0 for r in ROLES]
    values.append(float(len(view.hand)))
    values += _kind_counts(view.hand)
    ctx = skill_policy.Context(view, agent, agent.memory)
    order = list(view.order) if view.order else list(range(players))
    start = order.index(seat)
    for other in order[start:] + order[:start]:
        values += _seat_block(view, agent, ctx, me, view.players[other])
    return values


def _kind_counts(cards: Sequence[int]) -> list[float]:
    counts = dict.fromkeys(KINDS, 0.0)
    for card_id in cards:
        counts[STANDARD_DECK[card_id].kind] += 1.0
    return [counts[k] for k in KINDS]


def _seat_block(
    view: SeatView,
    agent: StrongAgent,
    ctx: skill_policy.Context,
    me: PlayerView,
    p: PlayerView,
) -> list[float]:
    slots = {STANDARD_DECK[c].spec.slot for c in p.equip}
    delayed = [kind for _card, kind in p.judge]
    mine = p.seat == me.seat
    both = p.alive and me.alive and not mine
    shown = p.role if p.role is not None else (view.role if mine else None)
    values = [
        1.0 if p.alive else 0.0,
        float(p.hp),
        float(p.max_hp),
        float(p.hand_count),
        *(1.0 if s in slots else 0.0 for s in _SLOTS),
        1.0 if Kind.THUNDER in delayed else 0.0,
        1.0 if Kind.PRISON in delayed else 0.0,
        1.0 if p.dying else 0.0,
        1.0 if view.current == p.seat else 0.0,
        float(skill_policy.distance(ctx, me.seat, p.seat)) if both else 0.0,
        1.0 if both and skill_policy.in_reach(ctx, me.seat, p.seat) else 0.0,
        1.0 if both and skill_policy.in_reach(ctx, p.seat, me.seat) else 0.0,
        *(1.0 if shown is r else 0.0 for r in ROLES),
        1.0 if me.team is not None and p.team == me.team else 0.0,
        *_beliefs(agent, p, shown),
        0.0 if mine else _clipped(agent.relation(view, p.seat)),
        _hero_win_rate(view, agent, p, shown),
        float(len(p.skills)),
    ]
    return values


def _clipped(relation: float) -> float:
    """The strong player's relation, ±:data:`RELATION_LIMIT` at most (a deduced role is
    worth ±100 to it: a model needs only "surely")."""
    return max(-RELATION_LIMIT, min(RELATION_LIMIT, relation))


def _beliefs(agent: StrongAgent, p: PlayerView, shown: Role | None) -> list[float]:
    """The chance of each identity role for ``p``, as ``agent`` believes (certain when
    shown; none in the 3v3 modes, whose roles are public)."""
    if shown is not None or agent.beliefs is None:
        return [1.0 if shown is r else 0.0 for r in IDENTITY_ROLES]
    return [agent.beliefs.probability(p.seat, r) for r in IDENTITY_ROLES]


def _hero_win_rate(view: SeatView, agent: StrongAgent, p: PlayerView, shown: Role | None) -> float:
    """How often ``p``'s hero wins in its role (measured), the roles it may hold weighed
    by the beliefs when its role is hidden."""
    if p.hero is None:
        return _AVERAGE_WIN
    if shown is not None or agent.beliefs is None:
        measured = hero_value(view.mode, role_key(shown, p.team), p.hero)
        return measured if measured is not None else _AVERAGE_WIN
    total = 0.0
    for role in IDENTITY_ROLES:
        chance = agent.beliefs.probability(p.seat, role)
        if chance > 0:
            measured = hero_value(view.mode, role_key(role, p.team), p.hero)
            total += chance * (measured if measured is not None else _AVERAGE_WIN)
    return total


_ACTION: Final = (
    "pass",
    *(f"kind={k.value}" for k in KINDS),
    "cards",
    "skill",
    "targets",
    "score",
    "score_gap",
    "rank",
    "other_target",
    "target.relation",
    "target.hp",
    "target.hand_count",
    "target.distance",
    *(f"target.belief={r.value}" for r in IDENTITY_ROLES),
    "target.hero_win_rate",
)


def action_feature_names() -> tuple[str, ...]:
    """The name of every feature of :func:`action_features`, in order."""
    return _ACTION


def action_features(
    view: SeatView,
    agent: StrongAgent,
    action: Response,
    score: float,
    rank: int,
    origin: Response,
    first_score: float,
) -> list[float]:
    """The honest features of one play-phase ``action`` of ``view``'s seat: what it is
    (Pass, the kind it is used as, how many cards, whether by a skill, how many targets),
    how the strong player ``agent`` ranks it (``score`` and ``rank`` of the option it
    comes from, its gap to strong's first's ``first_score``; whether it is aimed elsewhere
    than ``origin``, strong's own use of that option) and its first target as the seat
    sees it (relation, HP, hand, distance, role beliefs, hero's measured rate)."""
    if not isinstance(action, Use):
        return [1.0, *([0.0] * (len(_ACTION) - 1))]
    values = [0.0, *(1.0 if action.kind is k else 0.0 for k in KINDS)]
    values += [
        float(len(action.cards)),
        1.0 if action.skill else 0.0,
        float(len(action.targets)),
        score,
        first_score - score,
        float(rank),
        1.0 if isinstance(origin, Use) and action.targets != origin.targets else 0.0,
    ]
    if not action.targets:
        return values + [0.0] * (len(_ACTION) - len(values))
    seat = view.seat
    assert seat is not None
    target = view.players[action.targets[0]]
    shown = target.role
    ctx = skill_policy.Context(view, agent, agent.memory)
    both = target.alive and view.players[seat].alive and target.seat != seat
    values += [
        0.0 if target.seat == seat else _clipped(agent.relation(view, target.seat)),
        float(target.hp),
        float(target.hand_count),
        float(skill_policy.distance(ctx, seat, target.seat)) if both else 0.0,
        *_beliefs(agent, target, shown),
        _hero_win_rate(view, agent, target, shown),
    ]
    return values
