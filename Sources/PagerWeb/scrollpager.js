// ScrollPager on the web: <scroll-pager>, a tab strip that follows a sectioned list on the
// browser's own scroller, or tabs over pages that snap (CSS scroll snap). Every decision is
// the module's (pager-web.wasm: the reducer, the driver and the web edge, `WebScreen`,
// Linux-tested); the element reads the DOM, passes the browser's raw events in, and carries
// out the writes that come back. No dependency, nothing to build. This file is the element
// and its API; beside it, one file a job: the module (`scrollpager-module.js`), the screen
// built from the markup (`-build`), the layout (`-layout`), the browser's input (`-input`),
// the writes (`-writes`).
//
//   <scroll-pager preset="td">
//     <nav data-pager-strip><a href="#mains">Mains</a> …</nav>   ← without JavaScript: anchor links
//     <section id="mains"><h2>Mains</h2> …rows…</section> …
//   </scroll-pager>
//   <script type="module" src="scrollpager.js"></script>
//
// The sections screen scrolls the document (as ScrollSpy and delivery menus do), or the app
// shell's box it is in, when a box around it scrolls. A pages
// screen (`preset="parchment"`, `fj`, `swipe`) fills the viewport: each <section> becomes a
// page that scrolls on its own, in a horizontal snap container, under the tabs. Titles are
// read and written as text, never as markup. It runs under a Content Security Policy that
// allows nothing beyond 'wasm-unsafe-eval' (no inline style element: styles are set on
// elements through CSSOM).
//
// Options (the same as UIKit's and SwiftUI's, decided by the module): an icon is a link's
// child marked `data-pager-icon`; a badge its `data-badge` (or `setBadge`); the selected
// tab's font is the page's CSS for `[aria-selected="true"]` (pages) or
// `[aria-current="location"]` (sections) — each tab is measured in both, and as wide as the
// wider; the underline's `--pager-indicator-color`, `--pager-indicator-height` and
// `--pager-indicator-radius`, the badges' `--pager-badge-color`. The element fires
// `pagerselect` (detail: index, cause), `pagerswipeprogress` (from, to, fraction) and
// `pagerscrollfinished` (page); they bubble. The module is `pager-web.wasm` beside this
// file (`Scripts/wasm.sh --web` builds it), or the element's `module` attribute's URL; when
// it cannot be loaded or compiled, the element fires `error` (an `ErrorEvent` naming the URL
// and the cause, said once on the console) and the page keeps its plain list and links.
import { LIFE, MODULE_NAME, loadModule, newScreen, readModel, seconds, takeNews, traceLines } from "./scrollpager-module.js";
import { buildScreen, changesIn, retitle, syncSections } from "./scrollpager-build.js";
import { layOut, sectionsLength } from "./scrollpager-layout.js";
import { listen } from "./scrollpager-input.js";
import { ScreenWriter } from "./scrollpager-writes.js";

/** The seed screens' chrome (SPEC §1): header mode, S, B, the strip's cells, the content. */
export const presets = {
  td: { mode: "fixed", headerHeight: 0, barHeight: 40, edgeInset: 10, spacing: 0, cells: "intrinsic", padding: 12, content: "sections" },
  menu: { mode: "quickReturn", headerHeight: 64, barHeight: 40, edgeInset: 12, spacing: 32, cells: "auto", padding: 0, content: "sections" },
  hero: { mode: "collapse", headerHeight: 200, barHeight: 44, edgeInset: 12, spacing: 32, cells: "auto", padding: 0, content: "sections" },
  kulman: { mode: "stickyReveal", headerHeight: 44, barHeight: 0, edgeInset: 0, spacing: 0, cells: "auto", padding: 0, content: "sections" },
  parchment: { mode: "fixed", headerHeight: 0, barHeight: 44, edgeInset: 8, spacing: 0, cells: "intrinsic", padding: 16, content: "pages" },
  fj: { mode: "quickReturn", headerHeight: 64, barHeight: 40, edgeInset: 12, spacing: 32, cells: "auto", padding: 0, content: "pages" },
  swipe: { mode: "collapse", headerHeight: 200, barHeight: 44, edgeInset: 0, spacing: 0, cells: "auto", padding: 0, content: "pages",
    adjustContentSize: true },
};

export { MODULE_NAME, loadModule };

