"""The 3v3 modes (docs/rules.md §6): seating, the casual team pick and its hidden information, the
dice, the competitive draft and turn order, the direction of area tricks, who may save whom,
the hand-over on death, rewards, victory, both scoring tables and the 104-card deck."""

from __future__ import annotations

import pytest

from tests.scenario import Scenario
from yxs_desktop.ai.baseline import BaselineAgent
from yxs_desktop.engine import actions
from yxs_desktop.engine.cards import deck_for
from yxs_desktop.engine.content.texts import text
from yxs_desktop.engine.enums import Area, Kind, Role
from yxs_desktop.engine.errors import IllegalResponse
from yxs_desktop.engine.events import (
    CardsMoved,
    Damaged,
    DiceRolled,
    Died,
    GameEnded,
    Healed,
    HeroChosen,
    HeroesOffered,
    HeroPicked,
    RoleRevealed,
    TurnStarted,
)
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.heroes import available_heroes
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.modes.teams import DIRECTIONS, DRAFT_POOL, TEAM_POOL
from yxs_desktop.engine.requests import (
    Choice,
    ChooseCards,
    ChooseHero,
    ChooseOption,
    ChooseSeats,
    Distribute,
    Distribution,
    Pass,
    PickHero,
    PickRevealed,
    PlayPhase,
    Respond,
    Seats,
    Use,
)
from yxs_desktop.engine.views import events_for, request_for, seat_view, waiting_for
from yxs_desktop.selfplay import game_record, play_game

Y, R, L, V = Role.LOYALIST, Role.REBEL, Role.LEADER, Role.VANGUARD
CASUAL, COMPETITIVE = "3v3-casual", "3v3-competitive"
CASUAL_SEATS = (("A", Y), ("B", R)) * 3
COMPETITIVE_SEATS = (("A", V), ("A", L), ("A", V), ("B", V), ("B", L), ("B", V))


# ====================================================================== helpers
def start(mode: str, seed: int) -> Game:
    game = Game(make_mode(mode), seed)
    game.start()
    return game


def pick_all(game: Game, order: list[int] | None = None) -> list[PickHero]:
    """Answer the live casual pick, seat by seat (``order``: who answers first), each
    taking the last free hero of its offer; return the requests seen."""
    seen = []
    while isinstance(game.pending, PickHero):
        request = game.pending
        seen.append(request)
        seat = next(s for s in (order or range(6)) if s in request.seats)
        game.submit(seat, game.pending.id, Choice(request.free(seat)[-1]))
    return seen


def draft(game: Game, draft_first: bool = True, act_first: bool = True) -> list:
    """Answer the competitive set-up (the draft-order choice, six picks, the action-order
    choice) up to the first turn; return the requests seen."""
    seen = []
    while not any(isinstance(e, TurnStarted) for e in game.events):
        request = game.pending
        seen.append(request)
        if isinstance(request, ChooseOption):
            first = draft_first if request.reason == "draft_order" else act_first
            game.submit(request.seat, game.pending.id, Choice(0 if first else 1))
        else:
            assert isinstance(request, ChooseHero)
            game.submit(
                request.seat, game.pending.id, Choice(len(request.offers[request.seat]) - 1)
            )
    return seen


def team_table(mode: str, **kwargs) -> Scenario:
    """A hand-built 3v3 table (seats without heroes, 4 HP) with the mode's teams and roles."""
    seating = CASUAL_SEATS if mode == CASUAL else COMPETITIVE_SEATS
    sc = Scenario([None] * 6, mode=mode, roles=[role for _, role in seating], **kwargs)
    for player, (team, _) in zip(sc.game.players, seating, strict=True):
        player.team = team
        player.role_public = True
    return sc


def kill_in_order(sc: Scenario, kills: list[tuple[int | None, int]]) -> Scenario:
    """Kill characters one after another (source None: no killer), declining everything."""
    game = sc.game

    async def procedure() -> None:
        for source, target in kills:
            victim = game.players[target]
            killer = game.players[source] if source is not None else None
            await actions.damage(game, killer, victim, victim.hp)

    return sc.run(procedure).finish_passing()


def asked(sc: Scenario, limit: int = 200) -> list:
    """Answer everything with a pass or the default; return the requests asked."""
    seen = []
    for _ in range(limit):
        request = sc.game.pending
        if request is None:
            return seen
        seen.append(request)
        seat = request.seats[0]
        answer = Pass() if isinstance(request, PlayPhase | Respond) else request.default(seat)
        sc.game.submit(seat, sc.game.pending.id, answer)
    raise AssertionError("did not finish")


# ====================================================================== 1. seating
@pytest.mark.parametrize("seed", range(4))
def test_casual_seating_alternates_loyalist_team_a_and_rebel_team_b(seed):
    game = start(CASUAL, seed)
    assert [(p.team, p.role) for p in game.players] == list(CASUAL_SEATS)


