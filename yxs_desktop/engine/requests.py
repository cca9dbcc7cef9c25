"""Requests the engine asks and the responses that answer them.

A small closed set of request kinds serves every card, skill and mode, so that the UI and
the computer players each handle a dozen shapes. Every request says who is asked
(``seats``), why (``reason``, a card kind, skill id or purpose key), carries everything a
client needs to show it (legal options, counts), and gives a default response for
timeouts; :mod:`.validation` checks a response against it. Requests and responses are
msgspec structs: typed, immutable and JSON-serialisable with a ``type`` tag.

Every request carries an ``id``, a sequence number per game that the game stamps when it
asks; an answer names the id it answers, so that a re-sent or late answer can never land
on another request. Requests, their options and every mapping they hold are immutable
(:class:`FrozenDict`): a receiver that tries to change one gets a ``TypeError``, and the
game's own copy stays as it was.

A request to several seats is either *gathered* (every seat answers; hero choice), a
*race* (the first real answer wins, the rest pass; 无懈可击 windows) or *live* (every seat
answers, and each answer reaches the procedure as soon as it is given, while the others
are still asked: the 3v3 casual team pick, where teammates see each other's picks).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Final, NoReturn, TypeVar

import msgspec

from yxs_desktop.engine.cards import cheapest
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.errors import MalformedResponse
from yxs_desktop.engine.subclasses import subclasses

K = TypeVar("K")
V = TypeVar("V")


class FrozenDict(dict[K, V]):
    """A dict that refuses every change: the mappings of requests and options. A dict
    subclass (not a ``Mapping`` wrapper) so that msgspec encodes it like any dict; what
    decoding gives back is a plain dict, the receiver's own copy."""

    __slots__ = ()

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError("this mapping belongs to the engine and is read-only")

    __setitem__ = __delitem__ = _refuse
    update = pop = popitem = clear = setdefault = __ior__ = _refuse  # type: ignore[assignment]

    def __reduce__(self) -> tuple[type, tuple[dict[K, V]]]:  # copy and pickle
        return (FrozenDict, (dict(self),))


#: The empty mapping of requests that offer nothing (a default shared by all: it is frozen).
EMPTY: Final[FrozenDict[Any, Any]] = FrozenDict()

# --------------------------------------------------------------------------- responses
# ``gc=False`` on every struct here: they hold only immutable data and never take part in a
# reference cycle, so the cyclic collector need not track them (architecture.md, Speed).


class Pass(msgspec.Struct, frozen=True, tag=True, gc=False):
    """Decline: end the play phase, play no card, answer nothing."""


class Use(msgspec.Struct, frozen=True, tag=True, gc=False):
    """Use or play cards (as ``kind``), or invoke the active ``skill``, on ``targets``."""

    cards: tuple[int, ...] = ()
    kind: Kind | None = None
    skill: str | None = None
    targets: tuple[int, ...] = ()


class Cards(msgspec.Struct, frozen=True, tag=True, gc=False):
    """A choice of card ids (own cards to discard or give, a revealed card to take)."""

    ids: tuple[int, ...]


class Seats(msgspec.Struct, frozen=True, tag=True, gc=False):
    """A choice of seats."""

    seats: tuple[int, ...]


class Take(msgspec.Struct, frozen=True, tag=True, gc=False):
    """A card from another player's areas: a visible ``card`` id, or a blind ``hand_index``."""

    card: int | None = None
    hand_index: int | None = None


class Answer(msgspec.Struct, frozen=True, tag=True, gc=False):
    """Yes or no."""

    yes: bool


class Choice(msgspec.Struct, frozen=True, tag=True, gc=False):
    """The index of one of the request's options."""

    index: int


class Arrangement(msgspec.Struct, frozen=True, tag=True, gc=False):
    """Cards put back on the deck: ``top`` (first = topmost) and ``bottom`` (last = lowest)."""

    top: tuple[int, ...]
    bottom: tuple[int, ...]


class Distribution(msgspec.Struct, frozen=True, tag=True, gc=False):
    """Cards handed out: pairs of (card id, receiving seat)."""

    gifts: tuple[tuple[int, int], ...]


Response = Pass | Use | Cards | Seats | Take | Answer | Choice | Arrangement | Distribution


