"""A game on a server as the table sees it: :class:`RemoteSession` turns the protocol's game
messages into the :mod:`~yxs_desktop.client.session` updates a :class:`LocalSession` gives,
and sends the seat's answers back. The connection is the :class:`OnlineClient`'s
(:mod:`yxs_desktop.client.online`), which feeds the session and carries it across a
reconnection."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any, Protocol

import msgspec

from yxs_desktop.client.seat_recording import SeatRecording
from yxs_desktop.client.session import (
    ErrorUpdate,
    EventsUpdate,
    FinishedUpdate,
    Listener,
    RequestUpdate,
    TakeoverUpdate,
    TimedOutUpdate,
    Update,
    WaitingUpdate,
)
from yxs_desktop.engine import Response, SeatView, encode
from yxs_desktop.engine.enums import Role
from yxs_desktop.engine.events import Died
from yxs_desktop.protocol import messages as wire
from yxs_desktop.replay.writer import GameResult

log = logging.getLogger(__name__)

#: The server messages that belong to the game (the rest are the client's).
GameMessage = (
    wire.Update
    | wire.Snapshot
    | wire.Asked
    | wire.Waiting
    | wire.TimedOut
    | wire.TakeoverChanged
    | wire.Finished
)


class Sender(Protocol):
    """Where a session's answers go (the client's connection)."""

    def send(self, message: wire.ClientMessage) -> None: ...


class RemoteSession:
    """The game of room ``room`` on a server for ``seat`` (None: a spectator).

    Updates are held until :meth:`start` and then given to the listener as they come, on
    the client's event loop. ``wire.Update`` is an :class:`EventsUpdate`, ``wire.Snapshot``
    one with no events and the whole view (the table syncs to it), ``wire.Asked`` a
    :class:`RequestUpdate` (its ``timeout`` the seconds left on the server's clock),
    ``wire.Waiting`` a :class:`WaitingUpdate`, ``wire.TimedOut`` a :class:`TimedOutUpdate`,
    ``wire.TakeoverChanged`` a :class:`TakeoverUpdate`, an ``error`` refusing an answer an
    :class:`ErrorUpdate` (the engine's code when the server names one: ``taken``,
    ``not_pending``), ``wire.Finished`` a :class:`FinishedUpdate` whose ``record`` is
    built from the last view (no game number: the server does not tell it).

    :attr:`seq` is the last event number received, which a reconnection names; events
    numbered at or below it that come again are dropped, so the listener gets each event
    once."""

    #: An online game goes on at the server's pace: nobody may hold it.
    can_pause: bool = False

    def __init__(self, client: Sender, room: str, seat: int | None) -> None:
        self.room = room
        self.seat = seat
        self.seq = 0
        self.view: SeatView | None = None
        self.finished: FinishedUpdate | None = None
        #: Whether the server offers this client the game's replay (once it has ended).
        self.replay_offered = False
        self._client = client
        self._listener: Listener | None = None
        self._started = False
        self._closed = False
        self._held: list[Update] = []
        self._kills: dict[int, list[int]] = {}
        #: The seat's own recording of the game (client/seat_recording.py), if any.
        self.recording: SeatRecording | None = None
        self._open_recording: Callable[[], SeatRecording | None] | None = None

    @property
    def over(self) -> bool:
        """Whether the game has ended (its result came)."""
        return self.finished is not None

    def attach(self, listener: Listener) -> None:
        """Deliver to ``listener`` (from :meth:`start` on)."""
        self._listener = listener

    def record(
        self,
        opener: Callable[[], SeatRecording | None],
        earlier: SeatRecording | None = None,
    ) -> None:
        """Keep the seat's events in its own recording as they come: ``earlier``, one a
        program stopped mid-game left and that goes on (when the events go on from its
        last), or else one ``opener`` makes when the game's first events come (never
        from the middle of a game: it would have nothing to show the start from)."""
        self.recording = earlier
        self._open_recording = opener if earlier is None else None

    def _keep(self, fresh: tuple[Any, ...], view: SeatView) -> None:
        """Write ``fresh``, the events up to :attr:`seq`, into the seat's recording."""
        opener, self._open_recording = self._open_recording, None
        if opener is not None and self.seq == len(fresh):  # the game's first events
            self.recording = opener()
        if self.recording is not None:
            self.recording.add(fresh, self.seq, view)

    # ------------------------------------------------------------------ Session
    def start(self) -> None:
        """Deliver the updates held so far, then each as it comes."""
        self._started = True
        held, self._held = self._held, []
        for update in held:
            self._deliver(update)

    def submit(self, request_id: int, response: Response) -> None:
        """Send the answer to request ``request_id`` (a refusal comes back as
        :class:`ErrorUpdate`)."""
        if self._closed:
            return
        self._client.send(wire.GameAnswer(request_id, msgspec.Raw(encode(response))))

    def shown(self, request_id: int) -> None:
        """Nothing: the server's clock rules an online request's time (counted from when
        the server asked), so the screen cannot hold it."""

    def takeover(self, on: bool) -> None:
        """Ask the server to let the computer play the seat (托管) or give it back; the
        server's ``takeover`` message says when it did."""
        if not self._closed:
            self._client.send(wire.SetTakeover(on))

    def pause(self) -> None:
        """Nothing: an online game cannot be held (:attr:`can_pause` is False)."""

    def resume(self) -> None:
        """Nothing (see :meth:`pause`)."""

    def close(self) -> None:
        """Stop delivering updates. The seat stays in the room: leaving it is
        ``OnlineClient.leave``."""
        self._closed = True
        self._listener = None
        self._held.clear()

    # ------------------------------------------------------------------ from the client
    def feed(self, message: GameMessage | wire.Error) -> None:
        """One game message from the server (or an ``error`` refusing an answer)."""
        update = self._update_for(message)
        if update is not None:
            self._deliver(update)

    def _update_for(self, message: GameMessage | wire.Error) -> Update | None:
        if isinstance(message, wire.Update):
            fresh = tuple(n.event for n in message.events if n.seq > self.seq)
            if message.events:
                if not fresh:
                    return None  # all of them came before
                self.seq = max(self.seq, message.events[-1].seq)
            self._note_kills(fresh)
            self.view = message.view
            if fresh and (self.recording is not None or self._open_recording is not None):
                self._keep(fresh, message.view)
            return EventsUpdate(fresh, message.view, message.reach)
        if isinstance(message, wire.Snapshot):
            self.seq = message.seq
            self.view = message.view
            if message.seq:
                self._open_recording = None  # no recording from the middle of a game
            if self.recording is not None and self.recording.events != message.seq:
                self.recording.close()  # events were missed: it ends where it is
            return EventsUpdate((), message.view, message.reach)
        if isinstance(message, wire.Asked):
            timeout = None if message.ms_left is None else message.ms_left / 1000
            # the server's clock runs from its asking: the time left counts from here
            return RequestUpdate(message.request, timeout, time.monotonic())
        if isinstance(message, wire.Waiting):
            left, limit = message.ms_left, message.ms_limit
            return WaitingUpdate(
                message.seats,
                message.reason,
                None if left is None else left / 1000,
                None if limit is None else limit / 1000,
                time.monotonic(),
            )
        if isinstance(message, wire.TimedOut):
            return TimedOutUpdate(message.seat, message.reason)
        if isinstance(message, wire.TakeoverChanged):
            return TakeoverUpdate(message.seat, message.on)
        if isinstance(message, wire.Error):
            return ErrorUpdate(message.engine_code or message.code, message.message)
        scores = dict(enumerate(message.scores))
        self.replay_offered = message.replay
        if self.recording is not None:  # the result, whether or not the replay comes
            roles = self._roles(message)
            self.recording.finish(
                GameResult(
                    message.result,
                    message.title,
                    message.winners,
                    [
                        role.value if (role := roles.get(seat)) is not None else None
                        for seat in range(len(message.scores))
                    ],
                    message.scores,
                )
            )
        self.finished = FinishedUpdate(
            message.result, message.title, message.winners, scores, self._record(message)
        )
        return self.finished

    def _deliver(self, update: Update) -> None:
        if self._closed:
            return
        if not self._started or self._listener is None:
            self._held.append(update)
            return
        self._listener(update)

    def _note_kills(self, events: tuple[Any, ...]) -> None:
        for event in events:
            if isinstance(event, Died) and event.killer is not None:
                self._kills.setdefault(event.killer, []).append(event.seat)

    def _roles(self, finished: wire.Finished) -> dict[int, Role | None]:
        """Every seat's role at the end: the last view's, the seat's own, and those
        ``finished`` reveals (every one, in the modes with roles)."""
        view = self.view
        if view is None:
            return {}
        roles = {p.seat: p.role for p in view.players}
        if view.seat is not None:
            roles[view.seat] = roles[view.seat] or view.role
        for seat, role in enumerate(finished.roles):
            if role is not None and seat in roles:
                roles[seat] = role
        return roles

    def _record(self, finished: wire.Finished) -> dict[str, object]:
        """The result's table from the last view, the roles ``finished`` reveals and the
        deaths seen: the keys of ``selfplay.game_record`` that it can know."""
        view = self.view
        if view is None:
            return {}
        winners = set(finished.winners)
        roles = self._roles(finished)
        players = [
            {
                "seat": p.seat,
                "role": role.value if (role := roles[p.seat]) is not None else None,
                "team": p.team,
                "hero_id": p.hero,
                "max_hp": p.max_hp,
                "hp": p.hp,
                "alive": p.alive,
                "won": p.seat in winners,
                "kills": self._kills.get(p.seat, []),
                "score": finished.scores[p.seat] if p.seat < len(finished.scores) else 0,
            }
            for p in view.players
        ]
        return {"mode": view.mode, "result": finished.result, "players": players}
