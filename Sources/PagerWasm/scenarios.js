// Plays every scenario of Traces/scenarios on pager.wasm's simulated screen — the
// simulator's host, PagerPhysics' motion and the reducer, all in the module — and compares
// each record with the golden states file simulated from the same script natively, bit for
// bit, and each event line the module writes with the golden events file, byte for byte.
// Scenarios that read a layout file are skipped (the module reads no files).
//
//   node Sources/PagerWasm/scenarios.js PAGER.wasm SCENARIOS_DIR TRACES_DIR
"use strict";
const fs = require("fs"), path = require("path");
const { load, difference, dataLines } = require("./pager-wasm.js");

(async () => {
  const [wasm, scenarios, traces] = process.argv.slice(2);
  const pager = await load(fs.readFileSync(wasm));
  let passed = 0, failed = 0, skipped = 0, records = 0;
  for (const name of fs.readdirSync(scenarios).filter(f => f.endsWith(".scenario")).sort()) {
    const base = name.slice(0, -".scenario".length);
    const script = fs.readFileSync(path.join(scenarios, name), "utf8");
    if (/^\s*layout\s+\S+\.json/m.test(script)) { skipped++; console.log(`skip  ${base} (reads a layout file)`); continue; }
    const statesPath = path.join(traces, base + ".states.jsonl");
    const lines = dataLines(fs.readFileSync(statesPath, "utf8"));
    let problem = null, played = [];
    try { played = pager.runScript(script); } catch (error) { problem = "the script: " + error.message; }
    if (!problem && played.length !== lines.length) problem = `${played.length} records, the states file has ${lines.length}`;
    for (let i = 0; !problem && i < lines.length; i++) {
      const found = difference(JSON.parse(lines[i].line), played[i]);
      if (found) problem = `${statesPath}:${lines[i].number} (seq ${i}, ${played[i].event}): ${found}`;
    }
    // The events the module wrote, text for text against those the tool wrote natively.
    if (!problem) {
      const eventsPath = path.join(traces, base + ".events.jsonl");
      const golden = dataLines(fs.readFileSync(eventsPath, "utf8"));
      const written = pager.eventLines();
      for (let i = 0; !problem && i < golden.length; i++) {
        if (written[i] !== golden[i].line) problem = `${eventsPath}:${golden[i].number}: the module wrote ${written[i]}`;
      }
    }
    records += played.length;
    if (problem) { failed++; console.log(`FAIL  ${base}: ${problem}`); } else { passed++; console.log(`ok    ${base} (${played.length} records)`); }
  }
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped (${records} records simulated in pager.wasm)`);
  process.exit(failed ? 1 : 0);
})().catch(error => { console.error(error); process.exit(2); });
