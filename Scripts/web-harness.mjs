#!/usr/bin/env node
// The web front end in a real browser: headless Chromium over the DevTools protocol (on a
// pipe, Node's own modules only), real touch (`Input.dispatchTouchEvent` under touch
// emulation: the only input that gives momentum, WEB-SCROLL §1), wheel and keys, on every
// preset (sections on the document, pages in a snap container, one right to left). After
// every animation frame the page reads positions back from the DOM
// (`getBoundingClientRect`, `scrollTop`, `scrollLeft`) and compares them with the screen
// model the module computes from the latest record (within 0.5 CSS px); each session's
// events and records are then replayed natively (`trace-replay run --expect`: bit for bit,
// SPEC §8 invariants on every record), and its recorded driver inputs driven into the same
// events (`trace-replay drive`).
//
//   node Scripts/web-harness.mjs --wasm .build/wasm/pager-web.wasm [--seed N] [--gestures N]
//        [--presets td,menu,…] [--jobs N] [--plant] [--measure] [--keep DIR]
//        [--trace-replay PATH] [--demo FILE] [--screen] [--kinds fling,tap,…] [--thread-time]
//        [--isolate] [--element DIR]
//
// Prints one summary line; exit 0 when every frame matched and every recording replayed
// identically, 1 otherwise (a failure keeps its recording and a screenshot in --keep).
// A session `NAME@rtl` is the preset's page right to left; `NAME@two` the preset's page with a
// second element (another preset's) hidden after it, for the `swap` and `route` gestures (the
// per-frame check follows the element shown: `window.__watch`); --jobs N runs the sessions in N
// browsers at once (each session is seeded by its name: the same gestures either way);
// --element DIR serves the element's files from DIR (default Sources/PagerWeb; CI gives the
// package as staged to publish, Scripts/web-package.mjs). --demo FILE opens the screens from the demo file (Scripts/web-demo.mjs) instead.
// --thread-time records a Chromium trace of each session (`devtools.timeline`, which slows
// every call) and prints each scroll event's dispatch, wall time and the main thread's own
// time: what the thread ran, without the time it waited for a core.
// --isolate (Linux, with --measure and one job) puts the renderers' main threads (the page's
// among them) alone on the last core and every other thread of Chromium's and of this
// script's on the others, at the session's start and before each gesture (threads started
// since are placed too), so that a scroll event's span is the script's own time, not a
// compositor's or display thread's.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { launch } from "./chromium.mjs";
import { headerErrors, headerPaint } from "./screen-frames.mjs";
import { draw, scriptOptions } from "./script-options.mjs";
import { frameChecker, pageHTML, rowsRemoved, servePages, sourceElement } from "./web-pages.mjs";

const { root, args, option } = scriptOptions(import.meta.url);
const wasmPath = option("--wasm", path.join(root, ".build/wasm/pager-web.wasm"));
const elementDir = option("--element", sourceElement);
const seed = Number(option("--seed", "1"));
const gesturesPerPreset = Number(option("--gestures", "12"));
const plant = args.includes("--plant");
const keep = option("--keep", fs.mkdtempSync(path.join(os.tmpdir(), "web-harness-")));
// Folders named on the command line and not made yet are made (as `trace-replay fuzz --out`).
if (keep) fs.mkdirSync(keep, { recursive: true });
const traceReplay = option("--trace-replay", path.join(root, ".build/release/trace-replay"));
const demo = option("--demo", null) && path.resolve(option("--demo"));
// (`fj@two`: the fj page with a second element, hidden, and a route to it: not in the demo file.)
const presetNames = (option("--presets", `td,menu,hero,kulman,parchment,fj,swipe,parchment@rtl,parchment-options${demo ? "" : ",fj@two"}`)).split(",");
const jobs = Math.max(1, Number(option("--jobs", "1")));
if (args.includes("--isolate") && (jobs > 1 || !args.includes("--measure") || process.platform !== "linux")) {
  console.error("web-harness: --isolate needs --measure, one job (no --jobs) and Linux: it gives one page's main thread a core of its own");
  process.exit(2);
}
// --screen: the frames Chromium composites during flings, checked against the records
// (Scripts/screen-frames.mjs), for the header's lag on screen.
const screen = args.includes("--screen");
// --kinds a,b: only these gesture kinds (where they apply).
const onlyKinds = option("--kinds", null)?.split(",");

const kinds = ["drag", "fling", "stopFling", "tap", "tapMidFling", "stripSwipe", "headerDrag", "pageSwipe", "pull", "wheel",
  "keys", "rotate", "font", "hold", "back", "home", "grow", "sections", "remount", "swap", "route"];
// The gestures of a page with a second element (`NAME@two`): one shown, one hidden, swapped;
// an SPA route to another screen and back.
const twoKinds = new Set(["swap", "route"]);
// A screen without a strip (Kulman's: B = 0) has no tab to tap or strip to swipe.
const stripKinds = new Set(["tap", "tapMidFling", "stripSwipe", "back"]);
// A seeded generator (SplitMix32-like), so that a campaign is the same gestures every run;
// each session is seeded from the seed and its name, so that it is the same gestures whichever
// other sessions run, in this process or another (`--jobs`).
let state = seed >>> 0;
const seedSession = name => {
  let hash = 0x811c9dc5;  // FNV-1a
  for (const c of name) hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193) >>> 0;
  state = (seed ^ hash) >>> 0;
};
const random = () => {
  state = (state + 0x9e3779b9) >>> 0;
  return draw(state);
};
const pick = list => list[Math.floor(random() * list.length)];
const between = (a, b) => a + random() * (b - a);

// Every frame matched, every recording replayed, every deep link opened, and at most one
// layout pass per animation frame (Chromium's LayoutCount over the sessions' frames).
const passed = r => r.mismatches === 0 && r.identical === r.sessions && r.deepLinks === r.sessions && r.layouts <= r.frames
  && r.failures.length === 0;

/** Prints a campaign's summary line (stdout) and its details (stderr). */
function summarize(r) {
  const { tally, sessions, framesCompared, mismatches, identical, invariantFailures, deepLinks, layouts, frames, scrollTimes,
    controlTimes, failures, screenErrors } = r;
  const gestures = presetNames.map(p => `${p} ${kinds.map(k => `${k} ${tally[p][k]}`).join(" ")}`).join("; ");
  console.log(`web: ${sessions} sessions, gestures: ${gestures}; ${framesCompared} frames compared, ${mismatches} mismatches, `
    + `${identical} of ${sessions} recordings identical on replay, ${invariantFailures} invariant failures, `
    + `${deepLinks} of ${sessions} deep links opened on their tab`);
  console.error(`  ${layouts} layouts in ${frames} animation frames (Chromium's LayoutCount)`);
  if (args.includes("--screen")) {
    const off = screenErrors.filter(e => Math.abs(e.error) > 1), largest = Math.max(0, ...screenErrors.map(e => Math.abs(e.error)));
    console.error(`  on screen: ${screenErrors.length} composited frames with the header part-way compared, ${off.length} with it more than 1 px `
      + `from where the record of the drawn scroll offset puts it (largest ${largest} px), `
      + `${off.filter(e => e.behind).length} of them where the previous frame's record puts it`);
  }
  if (args.includes("--measure")) {
    // performance.now() steps by 5 µs here (the page is cross-origin isolated; 100 µs otherwise).
    const quantiles = times => {
      const sorted = [...times].sort((a, b) => a - b), at = q => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      return `p50 ${at(0.5).toFixed(3)} ms, p99 ${at(0.99).toFixed(3)} ms, max ${sorted[sorted.length - 1].toFixed(3)} ms`;
    };
    if (r.isolated) {
      console.error(`  isolated: the renderers' main threads alone on core ${os.cpus().length - 1} (${r.isolated.main} placed at the sessions' starts), `
        + `${r.isolated.others} other threads (Chromium's, this script's) on the other cores`);
    }
    console.error(`  script time per scroll event (driver, reducer, DOM writes), ${scrollTimes.length} events: ${quantiles(scrollTimes)}`);
    console.error(`  the control (the same span, nothing of the element's in it): ${quantiles(controlTimes)}`);
    // The element's own share of each event: its span less the control's up to its listener.
    console.error(`  the element's share (each event's span less its control): ${quantiles(scrollTimes.map((v, i) => v - controlTimes[i]))}`);
  }
  for (const failure of failures) console.error(`  ${failure} (kept in ${keep})`);
}

// --jobs N: the sessions split among N browsers, each run by this script as a child (--json),
// their results merged into one summary, in the sessions' order.
if (jobs > 1 && !args.includes("--json") && presetNames.length > 1) {
  const groups = Array.from({ length: Math.min(jobs, presetNames.length) }, (_, j) => presetNames.filter((_, i) => i % jobs === j));
  const passOn = args.filter((arg, i) => !["--presets", "--jobs"].includes(arg) && !["--presets", "--jobs"].includes(args[i - 1]));
  const results = await Promise.all(groups.map(group => new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...passOn, "--presets", group.join(","), "--json"],
      { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", chunk => (out += chunk));
    child.on("exit", () => { try { resolve(JSON.parse(out)); } catch { reject(new Error(`a --jobs child (${group}) printed no result`)); } });
  })));
  const merged = { tally: {}, sessions: 0, framesCompared: 0, mismatches: 0, identical: 0, invariantFailures: 0, deepLinks: 0, layouts: 0,
    frames: 0, scrollTimes: [], controlTimes: [], failures: [], screenErrors: [] };
  for (const r of results) {
    for (const key of ["sessions", "framesCompared", "mismatches", "identical", "invariantFailures", "deepLinks", "layouts", "frames"]) merged[key] += r[key];
    Object.assign(merged.tally, r.tally);
    merged.scrollTimes.push(...r.scrollTimes);
    merged.controlTimes.push(...r.controlTimes);
    merged.failures.push(...r.failures);
    merged.screenErrors.push(...r.screenErrors);
  }
  summarize(merged);
  process.exit(passed(merged) ? 0 : 1);
}

