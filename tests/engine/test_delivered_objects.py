"""Nothing the engine hands out shares mutable state with it: requests, their options,
views and events are immutable all the way down, so a receiver that changes one (a
buggy player, a UI) gets an error and changes nothing in the game."""

from __future__ import annotations

import enum
from collections.abc import Iterator

import msgspec
import pytest

from tests.scenario import Scenario
from yxs_desktop.engine.enums import Kind
from yxs_desktop.engine.errors import IllegalResponse
from yxs_desktop.engine.game import Game
from yxs_desktop.engine.modes import MODES, make_mode
from yxs_desktop.engine.requests import FrozenDict, PickHero, PlayPhase, Use
from yxs_desktop.engine.views import events_for, request_for, seat_view
from yxs_desktop.selfplay import make_agents

_SCALARS = (int, str, float, bool, type(None), enum.Enum)


def mutable_parts(value: object, path: str = "") -> Iterator[str]:
    """Where in ``value`` something could be changed in place (its path)."""
    if isinstance(value, _SCALARS):
        return
    if isinstance(value, tuple):
        for i, item in enumerate(value):
            yield from mutable_parts(item, f"{path}[{i}]")
    elif isinstance(value, FrozenDict):
        for key, item in value.items():
            yield from mutable_parts(key, f"{path}.key")
            yield from mutable_parts(item, f"{path}[{key!r}]")
    elif isinstance(value, msgspec.Struct):
        if not type(value).__struct_config__.frozen:
            yield f"{path} ({type(value).__name__} is not frozen)"
        for field in value.__struct_fields__:
            yield from mutable_parts(getattr(value, field), f"{path}.{field}")
    else:
        yield f"{path} ({type(value).__name__})"


def delivered(game: Game) -> Iterator[tuple[str, object]]:
    """Everything the engine hands out now, to each seat and to a spectator."""
    request = game.pending
    viewers: list[int | None] = [None, *range(len(game.players))]
    if request is not None:
        yield "pending", request
    for seat in viewers:
        yield f"view {seat}", seat_view(game, seat)
        if request is not None:
            yield f"request for {seat}", request_for(request, seat)
    yield "events", tuple(events_for(game, None, max(0, len(game.events) - 30)))


@pytest.mark.parametrize("mode", sorted(MODES))
def test_every_delivered_request_view_and_event_is_immutable_all_the_way_down(
    mode: str,
) -> None:
    game = Game(make_mode(mode), 8)
    agents = make_agents("random", game)
    game.start()
    checked = 0
    while game.pending is not None:
        for what, value in delivered(game):
            assert list(mutable_parts(value)) == [], what
            checked += 1
        request = game.pending
        seat = game.waiting_for()[0]
        game.submit(seat, request.id, agents[seat].decide(seat_view(game, seat), request))
    assert checked > 1000


def attack(value: object) -> int:
    """Try to change ``value`` in place every way there is, all the way down; each try
    must be refused. Returns how many tries were made."""
    tries = 0
    if isinstance(value, tuple):
        return sum(attack(item) for item in value)
    if isinstance(value, dict):
        for key in list(value):
            tries += attack(value[key])
        key = next(iter(value), 0)
        for change in (
            lambda: value.__setitem__(key, ()),
            lambda: value.__delitem__(key),
            value.clear,
            lambda: value.update({key: ()}),
            lambda: value.pop(key),
            value.popitem,
            lambda: value.setdefault(key, ()),
            lambda: value.__ior__({key: ()}),
        ):
            with pytest.raises(TypeError):
                change()
            tries += 1
    elif isinstance(value, msgspec.Struct):
        for field in value.__struct_fields__:
            tries += attack(getattr(value, field))
            with pytest.raises((AttributeError, TypeError)):
                setattr(value, field, None)
            tries += 1
    return tries


def play(mode: str, seed: int, attacking: bool) -> tuple[bytes, int]:
    """A seeded game between random players; when ``attacking``, everything delivered at
    every step is attacked first. Returns the game's events and the number of tries."""
    game = Game(make_mode(mode), seed)
    agents = make_agents("random", game)
    game.start()
    tries = 0
    while game.pending is not None:
        if attacking:
            tries += sum(attack(value) for _, value in delivered(game))
        request = game.pending
        seat = game.waiting_for()[0]
        game.submit(seat, request.id, agents[seat].decide(seat_view(game, seat), request))
    return msgspec.json.encode(game.events), tries


@pytest.mark.parametrize("mode", sorted(MODES))
def test_attacking_everything_delivered_changes_nothing_in_the_game(mode: str) -> None:
    attacked, tries = play(mode, 12, attacking=True)
    untouched, _ = play(mode, 12, attacking=False)
    assert tries > 10_000
    assert attacked == untouched


def test_changing_a_delivered_borrowed_knife_option_cannot_make_a_victim_legal() -> None:
    """借刀杀人: seat 1 holds a weapon and can reach seat 2 only; seat 3 is out of its
    range. Changing the delivered option's victims to let 3 in fails, and the game still
    refuses 3 as the victim."""
    sc = Scenario(
        [None] * 5,
        hands={0: ["knife"]},
        equip={1: ["tiger_tally"]},
    )
    sc.start_turn(0)
    request = sc.expect(PlayPhase, 0).pending
    assert request is not None
    for shown in (request, request_for(request, 0)):
        assert isinstance(shown, PlayPhase)
        option = next(o for o in shown.options[0] if o.kind is Kind.KNIFE)
        assert option.victims is not None
        with pytest.raises(TypeError):
            option.victims[1] = (3,)  # type: ignore[index]
        with pytest.raises(TypeError):
            option.victims.update({1: (3,)})  # type: ignore[attr-defined]
        with pytest.raises(TypeError):
            shown.options[0] = ()  # type: ignore[index]
        with pytest.raises((TypeError, AttributeError)):
            shown.options = {}  # type: ignore[misc]
    option = next(o for o in request.options[0] if o.kind is Kind.KNIFE)
    assert option.victims is not None and 3 not in option.victims[1]
    knife = sc.held(0, "knife").id
    with pytest.raises(IllegalResponse) as info:
        sc.game.submit(0, request.id, Use((knife,), Kind.KNIFE, None, (1, 3)))
    assert info.value.code == "not_an_option"
    sc.use(0, "knife", [1, option.victims[1][0]])


def test_changing_a_delivered_team_pick_cannot_reveal_the_other_teams_picks() -> None:
    game = Game(make_mode("3v3-casual"), 4)
    game.start()
    request = game.pending
    assert isinstance(request, PickHero)
    seat = request.seats[0]
    shown = request_for(request, seat)
    assert isinstance(shown, PickHero)
    for mapping in (shown.teams, request.teams, shown.taken, shown.offers, shown.fallback):
        with pytest.raises(TypeError):
            mapping[seat] = "B"  # type: ignore[index]
        with pytest.raises(TypeError):
            mapping.clear()  # type: ignore[attr-defined]
    assert request_for(request, seat).seats == shown.seats  # still only its own team


def test_a_frozen_mapping_still_copies_and_encodes_like_a_dict() -> None:
    import copy

    frozen = FrozenDict({1: (2, 3)})
    assert copy.deepcopy(frozen) == {1: (2, 3)} and type(copy.copy(frozen)) is FrozenDict
    assert msgspec.json.encode(frozen) == b'{"1":[2,3]}'
    assert frozen | {4: ()} == {1: (2, 3), 4: ()}  # a new dict: the frozen one is unchanged
    assert frozen == {1: (2, 3)}
