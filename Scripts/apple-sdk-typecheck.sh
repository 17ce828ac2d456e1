#!/usr/bin/env bash
# Type-checks the package against Apple's real iPhoneOS SDK (its .swiftinterface files and
# Objective-C headers, no stubs), in Swift 6 mode, for arm64-apple-ios16.0 and
# arm64-apple-ios18.0: every library module (the Apple-only code under
# `#if canImport(UIKit/SwiftUI)` included), a clash probe (every public type of ours
# unqualified, in a type position, in an app file that imports SwiftUI and UIKit), and every
# Swift sample of README.md, docs/*.md and the DocC articles, compiled as an app file; and
# each app mistake in Scripts/AppleMisuse refused with the error it names.
# Passes only with no error and no warning. It proves the code fits the SDK; nothing about
# behaviour on a device.
#
#   Scripts/apple-sdk-typecheck.sh [SDK…]     SDK: an iPhoneOS*.sdk directory. Default: the
#                                             ones in $IOS_SDK (':'-separated), else every
#                                             iPhoneOS*.sdk in the cache below.
#   Scripts/apple-sdk-typecheck.sh --extract GITDIR COMMIT FOLDER
#                                             puts FOLDER (e.g. iPhoneOS18.6.sdk) of a bare
#                                             git snapshot into the cache
#   Scripts/apple-sdk-typecheck.sh --available  exit 0 when an SDK is there (for .ci/run)
#   Scripts/apple-sdk-typecheck.sh --symbol-graph MODULE DIR
#                                             MODULE's symbol graph for iOS (the newest SDK,
#                                             iOS 16) into DIR: Scripts/docs.sh documents the
#                                             Apple-only types from it
#   API_BASELINES_UPDATE=1 Scripts/apple-sdk-typecheck.sh
#                                             at a release: writes the real SDK's public-API
#                                             baselines of PagerKit and ScrollPager
#                                             (Tests/APIBaselines/ios-sdk; Scripts/api-check.sh)
#
# The cache: $SCROLLPAGER_SDK_CACHE, default ~/.cache/scrollpager-ios-sdk. The SDK is
# Apple's: never commit it. Where to get one and why each flag below is needed:
# docs/IOS-SDK.md. The first run builds Swift, Foundation, UIKit and SwiftUI from their
# interfaces (1–2 min per SDK); later runs take seconds, because the resource directory,
# the overlay and the module cache keep the same paths from run to run.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/apple-check-common.sh
cache=${SCROLLPAGER_SDK_CACHE:-$HOME/.cache/scrollpager-ios-sdk}
targets=(arm64-apple-ios16.0 arm64-apple-ios18.0)
# The library modules, in dependency order.
modules=(PagerCore PagerPhysics PagerKit TraceCodec PagerTrace PagerRecording PagerSimulator PagerFuzz PagerViewer ScrollPager)

fail() { echo "error: $*" >&2; exit 1; }

