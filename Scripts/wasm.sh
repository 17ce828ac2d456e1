#!/usr/bin/env bash
# Builds pager.wasm — PagerCore's reducer as WebAssembly — with the toolchain alone:
# swiftc in Embedded Swift mode for wasm32-unknown-none-wasm (PagerCore, PagerPhysics,
# PagerKit, PagerSimulator, the trace codec (TraceCodec), then the C ABI of
# Sources/PagerWasm/PagerWasm*.swift), clang for the small C runtime of Sources/PagerWasm/runtime.c
# and fma.c, and wasm-ld. No SDK, no package, no download.
#
#   Scripts/wasm.sh [--out FILE]      # default: .build/wasm/pager.wasm
#   Scripts/wasm.sh --plant --out F   # a module with a planted difference (headerTy one ulp
#                                     # off), for the checks that must catch it
#   Scripts/wasm.sh --web             # .build/wasm/pager-web.wasm: what the web front end
#                                     # (Sources/PagerWeb) calls, without the simulator, and
#                                     # without recording: the module a page ships
#   Scripts/wasm.sh --web-recording   # .build/wasm/pager-web-recording.wasm: the same with
#                                     # the recording exports (pager_web_record and the
#                                     # recorded lines), linked from the same objects
#   Scripts/wasm.sh --web-check       # .build/wasm/pager-web-check.wasm: the same with the
#                                     # reducer's exports (pager_reset, pager_apply_*, …), for
#                                     # the golden traces (Sources/PagerWasm/replay.js)
#
# The web builds are made for size, from objects of their own (.build/wasm/web-objects): every
# module with link-time optimization (LLVM bitcode, optimized whole by wasm-ld), PagerKit with
# SCROLLPAGER_WEB (the driver's translation of UIKit's callbacks and SwiftUI's reports left
# out: a browser sends neither), the C ABI without the playground's part; then binaryen's
# `wasm-opt -Oz` (Debian's binaryen; a build tool, not a dependency of the product).
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/wasm/pager.wasm plant=false web=false recording=false check=false
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out=$2; shift 2 ;;
        --plant) plant=true; shift ;;
        --web) web=true; out=.build/wasm/pager-web.wasm; shift ;;
        --web-recording) web=true; recording=true; out=.build/wasm/pager-web-recording.wasm; shift ;;
        --web-check) web=true; check=true; out=.build/wasm/pager-web-check.wasm; shift ;;
        *) echo "wasm: unknown option '$1' (--out FILE, --plant, --web, --web-recording, --web-check)" >&2; exit 2 ;;
    esac
done
if $web && ! command -v wasm-opt > /dev/null; then
    echo "wasm: the web builds need wasm-opt (apt-get install binaryen)" >&2
    exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$(dirname "$out")"
# Each module's object and interface are kept in .build/wasm/objects and rebuilt only when one
# of its sources, or a module it imports, is newer (like `swift build`): the checks build the
# module, the planted module and the playground's module one after another, and only the C ABI
# differs between them.
objects=.build/wasm/objects
modules=(PagerCore PagerPhysics PagerKit PagerSimulator TraceCodec)
abi=(Sources/PagerWasm/PagerWasm*.swift Sources/PagerViewer/ViewerScreen.swift)
build_flags=()
if $web; then
    objects=.build/wasm/web-objects
    modules=(PagerCore PagerPhysics PagerKit TraceCodec)
    abi=(Sources/PagerWasm/PagerWasm.swift Sources/PagerWasm/PagerWasm+Web.swift)
    build_flags=(-lto=llvm-full)
fi
mkdir -p "$objects"

target=wasm32-unknown-none-wasm
swift=(swiftc -target "$target" -enable-experimental-feature Embedded -wmo -parse-as-library -Osize "${build_flags[@]}"
       -Xfrontend -disable-stack-protector -Xfrontend -function-sections -package-name ScrollPager -I "$objects")
# fresh OBJECT FILE…: OBJECT exists and is newer than each FILE and each module object built before it.
built=()
fresh() {
    local object=$1 file; shift
    [ -f "$object" ] || return 1
    for file in "$@" "${built[@]}"; do [ "$file" -nt "$object" ] && return 1; done
    return 0
}
# The reducer, unchanged: the same sources as the package's PagerCore. Then the playground's
# simulated screen: the physics, the driver and its screen model, the simulator's host — and
# the trace codec (to write the events lines), each module whole.
for module in "${modules[@]}"; do
    mapfile -t sources < <(find Sources/$module -name '*.swift' | LC_ALL=C sort)
    module_flags=()
    if $web && [ "$module" = PagerKit ]; then module_flags=(-D SCROLLPAGER_WEB); fi
    if ! fresh "$objects/$module.o" "${sources[@]}" Scripts/wasm.sh; then
        "${swift[@]}" "${module_flags[@]}" -module-name "$module" "${sources[@]}" \
            -emit-module -emit-module-path "$objects/$module.swiftmodule" -c -o "$objects/$module.o.tmp" 2> "$work/$module.log" \
            || { cat "$work/$module.log" >&2; exit 1; }
        mv "$objects/$module.o.tmp" "$objects/$module.o"
    fi
    built+=("$objects/$module.o")
