{


        const screens = { layouts: [] };
const phone = document.getElementById("live-phone");
let pager, x, start = performance.now(), gesture = null;
const now = () => (performance.now() - start) / 1000;

// The session: the module's simulated screen, driven by the page's clock.
// Starts (or restarts) the live screen: `how` sets up the module's host; the page's
// clock then runs on from the host's time.
function startLive(how) {
  how();
  start = performance.now() - x.pager_host_time() * 1000;
  draw();
}
// The module, once: its bytes are in the page.
async function loadModule() {
  if (pager) return;
  const bytes = Uint8Array.from(atob(document.getElementById("module").textContent), c => c.charCodeAt(0));
  pager = await ScrollPagerWasm.load(bytes);
  x = pager.x;
}
function advance() { x.pager_host_advance(now()); }

function draw() {
  const shown = JSON.parse(pager.text(x.pager_host_screen()));
  const record = pager.record();
  while (phone.firstChild) phone.removeChild(phone.firstChild);
  if (!shown) return;
  screens.layouts[0] = shown.layout;
  const layout = shown.layout;
  phone.setAttribute("viewBox", "0 0 " + layout.width + " " + (layout.height + 20));
  phone.style.height = (320 * (layout.height + 20) / layout.width) + "px";
  drawPhone(el("g", {}, phone), record, shown.screen, { type: record.event }, false, screens.layouts);
  document.getElementById("live-where").textContent = "t " + x.pager_host_time().toFixed(3) + " s · " +
    x.pager_host_event_count() + " events · " + record.event;
  document.getElementById("live-record").textContent = JSON.stringify(record, null, 1);
  Object.assign(document.body.dataset, { events: x.pager_host_event_count(), selected: record.selected, offsetY: record.offsetY, headerTy: record.headerTy });
}

function frame() {
  advance();
  draw();
  requestAnimationFrame(frame);
}

// Pointer → touches. Screen points: SVG coordinates less the 20-point status bar.
function point(e) {
  const box = phone.getBoundingClientRect(), layout = screens.layouts[0];
  const scale = layout.width / box.width;
  return { x: (e.clientX - box.left) * scale, y: (e.clientY - box.top) * scale - 20 };
}
function where(p) {
  const shown = JSON.parse(pager.text(x.pager_host_screen())), layout = shown.layout, [headerY, barY] = shown.screen;
  if (p.y < 0) return "statusBar";
  if (layout.B > 0 && barY !== null && p.y >= barY && p.y < barY + layout.B) return "bar";
  if (layout.S > 0 && headerY !== null && layout.mode !== "stickyReveal" && p.y >= headerY && p.y < headerY + layout.S) return "header";
  return "list";
}
const views = () => pager.names.view;
phone.addEventListener("pointerdown", e => {
  e.preventDefault();
  phone.setPointerCapture?.(e.pointerId);
  advance();
  const p = point(e);
  gesture = { start: p, area: where(p), moved: false, axis: null };
  if (gesture.area === "header" && (screens.layouts[0].mode === "quickReturn" || screens.layouts[0].mode === "collapse")) {
    x.pager_host_touch_down_header(); gesture.axis = "header";
  }
  draw();
});
phone.addEventListener("pointermove", e => {
  if (!gesture) return;
  advance();
  const p = point(e), dx = p.x - gesture.start.x, dy = p.y - gesture.start.y;
  if (!gesture.moved && Math.hypot(dx, dy) < 4) return;
  gesture.moved = true;
  if (!gesture.axis) {
    const layout = screens.layouts[0], pages = !!layout.pages, page = pages ? pager.record().page : -1;
    if (gesture.area === "bar") { gesture.axis = "pager"; x.pager_host_touch_down(views().indexOf("pager"), -1, gesture.start.x); }
    else if (pages && Math.abs(dx) > Math.abs(dy)) { gesture.axis = "pages"; x.pager_host_touch_down(views().indexOf("pages"), -1, gesture.start.x); }
    else { gesture.axis = "content"; x.pager_host_touch_down(views().indexOf("content"), page, gesture.start.y); }
  }
  if (gesture.axis === "header") x.pager_host_header_moved(gesture.start.y - p.y);
  else x.pager_host_touch_moved(gesture.axis === "content" ? p.y : p.x);
  draw();
});
function lift(e) {
  if (!gesture) return;
  advance();
  const g = gesture;
  gesture = null;
  if (g.axis) x.pager_host_touch_up();
  else if (g.area === "statusBar") x.pager_host_status_bar();
  else if (g.area === "bar") {
    // A tap on a tab: the cell under the finger, in the strip's content.
    const layout = screens.layouts[0], px = g.start.x + pager.record().pagerX;
    const index = layout.cells.findIndex(([cx, width]) => px >= cx && px < cx + width);
    if (index >= 0) x.pager_host_tap(index);
  }
  draw();
}
phone.addEventListener("pointerup", lift);
phone.addEventListener("pointercancel", lift);

document.getElementById("live-rotate").addEventListener("click", () => { advance(); x.pager_host_rotate(); draw(); });
function sessionText() { return pager.eventLines().join("\n") + "\n"; }
document.getElementById("live-export").addEventListener("click", () => {
  const text = sessionText();
  document.getElementById("live-session").value = text;
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "application/jsonl" }));
  link.download = "playground.events.jsonl";
  link.click();
});

