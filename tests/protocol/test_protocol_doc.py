"""docs/protocol.md and the code agree: every example on the page is a message of its
direction that encodes back to the same JSON, every message type has one, the game data
shown come from a real game, and the page's codes and limits are the code's."""

from __future__ import annotations

import json
import re

import pytest

from tests.protocol.real_game import PAGE, examples, rewrite
from yxs_desktop.protocol import CODES, PROTOCOL_VERSION, decode_client, decode_server, encode
from yxs_desktop.protocol.limits import (
    CHAT_LENGTH,
    CHAT_RATE,
    LOBBY_RATE,
    MAX_CLIENT_MESSAGE,
    MAX_DEPTH,
    NAME_LENGTH,
    PLAYER_RATE,
    SPECTATOR_RATE,
    STRIKES_BEFORE_CLOSE,
)
from yxs_desktop.protocol.messages import CLIENT_TYPES, SERVER_TYPES

TEXT = PAGE.read_text(encoding="utf-8")
BLOCK = re.compile(r"^```json([^\n]*)\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def blocks() -> list[tuple[str, str]]:
    """(direction, JSON text) of every ```json block of the page."""
    found = []
    for match in BLOCK.finditer(TEXT):
        words = match.group(1).split()
        assert words and words[0] in ("client", "server"), f"a json block without a side: {words}"
        found.append((words[0], match.group(2)))
    return found


BLOCKS = blocks()


@pytest.mark.parametrize(
    ("side", "body"), BLOCKS, ids=[f"{i}-{s}" for i, (s, _) in enumerate(BLOCKS)]
)
def test_every_example_decodes_as_its_side_and_encodes_back_the_same(side: str, body: str) -> None:
    decode = decode_client if side == "client" else decode_server
    message = decode(body)
    assert json.loads(encode(message)) == json.loads(body)


def test_every_message_type_has_an_example_on_the_page() -> None:
    shown = {(side, json.loads(body)["type"]) for side, body in BLOCKS}
    missing = {("client", t) for t in CLIENT_TYPES} | {("server", t) for t in SERVER_TYPES}
    assert missing - shown == set()


def test_the_game_data_on_the_page_are_those_of_a_real_game() -> None:
    """The update, snapshot, request, waiting and finished examples are what the server's
    room sends a seat and a spectator in a seeded game (``python -m
    tests.protocol.real_game --write`` writes them again after an engine change)."""
    assert "real=" in TEXT
    assert rewrite(TEXT, examples()) == TEXT


def test_the_page_lists_every_error_code_and_no_other() -> None:
    table = TEXT.split("## Errors and closing", 1)[1].split("## A whole session", 1)[0]
    listed = set(re.findall(r"^\|[^|]*", table, re.MULTILINE))
    named = {code for cell in listed for code in re.findall(r"`([a-z0-9_]+)`", cell)}
    assert named == set(CODES)


def test_the_page_names_the_versions_this_program_speaks() -> None:
    low, high = PROTOCOL_VERSION
    assert f"This program speaks versions **{low} and {high}** (`[{low}, {high}]`)" in TEXT


def test_the_page_states_the_limits_the_code_applies() -> None:
    limits = " ".join(TEXT.split("## Limits", 1)[1].split("## Errors and closing", 1)[0].split())
    assert f"{MAX_CLIENT_MESSAGE // 1024} KiB" in limits
    assert f"{MAX_DEPTH} levels" in limits
    assert f"{NAME_LENGTH} and {CHAT_LENGTH} characters" in limits
    for rate in (PLAYER_RATE, SPECTATOR_RATE, LOBBY_RATE, CHAT_RATE):
        assert f"{rate.count} per {rate.seconds:g} s" in limits
    assert f"({STRIKES_BEFORE_CLOSE} more refusals for limits)" in limits
