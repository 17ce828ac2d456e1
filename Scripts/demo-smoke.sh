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
tmux capture-pane -p -t "$session" | tail -1 | grep -q "q quit" || { echo "demo-smoke: no key help on the last row" >&2; exit 1; }
# s shows the current record's numbers on the last line.
tmux send-keys -t "$session" s
sleep 0.4
numbers=$(tmux capture-pane -p -t "$session" | tail -1)
echo "── after s: $numbers"
case "$numbers" in seq\ *) ;; *) echo "demo-smoke: s did not show the numbers" >&2; exit 1 ;; esac
tmux send-keys -t "$session" q
sleep 1
echo "── after q ──"
tmux capture-pane -p -t "$session" | grep -v '^$' | tail -2
test -s "$trace" || { echo "demo-smoke: no trace was recorded" >&2; exit 1; }
echo "── replaying $trace ──"
.build/debug/trace-replay run "$trace" > "${trace%.events.jsonl}.states.jsonl"
.build/debug/trace-replay run "$trace" --expect "${trace%.events.jsonl}.states.jsonl"
echo "demo-smoke: ok ($(grep -vc '^#' "$trace") events recorded and replayed)"
