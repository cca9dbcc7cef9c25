"""Identity mode (docs/rules.md §2 and §5): setup through the real mode, victory in every case,
titles, the scoring table, rewards and penalties, the lord skills and dying."""

from __future__ import annotations

import pytest

from tests.scenario import Scenario
from yxs_desktop.engine import actions
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Area, Faction, Kind, Role
from yxs_desktop.engine.errors import IllegalResponse
from yxs_desktop.engine.events import (
    CardPlayed,
    CardsMoved,
    CardUsed,
    Died,
    GameEnded,
    Healed,
    HeroesOffered,
    SkillInvoked,
    TurnStarted,
)
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.heroes import HEROES, HeroSpec, available_heroes
from yxs_desktop.engine.modes import identity, make_mode
from yxs_desktop.engine.requests import Choice, ChooseHero, PlayPhase, Respond, Use
from yxs_desktop.engine.skills import SKILLS
from yxs_desktop.engine.turn import run_turn
from yxs_desktop.engine.views import events_for, request_for, seat_view
from yxs_desktop.selfplay import game_record

L, Y, R, N = Role.LORD, Role.LOYALIST, Role.REBEL, Role.RENEGADE
LORD_SKILL_OF = {Faction.RULER: "jijiang", Faction.MINISTER: "huzhu", Faction.COMMONER: "jiuyuan"}


# ====================================================================== helpers
def start(mode: str, seed: int, *, extra: bool = False) -> Game:
    game = Game(make_mode(mode, extra_choice=extra), seed)
    game.start()
    return game


def choose_heroes(game: Game, lord_index: int = 0) -> tuple[ChooseHero, ChooseHero]:
    """Answer both hero choices (the lord's, then everyone else's); return the requests."""
    lord_request = game.pending
    assert isinstance(lord_request, ChooseHero)
    game.submit(lord_request.seat, game.pending.id, Choice(lord_index))
    others_request = game.pending
    assert isinstance(others_request, ChooseHero)
    for seat in others_request.seats:
        game.submit(seat, game.pending.id, Choice(len(others_request.offers[seat]) - 1))
    return lord_request, others_request


def lord_of(game: Game):
    return next(p for p in game.players if p.role is L)


def as_hero(sc: Scenario, seat: int, hero_id: str, *skills: str) -> None:
    """Seat ``hero_id``'s faction and HP on ``seat`` with only ``skills`` (lord skills under
    test, without the hero's own skills getting in the way)."""
    player = sc.p(seat)
    player.hero = HEROES[hero_id]
    player.skills = [SKILLS[s]() for s in skills]
    sc.game.refresh_skills()


def kill_in_order(sc: Scenario, kills: list[tuple[int | None, int]]) -> Scenario:
    """Kill characters one after another with damage (source None: no killer), in one
    procedure (a scenario game starts once), declining every 药 asked for on the way."""
    game = sc.game

    async def procedure() -> None:
        for source, target in kills:
            victim = game.players[target]
            killer = game.players[source] if source is not None else None
            await actions.damage(game, killer, victim, victim.hp)

    return sc.run(procedure).finish_passing()


def moves(sc: Scenario, reason: str) -> list[CardsMoved]:
    return [e for e in sc.game.events if isinstance(e, CardsMoved) and e.reason == reason]


FIVE = [L, Y, R, R, N]
EIGHT = [L, Y, Y, R, R, R, R, N]


def table(roles: list[Role], **kwargs) -> Scenario:
    mode = "identity8" if len(roles) == 8 else "identity5"
    return Scenario([None] * len(roles), mode=mode, roles=roles, **kwargs)


# ====================================================================== 1. setup
@pytest.mark.parametrize(
    ("mode", "counts"),
    [("identity5", {L: 1, Y: 1, R: 2, N: 1}), ("identity8", {L: 1, Y: 2, R: 4, N: 1})],
)
def test_roles_are_dealt_1_1_2_1_for_five_and_1_2_4_1_for_eight(mode, counts):
    for seed in range(6):
        game = start(mode, seed)
        dealt = [p.role for p in game.players]
        assert {role: dealt.count(role) for role in counts} == counts
        assert len(dealt) == sum(counts.values())


def test_roles_are_dealt_at_random():
    lord_seats = {lord_of(start("identity5", seed)).seat for seed in range(30)}
    assert len(lord_seats) > 1


@pytest.mark.parametrize("mode", ["identity5", "identity8", "identity5-simple"])
def test_lord_role_is_public_from_the_start_and_the_others_are_secret(mode):
    game = start(mode, 3)
    lord = lord_of(game)
    for viewer in game.players:
        view = seat_view(game, viewer.seat)
        assert view.role is viewer.role  # each seat knows its own role
        for p in game.players:
            seen = view.players[p.seat].role
            if p is lord:
                assert seen is L
            else:
                assert seen is None, f"seat {viewer.seat} sees seat {p.seat}'s role"
    spectator = seat_view(game, None)
    assert spectator.role is None
    assert [v.role for v in spectator.players] == [L if p is lord else None for p in game.players]


def test_lord_role_stays_public_and_others_stay_secret_after_hero_choice():
    game = start("identity5-simple", 4)
    choose_heroes(game)
    lord = lord_of(game)
    view = seat_view(game, (lord.seat + 1) % 5)
    assert view.players[lord.seat].role is L
    hidden = [v.role for v in view.players if v.seat != lord.seat]
    assert hidden == [None, None, None, None]


