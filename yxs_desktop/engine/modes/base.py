"""What the modes share: seating a hero, the opening deal and play in turn order. What a
mode decides (setup, seating, turn order, who may save whom, rewards, victory and scoring)
is the core's ``mode.GameMode``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from yxs_desktop.engine import zones
from yxs_desktop.engine.enums import Area
from yxs_desktop.engine.events import HeroChosen, RoundStarted
from yxs_desktop.engine.heroes import HEROES
from yxs_desktop.engine.skills import SKILLS
from yxs_desktop.engine.turn import run_turn

if TYPE_CHECKING:
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player


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


def hero_chosen(player: Player) -> HeroChosen:
    """The event of ``player``'s hero seated: its hero, max HP and the skills it holds."""
    assert player.hero is not None, f"seat {player.seat} has no hero"
    return HeroChosen(
        player.seat, player.hero.id, player.max_hp, tuple([s.id for s in player.skills])
    )


def start_round(game: Game, number: int) -> None:
    """Round ``number`` begins (an event, before anything of the round)."""
    game.round = number
    game.emit(RoundStarted(number))


def deal_opening_hands(game: Game, first: Player) -> None:
    """Shuffle the deck and deal 4 cards to everyone, from ``first`` in turn order."""
    game.rng.shuffle(game.deck)
    for player in game.alive(first):
        cards = [game.deck.pop() for _ in range(4)]
        zones.place(game, cards, Area.HAND, player.seat)
        game.emit_move(cards, Area.DECK, None, Area.HAND, player.seat, None, "deal")


async def play_in_turn_order(game: Game, first: Player) -> None:
    """Turns in table order from ``first`` until the game ends; a new round begins each
    time play reaches or passes ``first``'s place (the lord's, or the dice winner's)."""
    player = first
    start_round(game, 1)
    while True:
        await run_turn(game, player)
        following = game.next_alive(player)
        if _passes(game, player, following, first):
            start_round(game, game.round + 1)
        player = following


async def resume_in_turn_order(
    game: Game, last: Player, first: Player, until: Callable[[], bool] | None = None
) -> None:
    """:func:`play_in_turn_order` carried on after ``last``'s turn, in the middle of a
    game: turns in table order, a new round each time play reaches or passes ``first``'s
    place, until the game ends or, checked before each turn, ``until()``."""
    player = last
    while until is None or not until():
        following = game.next_alive(player)
        if _passes(game, player, following, first):
            start_round(game, game.round + 1)
        player = following
        await run_turn(game, player)


def _passes(game: Game, a: Player, b: Player, first: Player) -> bool:
    """Whether going from ``a`` to ``b`` in turn order reaches or passes ``first``'s place."""
    n = len(game.order)
    pa, pb, pf = game.position(a), game.position(b), game.position(first)
    return 0 < (pf - pa) % n <= (pb - pa) % n or a is b
