// The viewer's page: HTML, CSS and a small script that draws the embedded data. No network,
// no external assets: it opens from disk in any current browser.

enum ViewerPage {
    /// The document around the embedded data (`data` is JSON with `</` escaped).
    static func html(title: String, data: String, live: (module: [UInt8], glue: String)? = nil) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(title)) · ScrollPager viewer</title>
        <style>
        \(css)
        \(live == nil ? "" : PlaygroundPage.liveCSS)
        </style>
        </head>
        <body>
        <header><b>\(escape(title))</b> <span id="where"></span>
        \(live == nil ? "" : "<button id=\"continue\" title=\"take over live from this record: the module simulates the screen from here\">continue from here</button>")
        <span class="help">←/→ one event · Shift+←/→ previous/next tap or layout · Space play/pause · speed <select id="speed"><option value="0.25">0.25×</option><option value="1" selected>1×</option><option value="4">4×</option></select> · Home/End · n next difference</span></header>
        <main>
        <section id="phones"><svg id="phone" role="img" aria-label="the screen at the current record"></svg></section>
        <section id="side">
        <div id="json"></div>
        </section>
        </main>
        <footer><canvas id="timeline" height="220"></canvas><input id="scrubber" type="range" min="0" value="0" aria-label="record"></footer>
        \(live == nil ? "" : PlaygroundPage.livePanel.replacingAll("<main id=\"live\">", with: "<main id=\"live\" style=\"display: none\">"))
        <script id="data" type="application/json">\(data)</script>
        \(live.map { PlaygroundPage.moduleScripts(module: $0.module, glue: $0.glue) } ?? "")
        <script>
        \(script)
        \(live == nil ? "" : PlaygroundPage.liveScript + continueScript)
        </script>
        </body>
        </html>

        """
    }

    /// "Continue from here": the module's reducer takes the trace's events up to the
    /// current record, its simulated screen takes over from there (`PagerHost(continuing:)`),
    /// and the live panel below the viewer is driven by the pointer. `#seq=N&continue` does
    /// it on opening; with `&check` too, the live panel runs its browser check.
    static let continueScript = #"""
        async function continueFromHere() {
          await Live.loadModule();
          Live.pager.reset();
          for (let i = 0; i <= seq; i++) Live.pager.apply(events[i]);
          Live.startLive(() => Live.x.pager_host_continue());
          document.getElementById("live").style.display = "flex";
          document.body.dataset.continuedAt = seq;
        }
        document.getElementById("continue").addEventListener("click", () => continueFromHere().then(() => Live.run()));
        if (fragment.has("continue")) {
          continueFromHere().then(async () => {
            if (fragment.has("check")) { Live.advance(); Live.draw(); await Live.check(); } else Live.run();
          }).catch(error => { document.body.dataset.error = String(error); });
        }
        """#

    static func escape(_ text: String) -> String {
        text.replacingAll("&", with: "&amp;").replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
    }

    static let css = """
        body { margin: 0; font: 13px -apple-system, "Helvetica Neue", Arial, sans-serif; color: #222; background: #f4f4f6; }
        header { padding: 8px 12px; background: #fff; border-bottom: 1px solid #ddd; }
        header .help { color: #777; margin-left: 16px; font-size: 12px; }
        main { display: flex; gap: 16px; padding: 12px; align-items: flex-start; }
        #phones { flex: none; }
        #phone { background: #fff; border: 8px solid #222; border-radius: 28px; width: 300px; }
        #side { flex: 1; min-width: 0; }
        #json { display: flex; gap: 12px; }
        #json pre { flex: 1; margin: 0; padding: 8px; background: #fff; border: 1px solid #ddd; font: 11px Menlo, monospace; white-space: pre-wrap; word-break: break-all; }
        #json h4 { margin: 0 0 4px; font-size: 12px; }
        .changed { background: #fff3a8; }
        .differs { background: #ffc9c9; }
        footer { padding: 0 12px 12px; }
        #timeline { width: 100%; background: #fff; border: 1px solid #ddd; display: block; cursor: pointer; }
        #scrubber { width: 100%; }
        """

    /// The phone's drawing (`el`, `rows`, `drawPhone`), shared by the viewer and the
    /// playground: a screen's JSON (`ViewerScreen`) drawn as SVG.
    static let phoneScript = #"""
        const SVG = "http://www.w3.org/2000/svg";
        function el(name, attributes, parent, text) {
          const node = document.createElementNS(SVG, name);
          for (const key in attributes) node.setAttribute(key, attributes[key]);
          if (text !== undefined) node.textContent = text;
          if (parent) parent.appendChild(node);
          return node;
        }

        // The visible rows of a layout's list at an offset: the screen model's rows
        // (ScreenModel.swift), from the same sections or pages, content y → list.y + y − offset.
        function rows(layout, page, offset) {
          const out = [], top = offset, bottom = top + layout.listHeight;
          if (layout.sections) {
            if (layout.mode === "stickyReveal" && layout.S > 0 && top < layout.S && bottom > 0)
              out.push({ y: 0, h: layout.S, text: "header (revealed by pulling down)", kind: "reveal" });
            const sections = layout.sections;
            let low = 0, high = sections.length;
            while (low < high) {
              const mid = (low + high) >> 1, s = sections[mid];
              if (s[0] + s[1] + s[2] * s[3] <= top) low = mid + 1; else high = mid;
            }
            for (let i = low; i < sections.length && sections[i][0] < bottom; i++) {
              const [sectionTop, headerHeight, count, rowHeight, title] = sections[i];
              if (headerHeight > 0 && sectionTop + headerHeight > top) out.push({ y: sectionTop, h: headerHeight, text: title, kind: "header" });
              if (count > 0 && rowHeight > 0) {
                const rowsTop = sectionTop + headerHeight;
                for (let r = Math.max(0, Math.floor((top - rowsTop) / rowHeight)); r < count && rowsTop + r * rowHeight < bottom; r++)
                  out.push({ y: rowsTop + r * rowHeight, h: rowHeight, text: title + " · " + (r + 1), kind: "row" });
              }
            }
          } else if (layout.pages && layout.pages.length) {
            const p = Math.min(page, layout.pages.length - 1), [padded, title, height] = layout.pages[p], item = layout.pageItemHeight;
            for (let k = Math.max(0, Math.floor(top / item)); k * item < Math.min(bottom, height); k++)
              out.push({ y: k * item, h: Math.min(item, height - k * item), text: title + " · item " + (k + 1), kind: "row" });
            if (padded > height && height < bottom && padded > top)
              out.push({ y: height, h: padded - height, text: "padding: room for the header to collapse", kind: "padding" });
          }
          return out;
        }

        // One phone: status bar, list, header, bar with tabs and underline, commands.
        function drawPhone(group, record, screen, event, ghost, layouts = data.layouts) {
          if (!screen) { el("text", { x: 20, y: 60, class: "empty" }, group, "no layout yet"); return; }
          const layout = layouts[screen[5]], W = layout.width, top = 20;
          const [headerY, barY, indicatorX, indicatorY, indicatorWidth] = screen;
          const content = el("g", { transform: "translate(0," + top + ")" }, group);
          const clip = "clip" + (ghost ? "g" : "a");
          const defs = el("defs", {}, content);
          const clipPath = el("clipPath", { id: clip }, defs);
          el("rect", { x: 0, y: layout.listY, width: W, height: layout.listHeight }, clipPath);
          const list = el("g", { "clip-path": "url(#" + clip + ")" }, content);
          // Mid-swipe the pages container shows two pages, each list at its own offset
          // (screen[6]: [page, x, offset]); at rest, the record's page at its offsetY.
          const shown = screen[6] || [[record.page, 0, record.offsetY]];
          for (const [page, x, offset] of shown) {
            const pageGroup = el("g", { transform: "translate(" + x + ",0)", class: "page", "data-page": page }, list);
            for (const row of rows(layout, page, offset)) {
              const y = layout.listY + row.y - offset;
              const fill = row.kind === "header" ? "#eef2f8" : row.kind === "reveal" ? "#d8ecd8" : row.kind === "padding" ? "#f3f3f3" : "#fff";
              el("rect", { x: 0, y: y, width: W, height: row.h, fill: fill, stroke: "#e3e3e3" }, pageGroup);
              el("text", { x: row.kind === "header" ? 10 : 24, y: y + Math.min(row.h, 40) / 2 + 4, "font-size": 12, "font-weight": row.kind === "header" ? "bold" : "normal",
                fill: row.kind === "padding" ? "#999" : "#222" }, pageGroup, row.text);
            }
          }
          if (layout.S > 0 && headerY !== null && layout.mode !== "stickyReveal") {
            el("rect", { x: 0, y: headerY, width: W, height: layout.S, fill: "#d9e4f5" }, content);
            el("rect", { x: 12, y: headerY + layout.S / 2 - 14, width: W - 24, height: 28, rx: 14, fill: "#fff" }, content);
            el("text", { x: 28, y: headerY + layout.S / 2 + 4, "font-size": 12, fill: "#888" }, content, "Search");
          }
          if (layout.B > 0 && barY !== null) {
            el("rect", { x: 0, y: barY, width: W, height: layout.B, fill: "#fafafa", stroke: "#ddd" }, content);
            layout.cells.forEach(([x, width, titleWidth, title], i) => {
              el("text", { x: x - record.pagerX + width / 2, y: barY + layout.B / 2 + 4, "text-anchor": "middle", "font-size": 12,
                "font-weight": i === record.selected ? "bold" : "normal", fill: i === record.selected ? "#c0392b" : "#444",
                class: i === record.selected ? "selected-tab" : "tab" }, content, title);
            });
            if (indicatorX !== null) el("rect", { x: indicatorX, y: indicatorY, width: indicatorWidth, height: 2, fill: "#c0392b", class: "indicator" }, content);
          }
          if (ghost) return;
          // The record's commands where they act.
          let badge = 0;
          for (const command of record.commands) {
            if (command.type === "setOffset" && command.view === "content") {
              const y = layout.listY + command.value - record.offsetY;
              el("line", { x1: 0, x2: W, y1: y, y2: y, stroke: "#e67e22", "stroke-dasharray": "6 4", "stroke-width": 2 }, content);
              el("text", { x: W - 6, y: y - 4, "text-anchor": "end", "font-size": 10, fill: "#e67e22" }, content,
                "setOffset " + command.value + (command.animated ? " (animated)" : ""));
            } else if (command.type === "setOffset") {
              const x = command.view === "pages" ? command.value - record.pagesX : command.value - record.pagerX;
              el("text", { x: 6, y: layout.listY + layout.listHeight - 24 - 14 * badge++, "font-size": 10, fill: "#e67e22" }, content,
                "setOffset " + command.view + " → " + command.value + (command.animated ? " (animated)" : "") + (x !== 0 ? "" : ""));
            } else if (command.type === "fling") {
              // An arrow along the list, the way the content moves (offset grows: up).
              const x = W - 16, y0 = layout.listY + layout.listHeight / 2, length = Math.max(18, Math.min(90, Math.abs(command.velocity) / 20));
              const y1 = command.velocity >= 0 ? y0 - length : y0 + length, tip = command.velocity >= 0 ? 6 : -6;
              el("line", { x1: x, x2: x, y1: y0, y2: y1, stroke: "#e67e22", "stroke-width": 3, class: "fling" }, content);
              el("path", { d: "M" + (x - 6) + " " + (y1 + tip) + "L" + x + " " + y1 + "L" + (x + 6) + " " + (y1 + tip) + "Z", fill: "#e67e22" }, content);
              el("text", { x: x - 8, y: y0 + 14, "text-anchor": "end", "font-size": 10, fill: "#e67e22" }, content, "fling " + command.velocity + " pt/s");
            } else if (command.type === "setTarget" && barY !== null) {
              // Where the strip will rest — a mark on the bar at that offset's left edge.
              const x = command.value - record.pagerX;
              el("path", { d: "M" + (x - 5) + " " + (barY + layout.B) + "L" + x + " " + (barY + layout.B - 8) + "L" + (x + 5) + " " + (barY + layout.B) + "Z", fill: "#2ca02c", class: "set-target" }, content);
              el("text", { x: Math.min(W - 4, Math.max(4, x + 6)), y: barY + layout.B + 12, "font-size": 10, fill: "#2ca02c" }, content, "setTarget " + command.value);
            } else if (command.type === "animateHeader" && headerY !== null) {
              // The header is drawn at ty already; the outline says it animates there.
              el("rect", { x: 1, y: headerY + 1, width: W - 2, height: layout.S + layout.B - 2, fill: "none", stroke: "#8c564b", "stroke-dasharray": "5 3", "stroke-width": 2, class: "animate-header" }, content);
              el("text", { x: W - 6, y: headerY + 12, "text-anchor": "end", "font-size": 10, fill: "#8c564b" }, content, "animateHeader → " + command.ty + " (" + command.duration + " s)");
            } else {
              const text = command.type === "setInset" ? "setInset top " + command.top : command.type === "setContentHeight" ? "setContentHeight page " + command.page + " → " + command.height : command.type;
              el("rect", { x: 4, y: layout.listY + layout.listHeight - 36 - 14 * badge, width: text.length * 6 + 8, height: 14, rx: 7, fill: "#8e44ad" }, content);
              el("text", { x: 8, y: layout.listY + layout.listHeight - 25 - 14 * badge++, "font-size": 10, fill: "#fff" }, content, text);
            }
          }
          // Status bar.
          el("rect", { x: 0, y: 0, width: W, height: top, fill: "#222" }, group);
          el("text", { x: W / 2, y: 14, "text-anchor": "middle", "font-size": 11, fill: "#fff" }, group, "9:41 · " + (event.type + (event.phase ? "." + event.phase : "")));
        }
        """#

    static let script = #"""
        "use strict";
        const started = performance.now();
        const data = JSON.parse(document.getElementById("data").textContent);
        const count = data.records.length;
        const records = data.records.map(line => JSON.parse(line));
        const events = data.events.map(line => JSON.parse(line));
        const expected = data.expected ? data.expected.map(line => line === null ? null : JSON.parse(line)) : null;
        const differing = data.differences ? data.differences.map((fields, i) => fields.length ? i : -1).filter(i => i >= 0) : [];
        let seq = 0, playing = false, lastFrame = 0, speed = 1;
        const phone = document.getElementById("phone");
        const scrubber = document.getElementById("scrubber");
        scrubber.max = Math.max(0, count - 1);

        \#(phoneScript)
        function pretty(object, highlight, className) {
          const lines = ["{"];
          const keys = Object.keys(object);
          keys.forEach((key, i) => {
            const text = "  " + JSON.stringify(key) + ": " + JSON.stringify(object[key]) + (i < keys.length - 1 ? "," : "");
            lines.push(highlight.has(key) ? "<span class=\"" + className + "\">" + escape(text) + "</span>" : escape(text));
          });
          lines.push("}");
          return lines.join("\n");
        }
        function escape(text) { return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"); }

        function render() {
          const record = records[seq], screen = data.screens[seq];
          while (phone.firstChild) phone.removeChild(phone.firstChild);
          const layout = screen ? data.layouts[screen[5]] : { width: 375, height: 603 };
          phone.setAttribute("viewBox", "0 0 " + layout.width + " " + (layout.height + 20));
          phone.style.height = (300 * (layout.height + 20) / layout.width) + "px";
          if (expected && expected[seq] && data.differences[seq].length) {
            const ghost = el("g", { opacity: 0.3, class: "expected-phone" }, phone);
            drawPhone(ghost, expected[seq], data.expectedScreens[seq], events[seq], true);
          }
          drawPhone(el("g", { class: "actual-phone" }, phone), record, screen, events[seq], false);
          phone.dataset.seq = record.seq;
          phone.dataset.selected = record.selected === null ? "null" : record.selected;
          phone.dataset.headerTy = data.records[seq].match(/"headerTy":([^,]*)/)[1];
          phone.dataset.offsetY = data.records[seq].match(/"offsetY":([^,]*)/)[1];
          scrubber.value = seq;
          document.getElementById("where").textContent = "seq " + record.seq + " of " + (count - 1) + " · t " + record.t + " s · " + record.event +
            (differing.length ? " · " + differing.length + " records differ" : "");
          // JSON: the event, the record with what changed since the previous one, the expected.
          const previous = seq > 0 ? records[seq - 1] : {};
          const changed = new Set(Object.keys(record).filter(k => k !== "seq" && k !== "t" && k !== "event" && JSON.stringify(record[k]) !== JSON.stringify(previous[k])));
          // Lines as `trace-replay run` names them: the file's own line numbers, comments counted.
          let html = "<div style=\"flex:1\"><h4 id=\"event-line\" data-line=\"" + data.eventLines[seq] + "\">event, line " + data.eventLines[seq] + " of the events file</h4><pre>" + pretty(events[seq], new Set(), "") + "</pre></div>";
          html += "<div style=\"flex:1\"><h4>record — changed since the previous one</h4><pre id=\"record\">" + pretty(record, changed, "changed") + "</pre></div>";
          if (expected) {
            const fields = new Set((data.differences[seq] || []).map(f => f.split(".")[0]));
            const line = data.expectedLines[seq] === null ? "" : ", line " + data.expectedLines[seq] + " of the states file";
            html += "<div style=\"flex:1\"><h4>expected" + line + (fields.size ? " — differs" : " — matches") + "</h4><pre id=\"expected\">" +
              (expected[seq] ? pretty(expected[seq], fields, "differs") : "(no expected record)") + "</pre></div>";
          }
          document.getElementById("json").innerHTML = html;
          drawTimeline();
          if (location.hash !== "#seq=" + seq) history.replaceState(null, "", "#seq=" + seq);
        }

        // The timeline: offsetY, headerTy, selected and pagesX, each over its own range with
        // that range's values on a left axis, one pixel column at a time (min and max), the
        // event lane, differences, the cursor, and a time axis with round ticks below.
        const canvas = document.getElementById("timeline");
        const fields = [["offsetY", "#1f77b4"], ["headerTy", "#d62728"], ["selected", "#2ca02c"], ["pagesX", "#ff7f0e"]];
        const t0 = count ? records[0].t : 0, t1 = count ? Math.max(records[count - 1].t, t0 + 1e-9) : 1;
        const axis = 112, lane = 34, laneY = fields.length * lane + 4, timeY = laneY + 34;
        let columns = null;
        // Round ticks: steps of 1, 2 or 5 × 10ⁿ, about `wanted` of them over low…high.
        function ticks(low, high, wanted) {
          const raw = (high - low) / wanted, power = Math.pow(10, Math.floor(Math.log10(raw)));
          const step = [1, 2, 5, 10].map(m => m * power).find(s => s >= raw) || raw;
          const out = [];
          for (let v = Math.ceil(low / step) * step; v <= high + step * 1e-9; v += step) out.push(Number(v.toPrecision(12)));
          return out;
        }
        function label(v) { return String(Number(v.toPrecision(6))); }
        function px(t) { return axis + (t - t0) / (t1 - t0) * (canvas.width - axis - 1); }
        function prepareTimeline() {
          canvas.width = canvas.clientWidth || 900;
          const width = canvas.width - axis;
          columns = [];
          for (let p = 0; p < width; p++) columns.push({ low: fields.map(() => Infinity), high: fields.map(() => -Infinity), last: fields.map(() => null), events: 0, differs: false });
          const ranges = fields.map(() => [Infinity, -Infinity]);
          const at = t => Math.min(width - 1, Math.max(0, Math.floor((t - t0) / (t1 - t0) * (width - 1))));
          records.forEach((record, i) => {
            const column = columns[at(record.t)];
            fields.forEach(([name], f) => {
              const v = record[name]; if (v === null) return;
              column.low[f] = Math.min(column.low[f], v); column.high[f] = Math.max(column.high[f], v); column.last[f] = v;
              ranges[f][0] = Math.min(ranges[f][0], v); ranges[f][1] = Math.max(ranges[f][1], v);
            });
            if (record.event === "tapPagerItem" || record.event === "tapStatusBar") column.events |= 1;
            if (record.event === "layout") column.events |= 2;
            if (record.event === "drag.began") column.events |= events[i].view === "header" ? 8 : 4;
            if (record.commands.some(c => c.type === "fling" || c.type === "setTarget" || c.type === "animateHeader")) column.events |= 16;
          });
          differing.forEach(i => { columns[at(records[i].t)].differs = true; });
          columns.ranges = ranges;
        }
        function drawTimeline() {
          if (!columns || canvas.width !== (canvas.clientWidth || 900)) prepareTimeline();
          const g = canvas.getContext("2d"), width = canvas.width;
          g.clearRect(0, 0, width, canvas.height);
          g.font = "10px sans-serif";
          const axes = [];
          fields.forEach(([name, color], f) => {
            let [low, high] = columns.ranges[f];
            if (low === Infinity) { low = 0; high = 0; }
            const span = Math.max(high - low, 1e-9), y0 = f * lane + 2;
            const y = v => y0 + lane - 4 - (v - low) / span * (lane - 6);
            // The value axis: the field's name, its highest and lowest value, a line between.
            g.fillStyle = color; g.textAlign = "left"; g.fillText(name, 2, y0 + lane / 2 + 2);
            g.fillStyle = "#555"; g.textAlign = "right";
            g.fillText(label(high), axis - 4, y(high) + 8);
            if (high !== low) g.fillText(label(low), axis - 4, y(low) + 1);
            g.fillStyle = "#bbb"; g.fillRect(axis - 1, y(high), 1, Math.max(1, y(low) - y(high)));
            axes.push(name + " " + label(low) + "…" + label(high));
            // Each column spans its lowest to highest value and joins the last value before
            // it; columns without records hold the last value (a step, as the state holds).
            let last = null;
            g.fillStyle = color;
            columns.forEach((column, p) => {
              let top, bottom;
              if (column.low[f] === Infinity) {
                if (last === null) return;
                top = bottom = y(last);
              } else {
                top = y(column.high[f]); bottom = y(column.low[f]);
                if (last !== null) { top = Math.min(top, y(last)); bottom = Math.max(bottom, y(last)); }
                last = column.last[f];
              }
              g.fillRect(axis + p, top, 1, Math.max(1, bottom - top));
            });
          });
          g.fillStyle = "#555"; g.textAlign = "right"; g.fillText("events", axis - 4, laneY + 14);
          columns.forEach((column, p) => {
            const x = axis + p;
            if (column.events & 1) { g.fillStyle = "#c0392b"; g.fillRect(x, laneY, 1, 10); }
            if (column.events & 2) { g.fillStyle = "#444"; g.fillRect(x, laneY + 10, 1, 8); }
            if (column.events & 4) { g.fillStyle = "#1f77b4"; g.fillRect(x, laneY + 18, 1, 4); }
            if (column.events & 8) { g.fillStyle = "#17becf"; g.fillRect(x, laneY + 18, 1, 8); }   // a header drag
            if (column.events & 16) { g.fillStyle = "#e67e22"; g.fillRect(x, laneY + 26, 1, 5); }  // fling, setTarget, animateHeader
            if (column.differs) { g.fillStyle = "rgba(255,0,0,0.35)"; g.fillRect(x - 1, 0, 3, timeY); }
          });
          // The time axis: round ticks in seconds.
          g.fillStyle = "#444"; g.fillRect(axis, timeY, width - axis, 1);
          const times = ticks(t0, t1, Math.max(2, Math.floor((width - axis) / 90))).filter(t => t >= t0 && t <= t1);
          g.textAlign = "center";
          for (const t of times) {
            const x = px(t);
            g.fillRect(x, timeY, 1, 4);
            g.fillText(label(t), Math.min(width - 14, Math.max(axis + 6, x)), timeY + 15);
          }
          g.textAlign = "right"; g.fillText("t (s)", axis - 4, timeY + 15);
          // What the axes say, for the browser checks (a canvas has no DOM to read).
          canvas.dataset.axes = axes.join("; ");
          canvas.dataset.timeTicks = times.map(label).join(" ");
          g.fillStyle = "#000"; g.fillRect(px(records[seq].t), 0, 1, timeY);
        }
        canvas.addEventListener("click", e => {
          const scale = canvas.width / canvas.clientWidth;
          const t = t0 + Math.max(0, e.offsetX * scale - axis) / (canvas.width - axis - 1) * (t1 - t0);
          let best = 0; records.forEach((r, i) => { if (Math.abs(r.t - t) < Math.abs(records[best].t - t)) best = i; });
          go(best);
        });
        scrubber.addEventListener("input", () => go(Number(scrubber.value)));
        document.getElementById("speed").addEventListener("change", e => { speed = Number(e.target.value); });

        function go(n) { seq = Math.max(0, Math.min(count - 1, n)); render(); }
        function findFrom(start, step, test) {
          for (let i = start + step; i >= 0 && i < count; i += step) if (test(records[i])) return i;
          return seq;
        }
        const landmark = r => r.event === "tapPagerItem" || r.event === "tapStatusBar" || r.event === "layout";
        function play(now) {
          if (!playing) return;
          if (lastFrame) {
            const due = records[seq].t + (now - lastFrame) / 1000 * speed;
            let n = seq;
            while (n + 1 < count && records[n + 1].t <= due) n++;
            if (n !== seq) { go(n); lastFrame = now; } else if (seq + 1 >= count) { playing = false; return; }
          } else lastFrame = now;
          requestAnimationFrame(play);
        }
        document.addEventListener("keydown", e => {
          const pressed = performance.now();
          handleKey(e);
          document.body.dataset.stepMs = (performance.now() - pressed).toFixed(1);
        });
        function handleKey(e) {
          if (e.key === "ArrowRight") go(e.shiftKey ? findFrom(seq, 1, landmark) : seq + 1);
          else if (e.key === "ArrowLeft") go(e.shiftKey ? findFrom(seq, -1, landmark) : seq - 1);
          else if (e.key === "Home") go(0);
          else if (e.key === "End") go(count - 1);
          else if (e.key === "n") { const next = differing.find(i => i > seq); if (next !== undefined) go(next); }
          else if (e.key === " ") { playing = !playing; lastFrame = 0; if (playing) requestAnimationFrame(play); }
          else return;
          e.preventDefault();
        }

        // Open at #seq=N, else at the first difference; `&press=KEY` presses keys once open
        // (what the browser checks use to drive the real key handler).
        const fragment = new URLSearchParams(location.hash.slice(1));
        if (count) {
          go(fragment.has("seq") ? Number(fragment.get("seq")) : differing.length ? differing[0] : 0);
          for (const key of (fragment.get("press") || "").split(",").filter(k => k)) {
            const shift = key.startsWith("Shift-");  // "+" would be a space in a query
            document.dispatchEvent(new KeyboardEvent("keydown", { key: shift ? key.slice(6) : key, shiftKey: shift, bubbles: true }));
          }
        }
        document.body.dataset.loadMs = Math.round(performance.now() - started);
        """#
}
