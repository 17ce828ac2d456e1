"use strict";
const started = performance.now();
const data = JSON.parse(document.getElementById("data").textContent);
const count = data.records.length;
const records = data.records.map(line => JSON.parse(line));
const events = data.events.map(line => JSON.parse(line));
const expected = data.expected ? data.expected.map(line => line === null ? null : JSON.parse(line)) : null;
const differing = data.differences ? data.differences.map((fields, i) => fields.length ? i : -1).filter(i => i >= 0) : [];
let seq = 0, playing = false, lastFrame = 0, speed = 1;
const phone = document.getElementById("phone");
const scrubber = document.getElementById("scrubber");
scrubber.max = Math.max(0, count - 1);

// @include phone.js
function pretty(object, highlight, className) {
  const lines = ["{"];
  const keys = Object.keys(object);
  keys.forEach((key, i) => {
    const text = "  " + JSON.stringify(key) + ": " + JSON.stringify(object[key]) + (i < keys.length - 1 ? "," : "");
    lines.push(highlight.has(key) ? "<span class=\"" + className + "\">" + escape(text) + "</span>" : escape(text));
  });
  lines.push("}");
  return lines.join("\n");
}
function escape(text) { return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"); }

function render() {
  const record = records[seq], screen = data.screens[seq];
  while (phone.firstChild) phone.removeChild(phone.firstChild);
  const layout = screen ? data.layouts[screen[5]] : { width: 375, height: 603 };
  phone.setAttribute("viewBox", "0 0 " + layout.width + " " + (layout.height + 20));
  phone.style.height = (300 * (layout.height + 20) / layout.width) + "px";
  if (expected && expected[seq] && data.differences[seq].length) {
    const ghost = el("g", { opacity: 0.3, class: "expected-phone" }, phone);
    drawPhone(ghost, expected[seq], data.expectedScreens[seq], events[seq], true);
  }
  drawPhone(el("g", { class: "actual-phone" }, phone), record, screen, events[seq], false);
  phone.dataset.seq = record.seq;
  phone.dataset.selected = record.selected === null ? "null" : record.selected;
  phone.dataset.headerTy = data.records[seq].match(/"headerTy":([^,]*)/)[1];
  phone.dataset.offsetY = data.records[seq].match(/"offsetY":([^,]*)/)[1];
  scrubber.value = seq;
  document.getElementById("where").textContent = "seq " + record.seq + " of " + (count - 1) + " · t " + record.t + " s · " + record.event +
    (differing.length ? " · " + differing.length + " records differ" : "");
  // JSON: the event, the record with what changed since the previous one, the expected.
  const previous = seq > 0 ? records[seq - 1] : {};
  const changed = new Set(Object.keys(record).filter(k => k !== "seq" && k !== "t" && k !== "event" && JSON.stringify(record[k]) !== JSON.stringify(previous[k])));
  // Lines as `trace-replay run` names them: the file's own line numbers, comments counted.
  let html = "<div style=\"flex:1\"><h4 id=\"event-line\" data-line=\"" + data.eventLines[seq] + "\">event, line " + data.eventLines[seq] + " of the events file</h4><pre>" + pretty(events[seq], new Set(), "") + "</pre></div>";
  html += "<div style=\"flex:1\"><h4>record — changed since the previous one</h4><pre id=\"record\">" + pretty(record, changed, "changed") + "</pre></div>";
  if (expected) {
    const fields = new Set((data.differences[seq] || []).map(f => f.split(".")[0]));
    const line = data.expectedLines[seq] === null ? "" : ", line " + data.expectedLines[seq] + " of the states file";
    html += "<div style=\"flex:1\"><h4>expected" + line + (fields.size ? " — differs" : " — matches") + "</h4><pre id=\"expected\">" +
      (expected[seq] ? pretty(expected[seq], fields, "differs") : "(no expected record)") + "</pre></div>";
  }
  document.getElementById("json").innerHTML = html;
  drawTimeline();
  if (location.hash !== "#seq=" + seq) history.replaceState(null, "", "#seq=" + seq);
}

// The timeline: offsetY, headerTy, selected and pagesX, each over its own range with
// that range's values on a left axis, one pixel column at a time (min and max), the
// event lane, differences, the cursor, and a time axis with round ticks below.
const canvas = document.getElementById("timeline");
const fields = [["offsetY", "#1f77b4"], ["headerTy", "#d62728"], ["selected", "#2ca02c"], ["pagesX", "#ff7f0e"]];
const t0 = count ? records[0].t : 0, t1 = count ? Math.max(records[count - 1].t, t0 + 1e-9) : 1;
const axis = 112, lane = 34, laneY = fields.length * lane + 4, timeY = laneY + 34;
let columns = null;
// Round ticks: steps of 1, 2 or 5 × 10ⁿ, about `wanted` of them over low…high.
function ticks(low, high, wanted) {
  const raw = (high - low) / wanted, power = Math.pow(10, Math.floor(Math.log10(raw)));
  const step = [1, 2, 5, 10].map(m => m * power).find(s => s >= raw) || raw;
  const out = [];
  for (let v = Math.ceil(low / step) * step; v <= high + step * 1e-9; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}
function label(v) { return String(Number(v.toPrecision(6))); }
function px(t) { return axis + (t - t0) / (t1 - t0) * (canvas.width - axis - 1); }
function prepareTimeline() {
  canvas.width = canvas.clientWidth || 900;
  const width = canvas.width - axis;
  columns = [];
  for (let p = 0; p < width; p++) columns.push({ low: fields.map(() => Infinity), high: fields.map(() => -Infinity), last: fields.map(() => null), events: 0, differs: false });
  const ranges = fields.map(() => [Infinity, -Infinity]);
  const at = t => Math.min(width - 1, Math.max(0, Math.floor((t - t0) / (t1 - t0) * (width - 1))));
  records.forEach((record, i) => {
    const column = columns[at(record.t)];
    fields.forEach(([name], f) => {
      const v = record[name]; if (v === null) return;
      column.low[f] = Math.min(column.low[f], v); column.high[f] = Math.max(column.high[f], v); column.last[f] = v;
      ranges[f][0] = Math.min(ranges[f][0], v); ranges[f][1] = Math.max(ranges[f][1], v);
    });
    if (record.event === "tapPagerItem" || record.event === "tapStatusBar") column.events |= 1;
    if (record.event === "layout") column.events |= 2;
    if (record.event === "drag.began") column.events |= events[i].view === "header" ? 8 : 4;
    if (record.commands.some(c => c.type === "fling" || c.type === "setTarget" || c.type === "animateHeader")) column.events |= 16;
  });
  differing.forEach(i => { columns[at(records[i].t)].differs = true; });
  columns.ranges = ranges;
}
function drawTimeline() {
  if (!columns || canvas.width !== (canvas.clientWidth || 900)) prepareTimeline();
  const g = canvas.getContext("2d"), width = canvas.width;
  g.clearRect(0, 0, width, canvas.height);
  g.font = "10px sans-serif";
  const axes = [];
  fields.forEach(([name, color], f) => {
    let [low, high] = columns.ranges[f];
    if (low === Infinity) { low = 0; high = 0; }
    const span = Math.max(high - low, 1e-9), y0 = f * lane + 2;
    const y = v => y0 + lane - 4 - (v - low) / span * (lane - 6);
    // The value axis: the field's name, its highest and lowest value, a line between.
    g.fillStyle = color; g.textAlign = "left"; g.fillText(name, 2, y0 + lane / 2 + 2);
    g.fillStyle = "#555"; g.textAlign = "right";
    g.fillText(label(high), axis - 4, y(high) + 8);
    if (high !== low) g.fillText(label(low), axis - 4, y(low) + 1);
    g.fillStyle = "#bbb"; g.fillRect(axis - 1, y(high), 1, Math.max(1, y(low) - y(high)));
    axes.push(name + " " + label(low) + "…" + label(high));
    // Each column spans its lowest to highest value and joins the last value before
    // it; columns without records hold the last value (a step, as the state holds).
    let last = null;
    g.fillStyle = color;
    columns.forEach((column, p) => {
      let top, bottom;
      if (column.low[f] === Infinity) {
        if (last === null) return;
        top = bottom = y(last);
      } else {
        top = y(column.high[f]); bottom = y(column.low[f]);
        if (last !== null) { top = Math.min(top, y(last)); bottom = Math.max(bottom, y(last)); }
        last = column.last[f];
      }
      g.fillRect(axis + p, top, 1, Math.max(1, bottom - top));
    });
  });
  g.fillStyle = "#555"; g.textAlign = "right"; g.fillText("events", axis - 4, laneY + 14);
  columns.forEach((column, p) => {
    const x = axis + p;
    if (column.events & 1) { g.fillStyle = "#c0392b"; g.fillRect(x, laneY, 1, 10); }
    if (column.events & 2) { g.fillStyle = "#444"; g.fillRect(x, laneY + 10, 1, 8); }
    if (column.events & 4) { g.fillStyle = "#1f77b4"; g.fillRect(x, laneY + 18, 1, 4); }
    if (column.events & 8) { g.fillStyle = "#17becf"; g.fillRect(x, laneY + 18, 1, 8); }   // a header drag
    if (column.events & 16) { g.fillStyle = "#e67e22"; g.fillRect(x, laneY + 26, 1, 5); }  // fling, setTarget, animateHeader
    if (column.differs) { g.fillStyle = "rgba(255,0,0,0.35)"; g.fillRect(x - 1, 0, 3, timeY); }
  });
  // The time axis: round ticks in seconds.
  g.fillStyle = "#444"; g.fillRect(axis, timeY, width - axis, 1);
  const times = ticks(t0, t1, Math.max(2, Math.floor((width - axis) / 90))).filter(t => t >= t0 && t <= t1);
  g.textAlign = "center";
  for (const t of times) {
    const x = px(t);
    g.fillRect(x, timeY, 1, 4);
    g.fillText(label(t), Math.min(width - 14, Math.max(axis + 6, x)), timeY + 15);
  }
  g.textAlign = "right"; g.fillText("t (s)", axis - 4, timeY + 15);
  // What the axes say, for the browser checks (a canvas has no DOM to read).
  canvas.dataset.axes = axes.join("; ");
  canvas.dataset.timeTicks = times.map(label).join(" ");
  g.fillStyle = "#000"; g.fillRect(px(records[seq].t), 0, 1, timeY);
}
canvas.addEventListener("click", e => {
  const scale = canvas.width / canvas.clientWidth;
  const t = t0 + Math.max(0, e.offsetX * scale - axis) / (canvas.width - axis - 1) * (t1 - t0);
  let best = 0; records.forEach((r, i) => { if (Math.abs(r.t - t) < Math.abs(records[best].t - t)) best = i; });
  go(best);
});
scrubber.addEventListener("input", () => go(Number(scrubber.value)));
document.getElementById("speed").addEventListener("change", e => { speed = Number(e.target.value); });

function go(n) { seq = Math.max(0, Math.min(count - 1, n)); render(); }
function findFrom(start, step, test) {
  for (let i = start + step; i >= 0 && i < count; i += step) if (test(records[i])) return i;
  return seq;
}
const landmark = r => r.event === "tapPagerItem" || r.event === "tapStatusBar" || r.event === "layout";
function play(now) {
  if (!playing) return;
  if (lastFrame) {
    const due = records[seq].t + (now - lastFrame) / 1000 * speed;
    let n = seq;
    while (n + 1 < count && records[n + 1].t <= due) n++;
    if (n !== seq) { go(n); lastFrame = now; } else if (seq + 1 >= count) { playing = false; return; }
  } else lastFrame = now;
  requestAnimationFrame(play);
}
document.addEventListener("keydown", e => {
  const pressed = performance.now();
  handleKey(e);
  document.body.dataset.stepMs = (performance.now() - pressed).toFixed(1);
});
function handleKey(e) {
  if (e.key === "ArrowRight") go(e.shiftKey ? findFrom(seq, 1, landmark) : seq + 1);
  else if (e.key === "ArrowLeft") go(e.shiftKey ? findFrom(seq, -1, landmark) : seq - 1);
  else if (e.key === "Home") go(0);
  else if (e.key === "End") go(count - 1);
  else if (e.key === "n") { const next = differing.find(i => i > seq); if (next !== undefined) go(next); }
  else if (e.key === " ") { playing = !playing; lastFrame = 0; if (playing) requestAnimationFrame(play); }
  else return;
  e.preventDefault();
}

// Open at #seq=N, else at the first difference; `&press=KEY` presses keys once open
// (what the browser checks use to drive the real key handler).
const fragment = new URLSearchParams(location.hash.slice(1));
if (count) {
  go(fragment.has("seq") ? Number(fragment.get("seq")) : differing.length ? differing[0] : 0);
  for (const key of (fragment.get("press") || "").split(",").filter(k => k)) {
    const shift = key.startsWith("Shift-");  // "+" would be a space in a query
    document.dispatchEvent(new KeyboardEvent("keydown", { key: shift ? key.slice(6) : key, shiftKey: shift, bubbles: true }));
  }
}
document.body.dataset.loadMs = Math.round(performance.now() - started);
