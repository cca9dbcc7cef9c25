"""A running game played on in a forked copy of this process, to measure what one answer
is worth with the real game's state (benchmarks/flips.py, the advantage data).

A game cannot be copied in the middle of a request (the engine's procedures are
coroutines), but the process can: :func:`fork_and_finish` forks, and the copy plays on
to the end and reports how it ended for one seat. In the copy the deck is shuffled and
the game's generator reseeded by a ``salt``, so that the cards to come are neither the
real ones nor different between two copies given the same salt (common random numbers:
two answers compared in copies of one salt differ only by what they cause). A fork reads
the whole real game, hidden cards and all: it makes measures and training labels, never a
player's decision. POSIX only (``os.fork``).
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Callable
from typing import Final

from yxs_desktop.ai.evaluation import DRAW_VALUE
from yxs_desktop.engine.errors import IllegalResponse
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.rng import GameRng

_LOST, _WON, _DRAW, _REFUSED = 0, 1, 2, 255
_RESULTS: Final = {_LOST: 0.0, _WON: 1.0, _DRAW: DRAW_VALUE}


def fork_and_finish(game: Game, play_on: Callable[[], None], seat: int, salt: int) -> float | None:
    """How ``game`` ends for ``seat`` (1 won, 0 lost, :data:`DRAW_VALUE` a draw) when
    ``play_on`` plays it to its end in a forked copy whose deck is shuffled and generator
    reseeded by ``salt``; None when the copy refused the answer ``play_on`` gave
    (:class:`IllegalResponse`). The game in this process is left as it was. Raises
    :class:`RuntimeError` when the copy failed otherwise (its traceback is printed)."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the copy: play on, report, leave without running the parent's cleanup
        os.close(read)
        try:
            GameRng(salt).shuffle(game.deck)
            game.rng = GameRng(salt + 1)
            play_on()
            outcome = game.outcome
            assert outcome is not None, "the copy's game did not end"
            if outcome.result == "draw":
                result = _DRAW
            else:
                result = _WON if seat in outcome.winners else _LOST
        except IllegalResponse:
            result = _REFUSED
        except BaseException:
            traceback.print_exc()
            os._exit(1)
        os.write(write, bytes([result]))
        os._exit(0)
    os.close(write)
    data = os.read(read, 1)
    os.close(read)
    os.waitpid(pid, 0)
    if not data:
        raise RuntimeError(f"a forked copy of game {game.seed} failed (its error is above)")
    return None if data[0] == _REFUSED else _RESULTS[data[0]]
