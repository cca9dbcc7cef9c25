"""The duplicate design: every deal is played once with the reference level in every seat,
and once for each group of seats (a seat, by default; or every seat of a role or of a
side, :mod:`.seating`) with the tested level there and the reference in the others. A
deal is a seed: the same seed deals the same roles, hands and hero offers whoever plays,
so the luck of the deal cancels when the two are compared seat by seat."""

from __future__ import annotations

from typing import NamedTuple

from yxs_desktop.arena.seating import Seating, dealt_groups


class Job(NamedTuple):
    """One game of the schedule: deal ``deal`` (seed ``seed``), with the tested level at
    ``tested_seats``, or the reference everywhere when there are none."""

    deal: int
    seed: int
    tested_seats: tuple[int, ...]

    def levels(self, players: int, tested: str, reference: str) -> tuple[str, ...]:
        """The level of each seat in this game."""
        return tuple(tested if seat in self.tested_seats else reference for seat in range(players))


def schedule(deals: int, seed: int, mode: str, seating: Seating = "seat") -> list[Job]:
    """The games of ``deals`` deals of ``mode`` from seed ``seed`` (deal i has seed
    ``seed + i``): per deal the reference game, then one game per group of seats."""
    return [
        job
        for deal in range(deals)
        for job in (
            Job(deal, seed + deal, ()),
            *(Job(deal, seed + deal, group) for group in dealt_groups(mode, seed + deal, seating)),
        )
    ]
