"""Bad input at the engine's boundary: malformed or illegal responses get a typed error
naming what is wrong, and the game is left exactly as it was."""

from __future__ import annotations

import msgspec
import pytest

from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.errors import IllegalResponse, MalformedResponse, UnknownMode
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import (
    Answer,
    Arrange,
    Arrangement,
    Cards,
    Choice,
    ChooseCards,
    ChooseFrom,
    ChooseHero,
    ChooseOption,
    ChooseSeats,
    Distribute,
    Distribution,
    Option,
    Pass,
    PickHero,
    PickRevealed,
    PlayPhase,
    Request,
    Respond,
    Seats,
    Take,
    Use,
    _OptionRequest,
    decode_response,
    encode,
    with_subclasses,
)
from yxs_desktop.engine.validation import accepts, validate


def snapshot(game: Game) -> bytes:
    state = [
        (p.seat, p.hp, [c.id for c in p.hand], sorted(c.id for c in p.equip.values()))
        for p in game.players
    ]
    return msgspec.json.encode(
        [
            len(game.events),
            [c.id for c in game.deck],
            state,
            game.pending,
            [(a.request, a.seat, a.response) for a in game.responses],
        ]
    )


@pytest.mark.parametrize(
    "data",
    [b"{", b"[]", b'{"type": "Teleport"}', b'{"type": "Choice", "index": "two"}', b"null"],
)
def test_malformed_json_is_a_typed_error(data):
    with pytest.raises(MalformedResponse) as info:
        decode_response(data)
    assert info.value.code == "malformed"


def test_every_response_round_trips_through_json():
    for response in (
        Pass(),
        Use((1, 2), Kind.STRIKE, "reed_spear", (3,)),
        Cards((4,)),
        Seats((1, 2)),
        Take(hand_index=0),
        Answer(True),
        Choice(2),
        Arrangement((1,), (2,)),
        Distribution(((5, 1),)),
    ):
        assert decode_response(encode(response)) == response


def test_illegal_answers_to_the_hero_choice_change_nothing():
    game = Game(make_mode("identity5-simple"), seed=3)
    game.start()
    request = game.pending
    assert isinstance(request, ChooseHero)
    lord = request.seats[0]
    before = snapshot(game)
    cases = [
        (lord, Choice(99), "not_an_option"),
        (lord, Pass(), "wrong_type"),
        ((lord + 1) % 5, Choice(0), "not_asked"),
    ]
    for seat, response, code in cases:
        with pytest.raises(IllegalResponse) as info:
            game.submit(seat, game.pending.id, response)
        assert info.value.code == code
        assert info.value.message
        assert snapshot(game) == before
    game.submit(lord, game.pending.id, Choice(0))
    assert snapshot(game) != before


def test_answering_twice_in_a_gathered_request_is_refused():
    game = Game(make_mode("identity5-simple"), seed=3)
    game.start()
    game.submit(game.pending.seats[0], game.pending.id, Choice(0))
    request = game.pending
    assert isinstance(request, ChooseHero) and len(request.seats) == 4
    first = request.seats[0]
    game.submit(first, game.pending.id, Choice(1))
    before = snapshot(game)
    with pytest.raises(IllegalResponse) as info:
        game.submit(first, game.pending.id, Choice(0))
    assert info.value.code == "already_answered"
    assert snapshot(game) == before


def test_submitting_after_the_game_ended_is_refused():
    from yxs_desktop.selfplay import play_game

    game = play_game("identity5-simple", 4, "random")
    with pytest.raises(IllegalResponse) as info:
        game.submit(0, len(game.responses), Pass())
    assert info.value.code == "no_request"


