"""A game rebuilt from a seat's view and a world shows that seat the same view, and from
the true world it goes on as the real game did."""

from __future__ import annotations

import pytest

from tests.ai.points import decision_points
from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.ai.rollout import build_game, play_out, rollout_agents
from yxs_desktop.ai.world import sample_world
from yxs_desktop.engine.events import Reshuffled, TurnStarted
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import PlayPhase, Take
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.engine.views import seat_view

MODES_TESTED = ("identity5", "identity8", "3v3-casual", "3v3-competitive", "identity5-simple")


@pytest.mark.parametrize("mode", MODES_TESTED)
def test_the_rebuilt_game_shows_the_deciding_seat_exactly_its_view(mode: str) -> None:
    rng = GameRng(3)
    count = 0
    for point in decision_points(mode, 21):
        world = sample_world(point.view, rng, known=point.cards.known)
        game = build_game(point.view, world, 1, point.turn)
        assert seat_view(game, point.view.seat) == point.view
        assert type(game.pending) is PlayPhase and game.pending.seat == point.view.seat
        game.close()
        count += 1
    assert count > 20


def _same_events_until_the_generator_decides(point_game: Game, point: object) -> int:
    """Plays the real game's answers in a game rebuilt from the true world; returns how
    many events agreed before the games' generators could part them (a blind pick from a
    hand, a reshuffle: the rebuilt game has its own seed)."""
    view, world, turn = point.view, point.world, point.turn  # type: ignore[attr-defined]
    game = build_game(view, world, 1, turn)
    start = point.events  # type: ignore[attr-defined]
    for answered in point_game.responses[point.responses :]:  # type: ignore[attr-defined]
        if game.pending is None or (
            type(answered.response) is Take and answered.response.hand_index is not None
        ):
            break
        game.submit(answered.seat, game.pending.id, answered.response)
        cut = next((i for i, e in enumerate(game.events) if type(e) is Reshuffled), None)
        mine = game.events[:cut]
        assert mine == point_game.events[start : start + len(mine)]
        if cut is not None or len(mine) >= 120:
            break
    game.close()
    return len(game.events)


@pytest.mark.parametrize("mode", ("identity5", "3v3-casual", "3v3-competitive"))
def test_from_the_true_world_the_rebuilt_game_goes_on_as_the_real_one(mode: str) -> None:
    points = list(decision_points(mode, 22))
    agreed = [_same_events_until_the_generator_decides(p.game, p) for p in points[::2]]
    assert sorted(agreed)[len(agreed) // 2] >= 30  # the median stretch: past the turn's end


def test_a_rollout_to_a_horizon_stops_after_that_many_more_turns() -> None:
    point = next(p for p in decision_points("identity5", 23) if p.view.round >= 2)
    game = build_game(point.view, point.world, 4, point.turn, horizon=3)
    turns_before = sum(1 for e in game.events if type(e) is TurnStarted)
    play_out(game, rollout_agents(game, BaselineAgent, 4))
    started = sum(1 for e in game.events if type(e) is TurnStarted) - turns_before
    assert game.outcome is not None or started == 3


def test_a_rollout_without_a_horizon_plays_to_the_end() -> None:
    point = next(decision_points("3v3-competitive", 24))
    game = build_game(point.view, point.world, 4, point.turn)
    play_out(game, rollout_agents(game, BaselineAgent, 4))
    assert game.outcome is not None


def test_a_view_outside_a_play_phase_is_refused() -> None:
    game = Game(make_mode("identity5"), 1)
    game.start()
    point = next(decision_points("identity5", 1))
    with pytest.raises(ValueError, match="rebuilt from a play phase"):
        build_game(seat_view(game, 0), point.world, 1)
