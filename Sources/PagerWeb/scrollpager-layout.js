// <scroll-pager>'s layout: what the reducer needs measured (SPEC §1: the front end measures
// text, the reducer never does) read from the DOM in one pass — each tab as hidden copies,
// the badges, the sections or pages — and given to the module as a layout; the first one
// attaches the screen's scrollers, later ones are relayouts (SPEC §4.0).
import { CELLS, MODES, ROLE, passText, seconds, spokenName } from "./scrollpager-module.js";
import { sectionOf } from "./scrollpager-build.js";

/** How long a sections screen's list content is now (SPEC §1): each section from its top to
 * the next one's (the last, to the bottom spacer), after a `stickyReveal` header (top₀ = S). */
export function sectionsLength(parts, p) {
  const tops = [...parts.sections, parts.bottom].map(box => box.getBoundingClientRect().top);
  return parts.sections.reduce((sum, _, i) => sum + Math.max(0, tops[i + 1] - tops[i]), p.mode === "stickyReveal" ? p.headerHeight : 0);
}

/**
 * Measures the screen `parts` of `element` (preset `p`) and lays it out at `now` (ms, the
 * page's clock); `first`: the screen's first layout. Returns where the chrome's bottom is
 * with the header shown (from the screen's top: the window's, or its scrolling box's) and the
 * layout direction, for the writes.
 */
