"""The bootstrap over deals: what the intervals say and that they are reproducible."""

from __future__ import annotations

import pytest

from yxs_desktop.arena.stats import bootstrap, percentile


def test_percentile_interpolates_between_neighbours():
    assert percentile([0.0, 1.0, 2.0, 3.0, 4.0], 0.5) == 2.0
    assert percentile([0.0, 10.0], 0.25) == 2.5
    assert percentile([7.0], 0.99) == 7.0


def _wins(deals: int) -> list[float]:
    return [1.0 if i % 10 < 3 else 0.0 for i in range(deals)]  # a 30% win rate


def test_the_bootstrap_interval_contains_the_mean_and_narrows_with_more_deals():
    (small,) = bootstrap([_wins(40)], seed=3)
    (large,) = bootstrap([_wins(400)], seed=3)
    for found in (small, large):
        assert found.value == pytest.approx(0.3)
        assert found.low < found.value < found.high
    assert large.high - large.low < (small.high - small.low) / 2


def test_the_bootstrap_is_deterministic_for_a_seed():
    sample = [[0.0, 0.5, 1.0, 1.0, 0.0, 0.5], [1.0, 0.0, 0.0, 1.0, 0.5, 0.5]]
    assert bootstrap(sample, seed=5) == bootstrap(sample, seed=5)
    assert bootstrap(sample, seed=5) != bootstrap(sample, seed=6)


def test_the_bootstrap_keeps_deals_paired_across_series():
    """The same resampled deals serve every series: a series that is another plus a
    constant has the other's interval shifted by that constant."""
    base = [0.0, 1.0, 0.5, 1.0, 0.0, 0.0, 1.0, 0.5]
    first, shifted = bootstrap([base, [v + 1 for v in base]], seed=1, resamples=200)
    assert shifted.low == pytest.approx(first.low + 1)
    assert shifted.high == pytest.approx(first.high + 1)


def test_the_bootstrap_refuses_series_of_different_lengths():
    with pytest.raises(ValueError, match="one value for each"):
        bootstrap([[1.0, 0.0], [1.0]], seed=1)
