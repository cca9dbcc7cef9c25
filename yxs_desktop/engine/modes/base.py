"""What a mode decides: setup, seating, turn order, who may save whom, rewards, victory
and scoring. Shared rules never ask which mode is played; they ask the mode."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from yxs_desktop.engine.enums import Area, Kind
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.engine.skills import SKILLS
from yxs_desktop.engine.turn import run_turn

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


def give_hero(game: Game, player: Player, hero_id: str, lord_bonus: bool) -> None:
    """Seat ``hero_id`` on ``player``: its skills (when skills are on) and its HP, plus 1
    for a lord or leader unless one of its skills refuses that (狂禅)."""
    hero = HEROES[hero_id]
    player.hero = hero
    player.skills = [SKILLS[s]() for s in hero.skills] if game.skills_enabled else []
    refusing = [s for s in player.skills if s.refuses_lord_bonus]
    bonus = lord_bonus and not refusing
    if lord_bonus and refusing:
        game.note_status(player, refusing[0].id)  # 狂禅: the +1 is refused
    player.max_hp = player.hp = player.start_max_hp = hero.hp + (1 if bonus else 0)


def deal_opening_hands(game: Game, first: Player) -> None:
    """Shuffle the deck and deal 4 cards to everyone, from ``first`` in turn order."""
    game.rng.shuffle(game.deck)
    for player in game.alive(first):
        cards = [game.deck.pop() for _ in range(4)]
        game._place(cards, Area.HAND, player.seat)
        game._emit_move(cards, Area.DECK, None, Area.HAND, player.seat, None, "deal")


async def play_in_turn_order(game: Game, first: Player) -> None:
    """Turns in table order from ``first`` until the game ends; a new round begins each
    time play reaches or passes ``first``'s place (the lord's, or the dice winner's)."""
    player = first
    game.round = 1
    while True:
        await run_turn(game, player)
        following = game.next_alive(player)
        if _passes(game, player, following, first):
            game.round += 1
        player = following


def _passes(game: Game, a: Player, b: Player, first: Player) -> bool:
    """Whether going from ``a`` to ``b`` in turn order reaches or passes ``first``'s place."""
    n = len(game.order)
    pa, pb, pf = game.position(a), game.position(b), game.position(first)
    return 0 < (pf - pa) % n <= (pb - pa) % n or a is b