export function layOut(element, x, parts, p, first, now) {
  const { links, sections, strip, track } = parts;
  const pages = p.content === "pages";
  const t = seconds(now);
  // The screen: the window without a classic scrollbar's room (the fixed chrome is that
  // wide: WEB-ENGINES B3), or the inside of the app shell's box a sections screen's list
  // scrolls in (within its borders, without its scrollbar). A site's own fixed header over
  // its top (`offset`, CSS px, as ScrollSpy's): the pager's screen is what is below it — the
  // chrome under it, a pages screen's box too.
  const { scroller } = parts, shell = scroller && scroller !== document.scrollingElement ? scroller : null;
  const frame = shell?.getBoundingClientRect();
  const screenTop = shell ? frame.top + shell.clientTop : 0, screenWidth = (shell ?? document.documentElement).clientWidth;
  const offset = Math.max(0, parseFloat(element.getAttribute("offset") ?? "") || 0);
  const screenHeight = (shell ? shell.clientHeight : innerHeight) - offset;
  (pages ? element : parts.chrome).style.top = screenTop + offset + "px";
  if (shell) Object.assign(parts.chrome.style, { left: frame.left + shell.clientLeft + "px", right: "auto", width: screenWidth + "px" });
  // What the reducer needs measured (SPEC §1: the front end measures text, the reducer never does):
  // each tab as a hidden copy, not selected and selected (the page's CSS may set another
  // font for the selected one), its badge's text in the badge's font. Every probe in
  // first, then every read, then every probe out: one layout pass.
  const [state, on] = pages ? ["aria-selected", "true"] : ["aria-current", "location"];
  // A hidden copy of `link` in the track, its title at most `maxWidth` wide.
  const probeOf = (link, maxWidth) => {
    const copy = link.cloneNode(true);
    copy.removeAttribute("id");
    copy.setAttribute("aria-hidden", "true");
    Object.assign(copy.style, { left: "0", width: "auto", visibility: "hidden" });
    copy.querySelector("[part=title]").style.maxWidth = maxWidth;
    track.append(copy);
    return copy;
  };
  const probes = links.map(link => [false, true].map(selected => {
    // The title's whole width: the module gives the longest it is shown.
    const copy = probeOf(link, "none");
    copy.setAttribute(state, selected ? on : "false");
    const badge = copy.querySelector("[part=badge]");
    badge.textContent = link.dataset.badge || "0";  // "0": the badges' height, with none
    Object.assign(badge.style, { display: "inline-block", width: "auto", height: "auto" });
    return copy;
  }));
  // The page's --pager-tab-max-width, resolved to px on one more copy of the first tab (the
  // tabs' own titles hold the module's limits).
  const limitProbe = links[0] && probeOf(links[0], "var(--pager-tab-max-width, none)");
  const badgeHeight = probes.length ? probes[0][0].querySelector("[part=badge]").getBoundingClientRect().height + 2 : 0;
  // The strip as tall as its tallest tab content needs (the reader's text size), at least B.
  const height = (copy, part) => copy.querySelector(part)?.getBoundingClientRect().height ?? 0;
  const tallest = Math.max(0, ...probes.flat().map(copy => Math.max(height(copy, "[part=title]"), height(copy, "[data-pager-icon]"))),
    links.some(link => link.dataset.badge) ? badgeHeight : 0);
  const barHeight = x.pager_bar_height(p.barHeight, tallest);
  // The longest a title is shown: the page's limit (none: any), and never so long that its
  // tab is wider than the strip, so that the current tab rests whole on screen (the module's
  // `TabMeasure.titleLimit`).
  const maxTitle = limitProbe ? parseFloat(getComputedStyle(limitProbe.querySelector("[part=title]")).maxWidth) : NaN;
  const stripWidth = strip.clientWidth;
  const tabs = probes.map(([normal, selected], i) => {
    const width = (copy, part) => copy.querySelector(part)?.getBoundingClientRect().width ?? 0;
    const badge = links[i].dataset.badge ? x.pager_badge_width(width(normal, "[part=badge]"), badgeHeight) : 0;
    const measures = [width(normal, "[part=title]"), width(selected, "[part=title]"), width(normal, "[data-pager-icon]"), badge];
    const limit = x.pager_tab_title_limit(...measures, maxTitle, stripWidth, 2 * p.padding);
    return { badge, limit, width: x.pager_tab_width(...measures, limit) + 2 * p.padding };
  });
  const widths = tabs.map(tab => tab.width);
  // A list's extents from where its boxes start, not their own heights: the margins the
  // app's CSS leaves between them (a list's, collapsing through its section) are list too.
  // A section runs from its top to the next one's (the last, to the bottom spacer); a page's
  // content from its top spacer to its bottom one.
  const edge = (box, side) => box.getBoundingClientRect()[side];
  const tops = pages ? [] : [...sections.map(section => edge(section, "top")), edge(parts.bottom, "top")];
  const measured = pages
    ? sections.map((section, i) => ({ height: Math.max(0, edge(parts.spacers[i].bottom, "top") - edge(parts.spacers[i].top, "bottom")) }))
    : sections.map((section, i) => {
      const heading = section.querySelector("h1,h2,h3,h4");
      return { headerHeight: heading ? heading.getBoundingClientRect().height : 0, height: Math.max(0, tops[i + 1] - tops[i]),
        title: heading?.textContent ?? "" };
    });
  // Where a sections screen's list starts in what it scrolls, from the top of the pager's
  // screen: its top spacer's top (below the body's margin, when the page keeps the browser's
  // 8 px), as it would be without the negative margin the module may have given it (which
  // collapses with the body's), less the site's header over it.
  const listOrigin = pages ? 0
    : edge(parts.top, "top") - screenTop + scroller.scrollTop - (parseFloat(parts.top.style.marginTop) || 0) - offset;
  const thickness = parseFloat(getComputedStyle(element).getPropertyValue("--pager-indicator-height"));
  // Then every write.
  for (const copy of probes.flat()) copy.remove();
  limitProbe?.remove();
  // The badges drawn as measured; each tab named with its badge ("Inbox, 3 new").
  links.forEach((link, i) => {
    const badge = link.querySelector("[part=badge]"), text = link.dataset.badge ?? "";
    badge.textContent = text;
    Object.assign(badge.style, { display: text ? "inline-flex" : "none", width: tabs[i].badge + "px", height: badgeHeight + "px",
      borderRadius: badgeHeight / 2 + "px" });
    const titlePart = link.querySelector("[part=title]"), title = titlePart.textContent;
    titlePart.style.maxWidth = Number.isFinite(tabs[i].limit) ? tabs[i].limit + "px" : "none";
    if (text) link.setAttribute("aria-label", spokenName(x, title, text));
    else link.removeAttribute("aria-label");
  });
  x.pager_web_indicator(thickness >= 0 ? thickness : 2);
  strip.style.height = barHeight + "px";
  if (parts.header) parts.header.style.height = p.headerHeight + "px";
  const chromeBottom = offset + (p.mode === "stickyReveal" ? 0 : p.headerHeight) + barHeight;
  // A `stickyReveal` header is the first S px of the list's content (SPEC §1: top₀ = S).
  const content = measured.reduce((sum, s) => sum + s.height, p.mode === "stickyReveal" ? p.headerHeight : 0);
  x.pager_layout_begin(screenWidth, screenHeight, MODES.indexOf(p.mode), p.headerHeight, barHeight, -1, -1);
  links.forEach((link, i) => x.pager_layout_item(widths[i], passText(x, link.querySelector("[part=title]").textContent)));
  x.pager_layout_pager(p.spacing, p.edgeInset, NaN, CELLS[p.cells], -1);
  if (pages) {
    for (const s of measured) x.pager_layout_page(s.height);
    x.pager_layout_pages(p.adjustContentSize ? 1 : -1);
  } else {
    for (const s of measured) x.pager_layout_section(s.headerHeight, 0, 0, 1, s.height, passText(x, s.title));
    x.pager_layout_sections(-1, NaN, NaN);
  }
  // On a pages screen, the pages up to `fresh` keep the lists the module has.
  const fresh = pages ? Math.min(parts.attached, parts.moved, measured.length) : 0;
  if (first) {
    x.pager_web_pixel_scale(devicePixelRatio);
    // WebKit fires no scrollend: the module then ends a motion that stays still itself.
    x.pager_web_fires_scroll_end("onscrollend" in window ? 1 : 0);
    x.pager_web_attach_strip(strip.clientWidth, t);
    if (pages) {
      // The pages' sizes come from the layout (the module places the container).
      x.pager_web_attach_pages(parts.pages.scrollLeft, t);
      measured.forEach((s, i) => x.pager_web_attach_list(i, 0, s.height, sections[i].scrollTop, 0, t));
    } else {
      x.pager_web_attach_list(0, screenHeight, content, scroller.scrollTop, 1, t);
    }
    // A deep link (#section) opens on its tab: a selection before the first layout is
    // applied at it, at once (the screen layer's pending selection).
    const linked = sectionOf(parts, location.hash);
    if (linked >= 0) x.pager_web_select(linked, 0, t);
  } else {
    x.pager_web_pixel_scale(devicePixelRatio);
    x.pager_web_resized(ROLE.strip, 0, strip.clientWidth);
    if (pages) {
      // The lists of pages removed, or whose section changed (`syncSections`), leave before the
      // layout (nothing is written to them after); the others are measured.
      for (let i = fresh; i < parts.attached; i++) x.pager_web_detach_list(i, t);
      for (let i = 0; i < fresh; i++) x.pager_web_content_resized(i, measured[i].height, t);
    } else {
      x.pager_web_resized(ROLE.list, 0, screenHeight);
      x.pager_web_content_resized(0, content, t);
    }
  }
  const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
  const rightToLeft = getComputedStyle(element).direction === "rtl";
  x.pager_web_layout(barHeight, rightToLeft ? 1 : 0, reduce ? 1 : 0, listOrigin, t);
  if (pages && !first) {
    // The pages added or changed join after the layout, which gave them their frames (a
    // page's position holds only in a box of its height).
    for (let i = fresh; i < measured.length; i++) x.pager_web_attach_list(i, 0, measured[i].height, sections[i].scrollTop, 0, t);
  }
  if (pages) {
    parts.attached = measured.length;
    parts.moved = Infinity;
  }
  return { chromeBottom, rightToLeft };
}
