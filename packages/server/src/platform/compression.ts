import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers compressed for clients that accept it (issue 54 §4: GraphQL answers went uncompressed): brotli at a
 * quality cheap enough for every request (4: about gzip's CPU at a smaller size; the default 11 costs tens of
 * milliseconds for an inbox page), else gzip. Answers under 1 KB are sent as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
