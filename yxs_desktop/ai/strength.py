"""The measured strength of the computer players' levels: ``strength.json`` beside this
module, written by ``python -m yxs_desktop.arena.publish`` from `yxs arena --out` files and
read by the new-game page. A missing or damaged file means that nothing was measured."""

from __future__ import annotations

import functools
import logging
from importlib import resources
from pathlib import Path
from typing import Final

import msgspec

log = logging.getLogger(__name__)

#: The data file's name, in this package.
FILE_NAME: Final = "strength.json"
#: The level every other is measured against on the new-game page.
REFERENCE: Final = "baseline"


class Interval(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A figure and its 95% interval, as shares of 1 (0.12: 12 points)."""

    value: float
    low: float
    high: float


class Measure(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """One arena: ``level`` (the tested one) against ``vs`` in ``mode``, over ``deals``
    deals from ``seed``; the win rates and their difference averaged over roles; the
    model files the tested level read, by name, with their SHA-256 (``models``: none for
    a level without models, or a measure published before they were recorded)."""

    level: str
    vs: str
    mode: str
    deals: int
    seed: int
    games: int
    tested: float  # the tested level's win rate
    reference: float  # the reference level's, in the same seats of the same deals
    difference: Interval  # tested - reference
    command: str  # the `yxs arena` command that measured it
    models: dict[str, str] = msgspec.field(default_factory=dict)

    @property
    def key(self) -> tuple[str, str, str]:
        """What a later measurement replaces: (level, vs, mode)."""
        return (self.level, self.vs, self.mode)


class Strength(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Every measure published, sorted by level, mode and reference."""

    measures: tuple[Measure, ...] = ()

    def of(self, level: str) -> tuple[Measure, ...]:
        """The measures of ``level`` (as the tested one), every mode."""
        return tuple(m for m in self.measures if m.level == level)

    def against_reference(self, level: str, mode: str) -> Measure | None:
        """The measure of ``level`` against :data:`REFERENCE` in ``mode`` (None: none)."""
        for measure in self.measures:
            if measure.key == (level, REFERENCE, mode):
                return measure
        return None


def decode(data: bytes) -> Strength:
    """The published strength in ``data`` (:class:`msgspec.DecodeError` or
    :class:`msgspec.ValidationError` when it is not)."""
    return msgspec.json.decode(data, type=Strength)


def encode(strength: Strength) -> bytes:
    """``strength`` as the data file holds it: indented JSON, one key a line, ending with a
    newline (so that a change reads well in a diff)."""
    return msgspec.json.format(msgspec.json.encode(strength), indent=2) + b"\n"


def packaged_path() -> Path:
    """Where the package's data file is (it may not exist)."""
    return Path(str(resources.files(__package__ or "yxs_desktop.ai").joinpath(FILE_NAME)))


def read(path: Path) -> Strength:
    """The strength published in ``path``; a missing, unreadable or damaged file gives an
    empty one (nothing measured), with a warning in the log for a damaged one."""
    try:
        data = path.read_bytes()
    except OSError:
        return Strength()
    try:
        return decode(data)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        log.warning("%s is damaged (%s): no level shows a measured strength", path, error)
        return Strength()


@functools.cache
def published() -> Strength:
    """The strength shipped with the program, read once."""
    return read(packaged_path())
