"""The room: a whole game through it, what each viewer receives (nothing hidden, numbered
without a gap, the spectators held back), time-outs and 托管, dropping and reconnecting,
refusals that change nothing, the race of a 无懈可击 window, the side-channel window."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.properties.invariants import check_events_hide
from tests.server.table import FAST, FakeClock, Table, connection
from yxs_desktop.engine import (
    Choice,
    ChooseHero,
    Event,
    Game,
    Pass,
    PlayPhase,
    Respond,
    Use,
    encode,
    event_for,
    events_for,
    only_pass,
    request_for,
    seat_view,
    validate,
)
from yxs_desktop.engine.enums import Area
from yxs_desktop.engine.events import CardsMoved, TurnStarted
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.verify import INCOMPLETE, verify_file
from yxs_desktop.table.outbox import (
    Ask,
    Closed,
    Deliver,
    RoomError,
    RoomState,
    Snapshot,
    Takeover,
    TimedOut,
    Update,
    Waiting,
)
from yxs_desktop.table.room import Result, Room
from yxs_desktop.table.settings import RoomSettings

SPECTATOR = "watcher"


# ---------------------------------------------------------------------------- the oracle
def check_nothing_hidden(table: Table, out: list[Deliver]) -> None:
    """What a call sent, checked against the game right after it: a seat's view holds only
    cards it saw come into its hand (the last update of the call: its hand exactly) and the
    roles that are public or its own; its requests only its own options; a spectator's view
    no hand, no hidden role, and none of the events of the turn under way; a spectator is
    never asked anything."""
    if table.room.game is None:
        return
    game: Game = table.game
    last = {d.to: d.message for d in out if isinstance(d.message, Update | Snapshot)}
    for delivery in out:
        message = delivery.message
        seat = table.seat_of.get(delivery.to)
        if isinstance(message, Update | Snapshot):
            view = message.view
            assert view.seat == seat
            if seat is None:
                assert view.hand == ()
            elif last[delivery.to] is message:
                assert set(view.hand) == {card.id for card in game.players[seat].hand}
            else:
                assert set(view.hand) <= came_to_hand(table, seat)
            for player in view.players:
                if player.role is not None and player.seat != seat:
                    assert game.players[player.seat].role_public, f"{delivery.to} sees a role"
        if isinstance(message, Ask):
            assert seat is not None, "a spectator was asked"
            assert message.request == request_for(game.pending, seat)
            if isinstance(message.request, PlayPhase | Respond):
                own = {card.id for card in game.players[seat].all_cards()}
                for options in message.request.options.values():
                    for option in options:
                        assert set(option.cards) <= own, f"seat {seat} sees others' cards"
        if delivery.to == SPECTATOR and isinstance(message, Update) and table.room.playing:
            shown = sum(len(m.events) for m in table.messages(SPECTATOR, Update))
            assert shown <= spectator_count(game, turn_start(game)), "ahead of the delay"


def came_to_hand(table: Table, seat: int) -> set[int]:
    """The cards the seat's events showed coming into its hand."""
    return {
        card
        for event in received_events(table, connection(seat))
        if isinstance(event, CardsMoved) and event.dst is Area.HAND and event.dst_seat == seat
        for card in event.cards
    }


def note_lag(table: Table, out: list[Deliver]) -> None:
    """How many spectator events the spectator is behind, after each update it receives."""
    if table.room.playing and any(d.to == SPECTATOR and isinstance(d.message, Update) for d in out):
        received = sum(len(m.events) for m in table.messages(SPECTATOR, Update))
        lag = spectator_count(table.game, len(table.game.events)) - received
        table.spectator_lag.append(lag)


def turn_start(game: Game) -> int:
    """The index of the current turn's TurnStarted event (0 before the first turn)."""
    starts = [i for i, event in enumerate(game.events) if type(event) is TurnStarted]
    return starts[-1] if starts else 0


