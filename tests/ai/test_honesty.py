"""No level reads what its seat cannot see: at decisions of seeded games of every mode,
a copy of each level's agent (taken after it observed the events, its randomness
included) is given the view of a twin of the game whose hidden parts differ (the other
hands, the draw pile, the roles not revealed: ``scramble.py``) and must answer as the
agent did on the real game."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest

from tests.ai.scramble import Board, Honesty
from tests.ai.tables import MODE_NAMES, Table, tables
from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.ai.levels import LEVELS
from yxs_desktop.engine.enums import Suit
from yxs_desktop.engine.events import Event
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import Pass, PlayPhase, Request, Response
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.engine.views import SeatView
from yxs_desktop.selfplay import agent_seed, make_agent, run_game

#: A seat's decision is checked with this chance, one in so many.
ONE_IN = 10


def play_checked(table: Table, build: Any = None) -> list[Honesty]:
    """Play ``table`` with every seat's agent checked at some decisions; ``build(seat,
    game, board)`` makes an agent other than the table's level (the cheating double)."""
    game = Game(make_mode(table.mode), table.seed)
    board = Board(game)
    rng = GameRng(table.seed * 7 + 3)  # the test's own: which decisions, how to scramble
    seats = []
    for seat, level in enumerate(table.levels):
        if build is None:
            fresh = partial(make_agent, level, seat, game)
        else:
            fresh = partial(build, seat, game, board)
        probe = lambda request, rng=rng: rng.below(ONE_IN) == 0  # noqa: E731
        seats.append(Honesty(fresh, seat, game, board, probe, rng, level))
    run_game(game, seats)
    return seats


def check_levels_are_honest(games_per_mode: int) -> None:
    for mode in MODE_NAMES:
        probes: dict[str, int] = {}
        changed = 0
        for table in tables(mode, games_per_mode, first_seed=100):
            for seat in play_checked(table):
                probes[seat.name] = probes.get(seat.name, 0) + seat.probes
                changed += seat.changed
        # every level was checked, and the scramble did change the hidden parts
        assert set(probes) == set(LEVELS) and min(probes.values()) > 0, (mode, probes)
        assert changed > 0.9 * sum(probes.values()), (mode, changed, probes)


def test_no_level_answers_from_what_its_seat_cannot_see_in_any_mode() -> None:
    check_levels_are_honest(games_per_mode=5)


class PeeksAtTheDeck:
    """A test double that cheats: the baseline, but it ends its play phase whenever the
    top card of the draw pile is red, read from the game it was given."""

    def __init__(self, seat: int, game: Game, board: Board) -> None:
        self._board = board
        self._agent = BaselineAgent(seat, len(game.players), agent_seed(game.seed, seat))

    def observe(self, events: list[Event]) -> None:
        self._agent.observe(events)

    def decide(self, view: SeatView, request: Request) -> Response:
        deck = self._board.game.deck
        if isinstance(request, PlayPhase) and deck and deck[-1].suit in (Suit.HEART, Suit.DIAMOND):
            return Pass()
        answer: Response = self._agent.decide(view, request)
        return answer


def test_the_honesty_check_catches_a_player_that_reads_the_draw_pile() -> None:
    table = Table("identity5", 1, ("baseline",) * 5)
    with pytest.raises(AssertionError, match=r"answered PlayPhase .* differently"):
        for seed in range(5):
            play_checked(table._replace(seed=seed), build=PeeksAtTheDeck)


@pytest.mark.slow
def test_no_level_answers_from_what_its_seat_cannot_see_over_many_games() -> None:
    check_levels_are_honest(games_per_mode=30)
