"""Shards of self-play records (the learned players' training data, issue 36): gzipped JSON
lines, a header naming the format, its version and the mode, then one record a line;
made one shard of games at a time on the training seeds, in worker processes, a shard
written aside and renamed when whole so that a stopped run, started again, makes only the
missing ones."""

from __future__ import annotations

import argparse
import gzip
import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, Final

#: The seeds self-play data is made from: above every seed the arena, the benchmarks and
#: docs/ai.md's figures use, so that a model is never measured on games it learned from.
TRAINING_SEEDS: Final = range(50_000_000, 60_000_000)


def write_lines(path: Path, header: dict[str, Any], records: Iterable[dict[str, Any]]) -> int:
    """Write ``header`` and ``records`` to the shard ``path``; returns how many records."""
    count = 0
    with gzip.open(path, "wt", encoding="utf-8") as out:
        out.write(json.dumps(header) + "\n")
        for record in records:
            out.write(json.dumps(record, separators=(",", ":")) + "\n")
            count += 1
    return count


def read_lines(
    path: Path, format_name: str, version: int
) -> tuple[dict[str, Any], Iterator[tuple[int, dict[str, Any]]]]:
    """The header of the shard ``path`` and its records with their line numbers. Raises
    :class:`ValueError` saying what is wrong with a file that is not a shard of this
    format and version (the records are read whole first: a damaged line is found here)."""
    try:
        with gzip.open(path, "rt", encoding="utf-8") as lines:
            header = json.loads(next(lines, "null"))
            if not isinstance(header, dict) or header.get("format") != format_name:
                raise ValueError(f"{path}: not a {format_name} shard")
            if header.get("version") != version:
                raise ValueError(f"{path}: version {header.get('version')!r}, not {version}")
            records = [(number, json.loads(line)) for number, line in enumerate(lines, start=2)]
    except (OSError, EOFError, json.JSONDecodeError) as error:
        raise ValueError(f"{path}: not a readable shard ({error})") from error
    return header, iter(records)


def check_training_seeds(parser: argparse.ArgumentParser, first: int, games: int) -> None:
    """Stop with the parser's error when ``games`` seeds from ``first`` leave the
    training seeds: a model must never learn from the games it is measured on."""
    last = first + games - 1
    if first not in TRAINING_SEEDS or last not in TRAINING_SEEDS:
        parser.error(
            f"seeds {first}..{last} leave the training seeds "
            f"{TRAINING_SEEDS.start}..{TRAINING_SEEDS.stop - 1}: a model must never learn "
            "from the games it is measured on"
        )


def make_shards(
    make: Callable[[tuple[Any, ...]], tuple[str, int]],
    out: Path,
    mode: str,
    first_seed: int,
    games: int,
    shard_games: int,
    extra: Sequence[Any],
    workers: int,
    what: str,
) -> None:
    """Make the missing shards of ``games`` games of ``mode`` from ``first_seed`` in
    ``out``, ``shard_games`` to a shard: ``make((mode, first, games, *extra, path))``
    writes one and returns its path and how many ``what`` it holds (printed)."""
    out.mkdir(parents=True, exist_ok=True)
    jobs = []
    for first in range(first_seed, first_seed + games, shard_games):
        count = min(shard_games, first_seed + games - first)
        path = out / f"{mode}-{first}-{count}.jsonl.gz"
        if path.exists():
            print(f"{path}: kept")
        else:
            jobs.append((mode, first, count, *extra, str(path)))
    if workers == 1:
        for written, made in map(make, jobs):
            print(f"{written}: {made} {what}", flush=True)
    else:
        with ProcessPoolExecutor(workers) as pool:
            for written, made in pool.map(make, jobs):
                print(f"{written}: {made} {what}", flush=True)


def write_whole(path: str, write: Callable[[Path], int]) -> int:
    """Write a shard aside (``write(partial)``), then rename it ``path``: a shard under its
    name is whole. Returns what ``write`` returned."""
    partial = Path(f"{path}.partial")
    count = write(partial)
    partial.replace(path)
    return count