@pytest.mark.parametrize("seed", range(4))
def test_competitive_seating_keeps_teams_together_with_each_leader_in_the_middle(seed):
    game = start(COMPETITIVE, seed)
    assert [(p.team, p.role) for p in game.players] == list(COMPETITIVE_SEATS)
    for team in "AB":
        seats = [p.seat for p in game.players if p.team == team]
        leader = next(p.seat for p in game.players if p.team == team and p.role is L)
        assert seats == [leader - 1, leader, leader + 1]


@pytest.mark.parametrize("mode", [CASUAL, COMPETITIVE])
def test_teams_and_roles_are_public_from_the_start(mode):
    """[ruling teams_public] every seat and a spectator see every team and role."""
    game = start(mode, 1)
    revealed = {e.seat: e.role for e in game.events if isinstance(e, RoleRevealed)}
    assert revealed == {p.seat: p.role for p in game.players}
    for seat in [*range(6), None]:
        view = seat_view(game, seat)
        assert [(v.team, v.role) for v in view.players] == [(p.team, p.role) for p in game.players]


def test_identity_players_have_no_team():
    game = start("identity5", 1)
    assert all(p.team is None for p in game.players)
    assert all(v.team is None for v in seat_view(game, 0).players)


# ====================================================================== 2. the casual pick
def test_casual_pick_offers_each_team_nine_heroes_without_overlap():
    game = start(CASUAL, 2)
    request = game.pending
    assert isinstance(request, PickHero) and type(request).live
    assert request.seats == tuple(range(6))
    pools = {team: request.offers[first] for team, first in (("A", 0), ("B", 1))}
    assert all(len(pool) == TEAM_POOL for pool in pools.values())
    assert not set(pools["A"]) & set(pools["B"])
    assert set(pools["A"]) | set(pools["B"]) <= {h.id for h in available_heroes()}
    for seat in range(6):
        assert request.offers[seat] == pools["AB"[seat % 2]]
    offered = {e.seat: e.heroes for e in game.events if isinstance(e, HeroesOffered)}
    assert offered == {seat: pools["AB"[seat % 2]] for seat in range(6)}


def test_casual_pick_takes_a_teammates_pick_away_at_once_and_not_the_other_teams():
    game = start(CASUAL, 3)
    first = game.pending
    game.submit(2, game.pending.id, Choice(4))
    taken = first.offers[2][4]
    second = game.pending
    assert isinstance(second, PickHero) and second.seats == (0, 1, 3, 4, 5)
    assert game.waiting_for() == (0, 1, 3, 4, 5)
    for seat in range(6):  # offers keep the whole pool, so an index keeps its hero
        assert second.offers.get(seat, first.offers[seat]) == first.offers[seat]
    for seat in (0, 4):  # teammates: the hero is taken, and no longer free
        assert second.taken[seat] == (taken,)
        assert 4 not in second.free(seat) and len(second.free(seat)) == TEAM_POOL - 1
    for seat in (1, 3, 5):  # the other team may still pick it
        assert second.taken[seat] == () and len(second.free(seat)) == TEAM_POOL
    with pytest.raises(IllegalResponse):  # seat 2 has picked: it is asked no more
        game.submit(2, game.pending.id, Choice(0))
    with pytest.raises(IllegalResponse, match="taken"):  # a late answer for the same hero
        game.submit(0, game.pending.id, Choice(4))
    assert game.pending is second  # refused: nothing changed
    game.submit(4, game.pending.id, Choice(0))
    third = game.pending
    assert set(third.taken[0]) == {taken, first.offers[4][0]}
    assert len(third.free(0)) == TEAM_POOL - 2
    assert third.fallback[0] in third.free(0)  # the timeout's random hero is a free one


def test_casual_pick_answers_may_come_in_any_order_and_all_are_revealed_together():
    game = start(CASUAL, 4)
    requests = pick_all(game, order=[5, 0, 3, 1, 4, 2])
    assert [len(r.seats) for r in requests] == [6, 5, 4, 3, 2, 1]
    picked = [e for e in game.events if isinstance(e, HeroPicked)]
    assert [e.seat for e in picked] == [5, 0, 3, 1, 4, 2]
    chosen = [e for e in game.events if isinstance(e, HeroChosen)]
    assert [e.seat for e in chosen] == list(range(6))  # all at once, after the last pick
    assert game.events.index(chosen[0]) > game.events.index(picked[-1])
    assert {e.seat: e.hero for e in picked} == {p.seat: p.hero.id for p in game.players}
    heroes = [p.hero.id for p in game.players]
    assert len(set(heroes)) == 6


def test_casual_picks_are_seen_by_teammates_only_until_the_reveal():
    game = start(CASUAL, 5)
    game.submit(0, game.pending.id, Choice(1))
    game.submit(1, game.pending.id, Choice(2))
    hero_0 = next(e.hero for e in game.events if isinstance(e, HeroPicked) and e.seat == 0)
    for seat in [*range(6), None]:
        seen = {e.seat for e in events_for(game, seat) if isinstance(e, HeroPicked)}
        team = {0} if seat in (0, 2, 4) else {1} if seat in (1, 3, 5) else set()
        assert seen == team, f"seat {seat} sees picks {seen}"
        view = seat_view(game, seat)
        assert all(v.hero is None for v in view.players), "a pick is shown before the reveal"
        shown = request_for(game.pending, seat)
        own = {seat} if seat in game.pending.seats else set()
        assert set(shown.offers) == own and set(shown.fallback) == own
        if seat not in (0, 2, 4):  # nothing the other team sees names seat 0's pick
            assert hero_0 not in repr(events_for(game, seat)) + repr(view) + repr(shown)
    pick_all(game)
    for seat in [*range(6), None]:
        assert all(v.hero is not None for v in seat_view(game, seat).players)