@pytest.mark.parametrize(("extra", "lord_size", "other_size"), [(False, 5, 3), (True, 6, 4)])
def test_lord_chooses_first_from_5_then_everyone_else_at_once_from_3(extra, lord_size, other_size):
    game = start("identity5-simple", 7, extra=extra)
    lord = lord_of(game)
    lord_request = game.pending
    assert isinstance(lord_request, ChooseHero)
    assert lord_request.seats == (lord.seat,)
    assert len(lord_request.offers[lord.seat]) == lord_size
    assert all(p.hero is None for p in game.players)
    game.submit(lord.seat, game.pending.id, Choice(2))
    # the lord's hero is seated (and shown) before the others choose
    assert lord.hero is not None and lord.hero.id == lord_request.offers[lord.seat][2]
    others_request = game.pending
    assert isinstance(others_request, ChooseHero)
    assert others_request.seats == tuple(p.seat for p in game.others(lord))
    assert type(others_request).gathered
    offers = [lord_request.offers[lord.seat]] + [
        others_request.offers[s] for s in others_request.seats
    ]
    assert [len(o) for o in offers] == [lord_size] + [other_size] * 4
    every = [hero for offer in offers for hero in offer]
    assert len(every) == len(set(every)), "a hero was offered twice"
    assert set(every) <= set(HEROES)
    # nobody's hero is seated until everyone has chosen, then all at once
    first, *rest = others_request.seats
    game.submit(first, game.pending.id, Choice(1))
    assert game.players[first].hero is None and game.pending is others_request
    for seat in rest:
        game.submit(seat, game.pending.id, Choice(0))
    assert game.players[first].hero.id == others_request.offers[first][1]
    assert all(game.players[s].hero.id == others_request.offers[s][0] for s in rest)


def test_each_player_sees_only_its_own_hero_offer():
    game = start("identity5-simple", 8)
    offered = [e for e in game.events if isinstance(e, HeroesOffered)]
    assert [e.seat for e in offered] == [lord_of(game).seat]
    other = (lord_of(game).seat + 1) % 5
    assert not [e for e in events_for(game, other) if isinstance(e, HeroesOffered)]
    assert request_for(game.pending, other).offers == {}


@pytest.mark.interpreted
@pytest.mark.parametrize(
    ("heroes", "extra", "lord_size", "other_size", "disjoint"),
    [
        (35, False, 5, 3, True),
        (35, True, 6, 4, True),
        (17, False, 5, 3, True),  # exactly enough: 5 + 4 × 3
        (16, False, 5, 2, True),  # the others' share shrinks first: (16 − 5) // 4
        (8, False, 4, 1, True),  # the lord keeps 4 so that each other still gets 1
        (5, False, 1, 1, True),
        (3, False, 3, 3, False),  # fewer heroes than players: dealt round again
        (1, True, 1, 1, False),
    ],
)
def test_offers_shrink_with_few_heroes_but_never_run_dry(
    monkeypatch, heroes, extra, lord_size, other_size, disjoint
):
    """[ruling] in identity.py (deal_offers): with skills on only heroes whose skills are
    implemented are offered; with too few the offers shrink, each keeping at least one."""
    few = list(HEROES.values())[:heroes]
    monkeypatch.setattr(identity, "available_heroes", lambda with_skills=True: few)
    game = start("identity5-simple", 11, extra=extra)
    lord_request, others_request = choose_heroes(game)
    lord_offer = lord_request.offers[lord_request.seat]
    offers = [others_request.offers[s] for s in others_request.seats]
    assert len(lord_offer) == lord_size
    assert [len(o) for o in offers] == [other_size] * 4
    for offer in [lord_offer, *offers]:
        assert len(set(offer)) == len(offer)
    every = [hero for offer in [lord_offer, *offers] for hero in offer]
    assert (len(every) == len(set(every))) is disjoint
    assert all(p.hero is not None for p in game.players)
    assert isinstance(game.pending, PlayPhase)  # the game goes on to the lord's turn


@pytest.mark.parametrize("mode", ["identity5", "identity8"])
@pytest.mark.parametrize("extra", [False, True])
def test_offers_with_skills_on_hold_only_implemented_heroes_and_everyone_can_choose(mode, extra):
    available = {h.id for h in available_heroes(True)}
    game = start(mode, 5, extra=extra)
    lord_request, others_request = choose_heroes(game)
    offers = [lord_request.offers[lord_request.seat]] + [
        others_request.offers[s] for s in others_request.seats
    ]
    assert 1 <= len(offers[0]) <= 5 + extra
    for offer in offers:
        assert len(offer) >= 1 and set(offer) <= available
        assert len(set(offer)) == len(offer)
    assert all(len(o) <= 3 + extra for o in offers[1:])
    every = [hero for offer in offers for hero in offer]
    if len(available) >= len(game.players):
        assert len(every) == len(set(every))
    assert all(p.hero is not None for p in game.players)


@pytest.mark.parametrize("mode", ["identity5-simple", "identity5", "identity8"])
def test_lord_gets_one_more_max_hp(mode):
    game = start(mode, 2)
    choose_heroes(game)
    for p in game.players:
        refuses = any(s.refuses_lord_bonus for s in p.skills)  # 狂禅
        bonus = 1 if p.role is L and not refuses else 0
        assert p.max_hp == p.start_max_hp == p.hero.hp + bonus
        assert p.hp <= p.max_hp
    assert lord_of(game).hp == lord_of(game).max_hp


@pytest.mark.interpreted
@pytest.mark.parametrize("faction", list(Faction))
def test_lord_gets_the_lord_skill_of_its_faction(monkeypatch, faction):
    """君 → 激将, 臣 → 护主, 民 → 救援; nobody else gets a lord skill. (Skill-less stand-in
    heroes of the faction, so that this does not depend on which heroes are implemented.)"""
    fakes = [
        HeroSpec(f"test_{faction.value}_{i}", "测", faction, h.sex, h.hp, ())
        for i, h in enumerate(list(HEROES.values())[:20])
    ]
    for spec in fakes:
        monkeypatch.setitem(HEROES, spec.id, spec)
    monkeypatch.setattr(identity, "available_heroes", lambda with_skills=True: fakes)
    game = start("identity5", 6)
    choose_heroes(game)
    lord = lord_of(game)
    assert [s.id for s in lord.skills] == [LORD_SKILL_OF[faction]]
    assert all(s.lord for s in lord.skills)
    assert all(not p.skills for p in game.others(lord))
    assert [s.id for s in game.skills_of(lord)] == [LORD_SKILL_OF[faction]]


