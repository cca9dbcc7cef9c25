"""Who sees an event is declared by its class (``shown_to``): public, one seat, a team, or
public with its card ids for ``visible_to`` only; a class that declares nothing is shown
to nobody. The seats an event goes with (``seat_fields``, for the views' cache) are
declared there too."""

from __future__ import annotations

import inspect

import pytest

from yxs_desktop.engine import events
from yxs_desktop.engine.enums import Area, Role
from yxs_desktop.engine.events import (
    CARDS_HIDDEN,
    PUBLIC,
    TEAM_ONLY,
    CardsMoved,
    Damaged,
    Event,
    HeroesOffered,
    HeroPicked,
    RoleDealt,
    Shown,
    seat_only,
)
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import make_mode
from yxs_desktop.engine.views import event_for, events_for, seat_view

EVENT_CLASSES = [
    cls
    for _, cls in inspect.getmembers(events, inspect.isclass)
    if issubclass(cls, Event) and cls is not Event
]
VIEWERS = [None, 0, 1, 2, 3, 4]


class Undeclared(Event, frozen=True):
    """An event class that says nothing of who may see it."""

    seat: int


class OwnerOnly(Event, frozen=True):
    """Shown to the seat its ``owner`` field names."""

    shown_to = seat_only("owner")
    seat_fields = ()

    owner: int
    secret: str


def test_every_event_class_declares_who_sees_it_and_the_seats_it_goes_with() -> None:
    assert len(EVENT_CLASSES) == 31
    for cls in EVENT_CLASSES:
        assert isinstance(cls.__dict__.get("shown_to"), Shown), cls.__name__
        assert "seat_fields" in cls.__dict__, cls.__name__
        fields = cls.seat_fields
        assert fields is None or set(fields) <= set(cls.__struct_fields__), cls.__name__
        shown = cls.shown_to
        assert shown is not None
        assert not shown.field or shown.field in cls.__struct_fields__, cls.__name__


def test_only_the_private_and_team_events_are_not_public() -> None:
    hidden = {cls.__name__: cls.shown_to for cls in EVENT_CLASSES if cls.shown_to is not PUBLIC}
    assert set(hidden) == {"CardsMoved", "RoleDealt", "HeroesOffered", "HeroPicked"}
    assert hidden["CardsMoved"] is CARDS_HIDDEN and hidden["HeroPicked"] is TEAM_ONLY


def test_an_event_class_that_declares_nothing_is_shown_to_nobody() -> None:
    event = Undeclared(0)
    assert all(event_for(event, seat) is None for seat in VIEWERS)
    game = Game(make_mode("identity5"), 0)
    game.start()
    game.events.append(event)
    for seat in VIEWERS:
        seen = events_for(game, seat)
        assert event not in seen and all(type(e) is not Undeclared for e in seen)
        seat_view(game, seat)  # the views' cache rebuilds every seat after it


def test_a_public_event_is_the_same_object_for_everyone() -> None:
    event = Damaged(1, 2, 1, 3)
    assert all(event_for(event, seat) is event for seat in VIEWERS)


def test_a_seat_only_event_reaches_the_seat_its_field_names_and_nobody_else() -> None:
    for event in (RoleDealt(2, Role.REBEL), HeroesOffered(2, ("xiang_yu",))):
        assert [s for s in VIEWERS if event_for(event, s) is event] == [2]
    other = OwnerOnly(3, "x")
    assert [s for s in VIEWERS if event_for(other, s) is other] == [3]


def test_a_team_event_reaches_the_seats_of_visible_to_only() -> None:
    event = HeroPicked(0, "xiang_yu", (0, 2, 4))
    assert [s for s in VIEWERS if event_for(event, s) is event] == [0, 2, 4]
    assert [s for s in VIEWERS if event_for(event, s) is None] == [None, 1, 3]


@pytest.mark.parametrize("visible_to", [None, (1,), (1, 3), ()])
def test_moved_cards_are_public_but_their_ids_only_for_visible_to(
    visible_to: tuple[int, ...] | None,
) -> None:
    event = CardsMoved((7, 9), 2, Area.DECK, Area.HAND, None, 1, visible_to, "draw")
    for seat in VIEWERS:
        seen = event_for(event, seat)
        assert isinstance(seen, CardsMoved) and seen.count == 2 and seen.dst_seat == 1
        sees_ids = visible_to is None or seat in visible_to
        assert seen.cards == ((7, 9) if sees_ids else ()), seat
        assert (seen is event) == sees_ids
