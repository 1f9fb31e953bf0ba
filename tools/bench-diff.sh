#!/usr/bin/env bash
# Times `instagrid-sim diff A B` against ImageMagick's `compare -metric AE -fuzz 0 A B null:` on
# two similar 1242×2688 PNGs (Scenarios/share-portrait.yaml on iphone-xs-max at two times of the
# slide-out), best of RUNS runs each, and checks that both count the same differing pixels. Also
# times `instagrid-sim devices`, a process that starts and does nothing else. The first line
# printed says the command, the date and the machine, as instagrid-bench's do.
#
#   tools/bench-diff.sh            # RUNS=7 by default
#   RUNS=15 tools/bench-diff.sh
#
# Exit status: 0 same counts (the speed target is reported, not enforced), 1 counts differ,
# 2 ImageMagick missing or a tool failed.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-7}
SCENARIO=Scenarios/share-portrait.yaml
DEVICE=iphone-xs-max
TIME_A=1.20
TIME_B=1.25

if ! command -v compare >/dev/null 2>&1; then
    echo "bench-diff: ImageMagick's 'compare' is not installed; install it (apt-get install imagemagick) and rerun" >&2
    exit 2
fi
if ! compare -version 2>/dev/null | grep -q ImageMagick; then
    echo "bench-diff: 'compare' on PATH is not ImageMagick's" >&2
    exit 2
fi

echo "building instagrid-sim (release)…" >&2
swift build -c release --product instagrid-sim >&2
BIN="$(swift build -c release --show-bin-path)/instagrid-sim"

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
A="$WORK/a.png"
B="$WORK/b.png"
"$BIN" render "$SCENARIO" --device "$DEVICE" --at "$TIME_A" --out "$A" >/dev/null
"$BIN" render "$SCENARIO" --device "$DEVICE" --at "$TIME_B" --out "$B" >/dev/null

# One checked run of each: exit status 1 means "differ" for both tools, anything else but 0 is an error.
set +e
OURS=$("$BIN" diff "$A" "$B" 2>&1); OURS_STATUS=$?
THEIRS=$(compare -precision 16 -metric AE -fuzz 0 "$A" "$B" null: 2>&1); THEIRS_STATUS=$?
set -e
if [[ $OURS_STATUS -gt 1 ]]; then echo "bench-diff: instagrid-sim diff failed: $OURS" >&2; exit 2; fi
if [[ $THEIRS_STATUS -gt 1 ]]; then echo "bench-diff: compare failed: $THEIRS" >&2; exit 2; fi
OURS_COUNT=$(sed -nE 's/^([0-9]+) pixels? differs?.*/\1/p' <<<"$OURS")
[[ $OURS =~ ^images\ are\ identical ]] && OURS_COUNT=0
THEIRS_COUNT=$(printf '%.0f' "$THEIRS")

# Best wall time of RUNS runs of "$@", in nanoseconds (output discarded).
best_ns() {
    local best=0 start end elapsed
    for _ in $(seq "$RUNS"); do
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s%N)
        elapsed=$((end - start))
        if [[ $best -eq 0 || $elapsed -lt $best ]]; then best=$elapsed; fi
    done
    echo "$best"
}

OURS_NS=$(best_ns "$BIN" diff "$A" "$B")
THEIRS_NS=$(best_ns compare -metric AE -fuzz 0 "$A" "$B" null:)

START_NS=$(best_ns "$BIN" devices)

SIZE=$(file "$A" | sed -nE 's/.*, ([0-9]+) x ([0-9]+),.*/\1×\2/p')
CPU=$(sed -nE 's/^model name[[:space:]]*: (.*)/\1/p' /proc/cpuinfo 2>/dev/null | head -1)
LOAD=$(cut -d' ' -f1 /proc/loadavg 2>/dev/null || echo "?")
echo "# RUNS=$RUNS tools/bench-diff.sh · $(date -u +%F) · $(nproc) cores, ${CPU:-unknown CPU}, load $LOAD · release build"
awk -v ours="$OURS_NS" -v theirs="$THEIRS_NS" -v runs="$RUNS" -v size="$SIZE" \
    -v oc="$OURS_COUNT" -v tc="$THEIRS_COUNT" -v im="$(compare -version | head -1 | awk '{print $3}')" \
    -v start="$START_NS" 'BEGIN {
    ratio = theirs / ours
    printf "images:             %s, %s differing pixels\n", size, oc
    printf "process start:      %8.1f ms  (instagrid-sim devices)\n", start / 1e6
    printf "instagrid-sim diff: %8.1f ms  (%s differing pixels)\n", ours / 1e6, oc
    printf "compare -metric AE: %8.1f ms  (%s differing pixels, ImageMagick %s)\n", theirs / 1e6, tc, im
    printf "ratio:              %8.1f×  faster (best of %d runs each; target ≥ 10×: %s)\n", ratio, runs, (ratio >= 10 ? "met" : "NOT met")
}'
if [[ "$OURS_COUNT" != "$THEIRS_COUNT" ]]; then
    echo "bench-diff: the counts differ: instagrid-sim $OURS_COUNT, ImageMagick $THEIRS_COUNT" >&2
    exit 1
fi
echo "counts agree"
