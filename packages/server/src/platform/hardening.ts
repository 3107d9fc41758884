import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bucketUrl } from '../modules/storage/s3-storage';
import { SERVICE_MESSAGES } from '@anumati/domain';
import type { TConfig } from './config';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseErrorSummary,
  isDatabaseUnavailable,
} from '../db/database-errors';

/** What a client is told when the process is overloaded (issue 15 §3): it may try again shortly. */
export const OVERLOADED_MESSAGE = SERVICE_MESSAGES.busy;
/** What a client is told about a fault of ours: never the SQL, the parameters or a stack (issue 15 §2). */
export const INTERNAL_MESSAGE = 'Internal server error';

/**
 * The process-wide protections of issue 15 (§2 error answers, §3 overload, §4 headers), registered on the root
 * instance before any route so that every route, the GraphQL endpoint and the console's files get them.
 */
export async function registerHardening(app: FastifyInstance, config: TConfig): Promise<void> {
  await registerOverloadGuard(app, config);
  await registerSecurityHeaders(app, config);
  registerNoStore(app);
  app.setErrorHandler(restErrorHandler);
  app.addHook('preValidation', refuseHostileInput);
}

/** A client's mistake found before a route runs; the error handlers answer it with its status. */
function badRequest(message: string): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(message), { statusCode: 400, code: 'ANUMATI_BAD_REQUEST' });
}

/** The console's longest operation is under 2,000 characters; the parser's token limit would stop a long one too. */
const MAX_QUERY_LENGTH = 20_000;
export const NUL_MESSAGE = 'Text may not contain NUL characters';
/** A NUL character written as a GraphQL or JSON escape inside a GraphQL document. */
const ESCAPED_NUL = /\\u(?:0{4}|\{0+\})/i;
export const MULTIPART_WITHOUT_BOUNDARY_MESSAGE = 'A multipart form needs its boundary';
/** RFC 2046: a boundary is 1 to 70 characters, quoted or not. */
const MULTIPART_BOUNDARY = /;\s*boundary\s*=\s*(?:"[^"]{1,70}"|[^\s;"]{1,70})/i;

/**
 * Whether any string in a parsed body or query string (objects and arrays, to a sane depth) has a NUL, or the
 * JSON escape of one: several arguments are JSON inside a string (a report export's `args`, a form's answers, a
 * fee breakup), parsed again after this check, and their NUL would otherwise reach the database (issue 51 §4).
 */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || ESCAPED_NUL.test(value);
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  const entries = Array.isArray(value) ? value : Object.entries(value as Record<string, unknown>).flat();
  return entries.some((entry) => containsNul(entry, depth + 1));
}

/**
 * Checks every request before its route validates it (issue 15 §2):
 * - no text anywhere may hold a NUL character: PostgreSQL refuses it inside text, and no officer types one, so
 *   it is refused here once for every route and argument rather than surfacing as a database error;
 * - a GraphQL request's query must be GraphQL text of a sane length (a 50,000-alias document is refused before
 *   graphql reads it): mercurius would otherwise take a number for a document, or
 *   read a JSON string as a ready-made syntax tree that skips the parser's token limit.
 */
async function refuseHostileInput(request: FastifyRequest): Promise<void> {
  if (containsNul(request.query) || containsNul(request.body) || containsNul(request.params)) {
    throw badRequest(NUL_MESSAGE);
  }
  // The multipart reader (busboy) throws a plain error for a form without its boundary, which would read as a fault
  // of ours (issue 51 §4): such a form cannot be read, whichever route it is sent to.
  const contentType = request.headers['content-type'] ?? '';
  if (/^\s*multipart\//i.test(contentType) && !MULTIPART_BOUNDARY.test(contentType)) {
    throw badRequest(MULTIPART_WITHOUT_BOUNDARY_MESSAGE);
  }
  if (request.routeOptions.url !== '/graphql') return;
  const payload = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | null;
  if (payload === null || typeof payload !== 'object' || !('query' in payload)) return;
  const query = payload.query;
  if (typeof query !== 'string') throw badRequest('The query must be GraphQL text');
  if (query.length > MAX_QUERY_LENGTH) throw badRequest(`A GraphQL query is at most ${MAX_QUERY_LENGTH} characters`);
  // A GET request carries its variables as JSON text, whose escapes the check above could not see.
  if (ESCAPED_NUL.test(query) || (typeof payload.variables === 'string' && ESCAPED_NUL.test(payload.variables))) {
    throw badRequest(NUL_MESSAGE);
  }
  if (isJson(query)) throw badRequest('The query must be GraphQL text');
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * @fastify/under-pressure answers 503 (with Retry-After) while the event loop lags or the heap is over its
 * bound, so an overloaded process sheds requests rather than freezing. The answer is sent here rather than
 * thrown: a thrown error would reach the GraphQL error handler and read as a GraphQL error.
 */
async function registerOverloadGuard(app: FastifyInstance, config: TConfig): Promise<void> {
  const retryAfterSeconds = 5;
  await app.register(underPressure, {
    maxEventLoopDelay: config.MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: config.MAX_HEAP_USED_BYTES,
    retryAfter: retryAfterSeconds,
    pressureHandler: (request, reply, type, value) => {
      // The console's own files (its page and hashed scripts) cost a file read: an officer opening the console
      // gets it, and its requests then wait calmly for the busy server (issue 50 §3), instead of reading this
      // refusal's JSON as the page.
      if (request.method === 'GET' && !API_PATH.test(request.url)) return;
      request.log.warn({ type, value }, 'refused under pressure');
      void reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds))
        .send({ success: false, message: OVERLOADED_MESSAGE });
    },
  });
}

