"""A viewer's stream on the server (``server.stream.Stream``, and the room that fills it):
sequence numbers count the events that viewer received, without gaps; missed updates are
resent while kept, a snapshot is due otherwise; a request goes only to the seats asked,
with their own part, and ``waiting`` shows each seat only whom it may see asked."""

from __future__ import annotations

import pytest

from tests.protocol.real_game import play
from tests.server.table import Table, connection
from yxs_desktop.engine import Game, events_for, make_mode, reach, seat_view, waiting_for
from yxs_desktop.table.outbox import Ask, Waiting
from yxs_desktop.table.stream import Stream


def started(mode: str = "identity5", seed: int = 3) -> Game:
    game = Game(make_mode(mode), seed)
    game.start()
    return game


@pytest.fixture(scope="module")
def whole() -> Game:
    """A whole game played through the server's room (docs/protocol.md's)."""
    game = play().room.game
    assert game is not None and game.outcome is not None
    return game


def filled(game: Game, seat: int, keep: int, chunk: int = 1) -> Stream:
    """A stream of ``seat``'s events of ``game``, pushed ``chunk`` events an update."""
    stream = Stream(keep)
    events = events_for(game, seat)
    for start in range(0, len(events), chunk):
        stream.push(events[start : start + chunk], seat_view(game, seat), reach(game, seat))
    return stream


def test_a_streams_numbers_run_from_one_over_the_events_pushed() -> None:
    game = started()
    stream = Stream(8)
    first = stream.push(events_for(game, 1), seat_view(game, 1), reach(game, 1))
    assert [n.seq for n in first.events] == list(range(1, len(first.events) + 1))
    assert stream.seq == first.last == len(events_for(game, 1))
    assert first.view == seat_view(game, 1) and first.reach == reach(game, 1)


def test_missed_updates_are_resent_from_the_last_number_seen_the_first_one_cut(
    whole: Game,
) -> None:
    stream = filled(whole, 0, keep=10, chunk=2)
    again = stream.since(stream.seq - 3)
    assert again is not None
    assert [n.seq for update in again for n in update.events] == [
        stream.seq - 2,
        stream.seq - 1,
        stream.seq,
    ]
    assert stream.since(stream.seq) == []


def test_a_snapshot_is_due_when_the_missed_updates_are_gone_or_never_were(whole: Game) -> None:
    stream = filled(whole, 0, keep=3)
    assert stream.since(stream.seq - 3) is not None
    assert stream.since(stream.seq - 4) is None  # no longer kept
    assert stream.since(stream.seq + 1) is None  # ahead of the stream: not one it gave
    assert stream.since(-1) is None and stream.since("3") is None


@pytest.mark.parametrize("mode", ["identity5", "3v3-casual"])
def test_a_request_goes_only_to_the_persons_asked_with_only_their_own_offer(mode: str) -> None:
    seats = make_mode(mode).players
    table = Table(mode, seed=3, persons=range(seats), spectators=()).start()
    request = table.game.pending
    for seat in range(seats):
        asks = table.messages(connection(seat), Ask)
        if seat in table.game.waiting_for():
            (ask,) = asks
            assert ask.request_id == request.id
            assert set(ask.request.offers) == {seat}
        else:
            assert asks == []


def test_waiting_shows_each_seat_whom_it_may_see_asked_in_a_team_pick_its_own_team() -> None:
    table = Table("3v3-casual", seed=3, persons=range(6), spectators=()).start()
    game = table.game
    for seat in range(6):
        (waiting,) = table.messages(connection(seat), Waiting)
        assert waiting.seats == waiting_for(game, seat)
        team = {s for s in range(6) if game.players[s].team == game.players[seat].team}
        assert set(waiting.seats) <= team < set(range(6))
