# Sourced by apple-typecheck.sh (stubs) and apple-sdk-typecheck.sh (Apple's real SDK): the
# two inputs both checks compile as an app would.
#
#   write_clash_probe FILE MODULE…   an app file that imports SwiftUI, UIKit and each MODULE
#                                    and names every public top-level type of those modules
#                                    in a type position, unqualified and module-qualified
#   extract_samples DIR              every ```swift block of README.md, docs/*.md and the DocC
#                                    articles as a file of its own in DIR; prints
#                                    "ORIGIN FILE" per sample (ORIGIN: doc.md:LINE)

# A module's Swift sources, in its folders too (PagerKit's Driver/, Screen/, UIKit/ …),
# one path a line, sorted: the order is the same on every machine.
module_sources() {
    find Sources/"$1" -name '*.swift' | LC_ALL=C sort
}

write_clash_probe() {
    local probe=$1
    shift
    # A type of ours named like one of SwiftUI's or UIKit's is ambiguous there ('X is
    # ambiguous for type lookup'): only a type position shows it (`X.self` does not). The
    # probe asks for the newest OS any of our types needs (SwiftUIPager: iOS 18), and is
    # itself deprecated, so that naming a deprecated type of ours is no warning.
    local availability="@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) @available(*, deprecated) "
    {
        echo "import SwiftUI"
        echo "import UIKit"
        local module files=()
        for module in "$@"; do
            echo "import $module"
            mapfile -t -O "${#files[@]}" files < <(module_sources "$module")
        done
        grep -HoE '^public (final )?(struct|enum|class|protocol|actor) [A-Za-z0-9_]+' "${files[@]}" |
            awk -F'[/: ]' '{ print $2, $NF }' | sort -u |
            awk -v a="$availability" '{ print a "typealias Probe" $2 " = " $2; print a "typealias ProbeQualified" $2 " = " $1 "." $2 }'
    } > "$probe"
}

extract_samples() {
    local dir=$1 doc
    for doc in README.md docs/*.md Sources/*/*.docc/*.md; do
        [ -f "$doc" ] || continue
        # Each ```swift block, as a file of its own (a sample must be complete).
        awk -v dir="$dir" -v base="$(basename "$doc" .md)" '
            /^```swift[[:space:]]*$/ { n++; file = dir "/sample-" base "-" n ".swift"; printf "" > file; inside = 1; start = NR + 1; next }
            /^```[[:space:]]*$/ && inside { inside = 0; print FILENAME ":" start " " file; next }
            inside { print > file }
        ' "$doc"
    done
}

# The app samples of Tests/Compatibility (FOLDER/*.swift: the frozen samples of an earlier
# revision, and app files that name their own types, or another library's, as ours once
# were named): each must type-check with the given flags, warnings allowed only where they
# say a symbol is deprecated or renamed (the promise: deprecate, never remove silently).
# Tests/Compatibility/Libraries/*.swift are other libraries an app imports beside ours, each
# built first as a module of its own. Prints how many.
check_compatibility() {  # check_compatibility WORK SWIFTC-FLAGS…
    local work=$1 sample library count=0 deprecations=0
    shift
    mkdir -p "$work/compat-libraries"
    for library in Tests/Compatibility/Libraries/*.swift; do
        [ -f "$library" ] || continue
        swiftc -emit-module -parse-as-library -module-name "$(basename "$library" .swift)" "$@" "$library" \
            -emit-module-path "$work/compat-libraries/$(basename "$library" .swift).swiftmodule" > "$work/compat.txt" 2>&1 \
            || { echo "error: $library (a library the samples import) does not build:" >&2; cat "$work/compat.txt" >&2; return 1; }
    done
    for sample in Tests/Compatibility/*/*.swift; do
        case "$sample" in Tests/Compatibility/Libraries/*) continue ;; esac
        if ! swiftc -typecheck "$@" -I "$work/compat-libraries" "$sample" > "$work/compat.txt" 2>&1 \
            || grep -E '(error|warning):' "$work/compat.txt" | grep -vqE "warning: .*(is deprecated|was deprecated|has been renamed|renamed to)"; then
            echo "error: $sample (an app sample) no longer compiles, or warns of more than a deprecation:" >&2
            grep -E '(error|warning):' -A3 "$work/compat.txt" | head -30 >&2
            return 1
        fi
        count=$((count + 1))
        deprecations=$((deprecations + $(grep -cE 'warning:' "$work/compat.txt" || true)))
    done
    echo "   $count app samples of Tests/Compatibility compile ($deprecations deprecation warnings)"
}