def test_who_of_the_other_team_has_picked_stays_hidden_until_the_reveal():
    game = start(CASUAL, 6)
    game.submit(1, game.pending.id, Choice(0))  # team B's seat 1 picks; seats 0, 2..5 still picking
    for seat in (0, 2, 4):  # team A sees only its own team still picking
        assert waiting_for(game, seat) == (0, 2, 4)
        assert request_for(game.pending, seat).seats == (0, 2, 4)
    for seat in (3, 5):  # team B sees that seat 1 has picked: it is their teammate
        assert waiting_for(game, seat) == (3, 5)
        assert request_for(game.pending, seat).seats == (3, 5)
    assert waiting_for(game, 1) == (3, 5)
    assert waiting_for(game, None) == tuple(range(6))  # a spectator: everyone, always
    assert request_for(game.pending, None).seats == tuple(range(6))


def test_casual_pick_timeout_gives_a_random_free_hero():
    fallbacks = set()
    for seed in range(8):
        request = start(CASUAL, seed).pending
        assert request.seconds == 40
        for seat in request.seats:
            default = request.default(seat)
            assert 0 <= default.index < len(request.offers[seat])
            assert default.index == request.fallback[seat]
            fallbacks.add(default.index)
    assert len(fallbacks) > 1  # not always the first hero
    game = start(CASUAL, 9)
    while isinstance(game.pending, PickHero):  # everyone times out
        seat = game.pending.seats[0]
        game.submit(seat, game.pending.id, game.pending.default(seat))
    heroes = [p.hero.id for p in game.players]
    assert len(set(heroes)) == 6


def test_casual_heroes_get_no_lord_bonus_and_nobody_has_a_lord_skill():
    for seed in range(3):
        game = start(CASUAL, seed)
        pick_all(game)
        assert all(p.max_hp == p.hero.hp for p in game.players)
        assert not any(s.lord for p in game.players for s in p.skills)


# ====================================================================== 3. dice
def test_casual_dice_decide_the_first_player_and_only_the_tied_highest_roll_again():
    rerolled = False
    for seed in range(40):
        game = start(CASUAL, seed)
        pick_all(game)
        rolls = [e for e in game.events if isinstance(e, DiceRolled)]
        assert all(e.reason == "first_player" and 1 <= e.value <= 6 for e in rolls)
        assert [e.seat for e in rolls[:6]] == list(range(6))
        rest, rolling = rolls[6:], rolls[:6]
        while True:
            top = max(e.value for e in rolling)
            tied = [e.seat for e in rolling if e.value == top]
            if len(tied) == 1:
                winner = tied[0]
                break
            rerolled = True
            rolling, rest = rest[: len(tied)], rest[len(tied) :]
            assert [e.seat for e in rolling] == tied
        assert not rest
        first_turn = next(e for e in game.events if isinstance(e, TurnStarted))
        assert first_turn.seat == winner == game.current.seat
        deals = [e for e in game.events if isinstance(e, CardsMoved) and e.reason == "deal"]
        assert [e.dst_seat for e in deals] == [(winner + i) % 6 for i in range(6)]
        assert all(DiceRolled in map(type, events_for(game, s)) for s in [0, 3, None])
    assert rerolled, "no seed with a tie: the reroll is untested"


# ====================================================================== 4. the draft
@pytest.mark.parametrize("draft_first", [True, False])
def test_competitive_draft_order_is_1_2_2_1_from_the_roll_winners_choice(draft_first):
    for seed in range(6):
        game = start(COMPETITIVE, seed)
        pools = [e for e in game.events if isinstance(e, HeroesOffered)]
        assert [e.seat for e in pools] == list(range(6))  # the pool is shown to everyone
        pool = pools[0]
        assert len(pool.heroes) == DRAFT_POOL and all(e.heroes == pool.heroes for e in pools)
        rolls = [e for e in game.events if isinstance(e, DiceRolled)]
        assert {e.seat for e in rolls} == {1, 4} and all(e.reason == "draft" for e in rolls)
        last_pair = rolls[-2:]
        winner = max(last_pair, key=lambda e: e.value).seat
        assert last_pair[0].value != last_pair[1].value
        assert isinstance(game.pending, ChooseOption)
        assert game.pending.seats == (winner,) and game.pending.reason == "draft_order"
        seen = draft(game, draft_first=draft_first)
        first = game.players[winner].team if draft_first else "AB"[game.players[winner].team == "A"]
        f, s = (0, 1, 2) if first == "A" else (3, 4, 5), (3, 4, 5) if first == "A" else (0, 1, 2)
        picks = [r.seat for r in seen if isinstance(r, ChooseHero)]
        assert picks == [f[1], s[0], s[1], f[0], f[2], s[2]]
        offers = [r.offers[r.seat] for r in seen if isinstance(r, ChooseHero)]
        assert [len(o) for o in offers] == [12, 11, 10, 9, 8, 7]
        assert set(offers[0]) == set(pool.heroes)
        order = seen[-1]
        assert order.reason == "action_order" and order.seats == (s[1],)  # drafted second


