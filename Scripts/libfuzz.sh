#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer and AddressSanitizer. Targets, outside the
# library's dependency graph (Scripts/LibFuzz):
#   reader   arbitrary bytes through both streaming trace readers (PagerFuzz.ReaderCheck)
#   reducer  bytes decoded as a session applied to PagerState, SPEC §8.1–§8.3 after every
#            event, a second reducer, a save/restore mid-sequence (PagerFuzz.ReducerCheck)
#   driver   bytes decoded as UIKit callbacks in any order (re-entrant echoes, missing ends,
#            layouts mid-drag, header pans) through PagerDriver: no trap, every event it
#            makes round-trips and keeps SPEC §8.1–§8.3 (PagerFuzz.DriverCheck)
#
#   Scripts/libfuzz.sh TARGET [--seconds N] [--jobs N]     # default 60 s, 1 job
#       [--state DIR]         the working corpus, seeds, crash artifacts and logs
#                             (default .libfuzz/TARGET: outside any folder SwiftPM manages,
#                             so a build cannot empty it, and one folder per target, so
#                             targets can be fuzzed side by side)
#       [--regressions DIR]   where a crash is kept (default Tests/Regressions)
#
# Builds the target with -sanitize=fuzzer,address (in .build/libfuzz), seeds its working
# corpus from Traces/ and the regression corpus, runs libFuzzer, prints its stats and one
# summary line. On a crash it minimizes the input, keeps it in the regression corpus as a
# trace whose # lines say what failed, and exits 1. Every failure says why.
set -euo pipefail
on_error='echo "libfuzz: line $LINENO: \"$BASH_COMMAND\" failed (exit $?)" >&2'
trap "$on_error" ERR
cd "$(dirname "$0")/.."
usage="usage: Scripts/libfuzz.sh reader|reducer|driver [--seconds N] [--jobs N] [--state DIR] [--regressions DIR]"
[ $# -gt 0 ] || { echo "libfuzz: no target given; $usage" >&2; exit 2; }
target=$1
shift
seconds=60 jobs=1 state= regressions=Tests/Regressions
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds=$2; shift 2 ;;
        --jobs) jobs=$2; shift 2 ;;
        --state) state=$2; shift 2 ;;
        --regressions) regressions=$2; shift 2 ;;
        *) echo "libfuzz: unknown option '$1'; $usage" >&2; exit 2 ;;
    esac
done
case "$target" in reader|reducer|driver) ;; *) echo "libfuzz: unknown target '$target' (reader, reducer, driver)" >&2; exit 2 ;; esac
state=${state:-.libfuzz/$target}

scratch=.build/libfuzz
if ! swift build -c release --scratch-path "$scratch" --product "$target-fuzz" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DLIBFUZZER >&2; then
    echo "libfuzz: the $target-fuzz build with -sanitize=fuzzer,address failed (above)" >&2
    exit 1
fi
binary=$scratch/release/$target-fuzz
corpus=$state/corpus
seeds=$state/seeds
artifacts=$state/artifacts
mkdir -p "$corpus" "$seeds" "$artifacts" "$regressions"
# Seeds: the reader starts from every trace file; both from every kept regression input.
if [ "$target" = reader ]; then cp Traces/*.jsonl "$seeds"/; fi
cp Tests/Regressions/"$target"-* "$seeds"/ 2> /dev/null || true
[ -n "$(ls "$seeds")" ] || printf '\0' > "$seeds/empty"
# Bytes per input: a trace line or a few; a session of up to 400 events.
max_len=$([ "$target" = reader ] && echo 4096 || echo 1024)

# Swift's own crash handler (swift-backtrace) must not run inside a sanitized fuzzer: under
# AddressSanitizer it faults reading the crashed process and then waits, so a failed check
# (a fatalError) would hang the campaign instead of leaving libFuzzer its crash file.
export SWIFT_BACKTRACE=enable=no

log=$state/libfuzzer.log
touch "$log.start"
set +e
trap - ERR  # libFuzzer exits non-zero on a crash: that is handled below, with its reason
if [ "$jobs" -gt 1 ]; then
    "$binary" "$corpus" "$seeds" -max_total_time="$seconds" -fork="$jobs" -artifact_prefix="$artifacts/" \
        -print_final_stats=1 -max_len="$max_len" -timeout=20 2>&1 | tee "$log" | grep -E "^#[0-9]+ +(INITED|DONE|NEW)|DONE|INFO: fuzzed|crash|ERROR" | tail -n 20
else
    "$binary" "$corpus" "$seeds" -max_total_time="$seconds" -artifact_prefix="$artifacts/" \
        -print_final_stats=1 -max_len="$max_len" -timeout=20 2>&1 | tee "$log" | grep -E "^#[0-9]+ +(INITED|pulse|DONE)|stat::|ERROR|SUMMARY" | tail -n 20
fi
status=${PIPESTATUS[0]}
set -e
trap "$on_error" ERR

runs=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
rate=$(sed -n 's/^stat::average_exec_per_sec: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
if [ -z "$runs" ]; then  # -fork prints no final stats; its last status line has the figures
    last=$(grep -E "^#[0-9]+: cov:" "$log" | tail -n 1 || true)
    runs=$(echo "$last" | sed -n 's/^#\([0-9]*\):.*/\1/p')
    rate=$(echo "$last" | sed -n 's/.*exec\/s: \([0-9]*\).*/\1/p')
