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

# Lint and format checks first (ruff, configured in pyproject.toml), then every test.
test: $(DEV_STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(DUMMY_SDL) $(PY) -m pytest -q

build: $(DEV_STAMP)
	$(PY) build_scripts/build.py

bench: $(RUNTIME_STAMP)
	$(DUMMY_SDL) $(PY) -m game.bench

sim: $(RUNTIME_STAMP)
	$(PY) -m game.sim --game $(GAME) --players $(PLAYERS) --games $(GAMES) --seed $(SEED)

# Says plainly when $(PYTHON) is missing or older than 3.11, and how to name another one.
define CHECK_PYTHON
version=$$($(PYTHON) -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null); \
if [ -z "$$version" ]; then \
  echo "Lairwright needs Python 3.11 or newer, but '$(PYTHON)' could not be run."; \
elif ! $(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then \
  echo "Lairwright needs Python 3.11 or newer, but '$(PYTHON)' is Python $$version."; \
else exit 0; fi; \
echo "Install Python 3.11 or newer and run e.g. 'make play PYTHON=python3.11'."; exit 1
endef

check-python:
	@$(CHECK_PYTHON)

$(PY):
	@$(CHECK_PYTHON)
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
	  echo "Could not create $(VENV) (on Debian or Ubuntu: apt install python3-venv)."; exit 1; }

$(RUNTIME_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install -q -e .
	touch $@

# The dev install includes the runtime one, so it satisfies the runtime stamp as well.
$(DEV_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install -q -e '.[dev]'
	touch $(RUNTIME_STAMP) $@

clean-venv:
	rm -rf $(VENV)
