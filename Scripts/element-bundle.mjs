// The element's files as one script: `scrollpager.js` and, before it, each file it imports,
// each file's own imports first; the imports between them and their `export` keywords dropped,
// so that the files share one scope. What the entry exports stays exported. The files follow
// one rule that makes this safe, and the bundle checks it: no two declare the same name at
// their top level (a declaration starts a line; within one file, where a packed file's inner
// lines start lines too, JavaScript's own scoping holds).
//
// Used by Scripts/web-package.mjs (the package ships the element as one script: one request,
// and one gzip stream, about 2 K smaller than six) and Scripts/web-demo.mjs (one inline script).
import fs from "node:fs";
import path from "node:path";

const localImport = /^import .* from "\.\/([\w-]+\.js)";\n/gm;
const topLevelName = /^(?:export )?(?:async )?(?:function\*?|class|const|let|var) ([\w$]+)/gm;

/**
 * The bundle of `entry` (default `scrollpager.js`) in `dir`; `keepExports: false` drops the
 * entry's exports too (an inline script). Throws, FILE:LINE:COLUMN, when
 * two files declare the same top-level name; naming the importer when an imported file is
 * missing.
 */
export function bundleElement(dir, entry = "scrollpager.js", { keepExports = true } = {}) {
  const done = new Set();
  const declaredBy = new Map();
  const inline = (name, importer) => {
    if (done.has(name)) return "";
    done.add(name);
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) throw new Error(`${importer ?? dir}: imports ./${name}, which is not in ${dir}`);
    const text = fs.readFileSync(file, "utf8");
    const before = [...text.matchAll(localImport)].map(match => inline(match[1], name));
    for (const match of text.matchAll(topLevelName)) {
      const declared = match[1], line = text.slice(0, match.index).split("\n").length;
      if (declaredBy.has(declared) && declaredBy.get(declared) !== name) {
        throw new Error(`${path.relative(process.cwd(), file)}:${line}:1: declares '${declared}' at its top level, as ${declaredBy.get(declared)} does: the bundle is one scope`);
      }
      declaredBy.set(declared, name);
    }
    const own = text.replace(localImport, "");
    const unexported = name === entry && keepExports ? own : own.replace(/^export \{[^}]*\};\n/gm, "").replace(/^export (?=(?:async )?(?:const|function|class|let|var)\b)/gm, "");
    return before.join("") + unexported;
  };
  return inline(entry);
}