@pytest.mark.parametrize(
    ("request_", "response", "code"),
    [
        (ChooseCards((0,), "discard", (1, 2, 3), 2, 2), Cards((1,)), "bad_count"),
        (ChooseCards((0,), "discard", (1, 2, 3), 1, 1), Cards((9,)), "bad_cards"),
        (ChooseCards((0,), "discard", (1, 2, 3), 2, 2), Cards((1, 1)), "bad_cards"),
        (ChooseFrom((0,), "pouch", 1, 2, (7,)), Take(card=7, hand_index=0), "malformed"),
        (ChooseFrom((0,), "pouch", 1, 2, (7,)), Take(hand_index=2), "bad_cards"),
        (ChooseFrom((0,), "pouch", 1, 2, (7,)), Take(card=8), "bad_cards"),
        (ChooseSeats((0,), "x", (1, 2), 1, 1), Seats((3,)), "bad_target"),
        (ChooseSeats((0,), "x", (1, 2), 1, 1), Seats((1, 2)), "bad_count"),
        (ChooseOption((0,), "x", ("a", "b")), Choice(2), "not_an_option"),
        (PickRevealed((0,), "harvest", (4, 5)), Cards((6,)), "bad_cards"),
        (Arrange((0,), "zhanbu", (1, 2, 3)), Arrangement((1,), (2,)), "bad_cards"),
        (Distribute((0,), "x", (1, 2), (3,), True), Distribution(((1, 3),)), "bad_count"),
        (Distribute((0,), "x", (1, 2), (3,), False), Distribution(((1, 4),)), "bad_target"),
    ],
)
def test_each_request_kind_names_what_is_wrong(request_, response, code):
    with pytest.raises(IllegalResponse) as info:
        validate(request_, 0, response)
    assert info.value.code == code
    validate(request_, 0, request_.default(0))  # the timeout answer is always legal


def test_use_must_fill_in_an_offered_option():
    option = Option(Kind.STRIKE, (10, 11), (1, 1), None, (1, 4), (1, 1))
    assert accepts(option, Use((10,), Kind.STRIKE, None, (1,)))
    assert not accepts(option, Use((12,), Kind.STRIKE, None, (1,)))  # card not offered
    assert not accepts(option, Use((10,), Kind.STRIKE, None, (2,)))  # target out of range
    assert not accepts(option, Use((10,), Kind.DUEL, None, (1,)))  # wrong kind
    assert not accepts(option, Use((10, 11), Kind.STRIKE, None, (1,)))  # too many cards
    assert not accepts(option, Use((10,), Kind.STRIKE, None, (1, 1)))  # repeated target


def test_hand_built_responses_are_converted_to_their_types_or_refused():
    option = Option(Kind.STRIKE, (10, 11), (1, 1), None, (1, 4), (1, 1))
    request = PlayPhase((0,), "play", {0: (option,)})
    converted = validate(request, 0, Use([10], "strike", None, [1]))  # type: ignore[arg-type]
    assert converted == Use((10,), Kind.STRIKE, None, (1,))
    assert converted.kind is Kind.STRIKE and type(converted.cards) is tuple
    for wrong in (
        Use(("10",), Kind.STRIKE, None, (1,)),  # type: ignore[arg-type]
        Use((10,), "no_such_kind", None, (1,)),  # type: ignore[arg-type]
    ):
        with pytest.raises(MalformedResponse):
            validate(request, 0, wrong)
    choose = ChooseOption((0,), "x", ("a", "b"))
    with pytest.raises(MalformedResponse):
        validate(choose, 0, Choice(True))  # a bool is not an index
    assert validate(choose, 0, Choice(1)) == Choice(1)


def test_unknown_mode_lists_the_known_ones():
    with pytest.raises(UnknownMode, match="identity5"):
        make_mode("identity6")


def test_exact_type_sets_hold_every_subclass_so_no_request_kind_is_missed() -> None:
    """Compiled code tests request kinds with ``type(x) in with_subclasses(...)`` instead of
    the slow ``isinstance``; a subclass left out would be treated as another kind."""
    assert with_subclasses(ChooseHero) == {ChooseHero, PickHero}
    assert with_subclasses(_OptionRequest) == {_OptionRequest, PlayPhase, Respond}
    every = with_subclasses(Request)
    assert all(issubclass(kind, Request) for kind in every)
    assert {PickHero, PlayPhase, Respond} <= every