def test_lord_skill_follows_the_faction_with_real_heroes():
    for seed in range(4):
        game = start("identity5", seed)
        choose_heroes(game)
        lord = lord_of(game)
        lord_skills = [s.id for s in lord.skills if s.lord]
        assert lord_skills == [LORD_SKILL_OF[lord.hero.faction]]
        assert not any(s.lord for p in game.others(lord) for s in p.skills)


def test_simple_table_has_no_skills_and_no_lord_skill():
    for seed in range(4):
        game = start("identity5-simple", seed)
        choose_heroes(game)
        assert all(p.skills == [] for p in game.players)
        assert all(game.skills_of(p) == [] for p in game.players)


def test_four_cards_are_dealt_to_each_from_the_lord_in_turn_order_and_the_lord_starts():
    game = start("identity5-simple", 9)
    choose_heroes(game)
    lord = lord_of(game)
    deals = [e for e in game.events if isinstance(e, CardsMoved) and e.reason == "deal"]
    assert [(e.dst_seat, e.count) for e in deals] == [(p.seat, 4) for p in game.alive(lord)]
    turns = [e for e in game.events if isinstance(e, TurnStarted)]
    assert [t.seat for t in turns] == [lord.seat]
    assert game.current is lord
    pending = game.pending
    assert isinstance(pending, PlayPhase) and pending.seats == (lord.seat,)
    assert len(lord.hand) == 4 + 2  # dealt 4, drew 2 in its draw phase
    assert all(len(p.hand) == 4 for p in game.others(lord))
    # every deal event comes before the first turn
    first_turn = game.events.index(turns[0])
    assert all(game.events.index(e) < first_turn for e in deals)


@pytest.mark.parametrize("mode", ["identity5", "identity8", "identity5-simple"])
def test_same_seed_gives_same_roles_and_offers(mode):
    def record(seed: int):
        game = start(mode, seed)
        roles = [p.role for p in game.players]
        lord_request, others_request = choose_heroes(game)
        return roles, lord_request.offers, others_request.offers, [p.hero.id for p in game.players]

    assert record(21) == record(21)
    assert any(record(21) != record(seed) for seed in range(22, 26))


# ====================================================================== 2. victory
@pytest.mark.parametrize(
    ("roles", "kills", "result", "winners"),
    [
        # lord and loyalists: every rebel and the renegade dead, the lord alive
        (FIVE, [(0, 2), (1, 3), (0, 4)], "lord", (0, 1)),
        # ... even with the loyalist dead (the dead loyalist wins too)
        (FIVE, [(2, 1), (0, 2), (0, 3), (0, 4)], "lord", (0, 1)),
        # rebels: the lord dies while a rebel lives
        (FIVE, [(2, 0)], "rebel", (2, 3)),
        (FIVE, [(0, 2), (4, 0)], "rebel", (2, 3)),  # the renegade kills it, a rebel lives
        (FIVE, [(0, 2), (None, 0)], "rebel", (2, 3)),  # no killer (HP loss) still counts
        # rebels: all rebels dead, a loyalist kills the lord
        (FIVE, [(0, 2), (0, 3), (1, 0)], "rebel", (2, 3)),
        # rebels: all rebels dead, the renegade kills the lord while a loyalist lives
        (FIVE, [(0, 2), (0, 3), (4, 0)], "rebel", (2, 3)),
        # renegade: only it is left with the lord, and it kills the lord
        (FIVE, [(4, 1), (4, 2), (4, 3), (4, 0)], "renegade", (4,)),
        (FIVE, [(2, 1), (0, 3), (4, 2), (4, 0)], "renegade", (4,)),
        (EIGHT, [(7, s) for s in (1, 2, 3, 4, 5, 6, 0)], "renegade", (7,)),
        # ... and whatever dealt the lord's last damage (ruling renegade_wins_as_last_survivor)
        (FIVE, [(4, 1), (4, 2), (4, 3), (None, 0)], "renegade", (4,)),  # no source
        (FIVE, [(4, 1), (4, 2), (4, 3), (0, 0)], "renegade", (4,)),  # the lord itself
        (FIVE, [(2, 1), (4, 2), (0, 3), (0, 0)], "renegade", (4,)),  # the renegade killed none
        # two renegades: the last surviving one wins alone
        ([L, Y, R, N, N], [(3, 1), (3, 2), (3, 4), (3, 0)], "renegade", (3,)),
        ([L, Y, R, N, N], [(4, 1), (3, 2), (4, 3), (4, 0)], "renegade", (4,)),
        # two renegades: the lord dies with both alive, rebels win
        ([L, Y, R, N, N], [(3, 1), (3, 2), (3, 0)], "rebel", (2,)),
        ([L, Y, R, N, N], [(3, 1), (4, 2), (4, 0)], "rebel", (2,)),
        # two renegades: lord's side wins when both are dead
        ([L, Y, R, N, N], [(0, 2), (1, 3), (0, 4)], "lord", (0, 1)),
    ],
)
def test_victory_cases_of_rules_5(roles, kills, result, winners):
    sc = kill_in_order(table(roles), kills)
    outcome = sc.game.outcome
    assert outcome is not None
    assert (outcome.result, outcome.title, outcome.winners) == (result, result, winners)
    # decided on the last death, not before
    assert [e.seat for e in sc.game.events if isinstance(e, Died)] == [t for _, t in kills]
    ended = [e for e in sc.game.events if isinstance(e, GameEnded)]
    assert [(e.result, e.winners) for e in ended] == [(result, winners)]
    assert sc.game.pending is None


@pytest.mark.parametrize(
    ("roles", "kills"),
    [
        (FIVE, [(0, 2), (0, 3)]),  # rebels dead, the renegade lives
        (FIVE, [(0, 4), (0, 2)]),  # renegade dead, a rebel lives
        (FIVE, [(4, 1), (4, 2), (4, 3)]),  # renegade alone with the lord: not yet
        ([L, Y, R, N, N], [(3, 1), (3, 2), (3, 4)]),  # one renegade left with the lord
        ([L, Y, R, N, N], [(0, 2), (0, 3)]),  # one renegade still alive
        (EIGHT, [(0, 3), (0, 4), (0, 5), (1, 2), (0, 7)]),  # one rebel left
    ],
)
def test_game_goes_on_while_undecided(roles, kills):
    sc = kill_in_order(table(roles), kills)
    assert sc.game.outcome is None
    assert not [e for e in sc.game.events if isinstance(e, GameEnded)]


