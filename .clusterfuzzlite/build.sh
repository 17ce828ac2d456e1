#!/bin/bash -eu
# Builds every libFuzzer target (Scripts/LibFuzz: reader, reducer, driver) the way
# ClusterFuzzLite and OSS-Fuzz build Swift projects, and leaves in $OUT what they run:
#   $OUT/NAME-fuzz                  the fuzzer (libFuzzer linked in, the builder's sanitizer)
#   $OUT/NAME-fuzz_seed_corpus.zip  its seeds: the golden traces (reader) and every kept
#                                   regression input (Tests/Regressions)
#   $OUT/NAME-fuzz.options          libFuzzer's options (the input size Scripts/libfuzz.sh uses)
#
# The builder sets $SRC, $OUT, $WORK, $SANITIZER, $LIB_FUZZING_ENGINE and provides
# `precompile_swift`, which exports SWIFTFLAGS for $SANITIZER (and copies its symbolizer).
# Scripts/clusterfuzzlite-check.sh runs this file here with the same variables.
cd "$SRC/scrollpager"
. precompile_swift

# LIBFUZZER selects the targets' libFuzzer entry points (they hand over to libFuzzer's
# driver, PagerFuzz.LibFuzzerEntry).
flags="$SWIFTFLAGS -Xswiftc -DLIBFUZZER"
scratch="${WORK:-$SRC/scrollpager/.build}/oss-fuzz"
for target in reader reducer driver; do
    # shellcheck disable=SC2086  # the flags are words
    swift build -c release --scratch-path "$scratch" --product "$target-fuzz" $flags
    cp "$scratch/release/$target-fuzz" "$OUT/"

    seeds=$(mktemp -d)
    if [ "$target" = reader ]; then cp Traces/*.jsonl "$seeds/"; fi
    cp Tests/Regressions/"$target"-* "$seeds/" 2> /dev/null || true
    [ -n "$(ls "$seeds")" ] || printf '\0' > "$seeds/empty"
    rm -f "$OUT/$target-fuzz_seed_corpus.zip"
    (cd "$seeds" && zip -q -r "$OUT/$target-fuzz_seed_corpus.zip" .)
    rm -rf "$seeds"

    max_len=$([ "$target" = reader ] && echo 4096 || echo 1024)
    printf '[libfuzzer]\nmax_len = %s\ntimeout = 20\n' "$max_len" > "$OUT/$target-fuzz.options"
done
