"""The server's limit on rooms with a searching computer player (``--max-search-rooms``):
each expert action is searched, tens of ms of the server's CPU, so a client must not be able to
fill every room with them; a refusal says why and changes nothing."""

from __future__ import annotations

from yxs_desktop.protocol import messages as wire
from yxs_desktop.server.lobby import Lobby


def errors(sends: list[tuple[str, object]]) -> list[str]:
    return [m.code for _, m in sends if isinstance(m, wire.Error)]


def test_a_room_with_expert_computers_beyond_the_limit_is_refused() -> None:
    lobby = Lobby(10, max_search_rooms=1)
    assert errors(lobby.create("c1", "宋江", wire.CreateRoom("identity5", level="expert"))) == []
    refused = lobby.create("c2", "吴用", wire.CreateRoom("identity5", level="expert"))
    assert errors(refused) == ["search_busy"]
    assert "c2" not in lobby.where and len(lobby.rooms) == 1  # nothing opened


def test_an_expert_added_to_a_room_beyond_the_limit_is_refused_and_the_seat_stays_empty() -> None:
    lobby = Lobby(10, max_search_rooms=1)
    lobby.create("c1", "宋江", wire.CreateRoom("identity5"))
    lobby.create("c2", "吴用", wire.CreateRoom("identity5"))
    assert errors(lobby.add_computer("c1", wire.AddComputer(1, "expert"))) == []
    assert errors(lobby.add_computer("c1", wire.AddComputer(2, "expert"))) == []  # same room
    refused = lobby.add_computer("c2", wire.AddComputer(1, "expert"))
    assert errors(refused) == ["search_busy"]
    second = lobby.rooms[lobby.where["c2"]].room
    assert second.seats[1].level == ""  # still empty
    assert errors(lobby.add_computer("c2", wire.AddComputer(1, "strong"))) == []


def test_a_room_freed_of_its_expert_lets_another_have_one() -> None:
    lobby = Lobby(10, max_search_rooms=1)
    lobby.create("c1", "宋江", wire.CreateRoom("identity5", level="expert"))
    lobby.leave("c1", wire.LeaveRoom())
    assert errors(lobby.create("c2", "吴用", wire.CreateRoom("identity5", level="expert"))) == []


def test_no_searching_rooms_at_all_when_the_limit_is_zero() -> None:
    lobby = Lobby(10, max_search_rooms=0)
    assert errors(lobby.create("c1", "宋江", wire.CreateRoom("identity5", level="expert"))) == [
        "search_busy"
    ]
    assert errors(lobby.create("c1", "宋江", wire.CreateRoom("identity5", level="strong"))) == []
