#!/usr/bin/env bash
# Type-checks the code that only builds on Apple platforms — every file under
# `#if canImport(UIKit)` / `#if canImport(SwiftUI)` — the app samples of Tests/Compatibility
# (deprecation warnings allowed), and every Swift sample in README.md,
# docs/*.md and the DocC articles (Sources/*/*.docc/*.md), in Swift 6 mode, against small stubs of exactly the Apple API they use
# (Scripts/AppleAPIStubs: signatures, @MainActor and optional requirements as Apple
# documents them). With the stubs on the module search path, `canImport(UIKit)` is true,
# so the Apple-only code is compiled for real; Objective-C interop is switched on so that
# `@objc`, `#selector` and optional protocol requirements are checked too.
#
# What it proves: our code fits the documented API. What it cannot: that the SDK is what
# the documentation says, or anything about behaviour on a device.
#
# Like the real-SDK check, it passes only with no warning either (`-warnings-as-errors`).
#
# Usage: Scripts/apple-typecheck.sh          (exit 1 and the compiler's errors on failure)
#        API_BASELINES_UPDATE=1 Scripts/apple-typecheck.sh   (at a release: writes the Apple
#                                             builds' API baselines, Tests/APIBaselines/apple-stubs)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/apple-check-common.sh

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/stubs" "$work/modules"
stubs=Scripts/AppleAPIStubs
flags=(-swift-version 6 -warnings-as-errors -Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module
       -I "$work/stubs" -I "$work/modules" -I "$stubs/CoreGraphicsC" -module-cache-path "$work/module-cache")

emit() {  # emit MODULE FILES…: a module from sources, for the next ones to import
    local name=$1
    shift
    # Our modules are one package (package-level declarations such as TraceKeys cross
    # them); the stubs and the samples, like an app, are not.
    local package=()
    # (ScrollPager uses no package-level declaration, and imports a module built here from
    # its interface, which a module of the same package may not.)
    [ "$into" = modules ] && [ "$name" != ScrollPager ] && package=(-package-name ScrollPager)
    swiftc -emit-module -parse-as-library -module-name "$name" "${flags[@]}" "${package[@]}" "$@" -emit-module-path "$work/$into/$name.swiftmodule"
}
interface_of() {  # interface_of MODULE FILES…: a module that needs the real Foundation
    # (file and JSON work, none of it in its public API) is built as usual, without the
    # stubs; its public interface is then compiled against the stubs like the others.
    local name=$1
    shift
    mkdir -p "$work/plain"
    for dependency in PagerCore PagerPhysics PagerKit TraceCodec PagerTrace; do
        [ "$dependency" != "$name" ] || break
        [ -f "$work/plain/$dependency.swiftmodule" ] || swiftc -emit-module -parse-as-library -module-name "$dependency" -swift-version 6 -package-name ScrollPager \
            -I "$work/plain" -module-cache-path "$work/plain-cache" $(module_sources $dependency) -emit-module-path "$work/plain/$dependency.swiftmodule"
    done
    # (Quiet: its dependencies are not built for library evolution, which only warns.)
    swiftc -emit-module -parse-as-library -module-name "$name" -swift-version 6 -package-name ScrollPager -enable-library-evolution -Xfrontend -alias-module-names-in-module-interface -I "$work/plain" \
        -module-cache-path "$work/plain-cache" "$@" -emit-module-path "$work/plain/$name.swiftmodule" \
        -emit-module-interface-path "$work/plain/$name.swiftinterface" 2> "$work/interface.log" || { cat "$work/interface.log" >&2; exit 1; }
    swiftc -frontend -compile-module-from-interface -module-name "$name" "$work/plain/$name.swiftinterface" \
        -o "$work/modules/$name.swiftmodule" -enable-objc-interop -disable-objc-attr-requires-foundation-module \
        -I "$work/stubs" -I "$work/modules" -I "$stubs/CoreGraphicsC" -module-cache-path "$work/module-cache"
}

echo "== the Apple API stubs"
into=stubs
emit ObjectiveC "$stubs/ObjectiveC.swift"
emit Foundation "$stubs/Foundation.swift"
emit CoreGraphics "$stubs/CoreGraphics.swift"
emit QuartzCore "$stubs/QuartzCore.swift"
emit UIKit "$stubs/UIKit.swift"
emit SwiftUI "$stubs/SwiftUI.swift"

echo "== our modules, with UIKit and SwiftUI importable"
into=modules
emit PagerCore $(module_sources PagerCore)
emit PagerPhysics $(module_sources PagerPhysics)
emit PagerKit $(module_sources PagerKit)
interface_of TraceCodec $(module_sources TraceCodec)
interface_of PagerTrace $(module_sources PagerTrace)
interface_of PagerRecording $(module_sources PagerRecording)
emit PagerSimulator $(module_sources PagerSimulator)
emit ScrollPager $(module_sources ScrollPager)
guarded=$(grep -rlE --include='*.swift' '^#if canImport\((UIKit|SwiftUI)\)' Sources || true)
echo "   type-checked for Apple platforms: $(echo $guarded)"

echo "== the public API of the modules with Apple-only code, built against the stubs, against its baselines"
# Scripts/api-check.sh compares the Linux builds of every library module; PagerKit and
# ScrollPager have more public API where UIKit and SwiftUI import, compared here (the stubs'
# baselines; the real SDK's are compared by hand, Scripts/apple-sdk-typecheck.sh).
bash Scripts/api-check.sh ${API_BASELINES_UPDATE:+--update} --modules "$work/modules" --baselines Tests/APIBaselines/apple-stubs \
    --only "PagerKit ScrollPager" -- -I "$work/stubs" -I "$stubs/CoreGraphicsC" -module-cache-path "$work/module-cache"

echo "== every public type of ours unqualified, in a type position, in an app file that imports SwiftUI and UIKit"
probe=$work/clash-probe.swift
write_clash_probe "$probe" PagerCore PagerPhysics PagerKit TraceCodec PagerTrace PagerRecording PagerSimulator ScrollPager
if ! swiftc -typecheck "${flags[@]}" "$probe" 2> "$work/errors.txt"; then
    echo "error: a public type of ours clashes with SwiftUI or UIKit (or Foundation) in an app file:" >&2
    cat "$work/errors.txt" >&2
    exit 1
fi
echo "   $(grep -c 'typealias Probe[A-Z]' "$probe" | awk '{ print $1 / 2 }') public types compile unqualified beside SwiftUI and UIKit, and qualified by their module"

echo "== the Swift samples in README.md, docs/*.md and the DocC articles"
count=0
extract_samples "$work" > "$work/samples.txt"
while read -r origin file; do
    count=$((count + 1))
    if ! swiftc -typecheck "${flags[@]}" "$file" 2> "$work/errors.txt"; then
        echo "error: the sample at $origin does not type-check:" >&2
        sed "s|$file|$origin (sample)|" "$work/errors.txt" >&2
        exit 1
    fi
done < "$work/samples.txt"
echo "== the app samples of Tests/Compatibility (frozen samples of earlier revisions, app names): deprecation warnings at most"
lenient=()
for flag in "${flags[@]}"; do [ "$flag" = -warnings-as-errors ] || lenient+=("$flag"); done
check_compatibility "$work" "${lenient[@]}"
echo "ok: stubs, $(echo "$guarded" | wc -w) Apple-only files and $count samples type-check in Swift 6 mode"
