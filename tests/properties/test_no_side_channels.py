"""Who is asked must not tell the table what anyone holds.

Two oracles. The first is non-interference: the same table is played twice, differing
only in the hidden hand cards of bystanders who pass whatever they are asked; what every
other seat and a spectator are shown (events, the pending request, whom the game waits
for) must be the same in both, step by step, since it may depend only on what is public.
The second walks every pending request of seeded games of every mode: what a seat that
is not asked (or a spectator) is shown of it names no card it may not see, and a 无懈可击
window always asks every living character."""

from __future__ import annotations

from collections.abc import Callable

import msgspec
import pytest

from tests.scenario import CardSpecLike, Scenario
from yxs_desktop.engine.enums import Kind, Role
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import MODES, make_mode
from yxs_desktop.engine.requests import PickHero, PlayPhase, Respond
from yxs_desktop.engine.views import events_for, request_for, seat_view, waiting_for
from yxs_desktop.selfplay import make_agents

L, Y, R, N = Role.LORD, Role.LOYALIST, Role.REBEL, Role.RENEGADE
Transcript = list[bytes]


def transcript(sc: Scenario, viewer: int | None, act: Callable[[Scenario], None]) -> Transcript:
    """What ``viewer`` is shown, step by step, while ``act`` starts something and every
    seat then passes (or gives the default answer) until nothing more is asked."""
    game = sc.game
    shown: Transcript = []
    act(sc)
    seen = sc.mark
    for _ in range(500):
        request = game.pending
        shown.append(
            msgspec.json.encode(
                [
                    events_for(game, viewer, seen),
                    request_for(request, viewer) if request is not None else None,
                    waiting_for(game, viewer),
                ]
            )
        )
        seen = len(game.events)
        if request is None:
            return shown
        seat = game.waiting_for()[0]
        answer = request.default(seat)
        game.submit(seat, request.id, answer)
    raise AssertionError("the scenario did not end")


def twins(
    heroes: list[str | None],
    varied: int,
    hands: tuple[list[CardSpecLike], list[CardSpecLike]],
    act: Callable[[Scenario], None],
    *,
    others: dict[int, list[CardSpecLike]] | None = None,
    **table: object,
) -> None:
    """Play ``act`` on two tables that differ only in ``varied``'s hidden hand; every
    viewer but ``varied`` must be shown exactly the same."""
    n = len(heroes)
    for viewer in [None, *(s for s in range(n) if s != varied)]:
        runs = []
        for hand in hands:
            sc = Scenario(
                heroes,
                hands={**(others or {}), varied: hand},
                auto_pass=False,
                **table,  # type: ignore[arg-type]
            )
            runs.append(transcript(sc, viewer, act))
        first, second = runs
        for step, (a, b) in enumerate(zip(first, second, strict=False)):
            assert a == b, (
                f"viewer {viewer} sees seat {varied}'s hand at step {step}:\n{a!r}\n{b!r}"
            )
        assert len(first) == len(second), f"viewer {viewer}: {len(first)} vs {len(second)} steps"


def use(seat: int, spec: str, targets: list[int]) -> Callable[[Scenario], None]:
    return lambda sc: sc.use_card(seat, spec, targets)


FIVE: list[str | None] = [None] * 5


def test_the_target_of_a_strike_is_asked_for_a_dodge_whether_or_not_it_holds_one() -> None:
    twins(FIVE, 1, (["dodge"], ["medicine"]), use(0, "strike", [1]), others={0: ["strike"]})


def test_targets_of_arrows_are_asked_whatever_they_hold() -> None:
    twins(
        FIVE,
        3,
        (["dodge", "dodge"], ["strike", "duel"]),
        use(0, "arrows", []),
        others={0: ["arrows"]},
    )


def test_targets_of_a_beacon_are_asked_whatever_they_hold() -> None:
    twins(FIVE, 2, (["strike"], ["dodge"]), use(0, "beacon", []), others={0: ["beacon"]})


def test_a_duel_asks_its_target_for_a_strike_whatever_it_holds() -> None:
    twins(FIVE, 4, (["strike"], ["dodge"]), use(0, "duel", [4]), others={0: ["duel"]})


def test_an_impeccable_window_asks_everyone_not_only_who_holds_one() -> None:
    twins(
        FIVE,
        2,
        (["impeccable", "strike"], ["dodge", "strike"]),
        use(0, "from_nothing", [0]),
        others={0: ["from_nothing"]},
    )


def test_the_savers_of_a_dying_character_are_asked_whatever_they_hold() -> None:
    twins(
        FIVE,
        3,
        (["medicine"], ["dodge"]),
        use(0, "strike", [1]),
        others={0: ["strike"]},
        hp={1: 1},
        roles=[L, Y, R, R, N],
    )


