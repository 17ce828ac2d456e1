// The screen <scroll-pager> builds from the app's markup, once: the chrome (the app's header
// and strip, the links made tabs, the underline), and the lists (the document, or each
// section a page in a snap container) with the spacers that stand for the reducer's insets.
// Titles are moved as nodes and read as text, never as markup.

/**
 * The parts of the screen `element` holds, built for `preset`: the app's header, strip and
 * sections; the chrome, the track, the underline, the font probe, the spacers added.
 */
export function buildScreen(element, x, preset) {
  const pages = preset.content === "pages";
  const sections = [...element.querySelectorAll(":scope > section")];
  const strip = element.querySelector(":scope > nav[data-pager-strip]") ?? document.createElement("nav");
  const header = element.querySelector(":scope > [data-pager-header]");
  const p = preset;
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
  const direction = getComputedStyle(element).direction;
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
      justifyContent: "center", textDecoration: "none", whiteSpace: "nowrap", direction, gap: x.pager_tab_gap() + "px" });
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
    // No inline `display` (a fixed box is a block anyway): the `hidden` attribute still hides
    // it, where an inline `display: block` kept a hidden screen over the whole page, taking
    // every touch meant for the one shown.
    Object.assign(element.style, { position: "fixed", inset: "0", overflow: "hidden" });
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
    // The tabs first in the document's order, so that Tab reaches them before the pages (the
    // chrome stays over the pages by its z-index); one Tab stop among them, the selected tab
    // (the tabs pattern's roving tabindex: the writes move it with the selection).
    links.forEach((link, i) => (link.tabIndex = i === 0 ? 0 : -1));
    element.replaceChildren(chrome, container);
    return { chrome, header, strip, track, links, underline, fontProbe, sections, pages: container, spacers,
      top: spacers[0]?.top, bottom: spacers[0]?.bottom,
      pulled: sections.map((section, i) => [...section.children].filter(c => c !== spacers[i].top && c !== spacers[i].bottom)) };
  }
  const top = spacer(), bottom = spacer();
  element.prepend(chrome, top, ...(headerInList ? [header] : []));
  element.append(bottom);
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
  return { chrome, header, strip, track, links, underline, fontProbe, sections, pages: null, spacers: [{ top, bottom }], top, bottom,
    pulled: [[...(headerInList ? [header] : []), ...sections]] };
}

/** What a page's list holds: its children but the spacers. */
export function contentOf(parts, i) {
  const { top, bottom } = parts.spacers[i];
  return [...parts.sections[i].children].filter(child => child !== top && child !== bottom);
}

/** The index of the section a `#hash` names, −1 for none. */
export function sectionOf(parts, hash) {
  if (!hash || hash.length < 2) return -1;
  const id = decodeURIComponent(hash.slice(1));
  return parts.sections.findIndex(section => section.id === id);
}
