# The desktop's conventions (issue 27), included by the Makefile: a launcher entry, the
# icon, the preset files' MIME type, shell completions and the manual page.
#
# `package-gen` runs a built foldpreview ($(BIN)) to write what is generated from the
# command definitions into $(GEN): the bash, zsh and fish completion scripts
# (argument-parser's --generate-completion-script, with the modes after --mode and the
# setting names after --set) and the manual page (argument-parser's generate-manual, built
# once from the checked-out dependency, offline, into .build-package/tools, run by
# packaging/manual.sh, which keeps the help's non-ASCII characters as groff escapes).
# `install-desktop` installs all of it under $(DESTDIR)$(PREFIX) where the desktop and the
# shells look. The icon is drawn by `packaging/make-icon.sh` and committed.

GEN     ?= .build-package/gen
PREFIX  ?= /usr/local
SWIFT   ?= swift
# The dependency's checkout: the everyday build's, else `make deb`'s own build folder's (a
# fresh clone that only ran `make deb` has only that one).
ARGUMENT_PARSER ?= $(firstword $(wildcard .build/checkouts/swift-argument-parser \
                     $(DEB_BUILD)/checkouts/swift-argument-parser) .build/checkouts/swift-argument-parser)
GENERATE_MANUAL ?= .build-package/tools/debug/generate-manual
# The manual's date: the last commit's, so the same tree makes the same page.
MANUAL_DATE ?= $(shell git log -1 --format=%cs 2>/dev/null)

.PHONY: package-gen install-desktop

$(GENERATE_MANUAL):
	@test -d $(ARGUMENT_PARSER) || { echo "package-gen: $(ARGUMENT_PARSER) is missing: run 'swift build' once (it checks out swift-argument-parser)"; exit 1; }
	$(SWIFT) build --package-path $(ARGUMENT_PARSER) --scratch-path .build-package/tools --product generate-manual

package-gen: $(GENERATE_MANUAL)
	@test -x $(BIN) || { echo "package-gen: no foldpreview at BIN=$(BIN): build it first (make release, or BIN=.build/debug/foldpreview)"; exit 1; }
	mkdir -p $(GEN)/completions $(GEN)/man
	$(BIN) --generate-completion-script bash | sed '1{/^#!/d}' > $(GEN)/completions/foldpreview.bash
	$(BIN) --generate-completion-script zsh > $(GEN)/completions/_foldpreview
	$(BIN) --generate-completion-script fish > $(GEN)/completions/foldpreview.fish
	packaging/manual.sh $(GENERATE_MANUAL) $(BIN) $(GEN)/man $(MANUAL_DATE)
	gzip -9nf $(GEN)/man/foldpreview.1

install-desktop: package-gen
	install -Dm644 packaging/foldpreview.desktop $(DESTDIR)$(PREFIX)/share/applications/foldpreview.desktop
	install -Dm644 packaging/icons/foldpreview.svg $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps/foldpreview.svg
	install -Dm644 packaging/icons/foldpreview-256.png $(DESTDIR)$(PREFIX)/share/icons/hicolor/256x256/apps/foldpreview.png
	install -Dm644 packaging/foldpreview.xml $(DESTDIR)$(PREFIX)/share/mime/packages/foldpreview.xml
	install -Dm644 $(GEN)/completions/foldpreview.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/foldpreview
	install -Dm644 $(GEN)/completions/_foldpreview $(DESTDIR)$(PREFIX)/share/zsh/vendor-completions/_foldpreview
	install -Dm644 $(GEN)/completions/foldpreview.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/foldpreview.fish
	install -Dm644 $(GEN)/man/foldpreview.1.gz $(DESTDIR)$(PREFIX)/share/man/man1/foldpreview.1.gz