@pytest.mark.parametrize(
    ("kills", "title", "zh"),
    [
        ([(0, 2), (0, 3), (0, 4)], "lord", "平定天下"),
        ([(2, 0)], "rebel", "群雄并起"),
        ([(4, 1), (4, 2), (4, 3), (4, 0)], "renegade", "奸臣当道"),
    ],
)
def test_result_titles(kills, title, zh):
    sc = kill_in_order(table(FIVE), kills)
    assert sc.game.outcome.title == title
    assert text(f"title.{sc.game.outcome.title}") == zh


# ====================================================================== 3. scoring
def score(sc: Scenario) -> dict[int, int]:
    assert sc.game.outcome is not None
    return sc.game.mode.score(sc.game)


def test_score_lord_side_wins():
    """Win rows of lord and loyalist (kills × 2, loyalists alive × 2, a dead loyalist
    scores with its camp) and lose rows of rebel and renegade (kills × 1; renegade + 1)."""
    kills = [(3, 4), (7, 2), (0, 3), (0, 5), (0, 6), (1, 7)]
    sc = kill_in_order(table(EIGHT), kills)
    assert sc.game.outcome.result == "lord"
    loyalists_alive = 1
    assert score(sc) == {
        0: 6 + 3 * 2 + loyalists_alive * 2,  # lord, 3 kills
        1: 6 + 1 * 2 + loyalists_alive * 2,  # loyalist, 1 kill
        2: 6 + 0 * 2 + loyalists_alive * 2,  # dead loyalist, still a winner
        3: 3 + 0,  # rebel killed a rebel: no enemy, no kill bonus
        4: 3,
        5: 3,
        6: 3,
        7: 3 + 1 + 1,  # renegade killed a loyalist
    }


def test_score_rebels_win():
    """Win row of rebel (kills × 2, rebels alive × 1, dead rebels too) and lose rows of
    lord (kills × 1), loyalist (kills × 1 − loyalists alive) and renegade (+1)."""
    kills = [(0, 7), (1, 3), (1, 4), (5, 0)]
    sc = kill_in_order(table(EIGHT), kills)
    assert sc.game.outcome.result == "rebel"
    loyalists_alive = rebels_alive = 2
    assert score(sc) == {
        0: 3 + 1,  # lord killed the renegade
        1: 3 + 2 - loyalists_alive,  # loyalist with 2 kills
        2: 3 + 0 - loyalists_alive,
        3: 6 + 0 * 2 + rebels_alive,  # dead rebel, still a winner
        4: 6 + 0 * 2 + rebels_alive,
        5: 6 + 1 * 2 + rebels_alive,  # killed the lord
        6: 6 + 0 * 2 + rebels_alive,
        7: 3 + 0 + 1,
    }


@pytest.mark.parametrize(("roles", "n"), [(FIVE, 5), (EIGHT, 8)])
def test_score_renegade_wins(roles, n):
    """Win row of renegade: 18 + kills × 3 + (N − 1) × 2; everyone else loses."""
    renegade = n - 1
    rebels = [i for i, r in enumerate(roles) if r is R]
    loyalists = [i for i, r in enumerate(roles) if r is Y]
    # a rebel kills a loyalist, the lord kills a rebel, the renegade does the rest
    kills = [(rebels[0], loyalists[0]), (0, rebels[-1])]
    kills += [(renegade, s) for s in loyalists[1:] + rebels[:-1]] + [(renegade, 0)]
    sc = kill_in_order(table(roles), kills)
    assert sc.game.outcome.winners == (renegade,)
    renegade_kills = len(kills) - 2
    expected = {i: 3 for i in range(n)}
    expected[renegade] = 18 + renegade_kills * 3 + (n - 1) * 2
    expected[0] = 3 + 1  # the lord's kill
    expected[rebels[0]] = 3 + 1  # the rebel's kill
    for s in loyalists:
        expected[s] = 3 + 0 - 0  # no loyalist alive
    assert score(sc) == expected


def test_score_of_losing_renegade_in_a_two_renegade_game():
    kills = [(3, 1), (3, 2), (3, 4), (3, 0)]
    sc = kill_in_order(table([L, Y, R, N, N]), kills)
    assert score(sc) == {0: 3, 1: 3, 2: 3, 3: 18 + 4 * 3 + 4 * 2, 4: 3 + 0 + 1}


# ---------------------------------------------------------------------- kills = enemies killed
# ruling kill_bonus_enemies_only: the kill bonus counts enemies only (the original's 杀敌数)
def test_a_loyalist_killed_by_the_lord_adds_no_kill_bonus():
    """The lord kills its loyalist, then the rebels and the renegade: 3 enemies, not 4."""
    sc = kill_in_order(table(FIVE), [(0, 1), (0, 2), (0, 3), (0, 4)])
    assert sc.game.outcome.result == "lord"
    assert sc.p(0).kills == [1, 2, 3, 4]
    loyalists_alive = 0
    assert score(sc) == {
        0: 6 + 3 * 2 + loyalists_alive * 2,
        1: 6 + 0 * 2 + loyalists_alive * 2,
        2: 3,
        3: 3,
        4: 3 + 0 + 1,
    }


def test_a_loyalist_killed_by_a_loyalist_adds_no_kill_bonus():
    """Loyalist 1 kills loyalist 2 and a rebel; the rebels win: its lose row counts 1 kill."""
    sc = kill_in_order(table(EIGHT), [(1, 2), (1, 3), (4, 0)])
    assert sc.game.outcome.result == "rebel"
    assert sc.p(1).kills == [2, 3]
    loyalists_alive = 1
    assert score(sc)[1] == 3 + 1 - loyalists_alive


def test_the_lord_killed_by_its_loyalist_adds_no_kill_bonus():
    """Every rebel dead, a loyalist kills the lord (rebels win): not an enemy killed."""
    sc = kill_in_order(table(FIVE), [(0, 2), (0, 3), (1, 0)])
    assert sc.game.outcome.result == "rebel"
    loyalists_alive = 1
    assert score(sc)[1] == 3 + 0 - loyalists_alive


