"""Recording games between computer players (``yxs sim --replays``, tests, benchmarks):
self-play with a replay writer attached. It sits above both `selfplay` and `replay`, which
know nothing of each other."""

from __future__ import annotations

import os
from collections.abc import Sequence

from yxs_desktop.engine import Game, make_mode
from yxs_desktop.replay.writer import ReplayWriter, computer_seats, make_header
from yxs_desktop.selfplay import play_game, seat_levels


def play_and_record(
    path: str | os.PathLike[str],
    mode: str,
    seed: int,
    ai: str | Sequence[str] = "baseline",
    *,
    extra_choice: bool = False,
) -> Game:
    """Play one game between computer players (:func:`yxs_desktop.selfplay.play_game`)
    and save its replay to ``path``; returns the finished game. If the game fails, the
    file is closed as it is (a game that did not end) and the error propagates."""
    players = make_mode(mode, extra_choice=extra_choice).players
    header = make_header(
        mode, seed, computer_seats(players, seat_levels(ai, players)), extra_choice=extra_choice
    )
    writer = ReplayWriter(path, header)
    game: Game | None = None

    def after_step(played: Game) -> None:
        nonlocal game
        game = played
        writer.update(played)

    try:
        game = play_game(
            mode,
            seed,
            ai,
            extra_choice=extra_choice,
            after_event=writer.on_event,
            after_step=after_step,
        )
    finally:
        writer.close(game)
    return game
