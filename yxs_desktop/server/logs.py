"""The server's log on stderr: one line per record, as text (the default) or as one JSON
object per line (``--log-format json``) for a log collector.

A JSON line holds ``time`` (ISO 8601, UTC, milliseconds), ``level``, ``logger`` and
``message``; a record about one connection adds ``peer`` (the client's address) and
``session`` (its session id), and a record with an exception ``exception`` (the
traceback, in the one line). Nothing else of a record is written: whatever a log call
passes along in ``extra`` besides those two stays out of the log.
"""

from __future__ import annotations

import json
import logging
import sys
from datetime import UTC, datetime
from typing import Final, TextIO

#: ``--log-format``'s choices.
FORMATS: Final = ("text", "json")
#: The text format's lines.
TEXT_FORMAT: Final = "%(asctime)s %(levelname)s %(name)s: %(message)s"
#: The fields a record about one connection may add (``extra``), as the JSON keys.
CONNECTION_FIELDS: Final = ("peer", "session")


class JsonFormatter(logging.Formatter):
    """A record as one line of JSON (see the module's docstring)."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, str] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for name in CONNECTION_FIELDS:
            value = record.__dict__.get(name)
            if value is not None:
                line[name] = str(value)
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        if record.stack_info:
            line["stack"] = self.formatStack(record.stack_info)
        return json.dumps(line, ensure_ascii=False)


def formatter(kind: str) -> logging.Formatter:
    """The formatter of ``kind`` (one of :data:`FORMATS`)."""
    if kind == "json":
        return JsonFormatter()
    if kind == "text":
        return logging.Formatter(TEXT_FORMAT)
    raise ValueError(f"no log format {kind!r}: {' or '.join(FORMATS)}")


def configure(
    kind: str = "text", stream: TextIO | None = None, level: int = logging.INFO
) -> logging.Handler:
    """Log every record of ``level`` and above to ``stream`` (stderr) in the format ``kind``:
    the handler, added to the root logger (removing it undoes this but for the level)."""
    handler = logging.StreamHandler(sys.stderr if stream is None else stream)
    handler.setFormatter(formatter(kind))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(level)
    return handler
