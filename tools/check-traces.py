#!/usr/bin/env python3
"""Every scenario's trace keeps its inputs, times, results and phases (docs/gestures.md,
"Attaching recognizers in your app").

Replays every scenario under the given folders with `replay --trace json` and compares each line,
less the words of `did` and `reason` (which may change with the recognizers that decide them),
with the committed trace in Tests/Traces/ (one file per scenario, the path of the scenario with
`.jsonl`; under `--root`, the root's folder name first: Tests/Traces/OwnApp/Scenarios/…).
`--record` writes them instead. Exit status 1 when a trace differs, with the first lines that
differ.

  tools/check-traces.py --bin .build/debug/instagrid-sim --exclude GestureLab Scenarios
  tools/check-traces.py --bin .build/debug/heart-sim --root Examples/OwnApp Scenarios
"""
import argparse
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.dirname(HERE)


def stripped(output):
    lines = []
    for line in output.splitlines():
        if not line.startswith("{"):
            continue
        record = json.loads(line)
        record.pop("did", None)
        record.pop("reason", None)
        lines.append(json.dumps(record, separators=(",", ":"), sort_keys=False))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", required=True, help="the program whose replay to run")
    parser.add_argument("--root", default=".", help="the folder the scenario folders are in")
    parser.add_argument("--traces", default=os.path.join(PROJECT, "Tests", "Traces"))
    parser.add_argument("--record", action="store_true", help="write the traces instead of comparing")
    parser.add_argument("--exclude", action="append", default=[], help="a folder name to leave out")
    parser.add_argument("folders", nargs="+")
    args = parser.parse_args()

    files = []
    for folder in args.folders:
        for directory, subfolders, names in os.walk(os.path.join(args.root, folder)):
            subfolders[:] = [name for name in subfolders if name not in args.exclude]
            files += [os.path.join(directory, n) for n in names if n.endswith(".yaml")]
    files.sort()
    differing = 0
    for path in files:
        relative = os.path.relpath(path, args.root)
        result = subprocess.run([os.path.abspath(args.bin), "replay", relative, "--trace", "json"],
                                cwd=args.root, capture_output=True, text=True)
        if result.returncode not in (0, 1):
            print(f"{relative}: replay exited {result.returncode}: {result.stderr.strip()}", file=sys.stderr)
            differing += 1
            continue
        trace = stripped(result.stdout)
        prefix = os.path.basename(os.path.normpath(args.root)) if args.root != "." else ""
        committed = os.path.join(args.traces, prefix, relative[: -len(".yaml")] + ".jsonl")
        if args.record:
            os.makedirs(os.path.dirname(committed), exist_ok=True)
            with open(committed, "w") as file:
                file.write(trace)
            continue
        try:
            with open(committed) as file:
                expected = file.read()
        except FileNotFoundError:
            print(f"{relative}: no committed trace {os.path.relpath(committed, PROJECT)}; record it with --record")
            differing += 1
            continue
        if expected != trace:
            differing += 1
            old, new = expected.splitlines(), trace.splitlines()
            line = next((i for i, (a, b) in enumerate(zip(old, new)) if a != b), min(len(old), len(new)))
            print(f"{relative}: the trace differs from line {line + 1} "
                  f"({len(old)} lines committed, {len(new)} now)")
            if line < len(old):
                print(f"  committed: {old[line]}")
            if line < len(new):
                print(f"  now:       {new[line]}")
    if args.record:
        print(f"recorded {len(files)} traces")
        return 0
    print(f"{len(files)} traces: {len(files) - differing} the same, {differing} different")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
