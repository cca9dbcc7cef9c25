"""What the server counts as it runs, for its operators: games started, resumed and
finished, the refusals it sent by code, the clients dropped for not reading, the
handshakes refused before a connection opened, and how long a seat's answer takes to
make the server send something.

A :class:`Tally` is plain integers the hub, the lobby, the connections and the access
rules add to; :mod:`.metrics` reads them when it is scraped. It imports nothing of
Prometheus: a server started without ``--metrics-port`` counts all the same, and that is
all it does.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from yxs_desktop.protocol import messages as wire

#: What the seconds of one answer's latency go to (a histogram's ``observe``).
Observe = Callable[[float], None]


@dataclass(eq=False, slots=True)
class Tally:
    """The server's counts since it started (see the module's docstring).
    ``answer_latency``: where the latency of each timed answer goes (None: answers are not
    timed, nobody reads them)."""

    games_started: int = 0
    games_resumed: int = 0
    games_finished: int = 0
    slow_readers: int = 0
    #: ``error`` and ``refused`` messages sent, by their code
    refusals: Counter[str] = field(default_factory=Counter)
    #: handshakes refused before a connection opened, by why (``banned``, ``per_address``,
    #: ``path``, ``origin``, ``other``)
    handshakes_refused: Counter[str] = field(default_factory=Counter)
    answer_latency: Observe | None = None

    def sent(self, message: wire.Message) -> None:
        """``message`` goes to a client: counted when it is a refusal."""
        if isinstance(message, wire.Error | wire.Refused):
            self.refusals[message.code] += 1

    def stopwatch(self) -> Stopwatch | None:
        """A stopwatch started now for one answer (None: answers are not timed)."""
        observe = self.answer_latency
        return None if observe is None else Stopwatch(observe)


class Stopwatch:
    """Times one seat's answer: from when the server took it (made) to the first message
    sent because of it (:meth:`stop`, by whichever connection writes first; later calls do
    nothing)."""

    __slots__ = ("_began", "_observe")

    def __init__(self, observe: Observe) -> None:
        self._began = time.perf_counter()
        self._observe: Observe | None = observe

    def stop(self) -> None:
        observe = self._observe
        if observe is not None:
            self._observe = None
            observe(time.perf_counter() - self._began)
