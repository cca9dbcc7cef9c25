"""Fit the learned value of a mode on self-play shards and write it as the program reads
it (issue 36, stage 1; ``make train-ai``).

    python -m benchmarks.train_value SHARDS_DIR --out MODEL.npz
                                            [--rounds 400] [--holdout 6] [--check]

The shards are :mod:`~yxs_desktop.arena.value_data`'s, of one mode. The games whose seed
is a multiple of ``--holdout`` are held out; LightGBM fits the others (settings below,
deterministic on any machine with the same library), and the held-out positions measure
the model beside the material count (``reference``): AUC and log-loss, overall and by
role. The model is written as :mod:`yxs_desktop.ai.value_model` reads it, the figures in
its metadata, with positions and LightGBM's own scores for them that the program's
evaluator must reproduce. With ``--check`` nothing is written: the fitted arrays are
compared with ``--out``'s and the run fails where they differ.

This runs in the training environment (``make train-ai`` makes it: lightgbm and numpy,
which the program itself never imports).
"""

from __future__ import annotations

import argparse
import io
import json
import math
import sys
import zipfile
from dataclasses import replace
from pathlib import Path
from typing import Any, Final

from yxs_desktop.ai.value_model import FORMAT, VERSION, ModelError, load_model
from yxs_desktop.arena.value_data import Position, read_shard

#: LightGBM's settings. ``deterministic`` with a fixed thread count and a fixed histogram
#: layout (``force_row_wise``: its own choice is timed) gives the same trees on every run.
PARAMS: Final[dict[str, Any]] = {
    "objective": "binary",
    "learning_rate": 0.05,
    "num_leaves": 31,
    "min_data_in_leaf": 100,
    "feature_fraction": 0.8,
    "bagging_fraction": 0.8,
    "bagging_freq": 1,
    "seed": 1,
    "deterministic": True,
    "force_row_wise": True,
    "num_threads": 2,
    "verbose": -1,
}
#: How many held-out positions the model file carries with LightGBM's scores.
CHECKS: Final = 32
#: The material count's values are kept this far from 0 and 1 for its log-loss.
CLIP: Final = 0.01
#: A zip member's date: fixed, so that the same arrays make the same file.
_DATE: Final = (1980, 1, 1, 0, 0, 0)


def read_positions(folder: Path) -> tuple[str, list[str], list[Position], Any]:
    """The mode, the features' names, the positions of every shard in ``folder`` (their
    features left out) and their features as one float64 matrix, a row per position
    (:class:`SystemExit` saying what is wrong when they are not one mode's). Shard by
    shard: a million positions as Python floats would take ten times the memory."""
    import numpy as np

    mode: str | None = None
    names: list[str] = []
    positions: list[Position] = []
    blocks = []
    for path in sorted(folder.glob("*.jsonl.gz")):
        try:
            header, found = read_shard(path)
        except ValueError as error:
            raise SystemExit(str(error)) from error
        if mode is None:
            mode, names = header["mode"], header["features"]
        elif header["mode"] != mode or header["features"] != names:
            raise SystemExit(f"{path}: a shard of {header['mode']}, the first was {mode}'s")
        blocks.append(np.array([p.features for p in found], dtype=np.float64))
        positions += [replace(p, features=()) for p in found]
    if mode is None or not positions:
        raise SystemExit(f"no shard in {folder}")
    return mode, names, positions, np.concatenate(blocks)


def auc(truth: list[float], scores: list[float]) -> float:
    """The area under the ROC curve (ties counted half)."""
    ranked = sorted(zip(scores, truth, strict=True))
    positives = sum(1 for t in truth if t >= 0.5)
    negatives = len(truth) - positives
    if not positives or not negatives:
        return math.nan
    rank_sum = 0.0
    i = 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j][0] == ranked[i][0]:
            j += 1
        middle = (i + j + 1) / 2  # ranks i+1..j share their mean
        rank_sum += middle * sum(1 for _, t in ranked[i:j] if t >= 0.5)
        i = j
    return (rank_sum - positives * (positives + 1) / 2) / (positives * negatives)


