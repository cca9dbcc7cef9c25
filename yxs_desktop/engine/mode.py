"""What the core asks of a game mode (:class:`GameMode`) and how a game ends
(:class:`Outcome`). Shared rules never ask which mode is played; they ask the mode. The
modes themselves are :mod:`.modes`, a layer above the core and the content."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from yxs_desktop.engine.enums import Kind

if TYPE_CHECKING:
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: ``result`` (``lord``, ``rebel``, ``renegade``, ``A``, ``B`` or
    ``draw``), the title key suffix and the winning seats."""

    result: str
    title: str
    winners: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundProgress:
    """How far play has got in the middle of a game, which the table does not show: the
    seat whose turn opened the current round (``first``; None: unknown), the seats that
    have started a turn this round (``acted``) and every seat that has had a turn
    (``ever_acted``). A mode that resumes play (:meth:`GameMode.resume`) reads what its
    order needs of it."""

    first: int | None = None
    acted: frozenset[int] = frozenset()
    ever_acted: frozenset[int] = frozenset()


class GameMode:
    """Base of the modes; a subclass per mode overrides what differs."""

    name: ClassVar[str] = ""
    players: ClassVar[int] = 0
    skills_enabled: ClassVar[bool] = True
    deck_without: ClassVar[frozenset[Kind]] = frozenset()

    def __init__(self, extra_choice: bool = False) -> None:
        self.extra_choice = extra_choice

    async def setup(self, game: Game) -> None:
        """Roles, seats, hero choice, HP and the opening deal."""
        raise NotImplementedError

    async def play(self, game: Game) -> None:
        """Run turns until the game is decided."""
        raise NotImplementedError

    async def resume(
        self,
        game: Game,
        last: Player,
        progress: RoundProgress,
        until: Callable[[], bool] | None = None,
    ) -> None:
        """Play on in this mode's order after ``last``'s turn, in the middle of a game (a
        game rebuilt from a position, ``engine/position.py``): the turns that follow, the
        rounds counted on, as :meth:`play` would go on, ``progress`` telling how far the
        round has got. It returns when the game ends or, checked before each turn (each
        team action in 3v3 competitive), ``until()`` is true (a look-ahead's horizon)."""
        raise NotImplementedError

    def may_save(self, game: Game, saver: Player, dying: Player) -> bool:
        """Whether ``saver`` may give 药 to the dying character."""
        return True

    def save_bonus(self, game: Game, saver: Player, dying: Player) -> int:
        """Extra healing of one 药 (the lord skill 救援). Asked exactly once per 药 given,
        so a mode may record the skill that gives the extra there."""
        return 0

    async def before_discard_on_death(self, game: Game, victim: Player) -> None:
        """What happens to a dead character's cards before they are discarded."""

    def outcome(self, game: Game) -> Outcome | None:
        """The result if the game is decided now (checked after every death)."""
        raise NotImplementedError

    def draw_outcome(self, game: Game) -> Outcome:
        """The result when a card must be drawn and both piles are empty."""
        return Outcome("draw", "draw", ())

    async def reward(self, game: Game, victim: Player, killer: Player | None) -> None:
        """Rewards and penalties for a kill."""

    async def area_order(self, game: Game, user: Player, kind: Kind) -> list[Player]:
        """The order in which an all-player trick resolves (from the user, in turn order)."""
        return game.alive(user)

    def score(self, game: Game) -> dict[int, int]:
        """Each seat's points for the finished game."""
        raise NotImplementedError

    def is_enemy(self, player: Player, other: Player) -> bool:
        """Whether ``other`` is an enemy of ``player``, for the kill bonus of the score
        (never ``player`` itself)."""
        raise NotImplementedError

    def enemies_killed(self, game: Game, player: Player) -> int:
        """How many enemies ``player`` killed (the original's 杀敌数): only these count
        for the kill bonus, not a friend it killed."""
        # ruling kill_bonus_enemies_only
        return sum(1 for seat in player.kills if self.is_enemy(player, game.players[seat]))