def test_competitive_each_pick_is_public_at_once():
    game = start(COMPETITIVE, 7)
    game.submit(game.pending.seat, game.pending.id, Choice(0))
    for _ in range(3):
        request = game.pending
        assert isinstance(request, ChooseHero)
        game.submit(request.seat, game.pending.id, Choice(0))
        hero = request.offers[request.seat][0]
        for seat in [*range(6), None]:
            assert seat_view(game, seat).players[request.seat].hero == hero
            chosen = [e for e in events_for(game, seat) if isinstance(e, HeroChosen)]
            assert chosen[-1].seat == request.seat and chosen[-1].hero == hero
        other = next(s for s in range(6) if s != game.pending.seat)
        assert request_for(game.pending, other).offers == {}


@pytest.mark.parametrize("act_first", [True, False])
def test_team_that_drafted_second_chooses_to_act_first_or_second_and_a_leader_opens(act_first):
    game = start(COMPETITIVE, 8)
    seen = draft(game, act_first=act_first)
    second_leader = seen[-1].seat
    opener = second_leader if act_first else 5 - second_leader
    turns = [e.seat for e in game.events if isinstance(e, TurnStarted)]
    assert turns == [opener] and game.players[opener].role is L
    deals = [e.dst_seat for e in game.events if isinstance(e, CardsMoved) and e.reason == "deal"]
    assert deals == [(opener + i) % 6 for i in range(6)]


def test_leaders_get_one_more_max_hp_unless_kuangchan_refuses():
    for seed in range(8):
        game = start(COMPETITIVE, seed)
        draft(game)
        for p in game.players:
            refuses = any(s.refuses_lord_bonus for s in p.skills)
            bonus = 1 if p.role is L and not refuses else 0
            assert p.start_max_hp == p.hero.hp + bonus
        assert not any(s.lord for p in game.players for s in p.skills)


# ====================================================================== 5. competitive turns
def _drive_turns(
    sc: Scenario,
    opener: int,
    turns: int,
    choices: list[tuple[str, int, object]],
    strikes: dict[tuple[int, int], int],
) -> list[tuple[int, int]]:
    """Run competitive play from ``opener``'s team until ``turns`` turns have started.
    ``choices``: the (reason, seat, answer) expected, in order, of the leaders' choices;
    ``strikes``: (round, seat) -> a target that seat strikes in its play phase then."""
    game = sc.game
    game.current = game.players[opener]
    sc.run(lambda: game.mode.play(game))
    choices = list(choices)
    done = set()
    while sum(isinstance(e, TurnStarted) for e in game.events) < turns:
        request = game.pending
        seat = request.seats[0]
        if isinstance(request, PlayPhase):
            key = (game.round, seat)
            if key in strikes and key not in done:
                done.add(key)
                card = next(c for c in game.players[seat].hand if c.kind is Kind.STRIKE)
                game.submit(
                    seat, game.pending.id, Use((card.id,), Kind.STRIKE, None, (strikes[key],))
                )
            else:
                game.submit(seat, game.pending.id, Pass())
        elif isinstance(request, ChooseOption | ChooseSeats):
            assert choices, f"unexpected {request}"
            reason, leader, answer = choices.pop(0)
            assert (request.reason, request.seats) == (reason, (leader,)), request
            game.submit(
                seat, game.pending.id, Choice(answer) if isinstance(answer, int) else Seats(answer)
            )
        elif isinstance(request, Respond):
            game.submit(seat, game.pending.id, Pass())
        else:
            assert isinstance(request, ChooseCards | Distribute), request
            game.submit(seat, game.pending.id, request.default(seat))
    assert not choices, f"choices never asked: {choices}"
    return [(e.seat, e.round) for e in game.events if isinstance(e, TurnStarted)][:turns]


