#!/usr/bin/env bash
# Benchmark of the PagerState reducer (issue: "The PagerState reducer"); not a test.
# Prints `reducer.sections.N <ns per event> ns/event` for 10, 1,000 and 100,000 sections
# and the ratio of the largest case to the smallest. Goal: ≤ 100 ns/event, ratio ≤ 1.3.
#
#   Scripts/bench-reducer.sh                 # 1,000,000 events per case, best of 5
#   Scripts/bench-reducer.sh --events 200000 --repetitions 3
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product reducer-bench >&2
exec .build/release/reducer-bench "$@"
