"""Trigger timings and the mutable records that skills read and change at each of them.

Each timing is a :class:`Timing` object typed by its record (``Timing[CardUse]``...):
:meth:`Game.trigger` fires it with a record of that type only, and it calls the pair of
:class:`~yxs_desktop.engine.skills.Skill` methods named after it (``can_on_card_used``,
``on_card_used``), which take that record. Naming follows "will" (may still change or
cancel what happens) and "did" (it happened).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Generic, TypeVar

from yxs_desktop.engine.enums import Kind, Phase

if TYPE_CHECKING:
    from collections.abc import Awaitable

    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player
    from yxs_desktop.engine.skills import Skill


# The records below are plain classes with their ``__init__`` written out: compiled with
# mypyc, a dataclass's generated ``__init__`` would stay interpreted (docs/architecture.md,
# Speed), and these are made for every phase, card use, target and damage.


class GameStartData:
    """GAME_STARTED: the mode's setup is over (heroes chosen, cards dealt); nothing to
    change."""


class TurnData:
    """TURN_STARTED, TURN_ENDED: whose turn."""

    def __init__(self, player: Player) -> None:
        self.player = player


class PhaseData:
    """PHASE_STARTED, PHASE_ENDED: whose phase, which, and whether a skill replaced its
    rule (``handled``)."""

    def __init__(self, player: Player, phase: Phase, handled: bool = False) -> None:
        self.player = player
        self.phase = phase
        self.handled = handled


class DrawData:
    """DRAW_COUNT: how many cards the draw phase draws."""

    def __init__(self, player: Player, count: int) -> None:
        self.player = player
        self.count = count


class CardUse:
    """One use of a card (or of cards as one card): who, what, on whom, and its state.
    CARD_USED's record, and what the other records of a card refer to."""

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
        # per round of a 决斗: how many 杀 its target must play (霸王 and 女权 on their
        # 决斗), and how many its user, the challenger, must (霸王 as the target)
        self.strikes_needed = 1
        self.challenger_strikes_needed = 1
        self.damage_bonus = 0
        self.undodgeable = undodgeable
        self.ignores_armour = False
        self.unnullifiable = unnullifiable
        self.counts_for_limit = counts_for_limit


class TargetData:
    """TARGET_WILL_BE_HIT: one target of a use, which a skill may cancel or redirect."""

    def __init__(self, use: CardUse, target: Player) -> None:
        self.use = use
        self.target = target
        self.cancelled = False
        self.redirect_to: Player | None = None


class StrikeData:
    """STRIKE_DODGED: a 杀 and the target that dodged it."""

    def __init__(self, use: CardUse, target: Player) -> None:
        self.use = use
        self.target = target
        self.hit = False  # set by a skill or weapon to make a dodged 杀 hit anyway


class DamageData:
    """DAMAGE_WILL_BE_CAUSED and DAMAGE_WILL_BE_TAKEN (a skill may set ``prevented``),
    DID_DEAL_DAMAGE, DID_TAKE_DAMAGE."""

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
    """DID_LOSE_HP: by damage (``damage``) or not."""

    def __init__(self, player: Player, amount: int, damage: DamageData | None = None) -> None:
        self.player = player
        self.amount = amount
        self.damage = damage


class JudgeData:
    """JUDGE_WILL_TAKE_EFFECT (``card`` may be replaced), JUDGE_DONE (``hit``: the
    result)."""

    def __init__(self, player: Player, card: Card, reason: str) -> None:
        self.player = player
        self.card = card
        self.reason = reason
        self.hit = False


class DyingData:
    """BECAME_DYING: who, and the damage that did it (None: HP lost otherwise)."""

    def __init__(self, player: Player, damage: DamageData | None) -> None:
        self.player = player
        self.damage = damage


class DeathData:
    """DID_DIE: who, and who killed it."""

    def __init__(self, player: Player, killer: Player | None) -> None:
        self.player = player
        self.killer = killer