def spectator_count(game: Game, stop: int) -> int:
    return sum(1 for event in game.events[:stop] if event_for(event, None) is not None)


def received_events(table: Table, who: str) -> list[Event]:
    """Every event ``who`` received, in order, checking that the numbers run 1, 2, 3…"""
    numbered = [n for update in table.messages(who, Update) for n in update.events]
    assert [n.seq for n in numbered] == list(range(1, len(numbered) + 1))
    return [n.event for n in numbered]


@dataclass
class Played:
    table: Table
    replay: Path


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Played:
    """A whole identity5 game: persons at seats 0 and 3 answering through the room,
    computer players in the others, a spectator one turn behind, recorded."""
    folder = tmp_path_factory.mktemp("replays")
    table = Table(seed=7, replays=folder, checks=[check_nothing_hidden, note_lag]).start()
    table.play()
    assert table.room.replay_path is not None
    return Played(table, table.room.replay_path)


# ---------------------------------------------------------------------------- the seats
def code_of(result: Result) -> str:
    assert isinstance(result, RoomError), result
    return result.code


def test_the_game_starts_only_when_every_seat_is_filled_and_every_person_ready() -> None:
    room = Room("identity5", 1, FAST, FakeClock())
    assert code_of(room.start()) == "not_ready"
    assert not isinstance(room.take_seat(0, "a", "A"), RoomError)
    assert code_of(room.take_seat(0, "b", "B")) == "seat_taken"
    for seat in range(1, 5):
        assert not isinstance(
            room.add_computer(seat, "random" if seat == 2 else "baseline"), RoomError
        )
    assert code_of(room.add_computer(4)) == "seat_taken"
    assert code_of(room.add_computer(9)) == "no_such_seat"
    assert not isinstance(room.remove_computer(4), RoomError)
    assert code_of(room.remove_computer(4)) == "seat_empty"
    assert code_of(room.remove_computer(0)) == "not_a_computer"
    assert code_of(room.add_computer(4, "genius")) == "unknown_level"
    assert code_of(room.start()) == "not_ready"  # seat 4 empty
    room.add_computer(4)
    assert code_of(room.start()) == "not_ready"  # the person is not ready
    assert code_of(room.set_ready(1, True)) == "not_a_person"
    room.set_ready(0, True)
    out = room.start()
    assert not isinstance(out, RoomError) and room.playing
    state = next(d.message for d in out if isinstance(d.message, RoomState))
    assert state.playing and [s.player for s in state.seats] == ["person", *["computer"] * 4]
    assert [s.level for s in state.seats][2] == "random"
    for refused_call in (room.take_seat(1, "c"), room.add_computer(1), room.start()):
        assert code_of(refused_call) == "started"


def test_a_person_who_leaves_or_drops_before_the_game_frees_the_seat() -> None:
    room = Room("identity5", 1, FAST, FakeClock())
    room.take_seat(0, "a", "A")
    room.take_seat(1, "a", "A")  # the same person moves: seat 0 is free again
    assert [s.player for s in room.state().seats][:2] == ["empty", "person"]
    room.disconnect(1)
    room.take_seat(2, "b", "B")
    room.leave_seat(2)
    assert all(s.player == "empty" for s in room.state().seats)


# ---------------------------------------------------------------------------- a whole game
def test_a_game_of_two_persons_and_computers_ends_with_the_result_to_everyone(
    played: Played,
) -> None:
    table = played.table
    game = table.game
    assert game.outcome is not None and game.pending is None
    finished = table.room.finished
    assert finished is not None and finished.winners == tuple(game.outcome.winners)
    for who in [connection(0), connection(3), SPECTATOR]:
        assert table.received[who][-1] == finished
    persons_answered = {a.seat for a in game.responses if a.seat in (0, 3)}
    assert persons_answered == {0, 3}


