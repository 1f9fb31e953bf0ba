#!/usr/bin/python3
"""Render the glyph coverage masks the Raster module draws text with.

Run with Debian's /usr/bin/python3 (needs python3-freetype). It reads the installed font files,
renders printable ASCII (32-126) plus a few extra characters at every pixel size the renderer
uses, and writes one Swift file per face and size under Sources/Raster/Glyphs/ together with
GlyphIndex.swift, and docs/glyph-data.md (provenance). The committed output is what the renderer uses: machines that
run the tests never need these fonts or FreeType. See docs/raster.md for the data format.

Usage: /usr/bin/python3 tools/make-glyphs.py [output-dir]
"""
import base64
import os
import struct
import subprocess
import sys

import freetype

FACES = {
    # face: (font file, Debian package, point size or sizes, scales)
    "title": ("/usr/share/fonts/opentype/dancingscript/DancingScript-Regular.otf",
              "fonts-dancingscript", 30, (1, 2, 3)),
    "label": ("/usr/share/fonts/opentype/dosis/Dosis-SemiBold.otf",
              "fonts-dosis", 26, (1, 2, 3)),
    "caption": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                "fonts-dejavu-core", 15, (1, 2, 3)),
    # CountOnMe (docs/countonme.md): the calculator's display and its bold button titles.
    "display": ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                "fonts-dejavu-core", 30, (1, 2, 3)),
    "button": ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
               "fonts-dejavu-core", 25, (1, 2, 3)),
    # Messenger (docs/messenger.md): UIKit's system text, Inter standing in for San Francisco,
    # at several point sizes (the first is the face's design size).
    "text": ("/usr/share/fonts/opentype/inter/Inter-Regular.otf",
             "fonts-inter", (17, 10, 13, 19, 21, 22), (1, 2, 3)),
    "textSemibold": ("/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
                     "fonts-inter", (17, 13, 15, 21), (1, 2, 3)),
}
EXTRA = [0x2014, 0x00D7, 0x2026, 0x00B7, 0x2019, 0x201C, 0x201D]  # em dash, multiplication sign, ellipsis, middle dot, curly quotes
CODEPOINTS = list(range(32, 127)) + EXTRA
LOAD_FLAGS = freetype.FT_LOAD_RENDER | freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_TARGET_NORMAL


def package_version(package):
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package],
                             capture_output=True, text=True, check=True)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def rle(data):
    """0x00 n -> n zero bytes, 0xFF n -> n 0xFF bytes (n 1...255); any other byte is itself."""
    out = bytearray()
    i = 0
    while i < len(data):
        b = data[i]
        if b in (0, 255):
            j = i
            while j < len(data) and data[j] == b and j - i < 255:
                j += 1
            out += bytes((b, j - i))
            i = j
        else:
            out.append(b)
            i += 1
    return bytes(out)


def render(path, pixel_size):
    face = freetype.Face(path)
    face.set_char_size(pixel_size * 64, 0, 72, 72)
    metrics = face.size
    ascent = (metrics.ascender + 32) >> 6
    descent = (-metrics.descender + 32) >> 6
    line_height = (metrics.height + 32) >> 6
    glyphs = []
    bitmaps = bytearray()
    for cp in CODEPOINTS:
        index = face.get_char_index(cp)
        if index == 0 and cp != 32:
            continue
        face.load_glyph(index, LOAD_FLAGS)
        slot = face.glyph
        bm = slot.bitmap
        assert bm.pixel_mode == freetype.FT_PIXEL_MODE_GRAY, "unexpected pixel mode"
        rows = bytearray()
        for r in range(bm.rows):
            start = r * bm.pitch
            rows += bytes(bm.buffer[start:start + bm.width])
        glyphs.append((cp, slot.advance.x, slot.bitmap_left, slot.bitmap_top, bm.width, bm.rows,
                       len(bitmaps)))
        bitmaps += rows
    kerns = []
    present = [g[0] for g in glyphs]
    if face.has_kerning:
        for left in present:
            li = face.get_char_index(left)
            for right in present:
                ri = face.get_char_index(right)
                k = face.get_kerning(li, ri, freetype.FT_KERNING_UNFITTED).x
                if k != 0:
                    kerns.append((left, right, k))
    blob = bytearray(b"GLY1")
    blob += struct.pack("<HhhhHHI", pixel_size, ascent, descent, line_height,
                        len(glyphs), len(kerns), len(bitmaps))
    for g in glyphs:
        blob += struct.pack("<IihhHHI", *g)
    for k in kerns:
        blob += struct.pack("<IIi", *k)
    blob += rle(bytes(bitmaps))
    return bytes(blob), len(glyphs), len(kerns)