def test_competitive_turn_order_over_rounds_with_vanguards_dying_mid_round():
    """Seats A: 0 V, 1 L, 2 V; B: 3 V, 4 L, 5 V. Round 1: both leaders first (no choice),
    then each team's vanguards in the order its leader picks. Round 2 opens with A (B took
    the last action; ruling team_new_round): A's leader, then B's vanguards, and 5 kills A's
    vanguard 0 before it acted: 0 is skipped, A's last vanguard goes without a choice, then
    B's leader. In round 3, 3 kills A's last vanguard 2; in round 4 A has only its leader:
    after it acted, A passes and B goes on."""
    sc = team_table(COMPETITIVE, hp={0: 1, 2: 1}, hands={5: ["strike"], 3: ["strike"]})
    order = _drive_turns(
        sc,
        opener=1,
        turns=20,
        choices=[
            ("vanguard_first", 1, (2,)),  # round 1: A's vanguards, after both leaders
            ("vanguard_first", 4, (5,)),
            ("team_action", 1, 0),  # round 2: A's leader
            ("team_action", 4, 1),  # B's vanguards
            ("vanguard_first", 4, (5,)),
            ("team_action", 1, 1),  # round 3: A's vanguard (only 2 is left)
            ("team_action", 4, 1),
            ("vanguard_first", 4, (3,)),
            ("team_action", 4, 1),  # round 4, after A's lone leader
            ("vanguard_first", 4, (5,)),
        ],
        strikes={(2, 5): 0, (3, 3): 2},
    )
    assert order == [
        (1, 1), (4, 1), (2, 1), (0, 1), (5, 1), (3, 1),
        (1, 2), (5, 2), (3, 2), (2, 2), (4, 2),
        (2, 3), (3, 3), (5, 3), (1, 3), (4, 3),
        (1, 4), (5, 4), (3, 4), (4, 4),
    ]  # fmt: skip
    assert [e.seat for e in sc.game.events if isinstance(e, Died)] == [0, 2]
    assert sc.game.outcome is None


def test_competitive_leader_may_take_its_turn_before_the_vanguards_in_every_round():
    sc = team_table(COMPETITIVE)
    order = _drive_turns(
        sc,
        opener=4,
        turns=12,
        choices=[
            ("vanguard_first", 4, (5,)),  # B: the vanguards, after both leaders opened
            ("vanguard_first", 1, (2,)),  # A: vanguards; round 2 opens with B
            ("team_action", 4, 1),
            ("vanguard_first", 4, (3,)),
            ("team_action", 1, 1),
            ("vanguard_first", 1, (0,)),
        ],
        strikes={},
    )
    assert order == [
        (4, 1), (1, 1), (5, 1), (3, 1), (2, 1), (0, 1),
        (3, 2), (5, 2), (0, 2), (2, 2), (4, 2), (1, 2),
    ]  # fmt: skip


# ruling leaders_open_first_round
@pytest.mark.parametrize(("opener", "second"), [(1, 4), (4, 1)])
def test_second_team_first_action_is_its_leaders_turn(opener, second):
    """Both teams open the first round with their leaders' own turns: the leader of the
    team acting second is not asked to send its vanguards first; each team's vanguards
    follow (their leader only picks their order)."""
    sc = team_table(COMPETITIVE)
    order = _drive_turns(
        sc,
        opener=opener,
        turns=6,
        choices=[
            ("vanguard_first", opener, (opener - 1,)),
            ("vanguard_first", second, (second + 1,)),
        ],
        strikes={},
    )
    assert order == [
        (opener, 1), (second, 1),
        (opener - 1, 1), (opener + 1, 1), (second + 1, 1), (second - 1, 1),
    ]  # fmt: skip


@pytest.mark.parametrize("seed", range(4))
def test_each_team_opens_with_its_leader_even_if_both_leaders_would_send_vanguards(seed):
    """From the real set-up, both leaders always answer "the vanguards": still the first
    turn of each team is its leader's, and the choice is first asked in round 2."""
    game = start(COMPETITIVE, seed)
    draft(game, act_first=seed % 2 == 0)
    first_asked = None
    while sum(isinstance(e, TurnStarted) for e in game.events) < 8 and game.pending:
        request = game.pending
        seat = request.seats[0]
        if isinstance(request, ChooseOption) and request.reason == "team_action":
            first_asked = first_asked or game.round
            game.submit(seat, request.id, Choice(1))
        elif isinstance(request, PlayPhase | Respond):
            game.submit(seat, request.id, Pass())
        else:
            game.submit(seat, request.id, request.default(seat))
    turns = [e.seat for e in game.events if isinstance(e, TurnStarted)]
    firsts = [next(s for s in turns if game.players[s].team == team) for team in ("A", "B")]
    assert [game.players[s].role for s in firsts] == [L, L]
    assert turns[:2] in ([1, 4], [4, 1])
    assert first_asked == 2


# ====================================================================== 6. area tricks
def _area_order(mode: str, kind: str, answer: int | None, dead: tuple[int, ...] = ()):
    sc = team_table(mode, hands={0: [kind]}, hp={s: 2 for s in range(6)})
    for seat in dead:
        sc.p(seat).alive = False
    sc.use_card(0, kind, [])
    seen = []
    while sc.game.pending is not None:
        request = sc.game.pending
        if isinstance(request, ChooseOption):
            seen.append(request)
            sc.answer(0, Choice(answer))
        elif isinstance(request, PickRevealed):
            seen.append(request)
            sc.answer(request.seat, request.default(request.seat))
        else:
            sc.answer(request.seats[0], request.default(request.seats[0]))
    hit = {
        "beacon": [e.target for e in sc.game.events if isinstance(e, Damaged)],
        "arrows": [e.target for e in sc.game.events if isinstance(e, Damaged)],
        "recover": [e.target for e in sc.game.events if isinstance(e, Healed)],
        "harvest": [r.seat for r in seen if isinstance(r, PickRevealed)],
    }[kind]
    return [r for r in seen if isinstance(r, ChooseOption)], hit