def test_the_game_played_in_a_room_is_recorded_in_a_replay_that_verifies(
    played: Played,
) -> None:
    verdict = verify_file(played.replay)
    assert verdict.ok, verdict.text("en")
    seats = read_replay(played.replay).header.seats
    assert [(s.seat, s.name, s.player) for s in seats] == [
        (0, "P0", "person"),
        (1, "", "computer:baseline"),
        (2, "", "computer:baseline"),
        (3, "P3", "person"),
        (4, "", "computer:baseline"),
    ]


def test_each_seat_receives_exactly_its_own_view_of_the_events_numbered_without_a_gap(
    played: Played,
) -> None:
    game = played.table.game
    for seat in (0, 3):
        seen = received_events(played.table, connection(seat))
        check_events_hide(game, seat, seen)
        assert [encode(e) for e in seen] == [encode(e) for e in events_for(game, seat)]


def test_the_spectator_receives_exactly_the_spectator_events_held_back_a_turn(
    played: Played,
) -> None:
    table = played.table
    game = table.game
    seen = received_events(table, SPECTATOR)
    check_events_hide(game, None, seen)
    assert [encode(e) for e in seen] == [encode(e) for e in events_for(game, None)]
    assert not any(isinstance(m, Ask | Waiting) for m in table.received[SPECTATOR])
    # never ahead (the oracle checks each update against the turn under way), and behind
    assert max(played.table.spectator_lag) > 0


def test_a_spectator_joining_mid_game_gets_a_snapshot_of_what_it_may_see(
    tmp_path: Path,
) -> None:
    table = Table(seed=3, checks=[check_nothing_hidden]).start()
    table.until(lambda t: t.game.turns >= 3)
    out = table.take(table.room.add_spectator("late"))
    snapshot = next(d.message for d in out if isinstance(d.message, Snapshot))
    early = table.messages(SPECTATOR, Update)
    assert snapshot.seq == early[-1].last
    assert snapshot.view == early[-1].view
    table.play()
    late = [n.seq for u in table.messages("late", Update) for n in u.events]
    assert late == list(range(snapshot.seq + 1, snapshot.seq + 1 + len(late)))


@pytest.mark.parametrize("delay", [0, 1, 2])
def test_a_spectator_of_a_room_nobody_watched_sees_what_one_watching_all_along_sees(
    delay: int,
) -> None:
    # the unwatched room builds no spectator view; the late spectator's are rebuilt
    settings = RoomSettings(min_window=0.0, spectator_delay=delay)
    watched = Table(seed=4, settings=settings).start()
    unwatched = Table(seed=4, settings=settings, spectators=()).start()
    for table in (watched, unwatched):
        table.until(lambda t: t.game.turns >= 4)
    assert len(watched.game.events) == len(unwatched.game.events)
    out = unwatched.take(unwatched.room.add_spectator("late"))
    snapshot = next(d.message for d in out if isinstance(d.message, Snapshot))
    early = watched.messages(SPECTATOR, Update)
    assert snapshot.seq == early[-1].last
    assert encode(snapshot.view) == encode(early[-1].view)
    watched.play()
    unwatched.play()
    after = [u for u in watched.messages(SPECTATOR, Update) if u.last > snapshot.seq]
    late = unwatched.messages("late", Update)
    assert [encode(n.event) for u in late for n in u.events] == [
        encode(n.event) for u in after for n in u.events
    ]
    assert [(u.first, encode(u.view)) for u in late] == [(u.first, encode(u.view)) for u in after]


def test_a_spectator_coming_and_going_has_the_game_replayed_for_it_once_at_most() -> None:
    # rebuilding the spectator's past views replays the game: a client watching and
    # leaving again and again must not make the server do it each time
    settings = RoomSettings(min_window=0.0, spectator_delay=1)
    table = Table(seed=4, settings=settings, spectators=()).start()
    table.until(lambda t: t.game.turns >= 4)
    replays = 0
    feed = table.room._feed
    assert feed is not None
    fresh = feed._fresh  # what the feed replays the game on

    def counted() -> Game:
        nonlocal replays
        replays += 1
        return fresh()

    feed._fresh = counted
    for _ in range(10):
        table.take(table.room.add_spectator("restless"))
        table.take(table.room.remove_spectator("restless"))
        answers = len(table.game.responses)
        table.until(lambda t, before=answers: len(t.game.responses) >= before + 3)
    assert replays == 1
    out = table.take(table.room.add_spectator("restless"))
    snapshot = next(d.message for d in out if isinstance(d.message, Snapshot))
    assert snapshot.view is not None


