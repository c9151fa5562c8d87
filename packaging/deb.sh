#!/bin/sh
# The Debian package's computed parts, for the Makefile's `deb` and `deb-check`:
#
#   deb.sh depends BIN           the Depends field for BIN (one line)
#   deb.sh control BIN VERSION [INSTALLED-KB]   DEBIAN/control for BIN ($MAINTAINER: its
#                                Maintainer field)
#   deb.sh changelog VERSION     the package's changelog (Debian's format, one entry for
#                                VERSION dated by the last commit; $MAINTAINER signs it)
#   deb.sh lint DEB [debug]      lintian on DEB when it is installed (a note when not);
#                                `debug` also allows what a package of the debug binary has
#   deb.sh check DEB BIN         checks where DEB's files are and its Depends against what
#                                BIN loads; fails on any difference, and then (or always with
#                                VERBOSE=1) prints the listing (dpkg-deb -c), the Depends and
#                                what BIN loads, so that a passing check is one line
#   deb.sh static BIN            fails when ldd names a library under the Swift toolchain
#
# What BIN loads: the libraries its ELF header names (DT_NEEDED) and what it opens at run
# time that no header names, as the binary itself lists them (`params --run-time-files`:
# the FFmpeg sonames FFmpegLoader.c dlopens, built from the FFmpeg headers' major versions,
# and the DejaVu font files). A library is mapped to its Debian package with `dpkg -S`.
# The DT_NEEDED part of Depends is dpkg-shlibdeps's (minimum versions from the libraries'
# symbols files); the dlopened libraries get `>=` the installed upstream version (their
# symbols are not seen by dpkg-shlibdeps); the font's package has no version.
set -eu

multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || gcc -print-multiarch)

# The toolchain's folder (/opt/swift/usr for /opt/swift/usr/bin/swift), empty without one.
toolchain() {
    swift=$(command -v swift 2>/dev/null) || return 0
    dirname "$(dirname "$(readlink -f "$swift")")"
}

# The libraries BIN's ELF header names, one soname a line.
needed() { objdump -p "$1" | awk '$1 == "NEEDED" { print $2 }'; }

# What BIN opens at run time (sonames, then absolute font paths), one a line.
run_time_files() { "$1" params --run-time-files; }

# The path a soname or file resolves to: ldd's answer (LDD: ldd BIN's output) for a
# DT_NEEDED library, else the architecture's library folder (where the dynamic loader finds a
# dlopened soname).
resolve() { # LDD NAME
    case $2 in /*) echo "$2"; return ;; esac
    path=$(echo "$1" | awk -v s="$2" '$1 == s && $2 == "=>" { print $3 }')
    if [ -n "$path" ]; then echo "$path"; return; fi
    for dir in /lib/$multiarch /usr/lib/$multiarch /lib /usr/lib; do
        if [ -e "$dir/$2" ]; then echo "$dir/$2"; return; fi
    done
    echo "deb.sh: $2 is not installed" >&2
    return 1
}

# The Debian package that owns PATH (the name only), or nothing: the path as given, its
# target, or the file's name in the architecture's folder (usr-merged or not).
owner() {
    found=$(dpkg -S "$1" 2>/dev/null || dpkg -S "$(readlink -f "$1")" 2>/dev/null || dpkg -S "*/$multiarch/$(basename "$1")" 2>/dev/null || true)
    echo "$found" | head -n 1 | cut -d: -f1 | cut -d, -f1
}

# "PATH PACKAGE" for each of PATHS (one dpkg -S for all: each call reads dpkg's whole file
# list); a path dpkg does not know as given is asked again by owner().
owners() {
    known=$(dpkg -S "$@" 2>/dev/null | sed -n 's|^\([^ ]*\): \(/.*\)$|\2 \1|p' | sed 's/:[^ ]*$//; s/,.*$//')
    for path in "$@"; do
        package=$(echo "$known" | awk -v p="$path" '$1 == p { print $2; exit }')
        echo "$path ${package:-$(owner "$path")}"
    done
}

# PACKAGE's installed version without the Debian revision (the epoch kept, so `>=` compares
# as dpkg does): 7:5.1.6-0+deb12u1 -> 7:5.1.6.
upstream_version() { dpkg-query -W -f='${Version}' "$1" | sed 's/-[^-]*$//'; }

# dpkg-shlibdeps's Depends for BIN's DT_NEEDED, run in a scratch debian/ tree of its own.
shlibs() {
    work=$(mktemp -d)
    mkdir -p "$work/debian/foldpreview/usr/bin"
    printf 'Source: foldpreview\n\nPackage: foldpreview\nArchitecture: any\n' >"$work/debian/control"
    ln -s "$(readlink -f "$1")" "$work/debian/foldpreview/usr/bin/foldpreview"
    # A debug build's Swift runtime has no package: named by `check`, refused by `static`.
    (cd "$work" && dpkg-shlibdeps -O --ignore-missing-info -l"$(toolchain)/lib/swift/linux" \
        -e debian/foldpreview/usr/bin/foldpreview 2>/dev/null) | sed -n 's/^shlibs:Depends=//p'
    rm -rf "$work"
}

