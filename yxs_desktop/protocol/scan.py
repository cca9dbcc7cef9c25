"""A quick look at a client message's JSON text before the decoder reads it.

msgspec has no option to limit nesting (it recurses, and deep enough input raises a
``RecursionError``, not a decoding error), keeps the last of repeated keys without a word,
takes integers of any size, and refuses a ``\\ud800`` escape, which no UTF-8 text can
hold, only as "input data was truncated". :func:`scan` finds these first, in one pass of a
regular expression over the tokens that matter: strings (skipped whole, with keys told
apart by the colon after them), brackets and long integers.
"""

from __future__ import annotations

import json
import re
from typing import Final

from yxs_desktop.protocol.errors import ProtocolError
from yxs_desktop.protocol.limits import INT64_MAX, INT64_MIN, MAX_DEPTH

#: Digits of the longest int64 (with its sign), beyond which no int() is needed.
_LONGEST: Final = len(str(INT64_MIN))
# A whole string (and the colon that makes it a key), a bracket, a lone quote (a string
# that never ends), or an integer of 19 digits or more (shorter ones are all within int64;
# not the digits of a fraction or an exponent). Linear: the alternatives inside a string
# cannot overlap.
_TOKEN: Final = re.compile(
    r'"((?:[^"\\]|\\.)*)"(\s*:)?|[{}\[\]"]|(?<![\d.eE+-])-?\d{19,}(?![\d.eE])'
)


def scan(text: str, max_depth: int = MAX_DEPTH) -> None:
    """Raise :class:`ProtocolError` if ``text`` nests arrays and objects deeper than
    ``max_depth``, repeats a key in an object, holds an integer outside int64 or a string
    with a lone surrogate escape, or a string that never ends. Anything else malformed is
    left to the decoder."""
    keys: list[set[str] | None] = []  # per open bracket: an object's keys so far
    for match in _TOKEN.finditer(text):
        token = match.group()
        first = token[0]
        if first == '"':
            if len(token) == 1:
                raise ProtocolError("malformed_json", "a string is never closed")
            inner = match.group(1)
            if "\\u" in inner:
                inner = _unescaped('"' + inner + '"')
            if match.group(2) is not None and keys and keys[-1] is not None:
                seen = keys[-1]
                if inner in seen:
                    raise ProtocolError("duplicate_key", f"the key {_quote(inner)} comes twice")
                seen.add(inner)
        elif first in "{[":
            if len(keys) >= max_depth:
                raise ProtocolError(
                    "too_deep", f"arrays and objects nest deeper than {max_depth} levels"
                )
            keys.append(set() if first == "{" else None)
        elif first in "}]":
            if not keys:
                raise ProtocolError("malformed_json", f"a {first!r} closes nothing")
            keys.pop()
        else:
            _check_integer(token)


def _unescaped(token: str) -> str:
    """The string a JSON string token (quotes included) holds; a lone surrogate is
    refused."""
    try:
        value: str = json.loads(token)
    except ValueError:  # a bad escape: the decoder says so
        return token
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ProtocolError(
            "bad_utf8", "a string holds a lone surrogate (\\ud800-\\udfff escape)"
        ) from None
    return value


def _check_integer(token: str) -> None:
    if len(token) > _LONGEST or not INT64_MIN <= int(token) <= INT64_MAX:
        raise ProtocolError(
            "number_out_of_range", f"the integer {_quote(token)} is outside 64-bit integers"
        )


def _quote(text: str, limit: int = 40) -> str:
    """``text`` quoted, cut to ``limit`` characters: never a huge piece of the input."""
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")