def test_a_spectator_without_delay_watches_live() -> None:
    settings = RoomSettings(min_window=0.0, spectator_delay=0)
    table = Table(seed=3, settings=settings).start()
    table.until(lambda t: t.game.turns >= 2)
    seen = received_events(table, SPECTATOR)
    assert [encode(e) for e in seen] == [encode(e) for e in events_for(table.game, None)]
    assert table.messages(SPECTATOR, Waiting)
    out = table.take(table.room.add_spectator("late"))
    snapshot, waiting = (d.message for d in out if d.message.kind in ("snapshot", "waiting"))
    assert snapshot == Snapshot(len(seen), seat_view(table.game, None), None)
    request = table.game.pending
    assert (waiting.seats, waiting.reason) == (table.game.waiting_for(), request.reason)
    assert waiting.seconds == settings.seconds_for(request)
    assert waiting.seconds_left is not None and 0 < waiting.seconds_left <= waiting.seconds


# ---------------------------------------------------------------------------- time
def test_a_person_out_of_time_gets_the_requests_default_answer_at_the_deadline() -> None:
    table = Table(seed=5, persons=(2,), settings=RoomSettings(min_window=0.0)).start()
    table.until(lambda t: t.open_ask(2) is not None)
    ask = table.open_ask(2)
    assert ask is not None and isinstance(ask.request, ChooseHero)
    assert ask.seconds == 30.0  # twice the 15 s per answer: the hero choice
    game = table.game
    # docs/protocol.md: the default answer (a pass, the first hero offered...)
    expected = ask.request.default(2)
    table.clock.now = ask.deadline - 0.01
    table.take(table.room.tick())
    assert not any(a.request == ask.request_id and a.seat == 2 for a in game.responses)
    table.clock.now = ask.deadline
    table.take(table.room.tick())
    answered = [a for a in game.responses if a.request == ask.request_id and a.seat == 2]
    assert [a.response for a in answered] == [validate(ask.request, 2, expected)]
    assert table.messages(connection(2), TimedOut) == [TimedOut(2, ask.request.reason)]


LIVE_CLOCK = RoomSettings(min_window=0.0, spectator_delay=0)


def clocks_follow_what_each_viewer_saw(table: Table, out: list[Deliver]) -> None:
    """A ``Table`` check: a viewer's ``waiting`` comes only when the seats or the reason
    changed or it was sent events since its last one, and then with the pending request's
    clock (its limit, from when it opened)."""
    state = table.__dict__.setdefault("clock_state", {"told": {}, "fed": set(), "fresh": 0})
    for delivery in out:
        to, message = delivery.to, delivery.message
        if isinstance(message, Update | Snapshot):
            state["fed"].add(to)
        elif isinstance(message, Waiting):
            told = (message.seats, message.reason)
            again = state["told"].get(to) == told
            assert not again or to in state["fed"], f"{to}: a clock with no event between"
            state["fresh"] += again
            state["told"][to] = told
            state["fed"].discard(to)
            request = table.game.pending
            limit = LIVE_CLOCK.seconds_for(request)
            opened = table.room.request_opened
            assert opened is not None and limit is not None
            assert message.seconds == limit
            assert message.seconds_left == pytest.approx(limit - (table.clock.now - opened))


