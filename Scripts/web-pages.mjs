// The pages the browser checks open (the harness, the engines campaign): docs/Web.md's samples
// served as an app would serve them, and the per-frame check that reads the DOM back against
// the module's model.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// The pages: the web article's samples (docs/Web.md, `web-td` and `web-menu`), whole — the
// pager's lines and the app's list — served with a strict Content Security Policy (nothing
// beyond 'wasm-unsafe-eval') and the app's stylesheet.
// A session named `preset@rtl` is the preset's page written right to left (`dir="rtl"`).
export function pageHTML(session) {
  const [preset, variant] = session.split("@");
  const article = fs.readFileSync(path.join(root, "docs/Web.md"), "utf8");
  const begin = article.indexOf(`<!-- pager:begin web-${preset} -->`);
  const end = article.indexOf("<!-- pager:end -->", begin);
  if (begin < 0 || end < 0) throw new Error(`docs/Web.md has no sample web-${preset}`);
  let html = article.slice(article.indexOf("\n", begin) + 1, end);
  if (variant === "rtl") html = html.replace("<scroll-pager ", '<scroll-pager dir="rtl" ');
  // Each session is replayed natively: its element records (opt-in, an attribute).
  html = html.replace("<scroll-pager ", "<scroll-pager recording ");
  // `NAME@two`: a second element after it, another preset's, hidden (the app's other tab), and
  // that preset's markup again in a template (an SPA's route to it builds a new element).
  if (variant === "two") {
    const other = sampleElement(preset === "parchment" ? "fj" : "parchment");
    html += other.replace("<scroll-pager ", "<scroll-pager hidden recording ") + `<template id="route">${other}</template>\n`;
  }
  return html;
}
/** The `<scroll-pager>` element of docs/Web.md's sample `web-PRESET`, alone. */
function sampleElement(preset) {
  const article = fs.readFileSync(path.join(root, "docs/Web.md"), "utf8");
  const begin = article.indexOf("<scroll-pager ", article.indexOf(`<!-- pager:begin web-${preset} -->`));
  return article.slice(begin, article.indexOf("</scroll-pager>", begin) + "</scroll-pager>".length) + "\n";
}
const longTitle = "Sides, salads, breads and everything else to share at the table";
const pageCSS = `body{margin:0;font:16px/1.25 sans-serif}h2{height:60px;line-height:60px;font-size:18px;background:#eee;padding:0 12px}
ul{list-style:none;margin:0;padding:0}li{height:60px;line-height:60px;padding:0 12px;border-bottom:1px solid #ddd}
[data-pager-header]{display:block;box-sizing:border-box;width:100%;border:0;border-bottom:1px solid #ddd;padding:0 12px;background:#fff}nav{background:#fff;color:#06c}
#site{position:fixed;top:0;left:0;right:0;height:56px;background:#222;z-index:20}body:has(#site){padding-top:56px}
scroll-pager.narrow{--pager-tab-max-width:40px}
#appbar{position:fixed;top:0;left:0;right:0;height:50px;background:#222}#shell{position:fixed;top:50px;left:0;right:0;bottom:0;overflow-y:auto}`;
const csp = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; connect-src 'self'";
// A page with its own inline stylesheet and script (the options sample's) is allowed them:
// the element's own styles are set through CSSOM either way.
const cspFor = html => html.includes("<style>")
  ? csp.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'").replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
  : csp;


/** The element's files in `elementDir` (its sources, or the package as staged to publish). */
export const sourceElement = path.join(root, "Sources/PagerWeb");

/**
 * Serves the pages on 127.0.0.1 (a free port) with `wasmPath` as the element's module:
 * `page.html?preset=NAME[&site|&narrow|&shell|&noscrollend|&scrollbar|&long|&bare]`, the
 * element's files as published (package.json's) from `elementDir` beside it (its sources, or
 * the package Scripts/web-package.mjs stages), and under `/planted/` the same with the header
 * written one pixel off (the fault is the checks', one line of the served writes rewritten,
 * never the element's). Resolves to `{ origin, close() }`.
 */