def swift_literal(data, width=120):
    text = base64.b64encode(data).decode("ascii")
    lines = [text[i:i + width] for i in range(0, len(text), width)]
    return "\n".join("        " + line for line in lines)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "Sources", "Raster", "Glyphs")
    os.makedirs(out_dir, exist_ok=True)
    ft_version = "%d.%d.%d" % freetype.version()
    index_cases = []
    readme_rows = []
    tables = {}  # (font file, px) -> the table's name: two faces of one font at one size share it
    for face_name, (path, package, point_sizes, scales) in FACES.items():
        version = package_version(package)
        if isinstance(point_sizes, int):
            point_sizes = (point_sizes,)
        for points, scale in [(p, s) for p in point_sizes for s in scales]:
            size = points * scale
            if (path, size) in tables:
                index_cases.append((face_name, size, tables[(path, size)]))
                readme_rows.append("| %s | %d | %d pt × %d | %s | %s %s | the %s table | | |" % (
                    face_name, size, points, scale, os.path.basename(path), package, version,
                    tables[(path, size)]))
                continue
            blob, n_glyphs, n_kerns = render(path, size)
            name = "%s%d" % (face_name, size)
            tables[(path, size)] = name
            header = ("// Generated by tools/make-glyphs.py; do not edit.\n"
                      "// Font: %s (Debian package %s %s), %d px em (%d pt at scale %d),\n"
                      "// FreeType %s, FT_LOAD_NO_HINTING, 8-bit coverage; %d glyphs, %d kerning pairs.\n"
                      % (os.path.basename(path), package, version, size, points, scale,
                         ft_version, n_glyphs, n_kerns))
            body = ("extension GlyphData {\n"
                    "    static let %s: String = \"\"\"\n%s\n        \"\"\"\n}\n"
                    % (name, swift_literal(blob)))
            with open(os.path.join(out_dir, "Glyphs-%s.swift" % name), "w") as f:
                f.write(header + "\n" + body)
            index_cases.append((face_name, size, name))
            readme_rows.append("| %s | %d | %d pt × %d | %s | %s %s | %d | %d | %d |" % (
                face_name, size, points, scale, os.path.basename(path), package, version,
                n_glyphs, n_kerns, len(blob)))
    lines = ["// Generated by tools/make-glyphs.py; do not edit.", "",
             "/// The committed glyph tables, base64 text decoded once on first use.",
             "enum GlyphData {",
             "    /// The pixel sizes available for each face, ascending.",
             "    static let sizes: [Face: [Int]] = ["]
    for face_name in FACES:
        sizes = sorted(s for f, s, _ in index_cases if f == face_name)
        lines.append("        .%s: [%s]," % (face_name, ", ".join(str(s) for s in sizes)))
    lines += ["    ]", "", "    /// The decoded table for a face at a pixel size, if there is one (decoded once).",
              "    static func table(_ face: Face, _ pixelSize: Int) -> GlyphTable? {",
              "        switch (face, pixelSize) {"]
    for face_name, size, name in index_cases:
        lines.append("        case (.%s, %d): return Decoded.%s" % (face_name, size, name))
    lines += ["        default: return nil", "        }", "    }", "",
              "    /// Lazily decoded tables (a `static let` is initialised once, thread-safely).",
              "    private enum Decoded {"]
    for name in tables.values():
        lines.append("        static let %s = GlyphTable(base64: GlyphData.%s)" % (name, name))
    lines += ["    }", "}", ""]
    with open(os.path.join(out_dir, "GlyphIndex.swift"), "w") as f:
        f.write("\n".join(lines))
    readme = ["# Glyph data", "",
              "Generated by `tools/make-glyphs.py` (run with Debian's `/usr/bin/python3`, which has",
              "`python3-freetype`); do not edit by hand. FreeType %s, `FT_LOAD_NO_HINTING`," % ft_version,
              "8-bit anti-aliased coverage, characters U+0020–U+007E plus " + " ".join("U+%04X" % c for c in EXTRA) + ".",
              "Files: `Sources/Raster/Glyphs/Glyphs-<face><px>.swift`. Format: see `docs/raster.md`.", "",
              "| face | px | size | font file | Debian package | glyphs | kern pairs | bytes |",
              "|---|---|---|---|---|---|---|---|"] + readme_rows + [""]
    docs_dir = os.path.join(root, "docs")
    os.makedirs(docs_dir, exist_ok=True)
    with open(os.path.join(docs_dir, "glyph-data.md"), "w") as f:
        f.write("\n".join(readme))


if __name__ == "__main__":
    main()
