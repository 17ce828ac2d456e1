#!/usr/bin/env bash
# Re-records the expected states of the golden corpus, for review with `git diff`.
# A states file only proves something once a person has checked its key values against
# the SPEC: each events file's `#` lines say which values those are and why.
#
#   Scripts/record-traces.sh               # re-record Traces/*.states.jsonl
#   Scripts/record-traces.sh --events      # first regenerate the events files of every
#                                          # Traces/scenarios/*.scenario through
#                                          # `trace-replay simulate` (the simulator host,
#                                          # SPEC §7), then re-record
# bad-events, spec-example and the two-finger header traces are written by hand, event by
# event (they have no scenario); --events leaves them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product trace-replay >&2
if [[ "${1:-}" == "--events" ]]; then
    for script in Traces/scenarios/*.scenario; do
        name=$(basename "$script" .scenario)
        .build/release/trace-replay simulate "$script" --out "Traces/$name.events.jsonl"
    done
fi
for events in Traces/*.events.jsonl; do
    .build/release/trace-replay run "$events" --record "${events%.events.jsonl}.states.jsonl"
done
git --no-pager diff --stat -- Traces || true
