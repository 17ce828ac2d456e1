// What the web scripts share: the repository's root, `--name value` options, `--help`
// printed from the script's own opening comment (its first lines, up to the first blank),
// and the seeded draws that make a campaign the same gestures every run.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root, the script's arguments and its options; `--help` prints its comment and exits. */
export function scriptOptions(scriptURL) {
  const script = fileURLToPath(scriptURL);
  const root = path.resolve(path.dirname(script), "..");
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : fallback;
  };
  if (args.includes("--help")) {
    const lines = fs.readFileSync(script, "utf8").split("\n").slice(1);
    const comment = lines.slice(0, lines.findIndex(line => !line.startsWith("//")));
    console.log(comment.map(line => line.replace(/^\/\/ ?/, "")).join("\n"));
    process.exit(0);
  }
  return { root, args, option };
}

/** The draw in [0, 1) for a seeded generator's `state` (SplitMix32-like: the generator adds
 * 0x9e3779b9 to its state before each draw). */
export function draw(state) {
  let z = state;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
}
