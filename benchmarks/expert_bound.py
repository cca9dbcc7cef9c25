"""How much the expert's search could give at best: the expert searching the true world
(every hand, the deck's order, every role) instead of sampled ones, against strong
players, in the arena's duplicate design (docs/ai.md, expert). A cheat, for measure only:
no level of the program may see the true world.

    python benchmarks/expert_bound.py [--mode identity5] [--deals 150] [--seed 1]
        [--workers 2] [--with-pass] [--full] [--truth all|roles|cards|hands]

``--truth`` says which part of the world is true: ``all`` (the default), ``roles`` (the
true roles, the cards sampled as the expert samples them), ``cards`` (every hand and the
deck's order, the roles drawn by the expert's beliefs) or ``hands`` (every hand, the deck
shuffled, the roles drawn by the beliefs): which part the search lacks.

Per deal: a game with strong players in every seat, then one per seat with the cheating
expert there. Prints, per role and over every seat, the win rates and the paired
difference with its 95% interval (bootstrap over deals, as `yxs arena`).
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from yxs_desktop.ai.expert import ExpertAgent, RoleWeights
from yxs_desktop.ai.world import World, sample_world
from yxs_desktop.arena.seating import role_of
from yxs_desktop.arena.stats import bootstrap, mean
from yxs_desktop.engine.enums import Role
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.engine.views import SeatView
from yxs_desktop.selfplay import agent_seed, make_agent, run_game, without_automatic_gc

_Task = tuple[str, int, dict[str, Any], str]
#: Which part of the world the cheating expert is given true.
TRUTHS = ("all", "roles", "cards", "hands")


def true_world(game: Game) -> World:
    """``game``'s hidden state as a world."""
    return World(
        tuple(tuple(c.id for c in p.hand) for p in game.players),
        tuple(c.id for c in game.deck),
        tuple(p.role for p in game.players),
    )


def _play(
    mode: str, seed: int, cheat_seat: int | None, options: Mapping[str, Any], truth: str
) -> Game:
    game = Game(make_mode(mode), seed)

    def sampler(view: SeatView, rng: GameRng, weights: RoleWeights, known: list[set[int]]) -> World:
        true = true_world(game)
        if truth == "all":
            return true
        if truth == "roles":

            def told(seat: int, role: Role) -> float:
                return float(true.roles[seat] is role)

            return sample_world(view, rng, told, known)
        sampled = sample_world(view, rng, weights, known)
        deck = list(true.deck)
        if truth == "hands":
            rng.shuffle(deck)
        return World(true.hands, tuple(deck), sampled.roles)

    players = len(game.players)
    agents = [
        ExpertAgent(
            seat, players, agent_seed(seed, seat), sampler=sampler, deterministic=True, **options
        )
        if seat == cheat_seat
        else make_agent("strong", seat, game)
        for seat in range(players)
    ]
    return run_game(game, agents)


def _deal(task: _Task) -> list[tuple[str, bool, bool]]:
    """(role, strong won, cheat won) for each seat of a deal."""
    mode, seed, options, truth = task
    with without_automatic_gc():
        reference = _play(mode, seed, None, options, truth)
        assert reference.outcome is not None
        found = []
        for seat, player in enumerate(reference.players):
            game = _play(mode, seed, seat, options, truth)
            assert game.outcome is not None
            found.append(
                (role_of(player), seat in reference.outcome.winners, seat in game.outcome.winners)
            )
        return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", default="identity5")
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--with-pass", action="store_true", help="Pass a candidate too")
    parser.add_argument("--full", action="store_true", help="rollouts to the end (no horizon)")
    parser.add_argument("--truth", choices=TRUTHS, default="all", help="what of the world is true")
    args = parser.parse_args()
    options: dict[str, Any] = {"with_pass": args.with_pass}
    if args.full:
        options |= {"horizon": None, "max_steps": 5000}
    tasks = [(args.mode, args.seed + deal, options, args.truth) for deal in range(args.deals)]
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        deals = list(pool.map(_deal, tasks, chunksize=4))
    roles = sorted({role for deal in deals for role, _, _ in deal})
    print(
        f"{args.mode}, {args.deals} deals from seed {args.seed}, expert told the true"
        f" {args.truth} {options}"
    )
    for role in [*roles, "every seat"]:
        strong = [mean([s for r, s, _ in d if role in (r, "every seat")]) for d in deals]
        cheat = [mean([c for r, _, c in d if role in (r, "every seat")]) for d in deals]
        diff = [c - s for s, c in zip(strong, cheat, strict=True)]
        ours, theirs, gap = bootstrap([cheat, strong, diff], args.seed)
        print(
            f"  {role:12} strong {theirs.value:6.1%}  cheat {ours.value:6.1%}"
            f"  difference {gap.value * 100:+.1f} [{gap.low * 100:+.1f}, {gap.high * 100:+.1f}]"
        )


if __name__ == "__main__":
    main()
