#!/usr/bin/env python3
"""Fails when a folder under Tests/ holds Swift files but is no declared target's folder.

SwiftPM compiles only the folders that Package.swift declares; a test folder whose `.testTarget`
was lost (in a merge, say) is silently never built nor run. This reads the whole manifest as
`swift package dump-package` prints it (without INSTAGRID_TEST_TARGETS, which drops test
targets) and names every folder `Tests/<name>` with a `.swift` file anywhere inside that is
neither a target's path nor inside one. A target's path is its `path:` when it has one (as the
`TestImages` helper at Tests/TestImages), else Tests/<name> for a test target and
Sources/<name> for the others.

Usage: tools/check-test-targets.py [PACKAGE_ROOT]   (default: the folder above tools/)
Exit status: 0 every folder is declared, 1 some are not, 2 the manifest could not be read.
"""
import json
import os
import subprocess
import sys
import tempfile


def declared_paths(root):
    env = dict(os.environ)
    env.pop("INSTAGRID_TEST_TARGETS", None)
    # Its own scratch folder: reading the manifest then never waits for a build's lock on .build.
    with tempfile.TemporaryDirectory(prefix="check-test-targets-") as scratch:
        result = subprocess.run(["swift", "package", "--package-path", root, "--scratch-path", scratch,
                                 "dump-package"], capture_output=True, text=True, env=env)
    if result.returncode != 0:
        sys.stderr.write(result.stderr)
        print("check-test-targets: swift package dump-package failed", file=sys.stderr)
        sys.exit(2)
    paths = set()
    for target in json.loads(result.stdout)["targets"]:
        path = target.get("path")
        if not path:
            folder = "Tests" if target["type"] == "test" else "Sources"
            path = os.path.join(folder, target["name"])
        paths.add(os.path.normpath(path))
    return paths


def folders_with_swift(root):
    tests = os.path.join(root, "Tests")
    found = []
    for name in sorted(os.listdir(tests)):
        folder = os.path.join(tests, name)
        if not os.path.isdir(folder):
            continue
        if any(f.endswith(".swift") for _, _, files in os.walk(folder) for f in files):
            found.append(os.path.join("Tests", name))
    return found


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    root = os.path.abspath(root)
    paths = declared_paths(root)

    def declared(folder):
        return any(folder == p or folder.startswith(p + os.sep) for p in paths)

    missing = [f for f in folders_with_swift(root) if not declared(f)]
    for folder in missing:
        print(f"check-test-targets: {folder} holds .swift files but no target in Package.swift "
              f"has it as its path: its tests are never compiled nor run. Declare it "
              f"(.testTarget(name: \"{os.path.basename(folder)}\", …)) or remove the folder.",
              file=sys.stderr)
    if missing:
        sys.exit(1)
    print(f"check-test-targets: every folder under Tests/ with Swift files is a declared target "
          f"({len(folders_with_swift(root))} folders)")


if __name__ == "__main__":
    main()
