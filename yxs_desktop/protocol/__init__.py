"""The online protocol: JSON messages and their limits, and nothing of sockets or rooms
(docs/protocol.md describes it for anyone writing a client). It imports only the engine.

* :mod:`.messages`: every message as a msgspec struct (``ClientMessage``,
  ``ServerMessage``);
* :mod:`.codec`: :func:`decode_client` (every limit checked, one :class:`ProtocolError`
  for anything wrong), :func:`decode_server`, :func:`encode`, and :func:`error_for` (the
  ``error`` message of a refusal);
* :mod:`.errors`: :class:`ProtocolError`, the catalogue of its codes in both languages
  (``CODES``, :func:`code_text`), and :func:`refusal_of` (the protocol's refusal of an
  answer the engine refused);
* :mod:`.version`: :data:`PROTOCOL_VERSION` and :func:`negotiate`;
* :mod:`.limits`: sizes, depth, lengths, ranges and rates;
* :mod:`.stream`: the messages of a viewer's stream built from a game (events numbered in
  the viewer's own count, requests, waiting).
"""

from __future__ import annotations

from yxs_desktop.protocol.codec import decode_client, decode_server, encode, error_for
from yxs_desktop.protocol.errors import CODES, ProtocolError, code_text, refusal_of
from yxs_desktop.protocol.version import PROTOCOL_VERSION, negotiate

__all__ = [
    "CODES",
    "PROTOCOL_VERSION",
    "ProtocolError",
    "code_text",
    "decode_client",
    "decode_server",
    "encode",
    "error_for",
    "negotiate",
    "refusal_of",
]
