"""No game of computer players drags on (issue 32, "no stalls"): with one level at every
seat, as `yxs sim` plays them, an identity-5 game ends by round 40, every seat healing
only to live from round 25 (ai/endgame.py). The fast test plays strong games that ran past
40 rounds before that; the slow one plays 2,000 games of each level (200 of a slow one,
a search; the 2,000 expert games are measured on the compiled build, docs/ai.md "Playing
to finish")."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pytest

from yxs_desktop.ai.endgame import FINISH_ROUND
from yxs_desktop.ai.levels import LEVELS, OFFERED
from yxs_desktop.selfplay import play_game

MODE = "identity5"
#: No game may run past this round.
LONGEST = 40
#: Strong games (every seat) that ran 46, 48 and 54 rounds with every seat healing on.
ONCE_LONG = (300936, 302060, 302453)


def rounds(job: tuple[str, int]) -> int:
    """How many rounds the game of ``level`` at every seat from ``seed`` lasted."""
    level, seed = job
    game = play_game(MODE, seed, level)
    assert game.finished, f"{level}, seed {seed}: no result"
    return game.round


@pytest.mark.parametrize("seed", ONCE_LONG)
def test_a_strong_game_that_ran_past_40_rounds_ends_by_then(seed: int) -> None:
    assert FINISH_ROUND < rounds(("strong", seed)) <= LONGEST


@pytest.mark.slow
@pytest.mark.parametrize("level", OFFERED)
def test_no_game_of_a_level_everywhere_runs_past_40_rounds_in_2000(level: str) -> None:
    games = 200 if LEVELS[level].slow else 2000
    jobs = [(level, seed) for seed in range(1, 1 + games)]
    with ProcessPoolExecutor(2) as pool:
        lengths = list(pool.map(rounds, jobs, chunksize=20))
    long = [(seed, n) for (_, seed), n in zip(jobs, lengths, strict=True) if n > LONGEST]
    assert not long, f"{len(long)} of {games} games past {LONGEST} rounds: {long}"
