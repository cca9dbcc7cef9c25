"""Upgrading the events of a replay of format 1 to what the engine records now (format 2).

**For old replays only.** Format 1 replays were recorded before the events said everything
the views show; the view builder then re-derived it with rules of the game. Those rules
live on here, and only here, to fill in once, when such a file is read
(:func:`~.reader.parse_replay`), what format 2 events carry:

* ``HeroChosen.skills``: the hero's skills (none without skills), with an identity lord's
  faction skill (ruling ``lord_skill_by_faction``);
* ``SkillsChanged`` after 易装's discard: the dead hero's skills, lord skills kept (ruling
  ``yizhuang_keeps_lord_skill``);
* ``CardUsed.counts_for_limit``: a 杀 of the current player in its play phase that is not
  the answer of 盘龙棍, 补刀, 反击 or 太极 (whose ``SkillInvoked`` comes right before it);
* ``RoundStarted`` right before the first ``TurnStarted`` of each round, and in 3v3
  competitive before the leader's choices of who acts (the answers that choose the new
  round's first turn: a ``Choice`` then a ``Seats`` of its team's leader); a seat's own
  recording has no answers, so there it starts once every living character has had its turn
  and the last turn reached its end phase (or its player died), as the builder had it;
* ``FirstPlayer``: the identity lord once revealed, else the seat the opening deal begins
  with;
* ``Saved`` right after the ``Healed`` that brings a dying character above 0;
* ``CardsMoved.judge_kind``: the kind the card was last used as (its ``CardUsed``), else
  its own; ``RoleRevealed.team``: the mode's seating;
* ``Reshuffled.drawn``: for a reshuffle in the middle of a draw (its ``deck`` is the whole
  discard pile), the cards the draw took before it: the deck as the events count it.

An upgraded whole game is the one the engine makes now, byte for byte, with each answer at
its place (a ``Choice`` or ``Seats`` answer that opens a new 3v3 competitive round comes
after that round's ``RoundStarted``): it re-runs and verifies as it did. Events this
program cannot decode are kept as they are, and a file of a mode it does not know, or whose
events name seats its table does not have, is not upgraded (nothing could replay it
anyway).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

import msgspec

from yxs_desktop.engine import (
    HEROES,
    Choice,
    MalformedResponse,
    Seats,
    UnknownMode,
    decode_response,
    encode,
    make_mode,
)
from yxs_desktop.engine.cards import STANDARD_DECK, deck_for
from yxs_desktop.engine.enums import Area, Kind, Phase, Role
from yxs_desktop.engine.event_fold import EventFold
from yxs_desktop.engine.events import (
    CardsMoved,
    CardUsed,
    Died,
    Dying,
    Event,
    FirstPlayer,
    Healed,
    HeroChosen,
    PhaseStarted,
    Reshuffled,
    RoleDealt,
    RoleRevealed,
    RoundStarted,
    Saved,
    SkillInvoked,
    SkillsChanged,
    TurnStarted,
)
from yxs_desktop.engine.heroes import LORD_SKILLS
from yxs_desktop.engine.modes.identity import IdentityMode
from yxs_desktop.engine.skills import SKILLS
from yxs_desktop.replay.format import Header, ResponseLine, decode_event

#: Skills that use a 杀 in answer (``actions.strike_answer``), outside the 杀 limit.
_ANSWER_STRIKE_SKILLS: Final = frozenset({"coiled_dragon", "budao", "fanji", "taiji"})
#: Event classes whose encoding gained a field: re-encoded even when nothing else changes.
_GAINED_FIELDS: Final = frozenset({CardsMoved, CardUsed, HeroChosen, Reshuffled, RoleRevealed})
_KINDS: Final = {card.id: card.kind for card in STANDARD_DECK}


@dataclass
class Upgraded:
    """A replay's events upgraded: ``events`` (the engine's encodings), ``events_before``
    (how many of them came before each answer) and ``positions`` (for each position of
    the old stream, 0 to its length, the position of the new one that shows the same: after
    the events added for the old events before it, before those added for the next)."""

    events: list[bytes]
    events_before: list[int]
    positions: list[int]


def upgrade(
    header: Header,
    events: Sequence[bytes],
    events_before: Sequence[int] = (),
    responses: Sequence[ResponseLine] = (),
) -> Upgraded:
    """The events of a format 1 replay with ``header`` (a whole game, or one seat's own
    recording when ``header.view`` is set), with its answers' places (``events_before``,
    of ``responses``), as the current engine records them (see the module's docstring)."""
    as_they_are = Upgraded(list(events), list(events_before), list(range(len(events) + 1)))
    try:
        fold = _Fold(header, events_before, responses)
    except UnknownMode:
        return as_they_are
    if len(header.seats) != len(fold.roles):
        return as_they_are  # not the mode's table: the file does not re-run either
    try:
        return fold.run(events)
    except (IndexError, KeyError):  # an event naming a seat or hero of no table: a forgery
        return as_they_are


class _Fold(EventFold):
    """The old rules, folded over the events in order (one use): each ``on_`` method
    reads its event and sets what it becomes (:attr:`new`) and the events to add
    :attr:`before` and :attr:`after` it."""

    def __init__(
        self, header: Header, events_before: Sequence[int], responses: Sequence[ResponseLine]
    ) -> None:
        mode = make_mode(header.mode, extra_choice=header.options.extra_choice)
        players = mode.players
        self.whole = header.view is None
        self.events_before = events_before
        self.responses = responses
        self.skills_on = mode.skills_enabled
        self.identity = isinstance(mode, IdentityMode)
        self.seating: tuple[tuple[str, Role], ...] = getattr(mode, "seating", ())
        self.by_team = mode.name == "3v3-competitive"
        self.roles: list[Role | None] = [None] * players
        self.skills: list[tuple[str, ...]] = [()] * players
        self.heroes: list[str | None] = [None] * players
        self.alive = [True] * players
        self.deck = len(deck_for(mode.deck_without))
        self.discard = 0
        self.current: int | None = None
        self.phase: Phase | None = None
        self.round = 0  # the round as the new events say it
        self.turn_round = 0  # the round of the last TurnStarted
        self.acted: set[int] = set()  # the seats whose turn began in turn_round
        self.turn_over = False  # the current turn reached its end phase, or its player died
        self.free_strike: int | None = None  # the seat whose next 杀 is an answer's
        self.dying: set[int] = set()
        self.used_as: dict[int, Kind] = {}
        self.yizhuang: tuple[int, tuple[str, ...]] | None = None  # its user, skills after
        self.first_known = False
        self.new: Event | None = None  # the event folded, with its new fields
        self.before: list[Event] = []
        self.after: list[Event] = []

    def run(self, events: Sequence[bytes]) -> Upgraded:
        out: list[bytes] = []
        positions: list[int] = []
        late: dict[int, int] = {}  # old position -> events added right before that event
        late_answers: set[int] = set()
        handlers = self._handlers
        for index, encoded in enumerate(events):
            positions.append(len(out))
            try:
                event = decode_event(encoded)
            except msgspec.DecodeError:
                out.append(encoded)
                continue
            self.new, self.before, self.after = event, [], []
            kind = type(event)
            handler = handlers.get(kind)
            if handler is not None:
                handler(self, event)
            if kind is not SkillInvoked and kind is not CardsMoved:
                self.free_strike = None  # an answer's 杀 follows its skill at once
            before, new = self.before, self.new
            if kind is TurnStarted and before and self.whole and self.by_team:
                late_answers.update(self._choosers(index, event))  # type: ignore[arg-type]
            if before:
                late[index] = len(before)
                out.extend(encode(added) for added in before)
            out.append(encode(new) if new is not event or kind in _GAINED_FIELDS else encoded)
            out.extend(encode(added) for added in self.after)
            if self._round_began():
                out.append(encode(RoundStarted(self.round)))
        positions.append(len(out))
        events_before = [
            positions[at] + (late.get(at, 0) if answer in late_answers else 0)
            for answer, at in enumerate(self.events_before)
        ]
        return Upgraded(out, events_before, positions)

    # ------------------------------------------------------------------ events
    def on_cards_moved(self, event: CardsMoved) -> None:
        if event.reason == "deal" and not self.first_known and event.dst_seat is not None:
            self.first_known = True  # the opening deal begins with the first player
            self.current = event.dst_seat
            self.before.append(FirstPlayer(event.dst_seat))
        count = event.count
        for area, sign in ((event.src, -1), (event.dst, 1)):
            if area is Area.DECK:
                self.deck += sign * count
            elif area is Area.DISCARD:
                self.discard += sign * count
        if self.yizhuang is not None and event.reason == "yizhuang":
            seat, skills = self.yizhuang
            self.yizhuang = None
            self.skills[seat] = skills
            self.after.append(SkillsChanged(seat, skills))  # its cost paid, the skills change
        if event.dst is Area.JUDGE and event.cards:
            card = event.cards[0]
            judge_kind = self.used_as.get(card) or _KINDS.get(card)
            self.new = msgspec.structs.replace(event, judge_kind=judge_kind)

    def on_card_used(self, event: CardUsed) -> None:
        if len(event.cards) == 1:
            self.used_as[event.cards[0]] = event.kind
        if (
            event.kind is Kind.STRIKE
            and event.seat == self.current
            and self.phase is Phase.PLAY
            and self.free_strike != event.seat
        ):
            self.new = msgspec.structs.replace(event, counts_for_limit=True)

    def on_skill_invoked(self, event: SkillInvoked) -> None:
        if event.skill in _ANSWER_STRIKE_SKILLS:
            self.free_strike = event.seat
        elif event.skill == "yizhuang" and event.targets:
            # ruling yizhuang_keeps_lord_skill: the dead hero's skills, and lord skills kept
            dead = self.heroes[event.targets[0]]
            hero = HEROES.get(dead) if dead is not None else None
            gained = tuple(hero.skills) if hero is not None else ()
            kept = tuple(s for s in self.skills[event.seat] if s in SKILLS and SKILLS[s].lord)
            self.yizhuang = (event.seat, gained + kept)

    def on_hero_chosen(self, event: HeroChosen) -> None:
        hero = HEROES.get(event.hero)  # None: a hero this program does not have
        skills: tuple[str, ...] = ()
        if self.skills_on and hero is not None:
            skills = tuple(hero.skills)
            # ruling lord_skill_by_faction
            if self.identity and self.roles[event.seat] is Role.LORD:
                skills += (LORD_SKILLS[hero.faction],)
        self.heroes[event.seat] = event.hero
        self.skills[event.seat] = skills
        self.new = msgspec.structs.replace(event, skills=skills)

    def on_role_dealt(self, event: RoleDealt) -> None:
        self.roles[event.seat] = event.role

    def on_role_revealed(self, event: RoleRevealed) -> None:
        self.roles[event.seat] = event.role
        if self.identity and event.role is Role.LORD and not self.first_known:
            self.first_known = True  # the lord chooses first and opens the game
            self.current = event.seat
            self.after.append(FirstPlayer(event.seat))
        if self.seating:
            self.new = msgspec.structs.replace(event, team=self.seating[event.seat][0])

    def on_reshuffled(self, event: Reshuffled) -> None:
        # a reshuffle for a draw makes the whole discard pile the deck, and comes after the
        # cards that draw took before it left the deck (still counted in it) but before
        # their CardsMoved; one to look under the deck (peek_top) keeps the deck there was
        drawn = self.deck if event.deck == self.discard else 0
        self.deck = event.deck + drawn
        self.discard = 0
        self.new = msgspec.structs.replace(event, drawn=drawn)

    def on_dying(self, event: Dying) -> None:
        self.dying.add(event.seat)

    def on_healed(self, event: Healed) -> None:
        if event.target in self.dying and event.hp > 0:
            self.dying.discard(event.target)
            self.after.append(Saved(event.target))  # saved: the engine asks nobody more

    def on_died(self, event: Died) -> None:
        self.dying.discard(event.seat)
        self.alive[event.seat] = False
        if event.seat == self.current:
            self.turn_over = True

    def on_turn_started(self, event: TurnStarted) -> None:
        if event.round != self.round:
            self.round = event.round
            self.before.append(RoundStarted(event.round))
        if event.round != self.turn_round:
            self.turn_round = event.round
            self.acted.clear()
        self.acted.add(event.seat)
        self.turn_over = False
        self.current = event.seat

    def on_phase_started(self, event: PhaseStarted) -> None:
        self.phase = event.phase
        if event.phase is Phase.END:
            self.turn_over = True

    # ------------------------------------------------------------------ rounds
    def _round_began(self) -> bool:
        """In a 3v3 competitive seat's own recording: whether the next round began with
        the last event (every living character has had its turn this round, and the last
        turn reached its end phase or its player died); it is then counted."""
        if self.whole or not self.by_team or not self.turn_over or self.round != self.turn_round:
            return False
        if not all(seat in self.acted for seat, alive in enumerate(self.alive) if alive):
            return False
        self.round += 1
        return True

    def _choosers(self, index: int, event: TurnStarted) -> list[int]:
        """The answers, among those given right before the event ``index`` (the new round's
        first ``TurnStarted``), that chose that turn: its team leader's ``Choice`` (the
        team's action) and then ``Seats`` (the vanguard to go first), the last ones there."""
        if event.round < 2:
            return []  # the first round's first turn is its leader's, chosen by nobody
        team = self.seating[event.seat][0]
        leader = next(
            seat
            for seat, (mates, role) in enumerate(self.seating)
            if mates == team and role is Role.LEADER
        )
        at = [i for i, before in enumerate(self.events_before) if before == index]
        chosen: list[int] = []
        for kinds in ((Seats,), (Choice,)):
            if not at:
                break
            answer = self.responses[at[-1]]
            if answer.seat != leader:
                break
            try:
                response = decode_response(bytes(answer.response))
            except MalformedResponse:
                break
            if type(response) in kinds:
                chosen.append(at.pop())
        return chosen
