// Writes one self-contained HTML page that replays every golden trace through pager.wasm in
// the browser — the module, Sources/PagerWasm/pager-wasm.js and the traces inlined — compares
// each record with the states file bit for bit, and then measures events per second. The
// page puts its findings on <body> (data-passed, data-failed, data-events,
// data-events-per-second, data-module-bytes) and in a <pre>, for headless Chromium.
//
//   node Sources/PagerWasm/replay-page.js PAGER.wasm TRACES_DIR OUT.html
"use strict";
const fs = require("fs"), path = require("path");
const [wasm, dir, out] = process.argv.slice(2);
const traces = fs.readdirSync(dir).filter(f => f.endsWith(".events.jsonl")).sort().map(f => {
  const base = f.slice(0, -".events.jsonl".length);
  return { name: base, events: fs.readFileSync(path.join(dir, f), "utf8"), states: fs.readFileSync(path.join(dir, base + ".states.jsonl"), "utf8") };
});
const bytes = fs.readFileSync(wasm);
// `</` escaped so that no text closes the <script> it sits in.
const json = value => JSON.stringify(value).replace(/<\//g, "<\\/");
const page = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>pager.wasm: the golden traces in the browser</title></head>
<body><pre id="out">running…</pre>
<script>${fs.readFileSync(path.join(__dirname, "pager-wasm.js"), "utf8")}</script>
<script>
"use strict";
const moduleBase64 = ${json(bytes.toString("base64"))};
const traces = ${json(traces)};
const dataLines = ScrollPagerWasm.dataLines;
(async () => {
  const bytes = Uint8Array.from(atob(moduleBase64), c => c.charCodeAt(0));
  const pager = await ScrollPagerWasm.load(bytes);
  const lines = [];
  let passed = 0, failed = 0, events = 0;
  const parsed = traces.map(t => ({ name: t.name, events: dataLines(t.events), states: dataLines(t.states) }));
  for (const t of parsed) {
    pager.reset();
    let problem = t.events.length === t.states.length ? null : t.events.length + " events but " + t.states.length + " records";
    for (let i = 0; !problem && i < t.events.length; i++) {
      const record = pager.apply(JSON.parse(t.events[i].line));
      const found = ScrollPagerWasm.difference(JSON.parse(t.states[i].line), record);
      if (found) problem = t.name + ".states.jsonl:" + t.states[i].number + " (seq " + i + ", " + record.event + "): " + found;
    }
    events += t.events.length;
    if (problem) { failed++; lines.push("FAIL  " + t.name + ": " + problem); } else { passed++; lines.push("ok    " + t.name + " (" + t.events.length + " events)"); }
  }
  // Speed: the same events, already parsed, replayed for at least a second.
  const objects = parsed.map(t => t.events.map(e => JSON.parse(e.line)));
  // (Bounded in rounds too: under a virtual time budget the clock may stand still while the
  // page computes.)
  let applied = 0, rounds = 0;
  const start = performance.now();
  while (performance.now() - start < 1000 && rounds++ < 400) {
    for (const list of objects) { pager.reset(); for (const e of list) pager.apply(e); applied += list.length; }
  }
  // Under a virtual time budget the clock may not have moved at all: then there is no figure.
  const elapsed = performance.now() - start;
  const perSecond = elapsed > 0 ? Math.round(applied / (elapsed / 1000)) : "unmeasured (the page's clock stood still)";
  lines.push(passed + " passed, " + failed + " failed (" + events + " events through pager.wasm in " + navigator.userAgent.match(/(HeadlessChrome|Chrome)\\/[0-9.]+/)[0] + ")");
  lines.push("speed: " + perSecond + " events per second (records built and read back), module " + bytes.length + " bytes");
  Object.assign(document.body.dataset, { passed, failed, events, eventsPerSecond: perSecond, moduleBytes: bytes.length });
  document.getElementById("out").textContent = lines.join("\\n");
})().catch(error => { document.body.dataset.error = String(error); document.getElementById("out").textContent = String(error); });
</script></body></html>
`;
fs.writeFileSync(out, page);
