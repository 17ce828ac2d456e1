#!/usr/bin/env bash
# Benchmark of the embedding kit; not a test.
# Prints the driver + reducer cost per UIKit callback (goal < 1 µs, under 1 % of a 120 Hz
# frame), the reducer alone per event, and the trace recorder's cost and bytes per event.
#
#   Scripts/bench-driver.sh                      # 200 sessions over every preset, best of 5
#   Scripts/bench-driver.sh --sessions 50 --repetitions 3
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Scripts/Benchmarks --product driver-bench >&2
exec Scripts/Benchmarks/.build/release/driver-bench "$@"
