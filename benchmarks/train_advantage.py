"""Fit the advantage of the learned player's candidate actions on forked-game decisions,
and measure on held-out decisions what choosing by it would have won (issue 36, stage 3).

    python -m benchmarks.train_advantage SHARDS_DIR [--rounds 300] [--holdout 6]
        [--without-search] [--margins 0,0.02,0.05]

The shards are :mod:`~yxs_desktop.arena.advantage_data`'s, of one mode. Each candidate
other than strong's first is a row: the position's features, the action's, and (unless
``--without-search``) the learned search's mean chance for it less strong's first's and
strong's first's own; its label is what the forks measured, the candidate's result less
strong's first's (common random numbers: the same reshuffles). LightGBM fits the rows of
games whose seed is not a multiple of ``--holdout``; on the held-out decisions the script
prints, per policy, the mean of the forks' difference for the candidate it would have
chosen, in points per decision with its 95% interval: strong (0 by definition), the
learned search's choice, and the fitted advantage's best candidate when it is above each
margin (else strong's first).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import Any, Final

from yxs_desktop.arena.advantage_data import Decision, read_shard

PARAMS: Final[dict[str, Any]] = {
    "objective": "regression",
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


def read_decisions(folder: Path) -> tuple[list[str], list[Decision]]:
    """The feature names (position, then action) and every decision of ``folder``."""
    names: list[str] = []
    decisions: list[Decision] = []
    for path in sorted(folder.glob("*.jsonl.gz")):
        header, found = read_shard(path)
        names = [*header["features"], *(f"action.{a}" for a in header["actions"])]
        decisions += found
    if not decisions:
        raise SystemExit(f"{folder}: no shards of decisions")
    return names, decisions


def rows(decision: Decision, with_search: bool) -> list[tuple[int, list[float], float | None]]:
    """Each candidate but strong's first: its index, its row and its label (None when a
    fork refused it or strong's first)."""
    first = decision.results[0]
    found = []
    for i in range(1, len(decision.actions)):
        row = [*decision.features, *decision.actions[i]]
        if with_search:
            means = decision.means
            row += [means[i] - means[0], means[0]] if means else [0.0, 0.5]
        result = decision.results[i]
        label = None if result is None or first is None else result - first
        found.append((i, row, label))
    return found


def _mean_interval(values: list[float]) -> str:
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    return f"{mean * 100:+.2f} ±{half * 100:.2f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("shards", type=Path)
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--holdout", type=int, default=6)
    parser.add_argument("--without-search", action="store_true")
    parser.add_argument("--margins", default="0,0.01,0.02,0.05")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    import lightgbm
    import numpy as np

    names, decisions = read_decisions(args.shards)
    with_search = not args.without_search
    if with_search:
        names += ["search.gain", "search.first"]
    train_x, train_y = [], []
    held = []
    for d in decisions:
        if d.results[0] is None:
            continue
        if d.seed % args.holdout == 0:
            held.append(d)
            continue
        for _, row, label in rows(d, with_search):
            if label is not None:
                train_x.append(row)
                train_y.append(label)
    print(f"{len(decisions):,} decisions; {len(train_y):,} rows fitted, {len(held):,} held out")
    data = lightgbm.Dataset(np.array(train_x), np.array(train_y), feature_name=names)
    booster = lightgbm.train(PARAMS, data, num_boost_round=args.rounds)

    chosen_search: list[float] = []
    chosen: dict[float, list[float]] = {float(m): [] for m in args.margins.split(",")}
    moved = dict.fromkeys(chosen, 0)
    best_possible: list[float] = []
    for d in held:
        first = d.results[0]
        assert first is not None
        gains = [0.0] + [(r - first) if r is not None else -1.0 for r in d.results[1:]]
        chosen_search.append(gains[d.choice] if gains[d.choice] > -1.0 else 0.0)
        found = rows(d, with_search)
        predicted = booster.predict(np.array([row for _, row, _ in found]))
        best = max(range(len(found)), key=lambda k: predicted[k])
        for margin, picks in chosen.items():
            i = found[best][0] if predicted[best] > margin else 0
            moved[margin] += i != 0
            picks.append(gains[i] if gains[i] > -1.0 else 0.0)
        best_possible.append(max(gains))
    print(f"held-out decisions: {len(held):,}; points per decision, forks' difference")
    print(f"  strong's first: +0.00; the learned search: {_mean_interval(chosen_search)}")
    for margin, picks in chosen.items():
        print(f"  advantage above {margin}: {_mean_interval(picks)} (another {moved[margin]:,})")
    print(f"  the best in hindsight (noise included): {_mean_interval(best_possible)}")
    importance = sorted(zip(booster.feature_importance("gain"), names, strict=True), reverse=True)[
        :15
    ]
    print("  most used:", ", ".join(f"{n} {g:.0f}" for g, n in importance))
    return 0


if __name__ == "__main__":
    sys.exit(main())