@pytest.mark.parametrize("kind", ["beacon", "arrows", "recover", "harvest"])
@pytest.mark.parametrize(("answer", "order"), [(0, [1, 2, 3, 4, 5]), (1, [5, 4, 3, 2, 1])])
def test_competitive_user_chooses_the_direction_of_area_tricks(kind, answer, order):
    options, hit = _area_order(COMPETITIVE, kind, answer)
    assert [(o.seats, o.reason, o.options) for o in options] == [
        ((0,), "choose_direction", DIRECTIONS)
    ]
    everyone = kind in ("recover", "harvest")
    assert hit == ([0] if everyone else []) + order


@pytest.mark.parametrize("kind", ["arrows", "harvest"])
def test_direction_is_not_asked_in_casual_nor_when_it_changes_nothing(kind):
    options, hit = _area_order(CASUAL, kind, None)
    assert options == []
    assert hit == ([0] if kind == "harvest" else []) + [1, 2, 3, 4, 5]
    options, hit = _area_order(COMPETITIVE, kind, None, dead=(1, 2, 3, 4))
    assert options == []
    assert hit == ([0] if kind == "harvest" else []) + [5]


# ====================================================================== 7. dying and death
@pytest.mark.parametrize(("mode", "savers"), [(CASUAL, [0, 2]), (COMPETITIVE, [3, 0, 1, 2])])
def test_who_may_give_medicine(mode, savers):
    """Casual: only the dying character's teammates (self included); competitive: all.
    Asked in turn order from the current player (seat 3), those holding 药."""
    meds = {1: ["medicine"], 2: ["medicine"], 3: ["medicine"], 0: ["medicine"]}
    sc = team_table(mode, hp={0: 1}, hands=meds)
    sc.game.current = sc.p(3)
    sc.run(lambda: actions.damage(sc.game, sc.p(3), sc.p(0), 1))
    asked_seats = []
    while isinstance(sc.game.pending, Respond):
        request = sc.game.pending
        assert request.reason == "save" and request.target == 0
        asked_seats.append(request.seat)
        sc.pass_(request.seat)
    assert asked_seats == savers
    assert not sc.p(0).alive


def test_casual_medicine_from_a_teammate_saves():
    sc = team_table(CASUAL, hp={0: 1}, hands={4: ["medicine"]})
    sc.run(lambda: actions.damage(sc.game, sc.p(1), sc.p(0), 1))
    sc.expect(Respond, seat=4, reason="save").use(4, "medicine")
    assert sc.p(0).alive and sc.p(0).hp == 1


def test_casual_dead_character_hands_cards_to_living_teammates():
    sc = team_table(CASUAL, hp={0: 1}, hands={0: ["strike", "dodge"]}, equip={0: ["attack_horse"]})
    strike, dodge, horse = sc.held(0, "strike"), sc.held(0, "dodge"), sc.held(0, "attack_horse")
    sc.game.current = sc.p(1)
    sc.run(lambda: actions.damage(sc.game, sc.p(1), sc.p(0), 1))
    while isinstance(sc.game.pending, Respond):  # 0 may dodge nothing; decline any 药
        sc.pass_()
    sc.expect(Distribute, seat=0, reason="bequeath", recipients=(2, 4), all_cards=False)
    assert set(sc.game.pending.cards) == {strike.id, dodge.id, horse.id}
    sc.answer(0, Distribution(((strike.id, 2), (horse.id, 4))))
    assert strike in sc.p(2).hand and horse in sc.p(4).hand
    assert sc.game.location[dodge.id] == (Area.DISCARD, None)
    assert len(sc.p(1).hand) == 0  # a loyalist's death rewards nobody
    gift = next(e for e in sc.game.events if isinstance(e, CardsMoved) and strike.id in e.cards)
    assert gift.reason == "give" and set(gift.visible_to) == {0, 2}
    assert [
        e.cards
        for e in events_for(sc.game, 1)
        if isinstance(e, CardsMoved) and e.reason == "give" and e.src == Area.HAND
    ] == [()]


def test_casual_hand_over_goes_only_to_living_teammates_and_not_to_the_last_of_a_team():
    sc = team_table(CASUAL, hands={0: ["strike"], 4: ["dodge"]})
    seen = []
    game = sc.game

    async def procedure() -> None:
        for target in (2, 0, 4):
            await actions.damage(game, game.players[1], game.players[target], 4)

    sc.run(procedure)
    while game.pending is not None:
        request = game.pending
        seen.append(request)
        sc.answer(request.seats[0], request.default(request.seats[0]))
    bequests = [r for r in seen if isinstance(r, Distribute)]
    assert [(r.seat, r.recipients) for r in bequests] == [(0, (4,))]  # 2 had no cards
    assert game.outcome is not None and game.outcome.result == "B"


