"""`yxs sim` plays with the cyclic garbage collector's automatic runs off
(``selfplay.without_automatic_gc``). That is safe only because a finished game leaves no
reference cycles, so that reference counting frees it whole: checked here in every mode."""

from __future__ import annotations

import gc

import pytest

from yxs_desktop.engine.modes import MODES
from yxs_desktop.selfplay import play_game, without_automatic_gc


@pytest.mark.parametrize("ai", ["baseline", "random"])
@pytest.mark.parametrize("mode", sorted(MODES))
def test_a_finished_game_leaves_no_reference_cycles(mode: str, ai: str) -> None:
    gc.collect()
    with without_automatic_gc():
        for seed in range(3):
            play_game(mode, seed, ai)
            assert gc.collect() == 0, f"{mode} seed {seed} left objects only a cycle holds"


def test_the_collector_is_off_for_the_batch_and_restored_after() -> None:
    was_enabled = gc.isenabled()
    with without_automatic_gc():
        assert not gc.isenabled()
    assert gc.isenabled() == was_enabled
