"""`yxs replay verify FILE...`, `yxs replay info FILE`, `yxs replay export FILE` and `yxs
stats [DIR]`: what they print and their exit status (0: every file verifies / could be read
/ was exported / the folder's figures are printed, even when it holds none; 1: one does not,
or DIR is not a folder; 2: a bad argument, as argparse; never a traceback)."""

from __future__ import annotations

import argparse
import sys

from yxs_desktop.replay.export import ALL, BadSeat, Viewer, export_lines
from yxs_desktop.replay.info import info_lines
from yxs_desktop.replay.messages import ReplayError, message
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.stats import NotAFolder, Per, Whose, folder_stats
from yxs_desktop.replay.stats_text import stats_lines
from yxs_desktop.replay.verify import verify_file


def run_replay(command: str, args: argparse.Namespace) -> int:
    """Run ``yxs replay <command>`` with the parsed ``args``."""
    lang = getattr(args, "lang", None) or "zh"
    if command == "verify":
        return verify_files(args.files, lang)
    if command == "export":
        viewer: Viewer = ALL if args.all else None if args.spectator else args.seat
        return export_file(args.file, viewer, args.out, lang)
    return show_info(args.file, lang)


def verify_files(files: list[str], lang: str) -> int:
    """Verify each file: one line per file on stdout for those that verify, on stderr
    (with what is wrong) for those that do not."""
    failures = 0
    for path in files:
        verdict = verify_file(path)
        out = sys.stdout if verdict.ok else sys.stderr
        failures += not verdict.ok
        lines = verdict.text(lang).splitlines()
        print(f"{path}: {lines[0]}", file=out)
        for line in lines[1:]:
            print(f"  {line}", file=out)
    return 1 if failures else 0


def show_info(path: str, lang: str) -> int:
    """Print the header and result of the replay at ``path``."""
    try:
        replay = read_replay(path)
    except ReplayError as exc:
        print(f"{path}: {exc.text(lang)}", file=sys.stderr)
        return 1
    print(message("info.file", lang, path=path))
    for line in info_lines(replay, lang):
        print(line)
    return 0


def export_file(path: str, viewer: Viewer, out: str | None, lang: str) -> int:
    """Write the events of the replay at ``path`` as ``viewer`` saw them, JSON Lines, to
    ``out`` (stdout when None); the reader's notes (a file cut off) go to stderr. Nothing
    is written when the file cannot be exported."""
    try:
        replay = read_replay(path)
        lines = export_lines(replay, viewer)
    except BadSeat as exc:
        print(f"{path}: {exc.text(lang)}", file=sys.stderr)
        return 2
    except ReplayError as exc:
        print(f"{path}: {exc.text(lang)}", file=sys.stderr)
        return 1
    for note in replay.notes:
        print(f"{path}: {note.text(lang)}", file=sys.stderr)
    if out is None:
        sys.stdout.write(b"".join(lines).decode("utf-8"))
        return 0
    try:
        with open(out, "wb") as file:
            file.writelines(lines)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        print(message("export.cannot_write", lang, path=out, reason=reason), file=sys.stderr)
        return 1
    return 0


def show_stats(folder: str, whose: Whose, per: Per, lang: str) -> int:
    """Print the figures of the replays in ``folder`` for ``whose`` seats; each damaged
    file, with what is wrong, goes to stderr."""
    try:
        stats = folder_stats(folder, whose, per)
    except NotAFolder as exc:
        key = {"no such folder": "stats.no_such_folder", "not a folder": "stats.a_file"}
        reason = message(key[exc.reason], lang) if exc.reason in key else exc.reason
        print(message("stats.not_folder", lang, path=folder, reason=reason), file=sys.stderr)
        return 1
    for path, error in stats.skipped.damaged:
        reason = error.text(lang)
        print(message("stats.damaged_file", lang, path=path, reason=reason), file=sys.stderr)
    for line in stats_lines(stats, folder, whose, lang):
        print(line)
    return 0
