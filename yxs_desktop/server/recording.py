"""A room's replay, written on the server as the game goes; a failing disk never stops it.

The file goes into the room's replay folder as ``<YYYYmmdd-HHMMSS>-<mode>-<seed>.yxsr``
(``-2``, ``-3``… when taken). A write that fails stops the recording with a warning in the
log; the file keeps what was written, which reads as a game that did not end.
"""

from __future__ import annotations

import datetime
import logging
from pathlib import Path

from yxs_desktop.replay.format import Header
from yxs_desktop.replay.recorder import GameRecorder
from yxs_desktop.replay.writer import ReplayWriter

log = logging.getLogger(__name__)


def replay_path(folder: Path, mode: str, seed: int, now: datetime.datetime) -> Path:
    """A new file's path in ``folder`` for a game of ``mode`` and ``seed`` begun ``now``."""
    stem = f"{now:%Y%m%d-%H%M%S}-{mode}-{seed}"
    path = folder / f"{stem}.yxsr"
    number = 2
    while path.exists():
        path = folder / f"{stem}-{number}.yxsr"
        number += 1
    return path


def open_room_recorder(folder: Path, header: Header) -> GameRecorder | None:
    """A recorder of the room's game in a new file of ``folder`` (created if needed), or
    None, with a warning in the log, when the folder cannot be written: the game is then
    played unrecorded. The warning names the folder, not the file, whose name holds the
    seed."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = replay_path(folder, header.mode, header.seed, datetime.datetime.now())
        return GameRecorder(ReplayWriter(path, header), path)
    except OSError as error:
        log.warning(
            "this game is not recorded (%s): %s", folder, error.strerror or type(error).__name__
        )
        return None