depends() {
    bin=$1 ldd=$(ldd "$1") names=$(run_time_files "$1")
    fields=$(shlibs "$bin")
    paths=$(for name in $names; do resolve "$ldd" "$name"; done)
    set -- $names
    for line in $(owners $paths | tr ' ' '|'); do
        name=$1 path=${line%|*} package=${line#*|}
        shift
        [ -n "$package" ] || { echo "deb.sh: no Debian package owns $path (for $name)" >&2; exit 1; }
        case $name in
            /*) field=$package ;;
            *) field="$package (>= $(upstream_version "$package"))" ;;
        esac
        # The two font files share one package.
        case ", $fields," in *", $package ("* | *", $package,"*) continue ;; esac
        fields="${fields:+$fields, }$field"
    done
    echo "$fields"
}

control() {
    bin=$1 version=$2
    : "${MAINTAINER:?deb.sh control: set MAINTAINER (Name <address>)}"
    cat <<EOF
Package: foldpreview
Version: $version
Architecture: $(dpkg --print-architecture)
Maintainer: $MAINTAINER
Installed-Size: ${3:-0}
Depends: $(depends "$bin")
Section: graphics
Priority: optional
Description: preview and render the classic iOS fold and flip animations
 FoldPreview draws the fold, flip, cube, pop and card animations of classic iOS
 apps with its own CPU rasterizer, in a window with a tuning panel (scrub, tune
 springs and curves, compare A/B) or from the command line: render stills,
 videos, GIFs and web pages, and copy the settings as Swift, Kotlin or CSS code.
EOF
}

# The changelog Debian's policy asks every package to carry (usr/share/doc/PACKAGE/; lintian's
# no-changelog): the version's one entry. The package is native (its version has no Debian
# revision), so the file is `changelog.gz`, as lintian names it for a native package; the
# entry's date is the last commit's, so the same tree makes the same file.
changelog() {
    version=$1
    : "${MAINTAINER:?deb.sh changelog: set MAINTAINER (Name <address>)}"
    date=$(git log -1 --format=%cD 2>/dev/null || date -R)
    cat <<EOF
foldpreview ($version) unstable; urgency=medium

  * FoldPreview $version: the changes are the repository's history (git log).

 -- $MAINTAINER  $date
EOF
}

# lintian on DEB, every error and warning failing, but one known one: SwiftPM links every
# binary with a RUNPATH ($ORIGIN, and the toolchain's folder: a debug binary loads its Swift
# runtime from there), lintian's custom-library-search-path; no library of the package is
# found through it (make deb's binary has the runtime inside). With `debug`, uncompressed
# archives (deb-check's speed) are allowed too. Without lintian, a note.
lint() {
    if ! command -v lintian >/dev/null 2>&1; then
        echo "deb.sh: lintian is not installed; the package's policy check is skipped (apt-get install lintian)"
        return 0
    fi
    allowed="--suppress-tags custom-library-search-path"
    if [ "${2:-}" = debug ]; then
        allowed="$allowed,uses-no-compression-for-control-tarball,uses-no-compression-for-data-tarball"
    fi
    # shellcheck disable=SC2086
    report=$(lintian --allow-root --fail-on error,warning $allowed "$1" 2>&1) || {
        echo "$report"
        echo "deb.sh: lintian found the problems above in $1" >&2
        return 1
    }
    [ -z "$report" ] || echo "$report"
    echo "lint: lintian finds no error or warning in $1"
}

# Every library BIN loads (DT_NEEDED, then RUN_TIME: its run-time files), mapped to its package, one "name path package" a line; a
# library under the toolchain gets the package "toolchain".
loaded() {
    bin=$1 tools=$(toolchain) ldd=$(ldd "$1")
    for name in $(needed "$1") $2; do echo "$name $(resolve "$ldd" "$name")"; done >"$scratch"
    if [ -n "$tools" ]; then
        awk -v t="$tools/" 'index($2, t) == 1 { print $1, $2, "toolchain" }' "$scratch"
    fi
    # The others' packages, in one dpkg -S (the toolchain's files belong to no package).
    set -- $(awk -v t="$tools/" 't == "/" || index($2, t) != 1 { print $1 }' "$scratch")
    for line in $(owners $(awk -v t="$tools/" 't == "/" || index($2, t) != 1 { print $2 }' "$scratch") | tr ' ' '|'); do
        echo "$1 ${line%|*} ${line#*|}"
        shift
    done
}

check() {
    deb=$1 bin=$2 failed=0
    listing=$(dpkg-deb -c "$deb")
    # Where the files belong: the binary, the resources (every file of Resources/), the
    # copyright, and, with the desktop include, its entry, icons, MIME type, completions
    # and manual; nothing outside /usr.
    expect="./usr/bin/foldpreview ./usr/share/doc/foldpreview/copyright ./usr/share/doc/foldpreview/changelog.gz"
    for file in $(cd Resources && find . -type f | sed 's|^\./||'); do
        expect="$expect ./usr/share/foldpreview/$file"
    done
    if [ -f packaging/desktop.mk ]; then
        expect="$expect ./usr/share/applications/foldpreview.desktop
            ./usr/share/icons/hicolor/scalable/apps/foldpreview.svg
            ./usr/share/icons/hicolor/256x256/apps/foldpreview.png
            ./usr/share/mime/packages/foldpreview.xml
            ./usr/share/bash-completion/completions/foldpreview
            ./usr/share/zsh/vendor-completions/_foldpreview
            ./usr/share/fish/vendor_completions.d/foldpreview.fish
            ./usr/share/man/man1/foldpreview.1.gz"
    fi
    paths=$(echo "$listing" | awk '{ print $6 }')
    for file in $expect; do
        echo "$paths" | grep -qxF "$file" || { echo "deb-check: $file is missing from $deb"; failed=1; }
    done
    outside=$(echo "$paths" | grep -v -e '^\./$' -e '^\./usr/' || true)
    [ -z "$outside" ] || { echo "deb-check: files outside /usr: $outside"; failed=1; }
    echo "$listing" | grep -q '^-rwxr-xr-x root/root .* \./usr/bin/foldpreview$' \
        || { echo "deb-check: ./usr/bin/foldpreview is not an executable owned by root"; failed=1; }
    wrong=$(echo "$listing" | awk '$2 != "root/root" { print $6 }')
    [ -z "$wrong" ] || { echo "deb-check: not owned by root: $wrong"; failed=1; }

    # Depends against what the binary loads: each loaded library's package is named, and
    # every package named is loaded by the binary (libraries or fonts).
    depends=$(dpkg-deb -f "$deb" Depends)
    named=$(echo "$depends" | tr ',' '\n' | sed 's/(.*//; s/[[:space:]]//g' | grep . | sort -u)
    run_time=$(run_time_files "$bin")
    loads=$(loaded "$bin" "$run_time")
    wanted=$(echo "$loads" | awk '$3 != "toolchain" { print $3 }' | sort -u)
    unowned=$(echo "$loads" | awk 'NF < 3 { print $1 }')
    [ -z "$unowned" ] || { echo "deb-check: no package owns $unowned"; failed=1; }
    missing=$(for p in $wanted; do echo "$named" | grep -qxF "$p" || echo "$p"; done)
    unneeded=$(for p in $named; do echo "$wanted" | grep -qxF "$p" || echo "$p"; done)
    [ -z "$missing" ] || { echo "deb-check: loaded but not in Depends:" $missing; failed=1; }
    [ -z "$unneeded" ] || { echo "deb-check: in Depends but not loaded:" $unneeded; failed=1; }
    # The dlopened libraries carry a minimum version (dpkg-shlibdeps cannot give one).
    for soname in $(echo "$run_time" | grep -v '^/'); do
        package=$(echo "$loads" | awk -v s="$soname" '$1 == s { print $3 }')
        echo "$depends" | grep -q "$package (>= " || { echo "deb-check: $package has no minimum version"; failed=1; }
    done
    if [ "$failed" != 0 ] || [ "${VERBOSE:-0}" = 1 ]; then
        echo "$listing"
        echo "Depends: $depends"
        echo "$loads" | while read -r name path package; do echo "loads $path: $package"; done
    fi
    [ "$failed" = 0 ] && echo "deb-check: $deb: files in place; Depends names exactly the packages of the $(echo "$loads" | wc -l) files the binary loads"
    return "$failed"
}

static() {
    bin=$1 tools=$(toolchain)
    [ -n "$tools" ] || { echo "deb.sh static: no swift on the PATH to compare against"; return 0; }
    ldd "$bin"
    if ldd "$bin" | grep -F "$tools/"; then
        echo "deb.sh: $bin loads the libraries above from the Swift toolchain ($tools)" >&2
        return 1
    fi
    if ldd "$bin" | grep -i 'swift'; then
        echo "deb.sh: $bin loads a Swift runtime library" >&2
        return 1
    fi
    echo "static: ldd of $bin names nothing under $tools"
}

scratch=$(mktemp)
trap 'rm -f "$scratch"' EXIT
command=$1
shift
"$command" "$@"
