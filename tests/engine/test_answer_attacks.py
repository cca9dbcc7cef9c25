"""Answers as an attacker (or a flaky network) would send them: re-sent, late, naming a
request that was never asked, from seats that are not seats. Each is refused with its own
code and the game goes on exactly as if it had never been sent."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator

import pytest

from tests.scenario import Scenario
from yxs_desktop.engine.errors import (
    MESSAGE_LIMIT,
    EngineFault,
    GameAlreadyStarted,
    GameNotStarted,
    IllegalResponse,
    MalformedResponse,
    NoSuchSeat,
)
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import MODES, make_mode
from yxs_desktop.engine.player import Player
from yxs_desktop.engine.requests import (
    Cards,
    Choice,
    ChooseHero,
    Pass,
    PickHero,
    PlayPhase,
    Request,
    Respond,
    Response,
    Use,
    decode_response,
)
from yxs_desktop.engine.skills import Skill
from yxs_desktop.engine.timings import PhaseData
from yxs_desktop.engine.views import events_for, request_for, seat_view, waiting_for
from yxs_desktop.selfplay import make_agents

ALL_MODES = sorted(MODES)


def steps(
    mode: str, seed: int, ai: str = "baseline"
) -> Iterator[tuple[Game, int, Request, Response]]:
    """A whole game between computer players: yields (game, seat, request, answer) before
    each answer is submitted; the answer is submitted when the loop asks for the next."""
    game = Game(make_mode(mode), seed)
    agents = make_agents(ai, game)
    cursors = [0] * len(game.players)
    game.start()
    while game.pending is not None:
        request = game.pending
        seat = game.waiting_for()[0]
        observe = getattr(agents[seat], "observe", None)
        if observe is not None:
            observe(events_for(game, seat, cursors[seat]))
            cursors[seat] = len(game.events)
        answer = agents[seat].decide(seat_view(game, seat), request_for(request, seat))
        yield game, seat, request, answer
        game.submit(seat, request.id, answer)


def state(game: Game) -> tuple[int, int, int | None, tuple[int, ...]]:
    """What any accepted answer changes: the events, the answers, the pending request."""
    pending = game.pending
    return (
        len(game.events),
        len(game.responses),
        pending.id if pending else None,
        game.waiting_for(),
    )


def refused(code: str, submit: Callable[[], None], game: Game) -> None:
    before = state(game)
    with pytest.raises(IllegalResponse) as info:
        submit()
    assert info.value.code == code, info.value
    assert len(info.value.message) <= MESSAGE_LIMIT
    assert state(game) == before


# ------------------------------------------------------------------ request ids
@pytest.mark.parametrize("mode", ALL_MODES)
def test_a_resent_answer_is_refused_and_never_answers_a_later_request(mode: str) -> None:
    last: tuple[int, int, Response] | None = None
    resent = 0
    for game, seat, request, answer in steps(mode, 5):
        if last is not None:
            refused("already_answered", lambda g=game, a=last: g.submit(*a), game)
            resent += 1
        last = (seat, request.id, answer)
    assert resent > 50


@pytest.mark.parametrize("mode", ALL_MODES)
def test_a_late_answer_to_a_closed_request_is_refused(mode: str) -> None:
    """Every seat that was asked but had not answered when its request closed (a 无懈可击
    window won by another, a request answered by its default...) answers late."""
    late = 0
    for seed in range(6, 16):  # until a window closed before everyone asked had answered
        previous: tuple[Request, set[int]] | None = None
        for game, seat, request, _answer in steps(mode, seed, "random"):
            if previous is not None and previous[0].id != request.id:
                old, answered = previous
                for other in old.seats:
                    code = "already_answered" if other in answered else "not_pending"
                    refused(code, lambda g=game, s=other, i=old.id: g.submit(s, i, Pass()), game)
                    late += other not in answered
            if previous is None or previous[0].id != request.id:
                previous = (request, set())
            previous[1].add(seat)
        if late:
            break
    assert late > 0


def test_an_answer_naming_a_request_never_asked_is_refused() -> None:
    game = Game(make_mode("identity5"), 1)
    game.start()
    request = game.pending
    assert request is not None and request.id == 1
    seat = request.seat
    for bad in (0, 2, -1, 10**30, True, 1.0, "1", None, (1,)):
        refused("not_pending", lambda bad=bad: game.submit(seat, bad, Choice(0)), game)  # type: ignore[arg-type]
    game.submit(seat, 1, Choice(0))


@pytest.mark.parametrize("mode", ALL_MODES)
def test_request_ids_count_up_by_one_for_every_new_request(mode: str) -> None:
    seen: list[int] = []
    for _game, _seat, request, _answer in steps(mode, 2, "random"):
        if not seen or seen[-1] != request.id:
            seen.append(request.id)
    assert seen == list(range(1, len(seen) + 1))


def test_a_live_pick_asked_again_keeps_its_id_so_an_answer_in_flight_still_counts() -> None:
    game = Game(make_mode("3v3-casual"), 4)
    game.start()
    first = game.pending
    assert isinstance(first, PickHero)
    a, b = first.seats[0], first.seats[1]
    game.submit(a, first.id, Choice(first.free(a)[0]))
    again = game.pending
    assert isinstance(again, PickHero) and again is not first
    assert again.id == first.id and a not in again.seats
    refused("already_answered", lambda: game.submit(a, first.id, Choice(0)), game)
    game.submit(b, first.id, Choice(again.free(b)[-1]))  # named the id it was first asked
    assert b not in game.waiting_for()


# ------------------------------------------------------------------ seats
BAD_SEATS: list[object] = [True, False, 4.0, 0.0, -1, 5, 99, 2**70, None, "0", [0], {}, (0,)]


@pytest.mark.parametrize("seat", BAD_SEATS, ids=repr)
def test_a_seat_that_is_not_a_seat_of_the_table_is_refused(seat: object) -> None:
    sc = Scenario([None, None], hands={0: ["strike"]})
    sc.start_turn(0)
    request = sc.pending
    assert isinstance(request, PlayPhase)
    for answer in (Pass(), Use()):
        refused("bad_seat", lambda a=answer: sc.game.submit(seat, request.id, a), sc.game)  # type: ignore[arg-type]
    sc.end_play(0)  # the game goes on


def test_a_float_seat_cannot_answer_for_a_seat_and_break_the_game() -> None:
    """The 4.0 that once passed validation and broke the game's coroutine."""
    sc = Scenario([None] * 5, hands={0: ["strike"], 4: ["dodge"]})
    sc.start_turn(0)
    strike = sc.held(0, "strike").id
    sc.answer(0, Use((strike,), sc.game.card(strike).kind, None, (4,)))
    asked = sc.expect(Respond, 4).pending
    assert asked is not None
    refused("bad_seat", lambda: sc.game.submit(4.0, asked.id, Pass()), sc.game)  # type: ignore[arg-type]
    sc.pass_(4)
    assert sc.game.players[4].hp == 3
    sc.expect(PlayPhase, 0)


