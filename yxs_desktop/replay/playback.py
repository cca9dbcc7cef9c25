"""Playing a replay back: the model under the viewer. Seek to any point of the event stream
and see it from any viewpoint (a seat, or None: a spectator).

Normally the game is re-run in the engine (:mod:`.rerun`), which gives exact views of any
seat (:func:`~yxs_desktop.engine.seat_view`). Events an answer makes come together, so a
re-run stops only between answers: ``seek(k)`` plays the fewest answers after which the game
has made at least ``k`` events (:meth:`Playback.lands_on` says how many that is). Seeking
forward goes on from the current game; seeking back starts the game again, since the engine
has no way to copy a game (it runs as a suspended coroutine) and re-running is fast enough:
the longest of 100 identity8 games re-runs in about 26 ms (benchmarks/replay.py).

While re-running, each event the engine makes is compared, byte for byte, with the recorded
one. On the first difference (or an answer the engine refuses) playback switches for good
to the recorded events, says so (:attr:`Playback.notice`), and from then on lands exactly on
``k``. The events are then redacted per viewer by the engine's own rule for one event
(``event_for``, which needs no game), and the views are rebuilt from them
(:class:`~.view_builder.ViewBuilder`: at an answer boundary, what the engine's views gave
when the game was played): one builder per viewpoint, made when first asked for, folding
on as the position moves forward and folding again from the start when it moves back. The
"all cards open" viewpoint is :data:`ALL`: :meth:`Playback.open_view` gives an
:class:`~.open_view.OpenView` (every role and hand, from each seat's view) and
:meth:`Playback.events` the events unredacted.
"""

from __future__ import annotations

from bisect import bisect_left

import msgspec

from yxs_desktop.engine import (
    Event,
    Game,
    NoSuchSeat,
    SeatView,
    UnknownMode,
    event_for,
    make_mode,
    seat_view,
)
from yxs_desktop.engine.events import Died, TurnStarted
from yxs_desktop.replay.format import decode_event
from yxs_desktop.replay.messages import Message, ReplayError
from yxs_desktop.replay.open_view import ALL, OpenView, open_view
from yxs_desktop.replay.reader import Replay
from yxs_desktop.replay.rerun import Diverged, answer, check_events, start_game
from yxs_desktop.replay.view_builder import ViewBuilder

__all__ = ["ALL", "Playback"]


