# Sourced by the benchmarks: builds a product of the previous release (the anchor the
# figures are compared with) and prints the path of its binary.
#
#   source Scripts/baseline.sh; previous=$(baseline_build trace-replay)
#
# BASELINE (default 6e2c10d, the tree the first benchmarks were measured against) is unpacked with
# `git archive` into .build-baseline/<commit>/src and built there once, in release mode
# (a few minutes the first time). A benchmark may pass its own benchmark source file to
# build against the baseline with the same harness: `baseline_build reducer-bench
# Scripts/ReducerBench/main.swift`.
baseline=${BASELINE:-6e2c10d}

baseline_build() {
    local product=$1 harness=${2:-}
    local dir=.build-baseline/$baseline/src
    if [ ! -d "$dir" ]; then
        mkdir -p "$dir"
        git archive "$baseline" | tar -x -C "$dir"
    fi
    if [ -n "$harness" ] && ! cmp -s "$harness" "$dir/$harness"; then
        cp "$harness" "$dir/$harness"
    fi
    echo "building $product of the previous release ($baseline) in $dir…" >&2
    (cd "$dir" && swift build -c release --product "$product" >&2)
    echo "$dir/.build/release/$product"
}
