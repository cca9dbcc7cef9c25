"""Playing on from a point of a replay: the replay's game re-run in the engine through its
first answers, then played on by the person at one seat against computer players (the rest
of the replay is dropped).

The point is an answer boundary: ``answers``, how many of the replay's answers are taken
over (a viewer at position ``k`` of a re-run playback is after ``bisect_left(
replay.events_before, k)`` of them). The re-run is checked event by event against the
recorded events, so a game is played on only from the exact state the replay shows. The new
game is recorded like any local game; its file holds the answers taken over (its recorder is
hooked to the game before the re-run), so it re-runs and verifies on its own, and its
header names where it came from (:class:`~yxs_desktop.replay.format.Origin`) and the new
seat as the person's (``own``): the new file is the person's game at that seat, whoever
played the replay.
"""

from __future__ import annotations

from collections.abc import Sequence

from yxs_desktop.ai.levels import LEVELS
from yxs_desktop.client.local import LocalSession
from yxs_desktop.client.recording import GameRecorder
from yxs_desktop.client.session import Listener
from yxs_desktop.engine import EngineFault, Game
from yxs_desktop.replay.format import Origin
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.reader import Replay
from yxs_desktop.replay.rerun import Diverged, rerun


class PlayOnRefused(ReplayError):
    """Playing on is not possible there: no such seat or point, the seat is dead, the game
    is over, or the replay does not re-run exactly; the message says which."""


def rerun_to(replay: Replay, answers: int, recorder: GameRecorder | None = None) -> Game:
    """The replay's game after its first ``answers`` answers, each event checked against
    the recorded one (:class:`PlayOnRefused` when the engine makes another game).
    ``recorder`` writes the re-run as it goes."""
    if not 0 <= answers <= len(replay.responses):
        raise PlayOnRefused("play_on.no_point", answers=answers, responses=len(replay.responses))
    try:
        game = rerun(replay, answers, recorder)
    except Diverged as diverged:
        raise PlayOnRefused("play_on.diverged", index=diverged.index) from None
    except EngineFault as exc:
        raise PlayOnRefused("play_on.not_exact", problem=str(exc)) from None
    except ReplayError as exc:
        raise PlayOnRefused("play_on.not_exact", problem=exc.message) from None
    return game


def check_seat(game: Game, seat: int) -> None:
    """Refuse (:class:`PlayOnRefused`) a ``seat`` that cannot play on in ``game``: not at
    its table, dead, or the game is over."""
    players = game.players
    if not 0 <= seat < len(players):
        raise PlayOnRefused("play_on.no_seat", seat=seat, last=len(players) - 1)
    if game.pending is None:
        raise PlayOnRefused("play_on.over")
    if not players[seat].alive:
        raise PlayOnRefused("play_on.dead", seat=seat)


def levels_of(replay: Replay) -> tuple[str, ...]:
    """The level each seat's computer player had in ``replay`` (its header's
    ``computer:<level>``), ``baseline`` for a person's seat or a level no longer known:
    played on, the table keeps its players."""
    return tuple(
        level if kind == "computer" and level in LEVELS else "baseline"
        for kind, _, level in (seat.player.partition(":") for seat in replay.header.seats)
    )


def play_on(
    replay: Replay,
    answers: int,
    seat: int,
    listener: Listener,
    *,
    recorder: GameRecorder | None = None,
    ai: str | Sequence[str] | None = None,
    timeouts: bool = True,
    time_limit: float | None = None,
    pace: float = 0.0,
    pick_pace: float | None = None,
    show_wait: float = 0.0,
) -> LocalSession:
    """A session (not started) on the replay's game after ``answers`` answers, the person at
    ``seat``, every other seat a computer player of ``ai`` (one level, one per seat, or
    None: each seat's level in the replay, :func:`levels_of`); its ``opening`` is the table to
    show at once. ``recorder`` records the new game from its start: a new file whose header
    has the replay's mode, options and seed, the new seats with ``seat`` the person's and its
    ``own``, and :func:`origin_of` (``open_recorder(store, mode, seed, seat, name,
    origin=origin_of(replay, answers))``). The other options are
    :class:`LocalSession`'s. :class:`PlayOnRefused` when the point or the seat cannot be
    played on (the recorder's file is then deleted)."""
    players = len(replay.header.seats)
    try:
        if not 0 <= seat < players:
            raise PlayOnRefused("play_on.no_seat", seat=seat, last=players - 1)
        game = rerun_to(replay, answers, recorder)
        check_seat(game, seat)
    except PlayOnRefused:
        if recorder is not None:
            recorder.discard()
        raise
    return LocalSession.resumed(
        game,
        seat,
        listener,
        recorder=recorder,
        ai=levels_of(replay) if ai is None else ai,
        timeouts=timeouts,
        time_limit=time_limit,
        pace=pace,
        pick_pace=pick_pace,
        show_wait=show_wait,
    )


def origin_of(replay: Replay, answers: int) -> Origin:
    """The header's origin of a game played on from ``replay`` after ``answers`` answers:
    the digest of the replay's file and the answers taken over."""
    return Origin(sha256=replay.sha256, responses=answers)
