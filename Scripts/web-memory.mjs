#!/usr/bin/env node
// A long session's memory with recording off: the web module in Node, one screen (a
// quick-return menu of ten sections), drags of 30 scroll events each; the shipped module's
// memory after 10,000 scroll events must be within 1 % of what it was after 100, and so must
// the recording build's with recording off. The same session recorded (`pager_web_record`, the
// `recording` attribute, in the recording build) must grow past that bound: the check can fail.
//
//   node Scripts/web-memory.mjs [.build/wasm/pager-web.wasm [.build/wasm/pager-web-recording.wasm]]
//
// Prints one line; exit 0 when the unrecorded sessions stay flat, 1 otherwise.
import fs from "node:fs";

const shipped = fs.readFileSync(process.argv[2] ?? new URL("../.build/wasm/pager-web.wasm", import.meta.url));
const recordingBuild = fs.readFileSync(process.argv[3] ?? new URL("../.build/wasm/pager-web-recording.wasm", import.meta.url));

/** The module's memory (bytes) after 100 scroll events and after 10,000, on a screen recorded or not. */
async function session(bytes, recording) {
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const x = instance.exports;
  const encoder = new TextEncoder();
  const text = s => {
    const b = encoder.encode(s);
    new Uint8Array(x.memory.buffer, x.pager_input_buffer(b.length), b.length).set(b);
    return b.length;
  };
  const h = x.pager_web_create();
  if (x.pager_web_record) x.pager_web_record(h, recording ? 1 : 0);  // (the shipped module has no recording)
  x.pager_web_connect(h, 0);
  x.pager_layout_begin(390, 844, 1, 64, 40, -1, -1);
  for (let i = 0; i < 10; i++) x.pager_layout_item(70, text("Dishes " + i));
  x.pager_layout_pager(32, 12, NaN, 0, -1);
  for (let i = 0; i < 10; i++) x.pager_layout_section(60, 0, 0, 1, 300 + 20 * i, text("Dishes " + i));
  x.pager_layout_sections(-1, NaN, NaN);
  x.pager_web_attach_strip(h, 390, 0);
  x.pager_web_attach_list(h, 0, 844, 3900, 0, 1, 0);
  x.pager_web_layout(h, 40, 0, 0, 0, 0);
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
  return { after100: sizes[100], after10000: sizes[10000], recorded: x.pager_web_event_count?.(h) ?? 0 };
}

const off = await session(shipped, false), offRecordingBuild = await session(recordingBuild, false), on = await session(recordingBuild, true);
const flat = off.after10000 <= off.after100 * 1.01 && offRecordingBuild.after10000 <= offRecordingBuild.after100 * 1.01;
const grows = on.after10000 > on.after100 * 1.01;
console.log(`memory: the shipped module ${off.after100} → ${off.after10000} bytes after 100 → 10,000 scroll events, `
  + `the recording build with recording off ${offRecordingBuild.after100} → ${offRecordingBuild.after10000} (${flat ? "flat" : "GROWS"}); `
  + `recorded ${on.after100} → ${on.after10000} (${on.recorded} events kept)`);
if (!flat) console.error("web-memory: with recording off the module's memory grew more than 1 %");
if (!grows) console.error("web-memory: the recorded session did not grow: the check could not fail");
process.exit(flat && grows ? 0 : 1);
