# yxs_desktop: `make run` starts the program, `make test` runs the whole test suite.
# Both create the virtual environment .venv and install the project into it when needed:
# `make run` the program's dependencies, `make test` the test tools too, each pinned with
# their hashes by the lock file of the environment's Python (requirements/, `make lock`).

# The newest supported Python that runs here (3.13, 3.12, then 3.11); PYTHON=... picks one.
ifeq ($(origin PYTHON), undefined)
PYTHON := $(shell for v in 3.13 3.12 3.11; do if python$$v -c '' >/dev/null 2>&1; then echo python$$v; break; fi; done)
endif
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.installed-run
STAMP := $(VENV)/.installed
# The environment's lock file of a set (run, test, package): requirements/<set>-py3<minor>.lock.
LOCK = requirements/$(1)-py$$($(BIN)/python -c 'import sys; print("%d%d" % sys.version_info[:2])').lock
# Install the set $(1) from its lock file, with the project itself (editable, no more
# dependencies); a Python without a lock file gets the ranges of pyproject.toml, and says so.
define INSTALL
	@lock=$(call LOCK,$(1)); if [ -f "$$lock" ]; then \
		echo "$(BIN)/python -m pip install --require-hashes -r $$lock"; \
		$(BIN)/python -m pip install --quiet --require-hashes -r "$$lock" || exit 1; \
	else \
		echo "no $$lock for this Python: installing the newest versions pyproject.toml allows"; \
		$(BIN)/python -m pip install --quiet -e '.$(2)' || exit 1; \
	fi
	$(BIN)/python -m pip install --quiet --no-deps -e .
endef
TS := translations/yxs_zh_CN.ts translations/yxs_en.ts
# The test suite on every core (pytest-xdist), a test file's tests on one worker: the
# module fixtures (games played once for a file's tests) are not made twice. PARALLEL=
# (empty) runs it in one process.
PARALLEL ?= -n auto --dist loadfile
# The engine, the computer players and self-play compiled with mypyc (setup.py), built in a
# copy of the tree so that the sources stay the interpreted program.
COMPILED := build/compiled
COMPILED_FROM := setup.py yxs_desktop/selfplay.py $(shell find yxs_desktop/engine yxs_desktop/ai -name '*.py')
SIM_CHECKS := identity5:60 identity5-simple:30 identity8:30 3v3-casual:30 3v3-competitive:30 \
	identity5:8:expert identity8:4:expert 3v3-competitive:6:expert
QM := $(TS:.ts=.qm)
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)

.PHONY: train-ai train-ai-data train-ai-heroes-data train-ai-check train-advantage run test test-slow test-compiled test-package test-pythons lock install-desktop uninstall-desktop compiled lint bench bench-ai bench-server demo translations sounds screenshots icons package release clean rules-doc protocol-doc

