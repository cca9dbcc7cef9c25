"""Decision points of seeded baseline games, for the tests of worlds and rebuilt games: at
every play-phase action, the deciding seat's view, its memories and the true world."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from yxs_desktop.ai.drive import steps
from yxs_desktop.ai.turn_memory import TurnMemory
from yxs_desktop.ai.world import CardMemory, World
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import PlayPhase
from yxs_desktop.engine.view_types import SeatView
from yxs_desktop.selfplay import make_agents


@dataclass
class Point:
    """One play-phase decision: the seat's view and memories, the true hidden state, and
    where the game's events and answers stood (the game is played on to its end)."""

    game: Game
    view: SeatView
    turn: TurnMemory
    cards: CardMemory
    world: World
    events: int
    responses: int


def true_world(game: Game) -> World:
    """The real game's hidden state, as a world (only tests may read it)."""
    return World(
        tuple(tuple(c.id for c in p.hand) for p in game.players),
        tuple(c.id for c in game.deck),
        tuple(p.role for p in game.players),
    )


def decision_points(mode: str, seed: int) -> Iterator[Point]:
    """Every play-phase decision of a baseline game of ``mode`` from ``seed``; the game
    goes on after each is yielded (its later events and answers stay in ``point.game``)."""
    game = Game(make_mode(mode), seed)
    agents = make_agents("baseline", game)
    n = len(game.players)
    turns = [TurnMemory() for _ in range(n)]
    cards = [CardMemory(s, n) for s in range(n)]
    for step in steps(game, agents):
        turns[step.seat].observe(step.events)
        cards[step.seat].observe(step.events)
        if type(step.request) is PlayPhase:
            yield Point(
                game,
                step.view,
                turns[step.seat].copy(),
                cards[step.seat].copy(),
                true_world(game),
                len(game.events),
                len(game.responses),
            )
