#!/usr/bin/env python3
"""Draws two app screens of our own (a trip list and a trip's detail) as 750x1334 PNGs,
the iPhone's 375x667 points at 2x: the pictures the README's "your own screens" examples
fold from one into the other. Standard library only (zlib for the PNG), so anyone can
draw them again:

    python3 docs/screens/draw-screens.py docs/screens

Shapes are anti-aliased by their signed distance (half a pixel of coverage each side).
"""
import math
import struct
import sys
import zlib

WIDTH, HEIGHT = 750, 1334


def hex_color(value):
    return ((value >> 16) & 255, (value >> 8) & 255, value & 255)


class Canvas:
    """An RGB canvas that blends shapes over itself with a coverage per pixel."""

    def __init__(self, width, height, color):
        self.width, self.height = width, height
        r, g, b = hex_color(color)
        self.pixels = bytearray(bytes((r, g, b)) * (width * height))

    def blend(self, x, y, color, coverage):
        if coverage <= 0 or not (0 <= x < self.width and 0 <= y < self.height):
            return
        i = 3 * (y * self.width + x)
        if coverage >= 1:
            self.pixels[i:i + 3] = bytes(color)
            return
        p = self.pixels
        for k in range(3):
            p[i + k] = int(round(p[i + k] + (color[k] - p[i + k]) * coverage))

    def rounded_rect(self, x, y, w, h, radius, color, alpha=1.0, shade=None):
        """A rectangle with round corners; `shade(u, v)` may return the colour at the
        rectangle's own coordinates (0…1 each) instead of one colour."""
        col = hex_color(color) if isinstance(color, int) else color
        x0, y0 = int(math.floor(x)), int(math.floor(y))
        x1, y1 = int(math.ceil(x + w)), int(math.ceil(y + h))
        cx, cy = x + w / 2, y + h / 2
        hx, hy = w / 2 - radius, h / 2 - radius
        for py in range(max(0, y0), min(self.height, y1)):
            qy = abs(py + 0.5 - cy) - hy
            for px in range(max(0, x0), min(self.width, x1)):
                qx = abs(px + 0.5 - cx) - hx
                outside = math.hypot(max(qx, 0.0), max(qy, 0.0)) + min(max(qx, qy), 0.0) - radius
                coverage = min(1.0, max(0.0, 0.5 - outside)) * alpha
                if coverage > 0:
                    c = shade((px + 0.5 - x) / w, (py + 0.5 - y) / h) if shade else col
                    self.blend(px, py, c, coverage)

    def circle(self, cx, cy, radius, color, alpha=1.0):
        self.rounded_rect(cx - radius, cy - radius, 2 * radius, 2 * radius, radius, color, alpha)

    def ridge(self, x, y, w, h, height_at, color):
        """Fills, inside the box, everything below the line y + height_at(u) (u = 0…1
        across the box), the line anti-aliased."""
        col = hex_color(color)
        for px in range(int(x), int(x + w)):
            top = y + height_at((px + 0.5 - x) / w)
            for py in range(max(int(y), int(math.floor(top))), int(y + h)):
                self.blend(px, py, col, min(1.0, max(0.0, py + 1 - top)))

    def save(self, path):
        rows = b"".join(b"\0" + bytes(self.pixels[3 * self.width * r:3 * self.width * (r + 1)])
                        for r in range(self.height))

        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        with open(path, "wb") as f:
            f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9))
                    + chunk(b"IEND", b""))


def mix(a, b, t):
    a, b = hex_color(a), hex_color(b)
    return tuple(int(round(a[k] + (b[k] - a[k]) * t)) for k in range(3))


def text_bar(c, x, y, width, height, color, alpha=1.0):
    """A line of text, drawn as a wireframe's rounded bar."""
    c.rounded_rect(x, y, width, height, height / 2, color, alpha)


def status_bar(c, ink):
    text_bar(c, 44, 26, 70, 20, ink)                              # the time
    for k, h in enumerate((8, 12, 16, 20)):                       # signal
        c.rounded_rect(590 + 11 * k, 46 - h, 7, h, 2, ink)
    c.rounded_rect(650, 24, 52, 24, 7, ink, 0.35)                 # battery
    c.rounded_rect(653, 27, 38, 18, 5, ink)


