"""The events say every change of what the views show, as data: in seeded games of every
mode, what the events say (folded here, field by field) is what the engine holds at every
request, and each event that says a seat's state says it as the engine has it when it is
made. So a table (the replay's view builder, a client) keeps itself from the events alone,
with no rule of the game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pytest

from yxs_desktop.engine import Game
from yxs_desktop.engine.enums import Area, Kind, Role
from yxs_desktop.engine.events import (
    CardsMoved,
    CardUsed,
    Died,
    Dying,
    Event,
    FirstPlayer,
    HeroChosen,
    Reshuffled,
    RoleRevealed,
    RoundStarted,
    Saved,
    SkillsChanged,
    TurnStarted,
)
from yxs_desktop.engine.heroes import HEROES, LORD_SKILLS
from yxs_desktop.selfplay import play_game

MODES = ("identity5", "identity5-simple", "identity8", "3v3-casual", "3v3-competitive")
SEEDS = range(6)


def _skills(game: Game, seat: int) -> tuple[str, ...]:
    """The skills ``seat`` holds as its view shows them (none in a mode without skills)."""
    player = game.players[seat]
    return tuple(s.id for s in player.skills) if game.skills_enabled else ()


@dataclass
class Told:
    """What the events of one game said so far, folded field by field, and what was seen
    when they were made."""

    rounds: list[int] = field(default_factory=list)
    first: int | None = None
    turns: int = 0
    strikes: dict[int, int] = field(default_factory=dict)
    dying: set[int] = field(default_factory=set)
    deck: int = -1
    reshuffled_mid_draw: int = 0
    saved: int = 0
    skills_changed: int = 0
    lords: list[HeroChosen] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def _play(mode: str, seed: int, check: Callable[[Game, Told], None]) -> Told:
    """Play a baseline game, folding each event into a :class:`Told` (its ``problems``
    say where an event said something else than the engine holds), and call ``check``
    after the events of every answer."""
    told = Told()
    seen = 0

    def after_event(game: Game) -> None:
        nonlocal seen
        if told.deck < 0:
            told.deck = len(game.cards)  # the whole deck, before the first event
        for event in game.events[seen:]:
            _fold(game, told, event)
        seen = len(game.events)

    def after_step(game: Game) -> None:
        after_event(game)
        check(game, told)

    game = play_game(mode, seed, after_event=after_event, after_step=after_step)
    assert game.finished
    assert not told.problems, told.problems[:5]
    return told


def _fold(game: Game, told: Told, event: Event) -> None:
    problems = told.problems
    kind = type(event)
    if kind is HeroChosen or kind is SkillsChanged:
        seat = event.seat  # type: ignore[attr-defined]
        if event.skills != _skills(game, seat):  # type: ignore[attr-defined]
            problems.append(f"{event} but the seat holds {_skills(game, seat)}")
        told.skills_changed += kind is SkillsChanged
        if kind is HeroChosen and game.players[seat].role is Role.LORD:
            told.lords.append(event)  # type: ignore[arg-type]
    elif kind is RoundStarted:
        told.rounds.append(event.round)  # type: ignore[attr-defined]
        if event.round != game.round:  # type: ignore[attr-defined]
            problems.append(f"{event} in round {game.round}")
    elif kind is FirstPlayer:
        told.first = event.seat  # type: ignore[attr-defined]
        if game.current.seat != event.seat or told.turns:  # type: ignore[attr-defined]
            problems.append(f"{event}: current {game.current.seat}, {told.turns} turns")
    elif kind is TurnStarted:
        told.turns += 1
        told.strikes[event.seat] = 0  # type: ignore[attr-defined]
        if not told.rounds or told.rounds[-1] != event.round:  # type: ignore[attr-defined]
            problems.append(f"{event} with no RoundStarted before it")
    elif kind is CardUsed:
        if event.counts_for_limit:  # type: ignore[attr-defined]
            seat = event.seat  # type: ignore[attr-defined]
            told.strikes[seat] = told.strikes.get(seat, 0) + 1
            if event.kind is not Kind.STRIKE:  # type: ignore[attr-defined]
                problems.append(f"{event} counts for the 杀 limit")
    elif kind is Dying:
        told.dying.add(event.seat)  # type: ignore[attr-defined]
    elif kind is Saved:
        seat = event.seat  # type: ignore[attr-defined]
        player = game.players[seat]
        if seat not in told.dying or player.dying or not player.alive or player.hp <= 0:
            problems.append(f"{event}: dying {player.dying}, HP {player.hp}")
        told.dying.discard(seat)
        told.saved += 1
    elif kind is Died:
        told.dying.discard(event.seat)  # type: ignore[attr-defined]
    elif kind is Reshuffled:
        told.deck = event.deck + event.drawn  # type: ignore[attr-defined]
        told.reshuffled_mid_draw += event.drawn > 0  # type: ignore[attr-defined]
        if event.deck != len(game.deck):  # type: ignore[attr-defined]
            problems.append(f"{event}: the deck holds {len(game.deck)}")
    elif kind is CardsMoved:
        _moved(game, told, event)  # type: ignore[arg-type]
    elif kind is RoleRevealed:
        team = game.players[event.seat].team  # type: ignore[attr-defined]
        if event.team != team:  # type: ignore[attr-defined]
            problems.append(f"{event}: the seat's team is {team}")


def _moved(game: Game, told: Told, event: CardsMoved) -> None:
    told.deck += (event.dst is Area.DECK) * event.count - (event.src is Area.DECK) * event.count
    if event.dst is not Area.JUDGE:
        if event.judge_kind is not None:
            told.problems.append(f"{event} has a judge kind")
        return
    (card,) = event.cards
    held = {j.card.id: j.kind for j in game.players[event.dst_seat].judge}  # type: ignore[index]
    if event.judge_kind is None or held.get(card) is not event.judge_kind:
        told.problems.append(f"{event}: the judge area holds it as {held.get(card)}")


@pytest.mark.parametrize("mode", MODES)
def test_every_round_starts_with_its_event_before_anything_of_the_round(mode: str) -> None:
    def check(game: Game, told: Told) -> None:  # a request: the view's round is the event's
        assert (told.rounds[-1] if told.rounds else 0) == game.round, (mode, game.round)

    for seed in SEEDS:
        told = _play(mode, seed, check)
        assert told.rounds == list(range(1, len(told.rounds) + 1)) and len(told.rounds) > 1


@pytest.mark.parametrize("mode", MODES)
def test_the_first_player_is_told_before_the_first_turn_and_is_the_current_seat(
    mode: str,
) -> None:
    def check(game: Game, told: Told) -> None:
        if not told.turns:  # before the first turn: the first player (seat 0 until told)
            assert (0 if told.first is None else told.first) == game.current.seat

    for seed in SEEDS:
        assert _play(mode, seed, check).first is not None


@pytest.mark.parametrize("mode", MODES)
def test_the_strikes_that_count_against_the_limit_are_those_the_events_say(mode: str) -> None:
    def check(game: Game, told: Told) -> None:
        for player in game.players:
            assert told.strikes.get(player.seat, 0) == player.strikes_used, player.seat

    for seed in SEEDS:
        _play(mode, seed, check)


@pytest.mark.parametrize("mode", MODES)
def test_a_seat_is_dying_from_its_dying_event_until_it_is_saved_or_dies(mode: str) -> None:
    def check(game: Game, told: Told) -> None:
        assert told.dying == {p.seat for p in game.players if p.dying}

    assert sum(_play(mode, seed, check).saved for seed in SEEDS)  # saves happen


@pytest.mark.parametrize("mode", MODES)
def test_the_deck_is_what_its_moves_and_reshuffles_say(mode: str) -> None:
    def check(game: Game, told: Told) -> None:
        assert told.deck == len(game.deck)

    for seed in SEEDS:
        _play(mode, seed, check)


def _nothing(game: Game, told: Told) -> None:
    """No check at requests: the events are checked as they are made."""


def test_a_reshuffle_in_the_middle_of_a_draw_says_the_cards_drawn_before_it() -> None:
    mid_draw = sum(_play("identity8", seed, _nothing).reshuffled_mid_draw for seed in SEEDS)
    assert mid_draw  # the case happens in these games, and the deck was right throughout


def test_heroes_chosen_and_skills_changed_say_the_skills_held_with_an_identity_lords() -> None:
    told = [_play("identity5", seed, _nothing) for seed in range(8)]
    assert sum(t.skills_changed for t in told)  # 易装 is used in these games
    for lord in (t.lords[0] for t in told):  # ruling lord_skill_by_faction
        assert lord.skills[-1] == LORD_SKILLS[HEROES[lord.hero].faction]


@pytest.mark.parametrize("mode", ["identity5-simple", "3v3-casual", "3v3-competitive"])
def test_seats_hold_the_skills_their_heroes_chosen_say_in_the_other_modes(mode: str) -> None:
    for seed in SEEDS:
        told = _play(mode, seed, _nothing)
        assert not any(lord.skills and mode == "identity5-simple" for lord in told.lords)
