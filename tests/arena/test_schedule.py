"""The duplicate design: which games an arena plays, and that a deal is the same deal in
every rotation."""

from __future__ import annotations

from typing import Any

import pytest

from yxs_desktop.arena.schedule import schedule
from yxs_desktop.engine.events import CardsMoved, HeroesOffered
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.selfplay import make_agents, run_game


def test_the_schedule_plays_each_deal_as_reference_and_once_per_seat_with_the_tested_level():
    jobs = schedule(deals=3, seed=10, mode="identity5")
    assert len(jobs) == 3 * 6
    for deal in range(3):
        games = [job for job in jobs if job.deal == deal]
        assert {job.seed for job in games} == {10 + deal}
        assert [job.tested_seats for job in games] == [(), (0,), (1,), (2,), (3,), (4,)]
        assert [job.levels(5, "T", "R") for job in games] == [
            ("R",) * 5,
            *[tuple("T" if seat == k else "R" for seat in range(5)) for k in range(5)],
        ]


def _deal(mode: str, seed: int, levels: list[str]) -> tuple[Any, ...]:
    game = Game(make_mode(mode), seed)
    run_game(game, make_agents(levels[: len(game.players)], game))
    roles = [(p.seat, p.role, p.team) for p in game.players]
    offers = sorted((e.seat, e.heroes) for e in game.events if isinstance(e, HeroesOffered))
    hands = [
        (e.dst_seat, e.cards)
        for e in game.events
        if isinstance(e, CardsMoved) and e.reason == "deal"
    ]
    return roles, offers, hands


ROTATIONS = (["baseline"] * 8, ["random"] * 8, ["random", "baseline"] * 4)


@pytest.mark.parametrize("mode", ["identity5", "identity8"])
def test_a_deal_gives_the_same_roles_offers_and_hands_whoever_plays(mode):
    deals = [_deal(mode, 7, levels) for levels in ROTATIONS]
    assert deals[0] == deals[1] == deals[2]
    assert deals[0][2], "the opening hands were found"


@pytest.mark.parametrize("mode", ["3v3-casual", "3v3-competitive"])
def test_a_3v3_deal_gives_the_same_roles_teams_and_offers_whoever_plays(mode):
    """(The cards dealt in 3v3 may differ: they are dealt after the picks.)"""
    deals = [_deal(mode, 7, levels)[:2] for levels in ROTATIONS]
    assert deals[0] == deals[1] == deals[2]
