"""A token bucket per connection: at most ``Rate.count`` messages in a burst, refilled at
``count / seconds`` a second (docs/protocol.md, Limits)."""

from __future__ import annotations

import time
from collections.abc import Callable

from yxs_desktop.protocol.limits import Rate


class TokenBucket:
    """Lets a message through (:meth:`take`) while tokens are left; ``clock`` is monotonic
    seconds."""

    def __init__(self, rate: Rate, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self._clock = clock
        self._tokens = float(rate.count)
        self._at = clock()

    def take(self) -> bool:
        """Whether one more message is within the rate (it uses a token if so)."""
        now = self._clock()
        per_second = self.rate.count / self.rate.seconds
        self._tokens = min(float(self.rate.count), self._tokens + (now - self._at) * per_second)
        self._at = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True
