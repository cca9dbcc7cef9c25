"""Trigger timings and the mutable records that skills read and change at each of them.

Naming follows "will" (may still change or cancel what happens) and "did" (it happened).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from yxs_desktop.engine.cards import Card
from yxs_desktop.engine.enums import Kind, Phase
from yxs_desktop.engine.player import Player


class Timing(StrEnum):
    GAME_STARTED = "game_started"
    TURN_STARTED = "turn_started"
    PHASE_STARTED = "phase_started"  # PhaseData; set .handled to replace the phase's rule
    PHASE_ENDED = "phase_ended"
    TURN_ENDED = "turn_ended"
    DRAW_COUNT = "draw_count"  # DrawData; change .count
    CARD_USED = "card_used"  # CardUse, after targets are declared
    TARGET_WILL_BE_HIT = "target_will_be_hit"  # TargetData; cancel or redirect one target
    STRIKE_DODGED = "strike_dodged"  # StrikeData
    DAMAGE_WILL_BE_CAUSED = "damage_will_be_caused"  # DamageData, source's skills
    DAMAGE_WILL_BE_TAKEN = "damage_will_be_taken"  # DamageData, target's skills
    DID_DEAL_DAMAGE = "did_deal_damage"  # DamageData, source's skills
    DID_TAKE_DAMAGE = "did_take_damage"  # DamageData, target's skills
    DID_LOSE_HP = "did_lose_hp"  # HpLossData (damage or loss), anyone's skills
    JUDGE_WILL_TAKE_EFFECT = "judge_will_take_effect"  # JudgeData; replace .card
    JUDGE_DONE = "judge_done"  # JudgeData
    BECAME_DYING = "became_dying"  # DyingData
    DID_DIE = "did_die"  # DeathData, before the cards are discarded
    CARD_PLAYED = "card_played"  # PlayData: a card played in answer
    EQUIP_LOST = "equip_lost"  # LossData


@dataclass(slots=True)
class PhaseData:
    player: Player
    phase: Phase
    handled: bool = False


@dataclass(slots=True)
class DrawData:
    player: Player
    count: int


@dataclass(slots=True)
class CardUse:
    """One use of a card (or of cards as one card): who, what, on whom, and its state."""

    user: Player
    cards: list[Card]
    kind: Kind
    targets: list[Player]
    skill: str | None = None
    dodges_needed: int = 1
    strikes_needed: int = 1  # per round of a 决斗, for the opponent of the user
    damage_bonus: int = 0
    undodgeable: bool = False
    ignores_armour: bool = False
    unnullifiable: bool = False
    counts_for_limit: bool = True
    extra: dict[str, object] = field(default_factory=dict)


@dataclass(slots=True)
class TargetData:
    use: CardUse
    target: Player
    cancelled: bool = False
    redirect_to: Player | None = None


@dataclass(slots=True)
class StrikeData:
    use: CardUse
    target: Player
    hit: bool = False  # set by a skill or weapon to make a dodged 杀 hit anyway


@dataclass(slots=True)
class DamageData:
    source: Player | None
    target: Player
    amount: int
    use: CardUse | None = None
    prevented: bool = False

    @property
    def kind(self) -> Kind | None:
        return self.use.kind if self.use else None


@dataclass(slots=True)
class HpLossData:
    player: Player
    amount: int
    damage: DamageData | None = None


@dataclass(slots=True)
class JudgeData:
    player: Player
    card: Card
    reason: str
    hit: bool = False


@dataclass(slots=True)
class DyingData:
    player: Player
    damage: DamageData | None


@dataclass(slots=True)
class DeathData:
    player: Player
    killer: Player | None


@dataclass(slots=True)
class PlayData:
    player: Player
    kind: Kind
    cards: list[Card]
    about: CardUse | None = None


@dataclass(slots=True)
class LossData:
    player: Player
    cards: list[Card]
