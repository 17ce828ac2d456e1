#!/usr/bin/env bash
# The web front end in Firefox ESR and WebKitGTK (Scripts/web-engines.mjs), both engines at
# once (each browser mostly waits for its motion to rest): real X wheel, keys and clicks on
# every preset, every frame's DOM against the module's model, the screen at rest, every
# session replayed natively bit for bit, the pages brought to a page after wheel bursts and
# when placed between two, and a planted 1 px header caught.
#
#   Scripts/web-engines-check.sh [--wasm FILE] [--element DIR]
#       needs firefox-esr, webkit2gtk-driver, xvfb, xdotool; --element: the element's files
#       (default Sources/PagerWeb; CI gives the package as staged, .build/web/package)
#
# Exit 0 when both held, 1 when one failed, 2 when an engine is not installed (CI installs them).
set -euo pipefail
cd "$(dirname "$0")/.."
wasm=.build/wasm/pager-web-recording.wasm element=Sources/PagerWeb
while [ $# -gt 0 ]; do
    case "$1" in
        --wasm) wasm=$2; shift 2 ;;
        --element) element=$2; shift 2 ;;
        *) echo "web-engines-check: unknown option '$1' (--wasm FILE, --element DIR)" >&2; exit 2 ;;
    esac
done
[ -f "$wasm" ] || Scripts/wasm.sh --web-recording
[ -x .build/release/trace-replay ] || swift build -c release --product trace-replay > /dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
node Scripts/web-engines.mjs --engine firefox --wasm "$wasm" --element "$element" --keep "$work/firefox" > "$work/firefox.out" 2>&1 &
firefox=$!
node Scripts/web-engines.mjs --engine webkit --wasm "$wasm" --element "$element" --keep "$work/webkit" > "$work/webkit.out" 2>&1 &
webkit=$!
result=0
for engine in firefox webkit; do
    status=0
    wait "${!engine}" || status=$?
    cat "$work/$engine.out"
    if [ "$status" -gt "$result" ]; then result=$status; fi
done
[ "$result" = 0 ] || exit "$result"
# docs/Web.md shows WebKit's line: the same but for what frame timing decides.
mask() { sed -E 's/[0-9]+ frames compared/N frames/; s/\([0-9]+ list positions/(N list positions/; s/caught \([0-9]+ mismatches/caught (N mismatches/'; }
line=$(grep '^webkit (' "$work/webkit.out")
shown=$(grep -A1 -x '\$ node Scripts/web-engines.mjs --engine webkit' docs/Web.md | tail -1)
if [ "$(echo "$line" | mask)" != "$(echo "$shown" | mask)" ]; then
    echo "error: docs/Web.md shows '$shown' for WebKitGTK's campaign; it printed '$line'" >&2
    exit 1
fi
