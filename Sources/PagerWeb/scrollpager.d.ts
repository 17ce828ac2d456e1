// Declarations for scrollpager.js: <scroll-pager>, a tab strip that follows a sectioned list
// on the browser's own scroller, or tabs over pages that snap (ScrollPager's reducer and web
// edge, in pager.wasm).

/** A seed screen's chrome (SPEC §1): the header's mode and heights, the strip's cells. */
export interface PagerPreset {
  mode: "fixed" | "quickReturn" | "collapse" | "stickyReveal";
  /** S: the collapsible header's height, CSS px. */
  headerHeight: number;
  /** B: the tab strip's height, CSS px. */
  barHeight: number;
  edgeInset: number;
  spacing: number;
  cells: "auto" | "equal" | "intrinsic";
  /** Added to each measured title on both sides, CSS px. */
  padding: number;
  /** One list of sections on the document's scroller, or each section a page of its own. */
  content: "sections" | "pages";
  /** Pages: each page's content made at least as tall as the page (SwipeTableView). */
  adjustContentSize?: boolean;
}

/**
 * The screens `preset="…"` names: sections — TD's menu (`td`), a quick-return menu (`menu`),
 * a collapsing hero (`hero`), Kulman's sticky header revealed by a pull (`kulman`); pages —
 * Parchment's default (`parchment`), FJ's (`fj`), SwipeTableView's (`swipe`).
 */
export declare const presets: {
  readonly td: PagerPreset; readonly menu: PagerPreset; readonly hero: PagerPreset; readonly kulman: PagerPreset;
  readonly parchment: PagerPreset; readonly fj: PagerPreset; readonly swipe: PagerPreset;
};

/** The screen as the latest record has it (SPEC §1), computed by the module, not read from the DOM. */
export interface PagerScreenModel {
  headerY: number;
  headerHeight: number;
  stripY: number;
  stripHeight: number;
  /** The list in view's scrollTop (the document's, or the current page's): offsetY plus insetTop. */
  scrollTop: number;
  stripScrollLeft: number;
  underlineX: number;
  underlineWidth: number;
  /** The selected tab, −1 for none. */
  selected: number;
  hasUnderline: boolean;
  /** The current page (0 on a sections screen). */
  page: number;
  /** The pages container's scrollLeft (the reducer's pagesX). */
  pagesScrollLeft: number;
  /** The header (and the strip with it) is part-way through an animated move, drawn one frame
   * at a time between where it was and `headerY`. */
  headerSliding: boolean;
  /** The underline is part-way through its slide to a tapped tab. */
  underlineSliding: boolean;
}

/** A list's spacers: the reducer's inset above its content, its pad below. */
export interface PagerSpacers {
  top: HTMLDivElement;
  bottom: HTMLDivElement;
}

/** The parts the element made or adopted: the chrome (header and strip), spacers, underline. */
export interface PagerParts {
  chrome: HTMLDivElement;
  header: HTMLElement | null;
  strip: HTMLElement;
  track: HTMLDivElement;
  links: HTMLAnchorElement[];
  underline: HTMLDivElement;
  /** A hidden span in the tabs' font, observed: a larger font relayouts the strip. */
  fontProbe: HTMLSpanElement;
  /** The sections (a pages screen: the pages, each its own scroller). */
  sections: HTMLElement[];
  /** A pages screen's snap container (`null` on a sections screen). */
  pages: HTMLDivElement | null;
  /** Each list's spacers (a sections screen has one list). */
  spacers: PagerSpacers[];
  /** The first list's spacers. */
  top: HTMLDivElement;
  bottom: HTMLDivElement;
}

/** Why the selected tab changed (`pagerselect`). */
export type PagerSelectionCause = "tap" | "swipe" | "scroll" | "programmatic";

/** `pagerselect`'s detail: the tab selected now and why. */
export interface PagerSelectDetail {
  index: number;
  cause: PagerSelectionCause;
}

/** `pagerswipeprogress`'s detail: how far the pages are from one page towards another, 0 … 1. */
export interface PagerSwipeProgressDetail {
  from: number;
  to: number;
  fraction: number;
}

/** `pagerscrollfinished`'s detail: the page the pages came to rest on. */
export interface PagerScrollFinishedDetail {
  page: number;
}

/** The events the element fires (they bubble, but `error`). */
export interface ScrollPagerEventMap extends HTMLElementEventMap {
  /** The module could not be loaded or compiled: `message` names its URL and the cause. */
  error: ErrorEvent;
  pagerready: CustomEvent<void>;
  pagerselect: CustomEvent<PagerSelectDetail>;
  pagerswipeprogress: CustomEvent<PagerSwipeProgressDetail>;
  pagerscrollfinished: CustomEvent<PagerScrollFinishedDetail>;
}

