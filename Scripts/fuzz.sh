#!/usr/bin/env bash
# A long fuzz campaign (SPEC §8) on every core: realistic and adversarial sequences, every
# invariant checked after every event, failures shrunk into fuzz-counterexamples/.
# Deterministic: the same SEED gives the same sequences whatever the number of cores.
#
#   Scripts/fuzz.sh                  # seed 1000, 45,000 sequences (about 10 million events)
#   Scripts/fuzz.sh SEED RUNS [MAX_EVENTS]
set -euo pipefail
cd "$(dirname "$0")/.."
seed=${1:-1000}
runs=${2:-45000}
max_events=${3:-400}
swift build -c release --product trace-replay >&2
echo "trace-replay fuzz --seed $seed --runs $runs --max-events $max_events --jobs $(nproc)" >&2
exec .build/release/trace-replay fuzz --seed "$seed" --runs "$runs" --max-events "$max_events" --jobs "$(nproc)"
