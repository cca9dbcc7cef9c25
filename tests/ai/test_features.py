"""The honest features of a seat's position (issue 36): a fixed, named layout per table
size in every mode; the seat first and the others in table order; read from the view and
the seat's own strong player only; the same numbers every time."""

from __future__ import annotations

import ast
import math
from pathlib import Path

import pytest

from tests.scenario import Scenario
from yxs_desktop.ai import features as features_module
from yxs_desktop.ai.drive import steps
from yxs_desktop.ai.features import (
    action_feature_names,
    action_features,
    feature_names,
    position_features,
)
from yxs_desktop.ai.learned import Candidate, LearnedAgent
from yxs_desktop.ai.strong import StrongAgent
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import Pass, PlayPhase, Request, Response, Use
from yxs_desktop.engine.views import SeatView, seat_view
from yxs_desktop.selfplay import make_agents, run_game

MODES = ("identity5", "identity5-simple", "identity8", "3v3-casual", "3v3-competitive")


class Recorder:
    """A seat's strong player that notes the features of each of its play phases."""

    def __init__(self, agent: StrongAgent, rows: list[tuple[int, SeatView, list[float]]]) -> None:
        self.agent, self.seat, self.rows = agent, agent.seat, rows

    def observe(self, events) -> None:  # type: ignore[no-untyped-def]
        self.agent.observe(events)

    def decide(self, view: SeatView, request: Request) -> Response:
        if isinstance(request, PlayPhase):
            self.rows.append((self.seat, view, position_features(view, self.agent)))
        return self.agent.decide(view, request)


def _played(mode: str, seed: int) -> tuple[Game, list[tuple[int, SeatView, list[float]]]]:
    rows: list[tuple[int, SeatView, list[float]]] = []
    game = Game(make_mode(mode), seed)
    run_game(game, [Recorder(agent, rows) for agent in make_agents("strong", game)])
    return game, rows


@pytest.mark.parametrize("mode", MODES)
def test_every_position_of_a_game_has_the_named_layout_of_its_table(mode: str) -> None:
    game, rows = _played(mode, 3)
    names = feature_names(len(game.players))
    assert len(set(names)) == len(names)
    assert rows and {seat for seat, _v, _f in rows} == set(range(len(game.players)))
    for _seat, _view, values in rows:
        assert len(values) == len(names)
        assert all(math.isfinite(v) for v in values)
        assert values[names.index(f"mode={mode}")] == 1.0


def test_the_same_game_gives_the_same_numbers() -> None:
    _game, first = _played("identity5", 8)
    _game, again = _played("identity5", 8)
    assert [f for _s, _v, f in first] == [f for _s, _v, f in again]


def test_the_seat_comes_first_and_the_others_follow_in_table_order() -> None:
    game, rows = _played("identity8", 5)
    names = feature_names(len(game.players))
    for seat, view, values in rows[:40]:
        order = list(view.order) if view.order else list(range(len(view.players)))
        start = order.index(seat)
        for k, other in enumerate(order[start:] + order[:start]):
            player = view.players[other]
            assert values[names.index(f"seat{k}.hp")] == player.hp
            assert values[names.index(f"seat{k}.hand_count")] == player.hand_count
        assert values[names.index("hand_size")] == len(view.hand)
        assert values[names.index(f"my_role={view.role.value}")] == 1.0  # type: ignore[union-attr]


def test_a_seat_reads_its_enemies_and_its_reach() -> None:
    # the lord (seat 0) with the lord's own beliefs: the shown lord is itself; the others'
    # beliefs add up to one per seat; a 杀 reaches the seats next to it
    sc = Scenario(["liu_bang", "han_xin", "cao_cao", "yu_ji", "bian_que"])
    sc.start_turn(0)
    agent = StrongAgent(0, 5, 1)
    view = seat_view(sc.game, 0)
    values = dict(zip(feature_names(5), position_features(view, agent), strict=True))
    assert values["seat0.distance"] == 0.0 and values["seat1.distance"] == 1.0
    assert values["seat1.in_my_reach"] == 1.0 and values["seat2.in_my_reach"] == 0.0
    for k in range(1, 5):
        beliefs = sum(values[f"seat{k}.belief={r.value}"] for r in features_module.IDENTITY_ROLES)
        assert beliefs == pytest.approx(1.0)
        assert -2.0 <= values[f"seat{k}.relation"] <= 2.0


def test_a_spectators_view_or_another_seats_player_is_refused() -> None:
    sc = Scenario(["liu_bang", "han_xin"])
    sc.start_turn(0)
    with pytest.raises(ValueError, match="spectator"):
        position_features(seat_view(sc.game, None), StrongAgent(0, 5, 1))
    with pytest.raises(ValueError, match="plays seat 1"):
        position_features(seat_view(sc.game, 0), StrongAgent(1, 5, 1))


def test_the_features_read_no_game_only_the_view_and_the_seats_player() -> None:
    """What the module may import: the view types, the card and hero tables and the
    strong player; never the game, a mode or self-play, through which hidden cards and
    roles could be read."""
    # the source beside the module (a compiled build keeps it next to its extension)
    source = Path(features_module.__file__).with_name("features.py").read_text(encoding="utf-8")
    imported = [
        node.module or ""
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.ImportFrom)
    ]
    forbidden = ("yxs_desktop.engine.game", "yxs_desktop.engine.modes", "yxs_desktop.selfplay")
    assert not [name for name in imported if name.startswith(forbidden)], imported


def _learned_decisions(seed: int) -> list[tuple[SeatView, LearnedAgent, list[Candidate]]]:
    """Seat 0's play-phase decisions with candidates in a game of strong players, with the
    learned player of seat 0 (fed its events) and its candidates."""
    game = Game(make_mode("identity5"), seed)
    agents = make_agents("strong", game)
    learned = LearnedAgent(0, 5, seed)
    found = []
    for step in steps(game, agents):
        if step.seat != 0:
            continue
        learned.observe(step.events)
        if type(step.request) is PlayPhase:
            candidates = learned.play_candidates(step.view, step.request)
            if len(candidates) >= 2:
                found.append((step.view, learned, candidates))
    return found


def test_an_actions_features_say_what_it_is_how_strong_ranks_it_and_whom_it_aims_at() -> None:
    names = action_feature_names()
    seen_retargeted = 0
    for seed in (3, 4, 5):
        for view, learned, candidates in _learned_decisions(seed):
            first = candidates[0]
            by_rank = {c.rank: c.response for c in candidates}
            for c in candidates:
                values = action_features(
                    view, learned.base, c.response, c.score, c.rank, by_rank[c.rank], first.score
                )
                assert len(values) == len(names)
                row = dict(zip(names, values, strict=True))
                if type(c.response) is Pass:
                    assert row["pass"] == 1.0 and sum(values) == 1.0
                    continue
                assert isinstance(c.response, Use)
                kinds = [n for n in names if n.startswith("kind=") and row[n] == 1.0]
                kind = c.response.kind  # None: a skill used without a card kind
                assert kinds == ([] if kind is None else [f"kind={kind.value}"])
                assert row["rank"] == c.rank and row["score_gap"] == first.score - c.score
                retargeted = c.response != by_rank[c.rank]
                assert row["other_target"] == (1.0 if retargeted else 0.0)
                seen_retargeted += retargeted
                if c.response.targets and c.response.targets[0] != 0:
                    target = c.response.targets[0]
                    assert row["target.hp"] == view.players[target].hp
                    assert row["target.hand_count"] == view.players[target].hand_count
                    if retargeted:  # only enemies are tried as other targets
                        assert row["target.relation"] < 0
    assert seen_retargeted > 0
