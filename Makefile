# FoldPreview: the one entry point. `make run` opens the preview window, `make test` runs every test,
# `make fuzz` runs the image loader's whole fuzz, `make render` writes reference frames to artifacts/,
# `make bench` times every mode.
# Each target installs what it needs first (`deps`, a no-op when everything is present).

SWIFT    ?= swift
PREFIX   ?= /usr/local
DESTDIR  ?=
BIN      ?= .build/release/foldpreview
ARGS     ?=
# `make render`: every mode (as `foldpreview params --modes` lists them) × progress below, one PNG
# each, into $(ARTIFACTS)/MODE-P.png.
MODES    ?= $(shell $(BIN) params --modes 2>/dev/null)
PROGRESS ?= 0 0.25 0.5 0.75 1
RENDER_ARGS ?=
ARTIFACTS ?= artifacts

# Debian packages the build, the tests and the windowed run need (Xvfb, xdotool and
# ImageMagick's `import` drive and read back the real-window test; headless Chromium
# renders the web pages for the browser test).
DEPS := pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev fonts-dejavu-core \
        libavcodec-dev libavformat-dev libavfilter-dev libswscale-dev libavutil-dev libimgui-dev \
        xvfb xauth xdotool imagemagick chromium python3-venv desktop-file-utils
# sudo only when not root and sudo exists (containers often have neither need nor sudo).
SUDO = $(shell if [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then echo sudo; fi)

# tree-sitter's Kotlin grammar for the test that parses `code --lang compose`, in a venv of the
# project's own (gitignored, never system-wide); made once, a no-op when present.
VENV ?= .build-tools/venv

.PHONY: all deps kotlin-parser build release test fuzz run bench render format install clean

all: build

deps:
	@command -v dpkg-query >/dev/null 2>&1 || { echo "deps: not a Debian system; install SDL2, SDL2_image, SDL2_ttf (development files) and DejaVu fonts yourself"; exit 0; }; missing=$$(for p in $(DEPS); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); [ -z "$$missing" ] || { echo "deps: installing" $$missing; $(SUDO) apt-get update && $(SUDO) apt-get install -y --no-install-recommends $$missing; }

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

kotlin-parser: $(VENV)/.installed

$(VENV)/.installed:
	@python3 -m venv $(VENV) && $(VENV)/bin/pip install --quiet tree-sitter tree-sitter-kotlin && touch $@ \
	  || { rm -rf $(VENV); echo "kotlin-parser: could not install tree-sitter-kotlin from PyPI; the Kotlin parse tests will be reported as skipped"; }

test: deps kotlin-parser
	$(SWIFT) test

# `fuzz`: every mutation of the image loader's fixed-seed fuzz (600 runs of the binary; `make test`
# runs the first 8 of each format).
fuzz: deps
	FOLDPREVIEW_FUZZ=1 $(SWIFT) test --filter ImageFuzzTests

# `run` opens the preview window (ARGS="--mode cubic --image photo.jpg" to pass options).
run: release
	$(BIN) $(ARGS)

bench: release
	$(BIN) bench $(ARGS)

render: release
	@mkdir -p $(ARTIFACTS) && for m in $(MODES); do for p in $(PROGRESS); do echo "render $$m $$p"; $(BIN) render --mode $$m --progress $$p $(RENDER_ARGS) --out $(ARTIFACTS)/$$m-$$p.png || exit 1; done; done

format:
	@if $(SWIFT) format --version >/dev/null 2>&1; then $(SWIFT) format --in-place --recursive Sources Tests; else echo "format: 'swift format' is not in this toolchain (Swift 6+ ships it); nothing changed"; fi

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/foldpreview && install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/foldpreview && cp -R Resources/. $(DESTDIR)$(PREFIX)/share/foldpreview/

clean:
	rm -rf .build $(ARTIFACTS)

-include packaging/desktop.mk
