// What <scroll-pager> hears from the browser, passed to the module raw: touches (where the
// finger landed, its moves, its lift), each scroller's `scroll` and `scrollend`, a tab's
// click, history's `popstate`, the keyboard (the strip's keys, Home, a page's PageDown and
// End), a resize, content that changes size, Reduce Motion.
// Each is followed by `carryOut`; what it means is the module's.
import { PLACE, ROLE, seconds } from "./scrollpager-module.js";
import { contentOf, sectionOf } from "./scrollpager-build.js";

/**
 * Listens for `element`'s screen `parts` until `signal` aborts: each input goes to the
 * module `x`, then `carryOut()`; a resize or a size change calls `layOut(now)`.
 */
export function listen(element, x, parts, carryOut, layOut, signal) {
  const { header, strip, sections, pages, scroller } = parts;
  const opts = { passive: true, signal };
  // Where the finger landed (for a header drag's translation, a pull's distance).
  let startX = 0, startY = 0;
  document.addEventListener("touchstart", e => {
    // A pages screen's lists are its own; a sections screen's is the document.
    if (e.touches.length !== 1 || (pages && !element.contains(e.target))) return;
    // A `stickyReveal` header is part of the list: a touch on it is on the list.
    const onHeader = header?.contains(e.target) && element.preset.mode !== "stickyReveal";
    const place = strip.contains(e.target) ? PLACE.strip : onHeader ? PLACE.header : PLACE.list;
    const page = pages ? Math.max(0, sections.findIndex(section => section.contains(e.target))) : 0;
    ({ clientX: startX, clientY: startY } = e.touches[0]);
    x.pager_web_touch_start(place, page, seconds(e.timeStamp));
    carryOut();
  }, opts);
  // A pages screen's header is over no scroller of the browser's: its drag is the module's.
  // A list's pull past its top is the module's too (`stickyReveal`: the browser has no rubber band).
  document.addEventListener("touchmove", e => {
    if (e.touches.length !== 1) return;
    x.pager_web_touch_moved(e.touches[0].clientX - startX, e.touches[0].clientY - startY, seconds(e.timeStamp));
    carryOut();
  }, opts);
  const lifted = e => {
    if (e.touches.length > 0) return;
    x.pager_web_touch_end(seconds(e.timeStamp));
    carryOut();
  };
  document.addEventListener("touchend", lifted, opts);
  document.addEventListener("touchcancel", lifted, opts);
  // A scroller's scroll and scrollend: its position, and the end of what moved it.
  const follow = (target, role, page, position) => {
    target.addEventListener("scroll", e => {
      x.pager_web_scrolled(role, page, position(), seconds(e.timeStamp));
      carryOut();
    }, opts);
    target.addEventListener("scrollend", e => {
      if (e.target !== target) return;
      x.pager_web_scroll_ended(role, page, seconds(e.timeStamp));
      carryOut();
    }, opts);
  };
  if (pages) {
    sections.forEach((section, i) => follow(section, ROLE.list, i, () => section.scrollTop));
    follow(pages, ROLE.pages, 0, () => pages.scrollLeft);
  } else if (scroller !== document.scrollingElement) {
    // An app shell's box the list scrolls in.
    follow(scroller, ROLE.list, 0, () => scroller.scrollTop);
  } else {
    // The document's scroll reaches the window; its scrollend is fired at the document.
    addEventListener("scroll", e => {
      x.pager_web_scrolled(ROLE.list, 0, scroller.scrollTop, seconds(e.timeStamp));
      carryOut();
    }, opts);
    document.addEventListener("scrollend", e => {
      if (e.target !== document) return;
      x.pager_web_scroll_ended(ROLE.list, 0, seconds(e.timeStamp));
      carryOut();
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
      // Each tab a history entry (`history="push"`, the default): back and forward select the
      // tab they name; `replace` keeps the address in step without an entry; `none` leaves it.
      const mode = element.getAttribute("history");
      if (location.hash !== link.hash && mode !== "none") {
        // The pager's entries (and the one it leaves) take their scroll from the pager: back
        // and forward select a tab, and the browser restores no position of its own first
        // (a jump no scroll event has told the module of yet). The mode is each entry's.
        history.scrollRestoration = "manual";
        if (mode === "replace") history.replaceState(history.state, "", link.hash);
        else history.pushState(null, "", link.hash);
        history.scrollRestoration = "manual";
      }
    }
    carryOut();
  }, { signal });
  addEventListener("popstate", e => {
    const index = sectionOf(parts, location.hash);
    if (index >= 0) x.pager_web_tap(index, seconds(e.timeStamp));
    else if (!location.hash) x.pager_web_scroll_to_top(seconds(e.timeStamp));
    carryOut();
  }, { signal });
  // The keyboard in the strip. Pages: the tabs pattern — the arrows (mirrored right to left),
  // Home and End select the tab they reach, as a tap does, and focus it. Sections: the links
  // stay links, each a Tab stop; the arrows, Home and End move the focus among them. Either
  // way the browser does not scroll the strip under the focus (the module places it).
  const rightToLeft = getComputedStyle(element).direction === "rtl";
  strip.addEventListener("keydown", e => {
    const link = e.target.closest?.("a[data-index]");
    if (!link || e.altKey || e.ctrlKey || e.metaKey) return;
    const index = Number(link.dataset.index), last = parts.links.length - 1;
    const forward = rightToLeft ? "ArrowLeft" : "ArrowRight", back = rightToLeft ? "ArrowRight" : "ArrowLeft";
    const to = e.key === forward ? Math.min(last, index + 1) : e.key === back ? Math.max(0, index - 1)
      : e.key === "Home" ? 0 : e.key === "End" ? last : -1;
    if (to < 0) return;
    e.preventDefault();
    if (to === index) return;
    parts.links[to].focus({ preventScroll: true });
    if (pages) parts.links[to].click();
  }, { signal });
  // Home: the scroll-to-top convention, as a tap on the status bar is on iOS. On a pages
  // screen, PageDown, PageUp and End scroll the current page (the document does not scroll),
  // unless the focus is in it already (the browser scrolls it then).
  addEventListener("keydown", e => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.target.closest?.("input,textarea,select,[contenteditable]")) return;
    // A hidden screen (an app's other tab) takes no key: the one shown does.
    if (!element.getClientRects().length) return;
    if (e.key === "Home") {
      e.preventDefault();
      x.pager_web_scroll_to_top(seconds(e.timeStamp));
      carryOut();
      return;
    }
    const page = pages ? sections[x.pager_web_selected()] : null;
    if (!page || page.contains(document.activeElement) || !["PageDown", "PageUp", "End"].includes(e.key)) return;
    e.preventDefault();
    const behavior = matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth";
    const step = page.clientHeight * 0.875;
    if (e.key === "End") page.scrollTo({ top: page.scrollHeight, behavior });
    else page.scrollBy({ top: e.key === "PageDown" ? step : 0 - step, behavior });
  }, { signal });
  addEventListener("resize", () => layOut(performance.now()), { signal });
  // Content that changes size (rows added, images loaded, a font swapped) is measured again
  // once per frame: the reducer hears a relayout (SPEC §4.0) and the pad follows.
  let pending = false;
  const relayout = () => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(now => {
      pending = false;
      if (!signal.aborted) layOut(now);
    });
  };
  const observer = new ResizeObserver(relayout);
  sections.forEach((section, i) => {
    // A page is as tall as the screen: what grows is its content.
    for (const part of pages ? contentOf(parts, i) : [section]) observer.observe(part);
  });
  observer.observe(parts.fontProbe);
  // An app shell's box that changes size (a sidebar opened) is a new screen size.
  if (scroller && scroller !== document.scrollingElement) observer.observe(scroller);
  signal.addEventListener("abort", () => observer.disconnect());
  // Reduce Motion is read at every layout; a change relayouts.
  matchMedia("(prefers-reduced-motion: reduce)").addEventListener("change", relayout, { signal });
}
