#!/usr/bin/env bash
# Benchmark of the embedding kit; not a test.
# Prints the driver + reducer cost per UIKit callback (goal < 1 µs, under 1 % of a 120 Hz
# frame), the reducer alone per event, and the trace recorder's cost and bytes per event.
#
#   Scripts/bench-driver.sh                      # 200 sessions over every preset, best of 5
#   Scripts/bench-driver.sh --sessions 50 --repetitions 3
#   BASELINE=b39976b Scripts/bench-driver.sh --sessions 50 --repetitions 5
#       paired: this tree and the baseline's own driver-bench (its own harness and
#       simulator sessions: the per-callback cost of each version on its own sessions),
#       alternating three times, then the ratio of the best figures.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Scripts/Benchmarks --product driver-bench >&2
current=Scripts/Benchmarks/.build/release/driver-bench
if [ -z "${BASELINE:-}" ]; then exec "$current" "$@"; fi

source Scripts/baseline.sh
previous=$(baseline_build driver-bench)
best() { sort -n | head -1; }
now=() before=()
for round in 1 2 3; do
    now+=("$("$current" "$@" | awk '/^driver.callback/ { print $2 }')")
    before+=("$("$previous" "$@" | awk '/^driver.callback/ { print $2 }')")
done
a=$(printf '%s\n' "${now[@]}" | best) b=$(printf '%s\n' "${before[@]}" | best)
echo "driver.callback, best of 3 alternating runs ($*):"
awk -v a="$a" -v b="$b" -v base="$BASELINE" 'BEGIN {
    printf "  this tree  %7.1f ns per callback  (%.2fx the cost of %s)\n", a, a / b, base
    printf "  %-9s  %7.1f ns per callback\n", base, b }'
