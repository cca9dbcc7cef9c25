#!/bin/sh
# Instructions per identity5 game with baseline players (valgrind's count, minus the
# imports): a figure that does not move with the machine's load, for comparing changes.
#     sh benchmarks/instructions.sh [GAMES]      (default 10; about 4 s of valgrind per game)
set -eu
cd "$(dirname "$0")/.."
GAMES=${1:-10}
PY=${PYTHON:-.venv/bin/python}
command -v valgrind >/dev/null || { echo "valgrind is needed (apt install valgrind)" >&2; exit 1; }
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$PY" -c "$1" 2>&1 \
        | awk '/Collected/ {print $4}'
}
base=$(count "import yxs_desktop.selfplay")
all=$(count "
from yxs_desktop.selfplay import play_game
for i in range($GAMES): play_game('identity5', 1 + i, 'baseline')")
"$PY" -c "print(f'{($all - $base) / 1e6 / $GAMES:.1f} M instructions per identity5 game')"
