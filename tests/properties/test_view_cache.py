"""Views share the public state of the table, cached and rebuilt only after something
happened (an event, or a dying state that ended), and then only for the seats the new
events name; the discard pile's ids are extended while cards are only added. After every
event and at every request of seeded games of every mode, what a view shows of every seat
and of the piles equals a view built afresh."""

from __future__ import annotations

import pytest

from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import MODES
from yxs_desktop.engine.views import _player_view, seat_view
from yxs_desktop.selfplay import play_game


def _matches_a_fresh_view(game: Game) -> None:
    view = seat_view(game, None)
    fresh = tuple(_player_view(p, game.skills_enabled) for p in game.players)
    where = f"seed {game.seed}, event {len(game.events)}"
    assert view.players == fresh, f"{where}: a stale seat view"
    assert view.discard == tuple(c.id for c in game.discard), f"{where}: a stale discard pile"
    assert view.table == tuple(c.id for c in game.table), f"{where}: a stale table"
    assert view.order == tuple(p.seat for p in game.order), f"{where}: a stale table order"


def _play_checking_views(mode: str, ai: str, seeds: range) -> None:
    for seed in seeds:
        play_game(
            mode, seed, ai, after_event=_matches_a_fresh_view, after_step=_matches_a_fresh_view
        )


@pytest.mark.parametrize("ai", ["baseline", "random"])
@pytest.mark.parametrize("mode", sorted(MODES))
def test_every_seat_view_is_current_after_every_event(mode: str, ai: str) -> None:
    _play_checking_views(mode, ai, range(4))


@pytest.mark.slow
@pytest.mark.parametrize("ai", ["baseline", "random"])
@pytest.mark.parametrize("mode", sorted(MODES))
def test_every_seat_view_is_current_in_many_more_games(mode: str, ai: str) -> None:
    _play_checking_views(mode, ai, range(4, 100))


def test_views_are_frozen_so_no_seat_can_change_what_others_see() -> None:
    """Every seat's view holds the same cached public part; a player (or a bug) that
    assigns to a view must fail rather than change the others' views. This holds in the
    compiled build too (``make test-compiled``), where mypyc would drop ``frozen``."""
    game = play_game("identity5", 3, "random")
    view = seat_view(game, 0)
    with pytest.raises(AttributeError):
        view.players[1].hp = 99  # type: ignore[misc]
    with pytest.raises(AttributeError):
        view.round = 0  # type: ignore[misc]
    assert seat_view(game, 2).players[1].hp == game.players[1].hp