/** Origin of an absolute http(s) URL (a tile template, a layer folder, a bucket); null for a path on this server. */
function originOf(urlOrPath: string | undefined): string | null {
  if (!urlOrPath || !/^https?:\/\//i.test(urlOrPath)) return null;
  return new URL(urlOrPath.replace(/[{}]/g, '')).origin;
}

/**
 * The console's Content Security Policy. Scripts come only from this server (the built console has no inline
 * script), so a script injected into a note or a file field cannot run and cannot read the session token the
 * spec keeps in sessionStorage. Decision: styles allow 'unsafe-inline', because Mantine writes its CSS variables
 * in a <style> element at run time and Leaflet, Mantine and the charts position elements through style
 * attributes; a style cannot run code, and the script policy is the guard that matters.
 * Images may come from the map's tile server and be data:/blob: (Leaflet's icons, downloaded files);
 * connections may go to the map's layer files and, with S3 storage, to the bucket the browser uploads to.
 */
function contentSecurityPolicy(config: TConfig): Record<string, string[]> {
  const tiles = originOf(config.MAP_TILE_URL);
  const layers = originOf(config.MAP_LAYERS_BASE_URL);
  const bucket =
    config.STORAGE_DRIVER === 's3' && config.S3_BUCKET
      ? originOf(
          bucketUrl({
            bucket: config.S3_BUCKET,
            region: config.S3_REGION,
            endpoint: config.S3_ENDPOINT,
            forcePathStyle: config.S3_FORCE_PATH_STYLE,
          }),
        )
      : null;
  const and = (...origins: (string | null)[]) => origins.filter((origin): origin is string => origin !== null);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...and(tiles, bucket)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...and(layers, bucket)],
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...and(bucket)],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * @fastify/helmet's headers: the CSP above, X-Frame-Options DENY (for browsers without frame-ancestors),
 * nosniff, a Referrer-Policy that sends only the origin to other sites (the map's tile server asks for one, a
 * signed download link never leaves), and HSTS only on a request that came over TLS (directly, or through the
 * proxy's X-Forwarded-Proto when the proxy is trusted): HSTS on plain HTTP is ignored by browsers and would pin a
 * development server on localhost.
 */
async function registerSecurityHeaders(app: FastifyInstance, config: TConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}

/** Answers that carry an officer's data: the GraphQL endpoint and the REST API, health and metrics included. */
const API_PATH = /^\/(?:api\/|health\/|(?:graphql|metrics)(?:[/?]|$))/;

/**
 * No cache, the browser's or a proxy's, may keep an API answer (issue 51 §7): they carry files and names an
 * officer saw, which the next user of a shared office computer must not get back. A route that chose its own
 * caching keeps it (a signed document link, the sample map layers); the console's files are not API answers.
 */
function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}

/**
 * The REST routes' last resort. A client's mistake Fastify found (malformed JSON 400, a body over the limit 413,
 * an unsupported content type 415, a failed schema 400) keeps its status and a plain message and is logged as
 * information, not as an error; anything else is a fault of ours, logged with its stack, and the client gets
 * 500 with a fixed message: never the SQL, its parameters or a stack.
 */
function restErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = clientErrorStatus(error);
  if (status !== null) {
    request.log.info({ code: error.code, status }, 'refused a malformed request');
    return reply.code(status).send({ success: false, message: clientErrorMessage(error, status) });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ database: databaseErrorSummary(error) }, 'the database was unavailable');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
  }
  request.log.error({ err: error }, 'unexpected error in a route');
  return reply.code(500).send({ success: false, message: INTERNAL_MESSAGE });
}

/** The 4xx status of an error Fastify or a plugin raised for a bad request; null for anything else. */
export function clientErrorStatus(error: { statusCode?: unknown; validation?: unknown }): number | null {
  if (error.validation) return 400;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** Fastify's messages for these are fixed texts about the request (no data of ours); the status names the rest. */
export function clientErrorMessage(error: { message: string; code?: string }, status: number): string {
  if (status === 413) return 'The request body is too large';
  if (status === 415) return 'Unsupported content type: send application/json';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return 'The request body is not valid JSON';
  }
  return error.message.slice(0, 200);
}
