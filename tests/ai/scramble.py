"""Helpers of the honesty test: a game rebuilt where it stands, its hidden parts changed
while one seat's view stays the same, and the check that a level answers the same there.

A game runs its procedures as coroutines, so it cannot be copied mid-game: it is rebuilt
instead from its seed and the answers it accepted (``game.responses``), then changed in
place. What a seat may see is exactly :func:`seat_view` (its own hand and role, every
seat's public areas, counts, revealed roles); what it may not: the other hands' cards, the
order of the draw pile, the roles not revealed.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from yxs_desktop.engine.enums import Area
from yxs_desktop.engine.events import Event
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.requests import Request, Response
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.engine.views import SeatView, request_for, seat_view


def rebuild(game: Game) -> Game:
    """A new game played from ``game``'s seed and accepted answers to where it stands."""
    mode = make_mode(game.mode.name, extra_choice=game.mode.extra_choice)
    again = Game(mode, game.seed)
    again.start()
    for answered in game.responses:
        again.submit(answered.seat, answered.request, answered.response)
    assert again.pending == game.pending, "the rebuilt game asks something else"
    return again


def hidden_from(game: Game, seat: int) -> tuple[object, ...]:
    """What ``seat`` may not see: each other seat's hand, the draw pile, the roles not
    revealed of the others."""
    others = [p for p in game.players if p.seat != seat]
    return (
        *(tuple(c.id for c in p.hand) for p in others),
        tuple(c.id for c in game.deck),
        tuple(p.role for p in others if not p.role_public),
    )


def scramble(game: Game, seat: int, rng: GameRng) -> None:
    """Change in place what ``seat`` may not see: the other seats' hand cards and the draw
    pile's are dealt anew among them (every hand keeps its size, the pile its height), and
    the roles not revealed of the other seats are dealt anew among those seats."""
    others = [p for p in game.players if p.seat != seat]
    cards = [c for p in others for c in p.hand] + game.deck
    rng.shuffle(cards)
    taken = 0
    for player in others:
        player.hand[:] = cards[taken : taken + len(player.hand)]
        taken += len(player.hand)
        for card in player.hand:
            game.location[card.id] = (Area.HAND, player.seat)
    game.deck[:] = cards[taken:]
    for card in game.deck:
        game.location[card.id] = (Area.DECK, None)
    secret = [p for p in others if not p.role_public and p.role is not None]
    roles = [p.role for p in secret]
    rng.shuffle(roles)
    for player, role in zip(secret, roles, strict=True):
        player.role = role
    game.view_cache.clear()  # the views' cache of public state was built before


class Board:
    """The game a seat's agent plays in, as the honesty check sets it: the original, or
    the scrambled twin while the agent's copy decides. Honest levels never see it; the
    test double that cheats is given it, as a player would be that read the game."""

    def __init__(self, game: Game) -> None:
        self.game = game


class Honesty:
    """Plays one seat's agent in a game and, at the decisions ``probe`` picks, checks
    that a copy of the agent, taken after it observed the events, gives the same answer
    on the view of a scrambled twin of the game (the same view, hidden parts changed).

    The copy is ``copy.deepcopy`` (its random generator's state included). A compiled
    agent cannot be deep-copied (mypyc's classes run ``__init__`` to make the new object),
    so it is copied by replaying instead: ``fresh()`` builds the seat's agent anew, and it
    is given every event and request the agent was given, in order, which brings a
    deterministic agent to the same state."""

    def __init__(
        self,
        fresh: Callable[[], Any],
        seat: int,
        game: Game,
        board: Board,
        probe: Callable[[Request], bool],
        rng: GameRng,
        name: str,
    ) -> None:
        self._fresh, self._agent = fresh, fresh()
        self._seat, self._game, self._board = seat, game, board
        self._probe, self._rng, self.name = probe, rng, name
        self._history: list[tuple[list[Event]] | tuple[SeatView, Request]] = []
        self.probes = 0
        self.changed = 0

    def observe(self, events: list[Event]) -> None:
        self._history.append((events,))
        observe = getattr(self._agent, "observe", None)
        if observe is not None:
            observe(events)

    def copy(self) -> Any:
        """The agent as it stands, with its own state (beliefs, random generator)."""
        try:
            return copy.deepcopy(self._agent, {id(self._board): self._board})
        except TypeError:
            pass
        agent = self._fresh()
        observe = getattr(agent, "observe", None)
        for call in self._history:
            if len(call) == 1:
                if observe is not None:
                    observe(call[0])
            else:
                agent.decide(*call)
        return agent

    def decide(self, view: SeatView, request: Request) -> Response:
        if not self._probe(request):
            return self._decide(view, request)
        twin_agent = self.copy()
        answer = self._decide(view, request)
        twin = rebuild(self._game)
        before = hidden_from(twin, self._seat)
        scramble(twin, self._seat, self._rng)
        self.probes += 1
        self.changed += hidden_from(twin, self._seat) != before
        seen = seat_view(twin, self._seat)
        assert seen == view, "the scramble changed what the seat sees: fix the scramble"
        assert twin.pending is not None
        self._board.game = twin
        try:
            again = twin_agent.decide(seen, request_for(twin.pending, self._seat))
        finally:
            self._board.game = self._game
        assert again == answer, (
            f"{self.name} at seat {self._seat} ({self._game.mode.name} seed {self._game.seed}) "
            f"answered {type(request).__name__} ({request.reason}) differently when only what "
            f"it cannot see changed: {answer!r}, then {again!r}"
        )
        return answer

    def _decide(self, view: SeatView, request: Request) -> Response:
        self._history.append((view, request))
        answer: Response = self._agent.decide(view, request)
        return answer
