#!/usr/bin/env bash
# The playground in a real browser: `trace-replay playground` writes the page (pager.wasm
# inlined); headless Chromium opens it at #check, where the page flicks the list and taps
# the third tab with synthetic pointer events and then shows its session's events and
# records. The list must have moved, the tab must be selected, and the exported events must
# replay natively (`trace-replay run --tolerance 0`) to exactly the page's records. Then the
# same in the viewer (`view --live`) after "continue from here" at a record of a trace.
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
"$bin/trace-replay" view Traces/v2-menu-tap-hold.events.jsonl --live -o "$work/viewer.html" 2> /dev/null

# check PAGE.html#FRAGMENT NAME: open it, let it run its check, keep what it shows.
check() {
    timeout 180 chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=30000 --window-size=1200,1000 \
        --dump-dom "file://$1" 2> /dev/null > "$work/$2-dom.html" || { echo "FAIL  $2: chromium failed (exit $?)" >&2; exit 1; }
    body=$(grep -o -m 1 "<body[^>]*>" "$work/$2-dom.html" || true)
    [ "$(attribute checked)" = yes ] || { echo "FAIL  $2: the page did not finish its check: $(attribute error)" >&2; exit 1; }
    tr '\n' '\r' < "$work/$2-dom.html" | sed -n 's|.*<textarea id="live-session"[^>]*>\([^<]*\)</textarea>.*|\1|p' | tr '\r' '\n' | unescape > "$work/$2.events.jsonl"
    tr '\n' '\r' < "$work/$2-dom.html" | sed -n 's|.*<pre id="records">\([^<]*\)</pre>.*|\1|p' | tr '\r' '\n' | unescape > "$work/$2.states.jsonl"
}
attribute() { echo "$body" | sed -n "s/.* data-$1=\"\([^\"]*\)\".*/\1/p"; }
# What the page shows, unescaped from the DOM dump.
unescape() { sed 's/&quot;/"/g; s/&lt;/</g; s/&gt;/>/g; s/&amp;/\&/g'; }
# The page's session must replay natively to exactly the records the page showed.
replays() {
    replay=$("$bin/trace-replay" run "$work/$1.events.jsonl" --expect "$work/$1.states.jsonl" --tolerance 0 2>&1) \
        || { echo "$replay" | tail -n 5 >&2; echo "FAIL  $1: the exported session does not replay to the page's records" >&2; exit 1; }
    echo "ok    $1: the exported session ($(grep -vc '^#' "$work/$1.events.jsonl") events) replays natively to the page's records, bit for bit: $(echo "$replay" | tail -n 1)"
}

echo "== the playground: a flick on FJ's first list, then a tap on the third tab"
check "$work/playground.html#check" playground
flicked=$(attribute flicked-offset-y)
# FJ's first page rests at minY = -104 (64 + 40 pt of header); a flick moves it down the list.
if awk -v y="$flicked" 'BEGIN { exit !(y > -104) }'; then echo "ok    the flick moved the list: offsetY -104 → $flicked"; else echo "FAIL  the flick did not move the list (offsetY $flicked)" >&2; exit 1; fi
[ "$(attribute selected)" = 2 ] && echo "ok    the tap on the third tab selected it" || { echo "FAIL  selected is $(attribute selected), not 2" >&2; exit 1; }
grep -q '"type":"drag","phase":"ended","view":"content","page":0' "$work/playground.events.jsonl" \
    && grep -q '"type":"tapPagerItem","index":2' "$work/playground.events.jsonl" \
    || { echo "FAIL  the exported session lacks the flick's release or the tap" >&2; exit 1; }
replays playground

echo "== the viewer's continue from here: v2-menu-tap-hold at seq 40, then the same flick and tap"
check "$work/viewer.html#seq=40&continue&check" viewer
[ "$(attribute continued-at)" = 40 ] || { echo "FAIL  the viewer did not continue at seq 40" >&2; exit 1; }
# The live session starts with the trace's own events 0…40, written by the module as the
# tool writes them: the same lines.
if cmp -s <(grep -v '^#' Traces/v2-menu-tap-hold.events.jsonl | head -n 41) <(head -n 41 "$work/viewer.events.jsonl"); then
    echo "ok    the live session starts with the trace's first 41 events, line for line"
else
    echo "FAIL  the live session does not start with the trace's events" >&2; exit 1
fi
[ "$(attribute selected)" = 2 ] && echo "ok    live from seq 40, the tap on the third tab selected it" || { echo "FAIL  selected is $(attribute selected), not 2" >&2; exit 1; }
replays viewer
echo "page: $(wc -c < "$work/playground.html") bytes (pager.wasm $(wc -c < .build/wasm/pager.wasm) bytes inlined)"
if [ -n "${PLAYGROUND_SCREENSHOT:-}" ]; then
    timeout 120 chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=30000 --window-size=1100,900 \
        --screenshot="$PLAYGROUND_SCREENSHOT" "file://$work/playground.html#check" 2> /dev/null
fi
echo "playground-check: ok"
