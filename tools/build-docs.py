#!/usr/bin/env python3
"""Builds every DocC catalog under Sources/ from the modules the last build compiled, with
warnings as errors (docs/ci-time.md, "Documentation from the build's modules").

`swift package generate-documentation` (swift-docc-plugin) plans the whole package again for
each target it documents, about 8–11 s each on the 2-core machine even when nothing is left to
compile: 90 s of CI for ten catalogs. This does the plugin's two steps itself, reusing the
modules `swift build` or `swift test` compiled (SCRATCH/debug.yaml, SCRATCH defaulting to
.build):

  1. `swift-symbolgraph-extract` of the module, with the build's search paths and module maps
     and the plugin's defaults (public symbols, or internal ones for an executable; synthesized
     members; extension blocks; no SPI; inherited docs skipped, as SwiftPM does);
  2. `docc convert` of the catalog with that symbol graph, `--warnings-as-errors`.

Two catalogs at a time. A catalog is named after its module (Sources/…/Module.docc); one whose
module is not in the build's plan is an error, never skipped.

  --self-check  proves the check fails: a copy of one catalog with a link to a symbol that does
                not exist must be refused with docc's message for it.

Usage: tools/build-docs.py [--self-check] [--output DIR] [PACKAGE_ROOT]
Exit status: 0 every catalog built without a warning, 1 one did not, 2 the build could not be
read.
"""
import concurrent.futures
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(os.path.dirname(os.path.abspath(__file__)), file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PUBLIC_API = load("check_public_api", "check-public-api.py")
JOBS = 2


def fail(message, status=1):
    print(f"build-docs: {message}", file=sys.stderr)
    sys.exit(status)


def catalogs(root):
    """(module, catalog path) for every catalog under Sources/, sorted by module."""
    found = []
    for base, folders, _ in os.walk(os.path.join(root, "Sources")):
        for folder in sorted(folders):
            if folder.endswith(".docc"):
                found.append((folder[:-len(".docc")], os.path.join(base, folder)))
        folders[:] = [f for f in folders if not f.endswith(".docc")]
    return sorted(found)


def extract_arguments(args):
    """The search paths, module maps and target of a module's compile arguments."""
    kept, index = [], 1
    while index < len(args):
        arg = args[index]
        if arg in ("-I", "-Xcc", "-F", "-target", "-sdk", "-module-cache-path", "-resource-dir"):
            kept += args[index:index + 2]
            index += 2
            continue
        if arg.startswith("-I") and len(arg) > 2:
            kept.append(arg)
        index += 1
    return kept


def run(command):
    """`command`'s result; a tool the toolchain lacks stops the check (status 2)."""
    try:
        return subprocess.run(command, capture_output=True, text=True)
    except OSError as error:
        fail(f"cannot run {command[0]} ({error.strerror}); it comes with the Swift toolchain", 2)


def build(module, catalog, args, executable, output, work):
    """None when the catalog builds without a warning, else the finding with docc's output."""
    graphs = os.path.join(work, module)
    os.makedirs(graphs)
    extract = ["swift-symbolgraph-extract", "-module-name", module, *extract_arguments(args),
               "-minimum-access-level", "internal" if executable else "public",
               "-emit-extension-block-symbols", "-skip-inherited-docs", "-output-dir", graphs]
    result = run(extract)
    if result.returncode != 0:
        return f"{module}: swift-symbolgraph-extract failed:\n{result.stdout}{result.stderr}"
    archive = os.path.join(output, module + ".doccarchive")
    shutil.rmtree(archive, ignore_errors=True)
    convert = ["docc", "convert", catalog, "--fallback-display-name", module, "--fallback-bundle-identifier", module,
               "--fallback-default-module-kind", "Command-line Tool" if executable else "Framework",
               "--additional-symbol-graph-dir", graphs, "--output-path", archive, "--warnings-as-errors"]
    result = run(convert)
    if result.returncode != 0:
        return f"{module}: docc convert failed:\n{result.stdout}{result.stderr}"
    return None


def self_check(found, commands, types, work):
    """A catalog copy with a broken symbol link must fail, naming the link."""
    module, catalog = min(found, key=lambda item: sum(len(files) for _, _, files in os.walk(item[1])))
    copy = os.path.join(work, "self-check", os.path.basename(catalog))
    shutil.copytree(catalog, copy)
    page = os.path.join(copy, module + ".md")
    if not os.path.exists(page):
        fail(f"--self-check: {catalog} has no {module}.md to break", 2)
    with open(page, "a", encoding="utf-8") as handle:
        handle.write("\nSee ``NoSuchSymbolForTheSelfCheck``.\n")
    output = os.path.join(work, "self-check-output")
    os.makedirs(output)
    finding = build(module, copy, commands[module][0], types.get(module) == "executable",
                    output, os.path.join(work, "self-check-graphs"))
    if not finding or "NoSuchSymbolForTheSelfCheck" not in finding:
        fail(f"--self-check: a broken link in {module}'s catalog was not refused:\n{finding}")
    print(f"build-docs: self-check passed (a broken link in a copy of {module}'s catalog is refused)")


def main():
    arguments = sys.argv[1:]
    checking_self = "--self-check" in arguments
    arguments = [a for a in arguments if a != "--self-check"]
    output = None
    if "--output" in arguments:
        index = arguments.index("--output")
        if index + 1 >= len(arguments):
            fail("--output needs a folder", 2)
        output = os.path.abspath(arguments[index + 1])
        del arguments[index:index + 2]
    root = os.path.abspath(arguments[0] if arguments else os.path.join(os.path.dirname(__file__), ".."))
    scratch = os.path.abspath(os.environ.get("SCRATCH", os.path.join(root, ".build")))
    output = output or os.path.join(scratch, "docs")
    found = catalogs(root)
    if not found:
        fail("no DocC catalog under Sources/", 2)
    commands = PUBLIC_API.build_commands(scratch)
    types = {t["name"]: t["type"] for t in PUBLIC_API.ARCHITECTURE.manifest(root)["targets"]}
    missing = [module for module, _ in found if module not in commands]
    if missing:
        fail(f"{', '.join(missing)}: not compiled in {scratch}; run `swift build --build-tests` first", 2)
    os.makedirs(output, exist_ok=True)
    work = tempfile.mkdtemp(prefix="build-docs-")
    if checking_self:
        try:
            self_check(found, commands, types, work)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return
    try:
        with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
            results = list(pool.map(
                lambda item: build(item[0], item[1], commands[item[0]][0], types.get(item[0]) == "executable",
                                   output, work), found))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    findings = [r for r in results if r]
    for finding in findings:
        print(finding, file=sys.stderr)
    if findings:
        fail(f"{len(findings)} of {len(found)} catalogs did not build without warnings")
    print(f"build-docs: {len(found)} catalogs built without warnings in {output}: "
          + ", ".join(module for module, _ in found))


if __name__ == "__main__":
    main()