def log_loss(truth: list[float], chances: list[float]) -> float:
    """The mean negative log-likelihood of the results (a win 1, else 0)."""
    total = 0.0
    for t, p in zip(truth, chances, strict=True):
        p = min(max(p, 1e-15), 1 - 1e-15)
        total -= math.log(p) if t >= 0.5 else math.log(1 - p)
    return total / len(truth)


def held_out_figures(held: list[Position], chances: list[float]) -> list[dict[str, Any]]:
    """AUC and log-loss of the model and of the reference, overall and by role."""
    rows = []
    for role in ["all", *sorted({p.role for p in held})]:
        picked = [i for i, p in enumerate(held) if role == "all" or p.role == role]
        truth = [1.0 if held[i].result >= 0.5 else 0.0 for i in picked]
        if len(set(truth)) < 2:
            continue
        model = [chances[i] for i in picked]
        reference = [min(max(held[i].reference, CLIP), 1 - CLIP) for i in picked]
        rows.append(
            {
                "role": role,
                "positions": len(picked),
                "auc": round(auc(truth, model), 4),
                "auc_reference": round(auc(truth, reference), 4),
                "log_loss": round(log_loss(truth, model), 4),
                "log_loss_reference": round(log_loss(truth, reference), 4),
            }
        )
    return rows


def tree_arrays(dump: dict[str, Any]) -> dict[str, list[Any]]:
    """LightGBM's ``dump_model()`` as :mod:`~yxs_desktop.ai.value_model`'s arrays (nodes
    numbered depth first, left before right)."""
    arrays: dict[str, list[Any]] = {k: [] for k in ("roots", "feature", "threshold")}
    arrays |= {"left": [], "right": [], "leaf": []}

    def place(node: dict[str, Any]) -> int:
        if "leaf_value" in node:
            arrays["leaf"].append(float(node["leaf_value"]))
            return ~(len(arrays["leaf"]) - 1)
        if node.get("decision_type") != "<=" or node.get("missing_type") not in ("None", "NaN"):
            # "Zero" would send zeros the default way, categorical splits match sets: the
            # program's evaluator reads plain "at most" splits only
            raise ModelError(f"a split this program does not evaluate: {node.get('decision_type')}")
        index = len(arrays["feature"])
        arrays["feature"].append(int(node["split_feature"]))
        arrays["threshold"].append(float(node["threshold"]))
        arrays["left"].append(0)
        arrays["right"].append(0)
        arrays["left"][index] = place(node["left_child"])
        arrays["right"][index] = place(node["right_child"])
        return index

    for tree in dump["tree_info"]:
        arrays["roots"].append(place(tree["tree_structure"]))
    return arrays


def npz_bytes(arrays: dict[str, Any]) -> bytes:
    """A ``.npz`` file of ``arrays`` (numpy arrays), the same bytes for the same arrays."""
    import numpy as np

    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, values in arrays.items():
            member = io.BytesIO()
            np.lib.format.write_array(member, np.ascontiguousarray(values), allow_pickle=False)
            info = zipfile.ZipInfo(f"{name}.npy", date_time=_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, member.getvalue())
    return out.getvalue()


