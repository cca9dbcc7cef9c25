"""The game: state, the sans-I/O driver, the trigger table, card movement and queries.

Procedures (:mod:`.actions`, :mod:`.turn`, card effects, skills) are ``async def``
functions that ``await game.ask(request)``; the driver here runs them by hand with
``coroutine.send`` — no event loop, no threads, no I/O. The public surface is
:meth:`Game.start`, :attr:`Game.pending`, :meth:`Game.submit`, :attr:`Game.events` and
:meth:`Game.close`.

Every request the game asks gets the next number of the game's sequence as its ``id``,
and :meth:`Game.submit` takes only an answer that names the pending request's id: a
re-sent or late answer is refused (``already_answered``, ``not_pending``) and can never
land on another request.
"""

from __future__ import annotations

import contextlib
from bisect import bisect_left
from collections.abc import Callable, Coroutine, Iterable
from typing import TYPE_CHECKING, Any, Final, NoReturn, TypeVar

import msgspec

from yxs_desktop.engine.cards import Card, deck_for
from yxs_desktop.engine.enums import PUBLIC_AREAS, Area, Kind, Phase, Slot, Suit
from yxs_desktop.engine.errors import (
    EngineFault,
    GameAlreadyStarted,
    GameNotStarted,
    IllegalResponse,
)
from yxs_desktop.engine.events import (
    CardsMoved,
    Event,
    GameEnded,
    PlacesSwapped,
    Reshuffled,
    SkillInvoked,
)
from yxs_desktop.engine.player import Player
from yxs_desktop.engine.requests import Pass, Request, Response
from yxs_desktop.engine.rng import GameRng
from yxs_desktop.engine.skills import EQUIP_SKILLS, STATUS_HOOKS, Skill, overrides
from yxs_desktop.engine.timings import (
    DID_DIE,
    EQUIP_LOST,
    GAME_STARTED,
    TIMINGS,
    GameStartData,
    LossData,
    Timing,
)
from yxs_desktop.engine.validation import ANSWER_TYPES, validate
from yxs_desktop.engine.zones import place, remove

if TYPE_CHECKING:
    from yxs_desktop.engine.mode import GameMode, Outcome

INFINITE: Final = 1_000_000

D = TypeVar("D")


class _Ask:
    """Suspends the running procedure until the driver sends the answer."""

    __slots__ = ("request",)

    def __init__(self, request: Request | object) -> None:
        self.request = request

    def __await__(self) -> Any:
        return (yield self.request)


#: Yielded once the game is decided: the driver then closes the coroutine.
_FINISHED: Final = object()

#: Read once: compiled code would look the name up in two modules at every request.
_FORCE_SETATTR: Final = msgspec.structs.force_setattr

#: How the answers to a pending request reach the procedure (``Request`` docstring).
_SINGLE: Final = 0  # one seat: its answer
_LIVE: Final = 1  # each answer as it comes, as (seat, answer)
_GATHERED: Final = 2  # every seat's, once all have answered
_RACE: Final = 3  # the first real answer, or (None, Pass) when every seat passed


class Answered:
    """One accepted answer: the id of the request it answered, the seat, the answer.
    (Read-only; a plain class, not a NamedTuple, for mypyc: see timings.py.)"""

    __slots__ = ("request", "response", "seat")

    def __init__(self, request: int, seat: int, response: Response) -> None:
        self.request = request
        self.seat = seat
        self.response = response

    def __repr__(self) -> str:
        return f"Answered({self.request}, {self.seat}, {self.response!r})"


