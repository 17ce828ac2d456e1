#!/usr/bin/env bash
# Benchmark of the embedding kit; not a test.
# Prints the driver + reducer cost per UIKit callback (goal < 1 µs, under 1 % of a 120 Hz
# frame), the reducer alone per event, and the trace recorder's cost and bytes per event.
#
#   Scripts/bench-driver.sh                      # 200 sessions over every preset, best of 5
#   Scripts/bench-driver.sh --sessions 50 --repetitions 3
#   BASELINE=c304232 Scripts/bench-driver.sh --sessions 100 --repetitions 5 [--host]
#       paired: this tree and the baseline, both measured by this harness (built against
#       the baseline's modules, so each version plays its own simulator's sessions), the
#       driver alone (--driver-only), alternating ten times; prints each round's ratio and
#       their median (the machine is shared: a round's two runs see the same load).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Scripts/Benchmarks --product driver-bench >&2
current=Scripts/Benchmarks/.build/release/driver-bench
if [ -z "${BASELINE:-}" ]; then exec "$current" "$@"; fi

source Scripts/baseline.sh
previous=$(baseline_build driver-bench Scripts/Benchmarks/DriverBench/main.swift)
# --host: the whole host per callback (host.callback), else the driver alone.
name=driver.callback only=--driver-only
for argument in "$@"; do [ "$argument" = --host ] && name=host.callback only=; done
figure() { "$1" "${@:2}" $only | awk -v name="$name" '$1 == name { print $2 }'; }
rounds=$(mktemp)
trap 'rm -f "$rounds"' EXIT
# The build that runs first swaps each round (a fixed order biased bench-replay.sh's pairs).
for round in $(seq 1 10); do
    if [ $((round % 2)) = 1 ]; then
        a=$(figure "$current" "$@") b=$(figure "$previous" "$@")
    else
        b=$(figure "$previous" "$@") a=$(figure "$current" "$@")
    fi
    echo "$a $b" >> "$rounds"
done
echo "$name, ten alternating rounds ($*), ns per callback:"
awk -v base="$BASELINE" '{ printf "  round %2d  this tree %7.1f  %s %7.1f  ratio %.3f\n", NR, $1, base, $2, $1 / $2 }' "$rounds"
awk '{ print $1 / $2, $1, $2 }' "$rounds" | sort -g | awk -v base="$BASELINE" '
    { r[NR] = $1; a[NR] = $2; b[NR] = $3 }
    END { m = int((NR + 1) / 2); printf "median: this tree %.1f ns, %s %.1f ns: %.2fx the cost of %s\n", a[m], base, b[m], r[m], base }'