def fit(folder: Path, rounds: int, holdout: int) -> tuple[bytes, list[dict[str, Any]]]:
    """The model file fitted on the shards of ``folder`` and its held-out figures."""
    try:
        import lightgbm
        import numpy as np
    except ImportError as error:
        raise SystemExit(
            f"{error.name} is missing: the training environment has it (make train-ai)"
        ) from error

    mode, names, positions, matrix = read_positions(folder)
    is_held = np.array([p.seed % holdout == 0 for p in positions])
    train = [p for p in positions if p.seed % holdout != 0]
    held = [p for p in positions if p.seed % holdout == 0]
    if not train or not held:
        raise SystemExit(f"{len(train)} positions to fit, {len(held)} held out: too few games")
    labels = np.array([1.0 if p.result >= 0.5 else 0.0 for p in train])
    data = lightgbm.Dataset(matrix[~is_held], labels, feature_name=names)
    booster = lightgbm.train(PARAMS, data, num_boost_round=rounds)
    held_features = matrix[is_held]
    chances = [float(c) for c in booster.predict(held_features)]
    figures = held_out_figures(held, chances)
    seeds = sorted({p.seed for p in positions})
    meta = {
        "format": FORMAT,
        "version": VERSION,
        "mode": mode,
        "features": names,
        "training": {
            "games": len({p.seed for p in train}),
            "positions": len(train),
            "seeds": [seeds[0], seeds[-1]],
            "held_out": f"seeds divisible by {holdout}",
            "rounds": rounds,
            "params": PARAMS,
            "lightgbm": lightgbm.__version__,
        },
        "held_out": figures,
    }
    return model_file(booster, meta, held_features[:CHECKS]), figures


def model_file(booster: Any, meta: dict[str, Any], checks: Any) -> bytes:
    """The model file of a fitted LightGBM ``booster`` as :mod:`yxs_desktop.ai.value_model`
    reads it: its trees, ``meta`` and the rows ``checks`` with the booster's own raw
    scores for them (which the program's evaluator must reproduce)."""
    import numpy as np

    arrays: dict[str, Any] = {
        key: np.array(values, dtype=np.float64 if key in ("threshold", "leaf") else np.int32)
        for key, values in tree_arrays(booster.dump_model()).items()
    }
    checks = np.asarray(checks, dtype=np.float64)
    arrays["check_features"] = checks
    arrays["check_raw"] = np.asarray(booster.predict(checks, raw_score=True), dtype=np.float64)
    arrays["meta"] = np.frombuffer(json.dumps(meta, sort_keys=True).encode("utf-8"), np.uint8)
    return npz_bytes(arrays)


def write_or_check(data: bytes, out: Path, check: bool) -> int:
    """Write the model file ``data`` to ``out`` (0), or with ``check`` compare it with
    ``out`` instead (:func:`compare`)."""
    if check:
        return compare(data, out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(data)
    print(f"{out}: {len(data):,} bytes")
    return 0


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.train_value", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("shards", type=Path, help="a folder of one mode's shards")
    parser.add_argument("--out", type=Path, required=True, help="the model file (.npz)")
    parser.add_argument("--rounds", type=int, default=400, help="boosting rounds")
    parser.add_argument("--holdout", type=int, default=6, help="hold out seeds divisible by N")
    parser.add_argument("--check", action="store_true", help="compare with --out, write nothing")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.holdout < 2:
        parser.error("--rounds takes at least 1, --holdout at least 2")
    return args


def main(argv: list[str] | None = None) -> int:
    args = _parse(sys.argv[1:] if argv is None else argv)
    data, figures = fit(args.shards, args.rounds, args.holdout)
    print("| held out | positions | AUC | AUC reference | log-loss | log-loss reference |")
    print("|---|---|---|---|---|---|")
    for row in figures:
        print(
            f"| {row['role']} | {row['positions']:,} | {row['auc']:.3f} "
            f"| {row['auc_reference']:.3f} | {row['log_loss']:.3f} "
            f"| {row['log_loss_reference']:.3f} |"
        )
    return write_or_check(data, args.out, args.check)


def compare(data: bytes, path: Path) -> int:
    """0 when ``path`` holds the same trees as ``data``, else 1 saying where they differ."""
    fresh = Path(f"{path}.check")
    fresh.write_bytes(data)
    try:
        made, kept = load_model(fresh), load_model(path)
    except ModelError as error:
        print(f"not comparable: {error}", file=sys.stderr)
        return 1
    finally:
        fresh.unlink()
    for name in ("roots", "feature", "threshold", "left", "right", "leaf"):
        if getattr(made, name) != getattr(kept, name):
            print(f"{path}: its {name} differ from the ones fitted now", file=sys.stderr)
            return 1
    print(f"{path}: the same trees as fitted now ({len(made.roots)} trees)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
