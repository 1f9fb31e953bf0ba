#!/usr/bin/env python3
"""Writes the test photos in Scenarios/Photos.

Each photo has a smooth two-colour gradient background, coloured edge bands (left red,
right blue, top green, bottom yellow), a ring centred on the photo and a centre cross, so a
wrong fit is visible at a glance: a stretched photo turns the ring into an ellipse, an
off-centre one moves the cross, a letterboxed one shows both side bands and the slot's
colour. Uses only the Python standard library for PNG; the JPEG is converted from a PPM by
ImageMagick's `convert` (quality 90).

    python3 tools/make-photos.py [OUT_DIR]     # default: Scenarios/Photos
"""
import os
import struct
import subprocess
import sys
import zlib

PHOTOS = [
    # name, width, height, gradient start, gradient end
    ("landscape-4x3", 800, 600, (230, 120, 60), (120, 60, 160)),
    ("portrait-3x4", 600, 800, (60, 160, 120), (20, 60, 140)),
    ("square", 600, 600, (200, 180, 80), (160, 70, 90)),
    ("panorama-8x1", 1600, 200, (80, 170, 220), (240, 150, 100)),
    ("tiny-8x6", 8, 6, (180, 90, 200), (90, 200, 160)),
]
JPEG = ("photo-jpeg", 640, 480, (90, 120, 200), (220, 200, 120))

RED, BLUE, GREEN, YELLOW = (220, 30, 30), (30, 60, 220), (30, 170, 60), (240, 210, 30)
WHITE, BLACK = (255, 255, 255), (0, 0, 0)


def pixel(x, y, w, h, start, end):
    band = max(1, min(w, h) // 25)
    if x < band:
        return RED
    if x >= w - band:
        return BLUE
    if y < band:
        return GREEN
    if y >= h - band:
        return YELLOW
    cx, cy = (w - 1) / 2, (h - 1) / 2
    # Centre cross: 1/10 of the short side long, 1/60 thick (at least 1 px).
    arm = max(1, min(w, h) // 10)
    thick = max(1, min(w, h) // 60)
    if (abs(x - cx) <= thick / 2 and abs(y - cy) <= arm) or (abs(y - cy) <= thick / 2 and abs(x - cx) <= arm):
        return BLACK
    # Ring: radius 0.35 of the short side.
    r = 0.35 * min(w, h)
    d2 = (x - cx) ** 2 + (y - cy) ** 2
    if (r - thick) ** 2 <= d2 <= (r + thick) ** 2:
        return WHITE
    t = (x + y) / (w + h - 2) if w + h > 2 else 0
    return tuple(round(s + (e - s) * t) for s, e in zip(start, end))


def rows(w, h, start, end):
    for y in range(h):
        yield bytes(c for x in range(w) for c in pixel(x, y, w, h, start, end))


def write_png(path, w, h, start, end):
    raw = b"".join(b"\x00" + row for row in rows(w, h, start, end))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9))
    png += chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def write_jpeg(path, w, h, start, end):
    ppm = path + ".ppm"
    with open(ppm, "wb") as f:
        f.write(b"P6\n%d %d\n255\n" % (w, h))
        for row in rows(w, h, start, end):
            f.write(row)
    try:
        subprocess.run(["convert", ppm, "-quality", "90", "-strip", "jpg:" + path], check=True)
    finally:
        os.remove(ppm)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join("Scenarios", "Photos")
    os.makedirs(out, exist_ok=True)
    for name, w, h, start, end in PHOTOS:
        write_png(os.path.join(out, name + ".png"), w, h, start, end)
    name, w, h, start, end = JPEG
    write_jpeg(os.path.join(out, name + ".jpg"), w, h, start, end)
    print("wrote", len(PHOTOS) + 1, "photos to", out)


if __name__ == "__main__":
    main()
