// The module's side of <scroll-pager>: loading pager.wasm once for every element, each
// element's screen in it (a handle), the numbers of its ABI (PagerWasm+Web.swift), and what
// crosses its memory (text in, trace lines, the model, the news out). Nothing here reads or
// writes the DOM.

export const ROLE = { list: 0, pages: 1, strip: 2 };
export const PLACE = { list: 0, header: 1, strip: 2 };
export const WRITE = { scrollTo: 0, spacers: 1, stopFling: 2, header: 3, strip: 4, cell: 5, underline: 6, pagesFrame: 7, snapping: 8,
  pageFrame: 9, pull: 10 };
export const MODES = ["fixed", "quickReturn", "collapse", "stickyReveal"];
export const CELLS = { auto: 0, equal: 1, intrinsic: 2 };
const CAUSES = ["tap", "swipe", "scroll", "programmatic"];

let modulePromise = null;

/** Loads pager.wasm (beside this file, or from `url`) once for every element. */
export function loadModule(url = new URL("pager.wasm", import.meta.url)) {
  modulePromise ??= (async () => {
    const response = await fetch(url);
    const { instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {});
    return instance.exports;
  })();
  return modulePromise;
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

/** What `pager_web_connect` tells the element to do. */
export const LIFE = { none: 0, build: 1, resume: 2 };

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
  const m = new Float64Array(x.memory.buffer, x.pager_web_model_buffer(), 13);
  return { headerY: m[0], headerHeight: m[1], stripY: m[2], stripHeight: m[3], scrollTop: m[4], stripScrollLeft: m[5],
    underlineX: m[6], underlineWidth: m[7], selected: m[8], hasUnderline: m[9] === 1, page: m[10], pagesScrollLeft: m[11],
    // Part-way through a slide: drawn between where it was and where the record puts it.
    headerSliding: (m[12] & 1) !== 0, underlineSliding: (m[12] & 2) !== 0 };
}

/** What the module says changed since the last call, as the element's events: `[type, detail]`. */
export function takeNews(x) {
  const count = x.pager_web_take_news();
  if (count === 0) return [];
  // Copied out first: a listener may call the module (and grow its memory).
  const n = Array.from(new Float64Array(x.memory.buffer, x.pager_web_news(), count * 6));
  const news = [];
  for (let i = 0; i < n.length; i += 6) {
    if (n[i] >= 0) news.push(["pagerselect", { index: n[i], cause: CAUSES[n[i + 1]] }]);
    if (n[i + 2] >= 0) news.push(["pagerswipeprogress", { from: n[i + 2], to: n[i + 3], fraction: n[i + 4] }]);
    if (n[i + 5] >= 0) news.push(["pagerscrollfinished", { page: n[i + 5] }]);
  }
  return news;
}