class Playback:
    """A replay played back (see the module's docstring). ``length``: the events of the
    recorded game; ``turns`` and ``deaths``: the indexes of its ``TurnStarted`` and
    ``Died`` events (seek to an index + 1 to show the state just after that event);
    ``position``: the events the current state holds; ``rerun_ok``: whether the engine
    re-runs the game (False: shown from its recorded events, with views rebuilt from them,
    and ``notice`` says so).

    Opening re-runs the whole game once, to know at once whether it can be re-run; the
    state is then at the end."""

    def __init__(self, replay: Replay) -> None:
        self.replay = replay
        recorded = [_decoded(encoded, index) for index, encoded in enumerate(replay.events)]
        self._recorded: list[Event] = recorded
        self.length: int = len(recorded)
        self.turns: tuple[int, ...] = tuple(
            i for i, event in enumerate(recorded) if type(event) is TurnStarted
        )
        self.deaths: tuple[int, ...] = tuple(
            i for i, event in enumerate(recorded) if type(event) is Died
        )
        self.rerun_ok = True
        self.notice: Message | None = None
        self.position = 0
        self._game: Game | None = None
        self._answered = 0  # the answers given to the current game
        self._checked = 0  # the events known to be the recorded ones
        #: Views rebuilt from the recorded events, by viewpoint, with how many they hold.
        self._builders: dict[object, tuple[ViewBuilder, int]] = {}
        view = replay.header.view
        if view is not None:  # one seat's events only: nothing to re-run
            self.rerun_ok = False
            self.notice = Message("seat_recording", seat=view + 1)
        self.seek(self.length)

    @property
    def game(self) -> Game | None:
        """The re-run game at :attr:`position` (None when shown from recorded events); the
        caller may read its views but must not submit to it."""
        return self._game if self.rerun_ok else None

    @property
    def seats(self) -> int:
        return len(self.replay.header.seats)

    def lands_on(self, k: int) -> int:
        """The position ``seek(k)`` gives: ``k`` (within the game) when shown from recorded
        events, else the event count after the fewest answers that make at least ``k``."""
        k = max(0, min(k, self.length))
        if not self.rerun_ok:
            return k
        before = self.replay.events_before
        answers = bisect_left(before, k)
        return before[answers] if answers < len(before) else self.length

    def seek(self, k: int) -> int:
        """Go to the state after the first ``k`` events (clamped to the game); returns
        :attr:`position`, where it landed (see :meth:`lands_on`)."""
        k = max(0, min(k, self.length))
        if self.rerun_ok:
            answers = bisect_left(self.replay.events_before, k)
            try:
                self._rerun_to(answers)
            except Diverged as diverged:
                self._switch(diverged.index)
        self.position = k if not self.rerun_ok else self._landed()
        return self.position

    def view(self, seat: object) -> SeatView | None:
        """What ``seat`` (None: a spectator) may know at :attr:`position`: from the re-run
        game, or when shown from recorded events rebuilt from them (None only when this
        program has no such mode to build them for)."""
        game = self.game
        if game is not None:
            return seat_view(game, seat)
        viewer = self._viewer(seat)
        builder = self._built(viewer)
        return builder.view() if builder is not None else None

    def open_view(self) -> OpenView | None:
        """The table at :attr:`position` with every card open (the :data:`ALL` viewpoint),
        from the re-run game or rebuilt from the recorded events (see :meth:`view`)."""
        game = self.game
        if game is not None:
            return open_view(game)
        builder = self._built(ALL)
        return builder.open_view() if builder is not None else None

    def events(self, seat: object, start: int = 0, stop: int | None = None) -> list[Event]:
        """The events ``start`` to ``stop`` (default :attr:`position`) as ``seat`` may see
        them: a seat, None (a spectator) or :data:`ALL` (every event whole)."""
        stop = self.position if stop is None else min(stop, self.position)
        game = self.game
        source = game.events if game is not None else self._recorded
        chosen = source[max(0, start) : stop]
        if seat is ALL:
            return list(chosen)
        viewer = self._viewer(seat)
        out = []
        for event in chosen:
            seen = event_for(event, viewer)
            if seen is not None:
                out.append(seen)
        return out

    def _viewer(self, seat: object) -> int | None:
        if seat is None:
            return None
        if type(seat) is not int or not 0 <= seat < self.seats:
            raise NoSuchSeat(f"{seat!r} is not a seat of this table (0 to {self.seats - 1})")
        return seat  # type: ignore[return-value]  # an int: checked above

    def _built(self, viewer: object) -> ViewBuilder | None:
        """The builder of ``viewer`` (a seat, None or :data:`ALL`) folded to
        :attr:`position`: on from where it was, or afresh when that is past it."""
        position = self.position
        held = self._builders.get(viewer)
        if held is None or held[1] > position:
            header = self.replay.header
            try:
                players = make_mode(header.mode).players
            except UnknownMode:
                return None
            if players != self.seats:
                return None
            held = (ViewBuilder(header.mode, viewer, extra_choice=header.options.extra_choice), 0)
        builder, folded = held
        events = self._recorded[folded:position]
        if viewer is ALL:
            builder.apply(events)
        else:
            seat: int | None = viewer  # type: ignore[assignment]  # a seat or None here
            builder.apply(e for e in (event_for(x, seat) for x in events) if e is not None)
        self._builders[viewer] = (builder, position)
        return builder

    def _landed(self) -> int:
        assert self._game is not None
        return min(len(self._game.events), self.length)

    def _rerun_to(self, answers: int) -> None:
        """Make the current game the one after ``answers`` answers, checking each new
        event against the recorded one (:class:`Diverged` on the first that differs)."""
        replay = self.replay
        if self._game is None or self._answered > answers:
            self._game = self._start()
            self._answered = 0
        game = self._game
        self._check(game)
        while self._answered < answers:
            i = self._answered
            if replay.events_before[i] != len(game.events):
                raise Diverged(min(len(game.events), replay.events_before[i]))
            try:
                answer(game, replay.responses[i], replay.response_lines[i])
            except ReplayError:
                raise Diverged(len(game.events)) from None
            self._answered += 1
            self._check(game)
        ended = len(game.events) == self.length and game.pending is None
        if answers == len(replay.responses) and replay.complete and not ended:
            raise Diverged(min(len(game.events), self.length))

    def _start(self) -> Game:
        try:
            return start_game(self.replay.header)
        except ReplayError:
            raise Diverged(0) from None

    def _check(self, game: Game) -> None:
        """Compare the game's events not yet compared with the recorded ones. A re-run
        makes the same events every time, so each index is compared once."""
        self._checked = check_events(self.replay, game.events, self._checked)

    def _switch(self, index: int) -> None:
        self.rerun_ok = False
        self._game = None
        self.notice = Message("recorded_events", index=index)


def _decoded(encoded: bytes, index: int) -> Event:
    try:
        return decode_event(encoded)
    except msgspec.DecodeError as exc:
        raise ReplayError("undecodable_event", index=index, detail=str(exc)) from None
