"""The view structs that :mod:`yxs_desktop.engine.views` builds: what one seat (or a
spectator) may know. They live apart from the functions that build them because this module
stays interpreted in the compiled build: mypyc, compiling a msgspec struct's class, drops its
class options (``frozen``, ``gc``), and a view must stay frozen, since the seats share one
cached copy of the public part.
"""

from __future__ import annotations

import msgspec

from yxs_desktop.engine.enums import Kind, Phase, Role


# ``gc=False`` on every struct here: they hold only immutable data and never take part in a
# reference cycle, so the cyclic collector need not track them (architecture.md, Speed).
class PlayerView(msgspec.Struct, frozen=True, gc=False):
    """What anyone at the table can see of one seat (its role only once public)."""

    seat: int
    hero: str | None
    hp: int
    max_hp: int
    alive: bool
    dying: bool
    hand_count: int
    equip: tuple[int, ...]
    judge: tuple[tuple[int, Kind], ...]
    role: Role | None
    team: str | None = None  # "A" or "B" in the 3v3 modes, public by seating
    skills: tuple[str, ...] = ()  # the hero skills held now (易装 adds some); none when off


class SeatView(msgspec.Struct, frozen=True, gc=False):
    """Everything ``seat`` may know now. ``seat`` None is a spectator."""

    seat: int | None
    role: Role | None  # the seat's own role (None for a spectator)
    mode: str
    round: int
    current: int
    deck_count: int
    discard: tuple[int, ...]
    table: tuple[int, ...]
    hand: tuple[int, ...]
    players: tuple[PlayerView, ...]
    strikes_used: int
    phase: Phase | None = None
    order: tuple[int, ...] = ()  # the seats in table order (迁都 swaps places)

    @property
    def me(self) -> PlayerView:
        return self.players[self.seat]  # type: ignore[index]


class Reach(msgspec.Struct, frozen=True, gc=False):
    """Distances from one seat to every seat (0 for itself and the dead) and its attack
    range: public facts, computed on demand (the table shows them; players rarely need
    them, since every request already lists its legal targets)."""

    distances: tuple[int, ...]
    attack_range: int