@pytest.mark.parametrize("seat", [-1, 5, True, 1.5, "0", 10**20])
def test_views_refuse_a_seat_outside_the_table(seat: object) -> None:
    game = Game(make_mode("identity5"), 0)
    game.start()
    request = game.pending
    assert request is not None
    for view in (seat_view, events_for, waiting_for):
        with pytest.raises(NoSuchSeat):
            view(game, seat)  # type: ignore[arg-type]
    if type(seat) is not int:
        with pytest.raises(NoSuchSeat):
            request_for(request, seat)  # type: ignore[arg-type]
    assert seat_view(game, None).seat is None  # a spectator


# ------------------------------------------------------------------ decoding
@pytest.mark.parametrize(
    "data",
    [None, [1], 5, {"type": "Pass"}, "\ud800", '"\ud800"', b"\xff\xfe", "", '{"type":"Choice"}'],
    ids=repr,
)
def test_decoding_refuses_whatever_it_cannot_decode(data: object) -> None:
    with pytest.raises(MalformedResponse) as info:
        decode_response(data)
    assert info.value.code == "malformed"


def test_refusal_messages_quote_little_of_a_huge_input() -> None:
    with pytest.raises(MalformedResponse) as info:
        decode_response('{"type": "Use", "kind": "' + "x" * 1_000_000 + '"}')
    assert len(info.value.message) <= MESSAGE_LIMIT
    sc = Scenario([None, None], hands={0: ["strike"]})
    sc.start_turn(0)
    request = sc.pending
    assert request is not None
    huge = Use(tuple(range(200_000)), None, "y" * 100_000, tuple(range(100_000)))
    refused("not_an_option", lambda: sc.game.submit(0, request.id, huge), sc.game)
    refused("not_asked", lambda: sc.game.submit(1, request.id, Cards(tuple(range(10**5)))), sc.game)


