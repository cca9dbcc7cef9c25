"""Requests the engine asks and the responses that answer them.

A small closed set of request kinds serves every card, skill and mode, so that the UI and
the computer players each handle a dozen shapes. Every request says who is asked
(``seats``), why (``reason``, a card kind, skill id or purpose key), carries everything a
client needs to show it (legal options, counts), validates a response, and gives a default
response for timeouts. Requests and responses are msgspec structs: typed, immutable and
JSON-serialisable with a ``type`` tag.

A request to several seats is either *gathered* (every seat answers; hero choice), a
*race* (the first real answer wins, the rest pass; 无懈可击 windows) or *live* (every seat
answers, and each answer reaches the procedure as soon as it is given, while the others
are still asked: the 3v3 casual team pick, where teammates see each other's picks).
"""

from __future__ import annotations

from typing import ClassVar, Final

import msgspec

from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.errors import IllegalResponse, MalformedResponse

# --------------------------------------------------------------------------- responses


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

_RESPONSE_DECODER: Final = msgspec.json.Decoder(Response)


def decode_response(data: bytes | str) -> Response:
    """Decode a JSON response; anything malformed raises :class:`MalformedResponse`."""
    try:
        return _RESPONSE_DECODER.decode(data)
    except msgspec.DecodeError as exc:  # includes msgspec.ValidationError
        raise MalformedResponse(f"not a valid response: {exc}") from None


def encode(obj: msgspec.Struct) -> bytes:
    """JSON bytes of a request, response or event."""
    return msgspec.json.encode(obj)


# ---------------------------------------------------------------------------- options


class Option(msgspec.Struct, frozen=True, gc=False):
    """One legal way to act: choose ``card_count`` cards from ``cards``, used as ``kind``
    (through ``skill`` when set), on ``target_count`` of ``targets``.

    ``victims`` serves two-step targets (借刀杀人): for each first target, the seats the
    second may be.
    """

    kind: Kind | None
    cards: tuple[int, ...] = ()
    card_count: tuple[int, int] = (1, 1)
    skill: str | None = None
    targets: tuple[int, ...] = ()
    target_count: tuple[int, int] = (0, 0)
    victims: dict[int, tuple[int, ...]] | None = None

    def accepts(self, use: Use) -> bool:
        """Whether ``use`` is this option filled in legally."""
        if use.kind != self.kind or use.skill != self.skill:
            return False
        low, high = self.card_count
        if not low <= len(use.cards) <= high or len(set(use.cards)) != len(use.cards):
            return False
        if any(card not in self.cards for card in use.cards):
            return False
        if len(set(use.targets)) != len(use.targets):
            return False
        if self.victims is not None:
            return (
                len(use.targets) == 2
                and use.targets[0] in self.victims
                and use.targets[1] in self.victims[use.targets[0]]
            )
        low, high = self.target_count
        return low <= len(use.targets) <= high and all(t in self.targets for t in use.targets)


# --------------------------------------------------------------------------- requests


class Request(msgspec.Struct, frozen=True, tag=True, gc=False):
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

    def validate(self, seat: int, response: Response) -> Response:
        """Raise :class:`IllegalResponse` unless ``response`` legally answers for ``seat``.

        Returns the response with its fields checked and converted to their declared
        types (a response built by hand may hold a plain string for a kind, or None for
        a tuple; decoded JSON is already typed).
        """
        if seat not in self.seats:
            raise IllegalResponse("not_asked", f"seat {seat} is not asked ({self.reason})")
        if not isinstance(response, self.answers):
            names = ", ".join(t.__name__ for t in self.answers)
            raise IllegalResponse(
                "wrong_type",
                f"{type(response).__name__} does not answer {type(self).__name__}; "
                f"expected one of: {names}",
            )
        if type(response) is not Pass:  # Pass has no fields to convert
            try:
                response = msgspec.convert(msgspec.to_builtins(response), type(response))
            except (msgspec.ValidationError, TypeError) as exc:
                raise MalformedResponse(f"{type(response).__name__}: {exc}") from None
        self._check(seat, response)
        return response

    def _check(self, seat: int, response: Response) -> None:
        """Kind-specific checks; the response already has an accepted type."""

    def default(self, seat: int) -> Response:
        """The answer sent when ``seat`` does not answer in time."""
        return Pass()


