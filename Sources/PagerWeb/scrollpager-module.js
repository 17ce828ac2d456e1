// The module's side of <scroll-pager>: loading pager-web.wasm once for every element, each
// element's screen in it (a handle), the numbers of its ABI (PagerWasm+Web.swift), and what
// crosses its memory (text in, trace lines, the model, the news out). Nothing here reads or
// writes the DOM.

// The ABI's numbers, generated from one Swift source (the module is built from it too).
// abi:begin — generated from PagerKit's WebABI (WebABI.swift); WebABITests fails when it drifts.
export const ROLE = { list: 0, pages: 1, strip: 2 };
export const PLACE = { list: 0, header: 1, strip: 2 };
export const WRITE = { scrollTo: 0, spacers: 1, stopFling: 2, header: 3, strip: 4, cell: 5, underline: 6, pagesFrame: 7, snapping: 8, pageFrame: 9, pull: 10 };
export const WRITE_STRIDE = 8;
export const MODEL = { headerY: 0, headerHeight: 1, stripY: 2, stripHeight: 3, scrollTop: 4, stripScrollLeft: 5, underlineX: 6, underlineWidth: 7, selected: 8, hasUnderline: 9, page: 10, pagesScrollLeft: 11, sliding: 12 };
export const NEWS = { selected: 0, cause: 1, swipeFrom: 2, swipeTo: 3, swipeFraction: 4, settledPage: 5 };
export const CAUSES = ["tap", "swipe", "scroll", "programmatic"];
export const MODES = ["fixed", "quickReturn", "collapse", "stickyReveal"];
export const CELLS = { auto: 0, equal: 1, intrinsic: 2 };
export const LIFE = { none: 0, build: 1, resume: 2 };
// abi:end

/** The module's file name, from the build (`Scripts/wasm.sh --web`) to the package and the docs. */
export const MODULE_NAME = "pager-web.wasm";

/** The module being loaded or loaded, by URL (one for every element that names it). */
const modules = new Map();

/**
 * Loads the module (`pager-web.wasm` beside this file, or `url`) once for every element.
 * Served as `application/wasm`, it compiles while it downloads (`instantiateStreaming`);
 * otherwise it is read whole first. A failed load or compile rejects with an `Error` that
 * names the URL and the cause, said once on the console; the next element that asks tries
 * again.
 */
export function loadModule(url = new URL(MODULE_NAME, import.meta.url)) {
  const href = String(new URL(url, document.baseURI));
  if (!modules.has(href)) {
    const loading = instantiate(href).catch(cause => {
      modules.delete(href);
      const error = new Error(`<scroll-pager>: the module ${href} did not load: ${cause?.message ?? cause}`, { cause });
      console.error(error.message);
      throw error;
    });
    modules.set(href, loading);
  }
  return modules.get(href);
}

/** Fetches and instantiates the module at `href`: its exports. */
async function instantiate(href) {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`HTTP ${response.status}${response.statusText ? " " + response.statusText : ""}`);
  const streams = typeof WebAssembly.instantiateStreaming === "function"
    && (response.headers.get("content-type") ?? "").split(";")[0].trim() === "application/wasm";
  const { instance } = streams
    ? await WebAssembly.instantiateStreaming(response, {})
    : await WebAssembly.instantiate(await response.arrayBuffer(), {});
  return instance.exports;
}

// The module's functions that take no screen: the rest take one's handle first.
const UNBOUND = new Set(["pager_web_create", "pager_web_destroy", "pager_web_writes", "pager_web_news", "pager_web_model_buffer"]);

// An element that is gone for good (collected) gives its screen back to the module.
const screens = new FinalizationRegistry(({ exports, handle }) => exports.pager_web_destroy(handle));

/**
 * A new screen in the module `exports` for `element`: the exports as that screen sees them,
 * each `pager_web_*` function bound to its handle (many elements, one module). The screen
 * goes when the element is collected.
 */
export function newScreen(exports, element) {
  const handle = exports.pager_web_create();
  screens.register(element, { exports, handle });
  const x = { memory: exports.memory };
  for (const [name, f] of Object.entries(exports)) {
    if (typeof f === "function") x[name] = name.startsWith("pager_web_") && !UNBOUND.has(name) ? f.bind(null, handle) : f;
  }
  return x;
}

/** The time of an event, in the module's seconds (`event.timeStamp`: WEB-SCROLL §1). */
export const seconds = ms => ms / 1000;

/** Puts `text` in the module's input buffer as UTF-8; returns its length in bytes. */
export function passText(x, text) {
  const bytes = new TextEncoder().encode(text);
  const at = x.pager_input_buffer(bytes.length);
  new Uint8Array(x.memory.buffer, at, bytes.length).set(bytes);
  return bytes.length;
}

/** The `length` bytes the module wrote to its text buffer. */
function readText(x, length) {
  return new TextDecoder().decode(new Uint8Array(x.memory.buffer, x.pager_text_buffer(), length));
}

/** A tab's name as read with its badge (the module's: "Inbox, 3 new"). */
export function spokenName(x, title, badge) {
  const encoder = new TextEncoder(), a = encoder.encode(title), b = encoder.encode(badge);
  const at = x.pager_input_buffer(a.length + b.length);
  const input = new Uint8Array(x.memory.buffer, at, a.length + b.length);
  input.set(a);
  input.set(b, a.length);
  return readText(x, x.pager_tab_spoken(a.length, b.length));
}

/** `count` lines the module writes one at a time (`write(i)` returns a line's length), as JSONL. */
export function traceLines(x, count, write) {
  const lines = [];
  for (let i = 0; i < count; i++) lines.push(readText(x, write(i)).replace(/\n$/, ""));
  return lines.join("\n") + "\n";
}

/** The screen as the latest record has it (SPEC §1), from the module; null before a layout. */
export function readModel(x, rightToLeft) {
  if (!x.pager_web_model(rightToLeft ? 1 : 0)) return null;
  const buffer = new Float64Array(x.memory.buffer, x.pager_web_model_buffer(), Object.keys(MODEL).length);
  const m = Object.fromEntries(Object.entries(MODEL).map(([field, at]) => [field, buffer[at]]));
  const { sliding, ...model } = m;
  // Part-way through a slide: drawn between where it was and where the record puts it.
  return { ...model, hasUnderline: m.hasUnderline === 1, headerSliding: (sliding & 1) !== 0, underlineSliding: (sliding & 2) !== 0 };
}

/** What the module says changed since the last call, as the element's events: `[type, detail]`. */
export function takeNews(x) {
  const count = x.pager_web_take_news();
  if (count === 0) return [];
  // Copied out first: a listener may call the module (and grow its memory).
  const stride = Object.keys(NEWS).length;
  const n = Array.from(new Float64Array(x.memory.buffer, x.pager_web_news(), count * stride));
  const news = [];
  for (let i = 0; i < n.length; i += stride) {
    const at = field => n[i + NEWS[field]];
    if (at("selected") >= 0) news.push(["pagerselect", { index: at("selected"), cause: CAUSES[at("cause")] }]);
    if (at("swipeFrom") >= 0) news.push(["pagerswipeprogress", { from: at("swipeFrom"), to: at("swipeTo"), fraction: at("swipeFraction") }]);
    if (at("settledPage") >= 0) news.push(["pagerscrollfinished", { page: at("settledPage") }]);
  }
  return news;
}