fi
coverage=$(grep -oE "cov: [0-9]+" "$log" | tail -n 1 | grep -oE "[0-9]+" || true)
features=$(grep -oE "ft: [0-9]+" "$log" | tail -n 1 | grep -oE "[0-9]+" || true)
crashes=$( (find "$artifacts" -name 'crash-*' -newer "$log.start" 2> /dev/null || true) | wc -l)
echo "libfuzz $target: ${runs:-?} executions, ${rate:-?}/s, coverage ${coverage:-?} edges (${features:-?} features), $crashes crashes in $seconds s"

if [ "$status" -ne 0 ] || [ "$crashes" -gt 0 ]; then
    crash=$(ls -t "$artifacts"/crash-* 2> /dev/null | sed -n 1p)
    [ -n "$crash" ] || { echo "libfuzz: libFuzzer failed (exit $status) without a crash file; see $log" >&2; exit 1; }
    minimized="$artifacts/minimized-$(basename "$crash")"
    "$binary" "$crash" -minimize_crash=1 -max_total_time="${LIBFUZZ_MINIMIZE_SECONDS:-60}" -exact_artifact_path="$minimized" \
        > "$state/minimize.log" 2>&1 || true
    [ -s "$minimized" ] || minimized=$crash
    what=$(grep -m1 -oE "(Fatal error: .*|ERROR: AddressSanitizer: [a-z-]+.*)" "$log" | head -n 1 || true)
    where=$(grep -m1 -oE "in [^ ]+ /[^ ]+\.swift:[0-9]+:[0-9]+" "$log" | head -n 1 || true)
    name=$target-$(basename "$crash" | sed 's/^crash-//' | cut -c1-12)
    header() {
        echo "# Found by Scripts/libfuzz.sh $target ($(basename "$crash"), minimized to $(wc -c < "$minimized") bytes)."
        echo "# What failed: ${what:-see the libFuzzer log}"
        [ -n "$where" ] && echo "# Where: ${where#in }"
        echo "# Replayed by swift test (RegressionCorpusTests) and trace-replay fuzz, through PagerFuzz.${target^}Check."
    }
    if [ "$target" = reader ]; then
        kept=$regressions/$name.jsonl
        { header; cat "$minimized"; } > "$kept"
    else
        # The raw bytes (what the target decodes), and the session they stand for as a trace.
        kept=$regressions/$name.bytes
        cp "$minimized" "$kept"
        if swift build -c release --product "$target-fuzz" >&2; then
            { header; ".build/release/$target-fuzz" --trace "$minimized"; } > "$regressions/$name.events.jsonl" || true
        else
            echo "libfuzz: the plain $target-fuzz build failed, so the crash has no trace beside its bytes" >&2
        fi
    fi
    echo "libfuzz: crash kept as $kept (reproduce: swift run $target-fuzz $kept); libFuzzer's log: $log"
    exit 1
fi
