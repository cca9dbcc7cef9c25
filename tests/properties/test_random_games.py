"""Property tests over seeded games of every mode: the invariants hold after every step,
every game ends, the same seed gives the same events, and no view leaks hidden cards."""

from __future__ import annotations

import msgspec
import pytest

from tests.properties.invariants import (
    check_alive_means_hp,
    check_cards_conserved,
    check_hp_bounds,
    check_roles,
    check_views_hide,
)
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.requests import ChooseHero
from yxs_desktop.selfplay import play_game

# (mode, AI, first seed, number of games): 1,400 games in the default suite.
SUITE = [
    ("identity5", "random", 0, 300),
    ("identity8", "random", 0, 150),
    ("identity5-simple", "random", 0, 200),
    ("identity5", "baseline", 0, 150),
    ("identity8", "baseline", 0, 100),
    ("identity5-simple", "baseline", 0, 100),
    ("3v3-casual", "random", 0, 100),
    ("3v3-competitive", "random", 0, 100),
    ("3v3-casual", "baseline", 0, 100),
    ("3v3-competitive", "baseline", 0, 100),
]
CHUNK = 50


def _chunks(suite):
    for mode, ai, first, count in suite:
        for start in range(first, first + count, CHUNK):
            yield pytest.param(
                mode, ai, start, min(CHUNK, first + count - start), id=f"{mode}-{ai}-{start}"
            )


def _checked_game(mode: str, ai: str, seed: int, views_every: int = 7) -> Game:
    """Play a game, checking the card and HP invariants after every event and the
    views after every few answers (and after each answer during the hero choice)."""
    steps = 0
    checked = 0

    def after_event(game: Game) -> None:
        check_cards_conserved(game)
        check_hp_bounds(game)

    def after_step(game: Game) -> None:
        nonlocal steps, checked
        steps += 1
        if game.pending is not None:
            check_alive_means_hp(game)
        if steps % views_every == 0 or isinstance(game.pending, ChooseHero):
            check_views_hide(game, checked)
            checked = len(game.events)

    game = play_game(mode, seed, ai, after_event=after_event, after_step=after_step)
    assert game.outcome is not None, "the game ended without a result"
    check_roles(game)
    check_views_hide(game, checked)
    return game


@pytest.mark.parametrize(("mode", "ai", "start", "count"), list(_chunks(SUITE)))
def test_invariants_hold_in_seeded_games(mode: str, ai: str, start: int, count: int) -> None:
    for seed in range(start, start + count):
        _checked_game(mode, ai, seed)


@pytest.mark.parametrize(
    "mode", ["identity5", "identity8", "identity5-simple", "3v3-casual", "3v3-competitive"]
)
@pytest.mark.parametrize("ai", ["random", "baseline"])
def test_same_seed_gives_same_events(mode: str, ai: str) -> None:
    for seed in (11, 12, 13):
        first = msgspec.json.encode(play_game(mode, seed, ai).events)
        second = msgspec.json.encode(play_game(mode, seed, ai).events)
        assert first == second


@pytest.mark.slow
@pytest.mark.parametrize(
    ("mode", "ai", "start", "count"),
    list(
        _chunks(
            [
                (m, a, 10_000, 2_000)
                for m in ("identity5", "identity8", "identity5-simple")
                for a in ("random", "baseline")
            ]
        )
    ),
)
def test_invariants_hold_in_many_more_games(mode: str, ai: str, start: int, count: int) -> None:
    for seed in range(start, start + count):
        _checked_game(mode, ai, seed, views_every=3)