// The pages, and with --plant the same with the header written one pixel off (web-pages.mjs).
const pages = await servePages(wasmPath, elementDir);
const origin = plant ? `${pages.origin}/planted` : pages.origin;

/**
 * --isolate: the renderers' main threads alone on the last core, every other
 * thread of Chromium's processes and of this script's on the others. On two cores Chromium's
 * compositor and display threads, at a higher priority, take the main thread's core at the
 * start of a frame, where `scroll` events are dispatched (what --thread-time shows); isolated,
 * an event's span is the script's own time. Linux only (`/proc`, `taskset`). Returns the
 * number of threads placed each way.
 */
function isolateRendererMainThreads() {
  const cores = os.cpus().length, last = String(cores - 1), others = `0-${Math.max(0, cores - 2)}`;
  const parentOf = pid => { try { return Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]); } catch { return -1; } };
  const all = fs.readdirSync("/proc").filter(name => /^\d+$/.test(name)).map(Number);
  const ours = new Set([chrome.pid, process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const pid of all) if (!ours.has(pid) && ours.has(parentOf(pid))) { ours.add(pid); grew = true; }
  }
  // A renderer's main thread is its process's first thread (Chromium names it after the program
  // and rewrites its command line as one string).
  const isRenderer = pid => { try { return /(^|[\s\0])--type=renderer(?=[\s\0]|$)/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8")); } catch { return false; } };
  const renderers = new Set([...ours].filter(isRenderer));
  const placed = { main: 0, others: 0 };
  for (const pid of ours) {
    let tasks = [];
    try { tasks = fs.readdirSync(`/proc/${pid}/task`); } catch { continue; }
    for (const tid of tasks) {
      const main = renderers.has(pid) && Number(tid) === pid;
      if (spawnSync("taskset", ["-pc", main ? last : others, tid], { stdio: "ignore" }).status === 0) placed[main ? "main" : "others"]++;
    }
  }
  if (placed.main === 0) throw new Error("--isolate: no renderer's main thread found to place");
  return placed;
}

// Chromium over a pipe: commands on fd 3, answers on fd 4, each a JSON text ended by NUL.
const { chrome, profile, send, page, evaluate, listeners, touch, drag, tap } = await launch();
const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
// The page's own uncaught errors, said where they happen; where the page went, if it went.
let lastNavigation = "";
let capturing = null;
listeners.push(message => {
  if (message.method === "Page.screencastFrame") {
    capturing?.push({ data: message.params.data, metadata: message.params.metadata });
    page("Page.screencastFrameAck", { sessionId: message.params.sessionId });
  }
  if (message.method === "Page.frameNavigated" && !message.params.frame.parentId) {
    lastNavigation = `${message.params.frame.url} (${message.params.type ?? "navigation"})`;
  }
  if (message.method === "Runtime.exceptionThrown") {
    const details = message.params.exceptionDetails;
    console.error(`  the page threw: ${details.exception?.description ?? details.text}`);
  }
});
const viewport = { width: 390, height: 844 };
const metrics = v => page("Emulation.setDeviceMetricsOverride", { width: v.width, height: v.height, deviceScaleFactor: 1, mobile: true });

const settle = ms => sleep(ms);
// A key pressed and released (`code` its virtual key code).
const press = async (key, code) => {
  await page("Input.dispatchKeyEvent", { type: "rawKeyDown", key, code: key, windowsVirtualKeyCode: code });
  await page("Input.dispatchKeyEvent", { type: "keyUp", key, code: key, windowsVirtualKeyCode: code });
};
// The strip's middle where the module's model has it now (a quick-return header moves it).
const stripMiddle = () => evaluate(`(() => { const m = document.querySelector("scroll-pager").model(); return m.stripY + m.stripHeight / 2; })()`);

// The page's checker: after every frame the element handles, the DOM against the module's model.
const installChecker = frameChecker;

/**
 * On the element the page shows now besides the session's (`swap`'s second element, at
 * index `index` of the page's elements, or the route's, `window.__away.next`): a fling, then a
 * tap on another tab than the selected one, which must select it; every frame checked.
 */
async function useOtherScreen(what, index) {
  const el = index === null ? "window.__away.next" : `document.querySelectorAll("scroll-pager")[${index}]`;
  await settle(300);
  await drag(between(60, 330), between(300, 700), 0, -between(200, 350), 6, 16);
  await settle(1200);
  const target = await evaluate(`(el => el.selectedIndex === 1 ? 2 : 1)(${el})`);
  const tab = await evaluate(`(r => r && r.width > 0 ? [r.left + r.width / 2, r.top + r.height / 2] : null)(${el}.parts.links[${target}]?.getBoundingClientRect())`);
  if (!tab || tab[0] < 0 || tab[0] > viewport.width || tab[1] < 0) return;
  await tap(tab[0], tab[1]);
  await settle(900);
  const selected = await evaluate(`${el}.selectedIndex`);
  if (selected !== target) failures.push(`${what}: a tap on tab ${target} selected tab ${selected}`);
}

const tally = {};
let layouts = 0, frames = 0, deepLinks = 0;
const scrollTimes = [], controlTimes = [];
/** --isolate: the threads placed at the sessions' starts, summed (`isolateRendererMainThreads`). */
let isolated = null;
let sessions = 0, framesCompared = 0, mismatches = 0, identical = 0, invariantFailures = 0;
// --screen: the session's captured frames, and each compared one's header error (px).
let screenFrames = [];
const screenErrors = [];
const failures = [];

for (const preset of presetNames) {
  seedSession(preset);
  sessions++;
  tally[preset] = Object.fromEntries(kinds.map(k => [k, 0]));
  await metrics(viewport);
  await page("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
  // A deep link: the page opens on the tab its hash names (the third section).
  const third = [...pageHTML(preset).matchAll(/<section id="([^"]+)"/g)][2][1];
  // The served page, or the demo file's screen (--demo: the page a reader opens from disk).
  const [name, variant] = preset.split("@");
  const url = demo
    ? `${pathToFileURL(demo).href}?preset=${name}${variant === "rtl" ? "&dir=rtl" : ""}#${third}`
    : `${origin}/page.html?preset=${encodeURIComponent(preset)}#${third}`;
  // Ready within 10 s, or the page failed (its error is in the rejection).
  await openLaidOut(url, `${preset}: the element`);
  if (args.includes("--isolate")) {
    const placed = isolateRendererMainThreads();
    isolated = { main: (isolated?.main ?? 0) + placed.main, others: (isolated?.others ?? 0) + placed.others };
  }
  await settle(300);
  if (await evaluate(`document.querySelector("scroll-pager").selectedIndex`) === 2) deepLinks++;
  else failures.push(`${preset}: the page opened with #${third} did not select tab 2`);
  // Every method as its declaration says before the module has loaded (a framework calls
  // them on an element it has just made): nothing throws, `model()` is null, and a tab asked
  // for is the one `selectedIndex` answers.
  const early = await evaluate(`(() => { const el = document.createElement("scroll-pager"), problems = [];
    try {
      if (el.model() !== null) problems.push("model() before a layout is not null");
      el.select(1);
      if (el.selectedIndex !== 1) problems.push("selectedIndex after select(1) before the module is " + el.selectedIndex);
      el.setBadge(0, "3");
      el.selectedIndex = 2;
      if (el.selectedIndex !== 2) problems.push("selectedIndex after selectedIndex = 2 before the module is " + el.selectedIndex);
      el.setAttribute("selected-index", "0");
      if (el.selectedIndex !== 0) problems.push('selectedIndex after selected-index="0" before the module is ' + el.selectedIndex);
      el.eventsJSONL(); el.recordsJSONL(); el.callbacksJSONL();
    } catch (e) { problems.push(String(e)); }
    return problems; })()`);
  for (const problem of early) failures.push(`${preset}: before the module loaded, ${problem}`);
  // A module that cannot be loaded (404) or compiled (not wasm): every element that asks for it
  // fires `error` naming the URL and the cause, the console says it once per failed load, and
  // nothing is thrown uncaught; the page keeps its list, as it was. (Served pages: the demo is a file.)
  const failed = demo ? [] : await evaluate(`(async () => {
    const said = [], error = console.error, problems = [];
    console.error = (...a) => { said.push(a.join(" ")); };
    const heard = el => new Promise(resolve => { el.addEventListener("error", e => resolve(e), { once: true });
      setTimeout(() => resolve(null), 5000); });
    const made = url => { const el = document.createElement("scroll-pager"); el.setAttribute("module", url); el.hidden = true;
      el.innerHTML = '<nav data-pager-strip><a href="#x">X</a></nav><section id="x"><h2>X</h2></section>';
      document.body.append(el); return el; };
    try {
      for (const [url, cause] of [["/missing-module.wasm", "HTTP 404"], ["/menu.css", "WebAssembly"]]) {
        const pair = [made(url), made(url)];
        const events = await Promise.all(pair.map(heard));
        const href = new URL(url, document.baseURI).href;
        for (const e of events) {
          if (!(e instanceof ErrorEvent)) problems.push(url + ": no error event");
          else if (!e.message.includes(href) || !e.message.includes(cause)) problems.push(url + ": the error says " + e.message);
        }
        const lines = said.filter(line => line.includes(href));
        if (lines.length !== 1) problems.push(url + ": the console said it " + lines.length + " times");
        for (const el of pair) {
          if (el.parts) problems.push(url + ": laid out without a module");
          // The room held for the screen while it loaded is given back: the plain list and links.
          const nav = getComputedStyle(el.querySelector("nav"));
          if (el.dataset.pagerState !== "plain" || nav.overflow !== "visible") {
            problems.push(url + ": the plain list keeps the room held for the screen (state " + el.dataset.pagerState + ", the strip's overflow " + nav.overflow + ")");
          }
          el.remove();
        }
      }
    } finally { console.error = error; }
    return problems; })()`);
  for (const problem of failed) failures.push(`${preset}: a module that does not load: ${problem}`);
  await evaluate(installChecker);
  // What the element tells the page (pagerselect, pagerswipeprogress, pagerscrollfinished),
  // heard from here on, against the records made from here on.
  await evaluate(`(() => { const el = document.querySelector("scroll-pager");
    const heard = window.__heard = { selected: [], swipes: 0, finished: 0, from: el.recordsJSONL().trim().split("\\n").length,
      start: el.selectedIndex };
    el.addEventListener("pagerselect", e => heard.selected.push(e.detail.index));
    el.addEventListener("pagerswipeprogress", () => heard.swipes++);
    el.addEventListener("pagerscrollfinished", () => heard.finished++); })()`);
  if (screen) {
    screenFrames = [];
    await evaluate(`(header => header && Object.assign(header.style, { background: "${headerPaint}", borderBottom: "0" }))(
      document.querySelector("scroll-pager").parts.header)`);
  }
  const threadTime = args.includes("--thread-time");
  const traced = [];
  if (threadTime) {
    const collect = message => { if (message.method === "Tracing.dataCollected") traced.push(...message.params.value); };
    listeners.push(collect);
    await send("Tracing.start", { traceConfig: { includedCategories: ["devtools.timeline"], excludedCategories: ["*"] }, transferMode: "ReportEvents" });
  }
  if (option("--profile")) {
    await page("Profiler.enable");
    await page("Profiler.setSamplingInterval", { interval: 50 });
    await page("Profiler.start");
  }
  // Every kind that applies twice, then random kinds: a seeded sequence.
  const hasStrip = await evaluate(`document.querySelector("scroll-pager").preset.barHeight > 0`);
  // A pull down at the document's top is the browser's pull-to-refresh (a reload) where the
  // page keeps it: on the sections screens but Kulman's, whose pull is the pager's.
  const pullIsThePagers = await evaluate(`(p => p.content === "pages" || p.mode === "stickyReveal")(document.querySelector("scroll-pager").preset)`);
  // A page swipe needs pages: on the document a sideways swipe is the browser's history
  // navigation (its overscroll swipe back), not the pager's.
  const hasPages = await evaluate(`document.querySelector("scroll-pager").preset.content === "pages"`);
  const twoElements = await evaluate(`document.querySelectorAll("scroll-pager").length === 2`);
  const applicable = kinds.filter(kind => (hasStrip || !stripKinds.has(kind)) && (pullIsThePagers || kind !== "pull")
    && (hasPages || kind !== "pageSwipe") && (twoElements || !twoKinds.has(kind)) && (!onlyKinds || onlyKinds.includes(kind)));
  let plan = [...applicable, ...applicable];
  while (plan.length < gesturesPerPreset) plan.push(pick(applicable));
  for (let i = plan.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [plan[i], plan[j]] = [plan[j], plan[i]];
  }
  plan = plan.slice(0, gesturesPerPreset);
  await page("Performance.enable");
  const layoutCount = async () => (await page("Performance.getMetrics")).metrics.find(m => m.name === "LayoutCount").value;
  const layoutsBefore = await layoutCount();
  const framesBefore = await evaluate("window.__frames");
  let previous = "the start";
  for (const kind of plan) {
    // The session's page is still the one it opened (a gesture the browser took as a reload
    // or a history navigation would have left it).
    if (!(await evaluate("window.__check !== undefined"))) {
      throw new Error(`${preset}: the page was left after ${previous}, for ${lastNavigation}`);
    }
    previous = kind;
    if (args.includes("--isolate")) isolateRendererMainThreads();
    tally[preset][kind]++;
    if (args.includes("--verbose")) console.error(`  ${preset}: ${kind} (from frame ${await evaluate("window.__check.frames")})`);
    const x = between(60, 330), y = between(300, 700);
    const stripY = await stripMiddle();
    switch (kind) {
      case "drag": await drag(x, y, 0, between(-250, 250), 12, 16, 150); await settle(300); break;
      case "fling":
        if (screen) {
          // From the top, so that the fling crosses the header's collapse.
          await press("Home", 36);
          await settle(700);
          capturing = [];
          await page("Page.startScreencast", { format: "png", everyNthFrame: 1 });
        }
        await drag(x, y, 0, -between(200, 350), 6, 16);
        await settle(1500);
        if (screen) {
          await page("Page.stopScreencast");
          screenFrames.push(...capturing);
          capturing = null;
        }
        break;
      case "hold": await drag(x, y, 0, -between(60, 160), 8, 16, 250); await settle(200); break;
      case "stopFling": await drag(x, y, 0, -300, 6, 16); await settle(between(150, 400)); await tap(x, y); await settle(600); break;
      case "tap": await tap(between(30, 360), stripY); await settle(900); break;
      case "tapMidFling": {
        // In Chromium the touch that stops the document's fling is no click (WEB-SCROLL §2),
        // even on the fixed strip: the second tap selects.
        const at = between(30, 360);
        await drag(x, y, 0, -300, 6, 16);
        await settle(120);
        await tap(at, stripY);
        await settle(60);
        await tap(at, stripY);
        await settle(1200);
        break;
      }
      case "stripSwipe": await drag(300, stripY, -between(80, 200), 0, 8, 16); await settle(1200); break;
      case "pageSwipe": {
        // A horizontal swipe on a list: held (the half-page rule) or a flick (WEB-SCROLL §2).
        const dx = (random() < 0.5 ? -1 : 1) * between(120, 260), slow = random() < 0.5;
        await drag(dx < 0 ? 330 : 60, y, dx, between(-20, 20), slow ? 12 : 6, 16, slow ? 150 : 0);
        await settle(1300);
        break;
      }
      case "pull": {
        // At the top (Home), a slow pull down: held, or released moving (WEB-SCROLL §9: the
        // browser draws no rubber band; Kulman's header is revealed by the module's).
        await press("Home", 36);
        await settle(700);
        await drag(x, between(200, 400), 0, between(60, 300), 10, 16, random() < 0.5 ? 150 : 0);
        await settle(900);
        break;
      }
      case "headerDrag": {
        // A vertical drag that starts on the chrome: the header where it shows, else the strip.
        const headerY = await evaluate(`(() => { const m = document.querySelector("scroll-pager").model();
          return m.headerY + m.headerHeight > 10 ? Math.max(5, m.headerY + m.headerHeight / 2) : -1; })()`);
        await drag(x, headerY >= 0 ? headerY : stripY, 0, between(-200, 200), 10, 16, random() < 0.5 ? 150 : 0);
        await settle(1300);
        break;
      }
      case "wheel":
        await page("Input.dispatchMouseEvent", { type: "mouseWheel", x, y, deltaX: 0, deltaY: between(-400, 400) });
        await settle(800);
        break;
      case "keys":
        await press("PageDown", 34);
        await settle(900);
        break;
      case "back":
        // A tab tapped (a history entry of this page), then the browser's back: the tab before.
        await tap(between(30, 360), stripY);
        await settle(900);
        await evaluate("window.__pushes > window.__backs && (window.__backs++, history.back())");
        await settle(900);
        break;
      case "home":
        await press("Home", 36);
        await settle(900);
        break;
      case "grow":
        // The app adds a row to a section (its ResizeObserver relayouts), then flings.
        await evaluate(`(() => { const sections = document.querySelectorAll("scroll-pager section");
          const li = document.createElement("li"); li.textContent = "Special of the day";
          sections[${Math.floor(random() * 5)} % sections.length].querySelector("ul").append(li); })()`);
        await settle(200);
        await drag(x, y, 0, -between(150, 300), 6, 16);
        await settle(1200);
        break;
      case "sections": {
        // The app adds a section — at the end (to the element, as `append` puts it) or second
        // (before the second section, wherever it is: the pages shift) — and renames the first
        // tab (its link's text replaced, as an app would): a tab for each section, the renamed
        // one measured again; a tap on the new tab selects it; then the app removes the section
        // again. The frames are compared throughout, the records replayed.
        const middle = random() < 0.5;
        // Inserted second on a pages screen, it goes before the page shown: the last page's.
        if (middle && hasPages) {
          await evaluate(`(el => el.select(el.parts.sections.length - 1, false))(document.querySelector("scroll-pager"))`);
          await settle(400);
        }
        const shown = await evaluate(`(el => el.parts.sections[el.selectedIndex]?.id ?? null)(document.querySelector("scroll-pager"))`);
        const [n, at] = await evaluate(`(() => { const el = document.querySelector("scroll-pager"), n = el.parts.sections.length;
          const section = document.createElement("section");
          section.id = "added-" + n;
          section.innerHTML = "<h2>Added " + n + "</h2><ul>" + Array.from({ length: 12 }, (_, i) => "<li>Row " + i + "</li>").join("") + "</ul>";
          if (${middle} && n >= 2) el.parts.sections[1].before(section); else el.append(section);
          if (el.parts.links[0]) el.parts.links[0].textContent = "Renamed " + n;
          return [n, ${middle} && n >= 2 ? 1 : n]; })()`);
        // Until the screen rests (a tap on a moving list only stops it).
        await evaluate(`new Promise(resolve => { let last = "", since = performance.now(); const look = () => {
          const m = document.querySelector("scroll-pager").model(), now = JSON.stringify(m);
          if ((now === last && !m.headerSliding && !m.underlineSliding) || performance.now() - since > 3000) resolve(); else { last = now; setTimeout(look, 120); } };
          look(); })`);
        const after = await evaluate(`(el => ({ tabs: el.parts.links.length, sections: el.parts.sections.length,
          first: el.parts.links[0]?.querySelector("[part=title]")?.textContent ?? null,
          width: parseFloat(el.parts.links[0]?.style.width ?? "0"), titleWidth: el.parts.links[0]?.querySelector("[part=title]")?.getBoundingClientRect().width ?? 0 }))(
          document.querySelector("scroll-pager"))`);
        if (after.sections !== n + 1 || after.tabs !== n + 1) failures.push(`${preset}: a section added: ${after.sections} sections, ${after.tabs} tabs (${n + 1} each expected)`);
        if (hasStrip && after.first !== `Renamed ${n}`) failures.push(`${preset}: a renamed tab reads ${JSON.stringify(after.first)}`);
        // A pages screen keeps the page shown when one is added before it (Chromium snaps the
        // container back to the page it was on when the pages move: CSS Scroll Snap's re-snap).
        const still = await evaluate(`(el => el.parts.sections[el.selectedIndex]?.id ?? null)(document.querySelector("scroll-pager"))`);
        if (hasPages && still !== shown) failures.push(`${preset}: a page added before the one shown (${shown}) shows ${still}`);
        if (hasStrip && after.width < after.titleWidth) failures.push(`${preset}: a renamed tab is ${after.width} px wide for a ${after.titleWidth} px title`);
        if (hasStrip) {
          await evaluate(`document.querySelector("scroll-pager").parts.links[${at}]?.scrollIntoView({ inline: "nearest", block: "nearest" })`);
          await settle(300);
          const tab = await evaluate(`(r => r && r.width > 0 ? [r.left + r.width / 2, r.top + r.height / 2] : null)(
            document.querySelector("scroll-pager").parts.links[${at}]?.getBoundingClientRect())`);
          // (Not when the list already shows it, added where the list stood: a tap on the
          // selected tab is the scroll to the top.)
          const selectedBefore = await evaluate(`document.querySelector("scroll-pager").selectedIndex`);
          if (tab && tab[0] > 0 && tab[0] < viewport.width && tab[1] > 0 && selectedBefore !== at) {
            await tap(tab[0], tab[1]);
            await settle(1000);
            const selected = await evaluate(`document.querySelector("scroll-pager").selectedIndex`);
            if (selected !== at) failures.push(`${preset}: a tap on the added tab ${at} selected ${selected}`);
          }
        } else {
          await drag(x, y, 0, -between(150, 300), 6, 16);
          await settle(1000);
        }
        await evaluate(`document.getElementById("added-${n}").remove()`);
        await settle(600);
        const removed = await evaluate(`(el => [el.parts.sections.length, el.parts.links.length, el.selectedIndex])(document.querySelector("scroll-pager"))`);
        if (removed[0] !== n || removed[1] !== n) failures.push(`${preset}: the added section removed: ${removed[0]} sections, ${removed[1]} tabs (${n} expected)`);
        if (removed[2] >= n) failures.push(`${preset}: with the selected section removed, the selection is ${removed[2]} of ${n} tabs`);
        break;
      }
      case "font": {
        // A larger font: the titles must be measured again and the strip laid out with them
        // (each title within its tab, the strip as tall as they need), then the font back.
        await evaluate(`document.body.style.fontSize = "36px"`);
        await settle(400);
        await drag(x, y, 0, -between(100, 250), 6, 16);
        await settle(1000);
        const overflowing = await evaluate(`[...document.querySelector("scroll-pager").parts.links]
          .filter(link => link.scrollWidth > link.clientWidth + 1 || link.scrollHeight > link.clientHeight + 1).map(link => link.textContent)`);
        if (hasStrip && overflowing.length) failures.push(`${preset}: after a larger font, titles overflow their tabs: ${overflowing.join(", ")}`);
        await evaluate(`document.body.style.fontSize = ""`);
        await settle(400);
        break;
      }
      case "remount": {
        // A framework moves the element (removed, then put back where it was), here mid-fling:
        // the screen resumes as it stood — one chrome, every scroller back where the module has
        // it (the frames compared throughout) — and a tab tapped after selects that tab.
        await drag(x, y, 0, -between(200, 400), 6, 16);
        await settle(between(30, 200));
        await evaluate(`(el => { const parent = el.parentNode, next = el.nextSibling; el.remove(); parent.insertBefore(el, next); })(
          document.querySelector("scroll-pager"))`);
        await settle(1200);
        const chromes = await evaluate(`document.querySelector("scroll-pager").querySelectorAll("[part=chrome]").length`);
        if (chromes !== 1) failures.push(`${preset}: after a re-mount the element has ${chromes} chromes`);
        if (!hasStrip) break;
        // A tab other than the selected one (a tap on the selected one is the scroll to the top).
        const target = await evaluate(`(el => el.selectedIndex === 1 ? 2 : 1)(document.querySelector("scroll-pager"))`);
        const tab = await evaluate(`(r => r && r.width > 0 ? [r.left + r.width / 2, r.top + r.height / 2] : null)(
          document.querySelector("scroll-pager").parts.links[${target}]?.getBoundingClientRect())`);
        if (!tab || tab[0] < 0 || tab[0] > viewport.width || tab[1] < 0) break;
        await tap(tab[0], tab[1]);
        await settle(900);
        const selected = await evaluate(`document.querySelector("scroll-pager").selectedIndex`);
        if (selected !== target) failures.push(`${preset}: after a re-mount a tap on tab ${target} selected tab ${selected}`);
        break;
      }
      case "swap": {
        // The app shows its other screen (a tab bar's second tab: the first hidden, not
        // removed); the per-frame check moves to it. A fling and a tab tapped there, then back.
        await evaluate(`(([a, b]) => { a.hidden = true; b.hidden = false; window.__watch(b); })(document.querySelectorAll("scroll-pager"))`);
        await useOtherScreen("the shown second element", 1);
        await evaluate(`(([a, b]) => { b.hidden = true; a.hidden = false; window.__watch(a); })(document.querySelectorAll("scroll-pager"))`);
        await settle(600);
        break;
      }
      case "route": {
        // An SPA's route change: the element replaced by a new one of another preset (built
        // from the page's template: a screen of its own), used, then the route back: the first
        // element put back where it was (it resumes as it stood). While it is out it fires
        // nothing; the new one has one chrome and its tabs select.
        await evaluate(`(el => {
          const next = document.getElementById("route").content.firstElementChild.cloneNode(true);
          window.__away = { el, heard: 0, next };
          for (const type of ["pagerselect", "pagerswipeprogress", "pagerscrollfinished"]) el.addEventListener(type, () => window.__away.heard++);
          window.__watch(null);
          el.replaceWith(next); })(document.querySelector("scroll-pager"))`);
        await evaluate(`new Promise(resolve => { const wait = () => window.__away.next.parts ? resolve() : setTimeout(wait, 20); wait(); })`);
        await evaluate(`window.__watch(window.__away.next)`);
        await useOtherScreen("the routed-to element", null);
        const away = await evaluate(`window.__away.heard`);
        if (away !== 0) failures.push(`${preset}: the element replaced by a route fired ${away} events while it was out`);
        await evaluate(`(({ el, next }) => { next.replaceWith(el); window.__watch(el); })(window.__away)`);
        await settle(900);
        const chromes = await evaluate(`document.querySelector("scroll-pager").querySelectorAll("[part=chrome]").length`);
        if (chromes !== 1) failures.push(`${preset}: after the route back the element has ${chromes} chromes`);
        break;
      }
      case "rotate":
        await metrics({ width: viewport.height, height: viewport.width });
        await settle(400);
        await metrics(viewport);
        await settle(400);
        break;
    }
  }
  await settle(500);
  // A page with options: its swipe locked (`swipe-disabled`), a horizontal swipe moves no page.
  if (preset === "parchment-options") {
    const before = await evaluate(`(el => { el.setAttribute("swipe-disabled", ""); return el.model().page; })(document.querySelector("scroll-pager"))`);
    await drag(before > 0 ? 60 : 330, 500, before > 0 ? 240 : -240, 0, 6, 16);
    await settle(1300);
    const after = await evaluate(`(el => { el.removeAttribute("swipe-disabled"); return el.model().page; })(document.querySelector("scroll-pager"))`);
    if (after !== before) failures.push(`${preset}: a swipe with swipe-disabled moved from page ${before} to ${after}`);
    await settle(500);
  }
  if (threadTime) {
    const complete = new Promise(resolve => listeners.push(message => message.method === "Tracing.tracingComplete" && resolve()));
    await send("Tracing.end");
    await complete;
    // Each `scroll` event's dispatch on the page's main thread: `dur` wall, `tdur` the thread's own (µs).
    const dispatches = traced.filter(e => e.name === "EventDispatch" && e.ph === "X" && e.args?.data?.type === "scroll");
    const at = (values, q) => { const sorted = [...values].sort((a, b) => a - b); return (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] / 1000).toFixed(3); };
    const quantiles = values => `p50 ${at(values, 0.5)} ms, p99 ${at(values, 0.99)} ms, max ${at(values, 1)} ms`;
    console.error(`  ${preset}: ${dispatches.length} scroll dispatches under a trace, wall ${quantiles(dispatches.map(e => e.dur))}; `
      + `the main thread's own time ${quantiles(dispatches.map(e => e.tdur))}`);
  }
  if (option("--profile")) {
    const { profile } = await page("Profiler.stop");
    fs.writeFileSync(`${option("--profile")}-${preset}.cpuprofile`, JSON.stringify(profile));
  }
  // The selection as a web developer sets it: the `selectedIndex` property and the
  // `selected-index` attribute select a tab; `history="none"` and `"replace"` add no entry (a
  // tapped tab is one by default), and `replace` keeps the address on the tab.
  if (hasStrip && !demo) {
    const selection = await evaluate(`(async () => {
      const el = document.querySelector("scroll-pager"), problems = [], wait = ms => new Promise(r => setTimeout(r, ms));
      const links = el.parts.links, next = i => (i + 1) % links.length;
      const a = next(el.selectedIndex);
      el.selectedIndex = a;
      await wait(50);
      if (el.selectedIndex !== a) problems.push("selectedIndex = " + a + " left it at " + el.selectedIndex);
      const b = next(a);
      el.setAttribute("selected-index", String(b));
      await wait(50);
      if (el.selectedIndex !== b) problems.push('selected-index="' + b + '" left it at ' + el.selectedIndex);
      el.removeAttribute("selected-index");
      const entries = history.length, address = location.hash;
      el.setAttribute("history", "none");
      links[next(b)].click();
      await wait(50);
      if (history.length !== entries || location.hash !== address) problems.push('history="none" changed the history or the address');
      el.setAttribute("history", "replace");
      const c = next(next(b));
      links[c].click();
      await wait(50);
      if (history.length !== entries) problems.push('history="replace" added an entry');
      if (location.hash !== links[c].hash) problems.push('history="replace" left the address at ' + location.hash);
      el.removeAttribute("history");
      return problems; })()`);
    for (const problem of selection) failures.push(`${preset}: ${problem}`);
    await settle(1200);
    // The keyboard. Pages: the tabs pattern — the strip before the pages in the Tab order, one
    // Tab stop (the selected tab), the arrows (mirrored right to left), End and Home select and
    // focus; PageDown scrolls the current page. Sections: every link a Tab stop; End in the
    // strip moves the focus, not the document.
    const keyboard = () => evaluate(`(() => { const el = document.querySelector("scroll-pager"), links = el.parts.links;
      return { pages: !!el.parts.pages, rtl: getComputedStyle(el).direction === "rtl", selected: el.selectedIndex, count: links.length,
        focused: links.indexOf(document.activeElement), stops: links.filter(l => l.tabIndex === 0).map(l => links.indexOf(l)),
        stripFirst: !!el.parts.pages && !!(el.parts.strip.compareDocumentPosition(el.parts.pages) & Node.DOCUMENT_POSITION_FOLLOWING),
        top: el.parts.pages ? el.parts.sections[el.selectedIndex].scrollTop : document.scrollingElement.scrollTop }; })()`);
    let k = await keyboard();
    if (k.pages) {
      if (!k.stripFirst) failures.push(`${preset}: the pages come before the tabs in the Tab order`);
      if (k.stops.length !== 1 || k.stops[0] !== k.selected) failures.push(`${preset}: the strip's Tab stops are ${JSON.stringify(k.stops)}, not the selected tab ${k.selected}`);
      await evaluate(`document.querySelector("scroll-pager").parts.links[${k.selected}].focus()`);
      const start = k.selected, forward = k.rtl ? ["ArrowLeft", 37] : ["ArrowRight", 39];
      const expected = Math.min(k.count - 1, start + 1);
      await press(...forward);
      await settle(600);
      k = await keyboard();
      if (k.selected !== expected || k.focused !== expected) failures.push(`${preset}: ${forward[0]} on tab ${start} selected ${k.selected}, focused ${k.focused}`);
      await press("End", 35);
      await settle(600);
      k = await keyboard();
      if (k.selected !== k.count - 1 || k.focused !== k.count - 1) failures.push(`${preset}: End in the strip selected ${k.selected}, focused ${k.focused}`);
      await press("Home", 36);
      await settle(600);
      k = await keyboard();
      if (k.selected !== 0 || k.focused !== 0) failures.push(`${preset}: Home in the strip selected ${k.selected}, focused ${k.focused}`);
      await evaluate("document.activeElement.blur()");
      // PageDown, or PageUp where the session left the page at its end.
      const before = k.top, atEnd = await evaluate(`(() => { const el = document.querySelector("scroll-pager");
        const list = el.parts.sections[el.selectedIndex]; return list.scrollTop >= list.scrollHeight - list.clientHeight - 1; })()`);
      await press(...(atEnd ? ["PageUp", 33] : ["PageDown", 34]));
      await settle(900);
      k = await keyboard();
      if (atEnd ? !(k.top < before) : !(k.top > before)) {
        failures.push(`${preset}: ${atEnd ? "PageUp" : "PageDown"} left the current page at ${k.top} (from ${before})`);
      }
    } else {
      if (k.stops.length !== k.count) failures.push(`${preset}: ${k.stops.length} of the ${k.count} section links are Tab stops`);
      await evaluate(`document.querySelector("scroll-pager").parts.links[0].focus({ preventScroll: true })`);
      const before = k.top;
      await press("End", 35);
      await settle(600);
      k = await keyboard();
      if (k.focused !== k.count - 1) failures.push(`${preset}: End in the strip focused link ${k.focused}`);
      if (k.top !== before) failures.push(`${preset}: End in the strip scrolled the document from ${before} to ${k.top}`);
      await evaluate("document.activeElement.blur()");
    }
    await settle(900);
  }
  layouts += (await layoutCount()) - layoutsBefore;
  frames += (await evaluate("window.__frames")) - framesBefore;
  const result = await evaluate(`(() => { const el = document.querySelector("scroll-pager");
    return { check: window.__check, times: window.__scrollTimes, control: window.__controlTimes, events: el.eventsJSONL(), records: el.recordsJSONL(),
      callbacks: el.callbacksJSONL() }; })()`);
  scrollTimes.push(...result.times);
  if (screen) {
    const headerHeight = await evaluate(`document.querySelector("scroll-pager").preset.headerHeight`);
    screenErrors.push(...headerErrors(screenFrames, result.records, headerHeight));
  }
  controlTimes.push(...result.control);
  framesCompared += result.check.frames;
  const sessionMismatches = result.check.mismatches.length;
  mismatches += sessionMismatches;
  const base = path.join(keep, `${preset}-seed${seed}`);
  fs.writeFileSync(`${base}.events.jsonl`, result.events);
  fs.writeFileSync(`${base}.states.jsonl`, result.records);
  fs.writeFileSync(`${base}.callbacks.jsonl`, result.callbacks);
  // The events into the same records (`run`), and the driver's inputs into the same events (`drive`).
  const replay = spawnSync(traceReplay, ["run", `${base}.events.jsonl`, "--expect", `${base}.states.jsonl`], { encoding: "utf8" });
  const drive = spawnSync(traceReplay, ["drive", `${base}.callbacks.jsonl`, "--out", `${base}.driven.events.jsonl`], { encoding: "utf8" });
  const driven = drive.status === 0 && fs.readFileSync(`${base}.driven.events.jsonl`, "utf8").split("\n").filter(l => l && !l.startsWith("#")).join("\n")
    === result.events.split("\n").filter(l => l).join("\n");
  if (replay.status === 0 && driven) identical++;
  if (replay.status !== 0) {
    if (/invariant/.test(replay.stderr + replay.stdout)) invariantFailures++;
    failures.push(`${preset}: replay: ${(replay.stderr + replay.stdout).trim().split("\n").slice(-3).join(" | ")}`);
  }
  // The second element's own session (`NAME@two`), replayed natively too: its events into
  // the same records, bit for bit.
  if (await evaluate(`document.querySelectorAll("scroll-pager").length === 2`)) {
    const second = await evaluate(`(el => ({ events: el.eventsJSONL(), records: el.recordsJSONL() }))(document.querySelectorAll("scroll-pager")[1])`);
    fs.writeFileSync(`${base}.second.events.jsonl`, second.events);
    fs.writeFileSync(`${base}.second.states.jsonl`, second.records);
    const again = spawnSync(traceReplay, ["run", `${base}.second.events.jsonl`, "--expect", `${base}.second.states.jsonl`], { encoding: "utf8" });
    if (again.status !== 0) failures.push(`${preset}: the second element's replay: ${(again.stderr + again.stdout).trim().split("\n").slice(-3).join(" | ")}`);
  }
  // Each change of the records' selection told once, in order; a page swipe's progress and rest told.
  const heard = await evaluate("window.__heard");
  const selections = [];
  let last = heard.start;
  for (const line of result.records.trim().split("\n").slice(heard.from)) {
    const selected = JSON.parse(line).selected;
    if (selected !== null && selected !== last) selections.push(last = selected);
  }
  if (JSON.stringify(selections) !== JSON.stringify(heard.selected)) {
    failures.push(`${preset}: pagerselect told ${JSON.stringify(heard.selected)} where the records select ${JSON.stringify(selections)}`);
  }
  if (tally[preset].pageSwipe > 0 && (heard.swipes === 0 || heard.finished === 0)) {
    failures.push(`${preset}: page swipes told ${heard.swipes} progress and ${heard.finished} rest events`);
  }
  if (!driven) failures.push(`${preset}: trace-replay drive ${base}.callbacks.jsonl does not give the page's events: ${drive.stderr.trim().slice(0, 300)}`);
  if (sessionMismatches > 0) {
    failures.push(`${preset}: ${sessionMismatches} mismatches, first ${JSON.stringify(result.check.mismatches.slice(0, 6))}`);
    const { data } = await page("Page.captureScreenshot", { format: "png" });
    fs.writeFileSync(`${base}.png`, Buffer.from(data, "base64"));
  }
  if (hasStrip && !demo) for (const problem of await defaultLook(preset)) failures.push(`${preset}: with no app CSS, ${problem}`);
  if ((preset === "td" || preset === "parchment") && !demo) for (const problem of await underASiteHeader(preset)) failures.push(`${preset}: ${problem}`);
  if ((preset === "td" || preset === "menu") && !demo) for (const problem of await inAnAppShell(preset)) failures.push(`${preset}: ${problem}`);
  if (preset === "parchment" && !demo) for (const problem of await withoutScrollEnd(preset)) failures.push(`${preset}: ${problem}`);
  if (preset === "td" && !demo) for (const problem of await withAClassicScrollbar(preset)) failures.push(`${preset}: ${problem}`);
  if (["parchment", "fj", "parchment@rtl"].includes(preset) && !demo) for (const problem of await tapAfterAPageFlick(preset)) failures.push(`${preset}: ${problem}`);
  if (["parchment", "fj", "parchment@rtl"].includes(preset) && !demo) for (const problem of await rotateAfterAPageFlick(preset)) failures.push(`${preset}: ${problem}`);
  if (["hero", "menu", "fj"].includes(preset) && !demo) for (const problem of await rowsRemovedAbove(preset)) failures.push(`${preset}: ${problem}`);
  if ((preset === "td" || preset === "menu") && !demo) for (const problem of await underlineAfterEnd(preset)) failures.push(`${preset}: ${problem}`);
  if (preset === "td" && !demo) for (const problem of await anotherPreset()) failures.push(`td: ${problem}`);
  if (preset === "td" && !demo) for (const problem of await shortTabs()) failures.push(`td: ${problem}`);
  if (preset === "td" && !demo) for (const session of ["td", "td@rtl"]) for (const problem of await wholeTabAtRest(session)) failures.push(`${session}: ${problem}`);
  if (preset.endsWith("@rtl") && !demo) for (const problem of await opensOnItsTab("td@rtl")) failures.push(`td@rtl: ${problem}`);
}

/**
 * The screen under a site's own 56 px fixed header (`offset="56"`, the page making room for
 * the header): the chrome right under it; a tapped tab's section (or page) right under the
 * chrome, where the module has the list; a section's heading stuck there after a scroll.
 * Returns the problems.
 */
async function underASiteHeader(preset) {
  await openLaidOut(`${origin}/page.html?preset=${preset}&site`, `${preset}: the page with a site header`);
  await settle(300);
  const seen = await evaluate(`(async () => { const el = document.querySelector("scroll-pager"), parts = el.parts;
    const wait = ms => new Promise(r => setTimeout(r, ms)), seen = { chromeTop: parts.chrome.getBoundingClientRect().top };
    const tab = parts.pages ? parts.links.length - 1 : 2;
    parts.links[tab].click();
    await wait(1200);
    const box = parts.sections[tab].getBoundingClientRect();
    Object.assign(seen, { chromeBottom: parts.chrome.getBoundingClientRect().bottom, top: box.top, left: box.left, selected: el.selectedIndex, tab,
      scroll: parts.pages ? parts.sections[tab].scrollTop : scrollY, model: el.model().scrollTop });
    if (!parts.pages) {
      scrollBy(0, 150);
      await wait(400);
      seen.heading = parts.sections[el.selectedIndex].querySelector("h1,h2,h3,h4").getBoundingClientRect().top;
    }
    return seen; })()`);
  const problems = [], off = (a, b) => Math.abs(a - b) > 1;
  if (off(seen.chromeTop, 56)) problems.push(`under a 56 px site header the chrome's top is at ${seen.chromeTop}`);
  if (seen.selected !== seen.tab) problems.push(`under a site header a tap on tab ${seen.tab} selected ${seen.selected}`);
  if (off(seen.top, seen.chromeBottom) || off(seen.left, 0)) {
    problems.push(`under a site header tab ${seen.tab}'s ${preset === "td" ? "section" : "page"} is at (${seen.left}, ${seen.top}), not under the chrome (${seen.chromeBottom})`);
  }
  if (off(seen.scroll, seen.model)) problems.push(`under a site header the list is at ${seen.scroll} where the module has ${seen.model}`);
  if (seen.heading !== undefined && off(seen.heading, seen.chromeBottom)) problems.push(`under a site header a heading sticks at ${seen.heading}, not under the chrome (${seen.chromeBottom})`);
  return problems;
}

/**
 * The sections screen `preset` in an app shell's main area (`shell`: a box from 50 px down
 * that scrolls, not the document): the chrome at the box's top (50); a tap on tab 2 brings
 * its section under the chrome, selected; a slow drag in the box moves the box where the
 * module has the list, the selection follows, the heading sticks under the chrome; the
 * document never scrolls. Returns the problems.
 */
async function inAnAppShell(preset) {
  await openLaidOut(`${origin}/page.html?preset=${preset}&shell`, `${preset}: the page in an app shell`);
  await settle(300);
  const read = `(() => { const el = document.querySelector("scroll-pager"), parts = el.parts, shell = document.getElementById("shell");
    return { chromeTop: parts.chrome.getBoundingClientRect().top, chromeBottom: parts.chrome.getBoundingClientRect().bottom,
      chromeWidth: parts.chrome.getBoundingClientRect().width, shellWidth: shell.clientWidth, selected: el.selectedIndex,
      top: parts.sections[2].getBoundingClientRect().top, scroll: shell.scrollTop, model: el.model().scrollTop,
      page: document.scrollingElement.scrollTop,
      heading: parts.sections[el.selectedIndex].querySelector("h1,h2,h3,h4").getBoundingClientRect().top }; })()`;
  const problems = [], off = (a, b) => Math.abs(a - b) > 1;
  const before = await evaluate(read);
  if (off(before.chromeTop, 50) || off(before.chromeWidth, before.shellWidth)) {
    problems.push(`in an app shell the chrome is at ${before.chromeTop}, ${before.chromeWidth} px wide, not at the shell's top (50), ${before.shellWidth} px wide`);
  }
  await evaluate(`document.querySelector("scroll-pager").parts.links[2].click()`);
  await settle(1200);
  const tapped = await evaluate(read);
  if (tapped.selected !== 2 || off(tapped.top, tapped.chromeBottom)) {
    problems.push(`in an app shell a tap on tab 2 selected ${tapped.selected}, its section at ${tapped.top}, not under the chrome (${tapped.chromeBottom})`);
  }
  if (off(tapped.scroll, tapped.model)) problems.push(`in an app shell the tap left the shell at ${tapped.scroll} where the module has ${tapped.model}`);
  await drag(200, 600, 0, 250, 25, 30, 250);
  await settle(800);
  const dragged = await evaluate(read);
  if (off(dragged.scroll, dragged.model)) problems.push(`in an app shell a drag left the shell at ${dragged.scroll} where the module has ${dragged.model}`);
  if (dragged.selected >= 2 || dragged.scroll >= tapped.scroll - 100) {
    problems.push(`in an app shell a 250 px drag down moved the shell from ${tapped.scroll} to ${dragged.scroll}, selected ${dragged.selected}`);
  }
  if (off(dragged.heading, dragged.chromeBottom) && dragged.scroll > 0) {
    problems.push(`in an app shell the selected heading sticks at ${dragged.heading}, not under the chrome (${dragged.chromeBottom})`);
  }
  if (before.page || tapped.page || dragged.page) problems.push(`in an app shell the document scrolled (${tapped.page}, ${dragged.page})`);
  return problems;
}

/**
 * The pages screen `preset` in a browser with no `scrollend` (`noscrollend`: WebKit's, as
 * far as the page can tell). A wheel over the pages moves them a page: the module ends that
 * motion itself once the pages stay still (`pagerscrollfinished` on the page selected, the
 * pages on its boundary). Then WEB-ENGINES B1 made deterministic: snapping off (as WebKit
 * fails to re-snap after a wheel burst), a wheel leaves the pages 0.4 of a page past one;
 * the module ends that motion and slides them to the nearest page, where it has them.
 * Returns the problems.
 */
async function withoutScrollEnd(preset) {
  await openLaidOut(`${origin}/page.html?preset=${preset}&noscrollend`, `${preset}: the page with no scrollend`);
  await settle(300);
  const problems = [];
  if (await evaluate(`"onscrollend" in window`)) return [`with no scrollend: the page still has onscrollend`];
  await evaluate(`(() => { window.finished = []; document.querySelector("scroll-pager")
    .addEventListener("pagerscrollfinished", e => window.finished.push(e.detail.page)); })()`);
  const read = `(() => { const el = document.querySelector("scroll-pager"), pages = el.parts.pages;
    return { x: pages.scrollLeft, width: pages.clientWidth, model: el.model().pagesScrollLeft, selected: el.selectedIndex,
      finished: window.finished.slice(), box: pages.getBoundingClientRect().toJSON() }; })()`;
  const before = await evaluate(read);
  const [cx, cy] = [before.box.left + before.box.width / 2, before.box.top + before.box.height / 2];
  const onBoundary = r => Math.abs(r.x - Math.round(r.x / r.width) * r.width) <= 1;
  await page("Input.dispatchMouseEvent", { type: "mouseWheel", x: cx, y: cy, deltaX: before.width, deltaY: 0 });
  await settle(1500);
  const wheeled = await evaluate(read);
  if (!onBoundary(wheeled) || Math.abs(wheeled.x - wheeled.model) > 1 || wheeled.selected !== 1
    || !wheeled.finished.includes(wheeled.selected)) {
    problems.push(`with no scrollend a wheel a page right left the pages at ${wheeled.x} (the module ${wheeled.model}, `
      + `pages ${wheeled.width} wide), selected ${wheeled.selected}, pagerscrollfinished ${JSON.stringify(wheeled.finished)}`);
  }
  await evaluate(`document.querySelector("scroll-pager").parts.pages.style.setProperty("scroll-snap-type", "none", "important")`);
  await page("Input.dispatchMouseEvent", { type: "mouseWheel", x: cx, y: cy, deltaX: Math.round(before.width * 0.4), deltaY: 0 });
  await settle(1500);
  const left = await evaluate(read);
  if (!onBoundary(left) || Math.abs(left.x - left.model) > 1) {
    problems.push(`with no scrollend a wheel 0.4 of a page right, snapping off, left the pages at ${left.x} `
      + `(the module ${left.model}, pages ${left.width} wide)`);
  }
  return problems;
}

/**
 * The pages screen `session`: a flick on the first page's list towards the second, and ~50 ms
 * later, while the pages still settle, a tap on the last tab. The tap is a tab's click (the
 * touch lands on the strip, not on the moving pages), so it selects that tab: the pages go
 * there with at most one change of direction (the settle's towards page 1, then the tap's
 * towards the last), and rest on it. Returns the problems.
 */
async function tapAfterAPageFlick(session) {
  await openLaidOut(`${origin}/page.html?preset=${encodeURIComponent(session)}`, `${session}: the page`);
  await settle(300);
  const rtl = session.endsWith("@rtl");
  // Each frame's pages position, from before the flick to the rest.
  await evaluate(`(() => { const pages = document.querySelector("scroll-pager").parts.pages; window.__xs = [];
    const each = () => { window.__xs.push(pages.scrollLeft); if (window.__xs.length < 150) requestAnimationFrame(each); };
    requestAnimationFrame(each); })()`);
  const [tabX, tabY, last] = await evaluate(`(links => (r => [r.left + r.width / 2, r.top + r.height / 2, links.length - 1])(links[links.length - 1].getBoundingClientRect()))(document.querySelector("scroll-pager").parts.links)`);
  // Towards page 1: leftwards, or rightwards right to left.
  await drag(rtl ? 60 : 330, 500, rtl ? 220 : -220, 0, 6, 16);
  await settle(50);
  await tap(tabX, tabY);
  await settle(1600);
  const rest = await evaluate(`(el => ({ selected: el.selectedIndex, x: el.parts.pages.scrollLeft, width: el.parts.pages.clientWidth,
    xs: window.__xs }))(document.querySelector("scroll-pager"))`);
  // Direction changes of the pages' motion (moves under half a pixel are no direction).
  let turns = 0, direction = 0;
  for (let i = 1; i < rest.xs.length; i++) {
    const step = rest.xs[i] - rest.xs[i - 1];
    if (Math.abs(step) < 0.5) continue;
    if (direction !== 0 && Math.sign(step) !== direction) turns++;
    direction = Math.sign(step);
  }
  const problems = [];
  // Right to left the pages are laid out left to right, mirrored: the last page at 0.
  const expected = (rtl ? 0 : last) * rest.width;
  if (rest.selected !== last || Math.abs(rest.x - expected) > 1) problems.push(`a tab tapped 50 ms after a page flick: tab ${rest.selected} selected, the pages at ${rest.x} (tab ${last} at ${expected})`);
  if (turns > 1) problems.push(`a tab tapped 50 ms after a page flick: the pages changed direction ${turns} times (${rest.xs.map(Math.round).join(" ")})`);
  return problems;
}

/**
 * The pages screen `session`: a flick on the first page's list towards the second, and ~50 ms
 * later, while the pages still settle, the phone turned to landscape. The pages rest on the
 * page the flick was going to (page 1) at the new width, that tab selected. Returns the
 * problems.
 */
async function rotateAfterAPageFlick(session) {
  await openLaidOut(`${origin}/page.html?preset=${encodeURIComponent(session)}`, `${session}: the page`);
  await settle(300);
  const rtl = session.endsWith("@rtl");
  await evaluate(`(() => { const pages = document.querySelector("scroll-pager").parts.pages; window.__xs = [];
    const each = () => { window.__xs.push(Math.round(pages.scrollLeft) + "/" + pages.clientWidth); if (window.__xs.length < 150) requestAnimationFrame(each); };
    requestAnimationFrame(each); })()`);
  await drag(rtl ? 60 : 330, 500, rtl ? 220 : -220, 0, 6, 16);
  await settle(50);
  await metrics({ width: viewport.height, height: viewport.width });
  await settle(1600);
  const rest = await evaluate(`(el => ({ selected: el.selectedIndex, x: el.parts.pages.scrollLeft, width: el.parts.pages.clientWidth,
    pages: el.parts.pages.scrollWidth, xs: window.__xs }))(document.querySelector("scroll-pager"))`);
  await metrics(viewport);
  await settle(400);
  // Page 1 sits at 1 · width, or right to left (mirrored: the first page at the far end) at
  // the content's width less two pages.
  const expected = rtl ? rest.pages - 2 * rest.width : rest.width;
  const problems = [];
  if (rest.selected !== 1 || Math.abs(rest.x - expected) > 1) {
    problems.push(`turned 50 ms after a page flick towards page 1: tab ${rest.selected} selected, the pages at ${rest.x} (page 1 at ${expected}; frames ${rest.xs.join(" ")})`);
  }
  return problems;
}

/**
 * The sections screen `preset` at its top, then End: the last tab is selected at once while
 * the strip slides to show it. In every frame after, the underline stays inside the strip's
 * box (it slides with the strip's motion, never drawn past its edge). Returns the problems.
 */
async function underlineAfterEnd(preset) {
  await openLaidOut(`${origin}/page.html?preset=${preset}`, `${preset}: the page`);
  await settle(300);
  await evaluate(`(() => { const el = document.querySelector("scroll-pager"); window.__outside = [];
    let frames = 0;
    const each = () => { const strip = el.parts.strip.getBoundingClientRect(), line = el.parts.underline.getBoundingClientRect();
      if (line.left < strip.left - 1 || line.right > strip.right + 1) window.__outside.push(Math.round(Math.max(strip.left - line.left, line.right - strip.right)));
      if (++frames < 90) requestAnimationFrame(each); };
    requestAnimationFrame(each); })()`);
  await press("End", 35);
  await settle(1800);
  const outside = await evaluate("window.__outside");
  const selected = await evaluate(`document.querySelector("scroll-pager").selectedIndex`);
  const problems = [];
  if (outside.length) problems.push(`after End (tab ${selected}) the underline was past the strip's edge in ${outside.length} frames, by up to ${Math.max(...outside)} px`);
  return problems;
}

/**
 * The screen `preset` with its list scrolled to 1,500 px (a pages screen's first page to 700,
 * short of its end: a list at its end moves when it shrinks), then the app removes the first section's first two rows, out of view above (and, once
 * back at rest, two rows of the section in view, below its first row in view). The first row
 * in view stays where it was within 1 px both times: the edge's own scroll anchoring (the
 * element turns the browser's off, and WebKit has none). Returns the problems.
 */
async function rowsRemovedAbove(preset) {
  await openLaidOut(`${origin}/page.html?preset=${preset}`, `${preset}: the page`);
  await evaluate(`(el => (el.parts.pages ? el.parts.sections[0].scrollTop = 700 : document.scrollingElement.scrollTop = 1500, true))(document.querySelector("scroll-pager"))`);
  await settle(600);
  const problems = [];
  for (const where of ["above", "in view"]) {
    const moved = await evaluate(rowsRemoved(where));
    if (Math.abs(moved.by) > 1) problems.push(`two rows removed ${where}: the row in view (${moved.text}) moved ${moved.by.toFixed(1)} px`);
  }
  return problems;
}

/**
 * The sections screen `preset` on a page with a classic scrollbar (`scrollbar`: 15 px that the
 * document's scroller takes from the viewport, WEB-ENGINES B3). The fixed strip is as wide
 * as the viewport less the scrollbar, and the module lays it out for that width: after a
 * tap on the last tab, the strip rests at its end as the DOM has it, the last tab whole
 * inside the strip. Returns the problems.
 */
async function withAClassicScrollbar(preset) {
  // A phone's page draws overlay scrollbars: this one is a desktop's, the same size.
  const size = await evaluate(`({ width: innerWidth, height: innerHeight })`);
  await page("Emulation.setDeviceMetricsOverride", { ...size, deviceScaleFactor: 1, mobile: false });
  try {
    return await classicScrollbarProblems(preset);
  } finally {
    await metrics(size);
  }
}

/** `withAClassicScrollbar`'s page and checks, on a desktop-sized page. */
async function classicScrollbarProblems(preset) {
  await openLaidOut(`${origin}/page.html?preset=${preset}&scrollbar`, `${preset}: the page with a classic scrollbar`);
  await settle(300);
  const room = await evaluate(`innerWidth - document.documentElement.clientWidth`);
  if (room < 10) return [`with a classic scrollbar: the page has none (${room} px), so nothing is checked`];
  await evaluate(`document.querySelector("scroll-pager").parts.links.at(-1).click()`);
  await settle(1200);
  const seen = await evaluate(`(() => { const el = document.querySelector("scroll-pager"), strip = el.parts.strip;
    const s = strip.getBoundingClientRect(), last = el.parts.links.at(-1).getBoundingClientRect();
    return { scrollLeft: strip.scrollLeft, max: strip.scrollWidth - strip.clientWidth, model: el.model().stripScrollLeft,
      right: last.right, stripRight: s.right }; })()`);
  const problems = [];
  if (Math.abs(seen.scrollLeft - seen.max) > 1 || seen.right > seen.stripRight + 0.5) {
    problems.push(`with a classic scrollbar a tap on the last tab left the strip at ${seen.scrollLeft} of ${seen.max} `
      + `(the module ${seen.model}), the last tab's right edge at ${seen.right}, the strip's at ${seen.stripRight}`);
  }
  return problems;
}

/** Opens `url` and waits until its <scroll-pager> is laid out: rejects after 10 s, naming `what`. */
async function openLaidOut(url, what) {
  await page("Page.navigate", { url });
  await evaluate(`new Promise((resolve, reject) => { const since = performance.now(); const wait = () => {
    if (document.querySelector("scroll-pager")?.parts) resolve(true);
    else if (performance.now() - since > 10000) reject(new Error(${JSON.stringify(`${what}: not laid out within 10 s`)}));
    else setTimeout(wait, 20); }; wait(); })`);
}

/**
 * TD's page with `--pager-tab-max-width: 40px`: every title shown at most 40 px wide, the
 * longer ones truncated (an ellipsis), each inside its tab, whose width the module gave for
 * the title so shown (`TabMeasure.contentWidth(maxTitleWidth:)`: 40 + 2 · 12 padding at most).
 * Returns the problems.
 */
async function shortTabs() {
  await openLaidOut(`${origin}/page.html?preset=td&narrow`, "td");
  const seen = await evaluate(`(async () => { const wait = ms => new Promise(r => setTimeout(r, ms));
    await wait(300);
    return document.querySelector("scroll-pager").parts.links.map(link => { const title = link.querySelector("[part=title]");
      const t = title.getBoundingClientRect(), l = link.getBoundingClientRect();
      return { text: title.textContent, title: t.width, truncated: title.scrollWidth > title.clientWidth, left: t.left - l.left, right: l.right - t.right,
        tab: l.width }; }); })()`);
  const problems = [];
  for (const tab of seen) {
    if (tab.title > 40.5) problems.push(`with a 40 px --pager-tab-max-width, "${tab.text}" is shown ${tab.title} px wide`);
    if (tab.left < -0.5 || tab.right < -0.5) problems.push(`"${tab.text}" spills out of its ${tab.tab} px tab`);
    if (tab.tab > 40 + 2 * 12 + 1) problems.push(`"${tab.text}"'s tab is ${tab.tab} px wide for a title shown at most 40 px`);
  }
  if (!seen.some(tab => tab.truncated)) problems.push(`with a 40 px --pager-tab-max-width no title of ${seen.map(t => t.text).join(", ")} is truncated`);
  return problems;
}

/**
 * TD's page (`session`: td, or td@rtl) whose third title is longer than the strip, dragged
 * slowly (70 px over 0.9 s, held) down through every section: at each rest the current tab
 * is whole inside the strip (±1 px), the long one among them. Without the strip's limit
 * (`TabMeasure.titleLimit`) that tab is wider than the strip and cannot be. Returns the problems.
 */
async function wholeTabAtRest(session) {
  await openLaidOut(`${origin}/page.html?preset=${session}&long`, session);
  const read = () => evaluate(`(() => { const el = document.querySelector("scroll-pager"), selected = el.model().selected;
    const s = el.parts.strip.getBoundingClientRect(), t = el.parts.links[selected].getBoundingClientRect();
    return { selected, left: t.left - s.left, right: s.right - t.right, width: t.width, strip: s.width,
      bottom: document.scrollingElement.scrollTop >= document.scrollingElement.scrollHeight - innerHeight - 1 }; })()`);
  const problems = [], seen = new Set();
  for (let k = 0; k < 40; k++) {
    await drag(200, 600, 0, -70, 30, 30, 250);
    await new Promise(resolve => setTimeout(resolve, 700));
    const rest = await read();
    seen.add(rest.selected);
    if (rest.left < -1 || rest.right < -1) {
      problems.push(`at rest tab ${rest.selected} (${rest.width} px) is not whole in the ${rest.strip} px strip: ${rest.left} px from its left, ${rest.right} from its right`);
      break;
    }
    if (rest.bottom) break;
  }
  if (!seen.has(2)) problems.push(`slow drags never rested on the long title's section (rested on ${[...seen].join(", ")})`);
  return problems;
}

/**
 * TD's page told `preset="menu"` after it is laid out: a relayout with the menu's 64 px
 * quick-return header (the markup has none: its place is kept empty) — the strip under it
 * where the module has it, the list where the module has it, a tapped tab's section under
 * the chrome (64 + 40 = 104); then `preset="parchment"`, which needs a pages screen: one
 * console warning, and the sections screen stays. Returns the problems.
 */
async function anotherPreset() {
  await openLaidOut(`${origin}/page.html?preset=td`, "td");
  const seen = await evaluate(`(async () => { const wait = ms => new Promise(r => setTimeout(r, ms));
    const el = document.querySelector("scroll-pager"), parts = el.parts, warned = [];
    const warn = console.warn;
    console.warn = (...args) => { warned.push(args.join(" ")); warn(...args); };
    await wait(300);
    el.setAttribute("preset", "menu");
    await wait(500);
    const m = el.model(), seen = { header: m.headerHeight, stripY: m.stripY, strip: parts.strip.getBoundingClientRect().top,
      scroll: scrollY, model: m.scrollTop };
    const tab = el.selectedIndex === 3 ? 4 : 3;
    parts.links[tab].click();
    await wait(1200);
    Object.assign(seen, { tab, selected: el.selectedIndex, top: parts.sections[tab].getBoundingClientRect().top,
      chromeBottom: parts.chrome.getBoundingClientRect().bottom });
    el.setAttribute("preset", "parchment");
    el.setAttribute("preset", "fj");
    await wait(300);
    Object.assign(seen, { warned: warned.length, content: el.preset.content, after: el.model().headerHeight });
    console.warn = warn;
    return seen; })()`);
  const problems = [], off = (a, b) => Math.abs(a - b) > 1;
  if (seen.header !== 64) problems.push(`preset="menu" after the layout: the module's header is ${seen.header} px, not 64`);
  if (off(seen.strip, seen.stripY) || off(seen.stripY, 64)) problems.push(`preset="menu" after the layout: the strip at ${seen.strip}, the module's at ${seen.stripY} (64 expected)`);
  if (off(seen.scroll, seen.model)) problems.push(`preset="menu" after the layout: the list at ${seen.scroll}, the module's at ${seen.model}`);
  if (seen.selected !== seen.tab || off(seen.top, seen.chromeBottom) || off(seen.chromeBottom, 104)) {
    problems.push(`preset="menu": tab ${seen.tab} tapped selects ${seen.selected}, its section at ${seen.top} under a chrome ending at ${seen.chromeBottom} (104)`);
  }
  if (seen.warned !== 1 || seen.content !== "sections" || seen.after !== 64) {
    problems.push(`preset="parchment", then "fj", on a sections screen: ${seen.warned} warnings (1 expected), the screen shows ${seen.content} with a ${seen.after} px header`);
  }
  return problems;
}

/**
 * A screen right to left whose strip is wider than the viewport (TD's ten tabs), opened with
 * no deep link: at rest its first tab, selected, is whole inside the strip (at its right
 * end), and the strip is where the module's model has it. Returns the problems.
 */
async function opensOnItsTab(session) {
  const [name] = session.split("@");
  await openLaidOut(`${origin}/page.html?preset=${encodeURIComponent(session)}`, session);
  await settle(1500);
  const at = await evaluate(`(() => { const el = document.querySelector("scroll-pager"), parts = el.parts;
    const tab = parts.links[el.selectedIndex].getBoundingClientRect(), strip = parts.strip.getBoundingClientRect();
    return { selected: el.selectedIndex, left: tab.left, right: tab.right, stripLeft: strip.left, stripRight: strip.right,
      scrollLeft: parts.strip.scrollLeft, model: el.model().stripScrollLeft, wide: parts.strip.scrollWidth > parts.strip.clientWidth }; })()`);
  const problems = [];
  if (!at.wide) problems.push(`${name}'s strip is no wider than the viewport: nothing to check`);
  if (at.selected !== 0) problems.push(`opened on tab ${at.selected}, not the first`);
  if (at.left < at.stripLeft - 0.5 || at.right > at.stripRight + 0.5) {
    problems.push(`the selected tab at x ${at.left.toFixed(0)}–${at.right.toFixed(0)} is not whole in the strip (${at.stripLeft.toFixed(0)}–${at.stripRight.toFixed(0)})`);
  }
  if (Math.abs(at.scrollLeft - at.model) > 0.5) problems.push(`the strip at scrollLeft ${at.scrollLeft}, the model's ${at.model}`);
  return problems;
}

/**
 * The docs' sample with no app CSS (`bare`): the element's own stylesheet, adopted, gives an
 * opaque chrome over the rows (after a 300 px scroll), tabs in the text colour with no
 * underline of their own (not the browser's link blue or visited purple); dark where the page
 * allows it; the underline in the system's highlight under forced colours. Returns the problems.
 */
async function defaultLook(preset) {
  await openLaidOut(`${origin}/page.html?preset=${encodeURIComponent(preset)}&bare`, `${preset}: the bare page`);
  const look = () => evaluate(`(() => {
    const el = document.querySelector("scroll-pager"), parts = el.parts;
    const rgba = color => { const probe = document.createElement("i"); probe.style.color = color; document.body.append(probe);
      const c = getComputedStyle(probe).color; probe.remove(); return c; };
    const numbers = c => (c.match(/[0-9.]+/g) ?? []).map(Number);
    const alpha = c => { const v = numbers(c); return v.length > 3 ? v[3] : 1; };
    const light = c => { const v = numbers(c); return v.length >= 3 && (v[0] + v[1] + v[2]) / 3 > 128; };
    const link = parts.links.find(l => l.getAttribute("aria-selected") !== "true" && l.getAttribute("aria-current") !== "location") ?? parts.links[0];
    const adopted = [...document.styleSheets].some(sheet => sheet.ownerNode?.matches?.('[data-scroll-pager], link[href$="scrollpager.css"]') && sheet.cssRules.length > 0);
    return { adopted, chrome: getComputedStyle(parts.chrome).backgroundColor, strip: getComputedStyle(parts.strip).backgroundColor,
      chromeAlpha: alpha(getComputedStyle(parts.chrome).backgroundColor), link: getComputedStyle(link).color, text: rgba("CanvasText"),
      decoration: getComputedStyle(link).textDecorationLine, chromeLight: light(getComputedStyle(parts.chrome).backgroundColor),
      underline: getComputedStyle(parts.underline).backgroundColor, highlight: rgba("Highlight") }; })()`);
  const problems = [];
  await evaluate(`(() => { const el = document.querySelector("scroll-pager");
    if (el.parts.pages) el.parts.sections[el.selectedIndex].scrollTop = 300; else scrollTo(0, 300); })()`);
  await settle(400);
  let l = await look();
  if (!l.adopted) problems.push("scrollpager.css was not adopted");
  if (l.chromeAlpha !== 1) problems.push(`the chrome is see-through (${l.chrome}): the rows show under the tabs`);
  if (l.link !== l.text) problems.push(`a tab is ${l.link}, not the text colour ${l.text}`);
  if (l.decoration !== "none") problems.push(`a tab is underlined (${l.decoration})`);
  // Dark, where the page allows it (its own color-scheme).
  await evaluate(`document.documentElement.style.colorScheme = "light dark"`);
  await page("Emulation.setEmulatedMedia", { features: [{ name: "prefers-color-scheme", value: "dark" }] });
  await settle(100);
  l = await look();
  if (l.chromeLight) problems.push(`a dark page's chrome is light (${l.chrome})`);
  await page("Emulation.setEmulatedMedia", { features: [{ name: "forced-colors", value: "active" }] });
  await settle(100);
  l = await look();
  if (l.underline !== l.highlight) problems.push(`under forced colours the underline is ${l.underline}, not the highlight ${l.highlight}`);
  await page("Emulation.setEmulatedMedia", { features: [] });
  return problems;
}

const result = { tally, sessions, framesCompared, mismatches, identical, invariantFailures, deepLinks, layouts, frames, scrollTimes,
  controlTimes, failures, screenErrors, isolated };
if (args.includes("--json")) console.log(JSON.stringify(result));
else summarize(result);
chrome.kill();
pages.close();
await new Promise(resolve => chrome.once("exit", resolve));
// Chromium may still be writing its profile as it exits: what stays is a temporary directory.
try { fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }); } catch {}
process.exit(passed(result) ? 0 : 1);
