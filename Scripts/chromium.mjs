// Headless Chromium over the DevTools protocol on a pipe, with Node's own modules only: what
// the browser checks share (the harness, the docs check). `launch()` starts it on about:blank
// and attaches to its page.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Starts Chromium and attaches to its page: `send(method, params, sessionId)` for the browser,
 * `page(method, params)` and `evaluate(expression)` (awaited, by value; a page exception is
 * thrown) for the page, `listeners` for every event, `close()` to quit and remove the profile;
 * real touch on the page: `touch(type, x, y)`, `drag(x, y, dx, dy, steps, stepMs, holdMs)`
 * and `tap(x, y)`.
 */
export async function launch() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "web-harness-profile-"));
  const chrome = spawn("chromium", ["--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
    "--no-first-run", `--user-data-dir=${profile}`, "about:blank"], { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] });
  let nextId = 1, buffered = "";
  const waiting = new Map(), listeners = [];
  chrome.stdio[4].on("data", chunk => {
    buffered += chunk.toString("utf8");
    let end;
    while ((end = buffered.indexOf("\0")) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (message.id && waiting.has(message.id)) {
        const { resolve, reject } = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.error) reject(new Error(message.error.message)); else resolve(message.result);
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const send = (method, params = {}, sessionId) => new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    chrome.stdio[3].write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + "\0");
  });
  const { targetInfos } = await send("Target.getTargets");
  const { sessionId } = await send("Target.attachToTarget", { targetId: targetInfos.find(t => t.type === "page").targetId, flatten: true });
  const page = (method, params) => send(method, params, sessionId);
  const evaluate = async expression => {
    const { result, exceptionDetails } = await page("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value;
  };
  await page("Page.enable");
  await page("Runtime.enable");
  // Touch: explicit timestamps on Date.now()'s clock (WEB-SCROLL §1: only deltas matter, never the future).
  const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
  const touch = (type, x, y) => page("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }],
    timestamp: Date.now() / 1000 });
  const drag = async (x, y, dx, dy, steps, stepMs, holdMs = 0) => {
    await touch("touchStart", x, y);
    for (let i = 1; i <= steps; i++) {
      await sleep(stepMs);
      await touch("touchMove", x + (dx * i) / steps, y + (dy * i) / steps);
    }
    if (holdMs) await sleep(holdMs);
    await touch("touchEnd", 0, 0);
  };
  const tap = async (x, y) => {
    await touch("touchStart", x, y);
    await sleep(30);
    await touch("touchEnd", 0, 0);
  };
  const close = async () => {
    chrome.kill();
    await new Promise(resolve => chrome.once("exit", resolve));
    // Chromium may still be writing its profile as it exits: what stays is a temporary directory.
    try { fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }); } catch {}
  };
  return { chrome, profile, send, page, evaluate, listeners, close, touch, drag, tap };
}
