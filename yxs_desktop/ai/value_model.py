"""A learned value of a seat's position: gradient-boosted trees read from a ``.npz`` file
and evaluated in plain Python (issue 36, stage 1).

The model is what ``python -m benchmarks.train_value`` fits with LightGBM on
self-play positions (:mod:`yxs_desktop.arena.value_data`): a sum of regression trees over
the features of :mod:`yxs_desktop.ai.features`, whose logistic is the chance that the
seat's side wins. The file is numpy's ``.npz`` (a zip of ``.npy`` arrays), written by the
training environment and read here with :mod:`zipfile` alone, so that the program needs no
numpy (it would add some 35 MB to the bundle for what a few lists do; docs/architecture.md).

The arrays, every tree's nodes numbered in one sequence:

``roots`` (int32, one per tree)
    the tree's first node, or ``~leaf`` for a tree that is one leaf;
``feature``, ``threshold``, ``left``, ``right`` (int32, float64, int32, int32, one per node)
    a node sends a position whose feature ``feature`` is at most ``threshold`` to
    ``left``, else to ``right``; a child ``c < 0`` is the leaf ``~c``;
``leaf`` (float64, one per leaf)
    the leaf's value;
``meta`` (uint8)
    UTF-8 JSON: the mode, the features' names, how it was trained, what it measured;
``check_features``, ``check_raw`` (float64)
    positions and the training library's own raw scores for them: the evaluator must
    answer the same (tests/ai/test_value_model.py).

The raw score is the sum of the trees' leaves in tree order, in float64: every machine
adds the same numbers in the same order and gets the same bits, so a game replays alike.
"""

from __future__ import annotations

import ast
import json
import math
import sys
import zipfile
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Final

FORMAT: Final = "yxs-value-model"
VERSION: Final = 1
#: The arrays a model file holds, with their elements' :mod:`array` codes.
ARRAYS: Final = {
    "roots": "i",
    "feature": "i",
    "threshold": "d",
    "left": "i",
    "right": "i",
    "leaf": "d",
    "meta": "B",
}
_MAGIC: Final = b"\x93NUMPY"
#: The ``.npy`` element types read here, with their :mod:`array` codes.
_TYPES: Final = {"<f8": "d", "<i4": "i", "|u1": "B"}
_NAMES: Final = {"d": "float64", "i": "int32", "B": "bytes"}


class ModelError(ValueError):
    """A model file that cannot be used, saying what is wrong with it."""


@dataclass(frozen=True, slots=True)
class ValueModel:
    """Boosted trees over a mode's features; :meth:`raw` and :meth:`chance` evaluate."""

    mode: str
    names: tuple[str, ...]
    roots: tuple[int, ...]
    feature: list[int]
    threshold: list[float]
    left: list[int]
    right: list[int]
    leaf: list[float]
    #: What the file says of itself (training, held-out figures).
    meta: dict[str, Any]
    check_features: tuple[tuple[float, ...], ...] = ()
    check_raw: tuple[float, ...] = ()

    def raw(self, features: Sequence[float]) -> float:
        """The model's score for ``features`` (its log-odds of the seat's side winning)."""
        if len(features) != len(self.names):
            raise ValueError(f"{len(features)} features, the model reads {len(self.names)}")
        feature, threshold, left, right = self.feature, self.threshold, self.left, self.right
        total = 0.0
        for node in self.roots:
            while node >= 0:
                node = left[node] if features[feature[node]] <= threshold[node] else right[node]
            total += self.leaf[~node]
        return total

    def chance(self, features: Sequence[float]) -> float:
        """The chance that the seat's side wins, as the model judges ``features``."""
        return 1.0 / (1.0 + math.exp(-max(-700.0, min(700.0, self.raw(features)))))


def read_npz(path: Path | str) -> dict[str, tuple[tuple[int, ...], array[Any]]]:
    """Every array of a ``.npz`` file: its shape and its elements (of the types in
    :data:`_TYPES`). Raises :class:`ModelError` saying what is wrong with the file."""
    arrays: dict[str, tuple[tuple[int, ...], array[Any]]] = {}
    try:
        with zipfile.ZipFile(path) as archive:
            for member in archive.namelist():
                if not member.endswith(".npy"):
                    continue
                arrays[member[:-4]] = _read_npy(archive.read(member), member)
    except (OSError, zipfile.BadZipFile, EOFError) as error:
        raise ModelError(f"{path}: not a readable .npz file ({error})") from error
    return arrays


