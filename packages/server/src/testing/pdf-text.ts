import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text pdf.js (Firefox's PDF reader) copies out of a PDF, one line per line of the page: read from the glyphs
 * through the fonts' ToUnicode maps. Shaped Telugu comes out in visual order here (pdf.js ignores ActualText);
 * actualText below reads what the lines are marked with.
 */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  await document.destroy();
  return lines.join('\n');
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A PDF literal string's bytes (PDF 32000-1 §7.3.4.2): backslash escapes and octal codes. */
function literalBytes(literal: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < literal.length; index += 1) {
    const char = literal[index] ?? '';
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = literal[(index += 1)] ?? '';
    const octal = /^[0-7]{1,3}/.exec(literal.slice(index))?.[0];
    if (octal) {
      bytes.push(parseInt(octal, 8));
      index += octal.length - 1;
    } else bytes.push((ESCAPES[next] ?? next).charCodeAt(0));
  }
  return bytes;
}

function decodePdfString(bytes: number[]): string {
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return String.fromCharCode(...bytes);
  let text = '';
  for (let index = 2; index + 1 < bytes.length; index += 2)
    text += String.fromCharCode((bytes[index] ?? 0) * 256 + (bytes[index + 1] ?? 0));
  return text;
}

/** The ActualText of every marked line of an uncompressed PDF, in drawing order: what a reader copies. */
export function actualText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/\/ActualText \(((?:\\.|[^\\)])*)\)/gs)]
    .map((match) => decodePdfString(literalBytes(match[1] ?? '')))
    .join('\n');
}