def test_a_rebel_killed_by_a_rebel_adds_no_kill_bonus():
    """Rebel 2 kills rebel 3, then the lord: only the lord counts for its win row."""
    sc = kill_in_order(table(FIVE), [(2, 3), (2, 0)])
    assert sc.game.outcome.result == "rebel"
    assert sc.p(2).kills == [3, 0]
    rebels_alive = 1
    assert score(sc)[2] == 6 + 1 * 2 + rebels_alive
    assert score(sc)[3] == 6 + 0 * 2 + rebels_alive


def test_the_renegade_killed_by_a_rebel_is_an_enemy_killed():
    """The renegade is not on the rebels' side: a rebel killing it earns the bonus."""
    sc = kill_in_order(table(FIVE), [(2, 4), (3, 0)])
    assert sc.game.outcome.result == "rebel"
    rebels_alive = 2
    assert score(sc)[2] == 6 + 1 * 2 + rebels_alive


def test_every_kill_of_the_renegade_is_an_enemy_killed_another_renegade_too():
    sc = kill_in_order(table([L, Y, R, N, N]), [(3, 1), (3, 2), (3, 4), (3, 0)])
    assert score(sc)[3] == 18 + 4 * 3 + 4 * 2


@pytest.mark.parametrize(
    ("killer", "victim", "bonus"),
    [
        (0, 1, 0), (0, 3, 1), (0, 5, 1),  # lord: loyalist, rebel, renegade
        (1, 0, 0), (1, 2, 0), (1, 3, 1), (1, 5, 1),  # loyalist: lord, loyalist, ...
        (3, 0, 2), (3, 1, 1), (3, 4, 0), (3, 5, 1),  # rebel (a winner, × 2, for the lord)
        (5, 0, 1), (5, 1, 1), (5, 3, 1), (5, 6, 1),  # renegade (two on the table)
        (3, 3, 0),  # oneself
    ],
)  # fmt: skip
def test_kill_bonus_counts_the_enemies_of_each_role(killer, victim, bonus):
    """The pairs of the roles' goals: the lord's side against the rebels and the renegade,
    the rebels against everyone else, the renegade against all the others. The killer's
    score against the same death with no killer: its kill bonus, or nothing. ``kills``
    still lists every character killed."""
    roles = [L, Y, Y, R, R, N, N, R]
    killed = kill_in_order(table(roles), [(killer, victim)])
    no_killer = kill_in_order(table(roles), [(None, victim)])
    assert killed.p(killer).kills == [victim]
    scores, base = killed.game.mode.score(killed.game), no_killer.game.mode.score(no_killer.game)
    assert scores[killer] - base[killer] == bonus


def test_sim_line_lists_every_kill_and_scores_enemies_only():
    sc = kill_in_order(table(FIVE), [(0, 1), (0, 2), (0, 3), (0, 4)])
    record = game_record(sc.game)
    lord = record["players"][0]
    assert lord["kills"] == [1, 2, 3, 4]
    assert lord["score"] == 6 + 3 * 2


def test_score_of_a_draw_is_everyones_lose_row():
    """Ruling draw_when_piles_empty (docs/rules.md §1.2: 'nobody wins'): a drawn game scores every
    player by the lose row of its role: lord 3 + kills, loyalist 3 + kills − loyalists
    alive, rebel 3 + kills, renegade 3 + kills + 1."""
    sc = table(EIGHT)
    sc.game.deck.clear()  # both piles empty: the reward for the rebel must end the game
    kills = [(3, 2), (0, 7), (1, 4)]
    kill_in_order(sc, kills)
    outcome = sc.game.outcome
    assert (outcome.result, outcome.title, outcome.winners) == ("draw", "draw", ())
    assert text("title.draw") == "平局"
    loyalists_alive = 1
    assert score(sc) == {
        0: 3 + 1,
        1: 3 + 1 - loyalists_alive,
        2: 3 + 0 - loyalists_alive,
        3: 3 + 1,
        4: 3,
        5: 3,
        6: 3,
        7: 3 + 0 + 1,
    }


# ruling renegade_wins_as_last_survivor
def test_renegade_wins_when_a_thunder_kills_the_lord_last():
    """The renegade has killed everyone else; a 手捧雷 (no source) kills the lord at the
    start of its turn: the renegade, the only other survivor, wins."""
    # the renegade draws 2 × 3 for the rebels, then the lord judges the spade 3
    deck = ["dodge"] * 6 + [("strike", "spade", 3)]
    sc = table(FIVE, judge={0: ["thunder"]}, hp={0: 3}, deck=deck)
    game, renegade, lord = sc.game, sc.p(4), sc.p(0)

    async def procedure() -> None:
        for seat in (1, 2, 3):
            await actions.damage(game, renegade, sc.p(seat), sc.p(seat).hp)
        game.current = lord
        await run_turn(game, lord)

    sc.run(procedure).finish_passing()
    died = [(e.seat, e.killer) for e in game.events if isinstance(e, Died)]
    assert died == [(1, 4), (2, 4), (3, 4), (0, None)]
    outcome = game.outcome
    assert (outcome.result, outcome.winners) == ("renegade", (4,))
    assert score(sc)[4] == 18 + 3 * 3 + 4 * 2


# ====================================================================== 4. rewards
@pytest.mark.parametrize("killer", [0, 1, 4, 7], ids=["lord", "loyalist", "rebel", "renegade"])
def test_killing_a_rebel_draws_three_for_any_role(killer):
    sc = table(EIGHT, hands={3: ["strike", "dodge"]})
    kill_in_order(sc, [(killer, 3)])
    assert sc.game.outcome is None
    assert len(sc.p(killer).hand) == 3
    assert [(e.dst_seat, e.count) for e in moves(sc, "reward")] == [(killer, 3)]
    assert all(len(sc.p(s).hand) == 0 for s in range(8) if s not in (killer, 3))


