// A TypeScript user's page code against scrollpager.d.ts (Scripts/web-check.sh compiles it
// with tsc --strict --noEmit): the element's API as the declarations promise it.
import { loadModule, MODULE_NAME, presets, ScrollPagerElement } from "../scrollpager.js";

async function open(): Promise<void> {
  await loadModule();
  const pager = document.querySelector("scroll-pager");
  if (!pager) return;
  const element: ScrollPagerElement = pager;
  element.addEventListener("pagerready", () => {
    element.select(2, false);
    const model = element.model();
    const tab: number = model ? model.selected : element.selectedIndex;
    const stop = element.observeFrames(now => console.log(now, tab, element.parts?.links.length));
    stop();
    console.log(presets.td.barHeight, element.preset.mode, element.eventsJSONL().length, element.recordsJSONL().length);
    // A pages screen: its container, each page's spacers, the page in view.
    const pages: HTMLDivElement | null = element.parts?.pages ?? null;
    const content: "sections" | "pages" = presets.parchment.content;
    console.log(pages?.scrollLeft, content, model?.page, model?.pagesScrollLeft, element.parts?.spacers[0].top.style.height,
      element.callbacksJSONL().length);
  });
  // Issue 43's options: a badge, and what the element tells (each detail typed).
  element.setBadge(1, "3");
  element.addEventListener("pagerswipeprogress", e => console.log(e.detail.from, e.detail.to, e.detail.fraction.toFixed(2)));
  element.addEventListener("pagerselect", e => {
    const cause: "tap" | "swipe" | "scroll" | "programmatic" = e.detail.cause;
    console.log(e.detail.index, cause);
  });
  element.addEventListener("pagerscrollfinished", e => console.log(e.detail.page));
  // The module that did not load: the URL and the cause, as an ErrorEvent.
  element.addEventListener("error", e => console.log(MODULE_NAME, e.message.length, presets.kulman.mode));
  // The selection as a property and as attributes.
  element.selectedIndex = 1;
  element.setAttribute("selected-index", "2");
  element.setAttribute("history", "replace");
}

void open();
