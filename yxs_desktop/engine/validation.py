"""Whether a response legally answers the pending request, and whether a filled-in
:class:`Use` is one of a request's options.

The rules live here rather than as methods of the request classes because those are
msgspec structs, which stay interpreted in the compiled build, while every answer of every
game is checked: compiled here, with the conversion skipped for answers already typed, the
check costs about a third of what it did as methods (docs/architecture.md, Speed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, cast

import msgspec

from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.errors import IllegalResponse, MalformedResponse
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
    Confirm,
    Distribute,
    Distribution,
    Option,
    Pass,
    PickHero,
    PickRevealed,
    PlayPhase,
    Request,
    Respond,
    Response,
    Seats,
    Take,
    Use,
    _OptionRequest,
)


def validate(request: Request, seat: object, response: object) -> Response:
    """Raise :class:`IllegalResponse` unless ``response`` legally answers ``request`` for
    ``seat`` (typed ``object``: this checks whatever it is given, see ``Game.submit``).

    Returns the response with its fields checked and converted to their declared types (a
    response built by hand may hold a plain string for a kind, or None for a tuple; decoded
    JSON is already typed).
    """
    if type(seat) is not int:  # not a bool, a float equal to a seat, or anything unhashable
        raise IllegalResponse("bad_seat", f"a seat is an int, not {seat!r}")
    if seat not in request.seats:
        raise IllegalResponse("not_asked", f"seat {seat} is not asked ({request.reason})")
    answers = ANSWER_TYPES.get(type(request))
    if answers is None or type(response) not in answers:
        names = ", ".join(t.__name__ for t in request.answers)
        raise IllegalResponse(
            "wrong_type",
            f"{type(response).__name__} does not answer {type(request).__name__}; "
            f"expected one of: {names}",
        )
    if type(response) is Pass:
        return response  # always legal where it is an answer (decline; end the play phase)
    response = cast(Response, response)  # one of the request's answer types, just checked
    if not _well_typed(response):
        try:
            response = msgspec.convert(msgspec.to_builtins(response), type(response))
        except (msgspec.ValidationError, TypeError) as exc:
            raise MalformedResponse(f"{type(response).__name__}: {exc}") from None
    CHECKS[type(request)](request, seat, response)
    return response


def _well_typed(response: Response) -> bool:
    """Whether every field of ``response`` already holds its declared type, so that
    converting it would change nothing (decoded JSON and the computer players' answers
    always do; the conversion costs more than the rest of the check)."""
    # Read untyped: compiled code checks a declared field type as it reads the field, and
    # would raise a TypeError on a hand-built answer before this could say "convert it".
    fields: Any = response
    kind = type(response)
    if kind is Use:
        return (
            _ints(fields.cards)
            and _ints(fields.targets)
            and (fields.kind is None or type(fields.kind) is Kind)
            and (fields.skill is None or type(fields.skill) is str)
        )
    if kind is Cards:
        return _ints(fields.ids)
    if kind is Choice:
        return type(fields.index) is int
    if kind is Answer:
        return type(fields.yes) is bool
    if kind is Seats:
        return _ints(fields.seats)
    return kind is Pass  # the rarer kinds are simply converted


def _ints(value: object) -> bool:
    return type(value) is tuple and all(type(item) is int for item in value)


def accepts(option: Option, use: Use) -> bool:
    """Whether ``use`` is ``option`` filled in legally. ``use`` must hold its declared
    types (:func:`validate` converts a hand-built answer first)."""
    if use.kind != option.kind or use.skill != option.skill:
        return False
    cards, targets = use.cards, use.targets
    low, high = option.card_count
    if not low <= len(cards) <= high or len(set(cards)) != len(cards):
        return False
    if not all(card in option.cards for card in cards) or len(set(targets)) != len(targets):
        return False
    victims = option.victims
    if victims is not None:
        return len(targets) == 2 and targets[0] in victims and targets[1] in victims[targets[0]]
    low, high = option.target_count
    return low <= len(targets) <= high and all(t in option.targets for t in targets)


# ------------------------------------------------------------- checks by request kind
# Each receives a response of one of the request's ``answers`` types, already converted.


def _no_check(request: Request, seat: int, response: Response) -> None:
    """Any answer of the right type is legal (yes or no)."""


def _check_options(request: Request, seat: int, response: Response) -> None:
    # exact types, not isinstance, on the path of every answer: see requests.with_subclasses
    if type(response) is not Use:
        return  # Pass: decline
    use = cast(Use, response)
    for option in cast(_OptionRequest, request).options.get(seat, ()):
        if accepts(option, use):
            return
    raise IllegalResponse(
        "not_an_option",
        f"using cards {list(use.cards)} as {use.kind} "
        f"(skill {use.skill}) on seats {list(use.targets)} is not legal now",
    )


def _check_hero(request: Request, seat: int, response: Response) -> None:
    assert isinstance(request, ChooseHero) and isinstance(response, Choice)
    if not 0 <= response.index < len(request.offers[seat]):
        raise IllegalResponse(
            "not_an_option", f"hero choice {response.index} is not among your offers"
        )


def _check_pick(request: Request, seat: int, response: Response) -> None:
    _check_hero(request, seat, response)
    assert isinstance(request, PickHero) and isinstance(response, Choice)
    hero = request.offers[seat][response.index]
    if hero in request.taken.get(seat, ()):
        raise IllegalResponse("taken", f"hero {hero} was taken by a teammate")


def _check_cards(request: Request, seat: int, response: Response) -> None:
    assert isinstance(request, ChooseCards) and isinstance(response, Cards)
    _check_some_of(response.ids, request.pool, request.low, request.high, "cards", "bad_cards")


def _check_some_of(
    chosen: tuple[int, ...], pool: tuple[int, ...], low: int, high: int, noun: str, code: str
) -> None:
    """Between ``low`` and ``high`` different items of ``pool`` (cards or seats)."""
    if not low <= len(chosen) <= high:
        raise IllegalResponse("bad_count", f"choose {low} to {high} {noun}, not {len(chosen)}")
    if len(set(chosen)) != len(chosen) or any(item not in pool for item in chosen):
        raise IllegalResponse(code, f"{noun} {list(chosen)} are not all choosable")


def _check_take(request: Request, seat: int, response: Response) -> None:
    assert isinstance(request, ChooseFrom) and isinstance(response, Take)
    if (response.card is None) == (response.hand_index is None):
        raise IllegalResponse("malformed", "give exactly one of card or hand_index")
    if response.card is not None and response.card not in request.visible:
        raise IllegalResponse("bad_cards", f"card {response.card} cannot be chosen")
    index = response.hand_index
    if index is not None and not 0 <= index < request.hand_count:
        raise IllegalResponse(
            "bad_cards", f"hand index {index} is not in 0..{request.hand_count - 1}"
        )


def _check_seats(request: Request, seat: int, response: Response) -> None:
    assert isinstance(request, ChooseSeats) and isinstance(response, Seats)
    _check_some_of(
        response.seats, request.candidates, request.low, request.high, "seats", "bad_target"
    )


def _check_choice(request: Request, seat: int, response: Response) -> None:
    assert isinstance(request, ChooseOption) and isinstance(response, Choice)
    if not 0 <= response.index < len(request.options):
        raise IllegalResponse("not_an_option", f"option {response.index} does not exist")


def _check_pick_revealed(request: Request, seat: int, response: Response) -> None:
    assert isinstance(request, PickRevealed) and isinstance(response, Cards)
    if len(response.ids) != 1 or response.ids[0] not in request.cards:
        raise IllegalResponse("bad_cards", "pick exactly one of the revealed cards")


def _check_arrangement(request: Request, seat: int, response: Response) -> None:
    assert isinstance(request, Arrange) and isinstance(response, Arrangement)
    if sorted(response.top + response.bottom) != sorted(request.cards):
        raise IllegalResponse(
            "bad_cards", "the arrangement must place each looked-at card exactly once"
        )


def _check_distribution(request: Request, seat: int, response: Response) -> None:
    assert isinstance(request, Distribute) and isinstance(response, Distribution)
    given = [card for card, _ in response.gifts]
    if len(set(given)) != len(given) or any(c not in request.cards for c in given):
        raise IllegalResponse("bad_cards", "each card may be given once, and only yours")
    if any(to not in request.recipients for _, to in response.gifts):
        raise IllegalResponse("bad_target", "a card goes to someone who may not receive it")
    if request.all_cards and len(given) != len(request.cards):
        raise IllegalResponse("bad_count", "every card must be given")


#: The check of each kind of request (the set is closed: see requests.py).
CHECKS: Final[dict[type[Request], Callable[[Request, int, Response], None]]] = {
    ChooseHero: _check_hero,
    PickHero: _check_pick,
    PlayPhase: _check_options,
    Respond: _check_options,
    ChooseCards: _check_cards,
    ChooseFrom: _check_take,
    ChooseSeats: _check_seats,
    Confirm: _no_check,
    ChooseOption: _check_choice,
    PickRevealed: _check_pick_revealed,
    Arrange: _check_arrangement,
    Distribute: _check_distribution,
}

#: The answer types of each kind of request, as sets of exact types (``isinstance`` on a
#: msgspec struct takes CPython's slow path, and this is checked for every answer).
ANSWER_TYPES: Final[dict[type[Request], frozenset[type]]] = {
    kind: frozenset(kind.answers) for kind in CHECKS
}


def only_pass(request: Request, seat: int) -> bool:
    """Whether ``seat`` is asked for a card it has no way to give, so that its only answer
    is :class:`Pass`. The engine asks such seats too (being asked must not tell the table
    what a seat holds); players and sessions pass for them at once."""
    return type(request) is Respond and not cast(Respond, request).options.get(seat)