def test_casual_juebie_resolves_before_the_hand_over():
    """虞姬【诀别】 gives her cards away when she becomes dying: nothing is left to hand on."""
    sc = Scenario(
        ["yu_ji", None, "han_xin"],
        mode=CASUAL,
        roles=[Y, R, Y, R, Y, R],
        hp={0: 1},
        hands={0: ["strike", "dodge"]},
    )
    for player, (team, _) in zip(sc.game.players, CASUAL_SEATS, strict=True):
        player.team = team
    sc.run(lambda: actions.damage(sc.game, sc.p(1), sc.p(0), 1))
    requests = []
    while sc.game.pending is not None:
        request = sc.game.pending
        requests.append(request)
        if request.reason == "juebie" and not isinstance(request, ChooseSeats):
            sc.yes(0)
        elif isinstance(request, ChooseSeats):
            sc.seats(0, [2])
        else:
            sc.answer(request.seats[0], request.default(request.seats[0]))
    assert not sc.p(0).alive
    assert not [r for r in requests if isinstance(r, Distribute)]
    assert {c.kind for c in sc.p(2).hand} == {Kind.STRIKE, Kind.DODGE}


# ====================================================================== 8. rewards
@pytest.mark.parametrize("killer", [0, 3, 5], ids=["loyalist", "rebel", "rebel_teammate"])
def test_casual_killing_a_rebel_draws_three(killer):
    """[ruling casual_rebel_reward] as in identity mode, whoever the killer."""
    sc = kill_in_order(team_table(CASUAL), [(killer, 1)])
    assert len(sc.p(killer).hand) == 3
    assert all(len(sc.p(s).hand) == 0 for s in range(6) if s != killer)


@pytest.mark.parametrize("killer", [1, 2])
def test_casual_killing_a_loyalist_rewards_and_costs_nothing(killer):
    sc = team_table(CASUAL, hands={killer: ["strike"]}, equip={killer: ["attack_horse"]})
    kill_in_order(sc, [(killer, 4)])
    assert len(sc.p(killer).hand) == 1 and len(sc.p(killer).equip) == 1


@pytest.mark.parametrize(("killer", "victim"), [(4, 0), (1, 3), (5, 3)])
def test_competitive_killing_any_vanguard_draws_three(killer, victim):
    sc = kill_in_order(team_table(COMPETITIVE), [(killer, victim)])
    assert sc.game.outcome is None
    assert len(sc.p(killer).hand) == 3


def test_competitive_no_reward_without_a_killer():
    sc = kill_in_order(team_table(COMPETITIVE), [(None, 0)])
    assert all(not p.hand for p in sc.game.players)


# ====================================================================== 9. victory
@pytest.mark.parametrize(
    ("kills", "result", "winners"),
    [
        ([(1, 0), (3, 2), (5, 4)], "B", (1, 3, 5)),
        ([(0, 1), (2, 3), (None, 5)], "A", (0, 2, 4)),
        ([(0, 1), (3, 0), (2, 3), (None, 5)], "A", (0, 2, 4)),
    ],
)
def test_casual_team_with_all_three_dead_loses_at_once(kills, result, winners):
    sc = kill_in_order(team_table(CASUAL), kills)
    outcome = sc.game.outcome
    assert (outcome.result, outcome.title, outcome.winners) == (
        result,
        f"team_{result.lower()}",
        winners,
    )
    assert [e.seat for e in sc.game.events if isinstance(e, Died)] == [t for _, t in kills]
    assert len([e for e in sc.game.events if isinstance(e, GameEnded)]) == 1
    assert text(f"title.{outcome.title}") == f"{result}队获胜"
    assert text(f"title.{outcome.title}", "en") == f"Team {result} wins"


def test_casual_game_goes_on_while_each_team_has_someone_alive():
    sc = kill_in_order(team_table(CASUAL), [(1, 0), (1, 2), (4, 1), (4, 3)])
    assert sc.game.outcome is None


@pytest.mark.parametrize(
    ("kills", "result", "winners"),
    [
        ([(3, 1)], "B", (3, 4, 5)),
        ([(0, 3), (2, 5), (None, 4)], "A", (0, 1, 2)),
        ([(4, 0), (4, 2), (1, 4)], "A", (0, 1, 2)),
    ],
)
def test_competitive_team_whose_leader_dies_loses_at_once(kills, result, winners):
    sc = kill_in_order(team_table(COMPETITIVE), kills)
    outcome = sc.game.outcome
    assert (outcome.result, outcome.winners) == (result, winners)
    assert [e.seat for e in sc.game.events if isinstance(e, Died)] == [t for _, t in kills]


def test_competitive_game_goes_on_while_both_leaders_live():
    sc = kill_in_order(team_table(COMPETITIVE), [(1, 0), (1, 2), (4, 3), (4, 5)])
    assert sc.game.outcome is None


# ====================================================================== 10. scoring
def score(sc: Scenario) -> dict[int, int]:
    assert sc.game.outcome is not None
    return sc.game.mode.score(sc.game)


def test_casual_scores_winners_and_losers():
    """Winners 6 + living teammates (not self) × 2 + enemies killed × 2 (a dead winner
    too); losers 2 + enemies killed × 1."""
    kills = [(0, 5), (1, 0), (3, 2), (1, 4)]
    sc = kill_in_order(team_table(CASUAL), kills)
    assert sc.game.outcome.result == "B"
    assert score(sc) == {
        0: 2 + 1,  # loser with one enemy killed
        1: 6 + 1 * 2 + 2 * 2,  # teammate 3 alive (5 dead), two enemies killed
        2: 2,
        3: 6 + 1 * 2 + 1 * 2,
        4: 2,
        5: 6 + 2 * 2 + 0,  # a dead winner: both teammates alive
    }


