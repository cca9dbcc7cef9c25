"""Re-running a replay's game in the engine: from its header, answer by answer. Verifying
uses it, and so do playing back by re-running, playing on from a point and a server
resuming its games after a restart (:func:`rerun`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from yxs_desktop.engine import (
    EngineFault,
    Event,
    Game,
    IllegalResponse,
    MalformedResponse,
    UnknownMode,
    decode_response,
    encode,
    make_mode,
)
from yxs_desktop.replay.format import Header, ResponseLine
from yxs_desktop.replay.messages import ReplayError

if TYPE_CHECKING:
    from yxs_desktop.replay.reader import Replay
    from yxs_desktop.replay.recorder import GameRecorder


def start_game(header: Header) -> Game:
    """The game the header describes, started (up to its first request)."""
    game = make_game(header)
    try:
        game.start()
    except EngineFault as exc:
        raise ReplayError("engine_fault", reason=str(exc)) from None
    return game


def make_game(header: Header) -> Game:
    """The game the header describes, not started yet (a writer may be hooked to it first:
    playing on from a replay records the re-run as it goes)."""
    try:
        mode = make_mode(header.mode, extra_choice=header.options.extra_choice)
    except UnknownMode:
        raise ReplayError("unknown_mode", mode=header.mode) from None
    if len(header.seats) != mode.players:
        raise ReplayError(
            "seats_differ", found=len(header.seats), mode=header.mode, players=mode.players
        )
    return Game(mode, header.seed)


def answer(game: Game, line: ResponseLine, number: int) -> None:
    """Submit the recorded answer of ``line`` (line ``number`` of the file) to ``game``;
    :class:`ReplayError` says why when the engine does not take it."""
    request = game.pending
    if request is None:
        raise ReplayError("nothing_asked", line=number)
    waiting = game.waiting_for()
    if line.id != request.id or line.seat not in waiting:
        raise ReplayError(
            "wrong_request",
            line=number,
            seat=line.seat,
            id=line.id,
            pending=request.id,
            seats=", ".join(map(str, waiting)),
        )
    try:
        response = decode_response(bytes(line.response))
        game.submit(line.seat, line.id, response)
    except (MalformedResponse, IllegalResponse) as exc:
        raise ReplayError(
            "refused", line=number, seat=line.seat, id=line.id, reason=str(exc)
        ) from None
    except EngineFault as exc:
        raise ReplayError("engine_fault", reason=str(exc)) from None


class Diverged(Exception):
    """A re-run's events differ from the recording's from event ``index`` on."""

    def __init__(self, index: int) -> None:
        super().__init__(index)
        self.index = index


def check_events(replay: Replay, events: Sequence[Event], start: int) -> int:
    """Compare a re-run's ``events`` from ``start`` on with the replay's recorded ones
    (byte for byte, as encoded) and return how many are now checked; :class:`Diverged` at
    the first that differs, or when the re-run goes beyond the events of a whole file (one
    cut off may hold fewer than the game makes)."""
    recorded = replay.events
    end = min(len(events), len(recorded))
    for index in range(start, end):
        if encode(events[index]) != recorded[index]:
            raise Diverged(index)
    if len(events) > len(recorded) and replay.complete:
        raise Diverged(len(recorded))
    return max(start, end)


def rerun(
    replay: Replay,
    answers: int,
    recorder: GameRecorder | None = None,
    *,
    flush_each: bool = True,
) -> Game:
    """The replay's game after its first ``answers`` answers (0 to all of them), each
    event checked against the recorded one. ``recorder`` writes the re-run as it goes
    (attached before the game starts, so its file holds every answer taken over), its
    file flushed after every answer, or only at the end (``flush_each`` False: a server
    resuming many games at once, before anyone is told anything).

    Raises :class:`Diverged` when the engine makes another game, :class:`ReplayError`
    when an answer is not taken, and ``EngineFault`` from the engine itself."""
    if not 0 <= answers <= len(replay.responses):
        raise ValueError(f"{answers} is not from 0 to {len(replay.responses)} answers")
    game = make_game(replay.header)
    if recorder is not None:
        recorder.attach(game)
    game.start()
    checked = check_events(replay, game.events, 0)
    for i in range(answers):
        if replay.events_before[i] != len(game.events):
            raise Diverged(min(checked, len(game.events)))
        answer(game, replay.responses[i], replay.response_lines[i])
        checked = check_events(replay, game.events, checked)
        if recorder is not None and flush_each:
            recorder.update(game)
    if recorder is not None:
        recorder.update(game)
    return game
