import {
  hasDataAfterPdfEnd,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  sniffUploadType,
  type TUploadContentType,
  UPLOAD_MESSAGES,
} from '@anumati/domain';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { TErrorCode } from '../../graphql/app-error';
import { ScannerUnavailableError, type TVirusScanner } from './virus-scan';

/**
 * Why an upload is refused: the officer's message, the kind of error (its HTTP status: http/rest.ts) and the
 * code S3 would put in its XML answer. A virus's name is kept for the audit trail.
 */
export type TUploadRefusal = { errorCode: TErrorCode; s3Code: string; message: string; signature?: string };
export type TUploadVerdict = { contentType: TUploadContentType } | { refusal: TUploadRefusal };

const refused = (errorCode: TErrorCode, s3Code: string, message: string): TUploadVerdict => ({
  refusal: { errorCode, s3Code, message },
});

const requireHere = createRequire(import.meta.url);
/** The decoders, by absolute path: the worker below is evaluated code, which resolves nothing by itself. */
const DECODERS = { png: requireHere.resolve('pngjs'), jpeg: requireHere.resolve('jpeg-js') };

/**
 * Decoding a photograph takes seconds (a 12-megapixel JPEG: 2 s with the pure-JavaScript decoder on a busy
 * 2-core machine), so it runs in a worker thread of its own and the server keeps answering meanwhile. Plain
 * CommonJS, evaluated: no TypeScript loader is needed in the thread. It answers null, or the decoder's error.
 */
const DECODE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { type, bytes, decoders, maxMegapixels } = workerData;
try {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'image/png') {
    require(decoders.png).PNG.sync.read(input);
  } else {
    const image = require(decoders.jpeg).decode(input, {
      maxResolutionInMP: maxMegapixels,
      formatAsRGBA: false,
      tolerantDecoding: false,
    });
    if (!(image.width > 0 && image.height > 0)) throw new Error('no pixels');
  }
  parentPort.postMessage(null);
} catch (error) {
  parentPort.postMessage(String((error && error.message) || error));
}
`;

/** Decodes an image in a worker thread: null when it decodes, else why not. */
function decodeProblem(bytes: Buffer, type: 'image/png' | 'image/jpeg'): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(DECODE_SOURCE, {
      eval: true,
      workerData: { type, bytes, decoders: DECODERS, maxMegapixels: MAX_IMAGE_PIXELS / 1_000_000 },
    });
    worker.once('message', (problem: string | null) => {
      resolve(problem);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => resolve(code === 0 ? 'the decoder stopped' : `the decoder exited with ${code}`));
  });
}

/** PNG: the signature (8 bytes), the IHDR chunk's length and type (8), then width and height (4 each). */
function pngPixels(bytes: Buffer): number {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return Number.NaN;
  return bytes.readUInt32BE(16) * bytes.readUInt32BE(20);
}

/** Whether the bytes are a whole document of their type, read by a real parser rather than by the first bytes. */
async function contentProblem(bytes: Buffer, type: TUploadContentType): Promise<TUploadVerdict | null> {
  const notWhole = (message: string) => refused('BAD_USER_INPUT', 'InvalidFileContent', message);
  if (type === 'application/pdf') {
    // Loaded with the first PDF uploaded, not with the server (as pdfkit in platform/pdf-document.ts).
    const { PDFDocument } = await import('pdf-lib');
    try {
      // Encrypted PDFs are documents too: only their structure is read, never their text.
      const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
      if (document.getPageCount() === 0) return notWhole(UPLOAD_MESSAGES.notPdf);
      // Refused rather than re-written: the officer's bytes are what is kept (hasDataAfterPdfEnd says why).
      return hasDataAfterPdfEnd(bytes) ? notWhole(UPLOAD_MESSAGES.dataAfterPdfEnd) : null;
    } catch {
      return notWhole(UPLOAD_MESSAGES.notPdf);
    }
  }
  if (type === 'image/png') {
    const pixels = pngPixels(bytes);
    if (!(pixels > 0)) return notWhole(UPLOAD_MESSAGES.notImage);
    if (pixels > MAX_IMAGE_PIXELS) return notWhole(UPLOAD_MESSAGES.tooManyPixels);
  }
  const problem = await decodeProblem(bytes, type);
  if (problem === null) return null;
  // jpeg-js reads a JPEG's size before its pixels and stops there when it is over the limit.
  if (/maxResolutionInMP|maxMemoryUsageInMB/u.test(problem)) return notWhole(UPLOAD_MESSAGES.tooManyPixels);
  return notWhole(UPLOAD_MESSAGES.notImage);
}

/**
 * The one check of an uploaded file's bytes, wherever they arrive (the local bucket's door, or a bucket's object
 * read back when it is attached): not empty, at most 5 MB, a PDF, PNG or JPEG by its first bytes and the type
 * signed for it, whole by a parser of that type (a PDF with nothing after its end), and — when a scanner is configured — clean. A scanner that cannot
 * answer refuses the file (fail closed).
 */
export async function checkUploadContent(
  bytes: Buffer,
  options: { scanner: TVirusScanner | null; signedType?: string },
): Promise<TUploadVerdict> {
  if (bytes.length === 0) return refused('BAD_USER_INPUT', 'EntityTooSmall', UPLOAD_MESSAGES.emptyFile);
  if (bytes.length > MAX_UPLOAD_BYTES) return refused('PAYLOAD_TOO_LARGE', 'EntityTooLarge', UPLOAD_MESSAGES.tooLarge);
  const contentType = sniffUploadType(bytes.subarray(0, 16));
  if (!contentType || (options.signedType && options.signedType !== contentType)) {
    return refused('BAD_USER_INPUT', 'InvalidFileType', UPLOAD_MESSAGES.invalidType);
  }
  const problem = await contentProblem(bytes, contentType);
  if (problem) return problem;
  if (!options.scanner) return { contentType };
  try {
    const scanned = await options.scanner.scan(bytes);
    if (!scanned.isInfected) return { contentType };
    return {
      refusal: {
        errorCode: 'BAD_USER_INPUT',
        s3Code: 'VirusFound',
        message: UPLOAD_MESSAGES.infected,
        signature: scanned.signature,
      },
    };
  } catch (error) {
    if (error instanceof ScannerUnavailableError) {
      return refused('UNAVAILABLE', 'ServiceUnavailable', UPLOAD_MESSAGES.scanUnavailable);
    }
    throw error;
  }
}

export function isRefusal(verdict: TUploadVerdict): verdict is { refusal: TUploadRefusal } {
  return 'refusal' in verdict;
}
