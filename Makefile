# yxs_desktop: `make run` starts the program, `make test` runs the whole test suite.
# Both create the virtual environment .venv and install the project into it when needed.

PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
export QT_QPA_PLATFORM ?= offscreen

.PHONY: run test test-slow lint bench sim clean

$(BIN)/python:
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "error: $(PYTHON) not found; install Python 3.11 or run 'make PYTHON=python3.12 ...'" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/yxs

test: $(STAMP)
	@sh packaging/check-system.sh
	$(BIN)/ruff check yxs_desktop tests benchmarks
	timeout 900 $(BIN)/python -m pytest -q -p no:cacheprovider

test-slow: $(STAMP)
	timeout 5400 $(BIN)/python -m pytest -q -p no:cacheprovider -m slow

lint: $(STAMP)
	$(BIN)/ruff check yxs_desktop tests benchmarks

bench: $(STAMP)
	$(BIN)/python benchmarks/engine.py

clean:
	rm -rf $(VENV) build dist *.egg-info
