#!/usr/bin/env bash
# Builds and tests Examples/OwnApp, an app of its own outside Sources/ that plugs into the
# harness through its public products only (docs/plugins.md): its tests (assertGoldens,
# TestStore, explore), then its own command line from its folder (verify with the cache off,
# frames, explore). Last, with one golden changed (in place, put back after), its golden test
# must fail, and the failure must name the test file and the line that calls assertGoldens.
#
# It builds in the repository's own scratch folder (.build, or $SCRATCH), so the harness modules
# the repository's `swift build --build-tests` compiled are reused and only the app's modules are
# compiled and linked: about 1.5 minutes on the shared 2-core machine once the repository is
# built, against 8 minutes in a .build of its own. The repository's next build then relinks its
# products (about 1.5 minutes), since the last root package built there was this one.
#
#   tools/test-own-app.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
own="$root/Examples/OwnApp"
scratch="${SCRATCH:-$root/.build}"
cd "$own"
# The harness in $scratch was built with its default traits (as the root package); Heart depends
# on it with `traits: []` (docs/plugins.md, "A light dependency"), which would compile every
# harness module again with other flags. tools/check-light-dependency.sh checks that dependency.
export HEART_HARNESS_TRAITS=default

swift build --build-tests --scratch-path "$scratch"
CI=1 swift test --skip-build --scratch-path "$scratch"

sim="$scratch/debug/heart-sim"
work=$(mktemp -d)
cleanup() { rm -rf "$work"; }
trap cleanup EXIT

"$sim" verify --no-cache
"$sim" frames Scenarios/double-tap.yaml --device iphone-8 --fps 10 --out "$work/frames"
test -f "$work/frames/manifest.json" && test -f "$work/frames/sheet.png"
"$sim" explore --seed 1 --runs 20

# A changed golden fails the test at its caller's line. The golden is changed in place and put
# back when the script ends (passed or not): goldens are read when the tests run, so the test
# binary built above runs again as it is, with nothing compiled.
golden="$own/Goldens/heart-button/iphone-8-portrait/liked.png"
kept="$work/liked.png"
cp "$golden" "$kept"
restore() { if [ -f "$kept" ]; then cp "$kept" "$golden"; fi; }
trap 'restore; cleanup' EXIT
cp "$own/Goldens/heart-button/iphone-8-portrait/final.png" "$golden"
line=$(grep -n 'assertGoldens(' "$own/Tests/HeartAppTests/GoldenTests.swift" | cut -d: -f1)
if CI=1 swift test --skip-build --scratch-path "$scratch" --filter GoldenTests > "$work/changed.log" 2>&1; then
    echo "test-own-app: the golden tests passed with a changed golden" >&2
    exit 1
fi
restore
if ! grep -q "recorded an issue at GoldenTests.swift:$line:" "$work/changed.log" \
    || ! grep -q "heart-button/iphone-8-portrait/liked \[failed\]" "$work/changed.log"; then
    echo "test-own-app: the changed golden's failure does not name GoldenTests.swift:$line:" >&2
    tail -n 30 "$work/changed.log" >&2
    exit 1
fi
echo "test-own-app: a changed golden fails at GoldenTests.swift:$line, as it should"
