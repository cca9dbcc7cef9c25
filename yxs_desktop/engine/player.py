"""One seat at the table: its hero, health, role and cards."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from yxs_desktop.engine.cards import Card
from yxs_desktop.engine.enums import Kind, Role, Slot

if TYPE_CHECKING:
    from yxs_desktop.engine.heroes import HeroSpec
    from yxs_desktop.engine.skills import Skill


@dataclass(slots=True)
class JudgeCard:
    """A delayed trick lying in a judgement area, as the kind it was used as."""

    card: Card
    kind: Kind


@dataclass(slots=True, eq=False)
class Player:
    """Mutable per-seat state. Only the engine reads it; everyone else sees views.

    Players compare by identity (one object per seat), which also keeps ``order.index``
    from comparing every field of every player it passes."""

    seat: int
    role: Role | None = None
    team: str | None = None  # "A" or "B" in the 3v3 modes (public by seating)
    hero: HeroSpec | None = None
    hp: int = 0
    max_hp: int = 0
    alive: bool = True
    hand: list[Card] = field(default_factory=list)
    equip: dict[Slot, Card] = field(default_factory=dict)
    judge: list[JudgeCard] = field(default_factory=list)
    skills: list[Skill] = field(default_factory=list)
    role_public: bool = False
    dying: bool = False
    # per turn / per phase bookkeeping
    strikes_used: int = 0
    phase_uses: dict[str, int] = field(default_factory=dict)
    turn_flags: dict[str, int] = field(default_factory=dict)
    skip_play: bool = False
    used_this_turn: list[Kind] = field(default_factory=list)  # kinds used, in order
    # statistics for results and `yxs sim`
    kills: list[int] = field(default_factory=list)
    killed_by: int | None = None
    skill_uses: dict[str, int] = field(default_factory=dict)
    cards_used: dict[str, int] = field(default_factory=dict)
    start_max_hp: int = 0

    @property
    def lost_hp(self) -> int:
        return self.max_hp - self.hp

    @property
    def wounded(self) -> bool:
        return self.hp < self.max_hp

    def has_cards(self, judge_area: bool = True) -> bool:
        """Whether the player has any card in hand, equipment (or judgement area)."""
        return bool(self.hand or self.equip or (judge_area and self.judge))

    def all_cards(self, judge_area: bool = False) -> list[Card]:
        cards = self.hand + list(self.equip.values())
        if judge_area:
            cards += [j.card for j in self.judge]
        return cards

    def weapon(self) -> Card | None:
        return self.equip.get(Slot.WEAPON)

    def has_skill(self, skill_id: str) -> bool:
        return any(s.id == skill_id for s in self.skills)
