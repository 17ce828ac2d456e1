#!/usr/bin/env bash
# The corpus `trace-replay check --jobs` is measured on (issue 44): 10,000 realistic fuzz
# sessions (`fuzz --seed 5 --runs 10000 --mode realistic --keep`), each with the states the
# reducer gives it (`run --record`), in DIR (default .build/check-corpus; kept if present).
#
#   Scripts/bench-check-corpus.sh [DIR]
#   .build/release/trace-replay check DIR --jobs 1     # then --jobs 2: the same output, faster
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-.build/check-corpus}
tool=.build/release/trace-replay
[ -x "$tool" ] || swift build -c release --product trace-replay > /dev/null
if [ -f "$dir/.complete" ]; then
    echo "corpus: $dir (kept)"
    exit 0
fi
rm -rf "$dir"
mkdir -p "$dir"
# (Exit 1 is a failing sequence, kept like the others: its states are the reducer's own.)
"$tool" fuzz --seed 5 --runs 10000 --mode realistic --keep "$dir" > /dev/null 2>&1 || [ $? -eq 1 ]
find "$dir" -name '*.events.jsonl' -print0 |
    xargs -0 -P "$(nproc)" -n 1 sh -c 'exec "$0" run "$1" --record "${1%.events.jsonl}.states.jsonl" 2> /dev/null' "$tool"
touch "$dir/.complete"
echo "corpus: $dir ($(find "$dir" -name '*.events.jsonl' | wc -l) traces, $(du -sh "$dir" | cut -f1))"