class Game:
    """One game of 英雄杀 from seed to result.

    >>> from yxs_desktop.engine.modes import make_mode
    >>> game = Game(make_mode("identity5"), seed=1)
    >>> game.start()
    >>> type(game.pending).__name__
    'ChooseHero'
    """

    # Slots, not an instance dict: CPython 3.11 keeps at most 30 attributes of an instance
    # inline; past that the dict is made a real one, and then no ``game.method(...)`` call
    # in the interpreted engine is specialized (LOAD_METHOD), each a dict and type look-up.
    # Every attribute is set in __init__. (Compiled, Game is a native class either way.)
    __slots__ = (
        "_answers",
        "_closed",
        "_coro",
        "_equip_losses",
        "_listeners",
        "_pending",
        "_pending_id",
        "_pending_kind",
        "_pending_seats",
        "_pending_takes_pass",
        "_request_id",
        "_same_question",
        "_skills",
        "_started",
        "_status",
        "after_event",
        "cards",
        "current",
        "deck",
        "discard",
        "discard_shrinks",
        "events",
        "fault",
        "location",
        "locked_hooks",
        "mode",
        "order",
        "outcome",
        "phase",
        "players",
        "responses",
        "rng",
        "round",
        "seed",
        "skills_enabled",
        "table",
        "turns",
        "view_cache",
    )

    def __init__(self, mode: GameMode, seed: int) -> None:
        self.mode = mode
        self.seed = seed
        self.rng = GameRng(seed)
        self.players: list[Player] = [Player(seat) for seat in range(mode.players)]
        #: Table order (turn order, distances). A seat keeps its number for the whole game;
        #: only its place at the table can change (迁都 swaps places).
        self.order: list[Player] = list(self.players)
        self.cards: dict[int, Card] = {card.id: card for card in deck_for(mode.deck_without)}
        self.deck: list[Card] = list(self.cards.values())  # the top of the deck is the end
        self.discard: list[Card] = []
        #: Bumped whenever cards leave the discard pile or it is emptied. Cards are otherwise
        #: only added on top, so the views extend their cached card ids while it stays.
        self.discard_shrinks = 0
        self.table: list[Card] = []
        self.location: dict[int, tuple[Area, int | None]] = {
            card_id: (Area.DECK, None) for card_id in self.cards
        }
        self.events: list[Event] = []
        #: Every accepted answer in order (seed + answers replay the game exactly).
        self.responses: list[Answered] = []
        self.current: Player = self.players[0]
        self.phase: Phase | None = None
        self.round = 0
        self.turns = 0
        self.outcome: Outcome | None = None
        self.skills_enabled = mode.skills_enabled
        #: The trigger table: for each timing (by index), the skills listening and whose.
        self._listeners: list[list[tuple[Skill, Player]]] = [[] for _ in TIMINGS]
        self._skills: list[list[Skill]] = [[] for _ in self.players]
        #: Every status hook, with the skills answering it (none yet).
        self._status: dict[str, list[tuple[Skill, Player]]] = {h: [] for h in STATUS_HOOKS}
        #: The status hooks some locked skill answers (a cheap test before :meth:`decisive`).
        self.locked_hooks: frozenset[str] = frozenset()
        self._coro: Coroutine[Any, Any, None] | None = None
        self._started = False
        self._closed = False
        #: Set when a procedure raised inside the engine (the game then ended).
        self.fault: EngineFault | None = None
        self._pending: Request | None = None
        #: The pending request's id, seats and kind of multi-seat answer, read once when it
        #: is asked (compiled code reads a field of the interpreted request struct slowly).
        self._pending_id = 0
        self._pending_seats: tuple[int, ...] = ()
        self._pending_kind = _SINGLE
        self._pending_takes_pass = False  # whether Pass answers it (always legally)
        self._answers: dict[int, Response] = {}
        #: The id of the last request asked (ids count from 1).
        self._request_id = 0
        #: Set by :meth:`ask_live` when it asks the same live question again: the request
        #: keeps its id, so that an answer given to the earlier version still counts.
        self._same_question = False
        self._equip_losses: list[tuple[Player, list[Card]]] = []
        #: Scratch space for :mod:`.views` (caches of public state); never game state.
        self.view_cache: dict[str, Any] = {}
        #: Called with the game after every event (property tests check invariants).
        self.after_event: Callable[[Game], None] | None = None

    # ================================================================== driver
    def start(self, procedure: Callable[[], Coroutine[Any, Any, None]] | None = None) -> None:
        """Run the game up to its first request.

        ``procedure`` replaces the mode's setup and play (scripted scenarios and tools
        that set a table up by hand run one turn or one card this way).
        """
        if self._started:
            raise GameAlreadyStarted("the game has already been started")
        self._started = True
        if procedure is not None:
            self.refresh_skills()
        self._coro = procedure() if procedure is not None else self._main()
        self._advance(None)

    @property
    def pending(self) -> Request | None:
        """The request waiting for an answer, or None once the game is over."""
        return self._pending

    @property
    def finished(self) -> bool:
        return self.outcome is not None

    def waiting_for(self) -> tuple[int, ...]:
        """Seats that still have to answer the pending request."""
        if self._pending is None:
            return ()
        if not self._answers:
            return self._pending_seats
        return tuple([s for s in self._pending_seats if s not in self._answers])

    def submit(self, seat: object, request_id: object, response: object) -> None:
        """Answer, for ``seat`` (an ``int``), the request whose id is ``request_id`` (an
        ``int``), with ``response`` (a :data:`Response`).

        An illegal answer raises :class:`IllegalResponse` and changes nothing; so does an
        answer to a request that is not pending (``not_pending``) or that this seat has
        answered already (``already_answered``). If a procedure fails while the answer is
        carried out, the game ends and :class:`EngineFault` is raised. The parameters are
        typed ``object`` because this is the engine's boundary: whatever a caller passes
        is checked here (compiled, a declared ``int`` would take ``True`` as 1 and refuse
        ``4.0`` with a bare ``TypeError``).
        """
        request = self._pending
        if request is None:
            if not self._started:
                raise GameNotStarted("the game has not been started: call start() first")
            raise IllegalResponse("no_request", f"nothing is being asked: {self._why_over()}")
        if type(seat) is not int or not 0 <= seat < len(self.players):
            raise IllegalResponse(
                "bad_seat", f"{seat!r} is not a seat of this table (0 to {len(self.players) - 1})"
            )
        if type(request_id) is not int or request_id != self._pending_id:
            self._refuse_id(seat, request_id)
        seats = self._pending_seats
        if seat in self._answers or (
            seat not in seats and self._has_answered(seat, request_id)
        ):  # the second case: a live request asked again without the seat
            raise IllegalResponse(
                "already_answered", f"seat {seat} has already answered request {request_id}"
            )
        if not (type(response) is Pass and self._pending_takes_pass and seat in seats):
            response = validate(request, seat, response)  # a pass is legal where it answers
        self.responses.append(Answered(request_id, seat, response))
        kind = self._pending_kind
        if kind == _SINGLE:
            self._advance(response)
            return
        self._answers[seat] = response
        if kind == _LIVE:
            self._advance((seat, response))
        elif kind == _GATHERED:
            if len(self._answers) == len(seats):
                self._advance(dict(self._answers))
        elif type(response) is not Pass:  # a race; exact type: see requests.with_subclasses
            self._advance((seat, response))
        elif len(self._answers) == len(seats):
            self._advance((None, response))

    def _refuse_id(self, seat: int, request_id: object) -> NoReturn:
        """Raise the refusal of an answer naming ``request_id``, which is not pending."""
        if type(request_id) is not int:
            raise IllegalResponse("not_pending", f"a request id is an int, not {request_id!r}")
        if self._has_answered(seat, request_id):
            raise IllegalResponse(
                "already_answered", f"seat {seat} has already answered request {request_id}"
            )
        pending = self._pending.id if self._pending is not None else None
        raise IllegalResponse(
            "not_pending", f"request {request_id} is not pending (the pending one is {pending})"
        )

    def _has_answered(self, seat: int, request_id: int) -> bool:
        """Whether ``seat`` has given an accepted answer to request ``request_id``."""
        responses = self.responses
        for i in range(bisect_left(responses, request_id, key=_answered_request), len(responses)):
            answered = responses[i]
            if answered.request != request_id:
                return False
            if answered.seat == seat:
                return True
        return False

    def _why_over(self) -> str:
        if self._closed:
            return "the game was closed"
        if self.fault is not None:
            return "the game ended on an internal error"
        return "the game is over"

    def _advance(self, value: object) -> None:
        coro = self._coro
        assert coro is not None
        self._answers = {}
        try:
            request = coro.send(value)
        except StopIteration:
            self._pending = None
            self._coro = None
            return
        except Exception as exc:  # a bug in a procedure: end the game, never half-resolved
            self._pending = None
            self._coro = None
            fault = EngineFault(f"the game stopped on an internal error: {exc!r}")
            fault.__cause__ = exc  # set by hand: compiled, ``raise ... from`` drops it
            self.fault = fault
            raise fault from exc
        if request is _FINISHED:
            coro.close()
            self._pending = None
            self._coro = None
            return
        previous = self._pending
        if not (self._same_question and previous is not None and type(previous).live):
            self._request_id += 1
        self._same_question = False
        _FORCE_SETATTR(request, "id", self._request_id)
        self._pending = request
        self._pending_id = self._request_id
        seats = self._pending_seats = request.seats
        cls = type(request)
        self._pending_takes_pass = Pass in ANSWER_TYPES[cls]
        if len(seats) == 1:
            self._pending_kind = _SINGLE
        else:
            self._pending_kind = _LIVE if cls.live else _GATHERED if cls.gathered else _RACE

    def close(self) -> None:
        """End the game now, finished or not, and let it go: the suspended procedure
        (whose frames refer to the game) is closed, so that dropping the last reference
        frees the game at once, without waiting for the cyclic collector. Nothing is
        asked any more; a game never started cannot be started after."""
        coro, self._coro = self._coro, None
        self._pending = None
        self._answers = {}
        self._closed = True
        self._started = True
        if coro is not None:
            coro.close()

    async def _main(self) -> None:
        await self.mode.setup(self)
        self.refresh_skills()
        await self.trigger(GAME_STARTED, GameStartData())
        await self.mode.play(self)

    async def ask(self, request: Request) -> Response:
        """Ask one seat; returns its (validated) answer."""
        return await _Ask(request)  # type: ignore[no-any-return]

    async def ask_race(self, request: Request) -> tuple[int | None, Response]:
        """Ask several seats; the first real answer wins. (None, Pass) when all pass."""
        if len(request.seats) == 1:
            answer = await _Ask(request)
            return (request.seat, answer) if type(answer) is not Pass else (None, answer)
        return await _Ask(request)  # type: ignore[no-any-return]

    async def ask_live(self, request: Request, *, again: bool = False) -> tuple[int, Response]:
        """Ask several seats at once (a request whose class is ``live``) and return the
        first answer as (seat, answer) while the others are still being asked: the
        procedure handles it at once, then asks the seats still to answer again (with
        offers that may have changed meanwhile), with ``again`` True: the request keeps
        its id, since an answer to the earlier version answers the same question."""
        self._same_question = again
        if len(request.seats) == 1:
            return request.seat, await _Ask(request)
        return await _Ask(request)  # type: ignore[no-any-return]

    async def ask_all(self, request: Request) -> dict[int, Response]:
        """Ask several seats at once; returns every seat's answer."""
        if len(request.seats) == 1:
            return {request.seat: await _Ask(request)}
        return await _Ask(request)  # type: ignore[no-any-return]

    async def finish(self, outcome: Outcome) -> None:
        """End the game now, even in the middle of resolving a card."""
        self.outcome = outcome
        self.emit(GameEnded(outcome.result, outcome.title, outcome.winners))
        await _Ask(_FINISHED)

    # ================================================================== events
    def emit(self, event: Event) -> None:
        self.events.append(event)
        if self.after_event is not None:
            self.after_event(self)

    def invoke(self, player: Player, skill_id: str, targets: Iterable[Player] = ()) -> None:
        """Record that ``player``'s skill fired (an event and the statistics)."""
        player.skill_uses[skill_id] = player.skill_uses.get(skill_id, 0) + 1
        self.emit(SkillInvoked(player.seat, skill_id, tuple(t.seat for t in targets)))

    def note_status(self, player: Player, skill_id: str, targets: Iterable[Player] = ()) -> None:
        """Record that a locked (status) skill of ``player``'s changed what happened.

        Status skills act through queries that are asked many times, also speculatively
        (building play options); they are recorded only where a decision or a result is
        known to differ because of them (:meth:`note_decisive`), exactly like a fired skill.
        """
        self.invoke(player, skill_id, targets)

    def decisive(
        self,
        hooks: Iterable[str],
        differs: Callable[[Player], bool],
        only: Callable[[Skill, Player], bool] | None = None,
    ) -> list[tuple[Skill, Player]]:
        """The locked status skills under ``hooks`` (those ``only(skill, holder)`` lets
        through, if given) that decided something: each one is switched off in turn (for
        :meth:`status`) while ``differs(holder)`` tells whether the outcome would then be
        different. No state changes; ``differs`` must be a pure query."""
        found: list[tuple[Skill, Player]] = []
        tried: set[tuple[int, int]] = set()
        index = self._status
        for hook in hooks:
            for skill, holder in index.get(hook, ()):
                key = (id(skill), holder.seat)
                if not skill.locked or key in tried or (only and not only(skill, holder)):
                    continue
                tried.add(key)
                # switch the skill off by answering status queries from an index without it
                self._status = without = dict(index)
                for h in _hooks_of(type(skill)):
                    without[h] = [e for e in index[h] if e[0] is not skill or e[1] is not holder]
                try:
                    changed = differs(holder)
                finally:
                    self._status = index
                if changed:
                    found.append((skill, holder))
        return found

    def note_decisive(
        self,
        hooks: Iterable[str],
        differs: Callable[[Player], bool],
        targets: Iterable[Player] = (),
    ) -> None:
        """Record (:meth:`note_status`) each skill :meth:`decisive` finds."""
        targets = tuple(targets)
        for skill, holder in self.decisive(hooks, differs):
            self.note_status(holder, skill.id, targets)

    # ================================================================== skills
    def skills_of(self, player: Player) -> list[Skill]:
        """A player's skills: its hero's (when skills are on) and its equipment's."""
        return self._skills[player.seat]

    def _collect_skills(self, player: Player) -> list[Skill]:
        # Equipment first, hero skills last: status hooks apply in this order, so a
        # hero's rule ("no 杀 this turn") has the last word over a weapon's (虎符).
        skills = [EQUIP_SKILLS[c.kind] for c in player.equip.values() if c.kind in EQUIP_SKILLS]
        if self.skills_enabled:
            skills += player.skills
        return skills

    def refresh_skills(self) -> None:
        """Rebuild the skill lists, trigger table and status index. Call it whenever a
        player's skills change (equipment moves call it themselves)."""
        listeners: list[list[tuple[Skill, Player]]] = [[] for _ in TIMINGS]
        status: dict[str, list[tuple[Skill, Player]]] = {h: [] for h in STATUS_HOOKS}
        locked: set[str] = set()
        self._skills = [self._collect_skills(p) for p in self.players]
        for player in self.players:
            for skill in self._skills[player.seat]:
                cls = type(skill)
                for index in _timings_of(cls):
                    listeners[index].append((skill, player))
                for hook in _hooks_of(cls):
                    status[hook].append((skill, player))
                    if skill.locked:
                        locked.add(hook)
        for entries in listeners:
            if len(entries) > 1:
                entries.sort(key=lambda entry: -entry[0].priority)
        self._listeners = listeners
        self._status = status
        self.locked_hooks = frozenset(locked)

    async def trigger(self, timing: Timing[D], data: D) -> None:
        """Run every skill listening on ``timing`` with its record ``data`` (of the
        timing's record type): priority first, then seat order from the current player.
        Skills of dead players do not trigger (except on ``DID_DIE``)."""
        if self._equip_losses:
            await self.settle()
        entries = self._listeners[timing.index]
        if not entries:
            return
        if len(entries) == 1:
            ordered = entries
        else:
            n = len(self.order)
            start = self.order.index(self.current)
            place = {p.seat: i for i, p in enumerate(self.order)}
            ordered = sorted(
                entries, key=lambda e: (-e[0].priority, (place[e[1].seat] - start) % n)
            )
        for skill, owner in ordered:
            if not owner.alive and timing is not DID_DIE:
                continue
            if skill not in self.skills_of(owner):
                continue  # lost meanwhile (equipment discarded, skills swapped)
            if timing.can(skill, self, owner, data):
                await timing.run(skill, self, owner, data)

    async def settle(self) -> None:
        """Fire the 'lost equipment' triggers for equipment that left its slot since the
        last check (moves are synchronous; their triggers run at the next safe point)."""
        while self._equip_losses:
            player, cards = self._equip_losses.pop(0)
            await self.trigger(EQUIP_LOST, LossData(player, cards))

    def status(self, hook: str) -> list[tuple[Skill, Player]]:
        return self._status[hook]

    # ================================================================== players
    def position(self, player: Player) -> int:
        """The player's place at the table (index in :attr:`order`)."""
        return self.order.index(player)

    def alive(self, start: Player | None = None) -> list[Player]:
        """Living players in turn order, beginning with ``start`` (default: current)."""
        order = self.order
        first = order.index(start or self.current)
        return [p for p in order[first:] if p.alive] + [p for p in order[:first] if p.alive]

    def others(self, player: Player) -> list[Player]:
        """Living players other than ``player``, in turn order after it."""
        order = self.order
        n = len(order)
        first = order.index(player)
        others = []
        for i in range(first + 1, first + n):
            p = order[i % n]
            if p.alive:
                others.append(p)
        return others

    def next_alive(self, player: Player) -> Player:
        """The next living player after ``player`` in turn order (itself if alone)."""
        first = self.order.index(player)
        n = len(self.order)
        for i in range(1, n + 1):
            candidate = self.order[(first + i) % n]
            if candidate.alive:
                return candidate
        return player

    def swap_places(self, a: Player, b: Player) -> None:
        """Exchange two players' places at the table (迁都)."""
        ia, ib = self.order.index(a), self.order.index(b)
        self.order[ia], self.order[ib] = b, a
        self.emit(PlacesSwapped(a.seat, b.seat, tuple(p.seat for p in self.order)))

    # ================================================================== cards
    def card(self, card_id: int) -> Card:
        return self.cards[card_id]

    def draw_pile_card(self, drawn: int = 0) -> Card:
        """Take the top card of the deck (reshuffling the discard pile when empty);
        ``drawn``: the cards of this draw already taken (:class:`Reshuffled` says so)."""
        if not self.deck:
            self._reshuffle(drawn)
        return self.deck.pop()

    def _reshuffle(self, drawn: int) -> None:
        if not self.discard:
            raise _BothPilesEmpty
        self.deck = self.discard
        self.discard = []
        self.discard_shrinks += 1
        self.rng.shuffle(self.deck)
        for card in self.deck:
            self.location[card.id] = (Area.DECK, None)
        self.emit(Reshuffled(len(self.deck), drawn))

    async def draw(self, player: Player, count: int, reason: str = "draw") -> list[Card]:
        """``player`` draws ``count`` cards. Both piles empty ends the game in a draw."""
        return await self._take_top(count, Area.HAND, player.seat, reason)

    async def reveal_top(self, count: int, reason: str) -> list[Card]:
        """Turn ``count`` cards from the deck face up onto the table (判定, 五谷丰登)."""
        return await self._take_top(count, Area.TABLE, None, reason)

    async def _take_top(self, count: int, area: Area, seat: int | None, reason: str) -> list[Card]:
        # Each card is placed as it is taken, so that a reshuffle in between (with its
        # event) never finds a card in no zone.
        # The game ends outside the ``except`` block: a coroutine suspended inside one and
        # then closed loses its exception state under mypyc.
        taken: list[Card] = []
        for _ in range(count):
            try:
                card: Card | None = self.draw_pile_card(len(taken))
            except _BothPilesEmpty:
                card = None
            if card is None:
                self.emit_move(taken, Area.DECK, None, area, seat, None, reason)
                await self.finish(self.mode.draw_outcome(self))  # ruling draw_when_piles_empty
                return taken  # not reached: the driver closes a finished game
            place(self, [card], area, seat)
            taken.append(card)
        self.emit_move(taken, Area.DECK, None, area, seat, None, reason)
        return taken

    async def peek_top(self, count: int) -> list[Card]:
        """The top ``count`` cards of the deck, topmost first, without moving them."""
        if len(self.deck) < count:
            with contextlib.suppress(_BothPilesEmpty):  # look at what there is
                self._reshuffle_under()
        return list(reversed(self.deck[-count:]))

    def _reshuffle_under(self) -> None:
        """Shuffle the discard pile and put it under the deck (to look at more cards)."""
        if not self.discard:
            raise _BothPilesEmpty
        pile = self.discard
        self.discard = []
        self.discard_shrinks += 1
        self.rng.shuffle(pile)
        for card in pile:
            self.location[card.id] = (Area.DECK, None)
        self.deck[:0] = pile
        self.emit(Reshuffled(len(self.deck)))

    def put_on_deck(self, top: list[Card], bottom: list[Card], seat: int) -> None:
        """Put deck cards back: ``top`` topmost first, ``bottom`` lowest last (占卜)."""
        moving = {card.id for card in top + bottom}
        self.deck = [card for card in self.deck if card.id not in moving]
        self.deck[:0] = list(reversed(bottom))
        self.deck.extend(reversed(top))
        self.emit_move(top + bottom, Area.DECK, None, Area.DECK, None, (seat,), "arrange")

    def move(
        self,
        cards: Iterable[Card],
        dst: Area,
        seat: int | None = None,
        *,
        reason: str = "",
        visible_to: tuple[int, ...] | None = None,
        judge_kind: Kind | None = None,
    ) -> None:
        """Move cards from wherever they are to ``dst`` (of ``seat`` for hand, equip,
        judge). One :class:`CardsMoved` event per source. Visibility: public when either
        end is a public area; a hand-to-hand move is seen by both hands' owners; a draw is
        seen by the drawer; ``visible_to`` overrides."""
        groups: dict[tuple[Area, int | None], list[Card]] = {}
        for card in cards:
            # get-or-add by hand: compiled, setdefault(key, []) raises and clears a KeyError
            # for every new key
            where = self.location[card.id]
            same = groups.get(where)
            if same is None:
                groups[where] = [card]
            else:
                same.append(card)
        equipped_skills = False
        for (src, src_seat), group in groups.items():
            remove(self, group, src, src_seat)
            place(self, group, dst, seat, judge_kind)
            counts_as = None
            if dst is Area.JUDGE:  # the kind the card counts as there, as zones.place puts it
                assert len(group) == 1, "a judge area takes one delayed trick at a time"
                counts_as = judge_kind or group[0].kind
            self.emit_move(group, src, src_seat, dst, seat, visible_to, reason, counts_as)
            if src is Area.EQUIP:
                self._equip_losses.append((self.players[src_seat], group))  # type: ignore[index]
                if _gives_skills(group):
                    self.refresh_skills()
            if dst is Area.EQUIP and _gives_skills(group):
                equipped_skills = True
        if equipped_skills:
            self.refresh_skills()

    def emit_move(
        self,
        cards: list[Card],
        src: Area,
        src_seat: int | None,
        dst: Area,
        dst_seat: int | None,
        visible_to: tuple[int, ...] | None,
        reason: str,
        judge_kind: Kind | None = None,
    ) -> None:
        """Tell the table that ``cards`` went from ``src`` (of ``src_seat``) to ``dst``
        (of ``dst_seat``): one :class:`CardsMoved`, nothing for no cards. The cards have
        been moved already (:mod:`.zones`); ``visible_to`` as for :meth:`move`, and
        ``judge_kind`` the kind a card counts as in a judgement area."""
        if not cards:
            return
        if visible_to is None and src not in PUBLIC_AREAS and dst not in PUBLIC_AREAS:
            visible_to = tuple(s for s in {src_seat, dst_seat} if s is not None)
        self.emit(
            CardsMoved(
                tuple(c.id for c in cards),
                len(cards),
                src,
                dst,
                src_seat,
                dst_seat,
                visible_to,
                reason,
                judge_kind,
            )
        )

    def discard_cards(self, cards: Iterable[Card], reason: str = "discard") -> None:
        self.move(list(cards), Area.DISCARD, reason=reason)

    def clear_table(self, cards: Iterable[Card]) -> None:
        """Put cards that are still on the table into the discard pile."""
        left = [card for card in cards if self.location[card.id][0] is Area.TABLE]
        if left:
            self.move(left, Area.DISCARD, reason="settle")

    # ================================================================== queries
    def suit_of(self, card: Card, owner: Player | None) -> Suit:
        """The suit a card counts as for its owner (红妆 turns ♠ into ♥)."""
        suit = card.suit
        if owner is not None:
            for skill, holder in self.status("suit_of"):
                if holder is owner:
                    suit = skill.suit_of(self, owner, card, suit)
        return suit

    def is_red(self, card: Card, owner: Player | None) -> bool:
        return self.suit_of(card, owner) in (Suit.HEART, Suit.DIAMOND)

    def seat_distance(self, a: Player, b: Player) -> int:
        """Steps around the table between two characters, counting living ones only."""
        if a is b:
            return 0
        ia = ib = -1
        count = 0
        for p in self.order:
            if p is a:
                ia = count
            elif p is b:
                ib = count
            elif not p.alive:
                continue
            count += 1
        steps = abs(ia - ib)
        return min(steps, count - steps)

    def distance(self, a: Player, b: Player, without: Card | None = None) -> int:
        """Distance from ``a`` to ``b`` (docs/rules.md §4): seats, horses and skills, at least 1.

        ``without`` is an equipped card to leave out (it is being used or discarded: a
        −1 horse used as a 杀 no longer shortens that 杀's distance)."""
        if a is b:
            return 0
        d = self.seat_distance(a, b)
        horse = a.equip.get(Slot.ATTACK_HORSE)
        if horse is not None and horse is not without:
            d -= 1
        horse = b.equip.get(Slot.DEFENCE_HORSE)
        if horse is not None and horse is not without:
            d += 1
        for skill, owner in self.status("distance_from"):
            if owner is a:
                d += skill.distance_from(self, a, b)
        for skill, owner in self.status("distance_to"):
            if owner is b:
                d += skill.distance_to(self, b, a)
        return max(d, 1)

    def attack_range(self, player: Player, without: Card | None = None) -> int:
        """The player's attack range: its weapon's (1 without one, or when the weapon is
        ``without``), changed by skills."""
        weapon = player.equip.get(Slot.WEAPON)
        value = weapon.spec.weapon_range if weapon is not None and weapon is not without else 1
        for skill, owner in self.status("attack_range"):
            if owner is player:
                value = skill.attack_range(self, player, value)
        return value

    def in_range(self, a: Player, b: Player, without: Card | None = None) -> bool:
        """Whether ``b`` is within ``a``'s attack range, leaving out the equipped card
        ``without`` if given (ruling ``equipped_weapon_as_strike``)."""
        return self.distance(a, b, without) <= self.attack_range(a, without)

    def strike_limit(self, player: Player) -> int:
        value = 1
        for skill, owner in self.status("strike_limit"):
            if owner is player:
                value = skill.strike_limit(self, player, value)
        return value

    def extra_strike_targets(self, player: Player, cards: list[Card]) -> int:
        return sum(
            skill.extra_strike_targets(self, player, cards)
            for skill, owner in self.status("extra_strike_targets")
            if owner is player
        )

    def hand_limit(self, player: Player) -> int:
        value = max(player.hp, 0)
        for skill, owner in self.status("hand_limit"):
            if owner is player:
                value = skill.hand_limit(self, player, value)
        return value

    def ignores_distance(self, user: Player, kind: Kind) -> bool:
        """Whether ``user``'s cards of ``kind`` have no distance limit now."""
        return any(
            skill.ignores_distance(self, user, kind)
            for skill, owner in self.status("ignores_distance")
            if owner is user
        )

    def prohibited(self, user: Player, target: Player, kind: Kind) -> bool:
        """Whether a skill forbids ``user`` to target ``target`` with ``kind``."""
        return any(
            skill.prohibits(self, target, user, kind)
            for skill, owner in self.status("prohibits")
            if owner is target
        )


