#!/usr/bin/env node
// Screens never share state: the web module in Node, two screens (a quick-return menu of ten
// sections and a fixed bar over eight) each played alone, then both in one module with their
// calls interleaved, then one destroyed and a third made in its slot. Each screen's recorded
// events and records must be the same to the byte however the other's calls fall between its
// own, and a screen made in a freed slot must start afresh.
//
//   node Scripts/web-screens.mjs [.build/wasm/pager-web-recording.wasm]   (the recording build)
//
// Prints one line; exit 0 when the screens kept apart, 1 otherwise.
import fs from "node:fs";

const bytes = fs.readFileSync(process.argv[2] ?? new URL("../.build/wasm/pager-web-recording.wasm", import.meta.url));
const load = async () => (await WebAssembly.instantiate(bytes, {})).instance.exports;

/** A screen's session as a list of steps (each one call or a few): its layout, then drags and taps. */
function session(x, h, { mode, header, items, drags, tapEvery }) {
  const encoder = new TextEncoder();
  const text = s => {
    const b = encoder.encode(s);
    new Uint8Array(x.memory.buffer, x.pager_input_buffer(b.length), b.length).set(b);
    return b.length;
  };
  const steps = [];
  steps.push(() => {
    x.pager_web_record(h, 1);
    x.pager_web_connect(h, 0);
    // The layout is built and taken in one step: the builder is the module's, shared by every screen.
    x.pager_layout_begin(390, 844, mode, header, 40, -1, -1);
    for (let i = 0; i < items; i++) x.pager_layout_item(70, text("Dishes " + i));
    x.pager_layout_pager(32, 12, NaN, 0, -1);
    for (let i = 0; i < items; i++) x.pager_layout_section(60, 0, 0, 1, 300 + 20 * i, text("Dishes " + i));
    x.pager_layout_sections(-1, NaN, NaN);
    x.pager_web_attach_strip(h, 390, 0);
    x.pager_web_attach_list(h, 0, 844, 300 * items + 2000, 0, 1, 0);
    x.pager_web_layout(h, 40, 0, 0, 0, 0);
    x.pager_web_take_writes(h);
  });
  let t = 1, position = 0;
  for (let d = 0; d < drags; d++) {
    const start = t, direction = position < 1200 ? 1 : -1;
    steps.push(() => x.pager_web_touch_start(h, 0, 0, start));
    for (let i = 0; i < 12; i++) {
      t += 0.016;
      position += direction * 25;
      const at = t, to = position;
      steps.push(() => { x.pager_web_scrolled(h, 0, 0, to, at); x.pager_web_take_writes(h); x.pager_web_take_news(h); });
    }
    const lift = t + 0.2;
    steps.push(() => { x.pager_web_touch_end(h, lift); x.pager_web_scroll_ended(h, 0, 0, lift + 0.01); x.pager_web_take_writes(h); });
    t += 0.4;
    if (d % tapEvery === tapEvery - 1) {
      const at = t, tab = d % items;
      steps.push(() => { x.pager_web_tap(h, tab, at); x.pager_web_take_writes(h); });
      for (let f = 1; f <= 30; f++) steps.push(() => { x.pager_web_frame(h, at + f / 60); x.pager_web_take_writes(h); });
      t += 0.6;
    }
  }
  return steps;
}

/** The text of a screen's recorded events and records (the text buffer read line by line). */
function recording(x, h) {
  const decoder = new TextDecoder();
  const line = length => decoder.decode(new Uint8Array(x.memory.buffer, x.pager_text_buffer(), length));
  const lines = [];
  for (let i = 0; i < x.pager_web_event_count(h); i++) lines.push(line(x.pager_web_event_line(h, i)), line(x.pager_web_record_line(h, i)));
  return lines.join("");
}

const menu = { mode: 1, header: 64, items: 10, drags: 40, tapEvery: 5 };
const td = { mode: 0, header: 0, items: 8, drags: 50, tapEvery: 3 };
const alone = async plan => {
  const x = await load();
  const h = x.pager_web_create();
  for (const step of session(x, h, plan)) step();
  return recording(x, h);
};
const menuAlone = await alone(menu), tdAlone = await alone(td);

// Both in one module, their steps interleaved (two of one, then one of the other…).
const x = await load();
const a = x.pager_web_create(), b = x.pager_web_create();
const stepsA = session(x, a, menu), stepsB = session(x, b, td);
for (let i = 0, j = 0; i < stepsA.length || j < stepsB.length;) {
  if (i < stepsA.length) stepsA[i++]();
  if (i < stepsA.length) stepsA[i++]();
  if (j < stepsB.length) stepsB[j++]();
}
const problems = [];
if (recording(x, a) !== menuAlone) problems.push("the menu's recording differs when a second screen's calls fall between its own");
if (recording(x, b) !== tdAlone) problems.push("the second screen's recording differs from its own alone");
// A screen destroyed, and one made after it: its slot, afresh.
x.pager_web_destroy(a);
if (x.pager_web_event_count(a) !== 0 || x.pager_web_selected(a) !== -1) problems.push("a destroyed screen still answers");
const c = x.pager_web_create();
if (c !== a) problems.push(`a screen made after one was destroyed took handle ${c}, not the freed ${a}`);
if (x.pager_web_event_count(c) !== 0 || x.pager_web_selected(c) !== -1) problems.push("a screen made in a freed slot kept its predecessor's state");
for (const step of session(x, c, menu)) step();
if (recording(x, c) !== menuAlone) problems.push("a screen made in a freed slot plays differently from a fresh module's");
if (recording(x, b) !== tdAlone) problems.push("the second screen changed while another was destroyed and made");

const events = text => text.split("\n").filter(Boolean).length / 2;
console.log(`screens: ${events(menuAlone)} and ${events(tdAlone)} events, interleaved in one module and alone: `
  + (problems.length ? problems.join("; ") : "the same to the byte; a freed slot starts afresh"));
process.exit(problems.length ? 1 : 0);
