#!/usr/bin/env bash
# Installs the system packages instagrid-sim needs, on Debian, Ubuntu (apt) or macOS (Homebrew),
# as root or through sudo.
#
#   tools/install-deps.sh           # to build and run: libpng, libjpeg, zlib, libdeflate, xxhash, OpenSSL (libcrypto), pkg-config
#   tools/install-deps.sh --tests   # also what some tests use: apngdis, chromium
#
# Without apngdis or chromium the tests that need them are skipped, with a message saying what
# to install; everything else runs.
set -euo pipefail

with_tests=false
for argument in "$@"; do
    case "$argument" in
        --tests) with_tests=true ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) echo "install-deps.sh: unknown argument '$argument' (try --help)" >&2; exit 2 ;;
    esac
done

if command -v apt-get >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ]; then
        as_root=()
    elif command -v sudo >/dev/null 2>&1; then
        as_root=(sudo)
    else
        echo "install-deps.sh: run as root or install sudo" >&2
        exit 1
    fi
    packages=(libpng-dev libjpeg-dev zlib1g-dev libdeflate-dev libxxhash-dev libssl-dev pkg-config)
    optional=()
    if $with_tests; then optional=(apngdis chromium); fi
    missing=()
    for package in "${packages[@]}" "${optional[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    if [ ${#missing[@]} -eq 0 ]; then
        echo "install-deps.sh: everything is installed"
        exit 0
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${as_root[@]}" apt-get update -qq
    "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}"
    for package in "${optional[@]}"; do
        # chromium is a snap on Ubuntu, where apt may not install it: the browser test is then skipped.
        "${as_root[@]}" apt-get install -y -qq --no-install-recommends "$package" \
            || echo "install-deps.sh: could not install $package; the tests that need it will be skipped" >&2
    done
elif command -v brew >/dev/null 2>&1; then
    brew install libpng jpeg-turbo libdeflate xxhash openssl@3 pkg-config
    if $with_tests; then
        echo "install-deps.sh: apngdis and chromium are not installed on macOS; the two tests that use" \
            "them are skipped (put binaries of those names on PATH to run them)" >&2
    fi
else
    echo "install-deps.sh: neither apt-get nor brew found; install libpng, libjpeg, zlib, libdeflate, xxhash, OpenSSL and pkg-config" \
        "with your system's package manager" >&2
    exit 1
fi