def _read_npy(data: bytes, name: str) -> tuple[tuple[int, ...], array[Any]]:
    if data[:6] != _MAGIC or len(data) < 10:
        raise ModelError(f"{name}: not a .npy array")
    if data[6] == 1:
        length, start = int.from_bytes(data[8:10], "little"), 10
    elif data[6] in (2, 3):
        length, start = int.from_bytes(data[8:12], "little"), 12
    else:
        raise ModelError(f"{name}: .npy version {data[6]} is not one this program reads")
    try:
        header = ast.literal_eval(data[start : start + length].decode("latin-1"))
        descr, fortran, shape = header["descr"], header["fortran_order"], tuple(header["shape"])
    except (ValueError, SyntaxError, KeyError, TypeError) as error:
        raise ModelError(f"{name}: an unreadable .npy header ({error})") from error
    code = _TYPES.get(descr) if isinstance(descr, str) else None
    if code is None or fortran or not all(isinstance(n, int) and n >= 0 for n in shape):
        raise ModelError(f"{name}: elements {descr!r} in shape {shape}, not a plain array")
    values = array(code)
    if values.itemsize != int(str(descr)[2:]):
        raise ModelError(f"{name}: this machine has no {descr} elements")
    body = data[start + length :]
    count = math.prod(shape)
    if len(body) != count * values.itemsize:
        raise ModelError(f"{name}: {len(body)} bytes for {count} elements of {descr}")
    values.frombytes(body)
    if sys.byteorder == "big" and values.itemsize > 1:
        values.byteswap()
    return shape, values


def load_model(path: Path | str) -> ValueModel:
    """The model in ``path``, checked whole (every array, every child in range, every
    tree finite): :class:`ModelError` says what is wrong with a file that is not one."""
    arrays = read_npz(path)
    missing = [name for name in ARRAYS if name not in arrays]
    if missing:
        raise ModelError(f"{path}: not a value model (no {', '.join(missing)})")
    for name, code in ARRAYS.items():
        if arrays[name][1].typecode != code or len(arrays[name][0]) != 1:
            raise ModelError(f"{path}: {name} is not a row of {_NAMES[code]}")
    try:
        meta = json.loads(bytes(arrays["meta"][1]).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ModelError(f"{path}: unreadable metadata ({error})") from error
    if not isinstance(meta, dict) or meta.get("format") != FORMAT:
        raise ModelError(f"{path}: not a {FORMAT} file")
    if meta.get("version") != VERSION:
        raise ModelError(f"{path}: version {meta.get('version')!r}, this program reads {VERSION}")
    names = meta.get("features")
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise ModelError(f"{path}: the metadata names no features")
    nodes = len(arrays["feature"][1])
    leaves = len(arrays["leaf"][1])
    for name in ("threshold", "left", "right"):
        if len(arrays[name][1]) != nodes:
            raise ModelError(f"{path}: {len(arrays[name][1])} {name} for {nodes} nodes")
    model = ValueModel(
        mode=str(meta.get("mode", "")),
        names=tuple(names),
        roots=tuple(arrays["roots"][1]),
        feature=list(arrays["feature"][1]),
        threshold=list(arrays["threshold"][1]),
        left=list(arrays["left"][1]),
        right=list(arrays["right"][1]),
        leaf=list(arrays["leaf"][1]),
        meta=meta,
        **_checks(arrays, len(names), path),
    )
    _check_trees(model, nodes, leaves, path)
    return model


def _checks(
    arrays: dict[str, tuple[tuple[int, ...], array[Any]]], width: int, path: Path | str
) -> dict[str, Any]:
    if "check_features" not in arrays or "check_raw" not in arrays:
        return {}
    shape, values = arrays["check_features"]
    raws = tuple(arrays["check_raw"][1])
    if len(shape) != 2 or shape[1] != width or shape[0] != len(raws):
        raise ModelError(f"{path}: check positions of shape {shape} for {len(raws)} scores")
    rows = tuple(tuple(values[i * width : (i + 1) * width]) for i in range(shape[0]))
    return {"check_features": rows, "check_raw": raws}


def _check_trees(model: ValueModel, nodes: int, leaves: int, path: Path | str) -> None:
    """Every child within the arrays, every node reached from one root only and on the
    way down (so that no file can make :meth:`ValueModel.raw` loop), every number finite."""
    seen = [False] * nodes
    for root in model.roots:
        stack = [root]
        while stack:
            node = stack.pop()
            if node < 0:
                if ~node >= leaves:
                    raise ModelError(f"{path}: a child names leaf {~node} of {leaves}")
                continue
            if node >= nodes or seen[node]:
                raise ModelError(f"{path}: node {node} is out of range or reached twice")
            seen[node] = True
            if not 0 <= model.feature[node] < len(model.names):
                raise ModelError(f"{path}: node {node} splits on feature {model.feature[node]}")
            stack += (model.left[node], model.right[node])
    if not all(map(math.isfinite, model.threshold)) or not all(map(math.isfinite, model.leaf)):
        raise ModelError(f"{path}: a threshold or a leaf is not a finite number")


@cache
def shipped_model(mode: str) -> ValueModel | None:
    """The model the program ships for ``mode`` (``ai/models/value-<mode>.npz``), or None
    where it has none."""
    found = resources.files("yxs_desktop.ai").joinpath("models").joinpath(f"value-{mode}.npz")
    if not found.is_file():
        return None
    # a file on disk in every install (the wheel, the source tree, the bundle)
    return load_model(Path(str(found)))
