"""Recording a local game as it is played, into the replay folder (:class:`ReplayStore`),
through the :class:`~yxs_desktop.replay.recorder.GameRecorder` that never stops the game."""

from __future__ import annotations

import datetime
import logging
from collections.abc import Sequence

from yxs_desktop.client.replay_store import ReplayStore, ReplayStoreError
from yxs_desktop.engine import make_mode
from yxs_desktop.replay.format import Origin, Seat
from yxs_desktop.replay.recorder import GameRecorder
from yxs_desktop.replay.writer import ReplayWriter, make_header

__all__ = ["GameRecorder", "open_recorder", "seats_of"]

log = logging.getLogger(__name__)


def seats_of(players: int, person: int | None, name: str, ai: str | Sequence[str]) -> list[Seat]:
    """The header's seats: the person's (with their name) and the computer players', each
    with its level (``ai``: one for all, or one per seat)."""
    levels = [ai] * players if isinstance(ai, str) else list(ai)
    if len(levels) != players:
        raise ValueError(f"{len(levels)} levels for {players} seats: give one, or one per seat")
    return [
        Seat(seat, name=name, player="person")
        if seat == person
        else Seat(seat, player=f"computer:{levels[seat]}")
        for seat in range(players)
    ]


def open_recorder(
    store: ReplayStore,
    mode: str,
    seed: int,
    person: int | None,
    name: str = "",
    *,
    ai: str | Sequence[str] = "baseline",
    extra_choice: bool = False,
    origin: Origin | None = None,
) -> GameRecorder | None:
    """A recorder for a local game about to start, in a new file of ``store`` (the oldest
    replays beyond its limit deleted), or None when the folder cannot be written: the game
    is then played unrecorded, with a warning in the log. ``person``: the person's seat
    (None: computer players only), which the header names as its ``own`` seat: the file is
    this person's. ``ai``: the computer players' level, one for all or one per seat.
    ``origin``: the replay and point a game played on from a replay began at."""
    players = make_mode(mode, extra_choice=extra_choice).players
    seats = seats_of(players, person, name, ai)
    header = make_header(mode, seed, seats, extra_choice=extra_choice, origin=origin, own=person)
    try:
        path = store.new_path(mode, seed, datetime.datetime.now())
        store.prune(keep=path)
        return GameRecorder(ReplayWriter(path, header), path)
    except (ReplayStoreError, OSError) as error:
        log.warning("this game is not recorded: %s", error)
        return None
