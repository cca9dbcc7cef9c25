"""The determinized search (ai/expert.py, the expert level until the learned player took
its place) answers legally and the same way from the same seed, searches only its own
play-phase actions, and keeps to its budget; the expert level is the learned player."""

from __future__ import annotations

import time

from tests.ai.points import decision_points
from yxs_desktop.ai.drive import steps
from yxs_desktop.ai.expert import ExpertAgent
from yxs_desktop.ai.learned import LearnedAgent
from yxs_desktop.ai.levels import LEVELS, OFFERED, build_agent
from yxs_desktop.ai.strong import StrongAgent
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import Pass, PlayPhase
from yxs_desktop.selfplay import agent_seed, make_agents, run_game


def _game_with_an_expert(mode: str, seed: int, seat: int, **settings: object) -> Game:
    game = Game(make_mode(mode), seed)
    agents = make_agents("baseline", game)
    agents[seat] = ExpertAgent(
        seat, len(game.players), agent_seed(seed, seat), deterministic=True, **settings
    )
    return run_game(game, agents)  # the engine refuses an illegal answer: it would raise


def _answers(game: Game, seat: int) -> list[object]:
    return [a.response for a in game.responses if a.seat == seat]


def test_an_expert_plays_whole_games_legally_and_the_same_from_the_same_seed() -> None:
    for mode, seed, seat in (("identity5", 31, 2), ("3v3-competitive", 32, 1)):
        first = _game_with_an_expert(mode, seed, seat, worlds=2)
        again = _game_with_an_expert(mode, seed, seat, worlds=2)
        assert first.outcome is not None
        assert first.events == again.events
        assert _answers(first, seat) == _answers(again, seat)


def test_the_expert_level_is_offered_last_and_is_the_learned_player_on_strong() -> None:
    assert OFFERED[-2:] == ("strong", "expert")  # weakest first
    agent = build_agent("expert", 0, 5, 1)
    assert isinstance(agent, LearnedAgent) and isinstance(agent.base, StrongAgent)
    assert LEVELS["expert"].offered and LEVELS["expert"].slow


def _searched_point(agent_settings: dict[str, object]) -> tuple[ExpertAgent, dict[str, object]]:
    """An expert's first searched decision in a seeded game, and what that search did."""
    for point in decision_points("identity5", 33):
        seat = point.view.seat
        assert seat is not None
        agent = ExpertAgent(seat, 5, 1, **agent_settings)  # type: ignore[arg-type]
        request = point.game.pending
        assert type(request) is PlayPhase
        agent.decide(point.view, request)
        if agent.last_search:
            return agent, agent.last_search
    raise AssertionError("no decision was searched")


def test_the_search_stops_once_its_step_budget_is_spent() -> None:
    _, search = _searched_point({"worlds": 50, "max_steps": 1, "deterministic": True})
    assert search["worlds"] == 1  # the first world's rollouts spend it: no second world
    _, search = _searched_point({"worlds": 3, "deterministic": True})
    assert search["worlds"] == 3


def test_the_wall_clock_cap_stops_the_search_unless_deterministic() -> None:
    started = time.perf_counter()
    _, search = _searched_point({"worlds": 10_000, "max_steps": 10**9, "budget_ms": 30.0})
    assert search["worlds"] >= 1
    assert time.perf_counter() - started < 2  # not 10,000 worlds


def test_an_experts_play_phase_action_is_a_base_candidate_or_pass() -> None:
    for n, point in enumerate(decision_points("identity5", 34)):
        if n % 4:
            continue
        seat = point.view.seat
        assert seat is not None
        expert = ExpertAgent(seat, 5, 1, worlds=2, deterministic=True)
        request = point.game.pending
        assert type(request) is PlayPhase
        answer = expert.decide(point.view, request)
        # the base policy's candidates: the strong player's (its targets may differ from
        # the baseline's: strong strikes where the blow is worth most)
        ranked = StrongAgent(seat, 5, 1).play_candidates(point.view, request.options_for(seat))
        good = [use for score, use in ranked if score > 0]
        assert answer == Pass() or answer in good
        if not good:
            assert not expert.last_search and answer == Pass()


def _compared_with_the_base_policy(seed: int, seat: int) -> int:
    """Plays a game with an expert in ``seat``; asserts that its every answer but its
    play-phase actions is the base policy's (a strong player fed the same events); returns
    how many answers were compared."""
    game = Game(make_mode("identity5"), seed)
    agents = make_agents("baseline", game)
    agents[seat] = ExpertAgent(seat, 5, agent_seed(seed, seat), worlds=2, deterministic=True)
    shadow = StrongAgent(seat, 5, agent_seed(seed, seat))  # the same base policy, alone
    compared = 0
    for step in steps(game, agents):
        if step.seat != seat:
            continue
        shadow.observe(step.events)
        if type(step.request) is not PlayPhase:
            step.answer = agents[seat].decide(step.view, step.request)
            assert step.answer == shadow.decide(step.view, step.request)
            compared += 1
    return compared


def test_an_expert_answers_every_other_request_as_its_base_policy() -> None:
    assert sum(_compared_with_the_base_policy(seed, 3) for seed in (35, 36, 37)) >= 10


def test_the_expert_searches_the_worlds_its_sampler_draws_each_consistent_with_its_view() -> None:
    """The worlds come from ``sampler`` (sample_world by default; the search's bound in
    benchmarks/expert_bound.py hands it the true world)."""
    from yxs_desktop.ai.world import sample_world

    drawn: list[int] = []

    def counting(view, rng, weights, known):  # type: ignore[no-untyped-def]
        world = sample_world(view, rng, weights, known)
        assert len(world.hands) == len(view.players)
        drawn.append(sum(len(hand) for hand in world.hands))
        return world

    game = _game_with_an_expert("identity5", 31, 2, worlds=2, sampler=counting)
    assert game.outcome is not None and drawn


def test_a_search_judged_by_the_learned_value_gives_chances_not_material_shares() -> None:
    material, _ = _searched_point({"worlds": 3, "deterministic": True})
    learned, _ = _searched_point({"worlds": 3, "deterministic": True, "learned": True})
    assert learned.last_search["worlds"] == material.last_search["worlds"] == 3
    means = learned.last_search["means"]
    assert isinstance(means, list) and all(0.0 <= m <= 1.0 for m in means)
    # the same worlds and rollouts, judged otherwise at the horizon
    assert means != material.last_search["means"]
