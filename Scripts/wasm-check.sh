#!/usr/bin/env bash
# The same bits: pager.wasm — Embedded Swift, Scripts/wasm.sh — must give every
# golden trace's records bit for bit, in Node and in headless Chromium; simulating every
# scenario inside the module (the host, PagerPhysics with our own fma, the trace writer)
# must give the golden records and event lines; and a module with a planted difference
# (headerTy one ulp off) must be caught.
#
#   Scripts/wasm-check.sh          # needs node and chromium (apt-get install chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
Scripts/wasm.sh
Scripts/wasm.sh --plant --out "$work/planted.wasm" > /dev/null
module=.build/wasm/pager.wasm

echo "== the module's own fma (wasm has none) against the C library's, bit for bit"
clang -O2 -ffp-contract=off Sources/PagerWasm/fma-test.c -lm -o "$work/fma-test"
"$work/fma-test" 7000000

echo "== every golden trace through pager.wasm in Node"
node Sources/PagerWasm/replay.js "$module" Traces | tail -n 1
if node Sources/PagerWasm/replay.js "$work/planted.wasm" Traces > "$work/planted-node.txt"; then
    echo "FAIL  a module with headerTy one ulp off passed in Node" >&2
    exit 1
fi
echo "ok    the planted difference is caught in Node: $(grep -m1 '^FAIL' "$work/planted-node.txt" | cut -c1-140)"

echo "== every scenario simulated inside pager.wasm (host, physics, reducer, writer) in Node"
node Sources/PagerWasm/scenarios.js "$module" Traces/scenarios Traces | tail -n 1
if node Sources/PagerWasm/scenarios.js "$work/planted.wasm" Traces/scenarios Traces > /dev/null; then
    echo "FAIL  a module with headerTy one ulp off passed the scenarios" >&2
    exit 1
fi

echo "== the same in headless Chromium"
command -v chromium > /dev/null || { echo "wasm-check: chromium is not installed (apt-get install chromium)" >&2; exit 2; }
body() {  # body PAGE.html: the <body> tag after the page's script ran
    local dom status=0
    dom=$(timeout 180 chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=60000 --dump-dom "file://$1" 2> /dev/null) || status=$?
    [ "$status" = 0 ] || { echo "wasm-check: chromium failed on $1 (exit $status)" >&2; return 1; }
    echo "$dom" | grep -o -m 1 '<body[^>]*>' || true
}
attribute() { sed -n "s/.* data-$1=\"\([^\"]*\)\".*/\1/p"; }
node Sources/PagerWasm/replay-page.js "$module" Traces "$work/replay.html"
shown=$(body "$work/replay.html")
passed=$(echo "$shown" | attribute passed) failed=$(echo "$shown" | attribute failed)
traces=$(ls Traces/*.events.jsonl | wc -l)
if [ "$passed" != "$traces" ] || [ "$failed" != 0 ]; then
    echo "FAIL  Chromium: ${passed:-?} passed, ${failed:-?} failed of $traces ($(echo "$shown" | attribute error))" >&2
    exit 1
fi
echo "ok    Chromium: $passed passed, 0 failed ($(echo "$shown" | attribute events) events); $(echo "$shown" | attribute events-per-second) events per second; module $(echo "$shown" | attribute module-bytes) bytes"
node Sources/PagerWasm/replay-page.js "$work/planted.wasm" Traces "$work/planted.html"
planted=$(body "$work/planted.html")
if [ -z "$(echo "$planted" | attribute failed)" ]; then
    echo "FAIL  Chromium: the page with the planted module did not finish ($(echo "$planted" | attribute error))" >&2
    exit 1
elif [ "$(echo "$planted" | attribute failed)" = 0 ]; then
    echo "FAIL  a module with headerTy one ulp off passed in Chromium" >&2
    exit 1
fi
echo "ok    the planted difference is caught in Chromium: $(echo "$planted" | attribute failed) traces differ"
echo "wasm-check: ok"
