// Firefox ESR and WebKitGTK for the engines campaign, with Node's own modules only, each in a
// display of its own under Xvfb so that real X input (xdotool: wheel clicks, keys, clicks) goes
// through the browser's own scrolling (WEB-ENGINES §A):
//   Firefox: headed, WebDriver BiDi over a WebSocket (Node 20: --experimental-websocket);
//   WebKitGTK: WebKitWebDriver (classic WebDriver over HTTP) driving MiniBrowser.
// `launch(name)` resolves to { name, version, open(url), eval(expression), keys(...),
// click(x, y), setViewport(width, height), x(...xdotoolArguments), toScreen(x, y), close() }.
// Debian's packages: firefox-esr, webkit2gtk-driver, xvfb, xdotool.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
export const miniBrowser = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
/** Whether `name`'s browser, Xvfb and xdotool are installed here. */
export function installed(name) {
  const has = command => { try { execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }); return true; } catch { return false; } };
  return has("xvfb-run") && has("xdotool") && (name === "firefox" ? has("firefox-esr") : has("WebKitWebDriver") && fs.existsSync(miniBrowser));
}

// A display number no X server holds, for xvfb-run -n (xdotool then reaches the same display).
function freeDisplay() {
  for (let n = 90 + Math.floor(Math.random() * 100); n < 500; n++) {
    if (!fs.existsSync(`/tmp/.X${n}-lock`) && !fs.existsSync(`/tmp/.X11-unix/X${n}`)) return n;
  }
  throw new Error("no free X display");
}
const freePort = () => new Promise(resolve => {
  const probe = net.createServer();
  probe.listen(0, "127.0.0.1", () => { const { port } = probe.address(); probe.close(() => resolve(port)); });
});
// The process groups this script started (xvfb-run and what it runs): ended on exit, never by name.
const started = new Set();
process.on("exit", () => { for (const child of started) try { process.kill(-child.pid, "SIGTERM"); } catch {} });
async function stop(child) {
  started.delete(child);
  if (child.exitCode !== null) return;
  try { process.kill(-child.pid, "SIGTERM"); } catch {}
  await Promise.race([new Promise(resolve => child.once("exit", resolve)), sleep(5000)]);
}
function underXvfb(display, command) {
  const child = spawn("xvfb-run", ["-n", String(display), "-s", "-screen 0 1280x1024x24 -ac", ...command],
    { stdio: ["ignore", "pipe", "pipe"], detached: true });
  started.add(child);
  return child;
}
const xdotool = display => (...args) => execFileSync("xdotool", args.map(String), { env: { ...process.env, DISPLAY: `:${display}` }, encoding: "utf8" });
// W3C key actions (the same in BiDi and classic WebDriver): each key pressed and released.
const keyCodes = { PageDown: "\uE00F", PageUp: "\uE00E", End: "\uE010", Home: "\uE011", ArrowDown: "\uE015", ArrowUp: "\uE013" };
const keyActions = keys => [{ type: "key", id: "keys", actions: keys.flatMap(k => [{ type: "keyDown", value: keyCodes[k] ?? k }, { type: "keyUp", value: keyCodes[k] ?? k }]) }];
const clickActions = (x, y) => [{ type: "pointer", id: "mouse", parameters: { pointerType: "mouse" },
  actions: [{ type: "pointerMove", x: Math.round(x), y: Math.round(y), duration: 0 }, { type: "pointerDown", button: 0 }, { type: "pointerUp", button: 0 }] }];