// The browser check (Scripts/playground-check.sh): `#check` flicks the list and taps
// the third tab with synthetic pointer events, then shows the session's events and
// records on the page.
async function check() {
  const wait = ms => new Promise(resolve => setTimeout(resolve, ms));
  const box = phone.getBoundingClientRect(), scale = box.width / screens.layouts[0].width;
  const at = (sx, sy) => ({ clientX: box.left + sx * scale, clientY: box.top + (sy + 20) * scale, pointerId: 1, bubbles: true, isPrimary: true });
  const layout = screens.layouts[0], listX = layout.width / 2, listY = layout.listY + layout.listHeight * 0.8;
  phone.dispatchEvent(new PointerEvent("pointerdown", at(listX, listY)));
  for (let k = 1; k <= 12; k++) { await wait(16); phone.dispatchEvent(new PointerEvent("pointermove", at(listX, listY - 25 * k))); }
  phone.dispatchEvent(new PointerEvent("pointerup", at(listX, listY - 300)));
  for (let i = 0; i < 600 && x.pager_host_is_busy(); i++) await wait(16);
  const flicked = pager.record().offsetY;
  const shown = JSON.parse(pager.text(x.pager_host_screen())), [, barY] = shown.screen, [cx, cw] = shown.layout.cells[2];
  const tapX = cx + cw / 2 - pager.record().pagerX, tapY = barY + shown.layout.B / 2;
  phone.dispatchEvent(new PointerEvent("pointerdown", at(tapX, tapY)));
  await wait(30);
  phone.dispatchEvent(new PointerEvent("pointerup", at(tapX, tapY)));
  for (let i = 0; i < 600 && x.pager_host_is_busy(); i++) await wait(16);
  advance(); draw();
  const records = [];
  for (let i = 0; i < x.pager_host_event_count(); i++) { x.pager_host_select_record(i); records.push(JSON.stringify(pager.record())); }
  x.pager_host_select_record(x.pager_host_event_count() - 1);
  // (textContent: what a DOM dump shows; value is the live text only.)
  document.getElementById("live-session").textContent = sessionText();
  const out = document.createElement("pre");
  out.id = "records";
  out.textContent = records.join("\n") + "\n";
  document.body.appendChild(out);
  Object.assign(document.body.dataset, { flickedOffsetY: flicked, checked: "yes" });
}
window.Live = { startLive, loadModule, check, draw, advance, run: () => requestAnimationFrame(frame), get pager() { return pager; }, get x() { return x; } };
}
