"""Fit the advantage of the learned player's candidate actions on forked-game decisions,
and measure on held-out decisions what choosing by it would have won (issue 36, stage 3).

    python -m benchmarks.train_advantage SHARDS_DIR [--out MODEL.npz [--check]]
        [--rounds 300] [--holdout 6] [--min-leaf 200] [--without-search]
        [--label result|value] [--margins 0,0.01,0.02,0.05]

The shards are :mod:`~yxs_desktop.arena.advantage_data`'s, of one mode. Each candidate
other than strong's first is a row: the position's features, the action's, and (unless
``--without-search``) the learned search's mean chance for it less strong's first's and
strong's first's own; its label (``--label``) is what the forks measured for it less what
they measured for strong's first (common random numbers: the same reshuffles), either how
the game ended (``result``: unbiased, but one game's luck) or the value of the seat's
position once the action was over (``value``: far less noisy, as good as the value).
LightGBM fits the rows of games whose seed is not a multiple of ``--holdout``; on the
held-out decisions the script prints, per policy, the mean gain of the candidate it would
have chosen by both measures, in points per decision with its 95% interval: the learned
search's choice and the fitted advantage's best candidate when it is above each margin
(else strong's first; strong's own first gains 0 by definition). With ``--out`` the model
is written as :mod:`yxs_desktop.ai.advantage` reads it (``--check``: compared with that
file instead).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path
from typing import Any, Final

from benchmarks.train_value import CHECKS, model_file, write_or_check
from yxs_desktop.ai.advantage import SEARCH_FEATURES, advantage_feature_names, advantage_row
from yxs_desktop.ai.value_model import FORMAT, VERSION
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


def read_decisions(folder: Path) -> tuple[str, list[str], list[Decision]]:
    """The mode, the feature names (position, then action) and every decision of
    ``folder`` (:class:`SystemExit` saying what is wrong when they are not one mode's)."""
    mode: str | None = None
    names: list[str] = []
    decisions: list[Decision] = []
    for path in sorted(folder.glob("*.jsonl.gz")):
        try:
            header, found = read_shard(path)
        except ValueError as error:
            raise SystemExit(str(error)) from error
        found_names = advantage_feature_names(header["features"], header["actions"], False)
        if mode is None:
            mode, names = header["mode"], found_names
        elif header["mode"] != mode or found_names != names:
            raise SystemExit(f"{path}: a shard of {header['mode']}, the first was {mode}'s")
        decisions += found
    if mode is None or not decisions:
        raise SystemExit(f"{folder}: no shards of decisions")
    return mode, names, decisions


def rows(
    decision: Decision, with_search: bool, label_by: str = "result"
) -> list[tuple[int, list[float], float | None]]:
    """Each candidate but strong's first: its index, its row and its label, its result
    or its value (``label_by``) less strong's first's (None when a fork refused either)."""
    labels = decision.results if label_by == "result" else decision.values
    first = labels[0]
    found = []
    for i in range(1, len(decision.actions)):
        means = decision.means if with_search else None
        row = advantage_row(decision.features, decision.actions[i], means, i)
        result = labels[i]
        label = None if result is None or first is None else result - first
        found.append((i, row, label))
    return found


def _mean_interval(values: list[float]) -> str:
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    return f"{mean * 100:+.2f} ±{half * 100:.2f}"


def fit(
    folder: Path,
    rounds: int,
    holdout: int,
    with_search: bool,
    margins: list[float],
    min_leaf: int = PARAMS["min_data_in_leaf"],
    label_by: str = "result",
) -> tuple[bytes, list[str]]:
    """The advantage model fitted on the shards of ``folder`` (a model file) and the
    report of its held-out decisions."""
    try:
        import lightgbm
        import numpy as np
    except ImportError as error:
        raise SystemExit(
            f"{error.name} is missing: the training environment has it (make train-ai)"
        ) from error

    mode, names, decisions = read_decisions(folder)
    if with_search:
        names += list(SEARCH_FEATURES)
    train_x, train_y = [], []
    held = []
    for d in decisions:
        if d.results[0] is None:
            continue
        if d.seed % holdout == 0:
            held.append(d)
            continue
        for _, row, label in rows(d, with_search, label_by):
            if label is not None:
                train_x.append(row)
                train_y.append(label)
    if not train_y or not held:
        raise SystemExit(f"{len(train_y)} rows to fit, {len(held)} decisions held out: too few")
    data = lightgbm.Dataset(np.array(train_x), np.array(train_y), feature_name=names)
    params = {**PARAMS, "min_data_in_leaf": min_leaf}
    booster = lightgbm.train(params, data, num_boost_round=rounds)

    # each policy's choice, judged by the forks' results (unbiased, noisy) and by the
    # values once the action was over (what the search foresees, far less noisy)
    policies = [
        "the learned search's choice",
        *(f"the advantage's best above {m}" for m in margins),
    ]
    gains: dict[str, dict[str, list[float]]] = {p: {"result": [], "value": []} for p in policies}
    moved = dict.fromkeys(policies, 0)
    held_rows = []
    for d in held:
        found = rows(d, with_search)
        held_rows += [row for _, row, _ in found]
        predicted = booster.predict(np.array([row for _, row, _ in found]))
        best = max(range(len(found)), key=lambda k: predicted[k])
        picks = [d.choice] + [found[best][0] if predicted[best] > m else 0 for m in margins]
        for policy, i in zip(policies, picks, strict=True):
            moved[policy] += i != 0
            for by, labels in (("result", d.results), ("value", d.values)):
                # a candidate the game refused counts as strong's first (the player would
                # have been refused and asked again)
                first, got = labels[0], labels[i]
                gains[policy][by].append(0.0 if got is None or first is None else got - first)
    report = [
        f"{len(decisions):,} decisions; {len(train_y):,} rows fitted on {label_by}s, "
        f"{len(held):,} held out",
        "held out: points per decision over strong's first, by the forks' results | values",
    ]
    figures: dict[str, Any] = {"decisions": len(held), "label": label_by}
    for policy in policies:
        by_result, by_value = (_mean_interval(gains[policy][by]) for by in ("result", "value"))
        report.append(
            f"  {policy}: {by_result} | {by_value} (another than strong's first "
            f"{moved[policy]:,} times)"
        )
        figures[policy] = {"result": by_result, "value": by_value}
    importance = sorted(zip(booster.feature_importance("gain"), names, strict=True), reverse=True)
    report.append("  most used: " + ", ".join(f"{n} {g:.0f}" for g, n in importance[:12]))
    seeds = sorted({d.seed for d in decisions})
    meta = {
        "format": FORMAT,
        "version": VERSION,
        "kind": "advantage",
        "mode": mode,
        "features": names,
        "training": {
            "decisions": len(decisions) - len(held),
            "rows": len(train_y),
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
        prog="python -m benchmarks.train_advantage", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("shards", type=Path, help="a folder of one mode's decisions")
    parser.add_argument("--out", type=Path, help="the model file (.npz); none: report only")
    parser.add_argument("--rounds", type=int, default=300, help="boosting rounds")
    parser.add_argument("--holdout", type=int, default=6, help="hold out seeds divisible by N")
    parser.add_argument(
        "--min-leaf", type=int, default=PARAMS["min_data_in_leaf"], help="rows a leaf holds"
    )
    parser.add_argument("--without-search", action="store_true")
    parser.add_argument(
        "--label", choices=("result", "value"), default="result", help="what is learned"
    )
    parser.add_argument("--margins", default="0,0.01,0.02,0.05")
    parser.add_argument("--check", action="store_true", help="compare with --out, write nothing")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.rounds < 1 or args.holdout < 2 or args.min_leaf < 1:
        parser.error("--rounds and --min-leaf take at least 1, --holdout at least 2")
    if args.check and args.out is None:
        parser.error("--check compares with --out: give it")
    margins = [float(m) for m in args.margins.split(",")]
    with_search = not args.without_search
    data, report = fit(
        args.shards, args.rounds, args.holdout, with_search, margins, args.min_leaf, args.label
    )
    print("\n".join(report))
    return 0 if args.out is None else write_or_check(data, args.out, args.check)


if __name__ == "__main__":
    sys.exit(main())
