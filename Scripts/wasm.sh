#!/usr/bin/env bash
# Builds pager.wasm — PagerCore's reducer as WebAssembly — with the toolchain alone:
# swiftc in Embedded Swift mode for wasm32-unknown-none-wasm (PagerCore, PagerPhysics,
# PagerKit, PagerSimulator, the trace codec (TraceCodec), then the C ABI of
# Sources/PagerWasm/PagerWasm.swift), clang for the small C runtime of Sources/PagerWasm/runtime.c
# and fma.c, and wasm-ld. No SDK, no package, no download.
#
#   Scripts/wasm.sh [--out FILE]      # default: .build/wasm/pager.wasm
#   Scripts/wasm.sh --plant --out F   # a module with a planted difference (headerTy one ulp
#                                     # off), for the checks that must catch it
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/wasm/pager.wasm plant=()
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out=$2; shift 2 ;;
        --plant) plant=(-D PLANTED_DIFFERENCE); shift ;;
        *) echo "wasm: unknown option '$1' (--out FILE, --plant)" >&2; exit 2 ;;
    esac
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$(dirname "$out")"

target=wasm32-unknown-none-wasm
swift=(swiftc -target "$target" -enable-experimental-feature Embedded -wmo -parse-as-library -Osize
       -Xfrontend -disable-stack-protector -Xfrontend -function-sections -package-name ScrollPager -I "$work")
# The reducer, unchanged: the same sources as the package's PagerCore.
"${swift[@]}" -module-name PagerCore Sources/PagerCore/*.swift \
    -emit-module -emit-module-path "$work/PagerCore.swiftmodule" -c -o "$work/PagerCore.o"
# The playground's simulated screen: the physics, the driver and its screen model, the
# simulator's host — and the trace codec (to write the events lines), each module whole.
for module in PagerPhysics PagerKit PagerSimulator TraceCodec; do
    "${swift[@]}" -module-name "$module" Sources/$module/*.swift \
        -emit-module -emit-module-path "$work/$module.swiftmodule" -c -o "$work/$module.o" 2> "$work/$module.log" \
        || { cat "$work/$module.log" >&2; exit 1; }
done
# The C ABI, with the viewer's screen encoding (the same file the viewer uses).
"${swift[@]}" "${plant[@]}" -module-name PagerWasm Sources/PagerWasm/PagerWasm.swift Sources/PagerViewer/ViewerScreen.swift -c -o "$work/PagerWasm.o"
# The C runtime.
clang --target=wasm32 -O2 -nostdlib -ffreestanding -fno-builtin -c Sources/PagerWasm/runtime.c -o "$work/runtime.o"
clang --target=wasm32 -O2 -nostdlib -ffreestanding -fno-builtin -ffp-contract=off -c Sources/PagerWasm/fma.c -o "$work/fma.o"
# One module: the pager_* functions and the memory exported, nothing else, no entry point. Strings
# compare by Unicode canonical equivalence (titles), whose tables the toolchain ships.
tables=$(dirname "$(command -v swiftc)")/../lib/swift/embedded/$target/libswiftUnicodeDataTables.a
exports=$(sed -n 's/.*@_cdecl("\(pager_[a-z_]*\)").*/--export=\1/p' Sources/PagerWasm/PagerWasm.swift)
# shellcheck disable=SC2086  # one word per export
wasm-ld --no-entry $exports --gc-sections --strip-all -z stack-size=1048576 \
    "$work"/Pager*.o "$work/runtime.o" "$work/fma.o" "$tables" -o "$out.tmp"
mv "$out.tmp" "$out"
# Its JavaScript glue beside it (`trace-replay playground` inlines both).
cp Sources/PagerWasm/pager-wasm.js "$(dirname "$out")/pager-wasm.js"
echo "wasm: $out ($(wc -c < "$out") bytes)"
