"""A game's replay as the ``replay`` message: the file's name and its bytes, base64.

Who may have it is the lobby's to say (the game's players, once it has ended); this reads
the file the room recorded and never raises: a file that is gone, unreadable or too large
to send is no replay to give.
"""

from __future__ import annotations

import base64
import logging
from pathlib import Path
from typing import Final

from yxs_desktop.protocol import messages as wire

log = logging.getLogger(__name__)

#: The largest replay file sent (bytes): base64 makes it a third larger, and a client's
#: send queue holds at most 4 MiB. A game's file takes some 14 KB.
MAX_REPLAY: Final = 1024 * 1024


def replay_message(path: Path) -> wire.ReplayFile | str:
    """The ``replay`` message of the file at ``path``, or why there is none (English, for
    the ``error``'s message)."""
    try:
        data = path.read_bytes()
    except OSError as error:
        log.warning("the replay %s cannot be read: %s", path, error)
        return "the replay file cannot be read"
    if len(data) > MAX_REPLAY:
        return f"the replay is too large to send ({len(data)} bytes)"
    return wire.ReplayFile(path.name, base64.b64encode(data).decode("ascii"))
