"""A server's games survive its end: a lobby with a data folder keeps each game under way
on disk as it goes, and a new lobby on the same folder (the server started again after a
kill) resumes it; the seats come back with their tokens, their events numbered as before,
and the game ends with a replay that verifies. Nothing on disk opens a seat."""

from __future__ import annotations

import json
import os
from pathlib import Path

import msgspec

from tests.replay.helpers import lines, rewrite
from tests.server.table import FakeClock
from yxs_desktop.engine import encode
from yxs_desktop.protocol import messages as wire
from yxs_desktop.replay.verify import VERIFIED, verify_file
from yxs_desktop.server.lobby import RESUME_WAIT, Lobby, Send
from yxs_desktop.server.store import OVER_KEPT, SavedRoom, ServerData

PERSON = "c1"
#: A game whose person at seat 0 is still asked after a dozen answers.
SEED = 7


def over(folder: Path, room: str) -> bool:
    """Whether the room's file says its game ended."""
    saved = msgspec.json.decode((folder / "rooms" / f"{room}.json").read_bytes(), type=SavedRoom)
    return saved.over


def lobby_on(folder: Path, clock: FakeClock) -> Lobby:
    return Lobby(10, data=ServerData(folder), min_window=0.0, clock=clock)


def open_game(lobby: Lobby, password: str | None = None) -> str:
    """Room r1 of identity5: the person at seat 0, computers elsewhere, started; the
    seat's token."""
    lobby.create(PERSON, "宋江", wire.CreateRoom("identity5", password=password))
    lobby.rooms["r1"].room.seed = SEED  # a game the tests know (the lobby draws one)
    sends = lobby.take_seat(PERSON, wire.TakeSeat(0))
    (seated,) = [m for _, m in sends if isinstance(m, wire.Seated)]
    for seat in range(1, 5):
        lobby.add_computer(PERSON, wire.AddComputer(seat))
    lobby.ready(PERSON, wire.Ready(True))
    return seated.token


def started(lobby: Lobby) -> tuple[str, Seat]:
    """:func:`open_game` started: the seat's token, and what its connection received."""
    token = open_game(lobby)
    seat = Seat()
    seat.take(lobby.start(PERSON, wire.Start()))
    return token, seat


class Seat:
    """What the person's connection received: its events' numbers and the last request."""

    def __init__(self, connection: str = PERSON) -> None:
        self.connection = connection
        self.seqs: list[int] = []
        self.asked: wire.Asked | None = None
        self.finished: wire.Finished | None = None
        self.kinds: list[str] = []

    def take(self, sends: list[Send]) -> None:
        for to, message in sends:
            if to != self.connection:
                continue
            self.kinds.append(str(type(message).__struct_config__.tag))
            if isinstance(message, wire.Update):
                self.seqs += [numbered.seq for numbered in message.events]
            elif isinstance(message, wire.Asked):
                self.asked = message
            elif isinstance(message, wire.Finished):
                self.finished = message

    def play_to_the_end(self, lobby: Lobby) -> None:
        """Answer every request with its default until the game of room r1 ends."""
        while self.finished is None:
            self.answer(lobby, 50)
            self.take(lobby.tick("r1"))

    def answer(self, lobby: Lobby, answers: int) -> None:
        """Answer ``answers`` requests with their default (or until the game ends)."""
        for _ in range(answers):
            asked = self.asked
            if asked is None or self.finished is not None:
                return
            self.asked = None
            response = msgspec.Raw(encode(asked.request.default(0)))
            self.take(lobby.answer(self.connection, wire.GameAnswer(asked.id, response)))


