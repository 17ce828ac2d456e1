#!/usr/bin/env bash
# Runs .clusterfuzzlite/build.sh here as ClusterFuzzLite / OSS-Fuzz's builder runs it, then
# checks what it must leave in $OUT: each libFuzzer target runnable, with its seed corpus.
#
# The builder's environment: the source copied to $SRC/scrollpager (the Dockerfile's COPY),
# $OUT and $WORK empty folders, SANITIZER=address, FUZZING_ENGINE=libfuzzer,
# LIB_FUZZING_ENGINE=-fsanitize=fuzzer, FUZZING_LANGUAGE=swift, the CFLAGS of an address
# build, and `precompile_swift` on PATH. The real `precompile_swift` (base-builder-swift)
# exports SWIFTFLAGS from SANITIZER and CFLAGS and copies the builder's symbolizer into
# $OUT; the stand-in below does the same with this toolchain's symbolizer.
#
#   Scripts/clusterfuzzlite-check.sh [--runs N]     # default: 500 inputs per fuzzer
set -euo pipefail
cd "$(dirname "$0")/.."
runs=500
[ "${1:-}" = --runs ] && runs=$2

builder=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$builder"' EXIT
export SRC=$builder/src OUT=$builder/out WORK=$builder/work
export SANITIZER=address FUZZING_ENGINE=libfuzzer LIB_FUZZING_ENGINE=-fsanitize=fuzzer FUZZING_LANGUAGE=swift ARCHITECTURE=x86_64
export CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
export CXXFLAGS="$CFLAGS"
mkdir -p "$SRC/scrollpager" "$OUT" "$WORK" "$builder/bin"
# The Dockerfile's `COPY . $SRC/scrollpager`: the repository's files as they are now.
git ls-files -z --cached --others --exclude-standard | xargs -0 -I{} cp --parents {} "$SRC/scrollpager/" 2> /dev/null || true
cp .clusterfuzzlite/build.sh "$SRC/"
cat > "$builder/bin/precompile_swift" <<'SHIM'
# Stand-in for base-builder-swift's precompile_swift (sourced by build.sh).
cp "$(command -v llvm-symbolizer)" "$OUT/llvm-symbolizer"
export SWIFTFLAGS="-Xswiftc -parse-as-library -Xswiftc -static-stdlib --static-swift-stdlib"
if [ "$SANITIZER" = coverage ]; then
    export SWIFTFLAGS="$SWIFTFLAGS -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping -Xswiftc -sanitize=fuzzer"
else
    export SWIFTFLAGS="$SWIFTFLAGS -Xswiftc -sanitize=fuzzer,$SANITIZER --sanitize=$SANITIZER"
    for f in $CFLAGS; do export SWIFTFLAGS="$SWIFTFLAGS -Xcc=$f"; done
    for f in $CXXFLAGS; do export SWIFTFLAGS="$SWIFTFLAGS -Xcxx=$f"; done
fi
SHIM
chmod +x "$builder/bin/precompile_swift"

echo "== .clusterfuzzlite/build.sh (SRC=$SRC OUT=$OUT)"
(cd "$SRC" && PATH="$builder/bin:$PATH" bash -eu "$SRC/build.sh") > "$builder/build.log" 2>&1 || { tail -40 "$builder/build.log" >&2; exit 1; }

echo "== what it left in \$OUT"
for target in reader reducer driver; do
    fuzzer=$OUT/$target-fuzz
    [ -x "$fuzzer" ] || { echo "FAIL  $fuzzer is missing or not executable" >&2; exit 1; }
    [ -s "$fuzzer.options" ] || { echo "FAIL  $fuzzer.options is missing" >&2; exit 1; }
    seeds=$(unzip -Z1 "${fuzzer}_seed_corpus.zip" | wc -l)
    [ "$seeds" -gt 0 ] || { echo "FAIL  ${fuzzer}_seed_corpus.zip is empty" >&2; exit 1; }
    # Run it as the fuzzing service would: its corpus unpacked, its options applied.
    corpus=$WORK/corpus-$target
    mkdir -p "$corpus"
    unzip -q "${fuzzer}_seed_corpus.zip" -d "$corpus"
    max_len=$(sed -n 's/^max_len = //p' "$fuzzer.options")
    if ! (cd "$OUT" && ./"$target-fuzz" "$corpus" -runs="$runs" -max_len="$max_len" > "$WORK/$target.log" 2>&1); then
        tail -20 "$WORK/$target.log" >&2
        echo "FAIL  $target-fuzz did not run cleanly" >&2
        exit 1
    fi
    done_line=$(grep -m1 -E '^#[0-9]+ +DONE' "$WORK/$target.log" || grep -E '^Done [0-9]+ runs' "$WORK/$target.log" | tail -1)
    echo "ok    $target-fuzz: $seeds seeds, $(wc -c < "$fuzzer") bytes, ran $runs inputs: $done_line"
done
[ -x "$OUT/llvm-symbolizer" ] && echo "ok    llvm-symbolizer beside them"
echo "clusterfuzzlite-check: ok"