# ------------------------------------------------------------------ the game's life
def test_starting_twice_is_refused() -> None:
    game = Game(make_mode("identity5"), 0)
    game.start()
    with pytest.raises(GameAlreadyStarted, match="already been started"):
        game.start()
    assert isinstance(game.pending, ChooseHero)


def test_answering_before_the_start_is_refused() -> None:
    game = Game(make_mode("identity5"), 0)
    with pytest.raises(GameNotStarted, match="start"):
        game.submit(0, 1, Choice(0))
    game.start()
    assert isinstance(game.pending, ChooseHero)


def _faulty_game() -> Game:
    """A game whose only procedure fails after its first answer (like any bug would)."""
    game = Game(make_mode("identity5"), 0)

    async def procedure() -> None:
        await game.ask(ChooseHero((0,), "choose_hero", {0: ("han_xin",)}))  # type: ignore[arg-type]
        raise KeyError("a bug")

    game.start(procedure)
    return game


def test_a_procedure_that_fails_ends_the_game_with_an_engine_fault() -> None:
    game = _faulty_game()
    request = game.pending
    assert request is not None
    with pytest.raises(EngineFault, match="internal error") as info:
        game.submit(0, request.id, Choice(0))
    assert isinstance(info.value.__cause__, KeyError)
    assert game.pending is None and game.fault is info.value
    with pytest.raises(IllegalResponse, match="internal error") as again:
        game.submit(0, request.id + 1, Choice(0))
    assert again.value.code == "no_request"


@pytest.mark.interpreted  # a class defined here cannot subclass the compiled Skill
def test_a_faulty_skill_ends_the_game_with_an_engine_fault_not_a_broken_coroutine() -> None:
    class Faulty(Skill):
        """Raises when its owner's discard phase starts."""

        def can_on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> bool:
            return phase.player is owner and phase.phase.value == "discard"

        async def on_phase_started(self, game: Game, owner: Player, phase: PhaseData) -> None:
            raise ZeroDivisionError("the faulty skill")

    sc = Scenario([None, None])
    sc.p(0).skills.append(Faulty())
    sc.game.refresh_skills()
    sc.start_turn(0)
    request = sc.expect(PlayPhase, 0).pending
    assert request is not None
    with pytest.raises(EngineFault) as info:
        sc.game.submit(0, request.id, Pass())
    assert isinstance(info.value.__cause__, ZeroDivisionError)
    assert sc.game.pending is None
    with pytest.raises(IllegalResponse) as again:
        sc.game.submit(0, request.id + 1, Pass())
    assert again.value.code == "no_request"  # not "cannot reuse already awaited coroutine"


class _Probe:
    """Dies with the game that holds it (the game itself may not take weak references
    in the compiled build)."""


def test_closing_an_unfinished_game_frees_it_at_once() -> None:
    import weakref

    was_enabled = gc.isenabled()
    gc.disable()
    try:
        game = Game(make_mode("identity5"), 3)
        agents = make_agents("baseline", game)
        game.start()
        for _ in range(60):
            request = game.pending
            assert request is not None
            seat = game.waiting_for()[0]
            answer = agents[seat].decide(seat_view(game, seat), request_for(request, seat))
            game.submit(seat, request.id, answer)
        kept, freed = _Probe(), _Probe()
        game.view_cache["probe"] = freed
        left_open = Game(make_mode("identity5"), 3)
        left_open.start()
        left_open.view_cache["probe"] = kept
        finders = weakref.ref(freed), weakref.ref(kept)
        del kept, freed, agents, request, answer
        game.close()
        assert game.pending is None
        with pytest.raises(IllegalResponse, match="closed"):
            game.submit(0, 61, Pass())
        del game, left_open
        assert finders[0]() is None  # closed: freed by reference counting alone
        assert finders[1]() is not None  # the unclosed one waits for the collector
        gc.collect()
        assert finders[1]() is None
    finally:
        if was_enabled:
            gc.enable()
