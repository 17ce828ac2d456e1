#!/usr/bin/env bash
# The viewer in a real browser: headless Chromium opens `trace-replay view` pages and the
# DOM it renders is checked against the states files.
#
#   1. a golden trace's viewer at #seq=N shows record N's selected tab, header translation
#      and offset (the phone's data-* attributes, set by the drawing code);
#   2. pressing → (the page's own key handler, driven by #…&press=ArrowRight) moves one
#      record; Shift+→ moves to the next tap or layout;
#   3. a failing replay's viewer opens at the first difference;
#   4. budget: a 100,000-event trace — bytes per event, load and step times;
#   5. the fling, setTarget and animateHeader commands are drawn;
#   6. mid-swipe both pages are drawn, the event's line is the CLI's, the timeline has
#      value and time axes (VIEWER_SCREENSHOT=FILE.png also saves that page's picture).
#
#   Scripts/viewer-check.sh            # needs chromium (apt-get install chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v chromium > /dev/null || { echo "viewer-check: chromium is not installed (apt-get install chromium)" >&2; exit 2; }
swift build -c release --product trace-replay >&2
bin=.build/release
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

dom() { timeout 120 chromium --headless --no-sandbox --disable-gpu --dump-dom "file://$1" 2> /dev/null; }
# attribute NAME from the phone element of a DOM dump on stdin
phone() { grep -o '<svg id="phone"[^>]*>' | sed -n "s/.* data-$1=\"\([^\"]*\)\".*/\1/p"; }
# field NAME of the K-th record (0-based) of a states file
field() { grep -v '^#' "$1" | sed -n "$(($2 + 1))p" | sed -n "s/.*\"$3\":\([^,}]*\).*/\1/p"; }
same() { awk -v a="$1" -v b="$2" 'BEGIN { exit !((a == "null" && b == "null") || (a != "null" && b != "null" && a + 0 == b + 0)) }'; }
check() {  # check WHAT EXPECTED ACTUAL
    if same "$2" "$3"; then echo "ok    $1: $3"; else echo "FAIL  $1: expected $2, shown $3" >&2; exit 1; fi
}

trace=Traces/v2-menu-tap-hold
"$bin/trace-replay" view "$trace.events.jsonl" -o "$work/menu.html" 2> /dev/null
for n in 0 24 40 73; do
    shown=$(dom "$work/menu.html#seq=$n")
    check "seq $n shown" "$n" "$(echo "$shown" | phone seq)"
    for name in selected headerTy offsetY; do
        attribute=$(echo "$name" | sed 's/\([A-Z]\)/-\L\1/g')
        check "seq $n $name" "$(field "$trace.states.jsonl" "$n" "$name")" "$(echo "$shown" | phone "$attribute")"
    done
done
stepped=$(dom "$work/menu.html#seq=40&press=ArrowRight")
check "→ from seq 40" 41 "$(echo "$stepped" | phone seq)"
check "→ from seq 40: offsetY" "$(field "$trace.states.jsonl" 41 offsetY)" "$(echo "$stepped" | phone offset-y)"
back=$(dom "$work/menu.html#seq=40&press=ArrowLeft,ArrowLeft")
check "← ← from seq 40" 38 "$(echo "$back" | phone seq)"
# The next tap or layout after seq 0: the first tapPagerItem/tapStatusBar/layout record.
# (awk reads the whole file: an early `exit` would leave a writer before it in a pipe to
# die of SIGPIPE, which `pipefail` turns into a failed check.)
next=$(awk '!/^#/ { n++; if (n > 1 && !found && /"event":"(tapPagerItem|tapStatusBar|layout)"/) { print n - 1; found = 1 } }' "$trace.states.jsonl")
check "Shift+→ from seq 0: the next tap or layout" "$next" "$(dom "$work/menu.html#seq=0&press=Shift-ArrowRight" | phone seq)"
check "End" 73 "$(dom "$work/menu.html#seq=5&press=End" | phone seq)"
check "Home" 0 "$(dom "$work/menu.html#seq=5&press=Home" | phone seq)"

# The fling, setTarget and animateHeader commands are drawn where they act: a fling arrow on the list, the strip's
# setTarget mark, the header's animateHeader outline (the records that carry them).
drawn() {  # drawn TRACE SEQ CLASS
    "$bin/trace-replay" view "Traces/$1.events.jsonl" -o "$work/$1.html" 2> /dev/null
    local seq
    seq=$(awk -v want="$3" '!/^#/ { n++; if (!found && index($0, want)) { print n - 1; found = 1 } }' "Traces/$1.states.jsonl")
    if dom "$work/$1.html#seq=$seq" | grep -q "class=\"$2\""; then echo "ok    $1 seq $seq draws $2"; else echo "FAIL  $1 seq $seq: no $2 drawn" >&2; exit 1; fi
}
drawn v3-swipe-header-drag-fling fling '"type":"fling"'
drawn v3-strip-group-paging-centered set-target '"type":"setTarget"'
drawn v3-menu-status-bar-animate-header animate-header '"type":"animateHeader"'

