"""Skills: the one mechanism behind hero abilities, equipment abilities and lord skills.

A skill may do any of four things, each a method with a do-nothing default:

* **trigger** at the timings of :mod:`.timings`: one typed pair of methods per timing
  (``can_on_card_used``/``on_card_used`` take the :class:`CardUse`...); the trigger
  table calls them in priority order, then seat order from the current player;
* **act** in its owner's play phase (``play_option``, ``activate``);
* **convert** cards into another kind when used or played (``conversions``), or answer a
  request for a card without one (``can_respond``/``respond``: 玉如意, 激将, 护主);
* **answer status queries** (distance, attack range, 杀 limit, hand limit, who may be
  targeted, a card's effective suit), asked whenever the number is needed.

The engine indexes each skill only under the hooks its class overrides, so a query or a
timing costs nothing for players whose skills do not care.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Final

from yxs_desktop.engine.enums import Kind, Suit
from yxs_desktop.engine.timings import TIMINGS

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player
    from yxs_desktop.engine.requests import Option, Use
    from yxs_desktop.engine.timings import (
        CardUse,
        DamageData,
        DeathData,
        DrawData,
        DyingData,
        GameStartData,
        HpLossData,
        JudgeData,
        LossData,
        PhaseData,
        PlayData,
        StrikeData,
        TargetData,
        TurnData,
    )


class Conversion:
    """Cards of ``pool`` (``count`` of them) may be used or played as one ``kind``.
    (Read-only; a plain class, not a dataclass, for mypyc: see timings.py.)"""

    def __init__(self, kind: Kind, pool: tuple[Card, ...], count: int = 1) -> None:
        self.kind = kind
        self.pool = pool
        self.count = count


#: Status query hooks; a skill is indexed under each one its class overrides.
STATUS_HOOKS: Final = (
    "distance_from",
    "distance_to",
    "attack_range",
    "strike_limit",
    "extra_strike_targets",
    "hand_limit",
    "prohibits",
    "suit_of",
    "ignores_distance",
)


class Skill:
    """Base class of all skills. Subclasses set ``id`` and override what they need; a
    subclass with an ``id`` is findable in :data:`SKILLS` as soon as it is defined (a
    subclass without one is a base for other skills). An equipment ability also sets
    ``card_kind``: one instance of it is then the skill of whoever has a card of that kind
    equipped (:data:`EQUIP_SKILLS`)."""

    id: ClassVar[str] = ""
    card_kind: ClassVar[Kind | None] = None
    priority: ClassVar[int] = 0
    locked: ClassVar[bool] = False
    lord: ClassVar[bool] = False
    #: Active skills: how many times per play phase (None: unlimited).
    per_phase: ClassVar[int | None] = None
    #: 狂禅: the hero gets no +1 max HP as lord or leader.
    refuses_lord_bonus: ClassVar[bool] = False

    def __init_subclass__(cls) -> None:
        # Registration here rather than by a class decorator: a decorated class cannot be
        # compiled as a native class by mypyc (see docs/architecture.md, Speed).
        super().__init_subclass__()
        if cls.id:
            if cls.id in SKILLS:
                raise ValueError(f"skill id {cls.id!r} defined twice")
            SKILLS[cls.id] = cls
        for timing in TIMINGS:
            if overrides(cls, timing.check) and not overrides(cls, timing.handler):
                raise TypeError(f"{cls.__name__}.{timing.check} without {timing.handler}")
        if cls.card_kind is not None:
            if cls.card_kind in EQUIP_SKILLS:
                raise ValueError(f"two skills for the equipment {cls.card_kind}")
            EQUIP_SKILLS[cls.card_kind] = cls()

    # ------------------------------------------------------------------ triggers
    # One pair per timing of timings.py: ``on_<timing>`` reacts (asks the owner if the
    # skill is optional, pays the cost, applies the effect) and ``can_on_<timing>`` is the
    # cheap check before it (True unless overridden). The engine indexes a skill under
    # every timing whose ``on_`` method its class overrides.

    def can_on_game_started(self, game: Game, owner: Player, start: GameStartData) -> bool:
        return True

    async def on_game_started(self, game: Game, owner: Player, start: GameStartData) -> None:
        """When the game has started (setup is over)."""

    def can_on_turn_started(self, game: Game, owner: Player, turn: TurnData) -> bool:
        return True

    async def on_turn_started(self, game: Game, owner: Player, turn: TurnData) -> None:
        """When a turn starts."""

    def can_on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> bool:
        return True

    async def on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> None:
        """When a phase starts (``handled`` replaces its rule)."""

    def can_on_phase_ended(self, game: Game, owner: Player, phase: PhaseData) -> bool:
        return True

    async def on_phase_ended(self, game: Game, owner: Player, phase: PhaseData) -> None:
        """When a phase ends."""

    def can_on_turn_ended(self, game: Game, owner: Player, turn: TurnData) -> bool:
        return True

    async def on_turn_ended(self, game: Game, owner: Player, turn: TurnData) -> None:
        """When a turn ends."""

    def can_on_draw_count(self, game: Game, owner: Player, draw: DrawData) -> bool:
        return True

    async def on_draw_count(self, game: Game, owner: Player, draw: DrawData) -> None:
        """When the draw phase's count is settled (change ``count``)."""

    def can_on_card_used(self, game: Game, owner: Player, use: CardUse) -> bool:
        return True

    async def on_card_used(self, game: Game, owner: Player, use: CardUse) -> None:
        """When a card was used, its targets declared."""

    def can_on_target_will_be_hit(self, game: Game, owner: Player, aimed: TargetData) -> bool:
        return True

    async def on_target_will_be_hit(self, game: Game, owner: Player, aimed: TargetData) -> None:
        """When a card is about to affect one target (cancel or redirect it)."""

    def can_on_strike_dodged(self, game: Game, owner: Player, strike: StrikeData) -> bool:
        return True

    async def on_strike_dodged(self, game: Game, owner: Player, strike: StrikeData) -> None:
        """When a 杀 was dodged (``hit`` makes it hit anyway)."""

    def can_on_damage_will_be_caused(self, game: Game, owner: Player, damage: DamageData) -> bool:
        return True

    async def on_damage_will_be_caused(self, game: Game, owner: Player, damage: DamageData) -> None:
        """When damage is about to be dealt (the source's skills)."""

    def can_on_damage_will_be_taken(self, game: Game, owner: Player, damage: DamageData) -> bool:
        return True

    async def on_damage_will_be_taken(self, game: Game, owner: Player, damage: DamageData) -> None:
        """When damage is about to be taken (the target's skills)."""

    def can_on_did_deal_damage(self, game: Game, owner: Player, damage: DamageData) -> bool:
        return True

    async def on_did_deal_damage(self, game: Game, owner: Player, damage: DamageData) -> None:
        """When damage was dealt (the source's skills)."""

    def can_on_did_take_damage(self, game: Game, owner: Player, damage: DamageData) -> bool:
        return True

    async def on_did_take_damage(self, game: Game, owner: Player, damage: DamageData) -> None:
        """When damage was taken (the target's skills)."""

    def can_on_did_lose_hp(self, game: Game, owner: Player, loss: HpLossData) -> bool:
        return True

    async def on_did_lose_hp(self, game: Game, owner: Player, loss: HpLossData) -> None:
        """When a character lost HP, by damage or not."""

    def can_on_judge_will_take_effect(self, game: Game, owner: Player, judged: JudgeData) -> bool:
        return True

    async def on_judge_will_take_effect(self, game: Game, owner: Player, judged: JudgeData) -> None:
        """When a judgement card is about to take effect (replace ``card``)."""

    def can_on_judge_done(self, game: Game, owner: Player, judged: JudgeData) -> bool:
        return True

    async def on_judge_done(self, game: Game, owner: Player, judged: JudgeData) -> None:
        """When a judgement took effect."""

    def can_on_became_dying(self, game: Game, owner: Player, dying: DyingData) -> bool:
        return True

    async def on_became_dying(self, game: Game, owner: Player, dying: DyingData) -> None:
        """When a character became dying."""

    def can_on_did_die(self, game: Game, owner: Player, death: DeathData) -> bool:
        return True

    async def on_did_die(self, game: Game, owner: Player, death: DeathData) -> None:
        """When a character died (its cards not yet discarded)."""

    def can_on_card_played(self, game: Game, owner: Player, played: PlayData) -> bool:
        return True

    async def on_card_played(self, game: Game, owner: Player, played: PlayData) -> None:
        """When a card was played in answer."""

    def can_on_equip_lost(self, game: Game, owner: Player, lost: LossData) -> bool:
        return True

    async def on_equip_lost(self, game: Game, owner: Player, lost: LossData) -> None:
        """When equipped cards left their slot."""

    # ------------------------------------------------------------------ active skills
    def play_option(self, game: Game, owner: Player) -> Option | None:
        """The option this skill offers in its owner's play phase, if any now."""
        return None

    async def activate(self, game: Game, owner: Player, use: Use) -> None:
        """Carry out an accepted play-phase use of this skill."""

    # ------------------------------------------------------------------ conversions
    def conversions(
        self, game: Game, owner: Player, kind: Kind | None, responding: bool
    ) -> list[Conversion]:
        """Ways to use (``responding`` False) or play cards as another kind.

        ``kind`` None asks for everything usable in the play phase.
        """
        return []

    def can_respond(self, game: Game, owner: Player, kind: Kind, about: CardUse | None) -> bool:
        """Whether this skill can supply a ``kind`` without a card of the owner's."""
        return False

    async def respond(self, game: Game, owner: Player, kind: Kind, about: CardUse | None) -> bool:
        """Try to supply the card; True when it counts as played."""
        return False

    # ------------------------------------------------------------------ status queries
    def distance_from(self, game: Game, owner: Player, other: Player) -> int:
        """Change to the owner's distance to ``other`` (−1 for a 进攻马-like skill)."""
        return 0

    def distance_to(self, game: Game, owner: Player, other: Player) -> int:
        """Change to ``other``'s distance to the owner."""
        return 0

    def attack_range(self, game: Game, owner: Player, value: int) -> int:
        return value

    def strike_limit(self, game: Game, owner: Player, value: int) -> int:
        return value

    def extra_strike_targets(self, game: Game, owner: Player, cards: list[Card]) -> int:
        return 0

    def hand_limit(self, game: Game, owner: Player, value: int) -> int:
        return value

    def prohibits(self, game: Game, owner: Player, user: Player, kind: Kind) -> bool:
        """Whether ``user`` may not target the owner with a card of ``kind``."""
        return False

    def ignores_distance(self, game: Game, owner: Player, kind: Kind) -> bool:
        """Whether the owner's cards of ``kind`` have no distance limit (飞贼)."""
        return False

    def suit_of(self, game: Game, owner: Player, card: Card, suit: Suit) -> Suit:
        """The suit the owner's ``card`` counts as."""
        return suit

    # ------------------------------------------------------------------ helpers
    def uses_left(self, owner: Player) -> bool:
        """For per-phase limited active skills: whether one more use is allowed."""
        return self.per_phase is None or owner.phase_uses.get(self.id, 0) < self.per_phase


def overrides(cls: type[Skill], method: str) -> bool:
    """Whether the skill class ``cls`` (or one of its bases) overrides the :class:`Skill`
    method named ``method`` (how the engine indexes skills by hook and timing)."""
    return getattr(cls, method) is not getattr(Skill, method)


SKILLS: Final[dict[str, type[Skill]]] = {}

#: The ability of each kind of equipment that has one (horses have none: they are the
#: distance rules of ``Game.distance``), shared by every holder.
EQUIP_SKILLS: Final[dict[Kind, Skill]] = {}
