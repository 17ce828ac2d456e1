// The web harness's on-screen check (`web-harness.mjs --screen`): the frames Chromium
// composited (DevTools' screencast, PNG) during flings, against the records. Each frame says
// which document scroll offset it drew (`scrollOffsetY`); the record made at that offset says
// where the header belongs (SPEC §1: its bottom at S + headerTy); the frame's pixels say
// where it was drawn (the header is painted a colour nothing else has). WEB-SCROLL §5 measured
// this way that a header moved by script is drawn one composited frame behind the list.
import zlib from "node:zlib";

/** The header's paint in the checked session: a colour no other part of the page has. */
export const headerPaint = "#ff00ff";

/** A PNG's pixels (8-bit RGB or RGBA, not interlaced: what Chromium captures). */
export function decodePNG(buffer) {
  let offset = 8, width = 0, height = 0, channels = 0;
  const data = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset), type = buffer.toString("latin1", offset + 4, offset + 8);
    const body = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const colorType = body[9];
      if (body[8] !== 8 || body[12] !== 0 || (colorType !== 2 && colorType !== 6)) throw new Error("a PNG the check does not read");
      channels = colorType === 6 ? 4 : 3;
    } else if (type === "IDAT") data.push(body);
    offset += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(data)), stride = width * channels;
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)], line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? pixels[y * stride + i - channels] : 0, b = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      const c = i >= channels && y > 0 ? pixels[(y - 1) * stride + i - channels] : 0;
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      const predicted = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      pixels[y * stride + i] = (line[i] + predicted) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** Where the header's paint ends, going down column `x` (CSS px at a device scale of 1); 0: none shows. */
export function headerBottom({ width, height, channels, pixels }, x = 4) {
  let bottom = 0;
  for (let y = 0; y < height; y++) {
    const i = (y * width + Math.min(x, width - 1)) * channels;
    if (pixels[i] > 200 && pixels[i + 1] < 60 && pixels[i + 2] > 200) bottom = y + 1;
  }
  return bottom;
}

/**
 * The captured frames against the session's records: for each frame whose drawn offset a
 * record has and whose header is part-way, the header drawn (its paint's bottom edge) less
 * where that record puts it (`error`), and whether it is drawn where the previous frame's
 * record put it instead (`behind`: one composited frame late).
 */
export function headerErrors(frames, recordsJSONL, headerHeight) {
  const records = recordsJSONL.split("\n").filter(line => line.startsWith("{")).map(line => JSON.parse(line));
  const results = [];
  let previous = null;
  for (const { data, metadata } of frames) {
    const record = records.find(r => Math.abs(r.offsetY + r.insetTop - metadata.scrollOffsetY) <= 0.5);
    const expected = record ? Math.max(0, headerHeight + record.headerTy) : null;
    // Only frames with the header part-way (collapsing): a header wholly shown or wholly
    // gone is where it belongs whatever the lag.
    if (expected !== null && expected > 0 && expected < headerHeight) {
      const drawn = headerBottom(decodePNG(Buffer.from(data, "base64")));
      results.push({ error: drawn - expected, behind: previous !== null && Math.abs(drawn - previous) <= 1 && Math.abs(drawn - expected) > 1 });
    }
    previous = expected;
  }
  return results;
}
