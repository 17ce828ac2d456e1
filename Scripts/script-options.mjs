// What the web scripts share: the repository's root, `--name value` options, and `--help`
// printed from the script's own opening comment (its first lines, up to the first blank).
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
