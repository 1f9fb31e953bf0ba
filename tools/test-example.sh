#!/usr/bin/env bash
# Builds and tests Examples/MyAppTests, the package that uses the testing products
# (InstagridTesting, InstagridSnapshotTesting) the way an app's tests do. Its goldens and
# __Snapshots__ are committed, so it runs with recording off (CI=1 makes assertGoldens' default
# `never`; SNAPSHOT_TESTING_RECORD=never does the same for swift-snapshot-testing).
#
#   tools/test-example.sh
set -euo pipefail
# It builds in the repository's scratch folder (.build, or $SCRATCH), reusing the library modules
# the repository's own build compiled (see tools/test-own-app.sh).
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${SCRATCH:-$root/.build}"
cd "$root/Examples/MyAppTests"
swift build --build-tests --scratch-path "$scratch"
CI=${CI:-1} SNAPSHOT_TESTING_RECORD=${SNAPSHOT_TESTING_RECORD:-never} swift test --skip-build --scratch-path "$scratch"