def test_a_game_killed_with_its_server_resumes_and_ends_with_a_replay_that_verifies(
    tmp_path: Path,
) -> None:
    clock = FakeClock()
    first = lobby_on(tmp_path, clock)
    token, seat = started(first)
    seat.answer(first, 12)
    assert seat.asked is not None and seat.finished is None
    played = list(first.rooms["r1"].room.game.events)  # type: ignore[union-attr]
    (old,) = (tmp_path / "replays").iterdir()
    # the server is killed here: nothing more happens to the first lobby
    clock.now += 60.0
    second = lobby_on(tmp_path, clock)
    assert second.restore() == ["r1"]
    resumed = second.rooms["r1"].room
    assert resumed.game is not None and resumed.game.events == played
    assert resumed.paused  # it waits for its person
    back = Seat("c9")
    reattached = second.reattach("c9", "宋江", token, seat.seqs[-1])
    assert reattached is not None
    sends, replaced, was_resumed = reattached
    assert replaced is None and was_resumed
    back.take(sends)
    assert back.kinds[:2] == ["seated", "room"]
    assert back.asked is not None and back.asked.id == seat.asked.id  # asked again
    assert not resumed.paused  # its only person is back: it goes on at once
    back.seqs = seat.seqs + back.seqs
    back.play_to_the_end(second)
    assert back.seqs == list(range(1, len(back.seqs) + 1))  # as if it never stopped
    assert over(tmp_path, "r1")  # kept a while, to tell late players
    (replay,) = (tmp_path / "replays").iterdir()
    assert replay != old  # the resumed game's file holds it all; the old one is gone
    assert verify_file(replay).status == VERIFIED


def test_the_room_file_holds_no_token_and_no_password_only_their_digests(
    tmp_path: Path,
) -> None:
    lobby = lobby_on(tmp_path, FakeClock())
    token = open_game(lobby, password="芝麻开门")
    lobby.start(PERSON, wire.Start())
    room_file = tmp_path / "rooms" / "r1.json"
    saved = msgspec.json.decode(room_file.read_bytes(), type=SavedRoom)
    assert saved.create.password is None and saved.password
    everything = b"".join(path.read_bytes() for path in tmp_path.rglob("*") if path.is_file())
    assert token.encode() not in everything
    assert "芝麻开门".encode() not in everything
    assert json.loads(room_file.read_bytes())["seats"][0]["token"] != token


def test_a_resumed_room_keeps_its_password_for_spectators(tmp_path: Path) -> None:
    clock = FakeClock()
    first = lobby_on(tmp_path, clock)
    open_game(first, password="芝麻开门")
    first.start(PERSON, wire.Start())
    second = lobby_on(tmp_path, clock)
    second.restore()
    wrong = second.spectate("s1", "看客", wire.Spectate("r1", "open"))
    assert [m.code for _, m in wrong if isinstance(m, wire.Error)] == ["wrong_password"]
    right = second.spectate("s2", "看客", wire.Spectate("r1", "芝麻开门"))
    assert not [m for _, m in right if isinstance(m, wire.Error)]


def test_a_resumed_game_goes_on_without_a_person_who_stays_away(tmp_path: Path) -> None:
    clock = FakeClock()
    first = lobby_on(tmp_path, clock)
    _, seat = started(first)
    seat.answer(first, 5)
    second = lobby_on(tmp_path, clock)
    second.restore()
    events = len(second.rooms["r1"].room.game.events)  # type: ignore[union-attr]
    assert second.deadline("r1") == clock.now + RESUME_WAIT
    second.tick("r1")
    assert len(second.rooms["r1"].room.game.events) == events  # type: ignore[union-attr]
    clock.now += RESUME_WAIT
    second.tick("r1")
    for _ in range(10_000):  # the computer plays the seat away to the end
        if not second.rooms["r1"].room.playing:
            break
        clock.now += 20.0
        second.tick("r1")
    assert not second.rooms["r1"].room.playing
    assert over(tmp_path, "r1")  # kept a while, to tell late players


def test_new_rooms_after_a_restart_do_not_take_a_resumed_rooms_id(tmp_path: Path) -> None:
    clock = FakeClock()
    first = lobby_on(tmp_path, clock)
    open_game(first)
    first.start(PERSON, wire.Start())
    second = lobby_on(tmp_path, clock)
    second.restore()
    second.create("c2", "吴用", wire.CreateRoom("identity5"))
    assert second.where["c2"] == "r2"


def test_a_token_of_a_game_that_cannot_go_on_is_told_the_game_was_lost(tmp_path: Path) -> None:
    clock = FakeClock()
    first = lobby_on(tmp_path, clock)
    token = open_game(first)
    first.start(PERSON, wire.Start())
    for replay in (tmp_path / "replays").iterdir():
        replay.write_bytes(b"not a replay any more")
    second = lobby_on(tmp_path, clock)
    assert second.restore() == []
    assert second.reattach("c9", "宋江", token, 0) is None
    assert second.gone_reason(token) == "game_lost"
    assert second.gone_reason("another-token-entirely-here") is None
    assert (tmp_path / "rooms" / "r1.json").exists()  # left for a person to look at