def test_every_viewer_is_shown_the_asked_seats_clock_each_request_anew_after_events() -> None:
    table = Table(seed=3, settings=LIVE_CLOCK, checks=[clocks_follow_what_each_viewer_saw])
    table.start().play()
    state = table.__dict__["clock_state"]
    assert {connection(0), connection(3), "watcher"} <= set(state["told"])
    # the same seat asked again for the same reason after events (a second card played)
    assert state["fresh"] > 10


def test_a_viewer_back_on_a_new_connection_is_shown_the_clock_as_it_runs() -> None:
    table = Table(seed=3, settings=LIVE_CLOCK).start()
    table.until(lambda t: t.open_ask(3) is not None and isinstance(t.game.pending, PlayPhase))
    told = table.messages(connection(0), Waiting)[-1]
    limit = LIVE_CLOCK.seconds_for(table.game.pending)
    assert told == Waiting((3,), "play", limit, limit)
    table.take(table.room.disconnect(0))
    table.clock.now += 4.0
    out = table.take(table.room.reconnect(0, "person-0-again", 10**9))
    (again,) = [d.message for d in out if isinstance(d.message, Waiting)]
    assert again == Waiting((3,), "play", limit - 4.0, limit)


def times_out(table: Table, seat: int) -> None:
    """Let the seat's next request run out of time."""
    table.until(lambda t: t.open_ask(seat) is not None)
    ask = table.open_ask(seat)
    assert ask is not None
    table.clock.now = ask.deadline
    table.take(table.room.tick())


def test_two_time_outs_in_a_row_turn_takeover_on_and_the_persons_answer_turns_it_off() -> None:
    settings = RoomSettings(min_window=1.0)
    table = Table(seed=5, persons=(2,), settings=settings).start()
    times_out(table, 2)
    assert not table.messages(connection(2), Takeover)
    times_out(table, 2)
    assert table.messages(connection(2), Takeover) == [Takeover(2, True)]
    # under 托管 the computer answers when the window is over, the person need not
    table.until(lambda t: t.open_ask(2) is not None)
    ask = table.open_ask(2)
    assert ask is not None and ask.deadline == table.room.request_opened + 1.0  # type: ignore[operator]
    table.clock.now = ask.deadline
    table.take(table.room.tick())
    assert any(a.request == ask.request_id and a.seat == 2 for a in table.game.responses)
    # the person answers again: 托管 is off
    table.until(lambda t: t.open_ask(2) is not None)
    table.answer(2)
    assert table.messages(connection(2), Takeover)[-1] == Takeover(2, False)
    assert not table.room.seats[2].takeover


def test_set_takeover_lets_the_computer_play_the_seat_until_it_is_turned_off() -> None:
    table = Table(seed=4, persons=(1,), settings=RoomSettings(min_window=1.0)).start()
    table.take(table.room.set_takeover(1, True))
    table.until(lambda t: t.game.turns >= 4, answering=())  # the person looks away
    assert any(a.seat == 1 for a in table.game.responses)
    assert table.room.seats[1].takeover
    table.take(table.room.set_takeover(1, False))
    table.until(lambda t: t.open_ask(1) is not None)  # asked again, and waited for
    ask = table.open_ask(1)
    assert ask is not None
    table.clock.now = ask.deadline - 1
    table.take(table.room.tick())
    assert table.open_ask(1) is ask


# ---------------------------------------------------------------------------- reconnecting
def drop_at_a_request(table: Table, seat: int) -> int:
    """Drop ``seat`` while it is asked; the seq it had seen."""
    table.until(lambda t: t.open_ask(seat) is not None)
    seen = received_events(table, connection(seat))
    table.take(table.room.disconnect(seat))
    return len(seen)


