// The screen <scroll-pager> builds from the app's markup: the chrome (the app's header and
// strip, the links made tabs, the underline), and the lists (the document, or each section
// a page in a snap container) with the spacers that stand for the reducer's insets; then the
// sections the app adds, removes or renames after, taken in (`syncSections`, `retitle`).
// Titles are moved as nodes and read as text, never as markup.

/**
 * The parts of the screen `element` holds, built for `preset`: the app's header, strip and
 * sections; the chrome, the track, the underline, the font probe, the spacers added.
 */
export function buildScreen(element, x, preset) {
  const pages = preset.content === "pages";
  const sections = [...element.querySelectorAll(":scope > section")];
  const strip = element.querySelector(":scope > nav[data-pager-strip]") ?? document.createElement("nav");
  // The app's header, or an empty box that keeps the header's place (a preset with a header
  // over markup with none: its height is the preset's, 0 for none).
  const header = element.querySelector(":scope > [data-pager-header]") ?? spacer();
  const p = preset;
  // The chrome: the app's header and the strip, over the lists (fixed over the document,
  // or at the top of a pages screen that fills the viewport).
  const chrome = document.createElement("div");
  chrome.setAttribute("part", "chrome");
  Object.assign(chrome.style, { position: pages ? "absolute" : "fixed", top: "0", left: "0", right: "0", zIndex: "10",
    willChange: "transform" });
  // A `stickyReveal` header is the list's first S px (SPEC §1), revealed by a pull; any
  // other is in the chrome.
  const headerInList = p.mode === "stickyReveal";
  Object.assign(header.style, { overflow: "hidden", margin: "0" });
  if (!headerInList) chrome.append(header);
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
  const made = new WeakSet();
  const links = sections.map((section, i) => tabFor(strip, section, i, x, direction, made));
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
  // `attached`: the pages whose lists the module has; `moved`: the first whose section changed since.
  const common = { chrome, header, headerInList, strip, track, links, underline, fontProbe, sections, made, direction, attached: 0,
    moved: Infinity };
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
    const spacers = sections.map((section, i) => pageOf(section, links[i], direction));
    container.append(...sections);
    // The tabs first in the document's order, so that Tab reaches them before the pages (the
    // chrome stays over the pages by its z-index); one Tab stop among them, the selected tab
    // (the tabs pattern's roving tabindex: the writes move it with the selection).
    if (links[0]) links[0].tabIndex = 0;
    element.replaceChildren(chrome, container);
    return withPulled({ ...common, pages: container, spacers, top: spacers[0]?.top, bottom: spacers[0]?.bottom });
  }
  const top = spacer(), bottom = spacer();
  element.prepend(chrome, top, ...(headerInList ? [header] : []));
  element.append(bottom);
  // The list scrolls the document, or the app shell's box it is in.
  const scroller = scrollerOf(element);
  // An inset emulated by a spacer shows no jump only without scroll anchoring (WEB-SCROLL §4).
  document.documentElement.style.overflowAnchor = "none";
  scroller.style.overflowAnchor = "none";
  // A pull at the top reveals Kulman's header: not the browser's pull-to-refresh.
  if (headerInList) document.documentElement.style.overscrollBehaviorY = scroller.style.overscrollBehaviorY = "contain";
  sections.forEach(stickHeading);
  links.forEach(link => link.setAttribute("aria-current", "false"));
  return withPulled({ ...common, pages: null, scroller, spacers: [{ top, bottom }], top, bottom });
}

/**
 * What a sections screen's list scrolls: the nearest box around `element` whose overflow
 * scrolls (an app shell's main area), else the document. Read once, as the screen is built.
 */
function scrollerOf(element) {
  for (let box = element.parentElement; box && box !== document.body && box !== document.documentElement; box = box.parentElement) {
    if (/^(auto|scroll|overlay)$/.test(getComputedStyle(box).overflowY)) return box;
  }
  return document.scrollingElement;
}

/**
 * The sections `element` holds now, taken into its screen `parts` (the app added, removed or
 * reordered some after the screen was built): a tab for each new one (its page made, or its
 * heading made sticky), the removed ones' tabs gone, the tabs in the sections' order. A new
 * section of a pages screen may be added to the element or to its pages container; it joins
 * the container at its end. Returns the first index that changed, −1 for none.
 */
export function syncSections(element, x, parts) {
  if (parts.pages) parts.pages.append(...element.querySelectorAll(":scope > section"));
  const now = [...(parts.pages ?? element).querySelectorAll(":scope > section")];
  let first = 0;
  while (first < now.length && now[first] === parts.sections[first]) first++;
  if (first === now.length && now.length === parts.sections.length) return -1;
  const linkOf = new Map(parts.sections.map((section, i) => [section, parts.links[i]]));
  const spacersOf = new Map(parts.pages ? parts.sections.map((section, i) => [section, parts.spacers[i]]) : []);
  const links = now.map((section, i) => {
    let link = linkOf.get(section);
    if (!link) {
      link = tabFor(parts.strip, section, i, x, parts.direction, parts.made);
      if (parts.pages) spacersOf.set(section, pageOf(section, link, parts.direction));
      else {
        stickHeading(section);
        link.setAttribute("aria-current", "false");
      }
    }
    link.dataset.index = String(i);
    return link;
  });
  for (const link of parts.links) if (!links.includes(link)) link.remove();
  // The tabs in the sections' order (a sections screen's are each a Tab stop, in that order).
  parts.track.prepend(...links);
  parts.sections = now;
  parts.links = links;
  if (parts.pages) {
    parts.spacers = now.map(section => spacersOf.get(section));
    parts.top = parts.spacers[0]?.top;
    parts.bottom = parts.spacers[0]?.bottom;
    // The module's lists from the first change on are attached again at the next layout.
    parts.moved = Math.min(parts.moved, first);
  } else {
    // The list's bottom spacer stays last (a section appended to the element lands after it).
    element.append(parts.bottom);
  }
  withPulled(parts);
  return first;
}