# A bare git snapshot lacks its largest blobs (none needed to type-check), so `git archive`
# would stop at the first: the folder is written blob by blob, symlinks and executable bits
# kept, absent blobs counted.
extract() {
    local repo=$1 commit=$2 folder=$3 dest=$cache/$(basename "$3")
    [ -d "$repo" ] || fail "--extract: no git directory at $repo"
    [ ! -e "$dest" ] || fail "--extract: $dest exists already (remove it to extract again)"
    git -C "$repo" cat-file -e "$commit^{tree}" 2> /dev/null || fail "--extract: no commit $commit in $repo"
    mkdir -p "$dest.partial"
    local missing=0 count=0 entry meta path mode type sha out
    while IFS= read -r -d '' entry; do
        meta=${entry%%$'\t'*} path=${entry#*$'\t'}
        read -r mode type sha <<< "$meta"
        [ "$type" = blob ] || continue
        out=$dest.partial/${path#"$folder"/}
        mkdir -p "$(dirname "$out")"
        if [ "$mode" = 120000 ]; then
            ln -sfn "$(git -C "$repo" cat-file blob "$sha")" "$out"
        elif git -C "$repo" cat-file blob "$sha" > "$out" 2> /dev/null; then
            [ "$mode" != 100755 ] || chmod +x "$out"
        else
            rm -f "$out"
            missing=$((missing + 1))
        fi
        count=$((count + 1))
        (( count % 2000 )) || echo "  $count files…" >&2
    done < <(git -C "$repo" ls-tree -r -z "$commit" "$folder/")
    [ "$count" -gt 0 ] || fail "--extract: no folder $folder at $commit"
    mv "$dest.partial" "$dest"
    echo "extracted $count files of $folder ($missing absent from the snapshot) into $dest"
}

sdks() {
    if [ $# -gt 0 ]; then printf '%s\n' "$@"
    elif [ -n "${IOS_SDK:-}" ]; then tr ':' '\n' <<< "$IOS_SDK"
    else find "$cache" -maxdepth 1 -name 'iPhoneOS*.sdk' -type d 2> /dev/null | sort
    fi
}

case "${1:-}" in
--extract)
    [ $# -eq 4 ] || fail "usage: $0 --extract GITDIR COMMIT FOLDER"
    mkdir -p "$cache"
    extract "$2" "$3" "$4"
    exit 0
    ;;
--available)
    [ -n "$(sdks)" ]
    exit
    ;;
--symbol-graph) ;;
-h | --help)
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
    exit 0
    ;;
esac