def test_a_dropped_person_is_played_by_the_computer_and_gets_the_missed_updates_back() -> None:
    settings = RoomSettings(min_window=1.0)
    table = Table(seed=6, persons=(0, 3), settings=settings, checks=[check_nothing_hidden])
    table.start()
    last_seq = drop_at_a_request(table, 3)
    before = len(table.received[connection(3)])
    asked = len(table.game.responses)
    # the computer plays seat 3 on; wait until the seat is asked again while dropped
    table.until(
        lambda t: (
            len(t.game.responses) > asked + 20
            and 3 in t.game.waiting_for()
            and not only_pass(t.game.pending, 3)
        )
    )
    assert len(table.received[connection(3)]) == before  # nothing sent while away
    assert any(a.seat == 3 for a in table.game.responses[asked:])
    out = table.take(table.room.reconnect(3, connection(3), last_seq))
    missed = [d.message for d in out if isinstance(d.message, Update)]
    assert missed and not any(isinstance(d.message, Snapshot) for d in out)
    assert missed[0].first == last_seq + 1
    everything = received_events(table, connection(3))  # numbered on without a gap
    game = table.game
    assert [encode(e) for e in everything] == [encode(e) for e in events_for(game, 3)]
    ask = next(d.message for d in out if isinstance(d.message, Ask))
    assert ask.request_id == game.pending.id
    assert ask.seconds == pytest.approx(ask.deadline - table.clock.now)
    assert 0 < ask.seconds <= 15.0
    table.play()


def test_the_table_is_told_the_computer_plays_a_dropped_seat_and_when_its_person_is_back() -> None:
    table = Table(seed=6, persons=(0, 3), settings=RoomSettings(min_window=1.0)).start()
    last_seq = drop_at_a_request(table, 3)
    assert table.messages(connection(0), Takeover) == [Takeover(3, True)]
    table.take(table.room.reconnect(3, connection(3), last_seq))
    assert table.messages(connection(0), Takeover) == [Takeover(3, True), Takeover(3, False)]
    assert table.messages(connection(3), Takeover) == [Takeover(3, False)]
    assert table.messages("watcher", Takeover) == []  # spectators are not told 托管 live


def test_a_reconnect_with_a_seq_the_room_no_longer_holds_gets_a_snapshot() -> None:
    settings = RoomSettings(min_window=1.0, keep_updates=3)
    table = Table(seed=6, persons=(0, 3), settings=settings).start()
    drop_at_a_request(table, 3)
    asked = len(table.game.responses)
    table.until(
        lambda t: (
            len(t.game.responses) > asked + 30
            and 3 in t.game.waiting_for()
            and not only_pass(t.game.pending, 3)
        )
    )
    game = table.game
    for stale in (1, -4, 10**12, "7"):
        out = table.take(table.room.reconnect(3, connection(3), stale))
        snapshot = next(d.message for d in out if isinstance(d.message, Snapshot))
        assert snapshot.view == seat_view(game, 3)
        assert snapshot.seq == len(events_for(game, 3))
        assert not any(isinstance(d.message, Update) for d in out)
        ask = next(d.message for d in out if isinstance(d.message, Ask))  # then the request
        assert ask.request_id == game.pending.id and ask.request == request_for(game.pending, 3)
        table.take(table.room.disconnect(3))
    table.take(table.room.reconnect(3, connection(3), 1))
    table.play()


def test_a_second_connection_for_the_seat_replaces_the_first() -> None:
    table = Table(seed=6, persons=(0,), settings=RoomSettings(min_window=0.0)).start()
    table.until(lambda t: t.open_ask(0) is not None)
    table.take(table.room.reconnect(0, "second", 0))
    assert table.room.seats[0].connection == "second"
    before = len(table.received[connection(0)])
    table.take(table.room.answer(0, table.game.pending.id, encode(table.game.pending.default(0))))
    assert len(table.received[connection(0)]) == before


# ---------------------------------------------------------------------------- refusals
def refused(table: Table, seat: object, request_id: object, data: object, code: str) -> None:
    before = table.game_state()
    out = table.room.answer(seat, request_id, data)
    assert isinstance(out, RoomError), out
    assert out.code == code, out
    assert out.message
    assert table.game_state() == before


