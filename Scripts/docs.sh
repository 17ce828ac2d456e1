#!/usr/bin/env bash
# Builds the documentation with the toolchain's own docc — symbol graphs from the compiler
# (swift-symbolgraph-extract on the built modules), no package plugin — as one static site:
# a DocC archive per library module under SITE/MODULE, and SITE/index.html naming them.
#
# It fails when docc warns (an unresolved link, a bad directive…) and when a public symbol
# of these modules has no documentation comment (docc's coverage data: no abstract).
#
#   Scripts/docs.sh [--out SITE]            # default: .build/docs
#   Scripts/docs.sh --check [--out SITE]    # also open the site in headless Chromium (a
#                                           # loopback server) and find PagerState's summary
#
# To host it: copy SITE to any static host; each module's pages are under /MODULE/
# (docc's --hosting-base-path), e.g. /PagerCore/documentation/pagercore/pagerstate.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/docs check=false
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out=$2; shift 2 ;;
        --check) check=true; shift ;;
        *) echo "docs: unknown option '$1' (--out SITE, --check)" >&2; exit 2 ;;
    esac
done
modules=(PagerCore PagerPhysics PagerKit TraceCodec PagerTrace PagerRecording PagerSimulator PagerFuzz ScrollPager)
# The modules whose Apple-only types (the UIKit and SwiftUI code) exist only in a build for iOS.
apple_modules=" PagerKit ScrollPager "

for module in "${modules[@]}"; do swift build --target "$module" >&2; done
bin=$(swift build --show-bin-path)
triple=$(swift -print-target-info | grep -m 1 '"triple": ' | sed 's/.*"triple": "\(.*\)".*/\1/')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$out"
mkdir -p "$out"

failed=0
# The Apple-only types (the UIKit and SwiftUI adapters, the drop-in screens) exist only in a
# build for iOS: with Apple's SDK here, those modules' symbol graphs come from one
# (Scripts/apple-sdk-typecheck.sh).
apple_graph=false
if Scripts/apple-sdk-typecheck.sh --available; then apple_graph=true; fi
for module in "${modules[@]}"; do
    mkdir -p "$work/symbols/$module"
    if [[ "$apple_modules" == *" $module "* ]] && $apple_graph; then
        Scripts/apple-sdk-typecheck.sh --symbol-graph "$module" "$work/symbols/$module" >&2
        echo "docs: $module documented from its iOS build (the Apple-only types included)"
    else
        [[ "$apple_modules" != *" $module "* ]] || echo "docs: no iOS SDK here: $module documented from the Linux build, without its Apple-only types (docs/IOS-SDK.md)"
        swift-symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" \
            -minimum-access-level public -skip-synthesized-members -output-dir "$work/symbols/$module"
    fi
    lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
    if ! docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$work/symbols/$module" \
        --output-dir "$out/$module" --transform-for-static-hosting --hosting-base-path "$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "dev.scrollpager.$module" \
        --enable-inherited-docs --experimental-documentation-coverage --coverage-summary-level none \
        --warnings-as-errors > "$work/$module.log" 2>&1 || grep -q 'warning:' "$work/$module.log"; then
        echo "docs: docc warned or failed on $module:" >&2
        grep -E 'warning|error' "$work/$module.log" >&2 || cat "$work/$module.log" >&2
        failed=1
        continue
    fi
    # Every public symbol documented: no symbol in docc's coverage data without an abstract.
    undocumented=$(node -e '
        const entries = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
        // From an iOS build, the standard library protocol requirements our types implement
        // (Codable, RawRepresentable, Hashable, Equatable) inherit no text: the SDK`s interfaces carry
        // none. They are the protocols` own, documented there.
        const inherited = process.argv[2] === "true" ? /\/(init\(from:\)|encode\(to:\)|init\(rawValue:\)|hash\(into:\)|hashValue|==\(_:_:\))$/ : null;
        for (const e of entries) if (e.kind.isSymbol && !e.hasAbstract && !(inherited && inherited.test(e.referencePath)))
            console.log("  " + e.referencePath.replace(/^doc:\/\/[^/]*\/documentation\//, ""));
    ' "$out/$module/documentation-coverage.json" "$([[ "$apple_modules" == *" $module "* ]] && $apple_graph && echo true || echo false)")
    rm -f "$out/$module/documentation-coverage.json"
    if [ -n "$undocumented" ]; then
        echo "docs: public symbols of $module without a documentation comment:" >&2
        echo "$undocumented" >&2
        failed=1
        continue
    fi
    pages=$(find "$out/$module/documentation/$lower" -name index.html | wc -l)
    echo "ok    $module: $pages pages, every public symbol documented, no docc warning"
done
[ "$failed" = 0 ] || exit 1

# The contract itself, which the articles link to as /SPEC.md.
cp docs/SPEC.md "$out/SPEC.md"
{
    echo '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>ScrollPager documentation</title></head><body>'
    echo '<h1>ScrollPager documentation</h1><ul>'
    for module in "${modules[@]}"; do
        lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
        echo "<li><a href=\"$module/documentation/$lower/\">$module</a></li>"
    done
    echo '</ul><p>The contract: <a href="SPEC.md">SPEC.md</a>.</p></body></html>'
} > "$out/index.html"
echo "docs: $out (open through a web server: python3 -m http.server -d $out, then /PagerCore/documentation/pagercore/)"

$check || exit 0
# The browser check: DocC's pages are a script that fetches its JSON, so they are served
# (loopback only) and opened in headless Chromium; PagerState's page must show the summary
# its doc comment gives.
command -v chromium > /dev/null || { echo "docs: --check needs chromium (apt-get install chromium)" >&2; exit 2; }
summary=$(node -e '
    const graph = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const symbol = graph.symbols.find(s => s.pathComponents.join(".") === "PagerState");
    console.log(symbol.docComment.lines[0].text.replace(/\s*\(SPEC.*$/, ""));
' "$work/symbols/PagerCore/PagerCore.symbols.json")
port=$((20000 + RANDOM % 20000))
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$out" > "$work/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2> /dev/null || true; [ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
for _ in $(seq 50); do (echo > "/dev/tcp/127.0.0.1/$port") 2> /dev/null && break; sleep 0.1; done
url="http://127.0.0.1:$port/PagerCore/documentation/pagercore/pagerstate"
# What the page's script rendered (not the <meta> description the static page carries):
# the title and the abstract under it. (Up to three openings: the page renders from JSON it
# fetches, and a dump under a virtual time budget can come before the script has drawn.)
for _ in 1 2 3; do
    timeout 120 chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=15000 --dump-dom "$url" 2> /dev/null > "$work/pagerstate.html" || true
    abstract=$(grep -o -m 1 'class="abstract content"[^>]*>[^<]*' "$work/pagerstate.html" | sed -n '1s/.*>//p' || true)
    title=$(tr -d '\n' < "$work/pagerstate.html" | grep -o '<h1[^>]*class="title".*' | sed 's|</h1>.*||; s/<[^>]*>//g; s/^ *//; s/ *$//' || true)
    [ "$title" != PagerState ] || break
done
if [ "$title" = PagerState ] && [ "${abstract#"$summary"}" != "$abstract" ]; then
    echo "ok    $url shows the title $title and the summary \"$abstract\""
else
    echo "FAIL  $url does not show PagerState's summary \"$summary\" (the page: $(wc -c < "$work/pagerstate.html") bytes)" >&2
    exit 1
fi
