"""Sampled worlds agree with everything the seat can see, and with what it saw go by."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.ai.points import decision_points
from yxs_desktop.ai.world import (
    CardMemory,
    InconsistentView,
    mode_card_ids,
    sample_world,
    unseen_cards,
)
from yxs_desktop.engine.enums import Role
from yxs_desktop.engine.modes import MODES
from yxs_desktop.engine.modes.identity import IdentityMode
from yxs_desktop.engine.rng import GameRng

MODES_TESTED = ("identity5", "identity8", "3v3-casual", "3v3-competitive")


@pytest.mark.parametrize("mode", MODES_TESTED)
def test_every_sampled_world_deals_each_unseen_card_once_to_the_public_counts(mode: str) -> None:
    rng = GameRng(5)
    for n, point in enumerate(decision_points(mode, 11)):
        if n % 3:
            continue
        view = point.view
        world = sample_world(view, rng, known=point.cards.known)
        assert world.hands[view.seat] == view.hand
        for p in view.players:
            assert len(world.hands[p.seat]) == p.hand_count
        assert len(world.deck) == view.deck_count
        shown = [c for p in view.players for c in p.equip]
        shown += [c for p in view.players for c, _ in p.judge]
        everything = [c for hand in world.hands for c in hand]
        everything += [*world.deck, *view.discard, *view.table, *shown]
        assert sorted(everything) == sorted(mode_card_ids(mode))  # each card exactly once
        for p in view.players:
            assert (
                point.cards.known[p.seat] & set(unseen_cards(view)) <= set(world.hands[p.seat])
                or len(point.cards.known[p.seat]) > p.hand_count
            )


@pytest.mark.parametrize("mode", MODES_TESTED)
def test_sampled_roles_keep_the_revealed_ones_and_the_modes_role_counts(mode: str) -> None:
    rng = GameRng(6)
    for n, point in enumerate(decision_points(mode, 12)):
        if n % 3:
            continue
        view = point.view
        world = sample_world(view, rng)
        assert world.roles[view.seat] == view.role
        for p in view.players:
            if p.role is not None:
                assert world.roles[p.seat] == p.role
        cls = MODES[mode]
        if issubclass(cls, IdentityMode):
            assert Counter(world.roles) == Counter(cls.roles)
        else:
            assert world.roles == tuple(p.role for p in view.players)


def test_a_seat_whose_weight_for_a_role_is_zero_never_gets_it() -> None:
    point = next(decision_points("identity5", 3))
    view = point.view
    others = [p.seat for p in view.players if p.role is None and p.seat != view.seat]
    barred = others[0]
    rng = GameRng(1)
    for _ in range(200):
        roles = sample_world(
            view, rng, lambda s, r: 0.0 if s == barred and r is Role.REBEL else 1.0
        ).roles
        assert roles[barred] is not Role.REBEL


def test_cards_the_seat_saw_go_into_a_hand_stay_in_that_hand_in_every_world() -> None:
    for point in decision_points("identity5", 4):
        known = point.cards.known
        seats = [s for s, cards in enumerate(known) if cards and s != point.view.seat]
        if not seats:
            continue
        seat = seats[0]
        still_hidden = known[seat] & set(unseen_cards(point.view))
        if not still_hidden or len(known[seat]) > point.view.players[seat].hand_count:
            continue
        rng = GameRng(2)
        for _ in range(20):
            assert still_hidden <= set(sample_world(point.view, rng, known=known).hands[seat])
        return
    pytest.fail("no decision point where a seat saw a card go into another hand")


def test_the_same_generator_state_samples_the_same_world() -> None:
    point = next(decision_points("identity5", 7))
    assert sample_world(point.view, GameRng(9)) == sample_world(point.view, GameRng(9))
    assert sample_world(point.view, GameRng(9)) != sample_world(point.view, GameRng(10))


def test_a_view_whose_counts_do_not_add_up_is_refused_with_the_counts() -> None:
    import msgspec

    point = next(decision_points("identity5", 7))
    wrong = msgspec.structs.replace(point.view, deck_count=point.view.deck_count + 1)
    with pytest.raises(InconsistentView, match="unseen cards for"):
        sample_world(wrong, GameRng(1))


def test_a_copy_of_the_seats_memories_goes_on_apart_from_the_original() -> None:
    from yxs_desktop.ai.turn_memory import TurnMemory

    cards = CardMemory(0, 5)
    cards.known[2].add(7)
    twin = cards.copy()
    twin.known[2].add(9)
    assert cards.known[2] == {7} and twin.known[2] == {7, 9}
    turn = TurnMemory()
    turn.acted.add(3)
    other = turn.copy()
    other.acted.add(4)
    assert turn.acted == {3} and other.acted == {3, 4}
    assert other.phase_uses == turn.phase_uses and other.phase_uses is not turn.phase_uses
