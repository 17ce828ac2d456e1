// The web package's Custom Elements Manifest, from the one description of <scroll-pager>
// (Sources/PagerWeb/element.json), and the check that the rest of the package says the same:
//
//   node Scripts/custom-elements.mjs            writes Sources/PagerWeb/custom-elements.json
//   node Scripts/custom-elements.mjs --check    fails when that file is stale, or when
//                                               scrollpager.d.ts, scrollpager.js or
//                                               scrollpager.css disagree with the description
//   --dir DIR                                   another copy of the package's sources
//
// The manifest follows the Custom Elements Manifest schema 2.1.0, which editors (VS Code's
// custom data, JetBrains) and documentation tools (Storybook, api-viewer) read. The checks:
// every described field, method, event and export is declared in the `.d.ts` exactly as the
// description renders it, and the `.d.ts` declares nothing the description lacks; every
// attribute the element observes is described, and every described attribute, event and CSS
// custom property appears in the element's sources. A failure is `FILE:LINE:COLUMN: message`
// (exit 1); an unreadable description, exit 2, nothing written. Node's own modules only.
import fs from "node:fs";
import path from "node:path";
import process from "node:process";

const usage = "usage: node Scripts/custom-elements.mjs [--check] [--dir DIR]";
const args = process.argv.slice(2);
let check = false, dir = "Sources/PagerWeb";
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--check") check = true;
  else if (args[i] === "--dir" && i + 1 < args.length) dir = args[++i];
  else if (args[i] === "-h" || args[i] === "--help") { console.log(usage); process.exit(0); }
  else { console.error(`error: unknown option '${args[i]}'\n${usage}`); process.exit(2); }
}

const file = name => path.join(dir, name);
const read = name => fs.readFileSync(file(name), "utf8");
/** Line and column (1-based) of `index` in `text`. */
const place = (text, index) => {
  const before = text.slice(0, Math.max(0, index)).split("\n");
  return `${before.length}:${before[before.length - 1].length + 1}`;
};

const descriptionText = read("element.json");
let element;
try {
  element = JSON.parse(descriptionText);
} catch (error) {
  // Node names the position as "at position N" (or line and column in newer versions).
  const at = /position (\d+)/.exec(error.message);
  console.error(`${file("element.json")}:${at ? place(descriptionText, Number(at[1])) : "1:1"}: ${error.message}`);
  process.exit(2);
}

const problems = [];
const problem = (name, text, index, message) => problems.push(`${file(name)}:${place(text, index)}: ${message}`);
/** Where the description names `name` (for messages about a described entry). */
const described = name => descriptionText.indexOf(`"name": "${name}"`);

// ---- The `.d.ts` lines the description stands for --------------------------------------
const parameters = list => list.map(p => `${p.name}${p.optional ? "?" : ""}: ${p.type}`).join(", ");
const fieldLine = f => `${f.readonly ? "readonly " : ""}${f.name}: ${f.type};`;
const methodLine = m => `${m.name}(${parameters(m.parameters)}): ${m.return};`;
const exportLine = e => e.kind === "function"
  ? `export declare function ${e.name}(${parameters(e.parameters)}): ${e.return};`
  : `export declare const ${e.name}: ${e.type};`;
const eventLine = e => `${e.name}: ${e.type};`;

