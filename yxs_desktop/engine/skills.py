"""Skills: the one mechanism behind hero abilities, equipment abilities and lord skills.

A skill may do any of four things, each a method with a do-nothing default:

* **trigger** at named timings (``timings``, ``can_trigger``, ``trigger``): the trigger
  table calls these in priority order, then seat order from the current player;
* **act** in its owner's play phase (``play_option``, ``activate``);
* **convert** cards into another kind when used or played (``conversions``), or answer a
  request for a card without one (``can_respond``/``respond``: 玉如意, 激将, 护主);
* **answer status queries** (distance, attack range, 杀 limit, hand limit, who may be
  targeted, a card's effective suit), asked whenever the number is needed.

The engine indexes each skill only under the hooks its class overrides, so a query or a
timing costs nothing for players whose skills do not care.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final

from yxs_desktop.engine.enums import Kind, Suit
from yxs_desktop.engine.timings import Timing

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player
    from yxs_desktop.engine.requests import Option, Use
    from yxs_desktop.engine.timings import CardUse


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
    timings: ClassVar[frozenset[Timing]] = frozenset()
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
        if cls.card_kind is not None:
            if cls.card_kind in EQUIP_SKILLS:
                raise ValueError(f"two skills for the equipment {cls.card_kind}")
            EQUIP_SKILLS[cls.card_kind] = cls()

    # ------------------------------------------------------------------ triggers
    def can_trigger(self, game: Game, owner: Player, timing: Timing, data: Any) -> bool:
        """Whether this skill reacts now (a cheap check; asking the owner comes later)."""
        return False

    async def trigger(self, game: Game, owner: Player, timing: Timing, data: Any) -> None:
        """Ask the owner if optional, pay the cost and apply the effect."""

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


SKILLS: Final[dict[str, type[Skill]]] = {}

#: The ability of each kind of equipment that has one (horses have none: they are the
#: distance rules of ``Game.distance``), shared by every holder.
EQUIP_SKILLS: Final[dict[Kind, Skill]] = {}