class ChooseHero(Request, frozen=True):
    """Pick one hero of your own offer (lord first, then everyone else at once)."""

    offers: dict[int, tuple[str, ...]] = {}
    gathered: ClassVar[bool] = True
    answers: ClassVar[tuple[type, ...]] = (Choice,)

    def _check(self, seat: int, response: Response) -> None:
        assert isinstance(response, Choice)
        if not 0 <= response.index < len(self.offers[seat]):
            raise IllegalResponse(
                "not_an_option", f"hero choice {response.index} is not among your offers"
            )

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

    fallback: dict[int, int] = {}
    seconds: int = 40
    taken: dict[int, tuple[str, ...]] = {}
    teams: dict[int, str] = {}  # every seat's team: a seat sees only its team picking
    live: ClassVar[bool] = True

    def _check(self, seat: int, response: Response) -> None:
        super()._check(seat, response)
        assert isinstance(response, Choice)
        hero = self.offers[seat][response.index]
        if hero in self.taken.get(seat, ()):
            raise IllegalResponse("taken", f"hero {hero} was taken by a teammate")

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

    options: dict[int, tuple[Option, ...]] = {}
    answers: ClassVar[tuple[type, ...]] = (Use, Pass)

    def options_for(self, seat: int) -> tuple[Option, ...]:
        return self.options.get(seat, ())

    def _check(self, seat: int, response: Response) -> None:
        if isinstance(response, Use) and not any(
            o.accepts(response) for o in self.options_for(seat)
        ):
            raise IllegalResponse(
                "not_an_option",
                f"using cards {list(response.cards)} as {response.kind} "
                f"(skill {response.skill}) on seats {list(response.targets)} is not legal now",
            )


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

    def _check(self, seat: int, response: Response) -> None:
        assert isinstance(response, Cards)
        ids = response.ids
        if not self.low <= len(ids) <= self.high:
            raise IllegalResponse(
                "bad_count", f"choose {self.low} to {self.high} cards, not {len(ids)}"
            )
        if len(set(ids)) != len(ids) or any(i not in self.pool for i in ids):
            raise IllegalResponse("bad_cards", f"cards {list(ids)} are not all choosable")

    def default(self, seat: int) -> Response:
        return Cards(self.pool[: self.low])


class ChooseFrom(Request, frozen=True):
    """Choose one card of ``target``'s: a hand card blind by index, or a visible card."""

    target: int = 0
    hand_count: int = 0
    visible: tuple[int, ...] = ()
    answers: ClassVar[tuple[type, ...]] = (Take,)

    def _check(self, seat: int, response: Response) -> None:
        assert isinstance(response, Take)
        if (response.card is None) == (response.hand_index is None):
            raise IllegalResponse("malformed", "give exactly one of card or hand_index")
        if response.card is not None and response.card not in self.visible:
            raise IllegalResponse("bad_cards", f"card {response.card} cannot be chosen")
        if response.hand_index is not None and not 0 <= response.hand_index < self.hand_count:
            raise IllegalResponse(
                "bad_cards", f"hand index {response.hand_index} is not in 0..{self.hand_count - 1}"
            )

    def default(self, seat: int) -> Response:
        return Take(hand_index=0) if self.hand_count else Take(card=self.visible[0])


class ChooseSeats(Request, frozen=True):
    """Choose between ``low`` and ``high`` seats among ``candidates``."""

    candidates: tuple[int, ...] = ()
    low: int = 1
    high: int = 1
    answers: ClassVar[tuple[type, ...]] = (Seats,)

    def _check(self, seat: int, response: Response) -> None:
        assert isinstance(response, Seats)
        chosen = response.seats
        if not self.low <= len(chosen) <= self.high:
            raise IllegalResponse(
                "bad_count", f"choose {self.low} to {self.high} seats, not {len(chosen)}"
            )
        if len(set(chosen)) != len(chosen) or any(s not in self.candidates for s in chosen):
            raise IllegalResponse("bad_target", f"seats {list(chosen)} are not all choosable")

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

    def _check(self, seat: int, response: Response) -> None:
        assert isinstance(response, Choice)
        if not 0 <= response.index < len(self.options):
            raise IllegalResponse("not_an_option", f"option {response.index} does not exist")

    def default(self, seat: int) -> Response:
        return Choice(0)


class PickRevealed(Request, frozen=True):
    """Take one of the revealed ``cards`` (五谷丰登)."""

    cards: tuple[int, ...] = ()
    answers: ClassVar[tuple[type, ...]] = (Cards,)

    def _check(self, seat: int, response: Response) -> None:
        assert isinstance(response, Cards)
        if len(response.ids) != 1 or response.ids[0] not in self.cards:
            raise IllegalResponse("bad_cards", "pick exactly one of the revealed cards")

    def default(self, seat: int) -> Response:
        return Cards(self.cards[:1])


class Arrange(Request, frozen=True):
    """Put every one of ``cards`` back on the top or the bottom of the deck, in any order."""

    cards: tuple[int, ...] = ()
    answers: ClassVar[tuple[type, ...]] = (Arrangement,)

    def _check(self, seat: int, response: Response) -> None:
        assert isinstance(response, Arrangement)
        placed = response.top + response.bottom
        if sorted(placed) != sorted(self.cards):
            raise IllegalResponse(
                "bad_cards", "the arrangement must place each looked-at card exactly once"
            )

    def default(self, seat: int) -> Response:
        return Arrangement(self.cards, ())


class Distribute(Request, frozen=True):
    """Hand out ``cards`` to ``recipients``: all of them when ``all_cards``, else any."""

    cards: tuple[int, ...] = ()
    recipients: tuple[int, ...] = ()
    all_cards: bool = False
    answers: ClassVar[tuple[type, ...]] = (Distribution,)

    def _check(self, seat: int, response: Response) -> None:
        assert isinstance(response, Distribution)
        given = [card for card, _ in response.gifts]
        if len(set(given)) != len(given) or any(c not in self.cards for c in given):
            raise IllegalResponse("bad_cards", "each card may be given once, and only yours")
        if any(to not in self.recipients for _, to in response.gifts):
            raise IllegalResponse("bad_target", "a card goes to someone who may not receive it")
        if self.all_cards and len(given) != len(self.cards):
            raise IllegalResponse("bad_count", "every card must be given")

    def default(self, seat: int) -> Response:
        if self.all_cards and self.recipients:
            return Distribution(tuple((card, self.recipients[0]) for card in self.cards))
        return Distribution(())
