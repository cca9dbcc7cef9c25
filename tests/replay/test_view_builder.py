"""Views rebuilt from a game's events (what a replay the engine no longer re-runs is shown
with) are the engine's own: at every point between answers of simulated games of every
mode, for every seat, the spectator and all cards open, the view folded from the events
that viewer received equals the one the engine gives, however the events are split into
folds: the events say everything the views show, and the builder knows no rule."""

from __future__ import annotations

import inspect
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yxs_desktop.engine import Game, SeatView, encode, events_for, make_mode, seat_view
from yxs_desktop.replay.open_view import open_view
from yxs_desktop.replay.view_builder import ALL, ViewBuilder
from yxs_desktop.selfplay import play_game

MODES = ("identity5", "identity5-simple", "identity8", "3v3-casual", "3v3-competitive")


def _boundaries(mode: str, seed: int) -> Iterator[Game]:
    """A baseline game of ``mode`` played again from its answers, at the start and after
    each answer (the same game object, moved on)."""
    played = play_game(mode, seed)
    game = Game(make_mode(mode), seed)
    game.start()
    yield game
    for answered in played.responses:
        game.submit(answered.seat, answered.request, answered.response)
        yield game
    assert len(game.events) == len(played.events) and game.finished


def _same(mine: SeatView, engine: SeatView) -> bool:
    """Whether the rebuilt view is the engine's, byte for byte as encoded."""
    return encode(mine) == encode(engine)


def _check_game(mode: str, seed: int) -> int:
    """Compare every viewpoint at every answer boundary; returns the boundaries checked."""
    seats = make_mode(mode).players
    viewers: list[object] = [*range(seats), None]
    builders = {viewer: ViewBuilder(mode, viewer) for viewer in viewers}
    opened = ViewBuilder(mode, ALL)
    folded = 0
    checked = 0
    for game in _boundaries(mode, seed):
        for viewer, builder in builders.items():
            builder.apply(events_for(game, viewer, folded))
            engine = seat_view(game, viewer)
            assert _same(builder.view(), engine), (mode, seed, viewer, len(game.events))
        opened.apply(game.events[folded:])
        mine, theirs = opened.open_view(), open_view(game)
        same_hands = mine.hands == theirs.hands
        assert same_hands and _same(mine.view, theirs.view), (mode, seed, len(game.events))
        folded = len(game.events)
        checked += 1
    return checked


@pytest.mark.parametrize("mode", MODES)
def test_views_rebuilt_from_events_equal_the_engine_views_at_every_answer(mode: str) -> None:
    checked = sum(_check_game(mode, seed) for seed in range(24))
    assert checked > 24 * 50  # whole games, not just their openings


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES)
def test_views_rebuilt_from_events_equal_the_engine_views_over_many_seeds(mode: str) -> None:
    for seed in range(24, 424):
        _check_game(mode, seed)


@settings(max_examples=25, deadline=None)
@given(
    mode=st.sampled_from(MODES),
    seed=st.integers(0, 10_000),
    cuts=st.lists(st.integers(0, 3000), max_size=12),
    viewer=st.sampled_from([0, 1, 2, 3, 4, None, ALL]),
)
def test_folding_in_any_pieces_gives_the_view_of_folding_all_at_once(
    mode: str, seed: int, cuts: list[int], viewer: object
) -> None:
    game = play_game(mode, seed)
    events = (
        game.events if viewer is ALL else events_for(game, viewer)  # seats 0-4: every mode
    )
    whole = ViewBuilder(mode, viewer)
    whole.apply(events)
    pieces = ViewBuilder(mode, viewer)
    start = 0
    for cut in [*sorted(c for c in cuts if c < len(events)), len(events)]:
        pieces.apply(iter(events[start:cut]))
        start = max(start, cut)
    assert encode(pieces.view()) == encode(whole.view())
    assert whole.events == pieces.events == len(events)
    assert _same(whole.view(), seat_view(game, None if viewer is ALL else viewer))


def test_the_builder_reads_no_rule_of_the_game() -> None:
    # the heroes' skills, the lord skills, the modes' rules and the rulings are not at hand:
    # what the views show comes from the events (replay/upgrade.py keeps the old rules)
    from yxs_desktop.replay import view_builder

    rules = {"HEROES", "SKILLS", "LORD_SKILLS", "IdentityMode", "RULINGS", "Competitive3v3"}
    assert not rules & set(vars(view_builder))
    assert "# ruling" not in inspect.getsource(view_builder)