$(BIN)/python:
	@[ -n "$(PYTHON)" ] && $(PYTHON) -c '' 2>/dev/null || { echo "error: no Python 3.11, 3.12 or 3.13 runs here (PYTHON=$(PYTHON)); install one, or run 'make PYTHON=/path/to/python3.1x ...'" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# `make run` alone (a player's .venv) installs the program's libraries from the run lock,
# then the program as pip builds it, a wheel with the engine compiled by mypyc where a C
# compiler works (setup.py), again when a source changes. Once `make test` made .venv a
# developer's, the program stays installed from the sources (editable), as the tests see
# it. `yxs --version` says which engine it runs.
LIBS_STAMP := $(VENV)/.installed-libs
PROGRAM_FILES := setup.py $(shell find yxs_desktop -name '*.py' -o -name '*.json') $(wildcard resources/*)
$(LIBS_STAMP): pyproject.toml $(wildcard requirements/run-py*.lock) | $(BIN)/python
	@if [ ! -f $(STAMP) ]; then \
		lock=$(call LOCK,run); \
		if [ -f "$$lock" ]; then \
			echo "$(BIN)/python -m pip install --require-hashes -r $$lock"; \
			$(BIN)/python -m pip install --quiet --require-hashes -r "$$lock" || exit 1; \
		else \
			echo "no $$lock for this Python: the newest versions pyproject.toml allows"; \
			$(BIN)/python -m pip install --quiet . || exit 1; \
		fi; \
	fi
	@touch $@

$(RUN_STAMP): pyproject.toml $(PROGRAM_FILES) $(QM) | $(LIBS_STAMP)
	@if [ -f $(STAMP) ]; then \
		echo "$(VENV) has the test tools: the program runs from the sources (editable)"; \
	else \
		echo "$(BIN)/python -m pip install . (a wheel; the engine compiled with mypyc, a few minutes)"; \
		$(BIN)/python -m pip install --quiet --force-reinstall --no-deps . || exit 1; \
	fi
	@$(BIN)/yxs --version
	@touch $@

$(STAMP): pyproject.toml $(wildcard requirements/test-py*.lock) | $(BIN)/python
	$(call INSTALL,test,[test])
	@touch $@ $(LIBS_STAMP) $(RUN_STAMP)

# Refresh the lock files from PyPI for every supported Python that runs here
# (packaging/lock.sh; with pyenv: PYENV_VERSION=3.11.7:3.12.1:3.13.0 make lock).
lock:
	sh packaging/lock.sh

translations/%.qm: translations/%.ts | $(LIBS_STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

translations: $(QM)

# The table's sound effects, synthesised (resources/sound-*.wav; a test checks they are
# what the script makes).
sounds: | $(RUN_STAMP)
	$(BIN)/python packaging/make_sounds.py resources

# The documentation's screenshots (docs/screenshots), both languages, two window sizes.
screenshots: | $(RUN_STAMP)
	$(BIN)/python packaging/make_screenshots.py --out docs/screenshots --format jpg

# The application icon as PNG files (16 to 256 px), yxs.ico and yxs.icns, for the bundle.
ICONS := build/icons
$(ICONS)/yxs.ico: packaging/render_icons.py packaging/icon_files.py yxs_desktop/ui/resources.py | $(RUN_STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python packaging/render_icons.py $(ICONS)/hicolor \
		--ico $(ICONS)/yxs.ico --icns $(ICONS)/yxs.icns
icons: $(ICONS)/yxs.ico

# Refresh the .ts files from the sources (then translate the new entries).
lupdate: $(STAMP)
	$(BIN)/pyside6-lupdate $$(find yxs_desktop/ui -name '*.py') -ts $(TS)

# check-system.sh: the system libraries Qt needs (--desktop: those of the xcb platform plugin
# too); it installs them as root with apt-get, otherwise prints the `sudo apt-get install` line.
run: $(RUN_STAMP) $(QM)
	@sh packaging/check-system.sh --desktop
	$(BIN)/yxs

test: $(STAMP) $(QM)
	@sh packaging/check-system.sh --offscreen
	@sh packaging/test-services.sh
	$(BIN)/ruff check yxs_desktop tests benchmarks setup.py
	$(BIN)/ruff format --check yxs_desktop tests benchmarks setup.py
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen timeout 900 $(BIN)/python -m pytest -q -p no:cacheprovider $(PARALLEL)

test-slow: $(STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen timeout 5400 $(BIN)/python -m pytest -q -p no:cacheprovider -m slow $(PARALLEL)

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
		$(COMPILED)/resources $(COMPILED)/packaging $(COMPILED)/requirements
	cp -r yxs_desktop tests benchmarks docs resources packaging requirements MANIFEST.in $(COMPILED)/
	mkdir -p $(COMPILED)/translations && cp $(TS) $(QM) $(COMPILED)/translations/

# The compiled build: the whole suite (but the tests marked `interpreted`), then the same
# games as the interpreted program, byte for byte, in every mode.
test-compiled: compiled
	cd $(COMPILED) && YXS_COMPILED=1 QT_QPA_PLATFORM=offscreen timeout 1800 ../../$(BIN)/python -m pytest \
		-q -p no:cacheprovider -m 'not slow and not interpreted' $(PARALLEL) tests
	@for check in $(SIM_CHECKS); do \
		mode=$${check%%:*}; rest=$${check#*:}; games=$${rest%%:*}; \
		ai=$${rest#*:}; [ "$$ai" = "$$rest" ] && ai=baseline; \
		$(BIN)/python -m yxs_desktop sim --mode $$mode --games $$games --seed 11 --workers 1 \
			--ai $$ai >$(COMPILED)/sim-py.jsonl || exit 1; \
		(cd $(COMPILED) && ../../$(BIN)/python -m yxs_desktop sim --mode $$mode --games $$games --seed 11 \
			--ai $$ai --workers 1 >sim-c.jsonl) || exit 1; \
		cmp -s $(COMPILED)/sim-py.jsonl $(COMPILED)/sim-c.jsonl \
			|| { echo "compiled and interpreted games differ: $$mode, $$ai" >&2; exit 1; }; \
		echo "$$mode: $$games games of $$ai the same, compiled and interpreted"; \
	done

# The suite on the oldest and the newest supported Python, each in its own environment
# (.venv-3.11, .venv-3.13; with pyenv: PYENV_VERSION=3.11.7:3.12.1:3.13.0 make test-pythons).
test-pythons:
	@for version in 3.11 3.13; do \
		echo "== Python $$version"; \
		$(MAKE) test VENV=.venv-$$version PYTHON=python$$version || exit 1; \
	done

# The package as people install it (packaging/check_install.py): the sdist and the wheel
# built, each installed into a fresh environment and tried there, away from this tree.
test-package: $(STAMP) $(QM)
	timeout 1800 $(BIN)/python packaging/check_install.py
	sh packaging/check_desktop.sh $(BIN)/python
	$(MAKE) release
	$(BIN)/python packaging/check_workflow.py
	sh packaging/check_deb.sh dist/yxs-desktop_$(VERSION)_$$(dpkg --print-architecture).deb

# The program in this person's desktop menus (packaging/desktop.sh): the .desktop file
# starting this tree's .venv/bin/yxs, the icons, .yxsr replays opening with it, the metainfo.
DESKTOP_DATA ?= $(or $(XDG_DATA_HOME),$(HOME)/.local/share)
install-desktop: $(RUN_STAMP)
	sh packaging/desktop.sh install "$(DESKTOP_DATA)" "$(abspath $(BIN))/yxs" $(BIN)/python

uninstall-desktop:
	sh packaging/desktop.sh uninstall "$(DESKTOP_DATA)"

bench: $(STAMP) compiled
	@echo "interpreted:"
	@$(BIN)/python benchmarks/engine.py
	@echo "compiled (mypyc):"
	@# from the compiled tree, as a module: its folder comes first on the path (PYTHONPATH
	@# does not: the editable install's finder would give the interpreted engine)
	@cd $(COMPILED) && ../../$(BIN)/python -m benchmarks.engine

# The learned players' value models (issue 36, docs/ai.md "Learning from self-play"): strong
# self-play shards of each mode on its own training seeds (arena/value_data.py, the compiled
# build, both cores; shards already made are kept), then LightGBM in .venv, which the test
# tools bring (benchmarks/train_value.py) writing yxs_desktop/ai/models/value-<mode>.npz.
# `make train-ai-check` fits them again and fails where the trees differ from the committed.
TRAIN_DATA := build/value-data
TRAIN_GAMES := identity5:6000 identity5-simple:3000 identity8:3000 3v3-casual:3000 3v3-competitive:3000
MODELS := yxs_desktop/ai/models
train-ai-data: $(STAMP) compiled
	@for entry in $(TRAIN_GAMES); do mode=$${entry%%:*}; games=$${entry##*:}; \
		(cd $(COMPILED) && ../../$(BIN)/python -m yxs_desktop.arena.value_data --mode $$mode \
			--games $$games --shard-games 250 --workers 2 --out ../value-data/$$mode) || exit 1; \
	done

train-ai: train-ai-data train-ai-heroes-data
	@for entry in $(TRAIN_GAMES); do mode=$${entry%%:*}; \
		$(BIN)/python -m benchmarks.train_value $(TRAIN_DATA)/$$mode \
			--out $(MODELS)/value-$$mode.npz $(TRAIN_CHECK) || exit 1; \
	done
	@for entry in $(HERO_GAMES); do mode=$${entry%%:*}; \
		$(BIN)/python -m benchmarks.train_heroes $(HERO_DATA)/$$mode --rounds 600 \
			--out $(MODELS)/heroes-$$mode.npz $(TRAIN_CHECK) || exit 1; \
	done

# Stage 2's hero choices (docs/ai.md "Heroes in context"): games with every hero picked at
# random (arena/hero_data.py), for benchmarks/train_heroes.py's heroes-<mode>.npz; an entry
# is mode:games:levels, each seat's level drawn among the levels (3v3: strong and baseline
# tables, whose heroes the model then weighs against both).
HERO_DATA := build/hero-data
HERO_GAMES := identity5:60000:strong identity8:60000:strong identity5-simple:60000:strong \
	3v3-casual:120000:strong,baseline 3v3-competitive:120000:strong,baseline
train-ai-heroes-data: $(STAMP) compiled
	@for entry in $(HERO_GAMES); do mode=$${entry%%:*}; rest=$${entry#*:}; \
		games=$${rest%%:*}; levels=$${rest#*:}; \
		(cd $(COMPILED) && ../../$(BIN)/python -m yxs_desktop.arena.hero_data --mode $$mode \
			--games $$games --levels $$levels --shard-games 1000 --workers 2 \
			--out ../hero-data/$$mode) || exit 1; \
	done

train-ai-check:
	$(MAKE) train-ai TRAIN_CHECK=--check

# Stage 3's advantages (docs/ai.md "Advantages from forked games"), measured, not shipped:
# forked-game decisions of each mode in ADVANTAGE_MODES (arena/advantage_data.py, the compiled
# build with the committed values, whose search is among the features; POSIX), then
# benchmarks/train_advantage.py fitting on the values the forks read (ADVANTAGE_LABEL) and
# reporting what its choices gain on held-out decisions, the models in build/advantage-models
# (for benchmarks.learned_tune's advantage:FILE). A model that measured a gain would be
# copied to yxs_desktop/ai/models/advantage-<mode>.npz, which the expert then uses.
ADVANTAGE_MODES := identity5:3000
ADVANTAGE_LABEL := value
train-advantage: $(STAMP) compiled
	@for entry in $(ADVANTAGE_MODES); do mode=$${entry%%:*}; games=$${entry##*:}; \
		(cd $(COMPILED) && ../../$(BIN)/python -m yxs_desktop.arena.advantage_data --mode $$mode \
			--games $$games --per-game 8 --salts 1 --shard-games 100 --workers 2 \
			--out ../advantage-data/$$mode) || exit 1; \
		$(BIN)/python -m benchmarks.train_advantage build/advantage-data/$$mode \
			--label $(ADVANTAGE_LABEL) --out build/advantage-models/advantage-$$mode.npz || exit 1; \
	done

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
package: $(STAMP) $(QM) icons $(if $(filter 0,$(YXS_COMPILED)),,compiled)
	@sh packaging/check-system.sh --desktop --strict
	@lock=$(call LOCK,package); if [ -f "$$lock" ]; then \
		$(BIN)/python -m pip install --quiet --require-hashes -r "$$lock"; \
	else \
		$(BIN)/python -c 'import PyInstaller' 2>/dev/null || $(BIN)/python -m pip install -q 'pyinstaller>=6.10'; \
	fi
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller packaging/yxs.spec

# The Linux release files from the bundle (packaging/release.py): dist/yxs-desktop_*.deb,
# installed with `sudo apt-get install ./dist/yxs-desktop_….deb`, and dist/yxs-*-linux-*.tar.gz.
release: package
	$(BIN)/python packaging/release.py

clean:
	rm -rf $(VENV) build dist *.egg-info
