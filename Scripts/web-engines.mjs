#!/usr/bin/env node
// The web front end in Firefox ESR and WebKitGTK (WEB-ENGINES.md), with the most realistic
// input each allows here: real X wheel clicks, keys and clicks under Xvfb (xdotool) in both,
// WebDriver BiDi keys and clicks and a rotation in Firefox (never the WebDriver wheel, nor
// touch: WEB-ENGINES §A). One browser per engine opens every preset's page (docs/Web.md's
// samples, served as Scripts/web-harness.mjs serves them), checks every frame's DOM against
// the module's model (web-pages.mjs, 0.5 CSS px), and after every gesture checks the screen at
// rest: the tab marked is the one in view, the underline under it, the pages on a page. Each
// session is replayed natively (`trace-replay run --expect`: bit for bit). Then the engine's
// motion checks: on parchment's pages, two wheel clicks sideways five times over (each must
// come to rest on a page and be told), and the pages placed between two pages with snapping
// off, then on, with no scroll after (the element must bring them to a page); rows removed
// above the view and in it on hero (the row in view stays within 1 px); and the header
// planted one pixel off (web-pages.mjs's `/planted/`), which must be caught.
//
//   node Scripts/web-engines.mjs --engine firefox|webkit --wasm FILE [--seed N] [--gestures N]
//        [--presets td,menu,…] [--keep DIR] [--trace-replay PATH] [--verbose] [--element DIR]
//   (--element DIR: the element's files from DIR, default Sources/PagerWeb)
//
// Prints one summary line; exit 0 when everything held, 1 otherwise (the problems on stderr,
// the failing sessions' recordings in --keep), 2 when the engine is not installed.
// Needs Debian's firefox-esr or webkit2gtk-driver, and xvfb and xdotool.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { installed, launch } from "./browsers.mjs";
import { draw, scriptOptions } from "./script-options.mjs";
import { frameChecker, pageHTML, rowsRemoved, servePages, sourceElement } from "./web-pages.mjs";

