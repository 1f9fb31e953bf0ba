#!/usr/bin/env python3
"""Compiles every Swift code block of the documentation.

Collects the fenced ```swift blocks of README.md, docs/*.md and the DocC catalogs
(Sources/**/*.docc/*.md). A block preceded by a line `<!-- file: PATH -->`, in any language
(a scenario's ```yaml too), must be identical to the repository file PATH (an example package
that CI builds and tests); every other swift block is
compiled in a scratch package that depends on this one by path (.build/doc-snippets), one file
per block: its imports are kept, declarations stay at file level, and statements are wrapped in a
function; it builds in the repository's .build (or $SCRATCH). A block that is a package manifest (it calls `Package(`) must name this package's
identity and products that exist.

    tools/doc-test.py            # check and build
    tools/doc-test.py --list     # list the blocks and where each goes

Exits 1 on the first mismatch or build failure, naming the document and line.
"""
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build", "doc-snippets")
PRODUCTS = ["Harness", "InstagridModel", "InstagridScenario", "InstagridRender", "PixelDiff", "InstagridTesting",
            "InstagridSnapshotTesting"]
DECLARATION = re.compile(r"^(@\w+|public |private |internal |fileprivate |final |struct |class |enum |extension |func |actor |protocol )")


def documents():
    paths = ["README.md"] + sorted(glob.glob("docs/*.md")) + sorted(glob.glob("Sources/**/*.docc/*.md", recursive=True))
    return [p for p in paths if os.path.isfile(os.path.join(ROOT, p))]


def blocks(path):
    """(line, code, file) for each swift block and each block of a file; file is the
    `<!-- file: … -->` target or None."""
    lines = open(os.path.join(ROOT, path), encoding="utf-8").read().split("\n")
    found, index = [], 0
    while index < len(lines):
        previous = lines[index - 1].strip() if index > 0 else ""
        match = re.match(r"<!--\s*file:\s*(\S+)\s*-->", previous)
        fence = lines[index].strip()
        if fence == "```swift" or (match and re.match(r"```\w+$", fence)):
            start = index
            target = match.group(1) if match else None
            index += 1
            body = []
            while index < len(lines) and lines[index].strip() != "```":
                body.append(lines[index])
                index += 1
            found.append((start + 1, "\n".join(body) + "\n", target))
        index += 1
    return found


def as_file(code, number):
    """A Swift file from a block: imports first, declarations as they are, statements in a function."""
    imports, rest = [], []
    for line in code.split("\n"):
        (imports if line.startswith("import ") else rest).append(line)
    body = "\n".join(rest).strip("\n")
    top_level = [l for l in rest if l and not l.startswith(" ") and not l.startswith("}") and not l.startswith("//")]
    if top_level and all(DECLARATION.match(l) for l in top_level):
        if any(l.startswith("extension ") for l in top_level):
            return "\n".join(imports) + "\n\n" + body + "\n"
        # Declarations go in a namespace of their own, so two documents may show the same name.
        indented = "\n".join("    " + l if l else l for l in rest).rstrip()
        return "\n".join(imports) + f"\n\nstruct Snippet{number} {{\n" + indented + "\n}\n"
    indented = "\n".join("    " + l if l else l for l in rest).rstrip()
    return "\n".join(imports) + f"\n\n@Sendable func snippet{number}() throws {{\n" + indented + "\n}\n"


def check_manifest(where, code):
    if 'package: "instagrid-sim"' not in code:
        sys.exit(f"{where}: error: the manifest does not name the package identity 'instagrid-sim'")
    for product in re.findall(r'\.product\(name:\s*"([^"]+)",\s*package:\s*"instagrid-sim"', code):
        if product not in PRODUCTS:
            sys.exit(f"{where}: error: no product '{product}' in instagrid-sim")


def main():
    os.chdir(ROOT)
    listing = "--list" in sys.argv
    snippets = []
    for document in documents():
        # A block without imports continues the document's previous one: it gets its imports.
        imports = []
        for line, code, target in blocks(document):
            own = [l for l in code.split("\n") if l.startswith("import ")]
            if own:
                imports = own
            elif imports and not target:
                code = "\n".join(imports) + "\n" + code
            where = f"{document}:{line}"
            if target:
                if listing:
                    print(f"{where}: same as {target}")
                    continue
                try:
                    actual = open(os.path.join(ROOT, target), encoding="utf-8").read()
                except OSError as error:
                    sys.exit(f"{where}: error: {target}: {error.strerror}")
                if actual != code:
                    sys.exit(f"{where}: error: the block differs from {target}; copy the file into the document")
            elif "Package(" in code or ".testTarget(" in code:
                if listing:
                    print(f"{where}: manifest")
                    continue
                check_manifest(where, code)
            else:
                snippets.append((where, code))
                if listing:
                    print(f"{where}: compiled as Snippet{len(snippets)}.swift")
    if listing:
        return
    sources = os.path.join(SCRATCH, "Tests", "Snippets")
    os.makedirs(sources, exist_ok=True)
    for name in os.listdir(sources):
        os.remove(os.path.join(sources, name))
    for number, (where, code) in enumerate(snippets, 1):
        with open(os.path.join(sources, f"Snippet{number}.swift"), "w", encoding="utf-8") as file:
            file.write(f"// {where}\n" + as_file(code, number))
    dependencies = ", ".join(f'.product(name: "{p}", package: "instagrid-sim")' for p in PRODUCTS)
    manifest = f"""// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "doc-snippets",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "instagrid-sim", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [.testTarget(name: "Snippets", dependencies: [
        {dependencies},
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
    ])],
    swiftLanguageModes: [.v6]
)
"""
    with open(os.path.join(SCRATCH, "Package.swift"), "w", encoding="utf-8") as file:
        file.write(manifest)
    print(f"doc-test: {len(snippets)} blocks to compile in {os.path.relpath(SCRATCH, ROOT)}", flush=True)
    # Built in the repository's own scratch folder, so the library modules its build compiled are
    # reused and only the blocks are compiled (as tools/test-own-app.sh does).
    build = subprocess.run(["swift", "build", "--build-tests", "--package-path", SCRATCH,
                            "--scratch-path", os.environ.get("SCRATCH", os.path.join(ROOT, ".build"))])
    if build.returncode != 0:
        sys.exit("doc-test: a documentation block does not compile (each file names its document and line)")
    print("doc-test: every block compiles")


if __name__ == "__main__":
    main()