// ---- The manifest ------------------------------------------------------------------------
const type = text => ({ text });
const ownDeclaration = { name: element.className, module: element.module };
const manifest = {
  schemaVersion: "2.1.0",
  readme: "README.md",
  modules: [{
    kind: "javascript-module",
    path: element.module,
    declarations: [
      {
        kind: "class",
        name: element.className,
        customElement: true,
        tagName: element.tagName,
        summary: element.summary,
        description: element.description,
        superclass: { name: "HTMLElement" },
        attributes: element.attributes.map(a => ({
          name: a.name, type: type(a.type), ...(a.default ? { default: a.default } : {}), description: a.description,
        })),
        members: [
          ...element.fields.map(f => ({ kind: "field", name: f.name, type: type(f.type), ...(f.readonly ? { readonly: true } : {}), description: f.description })),
          ...element.methods.map(m => ({
            kind: "method", name: m.name,
            parameters: m.parameters.map(p => ({ name: p.name, type: type(p.type), ...(p.optional ? { optional: true } : {}) })),
            return: { type: type(m.return) }, description: m.description,
          })),
        ],
        events: element.events.map(e => ({ name: e.name, type: type(e.type), description: e.description })),
        cssProperties: element.cssProperties.map(p => ({ name: p.name, default: p.default, description: p.description })),
      },
      ...element.exports.map(e => e.kind === "function"
        ? { kind: "function", name: e.name, parameters: e.parameters.map(p => ({ name: p.name, type: type(p.type), ...(p.optional ? { optional: true } : {}) })), return: { type: type(e.return) }, description: e.description }
        : { kind: "variable", name: e.name, type: type(e.type), description: e.description }),
    ],
    exports: [
      { kind: "js", name: element.className, declaration: ownDeclaration },
      ...element.exports.map(e => ({ kind: "js", name: e.name, declaration: { name: e.name, module: element.module } })),
      { kind: "custom-element-definition", name: element.tagName, declaration: ownDeclaration },
    ],
  }],
};
const manifestText = JSON.stringify(manifest, null, 2) + "\n";