/**
 * The tabs follow their titles: a made tab takes its section's heading's text again (the app
 * renamed the section); an app's own link whose content the app replaced (`textContent`) is
 * made a tab again, its new content the title.
 */
export function retitle(parts, x) {
  parts.sections.forEach((section, i) => {
    const link = parts.links[i];
    if (!link.querySelector(":scope > [part=title]")) tabFor(parts.strip, section, i, x, parts.direction, parts.made, link);
    if (!parts.made.has(link)) return;
    const title = link.querySelector("[part=title]"), text = headingText(section, i);
    if (title.textContent !== text) title.textContent = text;
  });
}

/**
 * What the DOM mutations `records` on `element`'s screen `parts` ask for: `sections` when a
 * section was added or removed (the element's, or its pages container's, children); `titles`
 * when a section's heading or a tab's title changed its text.
 */
export function changesIn(records, element, parts) {
  let sections = false, titles = false;
  for (const record of records) {
    const target = record.target.nodeType === Node.ELEMENT_NODE ? record.target : record.target.parentElement;
    if (!target) continue;
    if (record.type === "childList" && (target === element || target === parts.pages)) {
      if ([...record.addedNodes, ...record.removedNodes].some(node => node.localName === "section")) sections = true;
    } else if (target.closest("h1,h2,h3,h4,[part=title],a[data-index]") && !target.closest("[aria-hidden=true]")) {
      titles = true;
    }
  }
  return { sections, titles };
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

/**
 * Tab `i`'s link for `section` (`link` if given): the app's own link to it in `strip`, or one
 * made from its heading as text (kept in `made`); its parts in a row: the app's icon, the
 * title (the rest of its content), a badge.
 */
function tabFor(strip, section, i, x, direction, made, link = strip.querySelector(`a[href="#${CSS.escape(section.id)}"]`)) {
  if (!link) {
    link = document.createElement("a");
    link.href = "#" + section.id;
    link.textContent = headingText(section, i);
    made.add(link);
  }
  const icon = link.querySelector(":scope > [data-pager-icon]");
  const title = document.createElement("span");
  title.setAttribute("part", "title");
  // A title longer than the page's --pager-tab-max-width is shown truncated, with an ellipsis
  // (its tab measured so by the module: `TabMeasure.contentWidth(maxTitleWidth:)`).
  Object.assign(title.style, { maxWidth: "var(--pager-tab-max-width, none)", overflow: "hidden", textOverflow: "ellipsis" });
  title.append(...[...link.childNodes].filter(node => node !== icon));
  const badge = document.createElement("span");
  badge.setAttribute("part", "badge");
  badge.setAttribute("aria-hidden", "true");
  Object.assign(badge.style, { display: "none", alignItems: "center", justifyContent: "center", fontSize: "0.7em",
    lineHeight: "1", background: "var(--pager-badge-color, #d93025)", color: "white" });
  link.replaceChildren(...(icon ? [icon] : []), title, badge);
  Object.assign(link.style, { position: "absolute", top: "0", height: "100%", display: "flex", alignItems: "center",
    justifyContent: "center", textDecoration: "none", whiteSpace: "nowrap", direction, gap: x.pager_tab_gap() + "px" });
  link.dataset.index = String(i);
  return link;
}

/** What a made tab says for `section` (tab `i`): its heading's text, or `Section N`. */
function headingText(section, i) {
  return section.querySelector("h1,h2,h3,h4")?.textContent ?? `Section ${i + 1}`;
}

/**
 * `section` made a page of a pages screen, controlled by `tab` (the tabs pattern: a tab
 * panel), that scrolls on its own; returns its spacers (added first and last in it).
 */
function pageOf(section, tab, direction) {
  tab.id ||= `${section.id}-tab`;
  tab.setAttribute("role", "tab");
  tab.setAttribute("aria-selected", "false");
  tab.setAttribute("aria-controls", section.id);
  tab.tabIndex = -1;
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
}

/** A sections screen's `section`: its heading sticks under the chrome (WEB-SCROLL §6). */
function stickHeading(section) {
  section.style.margin = "0";
  const heading = section.querySelector("h1,h2,h3,h4");
  if (heading) Object.assign(heading.style, { position: "sticky", top: "var(--pager-chrome-bottom, 0px)", margin: "0", zIndex: "1" });
}

/** An empty box that stands for an inset (or an absent header), hidden from assistive technologies. */
function spacer() {
  const div = document.createElement("div");
  div.setAttribute("aria-hidden", "true");
  return div;
}

/** `parts` with what each list's pull moves: a page's content; a sections screen's header (in
 * its list) and sections. */
function withPulled(parts) {
  parts.pulled = parts.pages
    ? parts.sections.map((section, i) => [...section.children].filter(c => c !== parts.spacers[i].top && c !== parts.spacers[i].bottom))
    : [[...(parts.headerInList ? [parts.header] : []), ...parts.sections]];
  return parts;
}
