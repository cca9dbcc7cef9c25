"""The protocol's limits, one place for the codec, the server and docs/protocol.md."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

#: The largest client message, in bytes of UTF-8 (a frame above it is refused unread).
MAX_CLIENT_MESSAGE: Final = 16 * 1024
#: The deepest nesting of arrays and objects in a client message (the message object
#: itself is level 1; the deepest answer the engine takes, a Distribution, needs 4).
MAX_DEPTH: Final = 16
#: The integers a message may hold: those of a signed 64-bit integer.
INT64_MIN: Final = -(2**63)
INT64_MAX: Final = 2**63 - 1

#: A player's name, in characters.
NAME_LENGTH: Final = 24
#: A chat message, in characters.
CHAT_LENGTH: Final = 200
#: A room's password, in characters.
PASSWORD_LENGTH: Final = 32
#: The time per decision a room may set, in seconds, and its default.
SECONDS_MIN: Final = 10
SECONDS_MAX: Final = 60
SECONDS_DEFAULT: Final = 15
#: The spectators' delay a room may set, in turns, and its default.
DELAY_MAX: Final = 5
DELAY_DEFAULT: Final = 1


@dataclass(frozen=True, slots=True)
class Rate:
    """At most ``count`` messages in any ``seconds`` seconds."""

    count: int
    seconds: float


#: Messages per connection: a seated player's, a spectator's, one in the lobby.
PLAYER_RATE: Final = Rate(100, 20.0)
SPECTATOR_RATE: Final = Rate(50, 20.0)
LOBBY_RATE: Final = Rate(30, 30.0)
#: Chat messages per connection (counted within the rates above as well).
CHAT_RATE: Final = Rate(5, 10.0)
#: Refusals for going over a limit before the server closes the connection (code 1008).
STRIKES_BEFORE_CLOSE: Final = 3
