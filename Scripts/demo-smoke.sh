#!/usr/bin/env bash
# End-to-end check of pager-demo in a real terminal (tmux, 80×24): start it recording,
# send keys, capture the screen, quit, and replay the recorded session with trace-replay.
#
#   Scripts/demo-smoke.sh [PRESET]        # default: fj; needs tmux
set -euo pipefail
cd "$(dirname "$0")/.."
preset=${1:-fj}
trace=${TMPDIR:-/tmp}/pager-demo-smoke.events.jsonl
session=pager-demo-smoke-$$
rm -f "$trace"
swift build --product pager-demo >&2
swift build --product trace-replay >&2
command -v tmux > /dev/null || { echo "demo-smoke: tmux is not installed (apt-get install tmux)" >&2; exit 2; }

tmux new-session -d -s "$session" -x 80 -y 24 ".build/debug/pager-demo --preset $preset --record $trace; sleep 2"
trap 'tmux kill-session -t "$session" 2> /dev/null || true' EXIT
sleep 1
for key in Down Down NPage Right 3 t r Up; do
    tmux send-keys -t "$session" "$key"
    sleep 0.4
done
sleep 1
echo "── the screen after ↓ ↓ PgDn → 3 t r ↑ ──"
tmux capture-pane -p -t "$session"
# The screen follows the terminal: resized to 100 × 30, the status bar is 100 wide and the
# help line is on row 30.
tmux resize-window -t "$session" -x 100 -y 30
sleep 0.5
width=$(tmux capture-pane -p -t "$session" | sed -n 1p | tr -d '\n' | LC_ALL=C.UTF-8 wc -m)
rows=$(tmux capture-pane -p -t "$session" | wc -l)
echo "── resized to 100 × 30: status bar $width wide, $rows rows ──"
[ "$width" = 100 ] && [ "$rows" = 30 ] || { echo "demo-smoke: the screen did not follow the resize" >&2; exit 1; }
grep -q "q quit" <<< "$(tmux capture-pane -p -t "$session" | tail -1)" || { echo "demo-smoke: no key help on the last row" >&2; exit 1; }
# s shows the current record's numbers on the last line.
tmux send-keys -t "$session" s
sleep 0.4
numbers=$(tmux capture-pane -p -t "$session" | tail -1)
echo "── after s: $numbers"
case "$numbers" in seq\ *) ;; *) echo "demo-smoke: s did not show the numbers" >&2; exit 1 ;; esac
# Narrowed to 50 columns, the numbers line is fitted, not cut: it still ends with the
# diagnostics (`ok`).
tmux resize-window -t "$session" -x 50 -y 24
sleep 0.5
numbers=$(tmux capture-pane -p -t "$session" | tail -1 | sed 's/ *$//')
echo "── at 50 columns: $numbers"
[ "$(printf '%s' "$numbers" | LC_ALL=C.UTF-8 wc -m)" -le 50 ] && case "$numbers" in seq\ *\ ok) true ;; *) false ;; esac \
    || { echo "demo-smoke: the numbers line does not fit 50 columns" >&2; exit 1; }
tmux send-keys -t "$session" q
sleep 1
echo "── after q ──"
tmux capture-pane -p -t "$session" | grep -v '^$' | tail -2
test -s "$trace" || { echo "demo-smoke: no trace was recorded" >&2; exit 1; }
echo "── replaying $trace ──"
.build/debug/trace-replay run "$trace" > "${trace%.events.jsonl}.states.jsonl"
.build/debug/trace-replay run "$trace" --expect "${trace%.events.jsonl}.states.jsonl"
# --replay plays the recording back: it takes no gestures, so no key legend on its last line.
tmux new-session -d -s "$session-replay" -x 80 -y 24 ".build/debug/pager-demo --replay $trace; sleep 2"
trap 'tmux kill-session -t "$session" 2> /dev/null || true; tmux kill-session -t "$session-replay" 2> /dev/null || true' EXIT
sleep 1
last=$(tmux capture-pane -p -t "$session-replay" | tail -1)
echo "── replaying in the demo: $last"
case "$last" in replay\ \ event\ *q\ quit*) ;; *) echo "demo-smoke: the replay's last line is not its own" >&2; exit 1 ;; esac
tmux send-keys -t "$session-replay" q
# A layout of one's own (here the menu's screen from a file) draws a plain header band.
layout=${TMPDIR:-/tmp}/pager-demo-smoke-layout.jsonl
# (No `| head -1`: under pipefail, grep killed by SIGPIPE when head has its line fails the script.)
grep -v -m1 '^#' Traces/v2-menu-tap-hold.events.jsonl > "$layout"
tmux new-session -d -s "$session-layout" -x 80 -y 24 ".build/debug/pager-demo --layout $layout; sleep 2"
trap 'for s in "$session" "$session-replay" "$session-layout"; do tmux kill-session -t "$s" 2> /dev/null || true; done' EXIT
sleep 1
screen=$(tmux capture-pane -p -t "$session-layout")
tmux send-keys -t "$session-layout" q
echo "── a layout file: $(grep -m1 '░ header' <<< "$screen" || true)"
grep -q '░ header · ' <<< "$screen" && ! grep -q 'Search' <<< "$screen" \
    || { echo "demo-smoke: a layout file shows a header it does not have" >&2; exit 1; }
echo "demo-smoke: ok ($(grep -vc '^#' "$trace") events recorded and replayed)"
