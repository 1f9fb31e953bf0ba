#!/usr/bin/env bash
# Builds and tests Examples/MyAppTests, the package that uses the testing products
# (InstagridTesting, InstagridSnapshotTesting) the way an app's tests do. Its goldens and
# __Snapshots__ are committed, so it runs with recording off (CI=1 makes assertGoldens' default
# `never`; SNAPSHOT_TESTING_RECORD=never does the same for swift-snapshot-testing).
#
#   tools/test-example.sh
set -euo pipefail
cd "$(dirname "$0")/../Examples/MyAppTests"
swift build --build-tests
CI=${CI:-1} SNAPSHOT_TESTING_RECORD=${SNAPSHOT_TESTING_RECORD:-never} swift test --skip-build
