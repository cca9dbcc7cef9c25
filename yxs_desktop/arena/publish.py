"""Publish arena results as the levels' measured strength:
``python -m yxs_desktop.arena.publish RESULT.json [...]`` reads `yxs arena --out` files and
merges them into ``yxs_desktop/ai/strength.json`` (``--to`` another file), which the
new-game page shows. A later measure of the same (level, reference, mode) replaces the
earlier one. A file that is not an arena's result is named with the reason, and then
nothing is written."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Annotated, Final

import msgspec

from yxs_desktop.ai.strength import Interval, Measure, Strength, decode, encode, packaged_path
from yxs_desktop.arena.stats import AVERAGE, RESAMPLES
from yxs_desktop.engine.modes import MODES

MESSAGES: Final[dict[str, tuple[str, str]]] = {
    "unreadable": ("{path}：无法读取（{reason}）", "{path}: cannot be read ({reason})"),
    "not_arena": (
        "{path}：不是 yxs arena --out 的结果（{reason}）",
        "{path}: not a result of yxs arena --out ({reason})",
    ),
    "no_average": ("{path}：没有各身份平均的数据", "{path}: no average over roles"),
    "not_one_seat": (
        "{path}：以 --seating {seating} 测得；公布的强度只量一个座位（--seating seat）",
        "{path}: measured with --seating {seating}; published strength is one seat's"
        " (--seating seat)",
    ),
    "unknown_mode": ("{path}：未知模式 {mode!r}", "{path}: unknown mode {mode!r}"),
    "damaged": (
        "{path}：已有的强度文件已损坏（{reason}），请修复或删除后再发布",
        "{path}: the strength file there is damaged ({reason}); mend or delete it first",
    ),
    "nothing_written": ("未写入任何内容。", "Nothing was written."),
    "cannot_write": ("无法写入 {path}（{reason}）", "cannot write {path} ({reason})"),
    "published": (
        "{path}：{level} 对 {vs}，{mode}，{deals} 局牌：差 {difference:+.1f} 个百分点",
        "{path}: {level} vs {vs}, {mode}, {deals} deals: {difference:+.1f} points",
    ),
    "written": ("已写入 {path}（共 {count} 项）", "wrote {path} ({count} measures)"),
}


class PublishError(Exception):
    """An input file is not an arena result; its text is in both languages."""

    def __init__(self, key: str, **fields: object) -> None:
        super().__init__(message(key, "en", **fields))
        self.key = key
        self.fields = fields

    def text(self, lang: str) -> str:
        return message(self.key, lang, **self.fields)


def message(key: str, lang: str, **fields: object) -> str:
    zh, en = MESSAGES[key]
    return (zh if lang == "zh" else en).format(**fields)


class _Figure(msgspec.Struct, frozen=True):
    value: float
    low: float
    high: float


class _Role(msgspec.Struct, frozen=True):
    role: str
    games: int
    tested: _Figure
    reference: _Figure
    difference: _Figure


#: A level's name as `yxs arena` takes it (any level, offered to persons or not).
_LevelName = Annotated[str, msgspec.Meta(min_length=1, max_length=40, pattern=r"^[a-z0-9_-]+$")]


class _ArenaResult(msgspec.Struct, frozen=True):
    """What `yxs arena --out` writes (``arena/report.py`` ``summary``); the fields not
    published (decision times, blunders) are not read."""

    mode: str
    deals: int
    seed: int
    tested: str
    reference: str
    games: int
    resamples: int
    roles: list[_Role]
    #: Where the tested level sat (``arena/seating.py``); files before it was written: one seat.
    seating: str = "seat"
    #: The model files each level read, with their SHA-256 (none in files before them).
    models: dict[str, dict[str, str]] = msgspec.field(default_factory=dict)


def command_of(result: _ArenaResult) -> str:
    """The `yxs arena` command that measured ``result`` (the workers change nothing)."""
    words = [
        "yxs arena",
        f"--mode {result.mode}",
        f"--games {result.deals}",
        f"--seed {result.seed}",
        f"--ai {result.tested}",
        f"--vs {result.reference}",
    ]
    if result.resamples != RESAMPLES:
        words.append(f"--resamples {result.resamples}")
    return " ".join(words)


def measure_of(path: Path) -> Measure:
    """The measure in the arena result file ``path`` (:class:`PublishError` if it is not
    one)."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise PublishError("unreadable", path=path, reason=error.strerror or error) from None
    try:
        result = msgspec.json.decode(data, type=_ArenaResult)
        for name in (result.tested, result.reference):
            msgspec.convert(name, type=_LevelName)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        raise PublishError("not_arena", path=path, reason=error) from None
    if result.mode not in MODES:
        raise PublishError("unknown_mode", path=path, mode=result.mode)
    if result.seating != "seat":  # a person choosing a level plays against one such seat
        raise PublishError("not_one_seat", path=path, seating=result.seating)
    average = next((role for role in result.roles if role.role == AVERAGE), None)
    if average is None:
        raise PublishError("no_average", path=path)
    difference = average.difference
    return Measure(
        level=result.tested,
        vs=result.reference,
        mode=result.mode,
        deals=result.deals,
        seed=result.seed,
        games=result.games,
        tested=average.tested.value,
        reference=average.reference.value,
        difference=Interval(difference.value, difference.low, difference.high),
        command=command_of(result),
        models=result.models.get(result.tested, {}),
    )


def published_in(path: Path) -> Strength:
    """What ``path`` holds already (nothing when it does not exist); a damaged file is a
    :class:`PublishError`, so that publishing never overwrites what it cannot read."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return Strength()
    except OSError as error:
        raise PublishError("unreadable", path=path, reason=error.strerror or error) from None
    try:
        return decode(data)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        raise PublishError("damaged", path=path, reason=error) from None


def merge(strength: Strength, measures: Iterable[Measure]) -> Strength:
    """``strength`` with ``measures`` added, each replacing an earlier measure of its
    (level, reference, mode); sorted by level, mode and reference."""
    by_key = {measure.key: measure for measure in strength.measures}
    for measure in measures:
        by_key[measure.key] = measure
    ordered = sorted(by_key.values(), key=lambda m: (m.level, m.mode, m.vs))
    return Strength(tuple(ordered))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m yxs_desktop.arena.publish",
        description="merge `yxs arena --out` results into the levels' published strength",
    )
    parser.add_argument("results", nargs="+", metavar="RESULT.json")
    parser.add_argument(
        "--to", type=Path, default=None, help="the strength file (default: the package's)"
    )
    parser.add_argument("--lang", choices=("zh", "en"), default="zh", help="default: zh")
    options = parser.parse_args(argv)
    lang: str = options.lang
    target: Path = options.to or packaged_path()
    try:
        measures = [(path, measure_of(Path(path))) for path in options.results]
        earlier = published_in(target)
    except PublishError as error:
        print(error.text(lang), file=sys.stderr)
        print(message("nothing_written", lang), file=sys.stderr)
        return 2
    merged = merge(earlier, (measure for _path, measure in measures))
    try:
        target.write_bytes(encode(merged))
    except OSError as error:
        print(message("cannot_write", lang, path=target, reason=error.strerror), file=sys.stderr)
        return 2
    for path, measure in measures:
        fields = {"level": measure.level, "vs": measure.vs, "mode": measure.mode}
        points = measure.difference.value * 100
        print(
            message("published", lang, path=path, deals=measure.deals, difference=points, **fields)
        )
    print(message("written", lang, path=target, count=len(merged.measures)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