def test_the_holder_of_a_borrowed_weapon_is_asked_for_a_strike_whatever_it_holds() -> None:
    twins(
        FIVE,
        1,
        (["strike"], ["dodge"]),
        use(0, "knife", [1, 2]),
        others={0: ["knife"]},
        equip={1: ["tiger_tally"]},
    )


def test_guan_yus_follow_up_strike_is_offered_whether_or_not_he_holds_a_strike() -> None:
    """补刀: 关羽 (seat 2, within range of seat 1) is asked after seat 1 takes a 杀."""
    twins(
        [None, None, "guan_yu", None, None],
        2,
        (["strike"], ["dodge"]),
        use(0, "strike", [1]),
        others={0: ["strike"]},
    )


def test_li_shishi_is_asked_about_manwu_whether_or_not_she_holds_a_heart() -> None:
    twins(
        ["li_shishi", None, None, None, None],
        0,
        ([("dodge", "heart", 2)], [("strike", "club", 7)]),
        use(1, "strike", [0]),
        others={1: ["strike"]},
    )


def test_zhang_sanfeng_is_asked_about_taiji_whether_or_not_he_holds_a_strike() -> None:
    """太极 follows his 闪: the first run plays one, so both hands hold a 闪 besides."""

    def act(sc: Scenario) -> None:
        sc.use_card(1, "strike", [0])
        sc.expect(Respond, 0, kind=Kind.DODGE).use(0, "dodge")

    twins(
        ["zhang_sanfeng", None, None, None, None],
        0,
        (["dodge", "strike"], ["dodge", "medicine"]),
        act,
        others={1: ["strike"]},
    )


def test_the_other_teams_picks_do_not_change_what_a_seat_is_asked() -> None:
    """3v3 casual: a seat's default hero and its whole request stay the same while the
    other team picks (a redrawn default would show that the other team picked)."""
    game = Game(make_mode("3v3-casual"), 4)
    game.start()
    request = game.pending
    assert isinstance(request, PickHero)
    team = request.teams
    watcher = request.seats[0]
    others = [s for s in request.seats if team[s] != team[watcher]]
    before = request_for(request, watcher)
    waiting = waiting_for(game, watcher)
    for seat in others:
        pending = game.pending
        assert isinstance(pending, PickHero)
        game.submit(seat, pending.id, pending.default(seat))
        pending = game.pending
        assert pending is not None
        assert request_for(pending, watcher) == before
        assert waiting_for(game, watcher) == waiting


# ------------------------------------------------------------------ every request of real games
def public_cards(game: Game, viewer: int | None) -> set[int]:
    """The card ids ``viewer`` may know the identity of now."""
    view = seat_view(game, viewer)
    known = set(view.hand) | set(view.discard) | set(view.table)
    for player in view.players:
        known |= set(player.equip) | {card for card, _ in player.judge}
    return known


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("seed", range(3))
def test_no_request_shows_others_a_card_they_may_not_see_and_windows_ask_everyone(
    mode: str, seed: int
) -> None:
    game = Game(make_mode(mode), seed)
    agents = make_agents("random", game)
    game.start()
    checked = 0
    while game.pending is not None:
        request = game.pending
        if isinstance(request, Respond) and request.kind is Kind.IMPECCABLE:
            assert request.seats == tuple(p.seat for p in game.alive())
        for viewer in [None, *range(len(game.players))]:
            if viewer in request.seats:
                continue
            shown = request_for(request, viewer)
            if isinstance(shown, PlayPhase | Respond):
                assert not shown.options, (viewer, shown)  # options name hidden hand cards
            named = set()
            for field in ("cards", "pool", "visible"):
                named |= set(getattr(shown, field, ()))
            assert named <= public_cards(game, viewer), (viewer, shown)
            checked += 1
        seat = game.waiting_for()[0]
        answer = agents[seat].decide(seat_view(game, seat), request_for(request, seat))
        game.submit(seat, request.id, answer)
    assert checked > 100


def test_a_seat_with_nothing_to_answer_with_can_only_pass() -> None:
    """Asked though it holds no 闪: its request offers nothing, and a pass is accepted."""
    sc = Scenario(FIVE, hands={0: ["strike"], 1: ["medicine"]}, auto_pass=False)
    sc.use_card(0, "strike", [1])
    request = sc.expect(Respond, 1, kind=Kind.DODGE).pending
    assert isinstance(request, Respond) and request.options_for(1) == ()
    sc.pass_(1)
    assert sc.p(1).hp == 3
