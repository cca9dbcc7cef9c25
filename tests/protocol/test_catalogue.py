"""The error catalogue: every code a client may be sent has its Chinese and English text,
and a refusal carries only known codes and short messages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from yxs_desktop.engine import CODES as ENGINE_CODES
from yxs_desktop.engine import MODES, IllegalResponse
from yxs_desktop.protocol import (
    CODES,
    ProtocolError,
    code_text,
    decode_server,
    encode,
    error_for,
    refusal_of,
)
from yxs_desktop.protocol.errors import MESSAGE_LIMIT
from yxs_desktop.protocol.messages import Error, Level, Mode
from yxs_desktop.selfplay import AI_KINDS

PROTOCOL = Path(__file__).resolve().parents[2] / "yxs_desktop" / "protocol"


def test_every_code_has_a_chinese_and_an_english_text() -> None:
    for code, texts in CODES.items():
        assert re.fullmatch(r"[a-z0-9_]+", code)
        assert re.search(r"[\u4e00-\u9fff]", texts.zh), code
        assert texts.en.isascii() and texts.en[:1].isupper(), code
        assert code_text(code, "zh") == texts.zh and code_text(code, "en") == texts.en


def test_a_code_from_a_newer_server_is_shown_as_it_is() -> None:
    assert code_text("some_new_code", "zh") == "some_new_code"


def test_every_code_the_protocol_raises_is_in_the_catalogue() -> None:
    raised = {
        code
        for path in PROTOCOL.glob("*.py")
        for code in re.findall(r'ProtocolError\(\s*"([a-z0-9_]+)"', path.read_text("utf-8"))
    }
    assert raised and raised <= set(CODES)


def test_a_refusal_refuses_an_unknown_code_and_keeps_its_message_short() -> None:
    with pytest.raises(ValueError):
        ProtocolError("no_such_code", "x")
    assert len(ProtocolError("bad_field", "x" * 10_000).message) == MESSAGE_LIMIT


def test_the_modes_and_levels_a_room_may_ask_for_are_the_programs() -> None:
    assert set(Mode.__args__) == set(MODES)  # type: ignore[attr-defined]
    assert set(Level.__args__) == set(AI_KINDS)  # type: ignore[attr-defined]


def test_every_engine_refusal_of_an_answer_has_a_protocol_code() -> None:
    """Out of turn, stale, repeated and after the end each have a code of their own;
    against the rules is ``illegal`` with the engine's reason kept."""
    for engine_code in ENGINE_CODES:
        error = refusal_of(IllegalResponse(engine_code, "why"), 7)
        assert error.code in CODES
        assert (error.answers, error.request, error.engine_code) == ("answer", 7, engine_code)
    assert refusal_of(IllegalResponse("not_pending", ""), 1).code == "stale_request"
    assert refusal_of(IllegalResponse("not_asked", ""), 1).code == "not_your_turn"
    assert refusal_of(IllegalResponse("already_answered", ""), 1).code == "already_answered"
    assert refusal_of(IllegalResponse("no_request", ""), 1).code == "game_over"
    assert refusal_of(IllegalResponse("bad_target", ""), 1).code == "illegal"


def test_a_refusal_becomes_an_error_message_naming_what_it_answers() -> None:
    error = refusal_of(IllegalResponse("bad_cards", "card 9 is not in your hand"), 4)
    message = decode_server(encode(error_for(error)))
    assert message == Error("illegal", "card 9 is not in your hand", "answer", 4, "bad_cards")