@pytest.mark.parametrize(
    ("roles", "killer", "victim"),
    [(FIVE, 2, 1), (FIVE, 1, 4), (FIVE, 0, 4), (EIGHT, 1, 2), (EIGHT, 7, 1)],
)
def test_no_reward_for_killing_a_loyalist_or_the_renegade(roles, killer, victim):
    sc = table(roles, hands={killer: ["strike"]}, equip={killer: ["attack_horse"]})
    kill_in_order(sc, [(killer, victim)])
    assert moves(sc, "reward") == [] and moves(sc, "penalty") == []
    assert len(sc.p(killer).hand) == 1 and sc.p(killer).equip


@pytest.mark.parametrize("roles", [FIVE, EIGHT])
def test_lord_killing_a_loyalist_discards_all_its_hand_and_equipment(roles):
    sc = table(
        roles,
        hands={0: ["strike", "dodge", "medicine"]},
        equip={0: ["overlord_bow", "defence_horse"]},
        judge={0: ["prison"]},
    )
    held = {c.id for c in sc.p(0).all_cards()}
    kill_in_order(sc, [(0, 1)])
    lord = sc.p(0)
    assert lord.hand == [] and lord.equip == {}
    assert [j.kind for j in lord.judge] == [Kind.PRISON]  # the judgement area is not
    assert held <= {c.id for c in sc.game.discard}
    penalty = moves(sc, "penalty")
    assert penalty and {i for e in penalty for i in e.cards} == held
    assert all(e.src_seat == 0 for e in penalty)


def test_lord_killing_a_loyalist_with_no_cards_is_fine():
    sc = kill_in_order(table(FIVE), [(0, 1)])
    assert moves(sc, "penalty") == [] and sc.game.outcome is None


def test_no_reward_when_the_killer_is_dead():
    # a rebel brings about its own death: the killer is dead by the time of the reward
    sc = kill_in_order(table(FIVE), [(2, 2)])
    assert [(e.seat, e.killer) for e in sc.game.events if isinstance(e, Died)] == [(2, 2)]
    assert moves(sc, "reward") == []


def test_no_reward_without_a_killer_hp_loss():
    sc = table(FIVE)
    sc.game.current = sc.p(0)
    sc.run(lambda: actions.lose_hp(sc.game, sc.p(2), 4))
    assert [(e.seat, e.killer) for e in sc.game.events if isinstance(e, Died)] == [(2, None)]
    assert moves(sc, "reward") == []
    assert all(not p.hand for p in sc.game.players)
    assert all(not p.kills for p in sc.game.players)


def test_no_reward_without_a_killer_damage_without_source():
    sc = kill_in_order(table(FIVE), [(None, 3)])
    assert moves(sc, "reward") == []
    assert all(not p.hand for p in sc.game.players)


def test_game_stops_at_the_final_death_without_drawing_the_reward():
    # the renegade and one rebel are dead; the lord kills the last rebel
    sc = kill_in_order(table(FIVE), [(0, 4), (0, 2), (0, 3)])
    assert sc.game.outcome.result == "lord"
    assert [e.dst_seat for e in moves(sc, "reward")] == [0]  # for the first rebel only
    assert len(sc.p(0).hand) == 3
    assert isinstance(sc.game.events[-1], GameEnded)
    assert sc.game.pending is None


def test_game_stops_at_once_in_the_middle_of_a_card():
    """A rebel's 烽火狼烟 kills the lord (3rd in order): the characters after it in the
    order are not asked for 杀 and take no damage."""
    sc = table(FIVE, hands={3: ["beacon"], 1: ["strike"], 2: ["strike"]}, hp={0: 1})
    sc.use_card(3, "beacon", [])
    # order from seat 3: 4 (no 杀: not asked), 0 (no 杀: dies), then 1 and 2 would follow
    assert sc.game.outcome is not None and sc.game.outcome.result == "rebel"
    assert sc.game.pending is None
    assert sc.p(1).hp == 4 and sc.p(2).hp == 4
    assert len(sc.p(1).hand) == 1 and len(sc.p(2).hand) == 1
    assert isinstance(sc.game.events[-1], GameEnded)


def test_no_requests_after_the_game_is_decided():
    """The lord dies while others still hold 药: after the last one declines, nothing
    more is asked and answering raises."""
    sc = table(FIVE, hands={2: ["strike"], 1: ["medicine"]}, hp={0: 1})
    sc.use_card(2, "strike", [0])
    sc.expect(Respond, 1, kind="medicine", target=0).pass_(1)
    assert sc.game.outcome.result == "rebel"
    assert sc.game.pending is None
    with pytest.raises(IllegalResponse):
        sc.game.submit(3, len(sc.game.responses) + 1, Use())


# ====================================================================== 5. lord skills
def jijiang_table(**kwargs) -> Scenario:
    """Lord (seat 0, 君) with 激将; seats 1, 3, 4 are 臣, seat 2 is 民."""
    sc = table(FIVE, **kwargs)
    as_hero(sc, 0, "liu_bang", "jijiang")
    for seat, hero in ((1, "yue_fei"), (2, "wu_song"), (3, "han_xin"), (4, "bao_si")):
        as_hero(sc, seat, hero)
    return sc


def test_jijiang_ministers_play_strike_for_the_lord_in_a_duel():
    sc = jijiang_table(hands={2: ["duel", "strike"], 1: ["strike"], 3: ["strike"], 4: ["strike"]})
    sc.use_card(2, "duel", [0])
    request = sc.expect(Respond, 0, kind="strike").pending
    assert [(o.skill, o.cards) for o in request.options_for(0)] == [("jijiang", ())]
    sc.use(0, kind="strike", skill="jijiang")
    # 臣 characters in turn order from the lord: 1 first, then 3 (2 is 民: not asked)
    sc.expect(Respond, 1, kind="strike", reason="jijiang", target=0).pass_(1)
    sc.expect(Respond, 3, kind="strike", reason="jijiang", target=0).use(3, "strike")
    # the first who plays ends the asking (4 is not asked); the duel goes back to seat 2
    sc.expect(Respond, 2, kind="strike", reason="duel").pass_(2)
    assert sc.p(2).hp == 3 and sc.p(0).hp == 4
    assert sc.game.pending is None
    assert len(sc.p(3).hand) == 0 and len(sc.p(4).hand) == 1 and len(sc.p(1).hand) == 1
    assert [(e.seat, e.skill) for e in sc.events_of(SkillInvoked)] == [(0, "jijiang")]
    played = [(e.seat, e.kind) for e in sc.events_of(CardPlayed)]
    assert played == [(3, Kind.STRIKE)]


