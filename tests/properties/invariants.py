"""Invariant checks shared by the property tests: run after every step of a game."""

from __future__ import annotations

from collections.abc import Sequence

from yxs_desktop.engine.enums import PUBLIC_AREAS, Area, Role
from yxs_desktop.engine.events import (
    PUBLIC,
    CardsMoved,
    Event,
    HeroesOffered,
    HeroPicked,
    RoleDealt,
)
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.requests import ChooseHero, PickHero, PlayPhase, Respond
from yxs_desktop.engine.views import events_for, request_for, seat_view


def check_cards_conserved(game: Game) -> None:
    """Each of the game's cards is in exactly one zone, where ``location`` says."""
    seen: dict[int, tuple[Area, int | None]] = {}

    def put(card_id: int, where: tuple[Area, int | None]) -> None:
        assert card_id not in seen, f"card {card_id} is both in {seen[card_id]} and {where}"
        seen[card_id] = where

    for card in game.deck:
        put(card.id, (Area.DECK, None))
    for card in game.discard:
        put(card.id, (Area.DISCARD, None))
    for card in game.table:
        put(card.id, (Area.TABLE, None))
    for p in game.players:
        for card in p.hand:
            put(card.id, (Area.HAND, p.seat))
        for card in p.equip.values():
            put(card.id, (Area.EQUIP, p.seat))
        for entry in p.judge:
            put(entry.card.id, (Area.JUDGE, p.seat))
    assert set(seen) == set(game.cards), "some cards are in no zone"
    assert seen == game.location, "a card's recorded location is wrong"


def check_hp_bounds(game: Game) -> None:
    """Nobody ever has more HP than max HP (checked after every event)."""
    for p in game.players:
        assert p.hp <= p.max_hp, f"seat {p.seat} has {p.hp} HP of {p.max_hp}"


def check_alive_means_hp(game: Game) -> None:
    """Between answers, a living character that is not dying has at least 1 HP."""
    for p in game.players:
        if p.alive and not p.dying and p.hero is not None:
            assert p.hp >= 1, f"seat {p.seat} alive at {p.hp} HP and not dying"


def check_views_hide(game: Game, since: int = 0) -> None:
    """No seat's view of the events (from index ``since``), the table or the pending
    request shows a hidden card or role it should not see."""
    n = len(game.players)
    public_events = [e for e in game.events[since:] if type(e).shown_to is PUBLIC]
    for seat in [*range(n), None]:
        seen = events_for(game, seat, since)
        check_events_hide(game, seat, seen, since)
        seen_public = [e for e in seen if type(e).shown_to is PUBLIC]
        assert all(a is b for a, b in zip(seen_public, public_events, strict=True))
        view = seat_view(game, seat)
        for player in view.players:
            if player.role is not None:
                real = game.players[player.seat]
                assert real.role_public, f"seat {seat} sees the hidden role of {player.seat}"
        if seat is not None:
            assert view.role is game.players[seat].role
        if seat is not None:
            assert set(view.hand) == {c.id for c in game.players[seat].hand}
        request = game.pending
        if request is None:
            continue
        shown = request_for(request, seat)
        if isinstance(shown, PlayPhase | Respond):
            own_cards = (
                {c.id for c in game.players[seat].all_cards()} if seat is not None else set()
            )
            for options in shown.options.values():
                for option in options:
                    assert set(option.cards) <= own_cards, f"seat {seat} sees others' cards"
        if isinstance(shown, ChooseHero):
            assert set(shown.offers) <= ({seat} if seat is not None else set())
        if isinstance(shown, PickHero):
            assert set(shown.fallback) <= ({seat} if seat is not None else set())
        if isinstance(request, PickHero):  # nobody's pick is shown before the reveal
            assert all(p.hero is None for p in view.players), f"seat {seat} sees a pick"


def check_events_hide(game: Game, seat: int | None, seen: Sequence[Event], since: int = 0) -> None:
    """``seen``, the events from index ``since`` on as ``seat`` (None: a spectator) got
    them, hold every public event of ``game`` and no hidden card, role, hero offer or
    pick that ``seat`` may not see. (Also used on exported replays, whose events are
    decoded copies: public events are compared by value.)"""
    public_events = [e for e in game.events[since:] if type(e).shown_to is PUBLIC]
    seen_public = [e for e in seen if type(e).shown_to is PUBLIC]
    assert seen_public == public_events, f"seat {seat} misses or changes a public event"
    for event in seen:
        check_event_hides(game, seat, event)


def check_event_hides(game: Game, seat: int | None, event: Event) -> None:
    """``event``, as ``seat`` (None: a spectator) got it, shows no hidden card, role, hero
    offer or pick that ``seat`` may not see."""
    if isinstance(event, CardsMoved) and event.cards:
        public = event.src in PUBLIC_AREAS or event.dst in PUBLIC_AREAS
        own = seat is not None and seat in (event.src_seat, event.dst_seat)
        allowed = event.visible_to is None or seat in event.visible_to
        assert public or own or allowed, f"seat {seat} sees hidden cards: {event}"
        if not public and not own:
            assert event.reason == "arrange", f"seat {seat} sees {event}"
    if isinstance(event, RoleDealt | HeroesOffered):
        assert event.seat == seat, f"seat {seat} sees another's private {event}"
    if isinstance(event, HeroPicked):  # a 3v3 casual pick: the picker's team only
        picker = game.players[event.seat]
        assert seat is not None and game.players[seat].team == picker.team, (
            f"seat {seat} sees the other team's pick {event}"
        )


def check_roles(game: Game) -> None:
    lords = [p for p in game.players if p.role is Role.LORD]
    assert len(lords) <= 1
