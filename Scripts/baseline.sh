# Sourced by the benchmarks: builds a product of the previous release (the anchor the
# figures are compared with) and prints the path of its binary.
#
#   source Scripts/baseline.sh; previous=$(baseline_build trace-replay)
#
# BASELINE (default 6e2c10d, the tree the first benchmarks were measured against) is
# unpacked with `git archive` into .build-baseline/<commit>/src and built there once, in
# release mode (a few minutes the first time). A benchmark may pass its own benchmark
# source file to build against the baseline with the same harness: `baseline_build
# reducer-bench Scripts/Benchmarks/ReducerBench/main.swift`. A baseline with the benchmarks
# package (Scripts/Benchmarks/Package.swift) builds them there; an older one has them in its
# root manifest, under Scripts/NAME/ (the harness is copied there); with the benchmarks
# package, this tree's manifest of it is copied with the harness.
baseline=${BASELINE:-6e2c10d}

baseline_build() {
    local product=$1 harness=${2:-}
    local dir=.build-baseline/$baseline/src
    if [ ! -d "$dir" ]; then
        mkdir -p "$dir"
        git archive "$baseline" | tar -x -C "$dir"
    fi
    local package=() bin=$dir/.build/release
    if [ -f "$dir/Scripts/Benchmarks/Package.swift" ] && [ "$product" != trace-replay ]; then
        package=(--package-path Scripts/Benchmarks)
        bin=$dir/Scripts/Benchmarks/.build/release
    fi
    if [ -n "$harness" ]; then
        local target=$harness
        # Older trees: Scripts/ReducerBench/main.swift for Scripts/Benchmarks/ReducerBench/main.swift.
        [ -n "${package[*]}" ] || target=${harness/Scripts\/Benchmarks\//Scripts\/}
        cmp -s "$harness" "$dir/$target" || cp "$harness" "$dir/$target"
        # The benchmarks' manifest too (a harness may need another of the library's products).
        if [ -n "${package[*]}" ]; then
            cmp -s Scripts/Benchmarks/Package.swift "$dir/Scripts/Benchmarks/Package.swift" ||
                cp Scripts/Benchmarks/Package.swift "$dir/Scripts/Benchmarks/Package.swift"
        fi
    fi
    echo "building $product of the previous release ($baseline) in $dir…" >&2
    (cd "$dir" && swift build -c release "${package[@]}" --product "$product" >&2)
    echo "$bin/$product"
}
