"""Events: the record of everything that happens in a game, with who may see what.

Events carry the full truth. Only :mod:`yxs_desktop.engine.views` turns them into what one
seat or a spectator may see: a :class:`CardsMoved` whose ``visible_to`` does not include
the viewer loses its card ids (the count stays), private events (:class:`RoleDealt`,
:class:`HeroesOffered`) reach only their own seat, and team events (:class:`HeroPicked`)
only the seats of ``visible_to``.
"""

from __future__ import annotations

import msgspec

from yxs_desktop.engine.enums import Area, Kind, Phase, Role


# ``gc=False`` on every struct here: they hold only immutable data and never take part in a
# reference cycle, so the cyclic collector need not track them (architecture.md, Speed).
class Event(msgspec.Struct, frozen=True, tag=True, gc=False):
    """Base of all events."""


class GameStarted(Event, frozen=True):
    mode: str
    players: int
    seed: int


class RoleDealt(Event, frozen=True):
    """Private: a seat learns its own role."""

    seat: int
    role: Role


class RoleRevealed(Event, frozen=True):
    """Public: a role becomes known (the lord at once, everyone else at death)."""

    seat: int
    role: Role


class HeroesOffered(Event, frozen=True):
    """Private: the heroes a seat may choose from."""

    seat: int
    heroes: tuple[str, ...]


class HeroChosen(Event, frozen=True):
    seat: int
    hero: str
    max_hp: int


class HeroPicked(Event, frozen=True):
    """A hero picked but not yet revealed (3v3 casual): seen by ``visible_to`` only (the
    picker's team). :class:`HeroChosen` shows it to everyone at the reveal."""

    seat: int
    hero: str
    visible_to: tuple[int, ...]


class DiceRolled(Event, frozen=True):
    """Public: ``seat`` rolled ``value`` (1–6) for ``reason`` (who starts, who drafts)."""

    seat: int
    value: int
    reason: str


class TurnStarted(Event, frozen=True):
    seat: int
    round: int


class PhaseStarted(Event, frozen=True):
    seat: int
    phase: Phase


class PhaseSkipped(Event, frozen=True):
    seat: int
    phase: Phase


class CardsMoved(Event, frozen=True):
    """Cards go from one area to another. ``visible_to`` None means everyone sees them."""

    cards: tuple[int, ...]
    count: int
    src: Area
    dst: Area
    src_seat: int | None = None
    dst_seat: int | None = None
    visible_to: tuple[int, ...] | None = None
    reason: str = ""


class CardUsed(Event, frozen=True):
    seat: int
    cards: tuple[int, ...]
    kind: Kind
    targets: tuple[int, ...] = ()
    skill: str | None = None


class CardPlayed(Event, frozen=True):
    """A card played in answer (闪 to a 杀, 杀 in a 决斗, 药 to a dying character...)."""

    seat: int
    cards: tuple[int, ...]
    kind: Kind
    skill: str | None = None


class SkillInvoked(Event, frozen=True):
    seat: int
    skill: str
    targets: tuple[int, ...] = ()


class Nullified(Event, frozen=True):
    """A trick was cancelled for ``target`` (by 无懈可击 or a skill)."""

    kind: Kind
    target: int | None


class Judged(Event, frozen=True):
    seat: int
    card: int
    reason: str
    hit: bool


class Damaged(Event, frozen=True):
    source: int | None
    target: int
    amount: int
    hp: int
    kind: Kind | None = None


class Healed(Event, frozen=True):
    target: int
    amount: int
    hp: int
    source: int | None = None


class HpLost(Event, frozen=True):
    target: int
    amount: int
    hp: int


class MaxHpChanged(Event, frozen=True):
    seat: int
    max_hp: int
    hp: int


class Dying(Event, frozen=True):
    seat: int


class Died(Event, frozen=True):
    seat: int
    role: Role
    killer: int | None


class PlacesSwapped(Event, frozen=True):
    """Two characters exchanged places; ``order`` is the new table order of seats."""

    a: int
    b: int
    order: tuple[int, ...]


class Compared(Event, frozen=True):
    """拼点: both cards shown; ``won`` says whether the initiator won."""

    initiator: int
    target: int
    initiator_card: int
    target_card: int
    won: bool


class Reshuffled(Event, frozen=True):
    deck: int


class GameEnded(Event, frozen=True):
    result: str
    title: str
    winners: tuple[int, ...]
