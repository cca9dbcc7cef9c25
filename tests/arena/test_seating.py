"""``yxs arena --seating``: the tested level in every seat of a role or of a side at once,
the groups taken from the deal, and the figures counting every tested seat."""

from __future__ import annotations

import pytest

from yxs_desktop import cli
from yxs_desktop.arena.run import run_arena
from yxs_desktop.arena.schedule import schedule
from yxs_desktop.arena.seating import dealt_groups, role_of, side_of
from yxs_desktop.arena.stats import AVERAGE, role_figures
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode


def _dealt(mode: str, seed: int) -> Game:
    game = Game(make_mode(mode), seed)
    game.start()
    return game


@pytest.mark.parametrize("mode", ["identity5", "identity8", "3v3-casual", "3v3-competitive"])
@pytest.mark.parametrize("seating", ["role", "side"])
def test_the_groups_are_the_deals_roles_or_sides_and_cover_every_seat_once(mode, seating):
    key = role_of if seating == "role" else side_of
    for seed in range(5):
        game = _dealt(mode, seed)
        groups = dealt_groups(mode, seed, seating)
        assert sorted(s for group in groups for s in group) == list(range(len(game.players)))
        for group in groups:
            assert len({key(game.players[s]) for s in group}) == 1
        assert len({key(game.players[g[0]]) for g in groups}) == len(groups)
        game.close()


def test_a_side_is_the_lord_with_the_loyalists_in_identity_and_the_team_in_3v3():
    game = _dealt("identity8", 3)
    lord_side = next(g for g in dealt_groups("identity8", 3, "side") if len(g) == 3)
    assert sorted(game.players[s].role.value for s in lord_side) == [  # type: ignore[union-attr]
        "lord",
        "loyalist",
        "loyalist",
    ]
    game.close()
    for group in dealt_groups("3v3-competitive", 3, "side"):
        assert len(group) == 3


def test_the_role_schedule_plays_each_deal_once_per_role_with_every_seat_of_it_tested():
    jobs = schedule(deals=2, seed=7, mode="identity5", seating="role")
    assert len(jobs) == 2 * (1 + 4)  # the reference, then lord, loyalist, rebels, renegade
    for deal in range(2):
        tested = [job.tested_seats for job in jobs if job.deal == deal]
        assert tested[0] == ()
        assert sorted(len(seats) for seats in tested[1:]) == [1, 1, 1, 2]
        rebels = next(seats for seats in tested if len(seats) == 2)
        levels = next(j for j in jobs if j.deal == deal and j.tested_seats == rebels).levels(
            5, "T", "R"
        )
        assert [seat for seat, level in enumerate(levels) if level == "T"] == list(rebels)


def test_every_tested_seat_of_a_group_counts_in_its_roles_figures():
    results = run_arena("identity5-simple", 6, 1, "baseline", "random", seating="role")
    rebels = next(f for f in role_figures(results, seed=1) if f.role == "rebel")
    assert rebels.games == 2 * 6  # two rebel seats in each of the 6 deals
    figures = {f.role for f in role_figures(results, seed=1)}
    assert figures == {"lord", "loyalist", "rebel", "renegade", AVERAGE}


def test_a_level_against_itself_differs_by_nothing_seated_by_side():
    results = run_arena("identity5-simple", 8, 2, "baseline", "baseline", seating="side")
    for found in role_figures(results, seed=2):
        assert found.difference.value == 0 and found.tested == found.reference


def test_the_arena_command_says_how_the_tested_level_sat(capsys):
    args = ["arena", "--mode", "identity5-simple", "--games", "2", "--ai", "baseline"]
    assert cli.main([*args, "--vs", "random", "--seating", "side", "--lang", "en"]) == 0
    assert "every seat of a side (each in turn)" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exit_info:
        cli.main([*args, "--vs", "random", "--seating", "team"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'team'" in err and "Traceback" not in err
