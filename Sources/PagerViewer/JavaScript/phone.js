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