@pytest.fixture
def at_a_play_phase() -> Table:
    """Seat 0's person asked in its play phase, seat 3's person not asked."""
    table = Table(seed=7, persons=(0, 3), settings=RoomSettings(min_window=1.0)).start()
    table.until(lambda t: isinstance(t.game.pending, PlayPhase) and t.open_ask(0) is not None)
    return table


def test_an_answer_naming_an_old_request_is_stale(at_a_play_phase: Table) -> None:
    table = at_a_play_phase
    old = next(
        i
        for i in range(1, table.game.pending.id)
        if not any(a.request == i and a.seat == 0 for a in table.game.responses)
    )
    refused(table, 0, old, encode(Pass()), "stale_request")


def test_an_answer_naming_a_request_never_made_is_refused(at_a_play_phase: Table) -> None:
    table = at_a_play_phase
    for bogus in (table.game.pending.id + 1, 0, -3, 10**30, "5", None, True, 2.0):
        refused(table, 0, bogus, encode(Pass()), "no_such_request")


def test_a_repeated_answer_is_refused(at_a_play_phase: Table) -> None:
    table = at_a_play_phase
    earlier = next(a for a in table.game.responses if a.seat == 0)
    refused(table, 0, earlier.request, encode(earlier.response), "already_answered")
    request_id = table.game.pending.id
    table.take(table.room.answer(0, request_id, encode(Pass())))  # held for the window
    refused(table, 0, request_id, encode(Pass()), "already_answered")


def test_an_answer_out_of_turn_is_refused(at_a_play_phase: Table) -> None:
    table = at_a_play_phase
    refused(table, 3, table.game.pending.id, encode(Pass()), "not_asked")


def test_an_answer_for_a_seat_no_person_plays_is_refused(at_a_play_phase: Table) -> None:
    table = at_a_play_phase
    refused(table, 1, table.game.pending.id, encode(Pass()), "not_a_person")
    for seat in (5, -1, "0", None, 0.0):
        refused(table, seat, table.game.pending.id, encode(Pass()), "no_such_seat")


def test_malformed_and_illegal_answers_are_refused_with_the_engines_code(
    at_a_play_phase: Table,
) -> None:
    table = at_a_play_phase
    request_id = table.game.pending.id
    for data in (
        b"{",
        b"\xff\xfe",
        b'{"type":"Nope"}',
        b"[]" * 1000,
        17,
        b'{"type":"Use","cards":"x"}',
    ):
        refused(table, 0, request_id, data, "malformed")
    refused(table, 0, request_id, encode(Choice(0)), "wrong_type")
    foreign = next(p.hand[0].id for p in table.game.players[1:] if p.hand)
    refused(table, 0, request_id, encode(Use(cards=(foreign,), kind="strike")), "not_an_option")


def test_an_answer_after_the_game_ended_is_refused() -> None:
    table = Table(seed=7, persons=(0,)).start()
    table.play()
    last = table.game.responses[-1].request
    out = table.room.answer(0, last, encode(Pass()))
    assert isinstance(out, RoomError) and out.code == "game_over"


def test_an_answer_before_the_game_starts_is_refused() -> None:
    table = Table(seed=7, persons=(0,))
    out = table.room.answer(0, 1, encode(Pass()))
    assert isinstance(out, RoomError) and out.code == "not_started"


# ---------------------------------------------------------------------------- several seats
def test_in_a_nullification_race_one_answer_wins_and_the_later_one_is_stale() -> None:
    table = Table(seed=4, persons=range(5), settings=RoomSettings(min_window=1.0)).start()

    def race(t: Table) -> bool:
        r = t.game.pending
        return (
            type(r) is Respond
            and len(r.seats) > 1
            and sum(1 for s in r.seats if r.options.get(s) and t.open_ask(s)) >= 2
        )

    table.until(race)
    request = table.game.pending
    first, second = [s for s in request.seats if request.options.get(s)][:2]

    def play(seat: int) -> Use:
        option = request.options[seat][0]
        return Use(cards=(option.cards[0],), kind=option.kind)

    table.answer(first, play(first))
    assert table.game.pending is None or table.game.pending.id != request.id
    out = table.room.answer(second, request.id, encode(play(second)))
    assert isinstance(out, RoomError) and out.code == "stale_request"
    winners = [a for a in table.game.responses if a.request == request.id]
    assert [(a.seat, type(a.response)) for a in winners] == [(first, Use)]


