"""Typed errors raised at the engine's boundary. None of them changes the game."""

from __future__ import annotations


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalResponse(EngineError):
    """A response that does not answer the pending request legally.

    ``code`` is a stable machine-readable reason (``not_your_turn``, ``wrong_kind``,
    ``not_an_option``, ``bad_target``, ``bad_cards``, ``bad_count``, ``no_request``,
    ``malformed``); ``message`` says in words what is wrong.
    """

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class MalformedResponse(IllegalResponse):
    """A response that is not even of a known shape (bad JSON, unknown type, bad field)."""

    def __init__(self, message: str) -> None:
        super().__init__("malformed", message)


class UnknownMode(EngineError):
    """A mode name that no registered mode answers to."""
