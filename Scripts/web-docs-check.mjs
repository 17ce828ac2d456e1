// The web article as a newcomer uses it: every ```html block of docs/Web.md copied verbatim into
// an empty folder, with only the files the article's build commands produce, under the names
// it gives (`Scripts/wasm.sh --web`: pager-web.wasm; the element's files beside it), served
// under the article's Content-Security-Policy; then each seed screen opened in Chromium. Each
// must be laid out (ready), say no error on the console, bring a tapped tab's section up to
// its chrome (a sections screen), and keep an opaque strip over its rows after a 300 px
// scroll. Not a test of the element's motion (the harness is): of what the docs promise a
// reader who copies them.
//
//   node Scripts/web-docs-check.mjs [--wasm .build/wasm/pager-web.wasm] [--element DIR]
//        [--screenshots DIR]
//
// --element: the element's files from DIR (default Sources/PagerWeb). --screenshots: the docs'
// pictures, taken from these copies with the default look (no app CSS) at 390 × 844 under
// real touch, written to DIR as web-NAME.png: each sections screen after a tap on the last tab
// whose section can come up under the chrome, each pages screen after a tap on its last;
// Kulman's after a pull from the top; and
// Parchment's right to left (its sample in `<html dir="rtl">`). Exit 0 when every screen
// passes, 1 otherwise (each failure on stderr).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launch } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const option = (name, fallback) => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : fallback; };
const wasm = option("--wasm", path.join(root, ".build/wasm/pager-web.wasm"));
const elementDir = option("--element", path.join(root, "Sources/PagerWeb"));
const screenshots = option("--screenshots");
const article = fs.readFileSync(path.join(root, "docs/Web.md"), "utf8");

