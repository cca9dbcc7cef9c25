"""Replays of format 1, recorded before the events said everything the views show, are
upgraded when read (``replay/upgrade.py``) to the events the engine makes now: a whole
game to exactly the events and answer places of format 2, so that it re-runs and verifies
as before; a seat's own recording to what the seat receives now (but for where a 3v3
competitive round starts); and a file the engine no longer re-runs shows, from its
upgraded events, the views it showed before the upgrade existed."""

from __future__ import annotations

import hashlib
import zlib
from collections.abc import Iterator
from pathlib import Path

import msgspec
import pytest

from yxs_desktop.ai.drive import steps
from yxs_desktop.engine import (
    Answer,
    Confirm,
    Event,
    Game,
    encode,
    event_for,
    events_for,
    make_mode,
    seat_view,
)
from yxs_desktop.engine.events import RoundStarted, TurnStarted
from yxs_desktop.replay.format import EventLine, Header, decode_event
from yxs_desktop.replay.open_view import open_view
from yxs_desktop.replay.reader import parse_replay, read_replay, whole_lines
from yxs_desktop.replay.rerun import answer, rerun, start_game
from yxs_desktop.replay.rules import rules_digest
from yxs_desktop.replay.upgrade import upgrade
from yxs_desktop.replay.verify import verify, verify_file
from yxs_desktop.replay.view_builder import ALL, ViewBuilder
from yxs_desktop.replay.writer import ReplayWriter, computer_seats, make_header
from yxs_desktop.selfplay import make_agents, play_game

from .helpers import as_format_1, record, rewrite_as_format_1

MODES = ("identity5", "identity5-simple", "identity8", "3v3-casual", "3v3-competitive")
DATA = Path(__file__).resolve().parent.parent / "data"
OLD_SAMPLES = sorted(DATA.glob("replay-v1-*.yxsr"))
#: The sample of format 1 that no longer re-runs (recorded under other rules), and the
#: views the builder showed of it before the events were upgraded: the sha256 of every
#: viewpoint's view at every position of its recorded events (``_whole_views``), and of
#: every seat's at every position of its own events (``_own_views``), as the builder of
#: format 1 gave them (computed with the builder of commit c3938f9).
SAMPLE = DATA / "replay-v1-identity5-3.yxsr"
SAMPLE_VIEWS = "f4383a320d44f3838e986235cd2176b7247fd7bddf2078f98af059b7f7f5c3be"
SAMPLE_OWN_VIEWS = "42a2e95d4714cf6cd05282b2c0daffae58d4ecf94de863b9826402607cf324b1"


def _file_events(path: Path) -> tuple[Header, list[bytes]]:
    """The header and the events of the file at ``path`` as its lines hold them."""
    lines = zlib.decompress(path.read_bytes(), 31).split(b"\n")[:-1]
    header = msgspec.json.decode(lines[0], type=Header)
    events = [
        bytes(msgspec.json.decode(line, type=EventLine).event)
        for line in lines[1:]
        if line.startswith(b'{"t":"event"')
    ]
    return header, events


@pytest.mark.parametrize("mode", MODES)
def test_a_format_1_file_reads_as_the_events_and_answers_the_engine_records_now(
    tmp_path: Path, mode: str
) -> None:
    for seed in range(6):
        path = record(tmp_path, mode, seed)
        now = read_replay(path)
        rewrite_as_format_1(path)
        older = read_replay(path)
        assert older.header.format == 1 and len(_file_events(path)[1]) < len(now.events)
        assert older.events == now.events, (mode, seed)
        assert older.events_before == now.events_before, (mode, seed)
        assert verify_file(path).ok
        # statistics use none of the events: they may read them as the file holds them
        assert read_replay(path, upgrade=False).events == _file_events(path)[1]