def test_casual_scores_a_teammate_kill_as_no_enemy_kill_when_team_a_wins():
    kills = [(2, 4), (0, 1), (3, 5), (2, 3)]
    sc = kill_in_order(team_table(CASUAL), kills)
    assert sc.game.outcome.result == "A"
    assert score(sc) == {
        0: 6 + 1 * 2 + 1 * 2,  # teammate 2 alive (4 dead), killed 1
        1: 2,
        2: 6 + 1 * 2 + 1 * 2,  # killed 4 (a teammate: not counted) and 3
        3: 2,  # killed its teammate 5: no enemy kill
        4: 6 + 2 * 2,
        5: 2,
    }


def test_competitive_scores_winners_and_losers():
    """Winners: leader 12, vanguard 10, + (living team members − 1) × 2; losers: leader 4,
    vanguard 2, + enemies killed × 1 (a teammate kill does not count)."""
    kills = [(4, 0), (5, 3), (1, 4)]
    sc = kill_in_order(team_table(COMPETITIVE), kills)
    assert sc.game.outcome.result == "A"
    assert score(sc) == {0: 10 + 2, 1: 12 + 2, 2: 10 + 2, 3: 2, 4: 4 + 1, 5: 2}


def test_competitive_scores_a_lone_winning_leader_and_losing_vanguards_kills():
    kills = [(3, 0), (5, 2), (1, 4)]
    sc = kill_in_order(team_table(COMPETITIVE), kills)
    assert score(sc) == {0: 10, 1: 12, 2: 10, 3: 2 + 1, 4: 4, 5: 2 + 1}


def test_competitive_scores_team_b_winning_with_everyone_alive():
    sc = kill_in_order(team_table(COMPETITIVE), [(4, 1)])
    assert score(sc) == {0: 2, 1: 4, 2: 2, 3: 10 + 4, 4: 12 + 4, 5: 10 + 4}


@pytest.mark.parametrize("mode", [CASUAL, COMPETITIVE])
def test_a_draw_scores_everyones_lose_row(mode):
    """[ruling draw_when_piles_empty] in the 3v3 modes too."""
    sc = team_table(mode)
    sc.game.deck.clear()
    victim = 1 if mode == CASUAL else 3  # a rebel / a vanguard: its killer must draw
    kill_in_order(sc, [(0, victim)])
    assert sc.game.outcome.result == "draw"
    base = {Y: 2, R: 2, L: 4, V: 2}
    expected = {p.seat: base[p.role] for p in sc.game.players}
    expected[0] += 1
    assert score(sc) == expected


# ====================================================================== 11. deck and records
def test_competitive_deck_has_104_cards_without_thunder():
    game = start(COMPETITIVE, 0)
    assert len(game.cards) == 104 == len(deck_for(frozenset({Kind.THUNDER})))
    assert not any(c.kind is Kind.THUNDER for c in game.cards.values())
    assert len(start(CASUAL, 0).cards) == 106


@pytest.mark.parametrize(
    ("mode", "roles"), [(CASUAL, {"loyalist", "rebel"}), (COMPETITIVE, {"leader", "vanguard"})]
)
def test_sim_record_has_teams_roles_and_the_winning_team(mode, roles):
    for seed in range(3):
        record = game_record(play_game(mode, seed, "random"))
        assert record["result"] in ("A", "B", "draw")
        assert {p["role"] for p in record["players"]} == roles
        assert [p["team"] for p in record["players"]] == [
            t for t, _ in (CASUAL_SEATS if mode == CASUAL else COMPETITIVE_SEATS)
        ]
        if record["result"] != "draw":
            winners = {p["team"] for p in record["players"] if p["won"]}
            assert winners == {record["result"]}
            assert record["title"] == f"{record['result']}队获胜"
    assert game_record(play_game("identity5", 1, "random"))["players"][0]["team"] is None


# ====================================================================== 12. computer players
@pytest.mark.parametrize("mode", [CASUAL, COMPETITIVE])
def test_baseline_players_know_their_team(mode):
    game = start(mode, 3)
    for seat in range(6):
        agent = BaselineAgent(seat, 6, 1)
        agent.observe(events_for(game, seat))
        view = seat_view(game, seat)
        for other in range(6):
            same = game.players[other].team == game.players[seat].team
            assert (agent.relation(view, other) > 0.5) is same
            assert (agent.relation(view, other) < -0.5) is not same


def test_baseline_competitive_players_go_for_the_enemy_leader_and_protect_their_own():
    game = start(COMPETITIVE, 3)
    agent = BaselineAgent(0, 6, 1)
    view = seat_view(game, 0)
    assert agent.enemies(view, (3, 4, 5))[0] == 4
    assert agent.friends(view, (0, 1, 2))[0] == 1
