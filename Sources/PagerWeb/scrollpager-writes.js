// <scroll-pager>'s writes: what the module answers, carried out on the DOM in its order —
// scroll positions, the spacers that stand for insets, the chrome's move, the strip's cells
// and underline, the pages' frames and snapping, a fling stopped (WEB-SCROLL §3) — and the
// selected tab's state for assistive technologies. No decision is taken here.
import { ROLE, WRITE, WRITE_STRIDE, seconds } from "./scrollpager-module.js";

/** Carries out one screen's writes; keeps what it last drew to skip a write that changes nothing. */
export class ScreenWriter {
  #element;
  #x;
  #parts;
  #afterStop;
  #lastHeader = null;
  #lastUnderline = null;
  #selected = -1;
  #chromeBottom = 0;

  /** The writer of `element`'s screen `parts`; `afterStop` carries out what a stopped fling's report causes. */
  constructor(element, x, parts, afterStop) {
    this.#element = element;
    this.#x = x;
    this.#parts = parts;
    this.#afterStop = afterStop;
  }

  /** Where the chrome's bottom is with the header shown, from the screen's top (below a site's
   * own fixed header: `offset`): the sticky headings' top, less the header's move. */
  set chromeBottom(value) {
    if (value === this.#chromeBottom) return;
    this.#chromeBottom = value;
    this.#element.style.setProperty("--pager-chrome-bottom", value + (this.#lastHeader ?? 0) + "px");
  }

  /** Carries out the module's writes, in order; returns whether it wants frames. */
  write() {
    const x = this.#x, parts = this.#parts;
    const count = x.pager_web_take_writes();
    if (count === 0 && this.#selected === x.pager_web_selected()) {
      return x.pager_web_wants_frames();
    }
    // Read in place: nothing below calls the module until the loop ends (a call could grow
    // its memory and detach the buffer).
    const w = new Float64Array(x.memory.buffer, x.pager_web_writes(), count * WRITE_STRIDE);
    for (let k = 0, i = 0; k < count; k++, i += WRITE_STRIDE) {
      const kind = w[i], role = w[i + 1], page = w[i + 2], a = w[i + 3], b = w[i + 4], c = w[i + 5], d = w[i + 6];
      switch (kind) {
        case WRITE.scrollTo:
          if (role === ROLE.strip) parts.strip.scrollLeft = a;
          else if (role === ROLE.pages) parts.pages.scrollLeft = a;
          else if (parts.pages) parts.sections[page].scrollTop = a;
          else parts.scroller.scrollTop = a;
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
          this.#element.style.setProperty("--pager-chrome-bottom", this.#chromeBottom + a + "px");
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
      for (const [i, link] of parts.links.entries()) {
        link.setAttribute(attribute, i === selected ? on : "false");
        // The tabs pattern: the selected tab is the strip's one Tab stop.
        if (parts.pages) link.tabIndex = i === selected ? 0 : -1;
      }
      this.#selected = selected;
    }
    return x.pager_web_wants_frames();
  }

  /** The tabs changed (the app's sections did): the selected tab's state is written again. */
  tabsChanged() {
    this.#selected = -2;
    this.#lastUnderline = null;
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
      this.#afterStop();
    }));
  }
}
