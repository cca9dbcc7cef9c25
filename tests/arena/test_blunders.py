"""Each blunder detector fires on its situation and not on a near miss (hand-built event
lists and answers: the situations are rare in real games and costly to stack)."""

from __future__ import annotations

from yxs_desktop.arena.blunders import Decision, find_blunders, identity_side
from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.events import (
    CardUsed,
    Damaged,
    Died,
    Dying,
    Event,
    Healed,
    HeroChosen,
    RoleRevealed,
)
from yxs_desktop.engine.requests import FrozenDict, Option, Pass, Respond, Use

L, Y, R, N = Role.LORD, Role.LOYALIST, Role.REBEL, Role.RENEGADE
ROLES = (L, Y, R, R, N)
SIDES = [identity_side(seat, role, None) for seat, role in enumerate(ROLES)]
START: list[Event] = [
    RoleRevealed(0, L),
    *(HeroChosen(seat, "hero", 4) for seat in range(5)),
]


def names(events, decisions=(), roles=ROLES, sides=SIDES):
    return sorted(b.name for b in find_blunders([*START, *events], decisions, roles, sides))


def test_sides_are_the_lords_the_rebels_a_renegade_alone_or_the_team():
    assert SIDES == ["lord", "lord", "rebel", "rebel", "alone:4"]
    assert identity_side(3, Role.LEADER, "A") == identity_side(5, Role.VANGUARD, "A")


def test_striking_a_revealed_ally_is_a_blunder_but_not_before_the_role_is_revealed():
    assert names([RoleRevealed(3, R), CardUsed(2, (1,), Kind.STRIKE, (3,))]) == ["friendly_attack"]
    assert names([CardUsed(2, (1,), Kind.STRIKE, (3,))]) == []  # the rebel mate still hidden
    assert names([RoleRevealed(3, R), CardUsed(4, (1,), Kind.DUEL, (3,))]) == []  # not its side


def test_a_duel_on_a_teammate_in_3v3_is_a_blunder_and_on_an_enemy_is_not():
    roles = (Role.LEADER, Role.VANGUARD) * 3
    teams = ("A", "B") * 3
    sides = [identity_side(s, r, t) for s, (r, t) in enumerate(zip(roles, teams, strict=True))]
    revealed = [RoleRevealed(seat, role) for seat, role in enumerate(roles)]
    assert names([*revealed, CardUsed(0, (1,), Kind.DUEL, (2,))], roles=roles, sides=sides) == [
        "friendly_attack"
    ]
    assert names([*revealed, CardUsed(0, (1,), Kind.DUEL, (1,))], roles=roles, sides=sides) == []


def test_a_loyalist_attacking_the_lord_is_two_blunders_and_a_rebel_doing_it_none():
    assert names([CardUsed(1, (5,), Kind.STRIKE, (0,))]) == [
        "friendly_attack",
        "loyalist_attacks_lord",
    ]
    assert names([CardUsed(2, (5,), Kind.STRIKE, (0,))]) == []
    assert names([CardUsed(1, (5,), Kind.ARROWS, ())]) == []  # an area trick is no choice


def test_medicine_on_oneself_at_full_hp_is_a_blunder_but_not_when_wounded():
    assert names([CardUsed(2, (9,), Kind.MEDICINE)]) == ["medicine_at_full_hp"]
    wounded = [Damaged(3, 2, 1, 3, Kind.STRIKE), CardUsed(2, (9,), Kind.MEDICINE)]
    assert names(wounded) == []


def _save_request(saver: int, dying: int, can_save: bool) -> Respond:
    options = (Option(Kind.MEDICINE, cards=(9,)),) if can_save else ()
    return Respond(
        (saver,),
        "save",
        options=FrozenDict({saver: options}),
        kind=Kind.MEDICINE,
        target=dying,
    )


def _dying(seat: int, source: int) -> list[Event]:
    return [Damaged(source, seat, 4, 0, Kind.STRIKE), Dying(seat)]


def test_dying_after_declining_ones_own_save_is_a_blunder():
    events = [*_dying(2, 0), Died(2, R, 0)]
    at = len(START) + 2  # asked once the character is dying
    declined = [Decision(at, 2, _save_request(2, 2, True), Pass())]
    assert names(events, declined) == ["died_with_save"]


def test_declining_with_nothing_to_save_with_or_being_saved_by_another_is_no_blunder():
    at = len(START) + 2
    nothing = [Decision(at, 2, _save_request(2, 2, False), Pass())]
    assert names([*_dying(2, 0), Died(2, R, 0)], nothing) == []
    declined = [Decision(at, 2, _save_request(2, 2, True), Pass())]
    saved = [*_dying(2, 0), Healed(2, 1, 1, 3), Damaged(0, 2, 1, 0), Dying(2), Died(2, R, 0)]
    assert names(saved, declined) == []  # the refusal was in an earlier dying


def test_a_loyalist_declining_to_save_the_lord_who_then_dies_is_a_blunder():
    at = len(START) + 2
    declined = [Decision(at, 1, _save_request(1, 0, True), Pass())]
    assert names([*_dying(0, 2), Died(0, L, 2)], declined) == ["loyalist_let_lord_die"]


def test_a_loyalist_whose_lord_survives_or_a_rebel_declining_is_no_blunder():
    at = len(START) + 2
    declined = [Decision(at, 1, _save_request(1, 0, True), Pass())]
    assert names([*_dying(0, 2), Healed(0, 1, 1, 3)], declined) == []
    rebel = [Decision(at, 3, _save_request(3, 0, True), Pass())]
    assert names([*_dying(0, 2), Died(0, L, 2)], rebel) == []
    used = [Decision(at, 1, _save_request(1, 0, True), Use((9,), Kind.MEDICINE))]
    assert names([*_dying(0, 2), Died(0, L, 2)], used) == []
