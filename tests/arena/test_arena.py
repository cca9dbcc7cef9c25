"""Whole arenas: the same results with any number of workers, a level against itself, and a
stronger level measured ahead of a weaker one."""

from __future__ import annotations

import pytest

from yxs_desktop.arena.run import run_arena
from yxs_desktop.arena.stats import AVERAGE, role_figures


def test_results_are_the_same_with_one_and_two_workers():
    one = run_arena("identity5-simple", 3, 4, "baseline", "random", workers=1)
    two = run_arena("identity5-simple", 3, 4, "baseline", "random", workers=2)
    assert [r.without_times() for r in one] == [r.without_times() for r in two]
    assert len(one) == 3 * 6


def test_a_level_against_itself_differs_by_nothing_in_any_role():
    """Each game repeats its deal's reference game seat for seat, so the paired difference
    is zero in every role and every resample; a pairing of the wrong seats would not be."""
    results = run_arena("identity5-simple", 20, 1, "baseline", "baseline")
    figures = role_figures(results, seed=1)
    assert {f.role for f in figures} == {"lord", "loyalist", "rebel", "renegade", AVERAGE}
    for found in figures:
        assert found.difference.low <= 0 <= found.difference.high
        assert found.difference.value == 0
        assert found.tested == found.reference


def test_baseline_is_measured_ahead_of_random():
    results = run_arena("identity5-simple", 20, 1, "baseline", "random")
    average = next(f for f in role_figures(results, seed=1) if f.role == AVERAGE)
    assert average.difference.low > 0
    assert average.tested.value > average.reference.value


def test_every_game_reports_its_decisions_and_times_per_level():
    (reference, *rotations) = run_arena("identity5-simple", 1, 2, "baseline", "random")
    assert set(reference.decisions) == {"random"}
    for result in rotations:
        assert set(result.decisions) == {"baseline", "random"}
        for level, count in result.decisions.items():
            assert count == len(result.times_ns[level]) > 0
            assert all(t >= 0 for t in result.times_ns[level])


@pytest.mark.slow
def test_baseline_is_ahead_of_random_in_every_identity5_role():
    results = run_arena("identity5", 200, 1, "baseline", "random", workers=2)
    for found in role_figures(results, seed=1):
        assert found.difference.low > 0, found


def test_a_random_loyalists_attacks_on_the_lord_in_real_games_are_counted_for_its_level():
    from yxs_desktop.arena.results import play_job
    from yxs_desktop.arena.schedule import Job
    from yxs_desktop.engine.enums import Kind, Role
    from yxs_desktop.engine.events import CardUsed
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.modes import make_mode
    from yxs_desktop.selfplay import make_agents, run_game

    counted = seen = 0
    for seed in range(12):
        result = play_job("identity5-simple", Job(0, seed, ()), "baseline", "random")
        counted += result.blunders["random"].get("loyalist_attacks_lord", 0)
        game = run_game(
            game := Game(make_mode("identity5-simple"), seed), make_agents("random", game)
        )
        roles = [p.role for p in game.players]
        seen += sum(
            1
            for e in game.events
            if isinstance(e, CardUsed)
            and e.kind in (Kind.STRIKE, Kind.DUEL)
            and roles[e.seat] is Role.LOYALIST
            for t in e.targets
            if roles[t] is Role.LORD
        )
    assert counted == seen > 0
