"""Typed errors raised at the engine's boundary.

An :class:`IllegalResponse` (an answer refused) changes nothing: the same request stays
pending. :class:`EngineFault` is the one error that ends a game: a procedure failed inside
the engine, and the game stops instead of being left half-resolved.
"""

from __future__ import annotations

from typing import Final

#: The longest refusal message: a message quotes parts of the refused input, and an
#: attacker's input may be megabytes long.
MESSAGE_LIMIT: Final = 300

#: Every ``IllegalResponse.code`` the engine raises, with what it means (a test checks
#: that this is exactly the set of codes in the sources).
CODES: Final[dict[str, str]] = {
    "no_request": "nothing is being asked (the game is over or closed)",
    "not_pending": "the answer names a request id that is not the pending request",
    "already_answered": "this seat has already answered that request",
    "bad_seat": "the seat is not an int naming a seat of the table",
    "not_asked": "the pending request does not ask this seat",
    "wrong_type": "the answer is not of a type that answers this request",
    "malformed": "the answer is not of a known shape (bad JSON, unknown type, bad field)",
    "not_an_option": "the answer is not one of the request's options",
    "taken": "the hero was taken by a teammate meanwhile",
    "bad_cards": "the cards chosen are not among those allowed",
    "bad_count": "too few or too many cards or seats were chosen",
    "bad_target": "a seat chosen is not allowed",
}


def shorten(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to at most ``limit`` characters (with an ellipsis when cut)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalResponse(EngineError):
    """A response that does not answer the pending request legally; nothing changed.

    ``code`` is a stable machine-readable reason (one of :data:`CODES`); ``message`` says
    in words what is wrong, in at most :data:`MESSAGE_LIMIT` characters.
    """

    def __init__(self, code: str, message: str) -> None:
        message = shorten(message)
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class MalformedResponse(IllegalResponse):
    """A response that is not even of a known shape (bad JSON, unknown type, bad field)."""

    def __init__(self, message: str) -> None:
        super().__init__("malformed", message)


class GameNotStarted(EngineError):
    """The game was asked for an answer before :meth:`Game.start`."""


class GameAlreadyStarted(EngineError):
    """:meth:`Game.start` was called a second time."""


class NoSuchSeat(EngineError, ValueError):
    """A seat that is not an ``int`` naming a seat of the table was asked for a view."""


class EngineFault(EngineError):
    """A procedure raised inside the engine: a bug, not a bad answer. The game has ended
    (nothing is pending any more); ``__cause__`` is the original exception."""


class UnknownMode(EngineError):
    """A mode name that no registered mode answers to."""
