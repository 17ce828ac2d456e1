// pager.wasm from JavaScript, the same file in Node and in a browser: SPEC §2 events in (as
// parsed JSON objects, the shape of a trace line), SPEC §3 records out (plain objects, the
// shape of a states line), and a bit-for-bit comparison of two records.
//
//   const pager = await ScrollPagerWasm.load(bytes)   // bytes of pager.wasm
//   pager.reset(); const record = pager.apply(JSON.parse(line))
//   ScrollPagerWasm.difference(expected, record)       // null, or "field: expected …, got …"
(function (root) {
  "use strict";

  // Compiled on the calling thread, not with WebAssembly.instantiate: the checks read the pages
  // in headless Chromium under a virtual time budget, which does not wait for a compile in the
  // background, and once dumped a page whose module had not arrived yet. (The module is about
  // 0.6 MB; compiling it synchronously takes milliseconds, and it works the same in Node.)
  async function load(bytes) {
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), {});
    return new Pager(instance.exports);
  }

  class Pager {
    constructor(x) {
      this.x = x;
      // Every enumeration's cases, by index, as the module spells them (its allCases).
      const names = kind => {
        const out = [];
        for (let i = 0; ; i++) {
          const length = x.pager_name(kind, i);
          if (!length) return out;
          const at = x.pager_name_buffer();  // before reading memory.buffer: a call may grow (detach) it
          out.push(new TextDecoder().decode(new Uint8Array(x.memory.buffer, at, length)));
        }
      };
      this.names = { mode: names(0), revealCheck: names(1), selection: names(2), cells: names(3), behavior: names(4),
        view: names(5), event: names(6), command: names(7), diagnostic: names(8) };
    }

    reset() { this.x.pager_reset(); }

    index(table, name, field) {
      const i = this.names[table].indexOf(name);
      if (i < 0) throw new Error(field + ": unknown value " + JSON.stringify(name));
      return i;
    }

    /// The simulator's preset screens, by index.
    presets() {
      const out = [];
      for (let i = 0; i < this.x.pager_host_preset_count(); i++) out.push(this.text(this.x.pager_host_preset_name(i)));
      return out;
    }

    /// Builds a layout (a parsed `layout` line or layout object) in the module, for
    /// `pager_apply_layout` or `pager_host_start(-1)`.
    buildLayout(e) {
      const x = this.x, h = e.header, p = e.pager, c = e.content;
      // A field the line leaves out crosses as −1 or NaN: the module applies the trace
      // format's defaults (TraceDefaults), so they live in one place.
      const number = v => (v === undefined ? NaN : v), flag = v => (v === undefined ? -1 : v ? 1 : 0);
      const choice = (table, v, field) => (v === undefined ? -1 : this.index(table, v, field));
      x.pager_layout_begin(e.viewport.width, e.viewport.height, this.index("mode", h.mode, "header.mode"), h.height, h.barHeight,
        flag(h.snap), choice("revealCheck", h.revealCheck, "header.revealCheck"));
      for (const item of p.items) x.pager_layout_item(item.width, this.input(item.title));
      x.pager_layout_pager(number(p.spacing), number(p.edgeInset), number(p.indicatorExtra),
        choice("cells", p.cells, "pager.cells"), choice("behavior", p.behavior, "pager.behavior"));
      if (c.kind === "pages") {
        for (const page of c.pages) x.pager_layout_page(page.contentHeight);
        x.pager_layout_pages(flag(c.adjustContentSize));
      } else {
        for (const s of c.sections) {
          const measured = s.height !== undefined;
          x.pager_layout_section(s.headerHeight, measured ? 0 : s.rows, measured ? 0 : s.rowHeight, measured ? 1 : 0, measured ? s.height : 0,
            this.input(s.title));
        }
        x.pager_layout_sections(choice("selection", c.selection, "content.selection"), number(c.window), number(c.footerHeight));
      }
    }

    /// Applies one event (a parsed trace line) and returns its record.
    apply(e) {
      const x = this.x;
      switch (e.type) {
        case "layout": {
          this.buildLayout(e);
          x.pager_apply_layout(e.t);
          break;
        }
        case "tapPagerItem": x.pager_apply_tap(e.t, e.index); break;
        case "tapStatusBar": x.pager_apply_status_bar(e.t); break;
        default: {
          const name = this.index("event", e.type + "." + e.phase, "type.phase");
          x.pager_apply_offset(e.t, name, this.index("view", e.view, "view"), e.page === undefined ? 0 : 1, e.page ?? 0, e.offset,
            e.velocity === undefined ? 0 : 1, e.velocity ?? 0, e.willDecelerate === undefined ? 0 : 1, e.willDecelerate ? 1 : 0);
        }
      }
      return this.record();
    }

    /// Puts `text` (a title) in the module's input buffer: its length, or −1 for none.
    input(text) {
      if (text === undefined || text === null) return -1;
      const bytes = new TextEncoder().encode(text);
      // The buffer first: a call that grows the module's memory detaches the old ArrayBuffer.
      const at = this.x.pager_input_buffer(bytes.length);
      new Uint8Array(this.x.memory.buffer, at, bytes.length).set(bytes);
      return bytes.length;
    }

    /// Text the module wrote into its text buffer (`length` bytes).
    text(length) {
      const at = this.x.pager_text_buffer();
      return new TextDecoder().decode(new Uint8Array(this.x.memory.buffer, at, length));
    }

    /// Plays a scenario script (`trace-replay simulate`'s format) on the module's simulated
    /// screen; returns its records, or throws the script's mistake.
    runScript(script) {
      const bytes = new TextEncoder().encode(script);
      const at = this.x.pager_input_buffer(bytes.length);
      new Uint8Array(this.x.memory.buffer, at, bytes.length).set(bytes);
      const count = this.x.pager_host_run_script(bytes.length);
      if (count < 0) throw new Error(this.text(this.x.pager_text_buffer_length()));
      const records = [];
      for (let i = 0; i < count; i++) { this.x.pager_host_select_record(i); records.push(this.record()); }
      return records;
    }

    /// The session's events as trace lines, written by the module (PagerTrace's writer).
    eventLines() {
      const lines = [];
      for (let i = 0; i < this.x.pager_host_event_count(); i++) lines.push(this.text(this.x.pager_host_event_line(i)).replace(/\n$/, ""));
      return lines;
    }

    /// The last record, as a states line would hold it.
    record() {
      const x = this.x, n = this.names;
      const nullable = v => (v < 0 ? null : v);
      const commands = [];
      for (let i = 0; i < x.pager_record_command_count(); i++) {
        const type = n.command[x.pager_command_kind(i)], view = n.view[x.pager_command_view(i)];
        const page = nullable(x.pager_command_page(i)), number = x.pager_command_number(i);
        switch (type) {
          case "setOffset": commands.push({ type, view, page, value: number, animated: x.pager_command_animated(i) === 1 }); break;
          case "setInset": commands.push({ type, page, top: number, duration: x.pager_command_duration(i) }); break;
          case "setContentHeight": commands.push({ type, page, height: number }); break;
          case "setTarget": commands.push({ type, view, page, value: number }); break;
          case "fling": commands.push({ type, view, page, velocity: number }); break;
          case "animateHeader": commands.push({ type, ty: number, duration: x.pager_command_duration(i) }); break;
        }
      }
      const diagnostics = [];
      for (let i = 0; i < x.pager_record_diagnostic_count(); i++) diagnostics.push(n.diagnostic[x.pager_record_diagnostic(i)]);
      return {
        seq: x.pager_record_seq(), t: x.pager_record_t(), event: n.event[x.pager_record_event()],
        selected: nullable(x.pager_record_selected()), page: x.pager_record_page(), offsetY: x.pager_record_offset_y(),
        pagesX: x.pager_record_pages_x(), pagerX: x.pager_record_pager_x(), headerTy: x.pager_record_header_ty(),
        insetTop: x.pager_record_inset_top(),
        indicator: x.pager_record_has_indicator() ? { x: x.pager_record_indicator_x(), width: x.pager_record_indicator_width() } : null,
        pending: nullable(x.pager_record_pending()), commands, diagnostics,
      };
    }
  }

  /// The first difference between two records, bit for bit: numbers must be the same
  /// doubles (Object.is: -0 is not 0), everything else equal; null when there is none.
  function difference(expected, actual, path = "") {
    if (typeof expected === "number" || typeof actual === "number") {
      return Object.is(expected, actual) ? null : path + ": expected " + show(expected) + ", got " + show(actual);
    }
    if (expected === null || actual === null || typeof expected !== "object" || typeof actual !== "object") {
      return expected === actual ? null : path + ": expected " + JSON.stringify(expected) + ", got " + JSON.stringify(actual);
    }
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    if (Array.isArray(expected) && expected.length !== actual.length) {
      return path + ": expected " + expected.length + " entries, got " + actual.length;
    }
    for (const key of keys) {
      const found = difference(expected[key], actual[key], path ? path + (Array.isArray(expected) ? "[" + key + "]" : "." + key) : key);
      if (found) return found;
    }
    return null;
  }
  function show(v) { return Object.is(v, -0) ? "-0" : JSON.stringify(v); }

  /// A trace file's data lines with their 1-based line numbers, as trace-replay counts them
  /// (comment and blank lines skipped, still counted).
  function dataLines(text) {
    return text.split("\n").map((line, i) => ({ line, number: i + 1 })).filter(l => l.line.trim() !== "" && !l.line.startsWith("#"));
  }

  const api = { load, difference, dataLines };
  if (typeof module !== "undefined" && module.exports) module.exports = api; else root.ScrollPagerWasm = api;
})(typeof globalThis !== "undefined" ? globalThis : this);
