#!/usr/bin/env python3
"""The icon's SVG: the draw list of the frame make-icon.sh renders (`render --dump`), each
layer's quad as a polygon, in draw order, filled with the colours the rasterizer gave it.

The dump holds geometry (screen-space corners, opacity), not paint, so each polygon's fill
is read back from the rendered PNG: a vertical gradient of the mean colour, band by band,
of the pixels where that layer is the topmost picture (a shadow drawn over it is divided
out, since the SVG draws the shadow again). A layer named `*-shadow` is black at its
opacity, as the scenes draw shadows.

usage: icon-svg.py FRAME.png DRAWLIST.json > icon.svg
"""
import json
import struct
import sys
import zlib

BANDS = 8


def read_png(path):
    """(width, height, rows of RGBA bytes) of an 8-bit RGBA, non-interlaced PNG."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert (depth, colour, interlace) == (8, 6, 0), "expected 8-bit RGBA, not interlaced"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, previous = zlib.decompress(idat), width * 4, [], bytearray(width * 4)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            b = previous[i]
            c = previous[i - 4] if i >= 4 else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, rows


def inside(point, quad):
    """True when `point` is inside the convex `quad` (either winding)."""
    x, y = point
    signs = set()
    for (x0, y0), (x1, y1) in zip(quad, quad[1:] + quad[:1]):
        cross = (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0)
        if cross != 0:
            signs.add(cross > 0)
    return len(signs) <= 1


def main():
    width, height, rows = read_png(sys.argv[1])
    layers = json.load(open(sys.argv[2]))["layers"]
    quads = [[(c[0], c[1]) for c in layer["corners"]] for layer in layers]
    shadow = [layer["name"].endswith("-shadow") for layer in layers]
    defs, shapes = [], []
    for index, (layer, quad) in enumerate(zip(layers, quads)):
        points = " ".join(f"{x:.2f},{y:.2f}" for x, y in quad)
        if shadow[index]:
            shapes.append(f'<polygon points="{points}" fill="#000" fill-opacity="{layer["opacity"]:.4f}"/>')
            continue
        top, bottom = max(0.0, min(y for _, y in quad)), min(float(height), max(y for _, y in quad))
        sums = [[0.0, 0.0, 0.0, 0.0, 0] for _ in range(BANDS)]
        for y in range(int(top), int(bottom) + 1):
            if y >= height:
                break
            band = min(BANDS - 1, int((y + 0.5 - top) / max(1e-9, bottom - top) * BANDS))
            for x in range(width):
                point = (x + 0.5, y + 0.5)
                if not inside(point, quad):
                    continue
                later = [j for j in range(index + 1, len(layers)) if inside(point, quads[j])]
                if any(not shadow[j] for j in later):
                    continue
                r, g, b, a = rows[y][x * 4:x * 4 + 4]
                keep = 1.0
                for j in later:
                    keep *= 1.0 - layers[j]["opacity"]
                s = sums[band]
                s[0] += r / keep; s[1] += g / keep; s[2] += b / keep; s[3] += a; s[4] += 1
        seen = [band for band, s in enumerate(sums) if s[4]]
        if not seen:
            # Wholly hidden: drawn, as the rasterizer draws it, but under what covers it.
            sums, seen = [[128.0, 128.0, 128.0, 255.0, 1]] * BANDS, list(range(BANDS))
        stops = []
        for band in range(BANDS):
            # A band with no visible pixel takes the nearest band's colour.
            s = sums[min(seen, key=lambda other: abs(other - band))]
            r, g, b = (min(255, round(v / s[4])) for v in s[:3])
            offset = (band + 0.5) / BANDS
            stops.append(f'<stop offset="{offset:.4f}" stop-color="#{r:02x}{g:02x}{b:02x}"/>')
        defs.append(f'<linearGradient id="g{index}" gradientUnits="userSpaceOnUse" x1="0" y1="{top:.2f}" '
                    f'x2="0" y2="{bottom:.2f}">' + "".join(stops) + "</linearGradient>")
        shapes.append(f'<polygon points="{points}" fill="url(#g{index})" opacity="{layer["opacity"]:.4f}"/>')
    print(f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
          f'viewBox="0 0 {width} {height}">')
    print(f'<!-- FoldPreview: a turning page, drawn from the rasterizer\'s draw list ({len(layers)} layers) '
          'by packaging/make-icon.sh -->')
    print("<defs>" + "".join(defs) + "</defs>")
    for shape in shapes:
        print(shape)
    print("</svg>")


main()
