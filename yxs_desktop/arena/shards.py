"""Shards of self-play records (the learned players' training data, issue 36): gzipped JSON
lines, a header naming the format, its version and the mode, then one record a line;
made one shard of games at a time on the training seeds, in worker processes, a shard
written aside and renamed when whole so that a stopped run, started again, makes only the
missing ones."""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any, Final, TypeVar

#: The seeds self-play data is made from: above every seed the arena, the benchmarks and
#: docs/ai.md's figures use, so that a model is never measured on games it learned from.
TRAINING_SEEDS: Final = range(50_000_000, 60_000_000)

_Record = TypeVar("_Record")


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


def read_records(
    path: Path,
    format_name: str,
    version: int,
    reader: Callable[[dict[str, Any]], Callable[[dict[str, Any]], _Record]],
    what: str,
) -> tuple[dict[str, Any], list[_Record]]:
    """The header of the shard ``path`` and its records: ``reader(header)`` gives the
    function making one record of a line's fields. Either raises :class:`ValueError`
    saying what is wrong (with the header, or with a line it refuses); so does this,
    naming the file and the line, also for a damaged line or a file that is not a shard
    of this format and version."""
    header, lines = read_lines(path, format_name, version)
    try:
        record = reader(header)
    except (TypeError, KeyError, ValueError) as error:
        raise ValueError(f"{path}: not a readable shard ({error})") from error
    records = []
    for number, fields in lines:
        try:
            records.append(record(fields))
        except (TypeError, KeyError) as error:
            raise ValueError(f"{path}, line {number}: not {what} ({error})") from error
        except ValueError as error:
            raise ValueError(f"{path}, line {number}: {error}") from error
    return header, records


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


def shard_parser(
    prog: str, doc: str, first_seeds: Mapping[str, int], shard_games: int
) -> argparse.ArgumentParser:
    """The command line of a data maker ``prog`` (its module's ``doc``): ``--mode`` (one
    of ``first_seeds``), ``--games``, ``--first-seed``, ``--shard-games``, ``--workers``,
    ``--out``; the maker adds its own counts before :func:`parse_shard_args`."""
    parser = argparse.ArgumentParser(prog=prog, description=doc.split("\n\n")[0])
    parser.add_argument("--mode", choices=tuple(first_seeds), default="identity5")
    parser.add_argument("--games", type=int, required=True)
    parser.add_argument("--first-seed", type=int, help="default: the mode's (FIRST_SEEDS)")
    parser.add_argument("--shard-games", type=int, default=shard_games)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    return parser


def parse_shard_args(
    parser: argparse.ArgumentParser,
    argv: Sequence[str] | None,
    first_seeds: Mapping[str, int],
    counts: Sequence[str] = (),
) -> argparse.Namespace:
    """Parse a data maker's command line (``argv``; None: the process's): the mode's
    first seed where none is given; every count (``--games``, ``--shard-games``,
    ``--workers`` and the maker's ``counts``, destination names) at least 1; the seeds
    within the training seeds. A wrong one stops with the parser's error saying which."""
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.first_seed is None:
        args.first_seed = first_seeds[args.mode]
    names = ("games", *counts, "shard_games", "workers")
    if min(getattr(args, name) for name in names) < 1:
        flags = [f"--{name.replace('_', '-')}" for name in names]
        parser.error(f"{', '.join(flags[:-1])} and {flags[-1]} take a number of at least 1")
    check_training_seeds(parser, args.first_seed, args.games)
    return args


def make_shards(
    make: Callable[[tuple[Any, ...]], tuple[str, int]],
    args: argparse.Namespace,
    extra: Sequence[Any],
    what: str,
) -> None:
    """Make the missing shards of ``args.games`` games of ``args.mode`` from
    ``args.first_seed`` in ``args.out``, ``args.shard_games`` to a shard, on
    ``args.workers`` processes: ``make((mode, first, games, *extra, path))`` writes one
    and returns its path and how many ``what`` it holds (printed)."""
    out, mode, first_seed, games = args.out, args.mode, args.first_seed, args.games
    out.mkdir(parents=True, exist_ok=True)
    jobs = []
    for first in range(first_seed, first_seed + games, args.shard_games):
        count = min(args.shard_games, first_seed + games - first)
        path = out / f"{mode}-{first}-{count}.jsonl.gz"
        if path.exists():
            print(f"{path}: kept")
        else:
            jobs.append((mode, first, count, *extra, str(path)))
    if args.workers == 1:
        for written, made in map(make, jobs):
            print(f"{written}: {made} {what}", flush=True)
    else:
        with ProcessPoolExecutor(args.workers) as pool:
            for written, made in pool.map(make, jobs):
                print(f"{written}: {made} {what}", flush=True)


def write_whole(path: str, write: Callable[[Path], int]) -> int:
    """Write a shard aside (``write(partial)``), then rename it ``path``: a shard under its
    name is whole. Returns what ``write`` returned."""
    partial = Path(f"{path}.partial")
    count = write(partial)
    partial.replace(path)
    return count
