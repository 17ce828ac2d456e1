#!/usr/bin/env bash
# The web front end (Sources/PagerWeb), proven in a real browser: the bounded campaign of
# Scripts/web-harness.mjs (every gesture kind that applies twice on every preset, one session
# right to left, each session in a browser of its own; real touch in headless Chromium, every frame's DOM against the module's model, every session replayed
# natively bit for bit), the line the web article shows, a planted one-pixel header offset
# caught; every seed screen of the web article copied verbatim and opened under its CSP
# (Scripts/web-docs-check.mjs); the demo page built and its screens touched from the file;
# then the package offline: the TypeScript declarations compiled with a sample
# (tsc --strict) and `npm pack --dry-run` on the staged package. The browser checks load the
# element's files as the package ships them (Scripts/web-package.mjs, staged first with its
# size against the bar); the golden traces go through the check build, linked from the
# shipped module's objects with the reducer's exports added.
#
#   Scripts/web-check.sh      # needs node, chromium, tsc (node-typescript), wasm-opt (binaryen)
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The module the package ships: the web front end's alone (no simulator, no recording); its
# recording build, linked from the same objects with the recording exports added, which the
# checks that replay a session load (the harness, the demo, the screens check); and its check
# build, the same objects with the reducer's exports, for the golden traces.
Scripts/wasm.sh --web
module=.build/wasm/pager-web.wasm
Scripts/wasm.sh --web-recording
recording=.build/wasm/pager-web-recording.wasm
Scripts/wasm.sh --web-check
echo "== the golden traces through the check build (the shipped module's objects, bit for bit)"
node Sources/PagerWasm/replay.js .build/wasm/pager-web-check.wasm Traces | tail -n 1
echo "== the package as npm ships it, and what a page downloads (gzip -9 -n, file by file)"
package=.build/web/package
node Scripts/web-package.mjs --wasm "$module" --out "$package"
echo "== the packer refuses what it cannot pack or bundle safely: FILE:LINE:COLUMN, exit 2, nothing written"
# Two copies of the sources, each with one fault: code after a comment block's end on a line
# (the packer keeps lines whole), and a name two files declare at their top level (the
# bundle is one scope). The staged folder must keep what it held.
refused() {  # refused FAULT EXPECTED-MESSAGE
    local sources=$work/sources-$1 status=0 message
    cp -r Sources/PagerWeb "$sources"
    mkdir -p "$work/untouched" && echo kept > "$work/untouched/marker"
    case $1 in
        comment) sed -i '3i /* a note */ const planted = 1;' "$sources/scrollpager-writes.js" ;;
        name) echo 'const ROLE = 1;' >> "$sources/scrollpager-input.js" ;;
    esac
    message=$(node Scripts/web-package.mjs --wasm "$module" --out "$work/untouched" --source "$sources" 2>&1 > /dev/null) || status=$?
    if [ "$status" != 2 ] || [[ $message != *"$2"* ]] || [ "$(ls "$work/untouched")" != marker ]; then
        echo "error: the packer, given $1: exit $status, '$message', the staged folder now: $(ls "$work/untouched" | tr '\n' ' ')" >&2
        exit 1
    fi
    echo "ok    $message"
}
refused comment "scrollpager-writes.js:3:1: code after a comment block's end"
refused name "scrollpager-input.js:$(($(wc -l < Sources/PagerWeb/scrollpager-input.js) + 1)):1: declares 'ROLE' at its top level, as scrollpager-module.js does"
[ -x .build/release/trace-replay ] || swift build -c release --product trace-replay > /dev/null
node -e '
  const fs = require("fs");
  const names = file => WebAssembly.Module.exports(new WebAssembly.Module(fs.readFileSync(file))).map(e => e.name);
  const recorder = /^pager_web_(record|event_count|event_line|record_line|input_count|input_line)$/;
  const shipped = names(process.argv[1]).filter(n => recorder.test(n)), recording = names(process.argv[2]).filter(n => recorder.test(n));
  if (shipped.length || recording.length !== 6) {
    console.error(`error: the shipped module exports ${shipped.join(", ") || "no recording"}, the recording build ${recording.length} of the 6 recording functions`);
    process.exit(1);
  }
  console.log(`ok    the shipped module records nothing; the recording build exports the 6 recording functions`);
  // Titles compare as bytes (PagerLayout.swift, sameText): no String == on the web path, so no
  // Unicode normalization tables (31 K of data) in the module. Its data section, read from the
  // binary (section 11).
  const bytes = fs.readFileSync(process.argv[1]);
  let p = 8, data = 0;
  const leb = () => { let value = 0, shift = 0, byte; do { byte = bytes[p++]; value += (byte & 127) * 2 ** shift; shift += 7; } while (byte & 128); return value; };
  while (p < bytes.length) { const id = bytes[p++], size = leb(); if (id === 11) data = size; p += size; }
  if (data > 8192) { console.error(`error: the shipped module holds ${data} bytes of data: string normalization tables again? (at most 8192)`); process.exit(1); }
  console.log(`ok    the shipped module holds ${data} bytes of data: no normalization tables`);
' "$module" "$recording"

echo "== a long session with recording off keeps its memory flat (Node)"
node Scripts/web-memory.mjs "$module" "$recording"
echo "== screens never share state: two interleaved in one module play as each alone (Node)"
node Scripts/web-screens.mjs "$recording"

