import type { FastifyServerOptions } from 'fastify';

export type TLogStream = { write: (line: string) => void };
type TLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Paths pino blanks in any logged object, should one ever carry them: credentials, one-time codes and the
 * second-step challenge, and officers' phone numbers (issue 20 §4). Request bodies and headers are never logged
 * (the serializer below), so these are the second line.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.otp',
  '*.code',
  '*.challenge',
  '*.mobile',
  '*.phone',
  '*.to',
  'variables',
  '*.variables',
];

/**
 * Structured JSON logs without personal data: a request is logged as its method, its path without the query
 * (a document link's query is its signature, a capability) and its id; no address, header or body.
 */
export function loggerOptions(stream?: TLogStream): TLoggerOptions {
  return {
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }),
    },
    ...(stream ? { stream } : {}),
  };
}