export async function servePages(wasmPath, elementDir = sourceElement) {
const elementScripts = new Map(JSON.parse(fs.readFileSync(path.join(elementDir, "package.json"), "utf8")).files
  .filter(name => name.endsWith(".js")).map(name => [`/${name}`, fs.readFileSync(path.join(elementDir, name), "utf8")]));
// (The line is in scrollpager-writes.js, or in the one script of the staged package.)
const headerLine = "const ty = a;", writes = [...elementScripts.keys()].find(name => elementScripts.get(name).includes(headerLine));
if (!writes) throw new Error(`the planted fault: no script of the element has the line it rewrites: ${headerLine}`);
const plantedScripts = new Map(elementScripts).set(writes, elementScripts.get(writes).replace(headerLine, "const ty = a + 1;"));
const stylesheet = fs.readFileSync(path.join(elementDir, "scrollpager.css"), "utf8");
const server = http.createServer((request, response) => {
  const requested = new URL(request.url, "http://localhost");
  const planted = requested.pathname.startsWith("/planted/");
  const scripts = planted ? plantedScripts : elementScripts;
  const url = new URL(requested.href.replace("/planted/", "/"));
  const send = (type, body) => {
    // Cross-origin isolated, so that performance.now() has 5 µs steps, not 100 (--measure).
    response.writeHead(200, { "content-type": type, "content-security-policy": cspFor(String(body)),
      "cross-origin-opener-policy": "same-origin", "cross-origin-embedder-policy": "require-corp" });
    response.end(body);
  };
  if (url.pathname === "/page.html") {
    let html = pageHTML(url.searchParams.get("preset"));
    const viewportLine = '<meta name="viewport" content="width=device-width">\n';
    // `site`: the site's own 56 px fixed header over the page (menu.css makes room for it),
    // and the element told of it (`offset`).
    if (url.searchParams.has("site")) html = html.replace("<scroll-pager ", '<div id="site"></div>\n<scroll-pager offset="56" ');
    // `narrow`: the page's --pager-tab-max-width is 40 px (menu.css).
    if (url.searchParams.has("narrow")) html = html.replace("<scroll-pager ", '<scroll-pager class="narrow" ');
    // `shell`: an app shell — its own 50 px bar, and the element in the shell's main area, a
    // box that scrolls (menu.css), not the document.
    if (url.searchParams.has("shell")) {
      html = html.replace("<scroll-pager ", '<div id="appbar"></div>\n<main id="shell">\n<scroll-pager ').replace("</scroll-pager>", "</scroll-pager>\n</main>");
    }
    // `noscrollend`: a browser with no `scrollend` (WebKit's, Safari's: WEB-ENGINES §C), as
    // far as the page can tell: `onscrollend` gone before the element runs, and every
    // `scrollend` stopped at the window before it reaches a scroller or the document.
    if (url.searchParams.has("noscrollend")) html = html.replace(viewportLine, viewportLine + '<script src="no-scrollend.js"></script>\n');
    // `scrollbar`: a classic scrollbar that takes room from the page (desktop Firefox's,
    // Windows'), drawn by Chromium for a styled one (WEB-ENGINES B3).
    if (url.searchParams.has("scrollbar")) html = html.replace(viewportLine, viewportLine + '<link rel="stylesheet" href="scrollbar.css">\n');
    // `long`: the third section's title, and its link's, longer than the strip.
    if (url.searchParams.has("long")) html = html.replace(/>Sides</g, `>${longTitle}<`);
    // `bare`: the docs' sample as it is, without the app's stylesheet: the default look alone.
    // The harness's app stylesheet (its rows' heights), after the viewport line, but `bare`.
    return send("text/html; charset=utf-8",
      url.searchParams.has("bare") ? html : html.replace(viewportLine, viewportLine + '<link rel="stylesheet" href="menu.css">\n'));
  }
  if (url.pathname === "/scrollpager.css") return send("text/css", stylesheet);
  if (url.pathname === "/menu.css") return send("text/css", pageCSS);
  if (url.pathname === "/scrollbar.css") return send("text/css", "::-webkit-scrollbar{width:15px}::-webkit-scrollbar-thumb{background:#888}");
  if (url.pathname === "/no-scrollend.js") {
    return send("text/javascript", `delete window.onscrollend; delete Window.prototype.onscrollend;
addEventListener("scrollend", e => e.stopImmediatePropagation(), { capture: true });`);
  }
  if (scripts.has(url.pathname)) return send("text/javascript", scripts.get(url.pathname));
  // The element's module under the one name it has from the build to the docs, beside the script.
  if (url.pathname === "/pager-web.wasm") return send("application/wasm", fs.readFileSync(wasmPath));
  response.writeHead(404);
  response.end();
});
await new Promise(resolve => server.listen(0, "127.0.0.1", resolve));
return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

// The page's checker: after every frame the element handles, the DOM against the module's model.
export const frameChecker = `(() => {
  const el = document.querySelector("scroll-pager");
  const check = window.__check = { frames: 0, sliding: 0, mismatches: [] };
  window.__frames = 0;
  // The element's history entries, so that the harness's back never leaves the page.
  window.__pushes = 0;
  window.__backs = 0;
  const push = history.pushState.bind(history);
  history.pushState = (...entry) => { window.__pushes++; push(...entry); };
  // Script time per scroll event: from a capturing listener on the document (before the
  // element's, on the window) to one on the window registered after the element's.
  const handled = window.__scrollTimes = [], control = window.__controlTimes = [];
  let began = 0;
  document.addEventListener("scroll", () => { began = performance.now(); }, { capture: true, passive: true });
  // The control: the same span with nothing of the element's in it (the document's own
  // bubbling listener runs before the window's): dispatch, the machine's preemptions, GC.
  document.addEventListener("scroll", () => { control.push(performance.now() - began); }, { passive: true });
  addEventListener("scroll", () => { handled.push(performance.now() - began); }, { passive: true });
  const count = () => { window.__frames++; requestAnimationFrame(count); };
  requestAnimationFrame(count);
  const near = (a, b) => Math.abs(a - b) <= 0.5;
  const pulled = elements => {
    const transform = elements.length ? getComputedStyle(elements[0]).transform : "none";
    return transform === "none" ? 0 : new DOMMatrixReadOnly(transform).m42;
  };
  // The element shown is the one checked: a page that shows another (\`swap\`, \`route\`)
  // moves the check to it.
  // A browser that scrolls off the main thread may move a list while a frame's script runs,
  // after the element handled the frame (WebKitGTK, up to 3 frames in 5,000): with
  // \`window.__listMovesMidFrame\`, a list position the model lacks is held to the list's next
  // \`scroll\` and forgiven (counted) if it lies on the way from the model's position to the one
  // that scroll tells the element (the browser's motion seen part-way).
  check.held = [];
  check.forgiven = 0;
  if (window.__listMovesMidFrame) addEventListener("scroll", () => {
    for (const { read, mismatch } of check.held.splice(0)) {
      const next = read(), low = Math.min(mismatch.model, next) - 0.5, high = Math.max(mismatch.model, next) + 0.5;
      if (mismatch.seen >= low && mismatch.seen <= high) check.forgiven++;
      else check.mismatches.push(mismatch);
    }
  }, { capture: true, passive: true });
  let unwatch = () => {};
  window.__two = document.querySelectorAll("scroll-pager").length > 1;
  window.__watch = el => { unwatch(); unwatch = el ? el.observeFrames(() => compare(el)) : () => {}; };
  window.__watch(el);
  function compare(el) {
    const m = el.model();
    if (!m) return;
    const { chrome, header, strip, track, underline, pages, sections } = el.parts;
    check.frames++;
    // The element runs no CSS transition: its header's and underline's slides are written
    // frame by frame. While one slides, it is drawn between two records' places: that part
    // of the frame is counted, not compared; the rest is.
    if (chrome.getAnimations().length || underline.getAnimations().length) check.mismatches.push({ key: "a CSS animation", frame: check.frames });
    if (m.headerSliding || m.underlineSliding) check.sliding++;
    // The list in view (the document, or the current page's own scroller), less what a pull
    // draws below its position (its content's computed transform).
    const list = () => (pages ? sections[m.page].scrollTop : document.scrollingElement.scrollTop) - pulled(el.parts.pulled[pages ? m.page : 0]);
    const seen = {
      stripY: strip.getBoundingClientRect().top,
      scrollTop: list(),
      stripScrollLeft: strip.scrollLeft,
      underlineX: underline.getBoundingClientRect().left - track.getBoundingClientRect().left,
      underlineWidth: underline.getBoundingClientRect().width,
    };
    if (header) seen.headerY = header.getBoundingClientRect().top;
    if (pages) seen.pagesScrollLeft = pages.scrollLeft;
    for (const [key, value] of Object.entries(seen)) {
      if (key.startsWith("underline") && (!m.hasUnderline || m.underlineSliding)) continue;
      if ((key === "headerY" || key === "stripY") && m.headerSliding) continue;
      if (key === "scrollTop" && window.__listMovesMidFrame && !near(value, m[key])) check.held.push({ read: list, mismatch: { key, seen: value, model: m[key], frame: check.frames } });
      else if (!near(value, m[key]) && check.mismatches.length < 20) check.mismatches.push({ key, seen: value, model: m[key], frame: check.frames, ...(window.__two ? { preset: el.getAttribute("preset"), page: m.page } : {}) });
      else if (!near(value, m[key])) check.mismatches.push(null);
    }
  }
})()`;

/**
 * A page expression: on a sections screen, the app removes two rows, `where` "above" (the first
 * section's first two, out of view above when scrolled past it) or "in view" (the two after the
 * first row 100 px or more under the strip); resolves 400 ms later to that row's text and how
 * far it moved (`by`, px).
 */
export const rowsRemoved = where => `(() => { const el = document.querySelector("scroll-pager"), strip = el.parts.strip.getBoundingClientRect();
      const row = [...el.querySelectorAll("li")].find(li => li.getBoundingClientRect().top >= strip.bottom + 100), before = row.getBoundingClientRect().top;
      const rows = ${where === "above"} ? [...el.parts.sections[0].querySelectorAll("li")].slice(0, 2)
        : [row.nextElementSibling, row.nextElementSibling?.nextElementSibling].filter(Boolean);
      rows.forEach(li => li.remove());
      return new Promise(resolve => setTimeout(() => resolve({ text: row.textContent, by: row.getBoundingClientRect().top - before }), 400)); })()`;
