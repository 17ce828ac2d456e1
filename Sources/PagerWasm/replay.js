// Replays every Traces/*.events.jsonl through pager.wasm in Node and compares each record
// with the states file, bit for bit (Sources/PagerWasm/pager-wasm.js). Any difference is a bug
// in one of the two builds of the reducer.
//
//   node Sources/PagerWasm/replay.js PAGER.wasm TRACES_DIR
"use strict";
const fs = require("fs"), path = require("path");
const { load, difference, dataLines } = require("./pager-wasm.js");

(async () => {
  const [wasm, dir] = process.argv.slice(2);
  const pager = await load(fs.readFileSync(wasm));
  let passed = 0, failed = 0, events = 0;
  for (const name of fs.readdirSync(dir).filter(f => f.endsWith(".events.jsonl")).sort()) {
    const base = name.slice(0, -".events.jsonl".length);
    const statesPath = path.join(dir, base + ".states.jsonl");
    const eventLines = dataLines(fs.readFileSync(path.join(dir, name), "utf8"));
    const stateLines = dataLines(fs.readFileSync(statesPath, "utf8"));
    pager.reset();
    let problem = null;
    if (eventLines.length !== stateLines.length) problem = `${eventLines.length} events but ${stateLines.length} records`;
    for (let i = 0; !problem && i < eventLines.length; i++) {
      const record = pager.apply(JSON.parse(eventLines[i].line));
      const found = difference(JSON.parse(stateLines[i].line), record);
      if (found) problem = `${statesPath}:${stateLines[i].number} (seq ${i}, ${record.event}): ${found}`;
    }
    events += eventLines.length;
    if (problem) { failed++; console.log(`FAIL  ${base}: ${problem}`); } else { passed++; console.log(`ok    ${base} (${eventLines.length} events)`); }
  }
  console.log(`${passed} passed, ${failed} failed (${events} events through pager.wasm in Node ${process.version})`);
  process.exit(failed ? 1 : 0);
})().catch(error => { console.error(error); process.exit(2); });