def test_a_live_team_pick_takes_each_persons_pick_once() -> None:
    table = Table("3v3-casual", seed=1, persons=(0, 1), settings=FAST).start()
    table.until(lambda t: t.open_ask(0) is not None and t.open_ask(1) is not None)
    pick = table.game.pending
    table.answer(0)
    out = table.room.answer(0, pick.id, encode(Choice(pick.free(0)[0])))
    assert isinstance(out, RoomError) and out.code == "already_answered"
    table.play()


# ---------------------------------------------------------------------------- the window
def test_a_pass_is_held_until_the_minimum_window_is_over() -> None:
    table = Table(seed=7, persons=(0, 3), settings=RoomSettings(min_window=1.0)).start()
    table.until(lambda t: isinstance(t.game.pending, PlayPhase) and t.open_ask(0) is not None)
    request = table.game.pending
    opened = table.room.request_opened
    assert opened is not None
    table.clock.now = opened + 0.25
    assert table.take(table.room.answer(0, request.id, encode(Pass()))) == []
    table.clock.now = opened + 0.99
    table.take(table.room.tick())
    assert table.game.pending.id == request.id and 0 in table.game.waiting_for()
    table.clock.now = opened + 1.0
    table.take(table.room.tick())
    assert table.game.pending.id != request.id
    assert [a.seat for a in table.game.responses if a.request == request.id] == [0]


def test_a_forced_pass_and_a_computer_answer_wait_for_the_window_too() -> None:
    table = Table(seed=7, persons=(0,), settings=RoomSettings(min_window=1.0)).start()
    seen = 0
    while table.room.playing and seen < 40:
        request = table.game.pending
        opened = table.room.request_opened
        assert opened is not None
        if table.open_ask(0) is not None:
            table.answer(0, Pass() if isinstance(request, PlayPhase | Respond) else None)
            continue
        table.clock.now = opened + 0.999
        table.take(table.room.tick())
        assert table.game.pending is request  # nobody's answer went before the window
        table.clock.now = opened + 1.0
        table.take(table.room.tick())
        seen += 1
    assert seen == 40


class Broken:
    """A computer player with a bug."""

    def __init__(self) -> None:
        self.calls = 0

    def decide(self, view: object, request: object) -> None:
        self.calls += 1
        raise RuntimeError("a bug in a computer player")


def test_a_computer_player_that_fails_is_answered_for_by_the_default_and_the_game_goes_on() -> None:
    table = Table(seed=9, persons=(0,)).start()
    broken = Broken()
    table.room._agents[2] = broken  # the room's own player of seat 2, replaced
    table.play()
    assert table.game.fault is None and table.room.finished is not None
    assert broken.calls > 0


# ---------------------------------------------------------------------------- closing
def test_closing_a_room_mid_game_tells_everyone_and_leaves_a_replay_that_re_runs(
    tmp_path: Path,
) -> None:
    table = Table(seed=8, replays=tmp_path).start()
    table.until(lambda t: t.game.turns >= 3)
    out = table.take(table.room.close("shutdown"))
    assert {d.to for d in out} == {connection(0), connection(3), SPECTATOR}
    assert all(d.message == Closed("shutdown") for d in out)
    path = table.room.replay_path
    assert path is not None
    verdict = verify_file(path)
    assert verdict.status == INCOMPLETE and verdict.problem.key == "incomplete", verdict.text("en")
    refusal = table.room.answer(0, 1, encode(Pass()))
    assert isinstance(refusal, RoomError) and refusal.code == "game_over"
    assert table.room.tick() == []
