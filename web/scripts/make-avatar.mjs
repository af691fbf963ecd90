// Generates public/assets/avatar.png: a neutral 128×128 silhouette (head and shoulders on a light grey disc).
// Run once: node web/scripts/make-avatar.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const size = 128;
const pixels = Buffer.alloc(size * (size * 4 + 1));
const background = [226, 232, 240]; // slate-200
const figure = [148, 163, 184]; // slate-400

function coverage(x, y) {
  // 4×4 supersampling for smooth edges.
  let inside = 0;
  let inDisc = 0;
  for (let sy = 0; sy < 4; sy++) {
    for (let sx = 0; sx < 4; sx++) {
      const px = x + (sx + 0.5) / 4;
      const py = y + (sy + 0.5) / 4;
      const disc = (px - 64) ** 2 + (py - 64) ** 2 <= 64 ** 2;
      if (!disc) continue;
      inDisc++;
      const head = (px - 64) ** 2 + (py - 50) ** 2 <= 22 ** 2;
      const shoulders = ((px - 64) / 40) ** 2 + ((py - 118) / 38) ** 2 <= 1;
      if (head || shoulders) inside++;
    }
  }
  return { disc: inDisc / 16, figure: inside / 16 };
}

for (let y = 0; y < size; y++) {
  const row = y * (size * 4 + 1);
  pixels[row] = 0;
  for (let x = 0; x < size; x++) {
    const { disc, figure: f } = coverage(x, y);
    const mix = disc > 0 ? f / disc : 0;
    const offset = row + 1 + x * 4;
    for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(background[c] * (1 - mix) + figure[c] * mix);
    pixels[offset + 3] = Math.round(disc * 255);
  }
}

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
const header = Buffer.alloc(13);
header.writeUInt32BE(size, 0);
header.writeUInt32BE(size, 4);
header[8] = 8; // bit depth
header[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(pixels, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('../public/assets/avatar.png', import.meta.url), png);
console.log(`avatar.png: ${png.length} bytes`);
