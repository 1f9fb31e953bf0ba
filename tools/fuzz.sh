#!/usr/bin/env bash
# Runs one libFuzzer harness of Fuzz/ for a number of seconds, seeded from the project's own
# files, and keeps its corpus and any crash under .build/fuzz/.
#
#   tools/fuzz.sh TARGET SECONDS     # TARGET: scenario, world, png, jpeg, diff, report
#
# A crash, trap, hang (over 10 s for one input) or memory error stops the run with libFuzzer's
# report and the input saved as .build/fuzz/TARGET/crash-*; turn it into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -ne 2 ]; then sed -n '2,8p' "$0"; exit 2; fi
target=$1 seconds=$2
case "$target" in
    scenario) product=FuzzScenario; seeds=(Scenarios/*.yaml docs/examples/*.yaml) ;;
    png) product=FuzzPNG; seeds=(Tests/ImageCodecTests/Fixtures/pngsuite/png/*.png Scenarios/Photos/*.png) ;;
    jpeg) product=FuzzJPEG; seeds=(Tests/ImageCodecTests/Fixtures/*.jpg Scenarios/Photos/*.jpg) ;;
    diff) product=FuzzDiff; seeds=() ;;
    # The world harness reads its input as choices (users, steps, …); its seeds are the inputs
    # earlier runs found interesting (the corpus kept in the repository).
    world) product=FuzzWorld; seeds=(Fuzz/Seeds/world/*) ;;
    report) product=FuzzReport; seeds=(Fuzz/Seeds/report/*.json) ;;
    *) echo "fuzz.sh: unknown target '$target' (scenario, world, png, jpeg, diff, report)" >&2; exit 2 ;;
esac

# Every module is instrumented for coverage and checked by AddressSanitizer, the C shim and pixel
# kernels included; the harnesses provide their own entry point (<Target>_main).
# -enable-testing: FuzzReport reaches the `package` API of Golden and Support by a testable import.
swift build -c release --package-path Fuzz --product "$product" -Xswiftc -enable-testing \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xcc -fsanitize=fuzzer-no-link,address
work=.build/fuzz/$target
mkdir -p "$work/corpus"
for seed in "${seeds[@]}"; do cp -n "$seed" "$work/corpus/" 2>/dev/null || true; done
if [ "$target" = diff ] && [ -z "$(ls -A "$work/corpus")" ]; then
    # Seeds: two small PNGs joined, split at the middle byte.
    for pair in "basn2c08 basn6a08" "basn0g01 basn3p04" "s32n3p04 s33n3p04"; do
        set -- $pair
        { printf '\x80'; cat "Tests/ImageCodecTests/Fixtures/pngsuite/png/$1.png" "Tests/ImageCodecTests/Fixtures/pngsuite/png/$2.png"; } \
            > "$work/corpus/$1-$2"
    done
fi
Fuzz/.build/release/"$product" "$work/corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$work/" -print_final_stats=1
