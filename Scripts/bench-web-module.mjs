#!/usr/bin/env node
// The web edge's module alone, no DOM: pager.wasm in Node, a quick-return menu of ten
// sections, 400 drags of 30 scroll events each; the time of pager_web_scrolled and of taking
// its writes, per event (p50, p99). The browser's whole handler: web-harness.mjs --measure.
//
//   node Scripts/bench-web-module.mjs [.build/wasm/pager.wasm]
import fs from "node:fs";
const bytes = fs.readFileSync(process.argv[2] ?? new URL("../.build/wasm/pager.wasm", import.meta.url));
const { instance } = await WebAssembly.instantiate(bytes, {});
const x = instance.exports;
const enc = new TextEncoder();
const input = s => { const b = enc.encode(s); const at = x.pager_input_buffer(b.length); new Uint8Array(x.memory.buffer, at, b.length).set(b); return b.length; };
x.pager_layout_begin(390, 844, 1, 64, 40, -1, -1);
for (let i = 0; i < 10; i++) x.pager_layout_item(70, input("Dishes " + i));
x.pager_layout_pager(32, 12, NaN, 0, -1);
for (let i = 0; i < 10; i++) x.pager_layout_section(60, 0, 0, 1, 300 + 20 * i, input("Dishes " + i));
x.pager_layout_sections(-1, NaN, NaN);
const h = x.pager_web_create();
x.pager_web_attach_strip(h, 390, 0);
x.pager_web_attach_list(h, 0, 844, 3900, 0, 1, 0);
x.pager_web_layout(h, 40, 0, 0, 0, 0);
x.pager_web_take_writes(h);
const times = [];
let t = 1, pos = 0;
for (let g = 0; g < 400; g++) {
  x.pager_web_touch_start(h, 0, 0, t);
  const dir = g % 2 ? -1 : 1;
  for (let i = 0; i < 30; i++) {
    t += 0.016; pos = Math.max(0, Math.min(3000, pos + dir * 7));
    const a = process.hrtime.bigint();
    x.pager_web_scrolled(h, 0, 0, pos, t);
    const n = x.pager_web_take_writes(h);
    new Float64Array(x.memory.buffer, x.pager_web_writes(), n * 8).slice();
    times.push(Number(process.hrtime.bigint() - a) / 1e6);
  }
  x.pager_web_touch_end(h, t);
  x.pager_web_scroll_ended(h, 0, 0, t + 0.01);
  t += 0.1;
}
times.sort((a, b) => a - b);
const q = p => times[Math.floor(p * times.length)].toFixed(4);
console.log(`module only (Node, pager_web_scrolled + taking the writes), ${times.length} scroll events: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms`);
