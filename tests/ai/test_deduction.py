"""Roles deduced by elimination and from acts (yxs_desktop.ai.beliefs: ``certain``,
``possible``, ``rule_out``, ``stance``), and every level acting on them on set views: the
lord's side strikes the enemy it deduced and hands it nothing, a rebel strikes the
loyalist it deduced, and a table where nobody fights makes the lord's side strike."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from yxs_desktop.ai.base import Agent
from yxs_desktop.ai.beliefs import ENEMY, FOE, FRIEND, LAST_FOE, UNSURE, RoleBeliefs, stance
from yxs_desktop.ai.levels import OFFERED, build_agent
from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.events import (
    CardUsed,
    Damaged,
    Died,
    Event,
    Healed,
    RoleDealt,
    RoleRevealed,
    TurnStarted,
)
from yxs_desktop.engine.requests import Answer, Confirm, Option, Pass, PlayPhase, Use
from yxs_desktop.engine.view_types import PlayerView, SeatView

L, Y, R, N = Role.LORD, Role.LOYALIST, Role.REBEL, Role.RENEGADE
FIVE = (L, Y, R, R, N)


def seated(seat: int, role: Role, lord: int = 0) -> RoleBeliefs:
    beliefs = RoleBeliefs(seat, 5, FIVE)
    beliefs.observe([RoleDealt(seat, role), RoleRevealed(lord, L)])
    return beliefs


def strike(actor: int, target: int) -> CardUsed:
    return CardUsed(actor, (0,), Kind.STRIKE, (target,))


def died(seat: int, role: Role) -> list[Event]:
    return [Died(seat, role, None), RoleRevealed(seat, role)]


# ---------------------------------------------------------------------- the beliefs
def test_once_both_rebels_are_dead_a_loyalist_deduces_the_renegade() -> None:
    beliefs = seated(1, Y)
    assert beliefs.certain(4) is None
    beliefs.observe([*died(2, R), *died(3, R)])
    assert beliefs.certain(4) is N
    assert beliefs.possible(4) == {N}


def test_the_lord_cannot_tell_its_loyalist_from_the_renegade_by_the_dead_alone() -> None:
    beliefs = seated(0, L)
    beliefs.observe([*died(2, R), *died(3, R)])
    assert beliefs.certain(1) is None and beliefs.certain(4) is None
    assert beliefs.possible(1) == beliefs.possible(4) == {Y, N}


def test_a_seat_that_strikes_the_lord_is_deduced_to_be_no_loyalist() -> None:
    beliefs = seated(0, L)
    beliefs.observe([CardUsed(3, (0,), Kind.DUEL, (0,))])
    assert beliefs.possible(3) == {R, N}
    assert beliefs.probability(3, Y) == 0.0


def test_two_seats_striking_the_lord_leave_a_rebel_sure_of_the_loyalist() -> None:
    beliefs = seated(2, R)
    beliefs.observe([strike(3, 0), strike(4, 0)])
    assert beliefs.certain(1) is Y
    assert beliefs.possible(3) == beliefs.possible(4) == {R, N}


def test_chances_alone_never_make_a_role_certain() -> None:
    beliefs = seated(1, Y)
    beliefs.observe([strike(3, 0)] * 12 + [Healed(0, 1, 1, source=4)] * 12)
    assert beliefs.probability(3, R) > 0.9
    assert beliefs.certain(3) is None


def test_a_strike_at_the_lord_that_a_reveal_contradicts_gives_way_to_the_reveal() -> None:
    beliefs = seated(0, L)
    beliefs.observe([strike(3, 0), *died(3, Y)])  # a loyalist that erred
    assert beliefs.certain(3) is Y
    for seat in (1, 2, 4):
        assert beliefs.possible(seat) == {R, N}


def test_a_strike_that_would_leave_no_loyalist_anywhere_is_disbelieved() -> None:
    beliefs = seated(0, L)
    beliefs.observe([strike(seat, 0) for seat in (1, 2, 3, 4)])
    # three seats that are no loyalist leave only seat 4 to be it: its strike, which
    # would leave the table no loyalist at all, is disbelieved
    assert beliefs.certain(4) is Y
    assert beliefs.possible(1) == {R, N}


@pytest.mark.parametrize(
    ("me", "possible", "rebels_left", "expected"),
    [
        (Y, {L, Y}, True, FRIEND),
        (L, {R}, True, ENEMY),
        (Y, {R, N}, True, FOE),
        (Y, {R, N}, False, LAST_FOE),
        (L, {N}, False, LAST_FOE),
        (L, {Y, N}, False, UNSURE),
        (R, {L, Y}, True, ENEMY),
        (R, {R}, True, FRIEND),
        (R, {Y, N}, True, UNSURE),
        (N, {R}, True, UNSURE),
    ],
)
def test_what_each_role_makes_of_a_deduced_seat(
    me: Role, possible: set[Role], rebels_left: bool, expected: int
) -> None:
    assert stance(me, frozenset(possible), rebels_left) == expected


# ---------------------------------------------------------------------- every level
def card_of(kind: Kind) -> int:
    return next(c.id for c in STANDARD_DECK if c.kind is kind)


def view(
    seat: int, role: Role, public: dict[int, Role], dead: Sequence[int], round_: int
) -> SeatView:
    return SeatView(
        seat=seat,
        role=role,
        mode="identity5",
        round=round_,
        current=seat,
        deck_count=60,
        discard=(),
        table=(),
        hand=(card_of(Kind.STRIKE),),
        players=tuple(
            PlayerView(
                seat=s,
                hero=None,
                hp=0 if s in dead else 3,
                max_hp=4,
                alive=s not in dead,
                dying=False,
                hand_count=2,
                equip=(),
                judge=(),
                role=public.get(s, role if s == seat else None),
            )
            for s in range(5)
        ),
        strikes_used=0,
        order=tuple(range(5)),
    )


def strike_at(seat: int, targets: tuple[int, ...]) -> PlayPhase:
    option = Option(
        kind=Kind.STRIKE, cards=(card_of(Kind.STRIKE),), targets=targets, target_count=(1, 1)
    )
    return PlayPhase((seat,), "play", options={seat: (option,)})


def agent(level: str, seat: int, events: list[Event]) -> Agent:
    player = build_agent(level, seat, 5, seed=7)
    observe = getattr(player, "observe", None)
    assert observe is not None
    observe(events)
    return player


def loyalist_after_the_rebels(quiet_rounds: int) -> tuple[list[Event], SeatView]:
    """Seat 1, the loyalist, once both rebels died in round 2; the renegade at seat 4 has
    done nothing since; ``quiet_rounds`` rounds have begun after."""
    events: list[Event] = [RoleDealt(1, Y), RoleRevealed(0, L), TurnStarted(0, 1)]
    events += [TurnStarted(0, 2), *died(2, R), *died(3, R)]
    events += [TurnStarted(0, 2 + n) for n in range(1, quiet_rounds + 1)]
    public = {0: L, 2: R, 3: R}
    return events, view(1, Y, public, dead=(2, 3), round_=2 + quiet_rounds)


@pytest.mark.parametrize("level", OFFERED)
def test_every_level_strikes_the_idle_renegade_its_loyalist_deduced(level: str) -> None:
    events, seen = loyalist_after_the_rebels(quiet_rounds=3)
    answer = agent(level, 1, events).decide(seen, strike_at(1, (0, 4)))
    assert isinstance(answer, Use) and answer.targets == (4,)


@pytest.mark.parametrize("level", OFFERED)
def test_every_level_leaves_the_deduced_renegade_the_first_blow_just_after_the_rebels(
    level: str,
) -> None:
    """So that the lord, who cannot tell its loyalist from the renegade, sees who strikes
    first; a renegade that strikes the loyalist is struck back at once."""
    events, seen = loyalist_after_the_rebels(quiet_rounds=1)
    assert agent(level, 1, events).decide(seen, strike_at(1, (4,))) == Pass()
    struck = [*events, strike(4, 1), Damaged(4, 1, 1, 2, Kind.STRIKE)]
    answer = agent(level, 1, struck).decide(seen, strike_at(1, (4,)))
    assert isinstance(answer, Use) and answer.targets == (4,)


@pytest.mark.parametrize("level", OFFERED)
def test_every_level_as_the_lord_gives_the_deduced_renegade_nothing_and_strikes_it(
    level: str,
) -> None:
    """Seat 4 saved the lord twice (a friend by its acts), but once the rebels and the
    loyalist are dead it can only be the renegade."""
    events: list[Event] = [RoleDealt(0, L), RoleRevealed(0, L), TurnStarted(0, 1)]
    events += [Healed(0, 1, 1, source=4), Healed(0, 1, 2, source=4)]
    events += [*died(2, R), *died(3, R), *died(1, Y)]
    seen = view(0, L, {0: L, 1: Y, 2: R, 3: R}, dead=(1, 2, 3), round_=1)
    lord = agent(level, 0, events)
    assert lord.decide(seen, Confirm((0,), "budao_zhang")) == Answer(False)
    answer = lord.decide(seen, strike_at(0, (4,)))
    assert isinstance(answer, Use) and answer.targets == (4,)


@pytest.mark.parametrize("level", OFFERED)
def test_every_level_as_a_rebel_strikes_the_loyalist_it_deduced(level: str) -> None:
    events: list[Event] = [RoleDealt(2, R), RoleRevealed(0, L), TurnStarted(0, 1)]
    events += [strike(3, 0), strike(4, 0)]  # so seat 1 is the loyalist
    seen = view(2, R, {0: L}, dead=(), round_=1)
    answer = agent(level, 2, events).decide(seen, strike_at(2, (1,)))
    assert isinstance(answer, Use) and answer.targets == (1,)


@pytest.mark.parametrize("level", OFFERED)
def test_every_level_as_the_lord_strikes_its_likeliest_foe_once_nobody_fights(
    level: str,
) -> None:
    """The lord cannot deduce which of seats 1 and 4 is its loyalist; seat 1 fought the
    rebels, seat 4 did nothing. While blows are dealt it leaves both be; after three
    rounds without any, it strikes the likelier renegade."""
    events: list[Event] = [RoleDealt(0, L), RoleRevealed(0, L), TurnStarted(0, 1)]
    events += [strike(1, 2), Damaged(1, 2, 1, 2, Kind.STRIKE), strike(1, 3)]
    events += [*died(2, R), *died(3, R)]
    seen = view(0, L, {0: L, 2: R, 3: R}, dead=(2, 3), round_=2)
    assert agent(level, 0, events).decide(seen, strike_at(0, (1, 4))) == Pass()
    quiet = [*events, TurnStarted(0, 2), TurnStarted(0, 3), TurnStarted(0, 4)]
    seen = view(0, L, {0: L, 2: R, 3: R}, dead=(2, 3), round_=4)
    answer = agent(level, 0, quiet).decide(seen, strike_at(0, (1, 4)))
    assert isinstance(answer, Use) and answer.targets == (4,)
