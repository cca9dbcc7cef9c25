# yxs_desktop: `make run` starts the program, `make test` runs the whole test suite.
# Both create the virtual environment .venv and install the project into it when needed.

PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TS := translations/yxs_zh_CN.ts translations/yxs_en.ts
# The engine, the computer players and self-play compiled with mypyc (setup.py), built in a
# copy of the tree so that the sources stay the interpreted program.
COMPILED := build/compiled
COMPILED_FROM := setup.py yxs_desktop/selfplay.py $(shell find yxs_desktop/engine yxs_desktop/ai -name '*.py')
SIM_CHECKS := identity5:60 identity5-simple:30 identity8:30 3v3-casual:30 3v3-competitive:30
QM := $(TS:.ts=.qm)

.PHONY: run test test-slow test-compiled test-package compiled lint bench bench-ai bench-server demo translations package clean rules-doc protocol-doc

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

# check-system.sh: the system libraries Qt needs (--desktop: those of the xcb platform plugin
# too); it installs them as root with apt-get, otherwise prints the `sudo apt-get install` line.
run: $(STAMP) $(QM)
	@sh packaging/check-system.sh --desktop
	$(BIN)/yxs

test: $(STAMP) $(QM)
	@sh packaging/check-system.sh --offscreen
	$(BIN)/ruff check yxs_desktop tests benchmarks setup.py
	$(BIN)/ruff format --check yxs_desktop tests benchmarks setup.py
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen timeout 900 $(BIN)/python -m pytest -q -p no:cacheprovider

test-slow: $(STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen timeout 5400 $(BIN)/python -m pytest -q -p no:cacheprovider -m slow

demo: $(STAMP) $(QM)
	$(BIN)/yxs demo --mode identity8 --seed 3 --speed 4

# docs/rules.md, the rules the engine implements: its prose (docs/rules.template.md) with the
# tables generated from the engine's registries (yxs_desktop/rules_doc.py).
rules-doc: $(STAMP)
	$(BIN)/yxs rules-doc

# The field reference of docs/protocol.md (between its GENERATED lines): every message, event,
# request, response and view, field by field, from the structs (yxs_desktop/protocol/reference.py).
protocol-doc: $(STAMP)
	$(BIN)/yxs protocol-doc

lint: $(STAMP)
	$(BIN)/ruff check yxs_desktop tests benchmarks setup.py
	$(BIN)/ruff format --check yxs_desktop tests benchmarks setup.py
	$(BIN)/mypy

$(COMPILED)/.built: $(STAMP) $(COMPILED_FROM)
	rm -rf $(COMPILED) && mkdir -p $(COMPILED)
	cp -r setup.py pyproject.toml README.md LICENSE THIRD-PARTY-NOTICES.md yxs_desktop tests benchmarks \
		docs $(COMPILED)/
	cd $(COMPILED) && YXS_COMPILE=1 ../../$(BIN)/python setup.py --quiet build_ext --inplace >build.log 2>&1 \
		|| { tail -40 build.log >&2; exit 1; }
	@touch $@

# The compiled tree's Python files, tests, docs, resources, packaging scripts and translations
# are copied afresh every time it is used (only the C extensions wait for their own sources to
# change), so that a change to the UI, a test or a translation is never tested or packaged
# from a stale copy.
compiled: $(COMPILED)/.built $(QM)
	find $(COMPILED)/yxs_desktop -name '*.py' -delete
	rm -rf $(COMPILED)/tests $(COMPILED)/benchmarks $(COMPILED)/docs $(COMPILED)/translations \
		$(COMPILED)/resources $(COMPILED)/packaging
	cp -r yxs_desktop tests benchmarks docs resources packaging $(COMPILED)/
	mkdir -p $(COMPILED)/translations && cp $(TS) $(QM) $(COMPILED)/translations/

# The compiled build: the whole suite (but the tests marked `interpreted`), then the same
# games as the interpreted program, byte for byte, in every mode.
test-compiled: compiled
	cd $(COMPILED) && YXS_COMPILED=1 QT_QPA_PLATFORM=offscreen timeout 1800 ../../$(BIN)/python -m pytest \
		-q -p no:cacheprovider -m 'not slow and not interpreted' tests
	@for check in $(SIM_CHECKS); do \
		mode=$${check%%:*}; games=$${check##*:}; \
		$(BIN)/python -m yxs_desktop sim --mode $$mode --games $$games --seed 11 --workers 1 \
			>$(COMPILED)/sim-py.jsonl || exit 1; \
		(cd $(COMPILED) && ../../$(BIN)/python -m yxs_desktop sim --mode $$mode --games $$games --seed 11 \
			--workers 1 >sim-c.jsonl) || exit 1; \
		cmp -s $(COMPILED)/sim-py.jsonl $(COMPILED)/sim-c.jsonl \
			|| { echo "compiled and interpreted games differ: $$mode" >&2; exit 1; }; \
		echo "$$mode: $$games games the same, compiled and interpreted"; \
	done

# The package as people install it (packaging/check_install.py): the sdist and the wheel
# built, each installed into a fresh environment and tried there, away from this tree.
test-package: $(STAMP) $(QM)
	timeout 1800 $(BIN)/python packaging/check_install.py

bench: $(STAMP) compiled
	@echo "interpreted:"
	@$(BIN)/python benchmarks/engine.py
	@echo "compiled (mypyc):"
	@# from the compiled tree, as a module: its folder comes first on the path (PYTHONPATH
	@# does not: the editable install's finder would give the interpreted engine)
	@cd $(COMPILED) && ../../$(BIN)/python -m benchmarks.engine

# The computer players' decision times per level and kind of request (benchmarks/ai.py,
# docs/ai.md), interpreted, then compiled. BENCH_AI: other options (--levels easy --games 50 ...).
bench-ai: $(STAMP) compiled
	@$(BIN)/python benchmarks/ai.py $(BENCH_AI)
	@$(BIN)/python benchmarks/ai.py --compiled $(BENCH_AI)

# The server over real websockets (benchmarks/server.py, docs/architecture.md): 1000 rooms of
# one scripted person and computer players each, the server interpreted, then compiled;
# about two minutes each. BENCH_SERVER: other options (--rooms 200 --seconds 30 ...).
bench-server: $(STAMP) compiled
	@echo "interpreted:"
	@$(BIN)/python benchmarks/server.py $(BENCH_SERVER)
	@echo "compiled (mypyc):"
	@$(BIN)/python benchmarks/server.py --compiled $(BENCH_SERVER)

# Standalone onedir bundle in dist/yxs (PyInstaller, packaging/yxs.spec; see packaging/README.md).
# YXS_TRIM=0 / YXS_STRIP=0 keep all Qt plugins and translations / the debug symbols;
# the engine is the mypyc-compiled one (YXS_COMPILED=0: the interpreted one, no C compiler).
package: $(STAMP) $(QM) $(if $(filter 0,$(YXS_COMPILED)),,compiled)
	@$(BIN)/python -c 'import PyInstaller' 2>/dev/null || $(BIN)/python -m pip install -q 'pyinstaller>=6.10'
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller packaging/yxs.spec

clean:
	rm -rf $(VENV) build dist *.egg-info
