// ScrollPager on the web: <scroll-pager>, a tab strip that follows a sectioned list on the
// browser's own scroller, or tabs over pages that snap (CSS scroll snap). Every decision is the module's (pager.wasm: the reducer, the driver
// and the web edge, `WebScreen`, Linux-tested); this file reads the DOM, passes the browser's
// raw events in, and carries out the writes that come back. No dependency, nothing to build.
//
//   <scroll-pager preset="td">
//     <nav data-pager-strip><a href="#mains">Mains</a> …</nav>   ← without JavaScript: anchor links
//     <section id="mains"><h2>Mains</h2> …rows…</section> …
//   </scroll-pager>
//   <script type="module" src="scrollpager.js"></script>
//
// The sections screen scrolls the document (as ScrollSpy and delivery menus do). A pages
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
// `pagerscrollfinished` (page); they bubble.

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

const ROLE = { list: 0, pages: 1, strip: 2 };
const PLACE = { list: 0, header: 1, strip: 2 };
const WRITE = { scrollTo: 0, spacers: 1, stopFling: 2, header: 3, strip: 4, cell: 5, underline: 6, pagesFrame: 7, snapping: 8,
  pageFrame: 9, pull: 10 };
const MODES = ["fixed", "quickReturn", "collapse", "stickyReveal"];
const CELLS = { auto: 0, equal: 1, intrinsic: 2 };
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

/** The time of an event, in the module's seconds (`event.timeStamp`: WEB-SCROLL §1). */
const seconds = ms => ms / 1000;

export class ScrollPagerElement extends HTMLElement {
  #x = null;
  #parts = null;
  #frameRequested = false;
  #observers = new Set();
  #lastHeader = null;
  #lastUnderline = null;
  #selected = -1;
  #started = false;
  /** The chrome's height with the header shown (the sticky headings' top, less the header's move). */
  #chromeHeight = 0;
  #rightToLeft = false;

  async connectedCallback() {
    this.#x = await loadModule(this.getAttribute("module") ?? undefined);
    this.#build();
    this.#lockSwipe();
    this.#layout(performance.now());
    this.#listen();
    this.dispatchEvent(new CustomEvent("pagerready"));
  }

  /** The preset this element shows, with its header's height from `header-height` if set. */
  get preset() {
    const preset = presets[this.getAttribute("preset") ?? "td"] ?? presets.td;
    const height = parseFloat(this.getAttribute("header-height") ?? "");
    return height >= 0 ? { ...preset, headerHeight: height } : preset;
  }

  static get observedAttributes() { return ["header-height", "swipe-disabled"]; }