/** The module's file name (`pager-web.wasm`), as `Scripts/wasm.sh --web` writes it. */
export declare const MODULE_NAME: string;

/**
 * Loads the module (`pager-web.wasm` beside scrollpager.js, or `url`) once for every element;
 * served as `application/wasm`, it compiles while it downloads. Rejects with an `Error` naming
 * the URL and the cause (said once on the console); a later call tries again.
 */
export declare function loadModule(url?: string | URL): Promise<WebAssembly.Exports>;

/**
 * `<scroll-pager preset="td">`: its `<section>` children are the list (or, for a pages
 * preset, the pages), each `<section>`'s heading its tab's title (read as text); a
 * `<nav data-pager-strip>` of anchor links is the strip (the page without JavaScript keeps
 * the links); `[data-pager-header]` is the header. The element sets `data-pager-state` to
 * `"built"` once its screen is built, `"plain"` when its module could not load (until then
 * `scrollpager.css` holds the screen's room). A link's child marked `data-pager-icon` is
 * its icon, its `data-badge` its badge (each widens its tab through the layout). CSS: the
 * selected tab's font is the page's rule for `[aria-selected="true"]` (pages) or
 * `[aria-current="location"]` (sections); `--pager-indicator-color`, `--pager-indicator-height`,
 * `--pager-indicator-radius` and `--pager-badge-color` style the underline and the badges.
 * `header-height="…"` sets the header's height (CSS px) over the preset's, at any time (a
 * relayout); `swipe-disabled` locks a pages screen's swipe (a tab still selects its page);
 * `recording` (read as the element first connects; with the module's recording build,
 * `pager-web-recording.wasm`, as its `module`) keeps the session for `eventsJSONL()`,
 * `recordsJSONL()` and `callbacksJSONL()`; the strip grows with the reader's text size
 * beyond the preset's height. `module="…"` (read as the element connects) is the module's
 * URL: `pager-web.wasm` beside scrollpager.js when absent. `selected-index="…"` is the tab the
 * screen opens on (a deep link's `#id` wins), and a change selects that tab, animated (the
 * attribute does not follow the selection: read `selectedIndex`). `history="push"` (the
 * default: each tapped tab a history entry, back and forward select the tab they name),
 * `"replace"` (the address follows the tab, no entry) or `"none"` (the address is left alone).
 * `offset="…"` (CSS px): a site's own fixed header over the window's top; the pager's screen
 * is the window below it (as Bootstrap ScrollSpy's `offset`), at any time (a relayout).
 * Fires `pagerready` once laid out, then `pagerselect`, `pagerswipeprogress` and
 * `pagerscrollfinished`; `error` when the module cannot be loaded or compiled (the page keeps
 * its plain list and links) (`ScrollPagerEventMap`).
 */
export declare class ScrollPagerElement extends HTMLElement {
  /** The preset named by the `preset` attribute (`td` when absent or unknown). A change lays the
   * screen out again with it; once built, a preset that needs another screen (sections for
   * pages or back, Kulman's header in the list or out of it) is not taken (a console warning):
   * this stays the built one's. */
  readonly preset: PagerPreset;
  /** The selected tab's index, −1 before the first layout (before the module has loaded: the
   * tab asked for with `select`, if any). Set, it selects that tab as `select(index)` does. */
  selectedIndex: number;
  /** The parts, once laid out (`null` before `pagerready`). */
  readonly parts: PagerParts | null;
  /** Selects tab `index` as a tap does; animated unless `animated` is false. Asked before the
   * first layout (even before the module has loaded), the screen opens on that tab. */
  select(index: number, animated?: boolean): void;
  /** Tab `index`'s badge (`null` or "": none); the strip is laid out again. Set before the
   * screen is built, it is shown at the first layout. */
  setBadge(index: number, badge: string | null): void;
  /** Calls `callback` after every animation frame the element handles; returns the unsubscribe. */
  observeFrames(callback: (now: DOMHighResTimeStamp) => void): () => void;
  /** The screen model of the latest record, `null` before a layout. */
  model(): PagerScreenModel | null;
  /** The session's events, as the JSONL `trace-replay run` reads (empty without `recording`). */
  eventsJSONL(): string;
  /** The session's records, as the JSONL `trace-replay run --expect` compares (empty without `recording`). */
  recordsJSONL(): string;
  /** The driver's inputs, as the callbacks file `trace-replay drive` turns into the same events
   * (its header line alone without `recording`). */
  callbacksJSONL(): string;
  addEventListener<K extends keyof ScrollPagerEventMap>(
    type: K, listener: (this: ScrollPagerElement, ev: ScrollPagerEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "scroll-pager": ScrollPagerElement;
  }
}