class PlayData:
    """CARD_PLAYED: a card (or none: 玉如意) played as ``kind`` in answer to ``about``."""

    def __init__(
        self, player: Player, kind: Kind, cards: list[Card], about: CardUse | None = None
    ) -> None:
        self.player = player
        self.kind = kind
        self.cards = cards
        self.about = about


class LossData:
    """EQUIP_LOST: equipped cards that left their slot."""

    def __init__(self, player: Player, cards: list[Card]) -> None:
        self.player = player
        self.cards = cards


# ====================================================================== the timings
D = TypeVar("D")


class BaseTiming:
    """What every timing has, whatever its record: its name, the names of the two
    :class:`Skill` methods that handle it, and its index in the trigger table."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.handler = "on_" + name
        self.check = "can_on_" + name
        self.index = len(TIMINGS)
        TIMINGS.append(self)

    def __repr__(self) -> str:
        return f"<timing {self.name}>"


class Timing(BaseTiming, Generic[D]):
    """A timing whose record is a ``D``. Its subclass calls the skill methods of the
    timing: that is how :meth:`Game.trigger` reaches a skill, with a native method call
    and no look-up by name."""

    def can(self, skill: Skill, game: Game, owner: Player, data: D) -> bool:
        """The skill's cheap check (``can_on_<name>``)."""
        raise NotImplementedError

    def run(self, skill: Skill, game: Game, owner: Player, data: D) -> Awaitable[None]:
        """The skill's handler (``on_<name>``), to be awaited."""
        raise NotImplementedError


#: Every timing, by index (filled as they are made, below).
TIMINGS: Final[list[BaseTiming]] = []


