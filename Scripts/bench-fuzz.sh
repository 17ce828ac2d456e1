#!/usr/bin/env bash
# Benchmark of realistic fuzzing; not a test. In one run, alternating, twice each:
#   trace-replay fuzz --mode realistic (this tree)
#   the same with the previous release (Scripts/baseline.sh)
# over the same sequences (--seed 1, every invariant on, no regression corpus), and prints
# the events/s each reported (best of two), their ratio, and peak RSS.
# Goal: ≥ 500 k events/s on 2 cores.
#
#   Scripts/bench-fuzz.sh [RUNS]     # default 2000 sequences
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-2000}
swift build -c release --product trace-replay >&2
current=.build/release/trace-replay
source Scripts/baseline.sh
previous=$(baseline_build trace-replay)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Prints "<events/s> <peak RSS kB>" of one campaign.
campaign() {
    /usr/bin/time -v "$1" fuzz --mode realistic --seed 1 --runs "$runs" --regressions none --out "$work/out" \
        > "$work/fuzz.txt" 2> "$work/time.txt"
    local rate rss
    rate=$(grep -ho '[0-9]* events/s' "$work/fuzz.txt" "$work/time.txt" | sed -n 1p | cut -d' ' -f1)
    rss=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/time.txt")
    echo "$rate $rss"
}
best_now=0; best_before=0
for round in 1 2; do
    read -r rate rss_now < <(campaign "$current")
    [ "$rate" -gt "$best_now" ] && best_now=$rate
    read -r rate rss_before < <(campaign "$previous")
    [ "$rate" -gt "$best_before" ] && best_before=$rate
done
grep -h "sequences," "$work/fuzz.txt" || true
echo "fuzz --mode realistic, $runs sequences, $(nproc) cores, every invariant on (best of 2):"
awk -v a="$best_now" -v b="$best_before" -v r="$rss_now" -v q="$rss_before" 'BEGIN {
    printf "  this tree         %8d events/s  (%.2fx the previous release, peak RSS %d MB)\n", a, a / b, r / 1024
    printf "  previous release  %8d events/s  (peak RSS %d MB)\n", b, q / 1024 }'
