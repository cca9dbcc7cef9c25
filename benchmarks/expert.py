"""The expert level's costs: building a game from a view and a world, a rollout, and a
decision, each as a median and a 99th percentile (docs/ai.md, "expert").

    python benchmarks/expert.py [--mode identity5] [--games 6] [--seed 100]

Baseline games are played from ``--seed`` on; at each play-phase action, the deciding
seat's view is rebuilt from a world sampled for it (build time), and that game is rolled
out by baseline players to the end and to the expert's horizon (rollout times, decisions
per rollout). Then the same seeds are played with one expert seat (the seat ``seed mod
players``) among baseline players, its every decision timed. Decisions are timed twice:
wall clock and the thread's CPU time (what one free core would take, on a shared machine).
One process, one core, the cyclic garbage collector off (as in the arena and the program).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.ai.drive import steps
from yxs_desktop.ai.expert import HORIZON, ExpertAgent, share_loyalty
from yxs_desktop.ai.rollout import build_game, play_out, rollout_agents
from yxs_desktop.ai.turn_memory import TurnMemory
from yxs_desktop.ai.world import sample_world
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import PlayPhase
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.selfplay import agent_seed, make_agents, without_automatic_gc


def _p99(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def _line(name: str, values: Sequence[float], unit: str) -> str:
    return (
        f"{name:34} n={len(values):5}  median {statistics.median(values):8.2f} {unit}"
        f"  p99 {_p99(values):8.2f} {unit}  max {max(values):8.2f} {unit}"
    )


def costs(mode: str, games: int, seed: int) -> None:
    """Build and rollout costs at every play-phase action of baseline games."""
    builds: list[float] = []
    full: list[float] = []
    short: list[float] = []
    steps_taken: list[float] = []
    rng = GameRng(seed)
    for s in range(seed, seed + games):
        game = Game(make_mode(mode), s)
        agents = make_agents("baseline", game)
        memories = [TurnMemory() for _ in game.players]
        for step in steps(game, agents):
            memories[step.seat].observe(step.events)
            if type(step.request) is PlayPhase:
                view = step.view
                world = sample_world(view, rng)
                prime = share_loyalty(agents[step.seat].know)  # costs as the public one
                for horizon, times in ((None, full), (HORIZON, short)):
                    started = time.perf_counter()
                    built = build_game(view, world, 1, memories[step.seat], horizon)
                    if horizon is None:
                        builds.append((time.perf_counter() - started) * 1e6)
                    played = play_out(built, rollout_agents(built, BaselineAgent, 1, prime))
                    times.append((time.perf_counter() - started) * 1e3)
                    if horizon is not None:
                        steps_taken.append(played)
    print(_line("build a game from view + world", builds, "µs"))
    print(_line("rollout to the end", full, "ms"))
    print(_line(f"rollout to a {HORIZON}-turn horizon", short, "ms"))
    print(_line("  its decisions", steps_taken, "  "))


def decisions(mode: str, games: int, seed: int) -> None:
    """Every decision of one expert seat per game, timed."""
    every: list[float] = []
    searched: list[float] = []
    searched_cpu: list[float] = []
    for s in range(seed, seed + games):
        game = Game(make_mode(mode), s)
        agents = make_agents("baseline", game)
        expert_seat = s % len(game.players)
        expert = ExpertAgent(
            expert_seat, len(game.players), agent_seed(s, expert_seat), deterministic=True
        )
        agents[expert_seat] = expert
        for step in steps(game, agents):
            if step.seat != expert_seat:
                continue
            expert.last_search = {}
            started, started_cpu = time.perf_counter(), time.thread_time()
            step.answer = expert.decide(step.view, step.request)
            elapsed = (time.perf_counter() - started) * 1e3
            every.append(elapsed)
            if expert.last_search:
                searched.append(elapsed)
                searched_cpu.append((time.thread_time() - started_cpu) * 1e3)
    print(_line("expert decision (all)", every, "ms"))
    print(_line("expert decision (searched)", searched, "ms"))
    print(_line("  its CPU time", searched_cpu, "ms"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", default="identity5")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=100)
    args = parser.parse_args()
    print(f"{args.mode}, {args.games} games from seed {args.seed}")
    with without_automatic_gc():  # as in the arena and the desktop program
        costs(args.mode, args.games, args.seed)
        decisions(args.mode, args.games, args.seed)


if __name__ == "__main__":
    main()
