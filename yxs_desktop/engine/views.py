"""Views: the only way anything leaves the engine.

:func:`seat_view` is what one seat may know now; :func:`event_for` redacts one event for a
seat (None: it may not see it at all); :func:`request_for` shows a seat the pending
request as it may see it. A spectator is ``seat=None``: it sees public information only;
any other seat that is not an ``int`` of the table raises :class:`NoSuchSeat`. Computer
players, the UI, the server and replays all go through these functions. Everything they
return is immutable (frozen structs, tuples, :class:`FrozenDict`): the seats share it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Final, TypeVar, cast

import msgspec

from yxs_desktop.engine.errors import NoSuchSeat
from yxs_desktop.engine.events import Event
from yxs_desktop.engine.requests import (
    EMPTY,
    ChooseHero,
    FrozenDict,
    PickHero,
    Request,
    _OptionRequest,
    with_subclasses,
)
from yxs_desktop.engine.view_types import PlayerView, Reach, SeatView

__all__ = [
    "PlayerView",
    "Reach",
    "SeatView",
    "event_for",
    "events_for",
    "reach",
    "request_for",
    "seat_view",
    "waiting_for",
]

T = TypeVar("T")

if TYPE_CHECKING:
    from yxs_desktop.engine.game import Game
    from yxs_desktop.engine.player import Player


def seat_view(game: Game, seat: object) -> SeatView:
    """What ``seat`` (an ``int`` of the table; None: a spectator) may know of ``game`` now."""
    seat = checked_seat(game, seat)
    me = game.players[seat] if seat is not None else None
    players, discard, table, order = _public(game)
    return SeatView(
        seat,
        me.role if me else None,
        game.mode.name,
        game.round,
        game.current.seat,
        len(game.deck),
        discard,
        table,
        tuple(c.id for c in me.hand) if me else (),
        players,
        me.strikes_used if me else 0,
        game.phase,
        order,
    )


def checked_seat(game: Game, seat: object) -> int | None:
    """``seat`` if it is None (a spectator) or an ``int`` naming a seat of ``game``; else
    :class:`NoSuchSeat` (a negative index would name another seat's hand). The views take
    the seat as ``object`` because they are the engine's boundary: compiled, a declared
    ``int`` would take ``True`` as 1 and refuse ``1.5`` with a bare ``TypeError``."""
    if seat is None:
        return None
    if type(seat) is not int or not 0 <= seat < len(game.players):
        raise NoSuchSeat(f"{seat!r} is not a seat of this table (0 to {len(game.players) - 1})")
    return seat


def _public(
    game: Game,
) -> tuple[tuple[PlayerView, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Everyone's public state, the piles and the table order, shared by all viewers and
    rebuilt only after something happened (a new event, or a dying state that ended); of
    the seats, only those the new events name (their classes' ``seat_fields``) are built
    afresh."""
    cache = game.view_cache
    count = len(game.events)
    dying = [p.dying for p in game.players]
    cached = cache.get("public")
    if cached is not None and cached[0] == count and cached[1] == dying:
        return cached[2]  # type: ignore[no-any-return]
    skills = game.skills_enabled
    touched = _touched(game.events, cached[0], count) if cached is not None else None
    if cached is None or touched is None:
        players = tuple([_player_view(p, skills) for p in game.players])
    else:
        old_players, old_dying = cached[2][0], cached[1]
        players = tuple(
            [
                _player_view(p, skills)
                if p.seat in touched or p.dying != old_dying[p.seat]
                else old_players[p.seat]
                for p in game.players
            ]
        )
    table = tuple([c.id for c in game.table])
    public = (players, _discard(game), table, tuple([p.seat for p in game.order]))
    cache["public"] = (count, dying, public)
    return public


def _discard(game: Game) -> tuple[int, ...]:
    """The discard pile's card ids, bottom first. Cached: while no card has left the pile
    (``Game.discard_shrinks``), cards were only added on top, so the new ones are appended."""
    pile = game.discard
    cached = game.view_cache.get("discard")
    if cached is not None and cached[0] == game.discard_shrinks and len(cached[1]) <= len(pile):
        ids: tuple[int, ...] = cached[1]
        if len(ids) == len(pile):
            return ids
        ids += tuple([c.id for c in pile[len(ids) :]])
    else:
        ids = tuple([c.id for c in pile])
    game.view_cache["discard"] = (game.discard_shrinks, ids)
    return ids


def _touched(events: list[Event], start: int, end: int) -> set[int] | None:
    """The seats that the events from ``start`` to ``end`` name (None: rebuild all)."""
    seats: set[int] = set()
    for i in range(start, end):
        event = events[i]
        kind = type(event)
        rule = _RULES.get(kind)
        if rule is None:
            rule = _rule(kind)
        fields = rule.seat_fields
        if fields is None:
            return None
        for field in fields:
            seat = getattr(event, field)
            if seat is not None:
                seats.add(seat)
    return seats


def _player_view(p: Player, skills: bool) -> PlayerView:
    hero = p.hero
    return PlayerView(
        p.seat,
        hero.id if hero is not None else None,
        p.hp,
        p.max_hp,
        p.alive,
        p.dying,
        len(p.hand),
        tuple([c.id for c in p.equip.values()]) if p.equip else (),
        tuple([(j.card.id, j.kind) for j in p.judge]) if p.judge else (),
        p.role if p.role_public else None,
        p.team,
        tuple([s.id for s in p.skills]) if skills and p.skills else (),
    )


def reach(game: Game, seat: int) -> Reach:
    me = game.players[seat]
    if not me.alive:
        return Reach((0,) * len(game.players), 0)
    distances = tuple(game.distance(me, p) if p.alive else 0 for p in game.players)
    return Reach(distances, game.attack_range(me))


# What the views read of an event type's class (``shown_to``, ``seat_fields``), read once
# per type into a native record: compiled code looks each name of the (interpreted) events
# module up in the module's dict, ``isinstance`` on a msgspec struct is slow, and this runs
# for every event.
_PUBLIC: Final = 0  # everyone, whole
_HIDE_CARDS: Final = 1  # card ids removed unless the seat is in ``visible_to``
_SEAT_ONLY: Final = 2  # shown to the seat of one field only
_TEAM_ONLY: Final = 3  # shown to the seats of ``visible_to`` only
_NOBODY: Final = 4  # a class that declares nothing
_CODES: Final = {
    "public": _PUBLIC,
    "cards_hidden": _HIDE_CARDS,
    "seat_only": _SEAT_ONLY,
    "team_only": _TEAM_ONLY,
}


class _TypeRule:
    """How the events of one type are shown (``code``, with the ``field`` it reads) and
    the fields that name the seats they go with (``seat_fields``, see :class:`Event`)."""

    def __init__(self, kind: type[Event]) -> None:
        shown = kind.shown_to
        self.code = _NOBODY if shown is None else _CODES[shown.rule]
        self.field = "" if shown is None else shown.field
        self.seat_fields = kind.seat_fields


#: The event types seen so far, with their rules.
_RULES: Final[dict[type[Event], _TypeRule]] = {}
#: The public event types seen so far (a set answers faster than the dict).
_PUBLIC_KINDS: Final[set[type[Event]]] = set()


def _rule(kind: type[Event]) -> _TypeRule:
    """The rule of the event type ``kind``, read from its class the first time."""
    rule = _RULES.get(kind)
    if rule is None:
        rule = _RULES[kind] = _TypeRule(kind)
        if rule.code == _PUBLIC:
            _PUBLIC_KINDS.add(kind)
    return rule


def event_for(event: Event, seat: int | None) -> Event | None:
    """``event`` as ``seat`` may see it, by its class's ``shown_to``: None when it may
    not see it at all (an event of a class that declares nothing is seen by nobody)."""
    kind = type(event)
    rule = _RULES.get(kind)  # the common case without a call (this runs for every event)
    if rule is None:
        rule = _rule(kind)
    code = rule.code
    if code == _PUBLIC:
        return event
    field = rule.field
    if code == _HIDE_CARDS:
        visible = getattr(event, field)
        if visible is None or seat in visible:
            return event
        return msgspec.structs.replace(event, cards=())
    if code == _SEAT_ONLY:
        return event if seat is not None and getattr(event, field) == seat else None
    if code == _TEAM_ONLY:
        return event if seat in getattr(event, field) else None
    return None


def events_for(game: Game, seat: object, start: int = 0) -> list[Event]:
    """The events from index ``start`` on, as ``seat`` may see them."""
    seat = checked_seat(game, seat)
    out = []
    for event in game.events[start:]:
        if type(event) in _PUBLIC_KINDS:  # most events: public, whole
            out.append(event)
            continue
        seen = event_for(event, seat)
        if seen is not None:
            out.append(seen)
    return out


#: Request types by what ``request_for`` hides of them (exact types: see ``with_subclasses``).
_OPTION_REQUESTS: Final = with_subclasses(_OptionRequest)
_HERO_CHOICES: Final = with_subclasses(ChooseHero)
_PICKS: Final = with_subclasses(PickHero)


def request_for(request: Request, seat: object) -> Request:
    """The request as ``seat`` (an ``int``; None: a spectator) may see it: only its own
    options and hero offers."""
    if seat is not None and type(seat) is not int:
        raise NoSuchSeat(f"{seat!r} is not a seat")
    kind = type(request)
    if kind in _OPTION_REQUESTS:
        asked = cast(_OptionRequest, request)
        own = asked.options_for(seat) if seat is not None else ()
        return msgspec.structs.replace(asked, options=FrozenDict({seat: own}) if own else EMPTY)
    if kind in _HERO_CHOICES:
        choice = cast(ChooseHero, request)
        offers = _own(choice.offers, seat)
        if kind in _PICKS:
            pick = cast(PickHero, request)
            fallback = _own(pick.fallback, seat)
            taken = _own(pick.taken, seat)
            return msgspec.structs.replace(
                pick,
                seats=_visible_seats(pick, pick.seats, seat),
                offers=offers,
                fallback=fallback,
                taken=taken,
            )
        return msgspec.structs.replace(choice, offers=offers)
    if seat in request.seats:
        return request
    return _redact_other(request)


def _own(mapping: Mapping[int, T], seat: int | None) -> Mapping[int, T]:
    """Only ``seat``'s entry of a request's per-seat mapping (nothing for a spectator)."""
    if seat is None or seat not in mapping:
        return EMPTY
    return FrozenDict({seat: mapping[seat]})


def waiting_for(game: Game, seat: object) -> tuple[int, ...]:
    """The seats ``seat`` may see the game waiting for (in the 3v3 casual team pick, only
    its own team's: who on the other team has picked is hidden until the reveal)."""
    seat = checked_seat(game, seat)
    request = game.pending
    if request is None:
        return ()
    return _visible_seats(request, game.waiting_for(), seat)


def _visible_seats(request: Request, seats: tuple[int, ...], viewer: int | None) -> tuple[int, ...]:
    if type(request) not in _PICKS:
        return seats
    request = cast(PickHero, request)
    if not request.teams:
        return seats
    if viewer is None or viewer not in request.teams:
        return tuple(sorted(request.teams))  # a spectator sees that everyone picks
    team = request.teams[viewer]
    return tuple(s for s in seats if request.teams.get(s) == team)


def _redact_other(request: Request) -> Request:
    """Others see that a request is pending and whom it asks, not its card ids."""
    hidden = {}
    for field in ("pool", "cards", "visible"):
        if hasattr(request, field):
            hidden[field] = ()
    if hasattr(request, "gifts"):
        hidden["gifts"] = ()
    return msgspec.structs.replace(request, **hidden) if hidden else request
