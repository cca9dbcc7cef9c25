"""Which heroes were played and which skills fired in `yxs sim` output.

    yxs sim --mode identity5 --games 2000 --seed 7 --workers 2 --out /tmp/s5.jsonl
    python benchmarks/skill_coverage.py /tmp/s5.jsonl [--counts]

Prints the base-pack heroes never played, their skills never fired (``skill_uses`` of the
players' lines) and the lord skills never fired; with ``--counts``, how often each hero
skill fired. Exits 1 when a hero or a hero skill is missing.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from yxs_desktop.engine.heroes import HEROES, LORD_SKILLS


def tally(paths: list[Path]) -> tuple[int, Counter[str], Counter[str]]:
    """(games, hero id -> times played, skill id -> times fired) over the files' lines."""
    games = 0
    played: Counter[str] = Counter()
    fired: Counter[str] = Counter()
    for path in paths:
        with path.open(encoding="utf-8") as lines:
            for line in lines:
                if not line.strip():
                    continue
                record = json.loads(line)
                games += 1
                for player in record["players"]:
                    if player["hero_id"]:
                        played[player["hero_id"]] += 1
                    for skill, uses in player["skill_uses"].items():
                        fired[skill] += uses
    return games, played, fired


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", type=Path, help="yxs sim JSON-lines files")
    parser.add_argument("--counts", action="store_true", help="print each skill's count")
    args = parser.parse_args(argv)
    games, played, fired = tally(args.files)
    hero_skills = [skill for hero in HEROES.values() for skill in hero.skills]
    never_played = [hero for hero in HEROES if not played[hero]]
    never_fired = [skill for skill in hero_skills if not fired[skill]]
    lord_never = [skill for skill in LORD_SKILLS.values() if not fired[skill]]
    print(f"games: {games}")
    print(f"heroes never played ({len(never_played)}): {' '.join(never_played)}")
    print(f"hero skills never fired ({len(never_fired)}): {' '.join(never_fired)}")
    print(f"lord skills never fired ({len(lord_never)}): {' '.join(lord_never)}")
    if args.counts:
        for hero in HEROES.values():
            uses = ", ".join(f"{skill} {fired[skill]}" for skill in hero.skills)
            print(f"  {hero.id:14} played {played[hero.id]:5}   {uses}")
    return 1 if never_played or never_fired else 0


if __name__ == "__main__":
    sys.exit(main())
