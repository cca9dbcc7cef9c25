"""Win rates per role with 95% intervals by a bootstrap over deals.

For a role and a deal, the tested level's score is the share of its games won among the
seats the deal gives that role (each with the tested level there), and the reference's the
share won by the reference in the same seats of the same deal's reference game. The
bootstrap resamples whole deals, so that each tested game stays paired with its reference
game and the luck of the deal cancels in the difference. Draws go through the engine's
seeded generator: the same seed gives the same intervals.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple

from yxs_desktop.arena.blunders import BLUNDERS
from yxs_desktop.arena.results import GameResult
from yxs_desktop.engine.rng import GameRng

RESAMPLES: Final = 1000
#: The name of the average over roles among the roles.
AVERAGE: Final = "average"


class Interval(NamedTuple):
    """An estimate with its 95% interval."""

    value: float
    low: float
    high: float


class RoleFigures(NamedTuple):
    role: str
    games: int  # the tested level's games in this role
    tested: Interval
    reference: Interval
    difference: Interval


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def percentile(sorted_values: Sequence[float], share: float) -> float:
    """The ``share`` percentile of ``sorted_values``, interpolating between neighbours."""
    position = share * (len(sorted_values) - 1)
    low = int(position)
    high = min(low + 1, len(sorted_values) - 1)
    return sorted_values[low] + (sorted_values[high] - sorted_values[low]) * (position - low)


def bootstrap(
    samples: Sequence[Sequence[float]], seed: int, resamples: int = RESAMPLES
) -> list[Interval]:
    """For each of the parallel series in ``samples`` (one value per deal each), its mean
    and 95% interval, the same resampled deals serving every series."""
    deals = len(samples[0])
    if deals == 0 or any(len(series) != deals for series in samples):
        raise ValueError("every series needs one value for each of at least one deal")
    rng = GameRng(seed)
    means: list[list[float]] = [[] for _ in samples]
    for _ in range(resamples):
        picks = [rng.below(deals) for _ in range(deals)]
        for series, found in zip(samples, means, strict=True):
            found.append(sum(series[i] for i in picks) / deals)
    intervals = []
    for series, found in zip(samples, means, strict=True):
        found.sort()
        intervals.append(Interval(mean(series), percentile(found, 0.025), percentile(found, 0.975)))
    return intervals


def _per_deal(results: Sequence[GameResult]) -> dict[str, tuple[list[float], list[float], int]]:
    """Per role: the tested and reference score of each deal (in deal order) and the
    number of tested games."""
    reference = {r.deal: r for r in results if not r.tested_seats}
    tested: dict[int, list[GameResult]] = {}
    for result in results:
        if result.tested_seats:
            tested.setdefault(result.deal, []).append(result)
    wins: dict[str, dict[int, tuple[list[bool], list[bool]]]] = {}
    for deal in sorted(tested):
        for result in tested[deal]:
            for index in result.tested_seats:
                seat = result.seats[index]
                mine, theirs = wins.setdefault(seat.role, {}).setdefault(deal, ([], []))
                mine.append(seat.won)
                theirs.append(reference[deal].seats[index].won)
    return {
        role: (
            [mean(m) for m, _ in per.values()],
            [mean(t) for _, t in per.values()],
            sum(len(m) for m, _ in per.values()),
        )
        for role, per in sorted(wins.items())
    }


def role_figures(
    results: Sequence[GameResult], seed: int, resamples: int = RESAMPLES
) -> list[RoleFigures]:
    """Per role (by name), then the average over roles (:data:`AVERAGE`, when there are
    deals in which every role was played): the tested and reference win rates and their
    difference, each with its 95% bootstrap interval over deals."""
    per_role = _per_deal(results)
    figures = []
    for role, (mine, theirs, games) in per_role.items():
        diff = [m - t for m, t in zip(mine, theirs, strict=True)]
        tested, ref, difference = bootstrap([mine, theirs, diff], seed, resamples)
        figures.append(RoleFigures(role, games, tested, ref, difference))
    lengths = {len(mine) for mine, _, _ in per_role.values()}
    if len(lengths) == 1:  # every role in every deal (the modes with fixed roles per deal)
        count = len(per_role)
        mine = [sum(v[0][i] for v in per_role.values()) / count for i in range(lengths.pop())]
        theirs = [sum(v[1][i] for v in per_role.values()) / count for i in range(len(mine))]
        diff = [m - t for m, t in zip(mine, theirs, strict=True)]
        tested, ref, difference = bootstrap([mine, theirs, diff], seed, resamples)
        games = sum(v[2] for v in per_role.values())
        figures.append(RoleFigures(AVERAGE, games, tested, ref, difference))
    return figures


def decision_times(results: Sequence[GameResult]) -> dict[str, tuple[int, float, float]]:
    """Per level: decisions, mean and 99th percentile decision time in milliseconds."""
    times: dict[str, list[int]] = {}
    for result in results:
        for level, found in result.times_ns.items():
            times.setdefault(level, []).extend(found)
    figures = {}
    for level, found in sorted(times.items()):
        if found:
            found.sort()
            figures[level] = (len(found), mean(found) / 1e6, percentile(found, 0.99) / 1e6)
    return figures


def blunder_counts(results: Sequence[GameResult]) -> dict[str, dict[str, int]]:
    """Per level, per blunder: how many times it happened over every game."""
    counts: dict[str, dict[str, int]] = {}
    for result in results:
        for level, found in result.blunders.items():
            mine = counts.setdefault(level, dict.fromkeys(BLUNDERS, 0))
            for name, count in found.items():
                mine[name] += count
    return dict(sorted(counts.items()))