def _record_saying_no(path: Path, mode: str, seed: int) -> None:
    """A baseline game in which every yes-or-no question is answered no (门神 declined at
    the end of a turn, so that the answer comes right before the round's leader chooses
    who acts), recorded at ``path``."""
    game = Game(make_mode(mode), seed)
    writer = ReplayWriter(path, make_header(mode, seed, computer_seats(6, "baseline")))
    writer.attach(game)
    for step in steps(game, make_agents("baseline", game)):
        if isinstance(step.request, Confirm):
            step.answer = Answer(yes=False)
    writer.close(game)


def test_an_answer_given_as_a_round_ends_stays_before_the_new_rounds_start(
    tmp_path: Path,
) -> None:
    answered_as_rounds_end = 0
    for seed in (0, 2):
        path = tmp_path / f"{seed}.yxsr"
        _record_saying_no(path, "3v3-competitive", seed)
        now = read_replay(path)
        starts = [i for i, e in enumerate(now.events) if e.startswith(b'{"type":"RoundStarted"')]
        answered_as_rounds_end += len(set(starts[1:]) & set(now.events_before))
        rewrite_as_format_1(path)
        older = read_replay(path)
        assert (older.events, older.events_before) == (now.events, now.events_before)
        assert verify_file(path).ok
    assert answered_as_rounds_end  # the case happens in these games


def _encoded(events: list[Event]) -> list[bytes]:
    return [encode(event) for event in events]


def _without_round_starts(events: list[bytes]) -> list[bytes]:
    return [e for e in events if not e.startswith(b'{"type":"RoundStarted"')]


@pytest.mark.parametrize("mode", MODES)
def test_a_seats_own_recording_of_format_1_reads_as_what_the_seat_receives_now(
    mode: str,
) -> None:
    for seed in range(3):
        game = play_game(mode, seed)
        for seat in range(len(game.players)):
            now = _encoded(events_for(game, seat))
            older = [e for e in map(as_format_1, now) if e is not None]
            header = make_header(mode, 0, computer_seats(len(game.players), "baseline"))
            upgraded = upgrade(msgspec.structs.replace(header, view=seat), older).events
            if mode != "3v3-competitive":
                assert upgraded == now, (seed, seat)
                continue
            # without answers, a round counts from the end phase of its last turn on
            assert _without_round_starts(upgraded) == _without_round_starts(now), (seed, seat)
            rounds = [decode_event(e) for e in upgraded]
            starts = [e.round for e in rounds if isinstance(e, RoundStarted)]
            assert starts == list(range(1, len(starts) + 1))
            turns = {e.round for e in rounds if isinstance(e, TurnStarted)}
            assert turns <= set(starts)


def _seen(events: list[Event], viewer: object) -> list[Event]:
    """``events`` as ``viewer`` (a seat, None or :data:`ALL`: whole) received them."""
    if viewer is ALL:
        return events
    seen = (event_for(e, viewer) for e in events)  # type: ignore[arg-type]  # a seat or None
    return [e for e in seen if e is not None]


def _boundaries(path: Path) -> Iterator[tuple[Game, int]]:
    """The game of the replay at ``path`` re-run, at the start and after each answer, with
    the number of its events."""
    replay = read_replay(path)
    game = start_game(replay.header)
    yield game, len(game.events)
    for i, line in enumerate(replay.responses):
        answer(game, line, replay.response_lines[i])
        yield game, len(game.events)


@pytest.mark.parametrize("path", OLD_SAMPLES, ids=lambda path: path.name)
def test_a_committed_format_1_replay_verifies_and_shows_the_engines_views_at_every_answer(
    path: Path,
) -> None:
    replay = read_replay(path)
    if replay.header.rules != rules_digest():
        pytest.skip("recorded under other rules: it no longer re-runs")
    assert verify(replay).ok
    mode = replay.header.mode
    events = [decode_event(e) for e in replay.events]
    viewers: list[object] = [*range(len(replay.header.seats)), None]
    builders = {viewer: ViewBuilder(mode, viewer) for viewer in [*viewers, ALL]}
    folded = 0
    for game, count in _boundaries(path):
        for viewer, builder in builders.items():
            builder.apply(_seen(events[folded:count], viewer))
            seat = None if viewer is ALL else viewer
            assert encode(builder.view()) == encode(seat_view(game, seat)), (viewer, count)
        assert encode(builders[ALL].open_view()) == encode(open_view(game))
        folded = count


