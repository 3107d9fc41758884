import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';

export type TLogStream = { write: (line: string) => void };
type TLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Paths pino blanks in any logged object, should one ever carry them: credentials, one-time codes and the
 * second-step challenge, and officers' phone numbers (issue 20 §4). Request bodies and headers are never logged
 * (the serializer below), so these are the second line.
 */
const REDACTED_PATHS = [
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
  // A failed statement's parameters (drizzle keeps them on its error): names, mobile numbers, remarks.
  'err.params',
  'err.cause.parameters',
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

/** The process's one logger: the server's requests, its start-up lines and a crash's last words, all JSON lines. */
export type TProcessLogger = FastifyBaseLogger;

export function createProcessLogger(stream?: TLogStream): TProcessLogger {
  const options = loggerOptions();
  return stream ? pino(options, stream) : pino(options);
}

/**
 * A process's last line is JSON like the others (issue 50 §8). An uncaught exception leaves the process in an
 * unknown state: it is logged and the process exits for its supervisor to restart. A promise rejected with
 * nobody waiting (a background task's failure) is logged and the process goes on serving: ending every officer's
 * requests for one task's failure is what issue 50 found (a lost database connection killed whole servers).
 */
export function logProcessFaults(logger: TProcessLogger): void {
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception: exiting');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });
}
