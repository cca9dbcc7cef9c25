"""A viewer's stream: sequence numbers count the events that viewer received, without
gaps where events were hidden from it; missed events are resent while they are kept, a
snapshot is due otherwise; requests and the waiting list show only what the viewer may
see."""

from __future__ import annotations

import pytest

from tests.protocol.real_game import play
from yxs_desktop.engine import Game, event_for, make_mode, seat_view
from yxs_desktop.engine.events import HeroesOffered, RoleDealt
from yxs_desktop.protocol.messages import Asked, Update, Waiting
from yxs_desktop.protocol.stream import Stream, asked, waiting


def sequence(messages: list[object]) -> list[int]:
    return [n.seq for m in messages if isinstance(m, Update) for n in m.events]


def test_a_seats_numbers_run_without_gaps_over_the_events_it_may_see() -> None:
    played = play()
    numbers = sequence(played.seat)
    assert numbers == list(range(1, len(numbers) + 1))
    visible = [e for e in played.game.events if event_for(e, 0) is not None]
    assert len(numbers) == len(visible) < len(played.game.events)


def test_the_spectators_have_a_count_of_their_own() -> None:
    played = play()
    numbers = sequence(played.spectator)
    assert numbers == list(range(1, len(numbers) + 1))
    assert len(numbers) == sum(event_for(e, None) is not None for e in played.game.events)


def test_nothing_hidden_from_a_seat_is_numbered_in_its_stream() -> None:
    played = play()
    for message in played.seat:
        if isinstance(message, Update):
            for numbered in message.events:
                event = numbered.event
                if isinstance(event, RoleDealt | HeroesOffered):
                    assert event.seat == 0


def started(mode: str = "identity5", seed: int = 3) -> Game:
    game = Game(make_mode(mode), seed)
    game.start()
    return game


def test_an_update_carries_the_view_after_its_events_and_the_seats_reach() -> None:
    game = started()
    update = Stream(2).update(game)
    assert update is not None
    assert update.view == seat_view(game, 2)
    assert update.reach is not None and len(update.reach.distances) == 5
    spectator = Stream(None).update(game)
    assert spectator is not None and spectator.reach is None and spectator.view.seat is None


def test_an_update_with_nothing_new_is_not_sent() -> None:
    game = started()
    stream = Stream(1)
    assert stream.update(game) is not None
    assert stream.update(game) is None


def test_missed_events_are_resent_from_the_last_number_seen() -> None:
    played = play()
    game = played.game
    stream = Stream(0)
    stream.update(game)
    sent = sequence(played.seat)
    assert stream.seq == len(sent)
    again = stream.missed(stream.seq - 3)
    assert again is not None and [n.seq for n in again] == sent[-3:]
    assert stream.missed(stream.seq) == ()


def test_a_snapshot_is_due_when_the_missed_events_are_no_longer_kept() -> None:
    game = play().game
    stream = Stream(0, keep=10)
    stream.update(game)
    assert stream.missed(stream.seq - 10) is not None
    assert stream.missed(stream.seq - 11) is None
    assert stream.missed(stream.seq + 1) is None  # ahead of the stream: not one it reached
    snapshot = stream.snapshot(game)
    assert snapshot.seq == stream.seq and snapshot.view == seat_view(game, 0)


@pytest.mark.parametrize("mode", ["identity5", "3v3-casual"])
def test_a_request_goes_only_to_the_seats_asked_with_only_their_own_offer(mode: str) -> None:
    game = started(mode)
    request = game.pending
    assert request is not None
    for seat in range(len(game.players)):
        message = asked(game, seat, 15000)
        if seat in game.waiting_for():
            assert isinstance(message, Asked) and message.id == request.id
            assert set(message.request.offers) == {seat}  # type: ignore[attr-defined]
        else:
            assert message is None


def test_waiting_names_the_others_asked_and_not_the_viewer() -> None:
    game = started("identity5")
    lord = game.waiting_for()[0]
    other = (lord + 1) % 5
    shown = waiting(game, other)
    assert isinstance(shown, Waiting) and shown.seats == (lord,)
    assert waiting(game, lord) is None