done
# The C ABI, with the viewer's screen encoding (the same file the viewer uses); the planted
# module's is compiled each time, apart.
if $plant; then
    # The planted difference is this script's, not the product's: a copy of the ABI with one
    # line rewritten — headerTy one ulp off wherever the header has moved.
    mkdir -p "$work/abi"
    cp Sources/PagerWasm/PagerWasm*.swift "$work/abi/"
    line='public func pagerRecordHeaderTy() -> Double { record.headerTy }'
    abi_source=$(< "$work/abi/PagerWasm.swift")
    [[ $abi_source == *"$line"* ]] || { echo "wasm: --plant: PagerWasm.swift no longer has the line it rewrites: $line" >&2; exit 1; }
    planted='public func pagerRecordHeaderTy() -> Double { record.headerTy == 0 ? 0 : record.headerTy.nextUp }'
    printf '%s\n' "${abi_source/"$line"/"$planted"}" > "$work/abi/PagerWasm.swift"
    abi_object=$work/PagerWasm.o
    "${swift[@]}" -module-name PagerWasm "$work"/abi/PagerWasm*.swift Sources/PagerViewer/ViewerScreen.swift -c -o "$abi_object"
else
    abi_object=$objects/abi/PagerWasm.o
    mkdir -p "$objects/abi"
    if ! fresh "$abi_object" "${abi[@]}" Scripts/wasm.sh; then
        "${swift[@]}" -module-name PagerWasm "${abi[@]}" -c -o "$abi_object.tmp"
        mv "$abi_object.tmp" "$abi_object"
    fi
fi
# The C runtime.
clang --target=wasm32 -O2 -nostdlib -ffreestanding -fno-builtin -c Sources/PagerWasm/runtime.c -o "$work/runtime.o"
clang --target=wasm32 -O2 -nostdlib -ffreestanding -fno-builtin -ffp-contract=off -c Sources/PagerWasm/fma.c -o "$work/fma.o"
# One module: the pager_* functions and the memory exported, nothing else, no entry point. Strings
# compare by Unicode canonical equivalence (titles), whose tables the toolchain ships.
tables=$(dirname "$(command -v swiftc)")/../lib/swift/embedded/$target/libswiftUnicodeDataTables.a
exports=$(sed -n 's/.*@_cdecl("\(pager_[a-z_]*\)").*/--export=\1/p' Sources/PagerWasm/PagerWasm*.swift)
# --web: what the web front end (Sources/PagerWeb) calls, alone: the layout, the web edge and
# the buffers; the linker drops the rest (the simulator, the record accessors).
# Recording (the session's events, records and inputs kept, and their lines written) is its
# own export set, in the recording build alone: the shipped module drops the trace writer.
# --web-check: the same with the reducer's part of the ABI (PagerWasm.swift), for the golden
# traces.
if $web; then
    reducer_exports=$(sed -n 's/.*@_cdecl("\(pager_[a-z_]*\)").*/--export=\1/p' Sources/PagerWasm/PagerWasm.swift)
    exports=$(echo "$exports" | grep -E -e '--export=pager_(layout_|web_|tab_|badge_|bar_height|input_buffer|text_buffer)')
    recorder='--export=pager_web_(record|event_count|event_line|record_line|input_count|input_line)$'
    if ! $recording; then exports=$(echo "$exports" | grep -v -E -e "$recorder"); fi
    if $check; then exports=$(printf '%s\n%s\n' "$exports" "$reducer_exports" | sort -u); fi
fi
# shellcheck disable=SC2086  # one word per export
wasm-ld --no-entry $exports --gc-sections --strip-all -z stack-size=1048576 \
    "$objects"/Pager*.o "$abi_object" "$work/runtime.o" "$work/fma.o" "$tables" -o "$out.tmp"
if $web; then
    # The features the toolchain's wasm32 target emits (the web builds' only engine tests
    # are the browsers': Chromium, Firefox and WebKit all have them).
    wasm-opt -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int \
        "$out.tmp" -o "$out.opt"
    mv "$out.opt" "$out.tmp"
fi
mv "$out.tmp" "$out"
# Its JavaScript glue beside it (`trace-replay playground` inlines both).
cp Sources/PagerWasm/pager-wasm.js "$(dirname "$out")/pager-wasm.js"
echo "wasm: $out ($(wc -c < "$out") bytes)"
