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

import math
import os
import struct
import traceback
from collections.abc import Callable
from typing import Final, NamedTuple

from yxs_desktop.ai.evaluation import DRAW_VALUE
from yxs_desktop.engine.errors import IllegalResponse
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.rng import GameRng

_LOST, _WON, _DRAW, _REFUSED = 0, 1, 2, 255
_RESULTS: Final = {_LOST: 0.0, _WON: 1.0, _DRAW: DRAW_VALUE}
#: What a copy reports through its pipe: the result's byte, the reading (NaN: none).
_REPORT: Final = struct.Struct("<Bd")


class Forked(NamedTuple):
    """How a forked copy ended for the seat (1 won, 0 lost, :data:`DRAW_VALUE` a draw),
    and what its ``play_on`` read on the way (None: nothing)."""

    result: float
    reading: float | None


def fork_and_finish(
    game: Game, play_on: Callable[[], float | None], seat: int, salt: int
) -> Forked | None:
    """How ``game`` ends for ``seat`` when ``play_on`` plays it to its end in a forked
    copy whose deck is shuffled and generator reseeded by ``salt``, with the number
    ``play_on`` returns; None when the copy refused the answer ``play_on`` gave
    (:class:`IllegalResponse`). The game in this process is left as it was. Raises
    :class:`RuntimeError` when the copy failed otherwise (its traceback is printed)."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the copy: play on, report, leave without running the parent's cleanup
        os.close(read)
        try:
            GameRng(salt).shuffle(game.deck)
            game.rng = GameRng(salt + 1)
            reading = play_on()
            outcome = game.outcome
            assert outcome is not None, "the copy's game did not end"
            if outcome.result == "draw":
                result = _DRAW
            else:
                result = _WON if seat in outcome.winners else _LOST
        except IllegalResponse:
            result, reading = _REFUSED, None
        except BaseException:
            traceback.print_exc()
            os._exit(1)
        os.write(write, _REPORT.pack(result, math.nan if reading is None else reading))
        os._exit(0)
    os.close(write)
    data = b""
    while len(data) < _REPORT.size and (chunk := os.read(read, _REPORT.size - len(data))):
        data += chunk
    os.close(read)
    os.waitpid(pid, 0)
    if len(data) != _REPORT.size:
        raise RuntimeError(f"a forked copy of game {game.seed} failed (its error is above)")
    result, reading = _REPORT.unpack(data)
    if result == _REFUSED:
        return None
    return Forked(_RESULTS[result], None if math.isnan(reading) else reading)
