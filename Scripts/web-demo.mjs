#!/usr/bin/env node
// The web front end's demo: one self-contained HTML file (like the playground) with every
// seed screen to touch. The element's files (`scrollpager.js` and the files it imports) are
// inlined as one module script, and `pager.wasm` as a data: URL the element fetches; each screen is the web article's sample (docs/Web.md) in a
// <template>, and `?preset=NAME` opens that screen (`&dir=rtl` right to left); without it
// the page lists them. Open it from disk in a mobile browser, or in a desktop browser's
// device mode (touch emulation: only touch gives momentum, WEB-SCROLL §1).
//
//   node Scripts/web-demo.mjs [--wasm .build/wasm/pager-web.wasm] [--out .build/web-demo.html]
//        [--element DIR]    the element's files (default Sources/PagerWeb; or the staged package)
//
// `Scripts/web-check.sh` builds it and runs a short campaign of the harness on it
// (`web-harness.mjs --demo FILE`): every screen opens and passes from the file.
import fs from "node:fs";
import path from "node:path";
import { bundleElement } from "./element-bundle.mjs";
import { scriptOptions } from "./script-options.mjs";

const { root, option } = scriptOptions(import.meta.url);
// The web front end's module (Scripts/wasm.sh --web); the playground's works too.
const wasm = option("--wasm", path.join(root, ".build/wasm/pager-web.wasm"));
const out = option("--out", path.join(root, ".build/web-demo.html"));

// Each sample of the article: its name, the element and the app's markup (the lines a page
// puts in its body; the doctype, viewport, stylesheet and script lines are the demo's own).
const article = fs.readFileSync(path.join(root, "docs/Web.md"), "utf8");
const samples = [...article.matchAll(/<!-- pager:begin web-([\w-]+) -->\n([\s\S]*?)<!-- pager:end -->/g)].map(([, name, html]) => ({
  name,
  body: html.split("\n").filter(line => !/^<(!doctype|meta|link|script)\b/i.test(line)).join("\n"),
}));
if (samples.length === 0) throw new Error("docs/Web.md has no samples");

const css = `body{margin:0;font:16px/1.25 sans-serif}h2{height:60px;line-height:60px;font-size:18px;background:#eee;padding:0 12px}
ul{list-style:none;margin:0;padding:0}li{height:60px;line-height:60px;padding:0 12px;border-bottom:1px solid #ddd}
[data-pager-header]{display:block;box-sizing:border-box;width:100%;border:0;border-bottom:1px solid #ddd;padding:0 12px;background:#fff}
nav{background:#fff;color:#06c}.index{padding:16px}.index li{height:auto;line-height:2.5}`;

// The boot: the chosen screen's template into the body (static markup, no string of the URL
// in it), the module's URL on the element; then the element's module itself, inlined.
const boot = `const query = new URLSearchParams(location.search);
const chosen = document.getElementById("screen-" + query.get("preset"));
if (chosen) {
  const wasm = document.getElementById("module").textContent.trim();
  document.body.replaceChildren(chosen.content.cloneNode(true));
  const pager = document.querySelector("scroll-pager");
  pager.setAttribute("module", "data:application/wasm;base64," + wasm);
  // The demo keeps its session, for the reader to export and replay (the harness replays it).
  pager.setAttribute("recording", "");
  if (query.get("dir") === "rtl") pager.setAttribute("dir", "rtl");
}
`;
// The element's files as one script (Scripts/element-bundle.mjs), its exports dropped too.
// Inlined, "</script" would end the element: "<\/script" means the same in a comment or a string.
const webDir = option("--element", path.join(root, "Sources/PagerWeb"));
const module = bundleElement(webDir, "scrollpager.js", { keepExports: false }).replaceAll("</script", "<\\/script");
const links = samples.map(s => `<li><a href="?preset=${s.name}">${s.name}</a> · <a href="?preset=${s.name}&amp;dir=rtl">right to left</a></li>`);
const page = `<!doctype html>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<title>ScrollPager on the web: every seed screen</title>
<style data-scroll-pager>${fs.readFileSync(path.join(webDir, "scrollpager.css"), "utf8")}</style>
<style>${css}</style>
<body>
<div class="index">
<h1>ScrollPager on the web</h1>
<p>Every seed screen on the browser's own scrollers. Open one, touch it (a phone, or a desktop
browser's device mode), and go back for the next.</p>
<ul>
${links.join("\n")}
</ul>
</div>
${samples.map(s => `<template id="screen-${s.name}">\n${s.body}</template>`).join("\n")}
<script id="module" type="application/octet-stream">${fs.readFileSync(wasm).toString("base64")}</script>
<script type="module">
${boot}
${module}
</script>
`;
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(`${out}.tmp`, page);
fs.renameSync(`${out}.tmp`, out);
console.log(`web demo: ${out} (${page.length} bytes; screens: ${samples.map(s => s.name).join(", ")})`);
