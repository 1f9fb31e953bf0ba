#!/usr/bin/env python3
"""Checks the shape the harness promises (docs/architecture.md, "Apps are plug-ins").

Reads the manifest as `swift package dump-package` prints it. An app target is one whose folder
is under Sources/Apps/<App>/; test targets assemble apps and are not checked. Every other
library target is the harness, and:

  1. depends on no app target;
  2. names no app in its code: no line outside comments mentions Instagrid, CountOnMe or
     Messenger (an `import` of an app's module included).

An executable outside Sources/Apps/ only assembles the apps:

  3. its code names apps in one file at most, the one that lists them (`HarnessCommand.main(apps:
     [.instagrid, …])`); what else it needs lives in the harness or in the apps' folders.

Targets still being moved out of the apps' way are listed with --pending NAME (repeatable): their
findings are printed but do not fail the check, and a pending target that has none fails it, so
the list only shrinks.

Usage: tools/check-architecture.py [--pending NAME]... [PACKAGE_ROOT]
Exit status: 0 the shape holds, 1 it does not, 2 the manifest could not be read.
"""
import json
import os
import re
import subprocess
import sys

APP_WORD = re.compile(r"\b\w*(Instagrid|CountOnMe|Messenger|countonme|instagrid)\w*\b")


def manifest(root):
    env = {k: v for k, v in os.environ.items() if k != "INSTAGRID_TEST_TARGETS"}
    try:
        out = subprocess.run(["swift", "package", "dump-package"], cwd=root, env=env, check=True,
                             capture_output=True, text=True).stdout
        return json.loads(out)
    except (subprocess.CalledProcessError, json.JSONDecodeError, OSError) as error:
        print(f"check-architecture: cannot read the manifest: {error}", file=sys.stderr)
        sys.exit(2)


def target_path(target):
    if target.get("path"):
        return target["path"]
    return ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]


def dependencies(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def code_lines(folder):
    """(file, number, line) for every Swift line outside comments, with string literals (one-line
    and multi-line) emptied."""
    for base, _, files in os.walk(folder):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(base, name)
            in_block = in_string = False
            for number, line in enumerate(open(path, encoding="utf-8"), 1):
                text = line.strip()
                if in_string:
                    if '"""' not in line:
                        continue
                    in_string = False
                    line = line.split('"""', 1)[1]
                    text = line.strip()
                if in_block:
                    if "*/" in text:
                        in_block = False
                    continue
                if text.startswith("/*"):
                    in_block = "*/" not in text
                    continue
                if text.startswith("//"):
                    continue
                if line.count('"""') % 2 == 1:
                    in_string = True
                    line = line.split('"""', 1)[0]
                code = re.sub(r'"([^"\\]|\\.)*"', '""', line.split("//")[0])
                yield path, number, code


def main(arguments):
    pending, root = set(), os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    index = 0
    while index < len(arguments):
        if arguments[index] == "--pending" and index + 1 < len(arguments):
            pending.add(arguments[index + 1])
            index += 2
        else:
            root = arguments[index]
            index += 1
    targets = manifest(root)["targets"]
    apps = {t["name"] for t in targets if target_path(t).startswith("Sources/Apps/")}
    folders = sorted({target_path(t).split("/")[2] for t in targets if target_path(t).startswith("Sources/Apps/")})
    failed = False
    harness = [t for t in targets if t["type"] == "regular" and t["name"] not in apps]
    for target in harness:
        findings = [f"depends on the app target {d}" for d in dependencies(target) if d in apps]
        folder = os.path.join(root, target_path(target))
        for path, number, code in code_lines(folder):
            match = APP_WORD.search(code)
            if match:
                findings.append(f"{os.path.relpath(path, root)}:{number} names {match.group(0)}")
        name = target["name"]
        if name in pending:
            if not findings:
                print(f"check-architecture: {name} is listed as pending but names no app; drop it from the list")
                failed = True
            else:
                print(f"check-architecture: pending {name}: {len(findings)} finding(s), first: {findings[0]}")
            continue
        for finding in findings:
            print(f"check-architecture: {name}: {finding}")
            failed = True
    executables = [t for t in targets if t["type"] == "executable" and t["name"] not in apps]
    for target in executables:
        naming = {}
        for path, number, code in code_lines(os.path.join(root, target_path(target))):
            match = APP_WORD.search(code)
            if match:
                naming.setdefault(os.path.relpath(path, root), f"{number} names {match.group(0)}")
        if len(naming) > 1:
            listed = ", ".join(f"{path}:{first}" for path, first in sorted(naming.items()))
            print(f"check-architecture: {target['name']}: an executable only assembles the apps, but "
                  f"{len(naming)} of its files name one ({listed}); move the app's code into its folder "
                  "or the harness's into a harness module")
            failed = True
    for name in sorted(pending - {t["name"] for t in harness}):
        print(f"check-architecture: {name} is listed as pending but is no harness target; drop it from the list")
        failed = True
    print(f"check-architecture: {len(folders)} app folder(s) under Sources/Apps ({', '.join(folders)}), "
          f"{len(apps)} app target(s), {len(harness)} harness target(s), {len(executables)} executable(s)"
          + (f", {len(pending)} pending" if pending else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
