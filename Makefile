# yxs_desktop: `make run` starts the program, `make test` runs the whole test suite.
# Both create the virtual environment .venv and install the project into it when needed.

PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TS := translations/yxs_zh_CN.ts translations/yxs_en.ts
QM := $(TS:.ts=.qm)

.PHONY: run test test-slow lint bench demo translations package clean

$(BIN)/python:
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "error: $(PYTHON) not found; install Python 3.11 or run 'make PYTHON=python3.12 ...'" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

translations/%.qm: translations/%.ts | $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

translations: $(QM)

# Refresh the .ts files from the sources (then translate the new entries).
lupdate: $(STAMP)
	$(BIN)/pyside6-lupdate $$(find yxs_desktop/ui -name '*.py') -ts $(TS)

run: $(STAMP) $(QM)
	$(BIN)/yxs

test: $(STAMP) $(QM)
	@sh packaging/check-system.sh
	$(BIN)/ruff check yxs_desktop tests benchmarks
	$(BIN)/ruff format --check yxs_desktop tests benchmarks
	QT_QPA_PLATFORM=offscreen timeout 900 $(BIN)/python -m pytest -q -p no:cacheprovider

test-slow: $(STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen timeout 5400 $(BIN)/python -m pytest -q -p no:cacheprovider -m slow

demo: $(STAMP) $(QM)
	$(BIN)/yxs demo --mode identity8 --seed 3 --speed 4

lint: $(STAMP)
	$(BIN)/ruff check yxs_desktop tests benchmarks
	$(BIN)/ruff format --check yxs_desktop tests benchmarks

bench: $(STAMP)
	$(BIN)/python benchmarks/engine.py

# Standalone onedir bundle in dist/yxs (PyInstaller, packaging/yxs.spec; see packaging/README.md).
# YXS_TRIM=0 / YXS_STRIP=0 keep all Qt plugins and translations / the debug symbols.
package: $(STAMP) $(QM)
	@$(BIN)/python -c 'import PyInstaller' 2>/dev/null || $(BIN)/python -m pip install -q 'pyinstaller>=6.10'
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller packaging/yxs.spec

clean:
	rm -rf $(VENV) build dist *.egg-info
