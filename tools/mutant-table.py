#!/usr/bin/env python3
"""The mutant table of docs/explore.md ("Mutants"): for each mutant, `explore` run unguided and
guided (`--guided`) for at most --runs sequences with the mutant switched on
(INSTAGRID_SIM_MUTANT), and whether it was killed — an invariant failed — and after how many
runs. A run stops at its first failure, which is the smallest failing seed, so the runs to the
first kill are that seed's index plus one.

    tools/mutant-table.py --bin .build/debug/instagrid-sim [--runs 1000] [--inputs 20] [--only NAME…]
                          [--trials 3] [--lab-options YAML] [--markdown]

Apps whose explorer is not on the harness's engine yet cannot run guided: their guided column
says so. Prints one line per mutant, then the totals and the medians; exit 1 when guided kills
fewer mutants than unguided, or does not reach its kills in fewer runs on median.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

# (mutant, app, extra explore arguments).
MUTANTS = [
    ("gestures-reset-unreported", "gesture-lab", []),
    ("gestures-exclusion-forgotten", "gesture-lab", []),
    ("gestures-waiters-kept", "gesture-lab", []),
    ("gestures-released-discrete-begins", "gesture-lab", []),
    ("gestures-cancel-undelivered", "gesture-lab", []),
    ("gestures-delivered-began-dropped", "gesture-lab", []),
    ("gestures-long-press-stale-timer", "gesture-lab", []),
    ("gestures-tap-stale-timer", "gesture-lab", []),
    ("gestures-ended-held-by-failed", "gesture-lab", []),
    ("gesture-lab-cancel-lost", "gesture-lab", []),
    ("gesture-lab-reports-coalesced", "gesture-lab", []),
    ("instagrid-unlocked-slide", "instagrid", []),
    ("countonme-leading-zero", "countonme", []),
    ("messenger-recipient-entry-left-out", "messenger", ["--options", "{dataLayer: atomic}"]),
]


def explore(program, app, extra, mutant, runs, inputs, guided, first=1):
    """Runs to the first kill from seed `first`, None when every run held; 'n/a' when the app
    cannot run guided."""
    with tempfile.TemporaryDirectory() as work:
        report = os.path.join(work, "report.json")
        words = [program, "explore", "--app", app] + extra + [
            "--runs", str(runs), "--inputs", str(inputs), "--seed", str(first)]
        if guided:
            words.append("--guided")
        if app == "gesture-lab":
            words += ["--report", report]
        env = dict(os.environ, INSTAGRID_SIM_MUTANT=mutant)
        done = subprocess.run(words, env=env, capture_output=True, text=True)
        if done.returncode == 2 and "--guided" in done.stderr:
            return "n/a"
        if done.returncode == 0:
            return None
        if done.returncode != 1:
            sys.exit(f"{mutant}: {' '.join(words)} exited {done.returncode}: {done.stderr.strip()}")
        if os.path.exists(report):
            with open(report) as file:
                return int(json.load(file)["failure"]["seed"]) - first + 1
        found = re.search(r"seed (\d+)", done.stdout)
        if not found:
            sys.exit(f"{mutant}: no seed in the failure printed:\n{done.stdout}")
        return int(found.group(1)) - first + 1


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=".build/debug/instagrid-sim")
    parser.add_argument("--runs", type=int, default=1000)
    parser.add_argument("--inputs", type=int, default=20)
    parser.add_argument("--trials", type=int, default=3,
                        help="runs of each mode from seeds 1, 10001, 20001, …; a cell is their median")
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--lab-options", help="the lab's --options, e.g. '{arrangement: example}'")
    parser.add_argument("--markdown", action="store_true")
    options = parser.parse_args()
    rows = []
    for mutant, app, extra in MUTANTS:
        if options.only and mutant not in options.only:
            continue
        if app == "gesture-lab" and options.lab_options:
            extra = ["--options", options.lab_options]
        program = options.bin
        cells = []
        for guided in (False, True):
            found = [explore(program, app, extra, mutant, options.runs, options.inputs, guided, 1 + trial * 10000)
                     for trial in range(options.trials)]
            cells.append("n/a" if "n/a" in found else found)
        rows.append((mutant, app, *cells))
        print(f"{mutant:40} {app:12} unguided {fmt(cells[0], options.runs):>22}  "
              f"guided {fmt(cells[1], options.runs):>22}", file=sys.stderr, flush=True)
    if options.markdown:
        print(f"| mutant | explored | unguided: killed, median runs to the first kill | guided: killed, median runs |")
        print("|---|---|---|---|")
        for mutant, app, plain, guided in rows:
            print(f"| `{mutant}` | {app} | {fmt(plain, options.runs)} | {fmt(guided, options.runs)} |")
    both = [(plain, guided) for _, _, plain, guided in rows if guided != "n/a"]
    # A trial that did not kill counts as runs + 1.
    def median(found):
        return statistics.median([f if f is not None else options.runs + 1 for f in found])
    plain_kills = sum(1 for p, _ in both if any(f is not None for f in p))
    guided_kills = sum(1 for _, g in both if any(f is not None for f in g))
    plain_median = statistics.median([median(p) for p, _ in both]) if both else 0
    guided_median = statistics.median([median(g) for _, g in both]) if both else 0
    print(f"\nwhere both modes ran: unguided killed {plain_kills} of {len(both)}, median of the medians "
          f"{plain_median} runs; guided killed {guided_kills} of {len(both)}, median {guided_median} runs")
    ok = guided_kills >= plain_kills and guided_median < plain_median
    return 0 if ok else 1


def fmt(cell, runs):
    if cell == "n/a":
        return "n/a"
    killed = [f for f in cell if f is not None]
    if not killed:
        return f"0/{len(cell)}"
    middle = statistics.median([f if f is not None else runs + 1 for f in cell])
    return f"{len(killed)}/{len(cell)}, {middle:g} ({', '.join(str(f) if f else '—' for f in cell)})"


if __name__ == "__main__":
    sys.exit(main())