// The folder: each sample's block as NAME.html, the element's files, the module.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "web-docs-"));
const blocks = [...article.matchAll(/```html\n([\s\S]*?)```/g)].map(m => m[1]);
const screens = [];
for (const block of blocks) {
  const name = block.match(/<!-- pager:begin web-([\w-]+) -->/)?.[1];
  if (!name) continue;
  fs.writeFileSync(path.join(folder, `${name}.html`), block);
  screens.push(name);
}
// The right-to-left picture's page: Parchment's sample as it is, in a right-to-left document.
if (screenshots && screens.includes("parchment")) {
  const sample = fs.readFileSync(path.join(folder, "parchment.html"), "utf8");
  fs.writeFileSync(path.join(folder, "parchment-rtl.html"), sample.replace("<!doctype html>\n", '<!doctype html>\n<html dir="rtl">\n'));
}
// The module under the name the article's build command writes; the element's scripts and
// stylesheet as its package ships them.
const built = article.match(/Scripts\/wasm\.sh --web\s+#\s*writes \S*?([\w.-]+\.wasm)/)?.[1];
if (!built) throw new Error("docs/Web.md shows no `Scripts/wasm.sh --web  # writes …` line");
fs.copyFileSync(wasm, path.join(folder, built));
const shipped = JSON.parse(fs.readFileSync(path.join(elementDir, "package.json"), "utf8")).files;
for (const file of shipped.filter(f => /\.(js|css)$/.test(f))) {
  if (fs.existsSync(path.join(elementDir, file))) fs.copyFileSync(path.join(elementDir, file), path.join(folder, file));
}
// The article's policy, as it writes it (one line, whatever its wrapping).
const policy = article.match(/`Content-Security-Policy: ([^`]+)`/)?.[1].replace(/\s+/g, " ");
if (!policy) throw new Error("docs/Web.md states no Content-Security-Policy");
const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".wasm": "application/wasm" };
const server = http.createServer(async (request, response) => {
  const file = path.join(folder, path.basename(new URL(request.url, "http://localhost").pathname));
  if (!fs.existsSync(file)) { response.writeHead(404); return response.end(); }
  // The module a moment late (a phone's connection): the page paints before its screen is built.
  if (file.endsWith(".wasm")) await new Promise(resolve => setTimeout(resolve, 300));
  response.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream", "content-security-policy": policy });
  response.end(fs.readFileSync(file));
});
await new Promise(resolve => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await launch();
const { page, evaluate, listeners, drag, tap } = browser;
await page("Log.enable");
let said = [];
listeners.push(message => {
  if (message.method === "Runtime.consoleAPICalled" && message.params.type === "error") said.push(message.params.args.map(a => a.value ?? a.description).join(" "));
  if (message.method === "Runtime.exceptionThrown") said.push(message.params.exceptionDetails.exception?.description ?? message.params.exceptionDetails.text);
  if (message.method === "Log.entryAdded" && message.params.entry.level === "error") said.push(`${message.params.entry.text} ${message.params.entry.url ?? ""}`);
});
await page("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });

const failures = [];
for (const name of screens.filter(n => !n.includes("options"))) {
  said = [];
  await page("Page.navigate", { url: `${origin}/${name}.html` });
  try { await check(name); } catch (error) { failures.push(`${name}: ${error.message.split("\n")[0]}`); }
}
if (screenshots) {
  fs.mkdirSync(screenshots, { recursive: true });
  for (const name of [...screens.filter(n => !n.includes("options")), ...(screens.includes("parchment") ? ["parchment-rtl"] : [])]) {
    try { await picture(name); } catch (error) { failures.push(`${name}: no picture: ${error.message.split("\n")[0]}`); }
  }
}

/** Resolves when the page's <scroll-pager> is laid out; false after 10 s. */
function laidOut() {
  return evaluate(`new Promise(resolve => { const since = performance.now(); const wait = () => {
    const el = document.querySelector("scroll-pager");
    if (el?.parts) resolve(true); else if (performance.now() - since > 10000) resolve(false); else setTimeout(wait, 20); }; wait(); })`);
}

/** Opens screen `name` afresh and writes its picture (see the header). */
async function picture(name) {
  await page("Page.navigate", { url: `${origin}/${name}.html` });
  if (!await laidOut()) throw new Error("not laid out within 10 s");
  await new Promise(resolve => setTimeout(resolve, 500));
  const where = await evaluate(`(() => { const el = document.querySelector("scroll-pager"), parts = el.parts;
    if (el.preset.barHeight === 0) return null;
    // A pages screen's last tab; a sections screen's last whose section the list can bring
    // up under the chrome (the samples' rows are short: the last sections cannot, SPEC §4.0).
    const end = document.scrollingElement.scrollHeight - innerHeight, chrome = parts.chrome.getBoundingClientRect().bottom;
    const reaches = parts.sections.map(s => s.getBoundingClientRect().top + scrollY - chrome <= end);
    const link = parts.links[parts.pages ? parts.links.length - 1 : Math.max(0, reaches.lastIndexOf(true))];
    link.scrollIntoView({ inline: "nearest", block: "nearest" });
    const r = link.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; })()`);
  // A tab tapped; with no strip (Kulman's), a slow pull from the top reveals the header.
  if (where) await tap(where.x, where.y);
  else await drag(195, 300, 0, 250, 10, 16, 150);
  await new Promise(resolve => setTimeout(resolve, 1500));
  const { data } = await page("Page.captureScreenshot", { format: "png" });
  fs.writeFileSync(path.join(screenshots, `web-${name}.png`), Buffer.from(data, "base64"));
}

/** Opens the screen `name` and records what fails. */
async function check(name) {
  if (!await laidOut()) {
    failures.push(`${name}: not laid out within 10 s`);
    for (const line of said) failures.push(`${name}: the console said: ${line.trim()}`);
    return;
  }
  // Nothing moved while the module loaded (the layout shifts since the page opened, its
  // screen built after its first paint), not even by the body's 8 px margin, which the
  // stylesheet takes away before and after the build alike (half a pixel: rounding).
  const shifts = await evaluate(`new Promise(resolve => { const seen = [];
    new PerformanceObserver(list => { for (const entry of list.getEntries()) for (const source of entry.sources) {
      const r = [source.previousRect, source.currentRect];
      seen.push({ node: source.node?.nodeName ?? "?", dx: r[1].x - r[0].x, dy: r[1].y - r[0].y }); } })
      .observe({ type: "layout-shift", buffered: true });
    setTimeout(() => resolve(seen), 100); })`);
  const moved = shifts.filter(s => Math.abs(s.dx) > 0.5 || Math.abs(s.dy) > 0.5);
  if (moved.length) {
    failures.push(`${name}: while the module loaded the page moved: ${moved.slice(0, 3).map(s => `${s.node} by (${s.dx}, ${s.dy})`).join(", ")}`);
  }
  // A tab's section comes up to the chrome's bottom, where the module has the list: the
  // sample's own margins (a list's, collapsing through its section) counted.
  const landed = await evaluate(`(async () => { const el = document.querySelector("scroll-pager"), parts = el.parts;
    if (parts.pages || parts.links.length < 2) return null;
    parts.links[1].click();
    await new Promise(r => setTimeout(r, 1200));
    return { section: parts.sections[1].getBoundingClientRect().top, chrome: parts.chrome.getBoundingClientRect().bottom,
      scrollTop: document.scrollingElement.scrollTop, end: document.scrollingElement.scrollHeight - innerHeight }; })()`);
  if (landed && Math.abs(landed.section - landed.chrome) > 1 && landed.scrollTop < landed.end - 1) {
    failures.push(`${name}: a tap on the second tab left its section at ${landed.section.toFixed(1)} px, not under the chrome `
      + `(${landed.chrome.toFixed(1)} px)`);
  }
  await evaluate("scrollTo(0, 0)");
  // 300 px down the list (the document, or the page in view), then what is under the strip's
  // middle: some box of the chrome's, up from the one hit, must paint an opaque background
  // before a row's does (the rows scroll under the chrome).
  const strip = await evaluate(`(async () => { const el = document.querySelector("scroll-pager"), parts = el.parts;
    if (parts.pages) parts.sections[el.selectedIndex].scrollTop = 300; else scrollTo(0, 300);
    await new Promise(r => setTimeout(r, 400));
    if (el.preset.barHeight === 0) return "no strip";
    const box = parts.strip.getBoundingClientRect(), x = box.left + 4, y = box.top + box.height / 2;
    const opaque = node => { const v = (getComputedStyle(node).backgroundColor.match(/[0-9.]+/g) ?? []).map(Number);
      return v.length === 3 || (v.length > 3 && v[3] === 1); };
    for (let node = document.elementFromPoint(x, y); node && node !== document.documentElement; node = node.parentElement) {
      if (!parts.chrome.contains(node)) return "a row shows under the strip";
      if (opaque(node)) return "opaque";
    }
    return "nothing under the strip"; })()`);
  if (strip !== "opaque" && strip !== "no strip") failures.push(`${name}: ${strip}`);
  for (const line of said) failures.push(`${name}: the console said: ${line.trim()}`);
}
await browser.close();
server.close();
fs.rmSync(folder, { recursive: true, force: true });
const checked = screens.filter(n => !n.includes("options")).length;
if (failures.length) {
  for (const failure of failures) console.error(`  ${failure}`);
  console.log(`docs: ${checked} seed screens copied from docs/Web.md, ${failures.length} problems`);
  process.exit(1);
}
console.log(`docs: ${checked} seed screens copied from docs/Web.md verbatim, each ready, no console error, nothing moved `
  + `while the module loaded, a tapped section under the chrome, an opaque strip`
  + (screenshots ? `; their pictures in ${screenshots}` : ""));
