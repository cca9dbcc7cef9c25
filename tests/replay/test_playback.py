"""Playing a replay back: seeking anywhere shows, for every viewpoint, what a game re-run
afresh to that point shows; turns and deaths are found; a replay the engine no longer
re-runs is shown from its recorded events, with a notice, still redacted per seat, and
with the views the game had, rebuilt from those events."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest

from yxs_desktop.engine import (
    Game,
    NoSuchSeat,
    cards,
    encode,
    event_for,
    events_for,
    seat_view,
)
from yxs_desktop.engine.enums import PUBLIC_AREAS
from yxs_desktop.engine.events import CardsMoved, Died, HeroesOffered, RoleDealt, TurnStarted
from yxs_desktop.replay.format import decode_event
from yxs_desktop.replay.playback import ALL, Playback
from yxs_desktop.replay.reader import Replay, read_replay
from yxs_desktop.replay.rerun import answer, start_game

from .helpers import diverges_at, diverging_card, record, rewrite_events, with_rank_changed


def _fresh(replay: Replay, k: int) -> Game:
    """A game re-run from the start until it has made at least ``k`` events."""
    game = start_game(replay.header)
    for i, line in enumerate(replay.responses):
        if len(game.events) >= k:
            break
        answer(game, line, replay.response_lines[i])
    return game


def _encoded(items: object) -> bytes:
    return msgspec.json.encode(items)


def test_seeking_anywhere_shows_every_viewpoint_as_a_game_rerun_afresh(tmp_path: Path) -> None:
    replay = read_replay(record(tmp_path, "identity5", 2))
    playback = Playback(replay)
    assert playback.rerun_ok and playback.notice is None
    last = playback.length
    middle = last // 2
    for k in (0, middle, last, middle, 1, middle + 7, last):
        landed = playback.seek(k)
        fresh = _fresh(replay, k)
        assert landed == playback.lands_on(k) == len(fresh.events) >= k
        for seat in [*range(len(fresh.players)), None]:
            view = playback.view(seat)
            assert _encoded(view) == _encoded(seat_view(fresh, seat)), (k, seat)
            assert _encoded(playback.events(seat)) == _encoded(events_for(fresh, seat))
        assert playback.events(ALL) == fresh.events


def test_seeking_lands_on_the_first_point_between_answers_at_or_after_k(tmp_path: Path) -> None:
    replay = read_replay(record(tmp_path, "identity5", 2))
    playback = Playback(replay)
    between = set(replay.events_before) | {playback.length}
    for k in range(playback.length + 1):
        landed = playback.lands_on(k)
        assert landed in between and landed >= k
        assert not any(k <= point < landed for point in between)
    assert playback.seek(-5) == playback.lands_on(0)
    assert playback.seek(playback.length + 5) == playback.length


def test_turn_and_death_indexes_are_those_of_the_recorded_events(tmp_path: Path) -> None:
    replay = read_replay(record(tmp_path, "identity8", 1))
    playback = Playback(replay)
    recorded = [decode_event(encoded) for encoded in replay.events]
    turns = [i for i, event in enumerate(recorded) if isinstance(event, TurnStarted)]
    deaths = [i for i, event in enumerate(recorded) if isinstance(event, Died)]
    assert list(playback.turns) == turns and len(turns) > 10
    assert list(playback.deaths) == deaths and deaths
    # Seeking just past a death shows the seat dead to every viewer.
    died = recorded[deaths[0]]
    assert isinstance(died, Died)
    playback.seek(deaths[0] + 1)
    for seat in [*range(playback.seats), None]:
        view = playback.view(seat)
        assert view is not None and not view.players[died.seat].alive


def test_a_viewpoint_that_is_not_a_seat_is_refused(tmp_path: Path) -> None:
    playback = Playback(read_replay(record(tmp_path)))
    for seat in (5, -1, True, 1.5):
        with pytest.raises(NoSuchSeat):
            playback.events(seat)


def _edit_one_event(path: Path, index: int) -> None:
    """Change event ``index`` of the file (its ``reason``), digests made to match: a
    replay this engine makes differently from there on."""
    replay = read_replay(path)
    events = list(replay.events)
    event = decode_event(events[index])
    events[index] = encode(msgspec.structs.replace(event, reason="edited"))
    rewrite_events(path, events)


def _check_hidden_from(seat: int | None, events: list[object]) -> None:
    """No event shows ``seat`` another seat's hand cards, role or hero offer."""
    for event in events:
        if isinstance(event, CardsMoved) and event.cards:
            public = event.src in PUBLIC_AREAS or event.dst in PUBLIC_AREAS
            own = seat is not None and seat in (event.src_seat, event.dst_seat)
            allowed = event.visible_to is None or seat in event.visible_to
            assert public or own or allowed, f"seat {seat} sees hidden cards: {event}"
        if isinstance(event, RoleDealt | HeroesOffered):
            assert event.seat == seat, f"seat {seat} sees another's private {event}"