echo "== the bounded campaign (seed 1, 34 gestures a session, 10 sessions, 8 at once)"
line=$(node Scripts/web-harness.mjs --seed 1 --gestures 34 --jobs 8 --wasm "$recording" --element "$package" --keep "$work")
echo "$line"
# Frame timing decides how many frames there are; everything else is the seed's.
mask() { sed -E 's/[0-9]+ frames compared/N frames compared/'; }
shown=$(grep -A1 -x '\$ node Scripts/web-harness.mjs --seed 1 --gestures 34 --jobs 8' docs/Web.md | tail -1)
if [ "$(echo "$line" | mask)" != "$(echo "$shown" | mask)" ]; then
    echo "error: docs/Web.md shows '$shown' for this campaign; the harness prints '$line'" >&2
    exit 1
fi

echo "== a header written one pixel off in the DOM-writing code must be caught"
if planted=$(node Scripts/web-harness.mjs --seed 1 --gestures 3 --presets menu --plant --wasm "$recording" --element "$package" --keep "$work" 2> /dev/null); then
    echo "FAIL  the planted header offset passed: $planted" >&2
    exit 1
fi
echo "ok    caught: $(echo "$planted" | sed -E 's/.*compared, //')"

echo "== on screen: the hero's header in the frames Chromium composites during flings from the top"
screen=$(node Scripts/web-harness.mjs --seed 3 --gestures 4 --presets hero --kinds fling --screen --wasm "$recording" --keep "$work" 2>&1 > /dev/null \
    | grep 'on screen:')
echo "$screen"
if ! echo "$screen" | grep -qE 'on screen: [1-9][0-9]* composited frames'; then
    echo "error: no composited frame with the header part-way was compared" >&2
    exit 1
fi

echo "== the benchmark's isolation (--measure --isolate): the renderers' main threads found and given a core"
isolated=$(node Scripts/web-harness.mjs --seed 1 --gestures 3 --presets menu --measure --isolate --wasm "$recording" --keep "$work" 2>&1 > /dev/null \
    | grep 'isolated:' || true)
if ! echo "$isolated" | grep -qE "main threads alone on core [0-9]+ \([1-9][0-9]* placed at"; then
    echo "error: --isolate placed no renderer's main thread: '$isolated'" >&2
    exit 1
fi
echo "ok    $(echo "$isolated" | sed -E 's/^ *//')"

echo "== the docs as a newcomer copies them: each seed screen from docs/Web.md, verbatim, under its CSP"
echo "ok    $(node Scripts/web-docs-check.mjs --wasm "$module" --element "$package")"
echo "== the demo: one self-contained file, every screen opened from disk and touched"
node Scripts/web-demo.mjs --wasm "$recording" --element "$package" --out "$work/web-demo.html"
demo=$(node Scripts/web-harness.mjs --seed 1 --gestures 4 --jobs 8 --demo "$work/web-demo.html" --keep "$work")
echo "ok    $(echo "$demo" | sed -E 's/gestures: .*; ([0-9]+ frames)/\1/')"

echo "== the package: declarations, its manifest, npm pack, size"
# custom-elements.json is written from the one description (element.json), which the
# declarations, the scripts and the stylesheet are held to; two planted drifts must fail.
node Scripts/custom-elements.mjs --check
for plant in "s/  selectedIndex: number;/  selectedIndex: string;/ scrollpager.d.ts" "s/Once laid out\\./Once built./ element.json"; do
    rm -rf "$work/cem" && cp -r Sources/PagerWeb "$work/cem"
    sed -i "${plant% *}" "$work/cem/${plant##* }"
    if node Scripts/custom-elements.mjs --check --dir "$work/cem" 2> "$work/cem.err"; then
        echo "error: a drift in ${plant##* } ($plant) passed the manifest's check" >&2
        exit 1
    fi
    echo "ok    a drift planted in ${plant##* } fails: $(head -c 120 "$work/cem.err")"
done
if command -v tsc > /dev/null; then
    tsc --strict --noEmit --target es2022 --module es2022 --moduleResolution node --lib es2022,dom Sources/PagerWeb/Tests/sample.ts
    echo "ok    tsc --strict: Sources/PagerWeb/Tests/sample.ts against scrollpager.d.ts"
else
    echo "skipped: tsc is not installed (apt-get install node-typescript)"
fi
(cd "$package" && npm pack --dry-run --json 2> /dev/null) > "$work/pack.json"
# What npm ships is the element as one script (the files it imports bundled in: a file left
# out would fail only after publishing), the stylesheet, the declarations, the module, the
# read-me.
node -e '
  const fs = require("fs");
  const [pack] = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
  const names = pack.files.map(f => f.path).sort().join(", ");
  const expected = ["README.md", "custom-elements.json", "package.json", "pager-web.wasm", "scrollpager.css", "scrollpager.d.ts", "scrollpager.js"].sort().join(", ");
  if (names !== expected) { console.error(`error: npm pack would ship ${names}; expected ${expected}`); process.exit(1); }
  // Every path package.json points to is a file the package ships.
  const manifest = JSON.parse(fs.readFileSync(process.argv[2] + "/package.json", "utf8"));
  const targets = [manifest.main, manifest.module, manifest.types, manifest.customElements, ...manifest.sideEffects,
    ...Object.values(manifest.exports).flatMap(t => typeof t === "string" ? [t] : Object.values(t))];
  const missing = targets.filter(t => !pack.files.some(f => "./" + f.path === t.replace(/^(?!\.\/)/, "./")));
  if (missing.length) { console.error(`error: package.json points to ${missing.join(", ")}, which the package does not ship`); process.exit(1); }
  const imports = fs.readFileSync(process.argv[2] + "/scrollpager.js", "utf8").match(/^import .*/gm);
  if (imports) { console.error(`error: the shipped scrollpager.js still imports: ${imports.join("; ")}`); process.exit(1); }
  console.log(`ok    npm pack --dry-run: ${pack.name}@${pack.version}, ${pack.entryCount} files (${names}), the element one script`);
' "$work/pack.json" "$package"
