# FoldPreview: the one entry point. `make run` opens the preview window, `make test` runs every test,
# `make fuzz` runs the image loader's whole fuzz, `make render` writes reference frames to artifacts/,
# `make bench` times every mode, `make deb` builds the Debian package, `make deb-check` checks one
# built from the debug binary.
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

# The version, from its one place (`foldpreview --version` prints the same).
VERSION  := $(shell sed -n 's/^ *static let current = "\(.*\)"/\1/p' Sources/foldpreview/Version.swift)
ARCH     := $(shell dpkg --print-architecture 2>/dev/null)
DEB      := foldpreview_$(VERSION)_$(ARCH).deb
# `make deb`'s binary: release, the Swift runtime linked in (no toolchain needed to run it),
# in a build folder of its own so the everyday release build stays dynamic and incremental.
DEB_BUILD ?= .build-deb
# The staged trees (DEBIAN/ and usr/ under $(PACKAGE)/debian/foldpreview) and what the
# desktop include generates (completions, manual) live here.
PACKAGE  ?= .build-package
# The control file's Maintainer: the repository's git identity unless given.
MAINTAINER ?= $(shell git config user.name) <$(shell git config user.email)>
# `make deb-check`: the binary `make test` built.
CHECK_BIN ?= .build/debug/foldpreview

# Debian packages the build, the tests and the windowed run need (Xvfb, xdotool and
# ImageMagick's `import` drive and read back the real-window test; headless Chromium
# renders the web pages for the browser test; dpkg-dev's dpkg-shlibdeps and binutils'
# objdump compute the package's Depends; man-db's `man -l` and bsdextrautils' `col` read the
# manual page as it is shown; zsh and fish load the completions the package installs for them).
DEPS := pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev fonts-dejavu-core \
        libavcodec-dev libavformat-dev libavfilter-dev libswscale-dev libavutil-dev libimgui-dev \
        xvfb xauth xdotool imagemagick chromium python3-venv dpkg-dev binutils \
        desktop-file-utils man-db bsdextrautils zsh fish
