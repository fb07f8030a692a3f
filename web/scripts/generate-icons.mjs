#!/usr/bin/env node
// Draws the Fixwell app icons (a white "F" on brand blue) as PNGs with nothing but node:zlib, so the
// icons can be regenerated on an offline machine. Run: node web/scripts/generate-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const BLUE = [0x0b, 0x5f, 0xff];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes RGBA pixels (a function of x and y) as a PNG. */
function png(size, pixel) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 4 + 1);
    rows[row] = 0; // no filter
    for (let x = 0; x < size; x += 1) rows.set(pixel(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The "F" as three rectangles in a unit square: a stem, a top bar and a shorter middle bar.
 * `glyph` is the fraction of the icon the letter's box takes up.
 */
function isGlyph(u, v, glyph) {
  const inset = (1 - glyph) / 2;
  const gx = (u - inset) / glyph;
  const gy = (v - inset) / glyph;
  if (gx < 0 || gx > 1 || gy < 0 || gy > 1) return false;
  const stem = gx >= 0.2 && gx < 0.42;
  const topBar = gy < 0.2 && gx >= 0.2 && gx < 0.84;
  const middleBar = gy >= 0.42 && gy < 0.6 && gx >= 0.2 && gx < 0.74;
  return stem || topBar || middleBar;
}

/** Inside a square with rounded corners (radius as a fraction of the side); 0 is a plain square. */
function insideRoundedSquare(u, v, radius) {
  if (radius === 0) return true;
  const cx = Math.min(Math.max(u, radius), 1 - radius);
  const cy = Math.min(Math.max(v, radius), 1 - radius);
  return (u - cx) ** 2 + (v - cy) ** 2 <= radius ** 2;
}

function icon(size, { glyph, radius }) {
  // 4×4 supersampling keeps the edges of the letter and the corners smooth.
  const samples = 4;
  return png(size, (x, y) => {
    let inside = 0;
    let white = 0;
    for (let sy = 0; sy < samples; sy += 1) {
      for (let sx = 0; sx < samples; sx += 1) {
        const u = (x + (sx + 0.5) / samples) / size;
        const v = (y + (sy + 0.5) / samples) / size;
        if (!insideRoundedSquare(u, v, radius)) continue;
        inside += 1;
        if (isGlyph(u, v, glyph)) white += 1;
      }
    }
    const total = samples * samples;
    if (inside === 0) return [0, 0, 0, 0];
    const w = white / inside;
    const rgb = BLUE.map((b, i) => Math.round(b * (1 - w) + WHITE[i] * w));
    return [...rgb, Math.round((inside / total) * 255)];
  });
}

const ICONS = [
  { file: 'icon-192.png', size: 192, glyph: 0.6, radius: 0.18 },
  { file: 'icon-512.png', size: 512, glyph: 0.6, radius: 0.18 },
  // Maskable: full bleed, the letter well inside the central 80% safe zone.
  { file: 'icon-maskable-512.png', size: 512, glyph: 0.44, radius: 0 },
  // iOS rounds the corners itself and shows transparency as black, so this one is a full square.
  { file: 'apple-touch-icon.png', size: 180, glyph: 0.56, radius: 0 },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const { file, size, glyph, radius } of ICONS) {
  writeFileSync(join(OUT_DIR, file), icon(size, { glyph, radius }));
  console.log(`wrote public/icons/${file} (${size}×${size})`);
}
