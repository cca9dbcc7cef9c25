"""The easy level: the beginner's mistakes it makes on purpose, and the blunders it never
makes (docs/ai.md, easy)."""

from __future__ import annotations

import msgspec
import pytest

from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.ai.easy import EasyAgent
from yxs_desktop.ai.levels import OFFERED
from yxs_desktop.arena.results import play_job
from yxs_desktop.arena.schedule import Job
from yxs_desktop.engine.enums import Kind, Phase, Role
from yxs_desktop.engine.events import RoleRevealed
from yxs_desktop.engine.modes import MODES
from yxs_desktop.engine.requests import (
    FrozenDict,
    Option,
    Pass,
    PlayPhase,
    Respond,
    Use,
)
from yxs_desktop.engine.views import PlayerView, SeatView

OVERLORD_BOW, FISH_GUT, IMPECCABLE, STRIKE = 35, 45, 85, 8
ROLES = (Role.LORD, Role.LOYALIST, Role.REBEL, Role.REBEL, Role.RENEGADE)


def view(seat: int, hand: tuple[int, ...], hp: dict[int, int] | None = None) -> SeatView:
    """A five-seat table in its first round, every role public (so that friends and
    enemies are known), ``seat`` holding ``hand``."""
    hp = hp or {}
    players = tuple(
        PlayerView(
            s,
            None,
            hp.get(s, 4),
            4,
            True,
            False,
            len(hand) if s == seat else 4,
            (OVERLORD_BOW,) if s == seat else (),
            (),
            ROLES[s],
        )
        for s in range(5)
    )
    return SeatView(
        seat, ROLES[seat], "identity5", 1, seat, 80, (), (), hand, players, 0, Phase.PLAY
    )


def knowing(agent: BaselineAgent) -> BaselineAgent:
    """``agent`` once it has seen every role revealed."""
    agent.observe([RoleRevealed(seat, role) for seat, role in enumerate(ROLES)])
    return agent


def test_easy_is_offered_to_persons_before_the_baseline_weakest_first() -> None:
    assert OFFERED.index("easy") < OFFERED.index("baseline")


def test_easy_equips_a_shorter_weapon_over_a_longer_one_where_the_baseline_keeps_it() -> None:
    request = PlayPhase(
        (0,),
        "play",
        options=FrozenDict({0: (Option(Kind.FISH_GUT, (FISH_GUT,)),)}),
    )
    assert knowing(BaselineAgent(0, 5, 1)).decide(view(0, (FISH_GUT,)), request) == Pass()
    assert knowing(EasyAgent(0, 5, 1)).decide(view(0, (FISH_GUT,)), request) == Use(
        (FISH_GUT,), Kind.FISH_GUT
    )


def impeccable_on(target: int) -> Respond:
    """Seat 1 (a loyalist) may answer with 无懈可击 a 决斗 a rebel uses on ``target``."""
    return Respond(
        (1,),
        "impeccable",
        options=FrozenDict({1: (Option(Kind.IMPECCABLE, (IMPECCABLE,)),)}),
        kind=Kind.IMPECCABLE,
        source=2,
        target=target,
        about=Kind.DUEL,
    )


def test_easy_always_plays_impeccable_for_itself_but_seldom_for_its_lord() -> None:
    seeds = range(200)
    for_itself = [
        knowing(EasyAgent(1, 5, s)).decide(view(1, (IMPECCABLE,)), impeccable_on(1)) for s in seeds
    ]
    assert all(isinstance(answer, Use) for answer in for_itself)
    for_lord = [
        knowing(EasyAgent(1, 5, s)).decide(view(1, (IMPECCABLE,)), impeccable_on(0)) for s in seeds
    ]
    helped = sum(isinstance(answer, Use) for answer in for_lord)
    assert 0 < helped < len(seeds) // 3
    # the baseline always protects its lord
    assert isinstance(
        knowing(BaselineAgent(1, 5, 1)).decide(view(1, (IMPECCABLE,)), impeccable_on(0)), Use
    )


def test_easy_strikes_the_nearest_enemy_where_the_baseline_strikes_the_weakest() -> None:
    # the lord at seat 0: rebels at 2 (two places away, 4 HP) and 3 (two places, 1 HP),
    # the renegade at 4 (next to it, 3 HP)
    request = PlayPhase(
        (0,),
        "play",
        options=FrozenDict(
            {0: (Option(Kind.STRIKE, (STRIKE,), targets=(2, 3, 4), target_count=(1, 1)),)}
        ),
    )
    table = view(0, (STRIKE,), hp={3: 1, 4: 3})
    assert knowing(BaselineAgent(0, 5, 1)).decide(table, request) == Use(
        (STRIKE,), Kind.STRIKE, None, (3,)
    )
    assert knowing(EasyAgent(0, 5, 1)).decide(table, request) == Use(
        (STRIKE,), Kind.STRIKE, None, (4,)
    )


@pytest.mark.parametrize("mode", sorted(MODES))
def test_easy_makes_none_of_the_five_blunders_among_random_or_easy_players(mode: str) -> None:
    seats = MODES[mode].players
    found: dict[str, int] = {}
    for seed in range(3):
        for job, reference in (
            (Job(0, seed, ()), "easy"),
            (Job(0, seed, (seed % seats,)), "random"),
        ):
            result = play_job(mode, job, "easy", reference)
            for name, count in result.blunders["easy"].items():
                found[name] = found.get(name, 0) + count
    assert found == {}


def test_easy_forgets_cards_at_a_crowded_table_but_plays_them_out_alone_with_its_enemy() -> None:
    # the lord has acted once this phase and may strike the renegade (seat 4): at a full
    # table a beginner sometimes ends the phase instead; alone with its last enemy it
    # plays on (such fights lasted 80 rounds)
    request = PlayPhase(
        (0,),
        "play",
        options=FrozenDict(
            {0: (Option(Kind.STRIKE, (STRIKE,), targets=(4,), target_count=(1, 1)),)}
        ),
    )
    full = view(0, (STRIKE,))
    alone = msgspec.structs.replace(
        full,
        players=tuple(msgspec.structs.replace(p, alive=p.seat in (0, 4)) for p in full.players),
    )

    def stops(table: SeatView, seed: int) -> bool:
        agent = knowing(EasyAgent(0, 5, seed))
        agent.actions_this_phase = 1
        return agent.decide(table, request) == Pass()

    assert 0 < sum(stops(full, s) for s in range(100)) < 100
    assert not any(stops(alone, s) for s in range(100))
