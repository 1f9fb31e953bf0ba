#!/usr/bin/env python3
"""Checks that the apps reach the harness through its public API only (docs/architecture.md,
"Apps use the public API").

In one package, `package` declarations are visible to every target, so an app under
Sources/Apps/ could use harness API that no app outside this package can. This check compiles
every app module again, as a package of its own would:

  1. imports: an app module imports other app modules, the modules of the harness's library
     products (products none of whose targets is an app's, e.g. Harness, HarnessCommand,
     HarnessTesting) and modules that are not this package's (Foundation, Yams, …) — never a
     harness module that no product offers (Support, Golden, …);
  2. access: each app module is type-checked again, in dependency order, with the compiler
     arguments of the last build but another package name (`-package-name`), against the
     harness modules that build compiled; a `package` declaration of the harness is then out of
     reach, as it is for a user's own package, while the apps' modules still share theirs.

It reuses the modules `swift build` or `swift test` compiled (SCRATCH/debug.yaml, SCRATCH
defaulting to .build; so it runs before another root package builds there) and writes only to a
temporary folder: about 35 s of CPU, two modules at a time, where a package of its own would
compile the harness again. Function bodies are type-checked too (`-emit-module -wmo`).

  --self-check  proves the check fails: a fixture app module that uses a `package` member of the
                harness, and one that imports a module no product offers, must each be refused
                with the message a real finding gets.

  --pending MODULE  an app module still being moved onto the public API (repeatable): its
                findings are printed but do not fail the check, and a pending module that has
                none fails it, so the list only shrinks.

Usage: tools/check-public-api.py [--self-check] [--pending MODULE]... [PACKAGE_ROOT]
Exit status: 0 the apps use the public API only, 1 they do not, 2 the check could not run
(no build of the whole package in SCRATCH, or the manifest could not be read).
"""
import concurrent.futures
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

IMPORT = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
                    r"(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?([A-Za-z_]\w*)")
FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "public-api-check")
JOBS = 2
RULE = ('make that harness API public (documented with ///) or use public API instead '
        '(docs/architecture.md, "Apps use the public API")')


def fail(message, status=1):
    print(f"check-public-api: {message}", file=sys.stderr)
    sys.exit(status)


