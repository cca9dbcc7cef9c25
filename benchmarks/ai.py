"""Decision time of the computer players: for each level, ``--games`` seeded games of each
mode with that level in every seat; every ``decide`` call is timed with
``time.perf_counter_ns`` and the times are summed up per level and per group of request
kinds (the play phase, responses such as 闪 and 药, and every other choice): median, p90,
p99, max, and the share of decisions over 5 ms. A level whose agent has a time budget
(``budget_ms``) is also told whether its p99 is within it.

    python benchmarks/ai.py [--levels easy,baseline,random] [--modes identity5,...]
                            [--games N] [--seed S] [--out FILE] [--compiled]

``--compiled`` runs the same under the mypyc-compiled engine and players of
``build/compiled`` (``make compiled`` builds it). ``--out`` writes the figures as JSON
(times in milliseconds). Times are wall clock: a decision is what a person waits for.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from yxs_desktop.ai.levels import LEVELS
from yxs_desktop.engine import game as game_module
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import MODES, make_mode
from yxs_desktop.engine.requests import PlayPhase, Request, Respond, Response
from yxs_desktop.engine.views import SeatView
from yxs_desktop.selfplay import make_agent, run_game, without_automatic_gc
from yxs_desktop.text_table import text_table

COMPILED = Path(__file__).resolve().parent.parent / "build" / "compiled"
GROUPS = ("play phase", "responses", "choices")
#: A decision slower than this is counted apart (a person starts to notice the wait).
SLOW_MS = 5.0


def group_of(request: Request) -> str:
    if isinstance(request, PlayPhase):
        return "play phase"
    if isinstance(request, Respond):
        return "responses"
    return "choices"


class Timed:
    """An agent whose every decision is timed, into ``times`` by group of request."""

    def __init__(self, agent: Any, times: dict[str, list[int]]) -> None:
        self._agent = agent
        self._times = times
        self.observe = getattr(agent, "observe", None)

    def decide(self, view: SeatView, request: Request) -> Response:
        start = time.perf_counter_ns()
        answer: Response = self._agent.decide(view, request)
        self._times[group_of(request)].append(time.perf_counter_ns() - start)
        return answer


def time_level(
    level: str, modes: Sequence[str], games: int, seed: int
) -> tuple[dict[str, list[int]], float | None]:
    """Each decision's time (ns) by group over the games, and the level's budget (ms)."""
    times: dict[str, list[int]] = {group: [] for group in GROUPS}
    budget: float | None = None
    with without_automatic_gc():
        for mode in modes:  # warm up, untimed: the content modules load with the first games
            game = Game(make_mode(mode), seed - 1)
            run_game(game, [make_agent(level, p.seat, game) for p in game.players])
        for mode in modes:
            for i in range(games):
                game = Game(make_mode(mode), seed + i)
                agents = [make_agent(level, p.seat, game) for p in game.players]
                budget = getattr(agents[0], "budget_ms", budget)
                run_game(game, [Timed(agent, times) for agent in agents])
    return times, budget


def percentile(ordered: Sequence[int], share: float) -> int:
    """The value below which ``share`` of the sorted ``ordered`` lies (nearest rank)."""
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def figures(times: Sequence[int]) -> dict[str, float]:
    """Count, median, p90, p99 and max in milliseconds, and the share over 5 ms."""
    ordered = sorted(times)
    if not ordered:
        return {"decisions": 0}
    return {
        "decisions": len(ordered),
        "median_ms": round(percentile(ordered, 0.5) / 1e6, 4),
        "p90_ms": round(percentile(ordered, 0.9) / 1e6, 4),
        "p99_ms": round(percentile(ordered, 0.99) / 1e6, 4),
        "max_ms": round(ordered[-1] / 1e6, 4),
        "over_5ms": round(sum(1 for t in ordered if t > SLOW_MS * 1e6) / len(ordered), 6),
    }


def report(results: dict[str, Any]) -> list[str]:
    head = ["level", "requests", "decisions", "median", "p90", "p99", "max", "> 5 ms"]
    rows = []
    for level, found in results["levels"].items():
        for group, row in found["groups"].items():
            if not row["decisions"]:
                continue
            rows.append(
                [
                    level,
                    group,
                    str(row["decisions"]),
                    *(f"{row[key]:.3f}" for key in ("median_ms", "p90_ms", "p99_ms", "max_ms")),
                    f"{row['over_5ms']:.2%}",
                ]
            )
    lines = text_table(head, rows)
    lines.append("times in ms (wall clock, perf_counter_ns)")
    for level, found in results["levels"].items():
        budget = found["budget_ms"]
        if budget is not None:
            p99 = found["groups"]["all"]["p99_ms"]
            verdict = "within" if found["within_budget"] else "OVER"
            lines.append(f"{level}: p99 {p99:.1f} ms, {verdict} its budget of {budget:g} ms")
    return lines


def measure(levels: Sequence[str], modes: Sequence[str], games: int, seed: int) -> dict[str, Any]:
    results: dict[str, Any] = {
        "engine": "interpreted" if (game_module.__file__ or ".py").endswith(".py") else "compiled",
        "modes": list(modes),
        "games_per_mode": games,
        "seed": seed,
        "levels": {},
    }
    for level in levels:
        times, budget = time_level(level, modes, games, seed)
        groups = {group: figures(times[group]) for group in GROUPS}
        groups["all"] = figures([t for group in GROUPS for t in times[group]])
        results["levels"][level] = {
            "groups": groups,
            "budget_ms": budget,
            "within_budget": None if budget is None else groups["all"]["p99_ms"] <= budget,
        }
    return results


def names(value: str, known: Sequence[str], what: str) -> list[str]:
    """An argparse type: a comma-separated list of names among ``known``."""
    found = [name.strip() for name in value.split(",") if name.strip()]
    unknown = [name for name in found if name not in known]
    if unknown or not found:
        raise argparse.ArgumentTypeError(
            f"unknown {what} {', '.join(unknown) or value!r}; choose among: {', '.join(known)}"
        )
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--levels",
        type=lambda v: names(v, tuple(LEVELS), "level"),
        default=list(LEVELS),
        help=f"comma-separated (default: all: {','.join(LEVELS)})",
    )
    parser.add_argument(
        "--modes",
        type=lambda v: names(v, sorted(MODES), "mode"),
        default=sorted(MODES),
        help="comma-separated (default: every mode)",
    )
    parser.add_argument("--games", type=int, default=20, help="games per mode and level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, help="write the figures as JSON")
    parser.add_argument(
        "--compiled", action="store_true", help="run under build/compiled (make compiled)"
    )
    args = parser.parse_args()
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.compiled:
        if not (COMPILED / ".built").exists():
            sys.exit(f"no compiled build in {COMPILED}: run `make compiled` first")
        argv = ["--levels", ",".join(args.levels), "--modes", ",".join(args.modes)]
        argv += ["--games", str(args.games), "--seed", str(args.seed)]
        if args.out is not None:  # the run below starts in the compiled tree
            argv += ["--out", str(args.out.resolve())]
        # as a module from the compiled tree, whose folder then comes first on the path
        # (PYTHONPATH would not: the editable install's finder gives the interpreted engine)
        sys.exit(subprocess.call([sys.executable, "-m", "benchmarks.ai", *argv], cwd=COMPILED))
    results = measure(args.levels, args.modes, args.games, args.seed)
    print(
        f"engine: {results['engine']}; {args.games} games per mode from seed {args.seed} "
        f"({', '.join(args.modes)}), each level in every seat"
    )
    print("\n".join(report(results)))
    if args.out is not None:
        args.out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
