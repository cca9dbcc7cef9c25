"""Views of a replay rebuilt from its recorded events, for when the engine no longer re-runs
it (the fallback playback of :mod:`.playback`).

A :class:`ViewBuilder` (a typed :class:`~yxs_desktop.engine.event_fold.EventFold`: a method
per event class it follows) folds the events as one viewer received them (``event_for(event,
viewer)``: a seat, or None for a spectator) into the :class:`~yxs_desktop.engine.SeatView`
that ``seat_view(game, viewer)`` gives at that point of the game; folded the unredacted
events (``viewer`` :data:`ALL`), it gives the :class:`~.open_view.OpenView` that
``open_view(game)`` gives. It folds forward only (:meth:`ViewBuilder.apply`), so playing on
costs only the new events.

The builder knows no rule of the game: every field follows from the events as data. From
the mode it takes only the table's size and the whole deck, the state before the first
event; then each event says what changed:

* ``deck_count``: ``CardsMoved`` out of and into the deck; ``Reshuffled`` gives the deck
  anew (``deck``, plus the ``drawn`` cards of a draw under way whose ``CardsMoved``
  follows);
* ``strikes_used``: the ``CardUsed`` of the seat that say ``counts_for_limit``, from 0 at
  its ``TurnStarted``;
* ``skills``: ``HeroChosen``'s, then ``SkillsChanged``'s;
* ``dying``: from ``Dying`` until ``Saved`` or ``Died``;
* ``judge``: each card put there with the kind its ``CardsMoved`` says (``judge_kind``);
* ``team``: the seat's ``RoleRevealed``;
* ``current``: ``FirstPlayer``, then ``TurnStarted``;
* ``round``: ``RoundStarted`` (and ``TurnStarted``).

Replays of format 1, recorded before the events said all this, are upgraded when read
(:mod:`.upgrade`): the builder folds their events like any others.
"""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from yxs_desktop.engine import Event, PlayerView, SeatView, make_mode
from yxs_desktop.engine import cards as card_table
from yxs_desktop.engine.cards import SPECS, deck_for
from yxs_desktop.engine.enums import Area, Kind, Phase, Role, Slot
from yxs_desktop.engine.event_fold import EventFold
from yxs_desktop.engine.events import (
    CardsMoved,
    CardUsed,
    Damaged,
    Died,
    Dying,
    FirstPlayer,
    Healed,
    HeroChosen,
    HpLost,
    MaxHpChanged,
    PhaseStarted,
    PlacesSwapped,
    Reshuffled,
    RoleDealt,
    RoleRevealed,
    RoundStarted,
    Saved,
    SkillsChanged,
    TurnStarted,
)
from yxs_desktop.replay.open_view import ALL, OpenView


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
        self.skills: tuple[str, ...] = ()
        self.strikes_used = 0


