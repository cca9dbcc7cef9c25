#!/bin/sh
# The release workflow's lock file (.github/workflows/bundles.yml), part of `make lock`:
# requirements/bundle-py312.lock, the program and PyInstaller for CPython 3.12 on Linux,
# Windows and macOS at once, with PyPI's hashes. pip-compile resolves for the machine it
# runs on, and PyInstaller needs other packages on Windows (pefile, pywin32-ctypes) and
# macOS (macholib), so this one is uv's universal resolution.
set -eu
cd "$(dirname "$0")/.."
python=""
for candidate in python3.13 python3.12 python3.11 python3; do
	"$candidate" -c "" >/dev/null 2>&1 && python=$candidate && break
done
[ -n "$python" ] || { echo "lock: no python3 runs here" >&2; exit 1; }
tools=$(mktemp -d)
trap 'rm -rf "$tools"' EXIT
"$python" -m venv "$tools/venv"
"$tools/venv/bin/python" -m pip install --quiet uv
env -u PIP_FIND_LINKS -u PIP_CONSTRAINT -u UV_INDEX_URL -u UV_EXTRA_INDEX_URL -u UV_FIND_LINKS \
	PIP_CONFIG_FILE=/dev/null UV_NO_CONFIG=1 \
	"$tools/venv/bin/uv" pip compile --quiet --universal --python-version 3.12 \
	--generate-hashes --extra build --index-url https://pypi.org/simple --no-emit-index-url \
	--output-file requirements/bundle-py312.lock pyproject.toml
echo "lock: requirements/bundle-py312.lock"
