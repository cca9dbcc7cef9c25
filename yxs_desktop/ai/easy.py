"""The easy computer player: the baseline's sense of friend and foe, with a beginner's
habits, so that a person learning the game can beat it.

It plays like :class:`~yxs_desktop.ai.baseline.BaselineAgent` but, drawing from its own
seeded :class:`GameRng`: it sometimes ends its play phase with useful cards unused (not
alone with its last enemy: that fight would last for ever, and is watched), spends
and discards cards without caring which (a 闪 or a 药 as soon as any other), hits the
nearest suspected enemy rather than the weakest, equips whatever it draws, and plays
无懈可击 only for itself. It keeps the baseline's care where a mistake would be absurd
(docs/ai.md, Blunders): it never attacks a revealed friend, always saves itself and its
lord when it can, and dodges.
"""

from __future__ import annotations

from typing import Final

from yxs_desktop.ai.baseline import HARMFUL, BaselineAgent
from yxs_desktop.ai.endgame import two_left
from yxs_desktop.engine.cards import STANDARD_DECK
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.requests import (
    Cards,
    Choice,
    ChooseCards,
    ChooseHero,
    Option,
    Request,
    Respond,
    Response,
    Use,
)
from yxs_desktop.engine.views import SeatView

#: In a thousand: the chance, at each play-phase decision after its first one where it would
#: act, that it ends the phase instead (forgetting the cards it still holds); never with two
#: seats left (identity5, easy at every seat, 2,000 games: lord–renegade fights 5.9 → 4.5
#: rounds on average, past 25 rounds 8 → 2 for seeds from 1 and from 10001).
STOP_EARLY: Final = 400
#: In a thousand: the chance that it answers a trick on a friend with 无懈可击.
HELPS_FRIEND: Final = 150
#: The score of an area trick that hits an enemy (the baseline's 杀 scores 5).
AREA_SCORE: Final = 4.0
#: The score of any equipment card, whatever it replaces (the baseline: 7 in a free slot).
EQUIP_SCORE: Final = 6.0


class EasyAgent(BaselineAgent):
    """A beginner for one seat: the baseline with deliberate, seeded mistakes."""

    def _chance(self, per_thousand: int) -> bool:
        return self.rng.below(1000) < per_thousand

    # ------------------------------------------------------------------ targets
    def enemies(self, view: SeatView, seats: tuple[int, ...]) -> list[int]:
        """The same enemies as the baseline's, the nearest at the table first."""
        found = super().enemies(view, seats)
        if len(found) > 1:
            found.sort(key=lambda s: _steps(view, self.seat, s))
        return found

    # ------------------------------------------------------------------ decisions
    def decide(self, view: SeatView, request: Request) -> Response:
        if isinstance(request, ChooseHero):  # the hero it likes the look of
            return Choice(self.rng.choice(request.free(self.seat)))
        return super().decide(view, request)

    # ------------------------------------------------------------------ play phase
    def play(self, view: SeatView, options: tuple[Option, ...]) -> Response:
        answer = super().play(view, options)
        if (
            isinstance(answer, Use)
            and self.actions_this_phase > 1
            and not two_left(view)
            and self._chance(STOP_EARLY)
        ):
            return super().play(view, ())  # ends the phase as the baseline does
        return answer

    def cheapest(self, view: SeatView, pool: tuple[int, ...], count: int) -> tuple[int, ...]:
        """The cards it pays with: any of them, as they come to hand."""
        if len(pool) > count:
            return tuple(self.rng.sample(pool, count))
        return super().cheapest(view, pool, count)

    def score(self, view: SeatView, option: Option) -> tuple[float, Use] | None:
        """The baseline's scores, but an area trick card goes off as soon as it hits an
        enemy, however many friends it hits too."""
        if option.kind in (Kind.BEACON, Kind.ARROWS) and option.skill is None:
            others = tuple(p.seat for p in view.players if p.alive and p.seat != self.seat)
            if not self.enemies(view, others):
                return None
            cards = self.cheapest(view, option.cards, option.card_count[0])
            return AREA_SCORE, Use(cards, option.kind, option.skill)
        return super().score(view, option)

    def score_equip(self, view: SeatView, card_id: int) -> tuple[float, Use] | None:
        """Whatever it draws goes on, even over a better piece of the same slot."""
        card = STANDARD_DECK[card_id]
        return EQUIP_SCORE, Use((card_id,), card.kind)

    # ------------------------------------------------------------------ answers
    def wants_to_answer(self, view: SeatView, request: Respond) -> bool:
        if request.kind is Kind.IMPECCABLE and request.about is not Kind.IMPECCABLE:
            harmful = request.about in HARMFUL or request.about is Kind.THUNDER
            if request.target == self.seat:
                return harmful and request.source != self.seat
            if not harmful or not self._chance(HELPS_FRIEND):
                return False
        return super().wants_to_answer(view, request)

    def choose_cards(self, view: SeatView, request: ChooseCards) -> Response:
        if request.reason not in ("xiadan", "compare") and len(request.pool) > request.low:
            return Cards(tuple(self.rng.sample(request.pool, request.low)))
        return super().choose_cards(view, request)


def _steps(view: SeatView, a: int, b: int) -> int:
    """Places around the table from ``a`` to ``b`` the shorter way, counting the living."""
    order = view.order or tuple(range(len(view.players)))
    living = [s for s in order if s in (a, b) or view.players[s].alive]
    ia, ib = living.index(a), living.index(b)
    steps = abs(ia - ib)
    return min(steps, len(living) - steps)
