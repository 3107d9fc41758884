import jpeg from 'jpeg-js';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Real, small documents for the demo: one-page PDFs that say what they are, and PNG pictures for photographs
 * and plans (JPEG for the inspectors' field photos). Made here rather than shipped as binaries, so each names its
 * application.
 */

const pdfText = (text: string) =>
  text
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)');

/** A one-page A4 PDF: a title and lines of text in Helvetica. */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 18 Tf 60 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf',
    ...lines.flatMap((line) => ['0 -22 Td', `(${pdfText(line)}) Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type TRgb = readonly [number, number, number];

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG of width × height whose pixel colours come from `paint` (RGB, 8 bits). */
function demoPng(width: number, height: number, paint: (x: number, y: number) => TRgb): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 3 + 1);
    rows[start] = 0;
    for (let x = 0; x < width; x += 1) {
      const [red, green, blue] = paint(x, y);
      rows[start + 1 + x * 3] = red;
      rows[start + 2 + x * 3] = green;
      rows[start + 3 + x * 3] = blue;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A site photograph's picture: sky, a building of the given hue with windows, the ground. */
const sitePicture =
  (hue: TRgb) =>
  (x: number, y: number): TRgb => {
    if (y > 95) return [120, 104, 80];
    const isBuilding = x > 45 && x < 115 && y > 30;
    if (isBuilding) {
      const isWindow = (x - 52) % 18 < 8 && (y - 40) % 20 < 9 && y < 90;
      return isWindow ? [40, 60, 90] : hue;
    }
    return [150 + Math.round(y / 2), 200 + Math.round(y / 4), 245];
  };

/** A site photograph, as the citizen's documents carry it (PNG). */
export function demoSitePhoto(hue: TRgb): Buffer {
  return demoPng(160, 120, sitePicture(hue));
}

/** A site photograph as an inspector's phone sends it (issue 53: a field photo is a JPEG). */
export function demoFieldPhotoJpeg(hue: TRgb): Buffer {
  const [width, height] = [160, 120];
  const paint = sitePicture(hue);
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      data.set([...paint(x, y), 255], (y * width + x) * 4);
    }
  }
  return jpeg.encode({ width, height, data }, 80).data;
}

/** A plan drawing: a grid of rooms in blue lines on white. */
export function demoPlanDrawing(): Buffer {
  return demoPng(160, 120, (x, y) => {
    const isWall = x % 40 < 2 || y % 40 < 2 || x > 157 || y > 117;
    return isWall ? [25, 80, 160] : [255, 255, 255];
  });
}
