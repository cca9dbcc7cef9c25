"""``yxs server --log-format json``: one JSON object a line (``time``, ``level``,
``logger``, ``message``, and ``peer`` and ``session`` for a record about a connection),
and a live game's secrets stay out of it: neither its seed (the deck's order) nor a
hidden card a seat was dealt."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.server.test_transport import welcomed, yxs_server
from tests.server.wsclient import running, table
from yxs_desktop.engine import Game
from yxs_desktop.engine.enums import Area
from yxs_desktop.engine.events import CardsMoved
from yxs_desktop.protocol import messages as wire
from yxs_desktop.server import lobby, logs

pytestmark = [pytest.mark.asyncio, pytest.mark.timeout(120)]

#: The seed the room is given: a number no log line holds by chance.
SEED = 1_987_654_321
#: The keys a JSON line may have; every value is a string.
KEYS = {"time", "level", "logger", "message", "peer", "session", "exception", "stack"}
#: Words a record that spoke of cards would use (English and Chinese: hand, deck, card).
CARD_WORDS = re.compile(r"\b(cards?|hands?|deck)\b|手牌|牌堆|卡牌", re.IGNORECASE)
#: The engine's names of what holds card ids (events, views), as a repr would show them.
CARD_HOLDERS = re.compile(r"CardsMoved|CardUsed|CardPlayed|SeatView|PlayerView|hand=|cards=")


@dataclass(frozen=True)
class Truth:
    """What a live game must keep to itself: its seed, and the cards dealt into hands
    that not every seat saw (their ids, their faces as the engine prints a card, and each
    deal's ids in order)."""

    seed: int
    ids: frozenset[int]
    faces: frozenset[str]
    deals: tuple[tuple[int, ...], ...]


def truth_of(game: Game) -> Truth:
    hidden = [
        event
        for event in game.events
        if isinstance(event, CardsMoved) and event.dst == Area.HAND and event.visible_to
    ]
    ids = frozenset(card for event in hidden for card in event.cards)
    faces = frozenset(str(game.cards[card]) for card in ids)
    return Truth(game.seed, ids, faces, tuple(event.cards for event in hidden))


def leaks(lines: Iterable[str], truth: Truth) -> Iterator[str]:
    """Why each line that tells something of ``truth`` does.

    A card id is a number below 106 (its place in the physical deck), and such numbers
    are everywhere in a log (seats, ports, versions, the hex of session ids), so a card id
    alone is not searched for. What is checked instead is every way a record could carry
    a hidden card: a field besides the formatter's own, or any value that is not a string
    (a card id, a list of them, a view); a message speaking of cards, hands or the deck at
    all; an engine struct that holds card ids, as its repr would show it; a dealt card's
    face as the engine prints it (``♠A决斗``); a deal's ids written as a tuple or a list
    (``17, 55``). The seed is searched for as it is, in the whole line: nine digits."""
    for line in lines:
        record = json.loads(line)
        if not isinstance(record, dict) or not set(record) <= KEYS:
            yield f"fields besides the formatter's: {line}"
            continue
        if any(not isinstance(value, str) for value in record.values()):
            yield f"a value that is not a string: {line}"
        if str(truth.seed) in line:
            yield f"the seed: {line}"
        text = " ".join(str(value) for value in record.values())
        if CARD_WORDS.search(text) or CARD_HOLDERS.search(text):
            yield f"speaks of cards: {line}"
        if any(face in text for face in truth.faces):
            yield f"a dealt card's face: {line}"
        for deal in truth.deals:
            if len(deal) > 1 and any(sep.join(map(str, deal)) in text for sep in (", ", ",")):
                yield f"a deal's card ids: {line}"


async def test_the_json_log_of_a_real_game_holds_neither_its_seed_nor_a_hidden_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lobby.secrets, "randbelow", lambda below: SEED)
    stream = io.StringIO()
    root, program = logging.getLogger(), logging.getLogger("yxs_desktop")
    levels = root.level, program.level
    handler = logs.configure("json", stream)  # as `yxs server --log-format json` does
    program.setLevel(logging.DEBUG)  # and the program's own debug records too
    try:
        async with running(tmp_path) as server, asyncio.timeout(90):
            clients = await table(server.port, persons=2)
            ends = await asyncio.gather(*(client.play() for client in clients))
            assert all(isinstance(end, wire.Finished) for end in ends)
            live = stream.getvalue().splitlines()  # the room's life up to its result
            (entry,) = server.hub.lobby.rooms.values()
            assert entry.room.seed == SEED and entry.room.game is not None
            truth = truth_of(entry.room.game)
            for client in clients:
                await client.socket.close()
    finally:
        root.removeHandler(handler)
        root.setLevel(levels[0])
        program.setLevel(levels[1])
    assert len(truth.ids) >= 8 and len(truth.deals) >= 5  # the game dealt hidden cards
    records = [json.loads(line) for line in live]
    messages = [record["message"] for record in records]
    assert any("the game starts" in message for message in messages)  # the log saw it
    connected = [r for r in records if "connected from" in r["message"]]
    assert [(r["peer"], r["level"], r["logger"]) for r in connected] == [
        ("127.0.0.1", "INFO", "yxs_desktop.server.hub")
    ] * 2
    assert all(r["session"] in r["message"] for r in connected)
    assert list(leaks(live, truth)) == []
    # the check finds what it looks for: lines that leak each of those ways are caught
    card = min(truth.ids)
    deal = next(d for d in truth.deals if len(d) > 1)
    face = next(iter(truth.faces))
    leaky = [
        json.dumps({"message": f"room r1 seed {SEED}"}),
        json.dumps({"message": "ok", "card": card}),
        json.dumps({"message": "ok", "peer": [card]}),
        json.dumps({"message": f"seat 1 holds {face}"}, ensure_ascii=False),
        json.dumps({"message": f"seat 1 draws {list(deal)}"}),
        json.dumps({"message": f"seat 1: {deal}"}),
        json.dumps({"message": "seat 1 hand updated"}),
        json.dumps({"message": f"CardsMoved(cards=({card},))"}),
    ]
    assert len(list(leaks(leaky, truth))) >= len(leaky)
    for line in leaky:
        assert list(leaks([line], truth)), line


async def test_the_command_logs_json_lines_naming_the_connections_peer() -> None:
    async with yxs_server("--log-format", "json") as server:
        client = await welcomed(f"ws://127.0.0.1:{server.port}/")
        welcome = next(m for m in client.received if isinstance(m, wire.Welcome))
        await client.socket.close()
        async with asyncio.timeout(10):
            while not any('gone (127.0.0.1)"' in line for line in server.log):
                await asyncio.sleep(0.05)
    records = [json.loads(line) for line in server.log]  # every line is one JSON object
    assert all({"time", "level", "logger", "message"} <= set(record) for record in records)
    assert all(set(record) <= KEYS for record in records)
    assert any(r["message"].startswith("listening on ws://127.0.0.1:") for r in records)
    about = [r for r in records if r.get("session") == welcome.session]
    assert [r["message"].split(": ", 1)[1] for r in about] == [
        "connected from 127.0.0.1",
        "hello from '宋江' (version 2)",
        "gone (127.0.0.1)",
    ]
    assert {r["peer"] for r in about} == {"127.0.0.1"}
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00", records[0]["time"])