// The default look (scrollpager.css beside this file), once per document, first in <head> so
// that the page's own rules win (the defaults are :where() besides). A page that links it
// itself (in its <head>: then it holds the screen's room from the first paint), or gives its
// own copy (a link or a style element marked `data-scroll-pager`), keeps that.
if (!document.querySelector('[data-scroll-pager], link[rel="stylesheet"][href$="scrollpager.css"]')) {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = new URL("scrollpager.css", import.meta.url).href;
  link.dataset.scrollPager = "";
  document.head.prepend(link);
}

export class ScrollPagerElement extends HTMLElement {
  #x = null;
  /** A tab asked for (`select`) before the module loaded: applied when the screen is made. */
  #pendingSelection = null;
  /** Badges set (`setBadge`) before the screen was built, by tab: shown at its first layout. */
  #pendingBadges = new Map();
  #parts = null;
  #writer = null;
  #frameRequested = false;
  #observers = new Set();
  #started = false;
  #rightToLeft = false;
  /** Aborted when the element leaves the document: every listener and observer goes. */
  #listening = null;
  /** The preset the screen was built for (its content and where its header is). */
  #built = null;
  #warnedPreset = false;

  /** Joins the document: the screen (the module's, this element's own) says what to do — build
   * it the first time, resume it after a move — then the element listens and lays it out. */
  async connectedCallback() {
    let exports;
    try {
      exports = await loadModule(this.getAttribute("module") ?? undefined);
    } catch (error) {
      // The console said why, once; each element waiting for it fires `error` (the page's
      // list and links as they were, the room held for the screen given back: a page without
      // the pager).
      this.dataset.pagerState = "plain";
      if (this.isConnected) this.dispatchEvent(new ErrorEvent("error", { message: error.message, error }));
      return;
    }
    // Removed while the module loaded, or connected again meanwhile: that call decides.
    if (!this.isConnected || this.#listening) return;
    if (!this.#x) {
      this.#x = newScreen(exports, this);
      // Recording is opt-in, and in the module's recording build alone: a page's long session
      // keeps nothing but its screen.
      if (this.hasAttribute("recording") && this.#x.pager_web_record) this.#x.pager_web_record(1);
      else if (this.hasAttribute("recording")) {
        console.warn("<scroll-pager recording>: this module records nothing; give the element the recording build "
          + "(Scripts/wasm.sh --web-recording: pager-web-recording.wasm) as its module");
      }
    }
    // A tab asked for before: kept by the edge and applied at the first layout, at once (a
    // deep link's `#id`, applied there too, comes after it).
    if (this.#pendingSelection !== null) {
      this.#x.pager_web_select(this.#pendingSelection.index, this.#pendingSelection.animated ? 1 : 0, seconds(performance.now()));
      this.#pendingSelection = null;
    }
    const life = this.#x.pager_web_connect(seconds(performance.now()));
    if (life === LIFE.none) return;
    if (life === LIFE.build) {
      this.#parts = buildScreen(this, this.#x, this.preset);
      this.dataset.pagerState = "built";
      this.#built = this.preset;
      for (const [index, badge] of this.#pendingBadges) markBadge(this.#parts.links[index], badge);
      this.#pendingBadges.clear();
      this.#writer = new ScreenWriter(this, this.#x, this.#parts, () => this.#carryOut());
      this.#lockSwipe();
    }
    this.#listen();
    this.#layout(performance.now());
    if (life === LIFE.build) this.dispatchEvent(new CustomEvent("pagerready"));
  }

  /** Listens to the browser for the screen's parts, and to the element's markup for sections
   * added, removed or renamed, until the element leaves (or its sections change). */
  #listen() {
    this.#listening = new AbortController();
    const signal = this.#listening.signal;
    listen(this, this.#x, this.#parts, () => this.#carryOut(), now => this.#layout(now), signal);
    const markup = new MutationObserver(records => this.#markupChanged(records, markup));
    markup.observe(this, { childList: true, subtree: true, characterData: true });
    signal.addEventListener("abort", () => markup.disconnect());
  }

  /** The app changed its sections (added, removed, moved) or their titles: the screen takes
   * them in — new tabs (and pages), the removed ones' gone, made tabs retitled — and is laid
   * out again (a relayout, SPEC §4.0: the selection clamped to the new count). */
  #markupChanged(records, markup) {
    this.#rowsChanged(records);
    const { sections, titles } = changesIn(records, this, this.#parts);
    const synced = sections && syncSections(this, this.#x, this.#parts) >= 0;
    if (!synced && !titles) return;
    retitle(this.#parts, this.#x);
    markup.takeRecords();  // its own: the tabs moved and retitled
    if (synced) {
      // The pages' scroll listeners, the size observers: for the sections there are now.
      this.#listening.abort();
      this.#listen();
      this.#writer.tabsChanged();
    }
    this.#layout(performance.now());
  }

  /** Rows the app added or removed inside its sections (a pages screen's: inside a page):
   * for each list, the module hears how far below the top of its view (the strip's bottom)
   * the first content after them sits now, the lowest such place, and the list's new length
   * (`rowsChanged`: a change out of view above moves the list with it, so the rows in view
   * stay; no engine anchors here). */
  #rowsChanged(records) {
    const { pages, sections, spacers, strip } = this.#parts ?? {};
    if (!sections || !this.#started) return;
    const gaps = new Map();
    for (const record of records) {
      const i = record.type === "childList" ? sections.findIndex(section => section.contains(record.target)) : -1;
      if (i < 0) continue;
      let after = record.nextSibling;
      while (after && after.nodeType !== Node.ELEMENT_NODE) after = after.nextSibling;
      // Removed too (rows removed one after another): a later record says what follows them.
      if (after && !after.isConnected) continue;
      const top = after ? after.getBoundingClientRect().top : record.target.getBoundingClientRect().bottom;
      const page = pages ? i : 0;
      gaps.set(page, Math.max(gaps.get(page) ?? -Infinity, top - strip.getBoundingClientRect().bottom));
    }
    for (const [page, gap] of gaps) {
      const length = pages ? Math.max(0, spacers[page].bottom.getBoundingClientRect().top - spacers[page].top.getBoundingClientRect().bottom)
        : sectionsLength(this.#parts, this.preset);
      this.#x.pager_web_rows_changed(page, gap, length, seconds(performance.now()));
    }
    if (gaps.size) this.#carryOut();
  }

  /** Leaves the document (removed, or moved: a connect follows): the listeners go, and the
   * screen writes and tells nothing until the element comes back. */
  disconnectedCallback() {
    if (!this.#listening) return;
    this.#listening.abort();
    this.#listening = null;
    this.#x.pager_web_disconnect(seconds(performance.now()));
  }

  /** The preset this element shows, with its header's height from `header-height` if set.
   * Once the screen is built, a preset that needs another screen (see `preset` in
   * `attributeChangedCallback`) is not shown: the built one's stays. */
  get preset() {
    const named = presets[this.getAttribute("preset") ?? "td"] ?? presets.td;
    const preset = this.#built && !sameScreen(named, this.#built) ? this.#built : named;
    const height = parseFloat(this.getAttribute("header-height") ?? "");
    return height >= 0 ? { ...preset, headerHeight: height } : preset;
  }

  static get observedAttributes() { return ["header-height", "swipe-disabled", "selected-index", "offset", "preset"]; }

  /** A new `header-height`, `offset` or `preset` lays the screen out again (a relayout, SPEC
   * §4.0: the header's mode and heights, the strip's cells and spacing; the lists keep their
   * offsets, as UIKit's keep `contentOffset`); a preset that needs another screen — sections
   * for pages or back, or Kulman's header in the list — is not taken by a built screen,
   * which says so on the console once (a new element takes it). `swipe-disabled` locks the
   * pages' swipe (a tap on a tab still moves between them); a new `selected-index` selects
   * that tab (animated; before the first layout, the screen opens on it). */
  attributeChangedCallback(name, old, value) {
    if (name === "selected-index") {
      const index = Number.parseInt(value ?? "", 10);
      if (Number.isInteger(index) && value !== old) this.select(index, this.#started);
      return;
    }
    if (name === "preset" && this.#built && !sameScreen(presets[value ?? "td"] ?? presets.td, this.#built)) {
      if (!this.#warnedPreset) {
        console.warn(`<scroll-pager>: preset="${value}" needs another screen than the one built; `
          + "replace the element with a new one to show it");
        this.#warnedPreset = true;
      }
      return;
    }
    if (!this.#started) return;
    this.#lockSwipe();
    this.#layout(performance.now());
  }

  /** A pages screen's swipe, locked by `swipe-disabled`: the pages take no horizontal pan. */
  #lockSwipe() {
    if (this.#parts.pages) this.#parts.pages.style.touchAction = this.hasAttribute("swipe-disabled") ? "pan-y" : "";
  }

  /** The selected tab's index (−1: none; before the module loaded, the tab asked for). Set, it
   * selects that tab as `select(index)` does. */
  get selectedIndex() { return this.#x ? this.#x.pager_web_selected() : this.#pendingSelection?.index ?? -1; }
  set selectedIndex(index) { this.select(index); }

  /** Selects tab `index` as a tap does (animated unless `animated` is false); asked before the
   * screen is laid out, it opens on that tab. */
  select(index, animated = true) {
    if (!this.#x) {
      this.#pendingSelection = { index, animated };
      return;
    }
    this.#x.pager_web_select(index, animated ? 1 : 0, seconds(performance.now()));
    if (this.#writer) this.#carryOut();
  }

  /** Tab `index`'s badge (`null` or "": none), as its link's `data-badge`: the strip is laid out
   * again. Set before the screen is built, it is kept and shown at the first layout. */
  setBadge(index, badge) {
    if (!this.#parts) {
      this.#pendingBadges.set(index, badge);
      return;
    }
    if (!markBadge(this.#parts.links[index], badge)) return;
    this.#layout(performance.now());
  }

  /** Calls `callback` after every animation frame the element handles (a test's sampler). */
  observeFrames(callback) {
    this.#observers.add(callback);
    this.#requestFrame();
    return () => this.#observers.delete(callback);
  }

  /** The screen as the latest record has it (SPEC §1), from the module, not from the DOM. */
  model() { return this.#x ? readModel(this.#x, this.#rightToLeft) : null; }

  /** The session's events as trace lines (`trace-replay run` reads them); with the
   * `recording` attribute (read as the element first connects), else none. */
  eventsJSONL() { return this.#recorded(this.#x?.pager_web_event_count, i => this.#x.pager_web_event_line(i)); }

  /** The driver's inputs as a callbacks file (`trace-replay drive` turns it into the same
   * events); with the `recording` attribute. */
  callbacksJSONL() {
    // The layout direction is the session's (the driver takes it once): on the first line.
    return `{"format":"scrollpager-callbacks",${this.#rightToLeft ? '"rightToLeft":true,' : ""}"version":5}\n`
      + this.#recorded(this.#x?.pager_web_input_count, i => this.#x.pager_web_input_line(i));
  }

  /** The session's records as states lines (`trace-replay run --expect` compares them); with
   * the `recording` attribute. */
  recordsJSONL() { return this.#recorded(this.#x?.pager_web_event_count, i => this.#x.pager_web_record_line(i)); }

  /** The recorded lines (`count()` of them, each written by `line(i)`); "" where the module
   * has no recording (its shipped build) or before the module loaded. */
  #recorded(count, line) { return count ? traceLines(this.#x, count(), line) : ""; }

  /** The parts of the screen: the app's header, strip and sections; the spacers and underline added. */
  get parts() { return this.#parts; }

  /** Measures the screen and lays it out (the first time: attaches it), then carries out what
   * follows. A hidden element (`hidden`, or `display: none` on it or above it) has no box to
   * measure: it keeps its layout, and lays out again when it shows (its parts' sizes change). */
  #layout(now) {
    if (this.getClientRects().length === 0) return;
    const first = !this.#started;
    this.#started = true;
    const { chromeBottom, rightToLeft } = layOut(this, this.#x, this.#parts, this.preset, first, now);
    this.#writer.chromeBottom = chromeBottom;
    this.#rightToLeft = rightToLeft;
    this.#carryOut();
  }

  /** Carries out the module's writes, then fires what changed; keeps frames coming while it wants them. */
  #carryOut() {
    if (this.#writer.write()) this.#requestFrame();
    for (const [type, detail] of takeNews(this.#x)) this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
  }

  #requestFrame() {
    if (this.#frameRequested) return;
    this.#frameRequested = true;
    requestAnimationFrame(now => {
      this.#frameRequested = false;
      if (this.#x.pager_web_wants_frames()) {
        this.#x.pager_web_frame(seconds(now));
        this.#carryOut();
      }
      for (const observer of this.#observers) observer(now);
      if (this.#observers.size > 0) this.#requestFrame();
    });
  }
}

/** Whether presets `a` and `b` show on the same built screen: the same content (sections or
 * pages), the header in the chrome for both or in the list (Kulman's) for both. */
function sameScreen(a, b) {
  return a.content === b.content && (a.mode === "stickyReveal") === (b.mode === "stickyReveal");
}

/** Puts `badge` (`null` or "": none) on tab `link` as its `data-badge`; whether there was a link. */
function markBadge(link, badge) {
  if (!link) return false;
  if (badge) link.dataset.badge = badge;
  else delete link.dataset.badge;
  return true;
}

customElements.define("scroll-pager", ScrollPagerElement);
