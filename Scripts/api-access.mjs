// The declarations an app could use at the baseline and cannot now, though they are still
// there: made `package` (or internal). `swift-api-digester -diagnose-sdk` does not report
// them — it dumps a package's declarations too, marked `isInternal`, and compares them as
// if nothing changed — so Scripts/api-check.sh asks this script as well. Each line is a
// break in the digester's own words, for the same changelog check:
//
//   node Scripts/api-access.mjs BASELINE.json CURRENT.json
//   Struct PagerScreenModel is no longer public
//   Func PagerTabSelection.animates(from:to:appSelectionsAnimate:) is no longer public
//
// Only the outermost such declaration is named (a type made `package` takes its members
// with it). With `--public-only DUMP.json` it writes the dump without those declarations:
// what `--update` keeps as a baseline, so that a `package` declaration is nobody's break.
// Exit 2, with FILE: message, when a file is not the digester's JSON.
import { readFileSync } from "node:fs";

/// The dump at `path`, whole; exit 2 with `path: message` when it is not the digester's.
function readDump(path) {
  try {
    const dump = JSON.parse(readFileSync(path, "utf8"));
    if (!dump?.ABIRoot) throw new Error("no ABIRoot");
    return dump;
  } catch (error) {
    console.error(`${path}: not a swift-api-digester dump (${error.message})`);
    process.exit(2);
  }
}
const read = (path) => readDump(path).ABIRoot;

/// Every declaration of `root` by its USR: whether an app sees it, and how the digester
/// names it (`Kind Parent.name`).
function declarations(root) {
  const byUSR = new Map();
  const walk = (node, parents) => {
    for (const child of node.children ?? []) {
      if (!child.usr || !child.declKind) {
        walk(child, parents);
        continue;
      }
      const name = [...parents, child.printedName].join(".");
      byUSR.set(child.usr, { kind: child.declKind, name, isPublic: !child.isInternal });
      walk(child, child.kind === "TypeDecl" ? [...parents, child.printedName] : parents);
    }
  };
  walk(root, []);
  return byUSR;
}

/// `root` without the declarations no app can use (`isInternal`: `package`, or underscored),
/// which the digester dumps too: a baseline of what an app can use, so that a `package`
/// declaration removed or changed is nobody's break.
function publicOnly(node) {
  const children = (node.children ?? []).filter((child) => !(child.declKind && child.isInternal)).map(publicOnly);
  return node.children ? { ...node, children } : node;
}

if (process.argv[2] === "--public-only") {
  // node Scripts/api-access.mjs --public-only DUMP.json: the dump, minus what no app can use,
  // on standard output (one line, as the baselines are kept).
  const dump = readDump(process.argv[3]);
  console.log(JSON.stringify({ ...dump, ABIRoot: publicOnly(dump.ABIRoot) }));
  process.exit(0);
}

const [baselinePath, currentPath] = process.argv.slice(2);
if (!baselinePath || !currentPath) {
  console.error("usage: node Scripts/api-access.mjs BASELINE.json CURRENT.json | --public-only DUMP.json");
  process.exit(2);
}
const before = declarations(read(baselinePath));
const now = declarations(read(currentPath));
const hidden = [...before]
  .filter(([usr, was]) => was.isPublic && now.has(usr) && !now.get(usr).isPublic)
  .map(([, was]) => was)
  .filter((was, _, all) => !all.some((outer) => outer !== was && was.name.startsWith(`${outer.name}.`)))
  .map((was) => `${was.kind} ${was.name} is no longer public`)
  .sort();
for (const line of hidden) console.log(line);