_HOOKS_CACHE: Final[dict[type[Skill], tuple[str, ...]]] = {}
_TIMINGS_CACHE: Final[dict[type[Skill], tuple[int, ...]]] = {}


def _answered_request(answered: Answered) -> int:
    return answered.request


def _gives_skills(cards: list[Card]) -> bool:
    """Whether equipping or unequipping ``cards`` changes anyone's skills (horses do not:
    the skill lists hold only the equipment of :data:`EQUIP_SKILLS`)."""
    return any(c.kind in EQUIP_SKILLS for c in cards)


def _hooks_of(cls: type[Skill]) -> tuple[str, ...]:
    """The status hooks a skill class overrides (computed once per class)."""
    hooks = _HOOKS_CACHE.get(cls)
    if hooks is None:
        hooks = tuple(h for h in STATUS_HOOKS if overrides(cls, h))
        _HOOKS_CACHE[cls] = hooks
    return hooks


def _timings_of(cls: type[Skill]) -> tuple[int, ...]:
    """The indices of the timings whose handler (``on_<timing>``) a skill class
    overrides (computed once per class): the skill listens on those only."""
    indices = _TIMINGS_CACHE.get(cls)
    if indices is None:
        indices = tuple(t.index for t in TIMINGS if overrides(cls, t.handler))
        _TIMINGS_CACHE[cls] = indices
    return indices


class _BothPilesEmpty(Exception):
    """Internal: a card must be drawn and both piles are empty."""