def architecture():
    """tools/check-architecture.py, whose manifest reader this check shares."""
    spec = importlib.util.spec_from_file_location(
        "check_architecture", os.path.join(os.path.dirname(os.path.abspath(__file__)), "check-architecture.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ARCHITECTURE = architecture()
target_path = ARCHITECTURE.target_path


def app_of(target):
    """The app a target belongs to (Sources/Apps/<App>/…), or None for the harness."""
    parts = target_path(target).strip("/").split("/")
    if target["type"] in ("regular", "executable") and parts[:2] == ["Sources", "Apps"] and len(parts) > 2:
        return parts[2]
    return None


def public_modules(package, apps):
    """The modules of the harness's library products: products with no app target."""
    modules = set()
    for product in package["products"]:
        if "library" in product["type"] and not any(name in apps for name in product["targets"]):
            modules.update(product["targets"])
    return modules


def imports(folder):
    """(file, line number, module) for every import of the Swift files under `folder`."""
    for base, _, files in sorted(os.walk(folder)):
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(base, name)
                with open(path, encoding="utf-8") as handle:
                    for number, line in enumerate(handle, 1):
                        match = IMPORT.match(line)
                        if match:
                            yield path, number, match.group(1)


def check_imports(modules, harness, public):
    """(finding, module) for each import of a harness module that no product offers."""
    findings = []
    for name, (app, folder) in modules.items():
        for path, number, module in imports(folder):
            if module in harness and module not in public:
                findings.append((f"{path}:{number}: {app}'s {name} imports {module}, a harness module that no "
                                 "library product offers", name))
    return findings


def build_commands(scratch):
    """Each module's compile arguments and the modules it reads, from the last build's plan."""
    plan = os.path.join(scratch, "debug.yaml")
    try:
        with open(plan, encoding="utf-8") as handle:
            text = handle.read()
    except OSError as error:
        fail(f"no build to reuse ({error}); run `swift build --build-tests` first", 2)
    commands = {}
    for match in re.finditer(r'^  "C\.([A-Za-z_]\w*)-[^"]*-debug\.module":\n((?:    .*\n)+)', text, re.M):
        fields = dict(re.findall(r"^    (\w+): (.*)$", match.group(2), re.M))
        if "args" in fields and "inputs" in fields:
            inputs = json.loads(fields["inputs"])
            reads = {os.path.basename(p)[:-len(".swiftmodule")] for p in inputs if p.endswith(".swiftmodule")}
            commands[match.group(1)] = (json.loads(fields["args"]), reads)
    return commands


def check_arguments(args, output, package_name, sources=None):
    """`args` compiling the module again into `output`, under `package_name`: only its module,
    type-checked whole (`-wmo`), with `output` searched before the build's modules."""
    alone = {"-emit-dependencies", "-incremental", "-enable-batch-mode", "-serialize-diagnostics",
             "-parseable-output", "-emit-objc-header", "-c", "-g", "-enable-testing"}
    valued = {"-output-file-map", "-index-store-path", "-emit-objc-header-path", "-emit-module-path",
              "-package-name", "-module-name"}
    kept, name, index = [args[0], "-I", output], None, 1
    while index < len(args):
        arg = args[index]
        if arg == "-module-name":
            name = args[index + 1]
        if arg in valued:
            index += 2
            continue
        if arg in ("-Xcc", "-Xlinker", "-I", "-L", "-target", "-module-cache-path", "-swift-version", "-sdk"):
            kept += args[index:index + 2]
            index += 2
            continue
        index += 1
        if arg in alone or re.fullmatch(r"-j\d+", arg):
            continue
        if sources is not None and arg.startswith("@"):
            kept += sources
            continue
        kept.append(arg)
    if sources is not None:
        name = os.path.splitext(os.path.basename(sources[0]))[0]
    return kept + ["-module-name", name, "-emit-module", "-wmo", "-emit-module-path",
                   os.path.join(output, name + ".swiftmodule"), "-package-name", package_name]


def compile_module(name, app, args, output, package_name, sources=None):
    """None when the module compiles, else the finding with the compiler's errors."""
    result = subprocess.run(check_arguments(args, output, package_name, sources), capture_output=True, text=True)
    if result.returncode == 0:
        return None
    errors = "\n".join(line for line in (result.stdout + result.stderr).splitlines() if line.strip())
    return f"{app}'s {name} does not compile outside the harness's package:\n{errors}"


def order(modules, commands):
    """The app modules, each after the app modules it reads."""
    done, ordered = set(), []

    def visit(name):
        if name in done:
            return
        done.add(name)
        for dependency in sorted(commands[name][1]):
            if dependency in modules:
                visit(dependency)
        ordered.append(name)

    for name in sorted(modules):
        visit(name)
    return ordered


def report(findings):
    for finding in findings:
        print(finding, file=sys.stderr)
    fail(f"{len(findings)} finding(s): an app reaches the harness other than through its public API; {RULE}")


def self_check(modules, harness, public, commands):
    """Both fixtures must be refused, each with its message."""
    work = tempfile.mkdtemp(prefix="check-public-api-")
    try:
        # An app module that reads Harness lends its arguments to the fixture, which reads only Harness.
        host = next((name for name in sorted(modules) if "Harness" in commands[name][1]), None)
        if host is None:
            fail("self-check: no app module reads Harness to borrow the arguments of", 2)
        output = os.path.join(work, "Modules")
        os.makedirs(output)
        finding = compile_module("UsesPackageAPI", "The fixture", commands[host][0], output, "fixture_apps",
                                 [os.path.join(FIXTURES, "UsesPackageAPI.swift")])
        if finding is None or "'package' protection level" not in finding:
            fail(f"self-check: the fixture that uses a `package` member compiled or failed otherwise: {finding}")
        print(f"check-public-api: self-check: a `package` member is refused:\n{finding}")
        findings = [f for f, _ in check_imports({"ImportsSupport": ("The fixture", FIXTURES)}, harness, public)]
        if not any("imports Support, a harness module that no library product offers" in f for f in findings):
            fail(f"self-check: the fixture that imports Support was not refused: {findings}")
        print("check-public-api: self-check: an import of a module no product offers is refused:\n" + findings[0])
        print("check-public-api: self-check passed: both fixtures are refused")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def check(modules, harness, public, commands):
    """Each app module's findings (imports, then what its compilation says); a module that reads
    one that failed is not compiled (its findings: the module it waits for)."""
    findings = {name: [] for name in modules}
    for finding, name in check_imports(modules, harness, public):
        findings[name].append(finding)
    work = tempfile.mkdtemp(prefix="check-public-api-")
    try:
        output = os.path.join(work, "Modules")
        os.makedirs(output)
        reads = {name: commands[name][1] & set(modules) for name in modules}
        waiting, running, done, failed = order(modules, commands), {}, set(), set()
        # A module is compiled once the app modules it reads are, two at a time.
        with concurrent.futures.ThreadPoolExecutor(max_workers=JOBS) as pool:
            while waiting or running:
                for name in [n for n in waiting if reads[n] <= done | failed]:
                    waiting.remove(name)
                    waits = sorted(reads[name] & failed)
                    if waits:
                        findings[name].append(f"{modules[name][0]}'s {name} is not checked: it reads {', '.join(waits)}")
                        failed.add(name)
                    elif len(running) < JOBS:
                        running[pool.submit(compile_module, name, modules[name][0], commands[name][0], output,
                                            "apps_public_api_check")] = name
                    else:
                        waiting.insert(0, name)
                        break
                if not running:
                    continue
                finished, _ = concurrent.futures.wait(running, return_when=concurrent.futures.FIRST_COMPLETED)
                for future in finished:
                    name = running.pop(future)
                    if future.result():
                        findings[name].append(future.result())
                        failed.add(name)
                    else:
                        done.add(name)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return findings


def main():
    arguments, pending = sys.argv[1:], set()
    checking_self = "--self-check" in arguments
    arguments = [a for a in arguments if a != "--self-check"]
    while "--pending" in arguments:
        index = arguments.index("--pending")
        pending.add(arguments[index + 1] if index + 1 < len(arguments) else "")
        del arguments[index:index + 2]
    root = os.path.abspath(arguments[0] if arguments else os.path.join(os.path.dirname(__file__), ".."))
    scratch = os.path.abspath(os.environ.get("SCRATCH", os.path.join(root, ".build")))
    package = ARCHITECTURE.manifest(root)
    targets = {t["name"]: t for t in package["targets"]}
    modules = {name: (app_of(t), os.path.join(root, target_path(t)))
               for name, t in targets.items() if app_of(t)}
    harness = {name for name in targets if name not in modules}
    public = public_modules(package, modules)
    unknown = sorted(pending - set(modules))
    if unknown:
        fail(f"--pending {', '.join(unknown)}: not an app module", 2)
    commands = build_commands(scratch)
    missing = sorted(name for name in modules if name not in commands)
    # Targets that INSTAGRID_TEST_TARGETS leaves out are not in a partial build's plan.
    modules = {name: value for name, value in modules.items() if name in commands}
    if not modules:
        fail(f"the build in {scratch} compiled no app module; run `swift build --build-tests` first", 2)
    if checking_self:
        self_check(modules, harness, public, commands)
        return
    findings = check(modules, harness, public, commands)
    failures = [f for name, found in findings.items() if name not in pending for f in found]
    for name in sorted(pending & set(modules)):
        if findings[name]:
            print(f"check-public-api: pending, not failing: {name} ({len(findings[name])} finding(s)):")
            for finding in findings[name]:
                print("  " + finding.replace("\n", "\n  "))
        else:
            failures.append(f"{name} is listed as pending but has no finding: take it off the list")
    if failures:
        report(failures + ([f"(the harness products' modules: {', '.join(sorted(public))})"]
                           if any("no library product offers" in f for f in failures) else []))
    skipped = f" ({', '.join(missing)} not in this build, not checked)" if missing else ""
    print(f"check-public-api: {len(modules) - len(pending)} app modules use the harness's public API only"
          f"{skipped}" + (f"; pending: {', '.join(sorted(pending))}" if pending else ""))


if __name__ == "__main__":
    main()
