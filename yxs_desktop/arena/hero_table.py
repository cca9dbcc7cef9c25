"""How often each hero wins in each role: the table the strong player chooses heroes by.

``python -m yxs_desktop.arena.hero_table --games N [--workers K] [--ai LEVEL]`` plays N
games of every mode (seeds from :data:`FIRST_SEED`, apart from the arena's) with LEVEL in
every seat, counts each (mode, role, hero)'s games and wins, and writes them as the Python
module ``yxs_desktop/ai/hero_values.py`` (a module, not a data file, so that the wheel and
the bundle carry it like any code). The strong player reads it through
:func:`yxs_desktop.ai.hero_choice.hero_value`.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Final

from yxs_desktop.arena.seating import role_of
from yxs_desktop.engine.modes import MODES
from yxs_desktop.selfplay import AI_KINDS, play_game, without_automatic_gc

#: The first seed played: far from the seeds the arena and the tests use, so that the
#: table is not learnt from the deals it is measured on.
FIRST_SEED: Final = 7_000_000
#: Where the table is written.
MODULE: Final = Path(__file__).resolve().parent.parent / "ai" / "hero_values.py"

#: (mode, role, hero) → [wins, games]
Counts = dict[tuple[str, str, str], list[int]]


def count_games(mode: str, seeds: Sequence[int], level: str) -> Counts:
    """Play one game per seed and count each role's heroes' games and wins."""
    counts: Counts = defaultdict(lambda: [0, 0])
    with without_automatic_gc():
        for seed in seeds:
            game = play_game(mode, seed, level)
            assert game.outcome is not None
            winners = set(game.outcome.winners)
            for player in game.players:
                if player.hero is None:
                    continue
                entry = counts[(mode, role_of(player), player.hero.id)]
                entry[0] += player.seat in winners
                entry[1] += 1
    return dict(counts)


def _count(task: tuple[str, list[int], str]) -> Counts:
    return count_games(*task)


def build_table(games: int, level: str, workers: int) -> Counts:
    """The counts of ``games`` games of every mode, split over ``workers`` processes."""
    seeds = list(range(FIRST_SEED, FIRST_SEED + games))
    chunks = [seeds[i : i + 250] for i in range(0, len(seeds), 250)]
    tasks = [(mode, chunk, level) for mode in sorted(MODES) for chunk in chunks]
    total: Counts = defaultdict(lambda: [0, 0])
    with ProcessPoolExecutor(max_workers=workers, initializer=gc.disable) as pool:
        for counts in pool.map(_count, tasks):
            for key, (wins, played) in counts.items():
                total[key][0] += wins
                total[key][1] += played
    return dict(total)


def module_text(counts: Counts, games: int, level: str) -> str:
    """The source of ``hero_values.py`` for ``counts``."""
    nested: dict[str, dict[str, dict[str, tuple[int, int]]]] = {}
    for (mode, role, hero), (wins, played) in sorted(counts.items()):
        nested.setdefault(mode, {}).setdefault(role, {})[hero] = (wins, played)
    lines = [
        '"""How often each hero won in each role and mode: (wins, games), from',
        f"{games} games of each of {', '.join(nested)} with {level} players in every seat.",
        "",
        "Written by ``python -m yxs_desktop.arena.hero_table``: do not edit by hand.",
        '"""',
        "",
        "from typing import Final",
        "",
        "GAMES: Final = " + str(games),
        "HERO_WINS: Final[dict[str, dict[str, dict[str, tuple[int, int]]]]] = {",
    ]
    for mode, roles in nested.items():
        lines.append(f"    {json.dumps(mode)}: {{")
        for role, heroes in roles.items():
            lines.append(f"        {json.dumps(role)}: {{")
            lines.extend(
                f"            {json.dumps(hero)}: {value!r}," for hero, value in heroes.items()
            )
            lines.append("        },")
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m yxs_desktop.arena.hero_table")
    parser.add_argument("--games", type=int, default=10_000, help="games per mode")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--ai", default="baseline", choices=AI_KINDS)
    parser.add_argument("--out", type=Path, default=MODULE)
    args = parser.parse_args(argv)
    if args.games < 1 or args.workers < 1:
        parser.error("--games and --workers must be at least 1")
    if not args.out.parent.is_dir():
        parser.error(f"--out: no folder {args.out.parent}")
    counts = build_table(args.games, args.ai, args.workers)
    try:
        args.out.write_text(module_text(counts, args.games, args.ai), encoding="utf-8")
    except OSError as error:
        print(f"cannot write {args.out}: {error.strerror}", file=sys.stderr)
        return 1
    print(f"{len(counts)} (mode, role, hero) counts written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
