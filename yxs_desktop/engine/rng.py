"""The game's only source of randomness.

Everything random in a game (shuffles, role deal, hero offers, dice) is drawn through one
:class:`GameRng`. It uses nothing of :mod:`random` but the Mersenne Twister's
``getrandbits``, whose output for an integer seed is the same on every Python version and
hash seed; the helpers here (rejection sampling, Fisher-Yates) are ours, so a seed means
the same game everywhere.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


class GameRng:
    """Seeded random helpers: ``below``, ``shuffle``, ``choice``, ``sample``, ``dice``.

    >>> a, b = GameRng(7), GameRng(7)
    >>> [a.dice() for _ in range(8)] == [b.dice() for _ in range(8)]
    True
    """

    __slots__ = ("_mt",)

    def __init__(self, seed: int) -> None:
        self._mt = random.Random(seed)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, by rejection sampling on ``getrandbits``."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        bits = n.bit_length()
        while True:
            value = self._mt.getrandbits(bits)
            if value < n:
                return value

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        """One element, uniformly."""
        return items[self.below(len(items))]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """``k`` distinct elements in random order."""
        pool = list(items)
        if k > len(pool):
            raise ValueError(f"cannot sample {k} from {len(pool)}")
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def dice(self) -> int:
        """A six-sided die roll, 1 to 6."""
        return 1 + self.below(6)
