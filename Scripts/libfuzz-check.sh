#!/usr/bin/env bash
# Fuzzing keeps what it finds, with two targets at once: the reducer target with a planted
# crash (SCROLLPAGER_LIBFUZZ_PLANTED_CRASH=reducer: every input crashes it) and the driver
# target, each for a few seconds, started side by side as two terminals would. The crash
# must be minimized and kept in the regression corpus (here a temporary one), the driver's
# campaign must end cleanly beside it, and neither may lose the other's files.
#
#   Scripts/libfuzz-check.sh [--seconds N]     # default 10
set -euo pipefail
trap 'echo "libfuzz-check: line $LINENO: \"$BASH_COMMAND\" failed (exit $?)" >&2' ERR
cd "$(dirname "$0")/.."
seconds=10
if [ "${1:-}" = --seconds ]; then seconds=$2; fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Both builds first (they share .build/libfuzz; SwiftPM takes turns on it), so that the two
# campaigns start together.
Scripts/libfuzz.sh reducer --seconds 1 --state "$work/warm-reducer" --regressions "$work/warm" > /dev/null 2>&1 || true
Scripts/libfuzz.sh driver --seconds 1 --state "$work/warm-driver" --regressions "$work/warm" > /dev/null 2>&1 || true

set +e
trap - ERR
SCROLLPAGER_LIBFUZZ_PLANTED_CRASH=reducer LIBFUZZ_MINIMIZE_SECONDS=5 \
    Scripts/libfuzz.sh reducer --seconds "$seconds" --state "$work/reducer" --regressions "$work/kept" > "$work/reducer.out" 2>&1 &
reducer=$!
Scripts/libfuzz.sh driver --seconds "$seconds" --state "$work/driver" --regressions "$work/kept" > "$work/driver.out" 2>&1 &
driver=$!
wait "$reducer"; reducer_status=$?
wait "$driver"; driver_status=$?
set -e

fail() {
    echo "libfuzz-check: $1" >&2
    echo "--- reducer campaign:" >&2; tail -n 15 "$work/reducer.out" >&2
    echo "--- driver campaign:" >&2; tail -n 15 "$work/driver.out" >&2
    exit 1
}
[ "$reducer_status" -eq 1 ] || fail "the reducer campaign with a planted crash exited $reducer_status, not 1"
grep -q "crash kept as $work/kept/reducer-" "$work/reducer.out" || fail "the planted crash was not reported as kept"
kept=$(ls "$work/kept"/reducer-*.bytes 2> /dev/null | sed -n 1p)
[ -n "$kept" ] || fail "no reducer-*.bytes in the regression corpus"
[ -n "$(ls "$work/reducer/artifacts"/crash-* 2> /dev/null)" ] || fail "libFuzzer's crash artifact is gone"
[ "$driver_status" -eq 0 ] || fail "the driver campaign beside it exited $driver_status"
grep -q "^libfuzz driver: .* 0 crashes in $seconds s" "$work/driver.out" || fail "the driver campaign printed no summary"
echo "ok    two campaigns side by side: the planted reducer crash kept as $(basename "$kept") ($(wc -c < "$kept") bytes, minimized); the driver's campaign clean beside it"
