#!/usr/bin/env node
// A long session's memory with recording off: the web module in Node, one screen (a
// quick-return menu of ten sections), drags of 30 scroll events each; the module's memory
// after 10,000 scroll events must be within 1 % of what it was after 100. The same session
// recorded (`pager_web_record`, the `recording` attribute) must grow past that bound: the
// check can fail.
//
//   node Scripts/web-memory.mjs [.build/wasm/pager-web.wasm]
//
// Prints one line; exit 0 when the unrecorded session stays flat, 1 otherwise.
import fs from "node:fs";

const bytes = fs.readFileSync(process.argv[2] ?? new URL("../.build/wasm/pager-web.wasm", import.meta.url));

/** The module's memory (bytes) after 100 scroll events and after 10,000, on a screen recorded or not. */
async function session(recording) {
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const x = instance.exports;
  const encoder = new TextEncoder();
  const text = s => {
    const b = encoder.encode(s);
    new Uint8Array(x.memory.buffer, x.pager_input_buffer(b.length), b.length).set(b);
    return b.length;
  };
  const h = x.pager_web_create();
  x.pager_web_record(h, recording ? 1 : 0);
  x.pager_web_connect(h, 0);
  x.pager_layout_begin(390, 844, 1, 64, 40, -1, -1);
  for (let i = 0; i < 10; i++) x.pager_layout_item(70, text("Dishes " + i));
  x.pager_layout_pager(32, 12, NaN, 0, -1);
  for (let i = 0; i < 10; i++) x.pager_layout_section(60, 0, 0, 1, 300 + 20 * i, text("Dishes " + i));
  x.pager_layout_sections(-1, NaN, NaN);
  x.pager_web_attach_strip(h, 390, 0);
  x.pager_web_attach_list(h, 0, 844, 3900, 0, 1, 0);
  x.pager_web_layout(h, 40, 0, 0, 0);
  let t = 1, position = 0, events = 0;
  const sizes = {};
  // Drags down and back up the list, the writes and the news taken as the element takes them.
  while (events < 10000) {
    x.pager_web_touch_start(h, 0, 0, t);
    const direction = position < 1500 ? 1 : -1;
    for (let i = 0; i < 30; i++) {
      t += 0.016;
      position += direction * 20;
      x.pager_web_scrolled(h, 0, 0, position, t);
      x.pager_web_take_writes(h);
      x.pager_web_take_news(h);
      events++;
      if (events === 100 || events === 10000) sizes[events] = x.memory.buffer.byteLength;
    }
    x.pager_web_touch_end(h, t + 0.3);
    x.pager_web_scroll_ended(h, 0, 0, t + 0.31);
    x.pager_web_take_writes(h);
    t += 0.5;
  }
  return { after100: sizes[100], after10000: sizes[10000], recorded: x.pager_web_event_count(h) };
}

const off = await session(false), on = await session(true);
const flat = off.after10000 <= off.after100 * 1.01;
const grows = on.after10000 > on.after100 * 1.01;
console.log(`memory: recording off ${off.after100} → ${off.after10000} bytes after 100 → 10,000 scroll events `
  + `(${flat ? "flat" : "GROWS"}); recorded ${on.after100} → ${on.after10000} (${on.recorded} events kept)`);
if (!flat) console.error("web-memory: with recording off the module's memory grew more than 1 %");
if (!grows) console.error("web-memory: the recorded session did not grow: the check could not fail");
process.exit(flat && grows ? 0 : 1);
