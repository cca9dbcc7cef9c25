"""Positions (engine/position.py): a game's state as a record, a game rebuilt from one that
every seat sees as the original, bad positions refused with what is wrong, and each mode
resuming play in its own order (``GameMode.resume``)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator

import pytest

from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.ai.drive import steps
from yxs_desktop.ai.rollout import play_out, rollout_agents
from yxs_desktop.engine.enums import Phase, Role
from yxs_desktop.engine.events import RoundStarted, TurnStarted
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.mode import RoundProgress
from yxs_desktop.engine.modes import from_position, make_mode, mode_cards, mode_roles
from yxs_desktop.engine.position import Position, position_of
from yxs_desktop.engine.requests import PlayPhase
from yxs_desktop.engine.views import seat_view
from yxs_desktop.selfplay import make_agents

MODES_TESTED = ("identity5", "identity8", "identity5-simple", "3v3-casual", "3v3-competitive")


def play_phases(mode: str, seed: int) -> Iterator[Game]:
    """A baseline game of ``mode`` at each of its play-phase decisions, in order (the
    game goes on after each)."""
    game = Game(make_mode(mode), seed)
    for step in steps(game, make_agents("baseline", game)):
        if type(step.request) is PlayPhase:
            yield game


def first_play_phase(mode: str, seed: int = 5) -> Position:
    game = next(play_phases(mode, seed))
    position = position_of(game)
    game.close()
    return position


def turns_after(position: Position, horizon: int) -> list[tuple[str, int]]:
    """The rounds begun and turns started after ``position``'s current turn, when a game
    rebuilt from it is played by baseline players for ``horizon`` more turns."""
    game = from_position(position, 7, horizon)
    start = len(game.events)
    play_out(game, rollout_agents(game, BaselineAgent, 7))
    assert game.outcome is None, "the game ended before the turns looked at"
    return [
        ("round", e.round) if type(e) is RoundStarted else ("turn", e.seat)
        for e in game.events[start:]
        if type(e) in (RoundStarted, TurnStarted)
    ]


# ---------------------------------------------------------------------- round trip
@pytest.mark.parametrize("mode", MODES_TESTED)
def test_a_game_rebuilt_from_its_position_shows_every_seat_the_same_view(mode: str) -> None:
    checked = 0
    for i, game in enumerate(play_phases(mode, 31)):
        if i % 4:
            continue
        position = position_of(game)
        rebuilt = from_position(position, 99, horizon=0)
        seats: list[int | None] = [*range(len(game.players)), None]
        for seat in seats:
            assert seat_view(rebuilt, seat) == seat_view(game, seat)
        assert position_of(rebuilt) == position
        pending = rebuilt.pending
        assert type(pending) is PlayPhase and pending.seat == position.current
        rebuilt.close()
        checked += 1
    assert checked >= 5


# ---------------------------------------------------------------------- refused
def _seat(position: Position, seat: int, **changes: object) -> Position:
    seats = list(position.seats)
    seats[seat] = dataclasses.replace(seats[seat], **changes)
    return dataclasses.replace(position, seats=tuple(seats))


def _refusals(p: Position) -> list[tuple[Position, str]]:
    hand = p.seats[p.current].hand
    return [
        (dataclasses.replace(p, phase=Phase.DISCARD), "rebuilt from a play phase, not from"),
        (dataclasses.replace(p, deck=p.deck + hand[:1]), f"card {hand[0]} is in two places"),
        (dataclasses.replace(p, deck=p.deck[1:]), f"cards [{p.deck[0]}] of identity5 are nowhere"),
        (dataclasses.replace(p, discard=(500,)), "card 500 (the discard pile) is not a card of"),
        (dataclasses.replace(p, current=5), "the current seat, 5, is no seat of the table"),
        (dataclasses.replace(p, round_first=-1), "opened the round, -1, is no seat"),
        (dataclasses.replace(p, acted=frozenset({9})), "a seat that has acted, 9, is no seat"),
        (dataclasses.replace(p, seats=p.seats[:4]), "identity5 has 5 seats, the position 4"),
        (dataclasses.replace(p, order=(0, 1, 2, 3, 3)), "table order (0, 1, 2, 3, 3) is not"),
        (_seat(p, 0, hero="nobody"), "seat 0's hero 'nobody' is unknown"),
        (_seat(p, 1, skills=("no_such_skill",)), "seat 1's skill 'no_such_skill' is unknown"),
    ]


def test_a_position_that_no_game_can_stand_at_is_refused_saying_what_is_wrong() -> None:
    position = first_play_phase("identity5")
    for bad, message in _refusals(position):
        with pytest.raises(ValueError, match=re.escape(message)):
            from_position(bad, 1)


def test_equipment_that_is_no_equipment_or_fills_a_slot_twice_is_refused() -> None:
    position = first_play_phase("identity5")
    cards = {c.id: c for c in mode_cards("identity5")}
    weapons = [c for c in position.deck if cards[c].spec.slot is not None][:1]
    same_slot = [c for c in position.deck if cards[c].spec.slot is cards[weapons[0]].spec.slot][1:2]
    plain = [c for c in position.deck if cards[c].spec.slot is None][:1]
    for equip, message in ((plain, "is no equipment"), (weapons + same_slot, "a slot twice")):
        deck = tuple(c for c in position.deck if c not in equip)
        bad = dataclasses.replace(_seat(position, 2, equip=tuple(equip)), deck=deck)
        with pytest.raises(ValueError, match=message):
            from_position(bad, 1)


# ---------------------------------------------------------------------- resume
def test_identity_play_resumed_before_the_lord_begins_a_new_round_at_the_lord() -> None:
    position = first_play_phase("identity5")
    lord = next(s for s, sp in enumerate(position.seats) if sp.role is Role.LORD)
    order = position.order
    before_lord = order[(order.index(lord) - 1) % len(order)]
    moved = dataclasses.replace(position, current=before_lord)
    assert turns_after(moved, 2) == [
        ("round", position.round + 1),
        ("turn", lord),
        ("turn", order[(order.index(lord) + 1) % len(order)]),
    ]


def test_identity_play_resumed_elsewhere_keeps_the_round_until_the_lord() -> None:
    position = first_play_phase("identity5")
    order = position.order
    after = [order[(order.index(position.current) + k) % len(order)] for k in (1, 2)]
    assert turns_after(position, 2) == [("turn", after[0]), ("turn", after[1])]


def test_casual_3v3_begins_a_round_when_play_reaches_the_seat_that_opened_it() -> None:
    position = first_play_phase("3v3-casual")
    order = position.order
    following = order[(order.index(position.current) + 1) % len(order)]
    opened_by_next = dataclasses.replace(position, round_first=following)
    assert turns_after(opened_by_next, 1) == [("round", position.round + 1), ("turn", following)]
    assert turns_after(position, 1) == [("turn", following)]


def _teams(position: Position, seats: list[int]) -> list[str | None]:
    return [position.seats[s].team for s in seats]


def test_competitive_3v3_resumed_after_a_leaders_turn_alternates_the_teams() -> None:
    position = first_play_phase("3v3-competitive")
    mine = position.seats[position.current]
    assert mine.role is Role.LEADER
    turns = [seat for what, seat in turns_after(position, 2) if what == "turn"]
    # the other team's opening action (its leader), then this team's vanguards together
    other = "B" if mine.team == "A" else "A"
    assert _teams(position, turns) == [other, mine.team, mine.team]
    assert [position.seats[s].role for s in turns] == [Role.LEADER, Role.VANGUARD, Role.VANGUARD]


def test_competitive_3v3_after_a_vanguards_turn_its_fellow_vanguard_plays_first() -> None:
    position = first_play_phase("3v3-competitive")
    team = position.seats[position.current].team
    first, second = [
        s for s, sp in enumerate(position.seats) if sp.team == team and sp.role is Role.VANGUARD
    ]
    # the leader opened, then this vanguard's turn: the other vanguard is still to play
    moved = dataclasses.replace(
        position,
        current=first,
        acted=frozenset({position.current, first}),
        ever_acted=frozenset({position.current, first}),
    )
    turns = [seat for what, seat in turns_after(moved, 2) if what == "turn"]
    other = "B" if team == "A" else "A"
    assert turns[0] == second
    assert _teams(position, turns[1:]) == [other]
    assert position.seats[turns[1]].role is Role.LEADER


def test_a_position_keeps_the_progress_it_is_given() -> None:
    game = next(play_phases("identity5", 5))
    progress = RoundProgress(2, frozenset({2, 3}), frozenset({0, 2, 3}))
    position = position_of(game, progress)
    game.close()
    assert position.progress == progress


def test_the_modes_say_which_roles_they_deal_and_which_cards_they_use() -> None:
    assert mode_roles("identity5") == (
        Role.LORD,
        Role.LOYALIST,
        Role.REBEL,
        Role.REBEL,
        Role.RENEGADE,
    )
    assert mode_roles("3v3-casual") is None and mode_roles("3v3-competitive") is None
    assert len(mode_cards("identity5")) == 106 and len(mode_cards("3v3-competitive")) == 104
