"""Fit the hero choice in context on randomised picks, and measure on held-out games what
choosing by it would have won against the measured table (issue 36, stage 2).

    python -m benchmarks.train_heroes SHARDS_DIR [--out MODEL.npz [--check]]
        [--rounds 200] [--holdout 6] [--min-leaf 200]

The shards are :mod:`~yxs_desktop.arena.hero_data`'s, of one mode: every seat picked its
hero at random among its offer. Each choice is a row of
:func:`~yxs_desktop.ai.hero_features.hero_features` for the hero it picked, labelled with
the game's result for it (a draw counts as its value, 0.25, with LightGBM's cross-entropy,
whose labels may lie between 0 and 1). On the held-out games (seed a multiple of
``--holdout``) each policy's chance of winning is estimated from the choices it agrees
with (the picks were uniform: the result times the offer's size, averaged over every
choice), with its 95% interval: a pick at random, the measured table's best
(:func:`~yxs_desktop.ai.hero_choice.best_hero`, strong's choice) and the model's best; and
the model's against the table's on the choices where they differ. With ``--out`` the model
is written as :func:`yxs_desktop.ai.hero_model.load_hero_model` reads it.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import Any, Final

from benchmarks.train_value import CHECKS, model_file, write_or_check
from yxs_desktop.ai.hero_choice import best_hero
from yxs_desktop.ai.hero_features import hero_feature_names, hero_features
from yxs_desktop.ai.value_model import FORMAT, VERSION
from yxs_desktop.arena.hero_data import HeroChoice, read_shard

PARAMS: Final[dict[str, Any]] = {
    "objective": "cross_entropy",
    "learning_rate": 0.03,
    "num_leaves": 15,
    "min_data_in_leaf": 200,
    "feature_fraction": 0.8,
    "lambda_l2": 10.0,
    "deterministic": True,
    "force_row_wise": True,
    "num_threads": 2,
    "seed": 1,
    "verbose": -1,
}


def read_choices(folder: Path) -> tuple[str, list[HeroChoice]]:
    """The mode and every choice of the shards in ``folder`` (:class:`SystemExit` saying
    what is wrong when they are not one mode's)."""
    mode: str | None = None
    choices: list[HeroChoice] = []
    for path in sorted(folder.glob("*.jsonl.gz")):
        try:
            header, found = read_shard(path)
        except ValueError as error:
            raise SystemExit(str(error)) from error
        if mode is None:
            mode = header["mode"]
        elif header["mode"] != mode:
            raise SystemExit(f"{path}: a shard of {header['mode']}, the first was {mode}'s")
        choices += found
    if mode is None or not choices:
        raise SystemExit(f"{folder}: no shards of hero choices")
    return mode, choices


def row(choice: HeroChoice, hero: str) -> list[float]:
    """The features of weighing ``hero`` at ``choice``."""
    return hero_features(choice.mode, choice.context, hero, choice.players)


def _estimate(values: list[float]) -> str:
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    return f"{mean * 100:.1f}% ±{1.96 * sd / math.sqrt(n) * 100:.1f}"


def fit(
    folder: Path, rounds: int, holdout: int, min_leaf: int = PARAMS["min_data_in_leaf"]
) -> tuple[bytes, list[str]]:
    """The hero model fitted on the shards of ``folder`` and the report of its held-out
    choices."""
    try:
        import lightgbm
        import numpy as np
    except ImportError as error:
        raise SystemExit(
            f"{error.name} is missing: the training environment has it (make train-ai)"
        ) from error

    mode, choices = read_choices(folder)
    train = [c for c in choices if c.seed % holdout != 0]
    held = [c for c in choices if c.seed % holdout == 0]
    if not train or not held:
        raise SystemExit(f"{len(train)} choices to fit, {len(held)} held out: too few games")
    names = list(hero_feature_names(mode))
    matrix = np.array([row(c, c.offers[c.picked]) for c in train], dtype=np.float64)
    params = {**PARAMS, "min_data_in_leaf": min_leaf}
    data = lightgbm.Dataset(matrix, np.array([c.result for c in train]), feature_name=names)
    booster = lightgbm.train(params, data, num_boost_round=rounds)

    policies: dict[str, list[float]] = {"at random": [], "the table's best": [], "the model's": []}
    differ: dict[str, list[float]] = {"the table's best": [], "the model's": []}
    held_rows = []
    for c in held:
        rows = [row(c, hero) for hero in c.offers]
        held_rows += rows
        chances = booster.predict(np.array(rows))
        model_pick = max(range(len(c.offers)), key=lambda i: (chances[i], -i))
        table_pick = best_hero(c.mode, c.role, c.offers, tuple(range(len(c.offers))))
        size = len(c.offers)
        policies["at random"].append(c.result)
        for name, pick in (("the table's best", table_pick), ("the model's", model_pick)):
            weighed = c.result * size if pick == c.picked else 0.0
            policies[name].append(weighed)
            if model_pick != table_pick:
                differ[name].append(weighed)
    report = [
        f"{len(choices):,} choices of {len({c.seed for c in choices}):,} games; "
        f"{len(train):,} fitted, {len(held):,} held out",
        "held out: the chance of winning of each policy's pick (inverse propensity)",
    ]
    figures: dict[str, Any] = {"choices": len(held)}
    for name, values in policies.items():
        report.append(f"  {name}: {_estimate(values)}")
        figures[name] = _estimate(values)
    if differ["the model's"]:
        gap = [
            m - t for m, t in zip(differ["the model's"], differ["the table's best"], strict=True)
        ]
        share = len(gap) / len(held)
        report.append(
            f"  where they differ ({share:.0%} of choices): the model's less the table's "
            f"{_estimate(gap)} (over all choices: {sum(gap) / len(held) * 100:+.2f} points)"
        )
        figures["differ"] = {"share": round(share, 4), "gain": _estimate(gap)}
    importance = sorted(zip(booster.feature_importance("gain"), names, strict=True), reverse=True)
    report.append("  most used: " + ", ".join(f"{n} {g:.0f}" for g, n in importance[:10]))
    seeds = sorted({c.seed for c in choices})
    meta = {
        "format": FORMAT,
        "version": VERSION,
        "kind": "hero",
        "mode": mode,
        "features": names,
        "training": {
            "choices": len(train),
            "seeds": [seeds[0], seeds[-1]],
            "held_out": f"seeds divisible by {holdout}",
            "rounds": rounds,
            "params": params,
            "lightgbm": lightgbm.__version__,
        },
        "held_out": figures,
    }
    return model_file(booster, meta, held_rows[:CHECKS]), report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.train_heroes", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("shards", type=Path, help="a folder of one mode's hero choices")
    parser.add_argument("--out", type=Path, help="the model file (.npz); none: report only")
    parser.add_argument("--rounds", type=int, default=200, help="boosting rounds")
    parser.add_argument("--holdout", type=int, default=6, help="hold out seeds divisible by N")
    parser.add_argument(
        "--min-leaf", type=int, default=PARAMS["min_data_in_leaf"], help="rows a leaf holds"
    )
    parser.add_argument("--check", action="store_true", help="compare with --out, write nothing")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.rounds < 1 or args.holdout < 2 or args.min_leaf < 1:
        parser.error("--rounds and --min-leaf take at least 1, --holdout at least 2")
    if args.check and args.out is None:
        parser.error("--check compares with --out: give it")
    data, report = fit(args.shards, args.rounds, args.holdout, args.min_leaf)
    print("\n".join(report))
    return 0 if args.out is None else write_or_check(data, args.out, args.check)


if __name__ == "__main__":
    sys.exit(main())
