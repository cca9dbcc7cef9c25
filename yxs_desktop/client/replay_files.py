"""What the Replays page does to the files of the replay folder: rename, delete with undo,
export and import. Nothing here reads a replay's contents but import, which reads the file
first so that only good replays come into the folder.

A refused operation raises :class:`ReplayFileError`, whose message says why in either
language, and changes nothing. Deleting moves the files into a hidden sub-folder
(:data:`TRASH_NAME`) from where :meth:`ReplayFiles.undo` brings them back;
:meth:`ReplayFiles.empty_trash` (when the page closes, and when it opens next) deletes the
replays there, and nothing else.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from yxs_desktop.replay.format import SUFFIX
from yxs_desktop.replay.messages import Message, ReplayError
from yxs_desktop.replay.reader import read_replay

#: The hidden sub-folder of the replay folder deleted replays wait in until the page closes.
TRASH_NAME: Final = ".deleted"
# Characters no file name may hold on one system or another.
_FORBIDDEN: Final = re.compile(r'[<>:"/\\|?*\x00-\x1f]')


class ReplayFileError(Exception):
    """A refused file operation; ``message`` says why (``text(lang)``)."""

    def __init__(self, key: str, **fields: object) -> None:
        self.message = Message(key, **fields)
        super().__init__(self.message.text("en"))

    def text(self, lang: str) -> str:
        return self.message.text(lang)


@dataclass(frozen=True, slots=True)
class Deleted:
    """One delete: each file's place in the folder and in the trash."""

    moves: tuple[tuple[Path, Path], ...]

    def __len__(self) -> int:
        return len(self.moves)


class ReplayFiles:
    """The file operations on the replay folder ``folder``."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        self.trash = self.folder / TRASH_NAME

    def rename(self, path: Path, stem: str) -> Path:
        """Give the replay ``path`` the name ``stem`` + ``.yxsr`` (a ``.yxsr`` typed at the
        end is not doubled) and return its new path. Refused: an empty name, one with a
        path separator or a character some system forbids, one starting with a dot, or a
        name another file has."""
        stem = stem.strip()
        if stem.lower().endswith(SUFFIX):
            stem = stem[: -len(SUFFIX)].rstrip()
        if not stem:
            raise ReplayFileError("files.empty_name")
        if _FORBIDDEN.search(stem) or os.sep in stem or (os.altsep and os.altsep in stem):
            raise ReplayFileError("files.bad_name", name=stem)
        if stem.startswith("."):
            raise ReplayFileError("files.hidden_name", name=stem)
        target = path.with_name(stem + SUFFIX)
        if target == path:
            return path
        if target.exists() and not _same_file(target, path):
            raise ReplayFileError("files.name_taken", name=target.name)
        try:
            path.rename(target)
        except OSError as error:
            raise ReplayFileError(
                "files.cannot_rename", name=path.name, reason=_why(error)
            ) from None
        return target

    def delete(self, paths: list[Path]) -> Deleted:
        """Move the replays ``paths`` into the trash, for :meth:`undo`. If one cannot be
        moved, those moved already come back and nothing is deleted."""
        moves: list[tuple[Path, Path]] = []
        try:
            self.trash.mkdir(exist_ok=True)
            for path in paths:
                place = _free_name(self.trash, path.stem)
                path.rename(place)
                moves.append((path, place))
        except OSError as error:
            self.undo(Deleted(tuple(moves)))
            raise ReplayFileError("files.cannot_delete", reason=_why(error)) from None
        return Deleted(tuple(moves))

    def undo(self, deleted: Deleted) -> list[Path]:
        """Bring the files of ``deleted`` back into the folder (under a free name if theirs
        was taken meanwhile); returns where they are now. A file gone from the trash (it
        was emptied) stays gone."""
        back: list[Path] = []
        for original, place in deleted.moves:
            target = original if not original.exists() else _free_name(self.folder, original.stem)
            try:
                place.rename(target)
            except FileNotFoundError:
                continue
            back.append(target)
        return back

    def empty_trash(self) -> int:
        """Delete the replays in the trash (only ``*.yxsr`` files: anything else there is
        left), then the trash folder if it is empty; returns how many were deleted."""
        try:
            found = [p for p in self.trash.iterdir() if p.name.endswith(SUFFIX) and p.is_file()]
        except OSError:
            return 0
        count = 0
        for path in found:
            with contextlib.suppress(OSError):
                path.unlink()
                count += 1
        with contextlib.suppress(OSError):
            self.trash.rmdir()  # fails, as it should, when something else is in it
        return count

    def export(self, path: Path, target: Path) -> Path:
        """Copy the replay ``path`` to ``target`` (a file the person chose: it is replaced
        if it exists, the file dialog asked)."""
        if target.exists() and _same_file(target, path):
            raise ReplayFileError("files.export_onto_itself", name=path.name)
        try:
            shutil.copy2(path, target)
        except OSError as error:
            raise ReplayFileError(
                "files.cannot_copy", path=str(target), reason=_why(error)
            ) from None
        return target

    def export_to(self, paths: list[Path], folder: Path) -> list[Path]:
        """Copy the replays ``paths`` into ``folder``, each under its name, or a free one
        when that is taken (nothing there is replaced); returns the copies."""
        copies: list[Path] = []
        for path in paths:
            target = folder / path.name
            if target.exists():
                if _same_file(target, path):
                    raise ReplayFileError("files.export_onto_itself", name=path.name)
                target = _free_name(folder, path.stem)
            copies.append(self.export(path, target))
        return copies

    def import_file(self, source: Path) -> Path:
        """Copy the replay ``source`` into the folder under a free name, and return its
        path there. Refused: a file that is damaged or not a replay (with the reader's
        message), and one the folder already holds (the file itself, or a copy of it under
        another name: importing it again would only list the game twice)."""
        try:
            read_replay(source)
        except ReplayError as error:
            raise ReplayFileError(
                "files.not_importable", name=source.name, reason=error.message
            ) from None
        data = source.read_bytes()
        for existing in self._replays():
            if _same_file(existing, source) or _same_bytes(existing, data):
                raise ReplayFileError("files.already_there", name=existing.name)
        stem = source.name[: -len(SUFFIX)] if source.name.endswith(SUFFIX) else source.stem
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            target = _free_name(self.folder, stem)
            shutil.copy2(source, target)
        except OSError as error:
            raise ReplayFileError(
                "files.cannot_copy", path=str(self.folder), reason=_why(error)
            ) from None
        return target

    def _replays(self) -> list[Path]:
        try:
            return [p for p in self.folder.iterdir() if p.name.endswith(SUFFIX) and p.is_file()]
        except FileNotFoundError:
            return []


def _free_name(folder: Path, stem: str) -> Path:
    """``folder/<stem>.yxsr``, or with ``-2``, ``-3``… when that is taken."""
    number = 1
    while True:
        path = folder / f"{stem}{'' if number == 1 else f'-{number}'}{SUFFIX}"
        if not path.exists():
            return path
        number += 1


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _same_bytes(path: Path, data: bytes) -> bool:
    try:
        return path.stat().st_size == len(data) and path.read_bytes() == data
    except OSError:
        return False


def _why(error: OSError) -> str:
    return error.strerror or str(error)
