"""The room's refusals as the protocol's errors: a client only ever meets a code of the
protocol's catalogue (whose text it shows), and the room's or engine's own reason stays
in ``engine_code``."""

from __future__ import annotations

from yxs_desktop.engine import CODES as ENGINE_CODES
from yxs_desktop.protocol.errors import CODES
from yxs_desktop.protocol.messages import Bye
from yxs_desktop.server.wire import error_of, protocol_message
from yxs_desktop.table.outbox import ROOM_CODES, Closed, RoomError


def test_every_refusal_of_the_room_or_the_engine_is_a_code_of_the_catalogue() -> None:
    for code in [*ROOM_CODES, *ENGINE_CODES]:
        error = error_of(RoomError(code, "why"), "answer", 3)
        assert error.code in CODES, code
        assert error.engine_code == (None if error.code == code else code)
        assert (error.answers, error.request) == ("answer", 3)


def test_an_answer_against_the_rules_is_illegal_with_the_engines_reason() -> None:
    error = error_of(RoomError("bad_target", "seat 2 is out of range"), "answer", 3)
    assert (error.code, error.engine_code) == ("illegal", "bad_target")


def test_a_closed_room_is_the_protocols_bye_for_a_shutdown() -> None:
    bye = protocol_message(Closed("shutdown"), replay=True)
    assert isinstance(bye, Bye) and bye.reason == "shutdown"
