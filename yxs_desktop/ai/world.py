"""Sampled worlds: one guess at everything a seat cannot see, consistent with its view.

A seat sees its own hand, everyone's equipment and judgement areas, the discard pile, the
table, the hand counts, the deck's size and the roles revealed so far (``SeatView``).
Hidden are the other seats' hand cards, the order of the deck and the unrevealed roles.
:func:`sample_world` deals the unseen cards (every card of the mode's deck that the view
does not show) to the other hands and the deck, and the unrevealed roles to the seats
without one, from the seat's own :class:`GameRng`: the same generator state gives the
same world. Cards the seat saw go to a hand (:class:`CardMemory`) stay in that hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from yxs_desktop.engine.enums import Area, Role
from yxs_desktop.engine.events import CardsMoved, Event
from yxs_desktop.engine.modes import mode_cards, mode_roles
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.engine.view_types import SeatView

#: ``weight(seat, role)``: how likely ``seat`` holds ``role`` (any non-negative scale).
RoleWeights = Callable[[int, Role], float]


def uniform(seat: int, role: Role) -> float:
    """Every unrevealed role equally likely for every seat."""
    return 1.0


@dataclass(frozen=True, slots=True)
class World:
    """The hidden part of a table: each seat's hand (the viewer's own too), the deck
    (card ids, the top last, as ``Game.deck``) and every seat's role."""

    hands: tuple[tuple[int, ...], ...]
    deck: tuple[int, ...]
    roles: tuple[Role | None, ...]


class InconsistentView(ValueError):
    """The view's card counts do not add up (a card in no area the view accounts for)."""


_DECK_IDS: Final[dict[str, tuple[int, ...]]] = {}


def mode_card_ids(mode: str) -> tuple[int, ...]:
    """The ids of every physical card a game of ``mode`` uses."""
    ids = _DECK_IDS.get(mode)
    if ids is None:
        ids = _DECK_IDS[mode] = tuple(c.id for c in mode_cards(mode))
    return ids


def unseen_cards(view: SeatView) -> list[int]:
    """The cards the view does not show anywhere (in the mode's deck order): they are in
    the other seats' hands or in the deck."""
    seen = set(view.hand)
    seen.update(view.discard)
    seen.update(view.table)
    for p in view.players:
        seen.update(p.equip)
        seen.update(card for card, _ in p.judge)
    return [c for c in mode_card_ids(view.mode) if c not in seen]


class CardMemory:
    """The cards one seat saw go into another seat's hand and not come out since (a card
    it gave, one taken from it, one shown): a sampled world keeps them in that hand.
    When cards the seat cannot see leave a hand, it no longer knows which stayed, and
    forgets that hand."""

    def __init__(self, seat: int, players: int) -> None:
        self.seat = seat
        self.known: list[set[int]] = [set() for _ in range(players)]

    def copy(self) -> CardMemory:
        """A copy that goes on apart (compiled, the class cannot be deep-copied)."""
        twin = CardMemory(self.seat, len(self.known))
        twin.known = [set(cards) for cards in self.known]
        return twin

    def observe(self, events: list[Event]) -> None:
        """Take in the events the seat has just seen."""
        for event in events:
            if type(event) is not CardsMoved:
                continue
            if event.src is Area.HAND and event.src_seat is not None:
                held = self.known[event.src_seat]
                if event.cards:
                    held.difference_update(event.cards)
                elif held:
                    held.clear()
            if event.dst is Area.HAND and event.dst_seat not in (None, self.seat) and event.cards:
                self.known[event.dst_seat].update(event.cards)  # type: ignore[index]


def sample_world(
    view: SeatView,
    rng: GameRng,
    weights: RoleWeights = uniform,
    known: Mapping[int, set[int]] | list[set[int]] | None = None,
) -> World:
    """One world consistent with ``view`` (a seat's, not a spectator's): the unseen cards
    dealt to the other hands (their counts are public) and the deck, the cards of
    ``known[seat]`` kept in ``seat``'s hand while they are still unseen, and the unrevealed
    roles dealt by ``weights``. Raises :class:`InconsistentView` when the counts do not
    add up."""
    seat = view.seat
    if seat is None:
        raise ValueError("a world is sampled for a seat, not a spectator")
    pool = unseen_cards(view)
    needed = view.deck_count + sum(p.hand_count for p in view.players if p.seat != seat)
    if needed != len(pool):
        raise InconsistentView(
            f"{len(pool)} unseen cards for {needed} places (other hands and the deck)"
        )
    free = set(pool)
    kept: dict[int, list[int]] = {}
    if known is not None:
        for p in view.players:
            if p.seat == seat:
                continue
            held = [c for c in sorted(known[p.seat]) if c in free][: p.hand_count]
            kept[p.seat] = held
            free.difference_update(held)
    rest = [c for c in pool if c in free]
    rng.shuffle(rest)
    hands: list[tuple[int, ...]] = []
    for p in view.players:
        if p.seat == seat:
            hands.append(view.hand)
            continue
        held = kept.get(p.seat, [])
        missing = p.hand_count - len(held)
        hands.append(tuple(held) + tuple(rest[len(rest) - missing :]) if missing else tuple(held))
        if missing:
            del rest[len(rest) - missing :]
    return World(tuple(hands), tuple(rest), sample_roles(view, rng, weights))


def sample_roles(
    view: SeatView, rng: GameRng, weights: RoleWeights = uniform
) -> tuple[Role | None, ...]:
    """Every seat's role: the viewer's own and the revealed ones as they are, the others
    drawn from the roles the mode deals that are still unaccounted for, one seat at a time
    in seat order, each with probability proportional to ``weights(seat, role)`` times how
    many of that role are left (zero weights everywhere fall back to those counts). In
    modes whose roles are all public (3v3) nothing is drawn."""
    roles: list[Role | None] = [p.role for p in view.players]
    if view.seat is not None:
        roles[view.seat] = view.role
    dealt = mode_roles(view.mode)
    if dealt is None:
        return tuple(roles)
    left = Counter(dealt)
    left.subtract(r for r in roles if r is not None)
    for s, role in enumerate(roles):
        if role is not None:
            continue
        choices = [r for r, n in left.items() if n > 0]
        scores = [max(weights(s, r), 0.0) * left[r] for r in choices]
        if sum(scores) <= 0:
            scores = [float(left[r]) for r in choices]
        roles[s] = chosen = choices[_weighted_index(rng, scores)]
        left[chosen] -= 1
    return tuple(roles)


def _weighted_index(rng: GameRng, scores: list[float]) -> int:
    """An index drawn with probability proportional to ``scores`` (on a grid of 2**20)."""
    total = sum(scores)
    point = rng.below(1 << 20) * total / (1 << 20)
    for i, score in enumerate(scores):
        point -= score
        if point < 0:
            return i
    return max(i for i, score in enumerate(scores) if score > 0)
