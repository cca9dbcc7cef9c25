"""Whatever arrives, decode_client returns a message or raises ProtocolError, and quickly:
random bytes, random text, random JSON, and random objects shaped like messages."""

from __future__ import annotations

import json
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from yxs_desktop.protocol import ProtocolError, decode_client
from yxs_desktop.protocol.messages import CLIENT_TYPES, Message

#: Far above what one message takes (well under a millisecond): a bound that only a
#: pathological case (backtracking, a quadratic scan) would cross on a slow machine.
TIME_LIMIT = 0.25

FIELDS = (
    "type", "versions", "name", "token", "last_seq", "mode", "seconds", "extra_choice",
    "level", "spectators", "spectator_delay", "password", "room", "seat", "ready", "id",
    "response", "on", "channel", "text", "nonce", "cards", "kind", "targets", "index",
)  # fmt: skip

scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=30)
    | st.sampled_from(CLIENT_TYPES)
    | st.sampled_from(("Pass", "Use", "Choice", "Cards", "room", "identity5"))
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.dictionaries(st.sampled_from(FIELDS) | st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=40,
)
message_like = st.fixed_dictionaries(
    {"type": st.sampled_from(CLIENT_TYPES)},
    optional={name: json_values for name in FIELDS if name != "type"},
)


def check(data: bytes | str) -> None:
    start = time.perf_counter()
    try:
        message = decode_client(data)
    except ProtocolError as error:
        assert error.code and len(error.message) <= 300
    else:
        assert isinstance(message, Message)
    assert time.perf_counter() - start < TIME_LIMIT


SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(st.binary(max_size=2000))
def test_random_bytes_give_a_message_or_a_protocol_error(data: bytes) -> None:
    check(data)


@SETTINGS
@given(st.text(alphabet=st.characters(codec=None), max_size=500))
def test_random_text_gives_a_message_or_a_protocol_error(data: str) -> None:
    check(data)


@SETTINGS
@given(json_values)
def test_random_json_gives_a_message_or_a_protocol_error(value: object) -> None:
    check(json.dumps(value))


@SETTINGS
@given(message_like)
def test_random_message_shapes_give_a_message_or_a_protocol_error(value: dict[str, object]) -> None:
    check(json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass"))


@SETTINGS
@given(message_like, st.integers(min_value=0, max_value=400), st.binary(min_size=1, max_size=4))
def test_damaged_messages_give_a_message_or_a_protocol_error(
    value: dict[str, object], where: int, junk: bytes
) -> None:
    data = json.dumps(value).encode()
    at = min(where, len(data))
    check(data[:at] + junk + data[at:])


@pytest.mark.slow
@settings(max_examples=5000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(message_like | json_values.map(lambda v: {"type": "answer", "id": 1, "response": v}))
def test_many_more_message_shapes_give_a_message_or_a_protocol_error(value: object) -> None:
    check(json.dumps(value, ensure_ascii=False).encode("utf-8", "surrogatepass"))
