#!/bin/sh
# Refresh the lock files (make lock): requirements/<set>-py3<minor>.lock for each supported
# Python found on PATH (3.11 to 3.13), each set the program's dependencies pinned with their
# hashes, resolved by pip-compile on that Python against PyPI:
#   run      what the program needs (make run)
#   test     and the test tools (make test, CI)
#   package  and PyInstaller, mypy and the workflow checkers (make package, the bundle)
# and, with packaging/lock_bundle.sh, requirements/bundle-py312.lock for the release workflow.
# The machine's own pip settings (local indexes, constraints) are left out, so that the
# files hold PyPI's hashes wherever they are made. With pyenv, make every version's
# commands work first: PYENV_VERSION=3.11.7:3.12.1:3.13.0 make lock
set -eu
cd "$(dirname "$0")/.."
mkdir -p requirements
for version in 3.11 3.12 3.13; do
	python="python$version"
	if ! "$python" -c "" >/dev/null 2>&1; then
		echo "lock: $python does not run here, its lock files are left as they are" >&2
		continue
	fi
	tools=$(mktemp -d)
	"$python" -m venv "$tools/venv"
	"$tools/venv/bin/python" -m pip install --quiet pip-tools
	tag=$(echo "$version" | tr -d .)
	for set in run test package; do
		case $set in
		run) extras="" ;;
		test) extras="--extra test" ;;
		package) extras="--extra build" ;;
		esac
		# shellcheck disable=SC2086 # $extras is one option and its value, or nothing
		env -u PIP_FIND_LINKS -u PIP_CONSTRAINT PIP_CONFIG_FILE=/dev/null \
			"$tools/venv/bin/pip-compile" --quiet --generate-hashes --allow-unsafe \
			--strip-extras --no-emit-index-url --index-url https://pypi.org/simple $extras \
			--output-file "requirements/$set-py$tag.lock" pyproject.toml
		echo "lock: requirements/$set-py$tag.lock"
	done
	rm -rf "$tools"
done
# the release workflow's: every system's at once (uv)
sh packaging/lock_bundle.sh
