"""Trigger timings and the mutable records that skills read and change at each of them.

Naming follows "will" (may still change or cancel what happens) and "did" (it happened).
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

from yxs_desktop.engine.enums import Kind, Phase

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
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


# The records below are plain classes with their ``__init__`` written out: compiled with
# mypyc, a dataclass's generated ``__init__`` would stay interpreted (docs/architecture.md,
# Speed), and these are made for every phase, card use, target and damage.


class PhaseData:
    def __init__(self, player: Player, phase: Phase, handled: bool = False) -> None:
        self.player = player
        self.phase = phase
        self.handled = handled


class DrawData:
    def __init__(self, player: Player, count: int) -> None:
        self.player = player
        self.count = count


class CardUse:
    """One use of a card (or of cards as one card): who, what, on whom, and its state."""

    def __init__(
        self,
        user: Player,
        cards: list[Card],
        kind: Kind,
        targets: list[Player],
        skill: str | None = None,
        *,
        counts_for_limit: bool = True,
        undodgeable: bool = False,
        unnullifiable: bool = False,
    ) -> None:
        self.user = user
        self.cards = cards
        self.kind = kind
        self.targets = targets
        self.skill = skill
        self.dodges_needed = 1
        self.strikes_needed = 1  # per round of a 决斗, for the opponent of the user
        self.damage_bonus = 0
        self.undodgeable = undodgeable
        self.ignores_armour = False
        self.unnullifiable = unnullifiable
        self.counts_for_limit = counts_for_limit
        self.extra: dict[str, object] = {}


class TargetData:
    def __init__(self, use: CardUse, target: Player) -> None:
        self.use = use
        self.target = target
        self.cancelled = False
        self.redirect_to: Player | None = None


class StrikeData:
    def __init__(self, use: CardUse, target: Player) -> None:
        self.use = use
        self.target = target
        self.hit = False  # set by a skill or weapon to make a dodged 杀 hit anyway


class DamageData:
    def __init__(
        self, source: Player | None, target: Player, amount: int, use: CardUse | None = None
    ) -> None:
        self.source = source
        self.target = target
        self.amount = amount
        self.use = use
        self.prevented = False

    @property
    def kind(self) -> Kind | None:
        return self.use.kind if self.use else None


class HpLossData:
    def __init__(self, player: Player, amount: int, damage: DamageData | None = None) -> None:
        self.player = player
        self.amount = amount
        self.damage = damage


class JudgeData:
    def __init__(self, player: Player, card: Card, reason: str) -> None:
        self.player = player
        self.card = card
        self.reason = reason
        self.hit = False


class DyingData:
    def __init__(self, player: Player, damage: DamageData | None) -> None:
        self.player = player
        self.damage = damage


class DeathData:
    def __init__(self, player: Player, killer: Player | None) -> None:
        self.player = player
        self.killer = killer


class PlayData:
    def __init__(
        self, player: Player, kind: Kind, cards: list[Card], about: CardUse | None = None
    ) -> None:
        self.player = player
        self.kind = kind
        self.cards = cards
        self.about = about


class LossData:
    def __init__(self, player: Player, cards: list[Card]) -> None:
        self.player = player
        self.cards = cards
