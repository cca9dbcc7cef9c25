"""A game's replay downloaded from a server (the protocol's ``replay`` message), saved in the
replay folder like the program's own replays, but only once it reads as a good replay.

The server names the file and sends its bytes; neither is trusted: the name is cut down to
a plain file name (no folder, no hidden file, no character some system forbids), the bytes
must be base64 of at most :data:`MAX_BYTES`, and the file must read as a replay (the
folder's import does that, and refuses a replay the folder holds already).

The server's file names no ``own`` seat (it is nobody's: every player gets the same bytes);
the saved file names the seat this program played (line 1 rewritten, every other line's
bytes kept: :func:`yxs_desktop.replay.writer.with_own`), so that statistics count this
person's seat only. The saved file's bytes, and so its sha256 (which a game played on from
it names as its origin), are then its own: two players' files of one game differ, and the
same download saved again with the same seat is the same file, which the folder refuses.
"""

from __future__ import annotations

import base64
import binascii
import re
import tempfile
from pathlib import Path
from typing import Final

from yxs_desktop.client.replay_files import ReplayFileError, ReplayFiles
from yxs_desktop.protocol import messages as wire
from yxs_desktop.replay.format import SUFFIX
from yxs_desktop.replay.messages import ReplayError
from yxs_desktop.replay.writer import OwnNotWritten, with_own

#: The largest replay taken from a server (a long game's file is some 40 KB).
MAX_BYTES: Final = 4 * 1024 * 1024
#: The name of a downloaded replay whose server gave none worth keeping.
FALLBACK_STEM: Final = "online"
_UNSAFE: Final = re.compile(r"[^\w.\-]+")


def safe_stem(name: str) -> str:
    """The server's file ``name`` as a stem that stays in the replay folder: the part after
    any folder, letters, digits, ``.``, ``-`` and ``_`` only, no leading dot, at most 80
    characters, without ``.yxsr`` (:data:`FALLBACK_STEM` if nothing is left)."""
    base = re.split(r"[/\\]", name)[-1]
    if base.lower().endswith(SUFFIX):
        base = base[: -len(SUFFIX)]
    stem = _UNSAFE.sub("_", base).lstrip(".")[:80].strip("_")
    return stem or FALLBACK_STEM


def save_download(message: wire.ReplayFile, folder: Path, seat: int | None = None) -> Path:
    """Save the replay of ``message`` into ``folder`` under a free name and return its
    path. ``seat``: the seat this program played in the game, written into the file's
    header as its ``own`` (None: a game watched; the header then names no seat). Raises
    :class:`ReplayFileError` (its text in either language) when the data are not base64,
    too large, not a good replay, their header cannot take the seat (not a seat of the
    table, a file cut off), or the replay is already in the folder; nothing is then
    written there."""
    stem = safe_stem(message.name)
    if len(message.data) > MAX_BYTES * 4 // 3 + 4:
        raise ReplayFileError("files.download_too_big", name=stem, limit=MAX_BYTES // 1024)
    try:
        data = base64.b64decode(message.data, validate=True)
    except (binascii.Error, ValueError):
        raise ReplayFileError("files.download_not_base64", name=stem) from None
    name = f"{stem}{SUFFIX}"
    try:
        data = with_own(data, seat)
    except OwnNotWritten as error:
        raise ReplayFileError("files.download_no_seat", name=stem, reason=error.message) from None
    except ReplayError as error:  # as the folder's import says it
        raise ReplayFileError("files.not_importable", name=name, reason=error.message) from None
    with tempfile.TemporaryDirectory(prefix="yxs-download-") as scratch:
        downloaded = Path(scratch) / name
        downloaded.write_bytes(data)
        return ReplayFiles(folder).import_file(downloaded)