mapfile -t found < <(sdks "$@")
[ ${#found[@]} -gt 0 ] || fail "no iPhoneOS SDK: set IOS_SDK, pass one, or extract one into $cache (docs/IOS-SDK.md)"

# 1. A resource directory holding only the toolchain's shims, clang headers and macro
#    plugins: its Linux-only header folders (dispatch/, os/, Block/, CoreFoundation/)
#    would shadow the SDK's own. Kept at a fixed path: the cached modules record it.
toolchain=$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift
resources=$cache/resource-dir
mkdir -p "$resources"
for part in shims clang host; do
    [ -e "$toolchain/$part" ] || continue
    [ "$(readlink "$resources/$part" 2> /dev/null)" = "$(readlink -f "$toolchain/$part")" ] ||
        ln -sfn "$(readlink -f "$toolchain/$part")" "$resources/$part"
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ "${1:-}" = --symbol-graph ]; then
    [ $# -eq 3 ] || fail "usage: $0 --symbol-graph MODULE DIR"
    wanted=$2 graphs=$3
    mapfile -t found < <(sdks)
    [ ${#found[@]} -gt 0 ] || fail "no iPhoneOS SDK for the symbol graph of $wanted"
    sdk=${found[-1]} name=$(basename "${found[-1]}" .sdk)
    mkdir -p "$graphs" "$work/modules"
    flags=(-swift-version 6 -target arm64-apple-ios16.0 -sdk "$sdk" -resource-dir "$resources" -I "$resources/shims"
           -I "$cache/overlay-$name" -I "$work/modules" -module-cache-path "$cache/module-cache-$name")
    for module in "${modules[@]}"; do
        extra=()
        [ "$module" != "$wanted" ] || extra=(-emit-symbol-graph -emit-symbol-graph-dir "$graphs" -symbol-graph-minimum-access-level public
                                               -symbol-graph-skip-synthesized-members)
        swiftc -emit-module -wmo -parse-as-library -module-name "$module" -package-name ScrollPager "${flags[@]}" \
            $(module_sources "$module") -emit-module-path "$work/modules/$module.swiftmodule" "${extra[@]}" > "$work/log.txt" 2>&1 ||
            { cat "$work/log.txt" >&2; fail "$module does not build for iOS with $name"; }
        [ "$module" != "$wanted" ] || break
    done
    echo "symbol graph of $wanted for arm64-apple-ios16.0 ($name) in $graphs"
    exit 0
fi
extract_samples "$work" > "$work/samples.txt"
write_clash_probe "$work/clash-probe.swift" "${modules[@]}"
checks=0

# Compiles, and fails on any diagnostic: an error, or a warning (the check wants none).
run() {  # run WHAT ARGS…
    local what=$1
    shift
    if ! swiftc "$@" > "$work/log.txt" 2>&1 || grep -qE '(error|warning):' "$work/log.txt"; then
        echo "error: $what:" >&2
        grep -E '(error|warning|note):' -A3 "$work/log.txt" | head -60 >&2
        exit 1
    fi
    checks=$((checks + 1))
}

for sdk in "${found[@]}"; do
    [ -f "$sdk/SDKSettings.json" ] || [ -f "$sdk/SDKSettings.plist" ] || fail "$sdk is not an SDK (no SDKSettings)"
    name=$(basename "$sdk" .sdk)
    # 3. The toolchain's @Observable plugin (6.3) generates `shouldNotifyObservers`, which
    #    an older SDK's macro declaration does not name: an overlay of Observation's
    #    interface that names it, searched before the SDK. (Newer SDKs name it already.)
    overlay=$cache/overlay-$name
    mkdir -p "$overlay"
    interfaces=("$sdk"/usr/lib/swift/Observation.swiftmodule/*.swiftinterface)
    if [ -f "${interfaces[0]}" ] && ! grep -q 'named(shouldNotifyObservers)' "${interfaces[0]}"; then
        mkdir -p "$overlay/Observation.swiftmodule"
        for interface in "${interfaces[@]}"; do
            target=$overlay/Observation.swiftmodule/$(basename "$interface")
            sed 's/named(withMutation)/named(withMutation), named(shouldNotifyObservers)/' "$interface" > "$work/patched"
            cmp -s "$work/patched" "$target" || cp "$work/patched" "$target"
        done
    fi
    for target in "${targets[@]}"; do
        echo "== $name, $target"
        modules_dir=$work/$name-$target
        mkdir -p "$modules_dir"
        # 2. `-I RES/shims`: for Darwin targets the compiler does not search module maps
        #    in subdirectories, and the SDK's Swift module imports SwiftShims.
        flags=(-swift-version 6 -target "$target" -sdk "$sdk" -resource-dir "$resources" -I "$resources/shims"
               -I "$overlay" -I "$modules_dir" -module-cache-path "$cache/module-cache-$name")
        for module in "${modules[@]}"; do
            # One frontend job per module (-wmo): a separate emit-module job stops at the
            # first declaration error and hides the rest.
            run "$module does not build for $target with $name" -emit-module -wmo -parse-as-library \
                -module-name "$module" -package-name ScrollPager "${flags[@]}" $(module_sources "$module") \
                -emit-module-path "$modules_dir/$module.swiftmodule"
        done
        # The authority's view of the public API of the modules with Apple-only code, against
        # its baselines (CI compares the stubs' builds): the newest SDK, the newest target.
        if [ "$sdk" = "${found[-1]}" ] && [ "$target" = "${targets[-1]}" ]; then
            bash Scripts/api-check.sh ${API_BASELINES_UPDATE:+--update} --modules "$modules_dir" --baselines Tests/APIBaselines/ios-sdk \
                --only "PagerKit ScrollPager" -- -sdk "$sdk" -target "$target" -resource-dir "$resources" -I "$resources/shims" \
                -I "$overlay" -module-cache-path "$cache/module-cache-$name" | sed 's/^/   /'
        fi
        run "a public type of ours clashes with an Apple type in an app file ($name, $target)" \
            -typecheck "${flags[@]}" "$work/clash-probe.swift"
        # A mistake an app makes must not compile, with the error that names its fix: each
        # Scripts/AppleMisuse file's first line says which (`// expect-error: MESSAGE`).
        misuses=0
        for misuse in Scripts/AppleMisuse/*.swift; do
            expected=$(sed -n '1s|^// expect-error: ||p' "$misuse")
            if swiftc -typecheck "${flags[@]}" "$misuse" > "$work/log.txt" 2>&1 || ! grep -qF "error: $expected" "$work/log.txt"; then
                echo "error: $misuse compiles, or without the error it expects ($name, $target):" >&2
                grep -E '(error|warning):' "$work/log.txt" | head -10 >&2
                exit 1
            fi
            misuses=$((misuses + 1))
            checks=$((checks + 1))
        done
        samples=0
        while read -r origin file; do
            run "the sample at $origin does not type-check ($name, $target)" -typecheck "${flags[@]}" "$file"
            samples=$((samples + 1))
        done < "$work/samples.txt"
        check_compatibility "$work" "${flags[@]}"
        checks=$((checks + $(ls Tests/Compatibility/*/*.swift | wc -l)))
        echo "   ${#modules[@]} modules, $(grep -c 'typealias Probe[A-Z]' "$work/clash-probe.swift" | awk '{ print $1 / 2 }') public types unqualified beside SwiftUI and UIKit, $samples samples, $misuses app mistake(s) refused"
    done
done
# The stubs (Scripts/AppleAPIStubs, the fallback where no SDK is) may only declare what the
# SDK has: every name a stub declares must be in the newest SDK's API — its Swift interfaces
# (SwiftUI, the overlays) and, for the Objective-C frameworks, the API as the compiler
# imports it (swift-synthesize-interface, cached beside the SDK).
sdk=${found[-1]} name=$(basename "${found[-1]}" .sdk)
api=$cache/api-$name
if [ ! -f "$api/done" ]; then
    echo "== the SDK's API as Swift sees it, for the stub check (once per SDK)"
    mkdir -p "$api"
    synthesize() {
        swift-synthesize-interface -module-name "$1" -target arm64-apple-ios18.0 -sdk "$sdk" -resource-dir "$resources" \
            -I "$resources/shims" -module-cache-path "$cache/module-cache-$name" > "$api/$1.swift" 2> /dev/null || true
    }
    for module in UIKit QuartzCore CoreGraphics ObjectiveC Foundation; do synthesize "$module"; done
    for module in $(grep -ho '^import \(UIKit\|QuartzCore\|Foundation\|ObjectiveC\)\.[A-Za-z_]*' "$api"/*.swift | cut -d' ' -f2 | sort -u); do
        synthesize "$module"
    done
    find "$sdk" -name '*.swiftinterface' -path '*arm64e-apple-ios*' \( -path '*SwiftUI*' -o -path '*QuartzCore*' -o -path '*CoreGraphics*' \
        -o -path '*Foundation*' -o -path '*ObjectiveC*' -o -path '*UIKit*' -o -path '*Observation*' \) -exec cat {} + > "$api/interfaces.swift"
    touch "$api/done"
fi
# (ObjectiveC's runtime functions are in its submodules, which Foundation does not name.)
for module in ObjectiveC.runtime ObjectiveC.NSObject; do
    [ -s "$api/$module.swift" ] || swift-synthesize-interface -module-name "$module" -target arm64-apple-ios18.0 -sdk "$sdk" \
        -resource-dir "$resources" -I "$resources/shims" -module-cache-path "$cache/module-cache-$name" > "$api/$module.swift" 2> /dev/null || true
done
grep -hoE '\b(class|struct|enum|protocol|func|var|let|case|typealias) +`?[A-Za-z_][A-Za-z0-9_]*' Scripts/AppleAPIStubs/*.swift |
    awk '{ print $NF }' | tr -d '`' | sort -u > "$work/stub-names.txt"
cat "$api"/*.swift | grep -oE '[A-Za-z_][A-Za-z0-9_]*' | sort -u > "$work/sdk-names.txt"
unknown=$(comm -23 "$work/stub-names.txt" "$work/sdk-names.txt")
if [ -n "$unknown" ]; then
    echo "error: the stubs declare names $name's API does not have (Scripts/AppleAPIStubs): $(echo $unknown)" >&2
    exit 1
fi
echo "   the stubs: all $(wc -l < "$work/stub-names.txt") names they declare are in $name's API"
guarded=$(grep -rlE --include='*.swift' '^#if canImport\((UIKit|SwiftUI)\)' Sources | wc -l)
echo "ok: $checks compilations against ${#found[@]} real iPhoneOS SDK(s) at ${targets[*]}, no error, no warning ($guarded Apple-only files among them)"
