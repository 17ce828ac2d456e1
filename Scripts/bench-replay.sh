#!/usr/bin/env bash
# Benchmark of trace-replay on a 1,000,000-event trace; not a test.
# Generates a realistic trace (Scripts/ReplayBench), then measures in one run:
#   jq -c .                               (the reference: a general JSON pass)
#   trace-replay run EVENTS --record OUT  (parse + reduce + write)
#   trace-replay run EVENTS --expect OUT  (parse + reduce + parse + diff)
# and prints events/s for each, the ratio to jq, and peak RSS (/usr/bin/time -v).
# Goals: --expect ≥ 2 M events/s and ≥ 5× jq; --record ≥ 1 M events/s; RSS < 32 MB.
#
#   Scripts/bench-replay.sh [EVENTS]     # default 1000000
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c release --product trace-replay >&2
swift build -c release --product replay-bench-trace >&2
bin=.build/release
"$bin/replay-bench-trace" "$count" "$work/bench.events.jsonl"
size=$(du -m "$work/bench.events.jsonl" | cut -f1)
echo "trace: $count events, ${size} MB"

# Runs a command under /usr/bin/time -v; prints "<seconds> <peak RSS kB>".
measure() {
    /usr/bin/time -v "$@" 2> "$work/time.txt" > /dev/null || true
    local elapsed rss
    elapsed=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$work/time.txt" | awk -F: '{ if (NF==3) print $1*3600+$2*60+$3; else print $1*60+$2 }')
    rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")
    echo "$elapsed $rss"
}
rate() { awk -v n="$count" -v s="$1" 'BEGIN { printf "%.2f M events/s", n / s / 1e6 }'; }

read -r jq_s jq_rss < <(measure jq -c . "$work/bench.events.jsonl")
read -r rec_s rec_rss < <(measure "$bin/trace-replay" run "$work/bench.events.jsonl" --record "$work/bench.states.jsonl")
read -r exp_s exp_rss < <(measure "$bin/trace-replay" run "$work/bench.events.jsonl" --expect "$work/bench.states.jsonl")
"$bin/trace-replay" run "$work/bench.events.jsonl" --expect "$work/bench.states.jsonl" | tail -1

echo "jq -c .            $(rate "$jq_s")  (${jq_s} s, peak RSS $((jq_rss / 1024)) MB)"
echo "run --record       $(rate "$rec_s")  (${rec_s} s, peak RSS $((rec_rss / 1024)) MB)"
echo "run --expect       $(rate "$exp_s")  (${exp_s} s, peak RSS $((exp_rss / 1024)) MB)"
awk -v a="$jq_s" -v b="$exp_s" 'BEGIN { printf "ratio --expect / jq: %.1fx faster\n", a / b }'