// Node 20 has WebSocket (Firefox's BiDi) behind a flag: run again with it.
if (typeof WebSocket === "undefined") {
  const again = spawnSync(process.execPath, ["--experimental-websocket", "--no-warnings", fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(again.status ?? 1);
}
const { root, args, option } = scriptOptions(import.meta.url);
const engine = option("--engine", "");
if (!["firefox", "webkit"].includes(engine)) {
  console.error("web-engines: --engine firefox or --engine webkit (see --help)");
  process.exit(2);
}
if (!installed(engine)) {
  console.error(`web-engines: ${engine} needs ${engine === "firefox" ? "firefox-esr" : "webkit2gtk-driver"}, xvfb and xdotool (apt-get install)`);
  process.exit(2);
}
const wasmPath = option("--wasm", path.join(root, ".build/wasm/pager-web-recording.wasm"));
const elementDir = option("--element", sourceElement);
const presets = option("--presets", "td,menu,hero,kulman,parchment,fj,swipe,parchment@rtl").split(",");
const gestures = Number(option("--gestures", "8"));
const keep = option("--keep", fs.mkdtempSync(path.join(os.tmpdir(), "web-engines-")));
fs.mkdirSync(keep, { recursive: true });
const traceReplay = option("--trace-replay", path.join(root, ".build/release/trace-replay"));
const verbose = args.includes("--verbose");
// A seeded generator (as the harness's): the same gestures every run.
let state = Number(option("--seed", "1")) >>> 0;
const random = () => {
  state = (state + 0x9e3779b9) >>> 0;
  return draw(state);
};
const between = (a, b) => a + random() * (b - a);
const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
const failures = [];

const pages = await servePages(wasmPath, elementDir);
const browser = await launch(engine, 390, 844);
const evaluate = expression => browser.eval(expression);

// ---- input: real X events at page coordinates, and the driver's keys and clicks
const wheel = async (x, y, button, clicks) => browser.x("mousemove", ...(await browser.toScreen(x, y)), "click", "--repeat", clicks, "--delay", 40, button);
const click = async (x, y) => browser.x("mousemove", ...(await browser.toScreen(x, y)), "click", 1);
const key = name => browser.x("key", { PageDown: "Page_Down", PageUp: "Page_Up", End: "End", Home: "Home" }[name]);
const tabCenter = index => evaluate(`(links => (r => [r.left + r.width / 2, r.top + r.height / 2])(links[Math.min(${index}, links.length - 1)].getBoundingClientRect()))(document.querySelector("scroll-pager").parts.links)`);
const buttons = { down: 5, up: 4, left: 6, right: 7 };

// The per-frame check (web-pages.mjs); in WebKitGTK, whose list may move while a frame's
// script runs, a list position ahead of the model is forgiven when the list's next scroll
// tells the element of it.
const checkFrames = () => evaluate(`(window.__listMovesMidFrame = ${engine === "webkit"}, ${frameChecker})`);
/** The frames checked and the mismatches (a list position still held at the end is one). */
async function checked() {
  const check = await evaluate("window.__check");
  frames += check.frames;
  forgiven += check.forgiven;
  const found = [...check.mismatches, ...check.held.map(h => h.mismatch)];
  mismatches += found.length;
  return found;
}
async function open(url) {
  await browser.open(url);
  await evaluate(`new Promise((resolve, reject) => { const since = performance.now(); const wait = () => {
    if (document.querySelector("scroll-pager")?.parts) resolve(true);
    else if (performance.now() - since > 15000) reject(new Error("not laid out within 15 s"));
    else setTimeout(wait, 20); }; wait(); })`);
  // Scroll events counted (for rest), and what the element tells the page.
  await evaluate(`(() => { window.__scrolls = 0; window.__finished = 0;
    addEventListener("scroll", () => window.__scrolls++, { capture: true, passive: true });
    document.querySelector("scroll-pager").addEventListener("pagerscrollfinished", () => window.__finished++);
    return true; })()`);
}
/** Until no scroll event has come for 600 ms and the element's motion is over (8 s at most). */
async function rest() {
  let last = -1, still = 0;
  for (let waited = 0; waited < 8000 && still < 6; waited += 100) {
    const [scrolls, moving] = await evaluate(`[window.__scrolls, (m => !!m && (m.headerSliding || m.underlineSliding))(document.querySelector("scroll-pager").model())]`);
    still = scrolls === last && !moving ? still + 1 : 0;
    last = scrolls;
    await sleep(100);
  }
  await sleep(200);
}
// At rest: the tab marked against what is in view, the underline under it, the pages on a page.
// A sections screen selects the section at the strip's bottom edge, but in its last screenful
// of scrolling, where the line slides down to the list's bottom (SPEC §4.1, `crossing`): there
// any section from the one at the strip to the last one in view.
const restProblems = `(() => {
  const el = document.querySelector("scroll-pager"), { links, underline, strip, pages, sections } = el.parts, problems = [];
  const marked = links.map((link, i) => link.getAttribute(pages ? "aria-selected" : "aria-current") === (pages ? "true" : "location") ? i : -1).filter(i => i >= 0);
  if (marked.length !== 1 || marked[0] !== el.selectedIndex) problems.push("tabs marked " + JSON.stringify(marked) + ", selectedIndex " + el.selectedIndex);
  const stripBox = strip.getBoundingClientRect();
  if (pages) {
    // Right to left, page i is at (n − 1 − i) · width (the module mirrors it).
    const width = pages.clientWidth, n = sections.length, at = pages.scrollLeft / width;
    const page = getComputedStyle(el).direction === "rtl" ? n - 1 - Math.round(at) : Math.round(at);
    if (Math.abs(pages.scrollLeft - Math.round(at) * width) > 1) problems.push("the pages at " + pages.scrollLeft + ", between two pages (" + width + " px each)");
    else if (page !== el.selectedIndex) problems.push("page " + page + " in view, tab " + el.selectedIndex + " selected");
  } else {
    const tops = sections.map(s => s.getBoundingClientRect().top);
    const at = Math.max(0, tops.findLastIndex(top => top <= stripBox.bottom + 1));
    const lastInView = Math.max(0, tops.findLastIndex(top => top < innerHeight));
    const doc = document.scrollingElement, lastScreenful = doc.scrollTop > doc.scrollHeight - innerHeight - (innerHeight - stripBox.bottom) + 1;
    if (lastScreenful ? el.selectedIndex < at || el.selectedIndex > lastInView : el.selectedIndex !== at) {
      problems.push("section " + at + " at the strip" + (lastScreenful ? " (" + lastInView + " the last in view)" : "") + ", tab " + el.selectedIndex + " selected");
    }
  }
  if (el.preset.barHeight > 0 && el.selectedIndex >= 0) {
    const line = underline.getBoundingClientRect(), tab = links[el.selectedIndex].getBoundingClientRect();
    const off = (line.left + line.width / 2) - (tab.left + tab.width / 2);
    if (Math.abs(off) > 2) problems.push("the underline " + off.toFixed(1) + " px off its tab");
  }
  return problems;
})()`;

/** The session's recording replayed natively, bit for bit; kept in --keep. */
async function replayed(name) {
  const recording = await evaluate(`(el => ({ events: el.eventsJSONL(), records: el.recordsJSONL() }))(document.querySelector("scroll-pager"))`);
  const base = path.join(keep, `${engine}-${name.replace("@", "-")}`);
  fs.writeFileSync(`${base}.events.jsonl`, recording.events);
  fs.writeFileSync(`${base}.states.jsonl`, recording.records);
  const replay = spawnSync(traceReplay, ["run", `${base}.events.jsonl`, "--expect", `${base}.states.jsonl`], { encoding: "utf8" });
  if (replay.status !== 0) failures.push(`${name}: replay: ${(replay.stderr + replay.stdout).trim().split("\n").slice(-3).join(" | ")}`);
  return replay.status === 0;
}

// ---- the sessions: every preset, every gesture kind that applies, then seeded ones
let frames = 0, mismatches = 0, forgiven = 0, identical = 0, rests = 0;
for (const preset of presets) {
  const third = [...pageHTML(preset).matchAll(/<section id="([^"]+)"/g)][2][1];
  await open(`${pages.origin}/page.html?preset=${encodeURIComponent(preset)}#${third}`);
  await sleep(300);
  if ((await evaluate(`document.querySelector("scroll-pager").selectedIndex`)) !== 2) failures.push(`${preset}: the page opened with #${third} did not select tab 2`);
  await checkFrames();
  const { strip, paged } = await evaluate(`(p => ({ strip: p.barHeight > 0, paged: p.content === "pages" }))(document.querySelector("scroll-pager").preset)`);
  const kinds = ["wheelDown", "wheelUp", "pageDown", "end", "home", ...(strip ? ["tab", "tabAfterWheel"] : []), ...(paged ? ["pagesWheel"] : []),
    ...(engine === "firefox" ? ["driverKeys", ...(strip ? ["driverClick"] : []), "rotate"] : [])];
  const plan = [...kinds];
  while (plan.length < Math.max(gestures, kinds.length)) plan.push(kinds[Math.floor(random() * kinds.length)]);
  for (const kind of plan) {
    const x = between(60, 330), y = between(350, 700);
    if (verbose) console.error(`  ${preset}: ${kind}`);
    switch (kind) {
      case "wheelDown": await wheel(x, y, buttons.down, Math.round(between(1, 5))); break;
      case "wheelUp": await wheel(x, y, buttons.up, Math.round(between(1, 4))); break;
      // Keys go to the list clicked first (the document, or the page in view).
      case "pageDown": await click(x, y); await sleep(100); key("PageDown"); break;
      case "end": await click(x, y); await sleep(100); key("End"); break;
      case "home": await click(x, y); await sleep(100); key("Home"); break;
      case "tab": await click(...await tabCenter(Math.floor(random() * 5))); break;
      // A tab clicked while a wheel's animation still runs.
      case "tabAfterWheel": await wheel(x, y, buttons.down, 4); await sleep(120); await click(...await tabCenter(Math.floor(random() * 5))); break;
      case "pagesWheel": await wheel(x, y, random() < 0.5 ? buttons.left : buttons.right, Math.round(between(1, 2))); break;
      case "driverKeys": await browser.click(x, y); await browser.keys(random() < 0.5 ? "PageDown" : "End"); break;
      case "driverClick": await browser.click(...await tabCenter(Math.floor(random() * 5))); break;
      case "rotate": await browser.setViewport(844, 390); await sleep(500); await browser.setViewport(390, 844); break;
    }
    await rest();
    rests++;
    for (const problem of await evaluate(restProblems)) failures.push(`${preset}: after ${kind}, ${problem}`);
  }
  const found = await checked();
  if (found.length) failures.push(`${preset}: ${found.length} mismatches, first ${JSON.stringify(found.slice(0, 4))}`);
  if (await replayed(preset)) identical++;
}

// ---- the motion checks, on parchment's pages
const pagesState = `(el => ({ page: el.selectedIndex, scrollLeft: el.parts.pages.scrollLeft, width: el.parts.pages.clientWidth }))(document.querySelector("scroll-pager"))`;
const onAPage = s => Math.abs(s.scrollLeft - Math.round(s.scrollLeft / s.width) * s.width) <= 1 && Math.round(s.scrollLeft / s.width) === s.page;
// Two wheel clicks sideways, five times over (WebKit left 5 of 9 between pages: WEB-ENGINES B1):
// each rests on a page that is the one selected, and each page change is told once at its end.
await open(`${pages.origin}/page.html?preset=parchment`);
await checkFrames();
let bursts = 0;
for (const direction of ["right", "right", "left", "right", "left"]) {
  const before = await evaluate(pagesState), toldBefore = await evaluate("window.__finished");
  await wheel(200, 500, buttons[direction], 2);
  await rest();
  const after = await evaluate(pagesState), told = (await evaluate("window.__finished")) - toldBefore;
  if (!onAPage(after)) failures.push(`two wheel clicks ${direction}: the pages rest at ${after.scrollLeft} (${after.width} px pages), tab ${after.page} selected`);
  else if (after.page !== before.page && told < 1) failures.push(`two wheel clicks ${direction}: page ${before.page} → ${after.page}, no pagerscrollfinished`);
  else bursts++;
}
// Placed between two pages with snapping off, then snapping back on, and no scroll after: the
// element brings them to the nearer page (WebKit leaves them; Gecko snaps them itself).
await evaluate(`(pages => { pages.style.scrollSnapType = "none"; pages.scrollLeft = 1.4 * pages.clientWidth;
  return new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => { pages.style.scrollSnapType = ""; resolve(true); }))); })(document.querySelector("scroll-pager").parts.pages)`);
await sleep(1500);
await rest();
const placed = await evaluate(pagesState);
if (!onAPage(placed) || placed.page !== 1) failures.push(`placed at 1.4 pages: the pages rest at ${placed.scrollLeft} (${placed.width} px pages), tab ${placed.page} selected (page 1 expected)`);
const found = await checked();
if (found.length) failures.push(`parchment's motion checks: ${found.length} mismatches, first ${JSON.stringify(found.slice(0, 4))}`);
const motionReplayed = await replayed("parchment-motion");

// ---- rows the app removes out of view above, then in view: the row in view stays (WebKit
// has no scroll anchoring; the element anchors itself)
await open(`${pages.origin}/page.html?preset=hero`);
await evaluate(`(document.scrollingElement.scrollTop = 1500, true)`);
await rest();
let anchored = 0;
for (const where of ["above", "in view"]) {
  const moved = await evaluate(rowsRemoved(where));
  if (Math.abs(moved.by) > 1) failures.push(`hero: two rows removed ${where}: the row in view (${moved.text}) moved ${moved.by.toFixed(1)} px`);
  else anchored++;
}

// ---- the header planted one pixel off must be caught
await open(`${pages.origin}/planted/page.html?preset=menu`);
await checkFrames();
await wheel(200, 500, buttons.down, 3);
await rest();
const planted = (await evaluate("window.__check")).mismatches.length;
if (planted === 0) failures.push("the header planted one pixel off was not caught");

await browser.close();
pages.close();
console.log(`${engine} (${browser.version}): ${presets.length} sessions, ${rests} rests checked, ${frames} frames compared, ${mismatches} mismatches`
  + `${engine === "webkit" ? ` (${forgiven} list positions a frame ahead of their scroll event)` : ""}, `
  + `${identical + (motionReplayed ? 1 : 0)} of ${presets.length + 1} recordings identical on replay; pages: ${bursts} of 5 wheel bursts on a page, `
  + `${onAPage(placed) ? "placed between pages brought to one" : "left between pages"}; rows removed: ${anchored} of 2 kept the row in view; the planted header offset ${planted ? `caught (${planted} mismatches)` : "missed"}`);
for (const failure of failures) console.error(`FAIL  ${failure}`);
process.exit(failures.length ? 1 : 0);
