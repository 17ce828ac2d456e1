#!/usr/bin/env bash
# The playground in a real browser: `trace-replay playground` writes the page (pager.wasm
# inlined); headless Chromium opens it at #check, where the page flicks the list and taps
# the third tab with synthetic pointer events and then shows its session's events and
# records. The list must have moved, the tab must be selected, and the exported events must
# replay natively (`trace-replay run --tolerance 0`) to exactly the page's records.
#
#   Scripts/playground-check.sh           # needs chromium; PLAYGROUND_SCREENSHOT=FILE.png saves a picture
set -euo pipefail
cd "$(dirname "$0")/.."
command -v chromium > /dev/null || { echo "playground-check: chromium is not installed (apt-get install chromium)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
Scripts/wasm.sh > /dev/null
swift build -c release --product trace-replay >&2
bin=.build/release
"$bin/trace-replay" playground -o "$work/playground.html"
timeout 120 chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=30000 --window-size=1200,1000 \
    --dump-dom "file://$work/playground.html#check" 2> /dev/null > "$work/dom.html"
body=$(grep -o '<body[^>]*>' "$work/dom.html" | head -n 1)
attribute() { echo "$body" | sed -n "s/.* data-$1=\"\([^\"]*\)\".*/\1/p"; }
[ "$(attribute checked)" = yes ] || { echo "FAIL  the page did not finish its check: $(attribute error)" >&2; exit 1; }
# What the page shows, unescaped from the DOM dump.
unescape() { sed 's/&quot;/"/g; s/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g'; }
tr '\n' '\r' < "$work/dom.html" | sed -n 's|.*<textarea id="session"[^>]*>\([^<]*\)</textarea>.*|\1|p' | tr '\r' '\n' | unescape > "$work/session.events.jsonl"
tr '\n' '\r' < "$work/dom.html" | sed -n 's|.*<pre id="records">\([^<]*\)</pre>.*|\1|p' | tr '\r' '\n' | unescape > "$work/page.states.jsonl"

flicked=$(attribute flicked-offset-y)
# FJ's first page rests at minY = -104 (64 + 40 pt of header); a flick moves it down the list.
if awk -v y="$flicked" 'BEGIN { exit !(y > -104) }'; then echo "ok    the flick moved the list: offsetY -104 → $flicked"; else echo "FAIL  the flick did not move the list (offsetY $flicked)" >&2; exit 1; fi
[ "$(attribute selected)" = 2 ] && echo "ok    the tap on the third tab selected it" || { echo "FAIL  selected is $(attribute selected), not 2" >&2; exit 1; }
grep -q '"type":"drag","phase":"ended","view":"content","page":0' "$work/session.events.jsonl" \
    && grep -q '"type":"tapPagerItem","index":2' "$work/session.events.jsonl" \
    || { echo "FAIL  the exported session lacks the flick's release or the tap" >&2; exit 1; }
replay=$("$bin/trace-replay" run "$work/session.events.jsonl" --expect "$work/page.states.jsonl" --tolerance 0 2>&1) \
    || { echo "$replay" | tail -n 5 >&2; echo "FAIL  the exported session does not replay to the page's records" >&2; exit 1; }
echo "ok    the exported session ($(grep -vc '^#' "$work/session.events.jsonl") events) replays natively to the page's records, bit for bit: $(echo "$replay" | tail -n 1)"
echo "page: $(wc -c < "$work/playground.html") bytes (pager.wasm $(wc -c < .build/wasm/pager.wasm) bytes inlined)"
if [ -n "${PLAYGROUND_SCREENSHOT:-}" ]; then
    timeout 120 chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=30000 --window-size=1100,900 \
        --screenshot="$PLAYGROUND_SCREENSHOT" "file://$work/playground.html#check" 2> /dev/null
fi
echo "playground-check: ok"
