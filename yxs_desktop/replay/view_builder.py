"""Views of a replay rebuilt from its recorded events, for when the engine no longer re-runs
it (the fallback playback of :mod:`.playback`).

A :class:`ViewBuilder` folds the events as one viewer received them (``event_for(event,
viewer)``: a seat, or None for a spectator) into the :class:`~yxs_desktop.engine.SeatView`
that ``seat_view(game, viewer)`` gives at that point of the game; folded the unredacted
events (``viewer`` :data:`ALL`), it gives the :class:`~.open_view.OpenView` that
``open_view(game)`` gives. It folds forward only (:meth:`ViewBuilder.apply`), so playing on
costs only the new events.

Every field is derived from the events, with the rules of the engine that made them:

* ``deck_count``: the mode's deck, less the cards moved out of it, plus those moved in; a
  ``Reshuffled`` in the middle of a draw comes after the cards drawn before it left the
  deck but before their ``CardsMoved``, so those are counted back in until it arrives;
* ``strikes_used``: the viewer's 杀 used (``CardUsed``) in its own play phase since its
  turn began, less those an answer-skill allows outside the limit (盘龙棍, 补刀, 反击,
  太极: their ``SkillInvoked`` comes right before the 杀);
* ``skills``: the hero's skills from ``HeroChosen`` (with the identity lord's faction
  skill), replaced by the dead hero's on 易装 (keeping lord skills);
* ``dying``: from ``Dying`` until a ``Healed`` brings the seat above 0 or it dies;
* ``judge``: each card with the kind it was used as (its ``CardUsed``), kept when it
  moves on (手捧雷);
* ``team``: the mode's seating, from the seat's ``RoleRevealed`` (set up together);
* ``current``: the lord once revealed, the first seat dealt to, then ``TurnStarted``.

One field is not always in the events: in 3v3 competitive the engine counts the next
``round`` as soon as the round's last turn ends, before the leader's choice of who acts
(``team_action``), and no event says when a turn ends (the next ``TurnStarted`` gives the
round only after that choice). The builder counts it from the end phase of the round's last
turn (or its player's death): while a skill asks something in that end phase (门神), its
round is one too early.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final

import msgspec

from yxs_desktop.engine import HEROES, Event, PlayerView, SeatView, make_mode
from yxs_desktop.engine import cards as card_table
from yxs_desktop.engine.cards import SPECS, deck_for
from yxs_desktop.engine.enums import Area, Kind, Phase, Role, Slot
from yxs_desktop.engine.events import (
    CardsMoved,
    CardUsed,
    Died,
    Dying,
    Healed,
    HeroChosen,
    HpLost,
    MaxHpChanged,
    PhaseStarted,
    PlacesSwapped,
    Reshuffled,
    RoleDealt,
    RoleRevealed,
    SkillInvoked,
    TurnStarted,
)
from yxs_desktop.engine.events import Damaged as DamagedEvent
from yxs_desktop.engine.heroes import LORD_SKILLS
from yxs_desktop.engine.modes.identity import IdentityMode
from yxs_desktop.engine.skills import SKILLS
from yxs_desktop.replay.open_view import ALL, OpenView

#: Skills that use a 杀 in answer (``actions.strike_answer``), outside the 杀 limit.
_ANSWER_STRIKE_SKILLS: Final = frozenset({"coiled_dragon", "budao", "fanji", "taiji"})


class _Seat:
    """What the builder knows of one seat (mutable; :class:`PlayerView` is built from it)."""

    __slots__ = (
        "alive",
        "dying",
        "equip",
        "hand",
        "hand_count",
        "hero",
        "hp",
        "judge",
        "max_hp",
        "public_role",
        "role",
        "seat",
        "skills",
        "strikes_used",
        "team",
    )

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.hero: str | None = None
        self.hp = 0
        self.max_hp = 0
        self.alive = True
        self.dying = False
        self.hand: list[int] = []  # the ids this viewer has seen arrive (its own: all)
        self.hand_count = 0
        self.equip: dict[Slot, int] = {}  # by slot, in the order they were put in
        self.judge: list[tuple[int, Kind]] = []
        self.role: Role | None = None  # as this viewer knows it
        self.public_role: Role | None = None
        self.team: str | None = None
        self.skills: list[str] = []
        self.strikes_used = 0


class ViewBuilder:
    """The table as ``viewer`` (a seat, None for a spectator, :data:`ALL` for every card
    open) knows it, folded from the events it received, in the mode called ``mode``."""

    def __init__(self, mode: str, viewer: object, *, extra_choice: bool = False) -> None:
        game_mode = make_mode(mode, extra_choice=extra_choice)
        self.mode = mode
        self.viewer = viewer
        self.events = 0  # how many events were folded
        self._skills_on = game_mode.skills_enabled
        self._lord_skills = isinstance(game_mode, IdentityMode)
        self._seating: tuple[tuple[str, Role], ...] = getattr(game_mode, "seating", ())
        self._seats = [_Seat(seat) for seat in range(game_mode.players)]
        self._order = tuple(range(game_mode.players))
        self._kinds = {card.id: card.kind for card in card_table.STANDARD_DECK}
        self._deck = len(deck_for(game_mode.deck_without))
        self._discard: list[int] = []
        self._table: list[int] = []
        self._round = 0
        self._rounds_by_team = game_mode.name == "3v3-competitive"
        self._acted: set[int] = set()  # the seats whose turn began this round
        self._turn_over = False  # the current turn reached its end phase, or its player died
        self._current = 0
        self._phase: Phase | None = None
        self._dealt = False
        self._used_as: dict[int, Kind] = {}  # the kind each card was last used as
        self._free_strike: int | None = None  # the seat whose next 杀 is outside the limit
        self._handlers: dict[type[Event], Callable[[Event], None]] = {
            CardsMoved: self._moved,  # type: ignore[dict-item]
            CardUsed: self._used,  # type: ignore[dict-item]
            SkillInvoked: self._invoked,  # type: ignore[dict-item]
            DamagedEvent: self._hp,  # type: ignore[dict-item]
            HpLost: self._hp,  # type: ignore[dict-item]
            Healed: self._healed,  # type: ignore[dict-item]
            MaxHpChanged: self._max_hp,  # type: ignore[dict-item]
            HeroChosen: self._hero,  # type: ignore[dict-item]
            RoleDealt: self._role_dealt,  # type: ignore[dict-item]
            RoleRevealed: self._role_revealed,  # type: ignore[dict-item]
            Dying: self._dying,  # type: ignore[dict-item]
            Died: self._died,  # type: ignore[dict-item]
            TurnStarted: self._turn,  # type: ignore[dict-item]
            PhaseStarted: self._phase_started,  # type: ignore[dict-item]
            PlacesSwapped: self._swapped,  # type: ignore[dict-item]
            Reshuffled: self._reshuffled,  # type: ignore[dict-item]
        }

    def apply(self, events: Iterable[Event]) -> None:
        """Fold ``events``, the next ones the viewer received, into the state."""
        handlers = self._handlers
        for event in events:
            self.events += 1
            kind = type(event)
            handler = handlers.get(kind)
            if handler is not None:
                handler(event)
            if kind is not SkillInvoked and kind is not CardsMoved:
                self._free_strike = None  # an answer's 杀 follows its skill at once

    def view(self) -> SeatView:
        """The viewer's view now (a spectator's for :data:`ALL`), as ``seat_view``."""
        viewer = self.viewer
        me = self._seats[viewer] if type(viewer) is int else None
        return SeatView(
            me.seat if me else None,
            me.role if me else None,
            self.mode,
            self._round_now(),
            self._current,
            self._deck,
            tuple(self._discard),
            tuple(self._table),
            tuple(me.hand) if me else (),
            tuple(self._player(seat) for seat in self._seats),
            me.strikes_used if me else 0,
            self._phase,
            self._order,
        )

    def open_view(self) -> OpenView:
        """Every card open, as ``open_view(game)``: only for the :data:`ALL` viewer."""
        assert self.viewer is ALL, "only the ALL viewer sees every hand"
        view = self.view()
        players = tuple(
            _with_role(player, seat.role)
            for player, seat in zip(view.players, self._seats, strict=True)
        )
        return OpenView(
            msgspec.structs.replace(view, players=players),
            tuple(tuple(seat.hand) for seat in self._seats),
        )

    def _round_now(self) -> int:
        """The round; in 3v3 competitive the next one as soon as every living seat has
        had its turn (see the module's docstring)."""
        over = self._rounds_by_team and self._turn_over
        if over and all(seat.seat in self._acted for seat in self._seats if seat.alive):
            return self._round + 1
        return self._round

    def _player(self, seat: _Seat) -> PlayerView:
        return PlayerView(
            seat.seat,
            seat.hero,
            seat.hp,
            seat.max_hp,
            seat.alive,
            seat.dying,
            seat.hand_count,
            tuple(seat.equip.values()),
            tuple(seat.judge),
            seat.public_role,
            seat.team,
            tuple(seat.skills) if self._skills_on else (),
        )

    # ------------------------------------------------------------------ cards
    def _moved(self, event: CardsMoved) -> None:
        cards, count = event.cards, event.count
        src, dst = event.src, event.dst
        if src is Area.DECK and dst is Area.DECK:
            return  # put back in another order (占卜): nothing shown changes
        if event.reason == "deal" and not self._dealt:
            self._dealt = True
            self._current = event.dst_seat if event.dst_seat is not None else self._current
        self._take(cards, count, src, event.src_seat)
        self._put(cards, count, dst, event.dst_seat)

    def _take(self, cards: tuple[int, ...], count: int, area: Area, seat: int | None) -> None:
        if area is Area.DECK:
            self._deck -= count
        elif area is Area.HAND:
            holder = self._seats[seat]  # type: ignore[index]
            holder.hand_count -= count
            for card in cards:
                if card in holder.hand:
                    holder.hand.remove(card)
        elif area is Area.EQUIP:
            equip = self._seats[seat].equip  # type: ignore[index]
            for card in cards:
                equip.pop(self._slot(card), None)  # type: ignore[arg-type]
        elif area is Area.JUDGE:
            holder = self._seats[seat]  # type: ignore[index]
            holder.judge = [entry for entry in holder.judge if entry[0] not in cards]
        elif area is Area.DISCARD:
            self._discard = [card for card in self._discard if card not in cards]
        else:
            self._table = [card for card in self._table if card not in cards]

    def _put(self, cards: tuple[int, ...], count: int, area: Area, seat: int | None) -> None:
        if area is Area.DECK:
            self._deck += count
        elif area is Area.HAND:
            holder = self._seats[seat]  # type: ignore[index]
            holder.hand_count += count
            holder.hand.extend(cards)
        elif area is Area.EQUIP:
            equip = self._seats[seat].equip  # type: ignore[index]
            for card in cards:
                equip[self._slot(card)] = card  # type: ignore[index]  # equipment: a slot
        elif area is Area.JUDGE:
            judge = self._seats[seat].judge  # type: ignore[index]
            for card in cards:
                kind = self._used_as.get(card) or self._kinds.get(card)
                if kind is not None:
                    judge.append((card, kind))
        elif area is Area.DISCARD:
            self._discard.extend(cards)
        else:
            self._table.extend(cards)

    def _slot(self, card: int) -> Slot | None:
        kind = self._kinds.get(card)
        return SPECS[kind].slot if kind is not None else None

    def _reshuffled(self, event: Reshuffled) -> None:
        # A reshuffle for a draw comes when the deck is empty, after the cards drawn before
        # it left the deck but before their CardsMoved (which takes them from the count).
        # One to look at the cards under the deck (peek_top) counts the deck left too.
        drawing = event.deck == len(self._discard)
        self._deck = event.deck + (self._deck if drawing else 0)
        self._discard = []

    def _used(self, event: CardUsed) -> None:
        if len(event.cards) == 1:
            self._used_as[event.cards[0]] = event.kind
        if event.kind is Kind.STRIKE and event.seat == self._current:
            free = self._free_strike == event.seat
            if self._phase is Phase.PLAY and not free:
                self._seats[event.seat].strikes_used += 1

    def _invoked(self, event: SkillInvoked) -> None:
        if event.skill in _ANSWER_STRIKE_SKILLS:
            self._free_strike = event.seat
        elif event.skill == "yizhuang" and event.targets:
            # ruling yizhuang_keeps_lord_skill: the dead hero's skills, and lord skills kept
            seat = self._seats[event.seat]
            dead = self._seats[event.targets[0]].hero
            kept = [skill for skill in seat.skills if skill in SKILLS and SKILLS[skill].lord]
            hero = HEROES.get(dead) if dead is not None else None
            gained = list(hero.skills) if hero is not None else []
            seat.skills = gained + kept

    # ------------------------------------------------------------------ seats
    def _hero(self, event: HeroChosen) -> None:
        seat = self._seats[event.seat]
        hero = HEROES.get(event.hero)  # None: a hero this program does not have
        seat.hero = event.hero
        seat.max_hp = seat.hp = event.max_hp
        seat.skills = list(hero.skills) if self._skills_on and hero is not None else []
        # ruling lord_skill_by_faction
        if self._lord_skills and self._skills_on and hero and seat.role is Role.LORD:
            seat.skills.append(LORD_SKILLS[hero.faction])

    def _hp(self, event: DamagedEvent | HpLost) -> None:
        self._seats[event.target].hp = event.hp

    def _healed(self, event: Healed) -> None:
        seat = self._seats[event.target]
        seat.hp = event.hp
        if seat.hp > 0:
            seat.dying = False  # saved: the engine asks nobody more

    def _max_hp(self, event: MaxHpChanged) -> None:
        seat = self._seats[event.seat]
        seat.max_hp, seat.hp = event.max_hp, event.hp

    def _role_dealt(self, event: RoleDealt) -> None:
        self._seats[event.seat].role = event.role

    def _role_revealed(self, event: RoleRevealed) -> None:
        seat = self._seats[event.seat]
        seat.role = seat.public_role = event.role
        if self._seating:
            seat.team = self._seating[event.seat][0]  # seated together with its role
        elif event.role is Role.LORD and self._lord_skills and self._round == 0:
            self._current = event.seat  # the lord chooses first and opens the game

    def _dying(self, event: Dying) -> None:
        self._seats[event.seat].dying = True

    def _died(self, event: Died) -> None:
        seat = self._seats[event.seat]
        seat.alive = False
        seat.dying = False
        if event.seat == self._current:
            self._turn_over = True

    # ------------------------------------------------------------------ turns
    def _turn(self, event: TurnStarted) -> None:
        if event.round != self._round:
            self._acted.clear()
        self._acted.add(event.seat)
        self._turn_over = False
        self._current = event.seat
        self._round = event.round
        self._seats[event.seat].strikes_used = 0

    def _phase_started(self, event: PhaseStarted) -> None:
        self._phase = event.phase
        if event.phase is Phase.END:
            self._turn_over = True

    def _swapped(self, event: PlacesSwapped) -> None:
        self._order = tuple(event.order)


def _with_role(player: PlayerView, role: Role | None) -> PlayerView:
    """``player`` with its role shown (``open_view``: the role each seat knows its own)."""
    if role is None or player.role is not None:
        return player
    return msgspec.structs.replace(player, role=role)
