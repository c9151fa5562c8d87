#!/bin/sh
# Draws FoldPreview's icon with its own rasterizer: a page turning over (the page mode at
# progress 0.35, its picture on a transparent background), 256x256. The PNG is the
# rasterizer's frame as it is; the SVG is the same frame's draw list (`render --dump`) as
# vector polygons, coloured from that frame (packaging/icon-svg.py).
#
# Run by hand after a change to the page mode's look, and commit the two files:
#   sh packaging/make-icon.sh            (BIN=.build/debug/foldpreview by default)
#   sh packaging/make-icon.sh OUTDIR     (writes OUTDIR/foldpreview-256.png and OUTDIR/foldpreview.svg)
set -eu
here=$(dirname "$0")
BIN=${BIN:-.build/debug/foldpreview}
out=${1:-$here/icons}
mkdir -p "$out"
dump=$(mktemp "${TMPDIR:-/tmp}/foldpreview-icon.XXXXXX")
trap 'rm -f "$dump"' EXIT
"$BIN" render --mode page --progress 0.35 --size 256x256 --background transparent \
    --out "$out/foldpreview-256.png" --dump "$dump" >/dev/null
python3 "$here/icon-svg.py" "$out/foldpreview-256.png" "$dump" > "$out/foldpreview.svg"
echo "wrote $out/foldpreview-256.png and $out/foldpreview.svg"
