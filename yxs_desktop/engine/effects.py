"""The registry of card effects: what a card kind does when used (:class:`CardEffect`),
found by kind in :data:`EFFECTS`. The effects themselves are content
(:mod:`.content.standard_cards`), registered as their classes are defined."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Final

from yxs_desktop.engine.enums import Kind

if TYPE_CHECKING:
    from yxs_desktop.engine.cards import Card
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import JudgeCard, Player
    from yxs_desktop.engine.timings import CardUse


class Targeting:
    """Who a card may be used on now: candidates, how many, and 借刀杀人's victims.
    (Read-only; a plain class, not a dataclass, for mypyc: see timings.py.)"""

    def __init__(
        self,
        candidates: tuple[int, ...],
        low: int = 1,
        high: int = 1,
        victims: dict[int, tuple[int, ...]] | None = None,
    ) -> None:
        self.candidates = candidates
        self.low = low
        self.high = high
        self.victims = victims


NO_TARGETS: Final = Targeting((), 0, 0)


class CardEffect:
    """What a card kind does. A subclass that sets ``kind`` is the effect of that kind in
    :data:`EFFECTS` as soon as it is defined (one without is a base for other effects)."""

    kind: ClassVar[Kind]

    def __init_subclass__(cls) -> None:
        # Registration here rather than by a class decorator, for mypyc (see skills.Skill).
        super().__init_subclass__()
        kind: Kind | None = getattr(cls, "kind", None)
        if kind is not None:
            if kind in EFFECTS:
                raise ValueError(f"two effects for {kind}")
            EFFECTS[kind] = cls()

    def targeting(self, game: Game, user: Player, cards: list[Card]) -> Targeting | None:
        """Legal targets in ``user``'s play phase, or None when the card cannot be used."""
        return None

    async def resolve(self, game: Game, use: CardUse) -> None:
        """Resolve a use whose card is on the table."""

    async def judge_phase(self, game: Game, player: Player, entry: JudgeCard) -> None:
        """A delayed trick's turn in ``player``'s judge phase: ``entry`` is in its judge
        area. Only delayed tricks (画地为牢, 手捧雷) are ever placed there."""
        raise NotImplementedError(f"{entry.kind} is not a delayed trick")


EFFECTS: Final[dict[Kind, CardEffect]] = {}