def test_jijiang_in_a_duel_nobody_plays_and_the_lord_takes_the_damage():
    sc = jijiang_table(hands={2: ["duel"], 1: ["strike"], 3: ["strike"]})
    sc.use_card(2, "duel", [0])
    sc.use(0, kind="strike", skill="jijiang")
    sc.expect(Respond, 1, reason="jijiang").pass_(1)
    sc.expect(Respond, 3, reason="jijiang").pass_(3)
    assert sc.game.pending is None  # not offered again once tried
    assert sc.p(0).hp == 3


def test_jijiang_answers_beacon_for_the_lord():
    sc = jijiang_table(hands={2: ["beacon"], 3: ["strike"]})
    sc.use_card(2, "beacon", [])
    # order from seat 2: 3 answers its own first
    sc.expect(Respond, 3, kind="strike", reason="beacon").pass_(3)
    sc.expect(Respond, 0, kind="strike", reason="beacon").use(0, kind="strike", skill="jijiang")
    sc.expect(Respond, 3, kind="strike", reason="jijiang", target=0).use(3, "strike")
    assert sc.game.pending is None
    assert sc.p(0).hp == 4  # saved by seat 3's 杀
    assert sc.p(3).hp == 3 and sc.p(4).hp == 3 and sc.p(1).hp == 3


def test_jijiang_not_offered_without_a_living_minister():
    sc = jijiang_table(hands={2: ["duel"], 4: ["strike"]})
    for seat in (1, 3):
        as_hero(sc, seat, "wu_song")
    sc.p(4).alive = False  # the only 臣 is dead
    sc.use_card(2, "duel", [0])
    assert sc.game.pending is None and sc.p(0).hp == 3


def test_jijiang_lets_the_lord_use_strike_in_its_play_phase():
    """docs/rules.md §5.3: 激将 also serves when the lord needs to *use* 杀: the 臣 helper plays
    the 杀 and the lord uses it on its own (in-range) target, as its 杀 of the phase."""
    sc = jijiang_table(hands={1: ["strike"], 3: ["strike"]}, deck=["dodge"] * 4)
    sc.start_turn(0)
    request = sc.expect(PlayPhase, 0).pending
    (option,) = [o for o in request.options_for(0) if o.skill == "jijiang"]
    assert option.kind is None and option.cards == ()
    assert sorted(option.targets) == [1, 4]  # attack range 1 without a weapon
    sc.use(0, targets=[4], skill="jijiang")
    sc.expect(Respond, 1, kind="strike", reason="jijiang", target=0).pass_(1)
    sc.expect(Respond, 3, kind="strike", reason="jijiang", target=0).use(3, "strike")
    used = sc.events_of(CardUsed)
    assert [(e.seat, e.kind, e.targets) for e in used] == [(0, Kind.STRIKE, (4,))]
    assert sc.game.card(used[0].cards[0]).kind is Kind.STRIKE and len(sc.p(3).hand) == 0
    assert sc.p(4).hp == 3  # seat 4 had no 闪
    assert sc.p(0).strikes_used == 1
    request = sc.expect(PlayPhase, 0).pending  # the phase's 杀 is spent: no second ask
    assert not any(o.skill == "jijiang" for o in request.options_for(0))


def test_jijiang_in_the_play_phase_is_not_offered_again_after_everyone_declined():
    sc = jijiang_table(hands={1: ["strike"]}, deck=["dodge"] * 4)
    sc.start_turn(0)
    sc.use(0, targets=[1], skill="jijiang")
    sc.expect(Respond, 1, kind="strike", reason="jijiang").pass_(1)
    request = sc.expect(PlayPhase, 0).pending
    assert not any(o.skill == "jijiang" for o in request.options_for(0))
    assert sc.p(0).strikes_used == 0 and sc.p(1).hp == 4
    assert sc.events_of(CardUsed) == []


def huzhu_table(**kwargs) -> Scenario:
    """Lord (seat 0, 臣) with 护主; seats 1, 3 are 民, 2 is 君, 4 is 臣."""
    sc = table(FIVE, **kwargs)
    as_hero(sc, 0, "yue_fei", "huzhu")
    for seat, hero in ((1, "wu_song"), (2, "liu_bang"), (3, "song_jiang"), (4, "han_xin")):
        as_hero(sc, seat, hero)
    return sc


def test_huzhu_commoners_play_dodge_for_the_lord():
    sc = huzhu_table(hands={2: ["strike", "dodge"], 1: ["dodge"], 3: ["dodge"], 4: ["dodge"]})
    sc.use_card(2, "strike", [0])
    request = sc.expect(Respond, 0, kind="dodge").pending
    assert [o.skill for o in request.options_for(0)] == ["huzhu"]
    sc.use(0, kind="dodge", skill="huzhu")
    sc.expect(Respond, 1, kind="dodge", reason="huzhu", target=0).pass_(1)
    sc.expect(Respond, 3, kind="dodge", reason="huzhu", target=0).use(3, "dodge")
    assert sc.game.pending is None
    assert sc.p(0).hp == 4
    assert len(sc.p(2).hand) == 1 and len(sc.p(4).hand) == 1  # 君 and 臣 never asked


def test_huzhu_answers_arrows_for_the_lord():
    sc = huzhu_table(hands={4: ["arrows"], 1: ["dodge"]})
    sc.use_card(4, "arrows", [])
    sc.expect(Respond, 0, kind="dodge", reason="arrows").use(0, kind="dodge", skill="huzhu")
    sc.expect(Respond, 1, kind="dodge", reason="huzhu").use(1, "dodge")
    assert sc.game.pending is None
    assert sc.p(0).hp == 4 and sc.p(1).hp == 3 and sc.p(2).hp == 3 and sc.p(3).hp == 3