// ---- The `.d.ts` against the description -------------------------------------------------
const dts = read("scrollpager.d.ts");
/** The body of the declaration opened by `head` (brace-matched), and where it starts. */
const body = head => {
  const at = dts.indexOf(head);
  if (at < 0) return null;
  const open = dts.indexOf("{", at + head.length - 1);
  let depth = 0;
  for (let i = open; i < dts.length; i++) {
    if (dts[i] === "{") depth++;
    else if (dts[i] === "}" && --depth === 0) return { text: dts.slice(open + 1, i), start: open + 1 };
  }
  return null;
};
/** A body's declarations, comments dropped and each one's whitespace collapsed, with where it starts. */
const statements = ({ text, start }) => {
  const out = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, m => " ".repeat(m.length)).replace(/\/\/[^\n]*/g, m => " ".repeat(m.length));
  let depth = 0, from = 0;
  for (let i = 0; i < code.length; i++) {
    if ("{(<".includes(code[i])) depth++;
    else if ("})>".includes(code[i]) && code[i - 1] !== "=") {
      // A declaration that ends with its block (`interface X { … }`) ends there.
      if (--depth === 0 && code[i] === "}" && !/^\s*;/.test(code.slice(i + 1))) from = i + 1;
    } else if (code[i] === ";" && depth === 0) {
      const raw = code.slice(from, i + 1);
      const lead = raw.length - raw.trimStart().length;
      out.push({ line: raw.trim().replace(/\s+/g, " "), index: start + from + lead });
      from = i + 1;
    }
  }
  return out;
};
const compare = (head, expected, { skip = () => false } = {}) => {
  const found = body(head);
  if (!found) return problem("scrollpager.d.ts", dts, 0, `no '${head.trim()}' declaration`);
  const declared = statements(found).filter(s => !skip(s.line));
  const nameOf = line => /^(?:readonly )?"?([\w$-]+)"?[?]?[(:]/.exec(line)?.[1];
  for (const s of declared) {
    const want = expected.find(e => nameOf(e.line) === nameOf(s.line));
    if (!want) problem("scrollpager.d.ts", dts, s.index, `'${nameOf(s.line)}' is declared but not in element.json`);
    else if (want.line !== s.line) problem("scrollpager.d.ts", dts, s.index, `declares '${s.line}'; element.json describes '${want.line}'`);
  }
  for (const e of expected) {
    if (!declared.some(s => nameOf(s.line) === nameOf(e.line))) {
      problem("element.json", descriptionText, described(nameOf(e.line)), `'${nameOf(e.line)}' is described but scrollpager.d.ts does not declare it (as '${e.line}')`);
    }
  }
};
compare(`export declare class ${element.className} extends HTMLElement {`,
  [...element.fields.map(f => ({ line: fieldLine(f) })), ...element.methods.map(m => ({ line: methodLine(m) }))],
  { skip: line => line.startsWith("addEventListener") });
compare(`export interface ${element.className.replace("Element", "")}EventMap extends HTMLElementEventMap {`,
  element.events.map(e => ({ line: eventLine(e) })));
compare("interface HTMLElementTagNameMap {", [{ line: `"${element.tagName}": ${element.className};` }]);
const dtsStatements = statements({ text: dts, start: 0 }).map(s => s.line);
for (const e of element.exports) {
  if (!dtsStatements.some(line => line === exportLine(e))) {
    problem("element.json", descriptionText, described(e.name), `scrollpager.d.ts does not declare '${exportLine(e)}'`);
  }
}

// ---- The element's sources against the description ---------------------------------------
const scripts = fs.readdirSync(dir).filter(name => /^scrollpager.*\.js$/.test(name)).sort();
const js = Object.fromEntries(scripts.map(name => [name, read(name)]));
const css = read("scrollpager.css");
const entry = js[element.module] ?? "";
const observed = /static get observedAttributes\(\) \{ return \[([^\]]*)\]/.exec(entry);
for (const name of observed ? [...observed[1].matchAll(/"([^"]+)"/g)].map(m => m[1]) : []) {
  if (!element.attributes.some(a => a.name === name)) {
    problem(element.module, entry, observed.index, `observes the attribute '${name}', which element.json does not describe`);
  }
}
const inScripts = pattern => Object.values(js).some(text => pattern.test(text));
const quoted = name => new RegExp(`["'\`]${name.replace(/[-$]/g, "\\$&")}["'\`]`);
for (const a of element.attributes) {
  if (!inScripts(quoted(a.name))) problem("element.json", descriptionText, described(a.name), `the attribute '${a.name}' appears in no scrollpager*.js`);
}
for (const e of element.events) {
  if (!inScripts(quoted(e.name))) problem("element.json", descriptionText, described(e.name), `the event '${e.name}' is dispatched by no scrollpager*.js`);
}
for (const member of [...element.fields, ...element.methods]) {
  const defined = new RegExp(`^  (?:get |static )?${member.name}\\(`, "m");
  if (!defined.test(entry)) problem("element.json", descriptionText, described(member.name), `${element.module} defines no '${member.name}'`);
}
for (const p of element.cssProperties) {
  const used = new RegExp(`${p.name}\\b(?!-)`);
  if (!used.test(css) && !inScripts(used)) problem("element.json", descriptionText, described(p.name), `the custom property '${p.name}' is read by neither scrollpager.css nor a script`);
}
if (!entry.includes(`customElements.define("${element.tagName}", ${element.className})`)) {
  problem(element.module, entry, 0, `does not define <${element.tagName}> as ${element.className}`);
}

// ---- The manifest file ---------------------------------------------------------------------
const manifestFile = file("custom-elements.json");
if (check) {
  const committed = fs.existsSync(manifestFile) ? fs.readFileSync(manifestFile, "utf8") : "";
  if (committed !== manifestText) {
    const lines = committed.split("\n"), wanted = manifestText.split("\n");
    const first = wanted.findIndex((line, i) => lines[i] !== line);
    problems.push(`${manifestFile}:${first + 1}:1: stale: element.json says otherwise; run node Scripts/custom-elements.mjs`);
  }
}
if (problems.length > 0) {
  for (const line of problems) console.error(line);
  process.exit(1);
}
if (!check) fs.writeFileSync(manifestFile, manifestText);
const summary = `${element.attributes.length} attributes, ${element.fields.length + element.methods.length} members, ${element.events.length} events, ${element.cssProperties.length} CSS properties, ${element.exports.length + 1} exports`;
console.log(`ok    ${check ? "checked" : "wrote"} ${manifestFile}: <${element.tagName}>, ${summary}; scrollpager.d.ts, the scripts and the stylesheet agree`);