# sudo only when not root and sudo exists (containers often have neither need nor sudo).
SUDO = $(shell if [ "$$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then echo sudo; fi)

# tree-sitter's Kotlin grammar for the test that parses `code --lang compose`, in a venv of the
# project's own (gitignored, never system-wide); made once, a no-op when present.
VENV ?= .build-tools/venv

# The desktop entry, icons, MIME type, completions and manual (`install-desktop`), when present.
-include packaging/desktop.mk
DESKTOP_MK := $(wildcard packaging/desktop.mk)

.PHONY: all deps kotlin-parser build release test fuzz run bench render format install install-files deb deb-stage deb-check print-version clean

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

# `deb-check` (seconds) runs before the suite, on the debug binary the build made, where dpkg-deb
# exists, so the run's own summary and what ran are the last lines. The manual's generator is built
# first (deb-check needs it anyway), so the test of the manual page runs too.
test: deps kotlin-parser
	$(if $(DESKTOP_MK),$(SWIFT) package resolve && $(MAKE) --no-print-directory $(GENERATE_MANUAL))
	$(SWIFT) build --build-tests
	@if command -v dpkg-deb >/dev/null 2>&1; then $(MAKE) --no-print-directory deb-check; else echo "test: no dpkg-deb; deb-check skipped"; fi
	@# Last, what ran, from the run's xUnit report (Tests/Tools/test_summary.py): the tests skipped
	@# here and why, and the counts.
	@log=$$(mktemp -d) && status=0 && \
		{ $(SWIFT) test --skip-build --xunit-output "$$log/report.xml" || status=$$?; } && \
		python3 Tests/Tools/test_summary.py "$$log/report-swift-testing.xml" && rm -rf "$$log" && \
		if [ $$status != 0 ]; then exit $$status; fi

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
	$(MAKE) --no-print-directory install-files BIN=$(BIN)

# `install-files`: $(BIN) to $(PREFIX)/bin, Resources/ to $(PREFIX)/share/foldpreview and the
# desktop files (when packaging/desktop.mk is there), under $(DESTDIR); builds nothing.
install-files: $(if $(DESKTOP_MK),install-desktop)
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/foldpreview && install -m 755 $(BIN) $(DESTDIR)$(PREFIX)/bin/foldpreview && cp -R --no-preserve=mode,ownership Resources/. $(DESTDIR)$(PREFIX)/share/foldpreview/

# `deb-stage`: $(BIN) staged as the package's tree in $(STAGE) and built into $(OUT) (dpkg-deb,
# no network): install-files with PREFIX=/usr, the binary stripped (as dh_strip would), the copyright, DEBIAN/control with the Depends
# packaging/deb.sh computes from what $(BIN) loads.
STAGE ?= $(PACKAGE)/debian/foldpreview
OUT   ?= $(DEB)
DEB_COMPRESS ?= xz
deb-stage:
	rm -rf $(STAGE) && install -d $(STAGE)/DEBIAN $(STAGE)/usr/share/doc/foldpreview
	$(MAKE) --no-print-directory install-files BIN=$(BIN) DESTDIR=$(abspath $(STAGE)) PREFIX=/usr GEN=$(PACKAGE)/gen
	strip --strip-unneeded --remove-section=.comment --remove-section=.note $(STAGE)/usr/bin/foldpreview
	install -m 644 packaging/copyright $(STAGE)/usr/share/doc/foldpreview/copyright
	MAINTAINER="$(MAINTAINER)" packaging/deb.sh changelog $(VERSION) | gzip -9n > $(STAGE)/usr/share/doc/foldpreview/changelog.gz
	MAINTAINER="$(MAINTAINER)" packaging/deb.sh control $(STAGE)/usr/bin/foldpreview $(VERSION) $$(du -sk --exclude=DEBIAN $(STAGE) | cut -f1) > $(STAGE)/DEBIAN/control
	dpkg-deb --root-owner-group -Z$(DEB_COMPRESS) --build $(STAGE) $(OUT)

print-version:
	@echo $(VERSION)

# `deb`: the release binary with the Swift runtime linked statically, staged and built into
# foldpreview_VERSION_ARCH.deb; then its files and Depends checked and `ldd` shown to name
# nothing under the toolchain.
deb: deps
	$(SWIFT) build -c release --static-swift-stdlib --build-path $(DEB_BUILD)
	$(MAKE) --no-print-directory deb-stage BIN=$(DEB_BUILD)/release/foldpreview OUT=$(DEB)
	VERBOSE=1 packaging/deb.sh check $(DEB) $(PACKAGE)/debian/foldpreview/usr/bin/foldpreview
	packaging/deb.sh lint $(DEB)
	packaging/deb.sh static $(PACKAGE)/debian/foldpreview/usr/bin/foldpreview

# `deb-check` (seconds, no release build): a package of the debug binary in a temporary
# folder, uncompressed, its contents listed and checked, its Depends checked against what the
# binary loads (the debug binary's Swift runtime is the toolchain's: named, not packaged),
# then lintian on it when lintian is installed. lintian is not in DEPS: it brings 124 packages
# (25 MB, mostly Perl) to every machine that runs the tests and adds about 3 s to `make test`, whose time
# is budgeted, for a check of the packaging files alone, which change rarely; whoever packages
# installs it (`make deb` runs it too).
deb-check:
	@test -x $(CHECK_BIN) || { echo "deb-check: no $(CHECK_BIN) (run swift build first)"; exit 1; }
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && $(MAKE) --no-print-directory -s deb-stage BIN=$(CHECK_BIN) STAGE=$$tmp/debian/foldpreview OUT=$$tmp/foldpreview.deb PACKAGE=$$tmp DEB_COMPRESS=none >/dev/null && packaging/deb.sh check $$tmp/foldpreview.deb $(CHECK_BIN) && packaging/deb.sh lint $$tmp/foldpreview.deb debug

clean:
	rm -rf .build $(DEB_BUILD) $(PACKAGE) $(ARTIFACTS) foldpreview_*.deb