def with_subclasses(*bases: type) -> frozenset[type]:
    """``bases`` and all their subclasses, for ``type(x) in ...`` tests in compiled code:
    ``isinstance`` on a msgspec struct takes CPython's slow path (the structs' metaclass
    is not ``type``) and costs several times as much. Call it once every request and
    response class is defined (at import of a module that uses it)."""
    return frozenset(cls for base in bases for cls in (base, *subclasses(base)))


_RESPONSE_DECODER: Final = msgspec.json.Decoder(Response)


def decode_response(data: object) -> Response:
    """Decode a JSON response (bytes or str); anything else, and anything malformed,
    raises :class:`MalformedResponse` (whose message quotes little of the input)."""
    if not isinstance(data, (bytes, bytearray, memoryview, str)):
        raise MalformedResponse(f"a response is JSON text or bytes, not {type(data).__name__}")
    try:
        return _RESPONSE_DECODER.decode(data)
    except msgspec.DecodeError as exc:  # includes msgspec.ValidationError
        raise MalformedResponse(f"not a valid response: {exc}") from None
    except UnicodeError:  # a str holding a lone surrogate cannot be UTF-8
        raise MalformedResponse("not a valid response: the text is not valid Unicode") from None


def encode(obj: msgspec.Struct) -> bytes:
    """JSON bytes of a request, response or event."""
    return msgspec.json.encode(obj)


# ---------------------------------------------------------------------------- options


class Option(msgspec.Struct, frozen=True, gc=False):
    """One legal way to act: choose ``card_count`` cards from ``cards``, used as ``kind``
    (through ``skill`` when set), on ``target_count`` of ``targets``.

    ``victims`` serves two-step targets (借刀杀人, 红颜): for each first target, the seats
    the second may be (a :class:`FrozenDict` when the engine makes it).
    """

    kind: Kind | None
    cards: tuple[int, ...] = ()
    card_count: tuple[int, int] = (1, 1)
    skill: str | None = None
    targets: tuple[int, ...] = ()
    target_count: tuple[int, int] = (0, 0)
    victims: Mapping[int, tuple[int, ...]] | None = None


# --------------------------------------------------------------------------- requests


class _Numbered(msgspec.Struct, frozen=True, kw_only=True, gc=False):
    """The request id, keyword-only so that it comes after every other field."""

    #: The game's sequence number of this request (0 until the game asks it); an answer
    #: must name it (:meth:`Game.submit`).
    id: int = 0


class Request(_Numbered, frozen=True, tag=True, gc=False):
    """Base of every request: who is asked and why."""

    seats: tuple[int, ...]
    reason: str

    gathered: ClassVar[bool] = False  # several seats: everyone answers (else: a race)
    #: Several seats: each answer goes to the procedure at once, as (seat, answer); the
    #: procedure then asks the seats still to answer again (see :meth:`Game.ask_live`).
    live: ClassVar[bool] = False
    answers: ClassVar[tuple[type, ...]] = ()

    @property
    def seat(self) -> int:
        return self.seats[0]

    def default(self, seat: int) -> Response:
        """The answer sent when ``seat`` does not answer in time."""
        return Pass()


class ChooseHero(Request, frozen=True):
    """Pick one hero of your own offer (lord first, then everyone else at once)."""

    offers: Mapping[int, tuple[str, ...]] = EMPTY
    gathered: ClassVar[bool] = True
    answers: ClassVar[tuple[type, ...]] = (Choice,)

    def free(self, seat: int) -> tuple[int, ...]:
        """The indices into ``seat``'s offer that it may choose."""
        return tuple(range(len(self.offers[seat])))

    def default(self, seat: int) -> Response:
        return Choice(0)


class PickHero(ChooseHero, frozen=True):
    """Pick a hero of your team's pool at the same time as your teammates (3v3 casual).

    A *live* request: each pick reaches the game at once (teammates see it), and the
    players still picking are asked again with the heroes their teammates took in
    ``taken``. The offer is always the whole team pool, so that an index keeps meaning
    the same hero however late an answer arrives; a taken hero is refused.
    ``seconds`` is the time limit hint; on timeout, ``fallback`` (a random free hero, as an
    index into the seat's offer) is chosen.
    """

    fallback: Mapping[int, int] = EMPTY
    seconds: int = 40
    taken: Mapping[int, tuple[str, ...]] = EMPTY
    teams: Mapping[int, str] = EMPTY  # every seat's team: a seat sees only its team picking
    live: ClassVar[bool] = True

    def free(self, seat: int) -> tuple[int, ...]:
        taken = self.taken.get(seat, ())
        return tuple(i for i, hero in enumerate(self.offers[seat]) if hero not in taken)

    def default(self, seat: int) -> Response:
        return Choice(self.fallback.get(seat, 0))


