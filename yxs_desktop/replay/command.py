"""`yxs replay verify FILE...` and `yxs replay info FILE`: what they print and their exit
status (0: every file verifies / could be read; 1: one does not; never a traceback)."""

from __future__ import annotations

import argparse
import sys

from yxs_desktop.replay.info import info_lines
from yxs_desktop.replay.messages import ReplayError, message
from yxs_desktop.replay.reader import read_replay
from yxs_desktop.replay.verify import verify_file


def run_replay(command: str, args: argparse.Namespace) -> int:
    """Run ``yxs replay <command>`` with the parsed ``args``."""
    lang = getattr(args, "lang", None) or "zh"
    if command == "verify":
        return verify_files(args.files, lang)
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