def test_a_replay_the_engine_makes_differently_is_shown_from_its_recorded_events(
    tmp_path: Path,
) -> None:
    path = record(tmp_path, "identity5", 2)
    original = read_replay(path)
    game = _fresh(original, len(original.events) + 1)  # the whole game, as recorded
    middle = len(original.events) // 2
    edited = next(  # an event with a reason (a CardsMoved) from the middle on
        i for i in range(middle, len(original.events)) if b'"reason":' in original.events[i]
    )
    _edit_one_event(path, edited)
    playback = Playback(read_replay(path))

    assert not playback.rerun_ok and playback.game is None
    assert playback.notice is not None and playback.notice.fields["index"] == edited
    assert "another version of the rules: shown from its recorded events" in (
        playback.notice.text("en")
    )
    assert "另一版本的规则" in playback.notice.text("zh")
    for k in (0, 3, edited, edited + 1, playback.length):
        assert playback.seek(k) == k  # recorded events: exactly k
        for seat in [*range(len(game.players)), None]:
            shown = playback.events(seat)
            _check_hidden_from(seat, shown)
            # Redacted by the engine's own rule, as the game re-run from the unedited
            # file shows them (but the edited event).
            expected = [e for e in (event_for(x, seat) for x in game.events[:k]) if e]
            assert len(shown) == len(expected)
            for mine, theirs in zip(shown, expected, strict=True):
                assert encode(mine) == encode(theirs) or mine.reason == "edited"
        whole = [encode(event) for event in playback.events(ALL)]
        differing = [i for i in range(k) if whole[i] != original.events[i]]
        assert differing == ([edited] if k > edited else [])
    hands = [
        e
        for e in playback.events(0)
        if isinstance(e, CardsMoved) and e.dst_seat not in (0, None) and e.src_seat != 0
    ]
    assert any(not e.cards for e in hands)  # others' draws: seen, their cards not


@pytest.mark.interpreted  # the compiled deck_for keeps its own reference to the deck
def test_a_replay_recorded_under_other_card_ranks_plays_from_its_recorded_events(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = record(tmp_path, "identity8", 24)  # a game some card's rank changes
    monkeypatch.setattr(cards, "STANDARD_DECK", with_rank_changed(diverging_card(path)))
    playback = Playback(read_replay(path))
    assert not playback.rerun_ok
    assert playback.notice is not None and playback.notice.fields["index"] == diverges_at(path)
    assert playback.seek(playback.length) == playback.length
    recorded = read_replay(path).events
    assert [encode(e) for e in playback.events(ALL)] == recorded
    for seat in [*range(playback.seats), None]:
        _check_hidden_from(seat, list(playback.events(seat)))


@pytest.mark.interpreted  # the compiled deck_for keeps its own reference to the deck
def test_a_replay_shown_from_its_recorded_events_has_the_views_the_game_had(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = record(tmp_path, "identity8", 24)  # a game some card's rank changes
    changed = diverging_card(path)
    before = read_replay(path).events_before
    # answer boundaries before and after the divergence, forward, back and forward again
    points = [before[len(before) // 2], before[-1], before[5], before[0], before[-40], before[-3]]
    exact = Playback(read_replay(path))
    viewpoints: list[object] = [*range(exact.seats), None]
    expected = {}
    for k in points:
        assert exact.seek(k) == k
        expected[k] = [_encoded(exact.view(v)) for v in viewpoints], _encoded(exact.open_view())
    monkeypatch.setattr(cards, "STANDARD_DECK", with_rank_changed(changed))
    playback = Playback(read_replay(path))
    assert not playback.rerun_ok and playback.game is None
    for k in [*points, playback.length]:
        assert playback.seek(k) == k
        views = [_encoded(playback.view(v)) for v in viewpoints]
        opened = _encoded(playback.open_view())
        if k in expected:
            assert (views, opened) == expected[k], k
    exact.seek(exact.length)
    assert views == [_encoded(exact.view(v)) for v in viewpoints]
    assert opened == _encoded(exact.open_view())


def test_all_cards_open_shows_every_hand_and_role_as_each_seat_knows_it(
    tmp_path: Path,
) -> None:
    replay = read_replay(record(tmp_path, "identity5", 3))
    playback = Playback(replay)
    playback.seek(playback.length // 2)
    opened = playback.open_view()
    assert opened is not None
    for seat in range(playback.seats):
        own = playback.view(seat)
        assert own is not None
        assert opened.hands[seat] == own.hand
        assert opened.view.players[seat].role == own.role
    spectator = playback.view(None)
    assert spectator is not None
    assert opened.view.seat is None and opened.view.discard == spectator.discard
