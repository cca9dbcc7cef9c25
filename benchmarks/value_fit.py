"""Fit a value of a seat's position on self-play shards and measure it on games it never
saw, beside the expert's material count (issue 36, stage 1).

    python benchmarks/value_fit.py SHARDS_DIR [--holdout 6] [--rounds 400] [--out MODEL]

The shards are ``python -m yxs_desktop.arena.value_data``'s. The games whose seed is a
multiple of ``--holdout`` are held out (every position of a game on the same side of the
split); a LightGBM model of the seat winning is fitted on the others, and for the held-out
positions its log-loss and AUC are printed, overall and by role, beside those of the
shards' ``reference`` (``ai/evaluation.py``'s material count, given the true roles).

This runs in a training environment, not the program's: it needs lightgbm, numpy and
scikit-learn (``pip install lightgbm scikit-learn numpy``); it reads the shards with
gzip and json alone.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from pathlib import Path
from typing import Any

FORMAT = "yxs-value-positions"
VERSION = 2
#: The reference's values are kept this far from 0 and 1 for its log-loss.
CLIP = 0.01


def read_shards(folder: Path) -> tuple[list[str], list[dict[str, Any]]]:
    """The features' names and every position of the shards in ``folder``."""
    names: list[str] | None = None
    rows: list[dict[str, Any]] = []
    for path in sorted(folder.glob("*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as lines:
            header = json.loads(next(lines))
            if header.get("format") != FORMAT or header.get("version") != VERSION:
                raise SystemExit(f"{path}: not a {FORMAT} shard of version {VERSION}")
            if names is None:
                names = header["features"]
            elif names != header["features"]:
                raise SystemExit(f"{path}: other features than the first shard's (another mode?)")
            rows += [json.loads(line) for line in lines]
    if names is None or not rows:
        raise SystemExit(f"no shard in {folder}")
    return names, rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("shards", type=Path)
    parser.add_argument("--holdout", type=int, default=6, help="hold out seeds divisible by N")
    parser.add_argument("--rounds", type=int, default=400, help="boosting rounds")
    parser.add_argument("--out", type=Path, help="save the model (LightGBM's text format)")
    args = parser.parse_args(argv)

    import lightgbm
    import numpy as np
    from sklearn.metrics import log_loss, roc_auc_score

    names, rows = read_shards(args.shards)
    features = np.array([r["features"] for r in rows], dtype=np.float64)
    won = np.array([1.0 if r["result"] >= 0.5 else 0.0 for r in rows])
    reference = np.clip(np.array([r["reference"] for r in rows]), CLIP, 1 - CLIP)
    held = np.array([r["seed"] % args.holdout == 0 for r in rows])
    roles = np.array([r["role"] for r in rows])
    games = len({r["seed"] for r in rows})
    print(
        f"{len(rows):,} positions of {games:,} games, {len(names)} features; "
        f"held out: {int(held.sum()):,} positions (seeds divisible by {args.holdout})"
    )
    params = {
        "objective": "binary",
        "learning_rate": 0.05,
        "num_leaves": 31,
        "min_data_in_leaf": 100,
        "feature_fraction": 0.8,
        "bagging_fraction": 0.8,
        "bagging_freq": 1,
        "seed": 1,
        "deterministic": True,
        "num_threads": 2,
        "verbose": -1,
    }
    train = lightgbm.Dataset(features[~held], won[~held], feature_name=list(names))
    model = lightgbm.train(params, train, num_boost_round=args.rounds)
    predicted = model.predict(features[held])
    print("| held-out | n | AUC model | AUC reference | log-loss model | log-loss reference |")
    print("|---|---|---|---|---|---|")
    for role in ["all", *sorted(set(roles[held]))]:
        mask = np.ones(int(held.sum()), bool) if role == "all" else roles[held] == role
        truth = won[held][mask]
        if len(set(truth)) < 2:
            continue
        print(
            f"| {role} | {int(mask.sum()):,} "
            f"| {roc_auc_score(truth, predicted[mask]):.3f} "
            f"| {roc_auc_score(truth, reference[held][mask]):.3f} "
            f"| {log_loss(truth, predicted[mask]):.3f} "
            f"| {log_loss(truth, reference[held][mask]):.3f} |"
        )
    gain = model.feature_importance("gain")
    top = sorted(zip(gain, names, strict=True), reverse=True)[:12]
    print("most telling features:", ", ".join(f"{n} {g / gain.sum():.0%}" for g, n in top))
    if args.out is not None:
        model.save_model(str(args.out))
        print(f"model saved: {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