def test_a_damaged_room_file_is_skipped_and_the_others_resume(tmp_path: Path) -> None:
    clock = FakeClock()
    first = lobby_on(tmp_path, clock)
    open_game(first)
    first.start(PERSON, wire.Start())
    (tmp_path / "rooms" / "r7.json").write_text("{ not json")
    second = lobby_on(tmp_path, clock)
    assert second.restore() == ["r1"]


def test_a_lobby_that_closes_keeps_its_games_for_the_restart(tmp_path: Path) -> None:
    clock = FakeClock()
    first = lobby_on(tmp_path, clock)
    open_game(first)
    first.start(PERSON, wire.Start())
    assert first.resumable(PERSON)
    first.close_all("shutdown")
    first.leave(PERSON)  # the connections go as the server stops
    assert (tmp_path / "rooms" / "r1.json").exists()
    assert lobby_on(tmp_path, clock).restore() == ["r1"]


def _a_game_that_ended_as_its_server_was_killed(tmp_path: Path, *, result: bool) -> str:
    """A game played to its end whose room's file was still there when the server was
    killed (the kill came between the last answer and the file's removal), its recording
    with its result line or, killed a moment earlier, without; the seat's token."""
    clock = FakeClock()
    lobby = lobby_on(tmp_path, clock)
    token, seat = started(lobby)
    room_file = tmp_path / "rooms" / "r1.json"
    kept = room_file.read_bytes()
    seat.play_to_the_end(lobby)
    room_file.write_bytes(kept)
    if not result:
        (replay,) = (tmp_path / "replays").iterdir()
        rewrite(replay, [line for line in lines(replay) if not line.startswith(b'{"t":"result"')])
    return token


def test_a_game_that_ended_as_its_server_was_killed_keeps_its_replay(tmp_path: Path) -> None:
    token = _a_game_that_ended_as_its_server_was_killed(tmp_path, result=True)
    (before,) = (tmp_path / "replays").iterdir()
    second = lobby_on(tmp_path, FakeClock())
    assert second.restore() == []
    assert [p.name for p in (tmp_path / "replays").iterdir()] == [before.name]
    assert verify_file(before).status == VERIFIED
    assert over(tmp_path, "r1")  # kept a while, to tell late players
    assert second.gone_reason(token) == "game_over"


def test_a_game_whose_result_was_not_written_yet_gets_it_on_restart(tmp_path: Path) -> None:
    _a_game_that_ended_as_its_server_was_killed(tmp_path, result=False)
    (before,) = (tmp_path / "replays").iterdir()
    assert verify_file(before).status != VERIFIED  # no result: a game that did not end
    assert lobby_on(tmp_path, FakeClock()).restore() == []
    (after,) = (tmp_path / "replays").iterdir()
    assert after != before and verify_file(after).status == VERIFIED


def test_a_player_back_after_a_restart_from_a_game_that_ended_is_told_it_is_over(
    tmp_path: Path,
) -> None:
    clock = FakeClock()
    first = lobby_on(tmp_path, clock)
    token, seat = started(first)
    seat.play_to_the_end(first)  # its connection goes with the server as the game ends
    second = lobby_on(tmp_path, clock)
    assert second.restore() == []
    assert second.reattach("c9", "宋江", token, seat.seqs[-1]) is None
    assert second.gone_reason(token) == "game_over"


def test_a_room_whose_game_ended_long_ago_is_forgotten_at_the_next_start(tmp_path: Path) -> None:
    clock = FakeClock()
    first = lobby_on(tmp_path, clock)
    token, seat = started(first)
    seat.play_to_the_end(first)
    room_file = tmp_path / "rooms" / "r1.json"
    long_ago = room_file.stat().st_mtime - OVER_KEPT - 1
    os.utime(room_file, (long_ago, long_ago))
    second = lobby_on(tmp_path, clock)
    second.restore()
    assert not room_file.exists() and second.gone_reason(token) is None
