"""The learned level's settings measured against the strong player (docs/ai.md, "The
learned level"), or another reference (``--vs``): each variant plays the arena's duplicate
schedule, one seat, and its difference from the reference averaged over roles is printed
with its interval.

    python -m benchmarks.learned_tune [--mode identity5] [--games 1000] [--seed 30000000]
        [--workers 2] [--vs strong] VARIANT ...

A variant is ``name=setting,setting``, each setting ``worlds:N``, ``candidates:N``,
``margin:X``, ``targets:N``, ``pass:1``, ``next:1`` (a finished turn read at the next
turn's first request), ``advantage:FILE`` (an advantage model; ``0`` none),
``amargin:X``, ``heroes:FILE`` (a hero model; ``0`` strong's table), ``value:FILE`` (a
value model instead of the mode's shipped one) or
``rollout:LEVEL`` (the rest stay the level's own), e.g. ``w16=worlds:16 m0=margin:0``;
``expert:1`` is the expert's own search with the learned value at its horizon instead.
Seeds from 30,000,000 are the tuning seeds: the goal figures are measured on other seeds
(docs/ai.md). Run it from ``build/compiled``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from yxs_desktop.ai.base import Agent
from yxs_desktop.ai.expert import ExpertAgent
from yxs_desktop.ai.hero_model import load_hero_model
from yxs_desktop.ai.learned import LearnedAgent
from yxs_desktop.ai.levels import LEVELS, Level
from yxs_desktop.ai.value_model import load_model
from yxs_desktop.arena.run import run_arena
from yxs_desktop.arena.stats import role_figures


def _flag(value: str) -> bool:
    return value not in ("0", "", "no")


_SETTINGS: dict[str, Callable[[str], object]] = {
    "worlds": int,
    "candidates": int,
    "margin": float,
    "rollout": str,
    "targets": int,
    "pass": _flag,
    "expert": _flag,
    "next": _flag,
    "advantage": str,
    "amargin": float,
    "heroes": str,
    "value": str,
}


def _variant(text: str) -> tuple[str, Callable[[int, int, int], Agent]]:
    name, _, settings = text.partition("=")
    kwargs: dict[str, object] = {}
    for setting in filter(None, settings.split(",")):
        key, _, value = setting.partition(":")
        if key not in _SETTINGS:
            raise SystemExit(f"{setting!r}: a setting is one of {', '.join(_SETTINGS)}")
        name_of = {
            "rollout": "rollout_policy",
            "pass": "with_pass",
            "next": "next_turn",
            "amargin": "advantage_margin",
        }
        kwargs[name_of.get(key, key)] = _SETTINGS[key](value)

    expert = bool(kwargs.pop("expert", 0))
    heroes = kwargs.pop("heroes", None)
    # a hero model file, "0" for none (strong's table), else the shipped
    kwargs["heroes"] = (
        True if heroes is None else False if heroes == "0" else load_hero_model(Path(str(heroes)))
    )
    value_file = kwargs.pop("value", None)
    if value_file is not None:
        kwargs["model"] = load_model(str(value_file))
    advantage = kwargs.pop("advantage", None)
    # an advantage model file, "0" for none (the search's choice stands), else the shipped
    kwargs["advantage"] = (
        True if advantage is None else False if advantage == "0" else load_model(str(advantage))
    )

    def build(seat: int, players: int, seed: int) -> Agent:
        if expert:  # the expert's search, its horizon judged by the learned value
            return ExpertAgent(seat, players, seed, deterministic=True, learned=True)
        return LearnedAgent(seat, players, seed, **kwargs)  # type: ignore[arg-type]

    return f"learned-{name}", build


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variants", nargs="+")
    parser.add_argument("--mode", default="identity5")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=30_000_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--vs", default="strong", choices=sorted(LEVELS), help="the reference")
    args = parser.parse_args(argv)
    for text in args.variants:
        name, build = _variant(text)
        # the worker processes are forked after this: they find the variant by its name
        LEVELS[name] = Level(name, build, offered=False, slow=True)
        results = run_arena(args.mode, args.games, args.seed, name, args.vs, workers=args.workers)
        cells = "  ".join(
            f"{f.role} {f.difference.value * 100:+.1f} [{f.difference.low * 100:+.1f}, "
            f"{f.difference.high * 100:+.1f}]"
            for f in role_figures(results, args.seed)
        )
        print(f"{text}: {cells}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
