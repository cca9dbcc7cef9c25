"""Engine speed: complete games per second with baseline players on one core, and the
engine's own time per decision (inside ``Game.submit``, excluding the players' thinking
and the view building).

    python benchmarks/engine.py [--games N] [--seed S]

Times are the process's CPU time (``time.process_time``), so that other work on the
machine does not count against the engine: the figure is games per second on one core.
Games are played as `yxs sim` plays them, without the cyclic garbage collector's automatic
runs (``selfplay.without_automatic_gc``); the rate with them is printed beside.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import time

from yxs_desktop.engine import game as game_module
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.validation import only_pass
from yxs_desktop.engine.views import events_for, request_for, seat_view
from yxs_desktop.selfplay import PASS, make_agents, play_game, without_automatic_gc


def games_per_second(mode: str, games: int, seed: int, automatic_gc: bool) -> float:
    """As `yxs sim` plays them (``automatic_gc`` False: see ``without_automatic_gc``), or
    with Python's cyclic garbage collector running by itself."""
    play_game(mode, seed - 1, "baseline")  # warm up: the content modules load with a game
    with contextlib.nullcontext() if automatic_gc else without_automatic_gc():
        start = time.process_time()
        for i in range(games):
            play_game(mode, seed + i, "baseline")
        return games / (time.process_time() - start)


def engine_time_per_decision(mode: str, games: int, seed: int) -> tuple[float, float, int]:
    """(engine µs per decision, whole-loop µs per decision, decisions), as `yxs sim` runs."""
    with without_automatic_gc():
        return _time_decisions(mode, games, seed)


def _time_decisions(mode: str, games: int, seed: int) -> tuple[float, float, int]:
    engine = 0.0
    decisions = 0
    start = time.process_time()
    for i in range(games):
        game = Game(make_mode(mode), seed + i)
        agents = make_agents("baseline", game)
        cursors = [0] * len(game.players)
        t0 = time.process_time()
        game.start()
        engine += time.process_time() - t0
        while game.pending is not None:
            request = game.pending
            seat = game.waiting_for()[0]
            if only_pass(request, seat):  # as self-play: passed without the player
                t0 = time.process_time()
                game.submit(seat, request.id, PASS)
                engine += time.process_time() - t0
                decisions += 1
                continue
            agents[seat].observe(events_for(game, seat, cursors[seat]))
            cursors[seat] = len(game.events)
            answer = agents[seat].decide(seat_view(game, seat), request_for(request, seat))
            t0 = time.process_time()
            game.submit(seat, request.id, answer)
            engine += time.process_time() - t0
            decisions += 1
    total = time.process_time() - start
    return engine / decisions * 1e6, total / decisions * 1e6, decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--repeat", type=int, default=3, help="timings of the games per mode (the median is shown)"
    )
    args = parser.parse_args()
    compiled = not (game_module.__file__ or ".py").endswith(".py")
    print(
        f"engine: {'compiled with mypyc' if compiled else 'interpreted'} ({game_module.__file__})"
    )
    for mode in ("identity5", "identity8"):
        # The host's speed varies from run to run: the median of a few runs, and their range.
        rates = sorted(
            games_per_second(mode, args.games, args.seed, automatic_gc=False)
            for _ in range(max(1, args.repeat))
        )
        rate = statistics.median(rates)
        with_gc = games_per_second(mode, args.games, args.seed, automatic_gc=True)
        engine_us, total_us, decisions = engine_time_per_decision(mode, args.games // 2, args.seed)
        per_game = decisions / (args.games // 2)
        print(
            f"{mode:<10} {rate:7.1f} games/s ({rates[0]:.1f}–{rates[-1]:.1f} over {len(rates)} "
            f"runs; {with_gc:.1f} with automatic gc; baseline players, one core)   "
            f"engine {engine_us:6.1f} µs/decision, whole loop {total_us:6.1f} µs/decision "
            f"({per_game:.0f} decisions/game; the engine alone, with players and views that "
            f"cost nothing, would play at most {1e6 / (engine_us * per_game):.0f} games/s)"
        )


if __name__ == "__main__":
    main()