class _GameStarted(Timing[GameStartData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: GameStartData) -> bool:
        return skill.can_on_game_started(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: GameStartData) -> Awaitable[None]:
        return skill.on_game_started(game, owner, data)


class _TurnStarted(Timing[TurnData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: TurnData) -> bool:
        return skill.can_on_turn_started(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: TurnData) -> Awaitable[None]:
        return skill.on_turn_started(game, owner, data)


class _PhaseStarted(Timing[PhaseData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: PhaseData) -> bool:
        return skill.can_on_phase_started(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: PhaseData) -> Awaitable[None]:
        return skill.on_phase_started(game, owner, data)


class _PhaseEnded(Timing[PhaseData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: PhaseData) -> bool:
        return skill.can_on_phase_ended(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: PhaseData) -> Awaitable[None]:
        return skill.on_phase_ended(game, owner, data)


class _TurnEnded(Timing[TurnData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: TurnData) -> bool:
        return skill.can_on_turn_ended(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: TurnData) -> Awaitable[None]:
        return skill.on_turn_ended(game, owner, data)


class _DrawCount(Timing[DrawData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: DrawData) -> bool:
        return skill.can_on_draw_count(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: DrawData) -> Awaitable[None]:
        return skill.on_draw_count(game, owner, data)


class _CardUsed(Timing[CardUse]):
    def can(self, skill: Skill, game: Game, owner: Player, data: CardUse) -> bool:
        return skill.can_on_card_used(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: CardUse) -> Awaitable[None]:
        return skill.on_card_used(game, owner, data)


class _TargetWillBeHit(Timing[TargetData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: TargetData) -> bool:
        return skill.can_on_target_will_be_hit(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: TargetData) -> Awaitable[None]:
        return skill.on_target_will_be_hit(game, owner, data)


class _StrikeDodged(Timing[StrikeData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: StrikeData) -> bool:
        return skill.can_on_strike_dodged(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: StrikeData) -> Awaitable[None]:
        return skill.on_strike_dodged(game, owner, data)


class _DamageWillBeCaused(Timing[DamageData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: DamageData) -> bool:
        return skill.can_on_damage_will_be_caused(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: DamageData) -> Awaitable[None]:
        return skill.on_damage_will_be_caused(game, owner, data)


class _DamageWillBeTaken(Timing[DamageData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: DamageData) -> bool:
        return skill.can_on_damage_will_be_taken(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: DamageData) -> Awaitable[None]:
        return skill.on_damage_will_be_taken(game, owner, data)


class _DidDealDamage(Timing[DamageData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: DamageData) -> bool:
        return skill.can_on_did_deal_damage(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: DamageData) -> Awaitable[None]:
        return skill.on_did_deal_damage(game, owner, data)


class _DidTakeDamage(Timing[DamageData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: DamageData) -> bool:
        return skill.can_on_did_take_damage(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: DamageData) -> Awaitable[None]:
        return skill.on_did_take_damage(game, owner, data)


class _DidLoseHp(Timing[HpLossData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: HpLossData) -> bool:
        return skill.can_on_did_lose_hp(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: HpLossData) -> Awaitable[None]:
        return skill.on_did_lose_hp(game, owner, data)


class _JudgeWillTakeEffect(Timing[JudgeData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: JudgeData) -> bool:
        return skill.can_on_judge_will_take_effect(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: JudgeData) -> Awaitable[None]:
        return skill.on_judge_will_take_effect(game, owner, data)


class _JudgeDone(Timing[JudgeData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: JudgeData) -> bool:
        return skill.can_on_judge_done(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: JudgeData) -> Awaitable[None]:
        return skill.on_judge_done(game, owner, data)


class _BecameDying(Timing[DyingData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: DyingData) -> bool:
        return skill.can_on_became_dying(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: DyingData) -> Awaitable[None]:
        return skill.on_became_dying(game, owner, data)


class _DidDie(Timing[DeathData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: DeathData) -> bool:
        return skill.can_on_did_die(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: DeathData) -> Awaitable[None]:
        return skill.on_did_die(game, owner, data)


class _CardPlayed(Timing[PlayData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: PlayData) -> bool:
        return skill.can_on_card_played(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: PlayData) -> Awaitable[None]:
        return skill.on_card_played(game, owner, data)


class _EquipLost(Timing[LossData]):
    def can(self, skill: Skill, game: Game, owner: Player, data: LossData) -> bool:
        return skill.can_on_equip_lost(game, owner, data)

    def run(self, skill: Skill, game: Game, owner: Player, data: LossData) -> Awaitable[None]:
        return skill.on_equip_lost(game, owner, data)


GAME_STARTED: Final = _GameStarted("game_started")  # setup is over, before the first turn
TURN_STARTED: Final = _TurnStarted("turn_started")
PHASE_STARTED: Final = _PhaseStarted("phase_started")  # set ``handled`` to replace the phase's rule
PHASE_ENDED: Final = _PhaseEnded("phase_ended")
TURN_ENDED: Final = _TurnEnded("turn_ended")
DRAW_COUNT: Final = _DrawCount("draw_count")  # change ``count``
CARD_USED: Final = _CardUsed("card_used")  # after the targets are declared
TARGET_WILL_BE_HIT: Final = _TargetWillBeHit("target_will_be_hit")  # cancel or redirect one target
STRIKE_DODGED: Final = _StrikeDodged("strike_dodged")
DAMAGE_WILL_BE_CAUSED: Final = _DamageWillBeCaused("damage_will_be_caused")  # the source's skills
DAMAGE_WILL_BE_TAKEN: Final = _DamageWillBeTaken("damage_will_be_taken")  # the target's skills
DID_DEAL_DAMAGE: Final = _DidDealDamage("did_deal_damage")  # the source's skills
DID_TAKE_DAMAGE: Final = _DidTakeDamage("did_take_damage")  # the target's skills
DID_LOSE_HP: Final = _DidLoseHp("did_lose_hp")  # by damage or not; anyone's skills
JUDGE_WILL_TAKE_EFFECT: Final = _JudgeWillTakeEffect("judge_will_take_effect")  # replace ``card``
JUDGE_DONE: Final = _JudgeDone("judge_done")
BECAME_DYING: Final = _BecameDying("became_dying")
DID_DIE: Final = _DidDie("did_die")  # before the cards are discarded
CARD_PLAYED: Final = _CardPlayed("card_played")  # a card played in answer
EQUIP_LOST: Final = _EquipLost("equip_lost")
