#!/bin/sh
# The manual page, for desktop.mk's `package-gen`:
#
#   manual.sh GENERATE_MANUAL BIN OUT-DIRECTORY [DATE]
#
# writes OUT-DIRECTORY/foldpreview.1 from BIN's command definitions with argument-parser's
# generate-manual (DATE: yyyy-mm-dd, the page's date; today's without it).
#
# generate-manual drops every character that is not ASCII, so the help's `1…16384`, `2…8`,
# `←`/`→` and `−` would print as `116384`, `28` and nothing. It reads the definitions by
# running its tool with --experimental-dump-help; this script is that tool too (called
# with that one argument, it runs $MANUAL_BIN's and writes each non-ASCII character as
# the ASCII mark @U+XXXX@, which passes through generate-manual unchanged), and then turns
# each mark into groff's \[uXXXX], which man renders as the character in a UTF-8 locale.
# Where the terminal is ASCII, groff's own fallbacks stand in (`<-`, `->`, `-`), and for
# the ellipsis, which has none, the page defines `...`.
# Empty lines (warnings under man: mdoc has none) become the paragraph breaks they mean.
set -eu

if [ "$#" -eq 1 ] && [ "$1" = --experimental-dump-help ]; then
    "$MANUAL_BIN" --experimental-dump-help |
        perl -CSD -pe 's/([^\x00-\x7F])/sprintf("\@U+%04X\@", ord $1)/ge'
    exit 0
fi

[ "$#" -ge 3 ] || { echo "usage: manual.sh GENERATE_MANUAL BIN OUT-DIRECTORY [DATE]" >&2; exit 2; }
generate=$1 bin=$2 out=$3 date=${4:-}
case $bin in /*) ;; *) bin=$PWD/$bin ;; esac
case $0 in /*) self=$0 ;; *) self=$PWD/$0 ;; esac

MANUAL_BIN=$bin "$generate" "$self" ${date:+--date "$date"} --output-directory "$out"
page=$out/foldpreview.1
sed -i -e 's/@U+\([0-9A-F]\{4,6\}\)@/\\[u\1]/g' -e 's/^$/.Pp/' \
    -e '/^\.Os$/a .if !c\\[u2026] .char \\[u2026] ...' "$page"
# A mark left over (one generate-manual split or changed) would print as it is.
if grep -q '@U+' "$page"; then
    echo "manual.sh: $page still holds a mark @U+…@ that was not turned into its character" >&2
    exit 1
fi