def _whole_views(path: Path) -> str:
    """The sha256 of the views shown of the replay at ``path`` from its recorded events:
    for each seat, the spectator and all cards open, at every position of the file's events
    (the upgraded events folded up to the place of that position)."""
    header, older = _file_events(path)
    upgraded = upgrade(header, older)
    events = [decode_event(e) for e in upgraded.events]
    digest = hashlib.sha256()
    for viewer in [*range(len(header.seats)), None, ALL]:
        builder = ViewBuilder(header.mode, viewer)
        folded = 0
        for position in upgraded.positions:
            builder.apply(_seen(events[folded:position], viewer))
            folded = position
            if viewer is ALL:
                opened = builder.open_view()
                digest.update(encode(opened.view))
                digest.update(msgspec.json.encode(opened.hands))
            else:
                digest.update(encode(builder.view()))
    return digest.hexdigest()


def _own_views(path: Path) -> str:
    """The sha256 of each seat's views at every position of its own events of the replay
    at ``path`` (as a seat's own recording of format 1 holds them), upgraded."""
    header, older = _file_events(path)
    digest = hashlib.sha256()
    for seat in range(len(header.seats)):
        own = [encode(e) for e in (event_for(decode_event(x), seat) for x in older) if e]
        upgraded = upgrade(msgspec.structs.replace(header, view=seat), own)
        events = [decode_event(e) for e in upgraded.events]
        builder = ViewBuilder(header.mode, seat)
        folded = 0
        for position in upgraded.positions:
            builder.apply(events[folded:position])
            folded = position
            digest.update(encode(builder.view()))
    return digest.hexdigest()


def test_the_sample_that_no_longer_reruns_shows_the_views_it_showed_before_the_upgrade() -> None:
    assert not verify_file(SAMPLE).ok  # shown from its recorded events
    assert _whole_views(SAMPLE) == SAMPLE_VIEWS
    assert _own_views(SAMPLE) == SAMPLE_OWN_VIEWS


def test_going_on_with_a_format_1_file_writes_it_anew_in_the_current_format(
    tmp_path: Path,
) -> None:
    path = record(tmp_path, "3v3-competitive", 4)
    now = read_replay(path)
    rewrite_as_format_1(path)
    data = path.read_bytes()
    older = parse_replay(data)
    game = rerun(older, len(older.responses))
    going_on = tmp_path / "going-on.yxsr"
    writer = ReplayWriter.carry_on(going_on, older, whole_lines(data))
    writer.attach(game)
    writer.close(game)
    written = read_replay(going_on)
    assert written.header.format == now.header.format == 2
    assert msgspec.structs.replace(written.header, format=1) == older.header
    assert (written.events, written.events_before) == (now.events, now.events_before)
    assert written.responses == now.responses and written.heroes == now.heroes
    assert written.result == now.result
    assert verify_file(going_on).ok


def test_a_file_of_a_mode_this_program_does_not_know_keeps_its_events() -> None:
    header, older = _file_events(SAMPLE)
    unknown = upgrade(msgspec.structs.replace(header, mode="9v9"), older, [5], [])
    assert unknown.events == older and unknown.events_before == [5]


def test_a_format_1_file_whose_events_name_a_seat_of_no_table_keeps_its_events() -> None:
    header, _ = _file_events(SAMPLE)
    forged = [b'{"type":"HeroChosen","seat":9,"hero":"xiang_yu","max_hp":4}']
    assert upgrade(header, forged).events == forged
    fewer = msgspec.structs.replace(header, seats=header.seats[:3])
    assert upgrade(fewer, forged, [1], []).events_before == [1]