# Mid-swipe the pages container is drawn as it is: at sim-swipe-paging#seq=28 the finger has
# the container at 200 of 375 pt, so pages 0 and 1 are both on screen. The event's line is
# the one `run --explain` names, and the timeline's value axes span each field's range.
swipe=Traces/sim-swipe-paging
"$bin/trace-replay" view "$swipe.events.jsonl" -o "$work/swipe.html" 2> /dev/null
shown=$(dom "$work/swipe.html#seq=28")
pages=$(echo "$shown" | grep -o '<g [^>]*class="page"[^>]*>' | sed -n 's/.*data-page="\([0-9]*\)".*/\1/p' | tr '\n' ' ')
if [ "$pages" = "0 1 " ]; then echo "ok    $swipe seq 28: pages 0 and 1 drawn mid-swipe"; else echo "FAIL  $swipe seq 28: pages drawn: '$pages'" >&2; exit 1; fi
check "$swipe seq 28 page 0 at x" -200 "$(echo "$shown" | grep -o '<g transform="translate([^,]*,0)" class="page" data-page="0"' | sed -n 's/.*translate(\([^,]*\),0).*/\1/p')"
line=$("$bin/trace-replay" run "$swipe.events.jsonl" --explain | sed -n 's/^line \([0-9]*\) · seq 28 .*/\1/p')
check "$swipe seq 28: the event's line, as run --explain names it" "$line" "$(echo "$shown" | sed -n 's/.*id="event-line" data-line="\([0-9]*\)".*/\1/p')"
range=$(grep -v '^#' "$swipe.states.jsonl" | sed -n 's/.*"offsetY":\([^,]*\),.*/\1/p' | awk 'NR == 1 { lo = $1; hi = $1 } { if ($1 < lo) lo = $1; if ($1 > hi) hi = $1 } END { printf "offsetY %.6g…%.6g", lo, hi }')
axes=$(echo "$shown" | sed -n 's/.*data-axes="\([^"]*\)".*/\1/p')
case "$axes" in "$range;"*) echo "ok    timeline value axis: $range" ;; *) echo "FAIL  timeline value axis: expected '$range', shown '$axes'" >&2; exit 1 ;; esac
ticks=$(echo "$shown" | sed -n 's/.*data-time-ticks="\([^"]*\)".*/\1/p')
# (How many ticks depends on the window's width; they start at the trace's t 0 and step
# by a round number: 1, 2 or 5 × 10ⁿ s.)
case "$ticks" in "0 0.5 1 "* | "0 1 2 "* | "0 2 4 "*) echo "ok    timeline time axis: $ticks" ;; *) echo "FAIL  timeline time axis: '$ticks'" >&2; exit 1 ;; esac
screenshot=${VIEWER_SCREENSHOT:-}
if [ -n "$screenshot" ]; then
    timeout 120 chromium --headless --no-sandbox --disable-gpu --window-size=1200,920 --screenshot="$screenshot" "file://$work/swipe.html#seq=28" 2> /dev/null
fi

# A failing replay: the viewer opens at the first difference.
sed 's/"headerTy":0,"insetTop":104,"indicator":{"x":457.5/"headerTy":-1,"insetTop":104,"indicator":{"x":457.5/' "$trace.states.jsonl" > "$work/changed.states.jsonl"
first=$( ("$bin/trace-replay" run "$trace.events.jsonl" --expect "$work/changed.states.jsonl" 2>&1 || true) | sed -n 's/.*(opens at seq \([0-9]*\), the first difference).*/\1/p')
"$bin/trace-replay" view "$trace.events.jsonl" --expect "$work/changed.states.jsonl" -o "$work/failing.html" 2> /dev/null
check "a failing replay opens at its first difference" "$first" "$(dom "$work/failing.html" | phone seq)"
check "n jumps to the next difference" "$((first + 1))" "$(dom "$work/failing.html#seq=$first&press=n" | phone seq)"

# Budget: about 100,000 events — a long simulated session: flicks up and down FJ's first
# page, each followed by its deceleration (about 250 events a flick).
{
    echo "layout fj"
    for i in $(seq 200); do
        echo "drag content page 0 by 300 over 0.3"
        echo "settle"
        echo "drag content page 0 by -300 over 0.3"
        echo "settle"
    done
} > "$work/big.scenario"
"$bin/trace-replay" simulate "$work/big.scenario" --out "$work/big.events.jsonl" 2> /dev/null
"$bin/trace-replay" view "$work/big.events.jsonl" -o "$work/big.html" 2> /dev/null
bytes=$(wc -c < "$work/big.html")
big=$(dom "$work/big.html#seq=50000&press=ArrowRight,ArrowRight,ArrowRight")
body=$(echo "$big" | grep -o '<body[^>]*>')
check "a long session: three steps from seq 50000" 50003 "$(echo "$big" | phone seq)"
count=$(grep -vc '^#' "$work/big.events.jsonl")
echo "budget: $count events → $bytes bytes ($((bytes / count)) bytes/event); opened in $(echo "$body" | sed -n 's/.*data-load-ms="\([0-9]*\)".*/\1/p') ms, last step drawn in $(echo "$body" | sed -n 's/.*data-step-ms="\([0-9.]*\)".*/\1/p') ms"
echo "viewer-check: ok"
