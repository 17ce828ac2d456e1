// Stages @scrollpager/web as npm publishes it: what a page downloads made small, the rest as
// it is. The element's scripts become one (Scripts/element-bundle.mjs: `scrollpager.js` with
// the files it imports before it), which, like the stylesheet, loses its comments,
// indentation and blank lines (the readable sources stay in Sources/PagerWeb, which the
// package's read-me points to); package.json is copied with the bundled files left out of its
// `files`; the declarations and the read-me are copied; the module is the one given.
// Then it prints what a page loads — the scripts, the stylesheet, the module — each
// compressed as a server sends it (`gzip -9 -n`, with brotli at quality 11 beside it), and
// fails above the bar (docs/Web.md, "The module: built, served, loaded").
//
//   node Scripts/web-package.mjs --wasm FILE --out DIR [--bar BYTES] [--script-bar BYTES]
//        [--source DIR]     the element's sources (default Sources/PagerWeb)
//
// A source it cannot pack or bundle is an error, FILE:LINE:COLUMN where there is a line, exit
// 2, before anything is written to DIR.
//
// The bar is 100,000 bytes gzipped for a page's files, the scripts at most 15,000 of them;
// 90,000, the stretch, is reported beside it.
//
// Only lines are taken out, never parts of one, so the rules are simple and safe for these
// files: a line that is a `//` comment, a `/* … */` block that starts a line and ends one, the
// spaces that start or end a line, an empty line. A line opening a string it does not close
// (a template over lines) would change that string: the packer refuses such a file.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { bundleElement } from "./element-bundle.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : args[i + 1];
};
const fail = message => {
  console.error(`web-package: ${message}`);
  process.exit(2);
};
if (args.includes("--help") || args.includes("-h")) {
  console.log("usage: node Scripts/web-package.mjs --wasm FILE --out DIR [--bar BYTES] [--script-bar BYTES] [--source DIR]");
  process.exit(0);
}
const wasm = option("--wasm") ?? fail("--wasm FILE is required (Scripts/wasm.sh --web builds .build/wasm/pager-web.wasm)");
const out = option("--out") ?? fail("--out DIR is required");
const stretch = 90000;
const bar = Number(option("--bar", 100000));
const scriptBar = Number(option("--script-bar", 15000));
const source = path.resolve(option("--source", path.join(root, "Sources/PagerWeb")));
const shown = name => path.relative(process.cwd(), path.join(source, name));

/** `text` without its comment lines, indentation and empty lines; `name` for errors. */
function packed(text, name) {
  const kept = [];
  let inBlock = false;
  const codeAfterBlock = i => fail(`${name}:${i + 1}:1: code after a comment block's end; keep it on a line of its own`);
  text.split("\n").forEach((line, i) => {
    const trimmed = line.trim();
    if (inBlock) {
      if (trimmed.includes("*/")) {
        if (!trimmed.endsWith("*/")) codeAfterBlock(i);
        inBlock = false;
      }
      return;
    }
    if (trimmed === "" || trimmed.startsWith("//")) return;
    if (trimmed.startsWith("/*")) {
      if (!trimmed.includes("*/")) inBlock = true;
      else if (!trimmed.endsWith("*/")) codeAfterBlock(i);
      return;
    }
    if ((trimmed.match(/`/g) ?? []).length % 2 === 1) fail(`${name}:${i + 1}:1: a template string over several lines; the packer keeps lines whole`);
    kept.push(trimmed);
  });
  if (inBlock) fail(`${name}: a comment block that never ends`);
  return kept.join("\n") + "\n";
}

const manifest = JSON.parse(fs.readFileSync(path.join(source, "package.json"), "utf8"));
const entry = path.basename(manifest.main);
// Each script packed alone first, for its errors' lines; then the bundle, packed.
const bundled = manifest.files.filter(name => name.endsWith(".js") && name !== entry);
for (const name of [entry, ...bundled]) packed(fs.readFileSync(path.join(source, name), "utf8"), shown(name));
let bundle;
try {
  bundle = bundleElement(source, entry);
} catch (error) {
  fail(error.message);
}
// What the bundle holds is no longer a file of the package.
manifest.files = manifest.files.filter(name => !bundled.includes(name));
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
for (const name of manifest.files) {
  if (name === "pager-web.wasm") fs.copyFileSync(wasm, path.join(out, name));
  else if (name === entry) fs.writeFileSync(path.join(out, name), packed(bundle, `${shown(name)} and the files it imports`));
  else if (name.endsWith(".css")) fs.writeFileSync(path.join(out, name), packed(fs.readFileSync(path.join(source, name), "utf8"), shown(name)));
  else fs.copyFileSync(path.join(source, name), path.join(out, name));
}
fs.writeFileSync(path.join(out, "package.json"), JSON.stringify(manifest, null, 2) + "\n");

// What a page loads: every script, the stylesheet and the module, each compressed alone (a
// server compresses file by file).
const gzip = file => execFileSync("gzip", ["-9", "-n", "-c", file], { maxBuffer: 1 << 26 }).length;
const brotli = file => zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const loaded = manifest.files.filter(name => /\.(js|css|wasm)$/.test(name));
const sizes = loaded.map(name => {
  const file = path.join(out, name);
  return { name, raw: fs.statSync(file).size, gzip: gzip(file), brotli: brotli(file) };
});
const sum = (list, key) => list.reduce((total, size) => total + size[key], 0);
const scripts = sizes.filter(size => size.name.endsWith(".js"));
const total = sum(sizes, "gzip");
const group = (label, list) => `${label} ${sum(list, "raw")} bytes, ${sum(list, "gzip")} gzipped, ${sum(list, "brotli")} brotli`;
for (const size of sizes) console.log(`      ${size.name}: ${size.raw} bytes, ${size.gzip} gzipped, ${size.brotli} brotli`);
console.log(`      ${group(`the scripts (${scripts.length} ${scripts.length === 1 ? "file" : "files"}):`, scripts)}`);
const line = `${group("a page's files:", sizes)} (at most ${bar}: ${total <= bar ? `${bar - total} to spare` : `${total - bar} over`}; the stretch ${stretch}: ${total <= stretch ? "reached" : `${total - stretch} over`}; the scripts at most ${scriptBar})`;
if (total > bar || sum(scripts, "gzip") > scriptBar) {
  console.error(`error: ${line}: over the bar`);
  process.exit(1);
}
console.log(`ok    ${line}`);
