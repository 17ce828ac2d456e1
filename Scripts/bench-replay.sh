#!/usr/bin/env bash
# Benchmark of trace-replay on a 1,000,000-event trace; not a test.
# Generates a realistic trace (Scripts/Benchmarks/ReplayBench), then measures in one run, alternating:
#   jq -c .                               (the anchor: a general JSON pass)
#   trace-replay run EVENTS --record OUT  (parse + reduce + write)
#   trace-replay run EVENTS --expect OUT  (parse + reduce + compare with the states)
#   the same two with the previous release (Scripts/baseline.sh)
# and prints events/s for each (the median of ROUNDS alternating rounds, default 9), the
# ratio to jq and to the previous release,
# and peak RSS (/usr/bin/time -v); with valgrind, also instructions per event of
# `run --expect` on the first 100,000 events (callgrind counts instructions, whatever else
# the machine does).
# Goals: --expect ≥ 5 M events/s and ≥ 15× jq; --record ≥ 3 M events/s;
# peak RSS < 32 MB.
#
#   Scripts/bench-replay.sh [EVENTS]     # default 1000000
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000000}

swift build -c release --product trace-replay >&2
swift build -c release --package-path Scripts/Benchmarks --product replay-bench-trace >&2
bin=.build/release
source Scripts/baseline.sh
previous=$(baseline_build trace-replay)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

Scripts/Benchmarks/.build/release/replay-bench-trace "$count" "$work/bench.events.jsonl"
"$bin/trace-replay" run "$work/bench.events.jsonl" --record "$work/bench.states.jsonl" > /dev/null
size=$(du -m "$work/bench.events.jsonl" | cut -f1)
echo "trace: $count events, ${size} MB (states $(du -m "$work/bench.states.jsonl" | cut -f1) MB)"

# Runs a command under /usr/bin/time -v; prints "<seconds> <peak RSS kB>", the seconds
# timed to the microsecond around it (time -v's own clock has 10 ms steps, a tenth of a run).
measure() {
    local start end rss
    start=$(date +%s%N)
    /usr/bin/time -v "$@" 2> "$work/time.txt" > /dev/null || true
    end=$(date +%s%N)
    rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")
    awk -v ns=$((end - start)) -v rss="$rss" 'BEGIN { printf "%.6f %d\n", ns / 1e9, rss }'
}
# Every round runs every command once, in turn, so that both builds see the same machine;
# a figure is the median of its rounds (the machine is shared: medians, not best times).
# Within each pair the build that goes first swaps every round: a command that follows a
# `--record` pays for the 150 MB that one wrote back to the disk (with this tree always
# first, `--expect` measured 0.81x of the very same build: dfa65e7 against itself).
rounds=${ROUNDS:-9}
declare -A times peak_rss
run() {
    local name=$1; shift
    read -r s rss < <(measure "$@")
    times[$name]="${times[$name]:-} $s"
    if [ -z "${peak_rss[$name]:-}" ] || [ "$rss" -gt "${peak_rss[$name]}" ]; then peak_rss[$name]=$rss; fi
}
pair() {  # pair NAME ARGS…: this tree's build and the previous release's, the first one swapping each round
    local name=$1; shift
    if [ $((round % 2)) = 1 ]; then
        run "$name" "$bin/trace-replay" "$@"
        run "previous-$name" "$previous" "$@"
    else
        run "previous-$name" "$previous" "$@"
        run "$name" "$bin/trace-replay" "$@"
    fi
}
for round in $(seq "$rounds"); do
    run jq jq -c . "$work/bench.events.jsonl"
    pair record run "$work/bench.events.jsonl" --record "$work/out.states.jsonl"
    pair expect run "$work/bench.events.jsonl" --expect "$work/bench.states.jsonl"
done
"$bin/trace-replay" run "$work/bench.events.jsonl" --expect "$work/bench.states.jsonl" | tail -1

median() { tr ' ' '\n' <<< "${times[$1]}" | grep . | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
declare -A median_s
for name in "${!times[@]}"; do median_s[$name]=$(median "$name"); done

# A result line: events/s, the ratio to jq and, given a third argument, to that command.
line() {
    local label=$1 key=$2 versus=${3:-} extra=""
    if [ -n "$versus" ]; then
        extra=$(awk -v a="${median_s[$versus]}" -v b="${median_s[$key]}" 'BEGIN { printf ", %.2fx the previous release", a / b }')
    fi
    awk -v label="$label" -v n="$count" -v s="${median_s[$key]}" -v rss="${peak_rss[$key]}" -v jq="${median_s[jq]}" -v extra="$extra" \
        'BEGIN { printf "%-24s %5.2f M events/s  (%.3f s, %4.1fx jq%s, peak RSS %d MB)\n", label, n / s / 1e6, s, jq / s, extra, rss / 1024 }'
}
echo "medians of $rounds rounds:"
line "jq -c ." jq
line "run --record" record previous-record
line "run --expect" expect previous-expect
line "previous run --record" previous-record
line "previous run --expect" previous-expect

if command -v valgrind > /dev/null; then
    head -n 100000 "$work/bench.events.jsonl" > "$work/small.events.jsonl"
    "$bin/trace-replay" run "$work/small.events.jsonl" --record "$work/small.states.jsonl" > /dev/null 2>&1
    for which in "$bin/trace-replay" "$previous"; do
        valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" \
            "$which" run "$work/small.events.jsonl" --expect "$work/small.states.jsonl" > /dev/null 2> "$work/valgrind.txt" || true
        total=$(awk '/Collected/ { gsub(",", "", $NF); print $NF }' "$work/valgrind.txt")
        label=$([ "$which" = "$previous" ] && echo "previous run --expect" || echo "run --expect")
        awk -v label="$label" -v t="$total" 'BEGIN { printf "%-24s %d instructions per event (callgrind, 100,000 events, all threads)\n", label, t / 100000 }'
    done
fi
