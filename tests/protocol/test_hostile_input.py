"""What a hostile or broken client may send: each a ProtocolError with the right code and a
short message that names what is wrong, and never more than a little of the input."""

from __future__ import annotations

import msgspec
import pytest

from yxs_desktop.protocol import ProtocolError, decode_client
from yxs_desktop.protocol.errors import MESSAGE_LIMIT
from yxs_desktop.protocol.limits import MAX_CLIENT_MESSAGE, MAX_DEPTH
from yxs_desktop.protocol.messages import ClientMessage, GameAnswer, Hello, TakeSeat


def refusal(data: bytes | str, **kwargs: bool) -> ProtocolError:
    with pytest.raises(ProtocolError) as caught:
        decode_client(data, **kwargs)
    error = caught.value
    assert len(error.message) <= MESSAGE_LIMIT
    return error


def nested(depth: int) -> str:
    """A chat message whose text field holds arrays nested so that the whole message is
    ``depth`` levels deep."""
    inner = "[" * (depth - 1) + "]" * (depth - 1)
    return '{"type": "chat", "channel": "room", "text": ' + inner + "}"


CASES = {
    "not json": (b"hello?", "malformed_json"),
    "a trailing comma": (b'{"type": "ping",}', "malformed_json"),
    "NaN is not JSON": (b'{"type": "ping", "nonce": NaN}', "malformed_json"),
    "Infinity is not JSON": (b'{"type": "ping", "nonce": Infinity}', "malformed_json"),
    "a string never closed": (b'{"type": "chat", "channel": "room", "text": "ab', "malformed_json"),
    "a bracket closing nothing": (b'{"type": "ping"}}', "malformed_json"),
    "an empty frame": (b"", "malformed_json"),
    "invalid UTF-8": (b'{"type": "chat", "channel": "room", "text": "\xff\xfe"}', "bad_utf8"),
    "an overlong UTF-8 slash": (
        b'{"type": "chat", "channel": "room", "text": "\xc0\xaf"}',
        "bad_utf8",
    ),
    "a lone surrogate escape": (
        b'{"type": "chat", "channel": "room", "text": "\\ud800"}',
        "bad_utf8",
    ),
    "a lone surrogate in a text frame": (
        '{"type": "chat", "channel": "room", "text": "\ud800"}',
        "bad_utf8",
    ),
    "a lone surrogate in an answer": (
        b'{"type": "answer", "id": 1, "response": {"type": "Use", "skill": "\\udc00"}}',
        "bad_utf8",
    ),
    "an array, not an object": (b"[1, 2]", "unknown_type"),
    "a bare number": (b"7", "unknown_type"),
    "no type": (b'{"seat": 1}', "unknown_type"),
    "an unknown type": (b'{"type": "become_host"}', "unknown_type"),
    "a type of the wrong case": (b'{"type": "Ping"}', "unknown_type"),
    "a type that is not a string": (b'{"type": 3}', "unknown_type"),
    "a server message sent by a client": (b'{"type": "welcome", "version": 1}', "unknown_type"),
    "a seat that is a string": (b'{"type": "take_seat", "seat": "1"}', "bad_field"),
    "a seat that is a float": (b'{"type": "take_seat", "seat": 1.0}', "bad_field"),
    "a seat that is a bool": (b'{"type": "take_seat", "seat": true}', "bad_field"),
    "a seat off the table": (b'{"type": "take_seat", "seat": 8}', "bad_field"),
    "a negative seat": (b'{"type": "take_seat", "seat": -1}', "bad_field"),
    "a field missing": (b'{"type": "take_seat"}', "bad_field"),
    "a field unknown": (b'{"type": "ping", "nonce": 1, "admin": true}', "bad_field"),
    "a name too long": (
        b'{"type": "hello", "versions": [2, 2], "name": "' + b"x" * 25 + b'"}',
        "bad_field",
    ),
    "an empty name": (b'{"type": "hello", "versions": [2, 2], "name": ""}', "bad_field"),
    "a name of spaces": (b'{"type": "hello", "versions": [2, 2], "name": "   "}', "bad_field"),
    "a name with a newline": (
        b'{"type": "hello", "versions": [2, 2], "name": "a\\nb"}',
        "bad_field",
    ),
    "versions backwards": (b'{"type": "hello", "versions": [2, 1], "name": "a"}', "bad_field"),
    "versions of three": (b'{"type": "hello", "versions": [1, 1, 1], "name": "a"}', "bad_field"),
    "a token with odd characters": (
        b'{"type": "hello", "versions": [2, 2], "name": "a", "token": "../../../etc/passwd00"}',
        "bad_field",
    ),
    "a decision time too short": (
        b'{"type": "create_room", "mode": "identity5", "seconds": 9}',
        "bad_field",
    ),
    "a decision time too long": (
        b'{"type": "create_room", "mode": "identity5", "seconds": 61}',
        "bad_field",
    ),
    "an unknown mode": (b'{"type": "create_room", "mode": "identity9"}', "bad_field"),
    "a chat text too long": (
        b'{"type": "chat", "channel": "room", "text": "' + b"x" * 201 + b'"}',
        "bad_field",
    ),
    "a chat to an unknown channel": (
        b'{"type": "chat", "channel": "all", "text": "hi"}',
        "bad_field",
    ),
    "a request id of zero": (
        b'{"type": "answer", "id": 0, "response": {"type": "Pass"}}',
        "bad_field",
    ),
    "an answer without a response": (b'{"type": "answer", "id": 1}', "bad_field"),
    "a response of no known type": (
        b'{"type": "answer", "id": 4, "response": {"type": "Win"}}',
        "bad_response",
    ),
    "a response with a wrong field": (
        b'{"type": "answer", "id": 4, "response": {"type": "Choice", "index": "0"}}',
        "bad_response",
    ),
    "a response that is a list": (b'{"type": "answer", "id": 4, "response": [1]}', "bad_response"),
    "an integer beyond int64": (
        b'{"type": "ping", "nonce": 9223372036854775808}',
        "number_out_of_range",
    ),
    "an integer below int64": (
        b'{"type": "take_seat", "seat": -9223372036854775809}',
        "number_out_of_range",
    ),
    "a thousand digits": (
        b'{"type": "ping", "nonce": ' + b"9" * 1000 + b"}",
        "number_out_of_range",
    ),
    "a huge integer in an answer": (
        b'{"type": "answer", "id": 1, "response": {"type": "Cards", "ids": [' + b"1" * 30 + b"]}}",
        "number_out_of_range",
    ),
    "a huge float": (b'{"type": "ping", "nonce": 1e400}', "bad_field"),
    "a duplicate key": (b'{"type": "take_seat", "seat": 1, "seat": 2}', "duplicate_key"),
    "a duplicate type": (b'{"type": "ping", "type": "start"}', "duplicate_key"),
    "a duplicate key spelt with an escape": (
        b'{"type": "take_seat", "seat": 1, "s\\u0065at": 2}',
        "duplicate_key",
    ),
    "a duplicate key inside the answer": (
        b'{"type": "answer", "id": 1, "response": {"type": "Choice", "index": 0, "index": 3}}',
        "duplicate_key",
    ),
    "nested one level too deep": (nested(MAX_DEPTH + 1), "too_deep"),
    "nested eight thousand deep": ("[" * 8000 + "]" * 8000, "too_deep"),
    "a deep answer": (
        '{"type": "answer", "id": 1, "response": ' + "{" * 40 + "}" * 40 + "}",
        "too_deep",
    ),
    "a huge message": (
        b'{"type": "chat", "channel": "room", "text": "' + b"x" * MAX_CLIENT_MESSAGE + b'"}',
        "too_large",
    ),
    "a huge text frame": ("x" * (10 * MAX_CLIENT_MESSAGE), "too_large"),
    "a text frame small in characters, large in bytes": (
        "字" * (MAX_CLIENT_MESSAGE // 2),
        "too_large",
    ),
}


@pytest.mark.parametrize(("data", "code"), CASES.values(), ids=CASES.keys())
def test_hostile_input_is_refused_with_its_code(data: bytes | str, code: str) -> None:
    assert refusal(data).code == code


def test_a_binary_frame_is_refused_whatever_it_holds() -> None:
    assert refusal(b'{"type": "ping"}', binary=True).code == "binary_frame"


def test_the_deepest_allowed_nesting_is_read_and_then_checked_as_usual() -> None:
    """Up to MAX_DEPTH levels the scanner lets the message through: the decoder then
    judges its fields (a text that is an array is a bad field, not too deep)."""
    assert refusal(nested(MAX_DEPTH)).code == "bad_field"


def test_a_message_just_within_the_size_limit_is_read() -> None:
    head = b'{"type": "ping", "nonce": 1'
    padded = head + b" " * (MAX_CLIENT_MESSAGE - len(head) - 1) + b"}"
    assert len(padded) == MAX_CLIENT_MESSAGE
    assert decode_client(padded).nonce == 1  # type: ignore[union-attr]


def test_a_field_error_names_the_message_and_the_field() -> None:
    error = refusal(b'{"type": "take_seat", "seat": 9}')
    assert error.answers == "take_seat"
    assert "$.seat" in error.message


def test_a_refused_answer_names_its_request_and_the_engines_code() -> None:
    error = refusal(b'{"type": "answer", "id": 12, "response": {"type": "Choice"}}')
    assert (error.code, error.answers, error.request) == ("bad_response", "answer", 12)
    assert error.engine_code == "malformed"
    assert "index" in error.message


def test_a_huge_bad_value_is_not_echoed_back() -> None:
    mode = "m" * 10_000
    error = refusal('{"type": "create_room", "mode": "' + mode + '"}')
    assert error.code == "bad_field"
    assert "m" * 50 not in error.message


def test_text_and_bytes_frames_give_the_same_message() -> None:
    text = '{"type": "hello", "versions": [1, 2], "name": "宋江", "last_seq": 0}'
    assert decode_client(text) == decode_client(text.encode()) == Hello((1, 2), "宋江", None, 0)


def test_an_answer_keeps_its_response_for_the_engine_to_decode() -> None:
    message = decode_client(
        b'{"type": "answer", "id": 3, "response": {"type": "Seats", "seats": [2]}}'
    )
    assert isinstance(message, GameAnswer)
    assert message.id == 3
    assert message.decoded().seats == (2,)  # type: ignore[union-attr]


def test_whitespace_and_key_order_do_not_matter() -> None:
    assert decode_client(b' {\n "seat" : 3 ,\t"type":"take_seat"}\r\n') == TakeSeat(3)


def test_without_the_scanner_deep_input_would_escape_as_a_recursion_error() -> None:
    """Why the depth is checked before msgspec reads the text: msgspec has no nesting
    limit to set, and deep input ends in a RecursionError, not a decoding error (at 5,000
    levels on Python 3.11, past 10,000 on 3.13, whose C recursion limit is higher)."""

    def deep(levels: int) -> bytes:
        return b'{"type": "answer", "id": 1, "response": ' + b"[" * levels + b"]" * levels + b"}"

    with pytest.raises(RecursionError):
        msgspec.json.decode(deep(20000), type=ClientMessage)
    assert refusal(deep(5000)).code == "too_deep"  # within the size limit
