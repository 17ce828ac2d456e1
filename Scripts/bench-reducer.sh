#!/usr/bin/env bash
# Benchmark of the PagerState reducer; not a test. In one run it measures
#   this tree's reducer            (Scripts/Benchmarks/ReducerBench, release build)
#   the previous release's reducer (the same benchmark file built against BASELINE)
# on 1,000,000 drag events over quick-return menus of 10, 1,000 and 100,000 sections,
# and on a mixed workload (the golden traces' events and 1,000 realistic fuzz sessions'), and
# prints ns/event for each, the ratio of the two (the anchor), the ratio of the largest
# menu to the smallest, heap allocations per event (overall and in the common case: events
# whose record has no commands and no diagnostics), and peak RSS.
# Goals: ≤ 50 ns per event, 0 allocations in the common case, largest/smallest
# ≤ 1.3.
#
#   Scripts/bench-reducer.sh                          # 1,000,000 events per case, best of 5
#   Scripts/bench-reducer.sh --events 200000 --repetitions 3
#   BASELINE=<commit> Scripts/bench-reducer.sh        # another anchor
#
# The baseline is built by Scripts/baseline.sh, with this tree's benchmark file. Allocations are counted by preloading
# Scripts/AllocCount (glibc; elsewhere the counts are left out).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Scripts/Benchmarks --product reducer-bench >&2
current=Scripts/Benchmarks/.build/release/reducer-bench
source Scripts/baseline.sh
previous=$(baseline_build reducer-bench Scripts/Benchmarks/ReducerBench/main.swift)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

preload=
if cc -O2 -shared -fPIC -o "$work/alloc-count.so" Scripts/AllocCount/alloc-count.c 2>/dev/null; then
    preload=$work/alloc-count.so
fi

# The mixed workload: the golden traces' events and 1,000 realistic fuzz sessions' (kept
# by this tree's trace-replay; both builds replay the same files).
swift build -c release --product trace-replay >&2
.build/release/trace-replay fuzz --seed 5 --runs 1000 --mode realistic --keep "$work/mixed" > /dev/null 2>&1 || [ $? -eq 1 ]
mixed=("$work"/mixed/*.events.jsonl Traces/*.events.jsonl)
set -- "$@" --traces "${mixed[@]}"

# Runs a benchmark binary under /usr/bin/time -v; its output in $work/$2.txt, its peak
# RSS (kB) in $work/$2.rss.
run() {
    LD_PRELOAD=$preload /usr/bin/time -v "$1" "${@:3}" > "$work/$2.txt" 2> "$work/$2.time"
    awk -F': ' '/Maximum resident set size/ {print $2}' "$work/$2.time" > "$work/$2.rss"
}
# Alternates the two builds, twice, so that both see the same machine.
run "$current" current.1 "$@"
run "$previous" previous.1 "$@"
run "$current" current.2 "$@"
run "$previous" previous.2 "$@"

# The best figure of a case (`sections.N`, `mixed`) over both runs of a build.
best() { cat "$work/$1".[12].txt | awk -v key="reducer.$2" '$1 == key { print $2 }' | sort -g | sed -n 1p; }

echo "reducer: ns per drag event, best of both runs (this tree vs $baseline, the previous release)"
for sections in 10 1000 100000; do
    now=$(best current "sections.$sections")
    before=$(best previous "sections.$sections")
    awk -v s="$sections" -v a="$now" -v b="$before" \
        'BEGIN { printf "  %6d sections  %7.2f ns/event  (previous %7.2f; cost %.2fx, %.2fx faster)\n", s, a, b, a / b, b / a }'
done
now=$(best current mixed)
before=$(best previous mixed)
awk -v a="$now" -v b="$before" -v what="$(awk '$1 == "reducer.mixed" { sub(/.*\(/, ""); sub(/\)/, ""); print; exit }' "$work/current.1.txt")" \
    'BEGIN { printf "  mixed           %7.2f ns/event  (previous %7.2f; cost %.2fx, %.2fx faster; %s)\n", a, b, a / b, b / a, what }'
small=$(best current sections.10)
large=$(best current sections.100000)
awk -v a="$large" -v b="$small" 'BEGIN { printf "  ratio 100,000 / 10 sections: %.2f\n", a / b }'
if [ -n "$preload" ]; then
    echo "allocations (this tree):"
    awk '/allocations/ { sub(/^reducer.sections./, "  "); sub(/.allocations/, " sections:"); print }' "$work/current.1.txt"
    echo "allocations (previous):"
    awk '/allocations/ { sub(/^reducer.sections./, "  "); sub(/.allocations/, " sections:"); print }' "$work/previous.1.txt"
fi
echo "peak RSS: this tree $(( $(cat "$work/current.1.rss") / 1024 )) MB, previous $(( $(cat "$work/previous.1.rss") / 1024 )) MB (1,000,000 prebuilt events per case included)"