/** Firefox ESR, headed under Xvfb, over WebDriver BiDi. */
async function firefox(width, height) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "web-engines-firefox-"));
  const prefs = { "browser.shell.checkDefaultBrowser": false, "datareporting.policy.dataSubmissionEnabled": false,
    "app.update.disabledForTesting": true, "browser.startup.homepage_override.mstone": "ignore" };
  fs.writeFileSync(path.join(profile, "user.js"), Object.entries(prefs).map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`).join("\n") + "\n");
  const display = freeDisplay();
  const child = underXvfb(display, ["firefox-esr", "--no-remote", "--profile", profile, "--remote-debugging-port=0",
    `--width=${width}`, `--height=${height}`, "about:blank"]);
  let said = "";
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`firefox-esr: no WebDriver BiDi address within 60 s: ${said.slice(-400)}`)), 60000);
    child.stderr.on("data", chunk => {
      said += chunk;
      const found = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(said);
      if (found) { clearTimeout(timer); resolve(found[1]); }
    });
  });
  const socket = new WebSocket(`${url}/session`);
  await new Promise((resolve, reject) => { socket.onopen = resolve; socket.onerror = () => reject(new Error("firefox-esr: the BiDi socket failed")); });
  let nextId = 0;
  const waiting = new Map();
  socket.onmessage = message => {
    const reply = JSON.parse(message.data);
    if (!reply.id || !waiting.has(reply.id)) return;
    const { resolve, reject } = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.type === "error") reject(new Error(`${reply.error}: ${reply.message}`));
    else resolve(reply.result);
  };
  const send = (method, params = {}) => new Promise((resolve, reject) => {
    const id = ++nextId;
    waiting.set(id, { resolve, reject });
    socket.send(JSON.stringify({ id, method, params }));
  });
  const session = await send("session.new", { capabilities: {} });
  const context = (await send("browsingContext.getTree", {})).contexts[0].context;
  const browser = {
    name: "firefox", version: `Firefox ${session.capabilities.browserVersion}`, x: xdotool(display),
    async open(url) { await send("browsingContext.navigate", { context, url, wait: "complete" }); },
    async eval(expression) {
      const result = await send("script.evaluate", { expression: `(async () => JSON.stringify(await (${expression})))()`, target: { context }, awaitPromise: true });
      if (result.type === "exception") throw new Error(`the page threw: ${result.exceptionDetails?.text}`);
      return result.result.value === undefined ? undefined : JSON.parse(result.result.value);
    },
    async keys(...keys) { await send("input.performActions", { context, actions: keyActions(keys) }); await send("input.releaseActions", { context }); },
    async click(x, y) { await send("input.performActions", { context, actions: clickActions(x, y) }); await send("input.releaseActions", { context }); },
    async setViewport(w, h) { await send("browsingContext.setViewport", { context, viewport: { width: w, height: h } }); },
    async close() {
      try { await Promise.race([send("session.end", {}), sleep(2000)]); } catch {}
      try { socket.close(); } catch {}
      await stop(child);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
  await browser.setViewport(width, height);
  return browser;
}

/** WebKitGTK's MiniBrowser under Xvfb, over WebKitWebDriver (classic WebDriver). */
async function webkit(width, height) {
  const port = await freePort(), display = freeDisplay();
  const child = underXvfb(display, ["WebKitWebDriver", `--port=${port}`]);
  const request = async (method, route, body) => {
    const response = await fetch(`http://127.0.0.1:${port}${route}`, { method, headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body) });
    const { value } = await response.json();
    if (value?.error) throw new Error(`${value.error}: ${value.message}`);
    return value;
  };
  for (let tries = 0; ; tries++) {
    try { await request("GET", "/status"); break; } catch (error) { if (tries > 150) throw new Error(`WebKitWebDriver did not start: ${error.message}`); await sleep(100); }
  }
  const session = await request("POST", "/session", { capabilities: { alwaysMatch: { browserName: "MiniBrowser",
    "webkitgtk:browserOptions": { binary: miniBrowser, args: ["--automation"] } } } });
  const at = route => `/session/${session.sessionId}${route}`;
  const browser = {
    name: "webkit", version: `WebKitGTK ${session.capabilities.browserVersion}`, x: xdotool(display),
    async open(url) { await request("POST", at("/url"), { url }); },
    async eval(expression) {
      const value = await request("POST", at("/execute/async"), { args: [], script: `const done = arguments[arguments.length - 1];
        (async () => JSON.stringify(await (${expression})))().then(done, e => done(JSON.stringify({ thrown: String(e && e.stack || e) })));` });
      const parsed = value === undefined || value === null ? value : JSON.parse(value);
      if (parsed?.thrown) throw new Error(`the page threw: ${parsed.thrown}`);
      return parsed;
    },
    async keys(...keys) { await request("POST", at("/actions"), { actions: keyActions(keys) }); await request("DELETE", at("/actions")); },
    async click(x, y) { await request("POST", at("/actions"), { actions: clickActions(x, y) }); await request("DELETE", at("/actions")); },
    // The window's outer size is what WebDriver sets: corrected for MiniBrowser's toolbar.
    async setViewport(w, h) {
      await request("POST", at("/window/rect"), { width: w, height: h });
      for (let tries = 0; tries < 3; tries++) {
        const [innerW, innerH] = await browser.eval("[innerWidth, innerHeight]");
        if (innerW === w && innerH === h) break;
        const rect = await request("GET", at("/window/rect"));
        await request("POST", at("/window/rect"), { width: rect.width + w - innerW, height: rect.height + h - innerH });
        await sleep(200);
      }
    },
    async close() {
      try { await Promise.race([request("DELETE", at("")), sleep(3000)]); } catch {}
      await stop(child);
    },
  };
  await browser.open("about:blank");
  await browser.setViewport(width, height);
  return browser;
}

/** Starts `name` ("firefox" or "webkit") with a `width` × `height` page. */
export async function launch(name, width, height) {
  const browser = name === "firefox" ? await firefox(width, height) : await webkit(width, height);
  // The page's top-left corner on the X screen: MiniBrowser's toolbar and Firefox's are above it.
  browser.toScreen = async (x, y) => {
    const corner = await browser.eval(name === "firefox" ? "[mozInnerScreenX, mozInnerScreenY]"
      : "[screenX + (outerWidth - innerWidth) / 2, screenY + outerHeight - innerHeight]");
    return [Math.round(x + corner[0]), Math.round(y + corner[1])];
  };
  return browser;
}
