"""The duplicate design: every deal is played once with the reference level in every seat,
and once for each seat with the tested level there and the reference in the others. A
deal is a seed: the same seed deals the same roles, hands and hero offers whoever plays,
so the luck of the deal cancels when the two are compared seat by seat."""

from __future__ import annotations

from typing import NamedTuple


class Job(NamedTuple):
    """One game of the schedule: deal ``deal`` (seed ``seed``), with the tested level at
    ``tested_seat``, or the reference everywhere when it is None."""

    deal: int
    seed: int
    tested_seat: int | None

    def levels(self, players: int, tested: str, reference: str) -> tuple[str, ...]:
        """The level of each seat in this game."""
        return tuple(tested if seat == self.tested_seat else reference for seat in range(players))


def schedule(deals: int, seed: int, players: int) -> list[Job]:
    """The games of ``deals`` deals from seed ``seed`` (deal i has seed ``seed + i``): per
    deal the reference game, then one game per seat."""
    return [
        Job(deal, seed + deal, tested_seat)
        for deal in range(deals)
        for tested_seat in (None, *range(players))
    ]
