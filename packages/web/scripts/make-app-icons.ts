/**
 * The installed console's icons (issue 53 §1), drawn from the header's mark (public/favicon.svg: a blue ring round a
 * blue disc) as PNGs, which every phone's launcher takes: `npx tsx scripts/make-app-icons.ts` writes
 * public/icons/. No image library: a few shapes and Node's zlib make a PNG.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x19, 0x71, 0xc2] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The mark on a white square; `scale` is the mark's share of the side (a maskable icon keeps it in the safe zone). */
function icon(size: number, scale: number): Buffer {
  const rows: Buffer[] = [];
  const centre = size / 2;
  // favicon.svg's 40-unit box: ring radius 18, stroke 3; disc radius 9.
  const unit = (size * scale) / 40;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const distance = Math.hypot(x + 0.5 - centre, y + 0.5 - centre) / unit;
      const isMark = distance <= 9 || Math.abs(distance - 18) <= 1.5;
      row.set(isMark ? BLUE : WHITE, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const folder = new URL('../public/icons/', import.meta.url);
mkdirSync(folder, { recursive: true });
writeFileSync(new URL('icon-192.png', folder), icon(192, 0.9));
writeFileSync(new URL('icon-512.png', folder), icon(512, 0.9));
writeFileSync(new URL('icon-maskable-512.png', folder), icon(512, 0.6));
writeFileSync(new URL('apple-touch-icon-180.png', folder), icon(180, 0.8));
