"""A player that answers every request with a uniformly random legal answer.

It exists for fuzzing (it reaches corners a sensible player never does) and as the
fallback for timeouts. Its randomness comes from its own seeded :class:`GameRng`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
    PickRevealed,
    PlayPhase,
    Request,
    Respond,
    Response,
    Seats,
    Take,
    Use,
)
from yxs_desktop.engine.rng import GameRng

if TYPE_CHECKING:
    from yxs_desktop.engine.views import SeatView


def fill_option(rng: GameRng, option: Option) -> Use:
    """A random legal filling-in of ``option``."""
    low, high = option.card_count
    count = low + rng.below(high - low + 1)
    cards = tuple(rng.sample(option.cards, count))
    if option.victims is not None:
        first = rng.choice(tuple(option.victims))
        targets: tuple[int, ...] = (first, rng.choice(option.victims[first]))
    else:
        low, high = option.target_count
        high = min(high, len(option.targets))
        count = low + rng.below(high - low + 1) if high >= low else 0
        targets = tuple(rng.sample(option.targets, count))
    return Use(cards, option.kind, option.skill, targets)


class RandomAgent:
    """Uniformly random legal answers; ends its play phase with probability ``stop``."""

    def __init__(self, seed: int, stop: float = 0.15) -> None:
        self.rng = GameRng(seed)
        self.stop = stop

    def decide(self, view: SeatView, request: Request) -> Response:
        assert view.seat is not None, "a player's view has a seat"
        return random_answer(self.rng, view.seat, request, self.stop)


def random_answer(rng: GameRng, seat: int, request: Request, stop: float = 0.15) -> Response:
    """A uniformly random legal answer to ``request`` for ``seat``."""
    if isinstance(request, ChooseHero):
        return Choice(rng.choice(request.free(seat)))
    if isinstance(request, PlayPhase | Respond):
        options = request.options_for(seat)
        if not options or (isinstance(request, PlayPhase) and rng.below(1000) < stop * 1000):
            return Pass()
        if isinstance(request, Respond) and rng.below(4) == 0:
            return Pass()
        return fill_option(rng, rng.choice(options))
    if isinstance(request, ChooseCards):
        count = request.low + rng.below(request.high - request.low + 1)
        return Cards(tuple(rng.sample(request.pool, count)))
    if isinstance(request, ChooseFrom):
        choices = request.hand_count + len(request.visible)
        index = rng.below(choices)
        if index < request.hand_count:
            return Take(hand_index=index)
        return Take(card=request.visible[index - request.hand_count])
    if isinstance(request, ChooseSeats):
        count = request.low + rng.below(request.high - request.low + 1)
        return Seats(tuple(rng.sample(request.candidates, count)))
    if isinstance(request, Confirm):
        return Answer(rng.below(2) == 1)
    if isinstance(request, ChooseOption):
        return Choice(rng.below(len(request.options)))
    if isinstance(request, PickRevealed):
        return Cards((rng.choice(request.cards),))
    if isinstance(request, Arrange):
        cards = list(request.cards)
        rng.shuffle(cards)
        split = rng.below(len(cards) + 1)
        return Arrangement(tuple(cards[:split]), tuple(cards[split:]))
    if isinstance(request, Distribute):
        gifts = []
        for card in request.cards:
            if request.all_cards or rng.below(2):
                gifts.append((card, rng.choice(request.recipients)))
        return Distribution(tuple(gifts))
    return request.default(seat)
