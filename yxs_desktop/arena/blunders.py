"""The five blunders the arena counts, found in a finished game's events and the answers its
seats gave (:class:`Decision`). Each is an answer no sensible player gives from what its
own seat saw at the time:

* ``friendly_attack``: using 杀 or 决斗 on a character whose role was revealed as being on
  the attacker's own side (in identity modes: the lord and the loyalists are one side, the
  rebels another, the renegade alone; in the 3v3 modes: the team, public from the start).
* ``medicine_at_full_hp``: using 药 on oneself at full HP (the rules refuse it today, so
  it counts only what a rule change would let through).
* ``died_with_save``: dying after declining to save oneself when the request offered a
  way to (a 药 in hand, or a skill that plays as one).
* ``loyalist_attacks_lord``: a loyalist using 杀 or 决斗 on the lord.
* ``loyalist_let_lord_die``: a loyalist that declined to save the dying lord though the
  request offered it a way to, after which the lord died.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.events import (
    CardUsed,
    Damaged,
    Died,
    Dying,
    Event,
    Healed,
    HeroChosen,
    HpLost,
    MaxHpChanged,
    RoleRevealed,
)
from yxs_desktop.engine.requests import Pass, Request, Respond, Response

BLUNDERS: Final = (
    "friendly_attack",
    "medicine_at_full_hp",
    "died_with_save",
    "loyalist_attacks_lord",
    "loyalist_let_lord_die",
)
#: The cards that count as attacking the characters they are used on.
ATTACKS: Final = frozenset({Kind.STRIKE, Kind.DUEL})


class Decision(NamedTuple):
    """A seat's answer to a request, asked when the game had ``at`` events."""

    at: int
    seat: int
    request: Request
    response: Response


class Blunder(NamedTuple):
    seat: int
    name: str


def identity_side(seat: int, role: Role | None, team: str | None) -> str:
    """Who is on whose side: the team in 3v3; lord and loyalists, or the rebels, in the
    identity modes; a renegade is on its own."""
    if team is not None:
        return f"team:{team}"
    if role in (Role.LORD, Role.LOYALIST):
        return "lord"
    if role is Role.REBEL:
        return "rebel"
    return f"alone:{seat}"


def find_blunders(
    events: Sequence[Event],
    decisions: Sequence[Decision],
    roles: Sequence[Role | None],
    sides: Sequence[str],
) -> list[Blunder]:
    """Every blunder of the game whose ``events`` and ``decisions`` these are; ``roles``
    and ``sides`` (:func:`identity_side`) are each seat's true ones."""
    found: list[Blunder] = []
    hp = [0] * len(roles)
    max_hp = [0] * len(roles)
    revealed: set[int] = set()
    declined_self: set[int] = set()  # dying seats that declined to save themselves
    declined_lord: dict[int, set[int]] = {}  # dying lord -> loyalists that declined
    pending = sorted(decisions, key=lambda d: d.at)
    next_decision = 0
    for index in range(len(events) + 1):
        while next_decision < len(pending) and pending[next_decision].at <= index:
            decision = pending[next_decision]
            next_decision += 1
            request = decision.request
            if not (
                isinstance(request, Respond)
                and request.kind is Kind.MEDICINE
                and request.target is not None
                and request.options_for(decision.seat)
                and isinstance(decision.response, Pass)
            ):
                continue
            if decision.seat == request.target:
                declined_self.add(decision.seat)
            elif roles[decision.seat] is Role.LOYALIST and roles[request.target] is Role.LORD:
                declined_lord.setdefault(request.target, set()).add(decision.seat)
        if index == len(events):
            break
        event = events[index]
        if isinstance(event, HeroChosen):
            hp[event.seat] = max_hp[event.seat] = event.max_hp
        elif isinstance(event, Damaged | HpLost | Healed):
            hp[event.target] = event.hp
            if event.hp > 0:  # out of danger: earlier refusals no longer matter
                declined_self.discard(event.target)
                declined_lord.pop(event.target, None)
        elif isinstance(event, MaxHpChanged):
            hp[event.seat], max_hp[event.seat] = event.hp, event.max_hp
        elif isinstance(event, RoleRevealed):
            revealed.add(event.seat)
        elif isinstance(event, Dying):
            declined_self.discard(event.seat)
            declined_lord.pop(event.seat, None)
        elif isinstance(event, Died):
            if event.seat in declined_self:
                found.append(Blunder(event.seat, "died_with_save"))
            found += [
                Blunder(seat, "loyalist_let_lord_die")
                for seat in sorted(declined_lord.pop(event.seat, ()))
            ]
            declined_self.discard(event.seat)
        elif isinstance(event, CardUsed):
            found += _card_blunders(event, hp, max_hp, revealed, roles, sides)
    return found


def _card_blunders(
    event: CardUsed,
    hp: Sequence[int],
    max_hp: Sequence[int],
    revealed: set[int],
    roles: Sequence[Role | None],
    sides: Sequence[str],
) -> list[Blunder]:
    user = event.seat
    if event.kind is Kind.MEDICINE:
        on_self = not event.targets or event.targets == (user,)
        if on_self and max_hp[user] and hp[user] >= max_hp[user]:
            return [Blunder(user, "medicine_at_full_hp")]
        return []
    if event.kind not in ATTACKS:
        return []
    found = []
    for target in event.targets:
        if target == user:
            continue
        if target in revealed and sides[target] == sides[user]:
            found.append(Blunder(user, "friendly_attack"))
        if roles[user] is Role.LOYALIST and roles[target] is Role.LORD:
            found.append(Blunder(user, "loyalist_attacks_lord"))
    return found