class _OptionRequest(Request, frozen=True):
    """A request answered by filling in one of the asked seat's own options, or passing.

    Options are per seat, since they name the seat's hidden hand cards; views show each
    seat only its own.
    """

    options: Mapping[int, tuple[Option, ...]] = EMPTY
    answers: ClassVar[tuple[type, ...]] = (Use, Pass)

    def options_for(self, seat: int) -> tuple[Option, ...]:
        return self.options.get(seat, ())


class PlayPhase(_OptionRequest, frozen=True):
    """Your play phase: use a card or an active skill (``Use``), or end the phase (``Pass``)."""


class Respond(_OptionRequest, frozen=True):
    """Play a card of ``kind`` (闪, 杀, 药, 无懈可击) or pass.

    ``source`` is who caused the request, ``target`` whom it is about (the dying character
    for 药, the card's target for 无懈可击), ``about`` the card kind being answered.
    """

    kind: Kind = Kind.DODGE
    source: int | None = None
    target: int | None = None
    about: Kind | None = None


class ChooseCards(Request, frozen=True):
    """Choose between ``low`` and ``high`` of the ``pool`` card ids (discard, give, pay)."""

    pool: tuple[int, ...] = ()
    low: int = 1
    high: int = 1
    answers: ClassVar[tuple[type, ...]] = (Cards,)

    def default(self, seat: int) -> Response:
        """The fewest cards allowed, the least worth keeping (:func:`cards.cheapest`)."""
        return Cards(cheapest(self.pool, self.low))


class ChooseFrom(Request, frozen=True):
    """Choose one card of ``target``'s: a hand card blind by index, or a visible card."""

    target: int = 0
    hand_count: int = 0
    visible: tuple[int, ...] = ()
    answers: ClassVar[tuple[type, ...]] = (Take,)

    def default(self, seat: int) -> Response:
        return Take(hand_index=0) if self.hand_count else Take(card=self.visible[0])


class ChooseSeats(Request, frozen=True):
    """Choose between ``low`` and ``high`` seats among ``candidates``."""

    candidates: tuple[int, ...] = ()
    low: int = 1
    high: int = 1
    answers: ClassVar[tuple[type, ...]] = (Seats,)

    def default(self, seat: int) -> Response:
        return Seats(self.candidates[: self.low])


class Confirm(Request, frozen=True):
    """Yes or no: use an optional skill or effect."""

    answers: ClassVar[tuple[type, ...]] = (Answer,)

    def default(self, seat: int) -> Response:
        return Answer(False)


class ChooseOption(Request, frozen=True):
    """Choose one of ``options`` (a suit, a direction, one of two effects); keys name them."""

    options: tuple[str, ...] = ()
    answers: ClassVar[tuple[type, ...]] = (Choice,)

    def default(self, seat: int) -> Response:
        return Choice(0)


class PickRevealed(Request, frozen=True):
    """Take one of the revealed ``cards`` (五谷丰登)."""

    cards: tuple[int, ...] = ()
    answers: ClassVar[tuple[type, ...]] = (Cards,)

    def default(self, seat: int) -> Response:
        return Cards(self.cards[:1])


class Arrange(Request, frozen=True):
    """Put every one of ``cards`` back on the top or the bottom of the deck, in any order."""

    cards: tuple[int, ...] = ()
    answers: ClassVar[tuple[type, ...]] = (Arrangement,)

    def default(self, seat: int) -> Response:
        return Arrangement(self.cards, ())


class Distribute(Request, frozen=True):
    """Hand out ``cards`` to ``recipients``: all of them when ``all_cards``, else any."""

    cards: tuple[int, ...] = ()
    recipients: tuple[int, ...] = ()
    all_cards: bool = False
    answers: ClassVar[tuple[type, ...]] = (Distribution,)

    def default(self, seat: int) -> Response:
        if self.all_cards and self.recipients:
            return Distribution(tuple((card, self.recipients[0]) for card in self.cards))
        return Distribution(())
