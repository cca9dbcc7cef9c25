"""Role beliefs (yxs_desktop.ai.beliefs): what a seat infers about hidden roles from the
events it saw, on scripted event sequences, and that the chances stay a consistent
sharing of the table's roles whatever happens."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yxs_desktop.ai.beliefs import RoleBeliefs
from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.events import (
    CardPlayed,
    CardUsed,
    Event,
    Healed,
    RoleDealt,
    RoleRevealed,
)

L, Y, R, N = Role.LORD, Role.LOYALIST, Role.REBEL, Role.RENEGADE
FIVE = (L, Y, R, R, N)
EIGHT = (L, Y, Y, R, R, R, R, N)


def seated(seat: int, role: Role, lord: int = 0, roles: tuple[Role, ...] = FIVE) -> RoleBeliefs:
    """The beliefs of ``seat`` (dealt ``role``) once the lord at ``lord`` is revealed."""
    beliefs = RoleBeliefs(seat, len(roles), roles)
    beliefs.observe([RoleDealt(seat, role), RoleRevealed(lord, L)])
    return beliefs


def strike(actor: int, target: int) -> CardUsed:
    return CardUsed(actor, (0,), Kind.STRIKE, (target,))


def test_before_anything_happens_each_unknown_seat_has_the_odds_of_the_deal() -> None:
    beliefs = seated(2, R)
    for seat in (1, 3, 4):
        assert beliefs.distribution(seat) == pytest.approx({Y: 1 / 3, R: 1 / 3, N: 1 / 3})
    assert beliefs.distribution(0) == {L: 1.0}
    assert beliefs.distribution(2) == {R: 1.0}


def test_in_identity8_the_lords_odds_follow_the_role_counts() -> None:
    beliefs = seated(0, L, roles=EIGHT)
    assert beliefs.distribution(5) == pytest.approx({Y: 2 / 7, R: 4 / 7, N: 1 / 7})


def test_a_seat_that_strikes_the_lord_again_and_again_looks_like_a_rebel() -> None:
    beliefs = seated(1, Y)
    before = beliefs.probability(3, R)
    beliefs.observe([strike(3, 0), strike(3, 0)])
    assert beliefs.probability(3, R) > before + 0.1
    assert beliefs.probability(3, R) > 0.8
    # seat 3 taking a rebel's place makes the renegade likelier among the others
    assert beliefs.probability(2, N) > 1 / 3


def test_a_seat_that_saves_the_lord_looks_like_the_lords_side() -> None:
    beliefs = seated(0, L)
    beliefs.observe([Healed(0, 1, 1, source=4)])
    assert beliefs.chance_of(4, {Y, N}) > beliefs.chance_of(3, {Y, N})
    assert beliefs.probability(4, R) < 0.5 * 0.5  # prior 1/2, lowered a lot


def test_a_death_reveals_a_role_and_the_others_share_what_is_left() -> None:
    beliefs = seated(0, L)
    beliefs.observe([RoleRevealed(1, R), RoleRevealed(2, R)])
    assert beliefs.distribution(1) == {R: 1.0}
    for seat in (3, 4):
        assert beliefs.distribution(seat) == pytest.approx({Y: 0.5, N: 0.5})


def test_evidence_survives_a_death_that_settles_another_seat() -> None:
    beliefs = seated(0, L)
    beliefs.observe([strike(3, 0), strike(3, 0), strike(3, 0)])
    beliefs.observe([RoleRevealed(1, R)])  # one rebel dead: seat 3 still looks like one
    assert beliefs.probability(3, R) > 0.7


def test_a_reveal_that_contradicts_every_assignment_starts_afresh_from_it() -> None:
    beliefs = seated(0, L)
    beliefs.observe([RoleRevealed(1, R), RoleRevealed(2, R)])
    beliefs.observe([RoleRevealed(3, R)])  # a custom table: a third rebel
    assert beliefs.distribution(3) == {R: 1.0}
    assert sum(beliefs.distribution(4).values()) == pytest.approx(1.0)


def test_my_own_acts_tell_me_nothing_about_my_targets() -> None:
    beliefs = seated(2, R)
    beliefs.observe([strike(2, 1), strike(2, 1), Healed(2, 1, 1, source=2)])
    assert beliefs.distribution(1) == pytest.approx({Y: 1 / 3, R: 1 / 3, N: 1 / 3})


def test_an_impeccable_protecting_the_lord_from_a_trick_is_help() -> None:
    beliefs = seated(0, L)
    against_the_lord = CardPlayed(
        3, (1,), Kind.IMPECCABLE, against=Kind.DUEL, trick=Kind.DUEL, trick_target=0
    )
    beliefs.observe([CardUsed(1, (2,), Kind.DUEL, (0,)), against_the_lord])
    assert beliefs.probability(3, R) < 0.5
    assert beliefs.probability(1, R) > 0.5


def test_the_second_impeccable_of_a_chain_takes_the_tricks_side() -> None:
    beliefs = seated(0, L)
    first = CardPlayed(3, (1,), Kind.IMPECCABLE, against=Kind.DUEL, trick=Kind.DUEL, trick_target=0)
    second = CardPlayed(
        4, (5,), Kind.IMPECCABLE, against=Kind.IMPECCABLE, trick=Kind.DUEL, trick_target=0
    )
    beliefs.observe([first, second])
    assert beliefs.probability(4, R) > beliefs.probability(3, R)


def test_the_assignments_are_every_sharing_with_chances_summing_to_one() -> None:
    beliefs = seated(0, L, roles=EIGHT)
    sharings = beliefs.assignments()
    assert len(sharings) == 105  # 7! / (2! 4! 1!)
    assert sum(chance for _, chance in sharings) == pytest.approx(1.0)
    assert all(sharing[0] is L and len(sharing) == 8 for sharing, _ in sharings)


_ACTS = st.lists(
    st.tuples(
        st.sampled_from(["strike", "heal", "duel", "reveal"]),
        st.integers(0, 4),
        st.integers(0, 4),
    ),
    max_size=25,
)


@settings(max_examples=60, deadline=None)
@given(seat=st.integers(0, 4), acts=_ACTS)
def test_any_events_keep_each_seats_chances_a_sharing_of_the_tables_roles(
    seat: int, acts: list[tuple[str, int, int]]
) -> None:
    roles = (R, L, N, Y, R)  # lord at seat 1
    beliefs = RoleBeliefs(seat, 5, FIVE)
    beliefs.observe([RoleDealt(seat, roles[seat]), RoleRevealed(1, L)])
    for act, a, b in acts:
        event: Event
        if act == "strike":
            event = strike(a, b)
        elif act == "duel":
            event = CardUsed(a, (2,), Kind.DUEL, (b,))
        elif act == "heal":
            event = Healed(b, 1, 1, source=a)
        else:
            event = RoleRevealed(a, roles[a])  # a death tells the truth
        beliefs.observe([event])
    totals = {role: 0.0 for role in (L, Y, R, N)}
    for other in range(5):
        shares = beliefs.distribution(other)
        assert sum(shares.values()) == pytest.approx(1.0)
        for role, share in shares.items():
            assert 0.0 <= share <= 1.0
            totals[role] += share
    assert totals == pytest.approx({L: 1.0, Y: 1.0, R: 2.0, N: 1.0})
