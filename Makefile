# Lairwright: `make play` opens the app, `make test` runs every test.
# Both create .venv on first use and reinstall only when pyproject.toml changes.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
# Stamp files remember which install matches the current pyproject.toml.
RUNTIME_STAMP := $(VENV)/.installed-runtime
DEV_STAMP     := $(VENV)/.installed-dev
DUMMY_SDL     := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

GAME    ?= makers
PLAYERS ?= 2
GAMES   ?= 20
SEED    ?= 1

.PHONY: play test build bench sim clean-venv check-python

play: $(RUNTIME_STAMP)
	$(PY) -m game

test: $(DEV_STAMP)
	$(DUMMY_SDL) $(PY) -m pytest -q

build: $(DEV_STAMP)
	$(PY) build_scripts/build.py

bench: $(RUNTIME_STAMP)
	$(DUMMY_SDL) $(PY) -m game.bench

sim: $(RUNTIME_STAMP)
	$(PY) -m game.sim --game $(GAME) --players $(PLAYERS) --games $(GAMES) --seed $(SEED)

check-python:
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' 2>/dev/null || { \
	  echo "Lairwright needs Python 3.11 or newer, but '$(PYTHON)' is $$($(PYTHON) --version 2>&1 || echo missing)."; \
	  echo "Install Python 3.11+ and run e.g. 'make play PYTHON=python3.11'."; \
	  exit 1; }

$(PY):
	@$(MAKE) --no-print-directory check-python PYTHON=$(PYTHON)
	$(PYTHON) -m venv $(VENV)

$(RUNTIME_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install -q -e .
	touch $@

# The dev install includes the runtime one, so it satisfies the runtime stamp as well.
$(DEV_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install -q -e '.[dev]'
	touch $(RUNTIME_STAMP) $@

clean-venv:
	rm -rf $(VENV)