class ViewBuilder(EventFold):
    """The table as ``viewer`` (a seat, None for a spectator, :data:`ALL` for every card
    open) knows it, folded from the events it received, in the mode called ``mode``
    (whose table size and deck are the state before the first event)."""

    def __init__(self, mode: str, viewer: object, *, extra_choice: bool = False) -> None:
        game_mode = make_mode(mode, extra_choice=extra_choice)
        self.mode = mode
        self.viewer = viewer
        self.events = 0  # how many events were folded
        self._seats = [_Seat(seat) for seat in range(game_mode.players)]
        self._order = tuple(range(game_mode.players))
        self._kinds = {card.id: card.kind for card in card_table.STANDARD_DECK}
        self._deck = len(deck_for(game_mode.deck_without))
        self._discard: list[int] = []
        self._table: list[int] = []
        self._round = 0
        self._current = 0
        self._phase: Phase | None = None

    def fold(self, events: Iterable[Event]) -> None:
        """Fold ``events``, the next ones the viewer received, into the state."""
        handlers = self._handlers
        for event in events:
            self.events += 1
            handler = handlers.get(type(event))
            if handler is not None:
                handler(self, event)

    #: The name the builder's callers know :meth:`fold` by.
    apply = fold

    def view(self) -> SeatView:
        """The viewer's view now (a spectator's for :data:`ALL`), as ``seat_view``."""
        viewer = self.viewer
        me = self._seats[viewer] if type(viewer) is int else None
        return SeatView(
            me.seat if me else None,
            me.role if me else None,
            self.mode,
            self._round,
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
            seat.skills,
        )

    # ------------------------------------------------------------------ cards
    def on_cards_moved(self, event: CardsMoved) -> None:
        cards, count = event.cards, event.count
        self._take(cards, count, event.src, event.src_seat)
        self._put(cards, count, event.dst, event.dst_seat, event.judge_kind)

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

    def _put(
        self,
        cards: tuple[int, ...],
        count: int,
        area: Area,
        seat: int | None,
        judge_kind: Kind | None,
    ) -> None:
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
                # judge_kind is set on every move into a judge area; a card's own kind
                # (printed on it) stands in only for an event that lacks it
                kind = judge_kind or self._kinds.get(card)
                if kind is not None:
                    judge.append((card, kind))
        elif area is Area.DISCARD:
            self._discard.extend(cards)
        else:
            self._table.extend(cards)

    def _slot(self, card: int) -> Slot | None:
        kind = self._kinds.get(card)
        return SPECS[kind].slot if kind is not None else None

    def on_reshuffled(self, event: Reshuffled) -> None:
        self._deck = event.deck + event.drawn
        self._discard = []

    def on_card_used(self, event: CardUsed) -> None:
        if event.counts_for_limit:
            self._seats[event.seat].strikes_used += 1

    # ------------------------------------------------------------------ seats
    def on_hero_chosen(self, event: HeroChosen) -> None:
        seat = self._seats[event.seat]
        seat.hero = event.hero
        seat.max_hp = seat.hp = event.max_hp
        seat.skills = event.skills

    def on_skills_changed(self, event: SkillsChanged) -> None:
        self._seats[event.seat].skills = event.skills

    def on_damaged(self, event: Damaged) -> None:
        self._seats[event.target].hp = event.hp

    def on_hp_lost(self, event: HpLost) -> None:
        self._seats[event.target].hp = event.hp

    def on_healed(self, event: Healed) -> None:
        self._seats[event.target].hp = event.hp

    def on_max_hp_changed(self, event: MaxHpChanged) -> None:
        seat = self._seats[event.seat]
        seat.max_hp, seat.hp = event.max_hp, event.hp

    def on_role_dealt(self, event: RoleDealt) -> None:
        self._seats[event.seat].role = event.role

    def on_role_revealed(self, event: RoleRevealed) -> None:
        seat = self._seats[event.seat]
        seat.role = seat.public_role = event.role
        seat.team = event.team

    def on_dying(self, event: Dying) -> None:
        self._seats[event.seat].dying = True

    def on_saved(self, event: Saved) -> None:
        self._seats[event.seat].dying = False

    def on_died(self, event: Died) -> None:
        seat = self._seats[event.seat]
        seat.alive = False
        seat.dying = False

    # ------------------------------------------------------------------ turns
    def on_first_player(self, event: FirstPlayer) -> None:
        self._current = event.seat

    def on_round_started(self, event: RoundStarted) -> None:
        self._round = event.round

    def on_turn_started(self, event: TurnStarted) -> None:
        self._current = event.seat
        self._round = event.round
        self._seats[event.seat].strikes_used = 0

    def on_phase_started(self, event: PhaseStarted) -> None:
        self._phase = event.phase

    def on_places_swapped(self, event: PlacesSwapped) -> None:
        self._order = tuple(event.order)


def _with_role(player: PlayerView, role: Role | None) -> PlayerView:
    """``player`` with its role shown (``open_view``: the role each seat knows its own)."""
    if role is None or player.role is not None:
        return player
    return msgspec.structs.replace(player, role=role)
