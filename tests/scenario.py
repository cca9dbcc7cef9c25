"""Scripted scenarios: a table set up by hand (heroes, roles, hands, equipment, the order
of the deck) and a driver that answers requests one by one and checks what is asked.

    sc = Scenario(["han_xin", "yu_ji"], hands={0: ["strike"]}, deck=["dodge", "medicine"])
    sc.start_turn(0)                      # runs seat 0's turn up to its first request
    sc.use(0, "strike", targets=[1])      # fills in the pending play-phase request
    sc.expect(Respond, seat=1).pass_()    # asserts what is asked, then answers

The engine asks a seat for a card even when it has none to give (who is asked must not
tell the table what it holds); like a computer player, the scenario answers such a
request at once with a pass, so that tests read as the rules (``auto_pass=False`` keeps
every request, for tests of the asking itself).
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import Any

from yxs_desktop.engine import actions, zones
from yxs_desktop.engine.cards import Card
from yxs_desktop.engine.enums import Area, Kind, Role, Suit
from yxs_desktop.engine.events import Event
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.heroes import HEROES, LORD_SKILLS
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.modes.base import give_hero
from yxs_desktop.engine.player import Player
from yxs_desktop.engine.requests import (
    Answer,
    Cards,
    Choice,
    Pass,
    PlayPhase,
    Request,
    Respond,
    Response,
    Seats,
    Take,
    Use,
)
from yxs_desktop.engine.skills import SKILLS
from yxs_desktop.engine.turn import run_turn

CardSpecLike = str | tuple[str, str, int] | Card

_DEFAULT_ROLES = {
    5: (Role.LORD, Role.LOYALIST, Role.REBEL, Role.REBEL, Role.RENEGADE),
    8: (Role.LORD,) + (Role.LOYALIST,) * 2 + (Role.REBEL,) * 4 + (Role.RENEGADE,),
}


class Scenario:
    """A hand-built table on a stacked deck. Seats without a hero get ``None`` (no skills,
    4 HP). Card specs are a kind id (``"strike"``: any free card of that kind), a
    ``(kind, suit, rank)`` triple, or a :class:`Card`."""

    def __init__(
        self,
        heroes: list[str | None],
        *,
        mode: str = "identity5",
        roles: list[Role] | None = None,
        hands: dict[int, list[CardSpecLike]] | None = None,
        equip: dict[int, list[CardSpecLike]] | None = None,
        judge: dict[int, list[CardSpecLike]] | None = None,
        deck: list[CardSpecLike] | None = None,
        hp: dict[int, int] | None = None,
        lord_skill: bool = False,
        auto_pass: bool = True,
    ) -> None:
        self.auto_pass = auto_pass
        self.game = game = Game(make_mode(mode), seed=0)
        n = len(game.players)
        while len(heroes) < n:
            heroes = [*heroes, None]
        role_list = list(roles) if roles else list(_DEFAULT_ROLES.get(n, (Role.REBEL,) * n))
        for player, hero, role in zip(game.players, heroes, role_list, strict=True):
            player.role = role
            player.role_public = role is Role.LORD
            if hero is None:
                player.max_hp = player.hp = player.start_max_hp = 4
            else:
                give_hero(game, player, hero, lord_bonus=False)
                if lord_skill and role is Role.LORD:
                    player.skills.append(SKILLS[LORD_SKILLS[HEROES[hero].faction]]())
        for seat, specs in (hands or {}).items():
            self._put(specs, Area.HAND, seat)
        for seat, specs in (equip or {}).items():
            self._put(specs, Area.EQUIP, seat)
        for seat, specs in (judge or {}).items():
            self._put(specs, Area.JUDGE, seat)
        for seat, value in (hp or {}).items():
            game.players[seat].hp = value
        top = [self.take(spec) for spec in (deck or [])]
        zones.place(game, top[::-1], Area.DECK)  # the first listed card ends on top
        game.refresh_skills()

    # ------------------------------------------------------------------ set-up
    def find(self, spec: CardSpecLike) -> Card:
        """The first card of the deck from its bottom matching ``spec`` (a :class:`Card`
        as it is)."""
        deck = self.game.deck
        if isinstance(spec, Card):
            return spec
        if isinstance(spec, str):
            kind = Kind(spec)
            return next(c for c in deck if c.kind is kind)
        kind, suit, rank = Kind(spec[0]), Suit(spec[1]), spec[2]
        return next(c for c in deck if c.kind is kind and c.suit is suit and c.rank == rank)

    def take(self, spec: CardSpecLike) -> Card:
        """Remove a card matching ``spec`` from the deck (for placing it somewhere)."""
        card = self.find(spec)
        self.game.deck.remove(card)
        return card

    def _put(self, specs: list[CardSpecLike], area: Area, seat: int) -> None:
        for spec in specs:
            zones.set_up(self.game, [self.find(spec)], area, seat)

    def p(self, seat: int) -> Player:
        return self.game.players[seat]

    # ------------------------------------------------------------------ running
    def run(self, procedure: Callable[[], Coroutine[Any, Any, None]]) -> Scenario:
        """Start ``procedure`` (any engine coroutine) up to its first request."""
        self.mark = len(self.game.events)
        self.game.start(procedure)
        self.pass_the_empty_handed()
        return self

    def pass_the_empty_handed(self) -> None:
        """Answer Pass for every seat asked for a card that has no way to give one."""
        if not self.auto_pass:
            return
        game = self.game
        while isinstance(game.pending, Respond):
            request = game.pending
            empty = [s for s in game.waiting_for() if not request.options_for(s)]
            if not empty:
                return
            for seat in empty:
                game.submit(seat, request.id, Pass())
                if game.pending is not request:
                    break

    def start_turn(self, seat: int) -> Scenario:
        game = self.game
        game.current = game.players[seat]
        return self.run(lambda: run_turn(game, game.players[seat]))

    def use_card(
        self, seat: int, spec: CardSpecLike, targets: list[int], kind: str | None = None
    ) -> Scenario:
        """Run a use of one card held by ``seat`` outside the play-phase request."""
        game = self.game
        player = game.players[seat]
        card = self.held(seat, spec)
        game.current = player
        return self.run(
            lambda: actions.use_card(
                game,
                player,
                [card],
                Kind(kind) if kind else card.kind,
                [game.players[t] for t in targets],
            )
        )

    @property
    def pending(self) -> Request | None:
        return self.game.pending

    def expect(
        self, request_type: type[Request], seat: int | None = None, **fields: Any
    ) -> Scenario:
        """Assert the pending request's type, asked seat and fields."""
        request = self.game.pending
        assert request is not None, f"expected {request_type.__name__}, but nothing is asked"
        assert isinstance(request, request_type), (
            f"expected {request_type.__name__}, got {request!r}"
        )
        if seat is not None:
            assert seat in request.seats, f"expected seat {seat} asked, got {request.seats}"
        for name, value in fields.items():
            assert getattr(request, name) == value, (
                f"{name}: expected {value!r}, got {getattr(request, name)!r}"
            )
        return self

    def answer(self, seat: int, response: Response) -> Scenario:
        """Answer the pending request (request id 0 when nothing is pending: refused)."""
        pending = self.game.pending
        self.game.submit(seat, pending.id if pending is not None else 0, response)
        self.pass_the_empty_handed()
        return self

    def held(self, seat: int, spec: CardSpecLike) -> Card:
        """A card ``seat`` holds (hand or equipment) matching ``spec``."""
        player = self.game.players[seat]
        for card in player.all_cards(judge_area=True):
            if isinstance(spec, Card) and card is spec:
                return card
            if isinstance(spec, str) and card.kind.value == spec:
                return card
            if isinstance(spec, tuple) and (card.kind.value, card.suit.value, card.rank) == spec:
                return card
        raise AssertionError(f"seat {seat} holds no {spec!r}")

    def use(
        self,
        seat: int,
        spec: CardSpecLike | list[CardSpecLike] | None = None,
        targets: list[int] | None = None,
        *,
        kind: str | None = None,
        skill: str | None = None,
    ) -> Scenario:
        """Answer a PlayPhase/Respond with cards (as ``kind`` via ``skill`` if given)."""
        specs = [] if spec is None else spec if isinstance(spec, list) else [spec]
        cards = tuple(self.held(seat, s).id for s in specs)
        if kind is None and cards:
            kind = self.game.card(cards[0]).kind.value
        return self.answer(
            seat, Use(cards, Kind(kind) if kind else None, skill, tuple(targets or ()))
        )

    def pass_(self, seat: int | None = None) -> Scenario:
        request = self.game.pending
        assert request is not None
        return self.answer(seat if seat is not None else request.seats[0], Pass())

    def yes(self, seat: int, yes: bool = True) -> Scenario:
        return self.answer(seat, Answer(yes))

    def choose(self, seat: int, index: int) -> Scenario:
        return self.answer(seat, Choice(index))

    def cards(self, seat: int, specs: list[CardSpecLike]) -> Scenario:
        return self.answer(seat, Cards(tuple(self.held(seat, s).id for s in specs)))

    def seats(self, seat: int, seats: list[int]) -> Scenario:
        return self.answer(seat, Seats(tuple(seats)))

    def take_card(
        self, seat: int, card: Card | None = None, hand_index: int | None = None
    ) -> Scenario:
        return self.answer(seat, Take(card.id if card else None, hand_index))

    def end_play(self, seat: int) -> Scenario:
        self.expect(PlayPhase, seat)
        return self.pass_(seat)

    def finish_passing(self, limit: int = 200) -> Scenario:
        """Answer every remaining request with its default/pass until nothing is asked."""
        for _ in range(limit):
            request = self.game.pending
            if request is None:
                return self
            for seat in self.game.waiting_for():
                self.game.submit(
                    seat,
                    self.game.pending.id,
                    Pass() if isinstance(request, PlayPhase | Respond) else request.default(seat),
                )
                if self.game.pending is not request:
                    break
        raise AssertionError("the scenario did not finish")

    def new_events(self) -> list[Event]:
        return self.game.events[self.mark :]

    def events_of(self, kind: type[Event]) -> list[Any]:
        return [e for e in self.new_events() if isinstance(e, kind)]
