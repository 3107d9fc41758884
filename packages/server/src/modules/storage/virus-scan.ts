import { connect } from 'node:net';

export type TScanResult = { isInfected: false } | { isInfected: true; signature: string };

/** A virus scanner for uploads; `scan` rejects with ScannerUnavailableError when it cannot give an answer. */
export type TVirusScanner = { scan: (bytes: Buffer) => Promise<TScanResult> };

/** The scanner could not be reached or gave no verdict: the upload is refused, never kept unscanned. */
export class ScannerUnavailableError extends Error {}

/** clamd's default StreamMaxLength is 25 MB; uploads are at most 5 MB, sent in chunks of this size. */
const CHUNK_BYTES = 64 * 1024;

/** What clamd answers to INSTREAM: "stream: OK", or "stream: <signature> FOUND" (anything else is an error). */
export function parseClamdReply(reply: string): TScanResult | null {
  const text = reply.replace(/\0+$/u, '').trim();
  if (/^stream: OK$/u.test(text)) return { isInfected: false };
  const found = /^stream: (.+) FOUND$/u.exec(text);
  return found?.[1] ? { isInfected: true, signature: found[1] } : null;
}

/**
 * A client of clamd's INSTREAM command over TCP (the ClamAV manual, clamd(8)): "zINSTREAM\0", then the bytes as
 * chunks each led by its length (4 bytes, big-endian), then a zero length; clamd answers one NUL-ended line.
 * Decision: written here rather than taken from the npm clients, which probe for local ClamAV binaries, ping
 * at start and fall back to other scan methods; this one connects per upload and fails closed, with a timeout.
 */
export function createClamdScanner(options: { host: string; port: number; timeoutMs: number }): TVirusScanner {
  return {
    scan: (bytes) =>
      new Promise<TScanResult>((resolve, reject) => {
        const socket = connect({ host: options.host, port: options.port });
        const replies: Buffer[] = [];
        let isSettled = false;
        const settle = (outcome: TScanResult | Error) => {
          if (isSettled) return;
          isSettled = true;
          socket.destroy();
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        };
        socket.setTimeout(options.timeoutMs, () =>
          settle(new ScannerUnavailableError(`clamd at ${options.host}:${options.port} did not answer in time`)),
        );
        socket.on('error', (error) =>
          settle(new ScannerUnavailableError(`clamd at ${options.host}:${options.port}: ${error.message}`)),
        );
        socket.on('data', (chunk: Buffer) => {
          replies.push(chunk);
          if (chunk.includes(0)) socket.end();
        });
        socket.on('close', () => {
          const reply = Buffer.concat(replies).toString('utf8');
          const verdict = parseClamdReply(reply);
          settle(
            verdict ?? new ScannerUnavailableError(`clamd gave no verdict: ${JSON.stringify(reply.slice(0, 200))}`),
          );
        });
        socket.on('connect', () => {
          socket.write('zINSTREAM\0');
          for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
            const chunk = bytes.subarray(start, start + CHUNK_BYTES);
            const length = Buffer.alloc(4);
            length.writeUInt32BE(chunk.length);
            socket.write(length);
            socket.write(chunk);
          }
          socket.write(Buffer.alloc(4));
        });
      }),
  };
}