def jiuyuan_table(**kwargs) -> Scenario:
    """Lord (seat 0, 民, at 1 HP) with 救援; seat 1 is 君, 3 is 臣, 2 is 民, 4 is 君."""
    kwargs["hp"] = {0: 1, **kwargs.get("hp", {})}
    sc = table(FIVE, **kwargs)
    as_hero(sc, 0, "song_jiang", "jiuyuan")
    for seat, hero in ((1, "liu_bang"), (2, "wu_song"), (3, "han_xin"), (4, "cao_cao")):
        as_hero(sc, seat, hero)
    return sc


def test_jiuyuan_medicine_from_a_ruler_heals_the_dying_lord_by_two():
    sc = jiuyuan_table(hands={1: ["medicine"]})
    sc.game.current = sc.p(2)
    sc.run(lambda: actions.damage(sc.game, sc.p(2), sc.p(0), 1))
    sc.expect(Respond, 1, kind="medicine", target=0).use(1, "medicine")
    assert sc.p(0).hp == 2 and sc.p(0).alive
    assert sc.game.pending is None


@pytest.mark.parametrize("saver", [2, 3], ids=["commoner", "minister"])
def test_jiuyuan_medicine_from_a_non_ruler_heals_one(saver):
    sc = jiuyuan_table(hands={saver: ["medicine"], 1: ["medicine"]})
    sc.run(lambda: actions.damage(sc.game, sc.p(4), sc.p(0), 2))
    # asked from the current player (the lord): 1 (君) declines, then the non-君 saver
    sc.expect(Respond, 1, kind="medicine", target=0).pass_(1)
    sc.expect(Respond, saver, kind="medicine", target=0).use(saver, "medicine")
    assert sc.p(0).hp == 0 and sc.game.pending is None and not sc.p(0).alive


def test_jiuyuan_one_ruler_medicine_saves_the_lord_from_minus_one():
    sc = jiuyuan_table(hands={4: ["medicine"]})
    sc.run(lambda: actions.damage(sc.game, sc.p(2), sc.p(0), 2))
    sc.expect(Respond, 4, kind="medicine", target=0).use(4, "medicine")
    assert sc.p(0).hp == 1 and sc.p(0).alive and sc.game.outcome is None


def test_jiuyuan_does_not_help_another_dying_character():
    sc = jiuyuan_table(hands={1: ["medicine"]}, hp={0: 1, 3: 1})
    sc.run(lambda: actions.damage(sc.game, sc.p(2), sc.p(3), 2))
    sc.expect(Respond, 1, kind="medicine", target=3).use(1, "medicine")
    assert [(e.target, e.amount) for e in sc.events_of(Healed)] == [(3, 1)]
    assert sc.game.pending is None and not sc.p(3).alive


def test_no_lord_skill_on_the_simple_table():
    sc = Scenario(["yue_fei", None, None, None, None], mode="identity5-simple", lord_skill=True)
    assert sc.game.skills_of(sc.p(0)) == []


# ====================================================================== 6. dying
def test_medicine_is_asked_in_turn_order_from_the_current_player():
    sc = table(FIVE, hands={s: ["medicine"] for s in range(5)}, hp={4: 1})
    sc.game.current = sc.p(2)
    sc.run(lambda: actions.damage(sc.game, sc.p(2), sc.p(4), 1))
    asked = []
    while sc.game.pending is not None:
        request = sc.expect(Respond, kind="medicine", target=4, reason="save").pending
        asked.append(request.seat)
        sc.pass_()
    assert asked == [2, 3, 4, 0, 1]
    assert not sc.p(4).alive
    assert [(e.seat, e.killer) for e in sc.events_of(Died)] == [(4, 2)]


def test_the_dying_character_may_save_itself():
    sc = table(FIVE, hands={s: ["medicine"] for s in range(5)}, hp={4: 1})
    sc.game.current = sc.p(2)
    sc.run(lambda: actions.damage(sc.game, sc.p(2), sc.p(4), 1))
    sc.expect(Respond, 2, kind="medicine").pass_(2)
    sc.expect(Respond, 3, kind="medicine").pass_(3)
    sc.expect(Respond, 4, kind="medicine", target=4).use(4, "medicine")
    assert sc.game.pending is None  # saved: 0 and 1 are not asked
    assert sc.p(4).alive and sc.p(4).hp == 1
    assert sc.events_of(Died) == []


def test_one_saver_is_asked_again_until_the_dying_character_is_saved():
    sc = table(FIVE, hands={1: ["medicine", "medicine"]}, hp={3: 1})
    sc.run(lambda: actions.damage(sc.game, sc.p(0), sc.p(3), 2))
    sc.expect(Respond, 1, kind="medicine", target=3).use(1, "medicine")
    assert sc.p(3).hp == 0
    sc.expect(Respond, 1, kind="medicine", target=3).use(1, "medicine")
    assert sc.p(3).hp == 1 and sc.game.pending is None


def test_only_players_who_can_give_medicine_are_asked():
    sc = table(FIVE, hands={3: ["medicine"]}, hp={1: 1})
    sc.run(lambda: actions.damage(sc.game, sc.p(2), sc.p(1), 1))
    sc.expect(Respond, 3, kind="medicine", target=1).pass_(3)
    assert sc.game.pending is None and not sc.p(1).alive


def test_death_reveals_the_role_and_discards_every_card():
    sc = table(FIVE, hands={4: ["strike"]}, equip={4: ["attack_horse"]}, judge={4: ["prison"]})
    held = {c.id for c in sc.p(4).all_cards(judge_area=True)}
    assert seat_view(sc.game, 1).players[4].role is None
    kill_in_order(sc, [(1, 4)])
    assert seat_view(sc.game, 1).players[4].role is N
    assert held <= {c.id for c in sc.game.discard}
    assert not sc.p(4).hand and not sc.p(4).equip and not sc.p(4).judge
    assert [sc.game.location[i][0] for i in held] == [Area.DISCARD] * len(held)
