#!/usr/bin/env python3
"""Copy PngSuite and its reference pixels into the ImageCodec test fixtures.

Reads a PngSuite folder laid out as `png/<name>.png`, `json/<name>.json` (a flat JSON array of
the decoded samples, `[r, g, b, a, …]`), `json/README.md`, `LICENSE` and `PngSuite.README`, and
writes Tests/ImageCodecTests/Fixtures/pngsuite:

  LICENSE, PngSuite.README    copied unchanged
  png/<name>.png              copied unchanged
  reference/README.md         json/README.md, unchanged (where the reference pixels came from)
  reference/<name>.rgba8      one byte per sample, for references whose name does not end in 16
  reference/<name>.rgba16     two bytes per sample, big-endian, for names ending in 16
  SHA256SUMS                  SHA-256 of every other file, in `sha256sum` format, sorted

The conversion is lossless and checked: an 8-bit reference with a sample above 255 (or a 16-bit
one above 65535) stops the script, and every written file is read back and compared with its
JSON. Only the standard library is used. See docs/pngsuite.md.

Usage: python3 tools/vendor-pngsuite.py <pngsuite-folder> [output-folder]
"""
import hashlib
import json
import os
import shutil
import struct
import sys

DEFAULT_OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir,
                              "Tests", "ImageCodecTests", "Fixtures", "pngsuite")


def encode(name, samples):
    """The binary reference file's extension and bytes for the samples of `name`."""
    if not isinstance(samples, list) or not all(isinstance(v, int) and not isinstance(v, bool)
                                                for v in samples):
        sys.exit(f"{name}.json: not a flat array of integers")
    sixteen = name.endswith("16")
    limit = 65535 if sixteen else 255
    bad = [v for v in samples if v < 0 or v > limit]
    if bad:
        sys.exit(f"{name}.json: sample {bad[0]} outside 0...{limit}; the conversion would lose it")
    if sixteen:
        return ".rgba16", struct.pack(f">{len(samples)}H", *samples)
    return ".rgba8", bytes(samples)


def decode(extension, data):
    """The samples stored in a binary reference file."""
    if extension == ".rgba16":
        return list(struct.unpack(f">{len(data) // 2}H", data))
    return list(data)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__.strip().splitlines()[-1])
    source = sys.argv[1]
    output = os.path.normpath(sys.argv[2] if len(sys.argv) == 3 else DEFAULT_OUTPUT)
    if os.path.exists(output):
        shutil.rmtree(output)
    os.makedirs(os.path.join(output, "png"))
    os.makedirs(os.path.join(output, "reference"))

    for name in ("LICENSE", "PngSuite.README"):
        shutil.copyfile(os.path.join(source, name), os.path.join(output, name))
    shutil.copyfile(os.path.join(source, "json", "README.md"), os.path.join(output, "reference", "README.md"))
    pngs = sorted(f for f in os.listdir(os.path.join(source, "png")) if f.endswith(".png"))
    for name in pngs:
        shutil.copyfile(os.path.join(source, "png", name), os.path.join(output, "png", name))

    references = sorted(f[:-5] for f in os.listdir(os.path.join(source, "json")) if f.endswith(".json"))
    for name in references:
        with open(os.path.join(source, "json", name + ".json"), encoding="utf-8") as handle:
            samples = json.load(handle)
        extension, data = encode(name, samples)
        path = os.path.join(output, "reference", name + extension)
        with open(path, "wb") as handle:
            handle.write(data)
        with open(path, "rb") as handle:
            if decode(extension, handle.read()) != samples:
                sys.exit(f"{path}: does not read back as {name}.json")

    lines = []
    for folder, _, files in os.walk(output):
        for file in files:
            path = os.path.join(folder, file)
            relative = os.path.relpath(path, output).replace(os.sep, "/")
            if relative == "SHA256SUMS":
                continue
            with open(path, "rb") as handle:
                lines.append(f"{hashlib.sha256(handle.read()).hexdigest()}  {relative}\n")
    lines.sort(key=lambda line: line[66:])
    with open(os.path.join(output, "SHA256SUMS"), "w", encoding="utf-8", newline="\n") as handle:
        handle.writelines(lines)
    print(f"{output}: {len(pngs)} PNG files, {len(references)} references, {len(lines)} files in SHA256SUMS")


if __name__ == "__main__":
    main()
