import { SERVICE_MESSAGES } from '@anumati/domain';

/** What an officer is told when the database cannot be reached or is too busy: nothing was done; try again. */
export const DATABASE_UNAVAILABLE_MESSAGE = SERVICE_MESSAGES.unavailable;
/** Seconds a client is asked to wait before retrying (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * PostgreSQL's and node-postgres's ways of saying the database is gone or would not answer in time: the
 * connection failed or was closed (a restart, a failover, pg_terminate_backend), or one of the pool's limits
 * ended the statement (statement_timeout, lock_timeout, idle_in_transaction_session_timeout, no free connection
 * within DATABASE_CONNECT_TIMEOUT_MS). In each case the request's transaction did not commit, so the request may
 * be sent again.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: terminated by an administrator or a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);
const UNAVAILABLE_SQLSTATE_CLASSES = ['08']; // connection_exception
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

/** Whether an error (or the error it wraps: drizzle wraps the driver's as `cause`) means "try again later". */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE_CLASSES.includes(code.slice(0, 2))) return true;
  }
  if (DRIVER_MESSAGES.some((message) => error.message.includes(message))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * What is logged of such an error: the driver's code and message, innermost first. Never the error itself, whose
 * query text and parameters (drizzle keeps them on it) can carry an applicant's name or an officer's mobile number.
 */
export function databaseErrorSummary(error: unknown): { sqlState: string | undefined; message: string } {
  let inner: unknown = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const code = (inner as { code?: unknown } | null)?.code;
  return {
    // Not `code`: the log blanks every `code` field (one-time codes, platform/logger.ts).
    sqlState: typeof code === 'string' ? code : undefined,
    message: inner instanceof Error ? inner.message.slice(0, 200) : String(inner).slice(0, 200),
  };
}