  /** A new `header-height` lays the screen out again (a relayout, SPEC §4.0); `swipe-disabled`
   * locks the pages' swipe (a tap on a tab still moves between them). */
  attributeChangedCallback() {
    if (!this.#started) return;
    this.#lockSwipe();
    this.#layout(performance.now());
  }

  /** A pages screen's swipe, locked by `swipe-disabled`: the pages take no horizontal pan. */
  #lockSwipe() {
    if (this.#parts.pages) this.#parts.pages.style.touchAction = this.hasAttribute("swipe-disabled") ? "pan-y" : "";
  }

  /** The selected tab's index (−1: none). */
  get selectedIndex() { return this.#x ? this.#x.pager_web_selected() : -1; }

  /** Selects tab `index` as a tap does (animated unless `animated` is false). */
  select(index, animated = true) {
    this.#x.pager_web_select(index, animated ? 1 : 0, seconds(performance.now()));
    this.#carryOut();
  }

  /** Tab `index`'s badge (`null` or "": none), as its link's `data-badge`: the strip is laid out again. */
  setBadge(index, badge) {
    const link = this.#parts.links[index];
    if (!link) return;
    if (badge) link.dataset.badge = badge;
    else delete link.dataset.badge;
    this.#layout(performance.now());
  }

  /** Calls `callback` after every animation frame the element handles (a test's sampler). */
  observeFrames(callback) {
    this.#observers.add(callback);
    this.#requestFrame();
    return () => this.#observers.delete(callback);
  }

  /** The screen as the latest record has it (SPEC §1), from the module, not from the DOM. */
  model() {
    const x = this.#x;
    if (!x.pager_web_model(this.#rightToLeft ? 1 : 0)) return null;
    const m = new Float64Array(x.memory.buffer, x.pager_web_model_buffer(), 13);
    return { headerY: m[0], headerHeight: m[1], stripY: m[2], stripHeight: m[3], scrollTop: m[4], stripScrollLeft: m[5],
      underlineX: m[6], underlineWidth: m[7], selected: m[8], hasUnderline: m[9] === 1, page: m[10], pagesScrollLeft: m[11],
      // Part-way through a slide: drawn between where it was and where the record puts it.
      headerSliding: (m[12] & 1) !== 0, underlineSliding: (m[12] & 2) !== 0 };
  }

  /** The session's events as trace lines (`trace-replay run` reads them). */
  eventsJSONL() { return this.#lines(this.#x.pager_web_event_count(), i => this.#x.pager_web_event_line(i)); }

  /** The driver's inputs as a callbacks file (`trace-replay drive` turns it into the same events). */
  callbacksJSONL() {
    // The layout direction is the session's (the driver takes it once): on the first line.
    return `{"format":"scrollpager-callbacks",${this.#rightToLeft ? '"rightToLeft":true,' : ""}"version":4}\n`
      + this.#lines(this.#x.pager_web_input_count(), i => this.#x.pager_web_input_line(i));
  }

  /** The session's records as states lines (`trace-replay run --expect` compares them). */
  recordsJSONL() { return this.#lines(this.#x.pager_web_event_count(), i => this.#x.pager_web_record_line(i)); }

  #lines(count, write) {
    const lines = [];
    for (let i = 0; i < count; i++) {
      const length = write(i);
      lines.push(new TextDecoder().decode(new Uint8Array(this.#x.memory.buffer, this.#x.pager_text_buffer(), length)).replace(/\n$/, ""));
    }
    return lines.join("\n") + "\n";
  }

  /** The parts of the screen: the app's header, strip and sections; the spacers and underline added. */
  get parts() { return this.#parts; }

  /** Whether this element's screen is pages (each section a page) rather than one list. */
  get #isPages() { return this.preset.content === "pages"; }

  #build() {
    const pages = this.#isPages;
    const sections = [...this.querySelectorAll(":scope > section")];
    const strip = this.querySelector(":scope > nav[data-pager-strip]") ?? document.createElement("nav");
    const header = this.querySelector(":scope > [data-pager-header]");
    const p = this.preset;
    // The chrome: the app's header and the strip, over the lists (fixed over the document,
    // or at the top of a pages screen that fills the viewport).
    const chrome = document.createElement("div");
    chrome.setAttribute("part", "chrome");
    Object.assign(chrome.style, { position: pages ? "absolute" : "fixed", top: "0", left: "0", right: "0", zIndex: "10",
      willChange: "transform" });
    // A `stickyReveal` header is the list's first S px (SPEC §1), revealed by a pull; any
    // other is in the chrome.
    const headerInList = header && p.mode === "stickyReveal";
    if (header) {
      Object.assign(header.style, { overflow: "hidden", margin: "0" });
      if (!headerInList) chrome.append(header);
    }
    strip.setAttribute("aria-label", strip.getAttribute("aria-label") ?? (pages ? "Pages" : "Sections"));
    // The strip and the pages are laid out left to right whatever the writing direction, as
    // UIKit's scroll views are (scrollLeft is contentOffset.x): the module mirrors their
    // frames and offsets right to left (SPEC §1); each title keeps the page's direction.
    const direction = getComputedStyle(this).direction;
    Object.assign(strip.style, { position: "relative", overflowX: "auto", overflowY: "hidden",
      whiteSpace: "nowrap", scrollbarWidth: "none", overscrollBehaviorX: "contain", direction: "ltr" });
    const track = document.createElement("div");
    Object.assign(track.style, { position: "relative", height: "100%" });
    // One link per section, made from the section's heading as text (the app's own links are kept).
    const links = sections.map((section, i) => {
      let link = strip.querySelector(`a[href="#${CSS.escape(section.id)}"]`);
      if (!link) {
        link = document.createElement("a");
        link.href = "#" + section.id;
        link.textContent = section.querySelector("h1,h2,h3,h4")?.textContent ?? `Section ${i + 1}`;
      }
      // Its parts in a row: the app's icon, the title (the rest of its content), a badge.
      const icon = link.querySelector(":scope > [data-pager-icon]");
      const title = document.createElement("span");
      title.setAttribute("part", "title");
      title.append(...[...link.childNodes].filter(node => node !== icon));
      const badge = document.createElement("span");
      badge.setAttribute("part", "badge");
      badge.setAttribute("aria-hidden", "true");
      Object.assign(badge.style, { display: "none", alignItems: "center", justifyContent: "center", fontSize: "0.7em",
        lineHeight: "1", background: "var(--pager-badge-color, #d93025)", color: "white" });
      link.replaceChildren(...(icon ? [icon] : []), title, badge);
      Object.assign(link.style, { position: "absolute", top: "0", height: "100%", display: "flex", alignItems: "center",
        justifyContent: "center", textDecoration: "none", whiteSpace: "nowrap", direction, gap: this.#x.pager_tab_gap() + "px" });
      return link;
    });
    const underline = document.createElement("div");
    underline.setAttribute("part", "underline");
    Object.assign(underline.style, { position: "absolute", left: "0", top: "0", height: "2px",
      background: "var(--pager-indicator-color, currentColor)", borderRadius: "var(--pager-indicator-radius, 0px)",
      transformOrigin: "0 0" });
    // A larger font (the reader's setting, a zoom, a web font loaded) widens the titles but
    // need not resize any section: this probe, in the tabs' font, is measured for it.
    const fontProbe = document.createElement("span");
    fontProbe.textContent = "Mg";
    fontProbe.setAttribute("aria-hidden", "true");
    Object.assign(fontProbe.style, { position: "absolute", visibility: "hidden", whiteSpace: "nowrap" });
    track.append(...links, underline, fontProbe);
    strip.replaceChildren(track);
    chrome.append(strip);
    const spacer = () => {
      const div = document.createElement("div");
      div.setAttribute("aria-hidden", "true");
      return div;
    };
    links.forEach((link, i) => (link.dataset.index = String(i)));
    if (pages) {
      // A pages screen: the element is the screen; the sections are pages in a snap container
      // (WEB-SCROLL §2: `scroll-snap-stop: always`, and only `overscroll-behavior-y` on a list).
      Object.assign(this.style, { position: "fixed", inset: "0", overflow: "hidden", display: "block" });
      // The screen's sideways swipes are its pages': not the browser's overscroll history
      // navigation, which a swipe the pages cannot take (their edge; a fling being stopped)
      // would otherwise chain to.
      document.documentElement.style.overscrollBehaviorX = "none";
      const container = document.createElement("div");
      container.setAttribute("part", "pages");
      Object.assign(container.style, { position: "absolute", left: "0", top: "0", width: "100%", height: "100%",
        overflowX: "auto", overflowY: "hidden", scrollSnapType: "x mandatory", scrollbarWidth: "none",
        overscrollBehaviorX: "contain", direction: "ltr" });
      // The tabs pattern: a tab list whose tabs control the pages (tab panels).
      strip.setAttribute("role", "tablist");
      const spacers = sections.map((section, i) => {
        const tab = links[i];
        tab.id ||= `${section.id}-tab`;
        tab.setAttribute("role", "tab");
        tab.setAttribute("aria-selected", "false");
        tab.setAttribute("aria-controls", section.id);
        section.setAttribute("role", "tabpanel");
        section.setAttribute("aria-labelledby", tab.id);
        const heading = section.querySelector(":scope > h1, :scope > h2, :scope > h3, :scope > h4");
        if (heading) heading.hidden = true;  // the tab names the page
        Object.assign(section.style, { position: "absolute", top: "0", margin: "0", boxSizing: "border-box", overflowX: "hidden",
          overflowY: "auto", overscrollBehaviorY: "contain", overflowAnchor: "none", scrollSnapAlign: "start",
          scrollSnapStop: "always", direction });
        const top = spacer(), bottom = spacer();
        section.prepend(top);
        section.append(bottom);
        return { top, bottom };
      });
      container.append(...sections);
      this.replaceChildren(container, chrome);
      this.#parts = { chrome, header, strip, track, links, underline, fontProbe, sections, pages: container, spacers,
        top: spacers[0]?.top, bottom: spacers[0]?.bottom,
        pulled: sections.map((section, i) => [...section.children].filter(c => c !== spacers[i].top && c !== spacers[i].bottom)) };
      return;
    }
    const top = spacer(), bottom = spacer();
    this.prepend(chrome, top, ...(headerInList ? [header] : []));
    this.append(bottom);
    // An inset emulated by a spacer shows no jump only without scroll anchoring (WEB-SCROLL §4).
    document.documentElement.style.overflowAnchor = "none";
    // A pull at the top reveals Kulman's header: not the browser's pull-to-refresh.
    if (headerInList) document.documentElement.style.overscrollBehaviorY = "contain";
    for (const section of sections) {
      section.style.margin = "0";
      const heading = section.querySelector("h1,h2,h3,h4");
      if (heading) Object.assign(heading.style, { position: "sticky", top: "var(--pager-chrome-bottom, 0px)", margin: "0", zIndex: "1" });
    }
    links.forEach(link => link.setAttribute("aria-current", "false"));
    this.#parts = { chrome, header, strip, track, links, underline, fontProbe, sections, pages: null, spacers: [{ top, bottom }], top, bottom,
      pulled: [[...(headerInList ? [header] : []), ...sections]] };
  }

  /** What a page's list holds: its children but the spacers. */
  #contentOf(section, i) {
    const { top, bottom } = this.#parts.spacers[i];
    return [...section.children].filter(child => child !== top && child !== bottom);
  }

  #layout(now) {
    const x = this.#x, p = this.preset, { links, sections, strip, track } = this.#parts;
    const pages = this.#isPages;
    const t = seconds(now);
    // What the reducer needs measured (SPEC §1: the front end measures text, the reducer never does):
    // each tab as a hidden copy, not selected and selected (the page's CSS may set another
    // font for the selected one), its badge's text in the badge's font. Every probe in
    // first, then every read, then every probe out: one layout pass.
    const [state, on] = pages ? ["aria-selected", "true"] : ["aria-current", "location"];
    const probes = links.map(link => [false, true].map(selected => {
      const copy = link.cloneNode(true);
      copy.removeAttribute("id");
      copy.setAttribute("aria-hidden", "true");
      copy.setAttribute(state, selected ? on : "false");
      Object.assign(copy.style, { left: "0", width: "auto", visibility: "hidden" });
      const badge = copy.querySelector("[part=badge]");
      badge.textContent = link.dataset.badge || "0";  // "0": the badges' height, with none
      Object.assign(badge.style, { display: "inline-block", width: "auto", height: "auto" });
      track.append(copy);
      return copy;
    }));
    const badgeHeight = probes.length ? probes[0][0].querySelector("[part=badge]").getBoundingClientRect().height + 2 : 0;
    // The strip as tall as its tallest tab content needs (the reader's text size), at least B.
    const height = (copy, part) => copy.querySelector(part)?.getBoundingClientRect().height ?? 0;
    const tallest = Math.max(0, ...probes.flat().map(copy => Math.max(height(copy, "[part=title]"), height(copy, "[data-pager-icon]"))),
      links.some(link => link.dataset.badge) ? badgeHeight : 0);
    const barHeight = x.pager_bar_height(p.barHeight, tallest);
    const tabs = probes.map(([normal, selected], i) => {
      const width = (copy, part) => copy.querySelector(part)?.getBoundingClientRect().width ?? 0;
      const badge = links[i].dataset.badge ? x.pager_badge_width(width(normal, "[part=badge]"), badgeHeight) : 0;
      return { badge, width: x.pager_tab_width(width(normal, "[part=title]"), width(selected, "[part=title]"),
        width(normal, "[data-pager-icon]"), badge) + 2 * p.padding };
    });
    const widths = tabs.map(tab => tab.width);
    const measured = pages
      ? sections.map((section, i) => ({ height: this.#contentOf(section, i).reduce((sum, c) => sum + c.getBoundingClientRect().height, 0) }))
      : sections.map(section => {
        const heading = section.querySelector("h1,h2,h3,h4");
        return { headerHeight: heading ? heading.getBoundingClientRect().height : 0, height: section.getBoundingClientRect().height,
          title: heading?.textContent ?? "" };
      });
    const thickness = parseFloat(getComputedStyle(this).getPropertyValue("--pager-indicator-height"));
    // Then every write.
    for (const copy of probes.flat()) copy.remove();
    // The badges drawn as measured; each tab named with its badge ("Inbox, 3 new").
    links.forEach((link, i) => {
      const badge = link.querySelector("[part=badge]"), text = link.dataset.badge ?? "";
      badge.textContent = text;
      Object.assign(badge.style, { display: text ? "inline-flex" : "none", width: tabs[i].badge + "px", height: badgeHeight + "px",
        borderRadius: badgeHeight / 2 + "px" });
      const title = link.querySelector("[part=title]").textContent;
      if (text) link.setAttribute("aria-label", this.#spoken(title, text));
      else link.removeAttribute("aria-label");
    });
    x.pager_web_indicator(thickness >= 0 ? thickness : 2);
    strip.style.height = barHeight + "px";
    if (this.#parts.header) this.#parts.header.style.height = p.headerHeight + "px";
    this.#chromeHeight = (p.mode === "stickyReveal" ? 0 : p.headerHeight) + barHeight;
    // A `stickyReveal` header is the first S px of the list's content (SPEC §1: top₀ = S).
    const content = measured.reduce((sum, s) => sum + s.height, p.mode === "stickyReveal" ? p.headerHeight : 0);
    x.pager_layout_begin(innerWidth, innerHeight, MODES.indexOf(p.mode), p.headerHeight, barHeight, -1, -1);
    links.forEach((link, i) => x.pager_layout_item(widths[i], this.#input(link.querySelector("[part=title]").textContent)));
    x.pager_layout_pager(p.spacing, p.edgeInset, NaN, CELLS[p.cells], -1);
    if (pages) {
      for (const s of measured) x.pager_layout_page(s.height);
      x.pager_layout_pages(p.adjustContentSize ? 1 : -1);
    } else {
      for (const s of measured) x.pager_layout_section(s.headerHeight, 0, 0, 1, s.height, this.#input(s.title));
      x.pager_layout_sections(-1, NaN, NaN);
    }
    if (!this.#started) {
      this.#started = true;
      x.pager_web_start();
      x.pager_web_pixel_scale(devicePixelRatio);
      x.pager_web_attach_strip(strip.clientWidth, t);
      if (pages) {
        // The pages' sizes come from the layout (the module places the container).
        x.pager_web_attach_pages(this.#parts.pages.scrollLeft, t);
        measured.forEach((s, i) => x.pager_web_attach_list(i, 0, s.height, sections[i].scrollTop, 0, t));
      } else {
        x.pager_web_attach_list(0, innerHeight, content, document.scrollingElement.scrollTop, 1, t);
      }
      // A deep link (#section) opens on its tab: a selection before the first layout is
      // applied at it, at once (the screen layer's pending selection).
      const linked = this.#sectionOf(location.hash);
      if (linked >= 0) x.pager_web_select(linked, 0, t);
    } else {
      x.pager_web_pixel_scale(devicePixelRatio);
      x.pager_web_resized(ROLE.strip, 0, strip.clientWidth);
      if (pages) measured.forEach((s, i) => x.pager_web_content_resized(i, s.height, t));
      else {
        x.pager_web_resized(ROLE.list, 0, innerHeight);
        x.pager_web_content_resized(0, content, t);
      }
    }
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    this.#rightToLeft = getComputedStyle(this).direction === "rtl";
    x.pager_web_layout(barHeight, this.#rightToLeft ? 1 : 0, reduce ? 1 : 0, t);
    this.#carryOut();
  }

  #listen() {
    const x = this.#x, { header, strip, sections, pages } = this.#parts;
    const scroller = document.scrollingElement;
    const opts = { passive: true };
    // Where the finger landed (for a header drag's translation, a pull's distance).
    let startX = 0, startY = 0;
    document.addEventListener("touchstart", e => {
      if (e.touches.length !== 1) return;
      // A `stickyReveal` header is part of the list: a touch on it is on the list.
      const onHeader = header?.contains(e.target) && this.preset.mode !== "stickyReveal";
      const place = strip.contains(e.target) ? PLACE.strip : onHeader ? PLACE.header : PLACE.list;
      const page = pages ? Math.max(0, sections.findIndex(section => section.contains(e.target))) : 0;
      ({ clientX: startX, clientY: startY } = e.touches[0]);
      x.pager_web_touch_start(place, page, seconds(e.timeStamp));
      this.#carryOut();
    }, opts);
    // A pages screen's header is over no scroller of the browser's: its drag is the module's.
    // A list's pull past its top is the module's too (`stickyReveal`: the browser has no rubber band).
    document.addEventListener("touchmove", e => {
      if (e.touches.length !== 1) return;
      x.pager_web_touch_moved(e.touches[0].clientX - startX, e.touches[0].clientY - startY, seconds(e.timeStamp));
      this.#carryOut();
    }, opts);
    const lifted = e => {
      if (e.touches.length > 0) return;
      x.pager_web_touch_end(seconds(e.timeStamp));
      this.#carryOut();
    };
    document.addEventListener("touchend", lifted, opts);
    document.addEventListener("touchcancel", lifted, opts);
    // A scroller's scroll and scrollend: its position, and the end of what moved it.
    const follow = (target, role, page, position) => {
      target.addEventListener("scroll", e => {
        x.pager_web_scrolled(role, page, position(), seconds(e.timeStamp));
        this.#carryOut();
      }, opts);
      target.addEventListener("scrollend", e => {
        if (e.target !== target) return;
        x.pager_web_scroll_ended(role, page, seconds(e.timeStamp));
        this.#carryOut();
      }, opts);
    };
    if (pages) {
      sections.forEach((section, i) => follow(section, ROLE.list, i, () => section.scrollTop));
      follow(pages, ROLE.pages, 0, () => pages.scrollLeft);
    } else {
      // The document's scroll reaches the window; its scrollend is fired at the document.
      addEventListener("scroll", e => {
        x.pager_web_scrolled(ROLE.list, 0, scroller.scrollTop, seconds(e.timeStamp));
        this.#carryOut();
      }, opts);
      document.addEventListener("scrollend", e => {
        if (e.target !== document) return;
        x.pager_web_scroll_ended(ROLE.list, 0, seconds(e.timeStamp));
        this.#carryOut();
      }, opts);
    }
    follow(strip, ROLE.strip, 0, () => strip.scrollLeft);
    strip.addEventListener("click", e => {
      const link = e.target.closest("a[data-index]");
      if (!link) return;
      e.preventDefault();
      const index = Number(link.dataset.index);
      // A tap on the selected tab is the scroll-to-top convention (SPEC §4.2 tapStatusBar).
      const list = pages ? sections[index] : scroller;
      if (index === x.pager_web_selected() && list.scrollTop > 0) x.pager_web_scroll_to_top(seconds(e.timeStamp));
      else {
        x.pager_web_tap(index, seconds(e.timeStamp));
        // Each tab a history entry: back and forward select the tab they name.
        if (location.hash !== link.hash) history.pushState(null, "", link.hash);
      }
      this.#carryOut();
    });
    addEventListener("popstate", e => {
      const index = this.#sectionOf(location.hash);
      if (index >= 0) x.pager_web_tap(index, seconds(e.timeStamp));
      else if (!location.hash) x.pager_web_scroll_to_top(seconds(e.timeStamp));
      this.#carryOut();
    });
    // Home: the scroll-to-top convention, as a tap on the status bar is on iOS.
    addEventListener("keydown", e => {
      if (e.key !== "Home" || e.defaultPrevented || e.target.closest?.("input,textarea,select,[contenteditable]")) return;
      e.preventDefault();
      x.pager_web_scroll_to_top(seconds(e.timeStamp));
      this.#carryOut();
    });
    addEventListener("resize", () => this.#layout(performance.now()));
    // Content that changes size (rows added, images loaded, a font swapped) is measured again
    // once per frame: the reducer hears a relayout (SPEC §4.0) and the pad follows.
    let pending = false;
    const relayout = () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(now => {
        pending = false;
        this.#layout(now);
      });
    };
    const observer = new ResizeObserver(relayout);
    sections.forEach((section, i) => {
      // A page is as tall as the screen: what grows is its content.
      for (const part of pages ? this.#contentOf(section, i) : [section]) observer.observe(part);
    });
    observer.observe(this.#parts.fontProbe);
    // Reduce Motion is read at every layout; a change relayouts.
    matchMedia("(prefers-reduced-motion: reduce)").addEventListener("change", relayout);
  }

  /** The index of the section a `#hash` names, −1 for none. */
  #sectionOf(hash) {
    if (!hash || hash.length < 2) return -1;
    const id = decodeURIComponent(hash.slice(1));
    return this.#parts.sections.findIndex(section => section.id === id);
  }

  #input(text) {
    const bytes = new TextEncoder().encode(text);
    const at = this.#x.pager_input_buffer(bytes.length);
    new Uint8Array(this.#x.memory.buffer, at, bytes.length).set(bytes);
    return bytes.length;
  }

  /** A tab's name as read with its badge (the module's: "Inbox, 3 new"). */
  #spoken(title, badge) {
    const encoder = new TextEncoder(), a = encoder.encode(title), b = encoder.encode(badge);
    const at = this.#x.pager_input_buffer(a.length + b.length);
    const input = new Uint8Array(this.#x.memory.buffer, at, a.length + b.length);
    input.set(a);
    input.set(b, a.length);
    const length = this.#x.pager_tab_spoken(a.length, b.length);
    return new TextDecoder().decode(new Uint8Array(this.#x.memory.buffer, this.#x.pager_text_buffer(), length));
  }

  /** Fires what the module says changed: `pagerselect`, `pagerswipeprogress`, `pagerscrollfinished`. */
  #tell() {
    const x = this.#x, count = x.pager_web_take_news();
    if (count === 0) return;
    // Copied out first: a listener may call the module (and grow its memory).
    const n = Array.from(new Float64Array(x.memory.buffer, x.pager_web_news(), count * 6));
    const fire = (type, detail) => this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
    for (let i = 0; i < n.length; i += 6) {
      if (n[i] >= 0) fire("pagerselect", { index: n[i], cause: CAUSES[n[i + 1]] });
      if (n[i + 2] >= 0) fire("pagerswipeprogress", { from: n[i + 2], to: n[i + 3], fraction: n[i + 4] });
      if (n[i + 5] >= 0) fire("pagerscrollfinished", { page: n[i + 5] });
    }
  }

  /** Carries out the module's writes, then fires what changed. */
  #carryOut() {
    this.#write();
    this.#tell();
  }

  /** Carries out the module's writes, in order; keeps frames coming while it wants them. */
  #write() {
    const x = this.#x, parts = this.#parts;
    const count = x.pager_web_take_writes();
    if (count === 0 && this.#selected === x.pager_web_selected()) {
      if (x.pager_web_wants_frames()) this.#requestFrame();
      return;
    }
    // Read in place: nothing below calls the module until the loop ends (a call could grow
    // its memory and detach the buffer).
    const w = new Float64Array(x.memory.buffer, x.pager_web_writes(), count * 8);
    for (let k = 0, i = 0; k < count; k++, i += 8) {
      const kind = w[i], role = w[i + 1], page = w[i + 2], a = w[i + 3], b = w[i + 4], c = w[i + 5], d = w[i + 6];
      switch (kind) {
        case WRITE.scrollTo:
          if (role === ROLE.strip) parts.strip.scrollLeft = a;
          else if (role === ROLE.pages) parts.pages.scrollLeft = a;
          else if (parts.pages) parts.sections[page].scrollTop = a;
          else document.scrollingElement.scrollTop = a;
          break;
        case WRITE.spacers: {
          // A negative inset (`stickyReveal`'s −S: the header scrolled away) pulls the content up.
          const spacers = parts.spacers[page];
          spacers.top.style.height = Math.max(0, a) + "px";
          spacers.top.style.marginTop = Math.min(0, a) + "px";
          spacers.bottom.style.height = b + "px";
          break;
        }
        case WRITE.pull:
          for (const element of parts.pulled[page]) element.style.transform = a ? `translateY(${a}px)` : "";
          break;
        case WRITE.pagesFrame:
          Object.assign(parts.pages.style, { left: a + "px", top: b + "px", width: c + "px", height: d + "px" });
          break;
        case WRITE.pageFrame:
          Object.assign(parts.sections[page].style, { left: a + "px", top: b + "px", width: c + "px", height: d + "px" });
          break;
        case WRITE.snapping:
          parts.pages.style.scrollSnapType = a ? "x mandatory" : "none";
          break;
        case WRITE.stopFling: this.#stopFling(role, page); break;
        case WRITE.header: {
          // An animated move comes as one write per frame: no CSS transition (one running
          // would restyle the chrome before each scroll event, in the handler's first read).
          const ty = a;
          if (this.#lastHeader === ty) break;
          this.#lastHeader = ty;
          parts.chrome.style.transform = ty === 0 ? "" : `translateY(${ty}px)`;
          // Sticky section headings sit under the chrome's bottom edge (WEB-SCROLL §6).
          this.style.setProperty("--pager-chrome-bottom", this.#chromeHeight + a + "px");
          break;
        }
        case WRITE.strip:
          parts.track.style.width = a + "px";
          break;
        case WRITE.cell: {
          const link = parts.links[page];
          if (link) Object.assign(link.style, { left: a + "px", width: c + "px" });
          break;
        }
        case WRITE.underline: {
          // Its slide after a tap, too, comes one write per frame.
          const frame = `${a} ${b} ${c} ${d}`;
          if (frame === this.#lastUnderline) break;
          this.#lastUnderline = frame;
          const style = parts.underline.style;
          style.transform = `translate(${a}px, ${b}px)`;
          style.width = c + "px";
          style.height = d + "px";
          break;
        }
      }
    }
    const selected = x.pager_web_selected();
    if (selected !== this.#selected) {
      // Pages: the selected tab (the tabs pattern); sections: the current location (a scrollspy).
      const [attribute, on] = parts.pages ? ["aria-selected", "true"] : ["aria-current", "location"];
      parts.links[this.#selected]?.setAttribute(attribute, "false");
      parts.links[selected]?.setAttribute(attribute, on);
      this.#selected = selected;
    }
    if (x.pager_web_wants_frames()) this.#requestFrame();
  }

  /** WEB-SCROLL §3: `overflow: hidden` kept for two frames stops a fling; then the edge puts the view back. */
  #stopFling(role, page) {
    const parts = this.#parts;
    const element = role === ROLE.strip ? parts.strip : role === ROLE.pages ? parts.pages
      : parts.pages ? parts.sections[page] : document.documentElement;
    const property = role === ROLE.list ? "overflowY" : "overflowX";
    const before = element.style[property];
    element.style[property] = "hidden";
    requestAnimationFrame(() => requestAnimationFrame(now => {
      element.style[property] = before;
      this.#x.pager_web_fling_stopped(role, page, seconds(now));
      this.#carryOut();
    }));
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

customElements.define("scroll-pager", ScrollPagerElement);
