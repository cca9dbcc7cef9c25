"""Turns the pending request into what the table lets the player click, and builds the
answer. Qt-free logic (selection rules) in :class:`Selection`; the page wires it to items.

For the play phase and card answers the request's options decide everything: a hand card
is selectable when some option could still take it, seats become selectable once the
cards fit an option, and OK is enabled when the choice fills an option exactly — the same
rule the engine validates with. When a click is refused, the ``why_not_*`` methods say
why, as a :class:`Refusal` that :mod:`.prompts` puts into words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations

from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.requests import (
    Answer,
    Cards,
    ChooseCards,
    ChooseSeats,
    Confirm,
    Option,
    Pass,
    PlayPhase,
    Request,
    Respond,
    Response,
    Seats,
    Use,
)
from yxs_desktop.engine.validation import accepts
from yxs_desktop.engine.views import Reach

#: Cards that are only ever played in answer to something, never used on one's own.
_ANSWER_ONLY = (Kind.DODGE, Kind.IMPECCABLE)


@dataclass(frozen=True)
class Refusal:
    """Why a click was refused: a ``refuse.*`` text key and its fields. A field named
    ``card``, ``wanted`` or ``skill`` holds a card kind or skill id, ``player`` a seat, the
    others numbers (the prompt module names them in the person's language)."""

    key: str
    fields: dict[str, object] = field(default_factory=dict)


@dataclass
class Selection:
    """The player's choice in progress for one request."""

    request: Request
    seat: int
    hand: tuple[int, ...]
    skill: str | None = None
    cards: list[int] = field(default_factory=list)
    targets: list[int] = field(default_factory=list)

    # ------------------------------------------------------------------ options
    @property
    def options(self) -> tuple[Option, ...]:
        if isinstance(self.request, PlayPhase | Respond):
            return self.request.options_for(self.seat)
        return ()

    def skills(self) -> list[str]:
        """Skills offering an option now (shown as buttons), in order of appearance."""
        seen: list[str] = []
        for option in self.options:
            if option.skill and option.skill not in seen:
                seen.append(option.skill)
        return seen

    def candidates(self) -> list[Option]:
        """Options matching the chosen skill (None: plain cards first, then conversions
        whose cards are in the hand, so a red card can be picked as 杀 under 傲剑)."""
        if self.skill is not None:
            return [o for o in self.options if o.skill == self.skill]
        return [o for o in self.options if o.skill is None] + [
            o for o in self.options if o.skill is not None and o.cards and o.kind is not None
        ]

    def fitting(self) -> list[Option]:
        """Candidate options that can still take every selected card."""
        chosen = self.cards
        return [
            o
            for o in self.candidates()
            if all(c in o.cards for c in chosen) and len(chosen) <= o.card_count[1]
        ]

    # ------------------------------------------------------------------ queries
    def card_selectable(self, card_id: int) -> bool:
        if card_id in self.cards:
            return True
        if isinstance(self.request, ChooseCards):
            return card_id in self.request.pool and len(self.cards) < self.request.high
        chosen = [*self.cards, card_id]
        return any(
            all(c in o.cards for c in chosen) and len(chosen) <= o.card_count[1]
            for o in self.candidates()
        )

    def seat_selectable(self, seat: int) -> bool:
        if seat in self.targets:
            return True
        if isinstance(self.request, ChooseSeats):
            return seat in self.request.candidates and len(self.targets) < self.request.high
        for option in self.fitting():
            if len(self.cards) < option.card_count[0]:
                continue
            if option.victims is not None:
                if not self.targets and seat in option.victims:
                    return True
                if len(self.targets) == 1 and seat in option.victims.get(self.targets[0], ()):
                    return True
            elif seat in option.targets and len(self.targets) < option.target_count[1]:
                return True
        return False

    def ready(self) -> list[Option]:
        """Fitting options whose cards are all chosen (what remains is their targets)."""
        return [o for o in self.fitting() if len(self.cards) >= o.card_count[0]]

    # ------------------------------------------------------------------ refusals
    def why_not_card(self, card_id: int) -> Refusal | None:
        """Why clicking ``card_id`` does nothing now (None: it can be chosen)."""
        if self.card_selectable(card_id):
            return None
        request = self.request
        if isinstance(request, ChooseCards):
            if card_id not in request.pool:
                return Refusal("refuse.not_in_pool")
            return Refusal("refuse.cards_full", {"count": request.high})
        if not isinstance(request, PlayPhase | Respond):
            return None
        kind = STANDARD_DECK[card_id].kind
        if any(card_id in o.cards for o in self.candidates()):
            return Refusal("refuse.not_with_chosen", {"card": kind.value})
        if self.skill is not None:
            return Refusal("refuse.not_for_skill", {"skill": self.skill, "card": kind.value})
        if isinstance(request, Respond):
            return Refusal(
                "refuse.respond_kind", {"wanted": request.kind.value, "card": kind.value}
            )
        if kind in _ANSWER_ONLY:
            return Refusal("refuse.only_response", {"card": kind.value})
        if kind is Kind.STRIKE:
            return Refusal("refuse.strike_limit")
        if kind is Kind.MEDICINE:
            return Refusal("refuse.full_hp")
        return Refusal("refuse.cannot_use", {"card": kind.value})

    def why_not_seat(self, seat: int, reach: Reach | None = None) -> Refusal | None:
        """Why clicking ``seat`` does nothing now (None: it can be chosen); ``reach``, the
        distances that came with the view, tells a 杀's target out of range by how much
        from one in range that cannot be targeted."""
        if self.seat_selectable(seat):
            return None
        request = self.request
        if isinstance(request, ChooseSeats):
            if seat not in request.candidates:
                return Refusal("refuse.seat_not_candidate", {"player": seat})
            return Refusal("refuse.seats_full", {"count": request.high})
        if not isinstance(request, PlayPhase | Respond):
            return None
        if not self.cards and self.skill is None:
            return Refusal("refuse.choose_card_first")
        ready = self.ready()
        if not ready:
            return Refusal("refuse.more_cards_first", {"count": self._cards_missing()})
        kind = ready[0].kind
        card = kind.value if kind is not None else None
        if all(o.target_count[1] == 0 and o.victims is None for o in ready):
            return Refusal("refuse.no_target", {"card": card})
        if all(o.victims is None and len(self.targets) >= o.target_count[1] for o in ready):
            return Refusal("refuse.targets_full", {"count": len(self.targets)})
        if seat == self.seat:
            return Refusal("refuse.not_self", {"card": card})
        if kind is Kind.STRIKE:
            return _strike_refusal(seat, reach)
        return Refusal("refuse.not_target", {"player": seat, "card": card})

    def why_not_ok(self) -> Refusal | None:
        """Why OK does nothing now (None: the choice is complete, or OK has no use)."""
        if self.answer() is not None:
            return None
        request = self.request
        if isinstance(request, ChooseCards):
            return Refusal("refuse.cards_too_few", {"count": request.low - len(self.cards)})
        if isinstance(request, ChooseSeats):
            return Refusal("refuse.seats_too_few", {"count": request.low - len(self.targets)})
        if not isinstance(request, PlayPhase | Respond):
            return None
        if not self.cards and self.skill is None:
            return Refusal("refuse.choose_card_first")
        ready = self.ready()
        if not ready:
            return Refusal("refuse.more_cards_first", {"count": self._cards_missing()})
        missing = min(max(o.target_count[0], 1 if o.victims else 0) for o in ready)
        return Refusal("refuse.targets_too_few", {"count": max(1, missing - len(self.targets))})

    def why_not_cancel(self) -> Refusal | None:
        """Why Cancel cannot decline this request (None: it can, or it has nothing to
        refuse): a forced choice of cards or seats, or a play phase that ends elsewhere."""
        request = self.request
        if isinstance(request, ChooseCards) and request.low > 0:
            key = "refuse.forced_discard" if request.reason == "discard" else "refuse.forced_cards"
            return Refusal(key, {"count": request.low})
        if isinstance(request, ChooseSeats) and request.low > 0:
            return Refusal("refuse.forced_seats", {"count": request.low})
        if isinstance(request, PlayPhase):
            return Refusal("refuse.end_with_button")
        return None

    def _cards_missing(self) -> int:
        needs = [o.card_count[0] for o in self.fitting()] or [1]
        return max(1, min(needs) - len(self.cards))

    def answer(self) -> Response | None:
        """The answer the current choice makes, or None if it is not complete."""
        request = self.request
        if isinstance(request, ChooseCards):
            ok = request.low <= len(self.cards) <= request.high
            return Cards(tuple(self.cards)) if ok else None
        if isinstance(request, ChooseSeats):
            ok = request.low <= len(self.targets) <= request.high
            return Seats(tuple(self.targets)) if ok else None
        if isinstance(request, Confirm):
            return Answer(True)
        for option in self.fitting():
            use = Use(tuple(self.cards), option.kind, option.skill, tuple(self.targets))
            if accepts(option, use):
                return use
        return None

    def decline(self) -> Response | None:
        """The answer of the cancel/pass button (None: it only clears the choice)."""
        if isinstance(self.request, Respond):
            return Pass()
        if isinstance(self.request, Confirm):
            return Answer(False)
        return None

    # ------------------------------------------------------------------ input
    def toggle_card(self, card_id: int) -> None:
        if card_id in self.cards:
            self.cards.remove(card_id)
            self.targets.clear()
        elif self.card_selectable(card_id):
            self.cards.append(card_id)
            self.targets.clear()

    def toggle_seat(self, seat: int) -> None:
        if seat in self.targets:
            if any(o.victims is not None for o in self.fitting()):
                # ordered targets (红颜, 借刀杀人): who may be second depends on the first,
                # so taking one back takes back every target chosen after it too
                del self.targets[self.targets.index(seat) :]
            else:
                self.targets.remove(seat)
        elif self.seat_selectable(seat):
            self.targets.append(seat)

    def toggle_skill(self, skill: str) -> None:
        self.skill = None if self.skill == skill else skill
        self.cards.clear()
        self.targets.clear()

    def clear(self) -> None:
        self.skill = None
        self.cards.clear()
        self.targets.clear()

    def only_completion(self) -> Use | None:
        """The one answer that the cards chosen so far can still make, whatever else is
        clicked (no target needed, or exactly one possible target); None when there is
        none or more than one (two targets, or the card usable as two kinds)."""
        if not self.cards:
            return None
        found: set[Use] = set()
        for option in self.fitting():
            for targets in self._target_choices(option):
                use = Use(tuple(self.cards), option.kind, option.skill, targets)
                if accepts(option, use):
                    found.add(use)
                    if len(found) > 1:
                        return None
        return found.pop() if found else None

    def _target_choices(self, option: Option) -> list[tuple[int, ...]]:
        """Every target list of ``option`` that keeps the targets chosen so far (stopping
        early: only whether there is exactly one matters)."""
        chosen = tuple(self.targets)
        if option.victims is not None:
            pairs: list[tuple[int, ...]] = [
                (a, b) for a, seconds in option.victims.items() for b in seconds if a != b
            ]
            return [p for p in pairs if p[: len(chosen)] == chosen][:2]
        low, high = option.target_count
        free = [t for t in option.targets if t not in chosen]
        out: list[tuple[int, ...]] = []
        for size in range(max(low, len(chosen)), high + 1):
            for extra in combinations(free, size - len(chosen)):
                out.append(chosen + extra)
                if len(out) > 1:
                    return out
        return out

    def auto_answer(self) -> Response | None:
        """An answer that needs no further clicks: a skill option with nothing to choose."""
        for option in self.candidates():
            if option.card_count == (0, 0) and option.target_count == (0, 0):
                use = Use((), option.kind, option.skill, ())
                if accepts(option, use) and self.skill is not None:
                    return use
        return None


def _strike_refusal(seat: int, reach: Reach | None) -> Refusal:
    """Why ``seat`` may not be a 杀's target: beyond the attack range (by the distances in
    ``reach``), else not a legal target (a skill or an armour shields it); without the
    distances, either."""
    if reach is None or not 0 <= seat < len(reach.distances):
        return Refusal("refuse.out_of_range", {"player": seat})
    distance = reach.distances[seat]
    if distance > reach.attack_range:
        fields: dict[str, object] = {"player": seat, "distance": distance}
        fields["range"] = reach.attack_range
        return Refusal("refuse.beyond_range", fields)
    return Refusal("refuse.not_target", {"player": seat, "card": Kind.STRIKE.value})
