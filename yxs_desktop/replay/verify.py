"""Verifying a replay: re-run the engine from the header, feeding the recorded answers in
order, and check that it makes the recorded events, byte for byte (and so the digests), in
the recorded places, and ends with the recorded result.

A verdict is ``verified`` only for a whole game (closed file, result line) that re-runs
exactly; a valid beginning of a game is ``incomplete``, never verified.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Final

import msgspec

from yxs_desktop.engine import Event, Game, describe, encode, text
from yxs_desktop.replay.format import decode_event
from yxs_desktop.replay.messages import Message, ReplayError
from yxs_desktop.replay.reader import Replay, read_replay
from yxs_desktop.replay.rerun import answer, start_game
from yxs_desktop.replay.rules import rules_digest

#: Verdict statuses. Only VERIFIED is a success.
VERIFIED: Final = "verified"
INCOMPLETE: Final = "incomplete"  # a valid beginning: the game did not end or was cut off
DIVERGED: Final = "diverged"  # the engine makes other events than the recorded ones
REFUSED: Final = "refused"  # the engine does not take a recorded answer, or another result
DAMAGED: Final = "damaged"  # not a replay, or damaged (a ReplayError of the reader)

#: How much of an event's encoding a message quotes when it is not an event at all.
_QUOTE: Final = 80


@dataclass
class Verdict:
    """The outcome of verifying one replay: ``status`` (one of the constants above), what
    was checked, what went wrong (``problem``) and what else there is to know (``notes``:
    the reader's, and a rules digest that differs). ``index``: the first diverging event."""

    status: str
    problem: Message
    notes: list[Message] = field(default_factory=list)
    index: int | None = None

    @property
    def ok(self) -> bool:
        return self.status == VERIFIED

    def text(self, lang: str) -> str:
        """The verdict in ``lang``, notes included, one line each."""
        return "\n".join([self.problem.text(lang), *(note.text(lang) for note in self.notes)])


def verify_file(path: str | os.PathLike[str]) -> Verdict:
    """Read and verify the replay at ``path``; never raises for a bad file."""
    try:
        replay = read_replay(path)
    except ReplayError as exc:
        return Verdict(DAMAGED, exc.message)
    return verify(replay)


def verify(replay: Replay) -> Verdict:
    """Re-run ``replay``'s game and compare (see the module's docstring). A seat's own
    recording (its header's ``view``) holds neither the seed nor the answers: refused."""
    notes = list(replay.notes)
    view = replay.header.view
    if view is not None:
        return Verdict(REFUSED, Message("seat_recording", seat=view + 1), notes)
    current = rules_digest()
    if replay.header.rules != current:
        notes.append(
            Message("rules_differ", recorded=replay.header.rules[:12], current=current[:12])
        )
    try:
        return _rerun(replay, notes)
    except ReplayError as exc:
        return Verdict(REFUSED, exc.message, notes)


def _rerun(replay: Replay, notes: list[Message]) -> Verdict:
    game = start_game(replay.header)
    recorded = replay.events
    checked = 0  # the events compared so far
    numbers = replay.response_lines
    for i, line in enumerate(replay.responses):
        divergence = _compare(game, recorded, checked, len(game.events), notes)
        if divergence is not None:
            return divergence
        checked = len(game.events)
        if replay.events_before[i] != checked:
            raise ReplayError(
                "misplaced_answer",
                line=numbers[i],
                recorded=replay.events_before[i],
                rerun=checked,
            )
        answer(game, line, numbers[i])
    end = len(game.events) if replay.complete else min(len(game.events), len(recorded))
    divergence = _compare(game, recorded, checked, end, notes)
    if divergence is not None:
        return divergence
    counts = {"responses": len(replay.responses), "events": end}
    if not replay.complete:
        key = "incomplete" if replay.terminated else "cut_off"
        return Verdict(INCOMPLETE, Message(key, **counts), notes)
    if len(recorded) > len(game.events):
        return _diverged(game, recorded, len(game.events), notes)
    outcome = game.outcome
    result = replay.result
    assert result is not None
    if outcome is None or game.pending is not None:
        raise ReplayError("not_over")
    rerun = (outcome.result, outcome.title, list(outcome.winners))
    if (result.result, result.title, result.winners) != rerun:
        raise ReplayError(
            "result_differs",
            recorded=f"{result.result}/{result.title}/{result.winners}",
            rerun=f"{rerun[0]}/{rerun[1]}/{rerun[2]}",
        )
    return Verdict(VERIFIED, Message("verified", **counts), notes)


def _compare(
    game: Game, recorded: list[bytes], start: int, end: int, notes: list[Message]
) -> Verdict | None:
    """The verdict on the first of the events ``start`` to ``end`` of the re-run that is
    not the recorded one, or None when all are."""
    events = game.events
    for index in range(start, end):
        if index >= len(recorded) or encode(events[index]) != recorded[index]:
            return _diverged(game, recorded, index, notes)
    return None


def _diverged(game: Game, recorded: list[bytes], index: int, notes: list[Message]) -> Verdict:
    events = game.events
    heroes = tuple(p.hero.id if p.hero is not None else None for p in game.players)
    mine = _recorded_event(recorded[index], heroes) if index < len(recorded) else None
    theirs = EventText(events[index], heroes) if index < len(events) else None
    if mine is None:
        problem = Message("missing_events", index=index, rerun=theirs)
    elif theirs is None:
        problem = Message("rerun_ended", index=index, recorded=mine)
    else:
        problem = Message("diverged", index=index, recorded=mine, rerun=theirs)
    return Verdict(DIVERGED, problem, notes, index)


def _recorded_event(encoded: bytes, heroes: tuple[str | None, ...]) -> EventText | str:
    try:
        return EventText(decode_event(encoded), heroes)
    except msgspec.DecodeError:  # not an event at all: quote it
        quoted = encoded[:_QUOTE].decode("utf-8", "replace")
        return quoted + ("…" if len(encoded) > _QUOTE else "")


class EventText:
    """An event as a message shows it: its log line in the message's language (the seats
    named by their heroes), or its fields when it has none."""

    __slots__ = ("event", "heroes")

    def __init__(self, event: Event, heroes: tuple[str | None, ...]) -> None:
        self.event = event
        self.heroes = heroes

    def text(self, lang: str) -> str:
        def name(seat: int) -> str:
            hero = self.heroes[seat] if 0 <= seat < len(self.heroes) else None
            if hero is not None:
                return f"{text(f'hero.{hero}.name', lang)}[{seat}]"
            return text("seat.unnamed", lang).format(seat=seat + 1)

        event = self.event
        try:
            line = describe(event, lang, name)
        except Exception:  # an event that makes no sense in this game (a damaged one)
            line = None
        if line:
            return line
        fields = {f: getattr(event, f) for f in event.__struct_fields__}
        return f"{type(event).__name__} {fields}"