def trip_list():
    """Screen one: 'Trips', a list of places with a coloured thumbnail each."""
    c = Canvas(WIDTH, HEIGHT, 0xF4F1EA)
    status_bar(c, hex_color(0x1D2433))
    text_bar(c, 40, 120, 230, 52, 0x1D2433)                       # large title
    text_bar(c, 40, 190, 330, 22, 0x8A8F99)                       # subtitle
    c.rounded_rect(40, 240, 670, 72, 22, 0xE6E1D6)                # search field
    c.circle(84, 276, 14, hex_color(0x8A8F99), 0.8)
    c.circle(84, 276, 8, hex_color(0xE6E1D6))
    text_bar(c, 116, 266, 180, 20, 0xA9ACB3)
    swatches = [(0xE4572E, 0xF3A712), (0x17BEBB, 0x2E86AB), (0x76B041, 0xC9E265),
                (0x8E4585, 0xE89AC7), (0x2E4057, 0x66A1D2)]
    for row, (a, b) in enumerate(swatches):
        top = 350 + row * 176
        c.rounded_rect(40, top, 670, 152, 28, 0xFFFFFF)
        c.rounded_rect(60, top + 20, 112, 112, 22, a, shade=lambda u, v, a=a, b=b: mix(a, b, (u + v) / 2))
        c.circle(96 + 10 * row % 40, top + 58, 14, (255, 255, 255), 0.85)
        text_bar(c, 196, top + 38, 250 - 18 * row, 26, 0x1D2433)
        text_bar(c, 196, top + 82, 340 - 30 * (row % 3), 18, 0x8A8F99)
        text_bar(c, 196, top + 110, 120, 16, a, 0.9)
        c.circle(668, top + 76, 16, hex_color(0xD8D3C8))
    c.rounded_rect(0, 1226, WIDTH, 108, 0, 0xFFFFFF)              # tab bar
    for k, color in enumerate((0xE4572E, 0xB8BCC4, 0xB8BCC4, 0xB8BCC4)):
        c.rounded_rect(96 + 170 * k, 1250, 44, 44, 12, color)
    c.rounded_rect(250, 1306, 250, 10, 5, 0x1D2433)               # home indicator
    return c


def trip_detail():
    """Screen two: one trip, a big illustrated header and a dark card below."""
    c = Canvas(WIDTH, HEIGHT, 0x121826)
    sky = lambda u, v: mix(0xFFB36B, 0x6A4C93, v)
    c.rounded_rect(0, 0, WIDTH, 720, 0, 0, shade=sky)
    c.circle(520, 300, 86, hex_color(0xFFE8A3))
    c.ridge(0, 330, WIDTH, 390, lambda u: 170 - 120 * math.sin(math.pi * u * 1.3) + 30 * math.sin(9 * u), 0x3F2E63)
    c.ridge(0, 430, WIDTH, 290, lambda u: 140 - 80 * math.sin(math.pi * (u + 0.35)) + 18 * math.sin(13 * u), 0x251A3F)
    status_bar(c, hex_color(0xFFFFFF))
    c.circle(70, 120, 30, hex_color(0xFFFFFF), 0.25)              # back button
    c.rounded_rect(0, 660, WIDTH, 674, 48, 0x121826)              # the sheet
    text_bar(c, 48, 720, 380, 50, 0xF4F1EA)
    text_bar(c, 48, 790, 240, 24, 0xFFB36B)
    for k, w in enumerate((620, 600, 640, 420)):
        text_bar(c, 48, 860 + 42 * k, w, 20, 0x8C93A8)
    for k in range(3):                                             # facts
        c.rounded_rect(48 + 222 * k, 1056, 200, 96, 24, 0x1E2638)
        text_bar(c, 72 + 222 * k, 1078, 90, 22, 0xF4F1EA)
        text_bar(c, 72 + 222 * k, 1116, 130, 16, 0x8C93A8)
    c.rounded_rect(48, 1190, 654, 92, 46, 0xFFB36B)               # the button
    text_bar(c, 290, 1224, 170, 24, 0x121826)
    c.rounded_rect(250, 1306, 250, 10, 5, 0xF4F1EA)
    return c


if __name__ == "__main__":
    folder = sys.argv[1] if len(sys.argv) > 1 else "."
    trip_list().save(folder + "/trips.png")
    trip_detail().save(folder + "/trip.png")
    print("wrote", folder + "/trips.png", "and", folder + "/trip.png")
