#!/usr/bin/env bash
# A package that tests its own app through the harness's products depends on it with
# `traits: []` and resolves only what those products need (docs/plugins.md, "A light
# dependency"): Examples/OwnApp, resolved in a scratch folder of its own, checks out at most 8
# packages, and none of the studio's web server stack or swift-snapshot-testing. Prints the
# packages, the time and the disk the checkouts take.
#
#   tools/check-light-dependency.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
start=$SECONDS
# Resolved in a copy of the app's folder, so that its Package.resolved is not replaced.
mkdir "$scratch/Examples"
cp -R "$root/Examples/OwnApp" "$scratch/Examples/OwnApp"
rm -rf "$scratch/Examples/OwnApp/.build" "$scratch/Examples/OwnApp/Package.resolved"
ln -s "$root/Package.swift" "$scratch/Package.swift"
ln -s "$root/Sources" "$scratch/Sources"
ln -s "$root/Tests" "$scratch/Tests"
env -u HEART_HARNESS_TRAITS swift package resolve --package-path "$scratch/Examples/OwnApp" \
    --scratch-path "$scratch/build" > "$scratch/resolve.log" 2>&1 || {
    cat "$scratch/resolve.log" >&2
    exit 1
}
packages=$(ls "$scratch/build/checkouts")
count=$(printf '%s\n' "$packages" | grep -c .)
disk=$(du -sk "$scratch/build" | cut -f1)
echo "check-light-dependency: Examples/OwnApp resolves $count packages in $((SECONDS - start)) s," \
    "$((disk / 1024)) MB:" $packages
if [ "$count" -gt 8 ]; then
    echo "check-light-dependency: more than 8 packages checked out" >&2
    exit 1
fi
for heavy in hummingbird swift-nio swift-snapshot-testing swift-syntax async-http-client; do
    if printf '%s\n' "$packages" | grep -qx "$heavy"; then
        echo "check-light-dependency: $heavy was checked out" >&2
        exit 1
    fi
done
